# Die Slash-Befehle, wie Discord sie zeigt.

command-challenge = herausfordern
    .description = Jemanden (oder alle) zu einer Partie herausfordern
option-opponent = gegner
    .description = Wen du herausforderst (weglassen für eine offene Herausforderung an alle)
option-color = farbe
    .description = Deine Farbe (Standard: zufällig)
choice-color-white = Weiß
choice-color-black = Schwarz
choice-color-random = Zufällig
option-en_passant = en_passant
    .description = En-passant-Schläge erlauben (Standard: ja)
option-challenge-rated = gewertet
    .description = Zählt die Partie für die Wertung (Standard: ja)
option-challenge-time = zeit
    .description = Eine Live-Uhr (Minuten+Sekunden pro Zug) oder Bedenkzeit pro Zug (Standard: die des Servers)
choice-time-1-plus-0 = Live 1+0 (Bullet)
choice-time-2-plus-1 = Live 2+1 (Bullet)
choice-time-3-plus-0 = Live 3+0 (Blitz)
choice-time-3-plus-2 = Live 3+2 (Blitz)
choice-time-5-plus-0 = Live 5+0 (Blitz)
choice-time-5-plus-3 = Live 5+3 (Blitz)
choice-time-10-plus-0 = Live 10+0 (Schnellschach)
choice-time-10-plus-5 = Live 10+5 (Schnellschach)
choice-time-15-plus-10 = Live 15+10 (Schnellschach)
choice-time-30-plus-0 = Live 30+0 (Klassisch)
choice-time-10m = 10 Minuten
choice-time-1h = 1 Stunde
choice-time-12h = 12 Stunden
choice-time-1d = 1 Tag
choice-time-3d = 3 Tage
choice-time-7d = 7 Tage
choice-time-14d = 14 Tage
option-variant = variante
    .description = Welches Spiel: Alice auf zwei Brettern (Standard), auf drei, 8x4-Alice oder Duo-Schach
choice-variant-alice = Alice (zwei Bretter)
choice-variant-three-board = Alice auf drei Brettern
choice-variant-8x4 = 8x4-Alice
choice-variant-duo = Duo-Schach

command-accept = annehmen
    .description = Eine Herausforderung annehmen
option-challenge = herausforderung
    .description = Nummer der Herausforderung (nur nötig, wenn mehrere offen sind)

command-decline = ablehnen
    .description = Herausforderung ablehnen (oder eigene zurückziehen)

command-play = spielen
    .description = Spiele gegen Alice, die Engine des Bots
option-level = stufe
    .description = Spielstärke von 1 (Anfänger) bis 8 (am stärksten); Standard 3
option-play-time = zeit
    .description = Eine Live-Uhr (Minuten+Sekunden pro Zug) oder Bedenkzeit pro Zug (Standard: 14 Tage)

command-move = zug
    .description = Einen Zug spielen, z. B. e4, Nf3, Ne5/A, O-O
option-move-move = zug
    .description = Dein Zug
option-game = partie
    .description = Nummer der Partie (nur nötig, wenn du mehrere Partien hast)

command-board = brett
    .description = Bretter einer Partie zeigen (jetzt oder nach einem Halbzug)
option-ply = halbzug
    .description = Die Stellung nach so vielen Halbzügen zeigen (0: der Anfang)

command-resign = aufgeben
    .description = Eine Partie aufgeben (mit Rückfrage)
option-confirm = bestätigen
    .description = Sofort aufgeben, ohne Rückfrage

command-draw = remis
    .description = Remis anbieten oder das angebotene annehmen

command-takeback = zurücknehmen
    .description = Letzten Zug zurücknehmen lassen oder zustimmen

command-abort = abbrechen
    .description = Partie abbrechen, bevor beide Seiten gezogen haben

command-games = partien
    .description = Deine Partien: laufende, Herausforderungen, beendete
option-finished = beendet
    .description = Nur deine beendeten Partien, neueste zuerst, zehn pro Seite
option-page = seite
    .description = Welche Seite beendeter Partien (1: die neuesten zehn)

command-pgn = pgn
    .description = Eine Partie als PGN herunterladen

command-analyze = analysieren
    .description = Engine-Analyse einer beendeten Partie: Kurve, Fehler, kommentierte PGN

command-gif = gif
    .description = Eine Partie als animiertes GIF

command-puzzle = aufgabe
    .description = Eine Alice-Aufgabe lösen (privat)
option-puzzle-move = zug
    .description = Dein Zug in der Aufgabe, die du löst, z. B. Qd4
option-puzzle-id = id
    .description = Eine bestimmte Aufgabe (nach deinem ersten Versuch ungewertet)

command-rematch = revanche
    .description = Beendete Partie neu spielen, Farben getauscht, gleiche Einstellungen

command-rating = wertung
    .description = Wertungszahl, Bilanz und Verlauf zeigen
option-player = spieler
    .description = Wessen Wertung (Standard: deine)
option-speed = tempo
    .description = Live-Partien nach Länge oder Fernschach (Standard: das meistgespielte)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Schnellschach
choice-speed-classical = Klassisch
choice-speed-correspondence = Fernschach

command-leaderboard = bestenliste
    .description = Die am besten bewerteten Spieler
option-scope = bereich
    .description = Spieler dieses Servers oder überall (Standard: überall)
choice-scope-server = Dieser Server
choice-scope-global = Überall
option-kind = art
    .description = Partie- oder Aufgabenwertung (Standard: Partien)
choice-kind-games = Partien
choice-kind-puzzles = Aufgaben

command-settings = einstellungen
    .description = Zug-Benachrichtigung, Sprache und Aussehen deiner Bretter
option-notify = benachrichtigung
    .description = Wie du erfährst, dass du am Zug bist (Standard: Erwähnung)
choice-notify-dm = Direktnachricht
choice-notify-mention = Erwähnung
choice-notify-off = Aus
option-settings-language = sprache
    .description = Die Sprache, in der ich mit dir spreche (auto: die von Discord)
option-settings-boards = bretter
    .description = Bretter übereinander (Handy) oder nebeneinander (auto: wie der Server)
choice-boards-stacked = Übereinander
choice-boards-side-by-side = Nebeneinander
choice-boards-auto = Auto
option-theme = farben
    .description = Die Farben deiner Bretter
choice-theme-classic = Klassisch
choice-theme-green = Grün
choice-theme-contrast = Kontrast
option-pieces = figuren
    .description = Wie Figuren gezeichnet werden: Figuren oder Buchstaben
choice-pieces-figures = Figuren
choice-pieces-letters = Buchstaben
option-ghosts = markierungen
    .description = Markieren, wo die Figuren des anderen Bretts stehen (Standard: ja)

command-server-settings = server-einstellungen
    .description = Einstellungen dieses Servers (braucht „Server verwalten“)
option-threads = threads
    .description = Jede Partie in einem eigenen Thread spielen
option-server-settings-time = zeit
    .description = Standard-Bedenkzeit pro Zug
option-max_games = max_partien
    .description = Höchstzahl laufender Partien pro Spieler
option-bot_games = bot_partien
    .description = Partien gegen den Bot erlauben
option-challenge_expiry = ablauf
    .description = Wie lange eine Herausforderung offen bleibt
choice-challenge_expiry-10m = 10 Minuten
choice-challenge_expiry-1h = 1 Stunde
choice-challenge_expiry-12h = 12 Stunden
choice-challenge_expiry-1d = 1 Tag
choice-challenge_expiry-3d = 3 Tage
choice-challenge_expiry-7d = 7 Tage
option-puzzle_channel = aufgaben_kanal
    .description = Wo eine Tagesaufgabe gepostet wird
option-puzzle_time = aufgaben_zeit
    .description = Wann die Tagesaufgabe gepostet wird, HH:MM in UTC (off: keine Tagesaufgabe)
option-server-settings-language = sprache
    .description = Die Sprache der Beiträge des Bots hier (auto: die des Servers)
option-server-settings-boards = bretter
    .description = Wo Bretter stehen für Mitglieder ohne eigene Wahl (auto: übereinander)

command-rules = regeln
    .description = Wie Alice-Schach gespielt wird

command-help = hilfe
    .description = Die Befehle und ihre Optionen

command-sweep = sweep
    .description = Den Aufräumer jetzt laufen lassen (Zeitüberschreitungen, Erinnerungen, Abläufe, Bot-Züge)

command-click = click
    .description = Einen Knopf drücken oder aus einem Menü wählen, über die dahinter gezeigte id
option-click-id = id
    .description = Die id des Knopfs oder Menüs, z. B. pieces:1:0
option-value = value
    .description = Die im Menü gewählte Option, z. B. g1a

command-tournament = turnier
    .description = Turniere nach Schweizer System im Server

command-tournament-create = erstellen
    .description = Ein Turnier nach Schweizer System in diesem Kanal erstellen (Serververwaltung)
option-name = name
    .description = Der Name des Turniers
option-rounds = runden
    .description = Wie viele Runden (Standard: 5)
option-tournament-create-time = zeit
    .description = Zeit pro Zug, z. B. 1d (Standard: die des Servers)
option-tournament-create-rated = gewertet
    .description = Zählen die Partien für die Wertung (Standard: ja)
option-tie_breaks = feinwertungen
    .description = FIDE-Feinwertungen der Reihe nach: BH-C1, BH, SB, DE, WIN (Standard: alle)

command-tournament-join = beitreten
    .description = Einem Turnier beitreten
option-tournament-join-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-leave = verlassen
    .description = Ein Turnier verlassen (nach dem Start: zurückziehen)
option-tournament-leave-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-start = starten
    .description = Ein Turnier starten: seine erste Runde auslosen
option-tournament-start-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-standings = tabelle
    .description = Die Tabelle eines Turniers
option-tournament-standings-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-pairings = paarungen
    .description = Paarungen und Ergebnisse einer Runde
option-tournament-pairings-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)
option-round = runde
    .description = Welche Runde (Standard: die laufende)

command-tournament-info = info
    .description = Was ein Turnier ist und wo es steht
option-tournament-info-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-manage = verwalten
    .description = Ein Turnier leiten (sein Ersteller und die Serververwaltung)

command-tournament-manage-forbid = verbieten
    .description = Zwei Spieler in den kommenden Runden nie gegeneinander auslosen
option-first = erster
    .description = Ein Spieler des Turniers
option-second = zweiter
    .description = Der Spieler, gegen den er nicht spielen soll
option-tournament-manage-forbid-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

command-tournament-manage-cancel = absagen
    .description = Ein Turnier absagen: keine weiteren Runden
option-tournament-manage-cancel-id = nummer
    .description = Welches Turnier (Standard: das neueste des Servers)

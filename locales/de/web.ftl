# The live table: a game's page in a browser.

watch-live = Live zuschauen
web-moves = Züge
web-no-moves = Noch keine Züge.
web-live = Live
web-reconnecting = Verbindung verloren; neuer Versuch …
web-not-found-title = Partie nicht gefunden
web-not-found = Unter dieser Adresse gibt es keine Partie. Öffne die Partie über ihren Knopf „Live zuschauen“ in Discord.
web-unavailable-title = Gleich noch einmal versuchen
web-unavailable = Die Partie kann gerade nicht gelesen werden. Lade die Seite in ein paar Sekunden neu.
web-clock-days = T
web-sign-in = Mit Discord anmelden
web-signed-in-as = Angemeldet als { $name }.
web-sign-out = Abmelden
web-sign-in-title = Nicht angemeldet
web-sign-in-stale = Diese Anmeldung ist abgelaufen oder wurde schon benutzt. Geh zurück zur Partie und melde dich erneut an.
web-sign-in-failed = Discord hat nicht bestätigt, wer du bist. Versuche die Anmeldung gleich noch einmal.
web-move-placeholder = Zug eingeben (e4, Nf3)
web-move-send = Ziehen
web-takeback = Zurücknehmen

error-internal = Entschuldigung, bei uns ist etwas schiefgegangen; es wurde nichts geändert. (Fehler { $id })
error-no-such-game = Es gibt keine Partie #{ $game }.
error-not-your-game = Du spielst nicht in Partie #{ $game }.
error-game-over = Partie #{ $game } ist beendet ({ $how }).
error-not-your-turn = Du bist in Partie #{ $game } nicht am Zug: { $name } ist am Zug.
error-game-changed = Partie #{ $game } hat sich inzwischen geändert; es wurde nichts getan. Sieh dir /board game:{ $game } an und versuche es noch einmal.
error-no-games = Du hast keine laufende Partie. Starte eine mit /challenge oder /play.
error-no-game-to-move = Du bist in keiner deiner Partien am Zug ({ $games }).
game-waits-for = #{ $game } wartet auf { $name }
error-which-game = Du hast mehrere Partien: { $games }. Sag mit game:<id>, welche.
game-versus = #{ $game } (gegen { $name })
list-separator = {", "}
error-no-such-challenge = Es gibt keine Herausforderung #{ $challenge }.
error-challenge-closed = Herausforderung #{ $challenge } ist bereits { $status ->
    [accepted] angenommen
    [declined] abgelehnt
    [cancelled] zurückgezogen
    [expired] abgelaufen
   *[answered] beantwortet
}.
error-challenge-expired = Herausforderung #{ $challenge } ist abgelaufen.
error-not-for-you = Herausforderung #{ $challenge } ist nicht an dich gerichtet.
error-own-challenge = Herausforderung #{ $challenge } ist deine eigene; du kannst sie nicht annehmen.
error-no-challenge = Für dich ist keine Herausforderung offen.
error-which-challenge = Für dich sind mehrere Herausforderungen offen: { $challenges }. Sag mit challenge:<id>, welche.
error-challenge-self = Du kannst dich nicht selbst herausfordern.
error-too-late-to-abort = Partie #{ $game } kann nicht mehr abgebrochen werden: Beide Seiten haben gezogen. Du kannst aufgeben oder Remis anbieten.
error-no-abort-in-tournament = Partie #{ $game } ist eine Turnierpartie: Sie kann nicht abgebrochen werden. Du kannst aufgeben.
error-too-early-to-draw = In Partie #{ $game } kann Remis angeboten werden, sobald beide Seiten gezogen haben. Bis dahin beendet /abort sie, und sie zählt nicht.
error-nothing-to-take-back = Du hast in Partie #{ $game } keinen Zug, den du zurücknehmen könntest.
error-already-offered = Du hast in Partie #{ $game } bereits { $what ->
    [draw] Remis
   *[takeback] eine Zugrücknahme
} angeboten; die Antwort steht noch aus.
error-no-offer = In Partie #{ $game } steht { $what ->
    [draw] kein Remisangebot
   *[takeback] keine Bitte um Zugrücknahme
} deines Gegners (ein Zug lässt es verfallen, oder es wurde beantwortet); nichts wurde geändert.
error-no-such-player = Hier hat niemand namens { $name } gespielt.
error-unknown-control = Dieses Bedienelement stammt aus einer älteren Version von mir; nutze stattdessen die Slash-Befehle.
error-unknown-choice = Das ist keine der Auswahlmöglichkeiten des Menüs; es wurde nichts getan.
error-stale = Dieses Menü zeigt eine ältere Stellung von Partie #{ $game }; es wurde nichts getan. Nutze die Bedienelemente der neuesten Nachricht der Partie (oder /board game:{ $game }).
error-not-your-move = Nicht dein Zug: Diese Bedienelemente gehören { $name }, der in Partie #{ $game } am Zug ist.
error-not-in-server = Servereinstellungen gibt es nur auf einem Server; nutze /server-settings dort.
error-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können /server-settings nutzen.
error-too-many-games = Du hast bereits { $limit } laufende Partien, mehr erlaubt dieser Server nicht; beende zuerst eine.
error-too-many-games-other = { $name } hat bereits { $limit } laufende Partien, mehr erlaubt dieser Server nicht.
error-challenge-exists = Herausforderung #{ $challenge } zwischen euch beiden ist noch offen; beantworte oder ziehe sie zuerst zurück (/decline challenge:{ $challenge }).
error-engine-busy = Alice denkt noch über einen Zug für dich nach; warte ihre Antwort ab und versuche es dann noch einmal.
error-bot-games-off = Partien gegen den Bot sind auf diesem Server ausgeschaltet.
error-still-playing = Partie #{ $game } läuft noch; eine Revanche gibt es, wenn sie beendet ist.
error-no-finished-games = Du hast noch keine beendete Partie zum Analysieren. Nenne eine mit game:<id>.
error-not-finished = Partie #{ $game } wird noch gespielt; /analyze sieht sich nur beendete Partien an, damit niemand während einer Partie Hilfe von der Engine bekommt.
error-aborted = Partie #{ $game } wurde abgebrochen; es gibt nichts zu analysieren.
error-nothing-to-analyse = Partie #{ $game } endete, bevor ein Zug gespielt wurde; es gibt nichts zu analysieren.
error-analysis-busy = Deine Analyse von Partie #{ $game } läuft noch; die Antwort kommt, sobald sie fertig ist. Frag danach nach einer weiteren.
error-analyses-full = Die Engine ist bereits mit { $count } Analysen beschäftigt; es wurde nichts gestartet. Bitte frag in ein paar Minuten noch einmal.
error-too-many = Du hast in kurzer Zeit viele { $what ->
    [gif] GIFs
    [analysis] Analysen
    [board] Bretter
    [table-action] Aktionen am Live-Tisch
   *[bot-game] Partien gegen den Bot
} angefordert; bitte warte { $wait } und versuche es dann noch einmal.
error-no-puzzle-left = Du hast hier schon jede Aufgabe versucht; /puzzle id:<id> spielt eine, die du gesehen hast, noch einmal.
error-no-puzzles-yet = Hier gibt es noch keine Aufgaben.
error-puzzles-how-to-add = Wer den Bot betreibt, fügt sie mit `alice puzzles generate` und `alice puzzles import` hinzu (siehe die Anleitung zum Betrieb).
error-no-such-puzzle = Es gibt keine Aufgabe `{ $puzzle }`.
error-no-puzzle-attempt = Du löst gerade keine Aufgabe; /puzzle gibt dir eine.
error-puzzle-stale = Dieses Menü zeigt einen früheren Zug deiner Aufgabe; es wurde nichts getan. Nutze das neueste (oder /puzzle).
error-puzzle-over = Dein Versuch an Aufgabe { $puzzle } ist vorbei; /puzzle gibt dir eine neue, /puzzle id:{ $puzzle } spielt sie noch einmal.
error-not-your-puzzle = Diese Bedienelemente gehören zur Aufgabe von jemand anderem; /puzzle gibt dir deine eigene.
error-no-daily-puzzle = Dieser Server hat keine Tagesaufgabe für den Tag, an dem dieser Knopf gepostet wurde.
error-no-puzzle-channel = Die Tagesaufgabe braucht einen Kanal: Setze auch puzzle_channel.
restarting = Ich starte gerade neu; es wurde nichts getan. Versuche es in einer Minute noch einmal.
moved-to-thread = Erledigt. Partie #{ $game } wird in { $thread } gespielt.
no-piece-to-move = Keine deiner Figuren auf { $square } von Brett { $board } kann ziehen.

bad-variant = variant muss alice, three-board, 8x4 oder duo sein, nicht `{ $given }`.
bad-color = color muss white, black oder random sein, nicht `{ $given }`.
bad-duration = { $option } muss wie 10m, 2h, 1d oder 3d aussehen, nicht `{ $given }`.
bad-time-range = Die Bedenkzeit pro Zug muss zwischen { $min } und { $max } liegen, nicht { $given }; eine Partie mit Uhr nimmt eine Uhr wie 5+3.
bad-game-time = time muss eine Bedenkzeit pro Zug wie 1d oder 3d sein oder eine Uhr wie 5+3, nicht `{ $given }`.
bad-duration-range = { $option } muss zwischen { $min } und { $max } liegen, nicht { $given }.
bad-no-en-passant = { $variant ->
    [narrow] 8x4-Alice
   *[duo] Duo-Schach
} kennt kein En passant, daher kann en_passant:true dafür nicht gesetzt werden.
bad-level = level muss zwischen 1 und 8 liegen, nicht { $given }.
bad-notify = notify muss dm, mention oder off sein, nicht `{ $given }`.
bad-max-games = max_games muss zwischen 1 und { $max } liegen, nicht { $given }.
bad-puzzle-time = puzzle_time muss eine UTC-Uhrzeit wie 09:00 oder 18:30 sein, oder off, nicht `{ $given }`.
bad-unreadable = Die Option { $option } von /{ $command } konnte nicht gelesen werden; bitte wähle sie noch einmal.
error-open-challenge-waiting = Deine offene Herausforderung #{ $challenge } wartet noch auf einen Gegner; ziehe sie zuerst mit /decline challenge:{ $challenge } zurück.
bad-ply = Partie #{ $game } hat { $last ->
    [one] { $last } Halbzug
   *[other] { $last } Halbzüge
}; ply muss zwischen 0 und { $last } liegen, nicht { $given }.
bad-scope = scope muss server oder global sein, nicht `{ $given }`.
bad-scope-server = scope:server geht nur auf einem Server; nutze hier scope:global.
puzzle-import-variant = Aufgabe { $puzzle } (Nummer { $number }): Variante `{ $variant }`; Aufgaben gibt es für diese Spiele: { $allowed }
puzzle-import-invalid = Aufgabe Nummer { $number }: { $why }
bad-range = { $option } muss zwischen { $min } und { $max } liegen, nicht { $given }.
bad-at-least = { $option } muss mindestens { $min } sein, nicht { $given }.
bad-at-most = { $option } darf höchstens { $max } sein, nicht { $given }.
unknown-command = Den Befehl /{ $command } kenne ich nicht; /help listet die Befehle auf.
no-options = /{ $command } hat keine Optionen.
no-such-option = /{ $command } hat keine Option `{ $option }` (es gibt { $options }).
bad-needed = /{ $command } braucht die Option { $option } ({ $description }), z. B. /{ $command } { $option }:{ $example }
opponent-is-me = Um gegen mich zu spielen, nutze /play (mit einer Stufe von 1 bis 8).
opponent-is-bot = { $name } ist ein Bot; Bots können hier nicht spielen.
bad-kind = kind muss games oder puzzles sein, nicht `{ $given }`.
bad-clock = zeit muss eine Uhr aus Minuten+Sekunden pro Zug sein, etwa 5+3, bis { $minutes } Minuten und { $seconds } Sekunden, nicht `{ $given }`.
bad-speed = tempo muss bullet, blitz, rapid, classical oder correspondence sein, nicht `{ $given }`.
no-subcommands = /{ $command } hat keine Unterbefehle; gib seine Optionen direkt dahinter an.
subcommand-needed = /{ $command } braucht einen seiner Unterbefehle: { $subcommands }.
no-such-subcommand = /{ $command } hat keinen Unterbefehl `{ $given }` (es gibt { $subcommands }).

bad-variant = variant musi mieć wartość alice, three-board, 8x4 lub duo, nie `{ $given }`.
bad-color = color musi mieć wartość white, black lub random, nie `{ $given }`.
bad-duration = { $option } musi wyglądać jak 10m, 2h, 1d lub 3d, nie `{ $given }`.
bad-time-range = Czas na ruch musi wynosić od { $min } do { $max }, nie { $given }; partia z zegarem przyjmuje tempo takie jak 5+3.
bad-game-time = time musi być czasem na ruch, np. 1d lub 3d, albo tempem z zegarem, np. 5+3, nie `{ $given }`.
bad-duration-range = { $option } musi wynosić od { $min } do { $max }, nie { $given }.
bad-no-en-passant = { $variant ->
    [narrow] Alice 8x4
   *[duo] Szachy Duo
} nie mają bicia w przelocie, więc nie można ustawić en_passant:true.
bad-level = level musi wynosić od 1 do 8, nie { $given }.
bad-notify = notify musi mieć wartość dm, mention lub off, nie `{ $given }`.
bad-max-games = max_games musi wynosić od 1 do { $max }, nie { $given }.
bad-puzzle-time = puzzle_time musi być godziną UTC, np. 09:00 lub 18:30, albo off, nie `{ $given }`.
bad-unreadable = Nie udało się odczytać opcji { $option } polecenia /{ $command }; wybierz ją ponownie.
error-open-challenge-waiting = Twoje otwarte wyzwanie nr { $challenge } wciąż czeka na przeciwnika; najpierw je anuluj przez /decline challenge:{ $challenge }.
bad-ply = Partia nr { $game } ma { $last ->
    [one] { $last } półruch
    [few] { $last } półruchy
   *[many] { $last } półruchów
}; ply musi wynosić od 0 do { $last }, nie { $given }.
bad-scope = scope musi mieć wartość server lub global, nie `{ $given }`.
bad-scope-server = scope:server działa tylko na serwerze; użyj tu scope:global.
puzzle-import-variant = zadanie { $puzzle } (numer { $number }): wariant `{ $variant }`; zadania są dla tych gier: { $allowed }
puzzle-import-invalid = zadanie numer { $number }: { $why }
bad-range = { $option } musi wynosić od { $min } do { $max }, nie { $given }.
bad-at-least = { $option } musi wynosić co najmniej { $min }, nie { $given }.
bad-at-most = { $option } może wynosić najwyżej { $max }, nie { $given }.
unknown-command = Nie znam polecenia /{ $command }; /help wymienia polecenia.
no-options = /{ $command } nie ma opcji.
no-such-option = /{ $command } nie ma opcji `{ $option }` (ma { $options }).
bad-needed = /{ $command } wymaga opcji { $option } ({ $description }), np. /{ $command } { $option }:{ $example }
opponent-is-me = Aby zagrać ze mną, użyj /play (z poziomem od 1 do 8).
opponent-is-bot = { $name } to bot; boty nie mogą tu grać.
bad-kind = kind musi mieć wartość games lub puzzles, nie `{ $given }`.
bad-clock = czas musi być zegarem w minutach+sekundach na ruch, np. 5+3, do { $minutes } minut i { $seconds } sekund, a nie `{ $given }`.
bad-speed = tempo musi być bullet, blitz, rapid, classical lub correspondence, a nie `{ $given }`.
no-subcommands = /{ $command } nie ma podpoleceń; podaj jego opcje zaraz po nim.
subcommand-needed = /{ $command } wymaga jednego z podpoleceń: { $subcommands }.
no-such-subcommand = /{ $command } nie ma podpolecenia `{ $given }` (ma { $subcommands }).

bad-variant = variant debe ser alice, three-board, 8x4 o duo, no `{ $given }`.
bad-color = color debe ser white, black o random, no `{ $given }`.
bad-duration = { $option } debe tener la forma 10m, 2h, 1d o 3d, no `{ $given }`.
bad-time-range = El tiempo por jugada debe ir de { $min } a { $max }, no { $given }; una partida con reloj lleva un reloj como 5+3.
bad-game-time = time debe ser un tiempo por jugada como 1d o 3d, o un reloj como 5+3, no `{ $given }`.
bad-duration-range = { $option } debe ir de { $min } a { $max }, no { $given }.
bad-no-en-passant = { $variant ->
    [narrow] Alice 8x4
   *[duo] El ajedrez Duo
} no tiene captura al paso, así que no se puede poner en_passant:true.
bad-level = level debe ir de 1 a 8, no { $given }.
bad-notify = notify debe ser dm, mention u off, no `{ $given }`.
bad-max-games = max_games debe ir de 1 a { $max }, no { $given }.
bad-puzzle-time = puzzle_time debe ser una hora UTC como 09:00 o 18:30, u off, no `{ $given }`.
bad-unreadable = No se ha podido leer la opción { $option } de /{ $command }; elígela de nuevo.
error-open-challenge-waiting = Tu desafío abierto n.º { $challenge } sigue esperando rival; cancélalo primero con /decline challenge:{ $challenge }.
bad-ply = La partida n.º { $game } tiene { $last ->
    [one] { $last } medio movimiento
   *[other] { $last } medios movimientos
}; ply debe ir de 0 a { $last }, no { $given }.
bad-scope = scope debe ser server o global, no `{ $given }`.
bad-scope-server = scope:server solo funciona en un servidor; usa scope:global aquí.
puzzle-import-variant = problema { $puzzle } (número { $number }): variante `{ $variant }`; los problemas son de estos juegos: { $allowed }
puzzle-import-invalid = problema número { $number }: { $why }
bad-range = { $option } debe ir de { $min } a { $max }, no { $given }.
bad-at-least = { $option } debe ser al menos { $min }, no { $given }.
bad-at-most = { $option } debe ser como mucho { $max }, no { $given }.
unknown-command = No conozco el comando /{ $command }; /help lista los comandos.
no-options = /{ $command } no tiene opciones.
no-such-option = /{ $command } no tiene la opción `{ $option }` (tiene { $options }).
bad-needed = /{ $command } necesita la opción { $option } ({ $description }), p. ej. /{ $command } { $option }:{ $example }
opponent-is-me = Para jugar contra mí, usa /play (con un nivel del 1 al 8).
opponent-is-bot = { $name } es un bot; los bots no pueden jugar aquí.
bad-kind = kind debe ser games o puzzles, no `{ $given }`.
bad-clock = tiempo debe ser un reloj de minutos+segundos por jugada, como 5+3, de hasta { $minutes } minutos y { $seconds } segundos, no `{ $given }`.
bad-speed = ritmo debe ser bullet, blitz, rapid, classical o correspondence, no `{ $given }`.
no-subcommands = /{ $command } no tiene subcomandos; pon sus opciones justo después.
subcommand-needed = /{ $command } necesita uno de sus subcomandos: { $subcommands }.
no-such-subcommand = /{ $command } no tiene el subcomando `{ $given }` (tiene { $subcommands }).

bad-variant = variant deve ser alice, three-board, 8x4 ou duo, não `{ $given }`.
bad-color = color deve ser white, black ou random, não `{ $given }`.
bad-duration = { $option } deve ter a forma 10m, 2h, 1d ou 3d, não `{ $given }`.
bad-time-range = O tempo por lance deve ir de { $min } a { $max }, não { $given }; uma partida com relógio leva um relógio como 5+3.
bad-game-time = time deve ser um tempo por lance como 1d ou 3d, ou um relógio como 5+3, não `{ $given }`.
bad-duration-range = { $option } deve ir de { $min } a { $max }, não { $given }.
bad-no-en-passant = { $variant ->
    [narrow] Alice 8x4
   *[duo] O xadrez Duo
} não tem captura en passant, então en_passant:true não pode ser definido.
bad-level = level deve ir de 1 a 8, não { $given }.
bad-notify = notify deve ser dm, mention ou off, não `{ $given }`.
bad-max-games = max_games deve ir de 1 a { $max }, não { $given }.
bad-puzzle-time = puzzle_time deve ser um horário UTC como 09:00 ou 18:30, ou off, não `{ $given }`.
bad-unreadable = Não foi possível ler a opção { $option } de /{ $command }; escolha-a de novo.
error-open-challenge-waiting = Seu desafio aberto nº { $challenge } ainda aguarda um adversário; cancele-o primeiro com /decline challenge:{ $challenge }.
bad-ply = A partida nº { $game } tem { $last ->
    [one] { $last } meio-lance
   *[other] { $last } meios-lances
}; ply deve ir de 0 a { $last }, não { $given }.
bad-scope = scope deve ser server ou global, não `{ $given }`.
bad-scope-server = scope:server só funciona em um servidor; use scope:global aqui.
puzzle-import-variant = problema { $puzzle } (número { $number }): variante `{ $variant }`; os problemas são destes jogos: { $allowed }
puzzle-import-invalid = problema número { $number }: { $why }
bad-range = { $option } deve ir de { $min } a { $max }, não { $given }.
bad-at-least = { $option } deve ser pelo menos { $min }, não { $given }.
bad-at-most = { $option } deve ser no máximo { $max }, não { $given }.
unknown-command = Não conheço o comando /{ $command }; /help lista os comandos.
no-options = /{ $command } não tem opções.
no-such-option = /{ $command } não tem a opção `{ $option }` (ele tem { $options }).
bad-needed = /{ $command } precisa da opção { $option } ({ $description }), p. ex. /{ $command } { $option }:{ $example }
opponent-is-me = Para jogar contra mim, use /play (com um nível de 1 a 8).
opponent-is-bot = { $name } é um bot; bots não podem jogar aqui.
bad-kind = kind deve ser games ou puzzles, não `{ $given }`.
bad-clock = tempo deve ser um relógio de minutos+segundos por lance, como 5+3, até { $minutes } minutos e { $seconds } segundos, não `{ $given }`.
bad-speed = ritmo deve ser bullet, blitz, rapid, classical ou correspondence, não `{ $given }`.
no-subcommands = /{ $command } não tem subcomandos; coloque as opções logo depois dele.
subcommand-needed = /{ $command } precisa de um dos seus subcomandos: { $subcommands }.
no-such-subcommand = /{ $command } não tem o subcomando `{ $given }` (ele tem { $subcommands }).

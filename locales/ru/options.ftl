bad-variant = variant должен быть alice, three-board, 8x4 или duo, а не `{ $given }`.
bad-color = color должен быть white, black или random, а не `{ $given }`.
bad-duration = { $option } должен выглядеть как 10m, 2h, 1d или 3d, а не `{ $given }`.
bad-time-range = Время на ход должно быть от { $min } до { $max }, а не { $given }; для партии с часами укажите контроль вроде 5+3.
bad-game-time = time должно быть временем на ход вроде 1d или 3d или контролем вроде 5+3, а не `{ $given }`.
bad-duration-range = { $option } должен быть от { $min } до { $max }, а не { $given }.
bad-no-en-passant = В { $variant ->
    [narrow] Алисе 8x4
   *[duo] шахматах Дуо
} нет взятия на проходе, поэтому en_passant:true задать нельзя.
bad-level = level должен быть от 1 до 8, а не { $given }.
bad-notify = notify должен быть dm, mention или off, а не `{ $given }`.
bad-max-games = max_games должен быть от 1 до { $max }, а не { $given }.
bad-puzzle-time = puzzle_time должен быть временем UTC, например 09:00 или 18:30, или off, а не `{ $given }`.
bad-unreadable = Не удалось прочитать параметр { $option } команды /{ $command }; выберите его ещё раз.
error-open-challenge-waiting = Ваш открытый вызов № { $challenge } всё ещё ждёт соперника; сначала отмените его командой /decline challenge:{ $challenge }.
bad-ply = В партии № { $game } { $last ->
    [one] { $last } полуход
    [few] { $last } полухода
   *[many] { $last } полуходов
}; ply должен быть от 0 до { $last }, а не { $given }.
bad-scope = scope должен быть server или global, а не `{ $given }`.
bad-scope-server = scope:server работает только на сервере; здесь используйте scope:global.
puzzle-import-variant = задача { $puzzle } (номер { $number }): вариант `{ $variant }`; задачи бывают для этих игр: { $allowed }
puzzle-import-invalid = задача номер { $number }: { $why }
bad-range = { $option } должен быть от { $min } до { $max }, а не { $given }.
bad-at-least = { $option } должен быть не меньше { $min }, а не { $given }.
bad-at-most = { $option } должен быть не больше { $max }, а не { $given }.
unknown-command = Я не знаю команды /{ $command }; /help показывает список команд.
no-options = У /{ $command } нет параметров.
no-such-option = У /{ $command } нет параметра `{ $option }` (есть { $options }).
bad-needed = Команде /{ $command } нужен параметр { $option } ({ $description }), например /{ $command } { $option }:{ $example }
opponent-is-me = Чтобы играть со мной, используйте /play (с уровнем от 1 до 8).
opponent-is-bot = { $name } — бот; боты здесь не играют.
bad-kind = kind должен быть games или puzzles, а не `{ $given }`.
bad-clock = время должно быть часами в формате минуты+секунды за ход, например 5+3, до { $minutes } минут и { $seconds } секунд, а не `{ $given }`.
bad-speed = темп должен быть bullet, blitz, rapid, classical или correspondence, а не `{ $given }`.
no-subcommands = У /{ $command } нет подкоманд; укажите его параметры сразу после него.
subcommand-needed = /{ $command } нужна одна из подкоманд: { $subcommands }.
no-such-subcommand = У /{ $command } нет подкоманды `{ $given }` (есть { $subcommands }).

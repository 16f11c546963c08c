# Refusals of a command's option: what it must be, and what was given.

bad-variant = variant must be alice, three-board, 8x4 or duo, not `{ $given }`.
bad-color = color must be white, black or random, not `{ $given }`.
# $option: the option's name as the command spells it (time, challenge_expiry).
bad-duration = { $option } must look like 10m, 2h, 1d or 3d, not `{ $given }`.
bad-time-range = time per move must be from { $min } to { $max }, not { $given }; a live game takes a clock such as 5+3.
bad-game-time = time must be a time per move such as 1d or 3d, or a live clock such as 5+3, not `{ $given }`.
bad-duration-range = { $option } must be from { $min } to { $max }, not { $given }.
bad-no-en-passant = { $variant ->
    [narrow] 8x4 Alice
   *[duo] Duo chess
} has no en passant, so en_passant:true cannot be set for it.
bad-level = level must be from 1 to 8, not { $given }.
bad-notify = notify must be dm, mention or off, not `{ $given }`.
bad-max-games = max_games must be from 1 to { $max }, not { $given }.
bad-puzzle-time = puzzle_time must be a UTC time such as 09:00 or 18:30, or off, not `{ $given }`.
bad-unreadable = The option { $option } of /{ $command } could not be read; please pick it again.
error-open-challenge-waiting = Your open challenge #{ $challenge } is still waiting for an opponent; cancel it first with /decline challenge:{ $challenge }.
bad-ply = Game #{ $game } has { $last ->
    [one] { $last } ply
   *[other] { $last } plies
}; ply must be from 0 to { $last }, not { $given }.
bad-scope = scope must be server or global, not `{ $given }`.
bad-scope-server = scope:server works only in a server; use scope:global here.
puzzle-import-variant = puzzle { $puzzle } (number { $number }): variant `{ $variant }`; puzzles are of these games: { $allowed }
puzzle-import-invalid = puzzle number { $number }: { $why }
bad-range = { $option } must be from { $min } to { $max }, not { $given }.
bad-at-least = { $option } must be at least { $min }, not { $given }.
bad-at-most = { $option } must be at most { $max }, not { $given }.
unknown-command = I do not know the command /{ $command }; /help lists the commands.
no-options = /{ $command } takes no options.
no-such-option = /{ $command } has no option `{ $option }` (it takes { $options }).
# $description: what the option is, as the command's help says it.
bad-needed = /{ $command } needs the option { $option } ({ $description }), e.g. /{ $command } { $option }:{ $example }
opponent-is-me = To play against me, use /play (with a level from 1 to 8).
opponent-is-bot = { $name } is a bot; bots cannot play here.
bad-kind = kind must be games or puzzles, not `{ $given }`.
bad-clock = time must be a clock of minutes+seconds a move such as 5+3, up to { $minutes } minutes and { $seconds } seconds, not `{ $given }`.
bad-speed = speed must be bullet, blitz, rapid, classical or correspondence, not `{ $given }`.
no-subcommands = /{ $command } has no subcommands; give its options after it.
subcommand-needed = /{ $command } needs one of its subcommands: { $subcommands }.
no-such-subcommand = /{ $command } has no subcommand `{ $given }` (it has { $subcommands }).

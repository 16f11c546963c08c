# `alice local`, the terminal front end: lines such as `alice: /move move:e4`.

local-help = Type lines like `alice: /challenge opponent:bob` or `bob: /move move:e4`; a name stands for a player.
local-name-first = start the line with the player who sends it, e.g. `alice: /move move:e4`
local-line-shape = expected `<name>: /<command> [option:value]...`
local-one-word = a player's name is one word before the colon
local-command-expected = expected a command such as /move after the name
local-key-value = options look like key:value, not `{ $given }`
local-twice = option { $option } given twice
local-number = { $option } must be a number, not `{ $given }`
local-number-too-large = { $option } is too large: `{ $given }` is past any number the bot keeps
local-boolean = { $option } must be true or false, not `{ $given }`
local-channel = { $option } must be a channel (#<id>), not `{ $given }`
local-unknown-command = unknown command /{ $command }; type /help for the list
local-private = (only { $name } sees this)
# Tags before what the bot sends elsewhere.
local-dm = dm to player { $player }
local-post = post in { $channel }
local-edit = edit in { $channel }
# Before the notice of a live clock that ran out (a game lost on time).
local-clock = clock
local-not-text = line { $line } is not UTF-8 text; it was skipped
local-owed-unreadable = could not read what is owed: { $why }
sweep-failed = failed (logged): { $failure }
sweep-dailies = Daily puzzles due: { $count } (posted in their channels).
sweep-nothing = Nothing to do.

# What a member reads when a request is refused: what was wrong, and what
# to do instead. Chess notation (SAN, squares) stays as it is.

error-internal = Sorry, something went wrong on our side and nothing was changed. (error { $id })
error-no-such-game = There is no game #{ $game }.
error-not-your-game = You are not playing in game #{ $game }.
error-game-over = Game #{ $game } is over ({ $how }).
error-not-your-turn = It is not your turn in game #{ $game }: { $name } is to move.
error-game-changed = Game #{ $game } has changed since then; nothing was done. Look at /board game:{ $game } and try again.
error-no-games = You have no game in progress. Start one with /challenge or /play.
# $games: each game and who it waits for, as in game-waits-for.
error-no-game-to-move = It is not your turn in any of your games ({ $games }).
game-waits-for = #{ $game } waits for { $name }
# $games: each game with its opponent, as in game-versus.
error-which-game = You have several games: { $games }. Say which with game:<id>.
game-versus = #{ $game } (vs { $name })
list-separator = {", "}
error-no-such-challenge = There is no challenge #{ $challenge }.
error-challenge-closed = Challenge #{ $challenge } was already { $status ->
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
    [expired] expired
   *[answered] answered
}.
error-challenge-expired = Challenge #{ $challenge } has expired.
error-not-for-you = Challenge #{ $challenge } is not addressed to you.
error-own-challenge = Challenge #{ $challenge } is your own; you cannot accept it.
error-no-challenge = There is no open challenge for you.
error-which-challenge = Several challenges are open for you: { $challenges }. Say which with challenge:<id>.
error-challenge-self = You cannot challenge yourself.
error-too-late-to-abort = Game #{ $game } can no longer be aborted: both sides have moved. You can resign or offer a draw.
error-no-abort-in-tournament = Game #{ $game } is a tournament game: it cannot be aborted. You can resign it.
error-too-early-to-draw = A draw can be offered in game #{ $game } once both sides have moved. Until then /abort ends it, and it does not count.
error-nothing-to-take-back = You have no move to take back in game #{ $game }.
error-already-offered = You already offered a { $what ->
    [draw] draw
   *[takeback] takeback
} in game #{ $game }; waiting for an answer.
error-no-offer = No { $what ->
    [draw] draw offer
   *[takeback] takeback request
} of your opponent's stands in game #{ $game } (a move lapses it, or it was answered); nothing was done.
error-no-such-player = No player called { $name } has played here.
error-unknown-control = This control belongs to an older version of me; use the slash commands instead.
error-unknown-choice = That is not one of the menu's choices; nothing was done.
error-stale = That menu shows an older position of game #{ $game }; nothing was done. Use the controls of the game's latest message (or /board game:{ $game }).
error-not-your-move = Not your move: these controls are for { $name }, who is to move in game #{ $game }.
error-not-in-server = Server settings exist only in a server; use /server-settings in one.
error-not-manager = Only members with the Manage Server permission can use /server-settings.
error-too-many-games = You already have { $limit } games in progress, the most this server allows; finish one first.
error-too-many-games-other = { $name } already has { $limit } games in progress, the most this server allows.
error-challenge-exists = Challenge #{ $challenge } between you two is still open; answer or cancel it first (/decline challenge:{ $challenge }).
error-engine-busy = Alice is still thinking about a move for you; wait for her reply, then try again.
error-bot-games-off = Games against the bot are switched off in this server.
error-still-playing = Game #{ $game } is still in progress; a rematch comes after it ends.
error-no-finished-games = You have no finished game to analyse yet. Name one with game:<id>.
error-not-finished = Game #{ $game } is still being played; /analyze looks at finished games only, so that nobody gets the engine's help during a game.
error-aborted = Game #{ $game } was aborted; there is nothing to analyse.
error-nothing-to-analyse = Game #{ $game } ended before any move was played; there is nothing to analyse.
error-analysis-busy = Your analysis of game #{ $game } is still running; its answer comes when it is done. Ask for another one after it.
error-analyses-full = The engine is busy with { $count } analyses already; nothing was started. Please ask again in a few minutes.
# $wait: a duration, as in duration-seconds or duration-minutes.
error-too-many = You have asked for many { $what ->
    [gif] GIFs
    [analysis] analyses
    [board] boards
    [table-action] actions at the live table
   *[bot-game] games against the bot
} in a short time; please wait { $wait } and try again.
error-no-puzzle-left = You have tried every puzzle here; /puzzle id:<id> replays one you have seen.
error-no-puzzles-yet = There are no puzzles here yet.
error-puzzles-how-to-add = Whoever hosts the bot adds them with `alice puzzles generate` and `alice puzzles import` (see the hosting guide).
error-no-such-puzzle = There is no puzzle `{ $puzzle }`.
error-no-puzzle-attempt = You are not solving a puzzle; /puzzle gives you one.
error-puzzle-stale = That menu shows an earlier move of your puzzle; nothing was done. Use the latest one (or /puzzle).
error-puzzle-over = Your attempt at puzzle { $puzzle } is over; /puzzle gives you another, /puzzle id:{ $puzzle } replays it.
error-not-your-puzzle = These controls belong to someone else's puzzle; /puzzle gives you your own.
error-no-daily-puzzle = This server has no daily puzzle of the day this button was posted for.
error-no-puzzle-channel = The daily puzzle needs a channel: set puzzle_channel too.
restarting = I am restarting; nothing was done. Try again in a minute.
moved-to-thread = Done. Game #{ $game } is played in { $thread }.
no-piece-to-move = No piece of yours on { $square } of board { $board } can move.

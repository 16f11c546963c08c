# The slash commands as Discord shows them: names (lower case, no spaces,
# at most 32 characters, unique within a command), descriptions (at most
# 100 characters) and the labels of choices. Written from the command table
# (`src/commands/`) by `alice help --ftl > locales/en/commands.ftl`.

command-challenge = challenge
    .description = Challenge someone (or anyone) to a game of Alice chess
option-opponent = opponent
    .description = Who to challenge (leave out for an open challenge anyone may accept)
option-color = color
    .description = Your colour (default: random)
choice-color-white = White
choice-color-black = Black
choice-color-random = Random
option-en_passant = en_passant
    .description = Allow en passant captures (default: yes)
option-challenge-rated = rated
    .description = Does the game count for ratings (default: yes)
option-challenge-time = time
    .description = A live clock (minutes+seconds a move) or a time per move (default: the server's)
choice-time-1-plus-0 = Live 1+0 (bullet)
choice-time-2-plus-1 = Live 2+1 (bullet)
choice-time-3-plus-0 = Live 3+0 (blitz)
choice-time-3-plus-2 = Live 3+2 (blitz)
choice-time-5-plus-0 = Live 5+0 (blitz)
choice-time-5-plus-3 = Live 5+3 (blitz)
choice-time-10-plus-0 = Live 10+0 (rapid)
choice-time-10-plus-5 = Live 10+5 (rapid)
choice-time-15-plus-10 = Live 15+10 (rapid)
choice-time-30-plus-0 = Live 30+0 (classical)
choice-time-10m = 10 minutes
choice-time-1h = 1 hour
choice-time-12h = 12 hours
choice-time-1d = 1 day
choice-time-3d = 3 days
choice-time-7d = 7 days
choice-time-14d = 14 days
option-variant = variant
    .description = Which game: Alice on two boards (default), on three, 8x4 Alice or Duo chess
choice-variant-alice = Alice (two boards)
choice-variant-three-board = Three-board Alice
choice-variant-8x4 = 8x4 Alice
choice-variant-duo = Duo chess

command-accept = accept
    .description = Accept a challenge
option-challenge = challenge
    .description = Challenge number (only needed when several are open)

command-decline = decline
    .description = Decline a challenge (or cancel your own)

command-play = play
    .description = Play against Alice, the bot's engine
option-level = level
    .description = Strength from 1 (beginner) to 8 (strongest); default 3
option-play-time = time
    .description = A live clock (minutes+seconds a move) or a time per move (default: 14 days)

command-move = move
    .description = Play a move, e.g. e4, Nf3, Ne5/A, O-O
option-move-move = move
    .description = Your move
option-game = game
    .description = Game number (only needed when you have several games)

command-board = board
    .description = Show a game's boards (now, or after a given ply)
option-ply = ply
    .description = Show the position after this many half-moves (0: the start)

command-resign = resign
    .description = Resign a game (you are asked once more)
option-confirm = confirm
    .description = Resign at once, without being asked to confirm

command-draw = draw
    .description = Offer a draw, or accept the one offered

command-takeback = takeback
    .description = Ask to take back your last move, or agree to it

command-abort = abort
    .description = Abort a game before both sides have moved

command-games = games
    .description = Your games in progress, challenges and finished games
option-finished = finished
    .description = Only your finished games, newest first, ten a page
option-page = page
    .description = Which page of finished games (1: the newest ten)

command-pgn = pgn
    .description = Download a game as PGN

command-analyze = analyze
    .description = The engine's look at a finished game: graph, mistakes, annotated PGN

command-gif = gif
    .description = A game as an animated GIF

command-puzzle = puzzle
    .description = Solve an Alice puzzle (privately)
option-puzzle-move = move
    .description = Your move in the puzzle you are solving, e.g. Qd4
option-puzzle-id = id
    .description = A given puzzle (unrated after your first try)

command-rematch = rematch
    .description = Play a finished game again, colours swapped, same settings

command-rating = rating
    .description = Show a rating, record and rating history
option-player = player
    .description = Whose rating (default: yours)
option-speed = speed
    .description = Live games by length, or correspondence (default: the most played)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Rapid
choice-speed-classical = Classical
choice-speed-correspondence = Correspondence

command-leaderboard = leaderboard
    .description = The best rated players
option-scope = scope
    .description = Players of this server or everywhere (default: everywhere)
choice-scope-server = This server
choice-scope-global = Everywhere
option-kind = kind
    .description = Game ratings or puzzle ratings (default: games)
choice-kind-games = Games
choice-kind-puzzles = Puzzles

command-tournament = tournament
    .description = Swiss tournaments in the server

command-tournament-create = create
    .description = Create a Swiss tournament in this channel (server managers)
option-name = name
    .description = The tournament's name
option-rounds = rounds
    .description = How many rounds (default: 5)
option-tournament-create-time = time
    .description = Time per move, e.g. 1d (default: the server's)
option-tournament-create-rated = rated
    .description = Do the games count for ratings (default: yes)
option-tie_breaks = tie_breaks
    .description = FIDE's tie-breaks in order: BH-C1, BH, SB, DE, WIN (default: all)

command-tournament-join = join
    .description = Join a tournament
option-tournament-join-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-leave = leave
    .description = Leave a tournament (withdraw once it runs)
option-tournament-leave-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-start = start
    .description = Start a tournament: pair its first round
option-tournament-start-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-standings = standings
    .description = A tournament's standings
option-tournament-standings-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-pairings = pairings
    .description = A round's pairings and results
option-tournament-pairings-id = id
    .description = Which tournament (default: the newest of the server)
option-round = round
    .description = Which round (default: the one being played)

command-tournament-info = info
    .description = What a tournament is and where it stands
option-tournament-info-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-manage = manage
    .description = Run a tournament (its creator and server managers)

command-tournament-manage-forbid = forbid
    .description = Never pair two players in the rounds to come
option-first = first
    .description = A player of the tournament
option-second = second
    .description = The player they must not meet
option-tournament-manage-forbid-id = id
    .description = Which tournament (default: the newest of the server)

command-tournament-manage-cancel = cancel
    .description = Cancel a tournament: no more rounds
option-tournament-manage-cancel-id = id
    .description = Which tournament (default: the newest of the server)

command-settings = settings
    .description = Turn notices, language and how your boards look
option-notify = notify
    .description = How you are told it is your turn (default: mention)
choice-notify-dm = Direct message
choice-notify-mention = Mention
choice-notify-off = Off
option-settings-language = language
    .description = The language I speak to you (auto: Discord's)
option-settings-boards = boards
    .description = Boards one above another (phones) or side by side (auto: the server's)
choice-boards-stacked = Stacked
choice-boards-side-by-side = Side by side
choice-boards-auto = Auto
option-theme = theme
    .description = The colours of your boards
choice-theme-classic = Classic
choice-theme-green = Green
choice-theme-contrast = Contrast
option-pieces = pieces
    .description = How pieces are drawn: figures or letters
choice-pieces-figures = Figures
choice-pieces-letters = Letters
option-ghosts = ghosts
    .description = Mark where the other board's pieces stand (default: yes)

command-server-settings = server-settings
    .description = This server's settings (needs Manage Server)
option-threads = threads
    .description = Play each game in its own thread
option-server-settings-time = time
    .description = Default time per move
option-max_games = max_games
    .description = Most games in progress per player
option-bot_games = bot_games
    .description = Allow games against the bot
option-challenge_expiry = challenge_expiry
    .description = How long a challenge stays open
choice-challenge_expiry-10m = 10 minutes
choice-challenge_expiry-1h = 1 hour
choice-challenge_expiry-12h = 12 hours
choice-challenge_expiry-1d = 1 day
choice-challenge_expiry-3d = 3 days
choice-challenge_expiry-7d = 7 days
option-puzzle_channel = puzzle_channel
    .description = Where a daily puzzle is posted
option-puzzle_time = puzzle_time
    .description = When the daily puzzle is posted, HH:MM in UTC (off: no daily puzzle)
option-server-settings-language = language
    .description = The language of the bot's posts here (auto: the server's)
option-server-settings-boards = boards
    .description = Where boards stand for members who chose nothing (auto: stacked)

command-rules = rules
    .description = How Alice chess is played

command-help = help
    .description = The commands and their options

command-sweep = sweep
    .description = Run the sweeper now (timeouts, reminders, expiries, bot moves)

command-click = click
    .description = Press a button or choose from a menu, by the id shown after it
option-click-id = id
    .description = The button's or menu's id, e.g. pieces:1:0
option-value = value
    .description = The option chosen from a menu, e.g. g1a

# The live table: a game's page in a browser.

# The link button on a game's message that opens its live table.
watch-live = Watch live
# The button that opens the live table inside Discord, as an Activity.
play-in-discord = Play in Discord
# The heading of the page's list of moves, and what it says before any.
web-moves = Moves
web-no-moves = No moves yet.
# Whether the page is following the game.
web-live = Live
web-reconnecting = Connection lost; reconnecting…
# The page for a wrong or unknown address.
web-not-found-title = Game not found
web-not-found = No game has this address. Open the game from its “Watch live” button in Discord.
# When the game cannot be read just now (the database is away).
web-unavailable-title = Try again shortly
web-unavailable = The game cannot be read just now. Reload the page in a few seconds.
# The unit after a number of days in the clock: "2d 03:04:05".
web-clock-days = d
# Signing in with Discord, to play from the page. $name: the member's name.
web-sign-in = Sign in with Discord
web-signed-in-as = Signed in as { $name }.
web-sign-out = Sign out
web-sign-in-title = Not signed in
web-sign-in-stale = This sign-in has expired or was already used. Go back to the game and sign in again.
web-sign-in-failed = Discord did not confirm who you are. Try signing in again in a moment.
# A player types a move on the page: the field and its button.
web-move-placeholder = Type a move (e4, Nf3)
web-move-send = Play
web-takeback = Take back

# The Activity: its entry point command's description (at most 100
# characters), its page while it signs in, and where no game was played.
activity-launch-description = Open the live table of this channel’s game inside Discord
web-activity-title = Alice chess
web-activity-connecting = Connecting to Discord…
web-activity-no-game = No game has been played in this channel. Start one with /challenge or /play, then open the Activity again.
web-activity-outside = This page opens inside Discord, from a game’s “Play in Discord” button.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) offers a draw.
web-offer-takeback = { $name } ({ side }) asks to take back their last move.
web-offer-pending = Waiting for your opponent's answer.
web-offer-declined = Your offer was declined.
web-withdraw = Withdraw
web-game-changed = The game changed before your move reached it; nothing was done. The page now shows it as it stands.
web-activity-not-yours = This Activity is not open in that channel with you in it. Open it from the game's channel or thread.

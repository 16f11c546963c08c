# Posts about challenges and games, read by everyone in the channel or
# thread (in the server's language).

variant-game-name = { $variant ->
    [alice] Alice chess
    [three-board] Three-board Alice
    [narrow] 8x4 Alice
   *[duo] Duo chess
}
# After a game's number where it is not two-board Alice: " (8x4 Alice)".
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = rated
terms-casual = casual
terms-per-move = { $time } per move
# $clock: minutes+seconds such as 5+3; $speed: bullet, blitz, rapid or classical.
terms-clock = live { $clock } ({ $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
   *[classical] classical
})
# A live game's clocks, each as 4:32 (0:07.3 under ten seconds).
clocks-line = Clocks: White { $white }, Black { $black }.
terms-en-passant-on = en passant on
terms-en-passant-off = en passant off
terms-plays-white = { $name } plays White
terms-plays-black = { $name } plays Black
terms-colours-by-lot = colours by lot
# $terms: the terms above joined by list-separator.
challenge-to = { $opponent }, { $challenger } challenges you to a game of { $variant } ({ $terms }). Challenge #{ $challenge } is open for { $expiry }.
challenge-open = { $challenger } is looking for an opponent: { $variant } ({ $terms }). Anyone may accept challenge #{ $challenge }.
challenge-cancelled = { $name } cancelled challenge #{ $challenge }.
challenge-declined = { $name } declined challenge #{ $challenge }.
game-begins = Game #{ $game }{ $suffix } begins: { $white } (White) vs { $black } (Black).
game-begins-bot = Game #{ $game }{ $suffix } begins: { $name } plays { $side ->
    [white] White
   *[black] Black
} against Alice (level { $level }).
bot-opens = Alice opens with { $san }.
rematch-of = Rematch of game #{ $game }: { $text }
# $ending: how a game ended.
ending = { $ending ->
    [checkmate] checkmate
    [stalemate] stalemate
    [fifty-move] the fifty-move rule
    [repetition] threefold repetition
    [bare-kings] bare kings
    [resignation] resignation
    [timeout] timeout
    [agreement] agreement
   *[aborted] abort
}
side = { $side ->
    [white] White
   *[black] Black
}
outcome-wins = { $name } ({ side }) wins by { ending }, { $score }
outcome-drawn = drawn by { ending }, { $score }
outcome-aborted = aborted
game-ended = { $score }, { ending }
game-ended-in-thread = Game #{ $game }, { $white } vs { $black }: { $outcome }. { $thread }
game-over = Game #{ $game } is over: { $outcome }.
# $check: yes when the side to move is in check.
in-check = { $check ->
    [yes] {" "}(in check)
   *[no] {""}
}
to-move = { $name } ({ side }) to move{ in-check }.
# $left: the time left to move.
to-move-left = { $name } ({ side }) to move{ in-check }, { $left }.
# The first move's deadline: $when a moment Discord shows counting ("in 59 seconds").
first-move-due = first move due { $when }
# A moment to come, as a clock reading counts to it: $clock ("0:59").
relative-in = in { $clock }
turn-dm = Your move in game #{ $game } against { $name }, { $left }.
board-headline = Game #{ $game }{ $suffix }: { $white } (White) vs { $black } (Black).
move-list = Moves: { $moves }.
games-your-turn = your turn, { $left }
games-their-turn = { $name } to move
# $variant: empty for Alice chess, else " (name)".
games-line = #{ $game }{ $variant } vs { $name }, you play { side } — { $state }
games-challenge-from = challenge #{ $challenge } from { $name } — /accept challenge:{ $challenge }
games-challenge-to = your challenge #{ $challenge } to { $name } is open
games-anyone = anyone
games-none = You have no games in progress and no open challenges.
games-finished-recent = Finished, newest first:
games-finished-page = Your finished games, newest first (page { $page } of { $pages }):
games-finished-more = Older ones: /games finished:true page:{ $page }
games-finished-none = You have no finished games yet.
games-finished-no-page = There is no page { $page } of your finished games: they fill { $pages ->
    [one] one page
   *[other] { $pages } pages
}.
# $result: won, lost, drawn or aborted (then $ending and $score are
# empty); $date: YYYY-MM-DD.
games-finished-line = #{ $game }{ $variant } vs { $name }, you played { side }, { $date } — { $result ->
    [won] you won by { ending }, { $score }
    [lost] you lost by { ending }, { $score }
    [drawn] drawn by { ending }, { $score }
   *[aborted] aborted
}
played = { $name } played { $san }.
time-ran-out = Your time for this move ran out before it arrived.
resigns = { $name } resigns.
draw-declined = { $name } declines the draw offer in game #{ $game }.
draw-accepted = { $name } accepts the draw.
draw-offered = { $name } offers a draw in game #{ $game }. { $opponent }, accept or decline it with the buttons (or accept with /draw game:{ $game }); the offer lapses when you move.
takeback-asked = { $name } asks to take back their last move in game #{ $game }. { $opponent }, accept or decline with the buttons (or agree with /takeback game:{ $game }).
takeback-agreed = Takeback agreed: { $count ->
    [one] { $name }'s last move is taken back.
   *[other] { $name }'s last move and the reply to it are taken back.
}
offer-declined = { $name } declines the { $what ->
    [draw] draw offer
   *[takeback] takeback request
} in game #{ $game }.
offer-withdrawn = { $name } withdraws the { $what ->
    [draw] draw offer
   *[takeback] takeback request
} in game #{ $game }.
aborted-by = Game #{ $game } was aborted by { $name }. It does not count.
bot-replied = Alice (level { $level }) replied { $san }.
bot-played = Game #{ $game }: Alice (level { $level }) played { $san }.
# A position in a game's history: after a move ($san, numbered), or the start.
frame-move = { $san } (ply { $ply } of { $last })
frame-start = start (ply 0 of { $last })
history-text = Game #{ $game }, { $white } vs { $black }: { $frame }.
reminder = { $name }, it is your move in game #{ $game }: { $left }.
reminder-dm = Reminder.
challenge-expired = Challenge #{ $challenge } from { $name } expired unanswered.
timeout-aborted = Game #{ $game } was aborted: { $name } did not make a first move in time. It does not count.
timeout-lost = Game #{ $game }: { $name } ran out of time. { $winner } wins on time ({ $score }).
button-accept = Accept
button-decline = Decline
button-resign = Resign
button-offer-draw = Offer draw
button-abort = Abort
button-takeback = Takeback
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-accept-takeback = Accept takeback
button-decline-takeback = Decline takeback
button-keep-playing = Keep playing
# Asked, privately, before a resignation (the Resign button or /resign
# without confirm:true); $game: the game's number.
resign-confirm = Resign game #{ $game }? This question lapses with the next move.
resign-confirm-abort = Resign game #{ $game }? Before both sides have moved, resigning aborts the game: it ends without a result and does not count. This question lapses with the next move.
resign-kept = Game #{ $game } goes on.
button-rematch = Rematch
button-solve = Solve
# Suggestions while typing a game's or a challenge's number.
choice-game = #{ $game } vs { $name } · { $turn ->
    [mine] your move
   *[theirs] their move
}
choice-challenge-to = #{ $challenge } your challenge to { $name } ({ $terms })
choice-challenge-from = #{ $challenge } from { $name } ({ $terms })
pgn-text = Game #{ $game }, { $white } vs { $black }. Position: `{ $position }`
dm-game-link = Game: { $url }
# A game's thread in the channel's list.
thread-name = #{ $game } · { $white } vs { $black }
# The bot as a game's player.
bot-name = Alice (level { $level })

# Tournaments: a Swiss by the day in a server's channel.
tournament-default-name = Swiss
tournament-created = Tournament #{ $id } **{ $name }** is created: members join with its button or /tournament join, and /tournament start pairs its first round.
tournament-started = Tournament #{ $id } has started: its first round is paired.
tournament-announced = **{ $name }** (tournament #{ $id }), by { $creator }: a Swiss of { $rounds } { $rounds ->
    [one] round
   *[other] rounds
} by FIDE's Dutch system, { variant-game-name }, { $time } per move, { $rated ->
    [rated] rated
   *[casual] casual
}; tie-breaks { $breaks }.
tournament-joined = { $player } joined **{ $name }** (tournament #{ $id }): { $players } { $players ->
    [one] player
   *[other] players
}.
tournament-joined-late = The round being played counts as a half-point bye; the pairing takes you from round { $round }.
tournament-left = { $player } left **{ $name }** (tournament #{ $id }).
tournament-withdrawn = { $player } withdrew from **{ $name }** (tournament #{ $id }) and is not paired in the rounds to come; /tournament join brings them back.
tournament-no-show = { $player } lost game #{ $game } on time without a move and is withdrawn from tournament #{ $id }; /tournament join brings them back.
tournament-round-paired = **{ $name }** (tournament #{ $id }), round { $round } of { $rounds }:
tournament-board-line = Board { $board }: { $white } – { $black }, game #{ $game }
tournament-bye-line = { $player }: a bye (1 point)
tournament-late-line = { $player }: joined late (½ point)
tournament-result-line = Board { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(forfeit)
   *[no] {""}
}, game #{ $game }
tournament-playing = (playing)
tournament-no-pairing = No pairing of round { $round } meets the rules (no two players meet twice, nobody has a second bye): the tournament ends early.
tournament-finished = **{ $name }** (tournament #{ $id }) is over. Final standings:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (withdrawn)
tournament-standings-head = Standings of **{ $name }** (tournament #{ $id }) after round { $round } of { $rounds }:
tournament-not-started = **{ $name }** (tournament #{ $id }) has not started yet: { $players } { $players ->
    [one] player
   *[other] players
} joined.
tournament-first-round = **{ $name }** (tournament #{ $id }) is playing its first round: the standings follow its last result.
tournament-pairings-head = **{ $name }** (tournament #{ $id }), round { $round } of { $rounds }:
tournament-stage = { $status ->
    [open] Open to join
    [finished] Finished after round { $round } of { $rounds }
    [cancelled] Cancelled
   *[running] Round { $round } of { $rounds } being played
}; { $players } { $players ->
    [one] player
   *[other] players
}:
tournament-not-in-server = Tournaments are run in a server's channels, not in direct messages.
tournament-not-manager = Only members who can manage the server create tournaments.
tournament-not-organiser = Only the creator of tournament #{ $id } or a server manager can do that.
tournament-none-here = This server has no tournament yet: a server manager creates one with /tournament create.
tournament-no-such = This server has no tournament #{ $id }.
tournament-bad-name = A tournament's name is one line of at most { $max } characters.
tournament-bad-rounds = A Swiss has 1 to { $max } rounds, not { $given }.
tournament-bad-tie-break = `{ $given }` is not a tie-break to choose (each at most once): { $codes }.
tournament-live-clock = Tournaments are played by the day, with a time per move such as 1d; `{ $given }` is a live clock.
tournament-too-many = This server already has { $max } tournaments open or running.
tournament-full = Tournament #{ $id } is full ({ $max } players).
tournament-already-in = You are already playing in tournament #{ $id }.
tournament-not-in = You are not playing in tournament #{ $id }.
tournament-over = Tournament #{ $id } is over.
tournament-late-join-closed = Tournament #{ $id } is in round { $round } of { $rounds }: joining closes once more than half the rounds have started.
tournament-already-started = Tournament #{ $id } has started already.
tournament-too-few = Tournament #{ $id } needs at least 2 players to start; { $players } joined.
tournament-no-such-round = Tournament #{ $id } has no round { $round }: { $played } { $played ->
    [one] round has
   *[other] rounds have
} been paired.
game-begins-tournament = Tournament #{ $tournament }, round { $round }: game #{ $game }{ $suffix } begins: { $white } (White) vs { $black } (Black).
button-join = Join
button-leave = Leave
local-event = tournament
tournament-forbidden = { $first } and { $second } will not be paired together in tournament #{ $id }.
tournament-cancelled = **{ $name }** (tournament #{ $id }) is cancelled by { $player }: no more rounds are paired; games being played go on.
tournament-same-player = A player is not paired with themself: name two players.
tournament-not-playing = { $name } does not play in tournament #{ $id }.

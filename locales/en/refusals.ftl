# Why a move typed or clicked was refused. Squares, boards (A, B, C) and
# moves in notation (`$input`, `$first`, `$last`) stay as they are.

# $why: one of the unreadable-* messages below.
refusal-unreadable = cannot read `{ $input }` as a move: { $why }
# $why: one of the unplayable-* or illegal-* messages below.
refusal-unplayable = { $input }: { $why }
# $first: the moves but the last, joined by commas.
refusal-ambiguous = { $input } is ambiguous here: it could be { $first } or { $last }
# $ending: as in the message `ending`.
refusal-over = the game is over: { ending }

# $role: pawn, knight, bishop, rook, queen or king; the name as the
# subject of a sentence.
piece-name = { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}

unreadable-empty = the move is empty
unreadable-foreign = it has characters that no move uses
unreadable-only-annotations = only annotations, no move
unreadable-only-boards = only the boards, no move
unreadable-no-square = expected a square such as e4
unreadable-no-end-square = expected it to end with a square such as e4
# $bad: rank when the digit is no rank, file when the letter is no file.
unreadable-not-a-square = `{ $text }` is not a square: { $bad ->
    [rank] no board has a rank { $rank }
   *[file] there is no { $file }-file
}
unreadable-no-such-board = there is no board { $board } in this game: its boards are A and B
unreadable-unexpected = unexpected `{ $text }`
unreadable-not-a-piece = `{ $text }` is not a piece (K, Q, R, B or N)
# $landing: yes when the boards named are where the move lands, no when
# they are where it is played.
unreadable-two-boards = it names two boards the move { $landing ->
    [yes] lands on
   *[no] is played on
}: { $first } and { $second }
unreadable-coordinate-tail = unexpected `{ $tail }` after { $from }{ $to }: expected a promotion (q, r, b, n) and the board it lands on (A, B, C)
unreadable-zero-move = a zero move is written as the piece, `@` and its square, such as N@f3, not `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: a piece played on board { $board } lands on one of the two other boards
unreadable-boards = after `/` expected the boards, such as /AB (played on A, lands on B), not `{ $text }`

# $checkmate: yes or no (stalemate).
unplayable-game-over = the game is over: { $checkmate ->
    [yes] checkmate
   *[no] stalemate
}
# $variant: the game's name in English.
unplayable-no-castling = there is no castling in { $variant }
# $own: yes when the board is the mover's own home board (Duo chess).
unplayable-castling-played-on = { $own ->
    [yes] your castling is played on board { $board }
   *[no] castling is played on board { $board }
}
unplayable-castling-lands = castling is played on board { $played } and lands on board { $landing }
unplayable-castling-lands-or = castling is played on board { $played } and lands on board { $landing } or { $or }
unplayable-king-left-home = the king has left its home square of board { $board }, so it cannot castle
unplayable-lands-elsewhere = the piece on { $from } stands on board { $stands }, so it would land on board { $lands }, not { $named }
unplayable-no-piece-anywhere = there is no piece on { $square } on any board
# $piece: piece-name; $place: one (on board $board), either (of two
# boards) or any (of three).
unplayable-none-can-move = no { $piece } of yours { $place ->
    [either] on either board
    [any] on any board
   *[one] on board { $board }
} can move to { $to }
unplayable-no-move-fits = no legal move fits

illegal-no-piece-either = there is no piece on { $square } on either board
illegal-no-piece = there is no piece on { $square } of board { $board }
# $last: the last file's letter.
illegal-off-board = { $square } is not on the boards, which have files a to { $last } only
illegal-not-yours = the piece on { $square } of board { $board } is not yours
illegal-wrong-board = the piece on { $square } stands on board { $stands }, not on board { $named }
illegal-same-board = a piece moved on board { $board } lands on one of the two other boards, not on { $board }
illegal-cannot-reach = the { $piece } on { $from } of board { $board } cannot move to { $to }
illegal-zero-move-by-pawn = a pawn cannot make a zero move
illegal-own-piece = { $to } on board { $board } holds one of your own pieces
illegal-landing-occupied = { $to } on board { $board } is occupied, so the { $piece } cannot land there
illegal-must-promote = a pawn reaching the last rank must promote (add =Q, =R, =B or =N)
illegal-cannot-promote = only a pawn reaching the last rank can promote
illegal-bad-promotion = a pawn cannot promote to a { $piece }
illegal-en-passant-off = en passant is off in this game
illegal-king-in-check = the king would be in check on board { $board }
illegal-king-lands-in-check = the king would land in check on board { $board }
illegal-leaves-king-in-check = your king would be in check on board { $board }
# $side: king or queen.
illegal-castling-right-lost = castling { $side ->
    [king] king side
   *[queen] queen side
} is no longer allowed: the king or that rook has moved
illegal-castling-path-blocked = castling { $side ->
    [king] king side
   *[queen] queen side
}: the squares between king and rook on board { $board } are not empty
illegal-castling-in-check = you cannot castle out of check on board { $board }
illegal-castling-through-check = the king would pass through or land on { $square }, which is attacked on board { $board }
illegal-castling-transfers = castling stays on board { $board }: neither king nor rook transfers
illegal-castling-landing-occupied = { $square } on board { $board } is occupied, so king and rook cannot land there

# The move menus: a piece, then its moves in plain words. They judge
# nothing (no check or mate marks). Squares and boards (A, B, C) stay as
# they are.

# $role: pawn, knight, bishop, rook, queen or king.
piece-label = { $role ->
    [pawn] Pawn
    [knight] Knight
    [bishop] Bishop
    [rook] Rook
    [queen] Queen
   *[king] King
} { $square } · { $board }
menu-pieces = Move by clicks: choose a piece ({ side } to move)
menu-moves = { $piece }: choose its move
menu-more-moves = { $piece }: more moves
# $what: menu-game or menu-puzzle.
menu-moves-text = { $what }: { $piece } has { $count ->
    [one] { $count } move
   *[other] { $count } moves
}.
menu-game = Game #{ $game }
menu-puzzle = Puzzle { $puzzle }
move-stays = to { $to } on { $board }, stays on { $board }
move-lands = to { $to } on { $board }, lands on { $to } of { $landing }
# Duo chess: a move to the other board's square, the piece's own not moving.
move-zero = zero move to { $to } of { $landing }
castle-side = { $side ->
    [king] king
   *[queen] queen
}
move-castles-stay = castles { castle-side } side on { $board }: king to { $to }, rook to { $rook }, both stay on { $board }
move-castles-land = castles { castle-side } side on { $board }: king to { $to }, rook to { $rook }, both land on { $landing }
move-takes = {" "}· takes a { $role ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
move-takes-en-passant = {" "}· takes a pawn en passant
move-becomes = {" "}· becomes a { $role ->
    [knight] knight
    [bishop] bishop
    [rook] rook
   *[queen] queen
}

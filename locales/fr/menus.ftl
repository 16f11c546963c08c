piece-label = { $role ->
    [pawn] Pion
    [knight] Cavalier
    [bishop] Fou
    [rook] Tour
    [queen] Dame
   *[king] Roi
} { $square } · { $board }
menu-pieces = Jouer en cliquant : choisissez une pièce (trait aux { side })
menu-moves = { $piece } : choisissez son coup
menu-more-moves = { $piece } : autres coups
menu-moves-text = { $what } : { $piece } a { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}.
menu-game = Partie n° { $game }
menu-puzzle = Problème { $puzzle }
move-stays = en { $to } sur { $board }, reste sur { $board }
move-lands = en { $to } sur { $board }, arrive en { $to } de { $landing }
move-zero = coup nul vers { $to } de { $landing }
castle-side = { $side ->
    [king] petit
   *[queen] grand
}
move-castles-stay = { castle-side } roque sur { $board } : roi en { $to }, tour en { $rook }, tous deux restent sur { $board }
move-castles-land = { castle-side } roque sur { $board } : roi en { $to }, tour en { $rook }, tous deux arrivent sur { $landing }
move-takes = {" "}· prend { $role ->
    [pawn] un pion
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
    [queen] une dame
   *[king] un roi
}
move-takes-en-passant = {" "}· prend un pion en passant
move-becomes = {" "}· devient { $role ->
    [knight] un cavalier
    [bishop] un fou
    [rook] une tour
   *[queen] une dame
}

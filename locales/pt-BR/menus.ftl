piece-label = { $role ->
    [pawn] Peão
    [knight] Cavalo
    [bishop] Bispo
    [rook] Torre
    [queen] Dama
   *[king] Rei
} { $square } · { $board }
menu-pieces = Jogar com cliques: escolha uma peça (vez das { side })
menu-moves = { $piece }: escolha o lance
menu-more-moves = { $piece }: mais lances
menu-moves-text = { $what }: { $piece } tem { $count ->
    [one] { $count } lance
   *[other] { $count } lances
}.
menu-game = Partida nº { $game }
menu-puzzle = Problema { $puzzle }
move-stays = para { $to } em { $board }, fica em { $board }
move-lands = para { $to } em { $board }, pousa em { $to } de { $landing }
move-zero = lance zero para { $to } de { $landing }
castle-side = { $side ->
    [king] pequeno
   *[queen] grande
}
move-castles-stay = roque { castle-side } em { $board }: rei para { $to }, torre para { $rook }, ambos ficam em { $board }
move-castles-land = roque { castle-side } em { $board }: rei para { $to }, torre para { $rook }, ambos pousam em { $landing }
move-takes = {" "}· captura { $role ->
    [pawn] um peão
    [knight] um cavalo
    [bishop] um bispo
    [rook] uma torre
    [queen] uma dama
   *[king] um rei
}
move-takes-en-passant = {" "}· captura um peão en passant
move-becomes = {" "}· vira { $role ->
    [knight] cavalo
    [bishop] bispo
    [rook] torre
   *[queen] dama
}

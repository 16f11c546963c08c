piece-label = { $role ->
    [pawn] Peón
    [knight] Caballo
    [bishop] Alfil
    [rook] Torre
    [queen] Dama
   *[king] Rey
} { $square } · { $board }
menu-pieces = Mover con clics: elige una pieza (mueven { side })
menu-moves = { $piece }: elige su jugada
menu-more-moves = { $piece }: más jugadas
menu-moves-text = { $what }: { $piece } tiene { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}.
menu-game = Partida n.º { $game }
menu-puzzle = Problema { $puzzle }
move-stays = a { $to } en { $board }, se queda en { $board }
move-lands = a { $to } en { $board }, aterriza en { $to } de { $landing }
move-zero = jugada cero a { $to } de { $landing }
castle-side = { $side ->
    [king] corto
   *[queen] largo
}
move-castles-stay = enroque { castle-side } en { $board }: rey a { $to }, torre a { $rook }, ambos se quedan en { $board }
move-castles-land = enroque { castle-side } en { $board }: rey a { $to }, torre a { $rook }, ambos aterrizan en { $landing }
move-takes = {" "}· captura { $role ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] un rey
}
move-takes-en-passant = {" "}· captura un peón al paso
move-becomes = {" "}· se convierte en { $role ->
    [knight] caballo
    [bishop] alfil
    [rook] torre
   *[queen] dama
}

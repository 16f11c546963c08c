piece-label = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
} { $square } · { $board }
menu-pieces = Ziehen per Klick: wähle eine Figur ({ side } am Zug)
menu-moves = { $piece }: wähle ihren Zug
menu-more-moves = { $piece }: weitere Züge
menu-moves-text = { $what }: { $piece } hat { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}.
menu-game = Partie #{ $game }
menu-puzzle = Aufgabe { $puzzle }
move-stays = nach { $to } auf { $board }, bleibt auf { $board }
move-lands = nach { $to } auf { $board }, landet auf { $to } von { $landing }
move-zero = Nullzug nach { $to } von { $landing }
castle-side = { $side ->
    [king] kurz
   *[queen] lang
}
move-castles-stay = rochiert { castle-side } auf { $board }: König nach { $to }, Turm nach { $rook }, beide bleiben auf { $board }
move-castles-land = rochiert { castle-side } auf { $board }: König nach { $to }, Turm nach { $rook }, beide landen auf { $landing }
move-takes = {" "}· schlägt { $role ->
    [pawn] einen Bauern
    [knight] einen Springer
    [bishop] einen Läufer
    [rook] einen Turm
    [queen] eine Dame
   *[king] einen König
}
move-takes-en-passant = {" "}· schlägt einen Bauern en passant
move-becomes = {" "}· wird { $role ->
    [knight] ein Springer
    [bishop] ein Läufer
    [rook] ein Turm
   *[queen] eine Dame
}

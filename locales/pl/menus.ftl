piece-label = { $role ->
    [pawn] Pion
    [knight] Skoczek
    [bishop] Goniec
    [rook] Wieża
    [queen] Hetman
   *[king] Król
} { $square } · { $board }
menu-pieces = Ruch kliknięciami: wybierz bierkę (ruch mają { side })
menu-moves = { $piece }: wybierz ruch
menu-more-moves = { $piece }: więcej ruchów
menu-moves-text = { $what }: { $piece } ma { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}.
menu-game = Partia nr { $game }
menu-puzzle = Zadanie { $puzzle }
move-stays = na { $to } szachownicy { $board }, zostaje na { $board }
move-lands = na { $to } szachownicy { $board }, ląduje na { $to } szachownicy { $landing }
move-zero = ruch zerowy na { $to } szachownicy { $landing }
castle-side = { $side ->
    [king] krótka
   *[queen] długa
}
move-castles-stay = { castle-side } roszada na { $board }: król na { $to }, wieża na { $rook }, obie bierki zostają na { $board }
move-castles-land = { castle-side } roszada na { $board }: król na { $to }, wieża na { $rook }, obie bierki lądują na { $landing }
move-takes = {" "}· bije { $role ->
    [pawn] piona
    [knight] skoczka
    [bishop] gońca
    [rook] wieżę
    [queen] hetmana
   *[king] króla
}
move-takes-en-passant = {" "}· bije piona w przelocie
move-becomes = {" "}· staje się { $role ->
    [knight] skoczkiem
    [bishop] gońcem
    [rook] wieżą
   *[queen] hetmanem
}

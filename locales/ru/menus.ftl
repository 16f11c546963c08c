piece-label = { $role ->
    [pawn] Пешка
    [knight] Конь
    [bishop] Слон
    [rook] Ладья
    [queen] Ферзь
   *[king] Король
} { $square } · { $board }
menu-pieces = Ход щелчками: выберите фигуру (ходят { side })
menu-moves = { $piece }: выберите ход
menu-more-moves = { $piece }: ещё ходы
menu-moves-text = { $what }: у фигуры { $piece } { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}.
menu-game = Партия № { $game }
menu-puzzle = Задача { $puzzle }
move-stays = на { $to } доски { $board }, остаётся на { $board }
move-lands = на { $to } доски { $board }, переходит на { $to } доски { $landing }
move-zero = нулевой ход на { $to } доски { $landing }
castle-side = { $side ->
    [king] короткая
   *[queen] длинная
}
move-castles-stay = { castle-side } рокировка на { $board }: король на { $to }, ладья на { $rook }, оба остаются на { $board }
move-castles-land = { castle-side } рокировка на { $board }: король на { $to }, ладья на { $rook }, оба переходят на { $landing }
move-takes = {" "}· берёт { $role ->
    [pawn] пешку
    [knight] коня
    [bishop] слона
    [rook] ладью
    [queen] ферзя
   *[king] короля
}
move-takes-en-passant = {" "}· берёт пешку на проходе
move-becomes = {" "}· превращается в { $role ->
    [knight] коня
    [bishop] слона
    [rook] ладью
   *[queen] ферзя
}

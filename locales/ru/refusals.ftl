refusal-unreadable = не удаётся прочитать `{ $input }` как ход: { $why }
refusal-unplayable = { $input }: { $why }
refusal-ambiguous = { $input } здесь неоднозначен: это может быть { $first } или { $last }
refusal-over = партия окончена: { ending }

piece-name = { $role ->
    [pawn] пешка
    [knight] конь
    [bishop] слон
    [rook] ладья
    [queen] ферзь
   *[king] король
}

unreadable-empty = ход пуст
unreadable-foreign = в нём есть символы, которых нет ни в одном ходе
unreadable-only-annotations = только пометки, хода нет
unreadable-only-boards = только доски, хода нет
unreadable-no-square = ожидалось поле, например e4
unreadable-no-end-square = ход должен оканчиваться полем, например e4
unreadable-not-a-square = `{ $text }` — не поле: { $bad ->
    [rank] ни на одной доске нет горизонтали { $rank }
   *[file] вертикали { $file } нет
}
unreadable-no-such-board = в этой партии нет доски { $board }: её доски — A и B
unreadable-unexpected = неожиданное `{ $text }`
unreadable-not-a-piece = `{ $text }` — не фигура (K, Q, R, B или N)
unreadable-two-boards = названы две доски, { $landing ->
    [yes] на которые приходит ход
   *[no] на которых делается ход
}: { $first } и { $second }
unreadable-coordinate-tail = неожиданное `{ $tail }` после { $from }{ $to }: ожидались превращение (q, r, b, n) и доска, на которую приходит ход (A, B, C)
unreadable-zero-move = нулевой ход записывается как фигура, `@` и её поле, например N@f3, а не `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: фигура, сходившая на доске { $board }, переходит на одну из двух других досок
unreadable-boards = после `/` ожидались доски, например /AB (ход на A, переход на B), а не `{ $text }`

unplayable-game-over = партия окончена: { $checkmate ->
    [yes] мат
   *[no] пат
}
unplayable-no-castling = в игре { $variant } нет рокировки
unplayable-castling-played-on = { $own ->
    [yes] ваша рокировка делается на доске { $board }
   *[no] рокировка делается на доске { $board }
}
unplayable-castling-lands = рокировка делается на доске { $played } и переходит на доску { $landing }
unplayable-castling-lands-or = рокировка делается на доске { $played } и переходит на доску { $landing } или { $or }
unplayable-king-left-home = король покинул своё начальное поле на доске { $board }, поэтому рокировка невозможна
unplayable-lands-elsewhere = фигура на { $from } стоит на доске { $stands }, поэтому перейдёт на доску { $lands }, а не на { $named }
unplayable-no-piece-anywhere = на { $square } нет фигуры ни на одной доске
unplayable-none-can-move = ни одна ваша фигура ({ $piece }) { $place ->
    [either] ни на одной из двух досок
    [any] ни на одной доске
   *[one] на доске { $board }
} не может пойти на { $to }
unplayable-no-move-fits = ни один легальный ход не подходит

illegal-no-piece-either = на { $square } нет фигуры ни на одной из двух досок
illegal-no-piece = на { $square } доски { $board } нет фигуры
illegal-off-board = поля { $square } нет на досках: у них только вертикали от a до { $last }
illegal-not-yours = фигура на { $square } доски { $board } не ваша
illegal-wrong-board = фигура на { $square } стоит на доске { $stands }, а не на доске { $named }
illegal-same-board = фигура, сходившая на доске { $board }, переходит на одну из двух других досок, а не на { $board }
illegal-cannot-reach = фигура ({ $piece }) на { $from } доски { $board } не может пойти на { $to }
illegal-zero-move-by-pawn = пешка не может сделать нулевой ход
illegal-own-piece = на { $to } доски { $board } стоит ваша собственная фигура
illegal-landing-occupied = поле { $to } на доске { $board } занято, поэтому фигура ({ $piece }) не может туда перейти
illegal-must-promote = пешка, дошедшая до последней горизонтали, должна превратиться (добавьте =Q, =R, =B или =N)
illegal-cannot-promote = превратиться может только пешка, дошедшая до последней горизонтали
illegal-bad-promotion = пешка не может превратиться в эту фигуру: { $piece }
illegal-en-passant-off = взятие на проходе в этой партии отключено
illegal-king-in-check = король оказался бы под шахом на доске { $board }
illegal-king-lands-in-check = король перешёл бы под шах на доске { $board }
illegal-leaves-king-in-check = ваш король оказался бы под шахом на доске { $board }
illegal-castling-right-lost = { $side ->
    [king] короткая
   *[queen] длинная
} рокировка больше невозможна: король или эта ладья уже ходили
illegal-castling-path-blocked = { $side ->
    [king] короткая
   *[queen] длинная
} рокировка: поля между королём и ладьёй на доске { $board } не свободны
illegal-castling-in-check = нельзя рокироваться под шахом на доске { $board }
illegal-castling-through-check = король прошёл бы через поле { $square } или встал бы на него, а оно атаковано на доске { $board }
illegal-castling-transfers = рокировка остаётся на доске { $board }: ни король, ни ладья не переходят
illegal-castling-landing-occupied = поле { $square } на доске { $board } занято, поэтому король и ладья не могут туда перейти

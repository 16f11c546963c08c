caption-playing = № { $game }{ $suffix } { $white } — { $black } · ход { $move_number } · ходят { side }
caption-over = № { $game }{ $suffix } { $white } — { $black } · { $score }
caption-frame = № { $game } { $white } — { $black } · { $frame }
caption-puzzle = Задача { $puzzle } · ходят { side }
caption-puzzle-end = Задача { $puzzle } · { $solved ->
    [yes] решена
   *[no] решение
}
caption-daily = Задача дня · { $date } · ходят { side }
chart-rating-title = { $name } · рейтинг после каждой рейтинговой партии
chart-rating-x = партии
chart-eval-title = № { $game } { $white } — { $black }
chart-eval-x = ход
chart-eval-y = шансы белых, %
chart-mark = { $class ->
    [inaccuracy] Неточность
    [mistake] Ошибка
   *[blunder] Зевок
}
board-title = Доска { $board }
board-title-army = Доска { $board } · { $side ->
    [white] армия белых
   *[black] армия чёрных
}

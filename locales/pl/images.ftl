caption-playing = nr { $game }{ $suffix } { $white } – { $black } · ruch { $move_number } · ruch mają { side }
caption-over = nr { $game }{ $suffix } { $white } – { $black } · { $score }
caption-frame = nr { $game } { $white } – { $black } · { $frame }
caption-puzzle = Zadanie { $puzzle } · ruch mają { side }
caption-puzzle-end = Zadanie { $puzzle } · { $solved ->
    [yes] rozwiązane
   *[no] rozwiązanie
}
caption-daily = Zadanie dnia · { $date } · ruch mają { side }
chart-rating-title = { $name } · ranking po każdej partii rankingowej
chart-rating-x = partie
chart-eval-title = nr { $game } { $white } – { $black }
chart-eval-x = ruch
chart-eval-y = szanse białych %
chart-mark = { $class ->
    [inaccuracy] Niedokładność
    [mistake] Błąd
   *[blunder] Podstawka
}
board-title = Szachownica { $board }
board-title-army = Szachownica { $board } · { $side ->
    [white] armia białych
   *[black] armia czarnych
}

caption-playing = #{ $game }{ $suffix } { $white } gegen { $black } · Zug { $move_number } · { side } am Zug
caption-over = #{ $game }{ $suffix } { $white } gegen { $black } · { $score }
caption-frame = #{ $game } { $white } gegen { $black } · { $frame }
caption-puzzle = Aufgabe { $puzzle } · { side } am Zug
caption-puzzle-end = Aufgabe { $puzzle } · { $solved ->
    [yes] gelöst
   *[no] die Lösung
}
caption-daily = Tagesaufgabe · { $date } · { side } am Zug
chart-rating-title = { $name } · Wertung nach jeder gewerteten Partie
chart-rating-x = Partien
chart-eval-title = #{ $game } { $white } gegen { $black }
chart-eval-x = Zug
chart-eval-y = Chancen von Weiß in %
chart-mark = { $class ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] Grober Fehler
}
board-title = Brett { $board }
board-title-army = Brett { $board } · { $side ->
    [white] Armee von Weiß
   *[black] Armee von Schwarz
}

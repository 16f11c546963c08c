caption-playing = n° { $game }{ $suffix } { $white } contre { $black } · coup { $move_number } · trait aux { side }
caption-over = n° { $game }{ $suffix } { $white } contre { $black } · { $score }
caption-frame = n° { $game } { $white } contre { $black } · { $frame }
caption-puzzle = Problème { $puzzle } · trait aux { side }
caption-puzzle-end = Problème { $puzzle } · { $solved ->
    [yes] résolu
   *[no] la solution
}
caption-daily = Problème du jour · { $date } · trait aux { side }
chart-rating-title = { $name } · classement après chaque partie classée
chart-rating-x = parties
chart-eval-title = n° { $game } { $white } contre { $black }
chart-eval-x = coup
chart-eval-y = chances des Blancs %
chart-mark = { $class ->
    [inaccuracy] Imprécision
    [mistake] Erreur
   *[blunder] Gaffe
}
board-title = Échiquier { $board }
board-title-army = Échiquier { $board } · { $side ->
    [white] armée blanche
   *[black] armée noire
}

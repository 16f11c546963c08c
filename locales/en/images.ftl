# Words drawn on the images.

caption-playing = #{ $game }{ $suffix } { $white } vs { $black } · move { $move_number } · { side } to move
caption-over = #{ $game }{ $suffix } { $white } vs { $black } · { $score }
caption-frame = #{ $game } { $white } vs { $black } · { $frame }
caption-puzzle = Puzzle { $puzzle } · { side } to move
caption-puzzle-end = Puzzle { $puzzle } · { $solved ->
    [yes] solved
   *[no] the solution
}
caption-daily = Daily puzzle · { $date } · { side } to move
chart-rating-title = { $name } · rating after each rated game
chart-rating-x = games
chart-eval-title = #{ $game } { $white } vs { $black }
chart-eval-x = move
chart-eval-y = White's chances %
# The evaluation graph's legend: a mark's colour and what it means.
chart-mark = { $class ->
    [inaccuracy] Inaccuracy
    [mistake] Mistake
   *[blunder] Blunder
}
board-title = Board { $board }
# Duo chess: each board with the army that starts on it.
board-title-army = Board { $board } · { $side ->
    [white] White's army
   *[black] Black's army
}

caption-playing = n.º { $game }{ $suffix } { $white } contra { $black } · jugada { $move_number } · mueven { side }
caption-over = n.º { $game }{ $suffix } { $white } contra { $black } · { $score }
caption-frame = n.º { $game } { $white } contra { $black } · { $frame }
caption-puzzle = Problema { $puzzle } · mueven { side }
caption-puzzle-end = Problema { $puzzle } · { $solved ->
    [yes] resuelto
   *[no] la solución
}
caption-daily = Problema diario · { $date } · mueven { side }
chart-rating-title = { $name } · puntuación tras cada partida puntuable
chart-rating-x = partidas
chart-eval-title = n.º { $game } { $white } contra { $black }
chart-eval-x = jugada
chart-eval-y = opciones de las blancas %
chart-mark = { $class ->
    [inaccuracy] Imprecisión
    [mistake] Error
   *[blunder] Error grave
}
board-title = Tablero { $board }
board-title-army = Tablero { $board } · { $side ->
    [white] ejército blanco
   *[black] ejército negro
}

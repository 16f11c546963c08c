caption-playing = nº { $game }{ $suffix } { $white } x { $black } · lance { $move_number } · vez das { side }
caption-over = nº { $game }{ $suffix } { $white } x { $black } · { $score }
caption-frame = nº { $game } { $white } x { $black } · { $frame }
caption-puzzle = Problema { $puzzle } · vez das { side }
caption-puzzle-end = Problema { $puzzle } · { $solved ->
    [yes] resolvido
   *[no] a solução
}
caption-daily = Problema diário · { $date } · vez das { side }
chart-rating-title = { $name } · rating após cada partida valendo rating
chart-rating-x = partidas
chart-eval-title = nº { $game } { $white } x { $black }
chart-eval-x = lance
chart-eval-y = chances das brancas %
chart-mark = { $class ->
    [inaccuracy] Imprecisão
    [mistake] Erro
   *[blunder] Capivarada
}
board-title = Tabuleiro { $board }
board-title-army = Tabuleiro { $board } · { $side ->
    [white] exército branco
   *[black] exército preto
}

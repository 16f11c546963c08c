analysis-header = **Análisis de la partida n.º { $game }**, { $white } contra { $black }, { $how } ({ $nodes } nodos por posición).
# The side with a capital: the line starts with it.
analysis-side = { $side ->
    [white] Blancas
   *[black] Negras
} ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = precisión { $percent } %
analysis-no-moves = sin jugadas
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } imprecisión
       *[other] { $count } imprecisiones
    }
    [mistake] { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
   *[blunder] { $count ->
        [one] { $count } error grave
       *[other] { $count } errores graves
    }
}
analysis-clean = Ninguna imprecisión, error ni error grave.
analysis-worst = Peores jugadas:
analysis-best = : { $san } era la mejor.
analysis-mates = Después, { $san } da mate.
analysis-mate-in = Después, un mate en { $moves } empieza con { $san }.
analysis-class = { $class ->
    [inaccuracy] Imprecisión.
    [mistake] Error.
   *[blunder] Error grave.
}
analysis-was-best = { $san } era la mejor.
analysis-mating = { $how ->
    [unavoidable] El mate ya es inevitable.
   *[lost] Secuencia de mate forzado perdida.
}
analysis-annotator = Motor Alice, { $nodes } nodos por posición
analysis-progress = Analizando la partida n.º { $game }: { $done } de { $total } jugadas
gif-title = n.º { $game } { $white } contra { $black }
gif-start = inicio
gif-in-progress = en curso
gif-text = Partida n.º { $game }, { $white } contra { $black }: { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, { $state }.

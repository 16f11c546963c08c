analysis-header = **Análise da partida nº { $game }**, { $white } x { $black }, { $how } ({ $nodes } nós por posição).
# The side with a capital: the line starts with it.
analysis-side = { $side ->
    [white] Brancas
   *[black] Pretas
} ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = precisão { $percent }%
analysis-no-moves = nenhum lance
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } imprecisão
       *[other] { $count } imprecisões
    }
    [mistake] { $count ->
        [one] { $count } erro
       *[other] { $count } erros
    }
   *[blunder] { $count ->
        [one] { $count } capivarada
       *[other] { $count } capivaradas
    }
}
analysis-clean = Nenhuma imprecisão, erro ou capivarada.
analysis-worst = Piores lances:
analysis-best = : { $san } era o melhor.
analysis-mates = Depois dele, { $san } dá mate.
analysis-mate-in = Depois dele, um mate em { $moves } começa com { $san }.
analysis-class = { $class ->
    [inaccuracy] Imprecisão.
    [mistake] Erro.
   *[blunder] Capivarada.
}
analysis-was-best = { $san } era o melhor.
analysis-mating = { $how ->
    [unavoidable] O xeque-mate agora é inevitável.
   *[lost] Sequência de xeque-mate forçado perdida.
}
analysis-annotator = Motor Alice, { $nodes } nós por posição
analysis-progress = Analisando a partida nº { $game }: { $done } de { $total } lances
gif-title = nº { $game } { $white } x { $black }
gif-start = início
gif-in-progress = em andamento
gif-text = Partida nº { $game }, { $white } x { $black }: { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
}, { $state }.

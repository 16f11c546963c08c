# /analyze: the engine's look at a finished game, and /gif. Moves stay in
# chess notation; evaluations in pawns ("+0.30") or mates ("#3").

analysis-header = **Analysis of game #{ $game }**, { $white } vs { $black }, { $how } ({ $nodes } nodes a position).
# One line per side: $accuracy is analysis-accuracy or analysis-no-moves,
# $counts the analysis-count of each class.
analysis-side = { side } ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = accuracy { $percent }%
analysis-no-moves = no moves
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
    [mistake] { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
   *[blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
}
analysis-clean = No inaccuracy, mistake or blunder.
analysis-worst = Worst moves:
# After a move and its evaluations: the better move.
analysis-best = : { $san } was best.
analysis-mates = After it, { $san } mates.
analysis-mate-in = After it, mate in { $moves } begins with { $san }.
# The PGN's comment on a marked move.
analysis-class = { $class ->
    [inaccuracy] Inaccuracy.
    [mistake] Mistake.
   *[blunder] Blunder.
}
analysis-was-best = { $san } was best.
# What a marked move did to a forced mate (lichess's words).
analysis-mating = { $how ->
    [unavoidable] Checkmate is now unavoidable.
   *[lost] Lost forced checkmate sequence.
}
analysis-annotator = Alice engine, { $nodes } nodes a position
analysis-progress = Analysing #{ $game }: { $done } of { $total } moves
gif-title = #{ $game } { $white } vs { $black }
gif-start = start
gif-in-progress = in progress
gif-text = Game #{ $game }, { $white } vs { $black }: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $state }.

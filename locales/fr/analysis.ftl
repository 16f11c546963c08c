analysis-header = **Analyse de la partie n° { $game }**, { $white } contre { $black }, { $how } ({ $nodes } nœuds par position).
analysis-side = { side } ({ $name }) : { $accuracy }, { $counts }
analysis-accuracy = précision { $percent } %
analysis-no-moves = aucun coup
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } imprécision
       *[other] { $count } imprécisions
    }
    [mistake] { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
   *[blunder] { $count ->
        [one] { $count } gaffe
       *[other] { $count } gaffes
    }
}
analysis-clean = Aucune imprécision, erreur ni gaffe.
analysis-worst = Pires coups :
analysis-best = {" "}: { $san } était le meilleur.
analysis-mates = Ensuite, { $san } fait mat.
analysis-mate-in = Ensuite, un mat en { $moves } commence par { $san }.
analysis-class = { $class ->
    [inaccuracy] Imprécision.
    [mistake] Erreur.
   *[blunder] Gaffe.
}
analysis-was-best = { $san } était le meilleur.
analysis-mating = { $how ->
    [unavoidable] Le mat est désormais inévitable.
   *[lost] Séquence de mat forcé perdue.
}
analysis-annotator = Moteur Alice, { $nodes } nœuds par position
analysis-progress = Analyse de la partie n° { $game } : { $done } coups sur { $total }
gif-title = n° { $game } { $white } contre { $black }
gif-start = départ
gif-in-progress = en cours
gif-text = Partie n° { $game }, { $white } contre { $black } : { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $state }.

analysis-header = **Analyse von Partie #{ $game }**, { $white } gegen { $black }, { $how } ({ $nodes } Knoten pro Stellung).
analysis-side = { side } ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = Genauigkeit { $percent } %
analysis-no-moves = keine Züge
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } Ungenauigkeit
       *[other] { $count } Ungenauigkeiten
    }
    [mistake] { $count ->
        [one] { $count } Fehler
       *[other] { $count } Fehler
    }
   *[blunder] { $count ->
        [one] { $count } grober Fehler
       *[other] { $count } grobe Fehler
    }
}
analysis-clean = Keine Ungenauigkeit, kein Fehler, kein grober Fehler.
analysis-worst = Schlechteste Züge:
analysis-best = : { $san } war am besten.
analysis-mates = Danach setzt { $san } matt.
analysis-mate-in = Danach beginnt mit { $san } ein Matt in { $moves }.
analysis-class = { $class ->
    [inaccuracy] Ungenauigkeit.
    [mistake] Fehler.
   *[blunder] Grober Fehler.
}
analysis-was-best = { $san } war am besten.
analysis-mating = { $how ->
    [unavoidable] Matt ist jetzt unvermeidlich.
   *[lost] Erzwungenes Matt verpasst.
}
analysis-annotator = Alice-Engine, { $nodes } Knoten pro Stellung
analysis-progress = Analysiere #{ $game }: { $done } von { $total } Zügen
gif-title = #{ $game } { $white } gegen { $black }
gif-start = Anfang
gif-in-progress = läuft noch
gif-text = Partie #{ $game }, { $white } gegen { $black }: { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, { $state }.

analysis-header = **Analiza partii nr { $game }**, { $white } – { $black }, { $how } ({ $nodes } węzłów na pozycję).
# The side with a capital: the line starts with it.
analysis-side = { $side ->
    [white] Białe
   *[black] Czarne
} ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = dokładność { $percent }%
analysis-no-moves = brak ruchów
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } niedokładność
        [few] { $count } niedokładności
       *[many] { $count } niedokładności
    }
    [mistake] { $count ->
        [one] { $count } błąd
        [few] { $count } błędy
       *[many] { $count } błędów
    }
   *[blunder] { $count ->
        [one] { $count } podstawka
        [few] { $count } podstawki
       *[many] { $count } podstawek
    }
}
analysis-clean = Żadnej niedokładności, błędu ani podstawki.
analysis-worst = Najgorsze ruchy:
analysis-best = : najlepszy był { $san }.
analysis-mates = Po nim { $san } daje mata.
analysis-mate-in = Po nim mat w { $moves } zaczyna się od { $san }.
analysis-class = { $class ->
    [inaccuracy] Niedokładność.
    [mistake] Błąd.
   *[blunder] Podstawka.
}
analysis-was-best = Najlepszy był { $san }.
analysis-mating = { $how ->
    [unavoidable] Mat jest teraz nieunikniony.
   *[lost] Utracona wymuszona sekwencja matująca.
}
analysis-annotator = Silnik Alice, { $nodes } węzłów na pozycję
analysis-progress = Analiza partii nr { $game }: { $done } z { $total } ruchów
gif-title = nr { $game } { $white } – { $black }
gif-start = początek
gif-in-progress = w toku
gif-text = Partia nr { $game }, { $white } – { $black }: { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
}, { $state }.

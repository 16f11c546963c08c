puzzle-rated = Zadanie { $puzzle } (ranking { $rating }).
puzzle-again = Zadanie { $puzzle }, ponownie (bez rankingu: już je próbowałeś).
puzzle-current = Zadanie { $puzzle }, tak jak je zostawiono.
puzzle-side-played = { $side ->
    [white] Białe
   *[black] Czarne
} zagrały { $san }.
puzzle-find = Ruch mają { side }: znajdź najlepszy ruch (menu poniżej lub /puzzle move:<ruch>).
puzzle-right = Dobrze: { $san }. { $side ->
    [white] Białe
   *[black] Czarne
} odpowiadają { $reply }.
puzzle-ratings = Twój ranking zadań: { $mine }; ranking zadania: { $theirs }.
puzzle-unrated = (Bez rankingu.)
puzzle-solved = Rozwiązane! { $san } { $mates ->
    [yes] daje mata
   *[no] to był ten ruch
}. Zadanie { $puzzle } ({ $themes }).{ $ratings } /puzzle da ci kolejne.
puzzle-failed = { $san } to nie rozwiązanie. Rozwiązanie: { $solution }. Zadanie { $puzzle } ({ $themes }).{ $ratings } /puzzle da ci kolejne.
daily-puzzle = Zadanie dnia { $date }: ruch mają { side } po { $san }. Naciśnij Rozwiąż, aby spróbować (prywatnie). Rozwiązało je dotąd: { $solvers }.
puzzle-rating-line = Zadania: ranking { $rating } ± { $deviation } ({ $count ->
    [one] { $count } próba rankingowa
    [few] { $count } próby rankingowe
   *[many] { $count } prób rankingowych
}).
puzzle-leaderboard-empty = Żadne zadanie nie ma jeszcze rankingu.
puzzle-leaderboard = Tabela zadań:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } zadanie
    [few] { $count } zadania
   *[many] { $count } zadań
})

puzzle-rated = Aufgabe { $puzzle } (Wertung { $rating }).
puzzle-again = Aufgabe { $puzzle }, noch einmal (ungewertet: du hast sie schon versucht).
puzzle-current = Aufgabe { $puzzle }, wie du sie verlassen hast.
puzzle-side-played = { side } hat { $san } gespielt.
puzzle-find = { side } am Zug: finde den besten Zug (die Menüs unten oder /puzzle move:<Zug>).
puzzle-right = Richtig: { $san }. { side } antwortet { $reply }.
puzzle-ratings = Deine Aufgabenwertung: { $mine }; die der Aufgabe: { $theirs }.
puzzle-unrated = (Ungewertet.)
puzzle-solved = Gelöst! { $san } { $mates ->
    [yes] setzt matt
   *[no] war der Zug
}. Aufgabe { $puzzle } ({ $themes }).{ $ratings } /puzzle gibt dir eine neue.
puzzle-failed = { $san } ist nicht die Lösung. Die Lösung: { $solution }. Aufgabe { $puzzle } ({ $themes }).{ $ratings } /puzzle gibt dir eine neue.
daily-puzzle = Tagesaufgabe vom { $date }: { side } am Zug nach { $san }. Drück auf Lösen, um es (privat) zu versuchen. Bisher gelöst von { $solvers ->
    [one] { $solvers } Mitglied
   *[other] { $solvers } Mitgliedern
}.
puzzle-rating-line = Aufgaben: Wertung { $rating } ± { $deviation } ({ $count ->
    [one] { $count } gewerteter Versuch
   *[other] { $count } gewertete Versuche
}).
puzzle-leaderboard-empty = Es wurde noch keine Aufgabe gewertet.
puzzle-leaderboard = Bestenliste der Aufgaben:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
})

puzzle-rated = Problema { $puzzle } (puntuación { $rating }).
puzzle-again = Problema { $puzzle }, otra vez (no puntúa: ya lo has intentado).
puzzle-current = Problema { $puzzle }, como lo dejaste.
puzzle-side-played = Las { side } han jugado { $san }.
puzzle-find = Mueven { side }: encuentra la mejor jugada (los menús de abajo, o /puzzle move:<jugada>).
puzzle-right = Correcto: { $san }. Las { side } responden { $reply }.
puzzle-ratings = Tu puntuación de problemas: { $mine }; la del problema: { $theirs }.
puzzle-unrated = (No puntúa.)
puzzle-solved = ¡Resuelto! { $san } { $mates ->
    [yes] da mate
   *[no] era la jugada
}. Problema { $puzzle } ({ $themes }).{ $ratings } /puzzle te da otro.
puzzle-failed = { $san } no es la solución. La solución: { $solution }. Problema { $puzzle } ({ $themes }).{ $ratings } /puzzle te da otro.
daily-puzzle = Problema diario del { $date }: mueven { side } tras { $san }. Pulsa Resolver para intentarlo (en privado). Resuelto por { $solvers ->
    [one] { $solvers } miembro
   *[other] { $solvers } miembros
} hasta ahora.
puzzle-rating-line = Problemas: puntuación { $rating } ± { $deviation } ({ $count ->
    [one] { $count } intento puntuable
   *[other] { $count } intentos puntuables
}).
puzzle-leaderboard-empty = Todavía no se ha puntuado ningún problema.
puzzle-leaderboard = Clasificación de problemas:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } problema
   *[other] { $count } problemas
})

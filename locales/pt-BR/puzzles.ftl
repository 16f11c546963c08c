puzzle-rated = Problema { $puzzle } (rating { $rating }).
puzzle-again = Problema { $puzzle }, de novo (sem rating: você já tentou).
puzzle-current = Problema { $puzzle }, como você o deixou.
puzzle-side-played = As { side } jogaram { $san }.
puzzle-find = Vez das { side }: encontre o melhor lance (os menus abaixo, ou /puzzle move:<lance>).
puzzle-right = Certo: { $san }. As { side } respondem { $reply }.
puzzle-ratings = Seu rating de problemas: { $mine }; o do problema: { $theirs }.
puzzle-unrated = (Sem rating.)
puzzle-solved = Resolvido! { $san } { $mates ->
    [yes] dá mate
   *[no] era o lance
}. Problema { $puzzle } ({ $themes }).{ $ratings } /puzzle te dá outro.
puzzle-failed = { $san } não é a solução. A solução: { $solution }. Problema { $puzzle } ({ $themes }).{ $ratings } /puzzle te dá outro.
daily-puzzle = Problema diário de { $date }: vez das { side } após { $san }. Aperte Resolver para tentar (em particular). Resolvido por { $solvers ->
    [one] { $solvers } membro
   *[other] { $solvers } membros
} até agora.
puzzle-rating-line = Problemas: rating { $rating } ± { $deviation } ({ $count ->
    [one] { $count } tentativa valendo rating
   *[other] { $count } tentativas valendo rating
}).
puzzle-leaderboard-empty = Nenhum problema recebeu rating ainda.
puzzle-leaderboard = Ranking de problemas:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } problema
   *[other] { $count } problemas
})

puzzle-rated = Problème { $puzzle } (classé { $rating }).
puzzle-again = Problème { $puzzle }, à nouveau (non classé : vous l'avez déjà essayé).
puzzle-current = Problème { $puzzle }, tel que vous l'avez laissé.
puzzle-side-played = Les { side } ont joué { $san }.
puzzle-find = Trait aux { side } : trouvez le meilleur coup (les menus ci-dessous, ou /puzzle move:<coup>).
puzzle-right = Juste : { $san }. Les { side } répondent { $reply }.
puzzle-ratings = Votre classement problèmes : { $mine } ; celui du problème : { $theirs }.
puzzle-unrated = (Non classé.)
puzzle-solved = Résolu ! { $san } { $mates ->
    [yes] fait mat
   *[no] était le coup
}. Problème { $puzzle } ({ $themes }).{ $ratings } /puzzle vous en donne un autre.
puzzle-failed = { $san } n'est pas la solution. La solution : { $solution }. Problème { $puzzle } ({ $themes }).{ $ratings } /puzzle vous en donne un autre.
daily-puzzle = Problème du jour du { $date } : trait aux { side } après { $san }. Appuyez sur Résoudre pour l'essayer (en privé). Résolu par { $solvers ->
    [one] { $solvers } membre
   *[other] { $solvers } membres
} jusqu'ici.
puzzle-rating-line = Problèmes : classement { $rating } ± { $deviation } ({ $count ->
    [one] { $count } essai classé
   *[other] { $count } essais classés
}).
puzzle-leaderboard-empty = Aucun problème n'a encore été classé.
puzzle-leaderboard = Palmarès des problèmes :
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
})

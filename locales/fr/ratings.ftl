rating-unrated = 1500 ± 700 (provisoire jusqu'à la première partie classée)
rating-card = { $name } : classement{ $variant ->
    [three-board] {" "}à trois échiquiers
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rapide)
    [classical] {" "}(classique)
   *[correspondence] {""}
} { $rating }. Parties : { $games } ({ $wins } { $wins ->
    [one] gagnée
   *[other] gagnées
}, { $losses } { $losses ->
    [one] perdue
   *[other] perdues
}, { $draws } { $draws ->
    [one] nulle
   *[other] nulles
}).
rating-trend = Depuis la première partie classée : { $change }.
leaderboard-empty = { $scope ->
    [server] Aucune partie classée{ $variant ->
        [three-board] {" "}à trois échiquiers
        [narrow] {" "}d'Alice 8x4
        [duo] {" "}d'échecs Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rapide)
        [classical] {" "}(classique)
       *[correspondence] {""}
    } n'a encore été jouée sur ce serveur.
   *[global] Aucune partie classée{ $variant ->
        [three-board] {" "}à trois échiquiers
        [narrow] {" "}d'Alice 8x4
        [duo] {" "}d'échecs Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rapide)
        [classical] {" "}(classique)
       *[correspondence] {""}
    } n'a encore été jouée.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } partie
   *[other] { $count } parties
})
leaderboard-title = Palmarès{ $variant ->
    [three-board] {" "}d'Alice à trois échiquiers
    [narrow] {" "}d'Alice 8x4
    [duo] {" "}des échecs Duo
   *[alice] {" "}des échecs d'Alice
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rapide)
    [classical] {" "}(classique)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}de ce serveur :
   *[global] {" "}:
}

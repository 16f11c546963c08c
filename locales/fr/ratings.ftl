rating-unrated = non classé (1500 ± 700 jusqu'à la première partie classée)
rating-card = { $name } : classement{ $variant ->
    [three-board] {" "}à trois échiquiers
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
} { $rating }. Parties : { $games } ({ $wins } gagnées, { $losses } perdues, { $draws } nulles).
rating-trend = Depuis la première partie classée : { $change }.
leaderboard-empty = { $scope ->
    [server] Aucune partie classée{ $variant ->
        [three-board] {" "}à trois échiquiers
        [narrow] {" "}d'Alice 8x4
        [duo] {" "}d'échecs Duo
       *[alice] {""}
    } n'a encore été jouée sur ce serveur.
   *[global] Aucune partie classée{ $variant ->
        [three-board] {" "}à trois échiquiers
        [narrow] {" "}d'Alice 8x4
        [duo] {" "}d'échecs Duo
       *[alice] {""}
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
   *[alice] {""}
}{ $scope ->
    [server] {" "}de ce serveur
   *[global] {""}
}

rating-unrated = 1500 ± 700 (provisional hasta la primera partida puntuable)
rating-card = { $name }: puntuación{ $variant ->
    [three-board] {" "}a tres tableros
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rápidas)
    [classical] {" "}(clásicas)
   *[correspondence] {""}
} { $rating }. Partidas: { $games } ({ $wins } { $wins ->
    [one] ganada
   *[other] ganadas
}, { $losses } { $losses ->
    [one] perdida
   *[other] perdidas
}, { $draws } tablas).
rating-trend = Desde la primera partida puntuable: { $change }.
leaderboard-empty = { $scope ->
    [server] Aún no se ha jugado en este servidor ninguna partida puntuable{ $variant ->
        [three-board] {" "}a tres tableros
        [narrow] {" "}de Alicia 8x4
        [duo] {" "}de ajedrez Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rápidas)
        [classical] {" "}(clásicas)
       *[correspondence] {""}
    }.
   *[global] Aún no se ha jugado ninguna partida puntuable{ $variant ->
        [three-board] {" "}a tres tableros
        [narrow] {" "}de Alicia 8x4
        [duo] {" "}de ajedrez Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rápidas)
        [classical] {" "}(clásicas)
       *[correspondence] {""}
    }.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } partida
   *[other] { $count } partidas
})
leaderboard-title = Clasificación{ $variant ->
    [three-board] {" "}de Alicia a tres tableros
    [narrow] {" "}de Alicia 8x4
    [duo] {" "}de ajedrez Duo
   *[alice] {" "}de ajedrez de Alicia
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rápidas)
    [classical] {" "}(clásicas)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}de este servidor:
   *[global] :
}

rating-unrated = 1500 ± 700 (provisório até a primeira partida valendo rating)
rating-card = { $name }: rating{ $variant ->
    [three-board] {" "}em três tabuleiros
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rápida)
    [classical] {" "}(clássica)
   *[correspondence] {""}
} { $rating }. Partidas: { $games } ({ $wins } { $wins ->
    [one] vitória
   *[other] vitórias
}, { $losses } { $losses ->
    [one] derrota
   *[other] derrotas
}, { $draws } { $draws ->
    [one] empate
   *[other] empates
}).
rating-trend = Desde a primeira partida valendo rating: { $change }.
leaderboard-empty = { $scope ->
    [server] Nenhuma partida valendo rating{ $variant ->
        [three-board] {" "}em três tabuleiros
        [narrow] {" "}de Alice 8x4
        [duo] {" "}de xadrez Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rápida)
        [classical] {" "}(clássica)
       *[correspondence] {""}
    } foi jogada neste servidor ainda.
   *[global] Nenhuma partida valendo rating{ $variant ->
        [three-board] {" "}em três tabuleiros
        [narrow] {" "}de Alice 8x4
        [duo] {" "}de xadrez Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(rápida)
        [classical] {" "}(clássica)
       *[correspondence] {""}
    } foi jogada ainda.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } partida
   *[other] { $count } partidas
})
leaderboard-title = Ranking{ $variant ->
    [three-board] {" "}de Alice em três tabuleiros
    [narrow] {" "}de Alice 8x4
    [duo] {" "}de xadrez Duo
   *[alice] {" "}de xadrez de Alice
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(rápida)
    [classical] {" "}(clássica)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}deste servidor:
   *[global] :
}

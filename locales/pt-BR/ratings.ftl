rating-unrated = sem rating (1500 ± 700 até a primeira partida valendo rating)
rating-card = { $name }: rating{ $variant ->
    [three-board] {" "}em três tabuleiros
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
} { $rating }. Partidas: { $games } ({ $wins } vitórias, { $losses } derrotas, { $draws } empates).
rating-trend = Desde a primeira partida valendo rating: { $change }.
leaderboard-empty = { $scope ->
    [server] Nenhuma partida valendo rating{ $variant ->
        [three-board] {" "}em três tabuleiros
        [narrow] {" "}de Alice 8x4
        [duo] {" "}de xadrez Duo
       *[alice] {""}
    } foi jogada neste servidor ainda.
   *[global] Nenhuma partida valendo rating{ $variant ->
        [three-board] {" "}em três tabuleiros
        [narrow] {" "}de Alice 8x4
        [duo] {" "}de xadrez Duo
       *[alice] {""}
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
   *[alice] {""}
}{ $scope ->
    [server] {" "}deste servidor
   *[global] {""}
}

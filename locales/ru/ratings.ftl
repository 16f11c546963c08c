rating-unrated = 1500 ± 700 (предварительный, до первой рейтинговой партии)
rating-card = { $name }: рейтинг{ $variant ->
    [three-board] {" "}на трёх досках
    [narrow] {" "}8x4
    [duo] {" "}Дуо
   *[alice] {""}
}{ $speed ->
    [bullet] {" "}(пуля)
    [blitz] {" "}(блиц)
    [rapid] {" "}(рапид)
    [classical] {" "}(классика)
   *[correspondence] {""}
} { $rating }. Партий: { $games } (побед { $wins }, поражений { $losses }, ничьих { $draws }).
rating-trend = С первой рейтинговой партии: { $change }.
leaderboard-empty = { $scope ->
    [server] На этом сервере ещё не сыграно ни одной рейтинговой партии{ $variant ->
        [three-board] {" "}на трёх досках
        [narrow] {" "}в Алису 8x4
        [duo] {" "}в шахматы Дуо
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(пуля)
        [blitz] {" "}(блиц)
        [rapid] {" "}(рапид)
        [classical] {" "}(классика)
       *[correspondence] {""}
    }.
   *[global] Ещё не сыграно ни одной рейтинговой партии{ $variant ->
        [three-board] {" "}на трёх досках
        [narrow] {" "}в Алису 8x4
        [duo] {" "}в шахматы Дуо
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(пуля)
        [blitz] {" "}(блиц)
        [rapid] {" "}(рапид)
        [classical] {" "}(классика)
       *[correspondence] {""}
    }.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
})
leaderboard-title = Таблица лидеров{ $variant ->
    [three-board] {" "}(Алиса на трёх досках)
    [narrow] {" "}(Алиса 8x4)
    [duo] {" "}(шахматы Дуо)
   *[alice] {" "}(шахматы Алисы)
}{ $speed ->
    [bullet] {" "}(пуля)
    [blitz] {" "}(блиц)
    [rapid] {" "}(рапид)
    [classical] {" "}(классика)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}этого сервера:
   *[global] :
}

rating-unrated = 1500 ± 700 (tymczasowy do pierwszej partii rankingowej)
rating-card = { $name }: ranking{ $variant ->
    [three-board] {" "}na trzech szachownicach
    [narrow] {" "}8x4
    [duo] {" "}Duo
   *[alice] {""}
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(szybkie)
    [classical] {" "}(klasyczne)
   *[correspondence] {""}
} { $rating }. Partie: { $games } (wygrane { $wins }, przegrane { $losses }, remisy { $draws }).
rating-trend = Od pierwszej partii rankingowej: { $change }.
leaderboard-empty = { $scope ->
    [server] Na tym serwerze nie rozegrano jeszcze żadnej partii rankingowej{ $variant ->
        [three-board] {" "}na trzech szachownicach
        [narrow] {" "}w Alicję 8x4
        [duo] {" "}w szachy Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(szybkie)
        [classical] {" "}(klasyczne)
       *[correspondence] {""}
    }.
   *[global] Nie rozegrano jeszcze żadnej partii rankingowej{ $variant ->
        [three-board] {" "}na trzech szachownicach
        [narrow] {" "}w Alicję 8x4
        [duo] {" "}w szachy Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(bullet)
        [blitz] {" "}(blitz)
        [rapid] {" "}(szybkie)
        [classical] {" "}(klasyczne)
       *[correspondence] {""}
    }.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
})
leaderboard-title = Tabela{ $variant ->
    [three-board] {" "}(Alicja na trzech szachownicach)
    [narrow] {" "}(Alicja 8x4)
    [duo] {" "}(szachy Duo)
   *[alice] {" "}(szachy Alicji)
}{ $speed ->
    [bullet] {" "}(bullet)
    [blitz] {" "}(blitz)
    [rapid] {" "}(szybkie)
    [classical] {" "}(klasyczne)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}tego serwera:
   *[global] :
}

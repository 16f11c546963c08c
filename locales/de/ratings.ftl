rating-unrated = 1500 ± 700 (vorläufig bis zur ersten gewerteten Partie)
rating-card = { $name }: { $variant ->
    [three-board] Wertung auf drei Brettern
    [narrow] 8x4-Wertung
    [duo] Duo-Wertung
   *[alice] Wertung
}{ $speed ->
    [bullet] {" "}(Bullet)
    [blitz] {" "}(Blitz)
    [rapid] {" "}(Schnellschach)
    [classical] {" "}(Klassisch)
   *[correspondence] {""}
} { $rating }. Partien: { $games } ({ $wins } gewonnen, { $losses } verloren, { $draws } remis).
rating-trend = Seit der ersten gewerteten Partie: { $change }.
leaderboard-empty = { $scope ->
    [server] Auf diesem Server wurde noch keine gewertete Partie{ $variant ->
        [three-board] {" "}auf drei Brettern
        [narrow] {" "}8x4-Alice
        [duo] {" "}Duo-Schach
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(Bullet)
        [blitz] {" "}(Blitz)
        [rapid] {" "}(Schnellschach)
        [classical] {" "}(Klassisch)
       *[correspondence] {""}
    } gespielt.
   *[global] Es wurden noch keine gewerteten Partien{ $variant ->
        [three-board] {" "}auf drei Brettern
        [narrow] {" "}8x4-Alice
        [duo] {" "}Duo-Schach
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}(Bullet)
        [blitz] {" "}(Blitz)
        [rapid] {" "}(Schnellschach)
        [classical] {" "}(Klassisch)
       *[correspondence] {""}
    } gespielt.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
})
leaderboard-title = Bestenliste{ $variant ->
    [three-board] {" "}für Alice auf drei Brettern
    [narrow] {" "}für 8x4-Alice
    [duo] {" "}für Duo-Schach
   *[alice] {" "}für Alice-Schach
}{ $speed ->
    [bullet] {" "}(Bullet)
    [blitz] {" "}(Blitz)
    [rapid] {" "}(Schnellschach)
    [classical] {" "}(Klassisch)
   *[correspondence] {""}
}{ $scope ->
    [server] {" "}dieses Servers:
   *[global] :
}

# /rating and /leaderboard.

rating-unrated = 1500 ± 700 (provisional until the first rated game)
# $variant: alice, three-board, narrow (8x4) or duo.
# $speed: bullet, blitz, rapid, classical or correspondence (unsaid).
rating-card = { $name }: { $variant ->
    [three-board] three-board{" "}
    [narrow] 8x4{" "}
    [duo] Duo{" "}
   *[alice] {""}
}{ $speed ->
    [bullet] bullet{" "}
    [blitz] blitz{" "}
    [rapid] rapid{" "}
    [classical] classical{" "}
   *[correspondence] {""}
}rating { $rating }. Games: { $games } ({ $wins } won, { $losses } lost, { $draws } drawn).
rating-trend = Since the first rated game: { $change }.
# $scope: server (this server's players) or global.
leaderboard-empty = { $scope ->
    [server] No rated{ $variant ->
        [three-board] {" "}three-board
        [narrow] {" "}8x4
        [duo] {" "}Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}bullet
        [blitz] {" "}blitz
        [rapid] {" "}rapid
        [classical] {" "}classical
       *[correspondence] {""}
    } game has been played in this server yet.
   *[global] No rated{ $variant ->
        [three-board] {" "}three-board
        [narrow] {" "}8x4
        [duo] {" "}Duo
       *[alice] {""}
    }{ $speed ->
        [bullet] {" "}bullet
        [blitz] {" "}blitz
        [rapid] {" "}rapid
        [classical] {" "}classical
       *[correspondence] {""}
    } games have been played yet.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } game
   *[other] { $count } games
})
leaderboard-title = { $variant ->
    [three-board] Three-board Alice
    [narrow] 8x4 Alice
    [duo] Duo chess
   *[alice] Alice chess
}{ $speed ->
    [bullet] {" "}bullet
    [blitz] {" "}blitz
    [rapid] {" "}rapid
    [classical] {" "}classical
   *[correspondence] {""}
} leaderboard{ $scope ->
    [server] {" "}of this server:
   *[global] :
}

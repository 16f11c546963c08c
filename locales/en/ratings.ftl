# /rating and /leaderboard.

rating-unrated = 1500 ± 700 (provisional until the first rated game)
# $variant: alice, three-board, narrow (8x4) or duo.
rating-card = { $name }: { $variant ->
    [three-board] three-board{" "}
    [narrow] 8x4{" "}
    [duo] Duo{" "}
   *[alice] {""}
}rating { $rating }. Games: { $games } ({ $wins } won, { $losses } lost, { $draws } drawn).
rating-trend = Since the first rated game: { $change }.
# $scope: server (this server's players) or global.
leaderboard-empty = { $scope ->
    [server] No rated{ $variant ->
        [three-board] {" "}three-board
        [narrow] {" "}8x4
        [duo] {" "}Duo
       *[alice] {""}
    } game has been played in this server yet.
   *[global] No rated{ $variant ->
        [three-board] {" "}three-board
        [narrow] {" "}8x4
        [duo] {" "}Duo
       *[alice] {""}
    } games have been played yet.
}
leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } game
   *[other] { $count } games
})
leaderboard-title = { $variant ->
    [three-board] Three-board Alice leaderboard
    [narrow] 8x4 Alice leaderboard
    [duo] Duo chess leaderboard
   *[alice] Alice chess leaderboard
}{ $scope ->
    [server] {" "}of this server:
   *[global] :
}

# Puzzles: an attempt (private), the daily puzzle (a post) and their ratings.

puzzle-rated = Puzzle { $puzzle } (rated { $rating }).
puzzle-again = Puzzle { $puzzle }, again (unrated: you have tried it before).
# /puzzle while an attempt is in progress: it is shown again.
puzzle-current = Puzzle { $puzzle }, as you left it.
puzzle-side-played = { side } played { $san }.
puzzle-find = { side } to move: find the best move (the menus below, or /puzzle move:<move>).
puzzle-right = Right: { $san }. { side } answers { $reply }.
# $mine and $theirs: "1500 → 1523 (+23)".
puzzle-ratings = Your puzzle rating: { $mine }; the puzzle's: { $theirs }.
puzzle-unrated = (Unrated.)
# $mates: yes when the move mates; $ratings: puzzle-ratings or puzzle-unrated, after a space.
puzzle-solved = Solved! { $san } { $mates ->
    [yes] mates
   *[no] was the move
}. Puzzle { $puzzle } ({ $themes }).{ $ratings } /puzzle gives you another.
puzzle-failed = { $san } is not the solution. The solution: { $solution }. Puzzle { $puzzle } ({ $themes }).{ $ratings } /puzzle gives you another.
daily-puzzle = Daily puzzle of { $date }: { side } to move after { $san }. Press Solve to try it (privately). Solved by { $solvers ->
    [one] { $solvers } member
   *[other] { $solvers } members
} so far.
puzzle-rating-line = Puzzles: rating { $rating } ± { $deviation } ({ $count ->
    [one] { $count } rated attempt
   *[other] { $count } rated attempts
}).
puzzle-leaderboard-empty = No puzzle has been rated yet.
puzzle-leaderboard = Puzzle leaderboard:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } puzzle
   *[other] { $count } puzzles
})

puzzle-rated = Задача { $puzzle } (рейтинг { $rating }).
puzzle-again = Задача { $puzzle } снова (без рейтинга: вы её уже пробовали).
puzzle-current = Задача { $puzzle }, как вы её оставили.
puzzle-side-played = { $side ->
    [white] Белые
   *[black] Чёрные
} сыграли { $san }.
puzzle-find = Ходят { side }: найдите лучший ход (меню ниже или /puzzle move:<ход>).
puzzle-right = Верно: { $san }. { $side ->
    [white] Белые
   *[black] Чёрные
} отвечают { $reply }.
puzzle-ratings = Ваш рейтинг в задачах: { $mine }; рейтинг задачи: { $theirs }.
puzzle-unrated = (Без рейтинга.)
puzzle-solved = Решено! { $san } { $mates ->
    [yes] ставит мат
   *[no] — это и был ход
}. Задача { $puzzle } ({ $themes }).{ $ratings } /puzzle даст другую.
puzzle-failed = { $san } — не решение. Решение: { $solution }. Задача { $puzzle } ({ $themes }).{ $ratings } /puzzle даст другую.
daily-puzzle = Задача дня { $date }: ходят { side } после { $san }. Нажмите «Решать», чтобы попробовать (наедине). Уже решили: { $solvers }.
puzzle-rating-line = Задачи: рейтинг { $rating } ± { $deviation } ({ $count ->
    [one] { $count } рейтинговая попытка
    [few] { $count } рейтинговые попытки
   *[many] { $count } рейтинговых попыток
}).
puzzle-leaderboard-empty = Ни одна задача ещё не получила рейтинга.
puzzle-leaderboard = Таблица задач:
puzzle-leaderboard-line = { $place }. { $name } — { $rating } ± { $deviation } ({ $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
})

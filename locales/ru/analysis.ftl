analysis-header = **Анализ партии № { $game }**, { $white } — { $black }, { $how } ({ $nodes } узлов на позицию).
# The side with a capital: the line starts with it.
analysis-side = { $side ->
    [white] Белые
   *[black] Чёрные
} ({ $name }): { $accuracy }, { $counts }
analysis-accuracy = точность { $percent }%
analysis-no-moves = нет ходов
analysis-count = { $class ->
    [inaccuracy] { $count ->
        [one] { $count } неточность
        [few] { $count } неточности
       *[many] { $count } неточностей
    }
    [mistake] { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
       *[many] { $count } ошибок
    }
   *[blunder] { $count ->
        [one] { $count } зевок
        [few] { $count } зевка
       *[many] { $count } зевков
    }
}
analysis-clean = Ни неточностей, ни ошибок, ни зевков.
analysis-worst = Худшие ходы:
analysis-best = : лучше было { $san }.
analysis-mates = После него { $san } ставит мат.
analysis-mate-in = После него мат в { $moves } начинается с { $san }.
analysis-class = { $class ->
    [inaccuracy] Неточность.
    [mistake] Ошибка.
   *[blunder] Зевок.
}
analysis-was-best = Лучше было { $san }.
analysis-mating = { $how ->
    [unavoidable] Мат теперь неизбежен.
   *[lost] Упущен форсированный мат.
}
analysis-annotator = Движок Alice, { $nodes } узлов на позицию
analysis-progress = Анализ партии № { $game }: { $done } из { $total } ходов
gif-title = № { $game } { $white } — { $black }
gif-start = начало
gif-in-progress = идёт
gif-text = Партия № { $game }, { $white } — { $black }: { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}, { $state }.

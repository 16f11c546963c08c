# Слова, общие для многих сообщений.

language-name = Русский
duration-seconds = { $count ->
    [one] { $count } секунда
    [few] { $count } секунды
   *[many] { $count } секунд
}
duration-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
   *[many] { $count } минут
}
duration-hours = { $count ->
    [one] { $count } час
    [few] { $count } часа
   *[many] { $count } часов
}
duration-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
   *[many] { $count } дней
}
duration-pair = { $first } { $second }
time-left = { $unit ->
    [clock] осталось { $left }
   *[other] { $count ->
        [one] { $unit ->
            [day] остался { $left }
            [hour] остался { $left }
           *[other] осталась { $left }
        }
       *[other] осталось { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = Шахматы Алисы и их варианты (правила: /rules). Время на ход: { $time }, если в вызове не сказано иное; /play начинается с уровня { $level }.

notify-how = { $notify ->
    [dm] личным сообщением (с доской и меню ходов)
    [mention] упоминанием в канале или ветке партии
   *[off] никак (без упоминаний и личных сообщений)
}
settings-notify-now = О вашем ходе вам сообщают { notify-how }. Изменить: /settings notify:dm|mention|off.
settings-notify-saved = Сохранено: о вашем ходе вам будут сообщать { notify-how }.
settings-language-now = Я говорю с вами на языке: { $language }; /settings language: меняет его.
settings-language-saved = Сохранено: я буду говорить с вами на языке: { $language }.
language-auto = { $name } (как говорит Discord)
bad-language = language должен быть одним из { $codes } или auto, а не `{ $given }`.
server-settings-now = Настройки этого сервера: ветки { $threads ->
    [on] включены
   *[off] выключены
}, время на ход { $time }, не больше { $max_games ->
    [one] { $max_games } текущей партии
   *[other] { $max_games } текущих партий
} на игрока, партии против бота { $bot_games ->
    [on] включены
   *[off] выключены
}, вызовы истекают через { $expiry }.
server-settings-saved = Сохранено. Настройки этого сервера: ветки { $threads ->
    [on] включены
   *[off] выключены
}, время на ход { $time }, не больше { $max_games ->
    [one] { $max_games } текущей партии
   *[other] { $max_games } текущих партий
} на игрока, партии против бота { $bot_games ->
    [on] включены
   *[off] выключены
}, вызовы истекают через { $expiry }.
server-settings-daily = Задача дня публикуется в { $channel } в { $time } UTC.
server-settings-no-daily = Задача дня не публикуется (puzzle_channel: и puzzle_time: включают её).
server-settings-language = Сообщения здесь на языке: { $language }.
settings-look = { $saved ->
    [yes] Сохранено: ваши доски стоят
   *[no] Ваши доски стоят
} { $boards ->
    [stacked] одна над другой
   *[side-by-side] рядом
}{ $auto ->
    [yes] {" "}(auto: как выбрал сервер)
   *[no] {""}
}, цвета { $theme ->
    [green] зелёные
    [contrast] контрастные
   *[classic] классические
}, фигуры нарисованы { $pieces ->
    [letters] буквами
   *[figures] фигурками
}, { $ghosts ->
    [yes] с отметками, где стоят фигуры другой доски
   *[no] без отметок фигур другой доски
}; /settings boards: theme: pieces: ghosts: меняет это.
server-boards-saved = Здесь доски стоят { $boards ->
    [stacked] одна над другой
   *[side-by-side] рядом
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} у тех, кто не выбрал сам.
bad-boards = boards — это stacked, side-by-side или auto, а не `{ $given }`.
bad-theme = theme — это classic, green или contrast, а не `{ $given }`.
bad-pieces = pieces — это figures или letters, а не `{ $given }`.

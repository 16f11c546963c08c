# Palabras que comparten muchos mensajes.

language-name = Español
duration-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
duration-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
duration-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
duration-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
duration-pair = { $first } { $second }
time-left = { $unit ->
    [clock] quedan { $left }
   *[other] { $count ->
        [one] queda { $left }
       *[other] quedan { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = El ajedrez de Alicia y sus variantes (reglas: /rules). Tiempo por jugada: { $time } salvo que el desafío diga otra cosa; /play empieza en el nivel { $level }.

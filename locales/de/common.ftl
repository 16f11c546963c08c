# Wörter, die viele Nachrichten teilen.

language-name = Deutsch
duration-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
duration-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
duration-hours = { $count ->
    [one] { $count } Stunde
   *[other] { $count } Stunden
}
duration-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
duration-pair = { $first } { $second }
time-left = { $unit ->
   *[other] { $count ->
       *[other] noch { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = Alice-Schach und seine Varianten (Regeln: /rules). Bedenkzeit pro Zug: { $time }, sofern die Herausforderung nichts anderes sagt; /play beginnt auf Stufe { $level }.

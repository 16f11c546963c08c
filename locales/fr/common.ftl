# Mots que partagent de nombreux messages.

language-name = Français
duration-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } heure
   *[other] { $count } heures
}
duration-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
duration-pair = { $first } { $second }
time-left = { $unit ->
   *[other] { $count ->
       *[other] il reste { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = Les échecs d'Alice et leurs variantes (règles : /rules). Temps par coup : { $time } sauf si le défi dit autre chose ; /play commence au niveau { $level }.

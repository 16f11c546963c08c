# Słowa wspólne dla wielu wiadomości.

language-name = Polski
duration-seconds = { $count ->
    [one] { $count } sekunda
    [few] { $count } sekundy
   *[many] { $count } sekund
}
duration-minutes = { $count ->
    [one] { $count } minuta
    [few] { $count } minuty
   *[many] { $count } minut
}
duration-hours = { $count ->
    [one] { $count } godzina
    [few] { $count } godziny
   *[many] { $count } godzin
}
duration-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}
duration-pair = { $first } { $second }
time-left = { $unit ->
    [clock] zostało { $left }
   *[other] { $count ->
        [one] { $unit ->
            [day] został { $left }
           *[other] została { $left }
        }
        [few] zostały { $left }
       *[other] zostało { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = Szachy Alicji i ich warianty (zasady: /rules). Czas na ruch: { $time }, chyba że wyzwanie mówi inaczej; /play zaczyna od poziomu { $level }.

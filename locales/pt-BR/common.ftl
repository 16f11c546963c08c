# Palavras que muitas mensagens compartilham.

language-name = Português do Brasil
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
    [one] { $count } dia
   *[other] { $count } dias
}
duration-pair = { $first } e { $second }
time-left = { $unit ->
    [clock] restam { $left }
   *[other] { $count ->
        [one] resta { $left }
       *[other] restam { $left }
    }
}
verbatim = { $text }
sentence = { $text }.
help-header = O xadrez de Alice e suas variantes (regras: /rules). Tempo por lance: { $time }, a menos que o desafio diga outra coisa; /play começa no nível { $level }.

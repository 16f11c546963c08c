notify-how = { $notify ->
    [dm] wiadomością prywatną (z szachownicą i menu ruchów)
    [mention] wzmianką na kanale lub w wątku partii
   *[off] wcale (bez wzmianek i wiadomości prywatnych)
}
settings-notify-now = O twoim ruchu informuję cię { notify-how }. Zmień to przez /settings notify:dm|mention|off.
settings-notify-saved = Zapisano: o twoim ruchu będę cię informować { notify-how }.
settings-language-now = Mówię do ciebie w języku: { $language }; /settings language: to zmienia.
settings-language-saved = Zapisano: będę mówić do ciebie w języku: { $language }.
language-auto = { $name } (według Discorda)
bad-language = language musi być jednym z { $codes } albo auto, nie `{ $given }`.
server-settings-now = Ustawienia tego serwera: wątki { $threads ->
    [on] włączone
   *[off] wyłączone
}, czas na ruch { $time }, najwyżej { $max_games ->
    [one] { $max_games } trwająca partia
    [few] { $max_games } trwające partie
   *[many] { $max_games } trwających partii
} na gracza, partie z botem { $bot_games ->
    [on] włączone
   *[off] wyłączone
}, wyzwania wygasają po { $expiry }.
server-settings-saved = Zapisano. Ustawienia tego serwera: wątki { $threads ->
    [on] włączone
   *[off] wyłączone
}, czas na ruch { $time }, najwyżej { $max_games ->
    [one] { $max_games } trwająca partia
    [few] { $max_games } trwające partie
   *[many] { $max_games } trwających partii
} na gracza, partie z botem { $bot_games ->
    [on] włączone
   *[off] wyłączone
}, wyzwania wygasają po { $expiry }.
server-settings-daily = Zadanie dnia jest publikowane na { $channel } o { $time } UTC.
server-settings-no-daily = Zadanie dnia nie jest publikowane (puzzle_channel: i puzzle_time: je włączają).
server-settings-language = Wiadomości tutaj są w języku: { $language }.
settings-look = { $saved ->
    [yes] Zapisano: twoje szachownice stoją
   *[no] Twoje szachownice stoją
} { $boards ->
    [stacked] jedna pod drugą
   *[side-by-side] obok siebie
}{ $auto ->
    [yes] {" "}(auto: jak wybrał serwer)
   *[no] {""}
}, kolory { $theme ->
    [green] zielone
    [contrast] kontrastowe
   *[classic] klasyczne
}, bierki rysowane jako { $pieces ->
    [letters] litery
   *[figures] figurki
}, { $ghosts ->
    [yes] ze znacznikami, gdzie stoją bierki drugiej szachownicy
   *[no] bez znaczników bierek drugiej szachownicy
}; /settings boards: theme: pieces: ghosts: to zmienia.
server-boards-saved = Tutaj szachownice stoją { $boards ->
    [stacked] jedna pod drugą
   *[side-by-side] obok siebie
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} u tych, którzy nie wybrali.
bad-boards = boards musi być stacked, side-by-side lub auto, nie `{ $given }`.
bad-theme = theme musi być classic, green lub contrast, nie `{ $given }`.
bad-pieces = pieces musi być figures lub letters, nie `{ $given }`.

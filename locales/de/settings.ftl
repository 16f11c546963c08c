notify-how = { $notify ->
    [dm] per Direktnachricht (mit dem Brett und den Zugmenüs)
    [mention] durch eine Erwähnung im Kanal oder Thread der Partie
   *[off] gar nicht (keine Erwähnungen, keine Direktnachrichten)
}
settings-notify-now = Du erfährst, dass du am Zug bist, { notify-how }. Ändere es mit /settings notify:dm|mention|off.
settings-notify-saved = Gespeichert: Du erfährst, dass du am Zug bist, { notify-how }.
settings-language-now = Ich spreche { $language } mit dir; /settings language: ändert das.
settings-language-saved = Gespeichert: Ich spreche { $language } mit dir.
language-auto = { $name } (wie Discord es sagt)
bad-language = language muss eine von { $codes } oder auto sein, nicht `{ $given }`.
server-settings-now = Einstellungen dieses Servers: Threads { $threads ->
    [on] an
   *[off] aus
}, Bedenkzeit pro Zug { $time }, höchstens { $max_games ->
    [one] { $max_games } laufende Partie
   *[other] { $max_games } laufende Partien
} pro Spieler, Partien gegen den Bot { $bot_games ->
    [on] an
   *[off] aus
}, Herausforderungen laufen nach { $expiry } ab.
server-settings-saved = Gespeichert. Einstellungen dieses Servers: Threads { $threads ->
    [on] an
   *[off] aus
}, Bedenkzeit pro Zug { $time }, höchstens { $max_games ->
    [one] { $max_games } laufende Partie
   *[other] { $max_games } laufende Partien
} pro Spieler, Partien gegen den Bot { $bot_games ->
    [on] an
   *[off] aus
}, Herausforderungen laufen nach { $expiry } ab.
server-settings-daily = Eine Tagesaufgabe wird um { $time } UTC in { $channel } gepostet.
server-settings-no-daily = Es wird keine Tagesaufgabe gepostet (puzzle_channel: und puzzle_time: richten eine ein).
server-settings-language = Beiträge hier sind auf { $language }.
settings-look = { $saved ->
    [yes] Gespeichert: Deine Bretter stehen
   *[no] Deine Bretter stehen
} { $boards ->
    [stacked] übereinander
   *[side-by-side] nebeneinander
}{ $auto ->
    [yes] {" "}(auto: wie der Server es wählt)
   *[no] {""}
}, in { $theme ->
    [green] grünen
    [contrast] kontrastreichen
   *[classic] klassischen
} Farben, die Figuren als { $pieces ->
    [letters] Buchstaben
   *[figures] Figuren
}, { $ghosts ->
    [yes] mit Markierungen, wo die Figuren des anderen Bretts stehen
   *[no] ohne Markierungen der Figuren des anderen Bretts
}; /settings boards: theme: pieces: ghosts: ändert das.
server-boards-saved = Bretter stehen hier { $boards ->
    [stacked] übereinander
   *[side-by-side] nebeneinander
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} für Mitglieder ohne eigene Wahl.
bad-boards = boards muss stacked, side-by-side oder auto sein, nicht `{ $given }`.
bad-theme = theme muss classic, green oder contrast sein, nicht `{ $given }`.
bad-pieces = pieces muss figures oder letters sein, nicht `{ $given }`.

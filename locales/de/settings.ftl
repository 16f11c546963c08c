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
}, Bedenkzeit pro Zug { $time }, höchstens { $max_games } laufende Partien pro Spieler, Partien gegen den Bot { $bot_games ->
    [on] an
   *[off] aus
}, Herausforderungen laufen nach { $expiry } ab.
server-settings-saved = Gespeichert. Einstellungen dieses Servers: Threads { $threads ->
    [on] an
   *[off] aus
}, Bedenkzeit pro Zug { $time }, höchstens { $max_games } laufende Partien pro Spieler, Partien gegen den Bot { $bot_games ->
    [on] an
   *[off] aus
}, Herausforderungen laufen nach { $expiry } ab.
server-settings-daily = Eine Tagesaufgabe wird um { $time } UTC in { $channel } gepostet.
server-settings-language = Beiträge hier sind auf { $language }.

notify-how = { $notify ->
    [dm] por mensaje directo (con el tablero y los menús de jugadas)
    [mention] con una mención en el canal o hilo de la partida
   *[off] de ninguna forma (sin menciones ni mensajes directos)
}
settings-notify-now = Se te avisa de que es tu turno { notify-how }. Cámbialo con /settings notify:dm|mention|off.
settings-notify-saved = Guardado: se te avisará de que es tu turno { notify-how }.
settings-language-now = Mi idioma contigo: { $language }; /settings language: lo cambia.
settings-language-saved = Guardado: te hablaré en este idioma: { $language }.
language-auto = { $name } (según Discord)
bad-language = language debe ser uno de { $codes } o auto, no `{ $given }`.
server-settings-now = Ajustes de este servidor: hilos { $threads ->
    [on] activados
   *[off] desactivados
}, tiempo por jugada { $time }, como mucho { $max_games ->
    [one] { $max_games } partida
   *[other] { $max_games } partidas
} en curso por jugador, partidas contra el bot { $bot_games ->
    [on] activadas
   *[off] desactivadas
}, los desafíos caducan tras { $expiry }.
server-settings-saved = Guardado. Ajustes de este servidor: hilos { $threads ->
    [on] activados
   *[off] desactivados
}, tiempo por jugada { $time }, como mucho { $max_games ->
    [one] { $max_games } partida
   *[other] { $max_games } partidas
} en curso por jugador, partidas contra el bot { $bot_games ->
    [on] activadas
   *[off] desactivadas
}, los desafíos caducan tras { $expiry }.
server-settings-daily = Cada día se publica un problema en { $channel } a las { $time } UTC.
server-settings-no-daily = No se publica ningún problema diario (puzzle_channel: y puzzle_time: lo programan).
server-settings-language = Idioma de los mensajes aquí: { $language }.
settings-look = { $saved ->
    [yes] Guardado: tus tableros van
   *[no] Tus tableros van
} { $boards ->
    [stacked] uno encima de otro
   *[side-by-side] lado a lado
}{ $auto ->
    [yes] {" "}(auto: lo que elige el servidor)
   *[no] {""}
}, en colores { $theme ->
    [green] verdes
    [contrast] de alto contraste
   *[classic] clásicos
}, con las piezas dibujadas como { $pieces ->
    [letters] letras
   *[figures] figuras
}, { $ghosts ->
    [yes] marcando dónde están las piezas del otro tablero
   *[no] sin marcas de las piezas del otro tablero
}; /settings boards: theme: pieces: ghosts: lo cambia.
server-boards-saved = Aquí los tableros van { $boards ->
    [stacked] uno encima de otro
   *[side-by-side] lado a lado
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} para quien no eligió.
bad-boards = boards debe ser stacked, side-by-side o auto, no `{ $given }`.
bad-theme = theme debe ser classic, green o contrast, no `{ $given }`.
bad-pieces = pieces debe ser figures o letters, no `{ $given }`.

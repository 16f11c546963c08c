refusal-unreadable = no puedo leer `{ $input }` como una jugada: { $why }
refusal-unplayable = { $input }: { $why }
refusal-ambiguous = { $input } es ambigua aquí: puede ser { $first } o { $last }
refusal-over = la partida ha terminado: { ending }

piece-name = { $role ->
    [pawn] peón
    [knight] caballo
    [bishop] alfil
    [rook] torre
    [queen] dama
   *[king] rey
}

unreadable-empty = la jugada está vacía
unreadable-foreign = tiene caracteres que ninguna jugada usa
unreadable-only-annotations = solo anotaciones, ninguna jugada
unreadable-only-boards = solo los tableros, ninguna jugada
unreadable-no-square = se esperaba una casilla como e4
unreadable-no-end-square = se esperaba que terminara con una casilla como e4
unreadable-not-a-square = `{ $text }` no es una casilla: { $bad ->
    [rank] ningún tablero tiene una fila { $rank }
   *[file] no hay columna { $file }
}
unreadable-no-such-board = en esta partida no hay tablero { $board }: sus tableros son A y B
unreadable-unexpected = `{ $text }` inesperado
unreadable-not-a-piece = `{ $text }` no es una pieza (K, Q, R, B o N)
unreadable-two-boards = nombra dos tableros { $landing ->
    [yes] donde aterriza la jugada
   *[no] donde se juega la jugada
}: { $first } y { $second }
unreadable-coordinate-tail = `{ $tail }` inesperado tras { $from }{ $to }: se esperaba una promoción (q, r, b, n) y el tablero donde aterriza (A, B, C)
unreadable-zero-move = una jugada cero se escribe con la pieza, `@` y su casilla, como N@f3, no `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: una pieza jugada en el tablero { $board } aterriza en uno de los otros dos tableros
unreadable-boards = tras `/` se esperaban los tableros, como /AB (jugada en A, aterriza en B), no `{ $text }`

unplayable-game-over = la partida ha terminado: { $checkmate ->
    [yes] jaque mate
   *[no] ahogado
}
unplayable-no-castling = en { $variant } no hay enroque
unplayable-castling-played-on = { $own ->
    [yes] tu enroque se juega en el tablero { $board }
   *[no] el enroque se juega en el tablero { $board }
}
unplayable-castling-lands = el enroque se juega en el tablero { $played } y aterriza en el tablero { $landing }
unplayable-castling-lands-or = el enroque se juega en el tablero { $played } y aterriza en el tablero { $landing } o { $or }
unplayable-king-left-home = el rey ha dejado su casilla inicial del tablero { $board }, así que no puede enrocar
unplayable-lands-elsewhere = la pieza de { $from } está en el tablero { $stands }, así que aterrizaría en el tablero { $lands }, no en { $named }
unplayable-no-piece-anywhere = no hay ninguna pieza en { $square } en ningún tablero
unplayable-none-can-move = ninguna de tus piezas ({ $piece }) { $place ->
    [either] de ninguno de los dos tableros
    [any] de ningún tablero
   *[one] del tablero { $board }
} puede ir a { $to }
unplayable-no-move-fits = ninguna jugada legal encaja

illegal-no-piece-either = no hay ninguna pieza en { $square } en ninguno de los dos tableros
illegal-no-piece = no hay ninguna pieza en { $square } del tablero { $board }
illegal-off-board = { $square } no está en los tableros, que solo tienen las columnas de la a a la { $last }
illegal-not-yours = la pieza de { $square } del tablero { $board } no es tuya
illegal-wrong-board = la pieza de { $square } está en el tablero { $stands }, no en el tablero { $named }
illegal-same-board = una pieza jugada en el tablero { $board } aterriza en uno de los otros dos tableros, no en { $board }
illegal-cannot-reach = la pieza ({ $piece }) de { $from } del tablero { $board } no puede ir a { $to }
illegal-zero-move-by-pawn = un peón no puede hacer una jugada cero
illegal-own-piece = en { $to } del tablero { $board } hay una de tus propias piezas
illegal-landing-occupied = { $to } del tablero { $board } está ocupada, así que la pieza ({ $piece }) no puede aterrizar allí
illegal-must-promote = un peón que llega a la última fila debe coronar (añade =Q, =R, =B o =N)
illegal-cannot-promote = solo un peón que llega a la última fila puede coronar
illegal-bad-promotion = un peón no puede coronar en esta pieza: { $piece }
illegal-en-passant-off = la captura al paso está desactivada en esta partida
illegal-king-in-check = el rey estaría en jaque en el tablero { $board }
illegal-king-lands-in-check = el rey aterrizaría en jaque en el tablero { $board }
illegal-leaves-king-in-check = tu rey estaría en jaque en el tablero { $board }
illegal-castling-right-lost = el enroque { $side ->
    [king] corto
   *[queen] largo
} ya no está permitido: el rey o esa torre ya se ha movido
illegal-castling-path-blocked = enroque { $side ->
    [king] corto
   *[queen] largo
}: las casillas entre el rey y la torre en el tablero { $board } no están vacías
illegal-castling-in-check = no puedes enrocar para salir del jaque en el tablero { $board }
illegal-castling-through-check = el rey pasaría por { $square } o aterrizaría allí, y esa casilla está atacada en el tablero { $board }
illegal-castling-transfers = el enroque se queda en el tablero { $board }: ni el rey ni la torre cambian de tablero
illegal-castling-landing-occupied = { $square } del tablero { $board } está ocupada, así que el rey y la torre no pueden aterrizar allí

refusal-unreadable = impossible de lire `{ $input }` comme un coup : { $why }
refusal-unplayable = { $input } : { $why }
refusal-ambiguous = { $input } est ambigu ici : ce peut être { $first } ou { $last }
refusal-over = la partie est terminée : { ending }

piece-name = { $role ->
    [pawn] pion
    [knight] cavalier
    [bishop] fou
    [rook] tour
    [queen] dame
   *[king] roi
}

unreadable-empty = le coup est vide
unreadable-foreign = il contient des caractères qu'aucun coup n'utilise
unreadable-only-annotations = seulement des annotations, pas de coup
unreadable-only-boards = seulement les échiquiers, pas de coup
unreadable-no-square = une case telle que e4 est attendue
unreadable-no-end-square = le coup doit finir par une case telle que e4
unreadable-not-a-square = `{ $text }` n'est pas une case : { $bad ->
    [rank] aucun échiquier n'a de rangée { $rank }
   *[file] il n'y a pas de colonne { $file }
}
unreadable-no-such-board = il n'y a pas d'échiquier { $board } dans cette partie : ses échiquiers sont A et B
unreadable-unexpected = `{ $text }` inattendu
unreadable-not-a-piece = `{ $text }` n'est pas une pièce (K, Q, R, B ou N)
unreadable-two-boards = il nomme deux échiquiers { $landing ->
    [yes] où le coup arrive
   *[no] où le coup est joué
} : { $first } et { $second }
unreadable-coordinate-tail = `{ $tail }` inattendu après { $from }{ $to } : une promotion (q, r, b, n) et l'échiquier d'arrivée (A, B, C) sont attendus
unreadable-zero-move = un coup nul s'écrit avec la pièce, `@` et sa case, comme N@f3, pas `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }` : une pièce jouée sur l'échiquier { $board } arrive sur l'un des deux autres échiquiers
unreadable-boards = après `/`, les échiquiers sont attendus, comme /AB (joué sur A, arrive sur B), pas `{ $text }`

unplayable-game-over = la partie est terminée : { $checkmate ->
    [yes] échec et mat
   *[no] pat
}
unplayable-no-castling = il n'y a pas de roque en { $variant }
unplayable-castling-played-on = { $own ->
    [yes] votre roque se joue sur l'échiquier { $board }
   *[no] le roque se joue sur l'échiquier { $board }
}
unplayable-castling-lands = le roque se joue sur l'échiquier { $played } et arrive sur l'échiquier { $landing }
unplayable-castling-lands-or = le roque se joue sur l'échiquier { $played } et arrive sur l'échiquier { $landing } ou { $or }
unplayable-king-left-home = le roi a quitté sa case de départ de l'échiquier { $board }, il ne peut donc pas roquer
unplayable-lands-elsewhere = la pièce en { $from } est sur l'échiquier { $stands }, elle arriverait donc sur l'échiquier { $lands }, pas sur { $named }
unplayable-no-piece-anywhere = il n'y a de pièce en { $square } sur aucun échiquier
unplayable-none-can-move = aucune de vos pièces ({ $piece }) { $place ->
    [either] sur l'un ou l'autre échiquier
    [any] sur un échiquier quelconque
   *[one] sur l'échiquier { $board }
} ne peut aller en { $to }
unplayable-no-move-fits = aucun coup légal ne correspond

illegal-no-piece-either = il n'y a aucune pièce en { $square } sur l'un ou l'autre échiquier
illegal-no-piece = il n'y a aucune pièce en { $square } de l'échiquier { $board }
illegal-off-board = { $square } n'est pas sur les échiquiers, qui n'ont que les colonnes a à { $last }
illegal-not-yours = la pièce en { $square } de l'échiquier { $board } n'est pas à vous
illegal-wrong-board = la pièce en { $square } est sur l'échiquier { $stands }, pas sur l'échiquier { $named }
illegal-same-board = une pièce jouée sur l'échiquier { $board } arrive sur l'un des deux autres échiquiers, pas sur { $board }
illegal-cannot-reach = la pièce ({ $piece }) en { $from } de l'échiquier { $board } ne peut pas aller en { $to }
illegal-zero-move-by-pawn = un pion ne peut pas jouer de coup nul
illegal-own-piece = il y a déjà une de vos pièces en { $to } sur l'échiquier { $board }
illegal-landing-occupied = { $to } sur l'échiquier { $board } est occupée, la pièce ({ $piece }) ne peut donc pas y arriver
illegal-must-promote = un pion qui atteint la dernière rangée doit être promu (ajoutez =Q, =R, =B ou =N)
illegal-cannot-promote = seul un pion qui atteint la dernière rangée peut être promu
illegal-bad-promotion = un pion ne peut pas être promu en cette pièce : { $piece }
illegal-en-passant-off = la prise en passant est désactivée dans cette partie
illegal-king-in-check = le roi serait en échec sur l'échiquier { $board }
illegal-king-lands-in-check = le roi arriverait en échec sur l'échiquier { $board }
illegal-leaves-king-in-check = votre roi serait en échec sur l'échiquier { $board }
illegal-castling-right-lost = le { $side ->
    [king] petit
   *[queen] grand
} roque n'est plus permis : le roi ou cette tour a déjà bougé
illegal-castling-path-blocked = { $side ->
    [king] petit
   *[queen] grand
} roque : les cases entre le roi et la tour sur l'échiquier { $board } ne sont pas libres
illegal-castling-in-check = vous ne pouvez pas roquer pour sortir d'un échec sur l'échiquier { $board }
illegal-castling-through-check = le roi passerait ou arriverait sur { $square }, qui est attaquée sur l'échiquier { $board }
illegal-castling-transfers = le roque reste sur l'échiquier { $board } : ni le roi ni la tour ne changent d'échiquier
illegal-castling-landing-occupied = { $square } sur l'échiquier { $board } est occupée, le roi et la tour ne peuvent donc pas y arriver

refusal-unreadable = não consigo ler `{ $input }` como um lance: { $why }
refusal-unplayable = { $input }: { $why }
refusal-ambiguous = { $input } é ambíguo aqui: pode ser { $first } ou { $last }
refusal-over = a partida terminou: { ending }

piece-name = { $role ->
    [pawn] peão
    [knight] cavalo
    [bishop] bispo
    [rook] torre
    [queen] dama
   *[king] rei
}

unreadable-empty = o lance está vazio
unreadable-foreign = ele tem caracteres que nenhum lance usa
unreadable-only-annotations = só anotações, nenhum lance
unreadable-only-boards = só os tabuleiros, nenhum lance
unreadable-no-square = era esperada uma casa como e4
unreadable-no-end-square = era esperado que terminasse com uma casa como e4
unreadable-not-a-square = `{ $text }` não é uma casa: { $bad ->
    [rank] nenhum tabuleiro tem uma fileira { $rank }
   *[file] não existe a coluna { $file }
}
unreadable-no-such-board = não há tabuleiro { $board } nesta partida: seus tabuleiros são A e B
unreadable-unexpected = `{ $text }` inesperado
unreadable-not-a-piece = `{ $text }` não é uma peça (K, Q, R, B ou N)
unreadable-two-boards = ele nomeia dois tabuleiros { $landing ->
    [yes] onde o lance pousa
   *[no] onde o lance é jogado
}: { $first } e { $second }
unreadable-coordinate-tail = `{ $tail }` inesperado depois de { $from }{ $to }: eram esperados uma promoção (q, r, b, n) e o tabuleiro onde pousa (A, B, C)
unreadable-zero-move = um lance zero se escreve com a peça, `@` e sua casa, como N@f3, não `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: uma peça jogada no tabuleiro { $board } pousa em um dos outros dois tabuleiros
unreadable-boards = depois de `/` eram esperados os tabuleiros, como /AB (jogado em A, pousa em B), não `{ $text }`

unplayable-game-over = a partida terminou: { $checkmate ->
    [yes] xeque-mate
   *[no] afogamento
}
unplayable-no-castling = não há roque em { $variant }
unplayable-castling-played-on = { $own ->
    [yes] o seu roque é jogado no tabuleiro { $board }
   *[no] o roque é jogado no tabuleiro { $board }
}
unplayable-castling-lands = o roque é jogado no tabuleiro { $played } e pousa no tabuleiro { $landing }
unplayable-castling-lands-or = o roque é jogado no tabuleiro { $played } e pousa no tabuleiro { $landing } ou { $or }
unplayable-king-left-home = o rei saiu da sua casa inicial do tabuleiro { $board }, então não pode rocar
unplayable-lands-elsewhere = a peça em { $from } está no tabuleiro { $stands }, então pousaria no tabuleiro { $lands }, não em { $named }
unplayable-no-piece-anywhere = não há peça em { $square } em nenhum tabuleiro
unplayable-none-can-move = nenhuma peça sua ({ $piece }) { $place ->
    [either] em nenhum dos dois tabuleiros
    [any] em nenhum tabuleiro
   *[one] no tabuleiro { $board }
} pode ir para { $to }
unplayable-no-move-fits = nenhum lance legal corresponde

illegal-no-piece-either = não há peça em { $square } em nenhum dos dois tabuleiros
illegal-no-piece = não há peça em { $square } do tabuleiro { $board }
illegal-off-board = { $square } não está nos tabuleiros, que só têm as colunas de a a { $last }
illegal-not-yours = a peça em { $square } do tabuleiro { $board } não é sua
illegal-wrong-board = a peça em { $square } está no tabuleiro { $stands }, não no tabuleiro { $named }
illegal-same-board = uma peça jogada no tabuleiro { $board } pousa em um dos outros dois tabuleiros, não em { $board }
illegal-cannot-reach = a peça ({ $piece }) em { $from } do tabuleiro { $board } não pode ir para { $to }
illegal-zero-move-by-pawn = um peão não pode fazer um lance zero
illegal-own-piece = em { $to } do tabuleiro { $board } há uma peça sua
illegal-landing-occupied = { $to } no tabuleiro { $board } está ocupada, então a peça ({ $piece }) não pode pousar lá
illegal-must-promote = um peão que chega à última fileira precisa ser promovido (acrescente =Q, =R, =B ou =N)
illegal-cannot-promote = só um peão que chega à última fileira pode ser promovido
illegal-bad-promotion = um peão não pode ser promovido a esta peça: { $piece }
illegal-en-passant-off = o en passant está desativado nesta partida
illegal-king-in-check = o rei ficaria em xeque no tabuleiro { $board }
illegal-king-lands-in-check = o rei pousaria em xeque no tabuleiro { $board }
illegal-leaves-king-in-check = o seu rei ficaria em xeque no tabuleiro { $board }
illegal-castling-right-lost = o roque { $side ->
    [king] pequeno
   *[queen] grande
} não é mais permitido: o rei ou essa torre já se moveu
illegal-castling-path-blocked = roque { $side ->
    [king] pequeno
   *[queen] grande
}: as casas entre o rei e a torre no tabuleiro { $board } não estão vazias
illegal-castling-in-check = você não pode rocar para sair do xeque no tabuleiro { $board }
illegal-castling-through-check = o rei passaria por { $square } ou pousaria lá, e essa casa está atacada no tabuleiro { $board }
illegal-castling-transfers = o roque fica no tabuleiro { $board }: nem o rei nem a torre mudam de tabuleiro
illegal-castling-landing-occupied = { $square } no tabuleiro { $board } está ocupada, então o rei e a torre não podem pousar lá

refusal-unreadable = nie da się odczytać `{ $input }` jako ruchu: { $why }
refusal-unplayable = { $input }: { $why }
refusal-ambiguous = { $input } jest tu niejednoznaczny: może to być { $first } albo { $last }
refusal-over = partia się skończyła: { ending }

piece-name = { $role ->
    [pawn] pion
    [knight] skoczek
    [bishop] goniec
    [rook] wieża
    [queen] hetman
   *[king] król
}

unreadable-empty = ruch jest pusty
unreadable-foreign = zawiera znaki, których nie używa żaden ruch
unreadable-only-annotations = same adnotacje, brak ruchu
unreadable-only-boards = same szachownice, brak ruchu
unreadable-no-square = oczekiwano pola, na przykład e4
unreadable-no-end-square = ruch powinien kończyć się polem, na przykład e4
unreadable-not-a-square = `{ $text }` to nie pole: { $bad ->
    [rank] żadna szachownica nie ma rzędu { $rank }
   *[file] nie ma kolumny { $file }
}
unreadable-no-such-board = w tej partii nie ma szachownicy { $board }: jej szachownice to A i B
unreadable-unexpected = nieoczekiwane `{ $text }`
unreadable-not-a-piece = `{ $text }` nie jest bierką (K, Q, R, B albo N)
unreadable-two-boards = podano dwie szachownice, { $landing ->
    [yes] na których ląduje ruch
   *[no] na których wykonuje się ruch
}: { $first } i { $second }
unreadable-coordinate-tail = nieoczekiwane `{ $tail }` po { $from }{ $to }: oczekiwano promocji (q, r, b, n) i szachownicy, na której ląduje ruch (A, B, C)
unreadable-zero-move = ruch zerowy zapisuje się jako bierkę, `@` i jej pole, na przykład N@f3, a nie `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: bierka zagrana na szachownicy { $board } ląduje na jednej z dwóch pozostałych szachownic
unreadable-boards = po `/` oczekiwano szachownic, na przykład /AB (zagrany na A, ląduje na B), a nie `{ $text }`

unplayable-game-over = partia się skończyła: { $checkmate ->
    [yes] mat
   *[no] pat
}
unplayable-no-castling = w grze { $variant } nie ma roszady
unplayable-castling-played-on = { $own ->
    [yes] twoją roszadę wykonuje się na szachownicy { $board }
   *[no] roszadę wykonuje się na szachownicy { $board }
}
unplayable-castling-lands = roszadę wykonuje się na szachownicy { $played } i ląduje ona na szachownicy { $landing }
unplayable-castling-lands-or = roszadę wykonuje się na szachownicy { $played } i ląduje ona na szachownicy { $landing } albo { $or }
unplayable-king-left-home = król opuścił swoje pole wyjściowe na szachownicy { $board }, więc nie może wykonać roszady
unplayable-lands-elsewhere = bierka na { $from } stoi na szachownicy { $stands }, więc wylądowałaby na szachownicy { $lands }, a nie { $named }
unplayable-no-piece-anywhere = na { $square } nie ma bierki na żadnej szachownicy
unplayable-none-can-move = żadna twoja bierka ({ $piece }) { $place ->
    [either] na żadnej z dwóch szachownic
    [any] na żadnej szachownicy
   *[one] na szachownicy { $board }
} nie może pójść na { $to }
unplayable-no-move-fits = nie pasuje żaden legalny ruch

illegal-no-piece-either = na { $square } nie ma bierki na żadnej z dwóch szachownic
illegal-no-piece = na { $square } szachownicy { $board } nie ma bierki
illegal-off-board = pola { $square } nie ma na szachownicach, które mają tylko linie od a do { $last }
illegal-not-yours = bierka na { $square } szachownicy { $board } nie jest twoja
illegal-wrong-board = bierka na { $square } stoi na szachownicy { $stands }, a nie na szachownicy { $named }
illegal-same-board = bierka zagrana na szachownicy { $board } ląduje na jednej z dwóch pozostałych szachownic, a nie na { $board }
illegal-cannot-reach = bierka ({ $piece }) na { $from } szachownicy { $board } nie może pójść na { $to }
illegal-zero-move-by-pawn = pion nie może wykonać ruchu zerowego
illegal-own-piece = na { $to } szachownicy { $board } stoi twoja własna bierka
illegal-landing-occupied = pole { $to } na szachownicy { $board } jest zajęte, więc bierka ({ $piece }) nie może tam wylądować
illegal-must-promote = pion, który dochodzi do ostatniej linii, musi zostać promowany (dodaj =Q, =R, =B albo =N)
illegal-cannot-promote = promowany może zostać tylko pion, który dochodzi do ostatniej linii
illegal-bad-promotion = pion nie może zostać promowany na tę bierkę: { $piece }
illegal-en-passant-off = bicie w przelocie jest w tej partii wyłączone
illegal-king-in-check = król byłby szachowany na szachownicy { $board }
illegal-king-lands-in-check = król wylądowałby pod szachem na szachownicy { $board }
illegal-leaves-king-in-check = twój król byłby szachowany na szachownicy { $board }
illegal-castling-right-lost = { $side ->
    [king] krótka
   *[queen] długa
} roszada nie jest już dozwolona: król albo ta wieża już się ruszyły
illegal-castling-path-blocked = { $side ->
    [king] krótka
   *[queen] długa
} roszada: pola między królem a wieżą na szachownicy { $board } nie są wolne
illegal-castling-in-check = nie możesz wykonać roszady spod szacha na szachownicy { $board }
illegal-castling-through-check = król przeszedłby przez pole { $square } albo na nim stanął, a jest ono atakowane na szachownicy { $board }
illegal-castling-transfers = roszada zostaje na szachownicy { $board }: ani król, ani wieża nie przechodzą
illegal-castling-landing-occupied = pole { $square } na szachownicy { $board } jest zajęte, więc król i wieża nie mogą tam wylądować

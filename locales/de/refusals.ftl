refusal-unreadable = `{ $input }` lässt sich nicht als Zug lesen: { $why }
refusal-unplayable = { $input }: { $why }
refusal-ambiguous = { $input } ist hier mehrdeutig: gemeint sein kann { $first } oder { $last }
refusal-over = die Partie ist vorbei: { ending }

piece-name = { $role ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
}

unreadable-empty = der Zug ist leer
unreadable-foreign = er enthält Zeichen, die in keinem Zug vorkommen
unreadable-only-annotations = nur Anmerkungen, kein Zug
unreadable-only-boards = nur die Bretter, kein Zug
unreadable-no-square = erwartet wird ein Feld wie e4
unreadable-no-end-square = erwartet wird, dass er mit einem Feld wie e4 endet
unreadable-not-a-square = `{ $text }` ist kein Feld: { $bad ->
    [rank] kein Brett hat eine Reihe { $rank }
   *[file] es gibt keine { $file }-Linie
}
unreadable-no-such-board = in dieser Partie gibt es kein Brett { $board }: ihre Bretter sind A und B
unreadable-unexpected = unerwartetes `{ $text }`
unreadable-not-a-piece = `{ $text }` ist keine Figur (K, Q, R, B oder N)
unreadable-two-boards = er nennt zwei Bretter, { $landing ->
    [yes] auf denen der Zug landet
   *[no] auf denen der Zug gespielt wird
}: { $first } und { $second }
unreadable-coordinate-tail = unerwartetes `{ $tail }` nach { $from }{ $to }: erwartet wird eine Umwandlung (q, r, b, n) und das Brett, auf dem der Zug landet (A, B, C)
unreadable-zero-move = ein Nullzug wird als Figur, `@` und Feld geschrieben, etwa N@f3, nicht `{ $text }`
unreadable-same-boards = `/{ $board }{ $board }`: eine auf Brett { $board } gezogene Figur landet auf einem der beiden anderen Bretter
unreadable-boards = nach `/` werden die Bretter erwartet, etwa /AB (gespielt auf A, landet auf B), nicht `{ $text }`

unplayable-game-over = die Partie ist vorbei: { $checkmate ->
    [yes] Schachmatt
   *[no] Patt
}
unplayable-no-castling = in { $variant } gibt es keine Rochade
unplayable-castling-played-on = { $own ->
    [yes] deine Rochade wird auf Brett { $board } gespielt
   *[no] die Rochade wird auf Brett { $board } gespielt
}
unplayable-castling-lands = die Rochade wird auf Brett { $played } gespielt und landet auf Brett { $landing }
unplayable-castling-lands-or = die Rochade wird auf Brett { $played } gespielt und landet auf Brett { $landing } oder { $or }
unplayable-king-left-home = der König hat sein Ausgangsfeld auf Brett { $board } verlassen und kann daher nicht rochieren
unplayable-lands-elsewhere = die Figur auf { $from } steht auf Brett { $stands } und würde daher auf Brett { $lands } landen, nicht auf { $named }
unplayable-no-piece-anywhere = auf { $square } steht auf keinem Brett eine Figur
unplayable-none-can-move = keine deiner Figuren ({ $piece }) { $place ->
    [either] auf beiden Brettern
    [any] auf irgendeinem Brett
   *[one] auf Brett { $board }
} kann nach { $to } ziehen
unplayable-no-move-fits = kein legaler Zug passt

illegal-no-piece-either = auf { $square } steht auf keinem der beiden Bretter eine Figur
illegal-no-piece = auf { $square } von Brett { $board } steht keine Figur
illegal-off-board = { $square } liegt nicht auf den Brettern, die nur die Linien a bis { $last } haben
illegal-not-yours = die Figur auf { $square } von Brett { $board } gehört nicht dir
illegal-wrong-board = die Figur auf { $square } steht auf Brett { $stands }, nicht auf Brett { $named }
illegal-same-board = eine auf Brett { $board } gezogene Figur landet auf einem der beiden anderen Bretter, nicht auf { $board }
illegal-cannot-reach = die Figur ({ $piece }) auf { $from } von Brett { $board } kann nicht nach { $to } ziehen
illegal-zero-move-by-pawn = ein Bauer kann keinen Nullzug machen
illegal-own-piece = auf { $to } von Brett { $board } steht eine deiner eigenen Figuren
illegal-landing-occupied = { $to } auf Brett { $board } ist besetzt, daher kann die Figur ({ $piece }) dort nicht landen
illegal-must-promote = ein Bauer, der die letzte Reihe erreicht, muss sich umwandeln (füge =Q, =R, =B oder =N an)
illegal-cannot-promote = nur ein Bauer, der die letzte Reihe erreicht, kann sich umwandeln
illegal-bad-promotion = ein Bauer kann sich nicht in diese Figur umwandeln: { $piece }
illegal-en-passant-off = en passant ist in dieser Partie ausgeschaltet
illegal-king-in-check = der König stünde auf Brett { $board } im Schach
illegal-king-lands-in-check = der König würde auf Brett { $board } im Schach landen
illegal-leaves-king-in-check = dein König stünde auf Brett { $board } im Schach
illegal-castling-right-lost = die { $side ->
    [king] kurze
   *[queen] lange
} Rochade ist nicht mehr erlaubt: der König oder dieser Turm hat schon gezogen
illegal-castling-path-blocked = { $side ->
    [king] kurze
   *[queen] lange
} Rochade: die Felder zwischen König und Turm auf Brett { $board } sind nicht frei
illegal-castling-in-check = du kannst auf Brett { $board } nicht aus dem Schach heraus rochieren
illegal-castling-through-check = der König würde über { $square } ziehen oder dort landen, und dieses Feld ist auf Brett { $board } angegriffen
illegal-castling-transfers = die Rochade bleibt auf Brett { $board }: weder König noch Turm wechseln das Brett
illegal-castling-landing-occupied = { $square } auf Brett { $board } ist besetzt, daher können König und Turm dort nicht landen

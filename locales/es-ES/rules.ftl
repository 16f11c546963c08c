rules-alice = El **ajedrez de Alicia** es ajedrez en dos tableros, A y B. La partida empieza en el tablero A; B está vacío.
    • Una pieza mueve como en el ajedrez normal en el tablero donde está, viendo solo ese tablero — luego pasa *a través del espejo* a la misma casilla del otro tablero.
    • Esa casilla del otro tablero debe estar vacía, o la jugada no está permitida (también las capturas).
    • Un rey solo está en jaque por piezas de su propio tablero. No puedes dejar a tu rey en jaque en ningún tablero, ni antes ni después del paso.
    • El enroque se hace en el tablero A; rey y torre aterrizan en el tablero B. La captura al paso (activada por defecto) solo existe en el tablero A.
    • Una jugada que aterriza en el tablero A se escribe con /A (p. ej. Ne5/A). Tablas: ahogado, acuerdo, cincuenta movimientos, triple repetición, reyes solos.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — el caballo está ahora en f7 del tablero B
rules-three-board = **Alicia a tres tableros** es el ajedrez de Alicia en tres tableros, A, B y C. La partida empieza en el tablero A; B y C están vacíos.
    • Una pieza mueve como en el ajedrez normal en el tablero donde está, viendo solo ese tablero — luego pasa a la misma casilla *de uno de los otros dos tableros, el que elijas*. Esa casilla debe estar vacía allí.
    • Un rey solo está en jaque por piezas de su propio tablero. No puedes dejar a tu rey en jaque, ni antes ni después del paso.
    • El enroque se hace en el tablero A; rey y torre aterrizan ambos en B o ambos en C. La captura al paso solo existe en el tablero A; el peón que captura aterriza en B o C.
    • Una jugada nombra el tablero donde se juega y el tablero donde aterriza: Nf3/AB (jugada en A, aterriza en B), Qd8/CA#. Omite un tablero cuando solo uno encaja.
    • Tablas: ahogado, acuerdo, cincuenta movimientos, triple repetición (los tres tableros), reyes solos.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — el caballo está ahora en f7 del tablero B
rules-narrow = **Alicia 8x4** es el ajedrez de Alicia en dos tableros de cuatro columnas (a–d) y ocho filas. Cada bando empieza en el tablero A con torre, dama, rey, torre en su primera fila, caballo, alfil, alfil, caballo en la segunda y cuatro peones en la tercera; el tablero B está vacío.
    • Como en el ajedrez de Alicia, una pieza mueve en su tablero y luego pasa a la misma casilla del otro tablero, que debe estar vacía allí. Un rey solo está en jaque desde su propio tablero, antes y después del paso.
    • Los peones avanzan una sola casilla (así que no hay captura al paso) y coronan en la última fila. No hay enroque.
    • Las jugadas se escriben como en el ajedrez de Alicia: Nb4, Nd5/A (aterriza en el tablero A).
    • Tablas: ahogado, acuerdo, cincuenta movimientos, triple repetición, reyes solos.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — el rey huyó al tablero B, donde aterriza el caballo
rules-duo = El **ajedrez Duo** se juega en dos tableros: el ejército blanco empieza en el tablero A y el negro en el tablero B.
    • Se mueve en el tablero donde está la pieza, que solo ve ese tablero. Después la pieza **se queda**, o **pasa** a la misma casilla del otro tablero si allí está vacía.
    • En su lugar, una pieza que no sea peón puede hacer una **jugada cero**: directamente a la misma casilla del otro tablero, capturando la pieza enemiga que esté allí.
    • Un rey está en jaque cuando lo atacan en su propio tablero, o cuando una pieza enemiga (no un peón) está en la misma casilla del otro tablero. Tras tu jugada, tu rey no puede quedar en jaque.
    • El enroque se hace en el tablero de tu ejército, sin pasar. No hay captura al paso.
    • Las jugadas nombran el tablero donde se juega y el tablero donde acaba la pieza: e4/AA se queda, Nf3/AB pasa, N@g1/AB es una jugada cero. Escrita sin tableros, una jugada se queda.
rules-duo-caption = 4. Qe8/AA# — la dama en e8 de A da jaque al rey en e8 de B; K@xe8 se toparía con el alfil

# /rules: how each game of the family is played, and the caption of its
# example board. Moves in the examples stay in chess notation.

rules-alice = **Alice chess** is chess on two boards, A and B. The game starts on board A; B is empty.
    • A piece moves as in ordinary chess on the board where it stands, seeing only that board — then it passes *through the looking-glass* to the same square of the other board.
    • That square on the other board must be empty, or the move is not allowed (captures too).
    • A king is in check only from pieces on its own board. You may not leave your king in check on either board, before or after the transfer.
    • Castling happens on board A; king and rook land on board B. En passant (on by default) works on board A only.
    • A move that lands on board A is written with /A (e.g. Ne5/A). Draws: stalemate, agreement, fifty moves, threefold repetition, bare kings.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — the knight now stands on f7 of board B
rules-three-board = **Three-board Alice** is Alice chess on three boards, A, B and C. The game starts on board A; B and C are empty.
    • A piece moves as in ordinary chess on the board where it stands, seeing only that board — then it passes to the same square of *one of the two other boards, which you choose*. That square must be empty there.
    • A king is in check only from pieces on its own board. You may not leave your king in check, before or after the transfer.
    • Castling happens on board A; king and rook both land on B or both on C. En passant works on board A only; the capturing pawn lands on B or C.
    • A move names the board it is played on and the board it lands on: Nf3/AB (played on A, lands on B), Qd8/CA#. Leave out a board when only one fits.
    • Draws: stalemate, agreement, fifty moves, threefold repetition (all three boards), bare kings.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — the knight now stands on f7 of board B
rules-narrow = **8x4 Alice** is Alice chess on two boards of four files (a–d) and eight ranks. Each side starts on board A with rook, queen, king, rook on its first rank, knight, bishop, bishop, knight on the second and four pawns on the third; board B is empty.
    • As in Alice chess, a piece moves on its own board and then passes to the same square of the other board, which must be empty there. A king is in check only from its own board, before and after the transfer.
    • Pawns step one square only (so no en passant) and promote on the last rank. There is no castling.
    • Moves are written as in Alice chess: Nb4, Nd5/A (lands on board A).
    • Draws: stalemate, agreement, fifty moves, threefold repetition, bare kings.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — the king fled to board B, where the knight lands
rules-duo = **Duo chess** is played on two boards: White's army starts on board A, Black's on board B.
    • A move is made on the board where the piece stands, seeing only that board. Then the piece **stays**, or **transfers** to the same square of the other board if it is empty there.
    • Instead, a piece other than a pawn may make a **zero move**: straight to the same square of the other board, taking an enemy piece standing there.
    • A king is in check when attacked on its own board, or when an enemy piece (not a pawn) stands on the same square of the other board. After your move your king must not be in check.
    • Castling on your army's board, without transferring. No en passant.
    • Moves name the board played on and the board the piece ends on: e4/AA stays, Nf3/AB transfers, N@g1/AB is a zero move. Typed without boards, a move stays.
rules-duo-caption = 4. Qe8/AA# — the queen on e8 of A checks the king on e8 of B; K@xe8 would meet the bishop

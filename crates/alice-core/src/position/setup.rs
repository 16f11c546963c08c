//! The checked construction of a two-board position from a setup
//! (every reason it is refused).

use super::*;

impl<S: Shape> TwoBoards<S> {
    // ------------------------------------------------------------------
    // Construction

    /// Checks a setup against every rule a position must satisfy.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Self, PositionError> {
        let mut reasons = Vec::new();
        let mut pos = TwoBoards {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            by_board: [Bitboard::EMPTY; 2],
            ep_square: None,
            st: crate::state::State::new(setup.turn, setup.halfmoves, setup.fullmoves, rules),
            shape: PhantomData,
        };
        let outside: Vec<Square> = Square::all()
            .filter(|sq| {
                !S::SQUARES.contains(*sq)
                    && (setup.boards[0][sq.index()].is_some()
                        || setup.boards[1][sq.index()].is_some())
            })
            .collect();
        if !outside.is_empty() {
            reasons.push(InvalidReason::OutsideBoard {
                squares: outside,
                files: S::FILES,
            });
        }
        let both: Vec<Square> = Square::all()
            .filter(|sq| {
                setup.boards[0][sq.index()].is_some() && setup.boards[1][sq.index()].is_some()
            })
            .collect();
        if !both.is_empty() {
            reasons.push(InvalidReason::SquaresOnBothBoards(both));
        }
        for board in Board::ALL {
            for sq in Square::all() {
                let pawn =
                    setup.boards[board.index()][sq.index()].is_some_and(|p| p.role == Role::Pawn);
                if pawn && (sq.rank() == 0 || sq.rank() == 7) {
                    reasons.push(InvalidReason::PawnOnBackRank { square: sq, board });
                }
            }
        }
        for sq in Square::all() {
            let a = setup.boards[0][sq.index()];
            let b = setup.boards[1][sq.index()];
            // Where a square is taken on both boards, board A's piece is kept
            // so that the other checks still say something useful.
            let (piece, board) = match (a, b) {
                (Some(p), _) => (p, Board::A),
                (_, Some(p)) => (p, Board::B),
                _ => continue,
            };
            pos.put(sq, piece.color, piece.role, board);
        }
        for c in Color::ALL {
            let kings = pos.by_role[Role::King.index()] & pos.by_color[c.index()];
            match kings.count() {
                0 => reasons.push(InvalidReason::MissingKing(c)),
                1 => {}
                _ => reasons.push(InvalidReason::TooManyKings(c)),
            }
            let ours = pos.by_color[c.index()];
            let pawns = (pos.by_role[Role::Pawn.index()] & ours).count();
            too_many(pawns, ours.count(), c, S::ARMY, &mut reasons);
        }
        if !S::CASTLING && setup.castling != Castling::NONE {
            reasons.push(InvalidReason::NoCastling);
        }
        if S::CASTLING {
            let piece = |color, role| Some(Piece { color, role });
            pos.castling = allowed_rights(
                setup.castling,
                |_| (Board::A, 'A'),
                |c, r, b, sq| pos.piece_on(b, sq) == piece(c, r),
                &mut reasons,
            );
        }
        let kings_ok = kings_checked(
            &mut reasons,
            || pos.king_attacked(pos.turn.other()),
            || pos.checkers().count(),
        );
        if setup.ep_square.is_some() && !S::DOUBLE_STEP {
            reasons.push(InvalidReason::NoEnPassant);
        } else if let Some(ep) = setup.ep_square {
            // The pawn that double-stepped on A stands on B beyond `ep`.
            let them = pos.turn.other();
            let plausible = double_step(them, ep).is_some_and(|(pawn_sq, start_sq)| {
                pos.piece_on(Board::B, pawn_sq)
                    == Some(Piece {
                        color: them,
                        role: Role::Pawn,
                    })
                    // The pawn left its start square on A and passed over
                    // `ep` on A; board B's squares of the same names may be
                    // taken (the capture is then illegal by the vacancy
                    // rule).
                    && !pos.occupied(Board::A).contains(ep)
                    && !pos.occupied(Board::A).contains(start_sq)
            });
            if !plausible {
                reasons.push(InvalidReason::BadEnPassant(ep));
            } else if kings_ok && rules.en_passant {
                pos.ep_square = Some(ep);
            }
        }
        crate::state::validated(pos, reasons)
    }

    /// The unvalidated form of this position.
    pub fn to_setup(&self) -> Setup {
        let on = |b: usize, sq| self.piece_on(Board::ALL[b], sq);
        Setup::of(&self.st, self.ep_square, on)
    }
}

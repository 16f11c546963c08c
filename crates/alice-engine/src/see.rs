//! Static exchange evaluation across the two boards.
//!
//! In Alice an exchange on a square alternates boards: a piece that
//! captures on `to` of one board stands afterwards on `to` of the other,
//! so the next capture happens there, by the other side's pieces on that
//! board, and lands back on the first board, where `to` is now empty. A
//! quiet move is judged the same way from the square it lands on.

use alice_core::{Board, Move, Role, Shape, TwoBoards};

/// Values for exchanges (the king's is above everything, so that it
/// captures last and never into a recapture).
const SEE_VALUE: [i32; 6] = [100, 310, 330, 500, 950, 20_000];

/// The material balance of the exchange `m` starts, for the side making
/// it, each side free to stop capturing when that suits it.
pub fn see<S: Shape>(pos: &TwoBoards<S>, m: Move) -> i32 {
    let Some(mover) = pos.moving_role(m) else {
        return 0;
    };
    if mover == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
        return 0; // castling
    }
    let b = m.board;
    let victim = if pos.occupied(b).contains(m.to) {
        pos.captured_role(m).map_or(0, |r| SEE_VALUE[r.index()])
    } else if pos.is_capture(m) {
        SEE_VALUE[Role::Pawn.index()] // en passant
    } else {
        0
    };
    let promo = m
        .promotion
        .map_or(0, |r| SEE_VALUE[r.index()] - SEE_VALUE[Role::Pawn.index()]);
    let mut gain = [0i32; 32];
    gain[0] = victim + promo;
    let mut on_square = SEE_VALUE[m.promotion.unwrap_or(mover).index()];
    let mut occ = [pos.occupied(Board::A), pos.occupied(Board::B)];
    let t = m.to;
    occ[b.index()] = occ[b.index()].without(m.from).without(t);
    occ[b.other().index()] = occ[b.other().index()].with(t);
    let mut side = pos.turn().other();
    let mut board = b.other();
    let mut d = 0;
    while d + 1 < gain.len() {
        let here = occ[board.index()];
        let attackers = pos.attackers(t, side, here).without(t);
        let Some((sq, role)) = Role::ALL
            .into_iter()
            .find_map(|r| (attackers & pos.by_role(r)).first().map(|sq| (sq, r)))
        else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        on_square = SEE_VALUE[role.index()];
        occ[board.index()] = here.without(sq).without(t);
        occ[board.other().index()] = occ[board.other().index()].with(t);
        side = side.other();
        board = board.other();
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::{Position, Rules};

    fn see_of(fen: &str, san: &str) -> i32 {
        let p = Position::from_fen(fen, Rules::default()).unwrap();
        let m = p.parse_move(san).unwrap();
        see(&p, m)
    }

    #[test]
    fn undefended_piece_is_won_whole() {
        // Rxd5 on A lands on d5 of B, where nothing of Black's attacks it.
        assert_eq!(
            see_of("4k3/8/8/3n4/8/8/8/3RK3|8/8/8/8/8/8/8/8 w - - 0 1", "Rxd5"),
            310
        );
    }

    #[test]
    fn recapture_happens_on_the_other_board() {
        // The rook takes the knight on A and lands on d5 of B, where the
        // bishop on B takes it: knight for rook.
        assert_eq!(
            see_of("4k3/8/8/3n4/8/8/8/3RK3|8/8/8/8/8/8/6b1/8 w - - 0 1", "Rxd5"),
            310 - 500
        );
        // A defender on board A (where the knight stood) does not matter:
        // the capturer is no longer there.
        assert_eq!(
            see_of("4k3/8/4p3/3n4/8/8/8/3RK3|8/8/8/8/8/8/8/8 w - - 0 1", "Rxd5"),
            310
        );
    }

    #[test]
    fn the_exchange_goes_on_alternating_boards() {
        // Rxd5 (A) lands on B; bxd5 (B) lands on A; Qxd5 (A, the queen
        // behind the rook's square) takes the bishop back: N + B - R.
        assert_eq!(
            see_of("4k3/8/8/3n4/8/8/8/3RK3|8/8/8/8/8/8/6b1/8 w - - 0 1", "Rxd5"),
            -190
        );
        assert_eq!(
            see_of(
                "4k3/8/8/3n4/8/8/8/3R1K2|8/8/8/8/8/8/6b1/8 w - - 0 1",
                "Rxd5"
            ),
            -190
        );
        // With a queen on d1 of A behind the rook: after bxd5 lands on
        // d5 of A, the queen recaptures there.
        assert_eq!(
            see_of(
                "4k3/8/8/3n4/8/8/3R4/3Q1K2|8/8/8/8/8/8/6b1/8 w - - 0 1",
                "Rxd5"
            ),
            310 - 500 + 330
        );
    }

    #[test]
    fn quiet_move_onto_an_attacked_square_loses_the_piece() {
        // Nf3 on A lands on f3 of B, attacked by the rook on f8 of B.
        assert_eq!(
            see_of("4k3/8/8/8/8/8/8/4K1N1|5r2/8/8/8/8/8/8/8 w - - 0 1", "Nf3"),
            -310
        );
        assert_eq!(
            see_of("4k3/8/8/8/8/8/8/4K1N1|8/8/8/8/8/8/8/8 w - - 0 1", "Nf3"),
            0
        );
    }
}

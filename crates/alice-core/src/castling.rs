//! Castling's rights and squares, and its steps shared by every game.

use crate::attacks::between;
use crate::bitboard::Bitboard;
use crate::illegal::Illegal;
use crate::types::{Color, Square};

/// Castling rights as four bits: White king side, White queen side, Black
/// king side, Black queen side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Castling(pub u8);

impl Castling {
    pub const ALL: Castling = Castling(15);
    pub const NONE: Castling = Castling(0);

    #[inline]
    pub const fn bit(color: Color, king_side: bool) -> u8 {
        1 << (color as u8 * 2 + if king_side { 0 } else { 1 })
    }

    #[inline]
    pub const fn has(self, color: Color, king_side: bool) -> bool {
        self.0 & Castling::bit(color, king_side) != 0
    }

    /// FEN field: `KQkq`, or `-`.
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, k, ch) in [
            (Color::White, true, 'K'),
            (Color::White, false, 'Q'),
            (Color::Black, true, 'k'),
            (Color::Black, false, 'q'),
        ] {
            if self.has(c, k) {
                s.push(ch);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

/// Files (0 = a) of castling: the king's and rooks' home files, and where
/// king and rook land (on board B) on each side.
pub const KING_FILE: u8 = 4;
pub const KING_SIDE_ROOK_FILE: u8 = 7;
pub const QUEEN_SIDE_ROOK_FILE: u8 = 0;
/// King side: the king lands on g, the rook on f.
pub const KING_SIDE_TARGETS: (u8, u8) = (6, 5);
/// Queen side: the king lands on c, the rook on d.
pub const QUEEN_SIDE_TARGETS: (u8, u8) = (2, 3);

/// The back rank of a colour.
#[inline]
fn back_rank(color: Color) -> u8 {
    if color == Color::White {
        0
    } else {
        7
    }
}

/// Home square of the rook for one castling right.
#[inline]
pub fn rook_home(color: Color, king_side: bool) -> Square {
    let file = if king_side {
        KING_SIDE_ROOK_FILE
    } else {
        QUEEN_SIDE_ROOK_FILE
    };
    Square::from_coords(file, back_rank(color))
}

#[inline]
pub fn king_home(color: Color) -> Square {
    Square::from_coords(KING_FILE, back_rank(color))
}

/// Squares a castling king and rook go to: (king, rook).
#[inline]
pub fn castle_targets(color: Color, king_side: bool) -> (Square, Square) {
    let rank = back_rank(color);
    let (king, rook) = if king_side {
        KING_SIDE_TARGETS
    } else {
        QUEEN_SIDE_TARGETS
    };
    (
        Square::from_coords(king, rank),
        Square::from_coords(rook, rank),
    )
}

/// Castling's steps on the king's home board `home` (occupancy `occ`),
/// as the rules say: the right kept, the squares between king and rook
/// empty, then `before_check` (a game's own step), then the king neither
/// in check nor passing through or landing on a square `attacked` says is
/// attacked (with the king there).
#[inline]
pub fn castling_on_home<B: Copy>(
    (rights, us, king_side): (Castling, Color, bool),
    home: B,
    occ: Bitboard,
    before_check: impl FnOnce() -> Result<(), Illegal<B>>,
    attacked: impl Fn(Square) -> bool,
) -> Result<(), Illegal<B>> {
    if !rights.has(us, king_side) {
        return Err(Illegal::CastlingRightLost { king_side });
    }
    let kfrom = king_home(us);
    if (between(kfrom, rook_home(us, king_side)) & occ).nonempty() {
        return Err(Illegal::CastlingPathBlocked {
            king_side,
            board: home,
        });
    }
    before_check()?;
    if attacked(kfrom) {
        return Err(Illegal::CastlingInCheck { board: home });
    }
    let (kto, _) = castle_targets(us, king_side);
    for square in between(kfrom, kto).with(kto) {
        if attacked(square) {
            return Err(Illegal::CastlingThroughCheck {
                square,
                board: home,
            });
        }
    }
    Ok(())
}

/// Castling's last steps where king and rook transfer to `landing`
/// (occupancy `occ`): both squares vacant there, and the king not in
/// check once both stand there (`attacked(square, occupancy)`).
#[inline]
pub fn castling_landing<B: Copy>(
    (us, king_side): (Color, bool),
    landing: B,
    occ: Bitboard,
    attacked: impl Fn(Square, Bitboard) -> bool,
) -> Result<(), Illegal<B>> {
    let (kto, rto) = castle_targets(us, king_side);
    for square in [kto, rto] {
        if occ.contains(square) {
            return Err(Illegal::CastlingLandingOccupied {
                square,
                board: landing,
            });
        }
    }
    if attacked(kto, occ.with(kto).with(rto)) {
        return Err(Illegal::CastlingIntoCheck { board: landing });
    }
    Ok(())
}

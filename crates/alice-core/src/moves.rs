//! Moves and allocation-free move lists.

use crate::bitboard::Bitboard;
use crate::types::{Board, Role, Square};
use std::fmt;

/// A move: the piece on `from` (standing on `board`) goes to `to` on that
/// board and then passes through the looking-glass to `to` on the other
/// board. Castling is written as the king's move (e1g1); en passant as the
/// pawn's move to the passed-over square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// The board the move is played on (where the piece stands).
    pub board: Board,
    pub promotion: Option<Role>,
}

impl Move {
    /// The board the piece lands on.
    #[inline]
    pub fn landing_board(self) -> Board {
        self.board.other()
    }

    /// Coordinate form, as in UCI: `e2e4`, `e7e8q`.
    pub fn uci(self) -> String {
        self.to_string()
    }

    /// Packs the move into 16 bits (from, to, promotion, board).
    pub fn to_u16(self) -> u16 {
        let promo = match self.promotion {
            None => 0,
            Some(r) => r as u16, // 1..=4 for N, B, R, Q
        };
        (self.from.index() as u16)
            | (self.to.index() as u16) << 6
            | (promo & 7) << 12
            | (self.board as u16) << 15
    }

    pub fn from_u16(v: u16) -> Move {
        let promo = (v >> 12) & 7;
        Move {
            from: Square::new((v & 63) as u8),
            to: Square::new(((v >> 6) & 63) as u8),
            board: if v >> 15 == 1 { Board::B } else { Board::A },
            promotion: match promo {
                1..=4 => Some(Role::from_index(promo as usize)),
                _ => None,
            },
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.lower_char())?;
        }
        Ok(())
    }
}

/// All legal moves of one piece: what the generator yields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    pub role: Role,
    pub from: Square,
    pub board: Board,
    pub to: Bitboard,
}

impl PieceMoves {
    fn promotes(&self, to: Square) -> bool {
        self.role == Role::Pawn && (to.rank() == 7 || to.rank() == 0)
    }

    /// Number of moves, counting each promotion choice.
    #[inline]
    pub fn len(&self) -> usize {
        if self.role == Role::Pawn {
            let promo = self.to & Bitboard(0xff00_0000_0000_00ff);
            (self.to.count() + 3 * promo.count()) as usize
        } else {
            self.to.count() as usize
        }
    }

    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Calls `f` for each move.
    pub fn for_each(&self, mut f: impl FnMut(Move)) {
        for to in self.to {
            if self.promotes(to) {
                for p in Role::PROMOTIONS {
                    f(Move {
                        from: self.from,
                        to,
                        board: self.board,
                        promotion: Some(p),
                    });
                }
            } else {
                f(Move {
                    from: self.from,
                    to,
                    board: self.board,
                    promotion: None,
                });
            }
        }
    }
}

/// Upper bound on legal moves in a valid position: at most 15 non-king
/// pieces a side, none with more than 27 moves, a king's 8 and two castlings.
pub const MAX_MOVES: usize = 15 * 27 + 8 + 2;

/// A fixed-capacity list of moves that never allocates.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            moves: [Move {
                from: Square::new(0),
                to: Square::new(0),
                board: Board::A,
                promotion: None,
            }; MAX_MOVES],
            len: 0,
        }
    }
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList::default()
    }

    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Removes the move at `i`, the last one taking its place.
    pub fn swap_remove(&mut self, i: usize) -> Move {
        assert!(i < self.len, "index {i} out of a list of {}", self.len);
        let m = self.moves[i];
        self.len -= 1;
        self.moves[i] = self.moves[self.len];
        m
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn contains(&self, m: &Move) -> bool {
        self.as_slice().contains(m)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

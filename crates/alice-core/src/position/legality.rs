//! Whether a move is legal, decided from the rules directly (not by the
//! generator), and why not.

use super::*;
use crate::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::types::{Board, Color, Role, Square};
use std::fmt;

/// Why a move is not legal here, in terms a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    NoPiece {
        square: Square,
    },
    /// The square is beyond the board's files.
    OffBoard {
        square: Square,
        files: u8,
    },
    NotYourPiece {
        square: Square,
        board: Board,
    },
    WrongBoard {
        square: Square,
        stands_on: Board,
    },
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
        board: Board,
    },
    OwnPiece {
        to: Square,
        board: Board,
    },
    LandingOccupied {
        role: Role,
        to: Square,
        board: Board,
    },
    MustPromote,
    CannotPromote,
    BadPromotion {
        role: Role,
    },
    /// The king would stand on an attacked square of the board it moves on.
    KingAttackedBeforeTransfer {
        board: Board,
    },
    /// The king would land on an attacked square of the other board.
    KingAttackedAfterTransfer {
        board: Board,
    },
    /// Another piece's move would leave the mover's king in check.
    LeavesKingInCheck {
        board: Board,
    },
    EnPassantOff,
    CastlingRightLost {
        king_side: bool,
    },
    CastlingPathBlocked {
        king_side: bool,
    },
    CastlingInCheck,
    CastlingThroughCheck {
        square: Square,
    },
    CastlingLandingOccupied {
        square: Square,
    },
    CastlingIntoCheck,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason::*;
        let side = |k: &bool| if *k { "king side" } else { "queen side" };
        match self {
            NoPiece { square } => write!(f, "there is no piece on {square} on either board"),
            OffBoard { square, files } => write!(
                f,
                "{square} is not on the boards, which have files a to {} only",
                char::from(b'a' + files - 1)
            ),
            NotYourPiece { square, board } => {
                write!(f, "the piece on {square} of board {board} is not yours")
            }
            WrongBoard { square, stands_on } => write!(
                f,
                "the piece on {square} stands on board {stands_on}, not on board {}",
                stands_on.other()
            ),
            CannotReach {
                role,
                from,
                to,
                board,
            } => write!(
                f,
                "the {} on {from} of board {board} cannot move to {to}",
                role.name()
            ),
            OwnPiece { to, board } => {
                write!(f, "{to} on board {board} holds one of your own pieces")
            }
            LandingOccupied { role, to, board } => write!(
                f,
                "{to} on board {board} is occupied, so the {} cannot land there",
                role.name()
            ),
            MustPromote => write!(
                f,
                "a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"
            ),
            CannotPromote => write!(f, "only a pawn reaching the last rank can promote"),
            BadPromotion { role } => write!(f, "a pawn cannot promote to a {}", role.name()),
            KingAttackedBeforeTransfer { board } => {
                write!(f, "the king would be in check on board {board}")
            }
            KingAttackedAfterTransfer { board } => {
                write!(f, "the king would land in check on board {board}")
            }
            LeavesKingInCheck { board } => {
                write!(f, "your king would be in check on board {board}")
            }
            EnPassantOff => write!(f, "en passant is off in this game"),
            CastlingRightLost { king_side } => write!(
                f,
                "castling {} is no longer allowed: the king or that rook has moved",
                side(king_side)
            ),
            CastlingPathBlocked { king_side } => write!(
                f,
                "castling {}: the squares between king and rook on board A are not empty",
                side(king_side)
            ),
            CastlingInCheck => write!(f, "you cannot castle out of check on board A"),
            CastlingThroughCheck { square } => write!(
                f,
                "the king would pass through or land on {square}, which is attacked on board A"
            ),
            CastlingLandingOccupied { square } => write!(
                f,
                "{square} on board B is occupied, so king and rook cannot land there"
            ),
            CastlingIntoCheck => write!(f, "the king would land in check on board B"),
        }
    }
}

impl<S: Shape> TwoBoards<S> {
    /// Whether a move is legal, decided by the rules directly (independently
    /// of the generator).
    pub fn is_legal(&self, m: Move) -> bool {
        self.check_move(m).is_ok()
    }

    /// Decides a move by docs/rules.md step by step: the move on its own board,
    /// the vacancy of the looking-glass square, check before and after the
    /// transfer. The error says why a move is illegal.
    pub fn check_move(&self, m: Move) -> Result<(), IllegalReason> {
        let us = self.turn;
        let them = us.other();
        let Some((piece, stands_on)) = self.piece_at(m.from) else {
            return Err(IllegalReason::NoPiece { square: m.from });
        };
        if piece.color != us {
            return Err(IllegalReason::NotYourPiece {
                square: m.from,
                board: stands_on,
            });
        }
        if stands_on != m.board {
            return Err(IllegalReason::WrongBoard {
                square: m.from,
                stands_on,
            });
        }
        let b = m.board;
        let o = b.other();
        let role = piece.role;
        let occ = self.occupied(b);
        let home_rank = if us == Color::White { 0 } else { 7 };
        if !S::SQUARES.contains(m.to) {
            return Err(IllegalReason::OffBoard {
                square: m.to,
                files: S::FILES,
            });
        }
        // Castling.
        if S::CASTLING
            && role == Role::King
            && m.from == king_home(us)
            && m.to.rank() == home_rank
            && (m.to.file() == 6 || m.to.file() == 2)
            && b == Board::A
        {
            if m.promotion.is_some() {
                return Err(IllegalReason::CannotPromote);
            }
            return self.castling_legal(m.to.file() == 6);
        }
        let target_own = (occ & self.by_color(us)).contains(m.to);
        let mut is_ep = false;
        let reach = match role {
            Role::Pawn => {
                let up: i8 = if us == Color::White { 1 } else { -1 };
                let one = m.from.offset(0, up);
                let two = m.from.offset(0, 2 * up);
                let start = if us == Color::White { 1 } else { 6 };
                if Some(m.to) == one {
                    !occ.contains(m.to)
                } else if Some(m.to) == two {
                    S::DOUBLE_STEP
                        && m.from.rank() == start
                        && one.is_some_and(|s| !occ.contains(s))
                        && !occ.contains(m.to)
                } else if pawn_attacks(us, m.from).contains(m.to) {
                    if (occ & self.by_color(them)).contains(m.to) {
                        true
                    } else if S::DOUBLE_STEP && b == Board::A && self.ep_square == Some(m.to) {
                        is_ep = true;
                        true
                    } else if S::DOUBLE_STEP
                        && b == Board::A
                        && !self.rules.en_passant
                        && self.plausible_ep_target(m.to)
                    {
                        return Err(IllegalReason::EnPassantOff);
                    } else {
                        false
                    }
                } else {
                    false
                }
            }
            Role::Knight => knight_attacks(m.from).contains(m.to),
            Role::Bishop => bishop_attacks(m.from, occ).contains(m.to),
            Role::Rook => rook_attacks(m.from, occ).contains(m.to),
            Role::Queen => queen_attacks(m.from, occ).contains(m.to),
            Role::King => king_attacks(m.from).contains(m.to),
        };
        if target_own && (role != Role::Pawn || reach || pawn_attacks(us, m.from).contains(m.to)) {
            return Err(IllegalReason::OwnPiece { to: m.to, board: b });
        }
        if !reach {
            return Err(IllegalReason::CannotReach {
                role,
                from: m.from,
                to: m.to,
                board: b,
            });
        }
        let last_rank = m.to.rank() == 7 - home_rank;
        match m.promotion {
            None if role == Role::Pawn && last_rank => return Err(IllegalReason::MustPromote),
            Some(_) if role != Role::Pawn || !last_rank => {
                return Err(IllegalReason::CannotPromote)
            }
            Some(p) if matches!(p, Role::Pawn | Role::King) => {
                return Err(IllegalReason::BadPromotion { role: p })
            }
            _ => {}
        }
        if self.occupied(o).contains(m.to) {
            return Err(IllegalReason::LandingOccupied {
                role,
                to: m.to,
                board: o,
            });
        }
        // Before the transfer: the moved piece stands on `to` of board `b`.
        let (ks, kb) = self.king(us);
        if kb == b {
            let king_sq = if role == Role::King { m.to } else { ks };
            let mut occ_before = occ.without(m.from).with(m.to);
            if is_ep {
                occ_before = occ_before.without(Square::from_coords(m.to.file(), m.from.rank()));
            }
            let enemies = self.by_color(them) & occ_before & !Bitboard::from_square(m.to);
            let attacked = (self.attackers(king_sq, them, occ_before) & enemies).nonempty();
            if attacked {
                return Err(if role == Role::King {
                    IllegalReason::KingAttackedBeforeTransfer { board: b }
                } else {
                    IllegalReason::LeavesKingInCheck { board: b }
                });
            }
        }
        // After the transfer.
        let mut after = *self;
        after.play_unchecked(m);
        if after.king_attacked(us) {
            let (_, kb_after) = after.king(us);
            return Err(if role == Role::King {
                IllegalReason::KingAttackedAfterTransfer { board: kb_after }
            } else {
                IllegalReason::LeavesKingInCheck { board: kb_after }
            });
        }
        Ok(())
    }

    /// Whether `sq` would be an en passant target if the option were on.
    pub(super) fn plausible_ep_target(&self, sq: Square) -> bool {
        let them = self.turn.other();
        let (ep_rank, pawn_rank) = if them == Color::White { (2, 3) } else { (5, 4) };
        sq.rank() == ep_rank
            && self
                .pieces(them, Role::Pawn, Board::B)
                .contains(Square::from_coords(sq.file(), pawn_rank))
    }
}

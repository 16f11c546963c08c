//! Whether a move is legal, decided from the rules directly (not by the
//! generator), and why not.

use super::*;
use crate::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::types::{Board, Color, Role, Square};

/// Why a two-board move is not legal here.
pub type IllegalReason = crate::illegal::Illegal<Board>;

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
            return Err(IllegalReason::NoPiece {
                square: m.from,
                board: None,
            });
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
                named: m.board,
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
        let attacked_on = after.king_attacked(us).then(|| after.king(us).1);
        IllegalReason::unless_attacked(role, attacked_on)
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

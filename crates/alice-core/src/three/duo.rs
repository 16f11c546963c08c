//! Duo chess (Jed Stone): White's army starts on board A, Black's on B. A
//! piece moves on its board and then stays or passes to the same square
//! of the other board (which must be vacant); a piece other than a pawn
//! may instead make a zero move to that square, taking an enemy piece
//! there. A king is also in check from an enemy piece other than a pawn
//! on its zero square. Only the position after the whole move counts.
//!
//! The game is a [`BoardSet`] with boards A and B (C stays empty): its
//! position text, notation and outcome are the three-board game's code,
//! its moves and checks are here.

use super::movegen::pawn_targets;
use super::{BoardRule, BoardSet, SetBoard, SetIllegal, SetMove, SetupOf};
use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks};
use crate::bitboard::Bitboard;
use crate::castling::castling_on_home;
use crate::castling::{castle_targets, king_home, Castling};
use crate::types::{Color, Piece, Role, Square};

/// Duo chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Duo;

impl BoardRule for Duo {
    const PGN_NAME: &'static str = "Duo chess";
    const BOARDS: usize = 2;
    const DUO: bool = true;
    fn for_each_legal(pos: &BoardSet<Self>, f: impl FnMut(SetMove) -> bool) -> bool {
        pos.duo_for_each_legal(f)
    }
    fn check_move(pos: &BoardSet<Self>, m: SetMove) -> Result<(), SetIllegal> {
        pos.duo_check_move(m)
    }
    fn king_attacked(pos: &BoardSet<Self>, color: Color) -> bool {
        let (ks, kb) = pos.king(color);
        pos.duo_square_attacked(ks, kb, color, pos.occupied(kb))
    }
    fn checkers(pos: &BoardSet<Self>) -> Bitboard {
        pos.duo_checkers()
    }
    super::compiled_here!();
    fn start() -> SetupOf<3> {
        let normal = crate::setup::Setup::start();
        let mut s = SetupOf::<3>::empty();
        for sq in Square::all() {
            match normal.boards[0][sq.index()] {
                Some(
                    p @ Piece {
                        color: Color::White,
                        ..
                    },
                ) => s.boards[0][sq.index()] = Some(p),
                Some(p) => s.boards[1][sq.index()] = Some(p),
                None => {}
            }
        }
        s.castling = Castling::ALL;
        s
    }
}

/// A Duo chess position.
pub type PositionDuo = BoardSet<Duo>;

/// The other of Duo's two boards.
#[inline]
pub(crate) fn other(b: SetBoard) -> SetBoard {
    if b == SetBoard::A {
        SetBoard::B
    } else {
        SetBoard::A
    }
}

/// The board a colour's army starts on (and castles on).
#[inline]
pub(crate) fn home_board(c: Color) -> SetBoard {
    if c == Color::White {
        SetBoard::A
    } else {
        SetBoard::B
    }
}

impl BoardSet<Duo> {
    /// Duo: whether `color`'s king on `ks` of `kb` would be in check with
    /// `occ` as `kb`'s occupancy: attacked there, or an enemy piece other
    /// than a pawn on the same square of the other board.
    pub(crate) fn duo_square_attacked(
        &self,
        ks: Square,
        kb: SetBoard,
        color: Color,
        occ: Bitboard,
    ) -> bool {
        let them = color.other();
        self.attackers(ks, them, kb, occ).nonempty()
            || (self.by_color(them, other(kb)) & !self.pieces(them, Role::Pawn, other(kb)))
                .contains(ks)
    }

    /// Duo: the pieces checking the side to move (on the king's board, and
    /// the one on its zero square).
    pub(crate) fn duo_checkers(&self) -> Bitboard {
        let us = self.turn;
        let them = us.other();
        let (ks, kb) = self.king(us);
        let mut c = self.attackers(ks, them, kb, self.occupied(kb));
        if (self.by_color(them, other(kb)) & !self.pieces(them, Role::Pawn, other(kb))).contains(ks)
        {
            c = c.with(ks);
        }
        c
    }

    /// Duo: the moves of each piece, every one tried on a copy (only the
    /// position after the whole move counts); stops when `f` says so.
    pub(crate) fn duo_for_each_legal(&self, mut f: impl FnMut(SetMove) -> bool) -> bool {
        let us = self.turn;
        let them = us.other();
        let try_move = |m: SetMove, f: &mut dyn FnMut(SetMove) -> bool| {
            let mut after = *self;
            after.play_unchecked(m);
            !after.king_attacked(us) && f(m)
        };
        for b in [SetBoard::A, SetBoard::B] {
            let o = other(b);
            let occ_b = self.occupied(b);
            let occ_o = self.occupied(o);
            let mine = self.by_color(us, b);
            let theirs = self.by_color(them, b);
            for from in mine {
                let role = self.role_on(b, from).unwrap_or(Role::Pawn);
                let targets = match role {
                    Role::Pawn => pawn_targets(us, from, theirs, occ_b),
                    Role::Knight => knight_attacks(from) & !mine,
                    Role::Bishop => bishop_attacks(from, occ_b) & !mine,
                    Role::Rook => rook_attacks(from, occ_b) & !mine,
                    Role::Queen => queen_attacks(from, occ_b) & !mine,
                    Role::King => king_attacks(from) & !mine,
                };
                for to in targets {
                    let promotions: &[Option<Role>] =
                        if role == Role::Pawn && (to.rank() == 0 || to.rank() == 7) {
                            &[
                                Some(Role::Queen),
                                Some(Role::Rook),
                                Some(Role::Bishop),
                                Some(Role::Knight),
                            ]
                        } else {
                            &[None]
                        };
                    for landing in [b, o] {
                        if landing == o && occ_o.contains(to) {
                            continue;
                        }
                        for &promotion in promotions {
                            let m = SetMove {
                                from,
                                to,
                                board: b,
                                landing,
                                promotion,
                            };
                            if try_move(m, &mut f) {
                                return true;
                            }
                        }
                    }
                }
                if role != Role::Pawn && !self.by_color(us, o).contains(from) {
                    let m = SetMove {
                        from,
                        to: from,
                        board: b,
                        landing: o,
                        promotion: None,
                    };
                    if try_move(m, &mut f) {
                        return true;
                    }
                }
            }
        }
        let hb = home_board(us);
        let (ks, kb) = self.king(us);
        if kb == hb && ks == king_home(us) && self.castling.0 != 0 {
            for king_side in [true, false] {
                if self.duo_castling(king_side, hb).is_ok() {
                    let m = SetMove {
                        from: ks,
                        to: castle_targets(us, king_side).0,
                        board: hb,
                        landing: hb,
                        promotion: None,
                    };
                    if try_move(m, &mut f) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Duo: castling on the home board `hb`, step by step as the rules say
    /// (checks judged with the king on each square and the rook at home).
    fn duo_castling(&self, king_side: bool, landing: SetBoard) -> Result<(), SetIllegal> {
        let us = self.turn;
        let hb = home_board(us);
        let occ = self.occupied(hb);
        let kfrom = king_home(us);
        let stays = || {
            if landing == hb {
                Ok(())
            } else {
                Err(SetIllegal::CastlingTransfers { board: hb })
            }
        };
        let attacked = |sq| self.duo_square_attacked(sq, hb, us, occ.without(kfrom).with(sq));
        castling_on_home((self.castling, us, king_side), hb, occ, stays, attacked)
    }

    /// Duo: whether `m` is legal here, decided from the rules (not by the
    /// generator); the error says why not.
    pub(crate) fn duo_check_move(&self, m: SetMove) -> Result<(), SetIllegal> {
        let us = self.turn;
        let b = m.board;
        if b == SetBoard::C || m.landing == SetBoard::C {
            return Err(SetIllegal::NoPiece {
                square: m.from,
                board: Some(SetBoard::C),
            });
        }
        let role = self.own_role(b, m.from)?;
        let o = other(b);
        if m.from == m.to {
            // A zero move.
            if m.landing == b {
                return Err(SetIllegal::CannotReach {
                    role,
                    from: m.from,
                    to: m.to,
                    board: b,
                });
            }
            if role == Role::Pawn {
                return Err(SetIllegal::ZeroMoveByPawn);
            }
            if m.promotion.is_some() {
                return Err(SetIllegal::CannotPromote);
            }
            if self.by_color(us, o).contains(m.to) {
                return Err(SetIllegal::OwnPiece { to: m.to, board: o });
            }
        } else if role == Role::King
            && b == home_board(us)
            && m.from == king_home(us)
            && m.from.rank() == m.to.rank()
            && m.from.file().abs_diff(m.to.file()) == 2
        {
            if m.promotion.is_some() {
                return Err(SetIllegal::CannotPromote);
            }
            self.duo_castling(m.to.file() == 6, m.landing)?;
        } else {
            self.on_its_board(role, m, Ok)?;
            if m.landing == o && self.occupied(o).contains(m.to) {
                return Err(SetIllegal::LandingOccupied {
                    role,
                    to: m.to,
                    board: o,
                });
            }
        }
        let mut after = *self;
        after.play_unchecked(m);
        let attacked_on = after.king_attacked(us).then(|| after.king(us).1);
        SetIllegal::unless_attacked(role, attacked_on)
    }
}

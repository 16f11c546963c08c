//! Three-board legal moves: the generator (with perft), and a check of one
//! move decided from the rules directly, with the reason it fails.

use super::{Board3, BoardRule, BoardSet, Move3};
use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};
use crate::bitboard::Bitboard;
use crate::position::{castle_targets, king_home, rook_home};
use crate::types::{Color, Role, Square};
use std::fmt;

/// How a pawn's move from `from` to `to` reads on a board whose occupancy
/// is `occ`.
pub(super) enum PawnStep {
    /// One step forward, or two from the start rank: whether the squares
    /// are empty.
    Forward(bool),
    /// One step diagonally forward (a capture, if something is taken).
    Diagonal,
    /// Nothing a pawn does.
    Other,
}

pub(super) fn pawn_step(us: Color, from: Square, to: Square, occ: Bitboard) -> PawnStep {
    let dir: i8 = if us == Color::White { 1 } else { -1 };
    let df = to.file() as i8 - from.file() as i8;
    let dr = to.rank() as i8 - from.rank() as i8;
    let start = if us == Color::White { 1 } else { 6 };
    if df == 0 && dr == dir {
        PawnStep::Forward(!occ.contains(to))
    } else if df == 0 && dr == 2 * dir && from.rank() == start {
        let mid = Square::from_coords(from.file(), (from.rank() + to.rank()) / 2);
        PawnStep::Forward(!occ.contains(mid) && !occ.contains(to))
    } else if df.abs() == 1 && dr == dir {
        PawnStep::Diagonal
    } else {
        PawnStep::Other
    }
}

/// Whether a piece other than a pawn reaches `to` from `from` on a board
/// whose occupancy is `occ`.
pub(super) fn piece_reaches(role: Role, from: Square, to: Square, occ: Bitboard) -> bool {
    match role {
        Role::Pawn => false,
        Role::Knight => knight_attacks(from).contains(to),
        Role::Bishop => bishop_attacks(from, occ).contains(to),
        Role::Rook => rook_attacks(from, occ).contains(to),
        Role::Queen => queen_attacks(from, occ).contains(to),
        Role::King => king_attacks(from).contains(to),
    }
}

/// Refuses a move its piece does not `reach`, and a promotion that is
/// missing, not allowed or to a pawn or king.
pub(super) fn reach_and_promotion(role: Role, m: Move3, reach: bool) -> Result<(), Illegal3> {
    if !reach {
        return Err(Illegal3::CannotReach {
            role,
            from: m.from,
            to: m.to,
            board: m.board,
        });
    }
    let last_rank = m.to.rank() == 0 || m.to.rank() == 7;
    match (role == Role::Pawn && last_rank, m.promotion) {
        (true, None) => Err(Illegal3::MustPromote),
        (true, Some(p)) if matches!(p, Role::Pawn | Role::King) => {
            Err(Illegal3::BadPromotion { role: p })
        }
        (false, Some(_)) => Err(Illegal3::CannotPromote),
        _ => Ok(()),
    }
}

/// Why a three-board move is not legal here, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal3 {
    NoPiece {
        square: Square,
        board: Board3,
    },
    NotYourPiece {
        square: Square,
        board: Board3,
    },
    SameBoard {
        board: Board3,
    },
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
        board: Board3,
    },
    OwnPiece {
        to: Square,
        board: Board3,
    },
    LandingOccupied {
        role: Role,
        to: Square,
        board: Board3,
    },
    MustPromote,
    CannotPromote,
    BadPromotion {
        role: Role,
    },
    EnPassantOff,
    /// The king would stand on an attacked square of the board it moves on.
    KingAttackedBeforeTransfer {
        board: Board3,
    },
    /// The king would land on an attacked square.
    KingAttackedAfterTransfer {
        board: Board3,
    },
    /// Another piece's move would leave the mover's king in check.
    LeavesKingInCheck {
        board: Board3,
    },
    CastlingRightLost {
        king_side: bool,
    },
    CastlingPathBlocked {
        king_side: bool,
        board: Board3,
    },
    CastlingInCheck {
        board: Board3,
    },
    CastlingThroughCheck {
        square: Square,
        board: Board3,
    },
    /// Duo chess: only a piece other than a pawn makes a zero move.
    ZeroMoveByPawn,
    /// Duo chess: castling stays on the board it is played on.
    CastlingTransfers {
        board: Board3,
    },
    CastlingLandingOccupied {
        square: Square,
        board: Board3,
    },
    CastlingIntoCheck {
        board: Board3,
    },
}

impl fmt::Display for Illegal3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal3::*;
        let side = |k: &bool| if *k { "king side" } else { "queen side" };
        match self {
            NoPiece { square, board } => write!(f, "there is no piece on {square} of board {board}"),
            NotYourPiece { square, board } => {
                write!(f, "the piece on {square} of board {board} is not yours")
            }
            SameBoard { board } => write!(
                f,
                "a piece moved on board {board} lands on one of the two other boards, not on {board}"
            ),
            CannotReach { role, from, to, board } => write!(
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
            EnPassantOff => write!(f, "en passant is off in this game"),
            KingAttackedBeforeTransfer { board } => {
                write!(f, "the king would be in check on board {board}")
            }
            KingAttackedAfterTransfer { board } => {
                write!(f, "the king would land in check on board {board}")
            }
            LeavesKingInCheck { board } => {
                write!(f, "your king would be in check on board {board}")
            }
            CastlingRightLost { king_side } => write!(
                f,
                "castling {} is no longer allowed: the king or that rook has moved",
                side(king_side)
            ),
            CastlingPathBlocked { king_side, board } => write!(
                f,
                "castling {}: the squares between king and rook on board {board} are not empty",
                side(king_side)
            ),
            CastlingInCheck { .. } => write!(f, "you cannot castle out of check"),
            CastlingThroughCheck { square, board } => write!(
                f,
                "the king would pass through or land on {square} of board {board}, where it would be in check"
            ),
            ZeroMoveByPawn => write!(f, "a pawn cannot make a zero move"),
            CastlingTransfers { board } => write!(
                f,
                "castling stays on board {board}: neither king nor rook transfers"
            ),
            CastlingLandingOccupied { square, board } => write!(
                f,
                "{square} on board {board} is occupied, so king and rook cannot land there"
            ),
            CastlingIntoCheck { board } => {
                write!(f, "the king would land in check on board {board}")
            }
        }
    }
}

impl std::error::Error for Illegal3 {}

impl<R: BoardRule> BoardSet<R> {
    /// Calls `f` with each legal move; stops early when `f` returns `true`
    /// and then returns `true`.
    pub fn for_each_legal(&self, f: impl FnMut(Move3) -> bool) -> bool {
        R::for_each_legal(self, f)
    }

    /// [`BoardSet::for_each_legal`] of three-board Alice.
    pub(crate) fn three_for_each_legal(&self, mut f: impl FnMut(Move3) -> bool) -> bool {
        let us = self.turn;
        let them = us.other();
        let (ks, kb) = self.king(us);
        let occ = [
            self.occupied(Board3::A),
            self.occupied(Board3::B),
            self.occupied(Board3::C),
        ];
        let checkers = self.attackers(ks, them, kb, occ[kb.index()]);
        let mut emit = |from: Square, to: Square, board: Board3, landing: Board3, pawn: bool| {
            if pawn && (to.rank() == 0 || to.rank() == 7) {
                Role::PROMOTIONS.into_iter().any(|p| {
                    f(Move3 {
                        from,
                        to,
                        board,
                        landing,
                        promotion: Some(p),
                    })
                })
            } else {
                f(Move3 {
                    from,
                    to,
                    board,
                    landing,
                    promotion: None,
                })
            }
        };

        // King: safe where it moves (king removed), and where it lands.
        let occ_no_king = occ[kb.index()].without(ks);
        for t in king_attacks(ks) & !self.by_color(us, kb) {
            if self.attackers(t, them, kb, occ_no_king).nonempty() {
                continue;
            }
            for l in kb.others() {
                if !occ[l.index()].contains(t)
                    && self.attackers(t, them, l, occ[l.index()]).is_empty()
                    && emit(ks, t, kb, l, false)
                {
                    return true;
                }
            }
        }

        // A piece landing on the king's board must block a single check.
        let land_on_kb = match checkers.count() {
            0 => Bitboard::FULL,
            1 => checkers.first().map_or(Bitboard::EMPTY, |c| between(ks, c)),
            _ => Bitboard::EMPTY,
        };
        if checkers.count() < 2 {
            let in_check = checkers.nonempty();
            let (up, start_rank): (i8, u8) = if us == Color::White { (8, 1) } else { (-8, 6) };
            for b in Board3::ALL {
                let occ_b = occ[b.index()];
                let mine = self.by_color(us, b);
                let theirs = self.by_color(them, b);
                let r = &self.roles[b.index()];
                for from in mine & !r[Role::King.index()] {
                    let pawn = r[Role::Pawn.index()].contains(from);
                    let targets = if pawn {
                        let mut to = pawn_attacks(us, from) & theirs;
                        let one = Square::new((from.index() as i8 + up) as u8);
                        if !occ_b.contains(one) {
                            to |= Bitboard::from_square(one);
                            if from.rank() == start_rank {
                                let two = Square::new((one.index() as i8 + up) as u8);
                                if !occ_b.contains(two) {
                                    to |= Bitboard::from_square(two);
                                }
                            }
                        }
                        to
                    } else if r[Role::Knight.index()].contains(from) {
                        knight_attacks(from) & !mine
                    } else if r[Role::Bishop.index()].contains(from) {
                        bishop_attacks(from, occ_b) & !mine
                    } else if r[Role::Rook.index()].contains(from) {
                        rook_attacks(from, occ_b) & !mine
                    } else {
                        queen_attacks(from, occ_b) & !mine
                    };
                    for t in targets {
                        // Leaving the king's board must not open a line to
                        // the king there (a capture removes that piece).
                        if b == kb {
                            let after = occ_b.without(from).without(t);
                            if self.attackers(ks, them, kb, after).nonempty() {
                                continue;
                            }
                        }
                        for l in b.others() {
                            if occ[l.index()].contains(t) {
                                continue;
                            }
                            let ok = if b == kb {
                                true
                            } else if l == kb {
                                land_on_kb.contains(t)
                            } else {
                                !in_check
                            };
                            if ok && emit(from, t, b, l, pawn) {
                                return true;
                            }
                        }
                    }
                }
            }
            if !in_check && kb == Board3::A && self.castling.0 != 0 {
                for king_side in [true, false] {
                    let (kt, _) = castle_targets(us, king_side);
                    for l in [Board3::B, Board3::C] {
                        if self.castling_check(king_side, l).is_ok() && emit(ks, kt, kb, l, false) {
                            return true;
                        }
                    }
                }
            }
        }

        // En passant: played out on a copy (the captured pawn may stand on
        // the king's board, the capturing pawn may land there).
        if let Some((ep, _)) = self.ep {
            for from in pawn_attacks(them, ep) & self.pieces(us, Role::Pawn, Board3::A) {
                for l in [Board3::B, Board3::C] {
                    if self.ep_capture_legal(from, ep, l) && emit(from, ep, Board3::A, l, false) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> Vec<Move3> {
        R::legal_moves(self)
    }

    /// Number of legal moves, without listing them.
    pub fn count_legal(&self) -> usize {
        R::count_legal(self)
    }

    pub fn has_legal_moves(&self) -> bool {
        self.for_each_legal(|_| true)
    }

    /// Perft: leaves of the legal move tree at `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        R::perft(self, depth)
    }

    pub(crate) fn legal_body(&self) -> Vec<Move3> {
        let mut list = Vec::with_capacity(96);
        self.for_each_legal(|m| {
            list.push(m);
            false
        });
        list
    }

    pub(crate) fn count_body(&self) -> usize {
        let mut n = 0;
        self.for_each_legal(|_| {
            n += 1;
            false
        });
        n
    }

    pub(crate) fn perft_body(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_body() as u64;
        }
        let mut total = 0;
        self.for_each_legal(|m| {
            let mut next = *self;
            next.play_body(m);
            total += next.perft_body(depth - 1);
            false
        });
        total
    }

    pub(super) fn ep_capture_legal(&self, from: Square, ep: Square, landing: Board3) -> bool {
        if self.occupied(landing).contains(ep) {
            return false;
        }
        let mut after = *self;
        after.play_unchecked(Move3 {
            from,
            to: ep,
            board: Board3::A,
            landing,
            promotion: None,
        });
        !after.king_attacked(self.turn)
    }

    pub(super) fn any_legal_ep(&self) -> bool {
        let Some((ep, _)) = self.ep else {
            return false;
        };
        let cands =
            pawn_attacks(self.turn.other(), ep) & self.pieces(self.turn, Role::Pawn, Board3::A);
        cands.into_iter().any(|from| {
            [Board3::B, Board3::C]
                .into_iter()
                .any(|l| self.ep_capture_legal(from, ep, l))
        })
    }

    /// Castling for the side to move, landing on `landing`, step by step as
    /// the rules say.
    fn castling_check(&self, king_side: bool, landing: Board3) -> Result<(), Illegal3> {
        let us = self.turn;
        let them = us.other();
        if !self.castling.has(us, king_side) {
            return Err(Illegal3::CastlingRightLost { king_side });
        }
        let kfrom = king_home(us);
        let rfrom = rook_home(us, king_side);
        let occ_a = self.occupied(Board3::A);
        if (between(kfrom, rfrom) & occ_a).nonempty() {
            return Err(Illegal3::CastlingPathBlocked {
                king_side,
                board: Board3::A,
            });
        }
        if self.attackers(kfrom, them, Board3::A, occ_a).nonempty() {
            return Err(Illegal3::CastlingInCheck { board: Board3::A });
        }
        let (kto, rto) = castle_targets(us, king_side);
        for sq in between(kfrom, kto).with(kto) {
            if self.attackers(sq, them, Board3::A, occ_a).nonempty() {
                return Err(Illegal3::CastlingThroughCheck {
                    square: sq,
                    board: Board3::A,
                });
            }
        }
        if landing == Board3::A {
            return Err(Illegal3::SameBoard { board: Board3::A });
        }
        let occ_l = self.occupied(landing);
        for sq in [kto, rto] {
            if occ_l.contains(sq) {
                return Err(Illegal3::CastlingLandingOccupied {
                    square: sq,
                    board: landing,
                });
            }
        }
        if self
            .attackers(kto, them, landing, occ_l.with(kto).with(rto))
            .nonempty()
        {
            return Err(Illegal3::CastlingIntoCheck { board: landing });
        }
        Ok(())
    }

    /// Whether `m` is legal here, decided from the rules (not by the
    /// generator); the error says why not.
    pub fn check_move(&self, m: Move3) -> Result<(), Illegal3> {
        R::check_move(self, m)
    }

    /// [`BoardSet::check_move`] of three-board Alice.
    pub(crate) fn three_check_move(&self, m: Move3) -> Result<(), Illegal3> {
        let us = self.turn;
        let them = us.other();
        let b = m.board;
        let Some(piece) = self.piece_on(b, m.from) else {
            return Err(Illegal3::NoPiece {
                square: m.from,
                board: b,
            });
        };
        if piece.color != us {
            return Err(Illegal3::NotYourPiece {
                square: m.from,
                board: b,
            });
        }
        let role = piece.role;
        if m.landing == b {
            return Err(Illegal3::SameBoard { board: b });
        }
        if role == Role::King
            && b == Board3::A
            && m.from == king_home(us)
            && m.from.rank() == m.to.rank()
            && m.from.file().abs_diff(m.to.file()) == 2
        {
            if m.promotion.is_some() {
                return Err(Illegal3::CannotPromote);
            }
            return self.castling_check(m.to.file() == 6, m.landing);
        }
        let occ_b = self.occupied(b);
        if self.by_color(us, b).contains(m.to) {
            return Err(Illegal3::OwnPiece { to: m.to, board: b });
        }
        let capture = self.by_color(them, b).contains(m.to);
        let mut en_passant = false;
        let reach = match (role, pawn_step(us, m.from, m.to, occ_b)) {
            (Role::Pawn, PawnStep::Forward(ok)) => ok,
            (Role::Pawn, PawnStep::Diagonal) => {
                if capture {
                    true
                } else if b == Board3::A && self.ep.is_some_and(|(sq, _)| sq == m.to) {
                    en_passant = true;
                    true
                } else if !self.rules.en_passant && b == Board3::A && self.plausible_ep(m) {
                    return Err(Illegal3::EnPassantOff);
                } else {
                    false
                }
            }
            (Role::Pawn, PawnStep::Other) => false,
            _ => piece_reaches(role, m.from, m.to, occ_b),
        };
        reach_and_promotion(role, m, reach)?;
        if self.occupied(m.landing).contains(m.to) {
            return Err(Illegal3::LandingOccupied {
                role,
                to: m.to,
                board: m.landing,
            });
        }
        if role == Role::King
            && self
                .attackers(m.to, them, b, occ_b.without(m.from))
                .nonempty()
        {
            return Err(Illegal3::KingAttackedBeforeTransfer { board: b });
        }
        let mut after = *self;
        after.play_unchecked(m);
        if after.king_attacked(us) {
            return Err(if role == Role::King {
                Illegal3::KingAttackedAfterTransfer { board: m.landing }
            } else {
                let (_, kb) = self.king(us);
                // A piece leaving the king's board (or en passant) opens a
                // line there; otherwise the check stands where the king is.
                Illegal3::LeavesKingInCheck {
                    board: if en_passant { after.king(us).1 } else { kb },
                }
            });
        }
        Ok(())
    }

    /// A diagonal pawn step to an empty square of A that en passant would
    /// allow after a double step (for the "en passant is off" reason).
    fn plausible_ep(&self, m: Move3) -> bool {
        let us = self.turn;
        let (ep_rank, pawn_rank) = if us == Color::White { (5, 4) } else { (2, 3) };
        let victim = Square::from_coords(m.to.file(), pawn_rank);
        m.to.rank() == ep_rank
            && [Board3::B, Board3::C]
                .into_iter()
                .any(|vb| self.pieces(us.other(), Role::Pawn, vb).contains(victim))
    }
}

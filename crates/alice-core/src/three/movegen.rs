//! Three-board legal moves: the generator (with perft), and a check of one
//! move decided from the rules directly, with the reason it fails.

use super::{BoardRule, BoardSet, SetBoard, SetMove};
use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};
use crate::bitboard::Bitboard;
use crate::castling::{castle_targets, king_home};
use crate::castling::{castling_landing, castling_on_home};
use crate::types::{Color, Role, Square};

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

/// The squares a pawn of `us` on `from` moves to on its board (occupancy
/// `occ`): one step, two from its start rank, and takes of `theirs`.
#[inline]
pub(super) fn pawn_targets(us: Color, from: Square, theirs: Bitboard, occ: Bitboard) -> Bitboard {
    let (up, start_rank): (i8, u8) = if us == Color::White { (8, 1) } else { (-8, 6) };
    let mut to = pawn_attacks(us, from) & theirs;
    let one = Square::new((from.index() as i8 + up) as u8);
    if !occ.contains(one) {
        to |= Bitboard::from_square(one);
        if from.rank() == start_rank {
            let two = Square::new((one.index() as i8 + up) as u8);
            if !occ.contains(two) {
                to |= Bitboard::from_square(two);
            }
        }
    }
    to
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
pub(super) fn reach_and_promotion(role: Role, m: SetMove, reach: bool) -> Result<(), SetIllegal> {
    if !reach {
        return Err(SetIllegal::CannotReach {
            role,
            from: m.from,
            to: m.to,
            board: m.board,
        });
    }
    let last_rank = m.to.rank() == 0 || m.to.rank() == 7;
    match (role == Role::Pawn && last_rank, m.promotion) {
        (true, None) => Err(SetIllegal::MustPromote),
        (true, Some(p)) if matches!(p, Role::Pawn | Role::King) => {
            Err(SetIllegal::BadPromotion { role: p })
        }
        (false, Some(_)) => Err(SetIllegal::CannotPromote),
        _ => Ok(()),
    }
}

/// Why a three-board or Duo move is not legal here.
pub type SetIllegal = crate::illegal::Illegal<SetBoard>;

impl<R: BoardRule> BoardSet<R> {
    /// Calls `f` with each legal move; stops early when `f` returns `true`
    /// and then returns `true`.
    pub fn for_each_legal(&self, f: impl FnMut(SetMove) -> bool) -> bool {
        R::for_each_legal(self, f)
    }

    /// [`BoardSet::for_each_legal`], under the name every position of the
    /// family has.
    #[inline]
    pub fn for_each_move(&self, f: impl FnMut(SetMove) -> bool) -> bool {
        R::for_each_legal(self, f)
    }

    /// [`BoardSet::for_each_legal`] of three-board Alice.
    pub(crate) fn three_for_each_legal(&self, mut f: impl FnMut(SetMove) -> bool) -> bool {
        let us = self.turn;
        let them = us.other();
        let (ks, kb) = self.king(us);
        let occ = [
            self.occupied(SetBoard::A),
            self.occupied(SetBoard::B),
            self.occupied(SetBoard::C),
        ];
        let checkers = self.attackers(ks, them, kb, occ[kb.index()]);
        let mut emit =
            |from: Square, to: Square, board: SetBoard, landing: SetBoard, pawn: bool| {
                if pawn && (to.rank() == 0 || to.rank() == 7) {
                    Role::PROMOTIONS.into_iter().any(|p| {
                        f(SetMove {
                            from,
                            to,
                            board,
                            landing,
                            promotion: Some(p),
                        })
                    })
                } else {
                    f(SetMove {
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
            for b in SetBoard::ALL {
                let occ_b = occ[b.index()];
                let mine = self.by_color(us, b);
                let theirs = self.by_color(them, b);
                let r = &self.roles[b.index()];
                for from in mine & !r[Role::King.index()] {
                    let pawn = r[Role::Pawn.index()].contains(from);
                    let targets = if pawn {
                        pawn_targets(us, from, theirs, occ_b)
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
            if !in_check && kb == SetBoard::A && self.castling.0 != 0 {
                for king_side in [true, false] {
                    let (kt, _) = castle_targets(us, king_side);
                    for l in [SetBoard::B, SetBoard::C] {
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
            for from in pawn_attacks(them, ep) & self.pieces(us, Role::Pawn, SetBoard::A) {
                for l in [SetBoard::B, SetBoard::C] {
                    if self.ep_capture_legal(from, ep, l) && emit(from, ep, SetBoard::A, l, false) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> Vec<SetMove> {
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

    pub(crate) fn legal_body(&self) -> Vec<SetMove> {
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
        crate::state::perft(self, depth)
    }

    pub(super) fn ep_capture_legal(&self, from: Square, ep: Square, landing: SetBoard) -> bool {
        if self.occupied(landing).contains(ep) {
            return false;
        }
        let mut after = *self;
        after.play_unchecked(SetMove {
            from,
            to: ep,
            board: SetBoard::A,
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
            pawn_attacks(self.turn.other(), ep) & self.pieces(self.turn, Role::Pawn, SetBoard::A);
        cands.into_iter().any(|from| {
            [SetBoard::B, SetBoard::C]
                .into_iter()
                .any(|l| self.ep_capture_legal(from, ep, l))
        })
    }

    /// Castling for the side to move, landing on `landing`, step by step as
    /// the rules say.
    fn castling_check(&self, king_side: bool, landing: SetBoard) -> Result<(), SetIllegal> {
        let us = self.turn;
        let them = us.other();
        let a = SetBoard::A;
        let occ_a = self.occupied(a);
        let attacked = |sq| self.attackers(sq, them, a, occ_a).nonempty();
        let side = (self.castling, us, king_side);
        castling_on_home(side, a, occ_a, || Ok(()), attacked)?;
        if landing == a {
            return Err(SetIllegal::SameBoard { board: a });
        }
        let attacked = |sq, occ| self.attackers(sq, them, landing, occ).nonempty();
        castling_landing((us, king_side), landing, self.occupied(landing), attacked)
    }

    /// Whether `m` is legal here, decided from the rules (not by the
    /// generator); the error says why not.
    pub fn check_move(&self, m: SetMove) -> Result<(), SetIllegal> {
        R::check_move(self, m)
    }

    /// The move on the board it is played on: not onto one's own piece, the
    /// piece reaching `m.to` (a pawn's diagonal step decided by
    /// `diagonal(whether it takes)`), and promotion as the rules say.
    pub(super) fn on_its_board(
        &self,
        role: Role,
        m: SetMove,
        diagonal: impl FnOnce(bool) -> Result<bool, SetIllegal>,
    ) -> Result<(), SetIllegal> {
        let (us, b) = (self.turn, m.board);
        let occ_b = self.occupied(b);
        if self.by_color(us, b).contains(m.to) {
            return Err(SetIllegal::OwnPiece { to: m.to, board: b });
        }
        let capture = self.by_color(us.other(), b).contains(m.to);
        let reach = match (role, pawn_step(us, m.from, m.to, occ_b)) {
            (Role::Pawn, PawnStep::Forward(ok)) => ok,
            (Role::Pawn, PawnStep::Diagonal) => diagonal(capture)?,
            (Role::Pawn, PawnStep::Other) => false,
            _ => piece_reaches(role, m.from, m.to, occ_b),
        };
        reach_and_promotion(role, m, reach)
    }

    /// The role of the side to move's piece on `from` of `board`; or why
    /// there is none to move.
    pub(crate) fn own_role(&self, board: SetBoard, from: Square) -> Result<Role, SetIllegal> {
        match self.piece_on(board, from) {
            None => Err(SetIllegal::NoPiece {
                square: from,
                board: Some(board),
            }),
            Some(p) if p.color != self.turn => Err(SetIllegal::NotYourPiece {
                square: from,
                board,
            }),
            Some(p) => Ok(p.role),
        }
    }

    /// [`BoardSet::check_move`] of three-board Alice.
    pub(crate) fn three_check_move(&self, m: SetMove) -> Result<(), SetIllegal> {
        let us = self.turn;
        let them = us.other();
        let b = m.board;
        let role = self.own_role(b, m.from)?;
        if m.landing == b {
            return Err(SetIllegal::SameBoard { board: b });
        }
        if role == Role::King
            && b == SetBoard::A
            && m.from == king_home(us)
            && m.from.rank() == m.to.rank()
            && m.from.file().abs_diff(m.to.file()) == 2
        {
            if m.promotion.is_some() {
                return Err(SetIllegal::CannotPromote);
            }
            return self.castling_check(m.to.file() == 6, m.landing);
        }
        // A pawn's diagonal step to an empty square: en passant, or not.
        let diagonal = |capture: bool| {
            if capture || (b == SetBoard::A && self.ep.is_some_and(|(sq, _)| sq == m.to)) {
                Ok(true)
            } else if !self.rules.en_passant && b == SetBoard::A && self.plausible_ep(m) {
                Err(SetIllegal::EnPassantOff)
            } else {
                Ok(false)
            }
        };
        self.on_its_board(role, m, diagonal)?;
        let occ_b = self.occupied(b);
        if self.occupied(m.landing).contains(m.to) {
            return Err(SetIllegal::LandingOccupied {
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
            return Err(SetIllegal::KingAttackedBeforeTransfer { board: b });
        }
        let mut after = *self;
        after.play_unchecked(m);
        // The king's board after the move: where a king landed, or where
        // the king stands (a piece leaving it, or en passant, opens a line).
        let attacked_on = after.king_attacked(us).then(|| after.king(us).1);
        SetIllegal::unless_attacked(role, attacked_on)
    }

    /// A diagonal pawn step to an empty square of A that en passant would
    /// allow after a double step (for the "en passant is off" reason).
    fn plausible_ep(&self, m: SetMove) -> bool {
        let us = self.turn;
        let (ep_rank, pawn_rank) = if us == Color::White { (5, 4) } else { (2, 3) };
        let victim = Square::from_coords(m.to.file(), pawn_rank);
        m.to.rank() == ep_rank
            && [SetBoard::B, SetBoard::C]
                .into_iter()
                .any(|vb| self.pieces(us.other(), Role::Pawn, vb).contains(victim))
    }
}

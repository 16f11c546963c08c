//! Two-board positions: the position and its accessors, and making
//! moves. Construction (`setup`), castling, move generation, legality and
//! outcome each have a module.

mod castling;
mod fen;
mod legality;
mod movegen;
mod outcome;
mod setup;

pub(crate) use crate::castling::{castle_targets, king_home, rook_home};
pub use crate::castling::{
    Castling, KING_FILE, KING_SIDE_ROOK_FILE, KING_SIDE_TARGETS, QUEEN_SIDE_ROOK_FILE,
    QUEEN_SIDE_TARGETS,
};
pub(crate) use crate::setup::{allowed_rights, double_step, kings_checked, too_many};
pub use crate::setup::{InvalidReason, PositionError, Setup, SetupOf};
pub use legality::IllegalReason;
pub(crate) use outcome::decided_outcome;
pub use outcome::{Outcome, Termination};

use crate::attacks::{attackers_among, pawn_attacks};
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::shape::{Full, Narrow, Shape};
use crate::state::{
    clear_ep, null_move, offer_ep, passed_over, position_basics, take_off, Passant, State,
};
use crate::types::{Board, Color, Piece, Role, Rules, Square};
use crate::zobrist;
use std::fmt;
use std::marker::PhantomData;

/// A legal position of a two-board game (both boards, side to move,
/// castling rights, en passant possibility, clocks) under a set of rule
/// options; the [`Shape`] says which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwoBoards<S: Shape> {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    by_board: [Bitboard; 2],
    ep_square: Option<Square>,
    /// Side to move, castling rights, clocks, key, rule options.
    st: State,
    shape: PhantomData<S>,
}

position_basics!(TwoBoards<S: Shape>, Board, ep_square: Square, count_legal, play_unchecked);

/// A position of Alice chess (two 8x8 boards).
pub type Position = TwoBoards<Full>;
/// A position of 8x4 Alice (two boards of four files).
pub type Position8x4 = TwoBoards<Narrow>;

impl<S: Shape> TwoBoards<S> {
    /// The start position under the given rules.
    pub fn new(rules: Rules) -> Self {
        let setup = crate::fen::parse_setup_of::<S>(S::START_FEN).expect("the start text reads");
        Self::from_setup(&setup, rules).expect("the start position is valid")
    }

    /// The passed-over square on board A when an en passant capture is legal.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Occupied squares of one board.
    #[inline]
    pub fn occupied(&self, board: Board) -> Bitboard {
        self.by_board[board.index()]
    }
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }
    /// Pieces of one role on both boards.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }
    /// Pieces of one colour and role on one board.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role, board: Board) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()] & self.by_board[board.index()]
    }

    /// The key's part for an en passant square.
    #[inline]
    fn ep_key_of(ep: Option<Square>) -> u64 {
        ep.map_or(0, |sq| zobrist::ep_file(sq.file() as usize))
    }

    /// The role on `sq` (of whichever board holds it).
    #[inline]
    fn role_on(&self, _: Board, sq: Square) -> Option<Role> {
        self.role_at(sq)
    }

    #[inline]
    fn holds(&self, color: Color, board: Board, sq: Square) -> bool {
        (self.by_color[color.index()] & self.by_board[board.index()]).contains(sq)
    }

    #[inline]
    pub(super) fn role_at(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The board a square is occupied on, if any.
    #[inline]
    pub fn board_of(&self, sq: Square) -> Option<Board> {
        if self.by_board[0].contains(sq) {
            Some(Board::A)
        } else if self.by_board[1].contains(sq) {
            Some(Board::B)
        } else {
            None
        }
    }

    /// The piece on a square and the board it stands on.
    pub fn piece_at(&self, sq: Square) -> Option<(Piece, Board)> {
        let board = self.board_of(sq)?;
        let role = self.role_at(sq)?;
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some((Piece { color, role }, board))
    }

    /// The piece on a square of one board.
    pub fn piece_on(&self, board: Board, sq: Square) -> Option<Piece> {
        match self.piece_at(sq) {
            Some((p, b)) if b == board => Some(p),
            _ => None,
        }
    }

    /// Square and board of a side's king.
    #[inline]
    pub fn king(&self, color: Color) -> (Square, Board) {
        let k = self.by_role[Role::King.index()] & self.by_color[color.index()];
        let sq = k.first().expect("a valid position has both kings");
        let b = if self.by_board[0].contains(sq) {
            Board::A
        } else {
            Board::B
        };
        (sq, b)
    }

    /// Pieces of `by` within `occ` attacking `sq`, with `occ` as the
    /// blockers. `occ` is one board's occupancy, perhaps modified.
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, occ: Bitboard) -> Bitboard {
        let them = self.by_color[by.index()] & occ;
        attackers_among(&self.by_role, them, sq, by, occ)
    }

    /// Enemy pieces giving check to the side to move (on its king's board).
    pub fn checkers(&self) -> Bitboard {
        let (ks, kb) = self.king(self.turn);
        self.attackers(ks, self.turn.other(), self.occupied(kb))
    }

    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    pub(super) fn king_attacked(&self, color: Color) -> bool {
        let (ks, kb) = self.king(color);
        self.attackers(ks, color.other(), self.occupied(kb))
            .nonempty()
    }

    pub(super) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for sq in Square::all() {
            if let Some((p, b)) = self.piece_at(sq) {
                h ^= zobrist::piece(b.index(), p.color.index(), p.role.index(), sq.index());
            }
        }
        h ^ Self::ep_key(self.ep_square) ^ self.st.key()
    }

    #[inline]
    pub(super) fn put(&mut self, sq: Square, color: Color, role: Role, board: Board) {
        let bb = Bitboard::from_square(sq);
        self.by_role[role.index()] |= bb;
        self.by_color[color.index()] |= bb;
        self.by_board[board.index()] |= bb;
        self.hash ^= zobrist::piece(board.index(), color.index(), role.index(), sq.index());
    }

    #[inline]
    pub(super) fn remove(&mut self, sq: Square, color: Color, role: Role, board: Board) {
        let bb = !Bitboard::from_square(sq);
        self.by_role[role.index()] &= bb;
        self.by_color[color.index()] &= bb;
        self.by_board[board.index()] &= bb;
        self.hash ^= zobrist::piece(board.index(), color.index(), role.index(), sq.index());
    }

    // ------------------------------------------------------------------
    // Making moves

    /// Plays a move that must be legal here (as from the generator or
    /// checked with [`Position::is_legal`]).
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        let them = us.other();
        let b = m.board;
        let o = b.other();
        let (role, captured) = take_off(self, us, (m.from, m.to), b, b);
        let mut reset_clock = role == Role::Pawn || captured.is_some();
        if S::CASTLING && role == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
            let king_side = m.to.file() == 6;
            let (_, rook_to) = castle_targets(us, king_side);
            self.remove(rook_home(us, king_side), us, Role::Rook, Board::A);
            self.put(rook_to, us, Role::Rook, Board::B);
        } else if role == Role::Pawn && m.from.file() != m.to.file() && captured.is_none() {
            // En passant: the double-stepped pawn stands on the other board.
            let victim = Square::from_coords(m.to.file(), m.from.rank());
            self.remove(victim, them, Role::Pawn, o);
            reset_clock = true;
        }
        self.put(m.to, us, m.promotion.unwrap_or(role), o);

        let old_castling = self.castling;
        if role == Role::King {
            self.castling.0 &= !(Castling::bit(us, true) | Castling::bit(us, false));
        }
        if S::CASTLING && b == Board::A {
            self.st.touch_rook_homes(m.from, m.to);
        }
        clear_ep(self);
        self.st.pass_turn(old_castling, reset_clock);

        if S::DOUBLE_STEP && role == Role::Pawn && b == Board::A && self.rules.en_passant {
            let pawns = self.pieces(them, Role::Pawn, Board::A);
            if let Some(ep) = passed_over(us, m.from, m.to, pawns) {
                offer_ep(self, ep);
            }
        }
    }

    /// The position with the side to move passing (for null-move search);
    /// `None` when in check.
    pub fn null_move(&self) -> Option<Self> {
        null_move(self)
    }

    /// Plays a move after checking it; on error, the position is unchanged
    /// and the reason is given.
    pub fn play(&self, m: Move) -> Result<Self, PlayError<S>> {
        match self.check_move(m) {
            Ok(()) => {
                let mut p = *self;
                p.play_unchecked(m);
                Ok(p)
            }
            Err(reason) => Err(PlayError {
                position: Box::new(*self),
                mv: m,
                reason,
            }),
        }
    }

    pub(super) fn ep_capture_legal(&self, from: Square, ep: Square) -> bool {
        if self.by_board[Board::B.index()].contains(ep) {
            return false;
        }
        let mut after = *self;
        after.ep_square = None;
        after.play_unchecked(Move {
            from,
            to: ep,
            board: Board::A,
            promotion: None,
        });
        !after.king_attacked(self.turn)
    }

    pub(super) fn any_legal_ep(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        let cands =
            pawn_attacks(self.turn.other(), ep) & self.pieces(self.turn, Role::Pawn, Board::A);
        cands
            .into_iter()
            .any(|from| self.ep_capture_legal(from, ep))
    }
}

/// A move refused by [`Position::play`]; holds the unchanged position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError<S: Shape = Full> {
    pub position: Box<TwoBoards<S>>,
    pub mv: Move,
    pub reason: IllegalReason,
}

impl<S: Shape> fmt::Display for PlayError<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.mv, self.reason)
    }
}

impl<S: Shape> std::error::Error for PlayError<S> {}

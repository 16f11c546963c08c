//! What every position of the family holds besides its pieces: the side
//! to move, castling rights, the clocks, the position's key and the rule
//! options; and the bookkeeping of a move that is the same in every game.
//! A position dereferences to its [`State`], so `pos.turn()` and the other
//! accessors are written once, here.

use crate::attacks::pawn_attacks;
use crate::bitboard::Bitboard;
use crate::castling::{rook_home, Castling};
use crate::setup::SetupOf;
use crate::types::{Color, Piece, Role, Rules, Square};
use crate::zobrist;

/// The side to move, castling rights, clocks, key and rule options of a
/// position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    pub(crate) turn: Color,
    pub(crate) castling: Castling,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
}

impl State {
    /// The state a position text gives (its key is computed once the
    /// pieces stand).
    pub(crate) fn new(turn: Color, halfmoves: u32, fullmoves: u32, rules: Rules) -> State {
        State {
            turn,
            castling: Castling::NONE,
            halfmoves,
            fullmoves: fullmoves.max(1),
            hash: 0,
            rules,
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn turn(&self) -> Color {
        self.turn
    }
    pub fn castling(&self) -> Castling {
        self.castling
    }
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Zobrist key of the boards, side to move, castling rights and en
    /// passant possibility.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The part of the key that castling rights and the side to move give.
    pub(crate) fn key(&self) -> u64 {
        let mut h = 0;
        for bit in 0..4 {
            if self.castling.0 & (1 << bit) != 0 {
                h ^= zobrist::castling(bit);
            }
        }
        if self.turn == Color::Black {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        h
    }

    /// Takes away the castling rights of a rook's home square that a move
    /// leaves or reaches (on the board the rooks start on).
    #[inline]
    pub(crate) fn touch_rook_homes(&mut self, from: Square, to: Square) {
        for c in Color::ALL {
            for ks in [true, false] {
                let home = rook_home(c, ks);
                if from == home || to == home {
                    self.castling.0 &= !Castling::bit(c, ks);
                }
            }
        }
    }

    /// Ends a move: the key follows the castling rights lost since `before`,
    /// the clocks run (the fifty-move clock restarts on `reset_clock`) and
    /// the other side is to move.
    #[inline]
    pub(crate) fn pass_turn(&mut self, before: Castling, reset_clock: bool) {
        let changed = before.0 ^ self.castling.0;
        for bit in 0..4 {
            if changed & (1 << bit) != 0 {
                self.hash ^= zobrist::castling(bit);
            }
        }
        if reset_clock {
            self.halfmoves = 0;
        } else {
            self.halfmoves += 1;
        }
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = self.turn.other();
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }

    /// A null move's bookkeeping: the clock runs and the other side is to
    /// move (the full-move number stays).
    #[inline]
    pub(crate) fn pass(&mut self) {
        self.halfmoves += 1;
        self.turn = self.turn.other();
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }
}

/// A position's en passant bookkeeping: its square (for three boards,
/// with the board the double-stepped pawn landed on), kept only while a
/// capture there is legal, and keyed.
pub(crate) trait Passant: Copy + std::ops::DerefMut<Target = State> {
    type Ep: Copy;
    fn ep_slot(&mut self) -> &mut Option<Self::Ep>;
    /// The key's part for `ep`.
    fn ep_key(ep: Option<Self::Ep>) -> u64;
    fn any_legal_ep(&self) -> bool;
    fn in_check(&self) -> bool;
    /// The whole key, computed from scratch.
    fn compute_key(&self) -> u64;
}

impl<const N: usize> SetupOf<N> {
    /// The setup of a position's pieces (`piece_on(board, square)`), its
    /// state and en passant square.
    pub(crate) fn of(
        st: &State,
        ep_square: Option<Square>,
        piece_on: impl Fn(usize, Square) -> Option<Piece>,
    ) -> SetupOf<N> {
        let mut s = SetupOf::empty();
        for (b, board) in s.boards.iter_mut().enumerate() {
            for sq in Square::all() {
                board[sq.index()] = piece_on(b, sq);
            }
        }
        s.turn = st.turn;
        s.castling = st.castling;
        s.ep_square = ep_square;
        s.halfmoves = st.halfmoves;
        s.fullmoves = st.fullmoves;
        s
    }
}

/// A position built from a setup that gave `reasons` against it: refused
/// with them all, or kept with its en passant square only when a capture
/// there is legal, and its key.
pub(crate) fn validated<P: Passant>(
    mut pos: P,
    reasons: Vec<crate::setup::InvalidReason>,
) -> Result<P, crate::setup::PositionError> {
    if !reasons.is_empty() {
        return Err(crate::setup::PositionError { reasons });
    }
    if pos.ep_slot().is_some() && !pos.any_legal_ep() {
        *pos.ep_slot() = None;
    }
    pos.hash = pos.compute_key();
    Ok(pos)
}

/// The pieces of a position, as a move takes them off.
pub(crate) trait Lifts {
    type Board: Copy;
    fn role_on(&self, board: Self::Board, sq: Square) -> Option<Role>;
    fn holds(&self, color: Color, board: Self::Board, sq: Square) -> bool;
    fn lift(&mut self, sq: Square, color: Color, role: Role, board: Self::Board);
}

/// Takes the mover (`us`'s) off `from` of `board`, and the piece it takes
/// off `to` of `capture_board`: the mover's role and the taken piece's.
#[inline]
pub(crate) fn take_off<P: Lifts>(
    p: &mut P,
    us: Color,
    (from, to): (Square, Square),
    board: P::Board,
    capture_board: P::Board,
) -> (Role, Option<Role>) {
    let role = p
        .role_on(board, from)
        .expect("a piece stands on the move's from-square");
    let them = us.other();
    let captured = if p.holds(them, capture_board, to) {
        p.role_on(capture_board, to)
    } else {
        None
    };
    p.lift(from, us, role, board);
    if let Some(cr) = captured {
        p.lift(to, them, cr, capture_board);
    }
    (role, captured)
}

/// A position as a tree of moves, for perft.
pub(crate) trait Tree: Copy {
    /// The number of legal moves.
    fn count_moves(&self) -> usize;
    /// The position after each legal move, to `f`.
    fn for_each_child(&self, f: impl FnMut(Self));
}

/// Leaves of the legal move tree at `depth`, counted in bulk at the last
/// level.
#[inline]
pub(crate) fn perft<T: Tree>(pos: &T, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves() as u64,
        _ => {
            let mut total = 0;
            pos.for_each_child(|next| total += perft(&next, depth - 1));
            total
        }
    }
}

/// Drops the en passant square and its part of the key.
#[inline]
pub(crate) fn clear_ep<P: Passant>(p: &mut P) {
    let ep = p.ep_slot().take();
    p.hash ^= P::ep_key(ep);
}

/// Records `ep` after a double step: kept, and keyed, only when a capture
/// there is legal.
#[inline]
pub(crate) fn offer_ep<P: Passant>(p: &mut P, ep: P::Ep) {
    *p.ep_slot() = Some(ep);
    if p.any_legal_ep() {
        p.hash ^= P::ep_key(Some(ep));
    } else {
        *p.ep_slot() = None;
    }
}

/// The square a pawn's double step from `from` to `to` passes over, when
/// one of `their_pawns` could take it there; None for any other move.
#[inline]
pub(crate) fn passed_over(
    us: Color,
    from: Square,
    to: Square,
    their_pawns: Bitboard,
) -> Option<Square> {
    if from.rank().abs_diff(to.rank()) != 2 {
        return None;
    }
    let ep = Square::from_coords(from.file(), (from.rank() + to.rank()) / 2);
    (pawn_attacks(us, ep) & their_pawns)
        .nonempty()
        .then_some(ep)
}

/// The position with the side to move passing (for null-move search);
/// `None` when in check.
pub(crate) fn null_move<P: Passant>(pos: &P) -> Option<P> {
    if pos.in_check() {
        return None;
    }
    let mut p = *pos;
    clear_ep(&mut p);
    p.pass();
    Some(p)
}

/// What every position type of the family implements alike: `Default`
/// (the start under the default rules), `Deref`/`DerefMut` to its
/// [`State`] (its `st` field), and [`Passant`], [`Lifts`] and [`Tree`]
/// over its own methods of the usual names (`ep_key_of`, `role_on`,
/// `holds`, `remove`, `for_each_move`, and the counting and playing
/// methods named).
macro_rules! position_basics {
    ($pos:ident<$p:ident: $bound:ident>, $board:ty, $ep_field:ident: $ep:ty, $count:ident, $play:ident) => {
        impl<$p: $bound> Default for $pos<$p> {
            fn default() -> Self {
                Self::new($crate::types::Rules::default())
            }
        }

        impl<$p: $bound> std::ops::Deref for $pos<$p> {
            type Target = $crate::state::State;
            #[inline]
            fn deref(&self) -> &$crate::state::State {
                &self.st
            }
        }

        impl<$p: $bound> std::ops::DerefMut for $pos<$p> {
            #[inline]
            fn deref_mut(&mut self) -> &mut $crate::state::State {
                &mut self.st
            }
        }

        impl<$p: $bound> $crate::state::Passant for $pos<$p> {
            type Ep = $ep;
            #[inline]
            fn ep_slot(&mut self) -> &mut Option<$ep> {
                &mut self.$ep_field
            }
            #[inline]
            fn ep_key(ep: Option<$ep>) -> u64 {
                Self::ep_key_of(ep)
            }
            fn any_legal_ep(&self) -> bool {
                $pos::any_legal_ep(self)
            }
            fn in_check(&self) -> bool {
                self.is_check()
            }
            fn compute_key(&self) -> u64 {
                self.compute_hash()
            }
        }

        impl<$p: $bound> $crate::state::Lifts for $pos<$p> {
            type Board = $board;
            #[inline]
            fn role_on(&self, board: $board, sq: Square) -> Option<Role> {
                $pos::role_on(self, board, sq)
            }
            #[inline]
            fn holds(&self, color: Color, board: $board, sq: Square) -> bool {
                $pos::holds(self, color, board, sq)
            }
            #[inline]
            fn lift(&mut self, sq: Square, color: Color, role: Role, board: $board) {
                self.remove(sq, color, role, board)
            }
        }

        impl<$p: $bound> $crate::state::Tree for $pos<$p> {
            #[inline]
            fn count_moves(&self) -> usize {
                self.$count()
            }
            #[inline]
            fn for_each_child(&self, mut f: impl FnMut(Self)) {
                self.for_each_move(|m| {
                    let mut next = *self;
                    next.$play(m);
                    f(next);
                    false
                });
            }
        }
    };
}
pub(crate) use position_basics;

//! Three-board Alice (Parton's variant): boards A, B and C. A piece moves
//! on its board as in chess and then passes to the same square of one of
//! the two other boards, chosen by the player, which must be vacant there.
//!
//! The two-board game keeps its own types ([`crate::Position`],
//! [`crate::Move`]); this module has its own so that neither slows the
//! other. Construction and play are here; move generation and legality in
//! `movegen`, position text in `fen`, notation in `san`.
//!
//! ```
//! use alice_core::three::{SetBoard, PositionThree};
//! use alice_core::Rules;
//!
//! let pos = PositionThree::new(Rules::default());
//! assert_eq!(pos.legal_moves().len(), 40);
//! let m = pos.parse_move("Nf3/AC").unwrap();
//! assert_eq!(m.landing, SetBoard::C);
//! let after = pos.play(m).unwrap();
//! assert_eq!(
//!     after.fen(),
//!     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/8/8/8/8/8/8/8|8/8/8/8/8/5N2/8/8 b KQkq - 1 1"
//! );
//! assert_eq!(pos.perft(2), 1_600);
//! ```

mod duo;
mod fen;
mod movegen;
mod san;

pub use duo::{Duo, PositionDuo};

pub use fen::{is_three_board_fen, parse_set_setup, START_FEN_DUO, START_FEN_THREE_BOARDS};
pub use movegen::SetIllegal;

use crate::attacks::attackers_among;
use crate::bitboard::Bitboard;
use crate::castling::{castle_targets, rook_home, Castling};
use crate::setup::{
    allowed_rights, double_step, kings_checked, too_many, InvalidReason, PositionError, SetupOf,
};
use crate::state::{
    clear_ep, null_move, offer_ep, passed_over, position_basics, take_off, validated, Passant,
    State,
};
use crate::types::{Color, Piece, Role, Rules, Square};
use crate::zobrist;
use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;

/// One of the three boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SetBoard {
    A = 0,
    B = 1,
    C = 2,
}

impl crate::refusal::Lettered for SetBoard {
    fn letter(self) -> char {
        SetBoard::letter(self)
    }
}

impl SetBoard {
    pub const ALL: [SetBoard; 3] = [SetBoard::A, SetBoard::B, SetBoard::C];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn letter(self) -> char {
        match self {
            SetBoard::A => 'A',
            SetBoard::B => 'B',
            SetBoard::C => 'C',
        }
    }

    /// `A`, `B` or `C`, either case.
    pub fn from_char(c: char) -> Option<SetBoard> {
        match c.to_ascii_uppercase() {
            'A' => Some(SetBoard::A),
            'B' => Some(SetBoard::B),
            'C' => Some(SetBoard::C),
            _ => None,
        }
    }

    /// The two boards a piece standing on this one may land on.
    #[inline]
    pub const fn others(self) -> [SetBoard; 2] {
        match self {
            SetBoard::A => [SetBoard::B, SetBoard::C],
            SetBoard::B => [SetBoard::A, SetBoard::C],
            SetBoard::C => [SetBoard::A, SetBoard::B],
        }
    }
}

impl fmt::Display for SetBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A three-board move: the piece on `from` of `board` goes to `to` on that
/// board and lands on `to` of `landing`. Castling is the king's move
/// (e1g1, king and rook land on `landing`); en passant is the pawn's move to
/// the passed-over square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SetMove {
    pub from: Square,
    pub to: Square,
    /// The board the move is played on (where the piece stands).
    pub board: SetBoard,
    /// The board the piece lands on (never `board`).
    pub landing: SetBoard,
    pub promotion: Option<Role>,
}

impl SetMove {
    /// Coordinates with both boards: `Ae2e4B`, `Ae7e8qC`. Read back by
    /// [`PositionThree::parse_move`].
    pub fn coords(self) -> String {
        self.to_string()
    }

    /// Packs the move into 19 bits (from, to, promotion, board, landing).
    pub fn to_u32(self) -> u32 {
        let promo = self.promotion.map_or(0, |r| r as u32);
        (self.from.index() as u32)
            | (self.to.index() as u32) << 6
            | (promo & 7) << 12
            | (self.board as u32) << 15
            | (self.landing as u32) << 17
    }

    /// The move packed by [`SetMove::to_u32`]; `None` for a value no move
    /// packs to.
    pub fn from_u32(v: u32) -> Option<SetMove> {
        let board = |b: u32| match b {
            0 => Some(SetBoard::A),
            1 => Some(SetBoard::B),
            2 => Some(SetBoard::C),
            _ => None,
        };
        let promotion = match (v >> 12) & 7 {
            0 => None,
            p @ 1..=4 => Some(Role::from_index(p as usize)),
            _ => return None,
        };
        let m = SetMove {
            from: Square::new((v & 63) as u8),
            to: Square::new(((v >> 6) & 63) as u8),
            board: board((v >> 15) & 3)?,
            landing: board((v >> 17) & 3)?,
            promotion,
        };
        (v >> 19 == 0).then_some(m)
    }
}

impl fmt::Display for SetMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.board, self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.lower_char())?;
        }
        write!(f, "{}", self.landing)
    }
}

/// What a game of [`BoardSet`] is: its boards, its start, and its name.
pub trait BoardRule:
    Copy + fmt::Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static
{
    /// The PGN `Variant` tag's value.
    const PGN_NAME: &'static str;
    /// The number of boards.
    const BOARDS: usize;
    /// Duo chess's rules (optional transfers, zero moves, the zero-square
    /// check) rather than three-board Alice's.
    const DUO: bool = false;
    /// The start position.
    fn start() -> SetupOf<3>;
    /// The game's legal moves, each given to `f` until it returns true
    /// (then true).
    fn for_each_legal(pos: &BoardSet<Self>, f: impl FnMut(SetMove) -> bool) -> bool;
    /// Whether `m` is legal, decided from the rules; why not.
    fn check_move(pos: &BoardSet<Self>, m: SetMove) -> Result<(), SetIllegal>;
    /// Whether `color`'s king is in check.
    fn king_attacked(pos: &BoardSet<Self>, color: Color) -> bool;
    /// The pieces checking the side to move.
    fn checkers(pos: &BoardSet<Self>) -> Bitboard;
    /// Plays a legal move.
    fn play_unchecked(pos: &mut BoardSet<Self>, m: SetMove);
    /// All legal moves.
    fn legal_moves(pos: &BoardSet<Self>) -> Vec<SetMove>;
    /// The number of legal moves.
    fn count_legal(pos: &BoardSet<Self>) -> usize;
    /// Leaves of the legal move tree at `depth`.
    fn perft(pos: &BoardSet<Self>, depth: u32) -> u64;
}

/// The entry points of [`BoardRule`] that do not depend on the rule's own
/// moves: written once, and compiled here for each rule (not in each crate
/// that uses a position, where the generator would be built again and, as
/// measured, run slower).
macro_rules! compiled_here {
    () => {
        fn play_unchecked(pos: &mut BoardSet<Self>, m: SetMove) {
            pos.play_body(m)
        }
        fn legal_moves(pos: &BoardSet<Self>) -> Vec<SetMove> {
            pos.legal_body()
        }
        fn count_legal(pos: &BoardSet<Self>) -> usize {
            pos.count_body()
        }
        fn perft(pos: &BoardSet<Self>, depth: u32) -> u64 {
            pos.perft_body(depth)
        }
    };
}
pub(crate) use compiled_here;

/// Three-board Alice: a piece lands on one of the two other boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ThreeBoards;

impl BoardRule for ThreeBoards {
    const PGN_NAME: &'static str = "Three-board Alice";
    const BOARDS: usize = 3;
    fn start() -> SetupOf<3> {
        SetupOf::<3>::start()
    }
    fn for_each_legal(pos: &BoardSet<Self>, f: impl FnMut(SetMove) -> bool) -> bool {
        pos.three_for_each_legal(f)
    }
    fn check_move(pos: &BoardSet<Self>, m: SetMove) -> Result<(), SetIllegal> {
        pos.three_check_move(m)
    }
    #[inline]
    fn king_attacked(pos: &BoardSet<Self>, color: Color) -> bool {
        pos.three_king_attacked(color)
    }
    #[inline]
    fn checkers(pos: &BoardSet<Self>) -> Bitboard {
        pos.three_checkers()
    }
    compiled_here!();
}

/// An unvalidated three-board position (`SetupOf<3>`): what a position
/// text says.
impl SetupOf<3> {
    /// The normal array on A; B and C empty.
    pub fn start() -> SetupOf<3> {
        let two = crate::setup::Setup::start();
        let mut s = SetupOf::<3>::empty();
        s.boards[0] = two.boards[0];
        s.castling = Castling::ALL;
        s
    }
}

/// A legal position of a game whose pieces may stand on the same square
/// of two boards (three-board Alice, Duo chess) under a set of rule
/// options; the [`BoardRule`] says which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSet<R: BoardRule> {
    /// Pieces of each role, per board.
    roles: [[Bitboard; 6]; 3],
    /// Pieces of each colour, per board.
    colors: [[Bitboard; 2]; 3],
    /// The passed-over square on A and the board the double-stepped pawn
    /// stands on, while an en passant capture is legal.
    ep: Option<(Square, SetBoard)>,
    /// Side to move, castling rights, clocks, key, rule options.
    st: State,
    rule: PhantomData<R>,
}

position_basics!(BoardSet<R: BoardRule>, SetBoard, ep: (Square, SetBoard), count_body, play_body);

/// A three-board Alice position.
pub type PositionThree = BoardSet<ThreeBoards>;

impl<R: BoardRule> BoardSet<R> {
    /// The start position under the given rules.
    pub fn new(rules: Rules) -> Self {
        Self::from_setup(&R::start(), rules).expect("the start position is valid")
    }

    /// The passed-over square on board A when an en passant capture is legal.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep.map(|e| e.0)
    }

    /// Occupied squares of one board.
    #[inline]
    pub fn occupied(&self, board: SetBoard) -> Bitboard {
        let c = &self.colors[board.index()];
        c[0] | c[1]
    }

    /// Pieces of one colour on one board.
    #[inline]
    pub fn by_color(&self, color: Color, board: SetBoard) -> Bitboard {
        self.colors[board.index()][color.index()]
    }

    /// Pieces of one colour and role on one board.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role, board: SetBoard) -> Bitboard {
        self.roles[board.index()][role.index()] & self.colors[board.index()][color.index()]
    }

    /// The piece on a square of one board.
    pub fn piece_on(&self, board: SetBoard, sq: Square) -> Option<Piece> {
        let b = board.index();
        let color = if self.colors[b][0].contains(sq) {
            Color::White
        } else if self.colors[b][1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = Role::ALL
            .into_iter()
            .find(|r| self.roles[b][r.index()].contains(sq))?;
        Some(Piece { color, role })
    }

    /// The boards a square is occupied on, with their pieces.
    pub fn pieces_at(&self, sq: Square) -> impl Iterator<Item = (SetBoard, Piece)> + '_ {
        SetBoard::ALL
            .into_iter()
            .filter_map(move |b| self.piece_on(b, sq).map(|p| (b, p)))
    }

    /// Square and board of a side's king.
    #[inline]
    pub fn king(&self, color: Color) -> (Square, SetBoard) {
        for b in SetBoard::ALL {
            if let Some(sq) = self.pieces(color, Role::King, b).first() {
                return (sq, b);
            }
        }
        unreachable!("a valid position has both kings")
    }

    /// Pieces of `by` on `board` attacking `sq`, with `occ` as the
    /// blockers (that board's occupancy, perhaps modified).
    #[inline]
    pub fn attackers(&self, sq: Square, by: Color, board: SetBoard, occ: Bitboard) -> Bitboard {
        let them = self.colors[board.index()][by.index()] & occ;
        attackers_among(&self.roles[board.index()], them, sq, by, occ)
    }

    /// Enemy pieces giving check to the side to move (on its king's board;
    /// in Duo chess also the one on its zero square).
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        R::checkers(self)
    }

    /// [`BoardSet::checkers`] in three-board Alice: on the king's board.
    #[inline]
    pub(crate) fn three_checkers(&self) -> Bitboard {
        let (ks, kb) = self.king(self.turn);
        self.attackers(ks, self.turn.other(), kb, self.occupied(kb))
    }

    pub fn is_check(&self) -> bool {
        self.checkers().nonempty()
    }

    #[inline]
    pub(crate) fn king_attacked(&self, color: Color) -> bool {
        R::king_attacked(self, color)
    }

    /// [`BoardSet::king_attacked`] in three-board Alice.
    #[inline]
    pub(crate) fn three_king_attacked(&self, color: Color) -> bool {
        let (ks, kb) = self.king(color);
        self.attackers(ks, color.other(), kb, self.occupied(kb))
            .nonempty()
    }

    /// Only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        SetBoard::ALL
            .into_iter()
            .map(|b| self.occupied(b).count())
            .sum::<u32>()
            == 2
    }

    #[inline]
    fn put(&mut self, sq: Square, color: Color, role: Role, board: SetBoard) {
        let bb = Bitboard::from_square(sq);
        let b = board.index();
        self.roles[b][role.index()] |= bb;
        self.colors[b][color.index()] |= bb;
        self.hash ^= zobrist::piece_three(b, color.index(), role.index(), sq.index());
    }

    #[inline]
    fn remove(&mut self, sq: Square, color: Color, role: Role, board: SetBoard) {
        let bb = !Bitboard::from_square(sq);
        let b = board.index();
        self.roles[b][role.index()] &= bb;
        self.colors[b][color.index()] &= bb;
        self.hash ^= zobrist::piece_three(b, color.index(), role.index(), sq.index());
    }

    /// The key's part for an en passant square and its pawn's board.
    #[inline]
    fn ep_key_of(ep: Option<(Square, SetBoard)>) -> u64 {
        ep.map_or(0, |(sq, b)| {
            zobrist::ep_three(sq.file() as usize, b.index())
        })
    }

    #[inline]
    fn holds(&self, color: Color, board: SetBoard, sq: Square) -> bool {
        self.by_color(color, board).contains(sq)
    }

    #[inline]
    pub(crate) fn role_on(&self, board: SetBoard, sq: Square) -> Option<Role> {
        let r = &self.roles[board.index()];
        Role::ALL.into_iter().find(|x| r[x.index()].contains(sq))
    }

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for b in SetBoard::ALL {
            for c in Color::ALL {
                for r in Role::ALL {
                    for sq in self.pieces(c, r, b) {
                        h ^= zobrist::piece_three(b.index(), c.index(), r.index(), sq.index());
                    }
                }
            }
        }
        h ^ Self::ep_key(self.ep) ^ self.st.key()
    }

    // ------------------------------------------------------------------
    // Construction

    /// Checks a setup against every rule a position must satisfy; the
    /// error lists every reason it fails.
    pub fn from_setup(setup: &SetupOf<3>, rules: Rules) -> Result<Self, PositionError> {
        let mut reasons = Vec::new();
        let mut pos = BoardSet {
            roles: [[Bitboard::EMPTY; 6]; 3],
            colors: [[Bitboard::EMPTY; 2]; 3],
            ep: None,
            st: State::new(setup.turn, setup.halfmoves, setup.fullmoves, rules),
            rule: PhantomData,
        };
        // A piece lands only on a vacant square and leaves the square it
        // moved to empty on its first board, so no square is ever taken on
        // all three boards.
        let all_three: Vec<Square> = Square::all()
            .filter(|sq| setup.boards.iter().all(|b| b[sq.index()].is_some()))
            .collect();
        if !all_three.is_empty() {
            reasons.push(InvalidReason::OnAllThreeBoards(all_three));
        }
        if R::BOARDS == 2 {
            let on_c: Vec<Square> = Square::all()
                .filter(|sq| setup.boards[2][sq.index()].is_some())
                .collect();
            if !on_c.is_empty() {
                reasons.push(InvalidReason::OnMissingBoard(on_c));
            }
        }
        for board in SetBoard::ALL {
            for sq in Square::all() {
                let Some(p) = setup.boards[board.index()][sq.index()] else {
                    continue;
                };
                if p.role == Role::Pawn && (sq.rank() == 0 || sq.rank() == 7) {
                    reasons.push(InvalidReason::PawnOnBackRankOf {
                        square: sq,
                        board: board.letter(),
                    });
                }
                pos.put(sq, p.color, p.role, board);
            }
        }
        let count = |f: &dyn Fn(SetBoard) -> Bitboard| -> u32 {
            SetBoard::ALL.into_iter().map(|b| f(b).count()).sum()
        };
        for c in Color::ALL {
            match count(&|b| pos.pieces(c, Role::King, b)) {
                0 => reasons.push(InvalidReason::MissingKing(c)),
                1 => {}
                _ => reasons.push(InvalidReason::TooManyKings(c)),
            }
            too_many(
                count(&|b| pos.pieces(c, Role::Pawn, b)),
                count(&|b| pos.by_color(c, b)),
                c,
                (8, 16),
                &mut reasons,
            );
        }
        let home = |c| {
            let b = if R::DUO {
                duo::home_board(c)
            } else {
                SetBoard::A
            };
            (b, b.letter())
        };
        pos.castling = allowed_rights(
            setup.castling,
            home,
            |c, r, b, sq| pos.pieces(c, r, b).contains(sq),
            &mut reasons,
        );
        let kings_ok = kings_checked(
            &mut reasons,
            || pos.king_attacked(pos.turn.other()),
            || pos.checkers().count(),
        );
        if setup.ep_square.is_some() && R::DUO {
            reasons.push(InvalidReason::NoEnPassantInVariant);
        } else if let Some(ep) = setup.ep_square {
            // The pawn that double-stepped on A stands on B or C beyond `ep`.
            let them = pos.turn.other();
            let (pawn_sq, start_sq) = double_step(them, ep).unwrap_or((ep, ep));
            let on: Vec<SetBoard> = [SetBoard::B, SetBoard::C]
                .into_iter()
                .filter(|&b| pos.pieces(them, Role::Pawn, b).contains(pawn_sq))
                .collect();
            let plausible = double_step(them, ep).is_some()
                && !on.is_empty()
                && !pos.occupied(SetBoard::A).contains(ep)
                && !pos.occupied(SetBoard::A).contains(start_sq);
            if !plausible {
                reasons.push(InvalidReason::BadEnPassant(ep));
            } else if on.len() > 1 {
                reasons.push(InvalidReason::AmbiguousEnPassant(ep));
            } else if kings_ok && rules.en_passant {
                pos.ep = Some((ep, on[0]));
            }
        }
        validated(pos, reasons)
    }

    /// The unvalidated form of this position.
    pub fn to_setup(&self) -> SetupOf<3> {
        let on = |b: usize, sq| self.piece_on(SetBoard::ALL[b], sq);
        SetupOf::<3>::of(&self.st, self.ep_square(), on)
    }

    // ------------------------------------------------------------------
    // Making moves

    /// Plays a move that must be legal here (from the generator, or checked
    /// with [`PositionThree::check_move`]).
    #[inline]
    pub fn play_unchecked(&mut self, m: SetMove) {
        R::play_unchecked(self, m)
    }

    /// [`BoardSet::play_unchecked`]'s body, which each rule's compiled
    /// entry point calls.
    #[inline]
    pub(crate) fn play_body(&mut self, m: SetMove) {
        let us = self.turn;
        let them = us.other();
        let b = m.board;
        let cb = self.capture_board(m);
        let (role, captured) = take_off(self, us, (m.from, m.to), b, cb);
        let mut reset_clock = role == Role::Pawn || captured.is_some();
        if role == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
            let king_side = m.to.file() == 6;
            let (_, rook_to) = castle_targets(us, king_side);
            self.remove(rook_home(us, king_side), us, Role::Rook, b);
            self.put(rook_to, us, Role::Rook, m.landing);
        } else if !R::DUO
            && role == Role::Pawn
            && m.from.file() != m.to.file()
            && captured.is_none()
        {
            // En passant: the double-stepped pawn stands on B or C.
            let victim = Square::from_coords(m.to.file(), m.from.rank());
            if let Some((_, vb)) = self.ep {
                self.remove(victim, them, Role::Pawn, vb);
            }
            reset_clock = true;
        }
        self.put(m.to, us, m.promotion.unwrap_or(role), m.landing);

        let old_castling = self.castling;
        if role == Role::King {
            self.castling.0 &= !(Castling::bit(us, true) | Castling::bit(us, false));
        }
        if R::DUO {
            // A right is lost when that rook moves from its home square or
            // is taken there, on its army's board.
            for c in Color::ALL {
                let hb = duo::home_board(c);
                for ks in [true, false] {
                    let home = rook_home(c, ks);
                    if (b == hb && m.from == home) || (cb == hb && m.to == home) {
                        self.castling.0 &= !Castling::bit(c, ks);
                    }
                }
            }
        } else if b == SetBoard::A {
            self.st.touch_rook_homes(m.from, m.to);
        }
        clear_ep(self);
        self.st.pass_turn(old_castling, reset_clock);

        if !R::DUO && role == Role::Pawn && b == SetBoard::A && self.rules.en_passant {
            let pawns = self.pieces(them, Role::Pawn, SetBoard::A);
            if let Some(ep) = passed_over(us, m.from, m.to, pawns) {
                offer_ep(self, (ep, m.landing));
            }
        }
    }

    /// The position with the side to move passing (for null-move search);
    /// `None` when in check.
    pub fn null_move(&self) -> Option<Self> {
        null_move(self)
    }

    /// Plays a move after checking it; on error the position is unchanged
    /// and the reason is given.
    pub fn play(&self, m: SetMove) -> Result<Self, SetIllegal> {
        self.check_move(m)?;
        let mut p = *self;
        p.play_unchecked(m);
        Ok(p)
    }

    /// The outcome decided by this position alone (not repetition).
    pub fn outcome(&self) -> Option<crate::Outcome> {
        crate::position::decided_outcome(
            self.turn,
            self.halfmoves,
            || self.has_legal_moves(),
            || self.is_check(),
            || self.is_bare_kings(),
        )
    }

    /// The board a move captures on: where it is played, or for a zero
    /// move (Duo chess) where it lands.
    #[inline]
    pub fn capture_board(&self, m: SetMove) -> SetBoard {
        if R::DUO && m.from == m.to {
            m.landing
        } else {
            m.board
        }
    }

    /// Whether a move is a zero move (Duo chess): the piece passes to the
    /// same square of the other board without moving.
    #[inline]
    pub fn is_zero_move(m: SetMove) -> bool {
        R::DUO && m.from == m.to
    }

    /// Whether a move captures (including en passant).
    pub fn is_capture(&self, m: SetMove) -> bool {
        self.by_color(self.turn.other(), self.capture_board(m))
            .contains(m.to)
            || self.is_en_passant(m)
    }

    /// Whether a move is an en passant capture.
    pub fn is_en_passant(&self, m: SetMove) -> bool {
        !R::DUO
            && m.board == SetBoard::A
            && self.ep.is_some_and(|(sq, _)| sq == m.to)
            && self
                .pieces(self.turn, Role::Pawn, SetBoard::A)
                .contains(m.from)
            && m.from.file() != m.to.file()
    }

    /// The role moved by `m`, if a piece stands on its from-square.
    pub fn moving_role(&self, m: SetMove) -> Option<Role> {
        self.role_on(m.board, m.from)
    }

    /// The role captured by `m` (a pawn for en passant).
    pub fn captured_role(&self, m: SetMove) -> Option<Role> {
        let cb = self.capture_board(m);
        if self.by_color(self.turn.other(), cb).contains(m.to) {
            self.role_on(cb, m.to)
        } else if self.is_en_passant(m) {
            Some(Role::Pawn)
        } else {
            None
        }
    }
}

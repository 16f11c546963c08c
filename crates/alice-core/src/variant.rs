//! What a game, its notation and its PGN need of a position, for both
//! variants: the two-board game ([`Position`]) and the three-board one
//! ([`PositionThree`]).

use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{IllegalReason, Outcome, TwoBoards};
use crate::san::SanError;
use crate::shape::{Full, Narrow, Shape};
use crate::state::State;
use crate::three::{BoardRule, BoardSet, Duo, SetIllegal, SetMove, ThreeBoards};
use crate::types::{Color, Rules};
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// A variant's position.
pub trait VariantPosition: Copy + Debug + PartialEq + Eq + Send + Sync + 'static {
    type Move: Copy + Debug + Display + PartialEq + Eq + Hash + Send + Sync + 'static;
    /// Why a move is not legal here.
    type Illegal: Clone + Debug + Display + PartialEq + Eq + Send + Sync + 'static;
    /// The PGN `Variant` tag's value.
    const PGN_NAME: &'static str;
    /// The number of boards.
    const BOARDS: usize;
    /// Whether the variant has en passant at all (the rule option then
    /// means something).
    const EN_PASSANT: bool;

    fn start(rules: Rules) -> Self;
    fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError>;
    fn fen(&self) -> String;
    fn rules(&self) -> Rules;
    fn turn(&self) -> Color;
    fn hash(&self) -> u64;
    fn halfmoves(&self) -> u32;
    fn fullmoves(&self) -> u32;
    fn is_check(&self) -> bool;
    /// The outcome decided by this position alone (not repetition).
    fn outcome(&self) -> Option<Outcome>;
    fn check_move(&self, m: Self::Move) -> Result<(), Self::Illegal>;
    fn play_unchecked(&mut self, m: Self::Move);
    fn legal_moves(&self) -> Vec<Self::Move>;
    fn san(&self, m: Self::Move) -> String;
    fn parse_move(&self, text: &str) -> Result<Self::Move, SanError>;
    /// Leaves of the legal move tree at `depth`.
    fn perft(&self, depth: u32) -> u64;
}

// The impl is written once and instantiated here for each concrete
// position type, so that its code is compiled in this crate (with its
// optimisation) rather than again in each crate that plays the game.
macro_rules! variant {
    ($t:ty, $base:ident, $mv:ty, $illegal:ty, $pgn:expr, $boards:expr, $ep:expr) => {
        impl VariantPosition for $t {
            type Move = $mv;
            type Illegal = $illegal;
            const PGN_NAME: &'static str = $pgn;
            const BOARDS: usize = $boards;
            const EN_PASSANT: bool = $ep;
            fn start(rules: Rules) -> Self {
                $base::new(rules)
            }
            fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
                $base::from_fen(text, rules)
            }
            fn fen(&self) -> String {
                $base::fen(self)
            }
            fn rules(&self) -> Rules {
                State::rules(self)
            }
            fn turn(&self) -> Color {
                State::turn(self)
            }
            fn hash(&self) -> u64 {
                State::hash(self)
            }
            fn halfmoves(&self) -> u32 {
                State::halfmoves(self)
            }
            fn fullmoves(&self) -> u32 {
                State::fullmoves(self)
            }
            fn is_check(&self) -> bool {
                $base::is_check(self)
            }
            fn outcome(&self) -> Option<Outcome> {
                $base::outcome(self)
            }
            fn check_move(&self, m: $mv) -> Result<(), $illegal> {
                $base::check_move(self, m)
            }
            fn play_unchecked(&mut self, m: $mv) {
                $base::play_unchecked(self, m)
            }
            fn legal_moves(&self) -> Vec<$mv> {
                $base::legal_moves(self).iter().copied().collect()
            }
            fn san(&self, m: $mv) -> String {
                $base::san(self, m)
            }
            fn parse_move(&self, text: &str) -> Result<$mv, SanError> {
                $base::parse_move(self, text)
            }
            fn perft(&self, depth: u32) -> u64 {
                $base::perft(self, depth)
            }
        }
    };
}
variant!(
    TwoBoards<Full>,
    TwoBoards,
    Move,
    IllegalReason,
    Full::PGN_NAME,
    2,
    Full::DOUBLE_STEP
);
variant!(
    TwoBoards<Narrow>,
    TwoBoards,
    Move,
    IllegalReason,
    Narrow::PGN_NAME,
    2,
    Narrow::DOUBLE_STEP
);
variant!(
    BoardSet<ThreeBoards>,
    BoardSet,
    SetMove,
    SetIllegal,
    ThreeBoards::PGN_NAME,
    ThreeBoards::BOARDS,
    !ThreeBoards::DUO
);
variant!(
    BoardSet<Duo>,
    BoardSet,
    SetMove,
    SetIllegal,
    Duo::PGN_NAME,
    Duo::BOARDS,
    !Duo::DUO
);

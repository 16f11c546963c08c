//! What a game, its notation and its PGN need of a position, for both
//! variants: the two-board game ([`Position`]) and the three-board one
//! ([`Position3`]).

use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{IllegalReason, Outcome, TwoBoards};
use crate::san::SanError;
use crate::shape::{Full, Narrow, Shape};
use crate::three::{BoardRule, BoardSet, Duo, Illegal3, Move3, ThreeBoards};
use crate::types::{Color, Rules};
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// A variant's position.
pub trait Variant: Copy + Debug + PartialEq + Eq + Send + Sync + 'static {
    type Move: Copy + Debug + Display + PartialEq + Eq + Hash + Send + Sync + 'static;
    /// Why a move is not legal here.
    type Illegal: Clone + Debug + Display + PartialEq + Eq + Send + Sync + 'static;
    /// The PGN `Variant` tag's value.
    const PGN_NAME: &'static str;
    /// The number of boards.
    const BOARDS: usize;

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

// Each game's impl is written once and instantiated here for each
// concrete position type, so that its code is compiled in this crate (with
// its optimisation) rather than again in each crate that plays the game.
macro_rules! two_board_variant {
    ($t:ty, $s:ty) => {
        impl Variant for $t {
            type Move = Move;
            type Illegal = IllegalReason;
            const PGN_NAME: &'static str = <$s as Shape>::PGN_NAME;
            const BOARDS: usize = 2;
            fn start(rules: Rules) -> Self {
                TwoBoards::new(rules)
            }
            fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
                TwoBoards::from_fen(text, rules)
            }
            fn fen(&self) -> String {
                TwoBoards::fen(self)
            }
            fn rules(&self) -> Rules {
                TwoBoards::rules(self)
            }
            fn turn(&self) -> Color {
                TwoBoards::turn(self)
            }
            fn hash(&self) -> u64 {
                TwoBoards::hash(self)
            }
            fn halfmoves(&self) -> u32 {
                TwoBoards::halfmoves(self)
            }
            fn fullmoves(&self) -> u32 {
                TwoBoards::fullmoves(self)
            }
            fn is_check(&self) -> bool {
                TwoBoards::is_check(self)
            }
            fn outcome(&self) -> Option<Outcome> {
                TwoBoards::outcome(self)
            }
            fn check_move(&self, m: Move) -> Result<(), IllegalReason> {
                TwoBoards::check_move(self, m)
            }
            fn play_unchecked(&mut self, m: Move) {
                TwoBoards::play_unchecked(self, m)
            }
            fn legal_moves(&self) -> Vec<Move> {
                TwoBoards::legal_moves(self).iter().copied().collect()
            }
            fn san(&self, m: Move) -> String {
                TwoBoards::san(self, m)
            }
            fn parse_move(&self, text: &str) -> Result<Move, SanError> {
                TwoBoards::parse_move(self, text)
            }
            fn perft(&self, depth: u32) -> u64 {
                TwoBoards::perft(self, depth)
            }
        }
    };
}
two_board_variant!(TwoBoards<Full>, Full);
two_board_variant!(TwoBoards<Narrow>, Narrow);

// The same for the games of [`BoardSet`].
macro_rules! board_set_variant {
    ($t:ty, $r:ty) => {
        impl Variant for $t {
            type Move = Move3;
            type Illegal = Illegal3;
            const PGN_NAME: &'static str = <$r as BoardRule>::PGN_NAME;
            const BOARDS: usize = <$r as BoardRule>::BOARDS;
            fn start(rules: Rules) -> Self {
                BoardSet::new(rules)
            }
            fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
                BoardSet::from_fen(text, rules)
            }
            fn fen(&self) -> String {
                BoardSet::fen(self)
            }
            fn rules(&self) -> Rules {
                BoardSet::rules(self)
            }
            fn turn(&self) -> Color {
                BoardSet::turn(self)
            }
            fn hash(&self) -> u64 {
                BoardSet::hash(self)
            }
            fn halfmoves(&self) -> u32 {
                BoardSet::halfmoves(self)
            }
            fn fullmoves(&self) -> u32 {
                BoardSet::fullmoves(self)
            }
            fn is_check(&self) -> bool {
                BoardSet::is_check(self)
            }
            fn outcome(&self) -> Option<Outcome> {
                BoardSet::outcome(self)
            }
            fn check_move(&self, m: Move3) -> Result<(), Illegal3> {
                BoardSet::check_move(self, m)
            }
            fn play_unchecked(&mut self, m: Move3) {
                BoardSet::play_unchecked(self, m)
            }
            fn legal_moves(&self) -> Vec<Move3> {
                BoardSet::legal_moves(self)
            }
            fn san(&self, m: Move3) -> String {
                BoardSet::san(self, m)
            }
            fn parse_move(&self, text: &str) -> Result<Move3, SanError> {
                BoardSet::parse_move(self, text)
            }
            fn perft(&self, depth: u32) -> u64 {
                BoardSet::perft(self, depth)
            }
        }
    };
}
board_set_variant!(BoardSet<ThreeBoards>, ThreeBoards);
board_set_variant!(BoardSet<Duo>, Duo);

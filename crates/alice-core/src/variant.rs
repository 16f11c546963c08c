//! What a game, its notation and its PGN need of a position, for both
//! variants: the two-board game ([`Position`]) and the three-board one
//! ([`Position3`]).

use crate::fen::FenError;
use crate::moves::Move;
use crate::position::{IllegalReason, Outcome, TwoBoards};
use crate::san::SanError;
use crate::shape::Shape;
use crate::three::{BoardRule, BoardSet, Illegal3, Move3};
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

impl<S: Shape> Variant for TwoBoards<S> {
    type Move = Move;
    type Illegal = IllegalReason;
    const PGN_NAME: &'static str = S::PGN_NAME;
    const BOARDS: usize = 2;

    #[inline]
    fn start(rules: Rules) -> Self {
        TwoBoards::new(rules)
    }
    #[inline]
    fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
        TwoBoards::from_fen(text, rules)
    }
    #[inline]
    fn fen(&self) -> String {
        TwoBoards::fen(self)
    }
    #[inline]
    fn rules(&self) -> Rules {
        TwoBoards::rules(self)
    }
    #[inline]
    fn turn(&self) -> Color {
        TwoBoards::turn(self)
    }
    #[inline]
    fn hash(&self) -> u64 {
        TwoBoards::hash(self)
    }
    #[inline]
    fn halfmoves(&self) -> u32 {
        TwoBoards::halfmoves(self)
    }
    #[inline]
    fn fullmoves(&self) -> u32 {
        TwoBoards::fullmoves(self)
    }
    #[inline]
    fn is_check(&self) -> bool {
        TwoBoards::is_check(self)
    }
    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        TwoBoards::outcome(self)
    }
    #[inline]
    fn check_move(&self, m: Move) -> Result<(), IllegalReason> {
        TwoBoards::check_move(self, m)
    }
    #[inline]
    fn play_unchecked(&mut self, m: Move) {
        TwoBoards::play_unchecked(self, m)
    }
    #[inline]
    fn legal_moves(&self) -> Vec<Move> {
        TwoBoards::legal_moves(self).iter().copied().collect()
    }
    #[inline]
    fn san(&self, m: Move) -> String {
        TwoBoards::san(self, m)
    }
    #[inline]
    fn parse_move(&self, text: &str) -> Result<Move, SanError> {
        TwoBoards::parse_move(self, text)
    }
    #[inline]
    fn perft(&self, depth: u32) -> u64 {
        TwoBoards::perft(self, depth)
    }
}

impl<R: BoardRule> Variant for BoardSet<R> {
    type Move = Move3;
    type Illegal = Illegal3;
    const PGN_NAME: &'static str = R::PGN_NAME;
    const BOARDS: usize = R::BOARDS;

    #[inline]
    fn start(rules: Rules) -> Self {
        BoardSet::new(rules)
    }
    #[inline]
    fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
        BoardSet::from_fen(text, rules)
    }
    #[inline]
    fn fen(&self) -> String {
        BoardSet::fen(self)
    }
    #[inline]
    fn rules(&self) -> Rules {
        BoardSet::rules(self)
    }
    #[inline]
    fn turn(&self) -> Color {
        BoardSet::turn(self)
    }
    #[inline]
    fn hash(&self) -> u64 {
        BoardSet::hash(self)
    }
    #[inline]
    fn halfmoves(&self) -> u32 {
        BoardSet::halfmoves(self)
    }
    #[inline]
    fn fullmoves(&self) -> u32 {
        BoardSet::fullmoves(self)
    }
    #[inline]
    fn is_check(&self) -> bool {
        BoardSet::is_check(self)
    }
    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        BoardSet::outcome(self)
    }
    #[inline]
    fn check_move(&self, m: Move3) -> Result<(), Illegal3> {
        BoardSet::check_move(self, m)
    }
    #[inline]
    fn play_unchecked(&mut self, m: Move3) {
        BoardSet::play_unchecked(self, m)
    }
    #[inline]
    fn legal_moves(&self) -> Vec<Move3> {
        BoardSet::legal_moves(self)
    }
    #[inline]
    fn san(&self, m: Move3) -> String {
        BoardSet::san(self, m)
    }
    #[inline]
    fn parse_move(&self, text: &str) -> Result<Move3, SanError> {
        BoardSet::parse_move(self, text)
    }
    #[inline]
    fn perft(&self, depth: u32) -> u64 {
        BoardSet::perft(self, depth)
    }
}

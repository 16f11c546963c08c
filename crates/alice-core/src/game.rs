//! A game: a start position, the moves played, and the outcome including
//! threefold repetition.

use crate::position::{Outcome, Position, Termination};
use crate::san::SanError;
use crate::types::Rules;
use crate::variant::VariantPosition;
use std::fmt;

/// A move refused by a [`Game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError<P: VariantPosition = Position> {
    /// The game has already ended.
    Over(Outcome),
    /// The text was not a legal move here.
    Notation(SanError),
    /// The move was not legal here.
    Illegal(P::Move, P::Illegal),
}

impl<P: VariantPosition> fmt::Display for GameError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over: {}", o.termination.describe()),
            GameError::Notation(e) => write!(f, "{e}"),
            GameError::Illegal(m, r) => write!(f, "{m}: {r}"),
        }
    }
}

impl<P: VariantPosition> std::error::Error for GameError<P> {}

/// A game of either variant (two-board by default): its start, the moves
/// played with their SAN, and the outcome including threefold repetition.
#[derive(Clone, Debug)]
pub struct Game<P: VariantPosition = Position> {
    start: P,
    position: P,
    moves: Vec<P::Move>,
    sans: Vec<String>,
    /// Hash of the position before each ply and of the current one.
    hashes: Vec<u64>,
}

impl Game {
    /// A two-board game from the start.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }
}

impl<P: VariantPosition> Game<P> {
    /// A game of this variant from the start.
    pub fn starting(rules: Rules) -> Game<P> {
        Game::from_position(P::start(rules))
    }

    pub fn from_position(start: P) -> Game<P> {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            sans: Vec::new(),
            hashes: vec![start.hash()],
        }
    }

    pub fn start(&self) -> &P {
        &self.start
    }

    pub fn position(&self) -> &P {
        &self.position
    }

    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Canonical SAN of each move played.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// Number of plies played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// Hashes of the positions before each ply played (oldest first), for
    /// repetition detection by a search.
    pub fn history(&self) -> &[u64] {
        &self.hashes[..self.hashes.len() - 1]
    }

    /// How often the current position has stood on the board (counting now).
    pub fn repetitions(&self) -> usize {
        let current = self.position.hash();
        let window = (self.position.halfmoves() as usize + 1).min(self.hashes.len());
        self.hashes[self.hashes.len() - window..]
            .iter()
            .filter(|&&h| h == current)
            .count()
    }

    /// How the game ended on the board, if it did.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position.outcome() {
            return Some(o);
        }
        if self.repetitions() >= 3 {
            return Some(Outcome {
                termination: Termination::Repetition,
                winner: None,
            });
        }
        None
    }

    /// Plays a move, checking it and that the game goes on.
    pub fn play(&mut self, m: P::Move) -> Result<(), GameError<P>> {
        if let Some(o) = self.outcome() {
            return Err(GameError::Over(o));
        }
        self.position
            .check_move(m)
            .map_err(|r| GameError::Illegal(m, r))?;
        self.push(m);
        Ok(())
    }

    /// Reads a move (SAN or coordinates) and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<P::Move, GameError<P>> {
        if let Some(o) = self.outcome() {
            return Err(GameError::Over(o));
        }
        let m = self
            .position
            .parse_move(text)
            .map_err(GameError::Notation)?;
        self.push(m);
        Ok(m)
    }

    /// Plays a stored move whose SAN is already known (rebuilding a game
    /// from storage): the move is checked as in [`Game::play`], the SAN is
    /// taken as given.
    pub fn play_recorded(&mut self, m: P::Move, san: String) -> Result<(), GameError<P>> {
        self.position
            .check_move(m)
            .map_err(|r| GameError::Illegal(m, r))?;
        self.position.play_unchecked(m);
        self.moves.push(m);
        self.sans.push(san);
        self.hashes.push(self.position.hash());
        Ok(())
    }

    fn push(&mut self, m: P::Move) {
        let san = self.position.san(m);
        self.position.play_unchecked(m);
        self.moves.push(m);
        self.sans.push(san);
        self.hashes.push(self.position.hash());
    }

    /// Takes back the last `plies` moves (all of them at most).
    pub fn take_back(&mut self, plies: usize) {
        let keep = self.moves.len().saturating_sub(plies);
        let moves: Vec<P::Move> = self.moves[..keep].to_vec();
        *self = Game::from_position(self.start);
        for m in moves {
            self.push(m);
        }
    }
}

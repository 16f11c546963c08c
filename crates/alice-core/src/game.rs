//! A game: a start position, the moves played, and the outcome including
//! threefold repetition.

use crate::moves::Move;
use crate::position::{IllegalReason, Outcome, Position, Termination};
use crate::san::SanError;
use crate::types::Rules;
use std::fmt;

/// A move refused by a [`Game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    Over(Outcome),
    /// The text was not a legal move here.
    Notation(SanError),
    /// The move was not legal here.
    Illegal(Move, IllegalReason),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over: {}", o.termination.describe()),
            GameError::Notation(e) => write!(f, "{e}"),
            GameError::Illegal(m, r) => write!(f, "{m}: {r}"),
        }
    }
}

impl std::error::Error for GameError {}

#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    sans: Vec<String>,
    /// Hash of the position before each ply and of the current one.
    hashes: Vec<u64>,
}

impl Game {
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::new(rules))
    }

    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            sans: Vec::new(),
            hashes: vec![start.hash()],
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    pub fn moves(&self) -> &[Move] {
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
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
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
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
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
    pub fn play_recorded(&mut self, m: Move, san: String) -> Result<(), GameError> {
        self.position
            .check_move(m)
            .map_err(|r| GameError::Illegal(m, r))?;
        self.position.play_unchecked(m);
        self.moves.push(m);
        self.sans.push(san);
        self.hashes.push(self.position.hash());
        Ok(())
    }

    fn push(&mut self, m: Move) {
        let san = self.position.san(m);
        self.position.play_unchecked(m);
        self.moves.push(m);
        self.sans.push(san);
        self.hashes.push(self.position.hash());
    }

    /// Takes back the last `plies` moves (all of them at most).
    pub fn take_back(&mut self, plies: usize) {
        let keep = self.moves.len().saturating_sub(plies);
        let moves: Vec<Move> = self.moves[..keep].to_vec();
        *self = Game::from_position(self.start);
        for m in moves {
            self.push(m);
        }
    }
}

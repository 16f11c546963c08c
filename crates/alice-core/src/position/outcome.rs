//! How a game ends on the board, and facts about a move.

use super::*;
use crate::moves::Move;
use crate::types::{Board, Color, Role};

/// How a game ended on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    Checkmate,
    Stalemate,
    FiftyMoves,
    Repetition,
    BareKings,
}

impl Termination {
    /// The code word of this ending: what `alice replay` prints in JSON and
    /// what the bot stores (its `Ending` type uses these words). Players see
    /// [`Termination::describe`].
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::FiftyMoves => "fifty-move",
            Termination::Repetition => "repetition",
            Termination::BareKings => "bare-kings",
        }
    }

    /// Words for players.
    pub fn describe(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::FiftyMoves => "the fifty-move rule",
            Termination::Repetition => "threefold repetition",
            Termination::BareKings => "bare kings",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub termination: Termination,
    /// `None` for a draw.
    pub winner: Option<Color>,
}

impl Position {
    // ------------------------------------------------------------------
    // Outcome

    /// Only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        (self.by_board[0] | self.by_board[1]).count() == 2
    }

    /// The outcome decided by this position alone (not repetition).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.has_legal_moves() {
            return Some(if self.is_check() {
                Outcome {
                    termination: Termination::Checkmate,
                    winner: Some(self.turn.other()),
                }
            } else {
                Outcome {
                    termination: Termination::Stalemate,
                    winner: None,
                }
            });
        }
        if self.is_bare_kings() {
            return Some(Outcome {
                termination: Termination::BareKings,
                winner: None,
            });
        }
        if self.halfmoves >= 100 {
            return Some(Outcome {
                termination: Termination::FiftyMoves,
                winner: None,
            });
        }
        None
    }

    /// Whether a move captures (including en passant).
    pub fn is_capture(&self, m: Move) -> bool {
        self.occupied(m.board).contains(m.to)
            || (m.board == Board::A
                && self.ep_square == Some(m.to)
                && self
                    .pieces(self.turn, Role::Pawn, Board::A)
                    .contains(m.from)
                && m.from.file() != m.to.file())
    }

    /// The role moved by `m`, if a piece stands on its from-square.
    pub fn moving_role(&self, m: Move) -> Option<Role> {
        self.role_at(m.from)
    }

    /// The role captured by `m` (a pawn for en passant).
    pub fn captured_role(&self, m: Move) -> Option<Role> {
        if self.occupied(m.board).contains(m.to) {
            self.role_at(m.to)
        } else if self.is_capture(m) {
            Some(Role::Pawn)
        } else {
            None
        }
    }
}

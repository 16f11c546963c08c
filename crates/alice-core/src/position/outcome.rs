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

impl<S: Shape> TwoBoards<S> {
    // ------------------------------------------------------------------
    // Outcome

    /// Only the two kings are left.
    pub fn is_bare_kings(&self) -> bool {
        (self.by_board[0] | self.by_board[1]).count() == 2
    }

    /// The outcome decided by this position alone (not repetition).
    pub fn outcome(&self) -> Option<Outcome> {
        decided_outcome(
            self.turn,
            self.halfmoves,
            || self.has_legal_moves(),
            || self.is_check(),
            || self.is_bare_kings(),
        )
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

/// The outcome a position decides alone (not repetition), the same in
/// every variant: with no legal move, checkmate when in check, else
/// stalemate; bare kings and fifty moves without a capture or a pawn's
/// move are draws. `has_moves`, `in_check` and `bare_kings` are asked
/// only as far as needed, in that order.
pub(crate) fn decided_outcome(
    turn: Color,
    halfmoves: u32,
    has_moves: impl FnOnce() -> bool,
    in_check: impl FnOnce() -> bool,
    bare_kings: impl FnOnce() -> bool,
) -> Option<Outcome> {
    let draw = |termination| {
        Some(Outcome {
            termination,
            winner: None,
        })
    };
    if !has_moves() {
        if in_check() {
            return Some(Outcome {
                termination: Termination::Checkmate,
                winner: Some(turn.other()),
            });
        }
        return draw(Termination::Stalemate);
    }
    if bare_kings() {
        return draw(Termination::BareKings);
    }
    if halfmoves >= 100 {
        return draw(Termination::FiftyMoves);
    }
    None
}

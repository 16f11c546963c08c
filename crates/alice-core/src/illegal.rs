//! Why a move is not legal, in terms a player understands: one set of
//! reasons for every game of the family, naming the boards of the game it
//! was found in (`A`/`B`, or `A`/`B`/`C`).

use crate::types::{Role, Square};
use std::fmt;

/// Why a move is not legal here. `B` is the game's board type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal<B> {
    /// No piece on the square (of the board named, or of any board when
    /// the game tells the piece by its square alone).
    NoPiece {
        square: Square,
        board: Option<B>,
    },
    /// The square is beyond the board's files.
    OffBoard {
        square: Square,
        files: u8,
    },
    NotYourPiece {
        square: Square,
        board: B,
    },
    /// The move names a board its piece does not stand on.
    WrongBoard {
        square: Square,
        stands_on: B,
        named: B,
    },
    /// The move lands on the board it is played on where it may not.
    SameBoard {
        board: B,
    },
    CannotReach {
        role: Role,
        from: Square,
        to: Square,
        board: B,
    },
    /// Duo chess: only a piece other than a pawn makes a zero move.
    ZeroMoveByPawn,
    OwnPiece {
        to: Square,
        board: B,
    },
    LandingOccupied {
        role: Role,
        to: Square,
        board: B,
    },
    MustPromote,
    CannotPromote,
    BadPromotion {
        role: Role,
    },
    EnPassantOff,
    /// The king would stand on an attacked square of the board it moves on.
    KingAttackedBeforeTransfer {
        board: B,
    },
    /// The king would land on an attacked square.
    KingAttackedAfterTransfer {
        board: B,
    },
    /// Another piece's move would leave the mover's king in check.
    LeavesKingInCheck {
        board: B,
    },
    CastlingRightLost {
        king_side: bool,
    },
    CastlingPathBlocked {
        king_side: bool,
        board: B,
    },
    CastlingInCheck {
        board: B,
    },
    CastlingThroughCheck {
        square: Square,
        board: B,
    },
    /// Duo chess: castling stays on the board it is played on.
    CastlingTransfers {
        board: B,
    },
    CastlingLandingOccupied {
        square: Square,
        board: B,
    },
    CastlingIntoCheck {
        board: B,
    },
}

impl<B> Illegal<B> {
    /// The last step of every game's check: once the whole move is made,
    /// the mover's king must not be attacked. `role` is the mover's role,
    /// `attacked_on` the board the king then stands on, if attacked there.
    pub(crate) fn unless_attacked(role: Role, attacked_on: Option<B>) -> Result<(), Illegal<B>> {
        match attacked_on {
            None => Ok(()),
            Some(board) if role == Role::King => Err(Illegal::KingAttackedAfterTransfer { board }),
            Some(board) => Err(Illegal::LeavesKingInCheck { board }),
        }
    }

    /// How far a move got through the rules before it failed: a deeper
    /// reason explains more.
    pub(crate) fn depth(&self) -> u8 {
        use Illegal::*;
        match self {
            NoPiece { .. } | NotYourPiece { .. } | WrongBoard { .. } => 0,
            CannotReach { .. } | OffBoard { .. } | ZeroMoveByPawn => 1,
            OwnPiece { .. } | SameBoard { .. } => 2,
            MustPromote
            | CannotPromote
            | BadPromotion { .. }
            | EnPassantOff
            | CastlingTransfers { .. } => 3,
            LandingOccupied { .. } => 4,
            _ => 5,
        }
    }
}

impl<B: fmt::Display> fmt::Display for Illegal<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Illegal::*;
        let side = |k: &bool| if *k { "king side" } else { "queen side" };
        match self {
            NoPiece {
                square,
                board: None,
            } => write!(f, "there is no piece on {square} on either board"),
            NoPiece {
                square,
                board: Some(board),
            } => write!(f, "there is no piece on {square} of board {board}"),
            OffBoard { square, files } => write!(
                f,
                "{square} is not on the boards, which have files a to {} only",
                char::from(b'a' + files - 1)
            ),
            NotYourPiece { square, board } => {
                write!(f, "the piece on {square} of board {board} is not yours")
            }
            WrongBoard {
                square,
                stands_on,
                named,
            } => write!(
                f,
                "the piece on {square} stands on board {stands_on}, not on board {named}"
            ),
            SameBoard { board } => write!(
                f,
                "a piece moved on board {board} lands on one of the two other boards, not on {board}"
            ),
            CannotReach {
                role,
                from,
                to,
                board,
            } => write!(
                f,
                "the {} on {from} of board {board} cannot move to {to}",
                role.name()
            ),
            ZeroMoveByPawn => write!(f, "a pawn cannot make a zero move"),
            OwnPiece { to, board } => {
                write!(f, "{to} on board {board} holds one of your own pieces")
            }
            LandingOccupied { role, to, board } => write!(
                f,
                "{to} on board {board} is occupied, so the {} cannot land there",
                role.name()
            ),
            MustPromote => write!(
                f,
                "a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"
            ),
            CannotPromote => write!(f, "only a pawn reaching the last rank can promote"),
            BadPromotion { role } => write!(f, "a pawn cannot promote to a {}", role.name()),
            EnPassantOff => write!(f, "en passant is off in this game"),
            KingAttackedBeforeTransfer { board } => {
                write!(f, "the king would be in check on board {board}")
            }
            KingAttackedAfterTransfer { board } | CastlingIntoCheck { board } => {
                write!(f, "the king would land in check on board {board}")
            }
            LeavesKingInCheck { board } => {
                write!(f, "your king would be in check on board {board}")
            }
            CastlingRightLost { king_side } => write!(
                f,
                "castling {} is no longer allowed: the king or that rook has moved",
                side(king_side)
            ),
            CastlingPathBlocked { king_side, board } => write!(
                f,
                "castling {}: the squares between king and rook on board {board} are not empty",
                side(king_side)
            ),
            CastlingInCheck { board } => {
                write!(f, "you cannot castle out of check on board {board}")
            }
            CastlingThroughCheck { square, board } => write!(
                f,
                "the king would pass through or land on {square}, which is attacked on board {board}"
            ),
            CastlingTransfers { board } => write!(
                f,
                "castling stays on board {board}: neither king nor rook transfers"
            ),
            CastlingLandingOccupied { square, board } => write!(
                f,
                "{square} on board {board} is occupied, so king and rook cannot land there"
            ),
        }
    }
}

impl<B: fmt::Display + fmt::Debug> std::error::Error for Illegal<B> {}

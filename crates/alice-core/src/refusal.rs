//! Why a move text was refused, as data rather than words: a program that
//! speaks other languages says each reason in its reader's; `Display`
//! says it in English.

use crate::illegal::Illegal;
use crate::types::{Role, Square};
use std::fmt;

/// A board named by its letter (A, B or C).
pub trait Lettered: Copy {
    fn letter(self) -> char;
}

impl Lettered for crate::types::Board {
    fn letter(self) -> char {
        crate::types::Board::letter(self)
    }
}

impl<B: Lettered> Illegal<B> {
    /// The same reason with its boards named by letter, so one type holds
    /// the reasons of every game of the family.
    pub fn lettered(&self) -> Illegal<char> {
        use Illegal::*;
        match *self {
            NoPiece { square, board } => NoPiece {
                square,
                board: board.map(Lettered::letter),
            },
            OffBoard { square, files } => OffBoard { square, files },
            NotYourPiece { square, board } => NotYourPiece {
                square,
                board: board.letter(),
            },
            WrongBoard {
                square,
                stands_on,
                named,
            } => WrongBoard {
                square,
                stands_on: stands_on.letter(),
                named: named.letter(),
            },
            SameBoard { board } => SameBoard {
                board: board.letter(),
            },
            CannotReach {
                role,
                from,
                to,
                board,
            } => CannotReach {
                role,
                from,
                to,
                board: board.letter(),
            },
            ZeroMoveByPawn => ZeroMoveByPawn,
            OwnPiece { to, board } => OwnPiece {
                to,
                board: board.letter(),
            },
            LandingOccupied { role, to, board } => LandingOccupied {
                role,
                to,
                board: board.letter(),
            },
            MustPromote => MustPromote,
            CannotPromote => CannotPromote,
            BadPromotion { role } => BadPromotion { role },
            EnPassantOff => EnPassantOff,
            KingAttackedBeforeTransfer { board } => KingAttackedBeforeTransfer {
                board: board.letter(),
            },
            KingAttackedAfterTransfer { board } => KingAttackedAfterTransfer {
                board: board.letter(),
            },
            LeavesKingInCheck { board } => LeavesKingInCheck {
                board: board.letter(),
            },
            CastlingRightLost { king_side } => CastlingRightLost { king_side },
            CastlingPathBlocked { king_side, board } => CastlingPathBlocked {
                king_side,
                board: board.letter(),
            },
            CastlingInCheck { board } => CastlingInCheck {
                board: board.letter(),
            },
            CastlingThroughCheck { square, board } => CastlingThroughCheck {
                square,
                board: board.letter(),
            },
            CastlingTransfers { board } => CastlingTransfers {
                board: board.letter(),
            },
            CastlingLandingOccupied { square, board } => CastlingLandingOccupied {
                square,
                board: board.letter(),
            },
            CastlingIntoCheck { board } => CastlingIntoCheck {
                board: board.letter(),
            },
        }
    }
}

/// Why a text is not a move in any notation the readers accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    Empty,
    /// A character outside ASCII.
    Foreign,
    /// Only check, mate or annotation marks.
    OnlyAnnotations,
    /// Only the boards (`/AB`).
    OnlyBoards,
    /// Too short to hold a square.
    NoSquare,
    /// It does not end with a square.
    NoEndSquare,
    /// It ends with a letter and a digit that are no square: `e9`, `i4`.
    NotASquare {
        text: String,
    },
    /// `/C` in a game of two boards.
    NoSuchBoard {
        board: char,
    },
    /// A character that has no place where it stands.
    Unexpected {
        text: String,
    },
    /// What stands before a zero move's `@` is not a piece letter.
    NotAPiece {
        text: String,
    },
    /// Two boards written for where the move is played (or lands).
    TwoBoards {
        landing: bool,
        first: char,
        second: char,
    },
    /// Coordinates followed by neither a promotion nor a board.
    CoordinateTail {
        tail: String,
        from: Square,
        to: Square,
    },
    /// A zero move without its square.
    ZeroMove {
        text: String,
    },
    /// `/AA` in a game where a piece always changes board.
    SameBoards {
        board: char,
    },
    /// What follows `/` is not boards.
    Boards {
        text: String,
    },
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Unreadable::*;
        match self {
            Empty => write!(f, "the move is empty"),
            Foreign => write!(f, "it has characters that no move uses"),
            OnlyAnnotations => write!(f, "only annotations, no move"),
            OnlyBoards => write!(f, "only the boards, no move"),
            NoSquare => write!(f, "expected a square such as e4"),
            NoEndSquare => write!(f, "expected it to end with a square such as e4"),
            NotASquare { text } => {
                let mut c = text.chars();
                let (file, rank) = (c.next().unwrap_or('?'), c.next().unwrap_or('?'));
                if ('a'..='h').contains(&file) {
                    write!(f, "`{text}` is not a square: no board has a rank {rank}")
                } else {
                    write!(f, "`{text}` is not a square: there is no {file}-file")
                }
            }
            NoSuchBoard { board } => write!(
                f,
                "there is no board {board} in this game: its boards are A and B"
            ),
            Unexpected { text } => write!(f, "unexpected `{text}`"),
            NotAPiece { text } => write!(f, "`{text}` is not a piece (K, Q, R, B or N)"),
            TwoBoards {
                landing,
                first,
                second,
            } => {
                let what = if *landing { "lands on" } else { "is played on" };
                write!(f, "it names two boards the move {what}: {first} and {second}")
            }
            CoordinateTail { tail, from, to } => write!(
                f,
                "unexpected `{tail}` after {from}{to}: expected a promotion (q, r, b, n) and the board it lands on (A, B, C)"
            ),
            ZeroMove { text } => write!(
                f,
                "a zero move is written as the piece, `@` and its square, such as N@f3, not `{text}`"
            ),
            SameBoards { board } => write!(
                f,
                "`/{board}{board}`: a piece played on board {board} lands on one of the two other boards"
            ),
            Boards { text } => write!(
                f,
                "after `/` expected the boards, such as /AB (played on A, lands on B), not `{text}`"
            ),
        }
    }
}

/// Why no legal move here fits a text that reads as a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// What the rules say of the move the text most likely meant.
    Illegal(Illegal<char>),
    /// No move at all: the game has ended.
    GameOver {
        checkmate: bool,
    },
    /// The game has no castling (`variant`: its name).
    NoCastling {
        variant: &'static str,
    },
    /// Castling is played on `board` only (`own`: the mover's home board,
    /// which differs between the players).
    CastlingPlayedOn {
        board: char,
        own: bool,
    },
    /// Castling is played on `played` and lands on `landing` (or on
    /// either of two boards).
    CastlingLands {
        played: char,
        landing: char,
        or: Option<char>,
    },
    /// The king is not on its home square of its home board.
    KingLeftHome {
        board: char,
    },
    /// The board written for the landing is not the one the piece lands on.
    LandsElsewhere {
        from: Square,
        stands_on: char,
        lands_on: char,
        named: char,
    },
    /// No piece at all on the square of any of three boards.
    NoPieceOnAnyBoard {
        square: Square,
    },
    /// No piece of the role on the board named (or on any of `boards`)
    /// can move to the square.
    NoneCanMove {
        role: Role,
        board: Option<char>,
        boards: u8,
        to: Square,
    },
    NoMoveFits,
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Unplayable::*;
        match self {
            Illegal(r) => write!(f, "{r}"),
            GameOver { checkmate: true } => write!(f, "the game is over: checkmate"),
            GameOver { checkmate: false } => write!(f, "the game is over: stalemate"),
            NoCastling { variant } => write!(f, "there is no castling in {variant}"),
            CastlingPlayedOn { board, own: true } => {
                write!(f, "your castling is played on board {board}")
            }
            CastlingPlayedOn { board, own: false } => {
                write!(f, "castling is played on board {board}")
            }
            CastlingLands {
                played,
                landing,
                or,
            } => {
                write!(f, "castling is played on board {played} and lands on board {landing}")?;
                match or {
                    Some(b) => write!(f, " or {b}"),
                    None => Ok(()),
                }
            }
            KingLeftHome { board } => write!(
                f,
                "the king has left its home square of board {board}, so it cannot castle"
            ),
            LandsElsewhere {
                from,
                stands_on,
                lands_on,
                named,
            } => write!(
                f,
                "the piece on {from} stands on board {stands_on}, so it would land on board {lands_on}, not {named}"
            ),
            NoPieceOnAnyBoard { square } => write!(f, "there is no piece on {square} on any board"),
            NoneCanMove {
                role,
                board,
                boards,
                to,
            } => {
                let role = role.name();
                match (board, boards) {
                    (Some(b), _) => write!(f, "no {role} of yours on board {b} can move to {to}"),
                    (None, 2) => write!(f, "no {role} of yours on either board can move to {to}"),
                    (None, _) => write!(f, "no {role} of yours on any board can move to {to}"),
                }
            }
            NoMoveFits => write!(f, "no legal move fits"),
        }
    }
}

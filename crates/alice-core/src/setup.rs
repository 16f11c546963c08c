//! Unvalidated setups of any number of boards, the reasons a setup is
//! refused, and the checks every game shares.

use crate::castling::{king_home, rook_home, Castling};
use crate::types::{Board, Color, Piece, Role, Square};
use std::fmt;

/// An unvalidated position of `N` boards: what a position text says,
/// before the rules check it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupOf<const N: usize> {
    /// `boards[b][sq]`.
    pub boards: [[Option<Piece>; 64]; N],
    pub turn: Color,
    pub castling: Castling,
    /// The passed-over square on board A after a double step there.
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

/// An unvalidated two-board position.
pub type Setup = SetupOf<2>;

impl<const N: usize> SetupOf<N> {
    pub fn empty() -> SetupOf<N> {
        SetupOf {
            boards: [[None; 64]; N],
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Setup {
    pub fn start() -> Setup {
        let mut s = Setup::empty();
        let back = [
            Role::Rook,
            Role::Knight,
            Role::Bishop,
            Role::Queen,
            Role::King,
            Role::Bishop,
            Role::Knight,
            Role::Rook,
        ];
        for f in 0..8u8 {
            for (color, back_rank, pawn_rank) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
                s.boards[0][Square::from_coords(f, back_rank).index()] = Some(Piece {
                    color,
                    role: back[f as usize],
                });
                s.boards[0][Square::from_coords(f, pawn_rank).index()] = Some(Piece {
                    color,
                    role: Role::Pawn,
                });
            }
        }
        s.castling = Castling::ALL;
        s
    }
}

/// Why a setup is not a position that can occur.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidReason {
    MissingKing(Color),
    TooManyKings(Color),
    SquaresOnBothBoards(Vec<Square>),
    PawnOnBackRank {
        square: Square,
        board: Board,
    },
    /// More pawns than a side starts with.
    TooManyPawns {
        color: Color,
        max: u8,
    },
    /// More pieces than a side starts with.
    TooManyPieces {
        color: Color,
        max: u8,
    },
    /// Castling rights in a variant without castling.
    NoCastling,
    /// An en passant square in a variant without en passant.
    NoEnPassantInVariant,
    /// Pieces on board C in a game of two boards.
    OnMissingBoard(Vec<Square>),
    /// An en passant square in a variant without double steps.
    NoEnPassant,
    /// Pieces on squares the board does not have (files beyond `files`).
    OutsideBoard {
        squares: Vec<Square>,
        files: u8,
    },
    OppositeCheck,
    BadCastlingRight {
        color: Color,
        king_side: bool,
        /// The board that side castles on.
        board: char,
    },
    BadEnPassant(Square),
    ImpossibleCheck,
    /// Three-board: squares taken on all three boards.
    OnAllThreeBoards(Vec<Square>),
    /// Three-board: a pawn on the first or last rank of board A, B or C.
    PawnOnBackRankOf {
        square: Square,
        board: char,
    },
    /// Three-board: the double-stepped pawn could be on B or on C.
    AmbiguousEnPassant(Square),
}

impl fmt::Display for InvalidReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use InvalidReason::*;
        match self {
            MissingKing(c) => write!(f, "{} has no king", cap(c.name())),
            TooManyKings(c) => write!(f, "{} has more than one king", cap(c.name())),
            SquaresOnBothBoards(squares) => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                let (verb, noun) = if squares.len() == 1 { ("is", "a ") } else { ("are", "each ") };
                write!(
                    f,
                    "{} {verb} occupied on both boards ({noun}square holds a piece on one board at most)",
                    names.join(", ")
                )
            }
            PawnOnBackRank { square, board } => {
                write!(f, "a pawn stands on {square} of board {board}, on the first or last rank")
            }
            TooManyPawns { color, max } => {
                write!(f, "{} has more than {max} pawns", cap(color.name()))
            }
            TooManyPieces { color, max } => {
                write!(f, "{} has more than {max} pieces", cap(color.name()))
            }
            OutsideBoard { squares, files } => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                let last = char::from(b'a' + files - 1);
                write!(
                    f,
                    "{} {} outside the boards, which have files a to {last} only",
                    names.join(", "),
                    if squares.len() == 1 { "is" } else { "are" }
                )
            }
            OppositeCheck => write!(f, "the side not to move is in check"),
            NoEnPassantInVariant => write!(f, "there is no en passant in this variant, so the en passant field must be `-`"),
            OnMissingBoard(squares) => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                write!(f, "pieces stand on board C ({}), which this game does not have", names.join(", "))
            }
            NoCastling => write!(f, "there is no castling in this variant, so the castling field must be `-`"),
            NoEnPassant => write!(f, "pawns never step two squares in this variant, so the en passant field must be `-`"),
            BadCastlingRight { color, king_side, board } => write!(
                f,
                "{} may castle {} but its king and that rook are not on their home squares of board {board}",
                cap(color.name()),
                if *king_side { "king side" } else { "queen side" }
            ),
            BadEnPassant(sq) => write!(
                f,
                "en passant square {sq} does not follow a pawn's double step on board A"
            ),
            ImpossibleCheck => write!(f, "the side to move is in check by three or more pieces"),
            OnAllThreeBoards(squares) => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                let verb = if squares.len() == 1 { "is" } else { "are" };
                write!(
                    f,
                    "{} {verb} occupied on all three boards (a square holds pieces on two boards at most)",
                    names.join(", ")
                )
            }
            PawnOnBackRankOf { square, board } => {
                write!(f, "a pawn stands on {square} of board {board}, on the first or last rank")
            }
            AmbiguousEnPassant(sq) => write!(
                f,
                "en passant square {sq} is ambiguous: the pawn that passed over it could stand on board B or on board C"
            ),
        }
    }
}

/// Refuses more pawns or pieces than a side starts with (`max`: pawns,
/// pieces), for `color` with `pawns` pawns and `pieces` pieces on every
/// board.
pub fn too_many(
    pawns: u32,
    pieces: u32,
    color: Color,
    max: (u8, u8),
    reasons: &mut Vec<InvalidReason>,
) {
    if pawns > u32::from(max.0) {
        reasons.push(InvalidReason::TooManyPawns { color, max: max.0 });
    }
    if pieces > u32::from(max.1) {
        reasons.push(InvalidReason::TooManyPieces { color, max: max.1 });
    }
}

/// The castling rights of `claimed` that the pieces allow: king and rook
/// on their home squares of the board `home` gives for each side (and its
/// letter), as `stands(color, role, board, square)` says; a reason for
/// each other right.
pub fn allowed_rights<B: Copy>(
    claimed: Castling,
    home: impl Fn(Color) -> (B, char),
    stands: impl Fn(Color, Role, B, Square) -> bool,
    reasons: &mut Vec<InvalidReason>,
) -> Castling {
    let mut rights = Castling::NONE;
    for color in Color::ALL {
        for king_side in [true, false] {
            if !claimed.has(color, king_side) {
                continue;
            }
            let (b, board) = home(color);
            if stands(color, Role::King, b, king_home(color))
                && stands(color, Role::Rook, b, rook_home(color, king_side))
            {
                rights.0 |= Castling::bit(color, king_side);
            } else {
                reasons.push(InvalidReason::BadCastlingRight {
                    color,
                    king_side,
                    board,
                });
            }
        }
    }
    rights
}

/// Whether each side has one king (no reason found says otherwise); if
/// so, the reasons the checks give: the side not to move in check, more
/// than two pieces checking.
pub fn kings_checked(
    reasons: &mut Vec<InvalidReason>,
    opposite_check: impl FnOnce() -> bool,
    checkers: impl FnOnce() -> u32,
) -> bool {
    let kings_ok = !reasons.iter().any(|r| {
        matches!(
            r,
            InvalidReason::MissingKing(_) | InvalidReason::TooManyKings(_)
        )
    });
    if kings_ok {
        if opposite_check() {
            reasons.push(InvalidReason::OppositeCheck);
        }
        if checkers() > 2 {
            reasons.push(InvalidReason::ImpossibleCheck);
        }
    }
    kings_ok
}

/// For an en passant square `ep` that `them`'s pawn passed over: the
/// square that pawn now stands on and the one it left; None when `ep` is
/// not on the rank a double step passes.
pub fn double_step(them: Color, ep: Square) -> Option<(Square, Square)> {
    let (ep_rank, pawn_rank, start_rank) = if them == Color::White {
        (2, 3, 1)
    } else {
        (5, 4, 6)
    };
    (ep.rank() == ep_rank).then(|| {
        (
            Square::from_coords(ep.file(), pawn_rank),
            Square::from_coords(ep.file(), start_rank),
        )
    })
}

pub(crate) fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Every reason a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub reasons: Vec<InvalidReason>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "impossible position: ")?;
        for (i, r) in self.reasons.iter().enumerate() {
            if i > 0 {
                write!(f, "; ")?;
            }
            write!(f, "{r}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

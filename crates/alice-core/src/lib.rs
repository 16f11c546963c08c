//! Rules of Alice chess: two-board positions, legal move generation,
//! outcomes, SAN with the `/A` suffix, alice-FEN and PGN.
//!
//! The crate knows nothing of I/O. See `shared/RULES.md` for the game.
#![forbid(unsafe_code)]

pub mod attacks;
pub mod bitboard;
pub mod moves;
pub mod position;
pub mod types;
mod zobrist;

pub use bitboard::Bitboard;
pub use moves::{Move, MoveList, PieceMoves};
pub use position::{
    Castling, IllegalReason, InvalidReason, Outcome, PlayError, Position, PositionError, Setup,
    Termination,
};
pub use types::{Board, Color, Piece, Role, Rules, Square};
pub mod fen;
pub use fen::{FenError, START_FEN};
pub mod san;
pub use san::SanError;
pub mod game;
pub mod pgn;
pub use game::{Game, GameError};
pub use pgn::{play_movetext, read_pgn, write_pgn, PgnError, PgnGame};

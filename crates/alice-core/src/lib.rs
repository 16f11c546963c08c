//! Rules of Alice chess on two boards (the crate root's `Position`) and on
//! three (`three`): legal move generation, outcomes, SAN with the board
//! suffix (`/A`, `/AB`), position text and PGN, and a `Game` over either.
//!
//! The crate knows nothing of I/O. The game is described in the
//! repository's `docs/rules.md`.
//!
//! ```
//! use alice_core::{Game, Position, Rules, Termination};
//!
//! // 1. Nf3 e6 2. Ne5 Bc5: the knight went f3 (board B), then e5 (board A).
//! let mut game = Game::new(Rules::default());
//! for m in ["Nf3", "e6", "Ne5", "Bc5"] {
//!     game.play_text(m).unwrap();
//! }
//! assert_eq!(game.sans(), ["Nf3", "e6", "Ne5/A", "Bc5"]);
//! assert_eq!(
//!     game.position().fen(),
//!     "rnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3"
//! );
//!
//! // Errors say why, in a player's words.
//! let err = game.position().parse_move("Ng1").unwrap_err();
//! assert_eq!(err.to_string(), "Ng1: no knight of yours on either board can move to g1");
//!
//! // Perft counts leaves of the legal move tree.
//! let pos = Position::from_fen(&game.position().fen(), Rules::NO_EN_PASSANT).unwrap();
//! assert_eq!(pos.perft(2), 893);
//!
//! // A mate in three: the rook arrives on board A from board B.
//! let mut game = Game::new(Rules::default());
//! for m in ["a3", "Na6", "Ra4", "e5", "Re4"] {
//!     game.play_text(m).unwrap();
//! }
//! assert_eq!(game.sans().last().unwrap(), "Re4/A#");
//! assert_eq!(game.outcome().unwrap().termination, Termination::Checkmate);
//! ```
#![forbid(unsafe_code)]

pub mod attacks;
pub mod bitboard;
pub mod castling;
pub mod moves;
pub mod position;
pub mod setup;
pub mod shape;
pub mod state;
pub mod types;
mod zobrist;

pub use bitboard::Bitboard;
pub use moves::{Move, MoveList, PieceMoves, MAX_MOVES};
pub use position::{
    Castling, IllegalReason, InvalidReason, Outcome, PlayError, Position, Position8x4,
    PositionError, Setup, Termination, TwoBoards,
};
pub use shape::{Full, Narrow, Shape, START_FEN_8X4};
pub use types::{Board, Color, Piece, Role, Rules, Square};
pub mod fen;
pub mod illegal;
pub use fen::{is_8x4_fen, FenError, START_FEN};
pub use illegal::Illegal;
pub mod refusal;
pub use refusal::{Unplayable, Unreadable};
pub mod san;
pub mod three;
pub mod variant;
pub use san::SanError;
pub use variant::VariantPosition;
pub mod game;
pub mod pgn;
pub mod played;
pub use game::{Game, GameError};
pub use pgn::{
    is_three_board_pgn, pgn_variant, play_movetext, read_pgn, read_pgn_as, write_annotated_pgn,
    write_pgn, MoveNote, PgnError, PgnGame,
};
pub use played::Played;

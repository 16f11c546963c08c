//! The shapes of the two-board games: Alice chess on two 8x8 boards
//! ([`Full`]) and 8x4 Alice on two boards of four files (a-d) by eight
//! ranks ([`Narrow`]). One position type, [`crate::position::TwoBoards`],
//! serves both; its code is compiled once per shape, so the constants below
//! cost the 8x8 game nothing (its mask is every square).

use crate::bitboard::Bitboard;
use std::fmt::Debug;
use std::hash::Hash;

/// What a two-board game's board is and which pawn and king rules it keeps.
pub trait Shape: Copy + Debug + Default + PartialEq + Eq + Hash + Send + Sync + 'static {
    /// Files from a.
    const FILES: u8;
    /// The squares of one board (of the 8x8 square numbering).
    const SQUARES: Bitboard;
    /// The pawns and the pieces (all, pawns and king included) a side
    /// starts with: no position holds more.
    const ARMY: (u8, u8);
    /// Pawns may step two squares from their start rank, so en passant exists.
    const DOUBLE_STEP: bool;
    /// Castling exists.
    const CASTLING: bool;
    /// The PGN `Variant` tag's value.
    const PGN_NAME: &'static str;
    /// The variant's name for players.
    const NAME: &'static str;
    /// The start position's text.
    const START_FEN: &'static str;
}

/// Two 8x8 boards: Alice chess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Full;

/// Two boards of four files by eight ranks: 8x4 Alice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Narrow;

impl Shape for Full {
    const FILES: u8 = 8;
    const SQUARES: Bitboard = Bitboard::FULL;
    const ARMY: (u8, u8) = (8, 16);
    const DOUBLE_STEP: bool = true;
    const CASTLING: bool = true;
    const PGN_NAME: &'static str = "Alice";
    const NAME: &'static str = "Alice chess";
    const START_FEN: &'static str = START_FEN;
}

impl Shape for Narrow {
    const FILES: u8 = 4;
    /// Files a to d of every rank.
    const SQUARES: Bitboard = Bitboard(0x0f0f_0f0f_0f0f_0f0f);
    const ARMY: (u8, u8) = (4, 12);
    const DOUBLE_STEP: bool = false;
    const CASTLING: bool = false;
    const PGN_NAME: &'static str = "8x4 Alice";
    const NAME: &'static str = "8x4 Alice";
    const START_FEN: &'static str = START_FEN_8X4;
}

/// The start position of Alice chess in canonical alice-FEN.
pub const START_FEN: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1";

/// The 8x4 start position.
pub const START_FEN_8X4: &str = "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR|4/4/4/4/4/4/4/4 w - - 0 1";

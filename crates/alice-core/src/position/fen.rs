//! A two-board position read from and written as position text.

use super::*;
use crate::fen::{parse_setup_of, write_fields, write_placement, FenError};

impl<S: Shape> TwoBoards<S> {
    /// Reads a position in any accepted FEN form, checking it.
    pub fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
        let setup = parse_setup_of::<S>(text).map_err(FenError::Parse)?;
        Self::from_setup(&setup, rules).map_err(FenError::Invalid)
    }

    /// Canonical alice-FEN.
    pub fn fen(&self) -> String {
        let s = self.to_setup();
        format!(
            "{}|{} {}",
            write_placement(&s, Some(Board::A), S::FILES),
            write_placement(&s, Some(Board::B), S::FILES),
            write_fields(&s)
        )
    }

    /// The Fairy-Stockfish form: one placement, `|` before board-B pieces.
    pub fn fen_fsf(&self) -> String {
        let s = self.to_setup();
        format!(
            "{} {}",
            write_placement(&s, None, S::FILES),
            write_fields(&s)
        )
    }

    /// The pychess form: two whole FENs joined by ` | `.
    pub fn fen_pychess(&self) -> String {
        let s = self.to_setup();
        let fields = write_fields(&s);
        format!(
            "{} {fields} | {} {fields}",
            write_placement(&s, Some(Board::A), S::FILES),
            write_placement(&s, Some(Board::B), S::FILES)
        )
    }
}

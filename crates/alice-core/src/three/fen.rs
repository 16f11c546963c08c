//! Three-board position text: the placements of A, B and C joined by `|`
//! (spaces around it allowed), then the usual fields.

use super::{BoardRule, BoardSet, SetBoard, SetupOf};
use crate::fen::{parse_fields, parse_placement, write_cells, write_fields_of, FenError, Fields};
use crate::types::Rules;

/// The three-board start position.
pub const START_FEN_THREE_BOARDS: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w KQkq - 0 1";

/// The Duo chess start position.
pub const START_FEN_DUO: &str =
    "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR|rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1";

pub use crate::fen::is_three_board_fen;

/// Reads a three-board position text into an unvalidated setup.
pub fn parse_set_setup(text: &str) -> Result<SetupOf<3>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("the position is empty".into());
    }
    let parts: Vec<&str> = text.split('|').collect();
    if parts.len() != 3 {
        return Err(format!(
            "a three-board position has three placements joined by `|`, this has {}",
            parts.len()
        ));
    }
    let mut setup = SetupOf::<3>::empty();
    let mut fields: Vec<&str> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let board = SetBoard::ALL[i];
        let mut tokens = part.split_whitespace();
        let Some(placement) = tokens.next() else {
            return Err(format!("board {board}'s placement is missing"));
        };
        let rest: Vec<&str> = tokens.collect();
        if i < 2 && !rest.is_empty() {
            return Err(format!(
                "unexpected `{}` after board {board}'s placement",
                rest.join(" ")
            ));
        }
        if i == 2 {
            fields = rest;
        }
        parse_placement(
            placement,
            &format!("board {board}'s placement"),
            &mut setup.boards[i],
            None,
        )?;
    }
    let mut f = Fields::default();
    parse_fields(&fields, &mut f)?;
    setup.turn = f.turn;
    setup.castling = f.castling;
    setup.ep_square = f.ep_square;
    setup.halfmoves = f.halfmoves;
    setup.fullmoves = f.fullmoves;
    Ok(setup)
}

impl SetupOf<3> {
    /// The position text of this setup.
    pub fn fen(&self) -> String {
        self.fen_of_boards(3)
    }

    /// The position text of the first `n` boards of this setup.
    pub(crate) fn fen_of_boards(&self, n: usize) -> String {
        let boards: Vec<String> = (0..n)
            .map(|b| write_cells(|sq| self.boards[b][sq].map(|p| (p, false))))
            .collect();
        format!(
            "{} {}",
            boards.join("|"),
            write_fields_of(
                self.turn,
                self.castling,
                self.ep_square,
                self.halfmoves,
                self.fullmoves
            )
        )
    }
}

impl<R: BoardRule> BoardSet<R> {
    /// Reads a position text of this game, checking it: three placements
    /// for three boards; for Duo chess two, as two-board Alice writes them.
    pub fn from_fen(text: &str, rules: Rules) -> Result<Self, FenError> {
        let setup = if R::BOARDS == 2 {
            let two = crate::fen::parse_setup(text).map_err(FenError::Parse)?;
            let mut s = SetupOf::<3>::empty();
            s.boards[0] = two.boards[0];
            s.boards[1] = two.boards[1];
            s.turn = two.turn;
            s.castling = two.castling;
            s.ep_square = two.ep_square;
            s.halfmoves = two.halfmoves;
            s.fullmoves = two.fullmoves;
            s
        } else {
            parse_set_setup(text).map_err(FenError::Parse)?
        };
        Self::from_setup(&setup, rules).map_err(FenError::Invalid)
    }

    /// The position text.
    pub fn fen(&self) -> String {
        self.to_setup().fen_of_boards(R::BOARDS)
    }
}

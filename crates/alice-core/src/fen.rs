//! alice-FEN: FEN with board A's placement, `|`, board B's placement and the
//! usual fields. Also reads the pychess form (two whole FENs joined by
//! ` | `) and the Fairy-Stockfish form (one placement, `|` before each
//! board-B piece).

use crate::castling::Castling;
use crate::setup::{PositionError, Setup};
use crate::shape::{Full, Shape};
use crate::types::{Board, Color, Piece, Square};
use std::fmt;

/// A FEN that cannot be read, or that reads as an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is not a FEN in any accepted form; says where.
    Parse(String),
    /// It reads, but the position cannot occur; lists every reason.
    Invalid(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(why) => write!(f, "cannot read the FEN: {why}"),
            FenError::Invalid(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {}

type Placement = [[Option<Piece>; 64]; 2];

/// Whether a two-board position text is of 8x4 Alice: its first rank is
/// four squares wide.
pub fn is_8x4_fen(text: &str) -> bool {
    let first = text.trim().split(['/', '|', ' ']).next().unwrap_or("");
    let width: u32 = first.chars().map(|c| c.to_digit(10).unwrap_or(1)).sum();
    width == 4 && text.matches('/').count() >= 14 && !is_three_board_fen(text)
}

/// Reads one 8-rank placement (`what` names it in errors) into `main`;
/// with `fsf_b` (the Fairy-Stockfish form), a piece written after `|` goes
/// there instead.
pub(crate) fn parse_placement(
    text: &str,
    what: &str,
    main: &mut [Option<Piece>; 64],
    fsf_b: Option<&mut [Option<Piece>; 64]>,
) -> Result<(), String> {
    parse_placement_of(text, what, main, fsf_b, 8)
}

/// [`parse_placement`] for a board of `files` files (from a).
pub(crate) fn parse_placement_of(
    text: &str,
    what: &str,
    main: &mut [Option<Piece>; 64],
    mut fsf_b: Option<&mut [Option<Piece>; 64]>,
    files: u8,
) -> Result<(), String> {
    let fsf = fsf_b.is_some();
    let width = u32::from(files);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        let n = ranks.len();
        return Err(format!(
            "{what} has {n} rank{}, expected 8",
            if n == 1 { "" } else { "s" }
        ));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file: u32 = 0;
        let mut on_b = false;
        for c in rank_text.chars() {
            if c == '|' && fsf {
                if on_b {
                    return Err(format!("rank {} of {what} has `||`", rank + 1));
                }
                on_b = true;
                continue;
            }
            if c == '~' {
                continue;
            }
            if let Some(d) = c.to_digit(10) {
                if on_b {
                    return Err(format!(
                        "rank {} of {what} has `|` before a digit",
                        rank + 1
                    ));
                }
                if d == 0 || d > width {
                    return Err(format!("rank {} of {what} has the digit {d}", rank + 1));
                }
                file += d;
            } else if let Some(p) = Piece::from_fen_char(c) {
                if file >= width {
                    return Err(format!(
                        "rank {} of {what} has more than {width} squares",
                        rank + 1
                    ));
                }
                let sq = Square::from_coords(file as u8, rank).index();
                match (on_b, fsf_b.as_deref_mut()) {
                    (true, Some(b)) => b[sq] = Some(p),
                    _ => main[sq] = Some(p),
                }
                file += 1;
                on_b = false;
            } else {
                return Err(format!(
                    "unexpected character `{c}` in rank {} of {what}",
                    rank + 1
                ));
            }
            if file > width {
                return Err(format!(
                    "rank {} of {what} has more than {width} squares",
                    rank + 1
                ));
            }
        }
        if on_b {
            return Err(format!("rank {} of {what} ends with `|`", rank + 1));
        }
        if file != width {
            return Err(format!(
                "rank {} of {what} has {file} squares, expected {width}",
                rank + 1
            ));
        }
    }
    Ok(())
}

/// The fields after the placements: side to move, castling rights, en
/// passant square, clocks.
pub(crate) struct Fields {
    pub turn: Color,
    pub castling: Castling,
    pub ep_square: Option<Square>,
    pub halfmoves: u32,
    pub fullmoves: u32,
}

impl Default for Fields {
    fn default() -> Self {
        Fields {
            turn: Color::White,
            castling: Castling::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

pub(crate) fn parse_fields(fields: &[&str], setup: &mut Fields) -> Result<(), String> {
    if fields.len() > 5 {
        return Err(format!(
            "too many fields after the placement: `{}`",
            fields[5..].join(" ")
        ));
    }
    if let Some(t) = fields.first() {
        setup.turn = match *t {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(format!("side to move must be `w` or `b`, not `{other}`")),
        };
    }
    if let Some(c) = fields.get(1) {
        let mut castling = Castling::NONE;
        if *c != "-" {
            for ch in c.chars() {
                let bit = match ch {
                    'K' => Castling::bit(Color::White, true),
                    'Q' => Castling::bit(Color::White, false),
                    'k' => Castling::bit(Color::Black, true),
                    'q' => Castling::bit(Color::Black, false),
                    _ => {
                        return Err(format!(
                            "castling rights must be made of K, Q, k, q or be `-`, not `{c}`"
                        ))
                    }
                };
                if castling.0 & bit != 0 {
                    return Err(format!("castling right `{ch}` given twice"));
                }
                castling.0 |= bit;
            }
        }
        setup.castling = castling;
    }
    if let Some(e) = fields.get(2) {
        setup.ep_square = if *e == "-" {
            None
        } else {
            Some(Square::parse(e).ok_or_else(|| {
                format!("en passant field must be a square such as d3, or `-`, not `{e}`")
            })?)
        };
    }
    if let Some(h) = fields.get(3) {
        setup.halfmoves = h
            .parse::<u32>()
            .ok()
            .filter(|&n| n <= 10_000)
            .ok_or_else(|| format!("halfmove clock must be a number from 0 to 10000, not `{h}`"))?;
    }
    if let Some(n) = fields.get(4) {
        setup.fullmoves = n
            .parse::<u32>()
            .ok()
            .filter(|&n| (1..=100_000).contains(&n))
            .ok_or_else(|| {
                format!("fullmove number must be a number from 1 to 100000, not `{n}`")
            })?;
    }
    Ok(())
}

/// Reads any accepted FEN form into an unvalidated setup.
pub fn parse_setup(text: &str) -> Result<Setup, String> {
    parse_setup_of::<Full>(text)
}

/// Whether a position text has three placements (so is a three-board
/// position): the number of placements selects the variant.
pub fn is_three_board_fen(text: &str) -> bool {
    text.matches('|').count() == 2 && text.matches('/').count() > 14
}

/// Reads any accepted position text of a two-board game of shape `S`.
pub fn parse_setup_of<S: Shape>(text: &str) -> Result<Setup, String> {
    let files = S::FILES;
    let text = text.trim();
    if text.is_empty() {
        return Err("the FEN is empty".into());
    }
    if is_three_board_fen(text) {
        return Err("it has three placements (a three-board position), expected two".into());
    }
    let mut placement: Placement = [[None; 64]; 2];
    let [board_a, board_b] = &mut placement;
    let fields: Vec<&str>;
    if let Some(bar) = text.find('|') {
        let left = text[..bar].trim();
        let right = text[bar + 1..].trim();
        let left_first = left.split_whitespace().next().unwrap_or("");
        let right_first = right.split_whitespace().next().unwrap_or("");
        if right.is_empty() {
            return Err("nothing follows `|`: board B's placement is missing".into());
        }
        let slashes = |t: &str| t.matches('/').count();
        // Two 8-rank placements around the bar: canonical or pychess.
        // Otherwise the bar marks a board-B piece (Fairy-Stockfish).
        if slashes(left_first) == 7 && slashes(right_first) == 7 {
            let right_tokens: Vec<&str> = right.split_whitespace().collect();
            let Some(b_placement) = right_tokens.first() else {
                return Err("nothing follows `|`: board B's placement is missing".into());
            };
            parse_placement_of(left_first, "board A's placement", board_a, None, files)?;
            parse_placement_of(b_placement, "board B's placement", board_b, None, files)?;
            let left_fields: Vec<&str> = left.split_whitespace().skip(1).collect();
            if left_fields.is_empty() {
                // Canonical: fields after board B.
                fields = right_tokens[1..].to_vec();
            } else {
                // pychess: board A's FEN carries the game's fields.
                fields = left_fields;
            }
        } else {
            // Fairy-Stockfish: one placement with `|` markers.
            let mut tokens = text.split_whitespace();
            let first = tokens.next().unwrap_or("");
            parse_placement_of(first, "the placement", board_a, Some(board_b), files)?;
            fields = tokens.collect();
        }
    } else {
        let mut tokens = text.split_whitespace();
        let first = tokens.next().unwrap_or("");
        parse_placement_of(first, "board A's placement", board_a, None, files)?;
        fields = tokens.collect();
    }
    let mut f = Fields::default();
    parse_fields(&fields, &mut f)?;
    Ok(Setup {
        boards: placement,
        turn: f.turn,
        castling: f.castling,
        ep_square: f.ep_square,
        halfmoves: f.halfmoves,
        fullmoves: f.fullmoves,
    })
}

pub(crate) fn write_placement(setup: &Setup, board: Option<Board>, files: u8) -> String {
    write_cells_of(files, |sq| match board {
        Some(b) => setup.boards[b.index()][sq].map(|p| (p, false)),
        None => setup.boards[0][sq]
            .map(|p| (p, false))
            .or(setup.boards[1][sq].map(|p| (p, true))),
    })
}

/// One 8-rank placement; `cell(sq)` gives the piece on a square and
/// whether to mark it with `|` (the Fairy-Stockfish form's board B).
pub(crate) fn write_cells(cell: impl Fn(usize) -> Option<(Piece, bool)>) -> String {
    write_cells_of(8, cell)
}

/// [`write_cells`] for a board of `files` files (from a).
pub(crate) fn write_cells_of(files: u8, cell: impl Fn(usize) -> Option<(Piece, bool)>) -> String {
    let mut s = String::new();
    for rank in (0..8u8).rev() {
        let mut empty = 0;
        for file in 0..files {
            let sq = Square::from_coords(file, rank).index();
            match cell(sq) {
                None => empty += 1,
                Some((p, on_b)) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    if on_b {
                        s.push('|');
                    }
                    s.push(p.fen_char());
                }
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

pub(crate) fn write_fields(setup: &Setup) -> String {
    write_fields_of(
        setup.turn,
        setup.castling,
        setup.ep_square,
        setup.halfmoves,
        setup.fullmoves,
    )
}

pub(crate) fn write_fields_of(
    turn: Color,
    castling: Castling,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
) -> String {
    format!(
        "{} {} {} {halfmoves} {fullmoves}",
        turn.fen_char(),
        castling.fen(),
        ep_square.map_or("-".to_string(), |s| s.to_string()),
    )
}

pub use crate::shape::START_FEN;

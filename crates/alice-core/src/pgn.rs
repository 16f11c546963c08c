//! PGN for whole Alice games: `[Variant "Alice"]` (or `"Three-board
//! Alice"`), an `[AliceEnPassant]` tag for the rule option where the
//! variant has en passant, and SAN with the board suffix.

use crate::game::{Game, GameError};
use crate::position::Position;
use crate::types::{Color, Rules};
use crate::variant::VariantPosition;
use std::fmt;

pub const EN_PASSANT_TAG: &str = "AliceEnPassant";

/// Why a PGN was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError<P: VariantPosition = Position> {
    /// The text is not PGN; says where.
    Parse(String),
    /// A move could not be played; names it.
    Move {
        number: u32,
        color: Color,
        text: String,
        error: GameError<P>,
    },
}

impl<P: VariantPosition> fmt::Display for PgnError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::Parse(why) => write!(f, "cannot read the PGN: {why}"),
            PgnError::Move {
                number,
                color,
                text,
                error,
            } => {
                let dots = if *color == Color::White { "." } else { "..." };
                write!(f, "move {number}{dots} {text}: ")?;
                match error {
                    GameError::Notation(crate::san::SanError::Illegal { reason, .. }) => {
                        write!(f, "{reason}")
                    }
                    other => write!(f, "{other}"),
                }
            }
        }
    }
}

impl<P: VariantPosition> std::error::Error for PgnError<P> {}

/// A game read from PGN, with its tags.
#[derive(Clone, Debug)]
pub struct PgnGame<P: VariantPosition = Position> {
    pub tags: Vec<(String, String)>,
    pub game: Game<P>,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl<P: VariantPosition> PgnGame<P> {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// The result token a finished game deserves (`*` when it goes on).
pub fn result_token<P: VariantPosition>(game: &Game<P>) -> &'static str {
    match game.outcome() {
        Some(o) => match o.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        },
        None => "*",
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace('"', "\\\"")
}

/// What an annotator says about one move: a mark after it (`?!`, `?`,
/// `??`), a comment (e.g. `[%eval 0.31]`), and a variation (moves in SAN
/// from the position before it, instead of it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub mark: String,
    pub comment: Option<String>,
    pub variation: Vec<String>,
}

/// Writes a game as PGN. `tags` come after the fixed ones (Event, Site,
/// Date, Round, White, Black, Result), which they override by name.
/// `result` overrides the result from the board (e.g. after a resignation).
pub fn write_pgn<P: VariantPosition>(
    game: &Game<P>,
    tags: &[(&str, &str)],
    result: Option<&str>,
) -> String {
    write_annotated_pgn(game, tags, result, &[])
}

/// [`write_pgn`] with notes on moves: `notes[i]` is about the game's
/// `i`-th move (missing ones say nothing). Comments lose any `}` they hold.
pub fn write_annotated_pgn<P: VariantPosition>(
    game: &Game<P>,
    tags: &[(&str, &str)],
    result: Option<&str>,
    notes: &[MoveNote],
) -> String {
    let result = result.unwrap_or_else(|| result_token(game));
    let mut out = String::new();
    let roster = [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
    ];
    let lookup = |k: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(k))
            .map(|(_, v)| *v)
    };
    for (k, default) in roster {
        out.push_str(&format!(
            "[{k} \"{}\"]\n",
            escape(lookup(k).unwrap_or(default))
        ));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    out.push_str(&format!("[Variant \"{}\"]\n", P::PGN_NAME));
    if P::EN_PASSANT {
        let ep = if game.rules().en_passant { "on" } else { "off" };
        out.push_str(&format!("[{EN_PASSANT_TAG} \"{ep}\"]\n"));
    }
    let start = game.start();
    if *start != P::start(game.rules()) {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", start.fen()));
    }
    let fixed = [
        "event", "site", "date", "round", "white", "black", "result", "variant", "setup", "fen",
    ];
    for (k, v) in tags {
        let lower = k.to_ascii_lowercase();
        if fixed.contains(&lower.as_str()) || lower == EN_PASSANT_TAG.to_ascii_lowercase() {
            continue;
        }
        if !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    let mut number = start.fullmoves();
    let mut color = start.turn();
    // A Black move needs its number after a comment or a variation.
    let mut numbered = true;
    let numbered_san = |number: u32, color: Color, san: &str, first: bool| {
        if color == Color::White {
            format!("{number}. {san}")
        } else if first {
            format!("{number}... {san}")
        } else {
            san.to_string()
        }
    };
    for (i, san) in game.sans().iter().enumerate() {
        let note = notes.get(i);
        let mark = note.map_or("", |n| n.mark.as_str());
        tokens.push(numbered_san(
            number,
            color,
            &format!("{san}{mark}"),
            numbered,
        ));
        numbered = false;
        if let Some(n) = note {
            if let Some(c) = n.comment.as_deref().filter(|c| !c.trim().is_empty()) {
                tokens.push(format!("{{ {} }}", c.replace('}', ")")));
                numbered = true;
            }
            if !n.variation.is_empty() {
                let (mut vn, mut vc) = (number, color);
                let mut line = Vec::new();
                for (k, m) in n.variation.iter().enumerate() {
                    line.push(numbered_san(vn, vc, m, k == 0));
                    if vc == Color::Black {
                        vn += 1;
                    }
                    vc = !vc;
                }
                tokens.push(format!("( {} )", line.join(" ")));
                numbered = true;
            }
        }
        if color == Color::Black {
            number += 1;
        }
        color = !color;
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// If `token` is a move number (`12.`, `12...`), `None`; if it starts with
/// one (`12.e4`), the rest; otherwise the token itself.
pub fn strip_move_number(token: &str) -> Option<&str> {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return Some(token);
    }
    let rest = &token[digits..];
    if !rest.starts_with('.') {
        return Some(token);
    }
    let rest = rest.trim_start_matches('.');
    if rest.is_empty() {
        None
    } else {
        Some(rest)
    }
}

/// Whether a token is a game result.
pub fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// Plays movetext tokens (SAN or coordinates) on a game, skipping move
/// numbers (`12.`, `12...`) and NAGs, and stopping at a result token, which
/// it returns. A move that cannot be played is named in the error.
pub fn play_movetext<'a, P: VariantPosition>(
    game: &mut Game<P>,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<Option<String>, PgnError<P>> {
    for token in tokens {
        if is_result(token) {
            let result = if token == "½-½" { "1/2-1/2" } else { token };
            return Ok(Some(result.to_string()));
        }
        if token.starts_with('$') {
            continue;
        }
        let Some(mv) = strip_move_number(token) else {
            continue;
        };
        let pos = game.position();
        let (number, color) = (pos.fullmoves(), pos.turn());
        game.play_text(mv).map_err(|error| PgnError::Move {
            number,
            color,
            text: mv.to_string(),
            error,
        })?;
    }
    Ok(None)
}

/// The games of a PGN text that may hold several, in order: a game runs
/// from its tags (or its first move) to the line before the next game's
/// tags. Text with neither tags nor moves (blank, or comments alone) holds
/// none.
pub fn split_games(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let (mut start, mut has_moves, mut has_any) = (0, false, false);
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if t.starts_with('[') {
            if has_moves {
                games.push(&text[start..offset]);
                start = offset;
                has_moves = false;
            }
            has_any = true;
        } else if !t.is_empty() && !t.starts_with(';') && !t.starts_with('%') {
            has_moves = true;
            has_any = true;
        }
        offset += line.len();
    }
    if has_any {
        games.push(&text[start..]);
    }
    games
}

/// Reads one two-board game from PGN text.
pub fn read_pgn(text: &str) -> Result<PgnGame, PgnError> {
    read_pgn_as::<Position>(text)
}

/// The value of a PGN's `Variant` tag, if it has one.
pub fn pgn_variant(text: &str) -> Option<String> {
    split_pgn(text).ok().and_then(|(tags, _)| {
        tags.into_iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("Variant"))
            .map(|(_, v)| v)
    })
}

/// Whether a PGN's `Variant` tag names the three-board game.
pub fn is_three_board_pgn(text: &str) -> bool {
    split_pgn(text).is_ok_and(|(tags, _)| {
        tags.iter().any(|(k, v)| {
            k.eq_ignore_ascii_case("Variant")
                && (v.eq_ignore_ascii_case(crate::three::PositionThree::PGN_NAME)
                    || v.eq_ignore_ascii_case("three-board"))
        })
    })
}

/// Tags and movetext (comments and variations dropped).
fn split_pgn(text: &str) -> Result<(Vec<(String, String)>, String), String> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut movetext = String::new();
    // Tags first, then movetext (comments and variations dropped).
    let mut depth_var = 0usize;
    while let Some((_, c)) = chars.next() {
        match c {
            '[' if depth_var == 0 && movetext.trim().is_empty() => {
                let mut name = String::new();
                while let Some(&(_, c)) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    name.push(c);
                    chars.next();
                }
                while chars.peek().is_some_and(|&(_, c)| c.is_whitespace()) {
                    chars.next();
                }
                if chars.next().map(|(_, c)| c) != Some('"') {
                    return Err(format!("tag [{name} has no quoted value"));
                }
                let mut value = String::new();
                loop {
                    match chars.next() {
                        Some((_, '\\')) => {
                            if let Some((_, e)) = chars.next() {
                                value.push(e);
                            }
                        }
                        Some((_, '"')) => break,
                        Some((_, c)) => value.push(c),
                        None => return Err(format!("tag [{name} is not closed")),
                    }
                }
                while chars
                    .peek()
                    .is_some_and(|&(_, c)| c != ']' && c.is_whitespace())
                {
                    chars.next();
                }
                if chars.next().map(|(_, c)| c) != Some(']') {
                    return Err(format!("tag [{name} has no closing `]`"));
                }
                if name.is_empty() {
                    return Err("a tag has no name".into());
                }
                tags.push((name, value));
            }
            '{' => {
                if !chars.any(|(_, c)| c == '}') {
                    return Err("a comment `{` is not closed".into());
                }
                movetext.push(' ');
            }
            ';' => {
                for (_, c) in chars.by_ref() {
                    if c == '\n' {
                        break;
                    }
                }
                movetext.push(' ');
            }
            '(' => {
                depth_var += 1;
                movetext.push(' ');
            }
            ')' => {
                if depth_var == 0 {
                    return Err("`)` without `(`".into());
                }
                depth_var -= 1;
            }
            c if depth_var > 0 => {
                let _ = c;
            }
            c => movetext.push(c),
        }
    }
    if depth_var > 0 {
        return Err("a variation `(` is not closed".into());
    }
    Ok((tags, movetext))
}

/// Reads one game of the variant `P` from PGN text; a `Variant` tag must
/// name it (the two-board game may leave the tag out).
pub fn read_pgn_as<P: VariantPosition>(text: &str) -> Result<PgnGame<P>, PgnError<P>> {
    let (tags, movetext) = split_pgn(text).map_err(PgnError::Parse)?;
    let find = |n: &str| {
        tags.iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(n))
            .map(|(_, v)| v.clone())
    };
    match find("Variant") {
        Some(v)
            if v.eq_ignore_ascii_case(P::PGN_NAME)
                || (P::BOARDS == 3 && v.eq_ignore_ascii_case("three-board")) => {}
        None if P::PGN_NAME == Position::PGN_NAME => {}
        Some(v) => {
            return Err(PgnError::Parse(format!(
                "the game's variant is \"{v}\", not {}",
                P::PGN_NAME
            )))
        }
        None => {
            return Err(PgnError::Parse(format!(
                "the game has no [Variant \"{}\"] tag",
                P::PGN_NAME
            )))
        }
    }
    let en_passant = match find(EN_PASSANT_TAG).map(|v| v.to_ascii_lowercase()) {
        None => true,
        Some(v) if matches!(v.as_str(), "on" | "true" | "1" | "yes") => true,
        Some(v) if matches!(v.as_str(), "off" | "false" | "0" | "no") => false,
        Some(v) => {
            return Err(PgnError::Parse(format!(
                "[{EN_PASSANT_TAG} \"{v}\"] must be \"on\" or \"off\""
            )))
        }
    };
    let rules = Rules { en_passant };
    let start = match find("FEN") {
        Some(fen) => {
            P::from_fen(&fen, rules).map_err(|e| PgnError::Parse(format!("the FEN tag: {e}")))?
        }
        None => P::start(rules),
    };
    let mut game = Game::from_position(start);
    let result = play_movetext(&mut game, movetext.split_whitespace())?;
    Ok(PgnGame {
        tags,
        game,
        result: result.unwrap_or_else(|| "*".to_string()),
    })
}

#[cfg(test)]
mod split_tests {
    use super::split_games;

    #[test]
    fn a_file_of_several_games_is_split_at_each_game_s_tags() {
        let two = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n";
        assert_eq!(
            split_games(two),
            [
                "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n",
                "[Event \"b\"]\n\n1. d4 *\n"
            ]
        );
        assert_eq!(split_games("1. e4 e5 *"), ["1. e4 e5 *"]);
        assert_eq!(split_games("[Event \"a\"]\n"), ["[Event \"a\"]\n"]);
        assert!(split_games("").is_empty());
        assert!(split_games("\n  \n; a comment\n").is_empty());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Marks, comments (a `}` in one is made harmless) and variations are
    /// written where PGN wants them, with a Black move numbered again
    /// after them, and the text reads back as the same game.
    #[test]
    fn annotated_pgn_reads_back() {
        let mut game = Game::new(Rules::default());
        for m in ["e4", "e5", "Nf3", "Nc6"] {
            game.play_text(m).unwrap();
        }
        let notes = vec![
            MoveNote {
                comment: Some("[%eval 0.31]".into()),
                ..MoveNote::default()
            },
            MoveNote::default(),
            MoveNote {
                mark: "??".into(),
                comment: Some("Blunder. {Nc3} was best.".into()),
                variation: vec!["Nc3".into(), "Nf6".into()],
            },
        ];
        let text = write_annotated_pgn(&game, &[], Some("*"), &notes);
        let movetext = text.split("\n\n").nth(1).unwrap().replace('\n', " ");
        assert_eq!(
            movetext.trim(),
            "1. e4 { [%eval 0.31] } 1... e5 2. Nf3?? { Blunder. {Nc3) was best. } ( 2. Nc3 Nf6 ) 2... Nc6 *"
        );
        let back = read_pgn(&text).unwrap();
        assert_eq!(back.game.sans(), game.sans());
        assert_eq!(back.game.position(), game.position());
    }
}

//! `alice render <FEN> [--last-move <SAN or from-to>] [--perspective white|black]
//! [--layout stacked|side-by-side] [--theme T] [--pieces P] [--no-ghosts]
//! [--caption TEXT] --out <FILE.png>`

use alice::games::Variant;
use alice::render::three::{render_set_png, SetLastMove, SetRenderOptions};
use alice::render::{render_png, Boards, LastMove, Look, Pieces, RenderOptions, Theme};
use alice_core::three::{BoardRule, BoardSet};
use alice_core::{Color, Shape, TwoBoards};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Position in alice-FEN (or another accepted form), a three-board
    /// position (three placements), `startpos` (the start of the game `--variant` names).
    fen: String,
    /// The move that led to the position, to mark: `g1f3` or SAN (`Nf3`,
    /// `Ne5/A`); on three boards `Ag1f3B` or SAN with its boards (`Nf3/AB`).
    #[arg(long)]
    last_move: Option<String>,
    /// Side the boards are seen from.
    #[arg(long, value_enum, default_value_t = Side::White)]
    perspective: Side,
    /// Do not mark where the other board's pieces stand.
    #[arg(long)]
    no_ghosts: bool,
    /// Where the boards stand: one above another (for phones) or side by
    /// side.
    #[arg(long, value_enum, default_value_t = Layout::SideBySide)]
    layout: Layout,
    /// The squares' colours.
    #[arg(long, value_enum, default_value_t = ThemeArg::Classic)]
    theme: ThemeArg,
    /// How the pieces are drawn: the chess figures, or letters in discs.
    #[arg(long, value_enum, default_value_t = PiecesArg::Figures)]
    pieces: PiecesArg,
    /// A line of text above the boards.
    #[arg(long)]
    caption: Option<String>,
    /// The language of the boards' titles, as Discord's locale names it
    /// (`de`, `pt-BR`; default: English).
    #[arg(long)]
    lang: Option<String>,
    /// The PNG file to write.
    #[arg(short, long)]
    out: std::path::PathBuf,
    /// Read the FEN without en passant.
    #[arg(long)]
    no_ep: bool,
    /// The game the position is of (default: as its text reads: three
    /// placements are three boards, ranks of four squares 8x4 Alice).
    #[arg(long, value_parser = super::variant_parser())]
    variant: Option<Variant>,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum Side {
    White,
    Black,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum Layout {
    /// One board above another.
    Stacked,
    /// Side by side.
    SideBySide,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum ThemeArg {
    /// Brown board A, blue-grey B, lavender C.
    Classic,
    /// Green A, slate-blue B, sand C.
    Green,
    /// Near-white light squares and deep dark ones.
    Contrast,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum PiecesArg {
    /// The chess figures.
    Figures,
    /// Letters in discs.
    Letters,
}

/// The look the options ask for.
fn look_of(a: &Args) -> Look {
    Look {
        boards: match a.layout {
            Layout::Stacked => Boards::Stacked,
            Layout::SideBySide => Boards::SideBySide,
        },
        theme: match a.theme {
            ThemeArg::Classic => Theme::Classic,
            ThemeArg::Green => Theme::Green,
            ThemeArg::Contrast => Theme::Contrast,
        },
        pieces: match a.pieces {
            PiecesArg::Figures => Pieces::Figures,
            PiecesArg::Letters => Pieces::Letters,
        },
    }
}

pub fn run(a: Args) -> Result<(), String> {
    let perspective = match a.perspective {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let pos = super::any_position(&a.fen, super::rules(a.no_ep), a.variant)?;
    alice::on_position!(pos, p => p.draw(a, perspective))
}

/// How the tool draws a position, by the family its boards are of.
trait Draw {
    fn draw(&self, a: Args, perspective: Color) -> Result<(), String>;
}

impl<S: Shape> Draw for TwoBoards<S> {
    fn draw(&self, a: Args, perspective: Color) -> Result<(), String> {
        two_boards(self, a, perspective)
    }
}

impl<R: BoardRule> Draw for BoardSet<R> {
    fn draw(&self, a: Args, perspective: Color) -> Result<(), String> {
        board_set(self, a, perspective)
    }
}

/// Draws a position of a game on a set of boards.
fn board_set<R: BoardRule>(pos: &BoardSet<R>, a: Args, perspective: Color) -> Result<(), String> {
    let last_move = match &a.last_move {
        None => None,
        Some(text) => Some(pos.played_from_text(readable(text)?).map(SetLastMove::from).ok_or_else(|| {
            format!("--last-move {text}: no piece of the side that just moved stands on its landing square")
        })?),
    };
    let opts = SetRenderOptions {
        perspective,
        last_move,
        lang: lang_of(a.lang.as_deref())?,
        look: look_of(&a),
        caption: a.caption,
    };
    let png = render_set_png(pos, &opts).map_err(|e| e.to_string())?;
    std::fs::write(&a.out, png).map_err(|e| format!("{}: {e}", a.out.display()))
}

/// The language `--lang` names (English without it).
fn lang_of(code: Option<&str>) -> Result<alice::lang::Lang, String> {
    match code {
        None => Ok(alice::lang::Lang::EN),
        Some(c) => alice::lang::Lang::from_locale(c).ok_or_else(|| {
            let codes: Vec<&str> = alice::lang::Lang::all().map(|l| l.code()).collect();
            format!(
                "--lang {c}: not a language of the bot ({})",
                codes.join(", ")
            )
        }),
    }
}

/// Draws a position of a two-board game (8x8 or 8x4).
fn two_boards<S: Shape>(pos: &TwoBoards<S>, a: Args, perspective: Color) -> Result<(), String> {
    let last_move = match &a.last_move {
        None => None,
        Some(text) => {
            Some(pos.played_from_text(readable(text)?).map(LastMove::from).ok_or_else(|| {
                format!("--last-move {text}: no piece of the side that just moved stands on its landing square")
            })?)
        }
    };
    let opts = RenderOptions {
        perspective,
        ghosts: !a.no_ghosts,
        last_move,
        lang: lang_of(a.lang.as_deref())?,
        look: look_of(&a),
        caption: a.caption,
    };
    let png = render_png(pos, &opts).map_err(|e| e.to_string())?;
    std::fs::write(&a.out, png).map_err(|e| format!("{}: {e}", a.out.display()))
}

/// `--last-move`'s text when it can be read as a move at all: castling, or
/// a text naming a square (`Nf3`, `Ne5/A`, `g1f3`); anything else is
/// refused for what it is, before the position is looked at.
fn readable(text: &str) -> Result<&str, String> {
    let t = text.trim();
    let castles = ["O-O", "0-0"].iter().any(|c| t.starts_with(c));
    let square = t
        .as_bytes()
        .windows(2)
        .any(|w| (b'a'..=b'h').contains(&w[0]) && (b'1'..=b'8').contains(&w[1]));
    if castles || square {
        Ok(t)
    } else {
        Err(format!(
            "--last-move {text}: not a move; give SAN (Nf3, Ne5/A, O-O) or coordinates (g1f3)"
        ))
    }
}

//! `alice pictures [--out DIR]`: every picture of the guides and the
//! README, drawn by this binary from fixed positions, games and figures.
//! The test `docs::the_guides_pictures_are_what_alice_pictures_draws`
//! fails when a committed picture is no longer what this draws.

use alice::analysis::Analysed;
use alice::lang::Lang;
use alice::render::chart::{eval_chart, rating_chart_png, ChartWords};
use alice::render::{render_png, Boards, LastMove, Look, RenderOptions};
use alice_core::{Color, Game, Position, Rules};
use alice_engine::analysis::DEFAULT_NODES;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The repository's root: each picture is written at its path there
    /// (`docs/boards.png`, `assets/example-mate.png`, ...).
    #[arg(long, default_value = ".")]
    out: PathBuf,
}

/// What draws a picture: its PNG.
type Draw = fn() -> Result<Vec<u8>, String>;

/// The pictures, by their path from the repository's root, and what
/// draws each.
const PICTURES: [(&str, Draw); 5] = [
    ("docs/boards.png", || boards(Boards::SideBySide)),
    ("docs/boards-stacked.png", || boards(Boards::Stacked)),
    ("assets/example-mate.png", mate),
    ("assets/example-analysis.png", analysis),
    ("assets/example-rating.png", rating),
];

/// The README's game: after 3. Nxf7 the knight has passed to board B;
/// Black is to move, so the boards are seen from Black's side, as the bot
/// draws them for the player to move.
const BOARDS_FEN: &str =
    "rnbqk1nr/pppp2pp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/5N2/4p3/2b5/8/8/8/8 b KQkq - 0 3";

/// A short game to mate on board A: the rook's passage and the mate.
const MATE: [&str; 5] = ["a3", "Na6", "Ra4", "e5", "Re4"];

pub fn run(a: Args) -> Result<(), String> {
    for (path, draw) in PICTURES {
        let bytes = draw().map_err(|e| format!("{path}: {e}"))?;
        let file = a.out.join(path);
        std::fs::write(&file, &bytes).map_err(|e| format!("{}: {e}", file.display()))?;
        println!("{path}: {} bytes", bytes.len());
    }
    Ok(())
}

fn boards(layout: Boards) -> Result<Vec<u8>, String> {
    let pos = Position::from_fen(BOARDS_FEN, Rules::default()).map_err(|e| e.to_string())?;
    let last = pos.played_from_text("e5f7").ok_or("no knight on f7")?;
    let opts = RenderOptions {
        perspective: Color::Black,
        last_move: Some(last.into()),
        caption: Some("#12 alice vs bob · move 3 · Black to move".into()),
        look: Look {
            boards: layout,
            ..Look::default()
        },
        ..RenderOptions::default()
    };
    render_png(&pos, &opts).map_err(|e| e.to_string())
}

/// The mate game, played out.
fn mate_game() -> Result<Game, String> {
    let mut game = Game::new(Rules::default());
    for san in MATE {
        game.play_text(san).map_err(|e| format!("{san}: {e}"))?;
    }
    Ok(game)
}

fn mate() -> Result<Vec<u8>, String> {
    let game = mate_game()?;
    let opts = RenderOptions {
        perspective: Color::White,
        last_move: game.moves().last().copied().map(LastMove::from),
        caption: Some("#1 alice vs bob · 1-0".into()),
        ..RenderOptions::default()
    };
    render_png(game.position(), &opts).map_err(|e| e.to_string())
}

/// The mate game's evaluation graph, each position searched as `/analyze`
/// searches it.
fn analysis() -> Result<Vec<u8>, String> {
    let game = mate_game()?;
    let evals = super::after::evaluate(&game, DEFAULT_NODES, 1);
    let analysed = Analysed::new(&game, evals, DEFAULT_NODES)?;
    let words = ChartWords::evaluation(Lang::EN, 1, "alice", "bob");
    eval_chart(&words, &analysed.chart_points())
        .and_then(|i| i.png())
        .map_err(|e| e.to_string())
}

/// A rating over twelve games (the figures are fixed: the chart is what
/// is shown).
fn rating() -> Result<Vec<u8>, String> {
    let ratings = [
        1662.0, 1590.0, 1641.0, 1688.0, 1652.0, 1701.0, 1735.0, 1712.0, 1748.0, 1779.0, 1761.0,
        1794.0,
    ];
    let day = 86_400_000;
    let history: Vec<(f64, i64)> = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| (r, 1_795_910_400_000 + i as i64 * day))
        .collect();
    let words = ChartWords::rating(Lang::EN, "alice");
    rating_chart_png(&words, &history).map_err(|e| e.to_string())
}

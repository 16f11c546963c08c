//! `alice replay [--fen <FEN>] [--no-ep] [MOVES]...`: either variant (a
//! three-board start: `--fen startpos_three` or three placements).

use alice::games::Variant;
use alice_core::{play_movetext, Color, Game, VariantPosition};
use serde::Serialize;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Start position (alice-FEN or another accepted form); default: the start.
    #[arg(long)]
    fen: Option<String>,
    /// Play without en passant.
    #[arg(long)]
    no_ep: bool,
    /// The game the position is of (default: as its text reads: three
    /// placements are three boards, ranks of four squares 8x4 Alice).
    #[arg(long, value_parser = super::variant_parser())]
    variant: Option<Variant>,
    /// Moves in SAN or coordinates; move numbers (`12.`, `12...`) and a
    /// result (`1-0`) are skipped. One argument may hold several moves.
    #[arg(allow_hyphen_values = true)]
    moves: Vec<String>,
}

#[derive(Serialize)]
struct Report<'a> {
    fen: String,
    moves: &'a [String],
    legal: Vec<String>,
    status: &'static str,
    winner: Option<&'static str>,
}

pub fn run(a: Args) -> Result<(), String> {
    let rules = super::rules(a.no_ep);
    let pos = super::any_position(
        a.fen.as_deref().unwrap_or(super::start_name(a.variant)),
        rules,
        a.variant,
    )?;
    alice::on_position!(pos, p => replay(p, &a.moves))
}

fn replay<P: VariantPosition>(start: P, moves: &[String]) -> Result<(), String> {
    let mut game = Game::from_position(start);
    play_movetext(&mut game, moves.iter().flat_map(|m| m.split_whitespace()))
        .map_err(|e| e.to_string())?;
    let pos = game.position();
    let outcome = game.outcome();
    let legal = if outcome.is_some() {
        Vec::new()
    } else {
        pos.legal_moves().into_iter().map(|m| pos.san(m)).collect()
    };
    let report = Report {
        fen: pos.fen(),
        moves: game.sans(),
        legal,
        status: outcome.map_or("ongoing", |o| o.termination.as_str()),
        winner: outcome.and_then(|o| o.winner).map(Color::name),
    };
    let json = serde_json::to_string(&report).map_err(|e| e.to_string())?;
    println!("{json}");
    Ok(())
}

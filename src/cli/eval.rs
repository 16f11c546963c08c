//! `alice eval <FEN> [--variant alice|three-board] [--weights tuned|hand|FILE]`:
//! a position's static evaluation as JSON, term by term, from the side to
//! move's point of view (as UCI scores are).

use super::{AnyPosition, VariantArg};
use alice_engine::eval::Breakdown;
use alice_engine::variant::EnginePosition;
use serde_json::json;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Position in alice-FEN (or another accepted form), a three-board
    /// position, `startpos` or `startpos3`.
    fen: String,
    /// The game the position is of (default: as the position reads).
    #[arg(long, value_enum)]
    variant: Option<VariantArg>,
    /// The evaluation's weights: `tuned` (the engine's), `hand` (the
    /// hand-written start of tuning) or a file written by `alice tune`.
    #[arg(long, default_value = "tuned")]
    weights: String,
}

pub fn run(a: Args) -> Result<(), String> {
    let pos = super::any_position(&a.fen, super::rules(false), a.variant)?;
    let (variant, b, turn) = match &pos {
        AnyPosition::Two(p) => (
            "alice",
            p.breakdown(&super::tuning::weights(&a.weights)?),
            p.turn(),
        ),
        AnyPosition::Three(p) => (
            "three-board",
            p.breakdown(&super::tuning::weights(&a.weights)?),
            p.turn(),
        ),
        AnyPosition::Narrow(p) => (
            "8x4",
            EnginePosition::breakdown(p, &super::tuning::weights(&a.weights)?),
            p.turn(),
        ),
        AnyPosition::Duo(p) => (
            "duo",
            EnginePosition::breakdown(p, &super::tuning::weights(&a.weights)?),
            p.turn(),
        ),
    };
    println!("{}", report(variant, turn, &b));
    Ok(())
}

#[derive(serde::Serialize)]
struct Report<'a> {
    variant: &'a str,
    turn: &'a str,
    score: serde_json::Value,
    phase: Option<i32>,
    terms: Vec<TermReport<'a>>,
}

#[derive(serde::Serialize)]
struct TermReport<'a> {
    term: &'a str,
    mg: i32,
    eg: i32,
    cp: i32,
}

fn report(variant: &str, turn: alice_core::Color, b: &Breakdown) -> String {
    let r = Report {
        variant,
        turn: if turn == alice_core::Color::White {
            "white"
        } else {
            "black"
        },
        score: json!({ "cp": b.score }),
        phase: b.phase,
        terms: b
            .terms
            .iter()
            .map(|t| TermReport {
                term: t.name,
                mg: t.mg,
                eg: t.eg,
                cp: t.cp,
            })
            .collect(),
    };
    serde_json::to_string(&r).unwrap_or_default()
}

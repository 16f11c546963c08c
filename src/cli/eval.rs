//! `alice eval <FEN> [--variant alice|three-board] [--weights tuned|hand|FILE]`:
//! a position's static evaluation as JSON, term by term, from the side to
//! move's point of view (as UCI scores are).

use alice::games::Played;
use alice::games::Variant;
use alice_engine::eval::Breakdown;
use alice_engine::variant::EnginePosition;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Position in alice-FEN (or another accepted form), a three-board
    /// position, `startpos` (the start of the game `--variant` names).
    fen: String,
    /// The game the position is of (default: as the position reads).
    #[arg(long, value_parser = super::variant_parser())]
    variant: Option<Variant>,
    /// The evaluation's weights: `tuned` (the engine's), `hand` (the
    /// hand-written start of tuning) or a file written by `alice tune`.
    #[arg(long, default_value = "tuned")]
    weights: String,
}

pub fn run(a: Args) -> Result<(), String> {
    let pos = super::any_position(&a.fen, super::rules(false), a.variant)?;
    let out = alice::on_position!(&pos, p: P => report(P::VARIANT.as_str(), p, &a.weights)?);
    println!("{out}");
    Ok(())
}

#[derive(serde::Serialize)]
struct Report<'a> {
    variant: &'a str,
    turn: &'a str,
    score: serde_json::Value,
    /// The static score of the network the game's top level plays with,
    /// where it plays with one (the terms are the hand-written
    /// evaluation's).
    #[serde(skip_serializing_if = "Option::is_none")]
    network: Option<serde_json::Value>,
    phase: Option<i32>,
    terms: Vec<TermReport<'a>>,
}

/// The static score of the game's network at the top level, if it plays
/// with one.
fn network_score<P: EnginePosition>(pos: &P) -> Option<serde_json::Value> {
    use alice_engine::Evaluator;
    let mut net = alice_engine::nnue::Chosen::<P>::for_level(alice_engine::Level::TOP.number());
    if !net.is_network() {
        return None;
    }
    net.reset(pos);
    let raw = net.evaluate(pos);
    Some(super::bestmove::score_json(
        pos,
        alice_engine::Score::Cp(raw),
    ))
}

#[derive(serde::Serialize)]
struct TermReport<'a> {
    term: &'a str,
    mg: i32,
    eg: i32,
    cp: i32,
}

/// The report of `pos` with the weights `--weights` names: the score
/// (calibrated, raw and as chances, as `alice bestmove` prints it, by the
/// hand-written evaluation's WDL model), the terms in the engine's own
/// centipawns, and the network's static score where the game plays with
/// one.
fn report<P: EnginePosition>(variant: &str, pos: &P, weights: &str) -> Result<String, String>
where
    P::Eval: super::tuning::Weighed,
{
    let b: Breakdown = pos.breakdown(&super::tuning::weights(weights)?);
    let r = Report {
        variant,
        turn: if pos.turn() == alice_core::Color::White {
            "white"
        } else {
            "black"
        },
        score: super::bestmove::score_json_by(
            pos,
            alice_engine::Score::Cp(b.score),
            P::linear_wdl_model(),
        ),
        network: network_score(pos),
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
    Ok(serde_json::to_string(&r).unwrap_or_default())
}

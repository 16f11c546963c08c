//! `alice bestmove <FEN> [--no-ep] [--depth N | --nodes N | --movetime MS | --level L]
//! [--multipv N]`: either variant (three placements make a three-board
//! position).

use alice::games::Variant;
use alice_core::VariantPosition;
use alice_engine::variant::EnginePosition;
use alice_engine::{Level, Limits, Params, Score, Searcher};
use serde_json::json;
use std::time::Duration;

#[derive(clap::Args, Debug)]
#[group(skip)]
#[command(group = clap::ArgGroup::new("limit").multiple(false))]
pub struct Args {
    /// Position in alice-FEN (or another accepted form), a three-board
    /// position, `startpos` (the start of the game `--variant` names).
    fen: String,
    /// Play without en passant.
    #[arg(long)]
    no_ep: bool,
    /// The game the position is of (default: as its text reads: three
    /// placements are three boards, ranks of four squares 8x4 Alice).
    #[arg(long, value_parser = super::variant_parser())]
    variant: Option<Variant>,
    /// Search to this depth (1 or more).
    #[arg(long, group = "limit", value_parser = clap::value_parser!(u32).range(1..))]
    depth: Option<u32>,
    /// Search this many nodes (1 or more).
    #[arg(long, group = "limit", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Search this many milliseconds (1 or more).
    #[arg(long, group = "limit", value_parser = clap::value_parser!(u64).range(1..))]
    movetime: Option<u64>,
    /// Play as the bot's level 1-8 (default: 8).
    #[arg(long, group = "limit", value_parser = clap::value_parser!(u8).range(1..=8))]
    level: Option<u8>,
    /// Report the best N lines, each starting with a different move
    /// (searched as level 8 when no limit is given; not with --level).
    #[arg(long, conflicts_with = "level", value_parser = clap::value_parser!(u16).range(1..=64))]
    multipv: Option<u16>,
    /// Search parameters other than the defaults, e.g. `rfp_depth=5,lmp_base=4`
    /// (for tuning; the names are in `Params::ALL`).
    #[arg(long, hide = true)]
    param: Option<String>,
}

#[derive(serde::Serialize)]
struct Report {
    #[serde(rename = "move")]
    mv: String,
    score: serde_json::Value,
    depth: u32,
    nodes: u64,
    nps: u64,
    pv: Vec<String>,
    /// With `--multipv`: the best lines, best first.
    #[serde(skip_serializing_if = "Option::is_none")]
    lines: Option<Vec<LineReport>>,
}

#[derive(serde::Serialize)]
struct LineReport {
    multipv: usize,
    #[serde(rename = "move")]
    mv: String,
    score: serde_json::Value,
    depth: u32,
    pv: Vec<String>,
}

/// Canonical SAN of a line of moves from `pos`.
pub fn san_line<P: VariantPosition>(pos: &P, line: &[P::Move]) -> Vec<String> {
    let mut p = *pos;
    let mut out = Vec::new();
    for &m in line {
        if p.check_move(m).is_err() {
            break;
        }
        out.push(p.san(m));
        p.play_unchecked(m);
    }
    out
}

/// A score of `pos` (the side to move's) as the tools print it: `cp` on
/// the calibrated scale (+100: a 50% chance of winning), `raw` the
/// engine's own centipawns, `wdl` the chances of a win, a draw and a loss
/// in thousandths; or `mate` in moves.
pub fn score_json<P: EnginePosition>(pos: &P, s: Score) -> serde_json::Value {
    score_json_by(pos, s, P::wdl_model())
}

/// [`score_json`] read by the WDL model `model` (the scores of an
/// evaluation the search does not play with have their own).
pub fn score_json_by<P: EnginePosition>(
    pos: &P,
    s: Score,
    model: &alice_engine::wdl::Model,
) -> serde_json::Value {
    match s {
        Score::Cp(raw) => {
            let cp = model.normalise(raw, pos.material());
            let wdl = model.wdl(raw, pos.material()).permille();
            json!({ "cp": cp, "raw": raw, "wdl": wdl })
        }
        Score::Mate(n) => {
            json!({ "mate": n, "wdl": alice_engine::variant::chances(pos, s).permille() })
        }
    }
}

pub fn run(a: Args) -> Result<(), String> {
    let pos = super::any_position(&a.fen, super::rules(a.no_ep), a.variant)?;
    alice::on_position!(pos, p => best(p, &a))
}

fn best<P: EnginePosition>(pos: P, a: &Args) -> Result<(), String> {
    if let Some(o) = pos.outcome().filter(|_| !pos.has_legal_moves()) {
        return Err(format!(
            "no legal move: the position is {}",
            o.termination.describe()
        ));
    }
    let params = Params::parse(a.param.as_deref().unwrap_or(""))?;
    let mut searcher = Searcher::<P>::for_variant_with(64, params);
    let limits = if let Some(d) = a.depth {
        Some(Limits::depth(d.max(1)))
    } else if let Some(n) = a.nodes {
        Some(Limits::nodes(n.max(1)))
    } else if let Some(ms) = a.movetime {
        Some(Limits::movetime(Duration::from_millis(ms.max(1))))
    } else {
        // The top level searches without sampling: its limits serve
        // several lines as well.
        a.multipv.map(|_| Level::TOP.limits_for::<P>())
    };
    if let Some(n) = a.multipv {
        searcher.set_multipv(n as usize);
    }
    let result = match limits {
        Some(l) => searcher.search(&pos, &[], l, None, |_| {}),
        None => {
            let level = Level::new(a.level.unwrap_or(Level::MAX)).ok_or("level must be 1 to 8")?;
            level.choose(&mut searcher, &pos, &[], None, pos.hash())
        }
    }
    .ok_or("no legal move")?;
    let nps = if result.time.as_secs_f64() > 0.0 {
        (result.nodes as f64 / result.time.as_secs_f64()) as u64
    } else {
        0
    };
    let out = Report {
        mv: pos.san(result.best),
        score: score_json(&pos, result.score),
        depth: result.depth,
        nodes: result.nodes,
        nps,
        pv: san_line(&pos, &result.pv),
        lines: a.multipv.map(|_| {
            result
                .lines
                .iter()
                .enumerate()
                .map(|(k, l)| LineReport {
                    multipv: k + 1,
                    mv: pos.san(l.pv[0]),
                    score: score_json(&pos, l.score),
                    depth: l.depth,
                    pv: san_line(&pos, &l.pv),
                })
                .collect()
        }),
    };
    println!(
        "{}",
        serde_json::to_string(&out).map_err(|e| e.to_string())?
    );
    Ok(())
}

//! `alice datagen` and `alice tune`: the evaluation's weights, regenerated
//! from nothing but a seed. Datagen plays the engine against itself at a
//! fixed node count from random openings and writes every quiet position
//! with its game's result; tune fits the weights to those results (the
//! Texel method, `alice_engine::tune`) and writes them as Rust source.

use alice_core::{Color, Position, Rules};
use alice_engine::tune::{self, Dataset};
use alice_engine::{EvalParams, Limits, Searcher};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Games longer than this are drawn (and their positions kept as draws).
const MAX_PLIES: usize = 300;

#[derive(clap::Args, Debug)]
pub struct DatagenArgs {
    /// Number of self-play games.
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// Nodes searched per move.
    #[arg(long, default_value_t = 8000)]
    nodes: u64,
    /// Random plies at the start of each game (its opening).
    #[arg(long, default_value_t = 8)]
    random_plies: usize,
    /// Seed of the openings: the same seed and settings give the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The file to write: one `alice-FEN;result` line per position, the
    /// result White's (1, 0.5 or 0).
    #[arg(long)]
    out: PathBuf,
    /// The evaluation playing: `tuned` (the engine's), `hand` (the
    /// hand-written start of tuning) or a file written by `alice tune`.
    #[arg(long, default_value = "tuned")]
    weights: String,
}

#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// Positions written by `alice datagen` (one or more files).
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// Passes of gradient descent over the data.
    #[arg(long, default_value_t = 500)]
    epochs: usize,
    /// The scaling of evaluation to expected result (default: fitted).
    #[arg(long)]
    k: Option<f64>,
    /// Where to write the weights as Rust source (default: standard output);
    /// `crates/alice-engine/src/tuned.rs` replaces the engine's.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// One self-play game from a random opening of `seed`: its quiet positions (as alice-FEN)
/// and White's result.
fn self_play(searcher: &mut Searcher, seed: u64, a: &DatagenArgs) -> (Vec<String>, f32) {
    let mut game = super::matches::random_plies(Rules::default(), seed, a.random_plies);
    searcher.clear();
    let mut fens = Vec::new();
    let result = loop {
        if let Some(o) = game.outcome() {
            break match o.winner {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
        }
        if game.ply() >= MAX_PLIES {
            break 0.5;
        }
        let pos: Position = *game.position();
        let Some(r) = searcher.search(&pos, game.history(), Limits::nodes(a.nodes), None, |_| {})
        else {
            break 0.5;
        };
        // Positions where a mate is in sight say little about the weights.
        if matches!(r.score, alice_engine::Score::Cp(_)) && tune::is_quiet(&pos) {
            fens.push(pos.fen());
        }
        if game.play(r.best).is_err() {
            break 0.5;
        }
    };
    (fens, result)
}

/// The two-board evaluation's weights a `--weights` option names:
/// `tuned` (the engine's), `hand` (the hand-written start of tuning) or a
/// file written by `alice tune`.
pub(super) fn weights(spec: &str) -> Result<EvalParams, String> {
    Ok(match spec {
        "tuned" => EvalParams::default(),
        "hand" => EvalParams::hand(),
        path => {
            let src = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            tune::from_rust(&src).map_err(|e| format!("{path}: {e}"))?
        }
    })
}

pub fn datagen(a: DatagenArgs) -> Result<(), String> {
    if a.games == 0 || a.nodes == 0 {
        return Err("--games and --nodes must be at least 1".into());
    }
    let weights = weights(&a.weights)?;
    let next = AtomicUsize::new(0);
    let done = Mutex::new(Vec::<(usize, Vec<String>, f32)>::new());
    std::thread::scope(|scope| {
        for _ in 0..a.threads.clamp(1, 64) {
            scope.spawn(|| {
                let mut searcher = Searcher::new(16);
                searcher.set_eval(weights.clone());
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= a.games {
                        break;
                    }
                    let seed = a.seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
                    let (fens, result) = self_play(&mut searcher, seed, &a);
                    let mut d = done.lock().unwrap_or_else(|p| p.into_inner());
                    d.push((i, fens, result));
                    let positions: usize = d.iter().map(|g| g.1.len()).sum();
                    eprint!("\rgames {}/{}, positions {positions}   ", d.len(), a.games);
                }
            });
        }
    });
    eprintln!();
    let mut games = done.into_inner().unwrap_or_else(|p| p.into_inner());
    games.sort_by_key(|g| g.0);
    let mut out = String::new();
    let (mut white, mut black, mut positions) = (0, 0, 0);
    for (_, fens, result) in &games {
        white += usize::from(*result == 1.0);
        black += usize::from(*result == 0.0);
        for fen in fens {
            positions += 1;
            let _ = writeln!(out, "{fen};{result}");
        }
    }
    std::fs::write(&a.out, out).map_err(|e| format!("{}: {e}", a.out.display()))?;
    println!(
        "{} games ({white} won by White, {black} by Black, {} drawn), {positions} positions written to {}",
        games.len(),
        games.len() - white - black,
        a.out.display()
    );
    Ok(())
}

/// Reads `alice-FEN;result` lines.
fn read_data(paths: &[PathBuf]) -> Result<Dataset, String> {
    let mut data = Dataset::new();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let bad = |why: String| format!("{} line {}: {why}", path.display(), i + 1);
            let (fen, result) = line
                .rsplit_once(';')
                .ok_or_else(|| bad("expected `alice-FEN;result`".into()))?;
            let result: f32 = match result.trim() {
                "1" => 1.0,
                "0.5" => 0.5,
                "0" => 0.0,
                other => {
                    return Err(bad(format!(
                        "the result must be 1, 0.5 or 0, not `{other}`"
                    )))
                }
            };
            let pos = Position::from_fen(fen, Rules::default()).map_err(|e| bad(e.to_string()))?;
            data.push(&pos, result);
        }
    }
    if data.is_empty() {
        return Err("no positions in the data".into());
    }
    Ok(data)
}

pub fn tune(a: TuneArgs) -> Result<(), String> {
    let data = read_data(&a.data)?;
    let start = EvalParams::hand();
    let k = match a.k {
        Some(k) if k > 0.0 => k,
        Some(k) => return Err(format!("--k must be positive, not {k}")),
        None => tune::fit_k(&data, &start),
    };
    let before = tune::error(&data, &start, k);
    eprintln!("{} positions, k {k:.4}, error {before:.6}", data.len());
    let tuned = tune::tune(&data, &start, k, a.epochs, |epoch, e| {
        eprint!("\repoch {epoch}/{}: error {e:.6}   ", a.epochs);
    });
    eprintln!();
    let after = tune::error(&data, &tuned, k);
    let names: Vec<String> = a.data.iter().map(|p| p.display().to_string()).collect();
    let provenance = format!(
        "alice tune --data {} --epochs {}\n{} positions, k {k:.4}: error {before:.6} with the hand-written weights, {after:.6} tuned.",
        names.join(" "),
        a.epochs,
        data.len()
    );
    let src = tune::to_rust(&tuned, &provenance);
    match &a.out {
        Some(p) => {
            std::fs::write(p, src).map_err(|e| format!("{}: {e}", p.display()))?;
            println!(
                "error {before:.6} -> {after:.6}; weights written to {}",
                p.display()
            );
        }
        None => print!("{src}"),
    }
    Ok(())
}

//! `alice analyze --pgn FILE [--nodes N] [--json] [--threads N]` and
//! `alice gif --pgn FILE --out FILE [--black]`: after-game tools on a PGN.

use alice::analysis::Analysed;
use alice::render::animation::{game_gif, GifOptions};
use alice_core::{read_pgn, Color, PgnGame};
use alice_engine::analysis::{evaluate_position, PositionEval, DEFAULT_NODES};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// The game, as PGN (`-` reads stdin).
    #[arg(long)]
    pgn: PathBuf,
    /// Nodes searched per position.
    #[arg(long, default_value_t = DEFAULT_NODES, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Print JSON instead of the summary and the annotated PGN.
    #[arg(long)]
    json: bool,
    /// Threads searching positions at once (default: the machine's cores).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=64))]
    threads: Option<u64>,
}

#[derive(clap::Args, Debug)]
pub struct GifArgs {
    /// The game, as PGN (`-` reads stdin).
    #[arg(long)]
    pgn: PathBuf,
    /// The GIF file to write.
    #[arg(long)]
    out: PathBuf,
    /// Show the boards from Black's side.
    #[arg(long)]
    black: bool,
}

fn read(path: &PathBuf) -> Result<PgnGame, String> {
    let text = if path.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?
    };
    read_pgn(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Every position of the game evaluated, spread over `threads` threads
/// (each position with a fresh table, so the answer is the same however
/// many).
fn evaluate(pgn: &PgnGame, nodes: u64, threads: usize) -> Vec<PositionEval> {
    let mut replay = alice_core::Game::from_position(*pgn.game.start());
    let mut inputs = vec![(*replay.position(), replay.history().to_vec())];
    for &m in pgn.game.moves() {
        // The game was read by the same rules: its moves are legal.
        if replay.play(m).is_err() {
            break;
        }
        inputs.push((*replay.position(), replay.history().to_vec()));
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![None; inputs.len()]);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((pos, history)) = inputs.get(i) else {
                    break;
                };
                let e = evaluate_position(pos, history, nodes, None);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = e;
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect()
}

pub fn analyze(a: AnalyzeArgs) -> Result<(), String> {
    let pgn = read(&a.pgn)?;
    let threads = a.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t as usize,
    );
    let evals = evaluate(&pgn, a.nodes, threads);
    let analysed = Analysed::new(&pgn.game, evals, a.nodes)?;
    if a.json {
        println!("{}", analysed.json());
        return Ok(());
    }
    let name = |tag: &str| pgn.tag(tag).unwrap_or("?").to_string();
    // The operator's tool speaks English, as its other output does.
    let en = alice::lang::Lang::EN;
    for line in analysed.side_lines(en, &name("White"), &name("Black")) {
        println!("{line}");
    }
    let worst = analysed.worst(usize::MAX);
    if worst.is_empty() {
        println!("No inaccuracy, mistake or blunder.");
    }
    for m in worst {
        println!("{}", analysed.describe(en, m));
    }
    println!();
    let tags: Vec<(&str, &str)> = pgn
        .tags
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    print!("{}", analysed.annotated_pgn(en, &tags, Some(&pgn.result)));
    Ok(())
}

pub fn gif(a: GifArgs) -> Result<(), String> {
    let pgn = read(&a.pgn)?;
    let white = pgn.tag("White").unwrap_or("White");
    let black = pgn.tag("Black").unwrap_or("Black");
    let opts = GifOptions {
        perspective: if a.black { Color::Black } else { Color::White },
        title: format!("{white} vs {black}"),
        result: (pgn.result != "*").then(|| pgn.result.clone()),
        ..GifOptions::default()
    };
    let bytes = game_gif(&pgn.game, &opts).map_err(|e| e.to_string())?;
    std::fs::write(&a.out, &bytes).map_err(|e| format!("{}: {e}", a.out.display()))?;
    println!(
        "{}: {} frames, {} bytes",
        a.out.display(),
        pgn.game.ply() + 1,
        bytes.len()
    );
    Ok(())
}

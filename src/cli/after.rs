//! `alice analyze --pgn FILE [--nodes N] [--json] [--threads N]` and
//! `alice gif --pgn FILE --out FILE [--black]`: after-game tools on a PGN.

use alice::analysis::Analysed;
use alice::games::{AnyGame, AnyPgn, StoredMove, Variant};
use alice::render::animation::{any_game_gif, GifOptions};
use alice_core::{Color, Game};
use alice_engine::analysis::{evaluate_position, PositionEval, DEFAULT_NODES};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// The game, as PGN (`-` reads stdin).
    #[arg(long, required_unless_present_any = ["first_moves", "noise"])]
    pgn: Option<PathBuf>,
    /// Instead of a game: what analysis says of each of White's first
    /// moves in the game `--variant` names.
    #[arg(long, conflicts_with = "pgn")]
    first_moves: bool,
    /// Instead of a game: the search's own noise, from positions of a file
    /// written by `alice datagen` (`--positions` of them, spread over it):
    /// how far the engine's score of a position and its score after its
    /// own move differ, in lichess's winning chances, by material.
    #[arg(long, conflicts_with_all = ["pgn", "first_moves"])]
    noise: Option<PathBuf>,
    /// Positions `--noise` measures.
    #[arg(long, default_value_t = 200, requires = "noise")]
    positions: usize,
    /// The game of `--first-moves` or `--noise`.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Nodes searched per position.
    #[arg(long, default_value_t = DEFAULT_NODES, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Print JSON instead of the summary and the annotated PGN.
    #[arg(long)]
    json: bool,
    /// Threads searching positions at once (default: the machine's cores).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=64))]
    threads: Option<u64>,
    /// Which game of a file of several (1 for the first).
    #[arg(long, requires = "pgn", value_parser = clap::value_parser!(u64).range(1..))]
    game: Option<u64>,
}

#[derive(clap::Args, Debug)]
pub struct GifArgs {
    /// The game, as PGN (`-` reads stdin).
    #[arg(long)]
    pgn: PathBuf,
    /// The GIF file to write.
    #[arg(short, long)]
    out: PathBuf,
    /// Show the boards from Black's side.
    #[arg(long)]
    black: bool,
    /// Which game of a file of several (1 for the first).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    game: Option<u64>,
}

/// The game of a PGN file (`-`: stdin), of whichever variant its
/// `Variant` tag names: the only one, or the `game`th of several.
fn read(path: &PathBuf, game: Option<u64>) -> Result<AnyPgn, String> {
    let (text, name) = if path.as_os_str() == "-" {
        let text = std::io::read_to_string(std::io::stdin()).map_err(|e| format!("stdin: {e}"))?;
        (text, "stdin".to_string())
    } else {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        (text, path.display().to_string())
    };
    let text = pick_game(&text, &name, game)?;
    AnyGame::read_pgn(text).map_err(|e| format!("{name}: {e}"))
}

/// The game of a PGN text meant: the only one, or the `game`th of
/// several; refused when there is none, when several hold no choice, or
/// when the choice is past the last.
fn pick_game<'a>(text: &'a str, name: &str, game: Option<u64>) -> Result<&'a str, String> {
    let games = alice_core::pgn::split_games(text);
    match (games.len(), game) {
        (0, _) => Err(format!("{name}: no game in it (neither tags nor moves)")),
        (1, None | Some(1)) => Ok(games[0]),
        (n, None) => Err(format!(
            "{name}: {n} games in it; choose one with --game N (1 to {n})"
        )),
        (n, Some(g)) => games.get(g as usize - 1).copied().ok_or_else(|| {
            format!(
                "{name}: --game {g}, but it holds {n} game{}",
                if n == 1 { "" } else { "s" }
            )
        }),
    }
}

/// Every position of the game evaluated, spread over `threads` threads
/// (each position with a fresh table, so the answer is the same however
/// many).
pub(super) fn evaluate<P: StoredMove>(
    game: &Game<P>,
    nodes: u64,
    threads: usize,
) -> Vec<PositionEval<P::Move>> {
    let mut replay = Game::from_position(*game.start());
    let mut inputs = vec![(*replay.position(), replay.history().to_vec())];
    for &m in game.moves() {
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
    let mut evals: Vec<PositionEval<P::Move>> = results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect();
    // A second look where a move seems a mistake: the engine's own move
    // searched as the move played was.
    let (positions, histories): (Vec<_>, Vec<_>) = inputs.into_iter().unzip();
    let _ = alice_engine::analysis::look_again(
        &positions,
        &histories,
        game.moves(),
        &mut evals,
        nodes,
        None,
    );
    evals
}

/// What analysis says of each first move of White's in `P`'s game, as it
/// would judge it in a game (the start and the position after the move
/// searched at `nodes`, the engine's own move searched again where the
/// move seems a mistake): one line a move, the engine's first, then by
/// the score after it.
fn first_moves<P: alice::games::StoredMove>(nodes: u64) -> String {
    use alice_engine::analysis::{judge, look_again, opening_plies};
    let start = P::start(alice_core::Rules::default());
    let Some(at_start) = evaluate_position(&start, &[], nodes, None) else {
        return String::new();
    };
    let mut rows = Vec::new();
    for m in start.legal_moves() {
        let mut after = start;
        after.play_unchecked(m);
        let Some(e) = evaluate_position(&after, &[start.hash()], nodes, None) else {
            continue;
        };
        let mut evals = vec![at_start, e];
        let positions = [start, after];
        let histories = [vec![], vec![start.hash()]];
        let _ = look_again(&positions, &histories, &[m], &mut evals, nodes, None);
        let j = judge(start.turn(), opening_plies(&start), &[m], &evals);
        let mark = j.moves[0].class.map_or("", |c| c.mark());
        rows.push((Some(m) != at_start.best, start.san(m), e.eval, mark));
    }
    rows.sort_by(|x, y| {
        (x.0, y.2.white_chances())
            .partial_cmp(&(y.0, x.2.white_chances()))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let marked = rows.iter().filter(|r| !r.3.is_empty()).count();
    let mut out = format!(
        "White's first moves, each position searched at {nodes} nodes; the start {}: {} of {} marked\n",
        at_start.eval.shown(),
        marked,
        rows.len()
    );
    for (_, san, eval, mark) in rows {
        out.push_str(&format!(
            "{:<10} {:>7}\n",
            format!("{san}{mark}"),
            eval.shown()
        ));
    }
    out
}

/// The search's own noise (see `--noise`): for each position, the
/// difference in the mover's winning chances between the position's score
/// and the score after the engine's move there, each searched as analysis
/// searches; by material, the median, the 90th and the 95th percentile.
fn noise<P: alice::games::StoredMove>(
    data: &std::path::Path,
    positions: usize,
    nodes: u64,
    threads: usize,
) -> Result<String, String> {
    let text = std::fs::read_to_string(data).map_err(|e| format!("{}: {e}", data.display()))?;
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let sample: Vec<P> = lines
        .iter()
        .step_by((lines.len() / positions.max(1)).max(1))
        .filter_map(|l| P::from_fen(l.split(';').next()?, alice_core::Rules::default()).ok())
        .take(positions)
        .collect();
    if sample.is_empty() {
        return Err(format!(
            "{}: no line starts with a position of this game (`alice datagen` writes `alice-FEN;result;score`)",
            data.display()
        ));
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let found = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(pos) = sample.get(i) else { break };
                let Some(before) = evaluate_position(pos, &[], nodes, None) else {
                    continue;
                };
                let Some(best) = before.best else { continue };
                let mut child = *pos;
                child.play_unchecked(best);
                let Some(after) = evaluate_position(&child, &[pos.hash()], nodes, None) else {
                    continue;
                };
                if let (alice_engine::Eval::Cp(_), alice_engine::Eval::Cp(_)) =
                    (before.eval, after.eval)
                {
                    let side = pos.turn();
                    let d = (before.eval.chances_of(side) - after.eval.chances_of(side)).abs();
                    found
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((pos.material(), d));
                }
            });
        }
    });
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut out = format!(
        "{} positions of {} searched at {nodes} nodes (mates left out): the mover's chances before and after the engine's move\n",
        found.len(),
        data.display()
    );
    out.push_str("material   positions   median   90%    95%\n");
    for (lo, hi) in [(0, 30), (30, 60), (60, 79), (0, 200)] {
        let mut d: Vec<f64> = found
            .iter()
            .filter(|(m, _)| (lo..hi).contains(m))
            .map(|&(_, d)| d)
            .collect();
        if d.is_empty() {
            continue;
        }
        d.sort_by(f64::total_cmp);
        let q = |p: f64| d[((d.len() - 1) as f64 * p).round() as usize];
        let label = if hi == 200 {
            "all".to_string()
        } else {
            format!("{lo}-{}", hi - 1)
        };
        out.push_str(&format!(
            "{label:<10} {:>9}   {:.3}   {:.3}  {:.3}\n",
            d.len(),
            q(0.5),
            q(0.9),
            q(0.95)
        ));
    }
    Ok(out)
}

pub fn analyze(a: AnalyzeArgs) -> Result<(), String> {
    if let Some(data) = &a.noise {
        let threads = a.threads.unwrap_or(2) as usize;
        let evaluated = alice::games::evaluated_as(a.variant);
        let report = alice::with_game!(evaluated, P => {
            noise::<P>(data, a.positions, a.nodes, threads)
        })?;
        print!("{report}");
        return Ok(());
    }
    let Some(path) = &a.pgn else {
        let report = alice::with_game!(a.variant, P => first_moves::<P>(a.nodes));
        print!("{report}");
        return Ok(());
    };
    let pgn = read(path, a.game)?;
    let threads = a.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t as usize,
    );
    let report = alice::on_game!(&pgn.game, g => report(g, &pgn, a.nodes, threads, a.json))?;
    print!("{report}");
    Ok(())
}

/// What `alice analyze --pgn` prints of a game: its JSON, or each side's
/// line, the worst moves and the annotated PGN.
fn report<P: StoredMove>(
    game: &Game<P>,
    pgn: &AnyPgn,
    nodes: u64,
    threads: usize,
    json: bool,
) -> Result<String, String> {
    let evals = evaluate(game, nodes, threads);
    let analysed = Analysed::new(game, evals, nodes)?;
    if json {
        return Ok(format!("{}\n", analysed.json()));
    }
    let name = |tag: &str| pgn.tag(tag).unwrap_or("?").to_string();
    // The operator's tool speaks English, as its other output does.
    let en = alice::lang::Lang::EN;
    let mut out = String::new();
    for line in analysed.side_lines(en, &name("White"), &name("Black")) {
        out.push_str(&format!("{line}\n"));
    }
    let worst = analysed.worst(usize::MAX);
    if worst.is_empty() {
        out.push_str("No inaccuracy, mistake or blunder.\n");
    }
    for m in worst {
        out.push_str(&format!("{}\n", analysed.describe(en, m)));
    }
    out.push('\n');
    let tags: Vec<(&str, &str)> = pgn
        .tags
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    out.push_str(&analysed.annotated_pgn(en, &tags, Some(&pgn.result)));
    Ok(out)
}

pub fn gif(a: GifArgs) -> Result<(), String> {
    let pgn = read(&a.pgn, a.game)?;
    let white = pgn.tag("White").unwrap_or("White");
    let black = pgn.tag("Black").unwrap_or("Black");
    let opts = GifOptions {
        perspective: if a.black { Color::Black } else { Color::White },
        title: format!("{white} vs {black}"),
        result: (pgn.result != "*").then(|| pgn.result.clone()),
        ..GifOptions::default()
    };
    let bytes = any_game_gif(&pgn.game, &opts).map_err(|e| e.to_string())?;
    std::fs::write(&a.out, &bytes).map_err(|e| format!("{}: {e}", a.out.display()))?;
    println!(
        "{}: {} frames, {} bytes",
        a.out.display(),
        pgn.game.ply() + 1,
        bytes.len()
    );
    Ok(())
}

//! `alice puzzles generate|import|check`: puzzles found in engine
//! self-play and finished games, proven by the engine, loaded into the
//! database, and proven again.

use alice::games::Variant;
use alice::puzzles::{self, Generate, Progress, Puzzle, PuzzleGame};
use alice::service::Service;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: Sub,
}

#[derive(clap::Subcommand, Debug)]
enum Sub {
    /// Finds puzzles in self-play games (and finished games of a
    /// database) and writes them one JSON object a line.
    Generate(GenerateArgs),
    /// Loads a puzzle file into the database (puzzles already there are
    /// left as they are).
    Import(ImportArgs),
    /// Proves every puzzle of a file again; lists those that fail.
    Check(CheckArgs),
}

#[derive(clap::Args, Debug)]
struct GenerateArgs {
    /// The game whose puzzles to look for.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Self-play games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// The seed of the self-play openings: the same seed, the same puzzles.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Nodes of each search of the "only move" test (the check after it
    /// uses four times as many).
    #[arg(long, default_value_t = puzzles::DEFAULT_NODES)]
    nodes: u64,
    /// Nodes of each move of the self-play games.
    #[arg(long, default_value_t = puzzles::DEFAULT_PLAY_NODES)]
    play_nodes: u64,
    /// Games looked at at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Plausible mistakes tried in each self-play game, at most: where
    /// neither side stands clearly better, a move among the game's
    /// search's six best that it sees losing, proven as if it had been
    /// played (0: none, only the games' own moves).
    #[arg(long, default_value_t = 100)]
    mistakes: usize,
    /// Also the finished games of this database (`sqlite://PATH` or
    /// `postgres://…`), those of the game `--variant` names.
    #[arg(long)]
    db: Option<String>,
    /// The file to write.
    #[arg(short, long)]
    out: PathBuf,
}

#[derive(clap::Args, Debug)]
struct ImportArgs {
    /// The puzzle file (one JSON object a line).
    file: PathBuf,
    /// The database (default: $DATABASE_URL, else sqlite://alice.db).
    #[arg(long, env = "DATABASE_URL", default_value = alice::store::DEFAULT_URL)]
    db: String,
}

#[derive(clap::Args, Debug)]
struct CheckArgs {
    /// The puzzle file (one JSON object a line).
    file: PathBuf,
    /// Nodes of each search.
    #[arg(long, default_value_t = 4 * puzzles::DEFAULT_NODES)]
    nodes: u64,
    /// Puzzles proven at once.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

pub fn run(a: Args) -> Result<(), String> {
    match a.command {
        Sub::Generate(g) => generate(g),
        Sub::Import(i) => import(i),
        Sub::Check(c) => check(c),
    }
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())
}

async fn service(url: &str) -> Result<Service, String> {
    let store = alice::store::Store::open(url)
        .await
        .map_err(|e| format!("cannot open {url}: {e}"))?;
    let config = super::run::config_from_env()?;
    Ok(Service::new(store, alice::service::system_clock(), config))
}

fn read(file: &PathBuf) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    puzzles::read_jsonl(&text).map_err(|e| format!("{}: {e}", file.display()))
}

fn generate(a: GenerateArgs) -> Result<(), String> {
    alice::with_game!(a.variant, P => generate_in::<P>(a))
}

fn generate_in<P: PuzzleGame>(a: GenerateArgs) -> Result<(), String> {
    let given = match &a.db {
        Some(url) => runtime()?.block_on(async {
            service(url)
                .await?
                .puzzles()
                .finished_games_for_puzzles::<P>()
                .await
                .map_err(|e| e.to_string())
        })?,
        None => Vec::new(),
    };
    let o = Generate {
        seed: a.seed,
        self_play: a.games,
        play_nodes: a.play_nodes,
        nodes: a.nodes,
        threads: a.threads,
        mistakes: a.mistakes,
    };
    let started = Instant::now();
    // On a terminal one line rewritten; in a log, a line each.
    let terminal = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let report = |p: Progress| {
        let line = format!(
            "{}/{} games, {} puzzles, {:.0} s",
            p.games,
            p.of,
            p.puzzles,
            started.elapsed().as_secs_f64()
        );
        if terminal {
            eprint!("\r{line}");
        } else {
            eprintln!("{line}");
        }
        let _ = std::io::stderr().flush();
    };
    let found: Vec<Puzzle> = puzzles::generate(&given, &o, &report);
    if terminal {
        eprintln!();
    }
    std::fs::write(&a.out, puzzles::to_jsonl(&found))
        .map_err(|e| format!("{}: {e}", a.out.display()))?;
    let mut themes = std::collections::BTreeMap::<&str, usize>::new();
    for p in &found {
        for t in &p.themes {
            *themes.entry(t.as_str()).or_default() += 1;
        }
    }
    let themes: Vec<String> = themes.iter().map(|(t, n)| format!("{t} {n}")).collect();
    println!(
        "{} puzzles from {} games ({} self-play, {} finished) in {:.0} s, written to {}; themes: {}",
        found.len(),
        given.len() + a.games,
        a.games,
        given.len(),
        started.elapsed().as_secs_f64(),
        a.out.display(),
        themes.join(", ")
    );
    Ok(())
}

fn import(a: ImportArgs) -> Result<(), String> {
    let found = read(&a.file)?;
    let (added, had) = runtime()?.block_on(async {
        service(&a.db)
            .await?
            .puzzles()
            .import_puzzles(&found)
            .await
            .map_err(|e| e.to_string())
    })?;
    println!("{added} puzzles added, {had} already stored.");
    Ok(())
}

fn check(a: CheckArgs) -> Result<(), String> {
    let found = read(&a.file)?;
    let verdicts = puzzles::check_all(&found, a.nodes, a.threads);
    let mut failed = 0;
    for (p, verdict) in found.iter().zip(&verdicts) {
        if let Err(why) = verdict {
            failed += 1;
            println!("{}: {why}", p.id);
        }
    }
    println!(
        "{} of {} puzzles hold at {} nodes.",
        found.len() - failed,
        found.len(),
        a.nodes
    );
    if failed > 0 {
        return Err(format!("{failed} puzzles do not hold"));
    }
    Ok(())
}

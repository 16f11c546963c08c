//! `alice datagen` and `alice tune`: the evaluation's weights, regenerated
//! from nothing but a seed. Datagen plays the engine against itself at a
//! fixed node count from random openings and writes every quiet position
//! with its game's result; tune fits the weights to those results (the
//! Texel method, `alice_engine::tune`) and writes them as Rust source.

use alice::games::Variant;
use alice_core::three::{BoardRule, BoardSet, PositionThree};
use alice_core::{Castling, Color, Game, Piece, Position, Role, Rules, Shape, TwoBoards};
use alice_engine::tune::{self, Dataset};
use alice_engine::variant::EnginePosition;
use alice_engine::{EvalParams, Level, Limits, Params, Searcher};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Games longer than this are drawn (and their positions kept as draws).
const MAX_PLIES: usize = 300;

#[derive(clap::Args, Debug)]
pub struct DatagenArgs {
    /// The game to play.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Number of self-play games.
    #[arg(long, default_value_t = 2000)]
    games: usize,
    /// Nodes searched per move.
    #[arg(long, default_value_t = 8000)]
    nodes: u64,
    /// Random plies at the start of each game (its opening).
    #[arg(long, default_value_t = 8)]
    random_plies: usize,
    /// Start each game as an end game: after the random plies, each side
    /// keeps only one to four of its pieces (its king and any of the rest).
    #[arg(long)]
    endgames: bool,
    /// Seed of the openings: the same seed and settings give the same file.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The file to write: one `alice-FEN;result;score` line per position,
    /// the result White's (1, 0.5 or 0) and the score White's, in the
    /// engine's centipawns, as the search of that move saw it.
    #[arg(short, long)]
    out: PathBuf,
    /// The evaluation playing: `tuned` (the engine's), `hand` (the
    /// hand-written start of tuning) or a file written by `alice tune`.
    #[arg(long, default_value = "tuned")]
    weights: String,
    /// Play with a network instead: `builtin` (the game's network in the
    /// binary) or a file written by `alice nnue train` (`linear`: the
    /// weights of `--weights`).
    #[arg(long)]
    net: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// The game the positions are of.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Positions written by `alice datagen` (one or more files).
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// Passes of gradient descent over the data.
    #[arg(long, default_value_t = 500)]
    epochs: usize,
    /// The scaling of evaluation to expected result (default: fitted).
    #[arg(long)]
    k: Option<f64>,
    /// The weights tuning starts from: `hand` (the hand-written ones),
    /// `tuned` (the engine's) or a file written by `alice tune`.
    #[arg(long, default_value = "hand")]
    start: String,
    /// The pull of every weight back toward its start: this much error
    /// for a weight a pawn away, squared (0: none).
    #[arg(long, default_value_t = tune::Fit::DEFAULT.prior)]
    prior: f64,
    /// The most the side to move's bonus may be either way, in centipawns.
    #[arg(long, default_value_t = tune::Fit::DEFAULT.tempo_max)]
    tempo_max: i32,
    /// Nodes of each search of the report's rows on what analysis would
    /// mark (default: analysis's).
    #[arg(long, default_value_t = tune::DROP_NODES)]
    drop_nodes: u64,
    /// Where to write the weights as Rust source (default: standard output);
    /// `crates/alice-engine/src/tuned.rs` replaces the engine's.
    #[arg(short, long)]
    out: Option<PathBuf>,
}

/// What datagen needs of a variant beyond the search: its positions as
/// the tuner reads them, its openings and its end games.
pub(super) trait Datagen: EnginePosition + tune::Sample<Params = Self::Eval>
where
    Self::Eval: Weighed,
{
    /// The pieces of each board, as an unvalidated setup holds them.
    fn boards(&self) -> Vec<[Option<Piece>; 64]>;
    /// The position with these boards, no castling, no en passant and
    /// the halfmove clock at 0, if it is legal.
    fn with_boards(&self, boards: &[[Option<Piece>; 64]]) -> Option<Self>;
}

impl<S: Shape> Datagen for TwoBoards<S>
where
    TwoBoards<S>: EnginePosition<Eval = EvalParams>,
{
    fn boards(&self) -> Vec<[Option<Piece>; 64]> {
        self.to_setup().boards.to_vec()
    }
    fn with_boards(&self, boards: &[[Option<Piece>; 64]]) -> Option<Self> {
        let mut s = self.to_setup();
        s.boards.copy_from_slice(boards);
        s.castling = Castling::NONE;
        s.ep_square = None;
        s.halfmoves = 0;
        TwoBoards::from_setup(&s, self.rules()).ok()
    }
}

impl<R: BoardRule> Datagen for BoardSet<R>
where
    BoardSet<R>: EnginePosition<Eval = alice_engine::SetEvalParams>,
{
    fn boards(&self) -> Vec<[Option<Piece>; 64]> {
        self.to_setup().boards.to_vec()
    }
    fn with_boards(&self, boards: &[[Option<Piece>; 64]]) -> Option<Self> {
        let mut s = self.to_setup();
        s.boards.copy_from_slice(boards);
        s.castling = Castling::NONE;
        s.ep_square = None;
        s.halfmoves = 0;
        BoardSet::from_setup(&s, self.rules()).ok()
    }
}

/// One self-play game from a random opening of `seed`: its quiet positions (as alice-FEN,
/// each with White's searched score)
/// and White's result.
fn self_play<P: Datagen>(
    searcher: &mut Searcher<P>,
    seed: u64,
    a: &DatagenArgs,
) -> (Vec<(String, i32)>, f32)
where
    P::Eval: Weighed,
{
    let mut game = if a.endgames {
        endgame_start::<P>(seed, a.random_plies)
    } else {
        alice::games::random_plies::<P>(Rules::default(), seed, a.random_plies)
    };
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
        let pos: P = *game.position();
        let Some(r) = searcher.search(&pos, game.history(), Limits::nodes(a.nodes), None, |_| {})
        else {
            break 0.5;
        };
        // Positions where a mate is in sight say little about the weights;
        // the searched score (White's) is kept for fitting the WDL model.
        if let alice_engine::Score::Cp(cp) = r.score {
            if pos.is_quiet() {
                let white = if pos.turn() == Color::White { cp } else { -cp };
                fens.push((pos.fen(), white));
            }
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
pub(super) fn weights<T: Weighed>(spec: &str) -> Result<T, String> {
    Ok(match spec {
        "tuned" => T::default(),
        "hand" => T::hand(),
        path => {
            let src = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            tune::from_rust(&src).map_err(|e| format!("{path}: {e}"))?
        }
    })
}

/// An evaluation's weights as `--weights` names them.
pub(super) trait Weighed: tune::Tuned + Default {
    fn hand() -> Self;
}

impl Weighed for EvalParams {
    fn hand() -> Self {
        EvalParams::hand()
    }
}

impl Weighed for alice_engine::SetEvalParams {
    fn hand() -> Self {
        alice_engine::SetEvalParams::hand()
    }
}

/// An end game from a seed: `plies` random plies from the start, then each
/// side keeps its king and one to four of its other pieces, chosen at
/// random (castling and en passant gone); never a finished position.
fn endgame_start<P: Datagen>(seed: u64, plies: usize) -> Game<P>
where
    P::Eval: Weighed,
{
    let mut state = seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    loop {
        let opening = alice::games::random_plies::<P>(Rules::default(), next(), plies);
        let mut boards = opening.position().boards();
        for color in Color::ALL {
            let mut theirs: Vec<(usize, usize)> = (0..boards.len())
                .flat_map(|b| (0..64).map(move |sq| (b, sq)))
                .filter(|&(b, sq)| {
                    boards[b][sq].is_some_and(|p| p.color == color && p.role != Role::King)
                })
                .collect();
            let keep = 1 + (next() % 4) as usize;
            while theirs.len() > keep {
                let i = (next() % theirs.len() as u64) as usize;
                let (b, sq) = theirs.swap_remove(i);
                boards[b][sq] = None;
            }
        }
        if let Some(p) = opening.position().with_boards(&boards) {
            let g = Game::from_position(p);
            if g.outcome().is_none() {
                return g;
            }
        }
    }
}

/// Every game's self-play: 8x4 Alice and Duo chess play with another
/// game's weights, but their games train networks of their own.
pub fn datagen(a: DatagenArgs) -> Result<(), String> {
    alice::with_game!(a.variant, P => datagen_of::<P>(a))
}

fn datagen_of<P: Datagen>(a: DatagenArgs) -> Result<(), String>
where
    P::Eval: Weighed,
{
    if a.games == 0 || a.nodes == 0 {
        return Err("--games and --nodes must be at least 1".into());
    }
    let weights: P::Eval = weights(&a.weights)?;
    // Without --net, the weights play (the hand-written evaluation).
    let net = super::NetChoice::read::<P>(Some(a.net.as_deref().unwrap_or("linear")))?;
    let next = AtomicUsize::new(0);
    let done = Mutex::new(Vec::<(usize, Vec<(String, i32)>, f32)>::new());
    std::thread::scope(|scope| {
        for _ in 0..a.threads.clamp(1, 64) {
            scope.spawn(|| {
                let evaluator = net.evaluator::<P>(Level::TOP.number());
                let mut searcher = Searcher::with_evaluator(16, Params::default(), evaluator);
                searcher.set_eval_params(weights.clone());
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
    for (_, lines, result) in &games {
        white += usize::from(*result == 1.0);
        black += usize::from(*result == 0.0);
        for (fen, score) in lines {
            positions += 1;
            let _ = writeln!(out, "{fen};{result};{score}");
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

/// A report's table: a header of the columns' names, then rows of a
/// label and a cell a column.
struct Table {
    out: String,
}

impl Table {
    fn new(names: impl Iterator<Item = String>) -> Table {
        let mut t = Table { out: String::new() };
        t.row(String::new(), names.collect());
        t
    }

    fn row(&mut self, label: String, cells: Vec<String>) {
        let _ = write!(self.out, "{label:<52}");
        for cell in cells {
            let _ = write!(self.out, " {cell:>11}");
        }
        self.out.push('\n');
    }

    /// The rows on what analysis would mark (both variants).
    fn steadiness(&mut self, s: &[tune::Steadiness], nodes: u64, positions: usize) {
        self.row(
            format!("the best move's drop ({nodes} nodes, {positions} positions)"),
            s.iter().map(|s| format!("{:.1}", s.drop)).collect(),
        );
        self.row(
            "  of those moves marked ?! or worse, %".into(),
            s.iter().map(|s| format!("{:.0}", s.flagged)).collect(),
        );
        self.row(
            "White's first moves marked ?! or worse".into(),
            s.iter().map(|s| s.first_moves_marked.to_string()).collect(),
        );
    }
}

/// The calibration of sets of weights side by side (each named: the
/// hand-written ones, where tuning started, the tuned ones).
fn calibration_report(columns: &[(&str, &EvalParams)], sample: &[Position], nodes: u64) -> String {
    let c: Vec<_> = columns
        .iter()
        .map(|(_, w)| tune::calibration(w, sample))
        .collect();
    let steady: Vec<_> = columns
        .iter()
        .map(|(_, w)| tune::steadiness(*w, sample, nodes))
        .collect();
    let mut t = Table::new(columns.iter().map(|(n, _)| n.to_string()));
    t.row(
        format!(
            "the move's worth (|W - B to move|, {} positions)",
            sample.len()
        ),
        c.iter().map(|c| format!("{:.1}", c.swing)).collect(),
    );
    t.steadiness(&steady, nodes, sample.len().min(tune::DROP_POSITIONS));
    t.row(
        "K+Q vs K, 200 placements: min / median".into(),
        c.iter()
            .map(|c| format!("{} / {}", c.queen.min, c.queen.median))
            .collect(),
    );
    t.row(
        "K+R vs K, 200 placements: min / median".into(),
        c.iter()
            .map(|c| format!("{} / {}", c.rook.min, c.rook.median))
            .collect(),
    );
    for (i, name) in ["pawn", "knight", "bishop", "rook", "queen"]
        .iter()
        .enumerate()
    {
        t.row(
            format!("{name}, end-game value"),
            c.iter().map(|c| format!("{:.0}", c.values[i])).collect(),
        );
    }
    t.out
}

/// What analysis would hold against the engine's own moves under sets of
/// weights side by side (three boards: the part of the calibration that
/// is not the two-board evaluation's own).
fn steadiness_report<P: alice_engine::variant::EnginePosition>(
    columns: &[(&str, &P::Eval)],
    sample: &[P],
    nodes: u64,
) -> String {
    let steady: Vec<_> = columns
        .iter()
        .map(|(_, w)| tune::steadiness(*w, sample, nodes))
        .collect();
    let mut t = Table::new(columns.iter().map(|(n, _)| n.to_string()));
    t.steadiness(&steady, nodes, sample.len().min(tune::DROP_POSITIONS));
    t.out
}

/// Reads `alice-FEN;result[;score]` lines, keeping every hundredth position for
/// the calibration report.
fn read_data<P: Datagen>(paths: &[PathBuf]) -> Result<(Dataset, Vec<P>), String>
where
    P::Eval: Weighed,
{
    let mut data = Dataset::new();
    let mut sample = Vec::new();
    each_data_line(paths, |fen, result, _score| {
        let pos = P::from_fen(fen, Rules::default()).map_err(|e| e.to_string())?;
        if pos.fitted() {
            if data.len().is_multiple_of(100) {
                sample.push(pos);
            }
            data.push(&pos, result);
        }
        Ok(())
    })?;
    if data.is_empty() {
        return Err("no positions in the data".into());
    }
    Ok((data, sample))
}

/// Calls `f` with each line of datagen's files `paths`, in order, as its
/// alice-FEN, White's result and White's score if written (blank lines
/// skipped); an error, the line's or `f`'s, names the file and line.
pub(super) fn each_data_line(
    paths: &[PathBuf],
    mut f: impl FnMut(&str, f32, Option<i32>) -> Result<(), String>,
) -> Result<(), String> {
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let bad = |why: String| format!("{} line {}: {why}", path.display(), i + 1);
            let (fen, result, score) = data_line(line).map_err(bad)?;
            f(fen, result, score).map_err(bad)?;
        }
    }
    Ok(())
}

/// One line of datagen's file: its alice-FEN, White's result and, when
/// written, White's searched score.
pub(super) fn data_line(line: &str) -> Result<(&str, f32, Option<i32>), String> {
    let mut fields = line.split(';');
    let fen = fields.next().unwrap_or("");
    let (Some(result), score) = (fields.next(), fields.next()) else {
        return Err("expected `alice-FEN;result;score`".into());
    };
    if fields.next().is_some() {
        return Err("expected `alice-FEN;result;score`: too many fields".into());
    }
    let result: f32 = match result.trim() {
        "1" => 1.0,
        "0.5" => 0.5,
        "0" => 0.0,
        other => return Err(format!("the result must be 1, 0.5 or 0, not `{other}`")),
    };
    let score = match score.map(str::trim) {
        None => None,
        Some(s) => Some(
            s.parse::<i32>()
                .ok()
                .filter(|cp| cp.abs() < 30_000)
                .ok_or_else(|| format!("the score must be centipawns such as -35, not `{s}`"))?,
        ),
    };
    Ok((fen, result, score))
}

/// The games that play with another game's weights (8x4 Alice reads its
/// placement on four files with the two-board ones) have no tuning of
/// their own.
fn not_tuned() -> String {
    alice::games::shared_note("plays with", "evaluation", "tune")
}

pub fn tune(a: TuneArgs) -> Result<(), String> {
    let nodes = a.drop_nodes.max(1);
    match a.variant {
        Variant::Alice => tune_of::<Position>(a, |start, tuned, sample| {
            let hand = EvalParams::hand();
            let mut columns = vec![("hand", &hand)];
            if start != &hand {
                columns.push(("start", start));
            }
            columns.push(("tuned", tuned));
            calibration_report(&columns, sample, nodes)
        }),
        Variant::ThreeBoard => tune_of::<PositionThree>(a, |start, tuned, sample| {
            let hand = alice_engine::SetEvalParams::hand();
            let mut columns = vec![("hand", &hand)];
            if start != &hand {
                columns.push(("start", start));
            }
            columns.push(("tuned", tuned));
            steadiness_report(&columns, sample, nodes)
        }),
        // The others play with these two's weights.
        _ => Err(not_tuned()),
    }
}

fn tune_of<P: Datagen>(
    a: TuneArgs,
    calibration: impl Fn(&P::Eval, &P::Eval, &[P]) -> String,
) -> Result<(), String>
where
    P::Eval: Weighed,
{
    if a.prior < 0.0 || a.tempo_max < 0 {
        return Err("--prior and --tempo-max must not be negative".into());
    }
    let start: P::Eval = weights(&a.start)?;
    let (data, sample) = read_data::<P>(&a.data)?;
    let k = match a.k {
        Some(k) if k > 0.0 => k,
        Some(k) => return Err(format!("--k must be positive, not {k}")),
        None => tune::fit_k(&data, &start),
    };
    let before = tune::error(&data, &start, k);
    eprintln!("{} positions, k {k:.4}, error {before:.6}", data.len());
    let fit = tune::Fit {
        k,
        epochs: a.epochs,
        prior: a.prior,
        tempo_max: a.tempo_max,
    };
    let tuned = tune::tune(&data, &start, &fit, |epoch, e| {
        eprint!("\repoch {epoch}/{}: error {e:.6}   ", a.epochs);
    });
    eprintln!();
    let after = tune::error(&data, &tuned, k);
    let names: Vec<String> = a.data.iter().map(|p| p.display().to_string()).collect();
    let provenance = format!(
        "alice tune{}{} --data {} --epochs {} --prior {} --tempo-max {}\n{} positions, k {k:.4}: error {before:.6} with the start weights, {after:.6} tuned.",
        if a.variant == Variant::ThreeBoard {
            " --variant three-board"
        } else {
            ""
        },
        if a.start == "hand" {
            String::new()
        } else {
            format!(" --start {}", a.start)
        },
        names.join(" "),
        a.epochs,
        a.prior,
        a.tempo_max,
        data.len()
    );
    eprint!("{}", calibration(&start, &tuned, &sample));
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

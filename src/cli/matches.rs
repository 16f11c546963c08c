//! `alice match --level A (--level B | --uci "<cmd>") --games N [--movetime MS |
//! --nodes N] [--openings FILE] [--pgn FILE]`: plays our engine against itself at
//! another level (0 is a random mover), or against a UCI engine speaking
//! the Fairy-Stockfish Alice dialect, from varied openings with colours
//! swapped, and prints the score with an Elo difference and its margin.

use alice::games::Variant;
use alice_core::three::SetMove;
use alice_core::{write_pgn, Color, Game, Move, Rules, Termination, VariantPosition};
use alice_engine::nnue::Chosen;
use alice_engine::variant::EnginePosition;
use alice_engine::{Level, Limits, Params, Searcher, Weights};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::sync::Mutex;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Level of player A, then of player B (1-8; 0 is a random mover).
    #[arg(long, num_args = 1, required = true, value_parser = clap::value_parser!(u8).range(0..=8))]
    level: Vec<u8>,
    /// Command line of a UCI engine to play as player B (two-board games).
    #[arg(long)]
    uci: Option<String>,
    /// The game: `alice` (two boards), `three-board`, `8x4` or `duo`.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Number of games (rounded up to an even number: each opening twice).
    #[arg(long, default_value_t = 2)]
    games: usize,
    /// Time per move in milliseconds (caps our levels; the UCI engine's `go movetime`).
    #[arg(long)]
    movetime: Option<u64>,
    /// Nodes per move instead of time: level 8's search (or a UCI engine's
    /// `go nodes`) stops after this many nodes, whatever the machine's load;
    /// lower levels play as they always do.
    #[arg(long, conflicts_with = "movetime")]
    nodes: Option<u64>,
    /// Openings: one per line, an alice-FEN or moves from the start.
    #[arg(long)]
    openings: Option<std::path::PathBuf>,
    /// Write every game as PGN to this file.
    #[arg(long)]
    pgn: Option<std::path::PathBuf>,
    /// Games played at once (each uses one core).
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Play with en passant (default: on between our levels, off against UCI).
    #[arg(long)]
    en_passant: Option<bool>,
    /// Seed for the generated openings and the weak levels' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Evaluation weights of player A, e.g. `mobility=0,transfer_checks=50`
    /// (for measuring a term by self-play).
    #[arg(long, hide = true)]
    a_eval: Option<String>,
    /// Search parameters of player A, e.g. `rfp_depth=5,lmp_base=4` (for
    /// tuning the search by self-play).
    #[arg(long, hide = true)]
    a_param: Option<String>,
    /// The evaluation's weights of player A: `tuned` (the engine's), `hand`
    /// (the hand-written ones) or a file written by `alice tune`.
    #[arg(long, conflicts_with = "a_eval")]
    a_weights: Option<String>,
    /// The evaluation's weights of player B, as `--a-weights`.
    #[arg(long)]
    b_weights: Option<String>,
    /// Player A's evaluation: `linear` (the hand-written one), `builtin`
    /// (the game's network in the binary) or a network file written by
    /// `alice nnue train`; by default, what the game plays with at the
    /// level.
    #[arg(long, conflicts_with_all = ["a_eval", "a_weights"])]
    a_net: Option<String>,
    /// Player B's evaluation, as `--a-net`.
    #[arg(long, conflicts_with = "b_weights")]
    b_net: Option<String>,
}

enum Player<P: EnginePosition> {
    Engine {
        level: Level,
        searcher: Box<Searcher<P, Chosen<P>>>,
        seed: u64,
    },
    Random {
        state: u64,
    },
    Uci(UciEngine),
}

/// Asking a UCI engine for a move (two-board Alice only), and whether
/// `--a-eval`'s weights apply, by the family a game's boards are of.
trait AskUci: EnginePosition {
    /// Whether the game is evaluated with the two-board weights.
    const WEIGHED: bool;
    fn ask(u: &mut UciEngine, game: &Game<Self>, budget: Budget) -> Result<Self::Move, String>;
}

impl<S: alice_core::Shape> AskUci for alice_core::TwoBoards<S>
where
    Self: EnginePosition<Move = Move>,
{
    const WEIGHED: bool = true;
    fn ask(u: &mut UciEngine, game: &Game<Self>, budget: Budget) -> Result<Move, String> {
        match (game as &dyn std::any::Any).downcast_ref::<Game>() {
            Some(game) => u.choose(game, budget),
            None => Err(format!("{} plays the two-board game only", u.name)),
        }
    }
}

impl<R: alice_core::three::BoardRule> AskUci for alice_core::three::BoardSet<R>
where
    Self: EnginePosition<Move = SetMove>,
{
    const WEIGHED: bool = false;
    fn ask(u: &mut UciEngine, _: &Game<Self>, _: Budget) -> Result<SetMove, String> {
        Err(format!("{} plays the two-board game only", u.name))
    }
}

impl<P: AskUci> Player<P> {
    fn name(&self) -> String {
        match self {
            Player::Engine {
                level, searcher, ..
            } => match searcher.evaluator() {
                Chosen::Network(..) => format!("Alice level {} (network)", level.number()),
                Chosen::Linear(_) => format!("Alice level {}", level.number()),
            },
            Player::Random { .. } => "random mover".to_string(),
            Player::Uci(u) => u.name.clone(),
        }
    }

    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Player::Engine { searcher, .. } => {
                searcher.clear();
                Ok(())
            }
            Player::Random { .. } => Ok(()),
            Player::Uci(u) => u.new_game(),
        }
    }

    fn choose(&mut self, game: &Game<P>, budget: Budget) -> Result<P::Move, String> {
        let pos = game.position();
        match self {
            Player::Engine {
                level,
                searcher,
                seed,
            } => {
                *seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let result = match budget {
                    Budget::Nodes(n) if level.number() == Level::MAX => {
                        searcher.search(pos, game.history(), Limits::nodes(n), None, |_| {})
                    }

                    Budget::Time(t) if level.number() == Level::MAX => {
                        searcher.search(pos, game.history(), Limits::movetime(t), None, |_| {})
                    }
                    Budget::Time(t) => {
                        let mut l = level.limits();
                        l.hard_time = Some(l.hard_time.map_or(t, |h| h.min(t)));
                        if l.soft_time.is_some() {
                            l.soft_time = Some(t);
                        }
                        if level.number() <= 3 {
                            level.choose(searcher, pos, game.history(), None, *seed)
                        } else {
                            searcher.search(pos, game.history(), l, None, |_| {})
                        }
                    }
                    // Lower levels are limits of their own under a node
                    // budget: they play as they always do.
                    Budget::Nodes(_) | Budget::Level => {
                        level.choose(searcher, pos, game.history(), None, *seed)
                    }
                };
                result
                    .map(|r| r.best)
                    .ok_or_else(|| "no legal move".to_string())
            }
            Player::Random { state } => {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    return Err("no legal move".into());
                }
                *state ^= *state << 13;
                *state ^= *state >> 7;
                *state ^= *state << 17;
                Ok(moves[(*state % moves.len() as u64) as usize])
            }
            Player::Uci(u) => P::ask(u, game, budget),
        }
    }
}

/// What a player may spend on a move.
#[derive(Clone, Copy, Debug)]
enum Budget {
    /// Each level's own limits (a UCI engine: one second).
    Level,
    /// A fixed time per move (caps our weaker levels).
    Time(Duration),
    /// A fixed node count per move (level 8 and UCI engines).
    Nodes(u64),
}

/// A UCI engine in a child process.
struct UciEngine {
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl UciEngine {
    fn start(cmd: &str, rules: Rules) -> Result<UciEngine, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start `{cmd}`: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = UciEngine {
            name: cmd.to_string(),
            child,
            stdin,
            lines: rx,
        };
        e.send("uci")?;
        let timeout = Duration::from_secs(10);
        loop {
            let line = e.recv(timeout)?;
            if let Some(n) = line.strip_prefix("id name ") {
                e.name = n.trim().to_string();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        // From here on a failure is the engine's loss, found at its next move.
        let _ = e.send("setoption name UCI_Variant value alice");
        // The same table size as our side's searcher; en passant as played.
        let _ = e.send("setoption name Hash value 32");
        if rules.en_passant {
            let _ = e.send("setoption name UCI_AliceEnPassant value true");
        }
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("{} crashed: {e}", self.name))
    }

    fn recv(&self, timeout: Duration) -> Result<String, String> {
        self.lines
            .recv_timeout(timeout)
            .map_err(|_| format!("{} did not answer in time (or crashed)", self.name))
    }

    fn sync(&mut self) -> Result<(), String> {
        self.send("isready")?;
        while self.recv(Duration::from_secs(10))?.trim() != "readyok" {}
        Ok(())
    }

    fn new_game(&mut self) -> Result<(), String> {
        self.send("ucinewgame")?;
        self.sync()
    }

    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Move, String> {
        let moves: Vec<String> = game.moves().iter().map(|m| m.uci()).collect();
        let start = game.start().fen_fsf();
        let cmd = if moves.is_empty() {
            format!("position fen {start}")
        } else {
            format!("position fen {start} moves {}", moves.join(" "))
        };
        self.send(&cmd)?;
        let deadline = match budget {
            Budget::Nodes(n) => {
                self.send(&format!("go nodes {n}"))?;
                Duration::from_secs(30)
            }
            Budget::Time(t) => {
                self.send(&format!("go movetime {}", t.as_millis()))?;
                t * 3 + Duration::from_secs(5)
            }
            Budget::Level => {
                self.send("go movetime 1000")?;
                Duration::from_secs(8)
            }
        };
        loop {
            let line = self.recv(deadline)?;
            if let Some(rest) = line.trim().strip_prefix("bestmove") {
                let text = rest.split_whitespace().next().unwrap_or("");
                return game
                    .position()
                    .parse_move(text)
                    .ok()
                    .filter(|m| m.uci() == text || text.len() >= 4)
                    .ok_or_else(|| format!("{} played an illegal move `{text}`", self.name));
            }
        }
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn parse_weights(spec: &str) -> Result<Weights, String> {
    let mut w = Weights::default();
    for part in spec.split(',').filter(|p| !p.trim().is_empty()) {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| format!("expected term=value, not `{part}`"))?;
        let v: i32 = v
            .trim()
            .parse()
            .map_err(|_| format!("`{v}` is not a number"))?;
        match k.trim() {
            "placement" => w.placement = v,
            "mobility" => w.mobility = v,
            "transfer_checks" => w.transfer_checks = v,
            "king_safety" => w.king_safety = v,
            "qsearch_checks" => w.qsearch_checks = v,
            other => return Err(format!("unknown evaluation term `{other}`")),
        }
    }
    Ok(w)
}

/// Reads openings: each line a position or a list of moves from the start.
fn read_openings<P: VariantPosition>(
    path: &std::path::Path,
    rules: Rules,
) -> Result<Vec<Game<P>>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let game =
            if line.contains('/') && !line.contains(" /") && line.matches('/').count() >= 7 {
                P::from_fen(line, rules)
                    .map(Game::from_position)
                    .map_err(|e| e.to_string())
            } else {
                let mut g = Game::<P>::starting(rules);
                alice_core::play_movetext(&mut g, line.split_whitespace())
                    .map(|_| g)
                    .map_err(|e| e.to_string())
            }
            .map_err(|e| format!("{} line {}: {e}", path.display(), i + 1))?;
        out.push(game);
    }
    if out.is_empty() {
        return Err(format!("{}: no openings", path.display()));
    }
    Ok(out)
}

/// An opening of four random plies, never one that ends the game.
fn random_opening<P: VariantPosition>(rules: Rules, seed: u64) -> Game<P> {
    random_plies_of(rules, seed, 4)
}

/// A game of `plies` random plies from the start, never one that ends.
pub(super) fn random_plies_of<P: VariantPosition>(
    rules: Rules,
    seed: u64,
    plies: usize,
) -> Game<P> {
    alice::games::random_plies(rules, seed, plies)
}

struct GameRecord {
    index: usize,
    a_white: bool,
    /// Points for player A.
    a_points: f64,
    pgn: String,
    note: Option<String>,
}

const MAX_PLIES: usize = 400;

fn play_one<P: AskUci>(
    index: usize,
    opening: &Game<P>,
    a: &mut Player<P>,
    b: &mut Player<P>,
    a_white: bool,
    budget: Budget,
) -> GameRecord {
    let mut game = opening.clone();
    let _ = a.new_game();
    let _ = b.new_game();
    let (white_name, black_name) = if a_white {
        (a.name(), b.name())
    } else {
        (b.name(), a.name())
    };
    let mut note = None;
    let mut forced: Option<(Color, String)> = None;
    loop {
        if game.outcome().is_some() {
            break;
        }
        if game.ply() >= MAX_PLIES {
            note = Some(format!("draw by adjudication after {MAX_PLIES} plies"));
            break;
        }
        let side = game.position().turn();
        let a_to_move = (side == Color::White) == a_white;
        let player = if a_to_move { &mut *a } else { &mut *b };
        match player.choose(&game, budget) {
            Ok(m) if game.position().check_move(m).is_ok() => {
                let _ = game.play(m);
            }
            Ok(m) => {
                forced = Some((
                    !side,
                    format!("{} played the illegal move {m}", player.name()),
                ));
                break;
            }
            Err(e) => {
                forced = Some((!side, e));
                break;
            }
        }
    }
    let (result, winner) = match (&forced, game.outcome()) {
        (Some((w, why)), _) => {
            note = Some(why.clone());
            (if *w == Color::White { "1-0" } else { "0-1" }, Some(*w))
        }
        (None, Some(o)) => (alice_core::pgn::result_token(&game), o.winner),
        (None, None) => ("1/2-1/2", None),
    };
    let a_color = if a_white { Color::White } else { Color::Black };
    let a_points = match winner {
        Some(w) if w == a_color => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    let round = (index + 1).to_string();
    let termination = match (&note, game.outcome()) {
        (Some(n), _) => n.clone(),
        (None, Some(o)) if o.termination == Termination::Checkmate => "checkmate".into(),
        (None, Some(o)) => o.termination.describe().to_string(),
        _ => String::new(),
    };
    let pgn = write_pgn(
        &game,
        &[
            ("Event", "alice match"),
            ("Round", &round),
            ("White", &white_name),
            ("Black", &black_name),
            ("Termination", &termination),
        ],
        Some(result),
    );
    GameRecord {
        index,
        a_white,
        a_points,
        pgn,
        note: forced.map(|(_, why)| why),
    }
}

/// From each game's points (1, ½, 0): the score, the Elo difference, and
/// the difference's 95% interval (normal approximation of the mean score).
fn estimate(points: &[f64]) -> (f64, f64, f64, f64) {
    let n = points.len().max(1) as f64;
    let score = points.iter().sum::<f64>() / n;
    let mean_sq = points.iter().map(|p| p * p).sum::<f64>() / n;
    let se = ((mean_sq - score * score).max(0.0) / n).sqrt();
    (
        score,
        elo(score),
        elo(score - 1.96 * se),
        elo(score + 1.96 * se),
    )
}

/// An Elo difference as printed: signed, whole, `0` for none (never
/// `-0`), `±inf` past 1,500.
fn elo_text(e: f64) -> String {
    let e = e.round();
    if e.abs() > 1500.0 {
        if e > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else if e == 0.0 {
        "0".to_string()
    } else {
        format!("{e:+.0}")
    }
}

fn elo(score: f64) -> f64 {
    let s = score.clamp(1e-9, 1.0 - 1e-9);
    -400.0 * (1.0 / s - 1.0).log10()
}

pub fn run(a: Args) -> Result<(), String> {
    if a.level.len() + usize::from(a.uci.is_some()) != 2 {
        return Err(
            "give two players: --level A --level B, or --level A --uci \"<command>\"".into(),
        );
    }
    let game = a.variant;
    if a.uci.is_some() && game != alice::games::Variant::Alice {
        return Err("--uci plays the two-board game only".into());
    }
    alice::with_game!(game, P => {
        if a.a_eval.is_some() && !P::WEIGHED {
            return Err("--a-eval weighs the two-board evaluation only".into());
        }
        run_variant::<P>(a)
    })
}

fn run_variant<P: AskUci>(a: Args) -> Result<(), String>
where
    P::Eval: super::tuning::Weighed,
{
    let rules = Rules {
        en_passant: a.en_passant.unwrap_or(a.uci.is_none()),
    };
    let params = Params::parse(a.a_param.as_deref().unwrap_or(""))?;
    let weights = match &a.a_eval {
        Some(spec) => parse_weights(spec)?,
        None => Weights::default(),
    };
    let evals: [Option<P::Eval>; 2] = [
        a.a_weights
            .as_deref()
            .map(super::tuning::weights::<P::Eval>)
            .transpose()?,
        a.b_weights
            .as_deref()
            .map(super::tuning::weights::<P::Eval>)
            .transpose()?,
    ];
    if a.uci.is_some() && (a.b_weights.is_some() || a.b_net.is_some()) {
        return Err(
            "--b-weights and --b-net are for our engine as player B, not a UCI engine".into(),
        );
    }
    // Each side's network is read once; one that does not read stops the
    // match before any game. Weights are the hand-written evaluation's: a
    // side given weights plays with it.
    let choose = |net: &Option<String>, weighed: bool| {
        super::NetChoice::read::<P>(net.as_deref().or(weighed.then_some("linear")))
    };
    let nets = [
        choose(&a.a_net, a.a_weights.is_some() || a.a_eval.is_some())?,
        choose(&a.b_net, a.b_weights.is_some())?,
    ];
    let pairs = a.games.div_ceil(2).max(1);
    let openings: Vec<Game<P>> = match &a.openings {
        Some(p) => read_openings(p, rules)?,
        None => (0..pairs)
            .map(|i| random_opening(rules, a.seed.wrapping_add(i as u64 * 7919)))
            .collect(),
    };
    let budget = match (a.movetime, a.nodes) {
        (_, Some(0)) => return Err("--nodes must be at least 1".into()),
        (_, Some(n)) => Budget::Nodes(n),
        (Some(ms), None) => Budget::Time(Duration::from_millis(ms)),
        (None, None) if a.uci.is_some() => Budget::Time(Duration::from_millis(1000)),
        (None, None) => Budget::Level,
    };
    let make = |which: usize, seed: u64| -> Result<Player<P>, String> {
        if which == 1 {
            if let Some(cmd) = &a.uci {
                return Ok(Player::Uci(UciEngine::start(cmd, rules)?));
            }
        }
        let n = a.level[which];
        Ok(match Level::new(n) {
            Some(level) => {
                let mine = if which == 0 {
                    params
                } else {
                    Params::default()
                };
                let evaluator = nets[which].evaluator::<P>(level.number());
                let mut searcher = Box::new(Searcher::with_evaluator(32, mine, evaluator));
                if which == 0 {
                    searcher.set_weights(weights);
                }
                if let Some(e) = &evals[which] {
                    searcher.set_eval_params(e.clone());
                }
                Player::Engine {
                    level,
                    searcher,
                    seed,
                }
            }
            None => Player::Random { state: seed | 1 },
        })
    };
    let total = pairs * 2;
    let next = AtomicUsize::new(0);
    let records = Mutex::new(Vec::new());
    let names = Mutex::new((String::new(), String::new()));
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for t in 0..a.concurrency.clamp(1, 16) {
            let (next, records, names, failure, openings, make) =
                (&next, &records, &names, &failure, &openings, &make);
            scope.spawn(move || {
                let seed = a.seed.wrapping_mul(1000).wrapping_add(t as u64);
                let players = make(0, seed).and_then(|pa| Ok((pa, make(1, seed ^ 0xabcdef)?)));
                let (mut pa, mut pb) = match players {
                    Ok(p) => p,
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                        return;
                    }
                };
                *names.lock().unwrap_or_else(|p| p.into_inner()) = (pa.name(), pb.name());
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= total {
                        break;
                    }
                    let opening = &openings[(i / 2) % openings.len()];
                    let rec = play_one(i, opening, &mut pa, &mut pb, i % 2 == 0, budget);
                    let mut recs = records.lock().unwrap_or_else(|p| p.into_inner());
                    recs.push(rec);
                    let done = recs.len();
                    let pts: f64 = recs.iter().map(|r| r.a_points).sum();
                    eprint!("\rgames {done}/{total}, score {pts:.1}   ");
                }
            });
        }
    });
    eprintln!();
    if let Some(e) = failure.into_inner().unwrap_or(None) {
        return Err(e);
    }
    let mut records = records.into_inner().unwrap_or_else(|p| p.into_inner());
    records.sort_by_key(|r| r.index);
    if let Some(path) = &a.pgn {
        let all: String = records.iter().map(|r| r.pgn.clone() + "\n").collect();
        std::fs::write(path, all).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let (name_a, name_b) = names.into_inner().unwrap_or_else(|p| p.into_inner());
    let wins = records.iter().filter(|r| r.a_points == 1.0).count();
    let losses = records.iter().filter(|r| r.a_points == 0.0).count();
    let draws = records.len() - wins - losses;
    let points: Vec<f64> = records.iter().map(|r| r.a_points).collect();
    let (score, elo_diff, lo, hi) = estimate(&points);
    let white_pts: f64 = records
        .iter()
        .filter(|r| r.a_white)
        .map(|r| r.a_points)
        .sum();
    println!("{name_a} vs {name_b}: {} games", records.len());
    println!(
        "score {}, {}, {}: {:.1}% ({white_pts:.1} of them as White)",
        super::counted(wins, "win", "wins"),
        super::counted(losses, "loss", "losses"),
        super::counted(draws, "draw", "draws"),
        100.0 * score
    );
    println!(
        "Elo difference: {} (95% interval {} to {})",
        elo_text(elo_diff),
        elo_text(lo),
        elo_text(hi)
    );
    for r in records.iter().filter(|r| r.note.is_some()) {
        println!("game {}: {}", r.index + 1, r.note.as_deref().unwrap_or(""));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{elo, elo_text, estimate};

    #[test]
    fn elo_differences_are_printed_without_a_negative_zero() {
        assert_eq!(elo_text(-0.3), "0");
        assert_eq!(elo_text(0.0), "0");
        assert_eq!(elo_text(-0.6), "-1");
        assert_eq!(elo_text(115.2), "+115");
        assert_eq!(elo_text(elo(1.0)), "+inf");
        assert_eq!(elo_text(elo(0.0)), "-inf");
    }

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.01, "{}", elo(0.75));
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert!((elo(0.9) - 381.70).abs() < 0.01, "{}", elo(0.9));
        assert!(elo(1.0) > 1500.0 && elo(0.0) < -1500.0);
    }

    #[test]
    fn estimate_of_a_known_match() {
        // 55 wins, 23 losses, 22 draws: 66%, +115, interval +56 to +182.
        let mut points = vec![1.0; 55];
        points.extend([0.0; 23]);
        points.extend([0.5; 22]);
        let (score, e, lo, hi) = estimate(&points);
        assert!((score - 0.66).abs() < 1e-12);
        assert_eq!((e.round(), lo.round(), hi.round()), (115.0, 56.0, 182.0));
        // All draws: no spread, the interval is the point.
        let (score, e, lo, hi) = estimate(&[0.5; 10]);
        assert_eq!((score, e, lo, hi), (0.5, 0.0, 0.0, 0.0));
    }
}

//! Command-line interface: one binary, one subcommand per tool.

mod after;
mod bench;
mod bestmove;
mod eval;
mod local;
mod matches;
mod migrate;
mod nnue;
mod perft;
mod pictures;
mod puzzles;
mod render;
mod replay;
mod run;
mod tournament;
mod tuning;
mod uci;
mod wdl;

use alice::games::{AnyPosition, Played, Variant};
use alice_core::Rules;
use alice_engine::networks::Builtin;
use alice_engine::nnue::{Chosen, Game, Network};
use alice_engine::variant::EnginePosition;
use clap::{Parser, Subcommand};
use std::sync::Arc;

#[derive(Parser, Debug)]
#[command(
    name = "alice",
    version,
    about = "Alice chess: a Discord bot and its tools",
    disable_help_subcommand = true
)]
pub struct Cli {
    /// Without a subcommand: `run`.
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Runs the Discord bot on the gateway (reads .env and the environment).
    Run(run::Args),
    /// Runs the bot as Discord's interactions endpoint (HTTP, no gateway).
    Serve(run::ServeArgs),
    /// Registers the slash commands with Discord (no gateway needed).
    Register(run::RegisterArgs),
    /// Counts leaf positions of the move tree (move generator check).
    Perft(perft::Args),
    /// Plays moves from the start or a FEN and prints the result as JSON.
    Replay(replay::Args),
    /// Searches a position and prints the best move as JSON.
    Bestmove(bestmove::Args),
    /// Prints a position's static evaluation as JSON, term by term.
    Eval(eval::Args),
    /// Speaks UCI on stdin/stdout (Fairy-Stockfish's Alice dialect).
    Uci,
    /// Plays engine matches and prints the score with an Elo estimate.
    Match(matches::Args),
    /// Writes positions from engine self-play, labelled with the results,
    /// for `alice tune`.
    Datagen(tuning::DatagenArgs),
    /// Puzzles: `generate` (from self-play and finished games, proven by
    /// the engine), `import` (into the database), `check` (prove again).
    Puzzles(puzzles::Args),
    /// Fits the evaluation's weights to `alice datagen`'s positions and
    /// writes them as Rust source.
    Tune(tuning::TuneArgs),
    /// Neural evaluation: `train` a network on `alice datagen`'s
    /// positions, `check` a network file.
    Nnue(nnue::Args),
    /// The calibrated scale: `fit` fits the win-draw-loss model of the
    /// engine's scores to `alice datagen`'s positions and writes it as
    /// Rust source.
    Wdl(wdl::Args),
    /// Plays from the terminal through the same service as the bot.
    ///
    /// Each line is `<name>: /<command> [option:value]...`: the name stands
    /// for a player (one word, made on first use) and the command is any of
    /// the bot's (`/help` lists them), e.g. `alice: /challenge
    /// opponent:bob time:5+3`, then `bob: /accept` and `alice: /move
    /// move:e4`. `/click id:<id> [value:<value>]` presses a button or picks
    /// from a menu by the id printed after it; `/sweep` runs the background
    /// sweeper at once (live clocks run out by themselves). A line starting
    /// with `#` is a comment. Pictures and PGN files are written to
    /// `--out`. Quit with Ctrl-D (the end of the input) or Ctrl-C: the
    /// games stay in the database for the next session.
    Local(local::Args),
    /// Draws a position (all its boards) as a PNG.
    Render(render::Args),
    /// Draws every picture of the guides and the README into the
    /// repository (`--out`, default: here), from fixed games and figures.
    Pictures(pictures::Args),
    /// Analyses a game from PGN: accuracy, mistakes, annotated PGN.
    Analyze(after::AnalyzeArgs),
    /// Draws a game from PGN as an animated GIF.
    Gif(after::GifArgs),
    /// Benchmarks (`search`, `perft`, `render`, `gif`, `analyze`, `service`).
    Bench(bench::Args),
    /// Copies a whole database into an empty one (SQLite and PostgreSQL,
    /// either way) and checks the copy.
    Migrate(migrate::Args),
    /// Tournaments: `pair` pairs a Swiss's next round from its report
    /// file (TRF) by FIDE's Dutch system.
    Tournament(tournament::Args),
    /// Prints this help, a subcommand's (`alice help match`), or the bot's
    /// slash commands as Markdown (`--markdown`, the file docs/commands.md)
    /// or as the source of their messages (`--ftl`, the file
    /// locales/en/commands.ftl).
    Help(HelpArgs),
}

#[derive(clap::Args, Debug)]
struct HelpArgs {
    /// The bot's slash commands as Markdown, from the command table.
    #[arg(long, conflicts_with = "subcommand")]
    markdown: bool,
    /// The English messages of the slash commands (names, descriptions,
    /// choices) for translation, from the command table.
    #[arg(long, conflicts_with_all = ["subcommand", "markdown"])]
    ftl: bool,
    /// The subcommand to explain.
    subcommand: Option<String>,
}

/// `alice help`: clap's help of the binary or of one subcommand, or the
/// slash commands' reference.
fn help(a: HelpArgs) -> Result<(), String> {
    use clap::CommandFactory;
    if a.markdown {
        print!("{}", alice::commands::reference_markdown());
        return Ok(());
    }
    if a.ftl {
        print!("{}", alice::commands::source_ftl());
        return Ok(());
    }
    let mut cli = Cli::command();
    // Built, the subcommands know their full name (`alice perft`).
    cli.build();
    let shown = match a.subcommand.as_deref() {
        None => cli.render_long_help(),
        Some(name) => match cli.find_subcommand_mut(name) {
            Some(sub) => sub.render_long_help(),
            None => {
                return Err(format!(
                    "there is no subcommand `{name}`; `alice help` lists them"
                ))
            }
        },
    };
    print!("{shown}");
    Ok(())
}

/// How a command failed.
#[derive(Debug)]
pub enum Failure {
    /// The one line printed to stderr.
    Said(String),
    /// Standard output's reader has gone (`alice … | head -1`): the
    /// command ends quietly, as other tools do.
    OutputClosed,
    /// A line for stderr and the exit code other tools of the kind use
    /// (the pairing programs' 1 for "no pairing", 3 for a bad file).
    Coded(u8, String),
}

impl From<String> for Failure {
    fn from(said: String) -> Failure {
        Failure::Said(said)
    }
}

impl Failure {
    /// A write to standard output that failed: its reader gone (by the
    /// error's kind), or said.
    pub fn output(e: std::io::Error) -> Failure {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::OutputClosed
        } else {
            Failure::Said(e.to_string())
        }
    }
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command.unwrap_or(Command::Run(run::Args::default())) {
        Command::Perft(a) => perft::run(a),
        Command::Local(a) => local::run(a),
        Command::Run(a) => Ok(run::run(a)?),
        Command::Serve(a) => Ok(run::serve(a)?),
        Command::Register(a) => Ok(run::register(a)?),
        Command::Replay(a) => Ok(replay::run(a)?),
        Command::Bestmove(a) => Ok(bestmove::run(a)?),
        Command::Eval(a) => Ok(eval::run(a)?),
        Command::Uci => Ok(uci::run()?),
        Command::Match(a) => Ok(matches::run(a)?),
        Command::Datagen(a) => Ok(tuning::datagen(a)?),
        Command::Tune(a) => Ok(tuning::tune(a)?),
        Command::Wdl(a) => Ok(wdl::run(a)?),
        Command::Nnue(a) => Ok(nnue::run(a)?),
        Command::Puzzles(a) => Ok(puzzles::run(a)?),
        Command::Tournament(a) => tournament::run(a),
        Command::Bench(a) => Ok(bench::run(a)?),
        Command::Migrate(a) => Ok(migrate::run(a)?),
        Command::Render(a) => Ok(render::run(a)?),
        Command::Pictures(a) => Ok(pictures::run(a)?),
        Command::Analyze(a) => Ok(after::analyze(a)?),
        Command::Gif(a) => Ok(after::gif(a)?),
        Command::Help(a) => Ok(help(a)?),
    }
}

/// Rules from the `--no-ep` flag.
fn rules(no_ep: bool) -> Rules {
    Rules { en_passant: !no_ep }
}

/// `--variant`: a game of the registry, by its stored tag.
pub(crate) fn variant_parser() -> impl clap::builder::TypedValueParser<Value = Variant> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(
        Variant::ALL
            .iter()
            .map(|v| PossibleValue::new(v.as_str()).help(v.title())),
    )
    .map(|word| Variant::parse(&word).expect("every value is a stored tag"))
}

/// The start's name of a variant (`startpos` when none is named).
fn start_name(variant: Option<Variant>) -> &'static str {
    alice::with_game!(variant.unwrap_or(Variant::Alice), P => P::START_NAME)
}

/// The variant whose start `name` names.
fn started(name: &str) -> Option<Variant> {
    Variant::ALL
        .iter()
        .copied()
        .find(|v| start_name(Some(*v)) == name)
}

/// Reads a position of the variant named, or of the one its text is of:
/// three placements make it a three-board position, ranks four squares
/// wide an 8x4 one (games whose texts look alike are told apart by name);
/// `startpos` is the start of the variant named (two-board Alice's when
/// none is), and `startpos_three`, `startpos8x4` and `startposduo` name the
/// other starts.
fn any_position(fen: &str, rules: Rules, variant: Option<Variant>) -> Result<AnyPosition, String> {
    use alice_core::is_8x4_fen;
    use alice_core::three::is_three_board_fen;
    let t = fen.trim();
    // `startpos` is the start of the variant named.
    let t = match (t, variant) {
        ("startpos", Some(v)) => start_name(Some(v)),
        _ => t,
    };
    let start = started(t);
    let inferred = match start {
        Some(v) => v,
        _ if is_three_board_fen(t) => Variant::ThreeBoard,
        _ if is_8x4_fen(t) => Variant::Narrow,
        _ => Variant::Alice,
    };
    let chosen = variant.unwrap_or(inferred);
    let named = fen.trim();
    match (chosen, inferred) {
        (Variant::ThreeBoard, Variant::ThreeBoard) => {}
        (Variant::ThreeBoard, _) => {
            return Err("--variant three-board needs a position with three boards".into())
        }
        (_, Variant::ThreeBoard) => {
            return Err(format!(
                "--variant {} needs a position with two boards",
                chosen.as_str()
            ))
        }
        (Variant::Narrow, Variant::Narrow) => {}
        (Variant::Narrow, _) => {
            return Err("--variant 8x4 needs a position whose ranks are four squares wide".into())
        }
        (_, Variant::Narrow) => {
            return Err(format!(
                "--variant {} needs a position whose ranks are eight squares wide",
                chosen.as_str()
            ))
        }
        // Games whose position texts look alike are told apart only by
        // their starts' names.
        (c, i) if c != i && named.starts_with("startpos") => {
            return Err(format!(
                "{named} is the start of --variant {}, not of --variant {}",
                i.as_str(),
                c.as_str()
            ))
        }
        _ => {}
    }
    alice::with_game!(chosen, P => match start {
        Some(_) => Ok(P::position(<P as alice_core::VariantPosition>::start(rules))),
        None => P::from_fen(t, rules).map(P::position).map_err(|e| e.to_string()),
    })
}

/// `1 win`, `2 wins`, `0 wins`: a count with its noun (the tools speak
/// English).
pub(crate) fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The evaluation a `--net` option names, its file read once: none
/// given, what the game plays with at each level; `linear`, the
/// hand-written evaluation; `builtin`, the game's network in the binary
/// (mixed with the hand-written evaluation as the game plays it);
/// otherwise a network file, alone.
enum NetChoice {
    Level,
    Linear,
    /// A network and the percentage of the hand-written evaluation mixed in.
    Network(Arc<Network>, u8),
}

impl NetChoice {
    fn read<P: EnginePosition>(spec: Option<&str>) -> Result<NetChoice, String> {
        Ok(match spec {
            None => NetChoice::Level,
            Some("linear") => NetChoice::Linear,
            Some("builtin") => {
                let (builtin, net) = builtin_network::<P>()?;
                NetChoice::Network(net, builtin.hand_share())
            }
            Some(path) => {
                let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
                let net = Network::from_bytes(&bytes, Game::of::<P>())
                    .map_err(|e| format!("{path}: {e}"))?;
                NetChoice::Network(Arc::new(net), 0)
            }
        })
    }

    /// A fresh evaluator of the choice for a game at `level`.
    fn evaluator<P: EnginePosition>(&self, level: u8) -> Chosen<P> {
        match self {
            NetChoice::Level => Chosen::for_level(level),
            NetChoice::Linear => Chosen::default(),
            NetChoice::Network(net, share) => Chosen::mixed(net.clone(), *share),
        }
    }
}

/// The game's network in the binary, read.
fn builtin_network<P: EnginePosition>() -> Result<(&'static Builtin, Arc<Network>), String> {
    let builtin = P::builtin_network()
        .ok_or_else(|| format!("{} has no network in the binary", P::PGN_NAME))?;
    let net = alice_engine::nnue::builtin(builtin)
        .map_err(|e| format!("the built-in {}: {e}", builtin.name))?;
    Ok((builtin, net))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_count_of_one_is_singular() {
        assert_eq!(super::counted(1, "win", "wins"), "1 win");
        assert_eq!(super::counted(0, "loss", "losses"), "0 losses");
        assert_eq!(super::counted(2, "draw", "draws"), "2 draws");
    }
}

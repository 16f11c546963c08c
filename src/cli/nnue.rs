//! `alice nnue`: trains a network on `alice datagen`'s positions, and
//! checks a network file.

use super::tuning::each_data_line;
use alice::games::Variant;
use alice_core::Rules;
use alice_engine::nnue::{Buckets, Game, Network, MAX_BUCKETS};
use alice_engine::trainer::{Data, Trainer};
use alice_engine::variant::EnginePosition;
use clap::{Args as ClapArgs, Subcommand};
use std::path::PathBuf;
use std::time::Instant;

#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: NnueCommand,
}

#[derive(Subcommand, Debug)]
enum NnueCommand {
    /// Trains a network on `alice datagen`'s positions and writes it.
    Train(TrainArgs),
    /// Reads a network file for a game and prints its shape as JSON.
    Check(CheckArgs),
}

#[derive(ClapArgs, Debug)]
pub struct TrainArgs {
    /// The game the positions are of.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// Positions written by `alice datagen` (one or more files).
    #[arg(long, required = true, num_args = 1..)]
    data: Vec<PathBuf>,
    /// Hidden units per side.
    #[arg(long, default_value_t = 64)]
    hidden: usize,
    /// Outputs, each read for its span of the number of pieces on the
    /// boards (2 to 32 split evenly).
    #[arg(long, default_value_t = 1)]
    outputs: usize,
    /// Weigh each side's inputs apart by the board its own king stands
    /// on (a set of input weights a board).
    #[arg(long)]
    king_boards: bool,
    /// Passes over the data.
    #[arg(long, default_value_t = 10)]
    epochs: usize,
    /// Positions per step.
    #[arg(long, default_value_t = 4096)]
    batch: usize,
    /// Adam's learning rate at the start; it falls by ten over the epochs.
    #[arg(long, default_value_t = 0.001)]
    lr: f32,
    /// The share of the game's result in the target (the rest: the
    /// searched score's winning chance).
    #[arg(long, default_value_t = 0.5)]
    blend: f32,
    /// The centipawns of a searched score that read as a winning chance
    /// of 1 / (1 + e^-1), 73%: larger for a game whose scores run large.
    #[arg(long, default_value_t = alice_engine::trainer::K)]
    scale: f32,
    /// The share of the games held back to measure the loss on.
    #[arg(long, default_value_t = 0.05)]
    held_back: f32,
    /// Threads computing each step.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Learn each position twice: as played and in a mirror (files a and
    /// h swapped).
    #[arg(long)]
    mirror: bool,
    /// Learn each piece's weights on a square in common to all boards
    /// too, besides each board's own (folded into them when written).
    #[arg(long)]
    share_boards: bool,
    /// Where to write the network.
    #[arg(short, long)]
    out: PathBuf,
}

#[derive(ClapArgs, Debug)]
pub struct CheckArgs {
    /// The game the network is for.
    #[arg(long, value_parser = super::variant_parser(), default_value = "alice")]
    variant: Variant,
    /// The network file, or `builtin` for the game's network in the
    /// binary.
    file: PathBuf,
}

pub fn run(a: Args) -> Result<(), String> {
    match a.command {
        NnueCommand::Train(t) => alice::with_game!(t.variant, P => train::<P>(&t)),
        NnueCommand::Check(c) => alice::with_game!(c.variant, P => check::<P>(&c)),
    }
}

fn check<P: EnginePosition>(a: &CheckArgs) -> Result<(), String> {
    if a.file.as_os_str() == "builtin" {
        let (builtin, net) = super::builtin_network::<P>()?;
        println!(
            "{}",
            serde_json::json!({
                "name": builtin.name,
                "game": net.game().name,
                "boards": net.boards(),
                "hidden": net.hidden(),
                "outputs": net.buckets(),
                "king_boards": net.king_boards(),
                "from_level": builtin.from_level(),
                "hand_share": builtin.hand_share(),
            })
        );
        return Ok(());
    }
    let bytes = std::fs::read(&a.file).map_err(|e| format!("{}: {e}", a.file.display()))?;
    let net = Network::from_bytes(&bytes, Game::of::<P>())
        .map_err(|e| format!("{}: {e}", a.file.display()))?;
    println!(
        "{}",
        serde_json::json!({
            "game": net.game().name,
            "boards": net.boards(),
            "hidden": net.hidden(),
            "outputs": net.buckets(),
            "king_boards": net.king_boards(),
            "bytes": bytes.len(),
        })
    );
    Ok(())
}

/// Reads the positions in file order; a game's positions are consecutive,
/// so holding back the last ones holds back whole games but the one cut.
fn read<P: EnginePosition>(a: &TrainArgs) -> Result<Data, String> {
    let (paths, blend, mirror) = (&a.data, a.blend, a.mirror);
    let mut data = Data::with_scale(a.scale);
    each_data_line(paths, |fen, result, score| {
        let score = score.ok_or("no score: the network learns from the searched score too")?;
        let pos = P::from_fen(fen, Rules::default()).map_err(|e| e.to_string())?;
        if mirror {
            data.push_and_mirror(&pos, result, score as f32, blend);
        } else {
            data.push(&pos, result, score as f32, blend);
        }
        Ok(())
    })?;
    if data.is_empty() {
        return Err("no positions in the data".into());
    }
    Ok(data)
}

fn train<P: EnginePosition>(a: &TrainArgs) -> Result<(), String> {
    if !(0.0..=1.0).contains(&a.blend) || !(0.0..0.5).contains(&a.held_back) {
        return Err("--blend is from 0 to 1, --held-back from 0 to under 0.5".into());
    }
    if a.hidden == 0 || a.hidden > 4096 || a.batch == 0 {
        return Err("--hidden is from 1 to 4096, --batch at least 1".into());
    }
    if a.outputs == 0 || a.outputs > MAX_BUCKETS {
        return Err(format!("--outputs is from 1 to {MAX_BUCKETS}"));
    }
    if !(a.scale >= 50.0 && a.scale <= 10_000.0) {
        return Err("--scale is from 50 to 10000 centipawns".into());
    }
    let started = Instant::now();
    let data = read::<P>(a)?;
    let n = data.len();
    let split = n - ((n as f32 * a.held_back) as usize).min(n - 1);
    eprintln!(
        "{n} positions ({} held back), read in {:.1} s",
        n - split,
        started.elapsed().as_secs_f64()
    );
    let buckets = Buckets {
        outputs: a.outputs,
        king_boards: a.king_boards,
    };
    let mut trainer = Trainer::bucketed(Game::of::<P>(), a.hidden, buckets, a.seed);
    if a.share_boards {
        trainer = trainer.sharing_boards();
    }
    let first = trainer.loss(&data, split..n);
    eprintln!("epoch 0: held-back loss {first:.5}");
    // The network of the epoch with the lowest held-back loss is kept.
    let mut best = (0, first, trainer.network());
    for e in 0..a.epochs {
        // The rate falls geometrically to a tenth over the epochs.
        let lr = a.lr * 0.1f32.powf(e as f32 / a.epochs.max(2).saturating_sub(1) as f32);
        let at = Instant::now();
        let r = trainer.epoch(
            &data,
            0..split,
            split..n,
            (a.batch, lr, a.threads, a.seed.wrapping_add(e as u64)),
        );
        eprintln!(
            "epoch {}: rate {lr:.6}, training loss {:.5}, held-back loss {:.5}, {:.1} s",
            e + 1,
            r.train,
            r.held_back,
            at.elapsed().as_secs_f64()
        );
        if r.held_back < best.1 {
            best = (e + 1, r.held_back, trainer.network());
        }
    }
    eprintln!("kept epoch {} (held-back loss {:.5})", best.0, best.1);
    let bytes = best.2.to_bytes();
    std::fs::write(&a.out, &bytes).map_err(|e| format!("{}: {e}", a.out.display()))?;
    eprintln!(
        "wrote {} ({} bytes) in {:.1} s",
        a.out.display(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

//! `alice perft <FEN> <DEPTH> [--no-ep] [--divide]`: either variant (three
//! placements in the position text make it a three-board position).

use alice::games::Variant;
use alice_core::VariantPosition;
use std::io::Write;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Position in alice-FEN (or the pychess or Fairy-Stockfish form), a
    /// three-board position, `startpos` (the start of the game `--variant` names).
    fen: String,
    /// Depth in plies.
    depth: u32,
    /// Play without en passant.
    #[arg(long)]
    no_ep: bool,
    /// The game the position is of (default: as its text reads: three
    /// placements are three boards, ranks of four squares 8x4 Alice).
    #[arg(long, value_parser = super::variant_parser())]
    variant: Option<Variant>,
    /// Print `<SAN> <count>` for each legal move before the total.
    #[arg(long)]
    divide: bool,
}

pub fn run(a: Args) -> Result<(), super::Failure> {
    let pos = super::any_position(&a.fen, super::rules(a.no_ep), a.variant)?;
    alice::on_position!(pos, p => count(p, a.depth, a.divide))
}

fn count<P: VariantPosition>(pos: P, depth: u32, divide: bool) -> Result<(), super::Failure> {
    let mut out = std::io::stdout().lock();
    let total = if divide && depth > 0 {
        let mut lines: Vec<(String, u64)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut next = pos;
                next.play_unchecked(m);
                (pos.san(m), next.perft(depth - 1))
            })
            .collect();
        lines.sort();
        for (san, n) in &lines {
            writeln!(out, "{san} {n}").map_err(super::Failure::output)?;
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(depth)
    };
    writeln!(out, "{total}").map_err(super::Failure::output)
}

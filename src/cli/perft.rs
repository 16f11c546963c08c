//! `alice perft <FEN> <DEPTH> [--no-ep] [--divide]`

use std::io::Write;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Position in alice-FEN (or the pychess or Fairy-Stockfish form), or `startpos`.
    fen: String,
    /// Depth in plies.
    depth: u32,
    /// Play without en passant.
    #[arg(long)]
    no_ep: bool,
    /// Print `<SAN> <count>` for each legal move before the total.
    #[arg(long)]
    divide: bool,
}

pub fn run(a: Args) -> Result<(), String> {
    let pos = super::position(&a.fen, super::rules(a.no_ep))?;
    let mut out = std::io::stdout().lock();
    let total = if a.divide && a.depth > 0 {
        let mut lines: Vec<(String, u64)> = pos
            .legal_moves()
            .iter()
            .map(|&m| {
                let mut next = pos;
                next.play_unchecked(m);
                (pos.san(m), next.perft(a.depth - 1))
            })
            .collect();
        lines.sort();
        for (san, n) in &lines {
            writeln!(out, "{san} {n}").map_err(|e| e.to_string())?;
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(a.depth)
    };
    writeln!(out, "{total}").map_err(|e| e.to_string())
}

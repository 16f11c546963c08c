//! `alice bench search [--depth N]` and `alice bench perft [--depth N]`.

use alice_core::{Position, Rules};
use alice_engine::{Limits, Searcher};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(clap::Subcommand, Debug)]
enum What {
    /// Search nodes per second at a fixed depth over a fixed set of positions.
    Search {
        #[arg(long, default_value_t = 9)]
        depth: u32,
    },
    /// Median time to render and encode one PNG of a middle-game position.
    Render {
        #[arg(long, default_value_t = 200)]
        runs: usize,
    },
    /// Alice perft leaves per second from the start position.
    Perft {
        #[arg(long, default_value_t = 6)]
        depth: u32,
        #[arg(long, default_value_t = 3)]
        runs: usize,
    },
}

/// Openings, middle games and end games; fixed so node counts compare.
pub const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
    "rnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3",
    "r2qk2r/ppp5/8/8/2p2p2/8/PP3PP1/R1BQKB2|5R2/8/n2np3/5bpP/3PP3/N6N/8/8 w Qkq - 0 12",
    "8/1pp2ppp/8/3p1nr1/8/8/2PPR2q/2BQK1NR|5k2/8/pPn1b2P/2b1p3/4P3/P1N2PPB/8/1r6 b - - 2 18",
    "4k1nr/1pp2pp1/5Q2/1P6/4N3/8/2PnPP1P/4KBNR|1r6/8/p6p/2Bp3b/P2P2P1/q7/8/1R6 w Kk - 3 20",
    "2bq1bnr/p3p1p1/8/n1P5/3P2p1/8/P2Q3P/RNB1KB2|8/8/1p3kNp/3p4/2P1P3/5P1r/8/6R1 w Q - 1 17",
    "b4bn1/1r2k3/8/3p2P1/8/8/P1KP4/R1B2B2|8/8/ppn1pp2/q1p5/2P1P1P1/NP2QP2/4N3/7r b - - 2 22",
    "r3k2r/ppp2ppp/2n2n2/8/8/2N2N2/PPP2PPP/R3K2R|8/3q4/4b3/3pp3/3PP3/4B3/3Q4/8 w KQkq - 0 1",
    "8/8/8/3k4/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQ - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
];

/// A full middle-game position with pieces on both boards.
pub const MIDDLE_GAME: &str =
    "r2qkb2/ppp1pp2/8/3Q4/8/8/PPP1PPPP/4KB1R|8/7r/2npbnpp/8/8/2NPBN2/8/1R6 w Kq - 2 8";

pub fn run(a: Args) -> Result<(), String> {
    match a.what {
        What::Search { depth } => {
            let mut total_nodes = 0;
            let start = Instant::now();
            for fen in POSITIONS {
                let pos = Position::from_fen(fen, Rules::default()).map_err(|e| e.to_string())?;
                let t = Instant::now();
                let r = Searcher::new(16)
                    .search(&pos, &[], Limits::depth(depth), None, |_| {})
                    .ok_or("no legal move")?;
                total_nodes += r.nodes;
                println!(
                    "{:>9} nodes {:>7.0} ms  {}  {}",
                    r.nodes,
                    t.elapsed().as_secs_f64() * 1e3,
                    pos.san(r.best),
                    fen
                );
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "depth {depth}: {total_nodes} nodes in {secs:.2} s: {:.0} nodes/s",
                total_nodes as f64 / secs
            );
        }
        What::Render { runs } => {
            use alice::render::{render, RenderOptions};
            let pos =
                Position::from_fen(MIDDLE_GAME, Rules::default()).map_err(|e| e.to_string())?;
            let opts = RenderOptions {
                last_move: pos.legal_moves().first().map(|&m| m.into()),
                caption: Some("alice (White) vs bob (Black) · move 8 · White to move".into()),
                ..RenderOptions::default()
            };
            // Warm up: fonts, sprites and the cached base image.
            let size = render(&pos, &opts)
                .and_then(|i| i.png())
                .map_err(|e| e.to_string())?
                .len();
            let (mut draw, mut encode, mut total) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..runs.max(1) {
                let t = Instant::now();
                let img = render(&pos, &opts).map_err(|e| e.to_string())?;
                let t1 = t.elapsed();
                img.png().map_err(|e| e.to_string())?;
                let t2 = t.elapsed();
                draw.push(t1.as_secs_f64() * 1e3);
                encode.push((t2 - t1).as_secs_f64() * 1e3);
                total.push(t2.as_secs_f64() * 1e3);
            }
            let med = |v: &mut Vec<f64>| {
                v.sort_by(|a, b| a.total_cmp(b));
                v[v.len() / 2]
            };
            let p99 = {
                let mut t = total.clone();
                t.sort_by(|a, b| a.total_cmp(b));
                t[(t.len() * 99 / 100).min(t.len() - 1)]
            };
            println!(
                "render {:.2} ms + encode {:.2} ms = {:.2} ms median ({p99:.2} ms p99) over {} runs; PNG {} bytes",
                med(&mut draw),
                med(&mut encode),
                med(&mut total),
                total.len(),
                size
            );
        }
        What::Perft { depth, runs } => {
            let pos = Position::new(Rules::NO_EN_PASSANT);
            let mut rates = Vec::new();
            let mut leaves = 0;
            for _ in 0..runs.max(1) {
                let t = Instant::now();
                leaves = pos.perft(depth);
                rates.push(leaves as f64 / t.elapsed().as_secs_f64());
            }
            rates.sort_by(|x, y| x.total_cmp(y));
            println!(
                "perft({depth}) = {leaves}: median {:.1} M leaves/s over {} runs",
                rates[rates.len() / 2] / 1e6,
                rates.len()
            );
        }
    }
    Ok(())
}

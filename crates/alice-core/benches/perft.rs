//! Alice perft leaves per second from the start position, beside standard
//! chess perft from the same start position by cozy-chess, in one process.
//! Both count in bulk at the leaves. Run with `cargo bench -p alice-core`;
//! `ALICE_BENCH_DEPTH` (default 6) and `ALICE_BENCH_RUNS` (default 5) tune it.

use std::time::Instant;

fn cozy_perft(board: &cozy_chess::Board, depth: u8) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut next = board.clone();
                next.play_unchecked(mv);
                nodes += cozy_perft(&next, depth - 1);
            }
            false
        });
    }
    nodes
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn env(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo test --benches` runs bench targets with --bench absent; keep that quick.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let depth = env("ALICE_BENCH_DEPTH", 6);
    let runs = env("ALICE_BENCH_RUNS", 5);
    let alice = alice_core::Position::new(alice_core::Rules::NO_EN_PASSANT);
    let cozy = cozy_chess::Board::default();
    alice_core::attacks::init();
    let (mut a_rates, mut c_rates) = (Vec::new(), Vec::new());
    let (mut a_leaves, mut c_leaves) = (0, 0);
    for _ in 0..runs {
        let t = Instant::now();
        a_leaves = alice.perft(depth);
        a_rates.push(a_leaves as f64 / t.elapsed().as_secs_f64());
        let t = Instant::now();
        c_leaves = cozy_perft(&cozy, depth as u8);
        c_rates.push(c_leaves as f64 / t.elapsed().as_secs_f64());
    }
    let (a, c) = (median(a_rates), median(c_rates));
    println!("perft({depth}) from the start position, median of {runs} runs, bulk counted:");
    println!(
        "  alice-core (Alice chess): {a_leaves:>11} leaves  {:>7.1} M leaves/s",
        a / 1e6
    );
    println!(
        "  cozy-chess (chess):       {c_leaves:>11} leaves  {:>7.1} M leaves/s",
        c / 1e6
    );
    println!(
        "  ratio alice/cozy: {:.1}% (target: at least 35%)",
        100.0 * a / c
    );
}

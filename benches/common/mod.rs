//! What the bot benchmarks share: options, scripted legal games, test
//! users, an open-loop driver and the latency summary.
#![allow(dead_code)]

use crate::fake_discord::TestUser;
use alice::service::{Player, Service};
use alice_core::{Game, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

pub struct Options {
    pub games: usize,
    pub rate: f64,
    pub moves: usize,
}

pub fn options() -> Options {
    let mut o = Options {
        games: 64,
        rate: 100.0,
        moves: 1000,
    };
    let args: Vec<String> = std::env::args().collect();
    let mut i = 1;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--games" => o.games = value.parse().expect("--games N"),
            "--rate" => o.rate = value.parse().expect("--rate MOVES_PER_SECOND"),
            "--moves" => o.moves = value.parse().expect("--moves N"),
            _ => {
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    o
}

/// A move of a script: its SAN (typed), its coordinates and the piece's
/// menu value (clicked).
#[derive(Clone)]
pub struct Step {
    pub san: String,
    pub uci: String,
    pub piece: String,
}

/// A random but legal game of `plies` moves that does not end early.
pub fn script(seed: u64, plies: usize) -> Vec<Step> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    loop {
        let mut game = Game::new(Rules::default());
        let mut out = Vec::new();
        while out.len() < plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let m = moves[(s % moves.len() as u64) as usize];
            let san = game.position().san(m);
            game.play(m).unwrap();
            if game.outcome().is_some() {
                break;
            }
            out.push(Step {
                san,
                uci: m.uci(),
                piece: alice::service::reply::piece_value(
                    m.from,
                    match m.board {
                        alice_core::Board::A => alice_core::three::SetBoard::A,
                        alice_core::Board::B => alice_core::three::SetBoard::B,
                    },
                ),
            });
        }
        if out.len() == plies {
            return out;
        }
    }
}

pub fn user(i: usize) -> TestUser {
    TestUser {
        id: 100_000_000_000_000_000 + i as u64,
        name: Box::leak(format!("p{i}").into_boxed_str()),
    }
}

pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

pub fn summary(name: &str, mut ms: Vec<f64>, wall: Duration) {
    ms.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{name:<28} {:>5} moves in {:>5.1} s: median {:>6.2} ms, p90 {:>6.2} ms, p99 {:>6.2} ms, max {:>6.2} ms",
        ms.len(),
        wall.as_secs_f64(),
        percentile(&ms, 0.5),
        percentile(&ms, 0.9),
        percentile(&ms, 0.99),
        ms.last().copied().unwrap_or(f64::NAN),
    );
}

/// Issues `total` moves at `rate` per second, round robin over the games
/// that are not waiting for an answer; `play(game, ply)` returns the
/// latency in ms.
pub async fn open_loop<F, Fut>(games: usize, first_game: usize, o: &Options, play: F) -> Vec<f64>
where
    F: Fn(usize, usize) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = f64> + Send + 'static,
{
    let play = Arc::new(play);
    let busy: Arc<Vec<AtomicBool>> = Arc::new((0..games).map(|_| AtomicBool::new(false)).collect());
    let mut ply = vec![0usize; games];
    let mut tasks = Vec::new();
    let interval = Duration::from_secs_f64(1.0 / o.rate);
    let mut tick = tokio::time::interval(interval);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    let mut next = 0;
    let mut issued = 0;
    while issued < o.moves {
        tick.tick().await;
        let Some(g) = (0..games)
            .map(|k| (next + k) % games)
            .find(|&g| !busy[g].load(Ordering::SeqCst))
        else {
            continue;
        };
        next = (g + 1) % games;
        busy[g].store(true, Ordering::SeqCst);
        let (p, b, f, n) = (play.clone(), busy.clone(), first_game + g, ply[g]);
        ply[g] += 1;
        issued += 1;
        tasks.push(tokio::spawn(async move {
            let ms = p(f, n).await;
            b[g].store(false, Ordering::SeqCst);
            ms
        }));
    }
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

/// A bench's `main`: runs `bench` on a multi-threaded runtime, but only
/// under `cargo bench` (`cargo test --benches` runs benches without
/// `--bench`, and nothing is measured then).
pub fn main(bench: impl std::future::Future<Output = ()>) {
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(bench);
}

/// The baseline: the first `o.games` games' scripted moves through the
/// service alone (no Discord), at the same rate; printed as `label`.
pub async fn baseline(
    service: &Arc<Service>,
    scripts: &Arc<Vec<Vec<Step>>>,
    o: &Options,
    label: &str,
) {
    let (svc, sc) = (service.clone(), scripts.clone());
    let start = std::time::Instant::now();
    let ms = open_loop(o.games, 0, o, move |g, ply| {
        let (svc, sc) = (svc.clone(), sc.clone());
        async move {
            let u = user(2 * g + ply % 2);
            let p = Player::new(u.id as i64, u.name);
            let t = std::time::Instant::now();
            let r = svc
                .games()
                .make_move(&p, Some(g as i64 + 1), &sc[g][ply].san, None)
                .await;
            let ms = t.elapsed().as_secs_f64() * 1e3;
            assert!(r.is_ok(), "{:?}", r.err());
            ms
        }
    })
    .await;
    summary(label, ms, start.elapsed());
}

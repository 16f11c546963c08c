//! The bot's speed end to end, against the fake Discord of the tests:
//! the time from an INTERACTION_CREATE for a move (a game between people,
//! played in its thread) to the bot's callback request, over many moves in
//! many concurrent games, typed (`/move`) and by click (the choice from a
//! piece's move menu); the same moves through the service alone are the
//! baseline, run in the same process. Then the idle memory of the
//! `alice run` binary.
//!
//! `cargo bench --bench discord [-- --games 64 --rate 100 --moves 1000]`

#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use alice::discord::{self, Settings};
use alice::service::{Config, Player, Service};
use alice::store::Store;
use alice_core::{Game, Rules};
use fake_discord::{FakeDiscord, Opt, TestUser, APP_ID, GUILD_ID};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Options {
    games: usize,
    rate: f64,
    moves: usize,
}

fn options() -> Options {
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
struct Step {
    san: String,
    uci: String,
    piece: String,
}

/// A random but legal game of `plies` moves that does not end early.
fn script(seed: u64, plies: usize) -> Vec<Step> {
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
                piece: alice::service::reply::piece_value(m.from, m.board),
            });
        }
        if out.len() == plies {
            return out;
        }
    }
}

fn user(i: usize) -> TestUser {
    TestUser {
        id: 100_000_000_000_000_000 + i as u64,
        name: Box::leak(format!("p{i}").into_boxed_str()),
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn summary(name: &str, mut ms: Vec<f64>, wall: Duration) {
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
async fn open_loop<F, Fut>(games: usize, first_game: usize, o: &Options, play: F) -> Vec<f64>
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

/// `white` challenges `black` (as White) and `black` accepts: game `id`.
async fn new_game(fake: &FakeDiscord, white: &TestUser, black: &TestUser, id: usize) {
    fake.call(fake.slash(
        white,
        "challenge",
        vec![
            Opt::User("opponent", black.clone()),
            Opt::Str("color", "white".into()),
        ],
    ))
    .await;
    let a = fake.call(fake.press(black, &format!("accept:{id}"))).await;
    assert!(!a.ephemeral, "{}", a.content);
}

/// The thread of each of the first `n` games, once the bot has opened them.
async fn game_threads(service: &Service, n: usize) -> Vec<u64> {
    for _ in 0..600 {
        let sql = format!("SELECT thread_id FROM games ORDER BY id LIMIT {n}");
        let rows: Vec<(Option<i64>,)> = service.store().fetch(&sql).await.unwrap();
        if rows.len() == n && rows.iter().all(|r| r.0.is_some()) {
            return rows.into_iter().map(|r| r.0.unwrap_or(0) as u64).collect();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the games' threads were not all opened");
}

fn rss_kb(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |k: &str| {
        status
            .lines()
            .find(|l| l.starts_with(k))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

async fn memory(dir: &std::path::Path) {
    let fake = FakeDiscord::start().await;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
        .arg("run")
        .current_dir(dir)
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PROXY_URL", &fake.http_url)
        .env("DATABASE_URL", dir.join("memory.db").to_str().unwrap())
        .env("RUST_LOG", "warn")
        .spawn()
        .expect("start alice run");
    fake.wait_identified(1).await;
    let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    fake.wait_for(0, |r| r.method == "PUT" && r.path == path)
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (idle, _) = rss_kb(child.id());
    // One game played to its 40th ply, with a board image every move.
    let (a, b) = (user(1), user(2));
    new_game(&fake, &a, &b, 1).await;
    for (i, m) in script(7, 40).iter().enumerate() {
        let mover = if i % 2 == 0 { &a } else { &b };
        let ans = fake
            .call(fake.slash(
                mover,
                "move",
                vec![Opt::Str("move", m.san.clone()), Opt::Int("game", 1)],
            ))
            .await;
        // Answered in the channel, or posted in the game's thread.
        assert!(
            ans.content.contains(" played ") || ans.content.starts_with("Done. Game #1"),
            "{}",
            ans.content
        );
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (after, peak) = rss_kb(child.id());
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
    println!(
        "alice run memory: idle after start {:.1} MB; idle after a 40-ply game with images {:.1} MB (peak {:.1} MB); target < 50 MB",
        idle as f64 / 1024.0,
        after as f64 / 1024.0,
        peak as f64 / 1024.0
    );
}

async fn bench() {
    let o = options();
    let dir = std::env::temp_dir().join(format!("alice-bench-discord-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("bench.db").to_str().unwrap().to_string();

    let fake = Arc::new(FakeDiscord::start().await);
    let service = Arc::new(Service::new(
        Store::open(&db).await.unwrap(),
        alice::service::system_clock(),
        Config::default(),
    ));
    let settings = Settings {
        token: fake_discord::TOKEN.into(),
        guild_id: Some(GUILD_ID),
        proxy_url: Some(fake.http_url.clone()),
        sweep_every: Duration::from_secs(30),
    };
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(discord::run(service.clone(), settings, async {
        let _ = rx.await;
    }));
    fake.wait_identified(1).await;

    // 3 × games games: a third for the baseline, a third for typed moves,
    // a third for clicks. Challenger = White (colour chosen), ids in order;
    // each game is played in its thread.
    let total = 3 * o.games;
    let plies = 2 * o.moves / o.games + 10;
    for g in 0..total {
        new_game(&fake, &user(2 * g), &user(2 * g + 1), g + 1).await;
    }
    let threads: Arc<Vec<u64>> = Arc::new(game_threads(&service, total).await);
    let scripts: Arc<Vec<Vec<Step>>> =
        Arc::new((0..total).map(|g| script(g as u64 + 1, plies)).collect());
    println!(
        "{} concurrent games between people, each in its thread, moves issued at {} per second (open loop), board image and move menu with every reply, file database with synchronous=FULL",
        o.games, o.rate
    );

    // Baseline: the same kind of moves through the service alone.
    let (svc, sc) = (service.clone(), scripts.clone());
    let start = Instant::now();
    let base = open_loop(o.games, 0, &o, move |g, ply| {
        let (svc, sc) = (svc.clone(), sc.clone());
        async move {
            let u = user(2 * g + ply % 2);
            let p = Player::new(u.id as i64, u.name);
            let t = Instant::now();
            let r = svc
                .make_move(&p, Some(g as i64 + 1), &sc[g][ply].san, None)
                .await;
            let ms = t.elapsed().as_secs_f64() * 1e3;
            assert!(r.is_ok(), "{:?}", r.err());
            ms
        }
    })
    .await;
    summary("service alone (baseline)", base, start.elapsed());

    let (fk, sc, th) = (fake.clone(), scripts.clone(), threads.clone());
    let start = Instant::now();
    let via = open_loop(o.games, o.games, &o, move |g, ply| {
        let (fk, sc, th) = (fk.clone(), sc.clone(), th.clone());
        async move {
            let u = user(2 * g + ply % 2);
            let event = fk.slash(
                &u,
                "move",
                vec![
                    Opt::Str("move", sc[g][ply].san.clone()),
                    Opt::Int("game", g as i64 + 1),
                ],
            );
            let a = fk.call(fk.in_channel(event, th[g], true)).await;
            assert!(!a.ephemeral && a.kind == 4, "{}", a.content);
            (a.callback - a.sent).as_secs_f64() * 1e3
        }
    })
    .await;
    summary("typed /move → callback", via, start.elapsed());

    let (fk, sc, th) = (fake.clone(), scripts.clone(), threads.clone());
    let start = Instant::now();
    let clicks = open_loop(o.games, 2 * o.games, &o, move |g, ply| {
        let (fk, sc, th) = (fk.clone(), sc.clone(), th.clone());
        async move {
            let u = user(2 * g + ply % 2);
            let step = &sc[g][ply];
            let menu = format!("moves:{}:{ply}:{}:0", g + 1, step.piece);
            let event = fk.component(&u, &menu, Some(vec![step.uci.as_str()]), true);
            let a = fk.call(fk.in_channel(event, th[g], true)).await;
            assert!(!a.ephemeral && a.kind == 4, "{}", a.content);
            (a.callback - a.sent).as_secs_f64() * 1e3
        }
    })
    .await;
    summary("move by click → callback", clicks, start.elapsed());
    println!("targets: median < 10 ms, p99 < 50 ms");

    let _ = stop.send(());
    bot.await.unwrap().unwrap();
    memory(&dir).await;
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    // `cargo test --benches` runs benches with `--bench`-less arguments;
    // only a real `cargo bench` run measures.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(bench());
}

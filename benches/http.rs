//! The bot over Discord's interactions endpoint (`alice serve`), against
//! the fake Discord of the tests, which signs each interaction and POSTs
//! it.
//!
//! 1. Latency: the time from the POST of a move (a game between people,
//!    played in its thread) to the whole HTTP response (the board image,
//!    multipart), issued at `--rate` moves per second over `--games`
//!    games; the endpoint runs in this process, on SQLite (a file,
//!    synchronous=FULL) and on PostgreSQL (a durable server on this
//!    machine). The same kind of moves through the service alone is the
//!    baseline, run in the same process.
//! 2. Throughput: moves per second with 1, 2 and 3 `alice serve`
//!    processes on one PostgreSQL database, every game's moves spread over
//!    the processes, as fast as they answer (closed loop, `--games` games
//!    in flight); and where the CPU time went (the alice processes, this
//!    process — the fake Discord and the players — and the rest: the
//!    PostgreSQL server and the kernel).
//!
//! `cargo bench --bench http [-- --games 64 --rate 100 --moves 1000]`

mod common;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../tests/pg/mod.rs"]
mod pg;

use alice::discord::{endpoint, Bot};
use alice::service::{Config, Service};
use alice::store::Store;
use common::{baseline, open_loop, options, script, summary, user, Options, Step};
use fake_discord::{FakeDiscord, Opt, TestUser, GUILD_ID};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `white` challenges `black` (as White) and `black` accepts, through the
/// endpoint at `base`: game `id`.
async fn new_game(fake: &FakeDiscord, base: &str, white: &TestUser, black: &TestUser, id: usize) {
    fake.call_http(base, fake.challenge(white, black))
        .await
        .expect("challenge");
    let a = fake
        .call_http(base, fake.press(black, &format!("accept:{id}")))
        .await
        .expect("accept");
    assert!(!a.ephemeral, "{}", a.content);
}

/// The thread of each of the first `n` games, once they are opened.
async fn game_threads(db: &str, n: usize) -> Vec<u64> {
    let store = Store::open(db).await.unwrap();
    for _ in 0..1200 {
        let sql = format!("SELECT thread_id FROM games ORDER BY id LIMIT {n}");
        let rows: Vec<(Option<i64>,)> = store.fetch(&sql).await.unwrap();
        if rows.len() == n && rows.iter().all(|r| r.0.is_some()) {
            store.close().await;
            return rows.into_iter().map(|r| r.0.unwrap_or(0) as u64).collect();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the games' threads were not all opened");
}

/// POSTs a move typed in its game's thread; the time to the whole
/// response, in ms.
async fn post_move(fake: &FakeDiscord, base: &str, who: &TestUser, san: &str, thread: u64) -> f64 {
    let (_, event) = fake.in_channel(
        fake.slash(who, "move", vec![Opt::Str("move", san.into())]),
        thread,
        true,
    );
    let t = Instant::now();
    let r = fake
        .post_signed(base, &event)
        .await
        .expect("the endpoint answers");
    let ms = t.elapsed().as_secs_f64() * 1e3;
    assert_eq!(r.status, 200);
    let (json, files) = fake_discord::parse_body(&r.content_type, &r.body);
    let content = json["data"]["content"].as_str().unwrap_or("");
    assert!(content.contains(" played "), "{content}");
    assert_eq!(files.len(), 1, "the board");
    ms
}

/// Latency at a fixed rate, on the database `db`, endpoint in process.
async fn latency(o: &Options, db: &str, label: &str) {
    let fake = Arc::new(FakeDiscord::start().await);
    let service = Arc::new(Service::new(
        Store::open(db).await.unwrap(),
        alice::service::system_clock(),
        Config::default(),
    ));
    let settings = fake.settings(Duration::from_secs(30));
    let bot = Bot::new(service.clone(), settings);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = Arc::new(format!("http://{}", listener.local_addr().unwrap()));
    let verifier = endpoint::verifier(&fake_discord::public_key_hex()).unwrap();
    let (stop, rx) = tokio::sync::oneshot::channel::<()>();
    let served = tokio::spawn(endpoint::serve(bot, verifier, listener, async {
        let _ = rx.await;
    }));

    // 2 × games games: the baseline's and the endpoint's.
    let total = 2 * o.games;
    let plies = 2 * o.moves / o.games + 10;
    for g in 0..total {
        new_game(&fake, &base, &user(2 * g), &user(2 * g + 1), g + 1).await;
    }
    let threads: Arc<Vec<u64>> = Arc::new(game_threads(db, total).await);
    let scripts: Arc<Vec<Vec<Step>>> =
        Arc::new((0..total).map(|g| script(g as u64 + 1, plies)).collect());

    baseline(&service, &scripts, o, &format!("{label}: service alone")).await;

    let (fk, sc, th, b) = (fake.clone(), scripts.clone(), threads.clone(), base.clone());
    let start = Instant::now();
    let via = open_loop(o.games, o.games, o, move |g, ply| {
        let (fk, sc, th, b) = (fk.clone(), sc.clone(), th.clone(), b.clone());
        async move {
            let u = user(2 * g + ply % 2);
            post_move(&fk, &b, &u, &sc[g][ply].san, th[g]).await
        }
    })
    .await;
    summary(&format!("{label}: POST → response"), via, start.elapsed());
    let _ = stop.send(());
    served.await.unwrap().unwrap();
}

/// CPU time (user + system) of a process so far, in seconds.
fn cpu_of(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    // Fields 14 and 15 (utime, stime), counted after the name.
    (ticks(11) + ticks(12)) / 100.0
}

/// Busy CPU time of the whole machine so far, in seconds.
fn cpu_busy() -> f64 {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let line = stat.lines().next().unwrap_or("");
    let v: Vec<f64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|x| x.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal: all but idle, iowait.
    let busy: f64 = v
        .iter()
        .take(8)
        .enumerate()
        .filter(|(i, _)| *i != 3 && *i != 4)
        .map(|(_, x)| x)
        .sum();
    busy / 100.0
}

struct Proc(std::process::Child);
impl Drop for Proc {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .status();
        let _ = self.0.wait();
    }
}

async fn spawn_serve(fake: &FakeDiscord, db: &str, dir: &std::path::Path) -> (Proc, String) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let listen = format!("127.0.0.1:{port}");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["serve", "--listen", &listen])
        .current_dir(dir)
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PROXY_URL", &fake.http_url)
        .env("DISCORD_PUBLIC_KEY", fake_discord::public_key_hex())
        .env("DATABASE_URL", db)
        .env("RUST_LOG", "error")
        .spawn()
        .map(Proc)
        .expect("alice serve");
    let base = format!("http://{listen}");
    for _ in 0..300 {
        if let Ok(r) = fake_discord::http_request(&base, "GET", "/healthz", &[], Vec::new()).await {
            if r.status == 200 {
                return (child, base);
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("alice serve did not start");
}

/// The median time to draw and encode one board PNG (of a game 20 plies
/// in), on one core, in ms: the largest part of a move's work.
fn png_ms() -> f64 {
    use alice::render::{render, RenderOptions};
    let mut game = alice_core::Game::new(alice_core::Rules::default());
    for step in script(5, 20) {
        let mv = game.position().parse_move(&step.san).unwrap();
        game.play(mv).unwrap();
    }
    let pos = *game.position();
    let opts = RenderOptions {
        caption: Some("p0 (White) vs p1 (Black) · move 11 · White to move".into()),
        ..RenderOptions::default()
    };
    let mut ms: Vec<f64> = (0..60)
        .map(|_| {
            let t = Instant::now();
            render(&pos, &opts).unwrap().png().unwrap();
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    ms.sort_by(|a, b| a.total_cmp(b));
    ms[ms.len() / 2]
}

/// Moves per second with `k` processes on a fresh database.
async fn throughput(o: &Options, server: &pg::OwnServer, k: usize, dir: &std::path::Path) {
    let db = server.database(&format!("bench_http_{k}"));
    let fake = Arc::new(FakeDiscord::start().await);
    let mut procs = Vec::new();
    let mut bases = Vec::new();
    for _ in 0..k {
        let (p, b) = spawn_serve(&fake, &db, dir).await;
        procs.push(p);
        bases.push(b);
    }
    let games = o.games;
    let moves = 3 * o.moves;
    let plies = 2 * moves / games + 10;
    for g in 0..games {
        new_game(&fake, &bases[g % k], &user(2 * g), &user(2 * g + 1), g + 1).await;
    }
    let threads = Arc::new(game_threads(&db, games).await);
    let scripts: Arc<Vec<Vec<Step>>> =
        Arc::new((0..games).map(|g| script(g as u64 + 100, plies)).collect());
    let bases = Arc::new(bases);
    let done = Arc::new(AtomicUsize::new(0));
    let (busy0, me0) = (cpu_busy(), cpu_of(std::process::id()));
    let alice0: f64 = procs.iter().map(|p| cpu_of(p.0.id())).sum();
    let start = Instant::now();
    let mut tasks = Vec::new();
    for g in 0..games {
        let (fk, sc, th, bs, done) = (
            fake.clone(),
            scripts.clone(),
            threads.clone(),
            bases.clone(),
            done.clone(),
        );
        let total = moves;
        tasks.push(tokio::spawn(async move {
            let mut ply = 0;
            let mut ms = Vec::new();
            while done.fetch_add(1, Ordering::SeqCst) < total {
                let u = user(2 * g + ply % 2);
                // Each game's moves go to the processes in turn.
                let base = &bs[(g + ply) % bs.len()];
                ms.push(post_move(&fk, base, &u, &sc[g][ply].san, th[g]).await);
                ply += 1;
            }
            ms
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    let wall = start.elapsed().as_secs_f64();
    let busy = cpu_busy() - busy0;
    let me = cpu_of(std::process::id()) - me0;
    let alice: f64 = procs.iter().map(|p| cpu_of(p.0.id())).sum::<f64>() - alice0;
    let n = all.len() as f64;
    all.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{k} alice serve: {:>5.0} moves/s ({} moves in {wall:.1} s, {games} games in flight), median {:.1} ms, p99 {:.1} ms; CPU per move: alice {:.2} ms, fake Discord and players {:.2} ms, PostgreSQL and kernel {:.2} ms; machine busy {:.0}%",
        n / wall,
        all.len(),
        common::percentile(&all, 0.5),
        common::percentile(&all, 0.99),
        alice / n * 1e3,
        me / n * 1e3,
        (busy - alice - me).max(0.0) / n * 1e3,
        busy / wall / 2.0 * 100.0,
    );
    drop(procs);
}

async fn bench() {
    let o = options();
    let dir = std::env::temp_dir().join(format!("alice-bench-http-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    println!(
        "{} concurrent games between people, each in its thread, moves typed; board image (multipart) and move menu with every response",
        o.games
    );
    println!(
        "1. latency at {} moves per second (open loop), endpoint in this process",
        o.rate
    );
    let sqlite = dir.join("latency.db").to_str().unwrap().to_string();
    latency(&o, &sqlite, "SQLite").await;
    let server = pg::OwnServer::start();
    let pgdb = server.database("bench_http_latency");
    latency(&o, &pgdb, "PostgreSQL").await;
    println!("targets: median < 10 ms, p99 < 50 ms");
    println!("2. throughput on one PostgreSQL (closed loop; the processes, the server and the fake Discord share this machine's 2 cores); one board PNG takes {:.2} ms (median, one core)", png_ms());
    for k in 1..=3 {
        throughput(&o, &server, k, &dir).await;
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    common::main(bench());
}

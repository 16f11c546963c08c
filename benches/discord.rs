//! The bot's speed end to end, against the fake Discord of the tests:
//! the time from an INTERACTION_CREATE for a move (a game between people,
//! played in its thread) to the bot's callback request, over many moves in
//! many concurrent games, typed (`/move`) and by click (the choice from a
//! piece's move menu, once the piece is picked); the same moves through the service alone are the
//! baseline, run in the same process. Then the idle memory of the
//! `alice run` binary.
//!
//! `cargo bench --bench discord [-- --games 64 --rate 100 --moves 1000]`

mod common;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use alice::discord;
use alice::service::{Config, Service};
use alice::store::Store;
use common::{baseline, open_loop, options, script, summary, user, Step};
use fake_discord::{FakeDiscord, Opt, TestUser, APP_ID, GUILD_ID};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// `white` challenges `black` (as White) and `black` accepts: game `id`.
async fn new_game(fake: &FakeDiscord, white: &TestUser, black: &TestUser, id: usize) {
    fake.call(fake.challenge(white, black)).await;
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
    let settings = fake.settings(Duration::from_secs(30));
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

    baseline(&service, &scripts, &o, "service alone (baseline)").await;

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
            // The piece first, from the game's message (its moves come in
            // a private answer); the choice of its move is what is timed
            // (or the piece's, when it has one move and that plays it).
            let pieces = format!("pieces:{}:{ply}", g + 1);
            let pick = fk.component(&u, &pieces, Some(vec![step.piece.as_str()]));
            let a = fk.call(fk.in_channel(pick, th[g], true)).await;
            if !a.ephemeral {
                // A piece with one move plays it at once.
                assert!(
                    a.kind == 4 && a.content.contains(" played "),
                    "{}",
                    a.content
                );
                return (a.callback - a.sent).as_secs_f64() * 1e3;
            }
            let menu = format!("moves:{}:{ply}:{}:0", g + 1, step.piece);
            let event = fk.component(&u, &menu, Some(vec![step.uci.as_str()]));
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
    common::main(bench());
}

//! Running `alice` processes against one database and the fake Discord,
//! and driving games through them: shared by the tests of several
//! processes (scaling, chaos).
#![allow(dead_code)]

use crate::fake_discord::{self, FakeDiscord, Opt, TestUser, GUILD_ID};
use crate::scratch::Scratch;
use alice::store::Store;
use alice_core::{Position, Rules};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::time::Duration;

pub fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

pub fn dir(name: &str) -> Scratch {
    Scratch::new(&format!("scaling-{name}"))
}

/// One `alice` process; killed when dropped.
pub struct Proc {
    pub child: Child,
    pub name: String,
    pub log: PathBuf,
    /// `http://127.0.0.1:PORT` of an endpoint.
    pub base: Option<String>,
    /// `127.0.0.1:PORT` of its live table, when it serves one.
    pub table: Option<String>,
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Proc {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn base(&self) -> &str {
        self.base.as_deref().expect("an endpoint")
    }

    /// SIGKILL: no chance to finish anything (and reaped).
    pub fn kill_9(&mut self) {
        let _ = self.child.kill();
        self.child.wait().unwrap();
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// Starts `alice ARGS` with the fake's settings on `db`, its log in `d`.
pub fn alice(d: &Scratch, name: &str, fake: &FakeDiscord, db: &str, args: &[&str]) -> Proc {
    alice_with(d, name, fake, db, args, &[])
}

/// [`alice`] with more variables in its environment.
fn alice_with(
    d: &Scratch,
    name: &str,
    fake: &FakeDiscord,
    db: &str,
    args: &[&str],
    vars: &[(&str, &str)],
) -> Proc {
    let log = d.join(format!("{name}.log"));
    let out = std::fs::File::create(&log).unwrap();
    let child = fake
        .alice(d, args)
        .envs(vars.iter().copied())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", db)
        .env("SWEEP_EVERY_MS", "100")
        .env("CLAIM_LEASE_SECS", "3")
        .env("RUST_LOG", "warn,alice=info")
        .stdin(Stdio::null())
        .stdout(out.try_clone().unwrap())
        .stderr(out)
        .spawn()
        .unwrap();
    Proc {
        child,
        name: name.into(),
        log,
        base: None,
        table: None,
    }
}

/// The address `alice serve` says it bound, once its log says so.
fn bound_address(log: &str) -> Option<String> {
    said_address(log, "interactions endpoint listening addr=")
}

/// The address after `marker` in a log.
fn said_address(log: &str, marker: &str) -> Option<String> {
    let at = log.find(marker)? + marker.len();
    log[at..].split_whitespace().next().map(str::to_string)
}

/// An `alice serve` process, once its health check answers. It binds a
/// port the system chooses (port 0) and says which: no other process can
/// take it between choosing and binding.
pub async fn serve(d: &Scratch, name: &str, fake: &FakeDiscord, db: &str) -> Proc {
    let p = alice(d, name, fake, db, &["serve", "--listen", "127.0.0.1:0"]);
    serving(p, name).await
}

/// [`serve`] with the live table too, on a port of its own.
pub async fn serve_with_table(d: &Scratch, name: &str, fake: &FakeDiscord, db: &str) -> Proc {
    let vars = [
        ("WEB_URL", "http://127.0.0.1"),
        ("WEB_LISTEN", "127.0.0.1:0"),
    ];
    let args = ["serve", "--listen", "127.0.0.1:0"];
    let mut p = serving(alice_with(d, name, fake, db, &args, &vars), name).await;
    let text = std::fs::read_to_string(&p.log).unwrap_or_default();
    p.table = said_address(&text, "live table listening addr=");
    assert!(p.table.is_some(), "{name} serves no table:\n{}", p.log());
    p
}

/// `p` once its health check answers.
async fn serving(mut p: Proc, name: &str) -> Proc {
    let log = p.log.clone();
    let up = fake_discord::until(Duration::from_secs(30), || {
        let gone = p.child.try_wait().ok().flatten();
        let log = log.clone();
        async move {
            if let Some(status) = gone {
                return Some(Err(status));
            }
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            let base = format!("http://{}", bound_address(&text)?);
            let r = fake_discord::http_request(&base, "GET", "/healthz", &[], Vec::new()).await;
            r.is_ok_and(|r| r.status == 200).then_some(Ok(base))
        }
    })
    .await;
    let base = match up {
        Some(Ok(base)) => base,
        Some(Err(status)) => panic!("{name} exited ({status}):\n{}", p.log()),
        None => panic!(
            "{name} did not answer its health check in 30 s:\n{}",
            p.log()
        ),
    };
    p.base = Some(base);
    p
}

/// Where an interaction is sent: an endpoint, or the gateway.
#[derive(Clone, Copy)]
pub enum Door<'a> {
    Http(&'a Proc),
    Gateway,
}

pub async fn call(fake: &FakeDiscord, door: Door<'_>, event: (u64, Value)) -> fake_discord::Answer {
    match door {
        Door::Http(p) => fake
            .call_http(p.base(), event)
            .await
            .unwrap_or_else(|e| panic!("{} did not answer: {e}\n{}", p.name, p.log())),
        Door::Gateway => fake.call(event).await,
    }
}

pub async fn rows(db: &str, sql: &str) -> Vec<String> {
    let store = Store::open(db).await.unwrap();
    let rows: Vec<(String,)> = store.fetch(sql).await.unwrap();
    store.close().await;
    rows.into_iter().map(|r| r.0).collect()
}

pub async fn exec(db: &str, sql: &str) {
    let store = Store::open(db).await.unwrap();
    store.execute(sql).await.unwrap();
    store.close().await;
}

/// A game's moves as `ply:san:by` (by: a player id or `bot`).
pub async fn moves(db: &str, game: i64) -> Vec<String> {
    rows(
        db,
        &format!(
            "SELECT ply || ':' || san || ':' || COALESCE(CAST(played_by AS TEXT), 'bot')
             FROM moves WHERE game_id = {game} ORDER BY ply"
        ),
    )
    .await
}

/// A legal move (UCI) in a game as stored, chosen by `pick`.
pub async fn a_legal_move(db: &str, game: i64, pick: usize) -> String {
    let fen = rows(db, &format!("SELECT fen FROM games WHERE id = {game}")).await;
    let pos = Position::from_fen(&fen[0], Rules::default()).unwrap();
    let legal = pos.legal_moves();
    legal[pick % legal.len()].uci()
}

/// The messages the bot posted (anywhere) whose text contains `text`.
pub fn posted(fake: &FakeDiscord, text: &str) -> usize {
    fake.requests()
        .iter()
        .filter(|r| {
            r.method == "POST"
                && r.path.starts_with("/api/v10/channels/")
                && r.json["content"].as_str().is_some_and(|c| c.contains(text))
        })
        .count()
}

/// Waits for a game's thread to be opened after request `from`; its id.
pub async fn thread_of(fake: &FakeDiscord, from: usize) -> u64 {
    let r = fake
        .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
        .await;
    r.path.split('/').nth(6).unwrap().parse().unwrap()
}

pub async fn start_game(
    fake: &FakeDiscord,
    asked: Door<'_>,
    answered: Door<'_>,
    white: &TestUser,
    black: &TestUser,
    id: i64,
) -> u64 {
    let a = call(fake, asked, fake.challenge(white, black)).await;
    let accept = format!("accept:{id}");
    assert_eq!(a.buttons.first(), Some(&accept), "{}", a.content);
    let from = fake.mark();
    let a = call(fake, answered, fake.press(black, &accept)).await;
    assert!(
        a.content.contains(&format!("Game #{id} begins")),
        "{}",
        a.content
    );
    thread_of(fake, from).await
}

pub fn mv_in(fake: &FakeDiscord, who: &TestUser, text: &str, thread: u64) -> (u64, Value) {
    fake.in_channel(
        fake.slash(who, "move", vec![Opt::Str("move", text.into())]),
        thread,
        true,
    )
}

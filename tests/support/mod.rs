//! What the service tests share: a database (a temp-file SQLite one, or
//! one on the throwaway PostgreSQL server) with a clock the tests move, the
//! players, and ways to start games and read rows. `both!` runs a test on
//! each backend.
#![allow(dead_code)]

use alice::service::{ChallengeOptions, Config, Player, Service, ServiceError, UserError};
use alice::store::{AnyRow, Kind, Store};
use std::cell::Cell;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

thread_local! {
    /// The backend of the test running on this thread.
    static BACKEND: Cell<Kind> = const { Cell::new(Kind::Sqlite) };
}

pub fn backend() -> Kind {
    BACKEND.with(|b| b.get())
}

/// Runs a test's body on `kind` (a runtime of two worker threads).
pub fn run<F: std::future::Future<Output = ()>>(kind: Kind, body: impl FnOnce() -> F) {
    BACKEND.with(|b| b.set(kind));
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(body());
}

/// A test run once on SQLite and once on PostgreSQL:
/// `both! { async fn name() { ... } }` makes `name::sqlite` and
/// `name::postgres`.
#[macro_export]
macro_rules! both {
    ($(#[$meta:meta])* async fn $name:ident() $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            async fn body() $body
            #[test]
            fn sqlite() {
                $crate::support::run(alice::store::Kind::Sqlite, body)
            }
            #[test]
            fn postgres() {
                $crate::support::run(alice::store::Kind::Postgres, body)
            }
        }
    };
}

pub const T0: i64 = 1_795_910_400_000; // 2026-11-29

pub struct Env {
    /// The database's URL (a file path for SQLite).
    pub url: String,
    pub clock: Arc<AtomicI64>,
    _dir: crate::scratch::Scratch,
}

pub fn env(name: &str) -> Env {
    let dir = crate::scratch::Scratch::new(&format!("svc-{name}-{:?}", backend()));
    let url = match backend() {
        Kind::Sqlite => dir.join("alice.db").to_str().unwrap().to_string(),
        Kind::Postgres => crate::pg::database(name),
    };
    Env {
        url,
        clock: Arc::new(AtomicI64::new(T0)),
        _dir: dir,
    }
}

impl Env {
    pub async fn service(&self, images: bool) -> Service {
        self.service_with(Config {
            images,
            ..Config::default()
        })
        .await
    }

    /// A service on this database and clock with `config`.
    pub async fn service_with(&self, config: Config) -> Service {
        let store = Store::open(&self.url).await.unwrap();
        let c = self.clock.clone();
        Service::new(store, Arc::new(move || c.load(Ordering::SeqCst)), config)
    }
    pub fn advance(&self, ms: i64) {
        self.clock.fetch_add(ms, Ordering::SeqCst);
    }
}

pub fn alice() -> Player {
    Player::new(101, "alice")
}
pub fn bob() -> Player {
    Player::new(202, "bob")
}
pub fn carol() -> Player {
    Player::new(303, "carol")
}

pub fn white_challenge(time: &str) -> ChallengeOptions {
    ChallengeOptions {
        color: Some("white".into()),
        time: Some(time.into()),
        ..ChallengeOptions::default()
    }
}

/// Every row of every table, as text, to show that nothing changed.
pub async fn dump(s: &Service) -> Vec<String> {
    // Every table and every column, as the database itself lists them, so
    // that a new column or table cannot escape the comparison.
    let tables_sql = match s.store().kind() {
        Kind::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name",
        Kind::Postgres => "SELECT CAST(table_name AS TEXT) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name <> '_sqlx_migrations' ORDER BY table_name",
    };
    let tables: Vec<(String,)> = s.store().fetch(tables_sql).await.unwrap();
    assert!(tables.len() >= 11, "{tables:?}");
    let mut out = Vec::new();
    for (table,) in tables {
        let columns_sql = match s.store().kind() {
            Kind::Sqlite => format!("SELECT name FROM pragma_table_info('{table}') ORDER BY name"),
            Kind::Postgres => format!(
                "SELECT CAST(column_name AS TEXT) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '{table}' ORDER BY column_name"
            ),
        };
        let cols: Vec<(String,)> = s.store().fetch(&columns_sql).await.unwrap();
        let quoted: Vec<String> = cols
            .iter()
            .map(|(c,)| format!("'{c}=' || COALESCE(CAST({c} AS TEXT), 'NULL')"))
            .collect();
        let sql = format!(
            "SELECT {} FROM {table} ORDER BY 1",
            quoted.join(" || '|' || ")
        );
        let rows: Vec<(String,)> = s.store().fetch(&sql).await.unwrap();
        out.extend(rows.into_iter().map(|(r,)| format!("{table}: {r}")));
    }
    out
}

pub async fn game_row(s: &Service, id: i64) -> (String, Option<String>, Option<String>, i64) {
    one(
        s,
        &format!("SELECT status, result, ending, ply FROM games WHERE id = {id}"),
    )
    .await
}

pub async fn sans(s: &Service, id: i64) -> Vec<String> {
    let sql = format!("SELECT san FROM moves WHERE game_id = {id} ORDER BY ply");
    let rows: Vec<(String,)> = s.store().fetch(&sql).await.unwrap();
    rows.into_iter().map(|r| r.0).collect()
}

/// alice (White) vs bob, accepted; returns the game id.
pub async fn start(s: &Service, time: &str) -> i64 {
    start_between(s, &alice(), &bob(), time).await
}

/// Starts a game between `white` and `black` (accepted at once); its id.
pub async fn start_between(s: &Service, white: &Player, black: &Player, time: &str) -> i64 {
    s.challenges()
        .challenge(white, Some(black), white_challenge(time))
        .await
        .unwrap();
    let r = s.challenges().accept(black, None).await.unwrap();
    assert!(r.text.starts_with("Game #"), "{}", r.text);
    r.text
        .trim_start_matches("Game #")
        .split(' ')
        .next()
        .unwrap()
        .trim_end_matches(':')
        .parse()
        .unwrap()
}

/// A game between `white` (White) and `black`, accepted at once from a
/// server's channel and played in a thread: `place` is (server, channel,
/// the game's first message, its thread). Its id is 1 on a fresh database.
pub async fn start_in_thread(
    s: &Service,
    white: &Player,
    black: &Player,
    place: (i64, i64, i64, i64),
) {
    let (guild, channel, message, thread) = place;
    s.challenges()
        .challenge(
            white,
            Some(black),
            ChallengeOptions {
                place: alice::service::Place::new(Some(guild), Some(channel)),
                ..white_challenge("1d")
            },
        )
        .await
        .unwrap();
    s.challenges().accept(black, None).await.unwrap();
    // Its place found as the deliverer finds it: the place given.
    s.games()
        .set_game_place(1, Some(message), Some(thread))
        .await
        .unwrap();
    exec(
        s,
        "DELETE FROM outbox WHERE body LIKE '{\"kind\":\"opening\"%'",
    )
    .await;
}

pub fn user_error(r: Result<alice::service::Reply, ServiceError>) -> UserError {
    match r {
        Err(ServiceError::User(e)) => e,
        other => panic!("expected a user error, got {other:?}"),
    }
}

/// The one row of a query (on either backend).
pub async fn one<T: AnyRow>(s: &Service, sql: &str) -> T {
    let mut rows: Vec<T> = s.store().fetch(sql).await.unwrap();
    assert_eq!(rows.len(), 1, "{sql}");
    rows.remove(0)
}

/// Runs a statement (on either backend).
pub async fn exec(s: &Service, sql: &str) {
    s.store().execute(sql).await.unwrap();
}

/// The short mate the tests play, White first: 1. a3 Na6 2. Ra4 e5
/// 3. Re4/A#.
pub const SHORT_MATE: [&str; 5] = ["a3", "Na6", "Ra4", "e5", "Re4"];

/// alice mates bob in game `id` (alice White): [`SHORT_MATE`].
pub async fn mate(s: &Service, id: i64) {
    play_alternating(s, id, [&alice(), &bob()], &SHORT_MATE).await;
}

/// Plays `moves` in game `id`, the two players taking turns, the first
/// named first.
pub async fn play_alternating(s: &Service, id: i64, players: [&Player; 2], moves: &[&str]) {
    for (who, mv) in players.into_iter().cycle().zip(moves) {
        s.games().make_move(who, Some(id), mv, None).await.unwrap();
    }
}

/// What was owed since the last look, taken and marked delivered (as a
/// front end does once it has sent it).
pub async fn delivered(s: &Service) -> Vec<alice::service::Delivery> {
    let taken = s.outbox().take_owed().await.unwrap();
    for d in &taken {
        s.outbox()
            .settle(d, alice::service::Settled::Delivered)
            .await
            .unwrap();
    }
    taken
}

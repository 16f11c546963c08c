//! What the service tests share: a temp-file database with a clock the
//! tests move, the players, and ways to start games and read rows.
#![allow(dead_code)]

use alice::service::{ChallengeOptions, Config, Player, Service, ServiceError, UserError};
use alice::store::Store;
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

pub const T0: i64 = 1_795_910_400_000; // 2026-11-29

pub struct Env {
    pub path: PathBuf,
    pub clock: Arc<AtomicI64>,
    _dir: TempDir,
}

struct TempDir(PathBuf);
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn env(name: &str) -> Env {
    let dir = std::env::temp_dir().join(format!("alice-svc-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Env {
        path: dir.join("alice.db"),
        clock: Arc::new(AtomicI64::new(T0)),
        _dir: TempDir(dir),
    }
}

impl Env {
    pub async fn service(&self, images: bool) -> Service {
        let store = Store::open(self.path.to_str().unwrap()).await.unwrap();
        let c = self.clock.clone();
        Service::new(
            store,
            Arc::new(move || c.load(Ordering::SeqCst)),
            Config {
                images,
                ..Config::default()
            },
        )
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
    let mut out = Vec::new();
    for (table, cols) in [
        ("players", "id, name, created_at"),
        ("ratings", "player_id, rating, deviation, volatility, games, updated_at"),
        ("games", "id, white_id, black_id, bot_level, en_passant, rated, time_per_move, start_fen, ply, fen, status, result, termination, channel_id, turn_started_at, reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived"),
        ("moves", "game_id, ply, uci, san, fen_after, played_by, played_at"),
        ("challenges", "id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id, thread_id"),
        ("offers", "game_id, kind, by_player, created_at"),
        ("rating_history", "id, player_id, game_id, rating, deviation, at"),
        ("player_settings", "player_id, notify, updated_at"),
        ("server_settings", "guild_id, threads, time_per_move, max_games, bot_games, challenge_ttl, updated_by, updated_at"),
    ] {
        let quoted: Vec<String> = cols.split(", ").map(|c| format!("quote({c})")).collect();
        let sql = format!("SELECT {} FROM {table} ORDER BY 1", quoted.join(" || '|' || "));
        let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(s.store().pool()).await.unwrap();
        out.extend(rows.into_iter().map(|(r,)| format!("{table}: {r}")));
    }
    out
}

pub async fn game_row(s: &Service, id: i64) -> (String, Option<String>, Option<String>, i64) {
    sqlx::query_as("SELECT status, result, termination, ply FROM games WHERE id = ?")
        .bind(id)
        .fetch_one(s.store().pool())
        .await
        .unwrap()
}

pub async fn sans(s: &Service, id: i64) -> Vec<String> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT san FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(id)
            .fetch_all(s.store().pool())
            .await
            .unwrap();
    rows.into_iter().map(|r| r.0).collect()
}

/// alice (White) vs bob, accepted; returns the game id.
pub async fn start(s: &Service, time: &str) -> i64 {
    start_between(s, &alice(), &bob(), time).await
}

/// Starts a game between `white` and `black` (accepted at once); its id.
pub async fn start_between(s: &Service, white: &Player, black: &Player, time: &str) -> i64 {
    s.challenge(white, Some(black), white_challenge(time))
        .await
        .unwrap();
    let r = s.accept(black, None).await.unwrap();
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

pub fn user_error(r: Result<alice::service::Reply, ServiceError>) -> UserError {
    match r {
        Err(ServiceError::User(e)) => e,
        other => panic!("expected a user error, got {other:?}"),
    }
}

//! A SQLite database made before 8x4 Alice and Duo chess: the store
//! rebuilds the four tables that name a variant and keeps every row, id,
//! index and reference; the new variants are accepted, others refused.

mod scratch;

use alice::store::Store;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use sqlx::{Row, SqlitePool};
use std::str::FromStr;

/// The rows of a query, each as its columns joined by spaces.
async fn rows(pool: &SqlitePool, sql: &str) -> Vec<String> {
    sqlx::query(sql)
        .fetch_all(pool)
        .await
        .unwrap()
        .iter()
        .map(|r| {
            (0..r.len())
                .map(|i| {
                    r.try_get::<i64, _>(i)
                        .map(|n| n.to_string())
                        .or_else(|_| r.try_get::<String, _>(i))
                        .unwrap_or_else(|_| "NULL".into())
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

async fn pool(url: &str) -> SqlitePool {
    let options = SqliteConnectOptions::from_str(url)
        .unwrap()
        .create_if_missing(true)
        .foreign_keys(true);
    SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await
        .unwrap()
}

#[tokio::test]
async fn an_older_database_keeps_its_rows_and_takes_the_new_variants() {
    let dir = scratch::Scratch::new("schema-rebuild");
    // The migrations as they stood before the variants were added.
    let old = dir.join("old-migrations");
    std::fs::create_dir_all(&old).unwrap();
    for entry in std::fs::read_dir("migrations/sqlite").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.as_str() < "0010" {
            std::fs::copy(&path, old.join(&name)).unwrap();
        }
    }
    let url = format!("sqlite://{}", dir.join("alice.db").display());
    let p = pool(&url).await;
    sqlx::migrate::Migrator::new(old.as_path())
        .await
        .unwrap()
        .run(&p)
        .await
        .unwrap();
    for sql in [
        "INSERT INTO players (id, name, created_at) VALUES (1, 'alice', 0), (2, 'bob', 0)",
        "INSERT INTO games (id, white_id, black_id, en_passant, rated, time_per_move, start_fen, fen, turn_started_at, created_at, variant) VALUES (7, 1, 2, 1, 1, 60, 's', 'f', 0, 0, 'three-board')",
        "INSERT INTO moves (game_id, ply, uci, san, fen_after, played_by, played_at) VALUES (7, 1, 'Ae2e4B', 'e4/AB', 'f', 1, 5)",
        "INSERT INTO challenges (id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, created_at, expires_at, game_id, variant) VALUES (3, 1, 2, 'white', 1, 1, 60, 0, 0, 7, 'three-board')",
        "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, updated_at) VALUES (1, 'three-board', 1600, 200, 0.06, 1, 9)",
        "INSERT INTO rating_history (id, player_id, game_id, rating, deviation, at, variant) VALUES (4, 1, 7, 1600, 200, 9, 'three-board')",
    ] {
        sqlx::query(sql).execute(&p).await.unwrap();
    }
    p.close().await;

    let store = Store::open(&url).await.unwrap();
    drop(store);
    let p = pool(&url).await;
    assert_eq!(
        rows(&p, "SELECT id, white_id, black_id, variant FROM games").await,
        ["7 1 2 three-board"]
    );
    assert_eq!(
        rows(&p, "SELECT game_id, ply, coords FROM moves").await,
        ["7 1 Ae2e4B"]
    );
    assert_eq!(
        rows(&p, "SELECT id, game_id, variant FROM challenges").await,
        ["3 7 three-board"]
    );
    assert_eq!(
        rows(&p, "SELECT player_id, variant, games FROM ratings").await,
        ["1 three-board 1"]
    );
    assert_eq!(
        rows(&p, "SELECT id, game_id, variant FROM rating_history").await,
        ["4 7 three-board"]
    );
    assert!(rows(&p, "PRAGMA foreign_key_check").await.is_empty());
    assert_eq!(rows(&p, "PRAGMA foreign_keys").await, ["1"]);
    // The indexes are back, and ids go on from where they were.
    let indexes = rows(&p, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('games', 'challenges', 'rating_history') AND sql IS NOT NULL ORDER BY name").await;
    assert_eq!(
        indexes,
        [
            "challenges_open",
            "challenges_pair",
            "games_active_turn",
            "games_black",
            "games_guild",
            "games_live",
            "games_thread",
            "games_white",
            "rating_history_player"
        ]
    );
    for variant in ["8x4", "duo"] {
        sqlx::query("INSERT INTO games (white_id, black_id, en_passant, rated, time_per_move, start_fen, fen, turn_started_at, created_at, variant) VALUES (1, 2, 1, 1, 60, 's', 'f', 0, 0, ?)")
            .bind(variant)
            .execute(&p)
            .await
            .unwrap();
    }
    assert_eq!(
        rows(&p, "SELECT id, variant FROM games ORDER BY id").await,
        ["7 three-board", "8 8x4", "9 duo"]
    );
    let refused = sqlx::query("INSERT INTO games (white_id, black_id, en_passant, rated, time_per_move, start_fen, fen, turn_started_at, created_at, variant) VALUES (1, 2, 1, 1, 60, 's', 'f', 0, 0, 'chess')")
        .execute(&p)
        .await;
    assert!(refused.is_err());
    // A reference to a game that does not exist is still refused.
    let dangling = sqlx::query("INSERT INTO moves (game_id, ply, coords, san, fen_after, played_at) VALUES (99, 1, 'e2e4', 'e4', 'f', 0)")
        .execute(&p)
        .await;
    assert!(dangling.is_err());
    p.close().await;
}

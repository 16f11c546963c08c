//! Table `moves`: one row per ply.

use sqlx::SqliteConnection;

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct MoveRow {
    pub game_id: i64,
    pub ply: i64,
    pub uci: String,
    pub san: String,
    pub fen_after: String,
    pub played_by: Option<i64>,
    pub played_at: i64,
}

/// Stores a ply; fails on the primary key if that ply exists already.
pub async fn insert(conn: &mut SqliteConnection, m: &MoveRow) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO moves (game_id, ply, uci, san, fen_after, played_by, played_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(m.game_id)
    .bind(m.ply)
    .bind(&m.uci)
    .bind(&m.san)
    .bind(&m.fen_after)
    .bind(m.played_by)
    .bind(m.played_at)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn list(conn: &mut SqliteConnection, game: i64) -> Result<Vec<MoveRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM moves WHERE game_id = ? ORDER BY ply")
        .bind(game)
        .fetch_all(conn)
        .await
}

/// Deletes the plies after `ply` (a takeback).
pub async fn truncate(
    conn: &mut SqliteConnection,
    game: i64,
    ply: i64,
) -> Result<u64, sqlx::Error> {
    let r = sqlx::query("DELETE FROM moves WHERE game_id = ? AND ply > ?")
        .bind(game)
        .bind(ply)
        .execute(conn)
        .await?;
    Ok(r.rows_affected())
}

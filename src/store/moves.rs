//! Table `moves`: one row per ply.

use super::Tx;

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
pub async fn insert(conn: &mut Tx<'_>, m: &MoveRow) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO moves (game_id, ply, uci, san, fen_after, played_by, played_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(m.game_id)
    .bind(m.ply)
    .bind(&m.uci)
    .bind(&m.san)
    .bind(&m.fen_after)
    .bind(m.played_by)
    .bind(m.played_at)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn list(conn: &mut Tx<'_>, game: i64) -> Result<Vec<MoveRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(game)
        .fetch_all(db).await)
}

/// Deletes the plies after `ply` (a takeback).
pub async fn truncate(conn: &mut Tx<'_>, game: i64, ply: i64) -> Result<u64, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
        .bind(game)
        .bind(ply)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r)
}

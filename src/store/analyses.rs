//! Stored analyses of finished games: the budget and the evaluations (as
//! JSON the service reads back), one row per game.

use super::Tx;

/// (nodes per position, evaluations as JSON).
pub async fn get(conn: &mut Tx<'_>, game: i64) -> Result<Option<(i64, String)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT nodes, evals FROM analyses WHERE game_id = $1")
        .bind(game)
        .fetch_optional(db).await)
}

/// Stores a game's analysis; an analysis already there (another process
/// finished first) is kept.
pub async fn put(
    conn: &mut Tx<'_>,
    game: i64,
    nodes: i64,
    evals: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO analyses (game_id, nodes, evals, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(game)
    .bind(nodes)
    .bind(evals)
    .bind(now)
    .execute(db).await.map(|_| ()))
}

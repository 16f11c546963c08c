//! Table `players`.

use sqlx::SqliteConnection;

/// Records a player, or updates the display name.
pub async fn upsert(
    conn: &mut SqliteConnection,
    id: i64,
    name: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO players (id, name, created_at) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name",
    )
    .bind(id)
    .bind(name)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn name(conn: &mut SqliteConnection, id: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM players WHERE id = ?")
        .bind(id)
        .fetch_optional(conn)
        .await
}

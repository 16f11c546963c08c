//! Table `players`.

use super::Tx;

/// Records a player, or updates the display name.
pub async fn upsert(conn: &mut Tx<'_>, id: i64, name: &str, now: i64) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO players (id, name, created_at) VALUES ($1, $2, $3)
         ON CONFLICT(id) DO UPDATE SET name = excluded.name
         WHERE players.name <> excluded.name",
    )
    .bind(id)
    .bind(name)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn name(conn: &mut Tx<'_>, id: i64) -> Result<Option<String>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// The names and notify settings of some players in one query:
/// (id, name, notify).
pub async fn people(
    conn: &mut Tx<'_>,
    a: Option<i64>,
    b: Option<i64>,
) -> Result<Vec<(i64, String, crate::states::Notify)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT p.id, p.name, COALESCE(s.notify, 'mention') FROM players p
         LEFT JOIN player_settings s ON s.player_id = p.id
         WHERE p.id = $1 OR p.id = $2",
    )
    .bind(a)
    .bind(b)
    .fetch_all(db).await)
}

//! Table `offers`: standing draw and takeback offers.

use crate::states::OfferKind;
use sqlx::SqliteConnection;

/// Who stands behind an offer of this kind, if anyone.
pub async fn by(
    conn: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT by_player FROM offers WHERE game_id = ? AND kind = ?")
        .bind(game)
        .bind(kind)
        .fetch_optional(conn)
        .await
}

pub async fn put(
    conn: &mut SqliteConnection,
    game: i64,
    kind: OfferKind,
    by: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO offers (game_id, kind, by_player, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(game_id, kind) DO UPDATE SET by_player = excluded.by_player, created_at = excluded.created_at",
    )
    .bind(game)
    .bind(kind)
    .bind(by)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn clear(conn: &mut SqliteConnection, game: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM offers WHERE game_id = ?")
        .bind(game)
        .execute(conn)
        .await?;
    Ok(())
}

/// A move lapses the offers its mover did not make (the mover declined
/// them by playing on).
pub async fn lapse_for_mover(
    conn: &mut SqliteConnection,
    game: i64,
    mover: Option<i64>,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM offers WHERE game_id = ? AND (? IS NULL OR by_player != ?)")
        .bind(game)
        .bind(mover)
        .bind(mover)
        .execute(conn)
        .await?;
    Ok(())
}

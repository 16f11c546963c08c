//! Tables `ratings` and `rating_history`: a rating per player and variant.

use super::Tx;
use crate::states::{Speed, Variant};

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub player_id: i64,
    pub variant: Variant,
    pub speed: Speed,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub updated_at: i64,
}

pub async fn get(
    conn: &mut Tx<'_>,
    player: i64,
    variant: Variant,
    speed: Speed,
) -> Result<Option<RatingRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM ratings WHERE player_id = $1 AND variant = $2 AND speed = $3")
        .bind(player)
        .bind(variant)
        .bind(speed)
        .fetch_optional(db).await)
}

/// The speed in which a player has played the most rated games of a
/// variant (None before their first).
pub async fn busiest_speed(
    conn: &mut Tx<'_>,
    player: i64,
    variant: Variant,
) -> Result<Option<Speed>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT speed FROM ratings WHERE player_id = $1 AND variant = $2 AND games > 0
         ORDER BY games DESC, updated_at DESC LIMIT 1",
    )
    .bind(player)
    .bind(variant)
    .fetch_optional(db).await)
}

/// A rating about to be updated: on PostgreSQL the row stays locked until
/// the transaction ends, so two games ending at once for one player both
/// count (SQLite has one writer anyway).
pub async fn get_for_update(
    conn: &mut Tx<'_>,
    player: i64,
    variant: Variant,
    speed: Speed,
) -> Result<Option<RatingRow>, sqlx::Error> {
    if let Tx::Postgres(t) = conn {
        return sqlx::query_as(
            "SELECT * FROM ratings WHERE player_id = $1 AND variant = $2 AND speed = $3 FOR UPDATE",
        )
        .bind(player)
        .bind(variant)
        .bind(speed)
        .fetch_optional(&mut **t)
        .await;
    }
    get(conn, player, variant, speed).await
}

/// Stores a player's new rating and appends it to the history.
pub async fn put(conn: &mut Tx<'_>, r: &RatingRow, game_id: i64) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, updated_at, speed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT(player_id, variant, speed) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at",
    )
    .bind(r.player_id)
    .bind(r.variant)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .bind(r.updated_at)
    .bind(r.speed)
    .execute(db).await.map(|r| r.rows_affected()))?;
    on_db!(conn, db => sqlx::query("INSERT INTO rating_history (player_id, game_id, rating, deviation, at, variant, speed) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(r.player_id)
        .bind(game_id)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.updated_at)
        .bind(r.variant)
        .bind(r.speed)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The speed with the most rated games of a variant, everywhere.
pub async fn busiest_pool(
    conn: &mut Tx<'_>,
    variant: Variant,
) -> Result<Option<Speed>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT speed FROM ratings WHERE variant = $1 AND games > 0
         GROUP BY speed ORDER BY SUM(games) DESC, speed LIMIT 1",
    )
    .bind(variant)
    .fetch_optional(db).await)
}

/// (rating, time) after each rated game of a variant and speed, oldest
/// first.
pub async fn history(
    conn: &mut Tx<'_>,
    player: i64,
    variant: Variant,
    speed: Speed,
) -> Result<Vec<(f64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT rating, at FROM rating_history WHERE player_id = $1 AND variant = $2 AND speed = $3
         ORDER BY id",
    )
    .bind(player)
    .bind(variant)
    .bind(speed)
    .fetch_all(db).await)
}

/// The best rated players: (name, rating, deviation, games). With
/// `guild`, only players who have played a game in that server (their
/// rating is still the global one).
pub async fn leaderboard(
    conn: &mut Tx<'_>,
    variant: Variant,
    speed: Speed,
    guild: Option<i64>,
    limit: i64,
) -> Result<Vec<(String, f64, f64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT p.name, r.rating, r.deviation, r.games FROM ratings r JOIN players p ON p.id = r.player_id
         WHERE r.games > 0 AND r.variant = $3 AND r.speed = $4
           AND ($1 IS NULL OR EXISTS (SELECT 1 FROM games g WHERE g.guild_id = $1
                 AND g.variant = $3 AND (g.white_id = p.id OR g.black_id = p.id)))
         ORDER BY r.rating DESC, r.games DESC, p.id LIMIT $2",
    )
    .bind(guild)
    .bind(limit)
    .bind(variant)
    .bind(speed)
    .fetch_all(db).await)
}

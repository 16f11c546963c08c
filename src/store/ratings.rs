//! Tables `ratings` and `rating_history`.

use sqlx::SqliteConnection;

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    pub player_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub updated_at: i64,
}

pub async fn get(
    conn: &mut SqliteConnection,
    player: i64,
) -> Result<Option<RatingRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM ratings WHERE player_id = ?")
        .bind(player)
        .fetch_optional(conn)
        .await
}

/// Stores a player's new rating and appends it to the history.
pub async fn put(
    conn: &mut SqliteConnection,
    r: &RatingRow,
    game_id: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO ratings (player_id, rating, deviation, volatility, games, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(player_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at",
    )
    .bind(r.player_id)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .bind(r.updated_at)
    .execute(&mut *conn)
    .await?;
    sqlx::query("INSERT INTO rating_history (player_id, game_id, rating, deviation, at) VALUES (?, ?, ?, ?, ?)")
        .bind(r.player_id)
        .bind(game_id)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.updated_at)
        .execute(conn)
        .await?;
    Ok(())
}

/// (rating, time) after each rated game, oldest first.
pub async fn history(
    conn: &mut SqliteConnection,
    player: i64,
) -> Result<Vec<(f64, i64)>, sqlx::Error> {
    sqlx::query_as("SELECT rating, at FROM rating_history WHERE player_id = ? ORDER BY id")
        .bind(player)
        .fetch_all(conn)
        .await
}

/// The best rated players: (name, rating, deviation, games). With
/// `guild`, only players who have played a game in that server (their
/// rating is still the global one).
pub async fn leaderboard(
    conn: &mut SqliteConnection,
    guild: Option<i64>,
    limit: i64,
) -> Result<Vec<(String, f64, f64, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.name, r.rating, r.deviation, r.games FROM ratings r JOIN players p ON p.id = r.player_id
         WHERE r.games > 0
           AND (?1 IS NULL OR EXISTS (SELECT 1 FROM games g WHERE g.guild_id = ?1
                 AND (g.white_id = p.id OR g.black_id = p.id)))
         ORDER BY r.rating DESC, r.games DESC, p.id LIMIT ?2",
    )
    .bind(guild)
    .bind(limit)
    .fetch_all(conn)
    .await
}

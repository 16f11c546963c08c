//! Tables `player_settings` and `server_settings`.

use super::Tx;
use crate::states::Notify;

pub async fn notify(conn: &mut Tx<'_>, player: i64) -> Result<Notify, sqlx::Error> {
    let found: Option<Notify> = on_db!(conn, db => sqlx::query_scalar("SELECT notify FROM player_settings WHERE player_id = $1")
            .bind(player)
            .fetch_optional(db).await)?;
    Ok(found.unwrap_or(Notify::Mention))
}

pub async fn set_notify(
    conn: &mut Tx<'_>,
    player: i64,
    notify: Notify,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO player_settings (player_id, notify, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT(player_id) DO UPDATE SET notify = excluded.notify, updated_at = excluded.updated_at",
    )
    .bind(player)
    .bind(notify)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// A server's settings as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ServerRow {
    pub guild_id: i64,
    pub threads: bool,
    pub time_per_move: i64,
    pub max_games: i64,
    pub bot_games: bool,
    pub challenge_ttl: i64,
    pub updated_by: i64,
    pub updated_at: i64,
    /// Where and when (minutes into the UTC day) the daily puzzle is posted.
    pub puzzle_channel: Option<i64>,
    pub puzzle_time: Option<i64>,
}

pub async fn server(conn: &mut Tx<'_>, guild: i64) -> Result<Option<ServerRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM server_settings WHERE guild_id = $1")
        .bind(guild)
        .fetch_optional(db).await)
}

pub async fn put_server(conn: &mut Tx<'_>, s: &ServerRow) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO server_settings (guild_id, threads, time_per_move, max_games, bot_games,
                                      challenge_ttl, updated_by, updated_at, puzzle_channel, puzzle_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT(guild_id) DO UPDATE SET threads = excluded.threads,
           time_per_move = excluded.time_per_move, max_games = excluded.max_games,
           bot_games = excluded.bot_games, challenge_ttl = excluded.challenge_ttl,
           updated_by = excluded.updated_by, updated_at = excluded.updated_at,
           puzzle_channel = excluded.puzzle_channel, puzzle_time = excluded.puzzle_time",
    )
    .bind(s.guild_id)
    .bind(s.threads)
    .bind(s.time_per_move)
    .bind(s.max_games)
    .bind(s.bot_games)
    .bind(s.challenge_ttl)
    .bind(s.updated_by)
    .bind(s.updated_at)
    .bind(s.puzzle_channel)
    .bind(s.puzzle_time)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

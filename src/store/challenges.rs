//! Table `challenges`.

use crate::states::{ChallengeStatus, ColorChoice};
use sqlx::SqliteConnection;

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub color: ColorChoice,
    pub en_passant: bool,
    pub rated: bool,
    pub time_per_move: i64,
    pub channel_id: Option<i64>,
    pub status: ChallengeStatus,
    pub created_at: i64,
    pub expires_at: i64,
    pub game_id: Option<i64>,
    pub guild_id: Option<i64>,
    pub thread_id: Option<i64>,
}

pub struct NewChallenge {
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub color: ColorChoice,
    pub en_passant: bool,
    pub rated: bool,
    pub time_per_move: i64,
    pub channel_id: Option<i64>,
    pub guild_id: Option<i64>,
    pub thread_id: Option<i64>,
    pub now: i64,
    pub expires_at: i64,
}

pub async fn insert(conn: &mut SqliteConnection, c: &NewChallenge) -> Result<i64, sqlx::Error> {
    let r = sqlx::query(
        "INSERT INTO challenges (challenger_id, opponent_id, color, en_passant, rated, time_per_move,
                                 channel_id, guild_id, thread_id, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(c.challenger_id)
    .bind(c.opponent_id)
    .bind(c.color)
    .bind(c.en_passant)
    .bind(c.rated)
    .bind(c.time_per_move)
    .bind(c.channel_id)
    .bind(c.guild_id)
    .bind(c.thread_id)
    .bind(c.now)
    .bind(c.expires_at)
    .execute(conn)
    .await?;
    Ok(r.last_insert_rowid())
}

pub async fn get(
    conn: &mut SqliteConnection,
    id: i64,
) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM challenges WHERE id = ?")
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// Open challenges a player may answer: addressed to them, or open to
/// anyone and not their own.
pub async fn open_for(
    conn: &mut SqliteConnection,
    player: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at > ?
           AND (opponent_id = ? OR (opponent_id IS NULL AND challenger_id != ?)) ORDER BY id",
    )
    .bind(now)
    .bind(player)
    .bind(player)
    .fetch_all(conn)
    .await
}

/// Open challenges a player made.
pub async fn open_by(
    conn: &mut SqliteConnection,
    player: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    sqlx::query_as("SELECT * FROM challenges WHERE status = 'open' AND expires_at > ? AND challenger_id = ? ORDER BY id")
        .bind(now)
        .bind(player)
        .fetch_all(conn)
        .await
}

/// Moves an open challenge to a final status; false if it was not open.
pub async fn close(
    conn: &mut SqliteConnection,
    id: i64,
    status: ChallengeStatus,
    game_id: Option<i64>,
) -> Result<bool, sqlx::Error> {
    let r = sqlx::query(
        "UPDATE challenges SET status = ?, game_id = ? WHERE id = ? AND status = 'open'",
    )
    .bind(status)
    .bind(game_id)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(r.rows_affected() == 1)
}

/// Marks open challenges past their time as expired and returns them.
pub async fn expire(
    conn: &mut SqliteConnection,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    let due: Vec<ChallengeRow> =
        sqlx::query_as("SELECT * FROM challenges WHERE status = 'open' AND expires_at <= ?")
            .bind(now)
            .fetch_all(&mut *conn)
            .await?;
    sqlx::query(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= ?",
    )
    .bind(now)
    .execute(conn)
    .await?;
    Ok(due)
}

/// An open challenge between two players (either way round), or with
/// `opponent` None the challenger's open challenge to anyone.
pub async fn open_between(
    conn: &mut SqliteConnection,
    challenger: i64,
    opponent: Option<i64>,
    now: i64,
) -> Result<Option<i64>, sqlx::Error> {
    match opponent {
        Some(o) => {
            sqlx::query_scalar(
                "SELECT id FROM challenges WHERE status = 'open' AND expires_at > ?1
               AND ((challenger_id = ?2 AND opponent_id = ?3)
                 OR (challenger_id = ?3 AND opponent_id = ?2)) ORDER BY id LIMIT 1",
            )
            .bind(now)
            .bind(challenger)
            .bind(o)
            .fetch_optional(conn)
            .await
        }
        None => {
            sqlx::query_scalar(
                "SELECT id FROM challenges WHERE status = 'open' AND expires_at > ?
               AND challenger_id = ? AND opponent_id IS NULL ORDER BY id LIMIT 1",
            )
            .bind(now)
            .bind(challenger)
            .fetch_optional(conn)
            .await
        }
    }
}

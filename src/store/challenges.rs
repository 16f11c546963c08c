//! Table `challenges`.

use super::Tx;
use crate::states::{ChallengeStatus, ColorChoice};

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
    pub variant: crate::states::Variant,
    /// A live game's clock (ms), None for a time per move.
    pub clock_base: Option<i64>,
    pub clock_increment: i64,
}

impl ChallengeRow {
    /// The time control the game will have.
    pub fn time_control(&self) -> crate::states::TimeControl {
        crate::states::TimeControl::stored(
            self.clock_base,
            self.clock_increment,
            self.time_per_move,
        )
    }
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
    pub variant: crate::states::Variant,
    /// A live game's clock, or None for a time per move.
    pub clock: Option<crate::states::TimeControl>,
    pub now: i64,
    pub expires_at: i64,
}

pub async fn insert(conn: &mut Tx<'_>, c: &NewChallenge) -> Result<i64, sqlx::Error> {
    let (base, increment) = match c.clock {
        Some(crate::states::TimeControl::Clock { base, increment }) => (Some(base), increment),
        _ => (None, 0),
    };
    on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO challenges (challenger_id, opponent_id, color, en_passant, rated, time_per_move,
                                 channel_id, guild_id, thread_id, created_at, expires_at, variant,
                                 clock_base, clock_increment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         RETURNING id",
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
    .bind(c.variant)
    .bind(base)
    .bind(increment)
    .fetch_one(db).await)
}

pub async fn get(conn: &mut Tx<'_>, id: i64) -> Result<Option<ChallengeRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM challenges WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// Open challenges a player may answer: addressed to them, or open to
/// anyone and not their own.
pub async fn open_for(
    conn: &mut Tx<'_>,
    player: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM challenges WHERE status = 'open' AND expires_at > $1
           AND (opponent_id = $2 OR (opponent_id IS NULL AND challenger_id != $3)) ORDER BY id",
    )
    .bind(now)
    .bind(player)
    .bind(player)
    .fetch_all(db).await)
}

/// Open challenges a player made.
pub async fn open_by(
    conn: &mut Tx<'_>,
    player: i64,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM challenges WHERE status = 'open' AND expires_at > $1 AND challenger_id = $2 ORDER BY id")
        .bind(now)
        .bind(player)
        .fetch_all(db).await)
}

/// Moves an open challenge to a final status; false if it was not open.
pub async fn close(
    conn: &mut Tx<'_>,
    id: i64,
    status: ChallengeStatus,
    game_id: Option<i64>,
) -> Result<bool, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query(
        "UPDATE challenges SET status = $1, game_id = $2 WHERE id = $3 AND status = 'open'",
    )
    .bind(status)
    .bind(game_id)
    .bind(id)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Marks open challenges past their time as expired and returns them.
pub async fn expire(conn: &mut Tx<'_>, now: i64) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    // One statement: a challenge accepted meanwhile (by another process)
    // is neither expired nor reported.
    let mut due: Vec<ChallengeRow> = on_db!(conn, db => sqlx::query_as(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= $1
         RETURNING *",
    )
    .bind(now)
    .fetch_all(db).await)?;
    due.sort_by_key(|c| c.id);
    Ok(due)
}

/// An open challenge between two players (either way round), or with
/// `opponent` None the challenger's open challenge to anyone.
pub async fn open_between(
    conn: &mut Tx<'_>,
    challenger: i64,
    opponent: Option<i64>,
    now: i64,
) -> Result<Option<i64>, sqlx::Error> {
    match opponent {
        Some(o) => {
            on_db!(conn, db => sqlx::query_scalar(
                "SELECT id FROM challenges WHERE status = 'open' AND expires_at > $1
               AND ((challenger_id = $2 AND opponent_id = $3)
                 OR (challenger_id = $3 AND opponent_id = $2)) ORDER BY id LIMIT 1",
            )
            .bind(now)
            .bind(challenger)
            .bind(o)
            .fetch_optional(db).await)
        }
        None => {
            on_db!(conn, db => sqlx::query_scalar(
                "SELECT id FROM challenges WHERE status = 'open' AND expires_at > $1
               AND challenger_id = $2 AND opponent_id IS NULL ORDER BY id LIMIT 1",
            )
            .bind(now)
            .bind(challenger)
            .fetch_optional(db).await)
        }
    }
}

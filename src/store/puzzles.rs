//! Tables `puzzles`, `puzzle_attempts`, `puzzle_ratings` and
//! `daily_puzzles`.

use super::Tx;
use crate::states::AttemptState;

/// A puzzle as stored: its line and themes space-separated.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleRow {
    pub id: String,
    pub variant: String,
    pub fen: String,
    pub moves: String,
    pub themes: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub plays: i64,
    pub created_at: i64,
}

/// A member's attempt at a puzzle.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct AttemptRow {
    pub id: i64,
    pub player_id: i64,
    pub puzzle_id: String,
    pub guild_id: Option<i64>,
    pub step: i64,
    pub state: AttemptState,
    pub rated: bool,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
    pub started_at: i64,
    pub finished_at: Option<i64>,
}

/// A member's puzzle rating.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleRatingRow {
    pub player_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub updated_at: i64,
}

/// Which of `ids` are stored, in one query per 500.
pub async fn stored_ids(
    conn: &mut Tx<'_>,
    ids: &[&str],
) -> Result<std::collections::HashSet<String>, sqlx::Error> {
    let found: Vec<(String,)> = rows_by_ids!(
        conn,
        ids,
        (String,),
        "SELECT id FROM puzzles WHERE id IN ({marks})"
    );
    Ok(found.into_iter().map(|(id,)| id).collect())
}

/// Adds a puzzle unless one with its id is stored; whether it was added.
pub async fn add(conn: &mut Tx<'_>, p: &PuzzleRow) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "INSERT INTO puzzles (id, variant, fen, moves, themes, rating, deviation, volatility, plays, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT(id) DO NOTHING",
    )
    .bind(&p.id)
    .bind(&p.variant)
    .bind(&p.fen)
    .bind(&p.moves)
    .bind(&p.themes)
    .bind(p.rating)
    .bind(p.deviation)
    .bind(p.volatility)
    .bind(p.plays)
    .bind(p.created_at)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub async fn get(conn: &mut Tx<'_>, id: &str) -> Result<Option<PuzzleRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM puzzles WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// How many puzzles are stored.
/// How many puzzles of the game `variant` are stored.
pub async fn count(conn: &mut Tx<'_>, variant: &str) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar("SELECT COUNT(*) FROM puzzles WHERE variant = $1")
        .bind(variant)
        .fetch_one(db).await)
}

/// The puzzle nearest `rating` that `player` has never tried.
pub async fn unseen_near(
    conn: &mut Tx<'_>,
    player: i64,
    rating: f64,
    variant: &str,
) -> Result<Option<PuzzleRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM puzzles p WHERE p.variant = $3 AND NOT EXISTS
           (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $1 AND a.puzzle_id = p.id)
         ORDER BY ABS(p.rating - $2), p.id LIMIT 1",
    )
    .bind(player)
    .bind(rating)
    .bind(variant)
    .fetch_optional(db).await)
}

/// The daily puzzle for a server, of the game `variant`: never a mate in
/// one, never one posted there before, the best-established rating first
/// (the fewest points of deviation), then by id.
pub async fn daily_choice(
    conn: &mut Tx<'_>,
    guild: i64,
    variant: &str,
) -> Result<Option<String>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT p.id FROM puzzles p WHERE (' ' || p.themes || ' ') NOT LIKE '% mateIn1 %'
           AND p.variant = $2
           AND NOT EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.guild_id = $1 AND d.puzzle_id = p.id)
         ORDER BY p.deviation, p.id LIMIT 1",
    )
    .bind(guild)
    .bind(variant)
    .fetch_optional(db).await)
}

pub async fn set_rating(
    conn: &mut Tx<'_>,
    id: &str,
    rating: f64,
    deviation: f64,
    volatility: f64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, plays = plays + 1 WHERE id = $1",
    )
    .bind(id)
    .bind(rating)
    .bind(deviation)
    .bind(volatility)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Whether `player` has tried `puzzle` before.
pub async fn tried(conn: &mut Tx<'_>, player: i64, puzzle: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(*) FROM puzzle_attempts WHERE player_id = $1 AND puzzle_id = $2",
    )
    .bind(player)
    .bind(puzzle)
    .fetch_one(db).await)?;
    Ok(n > 0)
}

/// Starts an attempt; its id.
pub async fn start(
    conn: &mut Tx<'_>,
    player: i64,
    puzzle: &str,
    guild: Option<i64>,
    rated: bool,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO puzzle_attempts (player_id, puzzle_id, guild_id, step, state, rated, started_at)
         VALUES ($1, $2, $3, 1, 'playing', $4, $5) RETURNING id",
    )
    .bind(player)
    .bind(puzzle)
    .bind(guild)
    .bind(rated)
    .bind(now)
    .fetch_one(db).await)
}

pub async fn attempt(conn: &mut Tx<'_>, id: i64) -> Result<Option<AttemptRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM puzzle_attempts WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// The attempt `player` is in the middle of, if any.
pub async fn playing(conn: &mut Tx<'_>, player: i64) -> Result<Option<AttemptRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM puzzle_attempts WHERE player_id = $1 AND state = 'playing' ORDER BY id DESC LIMIT 1",
    )
    .bind(player)
    .fetch_optional(db).await)
}

/// Moves an attempt on from `step` (nothing if it moved meanwhile):
/// whether it did.
pub async fn advance(conn: &mut Tx<'_>, id: i64, step: i64, to: i64) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE puzzle_attempts SET step = $3 WHERE id = $1 AND step = $2 AND state = 'playing'",
    )
    .bind(id)
    .bind(step)
    .bind(to)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Ends an attempt at `step` (nothing if it moved meanwhile): whether it did.
#[allow(clippy::too_many_arguments)]
pub async fn finish(
    conn: &mut Tx<'_>,
    id: i64,
    step: i64,
    to: i64,
    state: AttemptState,
    before: Option<f64>,
    after: Option<f64>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE puzzle_attempts SET step = $3, state = $4, rating_before = $5, rating_after = $6, finished_at = $7
         WHERE id = $1 AND step = $2 AND state = 'playing'",
    )
    .bind(id)
    .bind(step)
    .bind(to)
    .bind(state)
    .bind(before)
    .bind(after)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Members of a server who solved a puzzle there.
pub async fn solvers(conn: &mut Tx<'_>, puzzle: &str, guild: i64) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(DISTINCT player_id) FROM puzzle_attempts WHERE puzzle_id = $1 AND guild_id = $2 AND state = 'solved'",
    )
    .bind(puzzle)
    .bind(guild)
    .fetch_one(db).await)
}

pub async fn rating(
    conn: &mut Tx<'_>,
    player: i64,
) -> Result<Option<PuzzleRatingRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM puzzle_ratings WHERE player_id = $1")
        .bind(player)
        .fetch_optional(db).await)
}

pub async fn put_rating(conn: &mut Tx<'_>, r: &PuzzleRatingRow) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO puzzle_ratings (player_id, rating, deviation, volatility, games, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT(player_id) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility, games = excluded.games, updated_at = excluded.updated_at",
    )
    .bind(r.player_id)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.games)
    .bind(r.updated_at)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The best puzzle ratings: (name, rating, deviation, attempts rated).
pub async fn leaderboard(
    conn: &mut Tx<'_>,
    limit: i64,
) -> Result<Vec<(String, f64, f64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT p.name, r.rating, r.deviation, r.games FROM puzzle_ratings r JOIN players p ON p.id = r.player_id
         ORDER BY r.rating DESC, p.id LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db).await)
}

/// A server's daily puzzle of a day, as posted.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct DailyRow {
    pub guild_id: i64,
    pub day: i64,
    pub puzzle_id: String,
    pub channel_id: i64,
    pub message_id: Option<i64>,
}

/// Claims a server's day for `puzzle`: false when it was claimed already.
pub async fn claim_day(
    conn: &mut Tx<'_>,
    guild: i64,
    day: i64,
    puzzle: &str,
    channel: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT(guild_id, day) DO NOTHING",
    )
    .bind(guild)
    .bind(day)
    .bind(puzzle)
    .bind(channel)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub async fn daily(
    conn: &mut Tx<'_>,
    guild: i64,
    day: i64,
) -> Result<Option<DailyRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM daily_puzzles WHERE guild_id = $1 AND day = $2")
        .bind(guild)
        .bind(day)
        .fetch_optional(db).await)
}

/// The day `puzzle` was the daily puzzle of a server, if it was (a
/// puzzle is posted once in a server).
pub async fn daily_of_puzzle(
    conn: &mut Tx<'_>,
    guild: i64,
    puzzle: &str,
) -> Result<Option<DailyRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM daily_puzzles WHERE guild_id = $1 AND puzzle_id = $2")
        .bind(guild)
        .bind(puzzle)
        .fetch_optional(db).await)
}

pub async fn set_daily_message(
    conn: &mut Tx<'_>,
    guild: i64,
    day: i64,
    message: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query("UPDATE daily_puzzles SET message_id = $3 WHERE guild_id = $1 AND day = $2")
        .bind(guild)
        .bind(day)
        .bind(message)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Servers whose daily puzzle is due by `minute` (of the UTC day) and
/// not yet claimed for `day`: (guild, channel).
pub async fn dailies_due(
    conn: &mut Tx<'_>,
    day: i64,
    minute: i64,
) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT s.guild_id, s.puzzle_channel FROM server_settings s
         WHERE s.puzzle_channel IS NOT NULL AND s.puzzle_time IS NOT NULL AND s.puzzle_time <= $2
           AND NOT EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.guild_id = s.guild_id AND d.day = $1)
         ORDER BY s.guild_id",
    )
    .bind(day)
    .bind(minute)
    .fetch_all(db).await)
}

/// The moves (UCI) of every finished two-board game, with its start:
/// (game, start FEN, moves), by game. Games in progress are never read.
pub async fn finished_games(
    conn: &mut Tx<'_>,
    variant: &str,
) -> Result<Vec<(i64, String, Vec<String>)>, sqlx::Error> {
    let rows: Vec<(i64, String, String)> = on_db!(conn, db => sqlx::query_as(
        "SELECT m.game_id, g.start_fen, m.coords FROM moves m JOIN games g ON g.id = m.game_id
         WHERE g.status = 'finished' AND g.variant = $1 ORDER BY m.game_id, m.ply",
    )
    .bind(variant)
    .fetch_all(db).await)?;
    let mut out: Vec<(i64, String, Vec<String>)> = Vec::new();
    for (game, start, uci) in rows {
        match out.last_mut() {
            Some(last) if last.0 == game => last.2.push(uci),
            _ => out.push((game, start, vec![uci])),
        }
    }
    Ok(out)
}

//! Table `games`.

use super::Tx;
use crate::states::{Ending, GameResult, GameStatus};

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct GameRow {
    pub id: i64,
    pub white_id: Option<i64>,
    pub black_id: Option<i64>,
    pub bot_level: Option<i64>,
    pub en_passant: bool,
    pub rated: bool,
    pub time_per_move: i64,
    pub start_fen: String,
    pub ply: i64,
    pub fen: String,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub ending: Option<Ending>,
    pub channel_id: Option<i64>,
    pub turn_started_at: i64,
    pub reminded: bool,
    pub created_at: i64,
    pub ended_at: Option<i64>,
    pub guild_id: Option<i64>,
    pub thread_id: Option<i64>,
    pub message_id: Option<i64>,
    pub thread_archived: bool,
    pub variant: crate::states::Variant,
    /// The secret half of the game's live table address (32 hexadecimal
    /// digits; every game has one).
    pub watch_token: Option<String>,
    /// A live game's clock: each player's time at the start (ms); None
    /// for a game of a time per move.
    pub clock_base: Option<i64>,
    /// Added to a live game's clock after each move (ms).
    pub clock_increment: i64,
    /// The player to move's time when their turn began (ms).
    pub clock_mover: i64,
    /// The other player's time (ms).
    pub clock_waiting: i64,
    /// The tournament the game is played in, if any.
    pub tournament_id: Option<i64>,
}

/// In a live game, each player's first move is on no clock: it must come
/// within this time (ms) of the turn's start, or the game is aborted.
pub const FIRST_MOVE_MS: i64 = 60_000;

/// SQL: when a game's player to move runs out of time (see
/// [`GameRow::deadline`]).
fn deadline_sql() -> String {
    format!(
        "(CASE WHEN clock_base IS NULL THEN turn_started_at + time_per_move * 1000
          WHEN ply < 2 THEN turn_started_at + {FIRST_MOVE_MS} ELSE turn_started_at + clock_mover END)"
    )
}

/// SQL: a move's change to the clocks (the mover's time less the time
/// taken plus the increment becomes the waiting one's; each player's first
/// move is free), `$now` the move's time.
pub(super) fn clocks_after_move(now: &str) -> String {
    format!(
        "clock_mover = clock_waiting,
         clock_waiting = CASE WHEN clock_base IS NULL OR ply < 2 THEN clock_mover
             ELSE clock_mover - ({now} - turn_started_at) + clock_increment END"
    )
}

/// SQL: a game's speed, from the bounds [`crate::states::TimeControl::speed`]
/// reckons it by.
fn speed_sql() -> String {
    use crate::states::Speed;
    let mut sql = format!(
        "(CASE WHEN clock_base IS NULL THEN '{}'",
        Speed::Correspondence.as_str()
    );
    for (speed, most) in Speed::LIVE {
        sql.push_str(&format!(
            " WHEN (clock_base + 40 * clock_increment) / 1000 <= {most} THEN '{}'",
            speed.as_str()
        ));
    }
    sql.push_str(&format!(" ELSE '{}' END)", Speed::Classical.as_str()));
    sql
}

impl GameRow {
    /// The game is in progress.
    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }

    /// When the player to move runs out of time (Unix milliseconds): a
    /// time per move after their turn began, or in a live game their
    /// clock's time (the first move of each: [`FIRST_MOVE_MS`]).
    pub fn deadline(&self) -> i64 {
        match self.clock_base {
            None => self.turn_started_at + self.time_per_move * 1000,
            Some(_) if self.ply < 2 => self.turn_started_at + FIRST_MOVE_MS,
            Some(_) => self.turn_started_at + self.clock_mover,
        }
    }

    /// The game's time control.
    pub fn time_control(&self) -> crate::states::TimeControl {
        crate::states::TimeControl::stored(
            self.clock_base,
            self.clock_increment,
            self.time_per_move,
        )
    }

    /// A live game's clocks at `now` as (player to move, other player),
    /// in ms: the mover's runs from the second ply on. None without a
    /// clock.
    pub fn clocks_at(&self, now: i64) -> Option<(i64, i64)> {
        self.clock_base?;
        let used = if self.ply < 2 || !self.is_active() {
            0
        } else {
            now - self.turn_started_at
        };
        Some((self.clock_mover - used, self.clock_waiting))
    }

    /// The clocks after a move at `now` (as the store's statement changes
    /// them).
    pub fn move_clocks(&mut self, now: i64) {
        if self.clock_base.is_none() {
            return;
        }
        let waiting = if self.ply < 2 {
            self.clock_mover
        } else {
            self.clock_mover - (now - self.turn_started_at) + self.clock_increment
        };
        self.clock_mover = self.clock_waiting;
        self.clock_waiting = waiting;
    }

    /// Seconds left at `now` for the player to move, rounded up to whole
    /// minutes (as players are told).
    pub fn time_left_secs(&self, now: i64) -> i64 {
        (self.deadline() - now + 59_999) / 60_000 * 60
    }
}

pub struct NewGame<'a> {
    pub white_id: Option<i64>,
    pub black_id: Option<i64>,
    pub bot_level: Option<i64>,
    pub en_passant: bool,
    pub rated: bool,
    pub time_per_move: i64,
    pub start_fen: &'a str,
    pub channel_id: Option<i64>,
    pub guild_id: Option<i64>,
    pub thread_id: Option<i64>,
    pub variant: crate::states::Variant,
    /// A live game's clock, or None for a time per move.
    pub clock: Option<crate::states::TimeControl>,
    /// The tournament whose round pairs it, if one does.
    pub tournament_id: Option<i64>,
    pub now: i64,
}

pub async fn insert(conn: &mut Tx<'_>, g: &NewGame<'_>) -> Result<i64, sqlx::Error> {
    let token = super::random_token()?;
    let (base, increment) = match g.clock {
        Some(crate::states::TimeControl::Clock { base, increment }) => (Some(base), increment),
        _ => (None, 0),
    };
    on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO games (white_id, black_id, bot_level, en_passant, rated, time_per_move,
                            start_fen, fen, channel_id, guild_id, thread_id, turn_started_at,
                            created_at, variant, watch_token, clock_base, clock_increment,
                            clock_mover, clock_waiting, tournament_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 $18, $18, $19)
         RETURNING id",
    )
    .bind(g.white_id)
    .bind(g.black_id)
    .bind(g.bot_level)
    .bind(g.en_passant)
    .bind(g.rated)
    .bind(g.time_per_move)
    .bind(g.start_fen)
    .bind(g.start_fen)
    .bind(g.channel_id)
    .bind(g.guild_id)
    .bind(g.thread_id)
    .bind(g.now)
    .bind(g.now)
    .bind(g.variant)
    .bind(&token)
    .bind(base)
    .bind(increment)
    .bind(g.clock.and_then(|c| c.starting_ms()).unwrap_or(0))
    .bind(g.tournament_id)
    .fetch_one(db).await)
}

/// The game channel `channel` means to `member` (see
/// `Games::game_in_place`): its id and watch token.
pub async fn in_place(
    conn: &mut Tx<'_>,
    channel: i64,
    member: i64,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT id, watch_token FROM games
         WHERE (thread_id = $1 OR (thread_id IS NULL AND channel_id = $1)) AND watch_token IS NOT NULL
         ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END,
                  CASE WHEN white_id = $2 OR black_id = $2 THEN 0 ELSE 1 END, id DESC
         LIMIT 1",
    )
    .bind(channel)
    .bind(member)
    .fetch_optional(db).await)
}

/// What a game's table shows changes with, as read for its version: its
/// id, ply, status, position, when its turn began and its clocks.
pub type Looked = (i64, i64, GameStatus, String, i64, i64, i64);

/// What each of `ids` that exists shows changes with (see [`Looked`]), so
/// a watcher learns from it when to look again.
pub async fn versions(conn: &mut Tx<'_>, ids: &[i64]) -> Result<Vec<Looked>, sqlx::Error> {
    let looked: Vec<Looked> = rows_by_ids!(
        conn,
        ids,
        Looked,
        "SELECT id, ply, status, fen, turn_started_at, clock_mover, clock_waiting
         FROM games WHERE id IN ({marks})"
    );
    Ok(looked)
}

pub async fn get(conn: &mut Tx<'_>, id: i64) -> Result<Option<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// A player's games in progress, oldest first.
pub async fn active_for(conn: &mut Tx<'_>, player: i64) -> Result<Vec<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND (white_id = $1 OR black_id = $2) ORDER BY id",
    )
    .bind(player)
    .bind(player)
    .fetch_all(db).await)
}

/// A player's most recent game, finished ones included: the one that
/// ended last, or started last.
pub async fn latest_for(conn: &mut Tx<'_>, player: i64) -> Result<Option<i64>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT id FROM games WHERE white_id = $1 OR black_id = $1
         ORDER BY COALESCE(ended_at, created_at) DESC, id DESC LIMIT 1",
    )
    .bind(player)
    .fetch_optional(db).await)
}

/// A player's ended games (finished or aborted), the one that ended last
/// first: `limit` of them after the first `skip`.
pub async fn ended_for(
    conn: &mut Tx<'_>,
    player: i64,
    skip: i64,
    limit: i64,
) -> Result<Vec<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM games WHERE (white_id = $1 OR black_id = $1) AND status <> 'active'
         ORDER BY COALESCE(ended_at, created_at) DESC, id DESC LIMIT $2 OFFSET $3",
    )
    .bind(player)
    .bind(limit)
    .bind(skip)
    .fetch_all(db).await)
}

/// How many ended games a player has.
pub async fn ended_count(conn: &mut Tx<'_>, player: i64) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE (white_id = $1 OR black_id = $1) AND status <> 'active'",
    )
    .bind(player)
    .fetch_one(db).await)
}

/// A player's most recently ended game with a result.
pub async fn latest_finished_for(
    conn: &mut Tx<'_>,
    player: i64,
) -> Result<Option<i64>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT id FROM games WHERE (white_id = $1 OR black_id = $1) AND status = 'finished'
         ORDER BY ended_at DESC, id DESC LIMIT 1",
    )
    .bind(player)
    .fetch_optional(db).await)
}

/// Moves the game on by one ply if it still stands at `expected_ply` in
/// the position `from_fen` the move was checked against; false when
/// another action got there first.
pub async fn advance(
    conn: &mut Tx<'_>,
    id: i64,
    expected_ply: i64,
    from_fen: &str,
    fen: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let sql = format!(
        "UPDATE games SET ply = ply + 1, fen = $1, turn_started_at = $2, reminded = FALSE, {}
         WHERE id = $3 AND ply = $4 AND fen = $5 AND status = 'active'",
        clocks_after_move("$2")
    );
    let r = on_db!(conn, db => sqlx::query(&sql)
    .bind(fen)
    .bind(now)
    .bind(id)
    .bind(expected_ply)
    .bind(from_fen)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Takes the game back to `ply` (after a takeback).
pub async fn rewind(
    conn: &mut Tx<'_>,
    id: i64,
    expected_ply: i64,
    ply: i64,
    fen: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    // A live game's clocks: the time taken so far is the player to
    // move's; an odd number of plies taken back swaps the clocks.
    let r = on_db!(conn, db => sqlx::query(
        "UPDATE games SET ply = $1, fen = $2, turn_started_at = $3, reminded = FALSE,
           clock_mover = CASE WHEN clock_base IS NULL THEN clock_mover
               WHEN ($5 - $1) % 2 = 0 THEN clock_mover - (CASE WHEN ply < 2 THEN 0 ELSE $3 - turn_started_at END)
               ELSE clock_waiting END,
           clock_waiting = CASE WHEN clock_base IS NULL OR ($5 - $1) % 2 = 0 THEN clock_waiting
               ELSE clock_mover - (CASE WHEN ply < 2 THEN 0 ELSE $3 - turn_started_at END) END
         WHERE id = $4 AND ply = $5 AND status = 'active'",
    )
    .bind(ply)
    .bind(fen)
    .bind(now)
    .bind(id)
    .bind(expected_ply)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Ends an active game; false if it was no longer active at `expected_ply`.
pub async fn finish(
    conn: &mut Tx<'_>,
    id: i64,
    expected_ply: i64,
    status: GameStatus,
    result: Option<GameResult>,
    ending: Ending,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query(
        "UPDATE games SET status = $1, result = $2, ending = $3, ended_at = $4,
           clock_mover = CASE WHEN clock_base IS NULL OR ply < 2 THEN clock_mover
               WHEN clock_mover - ($4 - turn_started_at) < 0 THEN 0
               ELSE clock_mover - ($4 - turn_started_at) END
         WHERE id = $5 AND ply = $6 AND status = 'active'",
    )
    .bind(status)
    .bind(result)
    .bind(ending)
    .bind(now)
    .bind(id)
    .bind(expected_ply)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Active games whose player to move has used up their time (`live`:
/// only games with a clock).
pub async fn overdue(conn: &mut Tx<'_>, now: i64, live: bool) -> Result<Vec<GameRow>, sqlx::Error> {
    let sql = format!(
        "SELECT * FROM games WHERE status = 'active' AND {} <= $1 {} ORDER BY id",
        deadline_sql(),
        if live {
            "AND clock_base IS NOT NULL"
        } else {
            ""
        }
    );
    on_db!(conn, db => sqlx::query_as(&sql)
    .bind(now)
    .fetch_all(db).await)
}

/// Active games whose player to move has used `per_mille` thousandths of
/// the time per move and was not reminded yet.
pub async fn reminder_due(
    conn: &mut Tx<'_>,
    now: i64,
    per_mille: i64,
) -> Result<Vec<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND reminded = FALSE AND clock_base IS NULL
           AND turn_started_at + time_per_move * $1 <= $2 ORDER BY id",
    )
    .bind(per_mille)
    .bind(now)
    .fetch_all(db).await)
}

/// Marks the game reminded at `ply`; false when it is no longer active at
/// that ply or was reminded already (by another process, say: only the
/// one that flips the flag posts the reminder).
pub async fn mark_reminded(conn: &mut Tx<'_>, id: i64, ply: i64) -> Result<bool, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query("UPDATE games SET reminded = TRUE WHERE id = $1 AND ply = $2 AND status = 'active' AND reminded = FALSE")
            .bind(id)
            .bind(ply)
            .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Active games against the bot.
pub async fn active_bot_games(conn: &mut Tx<'_>) -> Result<Vec<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM games WHERE status = 'active' AND bot_level IS NOT NULL ORDER BY id",
    )
    .fetch_all(db).await)
}

/// A player's finished games of one variant, rated or not: (wins, losses,
/// draws).
pub async fn record(
    conn: &mut Tx<'_>,
    player: i64,
    variant: crate::states::Variant,
    speed: crate::states::Speed,
) -> Result<(i64, i64, i64), sqlx::Error> {
    let sql = format!(

        "SELECT
           COALESCE(SUM(CASE WHEN (white_id = $1 AND result = '1-0') OR (black_id = $1 AND result = '0-1') THEN 1 ELSE 0 END), 0),
           COALESCE(SUM(CASE WHEN (white_id = $1 AND result = '0-1') OR (black_id = $1 AND result = '1-0') THEN 1 ELSE 0 END), 0),
           COALESCE(SUM(CASE WHEN result = '1/2-1/2' THEN 1 ELSE 0 END), 0)
         FROM games WHERE status = 'finished' AND variant = $2 AND (white_id = $1 OR black_id = $1)
           AND {} = $3",
        speed_sql()
    );
    on_db!(conn, db => sqlx::query_as(&sql)
    .bind(player)
    .bind(variant)
    .bind(speed)
    .fetch_one(db).await)
}

/// How many games a player has in progress.
pub async fn active_count(conn: &mut Tx<'_>, player: i64) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(*) FROM games WHERE status = 'active' AND (white_id = $1 OR black_id = $1)",
    )
    .bind(player)
    .fetch_one(db).await)
}

/// The games played in a thread, newest first.
pub async fn in_thread(conn: &mut Tx<'_>, thread: i64) -> Result<Vec<GameRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM games WHERE thread_id = $1 ORDER BY id DESC")
        .bind(thread)
        .fetch_all(db).await)
}

/// Records where a game's first message went and the thread it opened.
pub async fn set_place(
    conn: &mut Tx<'_>,
    id: i64,
    message: Option<i64>,
    thread: Option<i64>,
) -> Result<bool, sqlx::Error> {
    let r = on_db!(conn, db => sqlx::query(
        "UPDATE games SET message_id = COALESCE(message_id, $1), thread_id = COALESCE(thread_id, $2)
         WHERE id = $3",
    )
    .bind(message)
    .bind(thread)
    .bind(id)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

/// Threads of games that ended before `ended_before` and are not archived
/// yet, where no game is in progress any more: (game id, thread id).
pub async fn threads_to_archive(
    conn: &mut Tx<'_>,
    ended_before: i64,
) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT g.id, g.thread_id FROM games g
         WHERE g.thread_id IS NOT NULL AND g.thread_archived = FALSE AND g.status != 'active'
           AND COALESCE(g.ended_at, 0) <= $1
           AND NOT EXISTS (SELECT 1 FROM games o WHERE o.thread_id = g.thread_id
                             AND (o.status = 'active' OR COALESCE(o.ended_at, 0) > $2))
         ORDER BY g.id",
    )
    .bind(ended_before)
    .bind(ended_before)
    .fetch_all(db).await)
}

/// Marks every game of a thread as having its thread archived; false
/// when it already was (another process archived it).
pub async fn mark_archived(conn: &mut Tx<'_>, thread: i64) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE games SET thread_archived = TRUE WHERE thread_id = $1 AND thread_archived = FALSE",
    )
    .bind(thread)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n > 0)
}

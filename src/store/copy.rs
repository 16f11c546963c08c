//! Copying a whole database into another (`alice migrate`): every table in
//! the order their references need, rows read and written in batches with
//! their ids, and the row counts of each table.

use super::challenges::ChallengeRow;
use super::games::GameRow;
use super::tournaments::{BoardRow, TournamentRow};
use super::{Kind, Store, Tx};

use super::tables::TABLES;

/// Rows copied per transaction.
pub const BATCH: i64 = 1000;

/// How many rows a table holds.
pub async fn count(store: &Store, table: &str) -> Result<i64, sqlx::Error> {
    let rows: Vec<(i64,)> = store
        .fetch(&format!("SELECT COUNT(*) FROM {table}"))
        .await?;
    Ok(rows.first().map_or(0, |r| r.0))
}

type PlayerRow = (i64, String, i64);
type EntrantCopy = (i64, i64, Option<i64>, i64, i64, bool);
type RatingRow = (i64, String, String, f64, f64, f64, i64, i64);
type MoveRow = (i64, i64, String, String, String, Option<i64>, i64);
type OfferRow = (i64, String, i64, i64);
type HistoryRow = (i64, i64, i64, f64, f64, i64, String, String);
type NotifyRow = (i64, String, i64);
type SessionRow = (String, i64, String, String, i64, i64);
type ServerRow = (
    i64,
    bool,
    i64,
    i64,
    bool,
    i64,
    i64,
    i64,
    Option<i64>,
    Option<i64>,
);
type PuzzleRow = (
    String,
    String,
    String,
    String,
    String,
    f64,
    f64,
    f64,
    i64,
    i64,
);
type AttemptRow = (
    i64,
    i64,
    String,
    Option<i64>,
    i64,
    String,
    bool,
    Option<f64>,
    Option<f64>,
    i64,
    Option<i64>,
);
type PuzzleRatingRow = (i64, f64, f64, f64, i64, i64);
type DailyRow = (i64, i64, String, i64, Option<i64>);
type AnalysisRow = (i64, i64, String, i64);
type LanguageRow = (String, i64, Option<String>, Option<String>);
type LookRow = (
    String,
    i64,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<bool>,
);
type OutboxRow = (
    i64,
    String,
    i64,
    i64,
    i64,
    i64,
    Option<i64>,
    Option<String>,
    Option<String>,
);

/// Binds a tuple's fields in order to a query, for both backends.
macro_rules! insert_rows {
    ($tx:expr, $sql:expr, $rows:expr, |$r:ident| [$($field:expr),+ $(,)?]) => {{
        for $r in $rows {
            on_db!($tx, db => sqlx::query($sql)$(.bind($field))+.execute(db).await.map(|_| ()))?;
        }
    }};
}

/// Copies one batch of `table` (rows `offset..offset + BATCH` in key
/// order) from `from` into the transaction `to`; the rows copied.
async fn copy_batch(
    from: &Store,
    to: &mut Tx<'_>,
    table: &str,
    offset: i64,
) -> Result<usize, sqlx::Error> {
    let Some(t) = TABLES.iter().find(|t| t.name == table) else {
        return Err(sqlx::Error::Protocol(format!("no table {table} to copy")));
    };
    // Reads a batch of the table as `$row`s (its columns, in its key's
    // order) and inserts each with its fields bound to the same columns.
    macro_rules! copied {
        ($row:ty, |$r:ident| [$($field:expr),+ $(,)?]) => {{
            let rows: Vec<$row> = from
                .fetch(&format!(
                    "SELECT {} FROM {table} ORDER BY {} LIMIT {BATCH} OFFSET {offset}",
                    t.columns, t.key
                ))
                .await?;
            let n = rows.len();
            let insert = insert_sql(table, t.columns);
            insert_rows!(to, insert.as_str(), rows, |$r| [$($field),+]);
            n
        }};
    }
    Ok(match t.name {
        "players" => copied!(PlayerRow, |r| [r.0, r.1, r.2]),
        "ratings" => copied!(RatingRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7]),
        "games" => copied!(GameRow, |g| [
            g.id,
            g.white_id,
            g.black_id,
            g.bot_level,
            g.en_passant,
            g.rated,
            g.time_per_move,
            &g.start_fen,
            g.ply,
            &g.fen,
            g.status,
            g.result,
            g.ending,
            g.channel_id,
            g.turn_started_at,
            g.reminded,
            g.created_at,
            g.ended_at,
            g.guild_id,
            g.thread_id,
            g.message_id,
            g.thread_archived,
            g.variant,
            &g.watch_token,
            g.clock_base,
            g.clock_increment,
            g.clock_mover,
            g.clock_waiting,
            g.tournament_id
        ]),
        "tournaments" => copied!(TournamentRow, |t| [
            t.id,
            t.guild_id,
            t.channel_id,
            &t.name,
            t.creator_id,
            t.variant,
            t.rated,
            t.time_per_move,
            &t.tie_breaks,
            t.rounds,
            t.round,
            t.status,
            t.created_at,
            t.started_at,
            t.ended_at
        ]),
        "tournament_players" => copied!(EntrantCopy, |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "tournament_forbidden" => copied!((i64, i64, i64), |r| [r.0, r.1, r.2]),
        "tournament_boards" => copied!(BoardRow, |b| [
            b.tournament_id,
            b.round,
            b.board,
            b.kind,
            b.white_id,
            b.black_id,
            b.game_id,
            b.white_points,
            b.black_points,
            b.played
        ]),
        "moves" => copied!(MoveRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]),
        "challenges" => copied!(ChallengeRow, |c| [
            c.id,
            c.challenger_id,
            c.opponent_id,
            c.color,
            c.en_passant,
            c.rated,
            c.time_per_move,
            c.channel_id,
            c.status,
            c.created_at,
            c.expires_at,
            c.game_id,
            c.guild_id,
            c.thread_id,
            c.variant,
            c.clock_base,
            c.clock_increment
        ]),
        "offers" => copied!(OfferRow, |r| [r.0, r.1, r.2, r.3]),
        "rating_history" => copied!(HistoryRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7]),
        "player_settings" => copied!(NotifyRow, |r| [r.0, r.1, r.2]),
        "web_sessions" => copied!(SessionRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "server_settings" => copied!(ServerRow, |r| [
            r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9
        ]),
        "puzzles" => copied!(PuzzleRow, |r| [
            r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9
        ]),
        "puzzle_attempts" => copied!(AttemptRow, |r| [
            r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9, r.10
        ]),
        "puzzle_ratings" => copied!(PuzzleRatingRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "daily_puzzles" => copied!(DailyRow, |r| [r.0, r.1, r.2, r.3, r.4]),
        "languages" => copied!(LanguageRow, |r| [r.0, r.1, r.2, r.3]),
        "looks" => copied!(LookRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "analyses" => copied!(AnalysisRow, |r| [r.0, r.1, r.2, r.3]),
        "outbox" => copied!(OutboxRow, |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8]),
        other => {
            return Err(sqlx::Error::Protocol(format!("no table {other} to copy")));
        }
    })
}

/// The statement inserting a row of `table`'s columns `cols` (as written
/// in a SELECT), each bound in turn.
fn insert_sql(table: &str, cols: &str) -> String {
    let n = cols.split(',').count();
    let values: Vec<String> = (1..=n).map(|i| format!("${i}")).collect();
    format!(
        "INSERT INTO {table} ({cols}) VALUES ({})",
        values.join(", ")
    )
}

/// Copies `table` whole, a batch per transaction; `progress(done)` after
/// each batch. Returns the rows copied.
pub async fn copy_table(
    from: &Store,
    to: &Store,
    table: &str,
    mut progress: impl FnMut(i64),
) -> Result<i64, sqlx::Error> {
    let mut done = 0;
    loop {
        let mut tx = to.write().await?;
        let n = copy_batch(from, &mut tx, table, done).await?;
        tx.commit().await?;
        done += n as i64;
        progress(done);
        if (n as i64) < BATCH {
            return Ok(done);
        }
    }
}

/// After rows were copied with their ids: PostgreSQL's id counters start
/// past the highest id (SQLite's follow inserted ids by themselves).
pub async fn reset_ids(store: &Store) -> Result<(), sqlx::Error> {
    if store.kind() != Kind::Postgres {
        return Ok(());
    }
    for table in [
        "tournaments",
        "games",
        "challenges",
        "rating_history",
        "outbox",
        "puzzle_attempts",
    ] {
        store
            .execute(&format!(
                "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            ))
            .await?;
    }
    Ok(())
}

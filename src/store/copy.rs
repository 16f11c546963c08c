//! Copying a whole database into another (`alice migrate`): every table in
//! the order their references need, rows read and written in batches with
//! their ids, and the row counts of each table.

use super::games::GameRow;
use super::{Kind, Store, Tx};

/// Every table, parents before the tables that refer to them.
pub const TABLES: [&str; 17] = [
    "players",
    "ratings",
    "games",
    "moves",
    "challenges",
    "offers",
    "rating_history",
    "player_settings",
    "server_settings",
    "analyses",
    "outbox",
    "puzzles",
    "puzzle_attempts",
    "puzzle_ratings",
    "daily_puzzles",
    "languages",
    "looks",
];

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
type RatingRow = (i64, String, f64, f64, f64, i64, i64);
type MoveRow = (i64, i64, String, String, String, Option<i64>, i64);
type ChallengeRow = (
    i64,
    i64,
    Option<i64>,
    String,
    bool,
    bool,
    i64,
    Option<i64>,
    String,
    i64,
    i64,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    String,
);
type OfferRow = (i64, String, i64, i64);
type HistoryRow = (i64, i64, i64, f64, f64, i64, String);
type NotifyRow = (i64, String, i64);
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
    // Reads a batch of `table` as `$row`s (columns `$cols`, in `$key`
    // order) and inserts each with its fields bound to the same columns.
    macro_rules! copied {
        ($row:ty, $cols:literal, $key:literal, |$r:ident| [$($field:expr),+ $(,)?]) => {{
            let rows: Vec<$row> = from
                .fetch(&format!(
                    "SELECT {} FROM {table} ORDER BY {} LIMIT {BATCH} OFFSET {offset}",
                    $cols, $key
                ))
                .await?;
            let n = rows.len();
            let insert = insert_sql(table, $cols);
            insert_rows!(to, insert.as_str(), rows, |$r| [$($field),+]);
            n
        }};
    }
    Ok(match table {
        "players" => copied!(PlayerRow, "id, name, created_at", "id", |r| [r.0, r.1, r.2]),
        "ratings" => copied!(RatingRow, "player_id, variant, rating, deviation, volatility, games, updated_at", "player_id, variant", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]),
        "games" => copied!(GameRow, "id, white_id, black_id, bot_level, en_passant, rated, time_per_move, start_fen, ply, fen, status, result, termination, channel_id, turn_started_at, reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived, variant", "id", |g| [g.id, g.white_id, g.black_id, g.bot_level, g.en_passant, g.rated, g.time_per_move, &g.start_fen, g.ply, &g.fen, g.status, g.result, g.termination, g.channel_id, g.turn_started_at, g.reminded, g.created_at, g.ended_at, g.guild_id, g.thread_id, g.message_id, g.thread_archived, g.variant]),
        "moves" => copied!(MoveRow, "game_id, ply, uci, san, fen_after, played_by, played_at", "game_id, ply", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]),
        "challenges" => copied!(ChallengeRow, "id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id, thread_id, variant", "id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9, r.10, r.11, r.12, r.13, r.14]),
        "offers" => copied!(OfferRow, "game_id, kind, by_player, created_at", "game_id, kind", |r| [r.0, r.1, r.2, r.3]),
        "rating_history" => copied!(HistoryRow, "id, player_id, game_id, rating, deviation, at, variant", "id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]),
        "player_settings" => copied!(NotifyRow, "player_id, notify, updated_at", "player_id", |r| [r.0, r.1, r.2]),
        "server_settings" => copied!(ServerRow, "guild_id, threads, time_per_move, max_games, bot_games, challenge_ttl, updated_by, updated_at, puzzle_channel, puzzle_time", "guild_id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9]),
        "puzzles" => copied!(PuzzleRow, "id, variant, fen, moves, themes, rating, deviation, volatility, plays, created_at", "id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9]),
        "puzzle_attempts" => copied!(AttemptRow, "id, player_id, puzzle_id, guild_id, step, state, rated, rating_before, rating_after, started_at, finished_at", "id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9, r.10]),
        "puzzle_ratings" => copied!(PuzzleRatingRow, "player_id, rating, deviation, volatility, games, updated_at", "player_id", |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "daily_puzzles" => copied!(DailyRow, "guild_id, day, puzzle_id, channel_id, message_id", "guild_id, day", |r| [r.0, r.1, r.2, r.3, r.4]),
        "languages" => copied!(LanguageRow, "scope, id, chosen, discord", "scope, id", |r| [r.0, r.1, r.2, r.3]),
        "looks" => copied!(LookRow, "scope, id, boards, theme, pieces, ghosts", "scope, id", |r| [r.0, r.1, r.2, r.3, r.4, r.5]),
        "analyses" => copied!(AnalysisRow, "game_id, nodes, evals, created_at", "game_id", |r| [r.0, r.1, r.2, r.3]),
        "outbox" => copied!(OutboxRow, "id, body, created_at, due_at, attempts, lease_until, done_at, outcome, key", "id", |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8]),
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

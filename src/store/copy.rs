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
    let page = |cols: &str, key: &str| {
        format!("SELECT {cols} FROM {table} ORDER BY {key} LIMIT {BATCH} OFFSET {offset}")
    };
    Ok(match table {
        "players" => {
            let rows: Vec<PlayerRow> = from.fetch(&page("id, name, created_at", "id")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO players (id, name, created_at) VALUES ($1, $2, $3)",
                rows,
                |r| [r.0, r.1, r.2]
            );
            n
        }
        "ratings" => {
            let cols = "player_id, variant, rating, deviation, volatility, games, updated_at";
            let rows: Vec<RatingRow> = from.fetch(&page(cols, "player_id, variant")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO ratings (player_id, variant, rating, deviation, volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]);
            n
        }
        "games" => {
            let rows: Vec<GameRow> = from.fetch(&page("*", "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO games (id, white_id, black_id, bot_level, en_passant, rated, time_per_move, start_fen, ply, fen, status, result, termination, channel_id, turn_started_at, reminded, created_at, ended_at, guild_id, thread_id, message_id, thread_archived, variant) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)", rows,
                |g| [g.id, g.white_id, g.black_id, g.bot_level, g.en_passant, g.rated, g.time_per_move, &g.start_fen, g.ply, &g.fen, g.status, g.result, g.termination, g.channel_id, g.turn_started_at, g.reminded, g.created_at, g.ended_at, g.guild_id, g.thread_id, g.message_id, g.thread_archived, g.variant]);
            n
        }
        "moves" => {
            let cols = "game_id, ply, uci, san, fen_after, played_by, played_at";
            let rows: Vec<MoveRow> = from.fetch(&page(cols, "game_id, ply")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO moves (game_id, ply, uci, san, fen_after, played_by, played_at) VALUES ($1, $2, $3, $4, $5, $6, $7)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]);
            n
        }
        "challenges" => {
            let cols = "id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id, thread_id, variant";
            let rows: Vec<ChallengeRow> = from.fetch(&page(cols, "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO challenges (id, challenger_id, opponent_id, color, en_passant, rated, time_per_move, channel_id, status, created_at, expires_at, game_id, guild_id, thread_id, variant) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9, r.10, r.11, r.12, r.13, r.14]);
            n
        }
        "offers" => {
            let cols = "game_id, kind, by_player, created_at";
            let rows: Vec<OfferRow> = from.fetch(&page(cols, "game_id, kind")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO offers (game_id, kind, by_player, created_at) VALUES ($1, $2, $3, $4)",
                rows,
                |r| [r.0, r.1, r.2, r.3]
            );
            n
        }
        "rating_history" => {
            let cols = "id, player_id, game_id, rating, deviation, at, variant";
            let rows: Vec<HistoryRow> = from.fetch(&page(cols, "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO rating_history (id, player_id, game_id, rating, deviation, at, variant) VALUES ($1, $2, $3, $4, $5, $6, $7)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6]);
            n
        }
        "player_settings" => {
            let cols = "player_id, notify, updated_at";
            let rows: Vec<NotifyRow> = from.fetch(&page(cols, "player_id")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO player_settings (player_id, notify, updated_at) VALUES ($1, $2, $3)",
                rows,
                |r| [r.0, r.1, r.2]
            );
            n
        }
        "server_settings" => {
            let cols = "guild_id, threads, time_per_move, max_games, bot_games, challenge_ttl, updated_by, updated_at, puzzle_channel, puzzle_time";
            let rows: Vec<ServerRow> = from.fetch(&page(cols, "guild_id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO server_settings (guild_id, threads, time_per_move, max_games, bot_games, challenge_ttl, updated_by, updated_at, puzzle_channel, puzzle_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9]);
            n
        }
        "puzzles" => {
            let cols =
                "id, variant, fen, moves, themes, rating, deviation, volatility, plays, created_at";
            let rows: Vec<PuzzleRow> = from.fetch(&page(cols, "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO puzzles (id, variant, fen, moves, themes, rating, deviation, volatility, plays, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9]);
            n
        }
        "puzzle_attempts" => {
            let cols = "id, player_id, puzzle_id, guild_id, step, state, rated, rating_before, rating_after, started_at, finished_at";
            let rows: Vec<AttemptRow> = from.fetch(&page(cols, "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO puzzle_attempts (id, player_id, puzzle_id, guild_id, step, state, rated, rating_before, rating_after, started_at, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8, r.9, r.10]);
            n
        }
        "puzzle_ratings" => {
            let cols = "player_id, rating, deviation, volatility, games, updated_at";
            let rows: Vec<PuzzleRatingRow> = from.fetch(&page(cols, "player_id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO puzzle_ratings (player_id, rating, deviation, volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5]);
            n
        }
        "daily_puzzles" => {
            let cols = "guild_id, day, puzzle_id, channel_id, message_id";
            let rows: Vec<DailyRow> = from.fetch(&page(cols, "guild_id, day")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, message_id) VALUES ($1, $2, $3, $4, $5)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4]);
            n
        }
        "languages" => {
            let cols = "scope, id, chosen, discord";
            let rows: Vec<LanguageRow> = from.fetch(&page(cols, "scope, id")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO languages (scope, id, chosen, discord) VALUES ($1, $2, $3, $4)",
                rows,
                |r| [r.0, r.1, r.2, r.3]
            );
            n
        }
        "looks" => {
            let cols = "scope, id, boards, theme, pieces, ghosts";
            let rows: Vec<LookRow> = from.fetch(&page(cols, "scope, id")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO looks (scope, id, boards, theme, pieces, ghosts) VALUES ($1, $2, $3, $4, $5, $6)",
                rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5]
            );
            n
        }
        "analyses" => {
            let cols = "game_id, nodes, evals, created_at";
            let rows: Vec<AnalysisRow> = from.fetch(&page(cols, "game_id")).await?;
            let n = rows.len();
            insert_rows!(
                to,
                "INSERT INTO analyses (game_id, nodes, evals, created_at) VALUES ($1, $2, $3, $4)",
                rows,
                |r| [r.0, r.1, r.2, r.3]
            );
            n
        }
        "outbox" => {
            let cols = "id, body, created_at, due_at, attempts, lease_until, done_at, outcome, key";
            let rows: Vec<OutboxRow> = from.fetch(&page(cols, "id")).await?;
            let n = rows.len();
            insert_rows!(to, "INSERT INTO outbox (id, body, created_at, due_at, attempts, lease_until, done_at, outcome, key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)", rows,
                |r| [r.0, r.1, r.2, r.3, r.4, r.5, r.6, r.7, r.8]);
            n
        }
        other => {
            return Err(sqlx::Error::Protocol(format!("no table {other} to copy")));
        }
    })
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

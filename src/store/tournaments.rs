//! Tables `tournaments`, `tournament_players` and `tournament_boards`.

use super::Tx;
use crate::states::{BoardKind, TournamentStatus, Variant};

#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: Option<i64>,
    pub name: String,
    pub creator_id: i64,
    pub variant: Variant,
    pub rated: bool,
    pub time_per_move: i64,
    /// FIDE's codes of the tie-breaks, in order (`BH-C1 SB`).
    pub tie_breaks: String,
    pub rounds: i64,
    /// The round being played (0 before the first).
    pub round: i64,
    pub status: TournamentStatus,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub ended_at: Option<i64>,
}

pub struct NewTournament<'a> {
    pub guild_id: Option<i64>,
    pub channel_id: Option<i64>,
    pub name: &'a str,
    pub creator_id: i64,
    pub variant: Variant,
    pub rated: bool,
    pub time_per_move: i64,
    pub tie_breaks: &'a str,
    pub rounds: i64,
    pub now: i64,
}

/// A player of a tournament, with the name they go by.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EntrantRow {
    pub player_id: i64,
    pub name: String,
    pub number: Option<i64>,
    pub rating: i64,
    pub joined_at: i64,
    pub withdrawn: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct BoardRow {
    pub tournament_id: i64,
    pub round: i64,
    pub board: i64,
    pub kind: BoardKind,
    pub white_id: i64,
    /// None for a bye.
    pub black_id: Option<i64>,
    pub game_id: Option<i64>,
    /// Half points, None while the game is played.
    pub white_points: Option<i64>,
    pub black_points: Option<i64>,
    /// A game both sides moved in (not a forfeit).
    pub played: bool,
}

pub async fn insert(conn: &mut Tx<'_>, t: &NewTournament<'_>) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO tournaments (guild_id, channel_id, name, creator_id, variant, rated,
                                  time_per_move, tie_breaks, rounds, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(t.guild_id)
    .bind(t.channel_id)
    .bind(t.name)
    .bind(t.creator_id)
    .bind(t.variant)
    .bind(t.rated)
    .bind(t.time_per_move)
    .bind(t.tie_breaks)
    .bind(t.rounds)
    .bind(t.now)
    .fetch_one(db).await)
}

pub async fn get(conn: &mut Tx<'_>, id: i64) -> Result<Option<TournamentRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_optional(db).await)
}

/// The tournament, its row locked until the transaction ends (on
/// PostgreSQL; SQLite has one writer), so that two games ending at once
/// see each other's results and the next round is paired once.
pub async fn lock(conn: &mut Tx<'_>, id: i64) -> Result<Option<TournamentRow>, sqlx::Error> {
    if let Tx::Postgres(t) = conn {
        return sqlx::query_as("SELECT * FROM tournaments WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut **t)
            .await;
    }
    get(conn, id).await
}

/// A server's tournaments, open and running first, newest first.
pub async fn in_guild(
    conn: &mut Tx<'_>,
    guild: i64,
    limit: i64,
) -> Result<Vec<TournamentRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM tournaments WHERE guild_id = $1
         ORDER BY CASE WHEN status IN ('open', 'running') THEN 0 ELSE 1 END, id DESC LIMIT $2",
    )
    .bind(guild)
    .bind(limit)
    .fetch_all(db).await)
}

/// How many of a server's tournaments are open or running.
pub async fn live_in_guild(conn: &mut Tx<'_>, guild: i64) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournaments
         WHERE guild_id = $1 AND status IN ('open', 'running')",
    )
    .bind(guild)
    .fetch_one(db).await)
}

/// Moves the tournament to `status` and `round`, if it still stands at
/// `from`: false when another action moved it first.
pub async fn set_stage(
    conn: &mut Tx<'_>,
    id: i64,
    from: (TournamentStatus, i64),
    to: (TournamentStatus, i64),
    now: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE tournaments SET status = $1, round = $2,
             started_at = CASE WHEN $1 = 'running' THEN COALESCE(started_at, $3) ELSE started_at END,
             ended_at = CASE WHEN $1 IN ('finished', 'cancelled') THEN $3 ELSE ended_at END
         WHERE id = $4 AND status = $5 AND round = $6",
    )
    .bind(to.0)
    .bind(to.1)
    .bind(now)
    .bind(id)
    .bind(from.0)
    .bind(from.1)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Enters `player` (or brings a withdrawn one back): false when they
/// already play.
pub async fn join(
    conn: &mut Tx<'_>,
    tournament: i64,
    player: i64,
    rating: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "INSERT INTO tournament_players (tournament_id, player_id, rating, joined_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (tournament_id, player_id) DO UPDATE SET withdrawn = FALSE
         WHERE tournament_players.withdrawn",
    )
    .bind(tournament)
    .bind(player)
    .bind(rating)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Takes `player` out of a tournament not yet started: false when they
/// were not in it.
pub async fn remove(conn: &mut Tx<'_>, tournament: i64, player: i64) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2",
    )
    .bind(tournament)
    .bind(player)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Withdraws `player` from the rounds still to be paired: false when they
/// were not playing.
pub async fn withdraw(
    conn: &mut Tx<'_>,
    tournament: i64,
    player: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE tournament_players SET withdrawn = TRUE
         WHERE tournament_id = $1 AND player_id = $2 AND NOT withdrawn",
    )
    .bind(tournament)
    .bind(player)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Gives `player` their draw number.
pub async fn number(
    conn: &mut Tx<'_>,
    tournament: i64,
    player: i64,
    number: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE tournament_players SET number = $1 WHERE tournament_id = $2 AND player_id = $3",
    )
    .bind(number)
    .bind(tournament)
    .bind(player)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The players, by draw number (those without one by joining).
pub async fn entrants(conn: &mut Tx<'_>, tournament: i64) -> Result<Vec<EntrantRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT e.player_id, p.name, e.number, e.rating, e.joined_at, e.withdrawn
         FROM tournament_players e JOIN players p ON p.id = e.player_id
         WHERE e.tournament_id = $1
         ORDER BY CASE WHEN e.number IS NULL THEN 1 ELSE 0 END, e.number, e.joined_at, e.player_id",
    )
    .bind(tournament)
    .fetch_all(db).await)
}

pub async fn add_board(conn: &mut Tx<'_>, b: &BoardRow) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO tournament_boards (tournament_id, round, board, kind, white_id, black_id,
                                        game_id, white_points, black_points, played)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(b.tournament_id)
    .bind(b.round)
    .bind(b.board)
    .bind(b.kind)
    .bind(b.white_id)
    .bind(b.black_id)
    .bind(b.game_id)
    .bind(b.white_points)
    .bind(b.black_points)
    .bind(b.played)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Every board of every round, in order.
pub async fn boards(conn: &mut Tx<'_>, tournament: i64) -> Result<Vec<BoardRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT * FROM tournament_boards WHERE tournament_id = $1 ORDER BY round, board",
    )
    .bind(tournament)
    .fetch_all(db).await)
}

/// How many boards of a tournament's round are not scored yet.
pub async fn unscored(conn: &mut Tx<'_>, tournament: i64, round: i64) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT COUNT(*) FROM tournament_boards
         WHERE tournament_id = $1 AND round = $2 AND white_points IS NULL",
    )
    .bind(tournament)
    .bind(round)
    .fetch_one(db).await)
}

/// The board a game is played on, if it is a tournament's.
pub async fn board_of_game(conn: &mut Tx<'_>, game: i64) -> Result<Option<BoardRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT * FROM tournament_boards WHERE game_id = $1")
        .bind(game)
        .fetch_optional(db).await)
}

/// Scores a board still being played: false when it was scored already.
pub async fn score(
    conn: &mut Tx<'_>,
    b: &BoardRow,
    points: (i64, i64),
    played: bool,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "UPDATE tournament_boards SET white_points = $1, black_points = $2, played = $3
         WHERE tournament_id = $4 AND round = $5 AND board = $6 AND white_points IS NULL",
    )
    .bind(points.0)
    .bind(points.1)
    .bind(played)
    .bind(b.tournament_id)
    .bind(b.round)
    .bind(b.board)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// The tournament a game belongs to and its round, for the game's PGN.
pub async fn of_game(
    conn: &mut Tx<'_>,
    game: i64,
) -> Result<Option<(String, i64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT t.name, b.round, b.board FROM tournament_boards b
         JOIN tournaments t ON t.id = b.tournament_id WHERE b.game_id = $1",
    )
    .bind(game)
    .fetch_optional(db).await)
}

/// Forbids `a` and `b` to meet in a tournament (stored lower id first):
/// false when it was already forbidden.
pub async fn forbid(
    conn: &mut Tx<'_>,
    tournament: i64,
    a: i64,
    b: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query(
        "INSERT INTO tournament_forbidden (tournament_id, first_id, second_id)
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(tournament)
    .bind(a.min(b))
    .bind(a.max(b))
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// The pairs forbidden in a tournament, lower id first.
pub async fn forbidden(conn: &mut Tx<'_>, tournament: i64) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT first_id, second_id FROM tournament_forbidden WHERE tournament_id = $1
         ORDER BY first_id, second_id",
    )
    .bind(tournament)
    .fetch_all(db).await)
}

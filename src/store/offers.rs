//! Table `offers`: standing draw and takeback offers.

use super::Tx;
use crate::states::OfferKind;

/// A game's standing offers: their kind and who made each.
pub type Standing = Vec<(OfferKind, i64)>;

/// Every standing offer of a game: its kind and who made it, draws first
/// (read with the game, see `moves::game_for_play`).
pub async fn standing(conn: &mut Tx<'_>, game: i64) -> Result<Standing, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as("SELECT kind, by_player FROM offers WHERE game_id = $1 ORDER BY kind")
        .bind(game)
        .fetch_all(db).await)
}

/// The standing offers of each of `ids`: the game, the kind, who made it
/// and when.
pub async fn of_games(
    conn: &mut Tx<'_>,
    ids: &[i64],
) -> Result<Vec<(i64, OfferKind, i64, i64)>, sqlx::Error> {
    let offers: Vec<(i64, OfferKind, i64, i64)> = rows_by_ids!(
        conn,
        ids,
        (i64, OfferKind, i64, i64),
        "SELECT game_id, kind, by_player, created_at FROM offers WHERE game_id IN ({marks})
         ORDER BY game_id, kind"
    );
    Ok(offers)
}

/// Withdraws or declines `kind`'s offer in a game.
pub async fn remove(conn: &mut Tx<'_>, game: i64, kind: OfferKind) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query("DELETE FROM offers WHERE game_id = $1 AND kind = $2")
        .bind(game)
        .bind(kind)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn put(
    conn: &mut Tx<'_>,
    game: i64,
    kind: OfferKind,
    by: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO offers (game_id, kind, by_player, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT(game_id, kind) DO UPDATE SET by_player = excluded.by_player, created_at = excluded.created_at",
    )
    .bind(game)
    .bind(kind)
    .bind(by)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn clear(conn: &mut Tx<'_>, game: i64) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query("DELETE FROM offers WHERE game_id = $1")
        .bind(game)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The rule that a move lapses every offer its mover did not make, as
/// the statement that applies it: the offers of the games whose id is
/// `games` (a condition on `game_id`), but for those by `mover` (the same
/// value twice, as each backend binds it; NULL, the bot: every offer).
/// Both ways a move is stored use it.
pub(super) fn lapsing(games: &str, (mover, mover_again): (&str, &str)) -> String {
    format!("DELETE FROM offers WHERE game_id {games} AND ({mover} IS NULL OR by_player <> {mover_again})")
}

/// A move lapses the offers its mover did not make (the mover declined
/// them by playing on).
pub async fn lapse_for_mover(
    conn: &mut Tx<'_>,
    game: i64,
    mover: Option<i64>,
) -> Result<(), sqlx::Error> {
    let sql = lapsing("= $1", ("$2", "$3"));
    on_db!(conn, db => sqlx::query(&sql)
        .bind(game)
        .bind(mover)
        .bind(mover)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

//! Tables `web_logins` and `web_sessions`: the states of the live table's
//! sign-ins with Discord that succeeded (until they would have lapsed;
//! one under way is kept by its browser alone), and its browsers'
//! sessions.

use super::Tx;

/// A session as stored: its member, their name and its change token.
pub type SessionRow = (i64, String, String);

/// Records the state of a sign-in that succeeded, at `now`, so that it
/// is not taken twice (a state already recorded is left as it is).
pub async fn take(conn: &mut Tx<'_>, state: &str, now: i64) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO web_logins (state, next_path, created_at) VALUES ($1, '', $2)
         ON CONFLICT (state) DO NOTHING",
    )
    .bind(state)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Whether a sign-in of `state` succeeded already (and has not lapsed
/// since).
pub async fn taken(conn: &mut Tx<'_>, state: &str) -> Result<bool, sqlx::Error> {
    let row: Option<(i64,)> = on_db!(conn, db => sqlx::query_as(
        "SELECT created_at FROM web_logins WHERE state = $1",
    )
    .bind(state)
    .fetch_optional(db).await)?;
    Ok(row.is_some())
}

/// Forgets sign-ins recorded before `before` and sessions expired by `now`.
pub async fn forget_old(conn: &mut Tx<'_>, before: i64, now: i64) -> Result<u64, sqlx::Error> {
    let logins = on_db!(conn, db => sqlx::query("DELETE FROM web_logins WHERE created_at < $1")
        .bind(before)
        .execute(db).await.map(|r| r.rows_affected()))?;
    let sessions = on_db!(conn, db => sqlx::query("DELETE FROM web_sessions WHERE expires_at <= $1")
        .bind(now)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(logins + sessions)
}

/// Opens a session.
#[allow(clippy::too_many_arguments)]
pub async fn open(
    conn: &mut Tx<'_>,
    digest: &str,
    member: i64,
    name: &str,
    csrf: &str,
    now: i64,
    expires: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO web_sessions (digest, member_id, name, csrf, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(digest)
    .bind(member)
    .bind(name)
    .bind(csrf)
    .bind(now)
    .bind(expires)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// The session of `digest`, unless it expired by `now`.
pub async fn get(
    conn: &mut Tx<'_>,
    digest: &str,
    now: i64,
) -> Result<Option<SessionRow>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT member_id, name, csrf FROM web_sessions WHERE digest = $1 AND expires_at > $2",
    )
    .bind(digest)
    .bind(now)
    .fetch_optional(db).await)
}

/// Closes a session; whether there was one.
pub async fn close(conn: &mut Tx<'_>, digest: &str) -> Result<bool, sqlx::Error> {
    let n = on_db!(conn, db => sqlx::query("DELETE FROM web_sessions WHERE digest = $1")
        .bind(digest)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(n > 0)
}

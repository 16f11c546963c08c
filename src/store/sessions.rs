//! Tables `web_logins` and `web_sessions`: the live table's sign-ins with
//! Discord under way, and its browsers' sessions.

use super::Tx;

/// A session as stored: its member, their name and its change token.
pub type SessionRow = (i64, String, String);

/// Records a sign-in under way: its OAuth2 state and the page to return
/// to.
pub async fn begin(
    conn: &mut Tx<'_>,
    state: &str,
    next: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "INSERT INTO web_logins (state, next_path, created_at) VALUES ($1, $2, $3)",
    )
    .bind(state)
    .bind(next)
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Takes a sign-in under way (it is gone after): its page to return to,
/// when it was begun at `since` or later; None when unknown, taken
/// already or too old.
pub async fn take(
    conn: &mut Tx<'_>,
    state: &str,
    since: i64,
) -> Result<Option<String>, sqlx::Error> {
    let row: Option<(String, i64)> = on_db!(conn, db => sqlx::query_as(
        "DELETE FROM web_logins WHERE state = $1 RETURNING next_path, created_at",
    )
    .bind(state)
    .fetch_optional(db).await)?;
    Ok(row.filter(|r| r.1 >= since).map(|r| r.0))
}

/// Forgets sign-ins begun before `before` and sessions expired by `now`.
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

//! The outbox: what the bot owes someone (a post, a DM, a thread to
//! archive), written in the transaction of the change that owes it and
//! delivered from here. A row is claimed by one process at a time (a
//! lease, as [`super::claims`]), so several processes deliver each once;
//! a holder that dies lets its lease lapse and another delivers it.

use super::Tx;

/// A row taken for delivery.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Owing {
    pub id: i64,
    /// The message, as JSON.
    pub body: String,
    pub created_at: i64,
    /// Deliveries tried before, this one included.
    pub attempts: i64,
}

/// Adds a row due at `due` (ms), with `key` to find it by; its id.
pub async fn add(
    conn: &mut Tx<'_>,
    body: &str,
    now: i64,
    due: i64,
    key: Option<&str>,
) -> Result<i64, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO outbox (body, created_at, due_at, key) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(body)
    .bind(now)
    .bind(due)
    .bind(key)
    .fetch_one(db).await)
}

/// The body of the row of `key` not yet done, if any.
pub async fn body_by_key(conn: &mut Tx<'_>, key: &str) -> Result<Option<String>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_scalar(
        "SELECT body FROM outbox WHERE key = $1 AND done_at IS NULL ORDER BY id LIMIT 1",
    )
    .bind(key)
    .fetch_optional(db).await)
}

/// Rewrites the body of the rows of `key` not yet done.
pub async fn set_body_by_key(conn: &mut Tx<'_>, key: &str, body: &str) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET body = $1 WHERE key = $2 AND done_at IS NULL",
    )
    .bind(body)
    .bind(key)
    .execute(db).await.map(drop))
}

/// Marks the rows of `key` not yet done as done with `outcome` (unless a
/// process holds one: it is delivering it); whether any was.
pub async fn done_by_key(
    conn: &mut Tx<'_>,
    key: &str,
    now: i64,
    outcome: &str,
) -> Result<bool, sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET done_at = $1, outcome = $2
         WHERE key = $3 AND done_at IS NULL AND lease_until <= $1",
    )
    .bind(now)
    .bind(outcome)
    .bind(key)
    .execute(db).await.map(|r| r.rows_affected() > 0))
}

/// Brings the row of `key` not yet done forward: due at `now`.
pub async fn due_now_by_key(conn: &mut Tx<'_>, key: &str, now: i64) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET due_at = $1 WHERE key = $2 AND done_at IS NULL AND due_at > $1",
    )
    .bind(now)
    .bind(key)
    .execute(db).await.map(drop))
}

/// Brings forward every row waiting out a failed delivery (tried at least
/// once, due later than `now`): due at `now`. How many.
pub async fn retry_now(conn: &mut Tx<'_>, now: i64) -> Result<u64, sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET due_at = $1 WHERE done_at IS NULL AND attempts > 0 AND due_at > $1",
    )
    .bind(now)
    .execute(db).await.map(|r| r.rows_affected()))
}

/// Takes up to `limit` rows that are due and not held, oldest first, for
/// this process until `until`: each is counted as attempted. One
/// statement; a row another process took meanwhile is not returned (its
/// lease is checked again as the row is updated).
pub async fn take(
    conn: &mut Tx<'_>,
    now: i64,
    until: i64,
    limit: i64,
) -> Result<Vec<Owing>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "UPDATE outbox SET lease_until = $1, attempts = attempts + 1
         WHERE id IN (SELECT id FROM outbox
                      WHERE done_at IS NULL AND due_at <= $2 AND lease_until <= $2
                      ORDER BY due_at, id LIMIT $3)
           AND done_at IS NULL AND lease_until <= $2
         RETURNING id, body, created_at, attempts",
    )
    .bind(until)
    .bind(now)
    .bind(limit)
    .fetch_all(db).await)
    .map(|mut rows: Vec<Owing>| {
        rows.sort_by_key(|r| r.id);
        rows
    })
}

/// Marks a row done (`outcome`: delivered, or why it never will be).
pub async fn done(conn: &mut Tx<'_>, id: i64, now: i64, outcome: &str) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET done_at = $1, outcome = $2, lease_until = 0 WHERE id = $3",
    )
    .bind(now)
    .bind(outcome)
    .bind(id)
    .execute(db).await.map(drop))
}

/// Lets a row wait until `due` before it is tried again (`why`: the last
/// failure, kept in `outcome` while the row is not done).
pub async fn later(conn: &mut Tx<'_>, id: i64, due: i64, why: &str) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query(
        "UPDATE outbox SET due_at = $1, outcome = $2, lease_until = 0 WHERE id = $3 AND done_at IS NULL",
    )
    .bind(due)
    .bind(why)
    .bind(id)
    .execute(db).await.map(drop))
}

/// How many rows are not done, and when the oldest of them was written.
pub async fn pending(conn: &mut Tx<'_>) -> Result<(i64, Option<i64>), sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT COUNT(*), MIN(created_at) FROM outbox WHERE done_at IS NULL",
    )
    .fetch_one(db).await)
}

/// The rows not done, oldest first: (id, body).
pub async fn undone(conn: &mut Tx<'_>) -> Result<Vec<(i64, String)>, sqlx::Error> {
    on_db!(conn, db => sqlx::query_as(
        "SELECT id, body FROM outbox WHERE done_at IS NULL ORDER BY id",
    )
    .fetch_all(db).await)
}

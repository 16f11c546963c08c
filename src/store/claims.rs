//! Claims on background work, shared by every process on one database:
//! an item is done by the process holding its unexpired claim, and a
//! claim whose holder died lapses and may be taken over.

use super::Tx;

/// Claims `key` for `holder` until `until` (ms), if nobody holds it: no
/// row yet or a lapsed claim — or, with `renew`, one this holder already
/// has (its expiry is then pushed back). True when the claim is now
/// `holder`'s. One statement, atomic on both backends.
pub async fn take(
    conn: &mut Tx<'_>,
    key: &str,
    holder: &str,
    now: i64,
    until: i64,
    renew: bool,
) -> Result<bool, sqlx::Error> {
    let won: Option<String> = on_db!(conn, db => sqlx::query_scalar(
        "INSERT INTO claims (key, holder, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE claims.expires_at <= $4 OR (claims.holder = excluded.holder AND $5)
         RETURNING holder",
    )
    .bind(key)
    .bind(holder)
    .bind(until)
    .bind(now)
    .bind(renew)
    .fetch_optional(db).await)?;
    Ok(won.is_some())
}

/// Ends `holder`'s claim on `key` once its item is done (the item itself
/// is then no longer due, so nobody claims it again).
pub async fn release(conn: &mut Tx<'_>, key: &str, holder: &str) -> Result<(), sqlx::Error> {
    on_db!(conn, db => sqlx::query("DELETE FROM claims WHERE key = $1 AND holder = $2")
        .bind(key)
        .bind(holder)
        .execute(db).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Forgets claims that lapsed before `before` (their items were done or
/// are claimed afresh).
pub async fn purge(conn: &mut Tx<'_>, before: i64) -> Result<u64, sqlx::Error> {
    on_db!(conn, db => sqlx::query("DELETE FROM claims WHERE expires_at < $1")
        .bind(before)
        .execute(db).await.map(|r| r.rows_affected()))
}

/// A new holder's name, unique among the processes sharing a database:
/// host, pid, start time (a restarted process is another holder) and a
/// count (the services of one process are holders apart).
pub fn holder_name() -> String {
    let host = std::env::var("HOSTNAME")
        .ok()
        .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    // Services of one process (the tests run several) are holders apart.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{host}:{}:{started}:{n}", std::process::id())
}

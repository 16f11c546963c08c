//! The store: one module per table, behind typed functions that take a
//! [`Tx`] and know nothing of which database runs them. Two backends,
//! chosen by the URL's scheme: SQLite (the embedded default: one writer
//! connection, actions applied one at a time in savepoints, committed in
//! groups) and PostgreSQL (a shared server for several processes: a pool,
//! one transaction per action). The SQL is written once for both
//! (`$1` placeholders, `RETURNING`, `TRUE`/`FALSE`, `CASE` sums).

/// Runs `$body` with `$c` bound to the transaction's connection, whichever
/// the backend: the same query text and binds, compiled for each.
macro_rules! on_db {
    ($tx:expr, $c:ident => $body:expr) => {
        match $tx {
            $crate::store::Tx::SqliteRead(t) => {
                let $c: &mut sqlx::SqliteConnection = &mut **t;
                $body
            }
            $crate::store::Tx::SqliteWrite(w) => {
                let $c: &mut sqlx::SqliteConnection = &mut **w;
                $body
            }
            $crate::store::Tx::Postgres(t) => {
                let $c: &mut sqlx::PgConnection = &mut **t;
                $body
            }
            $crate::store::Tx::PostgresOnce(p) => {
                let $c: &mut sqlx::PgConnection = &mut **p;
                $body
            }
        }
    };
}

/// The rows of `sql` for each of `ids` (a slice of ids or names), read in
/// chunks of 500 binds: `{marks}` in `sql` stands for `$1, $2, …`; each
/// row read as a `$row`.
macro_rules! rows_by_ids {
    ($conn:expr, $ids:expr, $row:ty, $sql:expr) => {{
        let mut out = Vec::new();
        for chunk in $ids.chunks(500) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = $sql.replace("{marks}", &marks.join(", "));
            let rows: Vec<$row> = on_db!($conn, db => {
                let mut q = sqlx::query_as(&sql);
                for id in chunk {
                    q = q.bind(*id);
                }
                q.fetch_all(db).await
            })?;
            out.extend(rows);
        }
        out
    }};
}

/// A secret: 128 bits of the system's random source as 32 lower-case
/// hexadecimal digits (a game's watch token, a sign-in's state, a
/// session). Without that source nothing that needs one is done: a secret
/// from the clock would be guessable.
pub fn random_token() -> Result<String, sqlx::Error> {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| sqlx::Error::Protocol(format!("the system's random source: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

pub mod analyses;
pub mod challenges;
pub mod claims;
pub mod copy;
pub mod games;
pub mod languages;
pub mod looks;
pub mod moves;
pub mod offers;
pub mod outbox;
pub mod players;
pub mod puzzles;
pub mod ratings;
pub mod sessions;
pub mod settings;
pub mod tables;
pub mod tournaments;

use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
};
use sqlx::{ConnectOptions, Postgres, Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::{Mutex, MutexGuard};

/// The typed states of [`crate::states`] are TEXT columns: encoded as
/// their word, decoded back (an unknown word is an error of the row).
macro_rules! word_columns {
    ($($t:ty),+) => {$(
        impl sqlx::Type<Postgres> for $t {
            fn type_info() -> sqlx::postgres::PgTypeInfo {
                <str as sqlx::Type<Postgres>>::type_info()
            }
            fn compatible(ty: &sqlx::postgres::PgTypeInfo) -> bool {
                <&str as sqlx::Type<Postgres>>::compatible(ty)
            }
        }
        impl sqlx::Encode<'_, Postgres> for $t {
            fn encode_by_ref(
                &self,
                buf: &mut sqlx::postgres::PgArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<'_, Postgres>>::encode_by_ref(&self.as_str(), buf)
            }
        }
        impl<'r> sqlx::Decode<'r, Postgres> for $t {
            fn decode(
                value: sqlx::postgres::PgValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let word = <&str as sqlx::Decode<'r, Postgres>>::decode(value)?;
                Ok(<$t>::parse(word)?)
            }
        }
        impl sqlx::Type<Sqlite> for $t {
            fn type_info() -> sqlx::sqlite::SqliteTypeInfo {
                <str as sqlx::Type<Sqlite>>::type_info()
            }
            fn compatible(ty: &sqlx::sqlite::SqliteTypeInfo) -> bool {
                <&str as sqlx::Type<Sqlite>>::compatible(ty)
            }
        }
        impl<'q> sqlx::Encode<'q, Sqlite> for $t {
            fn encode_by_ref(
                &self,
                buf: &mut Vec<sqlx::sqlite::SqliteArgumentValue<'q>>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&str as sqlx::Encode<'q, Sqlite>>::encode_by_ref(&self.as_str(), buf)
            }
        }
        impl<'r> sqlx::Decode<'r, Sqlite> for $t {
            fn decode(
                value: sqlx::sqlite::SqliteValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let word = <&str as sqlx::Decode<'r, Sqlite>>::decode(value)?;
                Ok(<$t>::parse(word)?)
            }
        }
    )+};
}

word_columns!(
    crate::states::GameStatus,
    crate::states::GameResult,
    crate::states::Ending,
    crate::states::ColorChoice,
    crate::states::ChallengeStatus,
    crate::states::OfferKind,
    crate::states::Notify,
    crate::states::Variant,
    crate::states::Speed,
    crate::states::AttemptState,
    crate::states::TournamentStatus,
    crate::states::BoardKind
);

pub static SQLITE_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
pub static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// Why the database named cannot be opened or served (said to whoever
/// runs the bot).
#[derive(Debug)]
pub enum OpenError {
    /// A scheme other than SQLite's and PostgreSQL's.
    Scheme(String),
    /// `sqlite://` without a path (the URL given).
    NoFile(String),
    /// Nothing given.
    Empty,
    /// Another process serves the SQLite file: its path, and the other
    /// process's id when it wrote one.
    Served { path: String, pid: Option<String> },
    /// The lock file could not be opened or locked.
    Lock { path: String, error: std::io::Error },
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shapes = "sqlite://PATH, a file path, or postgres://USER@HOST:PORT/DB";
        match self {
            OpenError::Scheme(scheme) => write!(
                f,
                "`{scheme}://` is not a database this bot uses; give {shapes}"
            ),
            OpenError::NoFile(url) => write!(
                f,
                "`{url}` names no file; give sqlite://PATH such as sqlite://alice.db"
            ),
            OpenError::Empty => write!(f, "no database given; give {shapes}"),
            OpenError::Served { path, pid } => {
                let who = match pid {
                    Some(pid) => format!("another alice process (pid {pid})"),
                    None => "another alice process".to_string(),
                };
                write!(
                    f,
                    "the SQLite database {path} is already served by {who}: SQLite serves one process. Stop the other one, or run several processes on PostgreSQL (docs/hosting.md, \"Several processes\")"
                )
            }
            OpenError::Lock { path, error } => write!(f, "cannot lock {path}: {error}"),
        }
    }
}

impl std::error::Error for OpenError {}

/// Why a database URL names nothing this bot can open, before anything is
/// tried: a scheme other than SQLite's and PostgreSQL's, or `sqlite://`
/// without a path.
pub fn check_url(url: &str) -> Result<(), OpenError> {
    if let Some((scheme, rest)) = url.split_once("://") {
        let known = ["sqlite", "postgres", "postgresql"];
        if !known.contains(&scheme.to_ascii_lowercase().as_str()) {
            return Err(OpenError::Scheme(scheme.to_string()));
        }
        if scheme.eq_ignore_ascii_case("sqlite") && rest.split('?').next().is_none_or(str::is_empty)
        {
            return Err(OpenError::NoFile(url.to_string()));
        }
    }
    if url.trim().is_empty() {
        return Err(OpenError::Empty);
    }
    Ok(())
}

/// The default database, created next to the bot if missing.
pub const DEFAULT_URL: &str = "sqlite://alice.db";

/// Keeps a second process from serving the same SQLite file (SQLite is
/// the one-process default; several processes share PostgreSQL). Held
/// while the returned file is open: the operating system lets it go when
/// the process ends, however it ends. None for PostgreSQL and for an
/// in-memory database.
pub fn lock_for_serving(url: &str) -> Result<Option<std::fs::File>, OpenError> {
    if Kind::of(url) == Kind::Postgres {
        return Ok(None);
    }
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    let path = path.split('?').next().unwrap_or(path);
    if path.is_empty() || path == ":memory:" || url.contains("mode=memory") {
        return Ok(None);
    }
    let lock_path = format!("{path}.lock");
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&lock_path)
        .map_err(|error| OpenError::Lock {
            path: lock_path.clone(),
            error,
        })?;
    match file.try_lock() {
        Ok(()) => {
            use std::io::{Seek, Write};
            let _ = file.set_len(0);
            let _ = file.seek(std::io::SeekFrom::Start(0));
            let _ = writeln!(file, "{}", std::process::id());
            Ok(Some(file))
        }
        Err(std::fs::TryLockError::WouldBlock) => {
            let other = std::fs::read_to_string(&lock_path).unwrap_or_default();
            let other = other.trim();
            Err(OpenError::Served {
                path: path.to_string(),
                pid: (!other.is_empty()).then(|| other.to_string()),
            })
        }
        Err(std::fs::TryLockError::Error(error)) => Err(OpenError::Lock {
            path: lock_path,
            error,
        }),
    }
}

/// PostgreSQL connections per process unless `DATABASE_MAX_CONNECTIONS`
/// says otherwise.
pub const DEFAULT_MAX_CONNECTIONS: u32 = 10;

/// A PostgreSQL connection idle this long is tested before it is used.
const TEST_IDLE_AFTER: Duration = Duration::from_millis(100);

/// How long an action waits for a PostgreSQL connection before it is told
/// the database is unavailable.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);

/// An action's transaction, on whichever backend.
pub enum Tx<'a> {
    SqliteRead(Transaction<'static, Sqlite>),
    SqliteWrite(SqliteWrite<'a>),
    Postgres(Transaction<'static, Postgres>),
    /// A PostgreSQL connection without a transaction: each statement on
    /// its own (lookups that need not agree with each other).
    PostgresOnce(sqlx::pool::PoolConnection<Postgres>),
}

impl Tx<'_> {
    /// Makes the action's writes durable (a read just ends).
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            Tx::SqliteRead(t) => t.commit().await,
            Tx::SqliteWrite(w) => w.commit().await,
            Tx::Postgres(t) => t.commit().await,
            Tx::PostgresOnce(_) => Ok(()),
        }
    }
}

/// Which database a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

impl Kind {
    /// `postgres://` or `postgresql://` is PostgreSQL; anything else
    /// (`sqlite://PATH` or a plain path) SQLite.
    pub fn of(url: &str) -> Kind {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Kind::Postgres
        } else {
            Kind::Sqlite
        }
    }
}

/// The database behind the service.
pub struct Store {
    backend: Backend,
}

enum Backend {
    Sqlite(SqliteStore),
    Postgres(PgPool),
}

/// A row type both backends can read (tuples of integers, text, booleans).
pub trait AnyRow:
    for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin
{
}
impl<T> AnyRow for T where
    T: for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin
{
}

struct SqliteStore {
    pool: SqlitePool,
    writer: Mutex<Writer>,
    /// Stops the checkpointer (also when the store is dropped).
    checkpointer: tokio::sync::watch::Sender<()>,
}

/// How often the WAL is folded back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// The one connection that writes. Actions run in savepoints inside a
/// shared transaction; whoever commits first commits every action queued
/// meanwhile (group commit: one fsync for many actions). An action is
/// acknowledged only once its batch is committed.
struct Writer {
    conn: SqliteConnection,
    /// A transaction is open (batch `batch` is collecting actions).
    open: bool,
    batch: u64,
    /// A dropped action left its savepoint to roll back.
    dirty: bool,
    /// Batches whose COMMIT failed (their actions were not acknowledged).
    failed: std::collections::VecDeque<u64>,
}

impl Writer {
    /// Rolls back an abandoned action and opens the batch's transaction.
    async fn prepare(&mut self) -> Result<(), sqlx::Error> {
        if self.dirty {
            self.dirty = false;
            let undo = sqlx::query("ROLLBACK TO SAVEPOINT action")
                .execute(&mut self.conn)
                .await;
            let release = sqlx::query("RELEASE SAVEPOINT action")
                .execute(&mut self.conn)
                .await;
            if undo.is_err() || release.is_err() {
                // The transaction itself is gone (e.g. disk full): fail the batch.
                let _ = sqlx::query("ROLLBACK").execute(&mut self.conn).await;
                self.fail_batch();
            }
        }
        if !self.open {
            sqlx::query("BEGIN IMMEDIATE")
                .execute(&mut self.conn)
                .await?;
            self.open = true;
        }
        Ok(())
    }

    fn fail_batch(&mut self) {
        self.failed.push_back(self.batch);
        if self.failed.len() > 256 {
            self.failed.pop_front();
        }
        self.open = false;
        self.batch += 1;
    }
}

/// An action's writes on SQLite: a savepoint in the current batch.
/// `commit` waits until the batch is durable; dropping it rolls the action
/// back.
pub struct SqliteWrite<'a> {
    store: &'a SqliteStore,
    guard: Option<MutexGuard<'a, Writer>>,
}

impl SqliteWrite<'_> {
    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        let mut guard = self
            .guard
            .take()
            .expect("a write transaction holds the writer");
        if let Err(e) = sqlx::query("RELEASE SAVEPOINT action")
            .execute(&mut guard.conn)
            .await
        {
            guard.dirty = true;
            return Err(e);
        }
        let batch = guard.batch;
        drop(guard);
        // Writers already waiting join this batch before it is committed.
        tokio::task::yield_now().await;
        let mut w = self.store.writer.lock().await;
        if w.batch == batch {
            w.prepare().await?;
            match sqlx::query("COMMIT").execute(&mut w.conn).await {
                Ok(_) => {
                    w.open = false;
                    w.batch += 1;
                    Ok(())
                }
                Err(e) => {
                    let _ = sqlx::query("ROLLBACK").execute(&mut w.conn).await;
                    w.fail_batch();
                    Err(e)
                }
            }
        } else if w.failed.contains(&batch) {
            Err(sqlx::Error::Protocol(
                "the batch holding this action failed to commit".into(),
            ))
        } else {
            Ok(())
        }
    }
}

impl Drop for SqliteWrite<'_> {
    fn drop(&mut self) {
        if let Some(mut g) = self.guard.take() {
            g.dirty = true;
        }
    }
}

impl std::ops::Deref for SqliteWrite<'_> {
    type Target = SqliteConnection;
    fn deref(&self) -> &Self::Target {
        &self
            .guard
            .as_ref()
            .expect("a write transaction holds the writer")
            .conn
    }
}

impl std::ops::DerefMut for SqliteWrite<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self
            .guard
            .as_mut()
            .expect("a write transaction holds the writer")
            .conn
    }
}

impl Store {
    /// Opens the database at `url` and applies its migrations:
    /// `postgres://…` (a server; pool size from `DATABASE_MAX_CONNECTIONS`)
    /// or SQLite (`sqlite://PATH` or a plain path; created if missing).
    pub async fn open(url: &str) -> Result<Store, sqlx::Error> {
        check_url(url).map_err(|e| sqlx::Error::Configuration(e.into()))?;
        let backend = match Kind::of(url) {
            Kind::Postgres => Backend::Postgres(Self::open_postgres(url).await?),
            Kind::Sqlite => Backend::Sqlite(SqliteStore::open(url).await?),
        };
        Ok(Store { backend })
    }

    async fn open_postgres(url: &str) -> Result<PgPool, sqlx::Error> {
        // One connection first, alone: the pool reports a server it cannot
        // reach only as a time-out, where this says why (refused, no such
        // host, a password refused).
        {
            use sqlx::Connection;
            match tokio::time::timeout(ACQUIRE_TIMEOUT, sqlx::PgConnection::connect(url)).await {
                Ok(Ok(conn)) => conn.close().await?,
                Ok(Err(e)) => return Err(e),
                Err(_) => {
                    return Err(sqlx::Error::Configuration(
                        format!(
                            "no answer from the PostgreSQL server within {} s",
                            ACQUIRE_TIMEOUT.as_secs()
                        )
                        .into(),
                    ))
                }
            }
        }
        let max = std::env::var("DATABASE_MAX_CONNECTIONS")
            .ok()
            .and_then(|v| v.trim().parse::<u32>().ok())
            .filter(|&n| n > 0)
            .unwrap_or(DEFAULT_MAX_CONNECTIONS);
        // sqlx tests a connection with a round trip whenever it is taken
        // from the pool, and again when it is given back. Under load the
        // first test doubles the round trips of an action for nothing: a
        // connection in use every few milliseconds is tested on release
        // anyway. One idle for longer (which a restarted server may have
        // cut) is still tested before use.
        let pool = PgPoolOptions::new()
            .max_connections(max)
            .acquire_timeout(ACQUIRE_TIMEOUT)
            .test_before_acquire(false)
            .before_acquire(|conn, meta| {
                Box::pin(async move {
                    if meta.idle_for >= TEST_IDLE_AFTER {
                        sqlx::Connection::ping(conn).await?;
                    }
                    Ok(true)
                })
            })
            .connect(url)
            .await?;
        POSTGRES_MIGRATOR.run(&pool).await?;
        Ok(pool)
    }

    /// The database connections in use now (taken from the pool).
    pub fn connections_in_use(&self) -> usize {
        match &self.backend {
            Backend::Sqlite(s) => (s.pool.size() as usize).saturating_sub(s.pool.num_idle()),
            Backend::Postgres(p) => (p.size() as usize).saturating_sub(p.num_idle()),
        }
    }

    pub fn kind(&self) -> Kind {
        match self.backend {
            Backend::Sqlite(_) => Kind::Sqlite,
            Backend::Postgres(_) => Kind::Postgres,
        }
    }

    /// A read transaction: every query in it sees the same committed state
    /// (one snapshot), so a game row and its moves always agree.
    pub async fn read(&self) -> Result<Tx<'_>, sqlx::Error> {
        match &self.backend {
            Backend::Sqlite(s) => Ok(Tx::SqliteRead(s.pool.begin().await?)),
            Backend::Postgres(pool) => Ok(Tx::Postgres(
                pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                    .await?,
            )),
        }
    }

    /// Independent lookups (names, settings): on PostgreSQL a connection
    /// without a transaction, saving its BEGIN and ROLLBACK.
    pub async fn read_once(&self) -> Result<Tx<'_>, sqlx::Error> {
        match &self.backend {
            Backend::Sqlite(_) => self.read().await,
            Backend::Postgres(pool) => Ok(Tx::PostgresOnce(pool.acquire().await?)),
        }
    }

    /// An action whose writes are one statement: on SQLite an ordinary
    /// write (through the single writer, committed in a group); on
    /// PostgreSQL a connection without a transaction (the statement commits
    /// by itself, durably).
    pub async fn write_one(&self) -> Result<Tx<'_>, sqlx::Error> {
        match &self.backend {
            Backend::Sqlite(_) => self.write().await,
            Backend::Postgres(pool) => Ok(Tx::PostgresOnce(pool.acquire().await?)),
        }
    }

    /// [`Store::write_one`] after a read of the same action: on PostgreSQL
    /// the read's connection (taking another costs a round trip to test
    /// it when it is given back); on SQLite the read ends first.
    pub async fn write_one_after<'a>(
        &'a self,
        read: Option<Tx<'a>>,
    ) -> Result<Tx<'a>, sqlx::Error> {
        match read {
            Some(Tx::PostgresOnce(c)) => Ok(Tx::PostgresOnce(c)),
            other => {
                drop(other);
                self.write_one().await
            }
        }
    }

    /// Begins an action's writes. On PostgreSQL several actions write at
    /// once; every write that depends on what was read is conditional on
    /// it (the game's ply and position, an open challenge), so two actions
    /// on one game apply once.
    pub async fn write(&self) -> Result<Tx<'_>, sqlx::Error> {
        match &self.backend {
            Backend::Sqlite(s) => Ok(Tx::SqliteWrite(s.write().await?)),
            Backend::Postgres(pool) => Ok(Tx::Postgres(pool.begin().await?)),
        }
    }

    /// Commits what is pending and closes the connections.
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite(s) => s.close().await,
            Backend::Postgres(pool) => pool.close().await,
        }
    }

    /// Runs one statement in its own action (tools and tests); the rows
    /// it changed.
    pub async fn execute(&self, sql: &str) -> Result<u64, sqlx::Error> {
        let mut tx = self.write().await?;
        let n = on_db!(&mut tx, c => sqlx::query(sql).execute(c).await.map(|r| r.rows_affected()))?;
        tx.commit().await?;
        Ok(n)
    }

    /// The rows of one query (tools and tests), on either backend.
    pub async fn fetch<T: AnyRow>(&self, sql: &str) -> Result<Vec<T>, sqlx::Error> {
        let mut tx = self.read().await?;
        on_db!(&mut tx, c => sqlx::query_as(sql).fetch_all(c).await)
    }
}

impl SqliteStore {
    async fn open(url: &str) -> Result<SqliteStore, sqlx::Error> {
        let url = if url.starts_with("sqlite:") {
            url.to_string()
        } else {
            format!("sqlite://{url}")
        };
        let options = SqliteConnectOptions::from_str(&url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Every acknowledged action survives a crash or power loss.
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // Migrations run on a connection of their own with foreign keys off,
        // as SQLite asks for a table rebuilt to change a column's CHECK
        // (with them on, dropping the old table would empty the tables
        // that refer to it); then every reference is checked.
        let mut migrating = options.clone().foreign_keys(false).connect().await?;
        SQLITE_MIGRATOR.run(&mut migrating).await?;
        let dangling = sqlx::query("PRAGMA foreign_key_check")
            .fetch_all(&mut migrating)
            .await?;
        sqlx::Connection::close(migrating).await?;
        if let Some(row) = dangling.first() {
            let table: String = sqlx::Row::try_get(row, 0)?;
            return Err(sqlx::Error::Protocol(format!(
                "after migrating, {} rows refer to rows that do not exist (first in table {table})",
                dangling.len()
            )));
        }
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options.clone())
            .await?;
        // The writer never checkpoints: a checkpoint copies the WAL's pages
        // into the database file and fsyncs it, and on the writer every
        // queued action would wait for it (measured under load: usually
        // 1-4 ms, now and then 100 ms). A background task checkpoints on a
        // reader connection instead, beside the writer.
        let conn = options
            .clone()
            .pragma("wal_autocheckpoint", "0")
            .connect()
            .await?;
        let (stop, mut stopped) = tokio::sync::watch::channel(());
        let checkpoint_pool = pool.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(CHECKPOINT_EVERY) => {}
                    _ = stopped.changed() => break,
                }
                if checkpoint_pool.is_closed() {
                    break;
                }
                let _ = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                    .execute(&checkpoint_pool)
                    .await;
            }
        });
        let writer = Writer {
            conn,
            open: false,
            batch: 0,
            dirty: false,
            failed: Default::default(),
        };
        Ok(SqliteStore {
            pool,
            writer: Mutex::new(writer),
            checkpointer: stop,
        })
    }

    /// Begins an action's writes: a savepoint in the current batch.
    async fn write(&self) -> Result<SqliteWrite<'_>, sqlx::Error> {
        let mut guard = self.writer.lock().await;
        guard.prepare().await?;
        sqlx::query("SAVEPOINT action")
            .execute(&mut guard.conn)
            .await?;
        Ok(SqliteWrite {
            store: self,
            guard: Some(guard),
        })
    }

    async fn close(&self) {
        let mut w = self.writer.lock().await;
        if w.dirty {
            let _ = w.prepare().await;
        }
        if w.open {
            let _ = sqlx::query("COMMIT").execute(&mut w.conn).await;
            w.open = false;
        }
        let _ = self.checkpointer.send(());
        // Fold the WAL back so the file alone is the whole database.
        let _ = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&mut w.conn)
            .await;
        self.pool.close().await;
    }
}

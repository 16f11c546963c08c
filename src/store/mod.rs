//! The SQLite store: opening the database, migrations, and one module per
//! table. Every action's writes go through [`Store::write`]: one writer
//! connection, actions applied one at a time, committed in groups.

pub mod challenges;
pub mod games;
pub mod moves;
pub mod offers;
pub mod players;
pub mod ratings;
pub mod settings;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{ConnectOptions, Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::str::FromStr;
use std::time::Duration;
use tokio::sync::{Mutex, MutexGuard};

/// The typed states of [`crate::states`] are TEXT columns: encoded as
/// their word, decoded back (an unknown word is an error of the row).
macro_rules! word_columns {
    ($($t:ty),+) => {$(
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
    crate::states::Notify
);

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// The default database, created next to the bot if missing.
pub const DEFAULT_URL: &str = "sqlite://alice.db";

pub struct Store {
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

/// An action's writes: a savepoint in the current batch. `commit` waits
/// until the batch is durable; dropping it rolls the action back.
pub struct WriteTx<'a> {
    store: &'a Store,
    guard: Option<MutexGuard<'a, Writer>>,
}

impl WriteTx<'_> {
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

impl Drop for WriteTx<'_> {
    fn drop(&mut self) {
        if let Some(mut g) = self.guard.take() {
            g.dirty = true;
        }
    }
}

impl std::ops::Deref for WriteTx<'_> {
    type Target = SqliteConnection;
    fn deref(&self) -> &Self::Target {
        &self
            .guard
            .as_ref()
            .expect("a write transaction holds the writer")
            .conn
    }
}

impl std::ops::DerefMut for WriteTx<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self
            .guard
            .as_mut()
            .expect("a write transaction holds the writer")
            .conn
    }
}

impl Store {
    /// Opens (creating if missing) the database at `url` — `sqlite://PATH`
    /// or a plain path — and applies the migrations.
    pub async fn open(url: &str) -> Result<Store, sqlx::Error> {
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
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options.clone())
            .await?;
        MIGRATOR.run(&pool).await?;
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
        Ok(Store {
            pool,
            writer: Mutex::new(writer),
            checkpointer: stop,
        })
    }

    /// The pool, for reads (they see committed batches only).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// A read transaction: every query in it sees the same committed state
    /// (one WAL snapshot), so a game row and its moves always agree.
    pub async fn read(&self) -> Result<Transaction<'static, Sqlite>, sqlx::Error> {
        self.pool.begin().await
    }

    /// Begins an action's writes.
    pub async fn write(&self) -> Result<WriteTx<'_>, sqlx::Error> {
        let mut guard = self.writer.lock().await;
        guard.prepare().await?;
        sqlx::query("SAVEPOINT action")
            .execute(&mut guard.conn)
            .await?;
        Ok(WriteTx {
            store: self,
            guard: Some(guard),
        })
    }

    /// Commits what is pending and closes the connections.
    pub async fn close(&self) {
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

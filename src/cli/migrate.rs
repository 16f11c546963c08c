//! `alice migrate --from <URL> --to <URL>`: copies a whole database into
//! an empty one (SQLite and PostgreSQL, either way), then checks the copy.

use alice::service::{Player, Service};
use alice::store::{copy, Kind, Store};
use std::io::Write;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database to copy (`sqlite://PATH`, a path, or `postgres://…`).
    #[arg(long)]
    from: String,
    /// The database to copy into; it must hold no rows yet.
    #[arg(long)]
    to: String,
}

pub fn run(a: Args) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(migrate(&a.from, &a.to))
}

async fn open(url: &str) -> Result<Store, String> {
    Store::open(url)
        .await
        .map_err(|e| format!("cannot open {url}: {e}"))
}

async fn migrate(from_url: &str, to_url: &str) -> Result<(), String> {
    if from_url == to_url {
        return Err("--from and --to name the same database".into());
    }
    // Opening SQLite creates a missing file: a mistyped source would copy
    // nothing and seem to succeed.
    if Kind::of(from_url) == Kind::Sqlite {
        let path = from_url
            .trim_start_matches("sqlite://")
            .trim_start_matches("sqlite:");
        let path = path.split('?').next().unwrap_or(path);
        if !std::path::Path::new(path).exists() {
            return Err(format!("there is no database at {path} to copy from"));
        }
    }
    let from = open(from_url).await?;
    let to = open(to_url).await?;
    let db = |e: sqlx::Error| format!("database error: {e}");
    // Only into an empty database: nothing is overwritten or merged.
    let mut held = Vec::new();
    for table in alice::store::tables::TABLES {
        let n = copy::count(&to, table.name).await.map_err(db)?;
        if n > 0 {
            held.push(format!("{n} {table}"));
        }
    }
    if !held.is_empty() {
        return Err(format!(
            "{to_url} already holds rows ({}); alice migrate copies only into an empty database, and nothing was changed",
            held.join(", ")
        ));
    }
    let mut counts = Vec::new();
    let mut err = std::io::stderr();
    for table in alice::store::tables::TABLES {
        let total = copy::count(&from, table.name).await.map_err(db)?;
        let large = total > copy::BATCH;
        let copied = copy::copy_table(&from, &to, table.name, |done| {
            if large {
                let _ = writeln!(err, "copying {table}: {done} of {total}");
            }
        })
        .await
        .map_err(|e| format!("copying {table}: {e}"))?;
        counts.push((table, total, copied));
    }
    copy::reset_ids(&to).await.map_err(db)?;

    // Check the copy: the same rows, and every game rebuilds from its
    // moves into the same PGN.
    let mut problems = Vec::new();
    for (table, total, _) in &counts {
        let there = copy::count(&to, table.name).await.map_err(db)?;
        if there != *total {
            problems.push(format!(
                "{table}: {total} rows in the source, {there} copied"
            ));
        }
    }
    let source = Service::new(from, alice::service::system_clock(), Default::default());
    let target = Service::new(to, alice::service::system_clock(), Default::default());
    let ids: Vec<(i64,)> = source
        .store()
        .fetch("SELECT id FROM games ORDER BY id")
        .await
        .map_err(db)?;
    let nobody = Player::new(0, "migrate");
    for (i, (id,)) in ids.iter().enumerate() {
        let a = source.games().pgn(&nobody, Some(*id)).await;
        let b = target.games().pgn(&nobody, Some(*id)).await;
        match (a, b) {
            (Ok(a), Ok(b)) if a.files == b.files => {}
            (Ok(_), Ok(_)) => problems.push(format!("game #{id}: the PGN differs")),
            (Err(e), _) => problems.push(format!("game #{id} does not rebuild in the source: {e}")),
            (_, Err(e)) => problems.push(format!("game #{id} does not rebuild in the copy: {e}")),
        }
        if ids.len() as i64 > copy::BATCH && (i + 1) % copy::BATCH as usize == 0 {
            let _ = writeln!(err, "checking games: {} of {}", i + 1, ids.len());
        }
    }
    source.store().close().await;
    target.store().close().await;
    if !problems.is_empty() {
        return Err(format!(
            "the copy does not match the source: {}",
            problems.join("; ")
        ));
    }
    let summary: Vec<String> = counts.iter().map(|(t, n, _)| format!("{n} {t}")).collect();
    let games = match ids.len() {
        1 => "the game rebuilds".to_string(),
        n => format!("all {n} games rebuild"),
    };
    println!(
        "copied {}; checked: the same row counts, and {games} from their moves with the same PGN",
        summary.join(", ")
    );
    Ok(())
}

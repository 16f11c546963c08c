//! `alice run` (also `alice` alone): the Discord bot.

use alice::discord::{self, Settings};
use alice::service::Service;
use std::sync::Arc;

#[derive(clap::Args, Debug, Default)]
pub struct Args {
    /// The database: `sqlite://PATH` or `postgres://…` (default:
    /// $DATABASE_URL, else sqlite://alice.db).
    #[arg(long)]
    db: Option<String>,
}

/// Logs go to stderr, filtered by `RUST_LOG` (default: info for the bot,
/// warnings for the libraries).
fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,alice=info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init();
}

/// Completes on ctrl-c or SIGTERM.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
    tracing::info!("signal received");
}

pub fn run(a: Args) -> Result<(), String> {
    // `.env` fills in what the environment does not say.
    match dotenvy::dotenv() {
        Ok(_) | Err(dotenvy::Error::Io(_)) => {}
        Err(e) => return Err(format!(".env: {e}")),
    }
    init_logs();
    let settings = Settings::from_env()?;
    let db =
        a.db.or_else(|| {
            std::env::var("DATABASE_URL")
                .ok()
                .filter(|v| !v.trim().is_empty())
        })
        .unwrap_or_else(|| alice::store::DEFAULT_URL.to_string());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let service = Service::open(&db)
            .await
            .map_err(|e| format!("cannot open the database {db}: {e}"))?;
        tracing::info!(database = %db, "database ready");
        discord::run(Arc::new(service), settings, shutdown_signal()).await
    })
}

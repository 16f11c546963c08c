//! `alice run` (also `alice` alone): the Discord bot on the gateway;
//! `alice serve`: the same bot as Discord's interactions endpoint;
//! `alice register`: the slash commands, without a gateway.

use alice::discord::{self, endpoint, Bot, Connection, Shards};
use alice::service::limits::{Costly, Rate};
use alice::service::{Config, Service};
use std::sync::Arc;

#[derive(clap::Args, Debug, Default)]
pub struct Args {
    /// The database: `sqlite://PATH` or `postgres://…` (default:
    /// $DATABASE_URL, else sqlite://alice.db).
    #[arg(long)]
    db: Option<String>,
    /// The gateway shards this process runs, `A-B` (inclusive) or `A`,
    /// of --total-shards; spread shards over processes on PostgreSQL.
    #[arg(long, requires = "total_shards")]
    shards: Option<String>,
    /// How many shards the bot has in all (with --shards).
    #[arg(long, requires = "shards")]
    total_shards: Option<u32>,
    /// Serve the metrics as Prometheus text at `GET /metrics` on this
    /// address (e.g. 127.0.0.1:9100).
    #[arg(long)]
    metrics: Option<String>,
}

#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "0.0.0.0:8080")]
    listen: String,
    /// The database (as for `alice run`).
    #[arg(long)]
    db: Option<String>,
    /// Do not register the slash commands at start.
    #[arg(long)]
    no_register: bool,
}

#[derive(clap::Args, Debug)]
pub struct RegisterArgs {
    /// Register in this server only (at once) instead of globally
    /// (default: $DISCORD_GUILD_ID, else global).
    #[arg(long)]
    guild: Option<u64>,
}

/// Logs go to stderr, filtered by `RUST_LOG` (default: info for the bot,
/// warnings for the libraries, but not the gateway client's warning at
/// every attempt to connect: the bot says once, then less and less often,
/// that Discord is out of reach, and why).
fn init_logs() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| {
        tracing_subscriber::EnvFilter::new(
            "warn,alice=info,serenity::gateway::bridge::shard_queuer=error,serenity::client=error",
        )
    });
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .try_init();
}

/// Completes on ctrl-c or SIGTERM. SIGTERM is caught from the moment this
/// is called (inside the runtime), not from when the future is first
/// polled, so a stop asked for during start-up is a clean stop too.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
    async move {
        #[cfg(unix)]
        match term {
            Some(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            None => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("signal received");
    }
}

/// `.env` fills in what the environment does not say; then the logs.
fn prepare() -> Result<(), String> {
    match dotenvy::dotenv() {
        Ok(_) | Err(dotenvy::Error::Io(_)) => {}
        Err(e) => return Err(format!(".env: {e}")),
    }
    init_logs();
    Ok(())
}

fn database(db: Option<String>) -> String {
    db.or_else(|| env_text("DATABASE_URL"))
        .unwrap_or_else(|| alice::store::DEFAULT_URL.to_string())
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())
}

/// A setting from the environment (None: not set, or blank).
fn env_text(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// A number from the environment within `range` (None: not set).
fn env_number<T>(
    name: &str,
    range: std::ops::RangeInclusive<T>,
    unit: &str,
) -> Result<Option<T>, String>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display,
{
    let Some(v) = env_text(name) else {
        return Ok(None);
    };
    v.trim()
        .parse::<T>()
        .ok()
        .filter(|n| range.contains(n))
        .map(Some)
        .ok_or_else(|| {
            format!(
                "{name} must be {unit} from {} to {}, not `{v}`",
                range.start(),
                range.end()
            )
        })
}

/// The service's settings from the environment: the lease of background
/// claims (`CLAIM_LEASE_SECS`, default 120), the engine's threads
/// (`ENGINE_THREADS`, default 2), the analysis budget (`ANALYSIS_NODES`),
/// the analyses at once (`MAX_ANALYSES`) and each member's pace for costly
/// requests (`LIMIT_GIF`, `LIMIT_ANALYZE`, `LIMIT_BOARD`, `LIMIT_PLAY`,
/// `LIMIT_TABLE`).
pub(crate) fn config_from_env() -> Result<Config, String> {
    let mut config = Config::default();
    if let Some(s) = env_number("CLAIM_LEASE_SECS", 1..=86_400, "seconds")? {
        config.lease_secs = s;
    }
    if let Some(n) = env_number("ENGINE_THREADS", 1..=64, "threads")? {
        config.engine_threads = n;
    }
    if let Some(n) = env_number("ANALYSIS_NODES", 1_000..=100_000_000, "nodes")? {
        config.analysis_nodes = n;
    }
    if let Some(n) = env_number("MAX_ANALYSES", 1..=1_000, "analyses")? {
        config.max_analyses = n;
    }
    for kind in Costly::ALL {
        let name = kind.setting();
        let Some(v) = env_text(name) else {
            continue;
        };
        let rate = Rate::parse(&v).ok_or_else(|| {
            format!(
                "{name} must be a burst and the seconds until one more, like 3/120 \
                 (1 to 10000 / 1 to 86400), or off, not `{v}`"
            )
        })?;
        config.rates.set(kind, rate);
    }
    if let Some(url) = env_text("WEB_URL") {
        config.web_url = Some(alice::web::base_url(&url)?);
    }
    if let Some(v) = env_text("DISCORD_ACTIVITY") {
        config.activity = match v.trim().to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" | "on" => true,
            "false" | "0" | "no" | "off" => false,
            _ => return Err(format!("DISCORD_ACTIVITY must be true or false, not `{v}`")),
        };
        if config.activity
            && (config.web_url.is_none() || env_text("DISCORD_CLIENT_SECRET").is_none())
        {
            return Err(
                "DISCORD_ACTIVITY needs the live table and signing in: set WEB_URL and DISCORD_CLIENT_SECRET"
                    .into(),
            );
        }
    }
    Ok(config)
}

/// How the live table is served, read with the rest of the configuration before anything is
/// opened: where it listens (`WEB_LISTEN`, default 0.0.0.0:8081), whether
/// a proxy in front names its clients (`WEB_FORWARDED=true`: by
/// `X-Forwarded-For`) and, with `DISCORD_CLIENT_SECRET`, members signing
/// in with Discord. None when `WEB_URL` is not set.
struct TableConfig {
    listen: std::net::SocketAddr,
    forwarded: bool,
    login: Option<alice::web::Login>,
}

fn table_config(connection: &Connection) -> Result<Option<TableConfig>, String> {
    let Some(url) = env_text("WEB_URL") else {
        return Ok(None);
    };
    alice::web::base_url(&url)?;
    let listen = env_text("WEB_LISTEN").unwrap_or_else(|| "0.0.0.0:8081".to_string());
    let listen = listen
        .trim()
        .parse()
        .map_err(|_| format!("WEB_LISTEN must be an address like 0.0.0.0:8081, not `{listen}`"))?;
    let forwarded = match env_text("WEB_FORWARDED") {
        None => false,
        Some(v) => match v.trim().to_ascii_lowercase().as_str() {
            "true" => true,
            "false" => false,
            _ => return Err(format!("WEB_FORWARDED must be true or false, not `{v}`")),
        },
    };
    let login = match env_text("DISCORD_CLIENT_SECRET") {
        None => None,
        Some(secret) => {
            let Some(client_id) = connection.application_id else {
                return Err("DISCORD_CLIENT_SECRET needs the application's id: set DISCORD_APPLICATION_ID (General Information in the developer portal)".into());
            };
            Some(alice::web::Login {
                client_id,
                client_secret: secret.trim().to_string(),
                bot_token: connection.token.clone(),
                discord: connection
                    .proxy_url
                    .clone()
                    .unwrap_or_else(|| "https://discord.com".to_string())
                    .trim_end_matches('/')
                    .to_string(),
            })
        }
    };
    Ok(Some(TableConfig {
        listen,
        forwarded,
        login,
    }))
}

/// Starts the live table, when it is served; it stops when `stop` turns
/// true.
async fn start_table(
    service: &Arc<Service>,
    table: Option<TableConfig>,
    stop: tokio::sync::watch::Receiver<bool>,
) -> Result<(), String> {
    let Some(t) = table else {
        return Ok(());
    };
    let addr = t.listen;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr} for the live table: {e}"))?;
    // The address bound (the port the system chose, for port 0).
    let addr = listener.local_addr().unwrap_or(addr);
    let url = service.config().web_url.clone().unwrap_or_default();
    // The table's connections are counted against the open-file limit,
    // raised first as far as the system allows.
    let open_files = alice::web::limits::raise_open_files();
    let limits = alice::web::limits::Limits::of_process(t.forwarded);
    tracing::info!(
        %addr,
        %url,
        sign_in = t.login.is_some(),
        open_files,
        connections = limits.connections,
        "live table listening"
    );
    let mut table = alice::web::LiveTable::new(service.clone()).with_limits(limits);
    if let Some(login) = t.login {
        table = table.with_login(login);
    }
    tokio::spawn(async move {
        if let Err(e) = table.serve(listener, stop).await {
            tracing::error!("{e}");
        }
    });
    Ok(())
}

/// The service on `db`, with the settings of the environment.
async fn open_service(db: &str) -> Result<Arc<Service>, String> {
    let config = config_from_env()?;
    let store = alice::store::Store::open(db)
        .await
        .map_err(|e| format!("cannot open the database {db}: {e}"))?;
    tracing::info!(database = %db, "database ready");
    check_networks();
    let service = Service::new(store, alice::service::system_clock(), config);
    starter_puzzles(&service).await?;
    Ok(Arc::new(service))
}

/// Reads the games' built-in networks now, so that a damaged one is told
/// to the host at the start (its game then plays with the hand-written
/// evaluation).
fn check_networks() {
    use alice_engine::variant::EnginePosition;
    for &game in alice::games::Variant::ALL {
        alice::with_game!(game, P => {
            if let Some(b) = <P as EnginePosition>::builtin_network() {
                match alice_engine::nnue::builtin(b) {
                    Ok(net) => tracing::info!(
                        network = b.name,
                        hidden = net.hidden(),
                        from_level = ?b.from_level(),
                        "network ready"
                    ),
                    Err(e) => tracing::warn!(
                        network = b.name,
                        error = %e,
                        "the built-in network does not load: its game plays with the hand-written evaluation"
                    ),
                }
            }
        })
    }
}

/// Adds the shipped starter puzzles the database lacks (on a fresh
/// install all of them; later, none).
pub(super) async fn starter_puzzles(service: &Service) -> Result<(), String> {
    let (added, had) = service
        .puzzles()
        .import_starter_puzzles()
        .await
        .map_err(|e| format!("cannot add the starter puzzles: {e}"))?;
    if added > 0 {
        tracing::info!(added, already = had, "starter puzzles added");
    }
    Ok(())
}

pub fn run(a: Args) -> Result<(), String> {
    let shards = match (&a.shards, a.total_shards) {
        (Some(r), Some(n)) => Some(Shards::parse(r, n)?),
        _ => None,
    };
    let metrics: Option<std::net::SocketAddr> = a
        .metrics
        .as_deref()
        .map(|m| {
            m.parse()
                .map_err(|_| format!("--metrics must be an address like 127.0.0.1:9100, not `{m}`"))
        })
        .transpose()?;
    prepare()?;
    let settings = Connection::from_env()?;
    let table = table_config(&settings)?;
    let db = database(a.db);
    let _lock = alice::store::lock_for_serving(&db).map_err(|e| e.to_string())?;
    runtime()?.block_on(async {
        let stop = shutdown_signal();
        let service = open_service(&db).await?;
        let (stop_listeners, listeners_stopped) = tokio::sync::watch::channel(false);
        if let Some(addr) = metrics {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .map_err(|e| format!("cannot listen on {addr} for the metrics: {e}"))?;
            let bound = listener.local_addr().unwrap_or(addr);
            tracing::info!(addr = %bound, "metrics at /metrics");
            tokio::spawn(endpoint::serve_metrics(
                service.clone(),
                listener,
                listeners_stopped.clone(),
            ));
        }
        start_table(&service, table, listeners_stopped).await?;
        let ran = discord::run_shards(service, settings, shards, stop).await;
        let _ = stop_listeners.send(true);
        ran
    })
}

pub fn serve(a: ServeArgs) -> Result<(), String> {
    let addr: std::net::SocketAddr = a.listen.parse().map_err(|_| {
        format!(
            "--listen must be an address like 0.0.0.0:8080, not `{}`",
            a.listen
        )
    })?;
    prepare()?;
    let settings = Connection::from_env()?;
    let verifier = endpoint::verifier_from_env()?;
    let table = table_config(&settings)?;
    let db = database(a.db);
    let _lock = alice::store::lock_for_serving(&db).map_err(|e| e.to_string())?;
    runtime()?.block_on(async {
        let stop = shutdown_signal();
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let service = open_service(&db).await?;
        let (stop_table, table_stopped) = tokio::sync::watch::channel(false);
        start_table(&service, table, table_stopped).await?;
        let guild = settings.guild_id;
        let activity = service.config().activity;
        let bot = Bot::new(service, settings);
        if !a.no_register {
            // Serving goes on without: the commands may be registered already.
            if let Err(e) = discord::register(bot.http(), guild, activity).await {
                tracing::error!("{e}");
            }
        }
        // The address bound (with port 0, the one the system chose).
        let bound = listener.local_addr().unwrap_or(addr);
        tracing::info!(addr = %bound, "interactions endpoint listening");
        let served = endpoint::serve(bot, verifier, listener, stop).await;
        let _ = stop_table.send(true);
        served
    })
}

pub fn register(a: RegisterArgs) -> Result<(), String> {
    prepare()?;
    let settings = Connection::from_env()?;
    if settings.application_id.is_none() {
        return Err("the application id is unknown: set DISCORD_APPLICATION_ID (General Information in the developer portal)".into());
    }
    let guild = a.guild.or(settings.guild_id);
    let activity = config_from_env()?.activity;
    runtime()?.block_on(async {
        let http = discord::rest(&settings);
        let n = discord::register(&http, guild, activity).await?;
        match guild {
            Some(g) => println!("registered {n} commands in server {g}"),
            None => {
                println!("registered {n} commands globally (they may take up to an hour to appear)")
            }
        }
        Ok(())
    })
}

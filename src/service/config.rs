//! What a service is set up with: its configuration and its clock.

use super::*;

/// The bot's level when `/play` names none.
pub const DEFAULT_BOT_LEVEL: i64 = 3;

/// Milliseconds since the Unix epoch; tests pass a clock they move.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    })
}

#[derive(Clone, Debug)]
pub struct Config {
    /// How long a challenge stays open.
    pub challenge_ttl_secs: i64,
    /// Time per move when a challenge names none.
    pub default_time_per_move: i64,
    pub min_time_per_move: i64,
    pub max_time_per_move: i64,
    /// Engine searches running at once.
    pub engine_threads: usize,
    /// Render board images (off for benchmarks of the store alone).
    pub images: bool,
    /// Server defaults: games in a thread each, games in progress per
    /// player, games against the bot allowed.
    pub threads: bool,
    pub max_games: i64,
    pub bot_games: bool,
    /// A finished game's thread is archived this long after the end.
    pub archive_after_secs: i64,
    /// How long a process's claim on background work (a timeout, a
    /// reminder, a bot move) holds before another process may take it
    /// over (the holder died).
    pub lease_secs: i64,
    /// Nodes searched per position by `/analyze`.
    pub analysis_nodes: u64,
    /// Analyses waiting or running at once; past this a new one is
    /// refused (a bot's move is always accepted).
    pub max_analyses: usize,
    /// Each member's pace for the requests that cost the engine or CPU.
    pub rates: limits::Rates,
    /// The live table's public base address (`WEB_URL`, without a
    /// trailing `/`); None: no table is served.
    pub web_url: Option<String>,
    /// The live table is also an Activity inside Discord
    /// (`DISCORD_ACTIVITY`): game messages offer "Play in Discord".
    pub activity: bool,
    /// Each board picture also carries the boards as text
    /// ([`Attachment::text`]; `alice local --boards-text`).
    pub text_boards: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            challenge_ttl_secs: 24 * 3600,
            default_time_per_move: 3 * 24 * 3600,
            min_time_per_move: 10 * 60,
            max_time_per_move: 14 * 24 * 3600,
            engine_threads: 2,
            images: true,
            threads: true,
            max_games: 20,
            bot_games: true,
            archive_after_secs: 3600,
            lease_secs: 120,
            analysis_nodes: alice_engine::analysis::DEFAULT_NODES,
            max_analyses: 8,
            rates: limits::Rates::default(),
            web_url: None,
            activity: false,
            text_boards: false,
        }
    }
}

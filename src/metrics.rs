//! What an operator watches, as Prometheus text (`/metrics` on `alice
//! serve`'s port, or on `alice run --metrics ADDR`): interactions by kind
//! and outcome with their latency, moves stored, costly requests refused,
//! Discord's answers by status and the calls made again, engine jobs
//! waiting and running by kind with their wait, and the database
//! connections in use. The counters live in the process; a scrape reads
//! the gauges at that moment.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::sync::OnceLock;
use std::time::Duration;

/// An interaction handled: its command (or control) and how it ended.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Handled {
    pub kind: String,
    pub outcome: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Kind {
    pub kind: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Status {
    pub status: String,
}

fn latency_buckets() -> Histogram {
    // 5 ms to about 40 s.
    Histogram::new(exponential_buckets(0.005, 2.0, 14))
}

/// Every series.
pub struct Metrics {
    registry: Registry,
    interactions: Family<Handled, Counter>,
    latency: Family<Kind, Histogram, fn() -> Histogram>,
    moves: Counter,
    refused: Family<Kind, Counter>,
    discord: Family<Status, Counter>,
    retries: Counter,
    malformed: Counter,
    engine_waiting: Family<Kind, Gauge>,
    engine_running: Family<Kind, Gauge>,
    engine_wait: Family<Kind, Histogram, fn() -> Histogram>,
    db_in_use: Gauge,
    owed: Counter,
    owed_pending: Gauge,
    owed_oldest: Gauge<f64, std::sync::atomic::AtomicU64>,
    deliveries: Family<Outcome, Counter>,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct Outcome {
    pub result: String,
}

fn new() -> Metrics {
    let mut m = Metrics {
        interactions: Family::default(),
        latency: Family::new_with_constructor(latency_buckets),
        moves: Counter::default(),
        refused: Family::default(),
        discord: Family::default(),
        retries: Counter::default(),
        malformed: Counter::default(),
        engine_waiting: Family::default(),
        engine_running: Family::default(),
        engine_wait: Family::new_with_constructor(latency_buckets),
        db_in_use: Gauge::default(),
        owed: Counter::default(),
        owed_pending: Gauge::default(),
        owed_oldest: Gauge::default(),
        deliveries: Family::default(),
        registry: Registry::with_prefix("alice"),
    };
    m.registry.register(
        "interactions",
        "Interactions handled, by command or control and outcome (ok, refused: the user's mistake, error: internal)",
        m.interactions.clone(),
    );
    m.registry.register(
        "interaction_seconds",
        "Time from an interaction's arrival to its answer being ready, by command or control",
        m.latency.clone(),
    );
    m.registry.register(
        "moves",
        "Moves written, by people and the bot",
        m.moves.clone(),
    );
    m.registry.register(
        "limited",
        "Costly requests refused for a member's pace or a full analysis queue, by kind",
        m.refused.clone(),
    );
    m.registry.register(
        "discord_answers",
        "Discord's answers to the bot's HTTP calls, by status (2xx, 4xx, 429, 5xx, timeout, connect, other)",
        m.discord.clone(),
    );
    m.registry.register(
        "discord_malformed",
        "Requests Discord refused as malformed (50035, Invalid Form Body), each logged with its fields",
        m.malformed.clone(),
    );
    m.registry.register(
        "discord_retries",
        "Calls to Discord made again after a passing failure",
        m.retries.clone(),
    );
    m.registry.register(
        "engine_jobs_waiting",
        "Engine jobs waiting, by kind",
        m.engine_waiting.clone(),
    );
    m.registry.register(
        "engine_jobs_running",
        "Engine jobs running, by kind",
        m.engine_running.clone(),
    );
    m.registry.register(
        "engine_wait_seconds",
        "How long engine jobs waited before they ran, by kind",
        m.engine_wait.clone(),
    );
    m.registry.register(
        "db_connections_in_use",
        "Database connections in use",
        m.db_in_use.clone(),
    );
    m.registry.register(
        "outbox_written",
        "Messages owed (posts, DMs, threads to archive) written to the outbox",
        m.owed.clone(),
    );
    m.registry.register(
        "outbox_pending",
        "Outbox rows not yet delivered (all processes)",
        m.owed_pending.clone(),
    );
    m.registry.register(
        "outbox_oldest_seconds",
        "Age of the oldest outbox row not yet delivered (0 when none)",
        m.owed_oldest.clone(),
    );
    m.registry.register(
        "outbox_deliveries",
        "Outbox deliveries by result (delivered, fallback, refused: never will be, retry: failed for now)",
        m.deliveries.clone(),
    );
    m
}

/// The process's series.
pub fn get() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(new)
}

/// An interaction's kind from its log context: `/move`, `control resign`.
pub fn kind_of(context: &str) -> String {
    let head = context.split(" by ").next().unwrap_or(context);
    match head.strip_prefix("control ") {
        Some(id) => format!("control {}", id.split(':').next().unwrap_or(id)),
        None => head.to_string(),
    }
}

impl Metrics {
    /// An interaction answered (`outcome`: ok, refused or error).
    pub fn interaction(&self, context: &str, outcome: &str, took: Duration) {
        let kind = kind_of(context);
        self.interactions
            .get_or_create(&Handled {
                kind: kind.clone(),
                outcome: outcome.to_string(),
            })
            .inc();
        self.latency
            .get_or_create(&Kind { kind })
            .observe(took.as_secs_f64());
    }

    pub fn move_written(&self) {
        self.moves.inc();
    }

    pub fn refused(&self, kind: &str) {
        self.refused
            .get_or_create(&Kind {
                kind: kind.to_string(),
            })
            .inc();
    }

    /// Discord answered a call with `status` (a class: see the help).
    pub fn discord_answer(&self, status: &str) {
        self.discord
            .get_or_create(&Status {
                status: status.to_string(),
            })
            .inc();
    }

    /// Discord refused a request as malformed (50035).
    pub fn discord_malformed(&self) {
        self.malformed.inc();
    }

    pub fn discord_retry(&self) {
        self.retries.inc();
    }

    /// An engine job of `kind` starts after waiting `waited`.
    pub fn engine_started(&self, kind: &str, waited: Duration) {
        self.engine_wait
            .get_or_create(&Kind {
                kind: kind.to_string(),
            })
            .observe(waited.as_secs_f64());
    }

    pub fn outbox_written(&self) {
        self.owed.inc();
    }

    /// An outbox delivery ended with `result` (see the help).
    pub fn outbox_settled(&self, result: &str) {
        self.deliveries
            .get_or_create(&Outcome {
                result: result.to_string(),
            })
            .inc();
    }

    /// The text of every series, with the gauges read now by the caller.
    pub fn render(&self, gauges: &Gauges) -> String {
        self.db_in_use.set(gauges.connections_in_use as i64);
        if let Some((n, oldest_ms)) = gauges.owed {
            self.owed_pending.set(n);
            self.owed_oldest.set(oldest_ms as f64 / 1000.0);
        }
        for (kind, waiting, running) in &gauges.engine {
            let label = Kind {
                kind: kind.to_string(),
            };
            self.engine_waiting
                .get_or_create(&label)
                .set(*waiting as i64);
            self.engine_running
                .get_or_create(&label)
                .set(*running as i64);
        }
        let mut out = String::new();
        if prometheus_client::encoding::text::encode(&mut out, &self.registry).is_err() {
            out.clear();
        }
        out
    }
}

/// The gauges of a scrape, read from the process at that moment.
#[derive(Clone, Debug, Default)]
pub struct Gauges {
    /// Database connections in use.
    pub connections_in_use: usize,
    /// Outbox rows waiting and the age of the oldest (ms); `None` when
    /// the outbox could not be read (the last values stay).
    pub owed: Option<(i64, i64)>,
    /// Engine jobs by kind: its label, waiting, running.
    pub engine: Vec<(&'static str, usize, usize)>,
}

/// The content type of [`Metrics::render`]'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_come_from_the_log_context() {
        assert_eq!(kind_of("/move by 12"), "/move");
        assert_eq!(kind_of("control resign:1:4 by 12"), "control resign");
        assert_eq!(kind_of("shutdown"), "shutdown");
    }
}

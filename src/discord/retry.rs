//! Discord's passing failures survived: a REST call answered with a 5xx or
//! a 429, or lost to a timeout or a dropped connection, is made again
//! after a growing, jittered wait. A call that may have been done although
//! its answer was lost (a timeout) is repeated only when repeating it
//! cannot double it: an edit, a DM channel (Discord returns the same one),
//! a message with a nonce Discord enforces, an interaction's answer (a
//! second one is refused as already acknowledged). A refusal that will not
//! change (403, 404, a bad request) is returned at once.

use serenity::http::HttpError;
use std::future::Future;
use std::time::Duration;

/// Calls made at most, the first included.
pub const TRIES: u32 = 6;
/// The first wait; each next one doubles, up to [`MAX_WAIT`].
const FIRST_WAIT: Duration = Duration::from_millis(250);
const MAX_WAIT: Duration = Duration::from_secs(4);
/// The least wait after a 429.
const RATE_LIMITED_WAIT: Duration = Duration::from_secs(1);

/// Whether a call may be repeated when it may already have been done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// Doing it twice does what doing it once does.
    Safe,
    /// Doing it twice would do it twice: repeated only when Discord
    /// surely did not do it (a 5xx, a 429, no connection).
    OnlyIfUndone,
}

/// How a failed call failed: the one reading of serenity's error that
/// both the decision to call again and the metrics' label come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Failed {
    /// A 4xx other than 429: a refusal that will not change.
    Refused,
    /// 429.
    RateLimited,
    /// A 5xx.
    ServerError,
    /// No connection was made (also when making it timed out).
    Connect,
    /// The answer did not come in time.
    Timeout,
    /// The request or the answer broke off midway.
    Interrupted,
    /// Anything else (a bad URL, a body that does not decode, …).
    Other,
}

/// Whether Discord did what a failed call asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Done {
    /// It did not and may later (5xx, 429, no connection).
    No,
    /// The answer was lost: it may have.
    Maybe,
    /// It never will: calling again cannot help.
    Never,
}

impl Failed {
    fn of(e: &serenity::Error) -> Failed {
        match e {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                match r.status_code.as_u16() {
                    429 => Failed::RateLimited,
                    s if s >= 500 => Failed::ServerError,
                    _ => Failed::Refused,
                }
            }
            serenity::Error::Http(HttpError::Request(r)) if r.is_connect() => Failed::Connect,
            serenity::Error::Http(HttpError::Request(r)) if r.is_timeout() => Failed::Timeout,
            serenity::Error::Http(HttpError::Request(r)) if r.is_request() || r.is_body() => {
                Failed::Interrupted
            }
            _ => Failed::Other,
        }
    }

    fn done(self) -> Done {
        match self {
            Failed::RateLimited | Failed::ServerError | Failed::Connect => Done::No,
            Failed::Timeout | Failed::Interrupted => Done::Maybe,
            Failed::Refused | Failed::Other => Done::Never,
        }
    }

    /// The metrics' label: `4xx`, `429`, `5xx`, `connect`, `timeout` or
    /// `other`.
    fn label(self) -> &'static str {
        match self {
            Failed::Refused => "4xx",
            Failed::RateLimited => "429",
            Failed::ServerError => "5xx",
            Failed::Connect => "connect",
            Failed::Timeout => "timeout",
            Failed::Interrupted | Failed::Other => "other",
        }
    }
}

/// The wait before try `attempt + 1` (`attempt` from 1): 250 ms doubling
/// up to 4 s, each between half and one and a half times that, by `seed`.
pub fn backoff(attempt: u32, seed: u64) -> Duration {
    let base = FIRST_WAIT
        .saturating_mul(1 << attempt.saturating_sub(1).min(10))
        .min(MAX_WAIT);
    let mut x = seed ^ (u64::from(attempt) << 32) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    let base_ms = base.as_millis() as u64;
    Duration::from_millis(base_ms / 2 + x % (base_ms + 1))
}

/// A seed, different for each call (the jitter, a fresh nonce).
pub(crate) fn seed() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    nanos ^ NEXT.fetch_add(0x2545_f491_4f6c_dd1d, Ordering::Relaxed)
}

/// Runs `call` until it succeeds, fails for good, or has been tried
/// [`TRIES`] times; `what` names it in the log.
pub async fn retried<T, F, Fut>(what: &str, repeat: Repeat, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let seed = seed();
    let mut attempt = 0;
    let metrics = crate::metrics::get();
    loop {
        let e = match call().await {
            Ok(v) => {
                metrics.discord_answer("2xx");
                return Ok(v);
            }
            Err(e) => e,
        };
        let failed = Failed::of(&e);
        metrics.discord_answer(failed.label());
        if let Some(fields) = super::malformed_fields(&e) {
            // A fault of the bot's, not of Discord's: said loudly.
            tracing::error!(what, "Discord refused the request as malformed: {fields}");
            metrics.discord_malformed();
        }
        attempt += 1;
        let again = match failed.done() {
            Done::No => true,
            Done::Maybe => repeat == Repeat::Safe,
            Done::Never => false,
        };
        if !again || attempt >= TRIES {
            return Err(e);
        }
        // A 429's `retry_after` does not reach here when serenity's own
        // rate limiter is off (behind a proxy): a second at least.
        let wait = match failed {
            Failed::RateLimited => backoff(attempt, seed).max(RATE_LIMITED_WAIT),
            _ => backoff(attempt, seed),
        };
        tracing::info!(
            what,
            attempt,
            wait_ms = wait.as_millis() as u64,
            "Discord failed, trying again: {e}"
        );
        metrics.discord_retry();
        tokio::time::sleep(wait).await;
    }
}

/// Whether `e` is a passing failure (a 5xx, a 429, a timeout, no
/// connection): the same call may succeed later.
pub fn passing(e: &serenity::Error) -> bool {
    Failed::of(e).done() != Done::Never
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_with_jitter_and_a_bound() {
        for seed in 0..200u64 {
            let w: Vec<u128> = (1..TRIES).map(|a| backoff(a, seed).as_millis()).collect();
            for (i, &ms) in w.iter().enumerate() {
                let base = (250u128 << i).min(4000);
                assert!((base / 2..=base * 3 / 2).contains(&ms), "{seed}: {w:?}");
            }
        }
        // Jittered: not every seed waits alike.
        let firsts: std::collections::HashSet<u128> =
            (0..50u64).map(|s| backoff(1, s).as_millis()).collect();
        assert!(firsts.len() > 10);
    }
}

//! How the bot connects, read from the environment: the token (checked
//! before anything is tried), the intervals of its timers, and which
//! gateway shards a process runs.

use super::*;

/// How the bot connects; read from the environment by [`Connection::from_env`].
#[derive(Clone)]
pub struct Connection {
    pub token: String,
    /// Register the commands in this server only (instant) instead of
    /// globally.
    pub guild_id: Option<u64>,
    /// Send all Discord HTTP through this base URL (serenity's own rate
    /// limiter is then off).
    pub proxy_url: Option<String>,
    /// How often the sweeper looks for timeouts, reminders and expiries.
    pub sweep_every: Duration,
    /// How often live games' clocks are looked at between sweeps.
    pub flag_every: Duration,
    /// The application's id (the bot user's, for a bot): from
    /// `DISCORD_APPLICATION_ID`, else read from the token.
    pub application_id: Option<u64>,
    /// How often a long answer (an analysis) shows its progress.
    pub progress_every: Duration,
    /// How long one REST call to Discord may take before it is given up
    /// (and, where that is safe, made again).
    pub rest_timeout: Duration,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("token", &"(hidden)")
            .field("guild_id", &self.guild_id)
            .field("proxy_url", &self.proxy_url)
            .field("sweep_every", &self.sweep_every)
            .field("flag_every", &self.flag_every)
            .field("application_id", &self.application_id)
            .field("progress_every", &self.progress_every)
            .field("rest_timeout", &self.rest_timeout)
            .finish()
    }
}

/// Said with a missing token: the bot can be tried without Discord.
const TRY_LOCALLY: &str =
    "To try the bot without Discord first, run `alice local` (players are names you type).";

/// Checks a bot token's form without ever repeating it.
pub fn check_token(raw: Option<&str>) -> Result<String, String> {
    let raw = raw.ok_or(format!(
        "DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example). {TRY_LOCALLY}"
    ))?;
    let token = raw.trim();
    let token = token.strip_prefix("Bot ").unwrap_or(token).trim();
    if token.is_empty() {
        return Err(format!("DISCORD_TOKEN is empty: put the bot's token in .env or the environment (see .env.example). {TRY_LOCALLY}"));
    }
    let parts: Vec<&str> = token.split('.').collect();
    let well_formed = parts.len() == 3
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        });
    if !well_formed {
        return Err(format!("DISCORD_TOKEN is malformed: a bot token is three parts of letters, digits, '-' and '_' joined by dots (copy it from Bot > Reset Token in the Discord developer portal). {TRY_LOCALLY}"));
    }
    Ok(token.to_string())
}

/// The user id a bot token starts with (base64 of the decimal id); for
/// a bot it is also the application's id.
pub fn token_user_id(token: &str) -> Option<u64> {
    let first = token.split('.').next()?;
    let mut bits: u32 = 0;
    let mut n = 0;
    let mut out = Vec::new();
    for b in first.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            b'=' => break,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
            bits &= (1 << n) - 1;
        }
    }
    std::str::from_utf8(&out)
        .ok()?
        .parse()
        .ok()
        .filter(|&id| id > 0)
}

impl Connection {
    /// Reads `DISCORD_TOKEN` (required), `DISCORD_GUILD_ID` and
    /// `DISCORD_PROXY_URL`. The error is one line for the operator.
    pub fn from_env() -> Result<Connection, String> {
        let var = |k: &str| {
            std::env::var(k)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = check_token(std::env::var("DISCORD_TOKEN").ok().as_deref())?;
        let guild_id = var("DISCORD_GUILD_ID")
            .map(|v| {
                v.parse::<u64>().ok().filter(|&g| g > 0).ok_or_else(|| {
                    format!("DISCORD_GUILD_ID must be a server id (a number), not `{v}`")
                })
            })
            .transpose()?;
        let proxy_url = var("DISCORD_PROXY_URL")
            .map(|v| {
                if v.starts_with("http://") || v.starts_with("https://") {
                    Ok(v.trim_end_matches('/').to_string())
                } else {
                    Err(format!(
                        "DISCORD_PROXY_URL must start with http:// or https://, not `{v}`"
                    ))
                }
            })
            .transpose()?;
        // A period in milliseconds from 10 to `max`.
        let period = |name: &str, default: Duration, max: u64| match var(name) {
            None => Ok(default),
            Some(v) => v
                .parse::<u64>()
                .ok()
                .filter(|ms| (10..=max).contains(ms))
                .map(Duration::from_millis)
                .ok_or_else(|| format!("{name} must be milliseconds from 10 to {max}, not `{v}`")),
        };
        let sweep_every = period("SWEEP_EVERY_MS", Duration::from_secs(30), 3_600_000)?;
        let flag_every = period("FLAG_EVERY_MS", Duration::from_millis(500), 60_000)?;
        let progress_every = period("PROGRESS_EVERY_MS", Duration::from_secs(3), 60_000)?;
        let rest_timeout = period("DISCORD_TIMEOUT_MS", Duration::from_secs(15), 120_000)?;
        let application_id = match var("DISCORD_APPLICATION_ID") {
            Some(v) => Some(v.parse::<u64>().ok().filter(|&a| a > 0).ok_or_else(|| {
                format!("DISCORD_APPLICATION_ID must be the application's id (a number), not `{v}`")
            })?),
            None => token_user_id(&token),
        };
        Ok(Connection {
            token,
            guild_id,
            proxy_url,
            sweep_every,
            flag_every,
            application_id,
            progress_every,
            rest_timeout,
        })
    }
}

/// Which gateway shards this process runs: `first` to `last` (inclusive)
/// of `total`. None: one process, Discord's recommended count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Reads `A-B` (or `A`) of `total`, with what is wrong said in one line.
    pub fn parse(range: &str, total: u32) -> Result<Shards, String> {
        let bad = || format!("--shards must be a shard number or a range like 0-3, not `{range}`");
        let (a, b) = match range.trim().split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range.trim(), range.trim()),
        };
        let first: u32 = a.parse().map_err(|_| bad())?;
        let last: u32 = b.parse().map_err(|_| bad())?;
        if total == 0 {
            return Err("--total-shards must be at least 1".into());
        }
        if first > last {
            return Err(format!(
                "--shards {range}: the first shard is after the last"
            ));
        }
        if last >= total {
            return Err(format!(
                "--shards {range}: shards are numbered 0 to {} of --total-shards {total}",
                total - 1
            ));
        }
        Ok(Shards { first, last, total })
    }
}

#[cfg(test)]
mod tests {
    use super::{check_token, token_user_id};

    #[test]
    fn a_tokens_first_part_is_the_bot_users_id() {
        // base64("900000000000000001"), as the first part of a token.
        let token = "OTAwMDAwMDAwMDAwMDAwMDAx.FakeTk.secret";
        assert_eq!(token_user_id(token), Some(900_000_000_000_000_001));
        // Unpadded ids of other lengths, and the URL-safe alphabet.
        assert_eq!(
            token_user_id("MTIzNDU2Nzg5MDEyMzQ1Njc4.x.y"),
            Some(123_456_789_012_345_678)
        );
        for bad in ["", "!!!!.a.b", "aGVsbG8.a.b", "MA.a.b"] {
            assert_eq!(token_user_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn tokens_are_checked_without_being_repeated() {
        let secret = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.abcdefghijklmnopqrstuvwxyz0123456789AB";
        assert_eq!(check_token(Some(secret)).unwrap(), secret);
        assert_eq!(
            check_token(Some(&format!("Bot {secret}\n"))).unwrap(),
            secret
        );
        let err = check_token(None).unwrap_err();
        assert!(err.starts_with("DISCORD_TOKEN is not set"));
        // Each refusal says how to try the bot without Discord.
        for refused in [None, Some(""), Some("a.b")] {
            let err = check_token(refused).unwrap_err();
            assert!(
                err.ends_with("run `alice local` (players are names you type)."),
                "{err}"
            );
        }
        for bad in [
            "", "   ", "abc", "a.b", "a.b.c.d", "a..c", "a.b.c d", "a.b.c%",
        ] {
            let err = check_token(Some(bad)).unwrap_err();
            assert!(err.starts_with("DISCORD_TOKEN is"), "{bad}: {err}");
            if bad.len() > 3 {
                assert!(!err.contains(bad.trim()), "{err}");
            }
        }
    }
}

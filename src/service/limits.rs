//! Limits on what costs the engine or the CPU: each member has a token
//! bucket per kind of costly request (GIFs, analyses, boards drawn on
//! request, games against the bot). A request takes a token; tokens come
//! back one at a time at the kind's pace, up to its burst. The buckets
//! live in the process (several processes each keep their own), and the
//! defaults are far above what playing a game asks for.

use super::{Service, UserError};
use std::collections::HashMap;
use std::sync::Mutex;

/// A request that costs the engine or the CPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Costly {
    /// `/gif`: every frame of a game drawn.
    Gif,
    /// `/analyze` when it is not answered from storage.
    Analysis,
    /// A board drawn on request: `/board` and the history arrows.
    Board,
    /// A game against the bot (`/play`, a rematch with the bot).
    BotGame,
    /// An action at the live table (a move, an offer, a resignation).
    TableAction,
}

impl Costly {
    pub const ALL: [Costly; 5] = [
        Costly::Gif,
        Costly::Analysis,
        Costly::Board,
        Costly::BotGame,
        Costly::TableAction,
    ];

    /// What the member asked for, as the operator's metrics name it.
    fn label(self) -> &'static str {
        match self {
            Costly::Gif => "GIFs",
            Costly::Analysis => "analyses",
            Costly::Board => "boards",
            Costly::BotGame => "games against the bot",
            Costly::TableAction => "table actions",
        }
    }

    /// What the member asked for, as the answer's message selects it.
    fn asked(self) -> &'static str {
        match self {
            Costly::Gif => "gif",
            Costly::Analysis => "analysis",
            Costly::Board => "board",
            Costly::BotGame => "bot-game",
            Costly::TableAction => "table-action",
        }
    }

    /// The setting in the environment (`LIMIT_GIF=3/120`).
    pub fn setting(self) -> &'static str {
        match self {
            Costly::Gif => "LIMIT_GIF",
            Costly::Analysis => "LIMIT_ANALYZE",
            Costly::Board => "LIMIT_BOARD",
            Costly::BotGame => "LIMIT_PLAY",
            Costly::TableAction => "LIMIT_TABLE",
        }
    }
}

/// A pace: at most `burst` at once, then one more every `every_secs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub burst: u32,
    pub every_secs: u32,
}

impl Rate {
    /// A full bucket, in thousandths of a token.
    fn full(self) -> i64 {
        i64::from(self.burst) * 1000
    }

    /// The bucket's tokens at `now_ms` (thousandths): what it had, and one
    /// more for every `every_secs` since, up to the burst.
    fn tokens(self, b: &Bucket, now_ms: i64) -> i64 {
        let elapsed = (now_ms - b.at_ms).max(0);
        (b.milli_tokens + elapsed / i64::from(self.every_secs)).min(self.full())
    }

    fn is_full(self, b: &Bucket, now_ms: i64) -> bool {
        self.tokens(b, now_ms) >= self.full()
    }

    /// `burst/every_secs`, e.g. `3/120`; `off` (or `0`) for no limit.
    pub fn parse(text: &str) -> Option<Option<Rate>> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("off") || text == "0" {
            return Some(None);
        }
        let (burst, every) = text.split_once('/')?;
        let burst: u32 = burst.trim().parse().ok()?;
        let every_secs: u32 = every.trim().parse().ok()?;
        ((1..=10_000).contains(&burst) && (1..=86_400).contains(&every_secs))
            .then_some(Some(Rate { burst, every_secs }))
    }
}

/// The pace of each kind (None: unlimited), by [`Costly`] in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rates([Option<Rate>; 5]);

impl Default for Rates {
    /// Three GIFs, then one every two minutes; three analyses, then one
    /// every five minutes; 120 boards (stepping through a long game with
    /// the history arrows), then one a second; five games against the
    /// bot, then one a minute.
    fn default() -> Self {
        let rate = |burst, every_secs| Some(Rate { burst, every_secs });
        Rates([
            rate(3, 120),
            rate(3, 300),
            rate(120, 1),
            rate(5, 60),
            rate(20, 1),
        ])
    }
}

impl Rates {
    pub fn of(&self, kind: Costly) -> Option<Rate> {
        self.0[kind as usize]
    }

    pub fn set(&mut self, kind: Costly, rate: Option<Rate>) {
        self.0[kind as usize] = rate;
    }

    /// No limit on anything.
    pub fn none() -> Rates {
        Rates([None; 5])
    }
}

/// A member's bucket of one kind: its tokens when last looked at, in
/// thousandths, and when that was (ms).
#[derive(Clone, Copy, Debug)]
struct Bucket {
    milli_tokens: i64,
    at_ms: i64,
}

/// Buckets kept at most; past this, full ones are forgotten (a full
/// bucket is what a new one would be).
const KEPT: usize = 10_000;

/// Every member's buckets.
#[derive(Default)]
pub(crate) struct Buckets {
    held: Mutex<HashMap<(Costly, i64), Bucket>>,
}

impl Buckets {
    /// Takes a token of `kind` for `member` at `now_ms` under `rates`, or
    /// says how many seconds until one comes back.
    fn take(&self, rates: &Rates, kind: Costly, member: i64, now_ms: i64) -> Result<(), i64> {
        let Some(rate) = rates.of(kind) else {
            return Ok(());
        };
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        if held.len() >= KEPT {
            held.retain(|(k, _), b| rates.of(*k).is_some_and(|r| !r.is_full(b, now_ms)));
        }
        let b = held.entry((kind, member)).or_insert(Bucket {
            milli_tokens: rate.full(),
            at_ms: now_ms,
        });
        b.milli_tokens = rate.tokens(b, now_ms);
        b.at_ms = now_ms.max(b.at_ms);
        let every_ms = i64::from(rate.every_secs) * 1000;
        if b.milli_tokens >= 1000 {
            b.milli_tokens -= 1000;
            Ok(())
        } else {
            let missing_ms = (1000 - b.milli_tokens) * every_ms / 1000;
            Err((missing_ms + 999) / 1000)
        }
    }
}

impl Service {
    /// Takes one of `member`'s tokens for a costly request, or refuses
    /// with when to try again.
    pub(crate) fn take_token(&self, kind: Costly, member: i64) -> Result<(), UserError> {
        self.buckets
            .take(&self.config.rates, kind, member, self.now())
            .map_err(|wait_secs| {
                crate::metrics::get().refused(kind.label());
                UserError::TooMany {
                    what: kind.asked(),
                    wait_secs,
                }
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::AnalysisError;

    #[test]
    fn a_burst_then_one_token_at_the_pace() {
        let b = Buckets::default();
        let mut rates = Rates::none();
        let rate = Some(Rate {
            burst: 3,
            every_secs: 120,
        });
        rates.set(Costly::Gif, rate);
        rates.set(Costly::Board, rate);
        let t0 = 1_000_000;
        for _ in 0..3 {
            assert_eq!(b.take(&rates, Costly::Gif, 7, t0), Ok(()));
        }
        // The fourth waits two minutes, less what has passed.
        assert_eq!(b.take(&rates, Costly::Gif, 7, t0), Err(120));
        assert_eq!(b.take(&rates, Costly::Gif, 7, t0 + 30_000), Err(90));
        // Another member, or another kind, has their own bucket.
        assert_eq!(b.take(&rates, Costly::Gif, 8, t0), Ok(()));
        assert_eq!(b.take(&rates, Costly::Board, 7, t0), Ok(()));
        // Two minutes on, one token is back, and only one.
        assert_eq!(b.take(&rates, Costly::Gif, 7, t0 + 120_000), Ok(()));
        assert_eq!(b.take(&rates, Costly::Gif, 7, t0 + 120_000), Err(120));
        // After a long rest the bucket is full again, not fuller.
        let later = t0 + 86_400_000;
        for _ in 0..3 {
            assert_eq!(b.take(&rates, Costly::Gif, 7, later), Ok(()));
        }
        assert_eq!(b.take(&rates, Costly::Gif, 7, later), Err(120));
        // A clock that steps back gives nothing.
        assert_eq!(b.take(&rates, Costly::Gif, 7, later - 60_000), Err(120));
        // A kind without a limit never refuses.
        for _ in 0..100 {
            assert_eq!(b.take(&rates, Costly::Analysis, 7, t0), Ok(()));
        }
    }

    #[test]
    fn rates_read_from_settings() {
        assert_eq!(
            Rate::parse("3/120"),
            Some(Some(Rate {
                burst: 3,
                every_secs: 120
            }))
        );
        assert_eq!(
            Rate::parse(" 30 / 2 "),
            Some(Some(Rate {
                burst: 30,
                every_secs: 2
            }))
        );
        // The defaults, each under its kind.
        let d = Rates::default();
        let rate = |burst, every_secs| Some(Rate { burst, every_secs });
        assert_eq!(d.of(Costly::Gif), rate(3, 120));
        assert_eq!(d.of(Costly::Analysis), rate(3, 300));
        assert_eq!(d.of(Costly::Board), rate(120, 1));
        assert_eq!(d.of(Costly::BotGame), rate(5, 60));
        assert_eq!(Rate::parse("off"), Some(None));
        assert_eq!(Rate::parse("0"), Some(None));
        for bad in [
            "", "3", "3/", "/2", "0/5", "3/0", "-1/5", "3/86401", "a/b", "3/2/1",
        ] {
            assert_eq!(Rate::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn many_members_are_remembered_within_bounds() {
        let b = Buckets::default();
        let mut rates = Rates::none();
        rates.set(
            Costly::Board,
            Some(Rate {
                burst: 1,
                every_secs: 1,
            }),
        );
        for m in 0..(KEPT as i64 + 500) {
            assert_eq!(b.take(&rates, Costly::Board, m, 0), Ok(()));
        }
        // Empty buckets are kept: nobody gets a token back by crowding.
        assert_eq!(b.take(&rates, Costly::Board, 3, 10), Err(1));
        // A second later every bucket is full again and may be forgotten.
        assert_eq!(b.take(&rates, Costly::Board, -1, 1_000), Ok(()));
        assert!(b.held.lock().unwrap().len() < KEPT);
    }

    /// Analyses at once are bounded: past the bound a new one is refused
    /// with the count, a member's second one is refused as theirs, and a
    /// place frees when an analysis ends.
    #[tokio::test]
    async fn analyses_at_once_are_bounded() {
        let (mut s, dir) = crate::service::test_service("analyses-bound").await;
        s.config.max_analyses = 2;
        let first = s.analysis_ticket(1, 10).unwrap();
        let _second = s.analysis_ticket(2, 11).unwrap();
        assert_eq!(
            s.analysis_ticket(3, 12).err(),
            Some(AnalysisError::AnalysesFull(2).into())
        );
        assert_eq!(
            s.analysis_ticket(1, 13).err(),
            Some(AnalysisError::AnalysisBusy(10).into())
        );
        assert_eq!(
            AnalysisError::AnalysesFull(2).to_string(),
            "The engine is busy with 2 analyses already; nothing was started. Please ask again in a few minutes."
        );
        drop(first);
        assert!(s.analysis_ticket(3, 12).is_ok());
        std::fs::remove_dir_all(dir).ok();
    }

    /// The member's answer names what and how long, from the service's
    /// clock.
    #[tokio::test]
    async fn the_answer_says_how_long_to_wait() {
        let (mut s, dir) = crate::service::test_service("limits-answer").await;
        s.config.rates = Rates::none();
        s.config.rates.set(
            Costly::BotGame,
            Some(Rate {
                burst: 1,
                every_secs: 90,
            }),
        );
        assert_eq!(s.take_token(Costly::BotGame, 5), Ok(()));
        let refused = s.take_token(Costly::BotGame, 5).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "You have asked for many games against the bot in a short time; please wait 2 minutes and try again."
        );
        assert_eq!(s.take_token(Costly::Gif, 5), Ok(()));
        std::fs::remove_dir_all(dir).ok();
    }
}

//! What a search reports (its score) and what bounds it (its limits).

use std::time::Duration;

/// The top level (`Level::MAX`): analysis, hints and puzzles search as it
/// plays.
pub const TOP_LEVEL: u8 = 8;

pub const INF: i32 = 32_000;
pub const MATE: i32 = 31_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
pub const MAX_PLY: usize = 128;

/// A score as reported: centipawns, or mate in moves (positive when the
/// side to move mates).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    Mate(i32),
}

impl Score {
    pub fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-((MATE + s + 1) / 2))
        } else {
            Score::Cp(s)
        }
    }
}

/// What bounds a search. With neither time nor a stop flag set, a search
/// to a fixed depth or node count is deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Stop starting new iterations after about this long.
    pub soft_time: Option<Duration>,
    /// Never search longer than this.
    pub hard_time: Option<Duration>,
    /// How much worse than an even position the side searching counts a
    /// draw, in centipawns (its opponent counts it as much better): with
    /// more than 0 it avoids a repetition or a dead end unless it stands
    /// worse by more than this. 0 for analysis.
    pub contempt: i32,
}

impl Limits {
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }
    /// A fixed time per move: the search goes on until the time is up
    /// (the unfinished iteration's best root move counts).
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            hard_time: Some(t),
            ..Limits::default()
        }
    }
    /// Budget from a clock: remaining time, increment, moves to go.
    pub fn clock(remaining: Duration, inc: Duration, moves_to_go: Option<u32>) -> Limits {
        let mtg = moves_to_go.unwrap_or(30).clamp(1, 50);
        let safety = Duration::from_millis(30);
        let avail = remaining.saturating_sub(safety);
        let soft = avail / mtg + inc * 3 / 4;
        let hard = (soft * 4).min(avail / 3).max(Duration::from_millis(5));
        Limits {
            soft_time: Some(soft.min(hard)),
            hard_time: Some(hard),
            ..Limits::default()
        }
    }
}

//! Playing levels 1 to 8: from a beginner that blunders plausibly to full
//! strength.
//!
//! Weak levels search shallowly and then choose among the root moves with
//! a temperature: moves close in score to the best are often picked, clear
//! blunders rarely, so the mistakes look human rather than random.

use crate::evaluator::Evaluator;
use crate::search::{Limits, SearchResult, Searcher, MATE, MATE_BOUND};
use crate::variant::{EnginePosition, MoveBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = crate::limits::TOP_LEVEL;
    /// The strongest level.
    pub const TOP: Level = Level(Level::MAX);

    pub fn new(n: u8) -> Option<Level> {
        (Level::MIN..=Level::MAX).contains(&n).then_some(Level(n))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// Search limits of this level. All levels stop well within 2 seconds
    /// on one core; the top level uses its whole time budget.
    pub fn limits(self) -> Limits {
        let time = |ms| Some(Duration::from_millis(ms));
        match self.0 {
            1 => Limits {
                depth: Some(1),
                hard_time: time(300),
                ..Limits::default()
            },
            2 => Limits {
                depth: Some(2),
                hard_time: time(300),
                ..Limits::default()
            },
            3 => Limits {
                depth: Some(3),
                nodes: Some(20_000),
                hard_time: time(400),
                ..Limits::default()
            },
            4 => Limits {
                nodes: Some(8_000),
                hard_time: time(500),
                ..Limits::default()
            },
            5 => Limits {
                nodes: Some(30_000),
                hard_time: time(800),
                ..Limits::default()
            },
            6 => Limits {
                nodes: Some(120_000),
                hard_time: time(1_200),
                ..Limits::default()
            },
            7 => Limits {
                nodes: Some(500_000),
                hard_time: time(1_500),
                ..Limits::default()
            },
            _ => Limits {
                soft_time: time(1_200),
                hard_time: time(1_800),
                ..Limits::default()
            },
        }
    }

    /// Search limits of this level in the variant `P`: [`Level::limits`]
    /// but for a top level the variant sets itself.
    pub fn limits_for<P: EnginePosition>(self) -> Limits {
        match P::top_level_limits() {
            Some(top) if self.0 == Level::MAX => top,
            _ => self.limits(),
        }
    }

    /// Temperature in centipawns for choosing among root moves (0: the
    /// best move), and how deep the replies to each root move are searched.
    fn sampling(self) -> (i32, u32) {
        match self.0 {
            1 => (220, 1),
            2 => (100, 1),
            3 => (50, 2),
            _ => (0, 0),
        }
    }

    /// Chooses a move at this level, in either variant. `seed` varies the
    /// weak levels' choices (the same seed gives the same move).
    pub fn choose<P: EnginePosition, E: Evaluator<P>>(
        self,
        searcher: &mut Searcher<P, E>,
        pos: &P,
        history: &[u64],
        stop: Option<&AtomicBool>,
        seed: u64,
    ) -> Option<SearchResult<P::Move>> {
        self.choose_within(searcher, pos, history, stop, seed, None)
    }

    /// [`Level::choose`] searching at most `cap` (a move on a clock): the
    /// level's own time limits, never longer than that.
    pub fn choose_within<P: EnginePosition, E: Evaluator<P>>(
        self,
        searcher: &mut Searcher<P, E>,
        pos: &P,
        history: &[u64],
        stop: Option<&AtomicBool>,
        seed: u64,
        cap: Option<Duration>,
    ) -> Option<SearchResult<P::Move>> {
        let (temp, depth) = self.sampling();
        if temp == 0 {
            let mut limits = self.limits_for::<P>();
            if let Some(cap) = cap {
                limits.hard_time = Some(limits.hard_time.map_or(cap, |h| h.min(cap)));
                limits.soft_time = limits.soft_time.map(|s| s.min(cap / 2));
            }
            return searcher.search(pos, history, limits, stop, |_| {});
        }
        // Score each root move with a shallow search of the reply.
        let moves = pos.legal();
        if moves.is_empty() {
            return None;
        }
        let mut hist = history.to_vec();
        hist.push(pos.hash());
        let mut scored: Vec<(i32, P::Move)> = Vec::with_capacity(moves.len());
        let mut nodes = 0;
        // 4,000 nodes a reply up to 60 moves; past that the replies share
        // 240,000 (Duo chess can have over a hundred moves).
        let reply_nodes = (240_000 / moves.len() as u64).clamp(500, 4_000);
        for &m in moves.as_slice() {
            let mut child = *pos;
            child.play_unchecked(m);
            let reply = Limits {
                depth: Some(depth),
                nodes: Some(reply_nodes),
                ..Limits::default()
            };
            let s = match searcher.search(&child, &hist, reply, stop, |_| {}) {
                Some(r) => {
                    nodes += r.nodes;
                    parent_score(r.raw_score)
                }
                // No reply: our move mates (mate in one ply) or stalemates.
                None => {
                    if child.is_check() {
                        MATE - 1
                    } else {
                        0
                    }
                }
            };
            scored.push((s, m));
        }
        let best = scored.iter().map(|s| s.0).max().unwrap_or(0);
        // A mate in one is never missed; otherwise sample by softmax.
        let pick = if best >= MATE_BOUND {
            scored.iter().find(|s| s.0 == best).map(|s| s.1)
        } else {
            let weights: Vec<f64> = scored
                .iter()
                .map(|&(s, _)| (((s - best) as f64) / temp as f64).exp())
                .collect();
            let total: f64 = weights.iter().sum();
            let mut x = unit(seed ^ pos.hash()) * total;
            let mut chosen = scored[0].1;
            for (w, &(_, m)) in weights.iter().zip(&scored) {
                if x < *w {
                    chosen = m;
                    break;
                }
                x -= w;
            }
            Some(chosen)
        }?;
        let score = scored.iter().find(|s| s.1 == pick).map_or(0, |s| s.0);
        Some(SearchResult {
            best: pick,
            score: crate::search::Score::from_internal(score),
            raw_score: score,
            depth: depth + 1,
            nodes,
            time: Duration::ZERO,
            pv: vec![pick],
            lines: vec![crate::search::Line {
                score: crate::search::Score::from_internal(score),
                raw_score: score,
                depth: depth + 1,
                pv: vec![pick],
            }],
        })
    }
}

/// The score of a move from the mover's side, given the score of the
/// position after it from the opponent's side: negated, and a mate one ply
/// further away (a mate the child search sees in `k` plies is `k + 1` plies
/// from the root), so that the score reported is the move's own.
fn parent_score(child: i32) -> i32 {
    if child >= MATE_BOUND {
        -child + 1
    } else if child <= -MATE_BOUND {
        -child - 1
    } else {
        -child
    }
}

/// A number in [0, 1) from a seed.
fn unit(seed: u64) -> f64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 53) as f64
}

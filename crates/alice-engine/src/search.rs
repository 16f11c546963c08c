//! Iterative deepening principal variation search with a transposition
//! table, quiescence search, check extensions, null-move pruning and late
//! move reductions.

use crate::eval::{evaluate, Weights, VALUE};
use crate::tt::{Bound, Table};
use alice_core::{Move, MoveList, Position, Role};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            soft_time: Some(t),
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

/// Progress after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
}

impl Info {
    pub fn nps(&self) -> u64 {
        let s = self.time.as_secs_f64();
        if s > 0.0 {
            (self.nodes as f64 / s) as u64
        } else {
            0
        }
    }
}

/// The answer of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best: Move,
    pub score: Score,
    /// Internal score (centipawns; mates near ±MATE).
    pub raw_score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
}

/// A searcher keeps its tables between searches of one game.
pub struct Searcher {
    tt: Table,
    weights: Weights,
    killers: [[Option<Move>; 2]; MAX_PLY + 8],
    history: Box<[[[i32; 64]; 64]; 2]>,
    pv: Vec<Vec<Move>>,
    /// Hashes of the game's positions (oldest first) then the search path.
    path: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    start: Instant,
    limits: Limits,
    stopped: bool,
    depth_one_done: bool,
    lmr: [[u8; 64]; 64],
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(16)
    }
}

struct Stop<'a> {
    flag: Option<&'a AtomicBool>,
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        let mut lmr = [[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (d as f64).ln() * (m as f64).ln() / 2.25) as u8;
            }
        }
        Searcher {
            tt: Table::new(hash_mb),
            weights: Weights::default(),
            killers: [[None; 2]; MAX_PLY + 8],
            history: Box::new([[[0; 64]; 64]; 2]),
            pv: vec![Vec::new(); MAX_PLY + 8],
            path: Vec::new(),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            limits: Limits::default(),
            stopped: false,
            depth_one_done: false,
            lmr,
        }
    }

    pub fn set_weights(&mut self, w: Weights) {
        self.weights = w;
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers = [[None; 2]; MAX_PLY + 8];
        *self.history = [[[0; 64]; 64]; 2];
    }

    /// Searches `pos`, reached through the positions whose hashes are in
    /// `history` (oldest first, not including `pos`), for repetitions.
    /// Returns `None` only when there is no legal move.
    pub fn search(
        &mut self,
        pos: &Position,
        history: &[u64],
        limits: Limits,
        stop: Option<&AtomicBool>,
        mut report: impl FnMut(&Info),
    ) -> Option<SearchResult> {
        let root_moves = pos.legal_moves();
        if root_moves.is_empty() {
            return None;
        }
        self.start = Instant::now();
        self.limits = limits;
        self.nodes = 0;
        self.stopped = false;
        self.depth_one_done = false;
        self.tt.new_search();
        self.killers = [[None; 2]; MAX_PLY + 8];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 8;
                }
            }
        }
        let keep = (pos.halfmoves() as usize).min(history.len());
        self.path.clear();
        self.path
            .extend_from_slice(&history[history.len() - keep..]);
        let stop = Stop { flag: stop };

        let mut best = SearchResult {
            best: root_moves[0],
            score: Score::Cp(0),
            raw_score: 0,
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: vec![root_moves[0]],
        };
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .min(MAX_PLY as u32 - 8);
        let mut prev: i32 = 0;
        for depth in 1..=max_depth {
            self.seldepth = 0;
            // Aspiration window around the previous score.
            let mut delta = 35;
            let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND {
                (prev - delta, prev + delta)
            } else {
                (-INF, INF)
            };
            let score = loop {
                let s = self.negamax(pos, depth as i32, alpha, beta, 0, true, &stop);
                if self.stopped {
                    break s;
                }
                if s <= alpha {
                    alpha = (alpha - delta).max(-INF);
                } else if s >= beta {
                    beta = (beta + delta).min(INF);
                } else {
                    break s;
                }
                delta *= 2;
            };
            // A stopped iteration still counts the root moves it finished:
            // the root's line is only set by a completed move.
            let pv = self.pv[0].clone();
            if self.stopped {
                if !pv.is_empty() {
                    best.best = pv[0];
                    best.pv = pv;
                }
                break;
            }
            if pv.is_empty() {
                break;
            }
            prev = score;
            self.depth_one_done = true;
            best = SearchResult {
                best: pv[0],
                score: Score::from_internal(score),
                raw_score: score,
                depth,
                nodes: self.nodes,
                time: self.start.elapsed(),
                pv,
            };
            report(&Info {
                depth,
                seldepth: self.seldepth as u32,
                score: best.score,
                nodes: self.nodes,
                time: best.time,
                pv: best.pv.clone(),
            });
            if let Some(soft) = limits.soft_time {
                if self.start.elapsed() > soft / 2 {
                    break;
                }
            }
            if score.abs() >= MATE_BOUND && depth as i32 > (MATE - score.abs()) + 2 {
                break;
            }
        }
        best.nodes = self.nodes;
        best.time = self.start.elapsed();
        Some(best)
    }

    #[inline]
    fn check_limits(&mut self, stop: &Stop) {
        // Depth 1 always completes, so even a search stopped at once
        // answers with a searched move.
        if self.nodes & 1023 != 0 || !self.depth_one_done {
            return;
        }
        if stop.flag.is_some_and(|f| f.load(Ordering::Relaxed)) {
            self.stopped = true;
        }
        if self.limits.nodes.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if let Some(hard) = self.limits.hard_time {
            if self.start.elapsed() >= hard {
                self.stopped = true;
            }
        }
    }

    fn is_repetition(&self, pos: &Position) -> bool {
        let h = pos.hash();
        let n = self.path.len();
        let window = (pos.halfmoves() as usize).min(n);
        // Same side to move: every second entry back.
        let mut i = 2;
        while i <= window {
            if self.path[n - i] == h {
                return true;
            }
            i += 2;
        }
        false
    }

    fn order(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(i32, Move)> {
        let side = pos.turn().index();
        moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    10_000_000
                } else if let Some(victim) = pos.captured_role(m) {
                    let attacker = pos.moving_role(m).map_or(0, |r| VALUE[r.index()]);
                    1_000_000 + VALUE[victim.index()] * 10 - attacker / 10
                } else if m.promotion == Some(Role::Queen) {
                    900_000
                } else if self.killers[ply][0] == Some(m) {
                    800_000
                } else if self.killers[ply][1] == Some(m) {
                    790_000
                } else {
                    self.history[side][m.from.index()][m.to.index()]
                };
                (s, m)
            })
            .collect()
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
        stop: &Stop,
    ) -> i32 {
        self.pv[ply].clear();
        self.check_limits(stop);
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        if ply > 0 {
            if self.is_repetition(pos) || pos.is_bare_kings() {
                return 0;
            }
            if pos.halfmoves() >= 100 {
                return if pos.has_legal_moves() || !pos.is_check() {
                    0
                } else {
                    -MATE + ply as i32
                };
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY {
            return evaluate(pos, &self.weights);
        }
        let in_check = pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, 0, stop);
        }
        let key = pos.hash();
        let entry = self.tt.probe(key);
        let tt_move = entry
            .and_then(|e| e.best_move())
            .filter(|&m| pos.is_legal(m));
        if let Some(e) = entry {
            if !pv_node && ply > 0 && e.depth as i32 >= depth {
                let s = score_from_tt(e.score as i32, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        let static_eval = if in_check {
            -INF
        } else {
            evaluate(pos, &self.weights)
        };
        // Reverse futility: far above beta near the leaves.
        if !pv_node
            && !in_check
            && depth <= 3
            && beta.abs() < MATE_BOUND
            && static_eval - 110 * depth >= beta
        {
            return static_eval;
        }
        // Null move.
        if !pv_node
            && !in_check
            && allow_null
            && depth >= 3
            && static_eval >= beta
            && has_pieces(pos)
        {
            if let Some(null) = pos.null_move() {
                let r = 2 + depth / 4;
                self.path.push(key);
                let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false, stop);
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut scored = self.order(pos, &moves, tt_move, ply);
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        self.path.push(key);
        for i in 0..scored.len() {
            // Selection sort: the best remaining move first.
            let mut j = i;
            for k in i + 1..scored.len() {
                if scored[k].0 > scored[j].0 {
                    j = k;
                }
            }
            scored.swap(i, j);
            let m = scored[i].1;
            let quiet = !pos.is_capture(m) && m.promotion.is_none();
            let mut child = *pos;
            child.play_unchecked(m);
            let gives_check = child.is_check();
            // Late move pruning of quiet moves near the leaves.
            if !pv_node
                && !in_check
                && quiet
                && !gives_check
                && depth <= 3
                && i >= 4 + 4 * depth as usize
                && best > -MATE_BOUND
            {
                continue;
            }
            let mut s;
            if i == 0 {
                s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, stop);
            } else {
                let mut r = 0;
                if depth >= 3 && quiet && !in_check && !gives_check && i >= 3 {
                    r = self.lmr[(depth as usize).min(63)][i.min(63)] as i32;
                    if pv_node {
                        r -= 1;
                    }
                    r = r.clamp(0, depth - 2);
                }
                s = -self.negamax(
                    &child,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    stop,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, true, stop);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, stop);
                }
            }
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(m);
                if s > alpha {
                    alpha = s;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(m);
                    head[ply].extend_from_slice(&tail[0]);
                    if s >= beta {
                        if quiet {
                            if self.killers[ply][0] != Some(m) {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = Some(m);
                            }
                            let h =
                                &mut self.history[pos.turn().index()][m.from.index()][m.to.index()];
                            *h = (*h + depth * depth).min(700_000);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, score_to_tt(best, ply), depth, bound);
        best
    }

    fn qsearch(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
        stop: &Stop,
    ) -> i32 {
        self.pv[ply].clear();
        self.check_limits(stop);
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return evaluate(pos, &self.weights);
        }
        if pos.is_bare_kings() {
            return 0;
        }
        let in_check = pos.is_check();
        let stand_pat = if in_check {
            -INF
        } else {
            evaluate(pos, &self.weights)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut list: Vec<(i32, Move)> = Vec::with_capacity(16);
        let quiet_checks = qdepth == 0 && self.weights.qsearch_checks != 0;
        for &m in moves.iter() {
            let victim = pos.captured_role(m);
            if !in_check && victim.is_none() && m.promotion != Some(Role::Queen) {
                // Quiet checks (transfers onto the enemy king's board are the
                // variant's typical threat) at the first ply only.
                if !quiet_checks || m.promotion.is_some() {
                    continue;
                }
                let mut child = *pos;
                child.play_unchecked(m);
                if !child.is_check() {
                    continue;
                }
                list.push((-1, m));
                continue;
            }
            let gain = victim.map_or(0, |v| VALUE[v.index()])
                + if m.promotion.is_some() { 800 } else { 0 };
            // Delta pruning.
            if !in_check && stand_pat + gain + 200 < alpha {
                continue;
            }
            let attacker = pos.moving_role(m).map_or(0, |r| VALUE[r.index()]);
            list.push((gain * 10 - attacker / 10, m));
        }
        list.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
        let mut best = stand_pat;
        for (_, m) in list {
            let mut child = *pos;
            child.play_unchecked(m);
            let s = -self.qsearch(&child, -beta, -alpha, ply + 1, qdepth + 1, stop);
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

fn has_pieces(pos: &Position) -> bool {
    let us = pos.by_color(pos.turn());
    (us & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).nonempty()
}

fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

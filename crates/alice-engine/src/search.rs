//! Iterative deepening principal variation search with a transposition
//! table, quiescence search, check extensions, null-move pruning and late
//! move reductions.

use crate::eval::{Weights, VALUE};
use crate::evaluator::{Evaluator, Weighted};
use crate::nnue::Chosen;
use crate::tt::{Bound, Table};
use crate::variant::{EnginePosition, MoveBuf};
use alice_core::{Move, Position, Role};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How many times its node limit a search's first iteration may take
/// before it is stopped as a runaway.
pub const RUNAWAY: u64 = 2;

pub use crate::limits::{Limits, Score, INF, MATE, MATE_BOUND, MAX_PLY};

/// Progress after each completed iteration: one report per line, best
/// line first (`multipv` 1).
#[derive(Clone, Debug)]
pub struct Info<M = Move> {
    pub depth: u32,
    /// Which line this is, from 1 (the best) to the number of lines asked.
    pub multipv: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<M>,
}

impl<M> Info<M> {
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
pub struct SearchResult<M = Move> {
    pub best: M,
    pub score: Score,
    /// Internal score (centipawns; mates near ±MATE).
    pub raw_score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<M>,
    /// The best lines, best first, each starting with a different move:
    /// as many as [`Searcher::set_multipv`] asked for (fewer when there
    /// are fewer legal moves). The first is `best`, `score` and `pv`.
    pub lines: Vec<Line<M>>,
}

/// One of the best lines of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M = Move> {
    pub score: Score,
    /// Internal score (centipawns; mates near ±MATE).
    pub raw_score: i32,
    /// The depth this line was searched to.
    pub depth: u32,
    pub pv: Vec<M>,
}

/// Declares the search parameters once: the struct, its defaults, the
/// range of each, and access by name (for `--param` and UCI options).
macro_rules! params {
    ($($(#[doc = $doc:expr])+ $name:ident: $default:expr, $min:expr, $max:expr;)+) => {
        /// The search's tunable numbers, in one place: pruning margins and
        /// depths, reductions, null move, aspiration. Tuned by self-play
        /// (`alice match --a-param`, docs/engine.md).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Params {
            $($(#[doc = $doc])+ pub $name: i32,)+
        }

        impl Default for Params {
            fn default() -> Self {
                Params { $($name: $default,)+ }
            }
        }

        impl Params {
            /// Every parameter: its name, default, least and greatest value.
            pub const ALL: &'static [(&'static str, i32, i32, i32)] =
                &[$((stringify!($name), $default, $min, $max)),+];

            pub fn get(&self, name: &str) -> Option<i32> {
                match name {
                    $(stringify!($name) => Some(self.$name),)+
                    _ => None,
                }
            }

            /// Sets one parameter, refusing an unknown name or a value out
            /// of its range.
            pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
                match name {
                    $(stringify!($name) => {
                        if !($min..=$max).contains(&value) {
                            return Err(format!(
                                "search parameter {name} must be between {} and {}, not {value}",
                                $min, $max
                            ));
                        }
                        self.$name = value;
                        Ok(())
                    })+
                    _ => Err(format!("unknown search parameter `{name}`")),
                }
            }

            /// Parses `name=value,name=value` over the defaults.
            pub fn parse(spec: &str) -> Result<Params, String> {
                let mut p = Params::default();
                for part in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                    let (k, v) = part
                        .split_once('=')
                        .ok_or_else(|| format!("expected name=value, not `{part}`"))?;
                    let v = v
                        .trim()
                        .parse()
                        .map_err(|_| format!("`{}` is not a whole number", v.trim()))?;
                    p.set(k.trim(), v)?;
                }
                Ok(p)
            }
        }
    };
}

params! {
    /// Half-width of the first aspiration window, in centipawns.
    aspiration: 30, 5, 500;
    /// Reverse futility: a node this shallow whose static evaluation is
    /// `rfp_margin` per ply above beta returns at once.
    rfp_depth: 7, 0, 20;
    /// See `rfp_depth`.
    rfp_margin: 90, 10, 1000;
    /// Null move: from this depth, reduced by `nmp_base + depth /
    /// nmp_depth_div + (eval - beta) / nmp_eval_div` (the last at most 3).
    nmp_depth: 3, 1, 20;
    /// See `nmp_depth`.
    nmp_base: 3, 1, 10;
    /// See `nmp_depth`.
    nmp_depth_div: 3, 1, 20;
    /// See `nmp_depth`.
    nmp_eval_div: 200, 10, 10_000;
    /// Late move reductions, in hundredths: `lmr_base + ln(depth)
    /// ln(move number) / lmr_div`, less by `history / lmr_history`.
    lmr_base: 75, -200, 300;
    /// See `lmr_base` (hundredths).
    lmr_div: 225, 50, 1000;
    /// See `lmr_base`.
    lmr_history: 8_000, 500, 100_000;
    /// Late move pruning: at this depth or less, quiet moves after
    /// `lmp_base + depth²` (halved when not improving) are skipped.
    lmp_depth: 8, 0, 20;
    /// See `lmp_depth`.
    lmp_base: 3, 0, 50;
    /// Futility: a quiet move is skipped when the static evaluation plus
    /// `futility_base + futility_margin` per ply is below alpha.
    futility_depth: 6, 0, 20;
    /// See `futility_depth`.
    futility_base: 100, 0, 1000;
    /// See `futility_depth`.
    futility_margin: 90, 0, 1000;
    /// Exchange pruning: at this depth or less, quiet moves losing more
    /// than `see_quiet` per ply and captures losing more than
    /// `see_capture` per ply are skipped.
    see_depth: 8, 0, 20;
    /// See `see_depth`.
    see_quiet: 60, 0, 1000;
    /// See `see_depth`.
    see_capture: 100, 0, 1000;
    /// Internal iterative reduction: a node this deep without a table
    /// move is searched one ply shallower.
    iir_depth: 4, 1, 100;
    /// Quiescence: captures whose exchange loses more than this are skipped.
    qsearch_see: 0, -2000, 2000;
}

/// History scores stay within this bound (updates slow down near it).
const HISTORY_MAX: i32 = 16_384;

/// A searcher keeps its tables between searches of one game. It searches
/// positions of one variant (the two-board game unless said otherwise)
/// with one evaluator (unless said otherwise, what the top level plays
/// with: the game's network, or the hand-written evaluation).
pub struct Searcher<P: EnginePosition = Position, E: Evaluator<P> = Chosen<P>> {
    tt: Table<P::Packed>,
    weights: Weights,
    /// The evaluation (the hand-written one's weights scaled by
    /// `weights`, where it has weights).
    eval: Box<E>,
    params: Params,
    killers: [[Option<P::Move>; 2]; MAX_PLY + 8],
    history: Box<[[[i32; 64]; 64]; 2]>,
    /// The reply that refuted a move last time, by the move's squares.
    counters: Box<[[Option<P::Move>; 64]; 64]>,
    /// The move made at each ply of the current line (None: a null move).
    played: [Option<P::Move>; MAX_PLY + 8],
    /// Static evaluation at each ply of the current line (-INF in check).
    evals: [i32; MAX_PLY + 8],
    pv: Vec<Vec<P::Move>>,
    /// Hashes of the game's positions (oldest first) then the search path.
    path: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    start: Instant,
    limits: Limits,
    stopped: bool,
    depth_one_done: bool,
    lmr: [[u8; 64]; 64],
    /// How many best lines to search (MultiPV); 1 normally.
    multipv: usize,
    /// Root moves left out of the line being searched: the first moves of
    /// the better lines already found at this depth.
    excluded: Vec<P::Move>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(16)
    }
}

struct Stop<'a> {
    flag: Option<&'a AtomicBool>,
}

/// Moves of a node with their ordering scores, best taken first.
struct Picker<P: EnginePosition> {
    moves: P::Moves,
    scores: P::Scores,
    next: usize,
}

impl<P: EnginePosition> Picker<P> {
    fn pick(&mut self) -> Option<(P::Move, i32)> {
        let n = self.moves.len();
        if self.next >= n {
            return None;
        }
        let i = self.next;
        let scores = self.scores.as_mut();
        let mut j = i;
        for k in i + 1..n {
            if scores[k] > scores[j] {
                j = k;
            }
        }
        scores.swap(i, j);
        self.moves.as_mut_slice().swap(i, j);
        self.next += 1;
        Some((self.moves.as_slice()[i], scores[i]))
    }
}

const GOOD_CAPTURE: i32 = 20_000_000;
const KILLER: i32 = 19_000_000;
const COUNTER: i32 = 18_900_000;
const BAD_CAPTURE: i32 = -20_000_000;

impl Searcher {
    /// A two-board searcher with a transposition table of about `hash_mb`
    /// megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher::with_params(hash_mb, Params::default())
    }

    /// A two-board searcher with other search parameters (for tuning them).
    pub fn with_params(hash_mb: usize, params: Params) -> Searcher {
        Searcher::for_variant_with(hash_mb, params)
    }
}

impl<P: EnginePosition, E: Evaluator<P> + Weighted<P>> Searcher<P, E> {
    /// Evaluates with these weights as they are (unscaled), if the
    /// evaluator has weights.
    pub fn set_eval_params(&mut self, e: P::Eval) {
        if let Some(p) = self.eval.params_mut() {
            *p = e;
        }
    }

    /// Scales groups of evaluation terms (for measuring them by self-play;
    /// the three-board evaluation has none to scale).
    pub fn set_weights(&mut self, w: Weights) {
        self.weights = w;
        if let Some(p) = self.eval.params_mut() {
            *p = P::scaled_eval(&w);
        }
    }
}

impl<P: EnginePosition> Searcher<P> {
    /// A searcher of the variant `P` (`Searcher::<PositionThree>::for_variant`).
    pub fn for_variant(hash_mb: usize) -> Searcher<P> {
        Searcher::for_variant_with(hash_mb, Params::default())
    }

    /// [`Searcher::for_variant`] with other search parameters.
    pub fn for_variant_with(hash_mb: usize, params: Params) -> Searcher<P> {
        Searcher::with_evaluator(hash_mb, params, Chosen::for_level(crate::limits::TOP_LEVEL))
    }
}

impl<P: EnginePosition, E: Evaluator<P>> Searcher<P, E> {
    /// A searcher of the variant `P` that evaluates with `evaluator`.
    pub fn with_evaluator(hash_mb: usize, params: Params, evaluator: E) -> Searcher<P, E> {
        let mut lmr = [[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                let v = (params.lmr_base as f64
                    + (d as f64).ln() * (m as f64).ln() * 10_000.0 / params.lmr_div as f64)
                    / 100.0;
                *r = v.max(0.0) as u8;
            }
        }
        Searcher {
            tt: Table::new(hash_mb),
            weights: Weights::default(),
            eval: Box::new(evaluator),
            params,
            killers: [[None; 2]; MAX_PLY + 8],
            history: Box::new([[[0; 64]; 64]; 2]),
            counters: Box::new([[None; 64]; 64]),
            played: [None; MAX_PLY + 8],
            evals: [0; MAX_PLY + 8],
            pv: vec![Vec::new(); MAX_PLY + 8],
            path: Vec::new(),
            nodes: 0,
            seldepth: 0,
            start: Instant::now(),
            limits: Limits::default(),
            stopped: false,
            depth_one_done: false,
            lmr,
            multipv: 1,
            excluded: Vec::new(),
        }
    }

    /// The evaluator the searcher evaluates with.
    pub fn evaluator(&self) -> &E {
        &self.eval
    }

    /// The evaluator, to change (the next search starts it afresh).
    pub fn evaluator_mut(&mut self) -> &mut E {
        &mut self.eval
    }

    /// Searches the best `n` lines (at least one), each starting with a
    /// different root move, as UCI's `MultiPV` does. One line costs
    /// nothing extra; each further line is a further search of the root
    /// without the moves of the lines above it.
    pub fn set_multipv(&mut self, n: usize) {
        self.multipv = n.max(1);
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.killers = [[None; 2]; MAX_PLY + 8];
        *self.history = [[[0; 64]; 64]; 2];
        *self.counters = [[None; 64]; 64];
    }

    /// Searches `pos`, reached through the positions whose hashes are in
    /// `history` (oldest first, not including `pos`), for repetitions.
    /// Returns `None` only when there is no legal move.
    pub fn search(
        &mut self,
        pos: &P,
        history: &[u64],
        limits: Limits,
        stop: Option<&AtomicBool>,
        mut report: impl FnMut(&Info<P::Move>),
    ) -> Option<SearchResult<P::Move>> {
        let root_moves = pos.legal();
        let &first = root_moves.as_slice().first()?;
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
                    *h /= 2;
                }
            }
        }
        let keep = (pos.halfmoves() as usize).min(history.len());
        self.path.clear();
        self.path
            .extend_from_slice(&history[history.len() - keep..]);
        let stop = Stop { flag: stop };

        let mut best = SearchResult {
            best: first,
            score: Score::Cp(0),
            raw_score: 0,
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: vec![first],
            lines: Vec::new(),
        };
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .min(MAX_PLY as u32 - 8);
        let n_lines = self.multipv.min(root_moves.len());
        // The lines of the last completed iteration, best first.
        let mut lines: Vec<Line<P::Move>> = Vec::new();
        'deepen: for depth in 1..=max_depth {
            self.seldepth = 0;
            self.excluded.clear();
            let mut found: Vec<Line<P::Move>> = Vec::with_capacity(n_lines);
            for k in 0..n_lines {
                // Aspiration window around the line's previous score.
                let prev = lines.get(k).map_or(0, |l| l.raw_score);
                let mut delta = self.params.aspiration;
                let (mut alpha, mut beta) = if depth >= 4 && prev.abs() < MATE_BOUND {
                    (prev - delta, prev + delta)
                } else {
                    (-INF, INF)
                };
                let score = loop {
                    self.eval.reset(pos);
                    let s = self.negamax(pos, depth as i32, alpha, beta, 0, true, &stop);
                    if self.stopped {
                        break s;
                    }
                    if s <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (alpha - delta).max(-INF);
                    } else if s >= beta {
                        beta = (beta + delta).min(INF);
                    } else {
                        break s;
                    }
                    delta += delta;
                };
                // A stopped iteration still counts the root moves it
                // finished: the root's line is only set by a completed move.
                let pv = self.pv[0].clone();
                if self.stopped {
                    if k == 0 && !pv.is_empty() {
                        best.best = pv[0];
                        best.pv = pv.clone();
                        found.push(Line {
                            score: best.score,
                            raw_score: best.raw_score,
                            depth: best.depth,
                            pv,
                        });
                    }
                    // The first line completed at this depth is the best
                    // move found at it.
                    if k > 0 {
                        let top = &found[0];
                        best.best = top.pv[0];
                        best.score = top.score;
                        best.raw_score = top.raw_score;
                        best.depth = depth;
                        best.pv = top.pv.clone();
                    }
                    // The lines completed at this depth, then the previous
                    // depth's for the moves not among them.
                    for l in lines.drain(..) {
                        if found.len() < n_lines && !found.iter().any(|f| f.pv[0] == l.pv[0]) {
                            found.push(l);
                        }
                    }
                    lines = found;
                    break 'deepen;
                }
                if pv.is_empty() {
                    break 'deepen;
                }
                self.excluded.push(pv[0]);
                found.push(Line {
                    score: Score::from_internal(score),
                    raw_score: score,
                    depth,
                    pv,
                });
            }
            // A later line can come out better than an earlier one (the
            // table changed between them): best first.
            found.sort_by_key(|l| std::cmp::Reverse(l.raw_score));
            lines = found;
            self.depth_one_done = true;
            let top = &lines[0];
            best.best = top.pv[0];
            best.score = top.score;
            best.raw_score = top.raw_score;
            best.depth = depth;
            best.nodes = self.nodes;
            best.time = self.start.elapsed();
            best.pv = top.pv.clone();
            for (k, l) in lines.iter().enumerate() {
                report(&Info {
                    depth,
                    multipv: k as u32 + 1,
                    seldepth: self.seldepth as u32,
                    score: l.score,
                    nodes: self.nodes,
                    time: best.time,
                    pv: l.pv.clone(),
                });
            }
            if let Some(soft) = limits.soft_time {
                if self.start.elapsed() > soft / 2 {
                    break;
                }
            }
            // Every line a mate found well within this depth.
            if lines.iter().all(|l| {
                l.raw_score.abs() >= MATE_BOUND && depth as i32 > (MATE - l.raw_score.abs()) + 2
            }) {
                break;
            }
        }
        self.excluded.clear();
        if lines.is_empty() {
            lines.push(Line {
                score: best.score,
                raw_score: best.raw_score,
                depth: best.depth,
                pv: best.pv.clone(),
            });
        }
        best.lines = lines;
        best.nodes = self.nodes;
        best.time = self.start.elapsed();
        Some(best)
    }

    #[inline]
    fn check_limits(&mut self, stop: &Stop) {
        if self.nodes & 1023 != 0 {
            return;
        }
        // Depth 1 completes, so even a search stopped at once answers with
        // a searched move; unless it runs far past its limits (a position
        // whose captures and checks branch without end in the quiescence
        // search): then the moves it finished, or the first, stand.
        if !self.depth_one_done {
            let runaway = self
                .limits
                .nodes
                .is_some_and(|n| self.nodes >= n.saturating_mul(RUNAWAY))
                || self
                    .limits
                    .hard_time
                    .is_some_and(|h| self.start.elapsed() >= h);
            if runaway {
                self.stopped = true;
            }
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

    /// A draw's score for the side to move at `ply`: the side searching
    /// moves at even plies.
    fn draw(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.limits.contempt
        } else {
            self.limits.contempt
        }
    }

    fn is_repetition(&self, pos: &P) -> bool {
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

    fn counter_of(&self, ply: usize) -> Option<P::Move> {
        let (from, to) = P::squares(self.played[ply.checked_sub(1)?]?);
        self.counters[from][to]
    }

    /// Scores the picker's moves for ordering (and drops `skip`, tried already).
    fn score_moves(&self, pos: &P, picker: &mut Picker<P>, skip: Option<P::Move>, ply: usize) {
        let moves = &mut picker.moves;
        if let Some(i) = skip.and_then(|s| moves.as_slice().iter().position(|&m| m == s)) {
            moves.swap_remove(i);
        }
        let side = pos.turn().index();
        let counter = self.counter_of(ply);
        let scores = picker.scores.as_mut();
        for (i, &m) in moves.as_slice().iter().enumerate() {
            scores[i] = if let Some(victim) = pos.captured_role(m) {
                let attacker = pos.moving_role(m).map_or(0, |r| VALUE[r.index()]);
                let mvv = VALUE[victim.index()] * 10 - attacker / 10;
                if pos.see(m) >= 0 {
                    GOOD_CAPTURE + mvv
                } else {
                    BAD_CAPTURE + mvv
                }
            } else if P::promotion(m) == Some(Role::Queen) {
                GOOD_CAPTURE - 1
            } else if self.killers[ply][0] == Some(m) {
                KILLER
            } else if self.killers[ply][1] == Some(m) {
                KILLER - 1
            } else if counter == Some(m) {
                COUNTER
            } else {
                let (from, to) = P::squares(m);
                self.history[side][from][to]
            };
        }
    }

    fn update_history(&mut self, side: usize, m: P::Move, bonus: i32) {
        let (from, to) = P::squares(m);
        let h = &mut self.history[side][from][to];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &P,
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
        let root = ply == 0;
        if !root {
            if self.is_repetition(pos) || pos.is_bare_kings() {
                return self.draw(ply);
            }
            if pos.halfmoves() >= 100 {
                return if pos.has_legal_moves() || !pos.is_check() {
                    self.draw(ply)
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
            return self.eval.evaluate(pos);
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
            .and_then(|e| P::unpack(e.mv))
            .filter(|&m| pos.is_legal(m))
            .filter(|m| !(root && self.excluded.contains(m)));
        if let Some(e) = entry {
            if !pv_node && e.depth as i32 >= depth {
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
        let p = self.params;
        let static_eval = if in_check {
            -INF
        } else {
            self.eval.evaluate(pos)
        };
        self.evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // Reverse futility: far above beta near the leaves.
        if !pv_node
            && !in_check
            && depth <= p.rfp_depth
            && beta.abs() < MATE_BOUND
            && static_eval - p.rfp_margin * (depth - i32::from(improving)) >= beta
        {
            return static_eval;
        }
        // Null move.
        if !pv_node
            && !in_check
            && allow_null
            && depth >= p.nmp_depth
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && pos.has_pieces()
        {
            if let Some(null) = pos.null_move() {
                let r = p.nmp_base
                    + depth / p.nmp_depth_div
                    + ((static_eval - beta) / p.nmp_eval_div).min(3);
                self.path.push(key);
                self.played[ply] = None;
                self.eval.push(pos, &null);
                let s = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false, stop);
                self.eval.pop();
                self.path.pop();
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
        }
        // Without a table move, a deep node is searched a ply shallower.
        if tt_move.is_none() && depth >= p.iir_depth {
            depth -= 1;
        }
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let side = pos.turn().index();
        let mut quiets_tried: [Option<P::Move>; 64] = [None; 64];
        let mut n_quiets = 0;
        let mut skip_quiets = false;
        let mut picker: Option<Picker<P>> = None;
        let mut i = 0usize;
        self.path.push(key);
        loop {
            // The table's move first, before the others are generated.
            let (m, order) = if let (0, Some(t)) = (i, tt_move) {
                (t, i32::MAX)
            } else {
                if picker.is_none() {
                    picker = Some(Picker {
                        moves: pos.legal(),
                        scores: P::new_scores(),
                        next: 0,
                    });
                    if let Some(pk) = picker.as_mut() {
                        self.score_moves(pos, pk, tt_move, ply);
                    }
                }
                match picker.as_mut().and_then(Picker::pick) {
                    Some(x) => x,
                    None => break,
                }
            };
            // A further line of a MultiPV search leaves out the moves of
            // the lines above it.
            if root && !self.excluded.is_empty() && self.excluded.contains(&m) {
                continue;
            }
            let capture = pos.is_capture(m);
            let quiet = !capture && P::promotion(m).is_none();
            let mut child = *pos;
            child.play_unchecked(m);
            let gives_check = child.is_check();
            // Late quiet moves are pruned, but not those that give check
            // (in Alice often a transfer onto the king's board, or mate).
            if quiet && skip_quiets && !gives_check {
                continue;
            }
            // Pruning of late, hopeless moves (never the first one, never
            // while mated lines are all that was found).
            if !root && i > 0 && best > -MATE_BOUND && !in_check {
                let reduction = self.lmr[(depth as usize).min(63)][i.min(63)] as i32;
                let lmr_depth = (depth - 1 - reduction).max(0);
                if quiet && !gives_check {
                    let limit = (p.lmp_base + depth * depth) / if improving { 1 } else { 2 };
                    // Both conditions only grow with the move's number:
                    // the later quiet moves are pruned as well.
                    if (depth <= p.lmp_depth && i as i32 >= limit)
                        || (lmr_depth <= p.futility_depth
                            && static_eval + p.futility_base + p.futility_margin * lmr_depth
                                <= alpha)
                    {
                        skip_quiets = true;
                        continue;
                    }
                }
                if depth <= p.see_depth && !gives_check {
                    let margin = if quiet {
                        -p.see_quiet * lmr_depth
                    } else {
                        -p.see_capture * depth
                    };
                    if (quiet || order < GOOD_CAPTURE - 1) && pos.see(m) < margin {
                        continue;
                    }
                }
            }
            self.played[ply] = Some(m);
            self.eval.push(pos, &child);
            let mut s;
            if i == 0 {
                s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, stop);
            } else {
                let mut r = 0;
                if depth >= 3 && quiet && i >= 2 {
                    r = self.lmr[(depth as usize).min(63)][i.min(63)] as i32;
                    r -= i32::from(pv_node);
                    r += i32::from(!improving);
                    r -= i32::from(gives_check || in_check);
                    let (from, to) = P::squares(m);
                    r -= self.history[side][from][to] / p.lmr_history;
                    if order >= COUNTER {
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
            self.eval.pop();
            i += 1;
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
                            let bonus = (16 * depth * depth).min(1_600);
                            self.update_history(side, m, bonus);
                            for q in quiets_tried.iter().take(n_quiets).flatten() {
                                self.update_history(side, *q, -bonus);
                            }
                            if let Some(prev) = ply.checked_sub(1).and_then(|p| self.played[p]) {
                                let (from, to) = P::squares(prev);
                                self.counters[from][to] = Some(m);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets_tried.len() {
                quiets_tried[n_quiets] = Some(m);
                n_quiets += 1;
            }
        }
        self.path.pop();
        if i == 0 {
            // Nothing searched: mate, stalemate, or every move pruned
            // (which cannot happen with a legal move, as the first move
            // is never pruned).
            return if in_check {
                -MATE + ply as i32
            } else {
                self.draw(ply)
            };
        }
        // A further line's root result is not the position's best move.
        if root && !self.excluded.is_empty() {
            return best;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move.map(P::pack),
            score_to_tt(best, ply),
            depth,
            bound,
        );
        best
    }

    fn qsearch(
        &mut self,
        pos: &P,
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
            return self.eval.evaluate(pos);
        }
        if pos.is_bare_kings() {
            return self.draw(ply);
        }
        let key = pos.hash();
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
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
        let in_check = pos.is_check();
        let stand_pat = if in_check {
            -INF
        } else {
            self.eval.evaluate(pos)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        let orig_alpha = alpha;
        alpha = alpha.max(stand_pat);
        let moves = pos.legal();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut list = P::empty_moves();
        let mut scores = P::new_scores();
        let quiet_checks = qdepth == 0 && self.weights.qsearch_checks != 0;
        for &m in moves.as_slice() {
            let victim = pos.captured_role(m);
            let promotion = P::promotion(m);
            if !in_check && victim.is_none() && promotion != Some(Role::Queen) {
                // Quiet checks (transfers onto the enemy king's board are the
                // variant's typical threat) at the first ply only.
                if !quiet_checks || promotion.is_some() {
                    continue;
                }
                let mut child = *pos;
                child.play_unchecked(m);
                if !child.is_check() || pos.see(m) < 0 {
                    continue;
                }
                scores.as_mut()[list.len()] = -1;
                list.push(m);
                continue;
            }
            let gain =
                victim.map_or(0, |v| VALUE[v.index()]) + if promotion.is_some() { 800 } else { 0 };
            if !in_check {
                // Delta pruning, then captures that lose material.
                if stand_pat + gain + 200 < alpha {
                    continue;
                }
                if pos.see(m) < self.params.qsearch_see {
                    continue;
                }
            }
            let attacker = pos.moving_role(m).map_or(0, |r| VALUE[r.index()]);
            scores.as_mut()[list.len()] = gain * 10 - attacker / 10;
            list.push(m);
        }
        let mut picker = Picker::<P> {
            moves: list,
            scores,
            next: 0,
        };
        let mut best = stand_pat;
        let mut best_move = None;
        while let Some((m, _)) = picker.pick() {
            let mut child = *pos;
            child.play_unchecked(m);
            self.eval.push(pos, &child);
            let s = -self.qsearch(&child, -beta, -alpha, ply + 1, qdepth + 1, stop);
            self.eval.pop();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(m);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            key,
            best_move.map(P::pack),
            score_to_tt(best, ply),
            0,
            bound,
        );
        best
    }
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

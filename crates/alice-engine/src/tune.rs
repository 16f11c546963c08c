//! Fitting the evaluation's weights to game results (the Texel method).
//!
//! Each quiet position of a set of games is labelled with its game's
//! result (1, ½, 0 for White). The evaluation predicts the result through
//! `1 / (1 + 10^(-k e / 400))`; the weights are moved to minimise the mean
//! squared error of that prediction, by full-batch gradient descent (Adam)
//! over the features' counts, which are computed once per position.

use crate::eval::{self, feature, EvalParams};
use crate::eval_three::{self, feature_three, SetEvalParams};
use crate::see::see;
use crate::variant::EnginePosition;
use alice_core::three::{BoardRule, BoardSet};
use alice_core::{Color, Piece, Position, Role, Rules, Setup, Shape, TwoBoards};

/// An evaluation whose weights the tuner fits (two boards or three).
pub trait Tuned: Clone {
    /// Number of features.
    const COUNT: usize;
    /// The side to move's feature.
    const TEMPO: usize;
    /// The sign feature `f`'s weights keep in both phases: 1 for a good
    /// thing (material, a square to move to), -1 for a danger to one's own
    /// king, 0 for either. Free, the fit uses the end-game weights of such
    /// counts to cancel material in end games the data's self-play did
    /// not convert.
    fn sign(f: usize) -> i32;
    fn mg(&self) -> &[i32];
    fn eg(&self) -> &[i32];
    /// The weights from their values (each `COUNT` long).
    fn from_weights(mg: &[i32], eg: &[i32]) -> Self;
    /// A feature's name, for the generated source.
    fn feature_name(f: usize) -> String;
    /// Where the features are declared, for the generated source.
    const FEATURES: &'static str;
}

impl Tuned for EvalParams {
    const COUNT: usize = feature::COUNT;
    const TEMPO: usize = feature::TEMPO;
    fn sign(f: usize) -> i32 {
        use feature::*;
        match f {
            _ if f < PLACEMENT => 1,
            _ if (MOBILITY..TRANSFER_CHECKS).contains(&f) => 1,
            TRANSFER_CHECKS | KING_ZONE | TIED | INVADERS => -1,
            _ => 0,
        }
    }
    fn mg(&self) -> &[i32] {
        &self.mg
    }
    fn eg(&self) -> &[i32] {
        &self.eg
    }
    fn from_weights(mg: &[i32], eg: &[i32]) -> Self {
        let mut p = EvalParams::hand();
        p.mg.copy_from_slice(mg);
        p.eg.copy_from_slice(eg);
        p
    }
    fn feature_name(f: usize) -> String {
        feature::name(f)
    }
    const FEATURES: &'static str = "eval::feature";
}

impl Tuned for SetEvalParams {
    const COUNT: usize = feature_three::COUNT;
    const TEMPO: usize = feature_three::TEMPO;
    fn sign(f: usize) -> i32 {
        use feature_three::*;
        match f {
            _ if f < PLACEMENT => 1,
            _ if (MOBILITY..=SHELTER).contains(&f) => 1,
            TRANSFER_CHECKS | KING_ZONE | INVADERS => -1,
            _ => 0,
        }
    }
    fn mg(&self) -> &[i32] {
        &self.mg
    }
    fn eg(&self) -> &[i32] {
        &self.eg
    }
    fn from_weights(mg: &[i32], eg: &[i32]) -> Self {
        let mut p = SetEvalParams::hand();
        p.mg.copy_from_slice(mg);
        p.eg.copy_from_slice(eg);
        p
    }
    fn feature_name(f: usize) -> String {
        feature_three::name(f)
    }
    const FEATURES: &'static str = "eval_three::feature_three";
}

/// A position the tuner learns from.
pub trait Sample {
    /// The evaluation it tunes.
    type Params: Tuned;
    /// Every feature's count, White's minus Black's.
    fn counts(&self) -> Vec<i32>;
    /// 24 with every piece on, 0 with none but pawns and kings.
    fn phase(&self) -> i32;
    /// Not in check, and no capture or promotion that wins material by
    /// exchange (its evaluation would not be its value).
    fn is_quiet(&self) -> bool;
    /// Whether the weights decide its evaluation; false where a fixed rule
    /// does (a queen or rook against a lone king: self-play at a fixed node
    /// count often fails to convert it, and its result would teach the
    /// weights that a queen is worth little).
    fn fitted(&self) -> bool {
        true
    }
}

/// Two boards and 8x4 Alice (whose weights are two boards').
impl<S: Shape> Sample for TwoBoards<S> {
    type Params = EvalParams;
    fn counts(&self) -> Vec<i32> {
        eval::feature_counts(self).to_vec()
    }
    fn phase(&self) -> i32 {
        eval::phase(self)
    }
    fn is_quiet(&self) -> bool {
        is_quiet(self)
    }
    fn fitted(&self) -> bool {
        eval::lone_king(self) == 0
    }
}

/// Three boards and Duo (whose weights are three boards').
impl<R: BoardRule> Sample for BoardSet<R> {
    type Params = SetEvalParams;
    fn counts(&self) -> Vec<i32> {
        eval_three::feature_counts_three(self).to_vec()
    }
    fn phase(&self) -> i32 {
        eval_three::phase_three(self)
    }
    fn is_quiet(&self) -> bool {
        !self.is_check()
            && !self.legal_moves().iter().any(|&m| {
                (self.is_capture(m) || m.promotion.is_some()) && eval_three::see_three(self, m) > 0
            })
    }
    fn fitted(&self) -> bool {
        eval_three::lone_king_three(self) == 0
    }
}

/// Positions as sparse feature counts with their phase and label.
#[derive(Default)]
pub struct Dataset {
    /// Features a position has (of the variant first pushed).
    count: usize,
    entries: Vec<(u16, i16)>,
    /// Where each position's entries start (and one past the last).
    offsets: Vec<u32>,
    phase: Vec<u8>,
    result: Vec<f32>,
}

impl Dataset {
    pub fn new() -> Dataset {
        Dataset {
            offsets: vec![0],
            ..Dataset::default()
        }
    }

    /// Adds a position with its game's result for White (1, 0.5 or 0).
    /// All positions of a set are of one variant.
    pub fn push<S: Sample>(&mut self, pos: &S, result: f32) {
        debug_assert!(self.count == 0 || self.count == S::Params::COUNT);
        self.count = S::Params::COUNT;
        for (f, &n) in pos.counts().iter().enumerate() {
            if n != 0 {
                self.entries.push((f as u16, n as i16));
            }
        }
        self.offsets.push(self.entries.len() as u32);
        self.phase.push(pos.phase() as u8);
        self.result.push(result);
    }

    pub fn len(&self) -> usize {
        self.result.len()
    }

    pub fn is_empty(&self) -> bool {
        self.result.is_empty()
    }

    fn position(&self, i: usize) -> &[(u16, i16)] {
        &self.entries[self.offsets[i] as usize..self.offsets[i + 1] as usize]
    }

    /// White's evaluation of position `i` under weights `w` (middle-game
    /// weights first, then end-game ones).
    fn eval(&self, i: usize, w: &[f64]) -> f64 {
        let ph = self.phase[i] as f64 / 24.0;
        self.position(i)
            .iter()
            .map(|&(f, n)| {
                let f = f as usize;
                n as f64 * (w[f] * ph + w[self.count + f] * (1.0 - ph))
            })
            .sum()
    }
}

/// Whether a position suits tuning: not in check, and no capture or
/// promotion that wins material by exchange (its evaluation would not be
/// its value).
pub fn is_quiet<S: Shape>(pos: &TwoBoards<S>) -> bool {
    if pos.is_check() {
        return false;
    }
    !pos.legal_moves()
        .iter()
        .any(|&m| (pos.is_capture(m) || m.promotion.is_some()) && see(pos, m) > 0)
}

fn sigmoid(e: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

fn as_vector<T: Tuned>(p: &T) -> Vec<f64> {
    p.mg()
        .iter()
        .chain(p.eg().iter())
        .map(|&v| v as f64)
        .collect()
}

/// The mean squared error of the predicted results.
pub fn error<T: Tuned>(data: &Dataset, p: &T, k: f64) -> f64 {
    let w = as_vector(p);
    error_of(data, &w, k)
}

fn error_of(data: &Dataset, w: &[f64], k: f64) -> f64 {
    let n = data.len().max(1) as f64;
    (0..data.len())
        .map(|i| {
            let d = data.result[i] as f64 - sigmoid(data.eval(i, w), k);
            d * d
        })
        .sum::<f64>()
        / n
}

/// The scaling `k` that fits the results best with weights `p`.
pub fn fit_k<T: Tuned>(data: &Dataset, p: &T) -> f64 {
    let w = as_vector(p);
    let (mut lo, mut hi) = (0.05f64, 4.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error_of(data, &w, a) < error_of(data, &w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// How a fit is run: besides the data's error, what keeps the scale sane.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The scaling of evaluation to expected result.
    pub k: f64,
    /// Passes of gradient descent over the data.
    pub epochs: usize,
    /// The pull back toward the start's weights: this much error for each
    /// weight a pawn (100 cp) away from its start, squared. 0: none.
    pub prior: f64,
    /// The side to move's bonus stays within ± this (a tempo, not an
    /// advantage).
    pub tempo_max: i32,
}

impl Fit {
    /// The fit the engine's weights were made with (`alice tune`'s defaults).
    pub const DEFAULT: Fit = Fit {
        k: 0.0,
        epochs: 500,
        prior: 2e-5,
        tempo_max: 12,
    };
}

/// Fits the weights, starting from `start` and pulled back toward it by
/// `fit.prior`, for `fit.epochs` passes over the data with scaling `fit.k`;
/// `report(epoch, error)` after each tenth pass. The king's material
/// weight stays 0 (there is no such feature), weights of features the
/// data never shows keep their start value, the tempo stays within
/// `±fit.tempo_max` and each weight keeps its feature's sign ([`Tuned::sign`]).
pub fn tune<T: Tuned>(
    data: &Dataset,
    start: &T,
    fit: &Fit,
    mut report: impl FnMut(usize, f64),
) -> T {
    let (k, epochs) = (fit.k, fit.epochs);
    let count = T::COUNT;
    let dims = 2 * count;
    let prior = as_vector(start);
    let mut w = prior.clone();
    let bound = |w: &mut [f64]| {
        for phase in [0, count] {
            let t = phase + T::TEMPO;
            w[t] = w[t].clamp(-(fit.tempo_max as f64), fit.tempo_max as f64);
            for f in 0..count {
                w[phase + f] = match T::sign(f) {
                    1 => w[phase + f].max(0.0),
                    -1 => w[phase + f].min(0.0),
                    _ => w[phase + f],
                };
            }
        }
    };
    bound(&mut w);
    let (mut m, mut v) = (vec![0f64; dims], vec![0f64; dims]);
    let (b1, b2, rate, eps) = (0.9f64, 0.999f64, 1.0f64, 1e-8f64);
    let n = data.len().max(1) as f64;
    let scale = k * std::f64::consts::LN_10 / 400.0;
    for epoch in 1..=epochs {
        let mut grad = vec![0f64; dims];
        for i in 0..data.len() {
            let s = sigmoid(data.eval(i, &w), k);
            let d = -2.0 * (data.result[i] as f64 - s) * s * (1.0 - s) * scale / n;
            let ph = data.phase[i] as f64 / 24.0;
            for &(f, c) in data.position(i) {
                let f = f as usize;
                grad[f] += d * c as f64 * ph;
                grad[count + f] += d * c as f64 * (1.0 - ph);
            }
        }
        for j in 0..dims {
            if grad[j] != 0.0 {
                grad[j] += 2.0 * fit.prior * (w[j] - prior[j]) / 10_000.0;
            }
            m[j] = b1 * m[j] + (1.0 - b1) * grad[j];
            v[j] = b2 * v[j] + (1.0 - b2) * grad[j] * grad[j];
            let mh = m[j] / (1.0 - b1.powi(epoch as i32));
            let vh = v[j] / (1.0 - b2.powi(epoch as i32));
            if grad[j] != 0.0 {
                w[j] -= rate * mh / (vh.sqrt() + eps);
            }
        }
        bound(&mut w);
        if epoch % 10 == 0 || epoch == epochs {
            report(epoch, error_of(data, &w, k));
        }
    }
    let rounded: Vec<i32> = w.iter().map(|x| x.round() as i32).collect();
    T::from_weights(&rounded[..count], &rounded[count..])
}

/// The spread of an evaluation over a set of positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    pub min: i32,
    pub median: i32,
    pub mean: f64,
}

impl Spread {
    fn of(mut v: Vec<i32>) -> Spread {
        v.sort_unstable();
        let n = v.len().max(1) as f64;
        Spread {
            min: v.first().copied().unwrap_or(0),
            median: v.get(v.len() / 2).copied().unwrap_or(0),
            mean: v.iter().map(|&x| x as f64).sum::<f64>() / n,
        }
    }
}

/// The measures that say whether an evaluation's scale is sane.
#[derive(Clone, Debug, PartialEq)]
pub struct Calibration {
    /// Mean of |evaluation with White to move − with Black to move| (both
    /// White's view) over the positions given: what the move alone is worth.
    pub swing: f64,
    /// King and queen against a lone king, White's view, from random
    /// placements (either side to move).
    pub queen: Spread,
    /// King and rook against a lone king.
    pub rook: Spread,
    /// Each piece's end-game value (its material weight plus its mean
    /// placement weight over the board): knight, bishop, rook, queen, and
    /// the pawn first.
    pub values: [f64; 5],
}

/// An end-game value of each role but the king under `p` (see
/// [`Calibration::values`]).
pub fn end_game_values(p: &EvalParams) -> [f64; 5] {
    let mut out = [0.0; 5];
    for (r, v) in out.iter_mut().enumerate() {
        let placement: i32 = (0..32)
            .map(|sq| p.eg[feature::PLACEMENT + 32 * r + sq])
            .sum();
        *v = p.eg[feature::MATERIAL + r] as f64 + placement as f64 / 32.0;
    }
    out
}

/// The same position with the other side to move, where that is legal.
fn turned(pos: &Position) -> Option<Position> {
    let mut s = pos.to_setup();
    s.turn = s.turn.other();
    s.ep_square = None;
    Position::from_setup(&s, pos.rules()).ok()
}

/// White's evaluation with White and with Black to move, where both are
/// legal.
fn both_turns(pos: &Position, p: &EvalParams) -> Option<(i32, i32)> {
    let other = turned(pos)?;
    let (w, b) = if pos.turn() == Color::White {
        (pos, &other)
    } else {
        (&other, pos)
    };
    Some((eval::evaluate_white(w, p), eval::evaluate_white(b, p)))
}

/// `n` legal placements of White's king and `piece` against Black's king,
/// each piece on a random square of a random board (from a seed).
pub fn lone_king_positions(piece: Role, n: usize, seed: u64) -> Vec<Position> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut s = Setup::empty();
        let pieces = [
            (Color::White, Role::King),
            (Color::White, piece),
            (Color::Black, Role::King),
        ];
        let mut placed = 0;
        for (color, role) in pieces {
            let board = (next() % 2) as usize;
            let sq = (next() % 64) as usize;
            if s.boards[0][sq].is_none() && s.boards[1][sq].is_none() {
                s.boards[board][sq] = Some(Piece { color, role });
                placed += 1;
            }
        }
        if placed < pieces.len() {
            continue;
        }
        s.turn = if next() % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        if let Ok(p) = Position::from_setup(&s, Rules::default()) {
            if p.has_legal_moves() {
                out.push(p);
            }
        }
    }
    out
}

/// Nodes of each search of [`Steadiness::drop`] unless asked otherwise:
/// analysis's.
pub const DROP_NODES: u64 = crate::analysis::DEFAULT_NODES;
/// Positions of [`Steadiness::drop`].
pub const DROP_POSITIONS: usize = 100;

/// The mover's searched score at `pos` (at `nodes`, with a fresh table)
/// and the move searched best; `None` with no move or at a mate score.
fn searched_score<P: EnginePosition>(pos: &P, p: &P::Eval, nodes: u64) -> Option<(i32, P::Move)> {
    use crate::search::{Limits, Score, Searcher};
    if !pos.has_legal_moves() {
        return None;
    }
    // The hand-written evaluation with these weights.
    let linear = crate::evaluator::Linear { params: p.clone() };
    let mut s = Searcher::with_evaluator(8, crate::search::Params::default(), linear);
    let r = s.search(pos, &[], Limits::nodes(nodes), None, |_| {})?;
    match r.score {
        Score::Cp(cp) => Some((cp, r.best)),
        Score::Mate(_) => None,
    }
}

/// The mover's searched score at `pos` and after the move searched best
/// there, both from the mover's view (see [`Steadiness::drop`]); `None`
/// at mate scores. For either variant.
pub fn searched_drop<P: EnginePosition>(pos: &P, p: &P::Eval, nodes: u64) -> Option<(i32, i32)> {
    let (before, best) = searched_score(pos, p, nodes)?;
    let mut after = *pos;
    after.play_unchecked(best);
    let (reply, _) = searched_score(&after, p, nodes)?;
    Some((before, -reply))
}

/// The moves at `pos` whose searched score (at `nodes`) drops the
/// mover's winning chances by 0.1 or more from the position's own: what
/// analysis would mark as an inaccuracy or worse.
pub fn moves_marked<P: EnginePosition>(pos: &P, p: &P::Eval, nodes: u64) -> usize {
    let chances = |cp: i32| crate::analysis::Eval::Cp(cp).white_chances();
    let Some((before, _)) = searched_score(pos, p, nodes) else {
        return 0;
    };
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut q = *pos;
            q.play_unchecked(m);
            q
        })
        .filter_map(|q| searched_score(&q, p, nodes))
        .filter(|&(reply, _)| chances(before) - chances(-reply) >= 0.1)
        .count()
}

/// [`moves_marked`] at the start: White's first moves analysis would mark.
pub fn first_moves_marked<P: EnginePosition>(p: &P::Eval, nodes: u64) -> usize {
    moves_marked(&P::start(Rules::default()), p, nodes)
}

/// What analysis would hold against the engine's own moves under some
/// weights, for either variant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Steadiness {
    /// The mean drop of the mover's searched score (fresh table) from a
    /// position to the position after the move that search chose, over
    /// the first [`DROP_POSITIONS`]: what analysis would hold against the
    /// engine's own move. A search picks, for the side to move, the most
    /// the weights' noise offers, so noisy weights drop more than their
    /// static swing says.
    pub drop: f64,
    /// The share of those moves analysis would mark, in percent.
    pub flagged: f64,
    /// White's first moves analysis would mark.
    pub first_moves_marked: usize,
}

fn mean(v: &[f64]) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v.iter().sum::<f64>() / v.len() as f64
    }
}

/// The [`Steadiness`] of weights `p` over `sample`, searched at `nodes`
/// (analysis's: [`DROP_NODES`]).
pub fn steadiness<P: EnginePosition>(p: &P::Eval, sample: &[P], nodes: u64) -> Steadiness {
    let chances = |cp: i32| crate::analysis::Eval::Cp(cp).white_chances();
    let pairs: Vec<(i32, i32)> = sample
        .iter()
        .take(DROP_POSITIONS)
        .filter_map(|q| searched_drop(q, p, nodes))
        .collect();
    let drops: Vec<f64> = pairs.iter().map(|&(b, a)| f64::from(b - a)).collect();
    let flagged: Vec<f64> = pairs
        .iter()
        .map(|&(b, a)| {
            if chances(b) - chances(a) >= 0.1 {
                100.0
            } else {
                0.0
            }
        })
        .collect();
    Steadiness {
        drop: mean(&drops),
        flagged: mean(&flagged),
        first_moves_marked: first_moves_marked::<P>(p, nodes),
    }
}

/// The calibration of weights `p`: the move's worth over `quiet`
/// positions, lone kings against queen and rook (200 placements each),
/// and the pieces' end-game values. What analysis would make of them is
/// [`steadiness`].
pub fn calibration(p: &EvalParams, quiet: &[Position]) -> Calibration {
    let swings: Vec<f64> = quiet
        .iter()
        .filter_map(|q| both_turns(q, p))
        .map(|(w, b)| (w - b).abs() as f64)
        .collect();
    let lone = |role: Role, seed: u64| {
        Spread::of(
            lone_king_positions(role, 200, seed)
                .iter()
                .map(|q| eval::evaluate_white(q, p))
                .collect(),
        )
    };
    Calibration {
        swing: mean(&swings),
        queen: lone(Role::Queen, 1),
        rook: lone(Role::Rook, 2),
        values: end_game_values(p),
    }
}

/// The weights as the Rust source of `crates/alice-engine/src/tuned.rs`:
/// two plain arrays that the evaluation turns into its weights (the file
/// imports nothing, so it depends on no module of the engine).
pub fn to_rust<T: Tuned>(p: &T, provenance: &str) -> String {
    let mut out = String::new();
    out.push_str("//! Evaluation weights fitted by `alice tune` (generated; do not edit).\n//!\n");
    for line in provenance.lines() {
        out.push_str(&format!("//! {line}\n"));
    }
    let count = T::COUNT;
    for (name, phase, values) in [("MG", "middle game", p.mg()), ("EG", "end game", p.eg())] {
        out.push_str(&format!(
            "\n/// The {phase} weight of every feature (`{}`), in centipawns.\n",
            T::FEATURES
        ));
        out.push_str(&format!(
            "#[rustfmt::skip]\npub const {name}: [i32; {count}] = [\n"
        ));
        for (f, v) in values.iter().enumerate() {
            out.push_str(&format!("    {v}, // {}\n", T::feature_name(f)));
        }
        out.push_str("];\n");
    }
    out
}

/// Reads back weights written by [`to_rust`] (each weight is the number
/// before a `//` comment, middle game first).
pub fn from_rust<T: Tuned>(src: &str) -> Result<T, String> {
    let numbers: Vec<i32> = src
        .lines()
        .filter_map(|l| l.split_once("//"))
        .map(|(n, _)| n.trim().trim_end_matches(',').trim())
        .filter(|n| !n.is_empty())
        .map(str::parse::<i32>)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("not weights written by alice tune: {e}"))?;
    if numbers.len() != 2 * T::COUNT {
        return Err(format!(
            "not weights written by alice tune: {} weights where {} are expected",
            numbers.len(),
            2 * T::COUNT
        ));
    }
    Ok(T::from_weights(&numbers[..T::COUNT], &numbers[T::COUNT..]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::Rules;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default()).unwrap()
    }

    #[test]
    fn quiet_positions() {
        assert!(is_quiet(&Position::new(Rules::default())));
        // A knight to take for nothing.
        assert!(!is_quiet(&pos(
            "4k3/8/8/3n4/8/8/8/3RK3|8/8/8/8/8/8/8/8 w - - 0 1"
        )));
        // In check.
        assert!(!is_quiet(&pos(
            "4k3/8/8/8/8/8/8/r3K3|8/8/8/8/8/8/8/8 w - - 0 1"
        )));
    }

    #[test]
    fn the_prior_holds_weights_and_the_tempo_stays_a_tempo() {
        // The side to move wins every game: unchecked, the tempo would
        // grow to several pawns.
        let mut data = Dataset::new();
        for _ in 0..50 {
            data.push(
                &pos("1n2k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/8/8/8 w - - 0 1"),
                1.0,
            );
            data.push(
                &pos("1n2k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/8/8/8 b - - 0 1"),
                0.0,
            );
            // An extra knight always loses: left alone, its weight falls.
            data.push(
                &pos("1n2k3/8/8/8/8/8/8/1NN1K3|8/8/8/8/8/8/8/8 w - - 0 1"),
                0.5,
            );
        }
        let hand = EvalParams::hand();
        let knight = feature::MATERIAL + 1;
        let fit = |prior: f64, tempo_max: i32| {
            let f = Fit {
                k: 1.0,
                epochs: 300,
                prior,
                tempo_max,
            };
            tune(&data, &hand, &f, |_, _| {})
        };
        let free = fit(0.0, 1_000);
        assert!(free.eg[feature::TEMPO] > 200, "{}", free.eg[feature::TEMPO]);
        let capped = fit(0.0, 12);
        assert!(
            (-12..=12).contains(&capped.mg[feature::TEMPO])
                && (-12..=12).contains(&capped.eg[feature::TEMPO]),
            "{:?}",
            (capped.mg[feature::TEMPO], capped.eg[feature::TEMPO])
        );
        // A strong prior keeps the knight near its hand-written value.
        let held = fit(10.0, 12);
        assert!(
            free.eg[knight] < hand.eg[knight] - 50,
            "{}",
            free.eg[knight]
        );
        assert!(
            (hand.eg[knight] - held.eg[knight]).abs() < 20,
            "{} vs {}",
            held.eg[knight],
            hand.eg[knight]
        );
    }

    #[test]
    fn weights_keep_their_features_sign() {
        // Whoever's knight reaches more squares loses, and whoever is
        // threatened by more transfer checks wins: the data pulls the
        // knight's mobility weight below 0 and the transfer-check weight
        // above it, and each stops at 0.
        let mut data = Dataset::new();
        for _ in 0..50 {
            for (fen, result) in [
                ("4k3/8/8/8/3N4/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1", 0.0),
                ("4k3/8/8/8/3N4/8/8/4K3|8/8/8/8/8/8/8/8 b - - 0 1", 0.0),
                ("N3k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1", 1.0),
                ("N3k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 b - - 0 1", 1.0),
                ("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/r7 w - - 0 1", 1.0),
                ("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/r7 b - - 0 1", 1.0),
                ("4k3/8/8/8/8/8/8/4K3|r7/8/8/8/8/8/8/8 w - - 0 1", 0.0),
                ("4k3/8/8/8/8/8/8/4K3|r7/8/8/8/8/8/8/8 b - - 0 1", 0.0),
            ] {
                data.push(&pos(fen), result);
            }
        }
        let fit = Fit {
            k: 1.0,
            epochs: 300,
            prior: 0.0,
            tempo_max: 12,
        };
        let tuned = tune(&data, &EvalParams::hand(), &fit, |_, _| {});
        let knight = feature::MOBILITY;
        let checks = feature::TRANSFER_CHECKS;
        assert_eq!((tuned.mg[knight], tuned.eg[knight]), (0, 0));
        assert_eq!((tuned.mg[checks], tuned.eg[checks]), (0, 0));
        // The signs are declared for every feature that counts something
        // good or a danger.
        assert_eq!(EvalParams::sign(feature::MATERIAL + 4), 1);
        assert_eq!(EvalParams::sign(feature::INVADERS), -1);
        assert_eq!(EvalParams::sign(feature::KING_ESCAPES), 0);
        assert_eq!(EvalParams::sign(feature::TEMPO), 0);
        assert_eq!(SetEvalParams::sign(feature_three::MOBILITY + 3), 1);
        assert_eq!(SetEvalParams::sign(feature_three::SHELTER), 1);
        assert_eq!(SetEvalParams::sign(feature_three::TRANSFER_CHECKS), -1);
        assert_eq!(SetEvalParams::sign(feature_three::KING_ESCAPES), 0);
    }

    #[test]
    fn analysis_would_mark_every_move_but_the_one_that_takes_the_queen() {
        // Black's queen hangs to the rook: every other move leaves White a
        // queen for a rook down.
        let p = pos("q6k/8/8/8/8/8/8/R5K1|8/8/8/8/8/8/8/8 w - - 0 1");
        let hand = EvalParams::hand();
        let legal = p.legal_moves().len();
        assert!(legal > 5);
        assert_eq!(moves_marked(&p, &hand, 5_000), legal - 1);
        // The capture keeps the score: before it and after it alike.
        let (before, after) = searched_drop(&p, &hand, 5_000).unwrap();
        assert!(
            before > 300 && (before - after).abs() < 60,
            "{before} {after}"
        );
        // At the start, a sound opening move is not marked by the
        // hand-written weights, whatever the others.
        assert!(first_moves_marked::<Position>(&hand, 5_000) < 20);
    }

    #[test]
    fn calibration_of_the_hand_written_weights() {
        let hand = EvalParams::hand();
        let c = calibration(&hand, &[Position::new(Rules::default())]);
        // Only the tempo depends on the side to move: twice 8.
        assert_eq!(c.swing, 16.0);
        assert!(c.queen.min >= 900, "{:?}", c.queen);
        assert!(c.rook.min >= 450, "{:?}", c.rook);
        // The queen: 950 and a little for the centre.
        assert!((950.0..960.0).contains(&c.values[4]), "{:?}", c.values);
        // Random placements are legal and hold exactly the pieces named.
        for p in lone_king_positions(Role::Rook, 50, 3) {
            assert_eq!(p.by_role(Role::Rook).count(), 1);
            assert_eq!(
                p.occupied(alice_core::Board::A).count() + p.occupied(alice_core::Board::B).count(),
                3
            );
        }
    }

    #[test]
    fn tuning_learns_what_wins() {
        // White wins every game with an extra knight, Black every game with
        // an extra knight of its own: the knight's weight grows from 0.
        let mut data = Dataset::new();
        for _ in 0..50 {
            data.push(&pos("4k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/8/8/8 w - - 0 1"), 1.0);
            data.push(&pos("1n2k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1"), 0.0);
            data.push(&pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1"), 0.5);
        }
        let mut start = EvalParams::hand();
        let knight = feature::MATERIAL + 1;
        start.mg[knight] = 0;
        start.eg[knight] = 0;
        let before = error(&data, &start, 1.0);
        let mut reports = 0;
        let fit = Fit {
            k: 1.0,
            epochs: 200,
            prior: 0.0,
            tempo_max: 12,
        };
        let tuned = tune(&data, &start, &fit, |_, _| reports += 1);
        assert_eq!(reports, 20);
        // Adam moves a weight by about 1 a pass at most.
        assert!(
            (50..=200).contains(&tuned.eg[knight]),
            "{}",
            tuned.eg[knight]
        );
        let after = error(&data, &tuned, 1.0);
        assert!(after < before * 0.75, "{before} -> {after}");
        // The generated source names every feature.
        let src = to_rust(&tuned, "test");
        assert!(src.contains("// material knight"));
        assert!(src.contains(&format!("pub const MG: [i32; {}] = [", feature::COUNT)));
        assert!(src.contains(&format!("pub const EG: [i32; {}] = [", feature::COUNT)));
        // It reads back, and the engine's own file reads back as its weights.
        assert_eq!(from_rust(&src), Ok(tuned));
        assert_eq!(
            from_rust(include_str!("tuned.rs")),
            Ok(EvalParams::default())
        );
        assert_eq!(
            from_rust(include_str!("tuned_three.rs")),
            Ok(SetEvalParams::default())
        );
        assert!(from_rust::<EvalParams>("1, // one\n")
            .unwrap_err()
            .contains("1 weights where"));
    }
}

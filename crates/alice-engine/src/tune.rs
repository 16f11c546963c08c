//! Fitting the evaluation's weights to game results (the Texel method).
//!
//! Each quiet position of a set of games is labelled with its game's
//! result (1, ½, 0 for White). The evaluation predicts the result through
//! `1 / (1 + 10^(-k e / 400))`; the weights are moved to minimise the mean
//! squared error of that prediction, by full-batch gradient descent (Adam)
//! over the features' counts, which are computed once per position.

use crate::eval::{self, feature, EvalParams};
use crate::see::see;
use alice_core::Position;

/// Positions as sparse feature counts with their phase and label.
#[derive(Default)]
pub struct Dataset {
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
    pub fn push(&mut self, pos: &Position, result: f32) {
        for (f, &n) in eval::feature_counts(pos).iter().enumerate() {
            if n != 0 {
                self.entries.push((f as u16, n as i16));
            }
        }
        self.offsets.push(self.entries.len() as u32);
        self.phase.push(eval::phase(pos) as u8);
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
                n as f64 * (w[f] * ph + w[feature::COUNT + f] * (1.0 - ph))
            })
            .sum()
    }
}

/// Whether a position suits tuning: not in check, and no capture or
/// promotion that wins material by exchange (its evaluation would not be
/// its value).
pub fn is_quiet(pos: &Position) -> bool {
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

fn as_vector(p: &EvalParams) -> Vec<f64> {
    p.mg.iter().chain(p.eg.iter()).map(|&v| v as f64).collect()
}

/// The mean squared error of the predicted results.
pub fn error(data: &Dataset, p: &EvalParams, k: f64) -> f64 {
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
pub fn fit_k(data: &Dataset, p: &EvalParams) -> f64 {
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

/// Fits the weights, starting from `start`, for `epochs` passes over the
/// data with scaling `k`; `report(epoch, error)` after each tenth pass.
/// The king's material weight stays 0 (there is no such feature) and
/// weights of features the data never shows keep their start value.
pub fn tune(
    data: &Dataset,
    start: &EvalParams,
    k: f64,
    epochs: usize,
    mut report: impl FnMut(usize, f64),
) -> EvalParams {
    let dims = 2 * feature::COUNT;
    let mut w = as_vector(start);
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
                grad[feature::COUNT + f] += d * c as f64 * (1.0 - ph);
            }
        }
        for j in 0..dims {
            m[j] = b1 * m[j] + (1.0 - b1) * grad[j];
            v[j] = b2 * v[j] + (1.0 - b2) * grad[j] * grad[j];
            let mh = m[j] / (1.0 - b1.powi(epoch as i32));
            let vh = v[j] / (1.0 - b2.powi(epoch as i32));
            if grad[j] != 0.0 {
                w[j] -= rate * mh / (vh.sqrt() + eps);
            }
        }
        if epoch % 10 == 0 || epoch == epochs {
            report(epoch, error_of(data, &w, k));
        }
    }
    let mut p = start.clone();
    for f in 0..feature::COUNT {
        p.mg[f] = w[f].round() as i32;
        p.eg[f] = w[feature::COUNT + f].round() as i32;
    }
    p
}

/// The weights as the Rust source of `crates/alice-engine/src/tuned.rs`:
/// two plain arrays that the evaluation turns into its weights (the file
/// imports nothing, so it depends on no module of the engine).
pub fn to_rust(p: &EvalParams, provenance: &str) -> String {
    let mut out = String::new();
    out.push_str("//! Evaluation weights fitted by `alice tune` (generated; do not edit).\n//!\n");
    for line in provenance.lines() {
        out.push_str(&format!("//! {line}\n"));
    }
    let count = feature::COUNT;
    for (name, phase, values) in [("MG", "middle game", &p.mg), ("EG", "end game", &p.eg)] {
        out.push_str(&format!(
            "\n/// The {phase} weight of every feature (`eval::feature`), in centipawns.\n"
        ));
        out.push_str(&format!(
            "#[rustfmt::skip]\npub const {name}: [i32; {count}] = [\n"
        ));
        for (f, v) in values.iter().enumerate() {
            out.push_str(&format!("    {v}, // {}\n", feature::name(f)));
        }
        out.push_str("];\n");
    }
    out
}

/// Reads back weights written by [`to_rust`] (each weight is the number
/// before a `//` comment, middle game first).
pub fn from_rust(src: &str) -> Result<EvalParams, String> {
    let numbers: Vec<i32> = src
        .lines()
        .filter_map(|l| l.split_once("//"))
        .map(|(n, _)| n.trim().trim_end_matches(',').trim())
        .filter(|n| !n.is_empty())
        .map(str::parse::<i32>)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("not weights written by alice tune: {e}"))?;
    if numbers.len() != 2 * feature::COUNT {
        return Err(format!(
            "not weights written by alice tune: {} weights where {} are expected",
            numbers.len(),
            2 * feature::COUNT
        ));
    }
    let mut p = EvalParams::hand();
    p.mg.copy_from_slice(&numbers[..feature::COUNT]);
    p.eg.copy_from_slice(&numbers[feature::COUNT..]);
    Ok(p)
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
        let tuned = tune(&data, &start, 1.0, 200, |_, _| reports += 1);
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
        assert!(from_rust("1, // one\n")
            .unwrap_err()
            .contains("1 weights where"));
    }
}

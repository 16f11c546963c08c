//! The calibrated scale: a win-draw-loss model of the engine's scores,
//! fitted to the results of its own games, as Stockfish fits its own.
//!
//! For a score `v` (the engine's centipawns, the side to move's) and the
//! material on the boards `m`, the chance of a win is `1 / (1 + e^((a -
//! v) / b))`, of a loss the same at `-v`, and of a draw the rest; `a` and
//! `b` are cubic polynomials in `m / 58`, so that the model knows that a
//! score means more with fewer pieces. A score shown to people is
//! normalised by `a`: `100 v / a`, so that **+1.00 means a 50% chance of
//! winning** at any material, Stockfish's convention.
//!
//! Each game family has its own fitted model (two boards and 8x4 Alice,
//! three boards and Duo chess), written as Rust source by `alice wdl fit`.

/// A fitted model: the coefficients of `a` and `b`, constant term first,
/// in the engine's centipawns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    pub a: [f64; 4],
    pub b: [f64; 4],
}

/// The material the model's polynomials are normalised by (the whole of
/// one chess army's and a half: Stockfish's reference).
pub const MATERIAL_REF: f64 = 58.0;
/// The material range the polynomials are read in; a position outside it
/// is read at its nearer end.
pub const MATERIAL_MIN: i32 = 17;
pub const MATERIAL_MAX: i32 = 78;

/// Material as the model counts it: pawns 1, knights and bishops 3,
/// rooks 5, queens 9, both sides and every board together.
pub fn material_of(counts: [i32; 6]) -> i32 {
    counts[0] + 3 * counts[1] + 3 * counts[2] + 5 * counts[3] + 9 * counts[4]
}

/// Chances of a win, a draw and a loss, from the side whose score it is,
/// each from 0 to 1, summing to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Wdl {
    pub win: f64,
    pub draw: f64,
    pub loss: f64,
}

impl Wdl {
    /// In thousandths, as UCI's `wdl` writes them: three whole numbers
    /// summing to 1000.
    pub fn permille(self) -> [u32; 3] {
        let w = (self.win * 1000.0).round().clamp(0.0, 1000.0) as u32;
        let l = ((self.loss * 1000.0).round().clamp(0.0, 1000.0) as u32).min(1000 - w);
        [w, 1000 - w - l, l]
    }

    /// The expected result (a win 1, a draw one half).
    pub fn expected(self) -> f64 {
        self.win + self.draw / 2.0
    }

    /// The same chances from the other side.
    pub fn flipped(self) -> Wdl {
        Wdl {
            win: self.loss,
            draw: self.draw,
            loss: self.win,
        }
    }
}

fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn poly(c: &[f64; 4], x: f64) -> f64 {
    ((c[3] * x + c[2]) * x + c[1]) * x + c[0]
}

/// The smallest `a` and `b` the model uses (a fit or a material far from
/// the data cannot make the chances negative or the curve flat).
const A_MIN: f64 = 10.0;
const B_MIN: f64 = 5.0;

impl Model {
    fn x(material: i32) -> f64 {
        material.clamp(MATERIAL_MIN, MATERIAL_MAX) as f64 / MATERIAL_REF
    }

    /// `a` and `b` at this material.
    pub fn params(&self, material: i32) -> (f64, f64) {
        let x = Model::x(material);
        (poly(&self.a, x).max(A_MIN), poly(&self.b, x).max(B_MIN))
    }

    /// The chances of the side whose score `cp` is, at this material.
    pub fn wdl(&self, cp: i32, material: i32) -> Wdl {
        let (a, b) = self.params(material);
        let v = cp as f64;
        let win = logistic((v - a) / b);
        let loss = logistic((-v - a) / b);
        Wdl {
            win,
            draw: (1.0 - win - loss).max(0.0),
            loss,
        }
    }

    /// The score as people read it: centipawns of which 100 mean a 50%
    /// chance of winning at this material.
    pub fn normalise(&self, cp: i32, material: i32) -> i32 {
        let (a, _) = self.params(material);
        (cp as f64 * 100.0 / a).round().clamp(-29_999.0, 29_999.0) as i32
    }

    /// The log loss of the model on these positions (lower is better).
    pub fn log_loss(&self, data: &[Sample]) -> f64 {
        if data.is_empty() {
            return 0.0;
        }
        let total: f64 = data
            .iter()
            .map(|s| {
                let p = self.wdl(s.cp, s.material);
                -(match s.result {
                    Outcome::Win => p.win,
                    Outcome::Draw => p.draw,
                    Outcome::Loss => p.loss,
                })
                .max(1e-9)
                .ln()
            })
            .sum();
        total / data.len() as f64
    }

    /// The model as Rust source (a `pub const MODEL`).
    pub fn to_rust(&self) -> String {
        let list = |c: &[f64; 4]| {
            c.iter()
                .map(|v| format!("{v:.6}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "pub const MODEL: Model = Model {{\n    a: [{}],\n    b: [{}],\n}};\n",
            list(&self.a),
            list(&self.b)
        )
    }
}

/// How a game ended for the side whose score a sample holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One position of a game: the score searched there, its material and
/// how the game ended, all for the same side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub cp: i32,
    pub material: i32,
    pub result: Outcome,
}

impl Sample {
    /// A sample from White's score and White's result (1, 0.5, 0).
    pub fn white(cp: i32, material: i32, result: f32) -> Sample {
        Sample {
            cp,
            material,
            result: if result > 0.75 {
                Outcome::Win
            } else if result < 0.25 {
                Outcome::Loss
            } else {
                Outcome::Draw
            },
        }
    }
}

/// Samples whose score is beyond this are left out of a fit: there the
/// game is decided whatever the model says.
pub const FIT_CP_MAX: i32 = 2_000;

/// Fits a model to the samples by maximum likelihood (gradient descent
/// with Adam over the whole set, its rate falling tenfold over the run),
/// `a` and `b` polynomials of this degree in the material (at most 3),
/// from a start where +1.00 of the engine's means a 50% chance everywhere. Each sample is used from both
/// sides, so the fit is symmetric in colour by construction.
pub fn fit(
    data: &[Sample],
    degree: usize,
    steps: usize,
    mut progress: impl FnMut(usize, f64),
) -> Model {
    let degree = degree.min(3);
    let data: Vec<Sample> = data
        .iter()
        .filter(|s| s.cp.abs() <= FIT_CP_MAX)
        .copied()
        .collect();
    // Parameters: a's four coefficients then b's, in hundreds of
    // centipawns (so that steps of one size suit them all).
    let mut theta = [1.0, 0.0, 0.0, 0.0, 0.6, 0.0, 0.0, 0.0];
    let (mut m, mut v) = ([0.0f64; 8], [0.0f64; 8]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    for step in 1..=steps {
        // From 0.05 down to 0.005 over the run.
        let rate = 0.05 * (0.1f64).powf(step as f64 / steps.max(1) as f64);
        let model = Model::of_theta(&theta);
        let mut grad = [0.0f64; 8];
        for s in &data {
            let x = Model::x(s.material);
            let (a, b) = model.params(s.material);
            let (da, db) = gradient(s.cp as f64, a, b, s.result);
            let mut xk = 1.0;
            for k in 0..4 {
                grad[k] += da * xk * 100.0;
                grad[4 + k] += db * xk * 100.0;
                xk *= x;
            }
        }
        let n = data.len().max(1) as f64;
        for k in 0..8 {
            if k % 4 > degree {
                continue;
            }
            let g = grad[k] / n;
            m[k] = beta1 * m[k] + (1.0 - beta1) * g;
            v[k] = beta2 * v[k] + (1.0 - beta2) * g * g;
            let mh = m[k] / (1.0 - beta1.powi(step as i32));
            let vh = v[k] / (1.0 - beta2.powi(step as i32));
            theta[k] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if step % 100 == 0 || step == steps {
            progress(step, model.log_loss(&data));
        }
    }
    Model::of_theta(&theta)
}

impl Model {
    fn of_theta(t: &[f64; 8]) -> Model {
        Model {
            a: [t[0] * 100.0, t[1] * 100.0, t[2] * 100.0, t[3] * 100.0],
            b: [t[4] * 100.0, t[5] * 100.0, t[6] * 100.0, t[7] * 100.0],
        }
    }
}

/// The derivatives of one sample's log loss by `a` and by `b` (the
/// sample's and, mirrored, the other side's: half each).
fn gradient(v: f64, a: f64, b: f64, result: Outcome) -> (f64, f64) {
    let one = |v: f64, result: Outcome| {
        let zw = (v - a) / b;
        let zl = (-v - a) / b;
        let (w, l) = (logistic(zw), logistic(zl));
        // d z / d a and d z / d b for both curves.
        let (dzw_a, dzw_b) = (-1.0 / b, -zw / b);
        let (dzl_a, dzl_b) = (-1.0 / b, -zl / b);
        match result {
            Outcome::Win => (-(1.0 - w) * dzw_a, -(1.0 - w) * dzw_b),
            Outcome::Loss => (-(1.0 - l) * dzl_a, -(1.0 - l) * dzl_b),
            Outcome::Draw => {
                let d = (1.0 - w - l).max(1e-9);
                let (gw, gl) = (w * (1.0 - w), l * (1.0 - l));
                ((gw * dzw_a + gl * dzl_a) / d, (gw * dzw_b + gl * dzl_b) / d)
            }
        }
    };
    let mirrored = match result {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::Draw => Outcome::Draw,
    };
    let (a1, b1) = one(v, result);
    let (a2, b2) = one(-v, mirrored);
    ((a1 + a2) / 2.0, (b1 + b2) / 2.0)
}

/// One row of a fit's report: positions whose predicted expected result
/// fell in a bucket, with the mean predicted and the mean observed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    pub from: f64,
    pub to: f64,
    pub positions: usize,
    pub predicted: f64,
    pub observed: f64,
}

/// Predicted against observed expected result, in ten buckets of the
/// prediction (each sample from the side whose score it is).
pub fn buckets(model: &Model, data: &[Sample]) -> Vec<Bucket> {
    let mut rows: Vec<Bucket> = (0..10)
        .map(|i| Bucket {
            from: i as f64 / 10.0,
            to: (i + 1) as f64 / 10.0,
            positions: 0,
            predicted: 0.0,
            observed: 0.0,
        })
        .collect();
    for s in data {
        let p = model.wdl(s.cp, s.material).expected();
        let row = &mut rows[((p * 10.0) as usize).min(9)];
        row.positions += 1;
        row.predicted += p;
        row.observed += match s.result {
            Outcome::Win => 1.0,
            Outcome::Draw => 0.5,
            Outcome::Loss => 0.0,
        };
    }
    for r in &mut rows {
        if r.positions > 0 {
            r.predicted /= r.positions as f64;
            r.observed /= r.positions as f64;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: Model = Model {
        a: [80.0, 60.0, -20.0, 10.0],
        b: [50.0, 10.0, 0.0, 0.0],
    };

    #[test]
    fn chances_sum_to_one_are_symmetric_and_rise_with_the_score() {
        for material in [0, 17, 40, 58, 78, 120] {
            let mut last = -1.0;
            for cp in (-3000..=3000).step_by(25) {
                let p = M.wdl(cp, material);
                assert!((p.win + p.draw + p.loss - 1.0).abs() < 1e-12);
                assert!(p.draw >= 0.0 && p.win >= 0.0 && p.loss >= 0.0);
                let q = M.wdl(-cp, material);
                assert!((p.win - q.loss).abs() < 1e-12 && (p.draw - q.draw).abs() < 1e-12);
                assert!(p.expected() >= last, "{cp} at {material}");
                last = p.expected();
                let [w, d, l] = p.permille();
                assert_eq!(w + d + l, 1000);
            }
        }
    }

    #[test]
    fn a_normalised_hundred_is_an_even_chance_of_winning() {
        for material in [17, 30, 58, 78] {
            let (a, _) = M.params(material);
            let cp = a.round() as i32;
            assert_eq!(M.normalise(cp, material), 100);
            assert!((M.wdl(cp, material).win - 0.5).abs() < 0.01);
            assert_eq!(M.normalise(-cp, material), -100);
            assert_eq!(M.normalise(0, material), 0);
        }
        // The same score means more with less material: a is larger at 78.
        assert_eq!(M.normalise(150, 78), 101);
        assert_eq!(M.normalise(150, 17), 156);
        assert_eq!(material_of([16, 4, 4, 4, 2, 2]), 78);
    }

    #[test]
    fn a_fit_finds_the_model_that_made_the_results() {
        // Results drawn from a known model, deterministically: at each
        // score and material, outcomes in proportion to its chances.
        let truth = Model {
            a: [150.0, 0.0, 0.0, 0.0],
            b: [90.0, 0.0, 0.0, 0.0],
        };
        let mut data = Vec::new();
        for material in [20, 40, 60, 78] {
            for cp in (-600..=600).step_by(20) {
                let p = truth.wdl(cp, material);
                let [w, d, l] = p.permille().map(|n| (n as usize + 10) / 20);
                for (n, result) in [(w, Outcome::Win), (d, Outcome::Draw), (l, Outcome::Loss)] {
                    data.extend((0..n).map(|_| Sample {
                        cp,
                        material,
                        result,
                    }));
                }
            }
        }
        let fitted = fit(&data, 3, 3000, |_, _| {});
        for material in [20, 40, 60, 78] {
            let (a, b) = fitted.params(material);
            assert!((a - 150.0).abs() < 5.0, "a {a} at {material}");
            assert!((b - 90.0).abs() < 5.0, "b {b} at {material}");
        }
        assert!(fitted.log_loss(&data) <= truth.log_loss(&data) + 0.002);
        let rows = buckets(&fitted, &data);
        assert_eq!(rows.iter().map(|r| r.positions).sum::<usize>(), data.len());
        for r in rows.iter().filter(|r| r.positions > 500) {
            assert!((r.predicted - r.observed).abs() < 0.05, "{r:?}");
        }
    }
}

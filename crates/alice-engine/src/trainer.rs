//! Training a network ([`crate::nnue`]) on positions of the engine's own
//! games: the weights in floating point, Adam, mini-batches whose
//! gradients both cores compute half each, and the loss of the predicted
//! winning chance against a blend of the game's result and the searched
//! score's chance. The network is quantised when training ends.

use crate::nnue::{
    bucket, input, input_sets, inputs, Buckets, Game, Network, MAX_BUCKETS, QA, QB, SCALE,
};
use crate::variant::EnginePosition;
use alice_core::{Color, Role};

/// The scale of the winning chance unless the data says otherwise: a
/// score `s` in centipawns predicts `sigmoid(s / K)`.
pub const K: f32 = 400.0;
/// The largest weight in absolute value, so that quantised weights and
/// the accumulators of 32 pieces stay within 16 bits.
const CLIP: f32 = 1.98;

/// Positions to train on, kept small: each piece as one number (board,
/// colour, role, square), the side to move, and the target.
pub struct Data {
    /// The scale of the winning chance: a score `s` in centipawns
    /// predicts `sigmoid(s / scale)`, for the targets and the network's
    /// output alike.
    scale: f32,
    pieces: Vec<u16>,
    /// Where each position's pieces start in `pieces` (one more than the
    /// positions: the end).
    starts: Vec<u32>,
    white_to_move: Vec<bool>,
    /// The side to move's expected score, 0 to 1.
    targets: Vec<f32>,
}

fn pack(board: usize, color: Color, role: Role, square: usize) -> u16 {
    ((((board * 2 + color.index()) * 6 + role.index()) * 64) + square) as u16
}

fn unpack(p: u16) -> (usize, Color, Role, usize) {
    let p = p as usize;
    let square = p % 64;
    let role = Role::ALL[(p / 64) % 6];
    let color = Color::ALL[(p / 384) % 2];
    (p / 768, color, role, square)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Default for Data {
    fn default() -> Self {
        Data::with_scale(K)
    }
}

impl Data {
    /// No positions yet, scores read on `scale` (a game whose searched
    /// scores run large, so that most would read as won at [`K`], needs a
    /// larger one to tell its positions apart).
    pub fn with_scale(scale: f32) -> Data {
        Data {
            scale,
            pieces: Vec::new(),
            starts: Vec::new(),
            white_to_move: Vec::new(),
            targets: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.targets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }

    /// Adds `pos` with White's `result` (1, 0.5 or 0) and White's searched
    /// `score` in centipawns, the target `blend` of the result and
    /// `(1 - blend)` of the score's chance.
    pub fn push<P: EnginePosition>(&mut self, pos: &P, result: f32, score: f32, blend: f32) {
        self.push_as(pos, result, score, blend, 0);
    }

    /// Adds `pos` as [`Data::push`] does, and beside it the position seen
    /// in a mirror (files a and h swapped, a and d in 8x4 Alice): a
    /// position the same but for castling, which the inputs do not see.
    pub fn push_and_mirror<P: EnginePosition>(
        &mut self,
        pos: &P,
        result: f32,
        score: f32,
        blend: f32,
    ) {
        self.push_as(pos, result, score, blend, 0);
        self.push_as(pos, result, score, blend, P::FILES - 1);
    }

    /// `flip` a board's files less one mirrors the files, 0 keeps them.
    fn push_as<P: EnginePosition>(
        &mut self,
        pos: &P,
        result: f32,
        score: f32,
        blend: f32,
        flip: usize,
    ) {
        if self.starts.is_empty() {
            self.starts.push(0);
        }
        for board in 0..P::BOARDS {
            for color in Color::ALL {
                for role in Role::ALL {
                    for sq in pos.placed(board, color, role) {
                        self.pieces
                            .push(pack(board, color, role, sq.index() ^ flip));
                    }
                }
            }
        }
        self.starts.push(self.pieces.len() as u32);
        let white = pos.turn() == Color::White;
        let white_target = blend * result + (1.0 - blend) * sigmoid(score / self.scale);
        self.white_to_move.push(white);
        self.targets.push(if white {
            white_target
        } else {
            1.0 - white_target
        });
    }

    fn pieces_of(&self, i: usize) -> &[u16] {
        &self.pieces[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

/// A network in floating point with Adam's moments.
pub struct Trainer {
    game: Game,
    hidden: usize,
    /// The outputs, by the number of pieces ([`crate::nnue::bucket`]).
    buckets: usize,
    /// Whether each side's inputs are weighed by its king's board.
    king_boards: bool,
    /// w1 (inputs × hidden, a set a king board with king buckets), then
    /// b1, then w2 (2 × hidden an output), then
    /// b2 (one an output); then,
    /// when the boards share weights, one board's inputs × hidden more,
    /// which every board's input adds to its own (folded into w1 when
    /// the network is written).
    weights: Vec<f32>,
    m: Vec<f32>,
    v: Vec<f32>,
    step: i32,
}

/// What one pass over the training positions did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Epoch {
    /// The mean loss over the training positions, as they were trained.
    pub train: f32,
    /// The mean loss over the held-back positions, after the epoch.
    pub held_back: f32,
}

impl Trainer {
    /// A network of `hidden` units for `game`, its weights small and
    /// drawn from `seed`.
    pub fn new(game: Game, hidden: usize, seed: u64) -> Trainer {
        Trainer::bucketed(game, hidden, Buckets::default(), seed)
    }

    /// The same split by `b`: its outputs (1 to [`MAX_BUCKETS`]) each read
    /// for its span of the number of pieces, its inputs by the king's
    /// board or not.
    pub fn bucketed(game: Game, hidden: usize, b: Buckets, seed: u64) -> Trainer {
        let boards = game.boards;
        let buckets = b.outputs.clamp(1, MAX_BUCKETS);
        let w1 = input_sets(b.king_boards, boards) * inputs(boards) * hidden;
        let n = w1 + hidden + (2 * hidden + 1) * buckets;
        let mut state = seed | 1;
        let mut uniform = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f32 / (1u64 << 53) as f32 * 2.0 - 1.0
        };
        let mut weights = vec![0f32; n];
        for w in &mut weights[..w1] {
            *w = uniform() * 0.05;
        }
        for b in &mut weights[w1..w1 + hidden] {
            *b = 0.1 + uniform() * 0.05;
        }
        let scale = 1.0 / (2.0 * hidden as f32).sqrt();
        for w in &mut weights[w1 + hidden..w1 + hidden + 2 * hidden * buckets] {
            *w = uniform() * scale;
        }
        Trainer {
            game,
            hidden,
            buckets,
            king_boards: b.king_boards,
            weights,
            m: vec![0.0; n],
            v: vec![0.0; n],
            step: 0,
        }
    }

    /// The same, each input's weights also learnt in common with the same
    /// piece on the same square of the other boards (a factoriser): what
    /// a piece is worth on a square is learnt from every board's
    /// positions, and each board's own weights learn only how that board
    /// differs.
    pub fn sharing_boards(mut self) -> Trainer {
        if self.weights.len() == self.head_len() {
            let extra = inputs(1) * self.hidden;
            self.weights.resize(self.weights.len() + extra, 0.0);
            self.m.resize(self.weights.len(), 0.0);
            self.v.resize(self.weights.len(), 0.0);
        }
        self
    }

    fn w1_len(&self) -> usize {
        let boards = self.game.boards;
        input_sets(self.king_boards, boards) * inputs(boards) * self.hidden
    }

    /// The weights before the shared ones: w1, b1, w2 and b2.
    fn head_len(&self) -> usize {
        self.w1_len() + self.hidden + (2 * self.hidden + 1) * self.buckets
    }

    /// The rows of input `i` in the shared weights (`i` on board A, the
    /// king on board A too).
    fn shared_row(&self, i: usize) -> usize {
        i % inputs(1)
    }

    /// Where the side to move's input rows start, and the other's: with
    /// king buckets, at the set of the board each one's king stands on.
    fn offsets(&self, pieces: &[u16], us: Color) -> (usize, usize) {
        if !self.king_boards {
            return (0, 0);
        }
        let mut boards = [0usize; 2];
        for &p in pieces {
            let (board, color, role, _) = unpack(p);
            if role == Role::King {
                boards[color.index()] = board;
            }
        }
        let set = inputs(self.game.boards);
        (boards[us.index()] * set, boards[us.other().index()] * set)
    }

    /// Position `i`'s score, the side to move's, in centipawns.
    pub fn score(&self, data: &Data, i: usize) -> f32 {
        self.forward(data, i, None).1 * SCALE as f32
    }

    /// Position `i`'s loss, with its gradient added to `grad` if given.
    fn sample(&self, data: &Data, i: usize, grad: Option<&mut [f32]>) -> f32 {
        self.forward(data, i, grad).0
    }

    /// Position `i`'s loss and the network's output (before scaling);
    /// when `grad` is given, the loss's gradient is added there.
    fn forward(&self, data: &Data, i: usize, grad: Option<&mut [f32]>) -> (f32, f32) {
        let h = self.hidden;
        let w1_len = self.w1_len();
        let (w1, rest) = self.weights.split_at(w1_len);
        let (b1, rest) = rest.split_at(h);
        let (w2, rest) = rest.split_at(2 * h * self.buckets);
        let (b2, shared) = rest.split_at(self.buckets);
        let pieces = data.pieces_of(i);
        let k = bucket(pieces.len(), self.buckets);
        let w2 = &w2[2 * h * k..2 * h * (k + 1)];
        let white = data.white_to_move[i];
        let (us_side, them_side) = if white {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let (ou, ot) = self.offsets(pieces, us_side);
        let mut us = b1.to_vec();
        let mut them = b1.to_vec();
        for &p in pieces {
            let (board, color, role, sq) = unpack(p);
            let iu = ou + input(us_side, board, color, role, sq);
            let it = ot + input(them_side, board, color, role, sq);
            for (a, w) in us.iter_mut().zip(&w1[iu * h..(iu + 1) * h]) {
                *a += w;
            }
            for (a, w) in them.iter_mut().zip(&w1[it * h..(it + 1) * h]) {
                *a += w;
            }
            if !shared.is_empty() {
                let (su, st) = (self.shared_row(iu), self.shared_row(it));
                for (a, w) in us.iter_mut().zip(&shared[su * h..(su + 1) * h]) {
                    *a += w;
                }
                for (a, w) in them.iter_mut().zip(&shared[st * h..(st + 1) * h]) {
                    *a += w;
                }
            }
        }
        let act = |x: f32| x.clamp(0.0, 1.0).powi(2);
        let mut out = b2[k];
        for j in 0..h {
            out += act(us[j]) * w2[j] + act(them[j]) * w2[h + j];
        }
        let p = sigmoid(out * SCALE as f32 / data.scale);
        let t = data.targets[i];
        let loss = (p - t) * (p - t);
        if let Some(g) = grad {
            let d_out = 2.0 * (p - t) * p * (1.0 - p) * SCALE as f32 / data.scale;
            let (g1, rest) = g.split_at_mut(w1_len);
            let (gb1, rest) = rest.split_at_mut(h);
            let (gw2, rest) = rest.split_at_mut(2 * h * self.buckets);
            let (gb2, gshared) = rest.split_at_mut(self.buckets);
            let gw2 = &mut gw2[2 * h * k..2 * h * (k + 1)];
            gb2[k] += d_out;
            let d_act = |x: f32| {
                if x > 0.0 && x < 1.0 {
                    2.0 * x
                } else {
                    0.0
                }
            };
            let mut d_us = vec![0f32; h];
            let mut d_them = vec![0f32; h];
            for j in 0..h {
                gw2[j] += d_out * act(us[j]);
                gw2[h + j] += d_out * act(them[j]);
                d_us[j] = d_out * w2[j] * d_act(us[j]);
                d_them[j] = d_out * w2[h + j] * d_act(them[j]);
                gb1[j] += d_us[j] + d_them[j];
            }
            for &p in pieces {
                let (board, color, role, sq) = unpack(p);
                let iu = ou + input(us_side, board, color, role, sq);
                let it = ot + input(them_side, board, color, role, sq);
                for (g, d) in g1[iu * h..(iu + 1) * h].iter_mut().zip(&d_us) {
                    *g += d;
                }
                for (g, d) in g1[it * h..(it + 1) * h].iter_mut().zip(&d_them) {
                    *g += d;
                }
                if !gshared.is_empty() {
                    let (su, st) = (self.shared_row(iu), self.shared_row(it));
                    for (g, d) in gshared[su * h..(su + 1) * h].iter_mut().zip(&d_us) {
                        *g += d;
                    }
                    for (g, d) in gshared[st * h..(st + 1) * h].iter_mut().zip(&d_them) {
                        *g += d;
                    }
                }
            }
        }
        (loss, out)
    }

    /// The mean loss over positions `range` of `data`.
    pub fn loss(&self, data: &Data, range: std::ops::Range<usize>) -> f32 {
        let n = range.len().max(1);
        range.map(|i| self.sample(data, i, None)).sum::<f32>() / n as f32
    }

    /// The gradient of the mean loss over the positions `batch`, computed
    /// by `threads` threads; and the batch's summed loss.
    fn gradient(&self, data: &Data, batch: &[usize], threads: usize) -> (Vec<f32>, f32) {
        let n = self.weights.len();
        let threads = threads.max(1).min(batch.len().max(1));
        let parts: Vec<(Vec<f32>, f32)> = std::thread::scope(|s| {
            let handles: Vec<_> = batch
                .chunks(batch.len().div_ceil(threads).max(1))
                .map(|chunk| {
                    s.spawn(move || {
                        let mut g = vec![0f32; n];
                        let mut loss = 0f32;
                        for &i in chunk {
                            loss += self.sample(data, i, Some(&mut g));
                        }
                        (g, loss)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a training thread panicked"))
                .collect()
        });
        let mut total = vec![0f32; n];
        let mut loss = 0f32;
        for (g, l) in parts {
            for (t, x) in total.iter_mut().zip(&g) {
                *t += x;
            }
            loss += l;
        }
        let scale = 1.0 / batch.len().max(1) as f32;
        for t in &mut total {
            *t *= scale;
        }
        (total, loss)
    }

    /// One Adam step of learning rate `lr` along `grad`.
    fn adam(&mut self, grad: &[f32], lr: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.step += 1;
        let c1 = 1.0 - B1.powi(self.step);
        let c2 = 1.0 - B2.powi(self.step);
        for (((w, m), v), g) in self
            .weights
            .iter_mut()
            .zip(&mut self.m)
            .zip(&mut self.v)
            .zip(grad)
        {
            *m = B1 * *m + (1.0 - B1) * g;
            *v = B2 * *v + (1.0 - B2) * g * g;
            *w -= lr * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            *w = w.clamp(-CLIP, CLIP);
        }
    }

    /// One pass over positions `train` of `data` in mini-batches of
    /// `batch`, in an order drawn from `seed`, at learning rate `lr`; then
    /// the loss over `held_back`.
    pub fn epoch(
        &mut self,
        data: &Data,
        train: std::ops::Range<usize>,
        held_back: std::ops::Range<usize>,
        (batch, lr, threads, seed): (usize, f32, usize, u64),
    ) -> Epoch {
        let mut order: Vec<usize> = train.clone().collect();
        let mut state = seed | 1;
        for i in (1..order.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let mut total = 0f32;
        for chunk in order.chunks(batch.max(1)) {
            let (grad, loss) = self.gradient(data, chunk, threads);
            total += loss;
            self.adam(&grad, lr);
        }
        Epoch {
            train: total / train.len().max(1) as f32,
            held_back: self.loss(data, held_back),
        }
    }

    /// The network, quantised.
    pub fn network(&self) -> Network {
        let w1_len = self.w1_len();
        let h = self.hidden;
        let q = |x: f32, by: i32| (x * by as f32).round().clamp(-32_767.0, 32_767.0) as i16;
        let head = self.head_len();
        let shared = &self.weights[head..];
        let w1 = self.weights[..w1_len]
            .iter()
            .enumerate()
            .map(|(k, w)| {
                let common = match shared.is_empty() {
                    true => 0.0,
                    false => shared[self.shared_row(k / h) * h + k % h],
                };
                q(*w + common, QA)
            })
            .collect();
        let b1 = self.weights[w1_len..w1_len + h]
            .iter()
            .map(|w| q(*w, QA))
            .collect();
        let b2_at = head - self.buckets;
        let w2 = self.weights[w1_len + h..b2_at]
            .iter()
            .map(|w| q(*w, QB))
            .collect();
        let b2 = self.weights[b2_at..head]
            .iter()
            .map(|b| (b * (QA * QB) as f32).round() as i32)
            .collect();
        Network::new(self.game, h, self.king_boards, (w1, b1), (w2, b2))
            .expect("the trainer's shapes are a network's")
    }
}

#[cfg(test)]
mod tests {
    use super::{unpack, Data, Trainer};
    use crate::nnue::{input, Buckets, Game};
    use crate::variant::EnginePosition;
    use alice_core::{Color, Role};
    use alice_core::{Position, Rules, VariantPosition};

    #[test]
    fn a_mirrored_position_has_each_piece_on_the_other_wing() {
        let pos = Position::from_fen(
            "r3k3/8/8/8/8/8/8/4K3|8/8/8/8/3q4/8/8/1N6 w - - 0 1",
            Rules::default(),
        )
        .unwrap();
        let mut d = Data::default();
        d.push_and_mirror(&pos, 1.0, 50.0, 0.5);
        assert_eq!(d.len(), 2);
        let squares = |i: usize| {
            let mut v: Vec<_> = d
                .pieces_of(i)
                .iter()
                .map(|&p| {
                    let (board, color, role, sq) = unpack(p);
                    (board, color.index(), role.index(), sq)
                })
                .collect();
            v.sort_unstable();
            v
        };
        let mirrored: Vec<_> = {
            let mut v: Vec<_> = squares(0)
                .into_iter()
                .map(|(b, c, r, sq)| (b, c, r, sq ^ 7))
                .collect();
            v.sort_unstable();
            v
        };
        assert_eq!(squares(1), mirrored);
        // Black's rook on a8 of board A is on h8 in the mirror.
        assert!(squares(1).contains(&(0, 1, 3, 63)));
        assert_eq!(d.targets[0], d.targets[1]);
        // 8x4 Alice's boards have four files: its mirror swaps a and d.
        let narrow = alice_core::TwoBoards::<alice_core::Narrow>::from_fen(
            "rqk1/4/4/4/4/4/4/1NK1|4/4/4/4/4/4/4/4 w - - 0 1",
            Rules::default(),
        )
        .unwrap();
        let mut d = Data::default();
        d.push_and_mirror(&narrow, 0.5, 0.0, 0.5);
        let on = |i: usize| {
            let mut v: Vec<_> = d.pieces_of(i).iter().map(|&p| unpack(p).3).collect();
            v.sort_unstable();
            v
        };
        // b1, c1 | a8, b8, c8 become c1, b1 | d8, c8, b8.
        assert_eq!(on(0), vec![1, 2, 56, 57, 58]);
        assert_eq!(on(1), vec![1, 2, 57, 58, 59]);
    }

    #[test]
    fn a_score_reads_as_a_winning_chance_on_the_data_s_scale() {
        let pos = Position::from_fen(
            "r3k3/8/8/8/8/8/8/4K3|8/8/8/8/3q4/8/8/1N6 b - - 0 1",
            Rules::default(),
        )
        .unwrap();
        let chance = |scale: f32, blend: f32| {
            let mut d = Data::with_scale(scale);
            // White's score 2000 and White's loss; Black to move.
            d.push(&pos, 0.0, 2000.0, blend);
            1.0 - d.targets[0]
        };
        let e = |x: f32| 1.0 / (1.0 + (-x).exp());
        assert!((chance(400.0, 0.0) - e(5.0)).abs() < 1e-6);
        assert!((chance(2000.0, 0.0) - e(1.0)).abs() < 1e-6);
        assert!((chance(2000.0, 0.25) - 0.75 * e(1.0)).abs() < 1e-6);
        assert_eq!(Data::default().scale, super::K);
        // The network's output is read on the same scale.
        let t = Trainer::new(Game::of::<Position>(), 8, 3);
        for scale in [400.0, 2000.0] {
            let mut d = Data::with_scale(scale);
            d.push(&pos, 1.0, 300.0, 0.0);
            let (p, target) = (e(t.score(&d, 0) / scale), d.targets[0]);
            assert!((t.loss(&d, 0..1) - (p - target) * (p - target)).abs() < 1e-6);
        }
    }

    /// Positions of a random game, each labelled by its material balance
    /// (White's result 1 when White is a knight up or more, 0 when Black
    /// is, else ½) and a score of it.
    fn data(games: usize, seed: u64) -> Data {
        data_on(games, seed, super::K)
    }

    fn data_on(games: usize, seed: u64, scale: f32) -> Data {
        let mut d = Data::with_scale(scale);
        fill(&mut d, games, seed);
        d
    }

    fn fill(d: &mut Data, games: usize, seed: u64) {
        let mut state = seed | 1;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for _ in 0..games {
            let mut pos = Position::start(Rules::default());
            for _ in 0..60 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[next(moves.len())]);
                let balance = pos.material_balance();
                let result = if balance >= 3 {
                    1.0
                } else if balance <= -3 {
                    0.0
                } else {
                    0.5
                };
                d.push(&pos, result, 100.0 * balance as f32, 0.5);
            }
        }
    }

    trait Balance {
        fn material_balance(&self) -> i32;
    }

    impl Balance for Position {
        fn material_balance(&self) -> i32 {
            const WORTH: [i32; 6] = [1, 3, 3, 5, 9, 0];
            let mut sum = 0;
            for board in 0..2 {
                for role in Role::ALL {
                    let w = self.placed(board, Color::White, role).count() as i32;
                    let b = self.placed(board, Color::Black, role).count() as i32;
                    sum += WORTH[role.index()] * (w - b);
                }
            }
            sum
        }
    }

    #[test]
    fn the_gradient_is_the_losss_slope() {
        // On the default scale and on a larger one.
        for scale in [super::K, 2000.0] {
            gradient_is_slope(Trainer::new(Game::of::<Position>(), 8, 5), &[], scale);
        }
    }

    /// The shared weights' gradient too: each board's pieces add to one
    /// board's rows.
    #[test]
    fn the_gradient_of_weights_the_boards_share_is_the_losss_slope() {
        let mut t = Trainer::new(Game::of::<Position>(), 8, 5).sharing_boards();
        let shared = t.head_len();
        // Small shared weights, so that the pieces' rows differ.
        for (k, w) in t.weights[shared..].iter_mut().enumerate() {
            *w = 0.01 * ((k % 13) as f32 - 6.0);
        }
        // The rows of a white pawn on e2, a black one on d7 (White's
        // view), and a white knight on b1.
        let rows = [
            input(Color::White, 0, Color::White, Role::Pawn, 12),
            input(Color::White, 0, Color::Black, Role::Pawn, 51),
            input(Color::White, 0, Color::White, Role::Knight, 1),
        ];
        let extra: Vec<usize> = rows
            .iter()
            .flat_map(|r| (0..8).map(move |j| shared + r * 8 + j))
            .collect();
        gradient_is_slope(t, &extra, super::K);
    }

    /// Each output's weights and bias get the slope of the positions it
    /// reads (the others none).
    #[test]
    fn the_gradient_of_each_output_is_the_losss_slope() {
        let sixteen = Buckets {
            outputs: 16,
            king_boards: false,
        };
        let t = Trainer::bucketed(Game::of::<Position>(), 8, sixteen, 5);
        let (w2, head) = (t.w1_len() + 8, t.head_len());
        assert_eq!(head - w2, 16 * (2 * 8 + 1));
        let outputs: Vec<usize> = (w2..head).collect();
        let grad = gradient_is_slope(t, &outputs, super::K);
        // The random games' positions read several outputs.
        let used = (0..16)
            .filter(|&k| {
                grad[w2 + k * 16..w2 + (k + 1) * 16]
                    .iter()
                    .any(|g| *g != 0.0)
            })
            .count();
        assert!(used >= 3, "{used}");
        assert!(grad[head - 16..head].iter().filter(|g| **g != 0.0).count() == used);
    }

    fn gradient_is_slope(t: Trainer, extra: &[usize], scale: f32) -> Vec<f32> {
        gradient_is_slope_on(t, &data_on(2, 3, scale), extra)
    }

    fn gradient_is_slope_on(mut t: Trainer, d: &Data, extra: &[usize]) -> Vec<f32> {
        // Some units active, some clipped: move the biases apart.
        let w1 = t.w1_len();
        for j in 0..8 {
            t.weights[w1 + j] = 0.1 * j as f32 - 0.2;
        }
        let batch: Vec<usize> = (0..d.len()).step_by(7).collect();
        let (grad, _) = t.gradient(d, &batch, 2);
        let mean = |t: &Trainer| {
            batch.iter().map(|&i| t.sample(d, i, None)).sum::<f32>() / batch.len() as f32
        };
        let n = t.weights.len();
        let mut checked = 0;
        let plain = [0, 17, w1 - 3, w1 + 2, w1 + 9, w1 + 20, w1 + 24];
        for &k in plain.iter().chain(extra) {
            let e = 1e-2;
            let w = t.weights[k];
            t.weights[k] = w + e;
            let up = mean(&t);
            t.weights[k] = w - e;
            let down = mean(&t);
            t.weights[k] = w;
            let slope = (up - down) / (2.0 * e);
            let tolerance = 1e-4 + 0.05 * slope.abs().max(grad[k].abs());
            assert!(
                (slope - grad[k]).abs() <= tolerance,
                "weight {k}: slope {slope}, gradient {}",
                grad[k]
            );
            checked += usize::from(grad[k] != 0.0);
        }
        assert!(checked >= 4 + extra.len() / 8 || t.buckets > 1, "{checked}");
        assert!(n == w1 + 25 || !extra.is_empty());
        grad
    }

    #[test]
    fn training_lowers_the_held_back_loss_and_the_quantised_network_agrees() {
        trains_and_agrees(Trainer::new(Game::of::<Position>(), 16, 7));
    }

    /// With weights the boards share, folded into each board's when the
    /// network is written.
    #[test]
    fn a_network_learnt_with_shared_weights_agrees_once_folded() {
        trains_and_agrees(Trainer::new(Game::of::<Position>(), 16, 7).sharing_boards());
    }

    /// With outputs by the number of pieces.
    #[test]
    fn a_network_of_several_outputs_agrees_once_quantised() {
        let four = Buckets {
            outputs: 4,
            king_boards: false,
        };
        trains_and_agrees(Trainer::bucketed(Game::of::<Position>(), 16, four, 7));
    }

    /// With each side's inputs weighed by its king's board, and shared
    /// weights common to the boards and the king's boards.
    #[test]
    fn a_network_of_king_buckets_agrees_once_quantised() {
        let kings = Buckets {
            outputs: 2,
            king_boards: true,
        };
        let t = Trainer::bucketed(Game::of::<Position>(), 16, kings, 7).sharing_boards();
        assert_eq!(t.w1_len(), 2 * 1536 * 16);
        trains_and_agrees(t);
    }

    /// The king's board picks the rows: a king on board B reads the
    /// second set, and the gradient is the slope there too.
    #[test]
    fn the_gradient_with_king_buckets_is_the_losss_slope() {
        let kings = Buckets {
            outputs: 1,
            king_boards: true,
        };
        let t = Trainer::bucketed(Game::of::<Position>(), 8, kings, 5);
        let pos = Position::from_fen(
            "r3k3/8/8/8/8/8/8/8|8/8/8/8/3q4/8/8/1N2K3 w - - 0 1",
            Rules::default(),
        )
        .unwrap();
        let mut d = Data::default();
        d.push(&pos, 1.0, 50.0, 0.5);
        fill(&mut d, 2, 3);
        // White's king on B, Black's on A: White (to move) reads set 1.
        assert_eq!(t.offsets(d.pieces_of(0), Color::White), (1536, 0));
        assert_eq!(t.offsets(d.pieces_of(0), Color::Black), (0, 1536));
        // White's knight on b1 of board B, seen by White with its king on
        // B: the first position's, in the batch.
        let row = 1536 + input(Color::White, 1, Color::White, Role::Knight, 1);
        let extra: Vec<usize> = (0..8).map(|j| row * 8 + j).collect();
        let grad = gradient_is_slope_on(t, &d, &extra);
        assert!(extra.iter().any(|&k| grad[k] != 0.0));
    }

    fn trains_and_agrees(mut t: Trainer) {
        let d = data(400, 9);
        let n = d.len();
        let held = n * 9 / 10..n;
        let before = t.loss(&d, held.clone());
        // What the best constant would lose: the targets' spread.
        let mean = (0..held.start).map(|i| d.targets[i]).sum::<f32>() / held.start as f32;
        let spread = held
            .clone()
            .map(|i| (d.targets[i] - mean).powi(2))
            .sum::<f32>()
            / held.len() as f32;
        let mut last = before;
        for e in 0..6 {
            last = t
                .epoch(&d, 0..held.start, held.clone(), (64, 0.01, 2, e))
                .held_back;
        }
        assert!(
            last < 0.7 * spread,
            "{before}, best constant {spread} -> {last}"
        );
        // The quantised network scores as the trainer does.
        let net = t.network();
        let mut pos = Position::start(Rules::default());
        let mut one = Data::default();
        for m in ["e4", "d5", "exd5"] {
            pos.play_unchecked(pos.parse_move(m).unwrap());
        }
        one.push(&pos, 0.5, 0.0, 0.5);
        let float = t.score(&one, 0) as f64;
        let quantised = net.output_float(&pos);
        assert!((float - quantised).abs() < 5.0, "{float} {quantised}");
    }
}

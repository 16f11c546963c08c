//! A neural evaluation for the Alice games, updated as the search moves.
//!
//! The inputs are the pieces, seen from each side in turn: one input per
//! board, own or enemy piece, role and square (ranks mirrored for Black),
//! so `768 × boards` of them. Each side's view feeds one hidden layer (the
//! accumulator, kept in 16-bit integers and updated by the pieces a move
//! takes away and puts down, on whichever board); the two layers, the side
//! to move's first, are squared after clipping to [0, 1] (SCReLU) and
//! summed into one output. A network may have several outputs, one per
//! span of the number of pieces on the boards (output buckets: with few
//! pieces left the same layers can weigh differently), and may weigh each
//! side's inputs apart by the board its own king stands on (king buckets:
//! a side's layer is then computed afresh when its king changes boards).
//! Weights are quantised: the hidden layer's by [`QA`], the output's by
//! [`QB`].
//!
//! A network file starts with a header (`ALNN`, its version, the number of
//! boards and hidden units, a tag of the game it was made for and, from
//! version 3, the number of outputs and of king buckets) and ends with a
//! checksum of all before it; a file that does not read as a network of the
//! game it is given to is refused with the reason. A network of one output
//! and one king bucket is written as version 2, which has neither word.

use crate::evaluator::{Evaluator, Linear, Weighted};
pub use crate::networks::Game;
use crate::networks::{checksum, Builtin};
use crate::variant::EnginePosition;
use alice_core::{Color, Role};
use std::fmt;
use std::sync::{Arc, Mutex};

/// The hidden layer's quantisation: 1.0 is `QA`.
pub const QA: i32 = 255;
/// The output layer's quantisation: 1.0 is `QB`.
pub const QB: i32 = 64;
/// The network's output 1.0 in the engine's centipawns.
pub const SCALE: i32 = 400;
/// The file format's newest version (networks of one output are written
/// as version 2, the one before, which this engine reads too).
pub const VERSION: u16 = 3;
const MAGIC: &[u8; 4] = b"ALNN";
/// Version 2's header; version 3's has two words more, the outputs and
/// the king buckets.
const HEADER: usize = 12;
/// The most outputs a network has.
pub const MAX_BUCKETS: usize = 16;
/// The deepest line the search makes (its plies and a margin).
const MAX_LINE: usize = crate::limits::MAX_PLY + 16;

/// The inputs of a game with `boards` boards.
pub const fn inputs(boards: usize) -> usize {
    boards * 2 * 6 * 64
}

/// The input of a piece of `color` and `role` on `square` (0 to 63) of
/// board `board`, seen from `side`.
#[inline]
pub fn input(side: Color, board: usize, color: Color, role: Role, square: usize) -> usize {
    let (theirs, square) = match side {
        Color::White => (color != side, square),
        Color::Black => (color != side, square ^ 56),
    };
    ((board * 2 + usize::from(theirs)) * 6 + role.index()) * 64 + square
}

/// How a network splits its weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buckets {
    /// Outputs, by the number of pieces ([`bucket`]), 1 to [`MAX_BUCKETS`].
    pub outputs: usize,
    /// Whether each side's inputs are weighed apart by the board its own
    /// king stands on (as many sets of input weights as boards).
    pub king_boards: bool,
}

impl Default for Buckets {
    fn default() -> Self {
        Buckets {
            outputs: 1,
            king_boards: false,
        }
    }
}

/// The sets of input weights of a network of `boards` boards: one a board
/// with king buckets, else one.
#[inline]
pub const fn input_sets(king_boards: bool, boards: usize) -> usize {
    if king_boards {
        boards
    } else {
        1
    }
}

/// The board `side`'s king stands on (the first board if it has none).
#[inline]
pub fn king_board<P: EnginePosition>(pos: &P, side: Color) -> usize {
    (0..P::BOARDS)
        .find(|&b| !pos.placed(b, side, Role::King).is_empty())
        .unwrap_or(0)
}

/// The output of `buckets` that a position of `pieces` pieces (kings
/// included, on all boards) is read by: the spans from two pieces to 32
/// split evenly.
#[inline]
pub fn bucket(pieces: usize, buckets: usize) -> usize {
    (pieces.saturating_sub(2) * buckets / 31).min(buckets - 1)
}

/// A network: its game's boards' inputs, `hidden` units per side, and
/// one output or several (by the number of pieces).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network {
    game: Game,
    hidden: usize,
    /// Whether the inputs are weighed by the board of the side's king.
    king_boards: bool,
    /// The inputs' weights, `hidden` per input (with king buckets, the
    /// inputs of a king on the first board, then on the second, ...).
    w1: Vec<i16>,
    b1: Vec<i16>,
    /// Each output's weights in turn: the side to move's units, then the
    /// other's.
    w2: Vec<i16>,
    /// Each output's bias.
    b2: Vec<i32>,
}

/// Why bytes are not a network for a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// Shorter than a header and a checksum.
    TooShort(usize),
    /// Not a network file.
    NotANetwork,
    /// A version this engine does not read.
    Version(u16),
    /// A network of another number of boards.
    Boards { file: usize, game: usize },
    /// A network made for another game of as many boards.
    Game { game: &'static str },
    /// A hidden layer of no units, or of more than 4,096.
    Hidden(usize),
    /// No outputs, or more than [`MAX_BUCKETS`].
    Buckets(usize),
    /// King buckets other than one or one a board.
    KingBuckets(usize),
    /// The length the header promises is not the file's.
    Length { expected: usize, found: usize },
    /// The checksum does not match: the file is damaged.
    Checksum,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::TooShort(n) => write!(f, "{n} bytes are too short for a network file"),
            NetError::NotANetwork => write!(f, "not a network file (it does not start with ALNN)"),
            NetError::Version(v) => {
                write!(
                    f,
                    "network format version {v}; this engine reads versions 2 and {VERSION}"
                )
            }
            NetError::Boards { file, game } => {
                write!(f, "a network for {file} boards, but the game has {game}")
            }
            NetError::Game { game } => {
                write!(f, "a network made for another game, not for {game}")
            }
            NetError::Hidden(h) => write!(f, "a hidden layer of {h} units (1 to 4096 read)"),
            NetError::Buckets(b) => {
                write!(f, "{b} outputs (1 to {MAX_BUCKETS} read)")
            }
            NetError::KingBuckets(k) => {
                write!(f, "{k} king buckets (one, or one a board, read)")
            }
            NetError::Length { expected, found } => {
                write!(
                    f,
                    "the header promises {expected} bytes, the file has {found}"
                )
            }
            NetError::Checksum => write!(f, "the checksum does not match: the file is damaged"),
        }
    }
}

impl std::error::Error for NetError {}

#[inline]
fn screlu(x: i16) -> i32 {
    let c = i32::from(x).clamp(0, QA);
    c * c
}

impl Network {
    /// A network of these sizes with these weights, as many outputs as
    /// `b2` has biases, the inputs weighed by the king's board if
    /// `king_boards`; None when the sizes do not agree.
    pub fn new(
        game: Game,
        hidden: usize,
        king_boards: bool,
        (w1, b1): (Vec<i16>, Vec<i16>),
        (w2, b2): (Vec<i16>, Vec<i32>),
    ) -> Option<Network> {
        let boards = game.boards;
        let fits = w1.len() == input_sets(king_boards, boards) * inputs(boards) * hidden
            && b1.len() == hidden
            && (1..=MAX_BUCKETS).contains(&b2.len())
            && w2.len() == 2 * hidden * b2.len();
        fits.then_some(Network {
            game,
            hidden,
            king_boards,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// A network of small weights drawn from `seed` (a starting point,
    /// and a network for tests).
    pub fn random(game: Game, hidden: usize, seed: u64) -> Network {
        Network::random_bucketed(game, hidden, Buckets::default(), seed)
    }

    /// The same split by `buckets`.
    pub fn random_bucketed(game: Game, hidden: usize, b: Buckets, seed: u64) -> Network {
        let boards = game.boards;
        let buckets = b.outputs.clamp(1, MAX_BUCKETS);
        let mut state = seed ^ 0x9e37_79b9_7f4a_7c15;
        let mut next = |span: i32| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            ((state >> 16) % (2 * span as u64 + 1)) as i32 - span
        };
        let w1 = (0..input_sets(b.king_boards, boards) * inputs(boards) * hidden)
            .map(|_| next(40) as i16)
            .collect();
        let b1 = (0..hidden).map(|_| (next(60) + 60) as i16).collect();
        let w2 = (0..2 * hidden * buckets).map(|_| next(64) as i16).collect();
        let b2 = (0..buckets).map(|_| next(2_000)).collect();
        Network {
            game,
            hidden,
            king_boards: b.king_boards,
            w1,
            b1,
            w2,
            b2,
        }
    }

    pub fn game(&self) -> Game {
        self.game
    }

    pub fn boards(&self) -> usize {
        self.game.boards
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The outputs, one per span of the number of pieces.
    pub fn buckets(&self) -> usize {
        self.b2.len()
    }

    /// Whether each side's inputs are weighed by its king's board.
    pub fn king_boards(&self) -> bool {
        self.king_boards
    }

    /// Where `side`'s inputs start among the input weights' rows in `pos`.
    #[inline]
    fn side_offset<P: EnginePosition>(&self, pos: &P, side: Color) -> usize {
        if self.king_boards {
            king_board(pos, side) * inputs(self.game.boards)
        } else {
            0
        }
    }

    /// The output that reads `pos`.
    #[inline]
    pub fn bucket_of<P: EnginePosition>(&self, pos: &P) -> usize {
        let buckets = self.b2.len();
        if buckets == 1 {
            return 0;
        }
        let mut pieces = 0;
        for board in 0..self.game.boards {
            for color in Color::ALL {
                for role in Role::ALL {
                    pieces += pos.placed(board, color, role).count() as usize;
                }
            }
        }
        bucket(pieces, buckets)
    }

    /// The network as a file: version 2 with one output, 3 with more.
    pub fn to_bytes(&self) -> Vec<u8> {
        let buckets = self.b2.len();
        let weights = self.w1.len() + self.b1.len() + self.w2.len();
        let mut out = Vec::with_capacity(HEADER + 4 + 2 * weights + 4 * buckets + 8);
        out.extend_from_slice(MAGIC);
        let version: u16 = if buckets == 1 && !self.king_boards {
            2
        } else {
            VERSION
        };
        out.extend_from_slice(&version.to_le_bytes());
        out.extend_from_slice(&(self.game.boards as u16).to_le_bytes());
        out.extend_from_slice(&(self.hidden as u16).to_le_bytes());
        out.extend_from_slice(&self.game.tag().to_le_bytes());
        if version == VERSION {
            out.extend_from_slice(&(buckets as u16).to_le_bytes());
            let sets = input_sets(self.king_boards, self.game.boards);
            out.extend_from_slice(&(sets as u16).to_le_bytes());
        }
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        for b in &self.b2 {
            out.extend_from_slice(&b.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a network for `game`.
    pub fn from_bytes(bytes: &[u8], game: Game) -> Result<Network, NetError> {
        let boards = game.boards;
        if bytes.len() < HEADER + 4 + 8 {
            return Err(NetError::TooShort(bytes.len()));
        }
        if &bytes[..4] != MAGIC {
            return Err(NetError::NotANetwork);
        }
        let word = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
        let version = word(4);
        if version != 2 && version != VERSION {
            return Err(NetError::Version(version));
        }
        let file_boards = word(6) as usize;
        if file_boards != boards {
            return Err(NetError::Boards {
                file: file_boards,
                game: boards,
            });
        }
        if word(10) != game.tag() {
            return Err(NetError::Game { game: game.name });
        }
        let hidden = word(8) as usize;
        if hidden == 0 || hidden > 4096 {
            return Err(NetError::Hidden(hidden));
        }
        let (header, buckets, kings) = match version {
            2 => (HEADER, 1, 1),
            _ => (HEADER + 4, word(12) as usize, word(14) as usize),
        };
        if buckets == 0 || buckets > MAX_BUCKETS {
            return Err(NetError::Buckets(buckets));
        }
        if kings != 1 && kings != boards {
            return Err(NetError::KingBuckets(kings));
        }
        let weights = kings * inputs(boards) * hidden + hidden + 2 * hidden * buckets;
        let expected = header + 2 * weights + 4 * buckets + 8;
        if bytes.len() != expected {
            return Err(NetError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let (body, sum) = bytes.split_at(expected - 8);
        let mut stored = [0u8; 8];
        stored.copy_from_slice(sum);
        if checksum(body) != u64::from_le_bytes(stored) {
            return Err(NetError::Checksum);
        }
        let mut all: Vec<i16> = body[header..header + 2 * weights]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        let w2 = all.split_off(all.len() - 2 * hidden * buckets);
        let b1 = all.split_off(all.len() - hidden);
        let b2 = body[header + 2 * weights..]
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        Ok(Network {
            game,
            hidden,
            king_boards: kings > 1,
            w1: all,
            b1,
            w2,
            b2,
        })
    }

    /// Adds (or takes away) input `i`'s weights to an accumulator.
    #[inline]
    fn apply(&self, acc: &mut [i16], i: usize, add: bool) {
        let row = &self.w1[i * self.hidden..(i + 1) * self.hidden];
        if add {
            for (a, w) in acc.iter_mut().zip(row) {
                *a = a.wrapping_add(*w);
            }
        } else {
            for (a, w) in acc.iter_mut().zip(row) {
                *a = a.wrapping_sub(*w);
            }
        }
    }

    /// Both sides' accumulators of `pos` from nothing: White's, then
    /// Black's, `hidden` each.
    pub fn accumulate<P: EnginePosition>(&self, pos: &P, acc: &mut [i16]) {
        let (white, black) = acc.split_at_mut(self.hidden);
        self.accumulate_side(pos, Color::White, white);
        self.accumulate_side(pos, Color::Black, black);
    }

    /// `side`'s accumulator of `pos` from nothing.
    fn accumulate_side<P: EnginePosition>(&self, pos: &P, side: Color, acc: &mut [i16]) {
        acc.copy_from_slice(&self.b1);
        let offset = self.side_offset(pos, side);
        for board in 0..self.game.boards {
            for color in Color::ALL {
                for role in Role::ALL {
                    for sq in pos.placed(board, color, role) {
                        let i = input(side, board, color, role, sq.index());
                        self.apply(acc, offset + i, true);
                    }
                }
            }
        }
    }

    /// Output `bucket`'s weights: the side to move's units', the other's.
    fn output_weights(&self, bucket: usize) -> (&[i16], &[i16]) {
        let h = self.hidden;
        self.w2[2 * h * bucket..2 * h * (bucket + 1)].split_at(h)
    }

    /// Output `bucket`'s value from the accumulators, `side` to move, in
    /// centipawns.
    pub fn output(&self, acc: &[i16], side: Color, bucket: usize) -> i32 {
        let (white, black) = acc.split_at(self.hidden);
        let (us, them) = match side {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let (w_us, w_them) = self.output_weights(bucket);
        let mut sum = 0i32;
        for (a, w) in us.iter().zip(w_us) {
            sum += screlu(*a) * i32::from(*w);
        }
        for (a, w) in them.iter().zip(w_them) {
            sum += screlu(*a) * i32::from(*w);
        }
        (sum / QA + self.b2[bucket]) * SCALE / (QA * QB)
    }

    /// The same output computed in floating point from the weights'
    /// values (the reference the quantised one is checked against).
    pub fn output_float<P: EnginePosition>(&self, pos: &P) -> f64 {
        let mut layers = [vec![0f64; self.hidden], vec![0f64; self.hidden]];
        for (side, layer) in Color::ALL.into_iter().zip(layers.iter_mut()) {
            for (h, b) in layer.iter_mut().zip(&self.b1) {
                *h = f64::from(*b) / f64::from(QA);
            }
            let offset = self.side_offset(pos, side);
            for board in 0..self.game.boards {
                for color in Color::ALL {
                    for role in Role::ALL {
                        for sq in pos.placed(board, color, role) {
                            let i = offset + input(side, board, color, role, sq.index());
                            let row = &self.w1[i * self.hidden..(i + 1) * self.hidden];
                            for (h, w) in layer.iter_mut().zip(row) {
                                *h += f64::from(*w) / f64::from(QA);
                            }
                        }
                    }
                }
            }
        }
        let (us, them) = match pos.turn() {
            Color::White => (&layers[0], &layers[1]),
            Color::Black => (&layers[1], &layers[0]),
        };
        let bucket = self.bucket_of(pos);
        let (w_us, w_them) = self.output_weights(bucket);
        let act = |x: f64| x.clamp(0.0, 1.0).powi(2);
        let sum: f64 = us
            .iter()
            .zip(w_us)
            .chain(them.iter().zip(w_them))
            .map(|(h, w)| act(*h) * f64::from(*w) / f64::from(QB))
            .sum();
        (sum + f64::from(self.b2[bucket]) / f64::from(QA * QB)) * f64::from(SCALE)
    }
}

/// The network as the search's evaluator: a stack of both sides'
/// accumulators, one entry per ply of the line searched.
pub struct Nnue {
    net: Arc<Network>,
    stack: Vec<i16>,
    top: usize,
}

impl Nnue {
    pub fn new(net: Arc<Network>) -> Nnue {
        let stack = vec![0; 2 * net.hidden * MAX_LINE];
        Nnue { net, stack, top: 0 }
    }

    /// The moves pushed and not yet taken back.
    pub fn line_len(&self) -> usize {
        self.top
    }

    /// Both sides' accumulators at the end of the line.
    pub fn accumulators(&self) -> &[i16] {
        let n = 2 * self.net.hidden;
        &self.stack[self.top * n..(self.top + 1) * n]
    }
}

impl<P: EnginePosition> Evaluator<P> for Nnue {
    fn reset(&mut self, pos: &P) {
        self.top = 0;
        let n = 2 * self.net.hidden;
        self.net.accumulate(pos, &mut self.stack[..n]);
    }

    fn push(&mut self, before: &P, after: &P) {
        let net = &self.net;
        let (h, n) = (net.hidden, 2 * net.hidden);
        if (self.top + 2) * n > self.stack.len() {
            // Deeper than any line the search makes: grow.
            self.stack.resize(self.stack.len() * 2, 0);
        }
        let (done, rest) = self.stack.split_at_mut((self.top + 1) * n);
        let acc = &mut rest[..n];
        acc.copy_from_slice(&done[self.top * n..]);
        let (white, black) = acc.split_at_mut(h);
        // With king buckets, a side whose king changed boards is computed
        // afresh; the other is updated by the pieces that moved.
        let (mut ow, mut ob) = (0, 0);
        let (mut fresh_white, mut fresh_black) = (false, false);
        if net.king_boards {
            ow = net.side_offset(after, Color::White);
            ob = net.side_offset(after, Color::Black);
            fresh_white = ow != net.side_offset(before, Color::White);
            fresh_black = ob != net.side_offset(before, Color::Black);
        }
        if fresh_white {
            net.accumulate_side(after, Color::White, white);
        }
        if fresh_black {
            net.accumulate_side(after, Color::Black, black);
        }
        if !(fresh_white && fresh_black) {
            for board in 0..net.game.boards {
                for color in Color::ALL {
                    for role in Role::ALL {
                        let (was, is) = (
                            before.placed(board, color, role),
                            after.placed(board, color, role),
                        );
                        if was == is {
                            continue;
                        }
                        for (squares, add) in [(was & !is, false), (is & !was, true)] {
                            for sq in squares {
                                let sq = sq.index();
                                if !fresh_white {
                                    let i = input(Color::White, board, color, role, sq);
                                    net.apply(white, ow + i, add);
                                }
                                if !fresh_black {
                                    let i = input(Color::Black, board, color, role, sq);
                                    net.apply(black, ob + i, add);
                                }
                            }
                        }
                    }
                }
            }
        }
        self.top += 1;
    }

    fn pop(&mut self) {
        self.top = self.top.saturating_sub(1);
    }

    fn evaluate(&mut self, pos: &P) -> i32 {
        let bucket = self.net.bucket_of(pos);
        self.net.output(self.accumulators(), pos.turn(), bucket)
    }
}

/// A built-in network, read the first time it is asked for (and its
/// checksum checked); the error says why its bytes are not a network for
/// its game, and its game then plays with the hand-written evaluation.
pub fn builtin(b: &'static Builtin) -> Result<Arc<Network>, NetError> {
    type Read = (&'static Builtin, Result<Arc<Network>, NetError>);
    static READ: Mutex<Vec<Read>> = Mutex::new(Vec::new());
    let mut read = READ.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, r)) = read.iter().find(|(k, _)| std::ptr::eq(*k, b)) {
        return r.clone();
    }
    let r = Network::from_bytes(b.bytes(), b.game()).map(Arc::new);
    read.push((b, r.clone()));
    r
}

/// The built-in network `b` as `level` plays with it: None when the level
/// plays without it or when it does not read.
pub fn builtin_for_level(b: &'static Builtin, level: u8) -> Option<Arc<Network>> {
    if b.plays_at(level) {
        builtin(b).ok()
    } else {
        None
    }
}

/// Whether a side has nothing but its king, on any board.
#[inline]
pub fn has_lone_king<P: EnginePosition>(pos: &P) -> bool {
    const OTHERS: [Role; 5] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    Color::ALL.into_iter().any(|color| {
        (0..P::BOARDS).all(|board| {
            OTHERS
                .iter()
                .all(|&role| pos.placed(board, color, role).is_empty())
        })
    })
}

/// An evaluation chosen at run time: the hand-written one or a network
/// (with the hand-written one kept for positions with a lone king, and
/// mixed into every score by the percentage given, 0 for none).
pub enum Chosen<P: EnginePosition> {
    Linear(Linear<P>),
    Network(Nnue, Linear<P>, u8),
}

/// The game's built-in network as `level` plays with it, if it does, and
/// the share of the hand-written evaluation mixed in.
fn level_network<P: EnginePosition>(level: u8) -> Option<(Arc<Network>, u8)> {
    let b = P::builtin_network()?;
    builtin_for_level(b, level).map(|net| (net, b.hand_share()))
}

/// The hand-written evaluation.
impl<P: EnginePosition> Default for Chosen<P> {
    fn default() -> Self {
        Chosen::Linear(Linear::default())
    }
}

impl<P: EnginePosition> Chosen<P> {
    /// What the game plays with at `level` (8, the top level, is also
    /// analysis's): its built-in network where
    /// [`crate::networks`] says so, the hand-written evaluation otherwise.
    pub fn for_level(level: u8) -> Chosen<P> {
        match level_network::<P>(level) {
            Some((net, share)) => Chosen::mixed(net, share),
            None => Chosen::default(),
        }
    }

    /// The network `net` (read for the game's number of boards) alone.
    pub fn network(net: Arc<Network>) -> Chosen<P> {
        Chosen::mixed(net, 0)
    }

    /// The network `net`, its score mixed with `hand_share` percent (at
    /// most 100) of the hand-written evaluation's.
    pub fn mixed(net: Arc<Network>, hand_share: u8) -> Chosen<P> {
        Chosen::Network(Nnue::new(net), Linear::default(), hand_share.min(100))
    }

    /// A network file's bytes for the game; a file that is not one is
    /// refused with the reason.
    pub fn from_bytes(bytes: &[u8]) -> Result<Chosen<P>, NetError> {
        let net = Network::from_bytes(bytes, Game::of::<P>())?;
        Ok(Chosen::network(Arc::new(net)))
    }

    pub fn is_network(&self) -> bool {
        matches!(self, Chosen::Network(..))
    }

    /// Becomes what the game plays with at `level`, if it is not already
    /// (a kept searcher moving to another level's game).
    pub fn suit_level(&mut self, level: u8) {
        match level_network::<P>(level) {
            Some((net, share)) if !self.is_network() => *self = Chosen::mixed(net, share),
            None if self.is_network() => *self = Chosen::default(),
            _ => {}
        }
    }
}

impl<P: EnginePosition> Evaluator<P> for Chosen<P> {
    fn reset(&mut self, pos: &P) {
        match self {
            Chosen::Linear(e) => e.reset(pos),
            Chosen::Network(e, ..) => e.reset(pos),
        }
    }

    fn push(&mut self, before: &P, after: &P) {
        match self {
            Chosen::Linear(e) => e.push(before, after),
            Chosen::Network(e, ..) => Evaluator::<P>::push(e, before, after),
        }
    }

    fn pop(&mut self) {
        match self {
            Chosen::Linear(e) => Evaluator::<P>::pop(e),
            Chosen::Network(e, ..) => Evaluator::<P>::pop(e),
        }
    }

    fn evaluate(&mut self, pos: &P) -> i32 {
        match self {
            Chosen::Linear(e) => e.evaluate(pos),
            // A side with its king alone: the hand-written evaluation, whose
            // lone-king rule drives toward the mate (the network saw few
            // such end games and mates in fewer of them).
            Chosen::Network(_, lone, _) if has_lone_king(pos) => lone.evaluate(pos),
            Chosen::Network(e, _, 0) => e.evaluate(pos),
            Chosen::Network(e, hand, share) => {
                let share = i32::from(*share);
                (e.evaluate(pos) * (100 - share) + hand.evaluate(pos) * share) / 100
            }
        }
    }
}

impl<P: EnginePosition> Weighted<P> for Chosen<P> {
    fn params_mut(&mut self) -> Option<&mut P::Eval> {
        match self {
            Chosen::Linear(e) => e.params_mut(),
            Chosen::Network(..) => None,
        }
    }
}

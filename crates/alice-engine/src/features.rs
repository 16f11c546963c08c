//! What the evaluations of every game share: the features they all begin
//! with (material, placement by square, mobility) and their names, the
//! pieces' attacks on one board, and the sums of features into counts or
//! into a score blended by the game's phase.

use alice_core::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
};
use alice_core::{Bitboard, Color, Role, Shape, Square};

/// A piece of each role but the king.
pub const MATERIAL: usize = 0;
/// A piece of a role on a square (seen from its own side, files mirrored
/// onto a to d): `PLACEMENT + 32 * role + square`.
pub const PLACEMENT: usize = MATERIAL + 5;
/// A square a knight, bishop, rook or queen can move to (each game says
/// which squares count).
pub const MOBILITY: usize = PLACEMENT + 6 * 32;
/// The first feature a game's evaluation adds of its own.
pub const OWN: usize = MOBILITY + 4;

const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];

/// The name of a shared feature, for the tuner's report; None for a
/// game's own.
pub fn name(f: usize) -> Option<String> {
    if f < PLACEMENT {
        Some(format!("material {}", ROLES[f - MATERIAL]))
    } else if f < MOBILITY {
        let i = f - PLACEMENT;
        let sq = i % 32;
        let file = (b'a' + (sq % 4) as u8) as char;
        Some(format!("placement {} {file}{}", ROLES[i / 32], sq / 4 + 1))
    } else if f < OWN {
        Some(format!("mobility {}", ROLES[f - MOBILITY + 1]))
    } else {
        None
    }
}

/// The placement feature's square: from the piece's own side, files
/// e to h mirrored onto d to a. On the four files of 8x4 Alice, c and d
/// mirror onto b and a, and the edge files (a, d) count as the 8x8
/// board's a-file, the middle ones (b, c) as its d-file.
#[inline]
pub(crate) fn placement_square<S: Shape>(sq: Square, color: Color) -> usize {
    let rank = if color == Color::White {
        sq.rank()
    } else {
        7 - sq.rank()
    } as usize;
    let files = S::FILES as usize;
    let file = sq.file() as usize;
    let file = if file >= files / 2 {
        files - 1 - file
    } else {
        file
    };
    rank * 4 + file * 3 / (files / 2 - 1)
}

/// The pieces whose mobility counts, and which invade a king's board.
pub(crate) const PIECES: [Role; 4] = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];

/// The squares a piece of `role` on `sq` attacks on a board with
/// occupancy `occ`.
pub(crate) fn attacks(role: Role, sq: Square, occ: Bitboard, color: Color) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occ),
        Role::Rook => rook_attacks(sq, occ),
        Role::Queen => bishop_attacks(sq, occ) | rook_attacks(sq, occ),
        Role::King => king_attacks(sq),
    }
}

/// Squares from which a piece of `role` would attack `king` on a board with
/// occupancy `occ`.
pub(crate) fn checking_squares(
    role: Role,
    king: Square,
    occ: Bitboard,
    attacker: Color,
) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(attacker.other(), king),
        Role::King => Bitboard::EMPTY,
        r => attacks(r, king, occ, attacker),
    }
}

/// Receives the features of a position: `count` of feature `f`, White's
/// minus Black's.
pub trait Sink {
    fn add(&mut self, f: usize, count: i32);
}

/// Each feature's count.
pub(crate) struct Counts<const N: usize>(pub(crate) [i32; N]);

impl<const N: usize> Sink for Counts<N> {
    fn add(&mut self, f: usize, count: i32) {
        self.0[f] += count;
    }
}

/// The weighted sums, middle game and end game.
pub(crate) struct Scorer<'a, const N: usize> {
    weights: (&'a [i32; N], &'a [i32; N]),
    mg: i32,
    eg: i32,
}

impl<'a, const N: usize> Scorer<'a, N> {
    pub(crate) fn new(mg: &'a [i32; N], eg: &'a [i32; N]) -> Self {
        Scorer {
            weights: (mg, eg),
            mg: 0,
            eg: 0,
        }
    }

    /// The score, White's point of view, at `phase` (24: every piece on,
    /// 0: none but pawns and kings).
    pub(crate) fn blended(&self, phase: i32) -> i32 {
        (self.mg * phase + self.eg * (24 - phase)) / 24
    }
}

impl<const N: usize> Sink for Scorer<'_, N> {
    #[inline]
    fn add(&mut self, f: usize, count: i32) {
        self.mg += self.weights.0[f] * count;
        self.eg += self.weights.1[f] * count;
    }
}

/// The game's phase from the number of pieces of each role on every board:
/// 24 with all pieces, 0 with none but pawns and kings.
pub(crate) fn phase_of(n: [i32; 6]) -> i32 {
    (n[Role::Knight.index()]
        + n[Role::Bishop.index()]
        + 2 * n[Role::Rook.index()]
        + 4 * n[Role::Queen.index()])
    .min(24)
}

/// What a won end game against a lone king is worth beyond its material.
pub const LONE_KING: i32 = 300;

/// The bonus of a queen or rook against a lone king on `lone` (the
/// winner's king on `own`, boards apart, `files` files): [`LONE_KING`],
/// and more the nearer the lone king is to an edge and the nearer the two
/// kings are, so that a search at any depth makes progress toward the
/// mate.
pub(crate) fn lone_king_bonus(lone: Square, own: Square, files: u8) -> i32 {
    // 0 in the centre to 6 in a corner (4 on four files); 1 to 14
    // between the kings.
    let edge = |x: u8, n: u8| (2 * x as i32 - (n as i32 - 1)).abs() / 2;
    let to_edge = edge(lone.file(), files) + edge(lone.rank(), 8);
    let apart = (lone.file() as i32 - own.file() as i32).abs()
        + (lone.rank() as i32 - own.rank() as i32).abs();
    LONE_KING + 40 * to_edge + 20 * (14 - apart)
}

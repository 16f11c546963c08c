//! Attack tables for one board: leapers as constant tables, sliders by
//! magic bitboards built once per process.

use crate::bitboard::Bitboard;
use crate::types::{Color, Square};
use std::sync::OnceLock;

const fn leaper_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut bb = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            let f = (sq % 8) as i8 + deltas[i].0;
            let r = (sq / 8) as i8 + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                bb |= 1u64 << (r * 8 + f);
            }
            i += 1;
        }
        table[sq] = bb;
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Slow ray walk, used to build the tables.
const fn slide(sq: usize, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut bb = 0u64;
    let mut d = 0;
    while d < 4 {
        let mut f = (sq % 8) as i8;
        let mut r = (sq / 8) as i8;
        loop {
            f += dirs[d].0;
            r += dirs[d].1;
            if f < 0 || f > 7 || r < 0 || r > 7 {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            bb |= bit;
            if occ & bit != 0 {
                break;
            }
        }
        d += 1;
    }
    bb
}

/// Squares strictly between two aligned squares; empty when not aligned.
const fn between_table() -> [[u64; 64]; 64] {
    let mut t = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let df = (b % 8) as i8 - (a % 8) as i8;
            let dr = (b / 8) as i8 - (a / 8) as i8;
            if a != b && (df == 0 || dr == 0 || df == dr || df == -dr) {
                let sf = df.signum();
                let sr = dr.signum();
                let mut f = (a % 8) as i8 + sf;
                let mut r = (a / 8) as i8 + sr;
                let mut bb = 0u64;
                while (r * 8 + f) as usize != b {
                    bb |= 1u64 << (r * 8 + f);
                    f += sf;
                    r += sr;
                }
                t[a][b] = bb;
            }
            b += 1;
        }
        a += 1;
    }
    t
}

static BETWEEN: [[u64; 64]; 64] = between_table();

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Vec<u64>,
}

fn relevant_mask(sq: usize, dirs: &[(i8, i8); 4]) -> u64 {
    let mut bb = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += df;
            r += dr;
            let (nf, nr) = (f + df, r + dr);
            if !(0..8).contains(&nf) || !(0..8).contains(&nr) {
                break;
            }
            bb |= 1u64 << (r * 8 + f);
        }
    }
    bb
}

struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Finds a magic for one square by deterministic trial, fills its slice.
fn find_magic(sq: usize, dirs: &[(i8, i8); 4], rng: &mut XorShift, table: &mut Vec<u64>) -> Magic {
    let mask = relevant_mask(sq, dirs);
    let bits = mask.count_ones();
    let size = 1usize << bits;
    let mut occs = Vec::with_capacity(size);
    let mut attacks = Vec::with_capacity(size);
    // Carry-Rippler enumeration of every subset of the mask.
    let mut sub = 0u64;
    loop {
        occs.push(sub);
        attacks.push(slide(sq, sub, dirs));
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            break;
        }
    }
    let offset = table.len();
    table.resize(offset + size, 0);
    let mut epoch = vec![0u32; size];
    let shift = 64 - bits;
    for attempt in 1u32.. {
        let magic = rng.sparse();
        if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        let mut ok = true;
        for i in 0..size {
            let idx = (occs[i].wrapping_mul(magic) >> shift) as usize;
            if epoch[idx] < attempt {
                epoch[idx] = attempt;
                table[offset + idx] = attacks[i];
            } else if table[offset + idx] != attacks[i] {
                ok = false;
                break;
            }
        }
        if ok {
            return Magic {
                mask,
                magic,
                shift,
                offset,
            };
        }
    }
    unreachable!("the search loops until a magic is found")
}

fn sliders() -> &'static Sliders {
    static SLIDERS: OnceLock<Sliders> = OnceLock::new();
    SLIDERS.get_or_init(|| {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut table = Vec::with_capacity(110_000);
        let mut rook = [Magic::default(); 64];
        let mut bishop = [Magic::default(); 64];
        for sq in 0..64 {
            rook[sq] = find_magic(sq, &ROOK_DIRS, &mut rng, &mut table);
            bishop[sq] = find_magic(sq, &BISHOP_DIRS, &mut rng, &mut table);
        }
        Sliders {
            rook,
            bishop,
            table,
        }
    })
}

#[inline]
fn magic_lookup(table: &[u64], m: &Magic, occ: u64) -> u64 {
    table[m.offset + ((occ & m.mask).wrapping_mul(m.magic) >> m.shift) as usize]
}

/// Forces the slider tables to be built now rather than on first use.
pub fn init() {
    sliders();
}

#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

#[inline]
pub fn rook_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let s = sliders();
    Bitboard(magic_lookup(&s.table, &s.rook[sq.index()], occ.0))
}

#[inline]
pub fn bishop_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    let s = sliders();
    Bitboard(magic_lookup(&s.table, &s.bishop[sq.index()], occ.0))
}

#[inline]
pub fn queen_attacks(sq: Square, occ: Bitboard) -> Bitboard {
    rook_attacks(sq, occ) | bishop_attacks(sq, occ)
}

/// Rook rays from `sq` on an empty board.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq.index()])
}

/// Bishop rays from `sq` on an empty board.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq.index()])
}

const fn rays_table(dirs: &[(i8, i8); 4]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = slide(sq, 0, dirs);
        sq += 1;
    }
    t
}
static ROOK_RAYS: [u64; 64] = rays_table(&ROOK_DIRS);
static BISHOP_RAYS: [u64; 64] = rays_table(&BISHOP_DIRS);

/// Squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_agree_with_ray_walk() {
        let mut rng = XorShift(12345);
        for sq in 0..64 {
            for _ in 0..200 {
                let occ = rng.next() & rng.next();
                let s = Square::new(sq as u8);
                assert_eq!(rook_attacks(s, Bitboard(occ)).0, slide(sq, occ, &ROOK_DIRS));
                assert_eq!(
                    bishop_attacks(s, Bitboard(occ)).0,
                    slide(sq, occ, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn between_examples() {
        let a1 = Square::parse("a1").unwrap();
        let h8 = Square::parse("h8").unwrap();
        let b3 = Square::parse("b3").unwrap();
        assert_eq!(between(a1, h8).count(), 6);
        assert!(between(a1, b3).is_empty());
        assert_eq!(knight_attacks(a1).count(), 2);
        assert_eq!(king_attacks(a1).count(), 3);
    }
}

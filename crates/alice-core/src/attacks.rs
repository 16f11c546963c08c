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

// Magic multipliers, found once by the trial search in `find_magic` (kept
// for tests) and fixed here so that start-up only fills the tables.
const ROOK_MAGICS: [u64; 64] = [
    0x2080002080400010,
    0x00c0002001401000,
    0x2100110008402002,
    0x0880080081041000,
    0x0200020020041008,
    0x2300040008010012,
    0x0c00283004008201,
    0x0180010000407a80,
    0x0168800080400020,
    0x0010400040201000,
    0x1001002001001048,
    0x1001002408100100,
    0x0801000408010012,
    0x4001000209000400,
    0x08a20004c8020001,
    0x2002801145002280,
    0x0080860021004200,
    0x001000c009402002,
    0x00b0002004002800,
    0x100a808010020800,
    0x9400808004000800,
    0x0090808004000200,
    0x0000040010810208,
    0x2000020000448534,
    0x4104400480008033,
    0x0000810100204000,
    0x0440430900200010,
    0x4600240900100100,
    0x0804080100110004,
    0x0001000300080400,
    0x0004084400011002,
    0x0023040200008041,
    0x0580050043002080,
    0x0400804002802008,
    0x0001002001004010,
    0x0080200a02001040,
    0x600d480280802400,
    0x400b800201800c00,
    0x2408211004004208,
    0x0200211082000844,
    0x0020804010208000,
    0x5030004020104000,
    0xa042084080220010,
    0x4088080010008080,
    0x5002080100110004,
    0x2012002010040400,
    0x0040318210440008,
    0x0120941040820001,
    0x1000800100402100,
    0x0040002010004840,
    0x8108450020001900,
    0x0200204008120200,
    0x0080800c00180180,
    0x0885000400420900,
    0x230802011008c400,
    0x3801740891432200,
    0x0a00250212024082,
    0x0000882040001105,
    0x0042102082000a42,
    0xc401210810000501,
    0x0241001002480005,
    0x0081000400880241,
    0x0000009008024124,
    0x0048122980410402,
];
const BISHOP_MAGICS: [u64; 64] = [
    0x1862221006220044,
    0x2104a14202020060,
    0x2804081220444001,
    0x2102408900010001,
    0x0002021000040002,
    0x08c3100805004300,
    0x1084040124920050,
    0x8900440043382010,
    0x2401410802140040,
    0x0901200454208020,
    0x0000090216020541,
    0x1283844040800804,
    0x0521840420000803,
    0x0800010402400c40,
    0x0000408e10100404,
    0x0009810048420800,
    0x2004211004286808,
    0x13080a1001380080,
    0x0008801004220020,
    0x0024000802480800,
    0x1461001190400401,
    0x0020400200500440,
    0x0003000409019000,
    0x000c20820d011802,
    0x000804002164100c,
    0x00048400a0011404,
    0x5018110308044100,
    0x0048a00804010020,
    0x0007840000802000,
    0x8808a20075004220,
    0x8014040000822100,
    0x110c03000e251101,
    0x0081094820202010,
    0x0008041000044100,
    0x00c1202808940800,
    0x8108100821040400,
    0x1240010010010041,
    0x0810004080011000,
    0x00a20c0401804a00,
    0x40014c0020050500,
    0x5805082012042480,
    0x2004022144031000,
    0x2082002024204808,
    0x0800004200800800,
    0x0410020204100a02,
    0x80c1204080804101,
    0x0010104e01800042,
    0x000800810c400208,
    0x100080b008201210,
    0x8000440605112101,
    0x000202008c440040,
    0x9004002210442200,
    0x2032014088222045,
    0x0c00202222c20000,
    0x0140040820a50100,
    0x0222104c29024018,
    0x0200110121202004,
    0x0800104200b00802,
    0x0000401424020801,
    0x4000000004208840,
    0x0802e00040104100,
    0x03000020a0424080,
    0x0011c00408188121,
    0x0848020822040013,
];

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

#[cfg(test)]
struct XorShift(u64);
#[cfg(test)]
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

/// Fills one square's slice of the table with a known magic; `None` if
/// the magic collides (then it is not a magic for this square).
fn with_magic(sq: usize, dirs: &[(i8, i8); 4], magic: u64, table: &mut Vec<u64>) -> Option<Magic> {
    let mask = relevant_mask(sq, dirs);
    let bits = mask.count_ones();
    let shift = 64 - bits;
    let offset = table.len();
    table.resize(offset + (1usize << bits), 0);
    let mut filled = vec![false; 1usize << bits];
    let mut sub = 0u64;
    loop {
        let idx = (sub.wrapping_mul(magic) >> shift) as usize;
        let att = slide(sq, sub, dirs);
        if filled[idx] && table[offset + idx] != att {
            return None;
        }
        filled[idx] = true;
        table[offset + idx] = att;
        sub = sub.wrapping_sub(mask) & mask;
        if sub == 0 {
            break;
        }
    }
    Some(Magic {
        mask,
        magic,
        shift,
        offset,
    })
}

/// Finds a magic for one square by deterministic trial, fills its slice.
#[cfg(test)]
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
        let mut table = Vec::with_capacity(110_000);
        let mut rook = [Magic::default(); 64];
        let mut bishop = [Magic::default(); 64];
        for sq in 0..64 {
            rook[sq] = with_magic(sq, &ROOK_DIRS, ROOK_MAGICS[sq], &mut table)
                .expect("the fixed rook magics are checked by the tests");
            bishop[sq] = with_magic(sq, &BISHOP_DIRS, BISHOP_MAGICS[sq], &mut table)
                .expect("the fixed bishop magics are checked by the tests");
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

/// Of the pieces `them` (the attacker's, `by`'s, on one board; `roles`
/// says which role each piece of that board has), those attacking `sq`
/// with `occ` as the blockers.
#[inline]
pub fn attackers_among(
    roles: &[Bitboard; 6],
    them: Bitboard,
    sq: Square,
    by: Color,
    occ: Bitboard,
) -> Bitboard {
    use crate::types::Role;
    let r = roles;
    let rq = r[Role::Rook.index()] | r[Role::Queen.index()];
    let bq = r[Role::Bishop.index()] | r[Role::Queen.index()];
    ((knight_attacks(sq) & r[Role::Knight.index()])
        | (king_attacks(sq) & r[Role::King.index()])
        | (pawn_attacks(by.other(), sq) & r[Role::Pawn.index()])
        | (rook_attacks(sq, occ) & rq)
        | (bishop_attacks(sq, occ) & bq))
        & them
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
    fn fixed_magics_are_what_the_search_finds() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut table = Vec::new();
        for sq in 0..64 {
            assert_eq!(
                find_magic(sq, &ROOK_DIRS, &mut rng, &mut table).magic,
                ROOK_MAGICS[sq]
            );
            assert_eq!(
                find_magic(sq, &BISHOP_DIRS, &mut rng, &mut table).magic,
                BISHOP_MAGICS[sq]
            );
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

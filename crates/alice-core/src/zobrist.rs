//! Zobrist keys over both boards, side to move, castling rights and the
//! en passant possibility. Built at compile time from a fixed seed.

const fn splitmix(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const N_PIECE_KEYS: usize = 2 * 2 * 6 * 64;

const fn keys<const N: usize>(salt: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(
            salt.wrapping_mul(0x1000_0000_01b3) ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        );
        i += 1;
    }
    t
}

static PIECES: [u64; N_PIECE_KEYS] = keys::<N_PIECE_KEYS>(1);
static CASTLING: [u64; 4] = keys::<4>(2);
static EP_FILE: [u64; 8] = keys::<8>(3);
/// Three-board Alice: pieces on three boards, and en passant by file and
/// the board the double-stepped pawn stands on.
static PIECES_THREE: [u64; 3 * 2 * 6 * 64] = keys::<{ 3 * 2 * 6 * 64 }>(4);
static EP_THREE: [u64; 8 * 3] = keys::<{ 8 * 3 }>(5);
pub const BLACK_TO_MOVE: u64 = 0x5f3a_8c1e_44d2_96b7;

#[inline]
pub fn piece(board: usize, color: usize, role: usize, sq: usize) -> u64 {
    PIECES[((board * 2 + color) * 6 + role) * 64 + sq]
}

#[inline]
pub fn piece_three(board: usize, color: usize, role: usize, sq: usize) -> u64 {
    PIECES_THREE[((board * 2 + color) * 6 + role) * 64 + sq]
}

#[inline]
pub fn ep_three(file: usize, board: usize) -> u64 {
    EP_THREE[board * 8 + file]
}

#[inline]
pub fn castling(bit: usize) -> u64 {
    CASTLING[bit]
}

#[inline]
pub fn ep_file(file: usize) -> u64 {
    EP_FILE[file]
}

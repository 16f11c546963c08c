//! A deliberately naive Alice chess move generator: mailbox boards, rays
//! walked square by square, every move made on copies and checked exactly
//! as docs/rules.md words it. It shares no code with the crate's generator and
//! is used to check it.
#![allow(dead_code)]

pub mod naive8x4;
pub mod naive_duo;
pub mod naive_three;

use alice_core::{Board, Color, Position, Role, Rules, Square};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct P {
    pub white: bool,
    pub role: Role,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Naive {
    pub boards: [[Option<P>; 64]; 2],
    pub white_to_move: bool,
    /// K, Q, k, q
    pub castling: [bool; 4],
    /// Passed-over square on A after a double step on A.
    pub ep: Option<usize>,
    pub en_passant_rule: bool,
}

/// (from, to, board played on 0/1, promotion)
pub type NMove = (usize, usize, usize, Option<Role>);

pub fn sq(f: i32, r: i32) -> Option<usize> {
    if (0..8).contains(&f) && (0..8).contains(&r) {
        Some((r * 8 + f) as usize)
    } else {
        None
    }
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

impl Naive {
    pub fn from_position(p: &Position) -> Naive {
        let mut boards = [[None; 64]; 2];
        for s in Square::all() {
            if let Some((piece, b)) = p.piece_at(s) {
                boards[b.index()][s.index()] = Some(P {
                    white: piece.color == Color::White,
                    role: piece.role,
                });
            }
        }
        let c = p.castling();
        Naive {
            boards,
            white_to_move: p.turn() == Color::White,
            castling: [
                c.has(Color::White, true),
                c.has(Color::White, false),
                c.has(Color::Black, true),
                c.has(Color::Black, false),
            ],
            ep: p.ep_square().map(|s| s.index()),
            en_passant_rule: p.rules().en_passant,
        }
    }

    pub fn start(rules: Rules) -> Naive {
        Naive::from_position(&Position::new(rules))
    }

    /// Is square `s` of board `b` attacked by a piece of colour `by_white` on `b`?
    pub fn attacked(&self, b: usize, s: usize, by_white: bool) -> bool {
        attacked_on(&self.boards[b], s, by_white)
    }

    fn king(&self, white: bool) -> Option<(usize, usize)> {
        for b in 0..2 {
            for s in 0..64 {
                if self.boards[b][s]
                    == Some(P {
                        white,
                        role: Role::King,
                    })
                {
                    return Some((b, s));
                }
            }
        }
        None
    }

    fn in_check(&self, white: bool) -> bool {
        match self.king(white) {
            Some((b, s)) => self.attacked(b, s, !white),
            None => false,
        }
    }

    /// Moves of each piece on its own board, seeing only that board.
    fn pseudo(&self) -> Vec<NMove> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for b in 0..2 {
            let bd = &self.boards[b];
            for s in 0..64 {
                let Some(p) = bd[s] else { continue };
                if p.white != us {
                    continue;
                }
                let (f, r) = ((s % 8) as i32, (s / 8) as i32);
                let add = |t: usize, out: &mut Vec<NMove>| {
                    if p.role == Role::Pawn && (t / 8 == 7 || t / 8 == 0) {
                        for pr in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                            out.push((s, t, b, Some(pr)));
                        }
                    } else {
                        out.push((s, t, b, None));
                    }
                };
                let free_or_enemy = |t: usize| bd[t].is_none_or(|q| q.white != us);
                match p.role {
                    Role::Pawn => {
                        let dir = if us { 1 } else { -1 };
                        let start = if us { 1 } else { 6 };
                        if let Some(t) = sq(f, r + dir) {
                            if bd[t].is_none() {
                                add(t, &mut out);
                                if r == start {
                                    if let Some(t2) = sq(f, r + 2 * dir) {
                                        if bd[t2].is_none() {
                                            add(t2, &mut out);
                                        }
                                    }
                                }
                            }
                        }
                        for df in [-1, 1] {
                            if let Some(t) = sq(f + df, r + dir) {
                                let capture = bd[t].is_some_and(|q| q.white != us);
                                let en_passant =
                                    b == 0 && self.en_passant_rule && self.ep == Some(t);
                                if capture || en_passant {
                                    add(t, &mut out);
                                }
                            }
                        }
                    }
                    Role::Knight | Role::King => {
                        let d = if p.role == Role::Knight { KNIGHT } else { KING };
                        for (df, dr) in d {
                            if let Some(t) = sq(f + df, r + dr) {
                                if free_or_enemy(t) {
                                    add(t, &mut out);
                                }
                            }
                        }
                    }
                    _ => {
                        let mut dirs = Vec::new();
                        if matches!(p.role, Role::Rook | Role::Queen) {
                            dirs.extend(ROOK);
                        }
                        if matches!(p.role, Role::Bishop | Role::Queen) {
                            dirs.extend(BISHOP);
                        }
                        for (df, dr) in dirs {
                            let (mut x, mut y) = (f + df, r + dr);
                            while let Some(t) = sq(x, y) {
                                if bd[t].is_none() {
                                    add(t, &mut out);
                                } else {
                                    if bd[t].is_some_and(|q| q.white != us) {
                                        add(t, &mut out);
                                    }
                                    break;
                                }
                                x += df;
                                y += dr;
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// Plays a move without checking it (castling is the king's two-step).
    pub fn make(&self, m: NMove) -> Naive {
        let (from, to, b, promo) = m;
        let o = 1 - b;
        let mut n = self.clone();
        let p = n.boards[b][from].take().expect("piece");
        let captured = n.boards[b][to].take();
        if p.role == Role::King && (from % 8).abs_diff(to % 8) == 2 {
            let rank = from / 8;
            let (rf, rt) = if to % 8 == 6 {
                (rank * 8 + 7, rank * 8 + 5)
            } else {
                (rank * 8, rank * 8 + 3)
            };
            let rook = n.boards[0][rf].take();
            n.boards[1][rt] = rook;
        }
        if p.role == Role::Pawn && from % 8 != to % 8 && captured.is_none() {
            // en passant: the pawn that double-stepped stands on B.
            n.boards[1][(from / 8) * 8 + to % 8] = None;
        }
        n.boards[o][to] = Some(match promo {
            Some(r) => P {
                white: p.white,
                role: r,
            },
            None => p,
        });
        let wi = if p.white { 0 } else { 2 };
        if p.role == Role::King {
            n.castling[wi] = false;
            n.castling[wi + 1] = false;
        }
        if b == 0 {
            for (i, home) in [7usize, 0, 63, 56].into_iter().enumerate() {
                if from == home || to == home {
                    n.castling[i] = false;
                }
            }
        }
        n.ep = None;
        if p.role == Role::Pawn
            && b == 0
            && (from / 8).abs_diff(to / 8) == 2
            && self.en_passant_rule
        {
            n.ep = Some((from + to) / 2);
        }
        n.white_to_move = !self.white_to_move;
        n
    }

    /// Legal moves, decided exactly as docs/rules.md words it.
    pub fn legal(&self) -> Vec<NMove> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for m in self.pseudo() {
            let (from, to, b, _) = m;
            let o = 1 - b;
            // The looking-glass square must be vacant.
            if self.boards[o][to].is_some() {
                continue;
            }
            // After the move, before the transfer: no check on board b.
            let mut mid = self.clone();
            let p = mid.boards[b][from].take();
            mid.boards[b][to] = p;
            if mid.in_check_on(us, b) {
                continue;
            }
            // After the transfer: no check on either board.
            if self.make(m).in_check(us) {
                continue;
            }
            out.push(m);
        }
        // Castling.
        let (rank, wi) = if us { (0usize, 0usize) } else { (7, 2) };
        let ksq = rank * 8 + 4;
        let king_home = self.boards[0][ksq]
            == Some(P {
                white: us,
                role: Role::King,
            });
        for (i, king_side) in [(wi, true), (wi + 1, false)] {
            if !self.castling[i] || !king_home {
                continue;
            }
            let rsq = if king_side { rank * 8 + 7 } else { rank * 8 };
            if self.boards[0][rsq]
                != Some(P {
                    white: us,
                    role: Role::Rook,
                })
            {
                continue;
            }
            let between: Vec<usize> = if king_side {
                vec![ksq + 1, ksq + 2]
            } else {
                vec![ksq - 1, ksq - 2, ksq - 3]
            };
            if between.iter().any(|&s| self.boards[0][s].is_some()) {
                continue;
            }
            let kt = if king_side { ksq + 2 } else { ksq - 2 };
            let rt = if king_side { ksq + 1 } else { ksq - 1 };
            let path = if king_side {
                [ksq, ksq + 1, ksq + 2]
            } else {
                [ksq, ksq - 1, ksq - 2]
            };
            if path.iter().any(|&s| self.attacked(0, s, !us)) {
                continue;
            }
            if self.boards[1][kt].is_some() || self.boards[1][rt].is_some() {
                continue;
            }
            let m = (ksq, kt, 0, None);
            if self.make(m).in_check(us) {
                continue;
            }
            out.push(m);
        }
        out
    }

    fn in_check_on(&self, white: bool, b: usize) -> bool {
        (0..64).any(|s| {
            self.boards[b][s]
                == Some(P {
                    white,
                    role: Role::King,
                })
                && self.attacked(b, s, !white)
        })
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.make(m).perft(depth - 1)).sum()
    }

    /// Canonical placement text for comparison with the crate's FEN.
    pub fn placement(&self) -> String {
        placement_text(&self.boards)
    }
}

/// Is square `s` of the board `bd` attacked by a piece of colour `by_white`
/// on it? (Both naive generators ask this.)
pub fn attacked_on(bd: &[Option<P>; 64], s: usize, by_white: bool) -> bool {
    let (f, r) = ((s % 8) as i32, (s / 8) as i32);
    let is = |t: Option<usize>, roles: &[Role]| {
        t.and_then(|t| bd[t])
            .is_some_and(|p| p.white == by_white && roles.contains(&p.role))
    };
    for (df, dr) in KNIGHT {
        if is(sq(f + df, r + dr), &[Role::Knight]) {
            return true;
        }
    }
    for (df, dr) in KING {
        if is(sq(f + df, r + dr), &[Role::King]) {
            return true;
        }
    }
    // A white pawn attacks upwards, so it stands below the square.
    let pr = if by_white { r - 1 } else { r + 1 };
    if is(sq(f - 1, pr), &[Role::Pawn]) || is(sq(f + 1, pr), &[Role::Pawn]) {
        return true;
    }
    for (dirs, roles) in [
        (ROOK, [Role::Rook, Role::Queen]),
        (BISHOP, [Role::Bishop, Role::Queen]),
    ] {
        for (df, dr) in dirs {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(t) = sq(x, y) {
                if let Some(p) = bd[t] {
                    if p.white == by_white && roles.contains(&p.role) {
                        return true;
                    }
                    break;
                }
                x += df;
                y += dr;
            }
        }
    }
    false
}

/// The placements of `boards` joined by `|`, as the crate writes them.
pub fn placement_text(boards: &[[Option<P>; 64]]) -> String {
    let mut out = String::new();
    for (b, board) in boards.iter().enumerate() {
        if b > 0 {
            out.push('|');
        }
        for r in (0..8).rev() {
            let mut e = 0;
            for f in 0..8 {
                match board[r * 8 + f] {
                    None => e += 1,
                    Some(p) => {
                        if e > 0 {
                            out.push_str(&e.to_string());
                            e = 0;
                        }
                        let c = p.role.upper_char();
                        out.push(if p.white { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if e > 0 {
                out.push_str(&e.to_string());
            }
            if r > 0 {
                out.push('/');
            }
        }
    }
    out
}

/// The crate's moves as naive tuples, sorted.
pub fn fast_moves(p: &Position) -> Vec<NMove> {
    let mut v: Vec<NMove> = p
        .legal_moves()
        .iter()
        .map(|m| (m.from.index(), m.to.index(), m.board.index(), m.promotion))
        .collect();
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3.map(|r| r as u8)));
    v
}

pub fn sorted(mut v: Vec<NMove>) -> Vec<NMove> {
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3.map(|r| r as u8)));
    v
}

pub fn to_move(m: NMove) -> alice_core::Move {
    alice_core::Move {
        from: Square::new(m.0 as u8),
        to: Square::new(m.1 as u8),
        board: if m.2 == 0 { Board::A } else { Board::B },
        promotion: m.3,
    }
}

/// Small deterministic PRNG for tests.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A perft suite entry: its id, its position text, and (depth, leaves) pairs.
pub type SuiteCase = (String, String, Vec<(u32, u64)>);

/// Reads a perft suite of `id`, `epd` and `perft <depth> <leaves>` lines
/// (`#` starts a comment).
pub fn read_suite(text: &str) -> Vec<SuiteCase> {
    let mut cases: Vec<SuiteCase> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "id" => cases.push((value.into(), String::new(), Vec::new())),
            "epd" => cases.last_mut().expect("id first").1 = value.into(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth count");
                let case = cases.last_mut().expect("id first");
                case.2.push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

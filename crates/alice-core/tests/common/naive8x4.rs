//! A deliberately naive 8x4 Alice generator: two mailbox boards of four
//! files by eight ranks (`rank * 4 + file`), rays walked square by square,
//! every move tried on copies and checked as the rules word it. It shares
//! no code with the crate's generator (nor its square numbering).
#![allow(dead_code)]

use super::P;
use alice_core::{Board, Color, Position8x4, Role, Square};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Naive84 {
    pub boards: [[Option<P>; 32]; 2],
    pub white_to_move: bool,
}

/// (from, to, board played on 0/1, promotion), squares as `rank * 4 + file`.
pub type NMove84 = (usize, usize, usize, Option<Role>);

fn at(f: i32, r: i32) -> Option<usize> {
    ((0..4).contains(&f) && (0..8).contains(&r)).then(|| (r * 4 + f) as usize)
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

/// The crate's square of a naive square.
pub fn square(s: usize) -> Square {
    Square::from_coords((s % 4) as u8, (s / 4) as u8)
}

fn attacked(bd: &[Option<P>; 32], s: usize, by_white: bool) -> bool {
    let (f, r) = ((s % 4) as i32, (s / 4) as i32);
    let is = |t: Option<usize>, roles: &[Role]| {
        t.and_then(|t| bd[t])
            .is_some_and(|p| p.white == by_white && roles.contains(&p.role))
    };
    if KNIGHT
        .iter()
        .any(|&(df, dr)| is(at(f + df, r + dr), &[Role::Knight]))
        || KING
            .iter()
            .any(|&(df, dr)| is(at(f + df, r + dr), &[Role::King]))
    {
        return true;
    }
    let pr = if by_white { r - 1 } else { r + 1 };
    if is(at(f - 1, pr), &[Role::Pawn]) || is(at(f + 1, pr), &[Role::Pawn]) {
        return true;
    }
    for (dirs, roles) in [
        (ROOK, [Role::Rook, Role::Queen]),
        (BISHOP, [Role::Bishop, Role::Queen]),
    ] {
        for (df, dr) in dirs {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(t) = at(x, y) {
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

impl Naive84 {
    pub fn from_position(p: &Position8x4) -> Naive84 {
        let mut boards = [[None; 32]; 2];
        for (i, cell) in (0..32).map(|i| (i, square(i))) {
            if let Some((piece, b)) = p.piece_at(cell) {
                boards[b.index()][i] = Some(P {
                    white: piece.color == Color::White,
                    role: piece.role,
                });
            }
        }
        Naive84 {
            boards,
            white_to_move: p.turn() == Color::White,
        }
    }

    fn king_on(&self, b: usize, white: bool) -> Option<usize> {
        (0..32).find(|&s| {
            self.boards[b][s]
                == Some(P {
                    white,
                    role: Role::King,
                })
        })
    }

    fn in_check_on(&self, white: bool, b: usize) -> bool {
        self.king_on(b, white)
            .is_some_and(|s| attacked(&self.boards[b], s, !white))
    }

    fn in_check(&self, white: bool) -> bool {
        self.in_check_on(white, 0) || self.in_check_on(white, 1)
    }

    fn pseudo(&self) -> Vec<NMove84> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for b in 0..2 {
            let bd = &self.boards[b];
            for s in 0..32 {
                let Some(p) = bd[s] else { continue };
                if p.white != us {
                    continue;
                }
                let (f, r) = ((s % 4) as i32, (s / 4) as i32);
                let add = |t: usize, out: &mut Vec<NMove84>| {
                    if p.role == Role::Pawn && (t / 4 == 7 || t / 4 == 0) {
                        for pr in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                            out.push((s, t, b, Some(pr)));
                        }
                    } else {
                        out.push((s, t, b, None));
                    }
                };
                match p.role {
                    Role::Pawn => {
                        // One step only; captures diagonally forward.
                        let dir = if us { 1 } else { -1 };
                        if let Some(t) = at(f, r + dir) {
                            if bd[t].is_none() {
                                add(t, &mut out);
                            }
                        }
                        for df in [-1, 1] {
                            if let Some(t) = at(f + df, r + dir) {
                                if bd[t].is_some_and(|q| q.white != us) {
                                    add(t, &mut out);
                                }
                            }
                        }
                    }
                    Role::Knight | Role::King => {
                        let d = if p.role == Role::Knight { KNIGHT } else { KING };
                        for (df, dr) in d {
                            if let Some(t) = at(f + df, r + dr) {
                                if bd[t].is_none_or(|q| q.white != us) {
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
                            while let Some(t) = at(x, y) {
                                match bd[t] {
                                    None => add(t, &mut out),
                                    Some(q) => {
                                        if q.white != us {
                                            add(t, &mut out);
                                        }
                                        break;
                                    }
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

    /// Plays a move without checking it: the piece moves, captures on its
    /// board, and passes to the other.
    pub fn make(&self, m: NMove84) -> Naive84 {
        let (from, to, b, promo) = m;
        let mut n = self.clone();
        let p = n.boards[b][from].take().expect("piece");
        n.boards[b][to] = None;
        n.boards[1 - b][to] = Some(match promo {
            Some(role) => P {
                white: p.white,
                role,
            },
            None => p,
        });
        n.white_to_move = !n.white_to_move;
        n
    }

    /// Legal moves: vacant looking-glass square, no check on the board
    /// played on before the transfer, none on either board after it.
    pub fn legal(&self) -> Vec<NMove84> {
        let us = self.white_to_move;
        self.pseudo()
            .into_iter()
            .filter(|&(from, to, b, _)| {
                if self.boards[1 - b][to].is_some() {
                    return false;
                }
                let mut mid = self.clone();
                let p = mid.boards[b][from].take();
                mid.boards[b][to] = p;
                !mid.in_check_on(us, b)
            })
            .filter(|&m| !self.make(m).in_check(us))
            .collect()
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
}

/// The crate's move of a naive one.
pub fn to_move84(m: NMove84) -> alice_core::Move {
    alice_core::Move {
        from: square(m.0),
        to: square(m.1),
        board: if m.2 == 0 { Board::A } else { Board::B },
        promotion: m.3,
    }
}

/// The crate's legal moves as naive tuples, sorted.
pub fn fast_moves84(p: &Position8x4) -> Vec<NMove84> {
    let back = |s: Square| s.rank() as usize * 4 + s.file() as usize;
    let mut v: Vec<NMove84> = p
        .legal_moves()
        .iter()
        .map(|m| (back(m.from), back(m.to), m.board.index(), m.promotion))
        .collect();
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3.map(|r| r as u8)));
    v
}

pub fn sorted84(mut v: Vec<NMove84>) -> Vec<NMove84> {
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3.map(|r| r as u8)));
    v
}

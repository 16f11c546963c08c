//! A deliberately naive three-board generator: three mailbox boards, rays
//! walked square by square, every move tried on copies for each landing
//! board and checked as the rules word it. It shares no code with the
//! crate's generator.
#![allow(dead_code)]

use super::{attacked_on, placement_text, sq, BISHOP, KING, KNIGHT, P, ROOK};
use alice_core::three::{PositionThree, SetBoard, SetMove};
use alice_core::{Color, Role, Square};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NaiveThree {
    pub boards: [[Option<P>; 64]; 3],
    pub white_to_move: bool,
    /// K, Q, k, q
    pub castling: [bool; 4],
    /// Passed-over square on A and the board the double-stepped pawn
    /// landed on, after a double step on A.
    pub ep: Option<(usize, usize)>,
    pub en_passant_rule: bool,
}

/// (from, to, board played on, board landed on, promotion)
pub type NMoveThree = (usize, usize, usize, usize, Option<Role>);

impl NaiveThree {
    pub fn from_position(p: &PositionThree) -> NaiveThree {
        let mut boards = [[None; 64]; 3];
        for b in SetBoard::ALL {
            for s in Square::all() {
                if let Some(piece) = p.piece_on(b, s) {
                    boards[b.index()][s.index()] = Some(P {
                        white: piece.color == Color::White,
                        role: piece.role,
                    });
                }
            }
        }
        let c = p.castling();
        let them_white = p.turn() == Color::Black;
        // The double-stepped pawn stands beyond the passed-over square on
        // B or C.
        let ep = p.ep_square().map(|s| {
            let victim = if them_white {
                s.index() + 8
            } else {
                s.index() - 8
            };
            let vb = (1..3)
                .find(|&b| {
                    boards[b][victim]
                        == Some(P {
                            white: them_white,
                            role: Role::Pawn,
                        })
                })
                .expect("the double-stepped pawn");
            (s.index(), vb)
        });
        NaiveThree {
            boards,
            white_to_move: p.turn() == Color::White,
            castling: [
                c.has(Color::White, true),
                c.has(Color::White, false),
                c.has(Color::Black, true),
                c.has(Color::Black, false),
            ],
            ep,
            en_passant_rule: p.rules().en_passant,
        }
    }

    pub fn attacked(&self, b: usize, s: usize, by_white: bool) -> bool {
        attacked_on(&self.boards[b], s, by_white)
    }

    fn in_check(&self, white: bool) -> bool {
        (0..3).any(|b| self.in_check_on(white, b))
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

    /// Moves of each piece on its own board (landing not chosen yet).
    fn pseudo(&self) -> Vec<(usize, usize, usize, Option<Role>)> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for b in 0..3 {
            let bd = &self.boards[b];
            for s in 0..64 {
                let Some(p) = bd[s] else { continue };
                if p.white != us {
                    continue;
                }
                let (f, r) = ((s % 8) as i32, (s / 8) as i32);
                let mut add = |t: usize| {
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
                                add(t);
                                if r == start {
                                    if let Some(t2) = sq(f, r + 2 * dir) {
                                        if bd[t2].is_none() {
                                            add(t2);
                                        }
                                    }
                                }
                            }
                        }
                        for df in [-1, 1] {
                            if let Some(t) = sq(f + df, r + dir) {
                                let capture = bd[t].is_some_and(|q| q.white != us);
                                let ep = b == 0
                                    && self.en_passant_rule
                                    && self.ep.is_some_and(|(e, _)| e == t);
                                if capture || ep {
                                    add(t);
                                }
                            }
                        }
                    }
                    Role::Knight | Role::King => {
                        let d = if p.role == Role::Knight { KNIGHT } else { KING };
                        for (df, dr) in d {
                            if let Some(t) = sq(f + df, r + dr) {
                                if free_or_enemy(t) {
                                    add(t);
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
                                    add(t);
                                } else {
                                    if bd[t].is_some_and(|q| q.white != us) {
                                        add(t);
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

    /// Plays a move without checking it.
    pub fn make(&self, m: NMoveThree) -> NaiveThree {
        let (from, to, b, l, promo) = m;
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
            n.boards[l][rt] = rook;
        }
        if p.role == Role::Pawn && from % 8 != to % 8 && captured.is_none() {
            let (_, vb) = self.ep.expect("en passant");
            n.boards[vb][(from / 8) * 8 + to % 8] = None;
        }
        n.boards[l][to] = Some(match promo {
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
            n.ep = Some(((from + to) / 2, l));
        }
        n.white_to_move = !self.white_to_move;
        n
    }

    /// Legal moves, decided as the rules word them.
    pub fn legal(&self) -> Vec<NMoveThree> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for (from, to, b, promo) in self.pseudo() {
            for l in 0..3 {
                if l == b || self.boards[l][to].is_some() {
                    continue;
                }
                let mut mid = self.clone();
                let p = mid.boards[b][from].take();
                mid.boards[b][to] = p;
                if mid.in_check_on(us, b) {
                    continue;
                }
                let m = (from, to, b, l, promo);
                if self.make(m).in_check(us) {
                    continue;
                }
                out.push(m);
            }
        }
        let (rank, wi) = if us { (0usize, 0usize) } else { (7, 2) };
        let ksq = rank * 8 + 4;
        let king = Some(P {
            white: us,
            role: Role::King,
        });
        let rook = Some(P {
            white: us,
            role: Role::Rook,
        });
        for (i, king_side) in [(wi, true), (wi + 1, false)] {
            if !self.castling[i] || self.boards[0][ksq] != king {
                continue;
            }
            let rsq = if king_side { rank * 8 + 7 } else { rank * 8 };
            if self.boards[0][rsq] != rook {
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
            let (kt, rt) = if king_side {
                (ksq + 2, ksq + 1)
            } else {
                (ksq - 2, ksq - 1)
            };
            let path = if king_side {
                [ksq, ksq + 1, ksq + 2]
            } else {
                [ksq, ksq - 1, ksq - 2]
            };
            if path.iter().any(|&s| self.attacked(0, s, !us)) {
                continue;
            }
            for l in 1..3 {
                if self.boards[l][kt].is_some() || self.boards[l][rt].is_some() {
                    continue;
                }
                let m = (ksq, kt, 0, l, None);
                if !self.make(m).in_check(us) {
                    out.push(m);
                }
            }
        }
        out
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

    /// The three placements joined by `|`, as the crate writes them.
    pub fn placement(&self) -> String {
        placement_text(&self.boards)
    }
}

/// The crate's moves as naive tuples, sorted.
pub fn fast_moves_three(p: &PositionThree) -> Vec<NMoveThree> {
    sorted_three(
        p.legal_moves()
            .iter()
            .map(|m| {
                (
                    m.from.index(),
                    m.to.index(),
                    m.board.index(),
                    m.landing.index(),
                    m.promotion,
                )
            })
            .collect(),
    )
}

pub fn sorted_three(mut v: Vec<NMoveThree>) -> Vec<NMoveThree> {
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3, m.4.map(|r| r as u8)));
    v
}

pub fn to_move_three(m: NMoveThree) -> SetMove {
    SetMove {
        from: Square::new(m.0 as u8),
        to: Square::new(m.1 as u8),
        board: SetBoard::ALL[m.2],
        landing: SetBoard::ALL[m.3],
        promotion: m.4,
    }
}

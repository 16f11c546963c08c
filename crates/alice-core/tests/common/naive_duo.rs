//! A deliberately naive Duo chess generator: two mailbox boards, rays
//! walked square by square, every move (staying, transferring, zero) made
//! on a copy and kept when the mover's king is then not in check, as the
//! rules word it. It shares no code with the crate's generator.
#![allow(dead_code)]

use super::{attacked_on, placement_text, sq, BISHOP, KING, KNIGHT, P, ROOK};
use alice_core::three::{PositionDuo, SetBoard, SetMove};
use alice_core::{Color, Role, Square};

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NaiveDuo {
    pub boards: [[Option<P>; 64]; 2],
    pub white_to_move: bool,
    /// K, Q (White's, on A), k, q (Black's, on B).
    pub castling: [bool; 4],
}

/// (from, to, board played on, board landed on, promotion)
pub type NMoveDuo = (usize, usize, usize, usize, Option<Role>);

impl NaiveDuo {
    pub fn from_position(p: &PositionDuo) -> NaiveDuo {
        let mut boards = [[None; 64]; 2];
        for (b, board) in [SetBoard::A, SetBoard::B].into_iter().enumerate() {
            for s in Square::all() {
                if let Some(piece) = p.piece_on(board, s) {
                    boards[b][s.index()] = Some(P {
                        white: piece.color == Color::White,
                        role: piece.role,
                    });
                }
            }
        }
        let c = p.castling();
        NaiveDuo {
            boards,
            white_to_move: p.turn() == Color::White,
            castling: [
                c.has(Color::White, true),
                c.has(Color::White, false),
                c.has(Color::Black, true),
                c.has(Color::Black, false),
            ],
        }
    }

    fn king(&self, white: bool) -> Option<(usize, usize)> {
        (0..2).find_map(|b| {
            (0..64)
                .find(|&s| {
                    self.boards[b][s]
                        == Some(P {
                            white,
                            role: Role::King,
                        })
                })
                .map(|s| (b, s))
        })
    }

    /// Would `white`'s king standing on `s` of board `b` be in check?
    fn king_square_checked(&self, white: bool, b: usize, s: usize) -> bool {
        if attacked_on(&self.boards[b], s, !white) {
            return true;
        }
        // An enemy piece other than a pawn on the king's zero square.
        self.boards[1 - b][s].is_some_and(|p| p.white != white && p.role != Role::Pawn)
    }

    fn in_check(&self, white: bool) -> bool {
        self.king(white)
            .is_some_and(|(b, s)| self.king_square_checked(white, b, s))
    }

    fn pseudo(&self) -> Vec<NMoveDuo> {
        let us = self.white_to_move;
        let mut out = Vec::new();
        for b in 0..2 {
            let o = 1 - b;
            let bd = &self.boards[b];
            for s in 0..64 {
                let Some(p) = bd[s] else { continue };
                if p.white != us {
                    continue;
                }
                let (f, r) = ((s % 8) as i32, (s / 8) as i32);
                let mut targets = Vec::new();
                match p.role {
                    Role::Pawn => {
                        let dir = if us { 1 } else { -1 };
                        let start = if us { 1 } else { 6 };
                        if let Some(t) = sq(f, r + dir) {
                            if bd[t].is_none() {
                                targets.push(t);
                                if r == start {
                                    if let Some(t2) = sq(f, r + 2 * dir) {
                                        if bd[t2].is_none() {
                                            targets.push(t2);
                                        }
                                    }
                                }
                            }
                        }
                        for df in [-1, 1] {
                            if let Some(t) = sq(f + df, r + dir) {
                                if bd[t].is_some_and(|q| q.white != us) {
                                    targets.push(t);
                                }
                            }
                        }
                    }
                    Role::Knight | Role::King => {
                        let d = if p.role == Role::Knight { KNIGHT } else { KING };
                        for (df, dr) in d {
                            if let Some(t) = sq(f + df, r + dr) {
                                if bd[t].is_none_or(|q| q.white != us) {
                                    targets.push(t);
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
                                match bd[t] {
                                    None => targets.push(t),
                                    Some(q) => {
                                        if q.white != us {
                                            targets.push(t);
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
                for t in targets {
                    for landing in [b, o] {
                        if landing == o && self.boards[o][t].is_some() {
                            continue;
                        }
                        if p.role == Role::Pawn && (t / 8 == 7 || t / 8 == 0) {
                            for pr in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                out.push((s, t, b, landing, Some(pr)));
                            }
                        } else {
                            out.push((s, t, b, landing, None));
                        }
                    }
                }
                // The zero move: not a pawn, not onto one's own piece.
                if p.role != Role::Pawn && self.boards[o][s].is_none_or(|q| q.white != us) {
                    out.push((s, s, b, o, None));
                }
            }
        }
        out
    }

    /// Plays a move without checking it (castling is the king's two-step).
    pub fn make(&self, m: NMoveDuo) -> NaiveDuo {
        let (from, to, b, l, promo) = m;
        let mut n = self.clone();
        let p = n.boards[b][from].take().expect("piece");
        let zero = from == to;
        // A zero move takes on the board it lands on; others where played.
        let capture_board = if zero { l } else { b };
        let captured = n.boards[capture_board][to].take();
        if p.role == Role::King && (from % 8).abs_diff(to % 8) == 2 {
            let rank = from / 8;
            let (rf, rt) = if to % 8 == 6 {
                (rank * 8 + 7, rank * 8 + 5)
            } else {
                (rank * 8, rank * 8 + 3)
            };
            let rook = n.boards[b][rf].take();
            n.boards[b][rt] = rook;
        }
        n.boards[l][to] = Some(match promo {
            Some(role) => P {
                white: p.white,
                role,
            },
            None => p,
        });
        let wi = if p.white { 0 } else { 2 };
        if p.role == Role::King {
            n.castling[wi] = false;
            n.castling[wi + 1] = false;
        }
        // Rook homes: White's on A (h1, a1), Black's on B (h8, a8).
        for (i, home, board) in [(0, 7, 0), (1, 0, 0), (2, 63, 1), (3, 56, 1)] {
            if (b == board && from == home)
                || (captured.is_some() && capture_board == board && to == home)
            {
                n.castling[i] = false;
            }
        }
        n.white_to_move = !self.white_to_move;
        n
    }

    /// Legal moves, decided exactly as the rules word them.
    pub fn legal(&self) -> Vec<NMoveDuo> {
        let us = self.white_to_move;
        let mut out: Vec<NMoveDuo> = self
            .pseudo()
            .into_iter()
            .filter(|&m| !self.make(m).in_check(us))
            .collect();
        // Castling on the army's board: rights, empty squares between,
        // not in check now, nor on the squares crossed and reached (the
        // rook still at home).
        let (hb, rank, wi) = if us { (0, 0, 0) } else { (1, 7, 2) };
        let ksq = rank * 8 + 4;
        let king_here = self.boards[hb][ksq]
            == Some(P {
                white: us,
                role: Role::King,
            });
        for (i, king_side) in [(wi, true), (wi + 1, false)] {
            if !self.castling[i] || !king_here {
                continue;
            }
            let between: Vec<usize> = if king_side {
                vec![ksq + 1, ksq + 2]
            } else {
                vec![ksq - 1, ksq - 2, ksq - 3]
            };
            if between.iter().any(|&s| self.boards[hb][s].is_some()) {
                continue;
            }
            let path = if king_side {
                [ksq, ksq + 1, ksq + 2]
            } else {
                [ksq, ksq - 1, ksq - 2]
            };
            let checked = path.iter().any(|&s| {
                let mut t = self.clone();
                t.boards[hb][ksq] = None;
                t.boards[hb][s] = Some(P {
                    white: us,
                    role: Role::King,
                });
                t.king_square_checked(us, hb, s)
            });
            if checked {
                continue;
            }
            let m = (ksq, path[2], hb, hb, None);
            if !self.make(m).in_check(us) {
                out.push(m);
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

    /// Canonical placement text for comparison with the crate's.
    pub fn placement(&self) -> String {
        placement_text(&self.boards)
    }
}

/// The crate's move of a naive one.
pub fn to_move_duo(m: NMoveDuo) -> SetMove {
    let board = |b: usize| if b == 0 { SetBoard::A } else { SetBoard::B };
    SetMove {
        from: Square::new(m.0 as u8),
        to: Square::new(m.1 as u8),
        board: board(m.2),
        landing: board(m.3),
        promotion: m.4,
    }
}

/// The crate's legal moves as naive tuples, sorted.
pub fn fast_moves_duo(p: &PositionDuo) -> Vec<NMoveDuo> {
    sorted_duo(
        p.legal_moves()
            .into_iter()
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

pub fn sorted_duo(mut v: Vec<NMoveDuo>) -> Vec<NMoveDuo> {
    v.sort_by_key(|m| (m.0, m.1, m.2, m.3, m.4.map(|r| r as u8)));
    v
}

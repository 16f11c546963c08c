//! Legal move generation: pins and checks computed once per node, moves
//! yielded per piece without allocation, and perft.

use super::*;
use crate::attacks::{
    between, bishop_attacks, bishop_rays, king_attacks, knight_attacks, pawn_attacks,
    queen_attacks, rook_attacks, rook_rays,
};
use crate::bitboard::Bitboard;
use crate::moves::{Move, MoveList, PieceMoves};
use crate::types::{Board, Color, Role, Square};

/// Pins and the like for the side to move, computed once per node.
pub(super) struct Context {
    us: Color,
    ks: Square,
    kb: Board,
    checkers: Bitboard,
    /// Our pieces on the king's board that are the only piece between the
    /// king and an enemy slider: they may only capture that slider.
    pinned: Bitboard,
    pinners: [(Square, Square); 8],
    n_pins: usize,
    /// (ours, enemy) that are together the only two pieces between the king
    /// and an enemy slider: ours may not capture that enemy piece.
    pairs: [(Square, Square); 8],
    n_pairs: usize,
    pair_pieces: Bitboard,
    /// Enemy pieces on the king's board whose capture opens a line to the king.
    enemy_blockers: Bitboard,
}

impl<S: Shape> TwoBoards<S> {
    // ------------------------------------------------------------------
    // Move generation

    pub(super) fn context(&self) -> Context {
        let us = self.turn;
        let them = us.other();
        let (ks, kb) = self.king(us);
        let occ_kb = self.by_board[kb.index()];
        let ours = self.by_color[us.index()];
        let their_kb = self.by_color[them.index()] & occ_kb;
        let r = &self.by_role;
        let rq = (r[Role::Rook.index()] | r[Role::Queen.index()]) & their_kb;
        let bq = (r[Role::Bishop.index()] | r[Role::Queen.index()]) & their_kb;
        let mut ctx = Context {
            us,
            ks,
            kb,
            checkers: self.attackers(ks, them, occ_kb),
            pinned: Bitboard::EMPTY,
            pinners: [(ks, ks); 8],
            n_pins: 0,
            pairs: [(ks, ks); 8],
            n_pairs: 0,
            pair_pieces: Bitboard::EMPTY,
            enemy_blockers: Bitboard::EMPTY,
        };
        let snipers = (rook_rays(ks) & rq) | (bishop_rays(ks) & bq);
        for s in snipers {
            let b = between(ks, s) & occ_kb;
            if b.is_empty() {
                continue;
            }
            if !b.more_than_one() {
                if (b & ours).nonempty() {
                    ctx.pinned |= b;
                    ctx.pinners[ctx.n_pins] = (b.first().unwrap_or(ks), s);
                    ctx.n_pins += 1;
                } else {
                    ctx.enemy_blockers |= b;
                }
            } else if b.count() == 2 {
                let o = b & ours;
                if o.count() == 1 {
                    let (Some(p), Some(e)) = (o.first(), (b & !ours).first()) else {
                        continue;
                    };
                    ctx.pairs[ctx.n_pairs] = (p, e);
                    ctx.n_pairs += 1;
                    ctx.pair_pieces |= o;
                }
            }
        }
        ctx
    }

    /// Narrows the targets of a piece on the king's board that is pinned or
    /// in a pair.
    #[inline]
    pub(super) fn restrict(ctx: &Context, from: Square, mut to: Bitboard) -> Bitboard {
        if ctx.pinned.contains(from) {
            let mut allowed = Bitboard::EMPTY;
            for &(p, s) in &ctx.pinners[..ctx.n_pins] {
                if p == from {
                    allowed |= Bitboard::from_square(s);
                }
            }
            to &= allowed;
        }
        if ctx.pair_pieces.contains(from) {
            for &(p, e) in &ctx.pairs[..ctx.n_pairs] {
                if p == from {
                    to = to.without(e);
                }
            }
        }
        to
    }

    /// Calls `f` with each legal move, one at a time; stops early when
    /// `f` returns `true` and then returns `true`.
    #[inline]
    pub fn for_each_move(&self, mut f: impl FnMut(Move) -> bool) -> bool {
        let mut stop = false;
        self.for_each_legal(|pm| {
            pm.for_each(|m| {
                if !stop {
                    stop = f(m);
                }
            });
            stop
        })
    }

    /// Calls `f` with the legal moves of each piece; stops early when `f`
    /// returns `true` and then returns `true`.
    pub fn for_each_legal(&self, mut f: impl FnMut(PieceMoves) -> bool) -> bool {
        let ctx = self.context();
        let us = ctx.us;
        let them = us.other();
        let kb = ctx.kb;
        let ob = kb.other();
        let occ_kb = self.by_board[kb.index()];
        let occ_ob = self.by_board[ob.index()];
        let ours = self.by_color[us.index()];
        let theirs = self.by_color[them.index()];

        // King moves: safe on its own board (king removed) and on the other.
        {
            let occ_no_king = occ_kb.without(ctx.ks);
            let mut to = Bitboard::EMPTY;
            for t in king_attacks(ctx.ks) & !ours & !occ_ob & S::SQUARES {
                if self.attackers(t, them, occ_no_king).is_empty()
                    && self.attackers(t, them, occ_ob).is_empty()
                {
                    to |= Bitboard::from_square(t);
                }
            }
            if to.nonempty()
                && f(PieceMoves {
                    role: Role::King,
                    from: ctx.ks,
                    board: kb,
                    to,
                })
            {
                return true;
            }
        }

        let (mask_kb, mask_ob) = match ctx.checkers.count() {
            0 => (Bitboard::FULL, Bitboard::FULL),
            1 => {
                let c = ctx.checkers.first().unwrap_or(ctx.ks);
                (ctx.checkers, between(ctx.ks, c))
            }
            _ => return false,
        };
        // Pieces on the king's board leave it: they may not open a line to
        // the king, and must land on a vacant square of the other board.
        let target_kb = !occ_ob & !ours & !ctx.enemy_blockers & mask_kb & S::SQUARES;
        // Pieces on the other board land on the king's board.
        let target_ob = !occ_kb & !ours & mask_ob & S::SQUARES;
        let special = ctx.pinned | ctx.pair_pieces;

        for (board, occ, tmask, is_kb) in [
            (kb, occ_kb, target_kb, true),
            (ob, occ_ob, target_ob, false),
        ] {
            if tmask.is_empty() {
                continue;
            }
            let mine = ours & occ;
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in self.by_role[role.index()] & mine {
                    let att = match role {
                        Role::Knight => knight_attacks(from),
                        Role::Bishop => bishop_attacks(from, occ),
                        Role::Rook => rook_attacks(from, occ),
                        _ => queen_attacks(from, occ),
                    };
                    let mut to = att & tmask;
                    if is_kb && special.contains(from) {
                        to = Self::restrict(&ctx, from, to);
                    }
                    if to.nonempty()
                        && f(PieceMoves {
                            role,
                            from,
                            board,
                            to,
                        })
                    {
                        return true;
                    }
                }
            }
            let (up, start_rank): (i8, u8) = if us == Color::White { (8, 1) } else { (-8, 6) };
            let empty = !occ;
            for from in self.by_role[Role::Pawn.index()] & mine {
                let mut to = pawn_attacks(us, from) & theirs & occ;
                let one = Square::new((from.index() as i8 + up) as u8);
                if empty.contains(one) {
                    to |= Bitboard::from_square(one);
                    if S::DOUBLE_STEP && from.rank() == start_rank {
                        let two = Square::new((one.index() as i8 + up) as u8);
                        if empty.contains(two) {
                            to |= Bitboard::from_square(two);
                        }
                    }
                }
                to &= tmask;
                if is_kb && special.contains(from) {
                    to = Self::restrict(&ctx, from, to);
                }
                if to.nonempty()
                    && f(PieceMoves {
                        role: Role::Pawn,
                        from,
                        board,
                        to,
                    })
                {
                    return true;
                }
            }
        }

        if let Some(ep) = self.ep_square.filter(|_| S::DOUBLE_STEP) {
            for from in pawn_attacks(them, ep) & self.pieces(us, Role::Pawn, Board::A) {
                if self.ep_capture_legal(from, ep)
                    && f(PieceMoves {
                        role: Role::Pawn,
                        from,
                        board: Board::A,
                        to: Bitboard::from_square(ep),
                    })
                {
                    return true;
                }
            }
        }

        if S::CASTLING && ctx.checkers.is_empty() && kb == Board::A && self.castling.0 != 0 {
            for king_side in [true, false] {
                if self.castling_legal(king_side).is_ok() {
                    let (kt, _) = castle_targets(us, king_side);
                    if f(PieceMoves {
                        role: Role::King,
                        from: ctx.ks,
                        board: Board::A,
                        to: Bitboard::from_square(kt),
                    }) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.for_each_legal(|pm| {
            pm.for_each(|m| list.push(m));
            false
        });
        list
    }

    /// Number of legal moves, without listing them.
    pub fn count_legal(&self) -> usize {
        let mut n = 0;
        self.for_each_legal(|pm| {
            n += pm.len();
            false
        });
        n
    }

    pub fn has_legal_moves(&self) -> bool {
        self.for_each_legal(|pm| !pm.is_empty())
    }

    /// Decodes a coordinate move (`e2e4`, `e7e8q`) for this position: the
    /// board is where the piece stands. Legality is not checked.
    pub fn move_from_uci(&self, text: &str) -> Option<Move> {
        let b = text.as_bytes();
        if !(4..=5).contains(&b.len()) || !text.is_ascii() {
            return None;
        }
        let from = Square::parse(&text[0..2])?;
        let to = Square::parse(&text[2..4])?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => {
                Some(Role::from_char(c as char).filter(|r| !matches!(r, Role::Pawn | Role::King))?)
            }
        };
        Some(Move {
            from,
            to,
            board: self.board_of(from)?,
            promotion,
        })
    }

    /// Perft: leaves at `depth`, counted in bulk at the last level.
    pub fn perft(&self, depth: u32) -> u64 {
        crate::state::perft(self, depth)
    }
}

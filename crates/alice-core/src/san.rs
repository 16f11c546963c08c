//! Standard algebraic notation with the Alice `/A` suffix: writing, and
//! forgiving reading of SAN and coordinate moves.

use crate::illegal::Illegal;
use crate::moves::Move;
use crate::position::TwoBoards;
use crate::refusal::{Unplayable, Unreadable};
use crate::shape::Shape;
use crate::types::{Board, Role, Square};
use std::fmt;

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not a move in any accepted notation.
    Parse { input: String, reason: Unreadable },
    /// It reads, but no legal move here fits; says why.
    Illegal { input: String, reason: Unplayable },
    /// More than one legal move fits; lists them in canonical SAN.
    Ambiguous {
        input: String,
        candidates: Vec<String>,
    },
}

impl SanError {
    /// The text the player typed.
    pub fn input(&self) -> &str {
        match self {
            SanError::Parse { input, .. }
            | SanError::Illegal { input, .. }
            | SanError::Ambiguous { input, .. } => input,
        }
    }
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Parse { input, reason } => {
                write!(f, "cannot read `{input}` as a move: {reason}")
            }
            SanError::Illegal { input, reason } => write!(f, "{input}: {reason}"),
            SanError::Ambiguous { input, candidates } => {
                write!(f, "{input} is ambiguous here: it could be ")?;
                for (i, c) in candidates.iter().enumerate() {
                    if i > 0 {
                        write!(
                            f,
                            "{}",
                            if i + 1 == candidates.len() {
                                " or "
                            } else {
                                ", "
                            }
                        )?;
                    }
                    write!(f, "{c}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for SanError {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pattern {
    Castle {
        king_side: bool,
    },
    Coord {
        from: Square,
        to: Square,
        promo: Option<Role>,
    },
    San {
        role: Role,
        file: Option<u8>,
        rank: Option<u8>,
        to: Square,
        promo: Option<Role>,
    },
}

/// The trimmed text, refused when empty or not ASCII.
pub(crate) fn checked_text(input: &str) -> Result<String, Unreadable> {
    let s: String = input.trim().to_string();
    if s.is_empty() {
        return Err(Unreadable::Empty);
    }
    if !s.is_ascii() {
        return Err(Unreadable::Foreign);
    }
    Ok(s)
}

/// The most of a typed text that a refusal quotes.
const QUOTED: usize = 24;

/// A typed text as a refusal quotes it: trimmed, and cut after
/// [`QUOTED`] characters (with `…`), so that no refusal grows with what
/// was typed.
pub(crate) fn quoted(input: &str) -> String {
    let t = input.trim();
    match t.char_indices().nth(QUOTED) {
        Some((i, _)) => format!("{}…", &t[..i]),
        None => t.to_string(),
    }
}

/// Removes check, mate and annotation marks and `e.p.` from the end.
pub(crate) fn strip_marks(s: &mut String) {
    loop {
        let t = s.trim_end();
        if let Some(r) = t.strip_suffix("e.p.").or_else(|| t.strip_suffix("ep")) {
            *s = r.trim_end().to_string();
            continue;
        }
        match t.chars().last() {
            Some('+' | '#' | '!' | '?') => *s = t[..t.len() - 1].to_string(),
            _ => {
                *s = t.to_string();
                break;
            }
        }
    }
}

/// The patterns a text may mean (two only for a leading lower-case `b`),
/// and the board the move lands on, when written.
pub(crate) fn parse_text(input: &str) -> Result<(Vec<Pattern>, Option<Board>), Unreadable> {
    let mut s = checked_text(input)?;
    strip_marks(&mut s);
    let mut landing = None;
    for (suffix, board) in [
        ("/A", Board::A),
        ("/a", Board::A),
        ("/B", Board::B),
        ("/b", Board::B),
    ] {
        if let Some(r) = s.strip_suffix(suffix) {
            landing = Some(board);
            s = r.to_string();
            strip_marks(&mut s);
            break;
        }
    }
    if landing.is_none() {
        // `/C`: a board letter this game does not have.
        if let Some((_, b)) = s.rsplit_once('/') {
            if let [c] = b.trim().as_bytes() {
                if c.is_ascii_alphabetic() {
                    return Err(Unreadable::NoSuchBoard {
                        board: c.to_ascii_uppercase() as char,
                    });
                }
            }
        }
    }
    if s.is_empty() {
        return Err(Unreadable::OnlyAnnotations);
    }
    let castle = s.replace('0', "O").to_ascii_uppercase();
    match castle.as_str() {
        "O-O" | "OO" => return Ok((vec![Pattern::Castle { king_side: true }], landing)),
        "O-O-O" | "OOO" => return Ok((vec![Pattern::Castle { king_side: false }], landing)),
        _ => {}
    }
    let mut chars: Vec<char> = s
        .chars()
        .filter(|c| !matches!(c, 'x' | 'X' | ':' | '-' | '=' | ' '))
        .collect();
    if chars.len() < 2 {
        return Err(Unreadable::NoSquare);
    }
    // After the first character, square letters may be written upper case.
    for c in chars.iter_mut().skip(1) {
        if matches!(c, 'A' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H') {
            *c = c.to_ascii_lowercase();
        }
    }
    if matches!(chars[0], 'A' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H') {
        chars[0] = chars[0].to_ascii_lowercase();
    }
    // Promotion piece at the end, after a rank digit: e8Q, e8=q, (Q).
    let mut promo = None;
    let n = chars.len();
    if n >= 3 && chars[n - 2].is_ascii_digit() {
        if let Some(r) = Role::from_char(chars[n - 1]) {
            promo = Some(r);
            chars.pop();
        }
    }
    let n = chars.len();
    let end: String = chars[n - 2..].iter().collect();
    let to = Square::parse(&end).ok_or_else(|| {
        if chars[n - 2].is_ascii_lowercase() && chars[n - 1].is_ascii_digit() {
            Unreadable::NotASquare { text: end.clone() }
        } else {
            Unreadable::NoEndSquare
        }
    })?;
    let prefix = &chars[..n - 2];
    let mut patterns = Vec::new();
    let mut last_err = Unreadable::NoEndSquare;
    let mut interpretations: Vec<(Role, &[char])> = Vec::new();
    match prefix.first() {
        Some('K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'k' | 'q' | 'r' | 'n') => {
            let role = Role::from_char(prefix[0]).unwrap_or(Role::Pawn);
            interpretations.push((role, &prefix[1..]));
        }
        // A lower-case b is a bishop or the b-file; a whole square such as
        // b8 starts a coordinate move.
        Some('b') if !(prefix.len() == 2 && prefix[1].is_ascii_digit()) => {
            interpretations.push((Role::Pawn, prefix));
            interpretations.push((Role::Bishop, &prefix[1..]));
        }
        _ => interpretations.push((Role::Pawn, prefix)),
    }
    for (role, rest) in interpretations {
        let mut file = None;
        let mut rank = None;
        let mut ok = true;
        for (i, &c) in rest.iter().enumerate() {
            match c {
                'a'..='h' if i == 0 => file = Some(c as u8 - b'a'),
                '1'..='8' if rank.is_none() && i + 1 == rest.len() => rank = Some(c as u8 - b'1'),
                _ => {
                    ok = false;
                    last_err = Unreadable::Unexpected {
                        text: c.to_string(),
                    };
                    break;
                }
            }
        }
        if !ok {
            continue;
        }
        patterns.push(match (role, file, rank) {
            (Role::Pawn, Some(f), Some(r)) if prefix.first() != Some(&'P') => Pattern::Coord {
                from: Square::from_coords(f, r),
                to,
                promo,
            },
            _ => Pattern::San {
                role,
                file,
                rank,
                to,
                promo,
            },
        });
    }
    if patterns.is_empty() {
        return Err(last_err);
    }
    Ok((patterns, landing))
}

impl Pattern {
    /// Whether a move is one this pattern names: the piece's role, whether
    /// the move castles, its squares and promotion.
    pub(crate) fn names(
        &self,
        role: Option<Role>,
        castle: bool,
        (from, to, promotion): (Square, Square, Option<Role>),
    ) -> bool {
        match *self {
            Pattern::Castle { king_side } => castle && (to.file() == 6) == king_side,
            Pattern::Coord {
                from: f,
                to: t,
                promo,
            } => from == f && to == t && promotion == promo,
            Pattern::San {
                role: r,
                file,
                rank,
                to: t,
                promo,
            } => {
                role == Some(r)
                    && !castle
                    && to == t
                    && promotion == promo
                    && file.is_none_or(|f| from.file() == f)
                    && rank.is_none_or(|rk| from.rank() == rk)
            }
        }
    }
}

impl Pattern {
    /// Whether a piece on `from` may be the one a SAN pattern names (its
    /// file and rank, where written).
    pub(crate) fn may_start_on(&self, from: Square) -> bool {
        match *self {
            Pattern::San { file, rank, .. } => {
                file.is_none_or(|f| from.file() == f) && rank.is_none_or(|r| from.rank() == r)
            }
            _ => true,
        }
    }
}

/// What the notation of every game of the family asks of a position.
pub(crate) trait Notated: Copy {
    type Move: Copy;
    type Board: Copy + PartialEq;
    /// A move's squares, promotion and the board it is played on.
    fn parts(m: Self::Move) -> (Square, Square, Option<Role>, Self::Board);
    fn role_of(&self, m: Self::Move) -> Option<Role>;
    fn captures(&self, m: Self::Move) -> bool;
    /// Each legal move to `f` (see the positions' `for_each_legal`).
    fn each_legal(&self, f: impl FnMut(Self::Move) -> bool) -> bool;
    fn checked(&self) -> bool;
    fn any_legal(&self) -> bool;
    fn played(&self, m: Self::Move) -> Self;
}

/// [`Notated`] for a position type whose inherent methods have the usual
/// names (`moving_role`, `is_capture`, `legal_moves`, …).
macro_rules! notated {
    ($pos:ident<$p:ident: $bound:ident>, $mv:ty, $board:ty, $suffix:literal) => {
        impl<$p: $bound> $pos<$p> {
            #[doc = concat!("Canonical SAN of a legal move, with ", $suffix, ", `+` and `#`.")]
            pub fn san(&self, m: $mv) -> String {
                $crate::san::marked(self, m, self.san_without_check(m))
            }
        }

        impl<$p: $bound> $crate::san::Notated for $pos<$p> {
            type Move = $mv;
            type Board = $board;
            fn parts(m: $mv) -> (Square, Square, Option<Role>, $board) {
                (m.from, m.to, m.promotion, m.board)
            }
            fn role_of(&self, m: $mv) -> Option<Role> {
                self.moving_role(m)
            }
            fn captures(&self, m: $mv) -> bool {
                self.is_capture(m)
            }
            fn each_legal(&self, mut f: impl FnMut($mv) -> bool) -> bool {
                self.legal_moves().iter().any(|&m| f(m))
            }
            fn checked(&self) -> bool {
                self.is_check()
            }
            fn any_legal(&self) -> bool {
                self.has_legal_moves()
            }
            fn played(&self, m: $mv) -> Self {
                let mut after = *self;
                after.play_unchecked(m);
                after
            }
        }
    };
}
pub(crate) use notated;

/// `san` with the check (`+`) or mate (`#`) mark the move earns.
pub(crate) fn marked<P: Notated>(pos: &P, m: P::Move, mut san: String) -> String {
    let after = pos.played(m);
    if after.checked() {
        san.push(if after.any_legal() { '+' } else { '#' });
    }
    san
}

/// A pawn's or a piece's move in SAN, without boards or marks: a pawn's
/// file and `x` when it takes, `=Q`; a piece's letter, then as much of its
/// square as tells it from another of its kind on the same board that
/// reaches the same square.
pub(crate) fn write_move<P: Notated>(pos: &P, m: P::Move, role: Role, s: &mut String) {
    let (from, to, promotion, board) = P::parts(m);
    if role == Role::Pawn {
        if pos.captures(m) {
            s.push(from.file_char());
            s.push('x');
        }
        s.push_str(&to.to_string());
        if let Some(p) = promotion {
            s.push('=');
            s.push(p.upper_char());
        }
        return;
    }
    s.push(role.upper_char());
    let (mut others, mut same_file, mut same_rank) = (false, false, false);
    pos.each_legal(|o| {
        let (of, ot, _, ob) = P::parts(o);
        if of != from && ot == to && ob == board && pos.role_of(o) == Some(role) {
            others = true;
            same_file |= of.file() == from.file();
            same_rank |= of.rank() == from.rank();
        }
        false
    });
    if others {
        if !same_file {
            s.push(from.file_char());
        } else if !same_rank {
            s.push(from.rank_char());
        } else {
            s.push_str(&from.to_string());
        }
    }
    if pos.captures(m) {
        s.push('x');
    }
    s.push_str(&to.to_string());
}

/// The one legal move a text names; else why none, or which ones (in SAN
/// without marks: the bot shows these to players, and a move not played
/// gets no check or mate mark, for fair play).
pub(crate) fn decided<M: Copy>(
    input: String,
    found: &[M],
    explain: impl FnOnce() -> Unplayable,
    san: impl Fn(M) -> String,
) -> Result<M, SanError> {
    match found {
        [m] => Ok(*m),
        [] => Err(SanError::Illegal {
            input,
            reason: explain(),
        }),
        _ => Err(SanError::Ambiguous {
            input,
            candidates: found.iter().map(|&m| san(m)).collect(),
        }),
    }
}

/// The deepest reason found among the moves a text may have meant.
pub(crate) struct Deepest<B>(pub(crate) Option<(u8, Illegal<B>)>);

impl<B> Deepest<B> {
    pub(crate) fn consider(&mut self, checked: Result<(), Illegal<B>>) {
        if let Err(r) = checked {
            let d = r.depth();
            if self.0.as_ref().is_none_or(|(bd, _)| d > *bd) {
                self.0 = Some((d, r));
            }
        }
    }
}

fn matches<S: Shape>(pos: &TwoBoards<S>, p: &Pattern, m: Move) -> bool {
    let role = pos.moving_role(m);
    let castle = role == Some(Role::King) && m.from.file().abs_diff(m.to.file()) == 2;
    p.names(role, castle, (m.from, m.to, m.promotion))
}

notated!(TwoBoards<S: Shape>, Move, Board, "`/A`");

impl<S: Shape> TwoBoards<S> {
    /// SAN without the check or mate mark.
    pub fn san_without_check(&self, m: Move) -> String {
        let role = self.moving_role(m).unwrap_or(Role::Pawn);
        let mut s = String::new();
        if role == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
            s.push_str(if m.to.file() == 6 { "O-O" } else { "O-O-O" });
        } else {
            write_move(self, m, role, &mut s);
        }
        if m.landing_board() == Board::A {
            s.push_str("/A");
        }
        s
    }

    /// Reads a move in SAN (forgiving, as docs/rules.md says) or coordinates.
    pub fn parse_move(&self, input: &str) -> Result<Move, SanError> {
        let shown = quoted(input);
        let (patterns, landing) = parse_text(input).map_err(|reason| SanError::Parse {
            input: shown.clone(),
            reason,
        })?;
        let legal = self.legal_moves();
        // Interpretations in order of preference (a lower-case b is a pawn's
        // file first, a bishop only when no pawn move fits).
        let fits = |board_ok: &dyn Fn(Move) -> bool| -> Vec<Move> {
            patterns
                .iter()
                .map(|p| {
                    legal
                        .iter()
                        .copied()
                        .filter(|&m| board_ok(m) && matches(self, p, m))
                        .collect::<Vec<Move>>()
                })
                .find(|v| !v.is_empty())
                .unwrap_or_default()
        };
        let found = match landing {
            Some(l) => fits(&|m: Move| m.landing_board() == l),
            None => {
                let on_a = fits(&|m: Move| m.board == Board::A);
                if on_a.is_empty() {
                    fits(&|m: Move| m.board == Board::B)
                } else {
                    on_a
                }
            }
        };
        decided(
            shown,
            &found,
            || self.explain(&patterns, landing, legal.is_empty()),
            |m| self.san_without_check(m),
        )
    }

    /// Says why no legal move fits the patterns.
    fn explain(&self, patterns: &[Pattern], landing: Option<Board>, no_moves: bool) -> Unplayable {
        if no_moves {
            return Unplayable::GameOver {
                checkmate: self.is_check(),
            };
        }
        for p in patterns {
            let squares = match *p {
                Pattern::Coord { from, to, .. } => [Some(from), Some(to)],
                Pattern::San { to, .. } => [None, Some(to)],
                Pattern::Castle { .. } => [None, None],
            };
            if let Some(square) = squares
                .into_iter()
                .flatten()
                .find(|&sq| !S::SQUARES.contains(sq))
            {
                return Unplayable::Illegal(Illegal::OffBoard {
                    square,
                    files: S::FILES,
                });
            }
        }
        let us = self.turn();
        let boards: Vec<Board> = match landing {
            Some(l) => vec![l.other()],
            None => vec![Board::A, Board::B],
        };
        let mut best = Deepest(None);
        let mut candidates = 0usize;
        let mut consider = |m: Move, best: &mut Deepest<Board>| {
            candidates += 1;
            best.consider(self.check_move(m));
        };
        let mut described_role = None;
        for p in patterns {
            match *p {
                Pattern::Castle { .. } if !S::CASTLING => {
                    return Unplayable::NoCastling { variant: S::NAME };
                }
                Pattern::Castle { king_side } => {
                    let (ks, _) = self.king(us);
                    let to = crate::castling::castle_targets(us, king_side).0;
                    if landing == Some(Board::A) {
                        return Unplayable::CastlingLands {
                            played: 'A',
                            landing: 'B',
                            or: None,
                        };
                    }
                    let home = crate::castling::king_home(us);
                    if ks != home || self.board_of(ks) != Some(Board::A) {
                        return Unplayable::KingLeftHome { board: 'A' };
                    }
                    consider(
                        Move {
                            from: ks,
                            to,
                            board: Board::A,
                            promotion: None,
                        },
                        &mut best,
                    );
                }
                Pattern::Coord { from, to, promo } => {
                    let board = self.board_of(from).unwrap_or(Board::A);
                    if let (Some(l), Some(_)) = (landing, self.board_of(from)) {
                        if board.other() != l {
                            return Unplayable::LandsElsewhere {
                                from,
                                stands_on: board.letter(),
                                lands_on: board.other().letter(),
                                named: l.letter(),
                            };
                        }
                    }
                    consider(
                        Move {
                            from,
                            to,
                            board,
                            promotion: promo,
                        },
                        &mut best,
                    );
                }
                Pattern::San {
                    role, to, promo, ..
                } => {
                    described_role = Some(role);
                    for &board in &boards {
                        let froms = self.pieces(us, role, board).into_iter();
                        for from in froms.filter(|&f| p.may_start_on(f)) {
                            let promotion = promo;
                            consider(
                                Move {
                                    from,
                                    to,
                                    board,
                                    promotion,
                                },
                                &mut best,
                            );
                        }
                    }
                }
            }
        }
        match best.0 {
            Some((d, r)) if d >= 2 || described_role.is_none() || candidates == 1 => {
                Unplayable::Illegal(r.lettered())
            }
            _ => {
                let role = described_role.unwrap_or(Role::Pawn);
                let to = patterns.iter().find_map(|p| match p {
                    Pattern::San { to, .. } => Some(*to),
                    _ => None,
                });
                match to {
                    Some(to) => Unplayable::NoneCanMove {
                        role,
                        board: landing.map(|l| l.other().letter()),
                        boards: 2,
                        to,
                    },
                    None => Unplayable::NoMoveFits,
                }
            }
        }
    }
}

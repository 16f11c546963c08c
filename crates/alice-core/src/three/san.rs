//! Three-board notation: SAN with the `/XY` suffix (played on X, lands on
//! Y), and forgiving reading of SAN and of coordinates with boards
//! (`Ae2e4C`, `e2e4/C`).

use super::duo::{home_board as duo_home, other as duo_other};
use super::{BoardRule, BoardSet, SetBoard, SetMove};
use crate::castling::{castle_targets, king_home};
use crate::refusal::{Lettered, Unplayable, Unreadable};
use crate::san::{
    checked_text, decided, notated, parse_text, strip_marks, write_move, Deepest, Pattern, SanError,
};
use crate::types::Color;
use crate::types::{Role, Square};

/// One reading of a move text: what it names, and the boards written.
#[derive(Clone, Copy, Debug)]
struct Reading {
    pattern: Pattern,
    /// A zero move (Duo chess): it lands on the other board.
    zero: bool,
    played: Option<SetBoard>,
    landing: Option<SetBoard>,
}

/// Both names of one board, when both are written: they must agree.
fn agree(
    a: Option<SetBoard>,
    b: Option<SetBoard>,
    landing: bool,
) -> Result<Option<SetBoard>, Unreadable> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => Err(Unreadable::TwoBoards {
            landing,
            first: x.letter(),
            second: y.letter(),
        }),
        _ => Ok(a.or(b)),
    }
}

fn square_at(c: &[char], i: usize) -> Option<Square> {
    let s: String = c.get(i..i + 2)?.iter().collect();
    if !c[i].is_ascii_lowercase() && !c[i].is_ascii_uppercase() {
        return None;
    }
    Square::parse(&s)
}

/// Coordinate readings: `[board]from to [promotion][board]`.
fn coordinate_readings(
    s: &str,
    played: Option<SetBoard>,
    landing: Option<SetBoard>,
) -> Result<Vec<Reading>, Unreadable> {
    let c: Vec<char> = s
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | 'X' | ':' | ' ' | '='))
        .collect();
    let lead = (c.len() >= 5 && square_at(&c, 1).is_some() && square_at(&c, 3).is_some())
        .then(|| SetBoard::from_char(c[0]))
        .flatten();
    let rest = if lead.is_some() { &c[1..] } else { &c[..] };
    let (Some(from), Some(to)) = (square_at(rest, 0), square_at(rest, 2)) else {
        return Ok(Vec::new());
    };
    if rest.len() < 4 || !rest[1].is_ascii_digit() || !rest[3].is_ascii_digit() {
        return Ok(Vec::new());
    }
    let played = agree(lead, played, false)?;
    let tail = &rest[4..];
    // (promotion, landing board) for each way of reading the tail.
    let mut tails: Vec<(Option<Role>, Option<SetBoard>)> = Vec::new();
    let promo = |ch: char| Role::from_char(ch).filter(|r| !matches!(r, Role::Pawn | Role::King));
    match tail {
        [] => tails.push((None, None)),
        [x] => {
            if let Some(p) = promo(*x) {
                tails.push((Some(p), None));
            }
            if let Some(b) = SetBoard::from_char(*x) {
                tails.push((None, Some(b)));
            }
        }
        [x, y] => {
            if let (Some(p), Some(b)) = (promo(*x), SetBoard::from_char(*y)) {
                tails.push((Some(p), Some(b)));
            }
        }
        _ => {}
    }
    if tails.is_empty() {
        return Err(Unreadable::CoordinateTail {
            tail: tail.iter().collect(),
            from,
            to,
        });
    }
    let mut out = Vec::new();
    for (promo, l) in tails {
        out.push(Reading {
            pattern: Pattern::Coord { from, to, promo },
            zero: false,
            played,
            landing: agree(l, landing, true)?,
        });
    }
    Ok(out)
}

/// A zero move's reading (Duo chess): `[piece]@[x]square`, such as
/// `N@f3` or `Q@xd4`; None when the text has no `@`.
fn zero_reading(
    s: &str,
    played: Option<SetBoard>,
    landing: Option<SetBoard>,
) -> Option<Result<Reading, Unreadable>> {
    let (head, tail) = s.split_once('@')?;
    let square: String = tail
        .chars()
        .filter(|c| !matches!(c, 'x' | 'X' | ':' | ' '))
        .collect();
    let Some(sq) = Square::parse(&square.to_ascii_lowercase()) else {
        return Some(Err(Unreadable::ZeroMove {
            text: s.to_string(),
        }));
    };
    let head = head.trim();
    let pattern = match head.chars().collect::<Vec<char>>().as_slice() {
        [] => Pattern::Coord {
            from: sq,
            to: sq,
            promo: None,
        },
        [c] => match Role::from_char(c.to_ascii_uppercase()) {
            Some(role) => Pattern::San {
                role,
                file: Some(sq.file()),
                rank: Some(sq.rank()),
                to: sq,
                promo: None,
            },
            None => {
                return Some(Err(Unreadable::NotAPiece {
                    text: c.to_string(),
                }))
            }
        },
        _ => {
            return Some(Err(Unreadable::NotAPiece {
                text: head.to_string(),
            }))
        }
    };
    Some(Ok(Reading {
        pattern,
        zero: true,
        played,
        landing,
    }))
}

/// The readings of a text, in order of preference.
fn readings<R: BoardRule>(input: &str) -> Result<Vec<Reading>, Unreadable> {
    let mut s = checked_text(input)?;
    strip_marks(&mut s);
    let (mut played, mut landing) = (None, None);
    if let Some(i) = s.rfind('/') {
        let suffix: Vec<char> = s[i + 1..].trim().chars().collect();
        let boards: Option<Vec<SetBoard>> =
            suffix.iter().map(|&c| SetBoard::from_char(c)).collect();
        match boards.as_deref() {
            Some([l]) => landing = Some(*l),
            Some([p, l]) if p == l && !R::DUO => {
                return Err(Unreadable::SameBoards { board: p.letter() })
            }
            Some([p, l]) => {
                played = Some(*p);
                landing = Some(*l);
            }
            _ => {
                return Err(Unreadable::Boards {
                    text: suffix.iter().collect(),
                })
            }
        }
        s.truncate(i);
        strip_marks(&mut s);
    }
    if s.is_empty() {
        return Err(Unreadable::OnlyBoards);
    }
    if R::DUO {
        if let Some(zero) = zero_reading(&s, played, landing) {
            return zero.map(|r| vec![r]);
        }
    }
    let mut out = Vec::new();
    let coords = coordinate_readings(&s, played, landing);
    // `Bb2c3` reads as a bishop's move first, then as coordinates on B.
    let bishop_first = s.starts_with('B');
    if !bishop_first {
        out.extend(coords.clone()?);
    }
    match parse_text(&s) {
        Ok((patterns, _)) => out.extend(patterns.into_iter().map(|pattern| Reading {
            pattern,
            zero: false,
            played,
            landing,
        })),
        Err(e) if out.is_empty() && coords.as_ref().map_or(true, |c| c.is_empty()) => {
            return Err(e)
        }
        Err(_) => {}
    }
    if bishop_first {
        out.extend(coords?);
    }
    Ok(out)
}

fn is_castle<R: BoardRule>(pos: &BoardSet<R>, m: SetMove) -> bool {
    pos.moving_role(m) == Some(Role::King)
        && m.board == home_board::<R>(pos.turn())
        && m.from == king_home(pos.turn())
        && m.from.file().abs_diff(m.to.file()) == 2
}

fn fits<R: BoardRule>(pos: &BoardSet<R>, r: &Reading, m: SetMove) -> bool {
    if r.played.is_some_and(|b| m.board != b) || r.landing.is_some_and(|l| m.landing != l) {
        return false;
    }
    let castle = is_castle(pos, m);
    r.pattern
        .names(pos.moving_role(m), castle, (m.from, m.to, m.promotion))
}

/// The board `color` castles on: its army's board in Duo chess, else A.
fn home_board<R: BoardRule>(color: Color) -> SetBoard {
    if R::DUO {
        duo_home(color)
    } else {
        SetBoard::A
    }
}

notated!(BoardSet<R: BoardRule>, SetMove, SetBoard, "`/XY`");

impl<R: BoardRule> BoardSet<R> {
    /// SAN without the check or mate mark.
    pub fn san_without_check(&self, m: SetMove) -> String {
        let role = self.moving_role(m).unwrap_or(Role::Pawn);
        let mut s = String::new();
        if Self::is_zero_move(m) {
            s.push(role.upper_char());
            s.push('@');
            if self.is_capture(m) {
                s.push('x');
            }
            s.push_str(&m.to.to_string());
        } else if is_castle(self, m) {
            s.push_str(if m.to.file() == 6 { "O-O" } else { "O-O-O" });
        } else {
            write_move(self, m, role, &mut s);
        }
        s.push('/');
        s.push(m.board.letter());
        s.push(m.landing.letter());
        s
    }

    /// Reads a move: SAN with or without its boards, or coordinates with
    /// boards, forgivingly (see the module's documentation).
    pub fn parse_move(&self, input: &str) -> Result<SetMove, SanError> {
        let shown = crate::san::quoted(input);
        let readings = readings::<R>(input).map_err(|reason| SanError::Parse {
            input: shown.clone(),
            reason,
        })?;
        let legal = self.legal_moves();
        let mut found: Vec<SetMove> = readings
            .iter()
            .map(|r| {
                legal
                    .iter()
                    .copied()
                    .filter(|&m| fits(self, r, m))
                    .collect::<Vec<SetMove>>()
            })
            .find(|v| !v.is_empty())
            .unwrap_or_default();
        // Duo chess: a move written without its landing board stays.
        if R::DUO && found.len() > 1 && readings.iter().all(|r| r.landing.is_none()) {
            let stays: Vec<SetMove> = found
                .iter()
                .copied()
                .filter(|m| m.landing == m.board && !Self::is_zero_move(*m))
                .collect();
            if !stays.is_empty() {
                found = stays;
            }
        }
        decided(
            shown,
            &found,
            || self.explain(&readings, legal.is_empty()),
            |m| self.san_without_check(m),
        )
    }

    /// Says why no legal move fits the readings.
    fn explain(&self, readings: &[Reading], no_moves: bool) -> Unplayable {
        if no_moves {
            return Unplayable::GameOver {
                checkmate: self.is_check(),
            };
        }
        let us = self.turn();
        let mut best = Deepest(None);
        // The pieces tried: one piece's own reason is always worth saying.
        let mut tried: Vec<(SetBoard, Square)> = Vec::new();
        let mv = |from, to, board, promotion| SetMove {
            from,
            to,
            board,
            landing: board,
            promotion,
        };
        // Each move `m` would be with the landings given.
        let mut consider = |m: SetMove, lands: Vec<SetBoard>, best: &mut Deepest<SetBoard>| {
            if !tried.contains(&(m.board, m.from)) {
                tried.push((m.board, m.from));
            }
            for landing in lands {
                best.consider(self.check_move(SetMove { landing, ..m }));
            }
        };
        let landings = |r: &Reading, b: SetBoard| -> Vec<SetBoard> {
            match r.landing {
                Some(l) => vec![l],
                None if R::DUO && r.zero => vec![duo_other(b)],
                None if R::DUO => vec![b, duo_other(b)],
                None => b.others().to_vec(),
            }
        };
        let mut described = None;
        for r in readings {
            match r.pattern {
                Pattern::Castle { king_side } => {
                    let hb = home_board::<R>(us);
                    if r.played.is_some_and(|b| b != hb) {
                        return Unplayable::CastlingPlayedOn {
                            board: hb.letter(),
                            own: R::DUO,
                        };
                    }
                    if !R::DUO && r.landing == Some(hb) {
                        return Unplayable::CastlingLands {
                            played: 'A',
                            landing: 'B',
                            or: Some('C'),
                        };
                    }
                    let (ks, kb) = self.king(us);
                    if ks != king_home(us) || kb != hb {
                        return Unplayable::KingLeftHome { board: hb.letter() };
                    }
                    let lands = if R::DUO {
                        vec![r.landing.unwrap_or(hb)]
                    } else {
                        landings(r, hb)
                    };
                    let to = castle_targets(us, king_side).0;
                    consider(mv(ks, to, hb, None), lands, &mut best);
                }
                Pattern::Coord { from, to, promo } => {
                    let boards: Vec<SetBoard> = match r.played {
                        Some(b) => vec![b],
                        None => {
                            let mine: Vec<SetBoard> = SetBoard::ALL
                                .into_iter()
                                .filter(|&b| self.by_color(us, b).contains(from))
                                .collect();
                            if mine.is_empty() {
                                self.pieces_at(from).map(|(b, _)| b).take(1).collect()
                            } else {
                                mine
                            }
                        }
                    };
                    if boards.is_empty() {
                        return Unplayable::NoPieceOnAnyBoard { square: from };
                    }
                    for board in boards {
                        consider(mv(from, to, board, promo), landings(r, board), &mut best);
                    }
                }
                Pattern::San {
                    role, to, promo, ..
                } => {
                    described = Some((role, to));
                    let boards = r.played.map_or(SetBoard::ALL.to_vec(), |b| vec![b]);
                    for board in boards {
                        let froms = self.pieces(us, role, board).into_iter();
                        for from in froms.filter(|&f| r.pattern.may_start_on(f)) {
                            let m = mv(from, to, board, promo);
                            consider(m, landings(r, board), &mut best);
                        }
                    }
                }
            }
        }
        match (best.0, described) {
            (Some((d, r)), _) if d >= 2 || described.is_none() || tried.len() == 1 => {
                Unplayable::Illegal(r.lettered())
            }
            (_, Some((role, to))) => Unplayable::NoneCanMove {
                role,
                board: readings.iter().find_map(|r| r.played).map(Lettered::letter),
                boards: if R::DUO { 2 } else { 3 },
                to,
            },
            _ => Unplayable::NoMoveFits,
        }
    }
}

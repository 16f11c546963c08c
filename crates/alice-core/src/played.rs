//! The move that led to a position, read back from its text: what a
//! picture of the position after a move marks when it is given only that
//! position and the move as written (`alice render --last-move`). Reading
//! a move before it is played is [`crate::san`]'s; this reads one after,
//! from where the piece now stands.

use crate::three::{BoardRule, BoardSet, SetBoard};
use crate::{Board, Color, Role, Shape, Square, TwoBoards};

/// A move of a two-board game, as far as its text and the position after
/// it tell: where it went from (when one square could have held the
/// piece), where it went, and the board it was played on (the piece now
/// stands on the other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub from: Option<Square>,
    pub to: Square,
    pub board: Board,
}

/// A move of a game of a set of boards, as far as its text and the
/// position after it tell: the board and square it left (when the text
/// names them), and the board and square it landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetPlayed {
    pub from: Option<(SetBoard, Square)>,
    pub to: (SetBoard, Square),
}

/// Finds the move that led to `pos` from a hint: from-to coordinates
/// (`g1f3`) or SAN (`Nf3`, `Ne5/A`). The piece now stands on the landing
/// board; SAN without a from-square is resolved when only one square could
/// have held that piece, otherwise only the landing square is known.
impl<S: Shape> TwoBoards<S> {
    /// The move that led here, read back from its text (see the module).
    pub fn played_from_text(&self, text: &str) -> Option<Played> {
        played(self, text)
    }
}

fn played<S: Shape>(pos: &TwoBoards<S>, text: &str) -> Option<Played> {
    let t = text.trim();
    // `get` rather than slicing: the text may hold characters of several bytes.
    if let (Some(from), Some(to)) = (
        t.get(0..2).and_then(Square::parse),
        t.get(2..4).and_then(Square::parse),
    ) {
        {
            let landing = pos.board_of(to)?;
            return Some(Played {
                from: Some(from),
                to,
                board: landing.other(),
            });
        }
    }
    let clean: String = t.trim_end_matches(['+', '#', '!', '?']).to_string();
    if clean.starts_with("O-O") || clean.starts_with("0-0") {
        let rank = if pos.turn() == Color::White { 7 } else { 0 };
        use crate::position::{KING_FILE, KING_SIDE_TARGETS, QUEEN_SIDE_TARGETS};
        let file = if clean.len() > 3 {
            QUEEN_SIDE_TARGETS.0
        } else {
            KING_SIDE_TARGETS.0
        };
        return Some(Played {
            from: Some(Square::from_coords(KING_FILE, rank)),
            to: Square::from_coords(file, rank),
            board: Board::A,
        });
    }
    let (body, landing) = match clean
        .strip_suffix("/A")
        .or_else(|| clean.strip_suffix("/a"))
    {
        Some(b) => (b.to_string(), Board::A),
        None => (
            clean
                .strip_suffix("/B")
                .or_else(|| clean.strip_suffix("/b"))
                .unwrap_or(&clean)
                .to_string(),
            Board::B,
        ),
    };
    let body = body.split('=').next().unwrap_or("").to_string();
    let body: String = body.chars().filter(|c| !"xX:-".contains(*c)).collect();
    let body = body.trim_end_matches(['Q', 'R', 'B', 'N', 'q', 'r', 'n']);
    if body.len() < 2 || !body.is_char_boundary(body.len() - 2) {
        return None;
    }
    let to = Square::parse(&body[body.len() - 2..])?;
    let mover = pos.turn().other();
    let (piece, board) = pos.piece_at(to)?;
    if board != landing || piece.color != mover {
        return None;
    }
    let role = if body.chars().next().is_some_and(|c| "KQRBN".contains(c)) {
        piece.role
    } else {
        Role::Pawn
    };
    // Squares of the played board, now empty, from which that piece reaches `to`.
    let played = landing.other();
    let occ = pos.occupied(played);
    let reach = match role {
        Role::Knight => crate::attacks::knight_attacks(to),
        Role::Bishop => crate::attacks::bishop_attacks(to, occ),
        Role::Rook => crate::attacks::rook_attacks(to, occ),
        Role::Queen => crate::attacks::queen_attacks(to, occ),
        Role::King => crate::attacks::king_attacks(to),
        Role::Pawn => {
            let back: i8 = if mover == Color::White { -1 } else { 1 };
            let mut b = crate::Bitboard::EMPTY;
            for df in [-1i8, 0, 1] {
                if let Some(s) = to.offset(df, back) {
                    b = b.with(s);
                }
            }
            if let Some(s) = to.offset(0, 2 * back) {
                b = b.with(s);
            }
            b
        }
    };
    let candidates: Vec<Square> = (reach & !occ).collect();
    let from = if candidates.len() == 1 {
        Some(candidates[0])
    } else {
        None
    };
    Some(Played {
        from,
        to,
        board: played,
    })
}

/// Finds the move that led to `pos` from a hint: coordinates with boards
/// (`Ag1f3B`, `g1f3/B`) or SAN with its boards (`Nf3/AB`). Without the
/// landing board, it is the board where a piece of the side that just
/// moved stands on the square; without the board played on, only the
/// landing square is marked.
impl<R: BoardRule> BoardSet<R> {
    /// The move that led here, read back from its text (see
    /// [`crate::played`]).
    pub fn played_from_text(&self, text: &str) -> Option<SetPlayed> {
        set_played(self, text)
    }
}

fn set_played<R: BoardRule>(pos: &BoardSet<R>, text: &str) -> Option<SetPlayed> {
    let t = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .to_string();
    if !t.is_ascii() {
        return None;
    }
    let (body, suffix) = match t.rfind('/') {
        Some(i) => (&t[..i], &t[i + 1..]),
        None => (t.as_str(), ""),
    };
    let mut played = None;
    let mut landing = None;
    let letters: Vec<SetBoard> = suffix.chars().filter_map(SetBoard::from_char).collect();
    match letters.as_slice() {
        [l] => landing = Some(*l),
        [p, l] => {
            played = Some(*p);
            landing = Some(*l);
        }
        _ => {}
    }
    let chars: Vec<char> = body.chars().collect();
    // Squares in the text, in order; a board letter before the first or
    // after the last (coordinates).
    let mut squares = Vec::new();
    let mut i = 0;
    while i + 1 < chars.len() {
        let s: String = chars[i..i + 2].iter().collect();
        if chars[i].is_ascii_lowercase() {
            if let Some(sq) = Square::parse(&s) {
                squares.push((i, sq));
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    let (&(first_at, first), &(last_at, to)) = (squares.first()?, squares.last()?);
    if squares.len() >= 2 {
        if first_at > 0 {
            played = played.or_else(|| SetBoard::from_char(chars[first_at - 1]));
        }
        if let Some(&c) = chars.get(last_at + 2..).and_then(|r| r.last()) {
            landing = landing.or_else(|| SetBoard::from_char(c));
        }
    }
    let mover = pos.turn().other();
    let landing = landing.or_else(|| {
        let on: Vec<SetBoard> = SetBoard::ALL
            .into_iter()
            .filter(|&b| pos.piece_on(b, to).is_some_and(|p| p.color == mover))
            .collect();
        (on.len() == 1).then(|| on[0])
    })?;
    if pos.piece_on(landing, to).is_none_or(|p| p.color != mover) {
        return None;
    }
    let from = (squares.len() >= 2)
        .then_some(first)
        .zip(played)
        .map(|(sq, b)| (b, sq));
    Some(SetPlayed {
        from,
        to: (landing, to),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, Rules};

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    /// After 1. Nf3 the knight stands on f3 of board B, played on board
    /// A: coordinates name where it came from; SAN alone does not when
    /// several empty squares of board A could have held it. Text naming
    /// no piece of White's where it says reads as nothing.
    #[test]
    fn a_two_board_move_is_read_back_from_where_its_piece_stands() {
        let mut pos = Position::new(Rules::default());
        let mv = pos.parse_move("Nf3").unwrap();
        pos.play_unchecked(mv);
        let from_g1 = Played {
            from: Some(sq("g1")),
            to: sq("f3"),
            board: Board::A,
        };
        for text in ["g1f3", "g1f3+"] {
            assert_eq!(pos.played_from_text(text), Some(from_g1), "{text}");
        }
        let landing = Played {
            from: None,
            ..from_g1
        };
        for text in ["Nf3", "Nf3/B", "Nf3!?"] {
            assert_eq!(pos.played_from_text(text), Some(landing), "{text}");
        }
        for text in ["e4", "Nf3/A", "Nc3", "", "zz", "é4"] {
            assert_eq!(pos.played_from_text(text), None, "{text}");
        }
        // After 1. Nf3 Nc6 2. Nd4 the knight stands on d4 of board A,
        // played on board B, where several empty squares could have held
        // it.
        let mut pos = Position::new(Rules::default());
        for m in ["Nf3", "Nc6", "Nd4"] {
            let mv = pos.parse_move(m).unwrap();
            pos.play_unchecked(mv);
        }
        let back = pos.played_from_text("Nd4/A").unwrap();
        assert_eq!((back.from, back.to, back.board), (None, sq("d4"), Board::B));
    }
}

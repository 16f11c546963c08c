//! The rules core's refusals of a move, said in the reader's language: the
//! core gives each reason as data (`alice_core::refusal`), and each reason
//! has its message in `locales/<code>/refusals.ftl`. In English the words
//! are the core's own.

use crate::lang::Text;
use crate::text;
use alice_core::refusal::{Lettered, Unplayable, Unreadable};
use alice_core::{GameError, Illegal, Role, SanError, VariantPosition};

/// A move text refused: it cannot be read, or no legal move fits, or more
/// than one does.
pub fn notation(e: &SanError) -> Text {
    match e {
        SanError::Parse { input, reason } => text!(
            "refusal-unreadable",
            input = input.as_str(),
            why = unreadable(reason)
        ),
        SanError::Illegal { input, reason } => text!(
            "refusal-unplayable",
            input = input.as_str(),
            why = unplayable(reason)
        ),
        SanError::Ambiguous { input, candidates } => {
            let (last, first) = candidates.split_last().unwrap_or((input, &[]));
            text!(
                "refusal-ambiguous",
                input = input.as_str(),
                first = first.join(", "),
                last = last.as_str()
            )
        }
    }
}

/// A move refused by a game: over, unreadable, or against the rules.
pub fn game<P: VariantPosition>(e: &GameError<P>) -> Text
where
    P::Illegal: Lettering,
{
    match e {
        GameError::Over(o) => text!(
            "refusal-over",
            ending = crate::states::Ending::from(o.termination).as_str()
        ),
        GameError::Notation(e) => notation(e),
        GameError::Illegal(m, r) => text!(
            "refusal-unplayable",
            input = m.to_string(),
            why = illegal(&r.lettering())
        ),
    }
}

/// A reason of the rules for a game's board type, with its boards named
/// by letter.
pub trait Lettering {
    fn lettering(&self) -> Illegal<char>;
}

impl<B: Lettered> Lettering for Illegal<B> {
    fn lettering(&self) -> Illegal<char> {
        self.lettered()
    }
}

fn unreadable(r: &Unreadable) -> Text {
    use Unreadable::*;
    match r {
        Empty => text!("unreadable-empty"),
        Foreign => text!("unreadable-foreign"),
        OnlyAnnotations => text!("unreadable-only-annotations"),
        OnlyBoards => text!("unreadable-only-boards"),
        NoSquare => text!("unreadable-no-square"),
        NoEndSquare => text!("unreadable-no-end-square"),
        NotASquare { text } => {
            let mut c = text.chars();
            let (file, rank) = (c.next().unwrap_or('?'), c.next().unwrap_or('?'));
            text!(
                "unreadable-not-a-square",
                text = text.as_str(),
                file = file.to_string(),
                rank = rank.to_string(),
                bad = if ('a'..='h').contains(&file) {
                    "rank"
                } else {
                    "file"
                }
            )
        }
        NoSuchBoard { board } => text!("unreadable-no-such-board", board = board.to_string()),
        Unexpected { text } => text!("unreadable-unexpected", text = text.as_str()),
        NotAPiece { text } => text!("unreadable-not-a-piece", text = text.as_str()),
        TwoBoards {
            landing,
            first,
            second,
        } => text!(
            "unreadable-two-boards",
            landing = yes(*landing),
            first = first.to_string(),
            second = second.to_string()
        ),
        CoordinateTail { tail, from, to } => text!(
            "unreadable-coordinate-tail",
            tail = tail.as_str(),
            from = from.to_string(),
            to = to.to_string()
        ),
        ZeroMove { text } => text!("unreadable-zero-move", text = text.as_str()),
        SameBoards { board } => text!("unreadable-same-boards", board = board.to_string()),
        Boards { text } => text!("unreadable-boards", text = text.as_str()),
    }
}

fn unplayable(r: &Unplayable) -> Text {
    use Unplayable::*;
    match r {
        Illegal(r) => illegal(r),
        GameOver { checkmate } => text!("unplayable-game-over", checkmate = yes(*checkmate)),
        NoCastling { variant } => text!("unplayable-no-castling", variant = *variant),
        CastlingPlayedOn { board, own } => text!(
            "unplayable-castling-played-on",
            board = board.to_string(),
            own = yes(*own)
        ),
        CastlingLands {
            played,
            landing,
            or: None,
        } => text!(
            "unplayable-castling-lands",
            played = played.to_string(),
            landing = landing.to_string()
        ),
        CastlingLands {
            played,
            landing,
            or: Some(or),
        } => text!(
            "unplayable-castling-lands-or",
            played = played.to_string(),
            landing = landing.to_string(),
            or = or.to_string()
        ),
        KingLeftHome { board } => text!("unplayable-king-left-home", board = board.to_string()),
        LandsElsewhere {
            from,
            stands_on,
            lands_on,
            named,
        } => text!(
            "unplayable-lands-elsewhere",
            from = from.to_string(),
            stands = stands_on.to_string(),
            lands = lands_on.to_string(),
            named = named.to_string()
        ),
        NoPieceOnAnyBoard { square } => {
            text!("unplayable-no-piece-anywhere", square = square.to_string())
        }
        NoneCanMove {
            role,
            board,
            boards,
            to,
        } => {
            let (place, board) = match (board, boards) {
                (Some(b), _) => ("one", b.to_string()),
                (None, 2) => ("either", String::new()),
                (None, _) => ("any", String::new()),
            };
            text!(
                "unplayable-none-can-move",
                piece = piece(*role),
                place = place,
                board = board,
                to = to.to_string()
            )
        }
        NoMoveFits => text!("unplayable-no-move-fits"),
    }
}

/// What the rules say of one move.
pub fn illegal(r: &Illegal<char>) -> Text {
    use Illegal::*;
    let b = |c: &char| c.to_string();
    let side = |k: &bool| if *k { "king" } else { "queen" };
    match r {
        NoPiece {
            square,
            board: None,
        } => text!("illegal-no-piece-either", square = square.to_string()),
        NoPiece {
            square,
            board: Some(board),
        } => text!(
            "illegal-no-piece",
            square = square.to_string(),
            board = b(board)
        ),
        OffBoard { square, files } => text!(
            "illegal-off-board",
            square = square.to_string(),
            last = char::from(b'a' + files.saturating_sub(1)).to_string()
        ),
        NotYourPiece { square, board } => text!(
            "illegal-not-yours",
            square = square.to_string(),
            board = b(board)
        ),
        WrongBoard {
            square,
            stands_on,
            named,
        } => text!(
            "illegal-wrong-board",
            square = square.to_string(),
            stands = b(stands_on),
            named = b(named)
        ),
        SameBoard { board } => text!("illegal-same-board", board = b(board)),
        CannotReach {
            role,
            from,
            to,
            board,
        } => text!(
            "illegal-cannot-reach",
            piece = piece(*role),
            from = from.to_string(),
            to = to.to_string(),
            board = b(board)
        ),
        ZeroMoveByPawn => text!("illegal-zero-move-by-pawn"),
        OwnPiece { to, board } => text!("illegal-own-piece", to = to.to_string(), board = b(board)),
        LandingOccupied { role, to, board } => text!(
            "illegal-landing-occupied",
            piece = piece(*role),
            to = to.to_string(),
            board = b(board)
        ),
        MustPromote => text!("illegal-must-promote"),
        CannotPromote => text!("illegal-cannot-promote"),
        BadPromotion { role } => text!("illegal-bad-promotion", piece = piece(*role)),
        EnPassantOff => text!("illegal-en-passant-off"),
        KingAttackedBeforeTransfer { board } => {
            text!("illegal-king-in-check", board = b(board))
        }
        KingAttackedAfterTransfer { board } | CastlingIntoCheck { board } => {
            text!("illegal-king-lands-in-check", board = b(board))
        }
        LeavesKingInCheck { board } => text!("illegal-leaves-king-in-check", board = b(board)),
        CastlingRightLost { king_side } => {
            text!("illegal-castling-right-lost", side = side(king_side))
        }
        CastlingPathBlocked { king_side, board } => text!(
            "illegal-castling-path-blocked",
            side = side(king_side),
            board = b(board)
        ),
        CastlingInCheck { board } => text!("illegal-castling-in-check", board = b(board)),
        CastlingThroughCheck { square, board } => text!(
            "illegal-castling-through-check",
            square = square.to_string(),
            board = b(board)
        ),
        CastlingTransfers { board } => text!("illegal-castling-transfers", board = b(board)),
        CastlingLandingOccupied { square, board } => text!(
            "illegal-castling-landing-occupied",
            square = square.to_string(),
            board = b(board)
        ),
    }
}

/// A piece's name as a message of its own (nominative, lower case).
fn piece(role: Role) -> Text {
    text!("piece-name", role = role.name())
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::states::Variant;
    use alice_core::{Game, Rules};
    use std::collections::BTreeSet;

    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// Texts a player might type in a position: its moves written right,
    /// with the wrong boards, the wrong piece or square, and noise.
    fn typed<P: VariantPosition>(pos: &P, rng: &mut Rng) -> Vec<String> {
        const NOISE: &[u8] = b"KQRBNkqrbnabcdefgh123456789xX=+#/@ABC-O0 !?p.";
        const SUFFIXES: [&str; 10] = [
            "", "/A", "/B", "/C", "/AB", "/BA", "/AC", "/CB", "/AA", "/Z",
        ];
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let san = pos.san(m);
            let bare = san.split('/').next().unwrap_or_default().to_string();
            out.push(san.clone());
            out.push(format!("{bare}{}", SUFFIXES[rng.below(SUFFIXES.len())]));
            let mut chars: Vec<char> = bare.chars().collect();
            let i = rng.below(chars.len());
            chars[i] = char::from(NOISE[rng.below(NOISE.len())]);
            out.push(chars.into_iter().collect());
            out.push(format!("{}", m));
        }
        for _ in 0..60 {
            let len = rng.below(9);
            out.push(
                (0..len)
                    .map(|_| char::from(NOISE[rng.below(NOISE.len())]))
                    .collect(),
            );
        }
        for text in [
            "", "  ", "é4", "+", "O-O", "O-O-O", "O-O/A", "O-O/AB", "e9", "N@f3",
        ] {
            out.push(text.to_string());
        }
        out
    }

    /// Plays random games of one variant; at every ply, each refusal of a
    /// typed text and of a move left over from the ply before reads in
    /// English exactly as the rules core says it. Returns the reasons seen.
    fn agree_in_english<P: VariantPosition>(seed: u64) -> BTreeSet<String>
    where
        P::Illegal: Lettering,
    {
        let mut rng = Rng(seed);
        let mut seen = BTreeSet::new();
        for _ in 0..3 {
            let mut game: Game<P> = Game::starting(Rules::default());
            let mut before: Vec<P::Move> = Vec::new();
            for _ in 0..80 {
                let pos = *game.position();
                for text in typed(&pos, &mut rng) {
                    if let Err(e) = pos.parse_move(&text) {
                        let said = notation(&e).say(Lang::EN);
                        assert_eq!(said, e.to_string(), "{text:?} in {}", pos.fen());
                        seen.insert(said.split(": ").nth(1).unwrap_or(&said).to_string());
                    }
                }
                for &m in &before {
                    if let Err(r) = pos.check_move(m) {
                        assert_eq!(illegal(&r.lettering()).say(Lang::EN), r.to_string());
                        seen.insert(r.to_string());
                        let e = Game::from_position(pos).play(m).unwrap_err();
                        assert_eq!(game_refusal(&e), e.to_string());
                    }
                }
                let legal = pos.legal_moves();
                if legal.is_empty() || game.outcome().is_some() {
                    break;
                }
                before = legal.clone();
                game.play(legal[rng.below(legal.len())]).unwrap();
            }
            if let Some(over) = game.outcome() {
                let e = game.clone().play_text("e4").unwrap_err();
                assert!(matches!(e, GameError::Over(o) if o == over));
                assert_eq!(game_refusal(&e), e.to_string());
            }
        }
        seen
    }

    fn game_refusal<P: VariantPosition>(e: &GameError<P>) -> String
    where
        P::Illegal: Lettering,
    {
        game(e).say(Lang::EN)
    }

    #[test]
    fn in_english_every_refusal_reads_as_the_rules_core_says_it() {
        let mut seen = BTreeSet::new();
        for (&game, seed) in Variant::ALL.iter().zip([7, 11, 13, 17]) {
            seen.extend(crate::with_game!(game, P => agree_in_english::<P>(seed)));
        }
        // The sample reaches a good part of the reasons, not a few.
        assert!(seen.len() > 200, "{} reasons: {seen:#?}", seen.len());
    }
}

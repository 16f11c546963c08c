//! Typed states shared by the service and the store: what a game, a
//! challenge and an offer can be. The store encodes each as one word in a
//! TEXT column (the words below) and decodes it at its edge; everywhere
//! else they are enums.

use alice_core::{Color, Termination};
use std::fmt;

/// A stored word that names no state of its kind (a corrupt row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownWord {
    pub kind: &'static str,
    pub word: String,
}

impl fmt::Display for UnknownWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a {}", self.word, self.kind)
    }
}

impl std::error::Error for UnknownWord {}

/// An enum stored as one word: `as_str` gives the word, `parse` reads it.
macro_rules! stored_words {
    ($(#[$meta:meta])* $name:ident, $kind:literal { $($variant:ident => $word:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word stored for this state.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// Reads a stored word.
            pub fn parse(word: &str) -> Result<$name, UnknownWord> {
                match word {
                    $($word => Ok($name::$variant),)+
                    _ => Err(UnknownWord { kind: $kind, word: word.to_string() }),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

stored_words!(
    /// Where a game stands.
    GameStatus, "game status" {
        Active => "active",
        Finished => "finished",
        Aborted => "aborted",
    }
);

stored_words!(
    /// The result of a finished game, as PGN writes it.
    GameResult, "game result" {
        WhiteWins => "1-0",
        BlackWins => "0-1",
        Draw => "1/2-1/2",
    }
);

stored_words!(
    /// How a game ended: on the board (the rules core's terminations, with
    /// the core's words) or by the players or the clock.
    Ending, "game ending" {
        Checkmate => "checkmate",
        Stalemate => "stalemate",
        FiftyMoves => "fifty-move",
        Repetition => "repetition",
        BareKings => "bare-kings",
        Resignation => "resignation",
        Timeout => "timeout",
        Agreement => "agreement",
        Aborted => "aborted",
    }
);

stored_words!(
    /// The colour a challenger asked for.
    ColorChoice, "colour choice" {
        White => "white",
        Black => "black",
        Random => "random",
    }
);

stored_words!(
    /// Where a challenge stands.
    ChallengeStatus, "challenge status" {
        Open => "open",
        Accepted => "accepted",
        Declined => "declined",
        Cancelled => "cancelled",
        Expired => "expired",
    }
);

stored_words!(
    /// How a player is told it is their turn.
    Notify, "notify setting" {
        Dm => "dm",
        Mention => "mention",
        Off => "off",
    }
);

stored_words!(
    /// The game a challenge or a game is played in: two-board Alice,
    /// Parton's three-board variant, his 8x4 one, or Duo chess.
    GameVariant, "variant" {
        Alice => "alice",
        ThreeBoard => "three-board",
        Narrow => "8x4",
        Duo => "duo",
    }
);

impl GameVariant {
    /// The name players see.
    pub fn title(self) -> &'static str {
        match self {
            GameVariant::Alice => "Alice",
            GameVariant::ThreeBoard => "Three-board Alice",
            GameVariant::Narrow => "8x4 Alice",
            GameVariant::Duo => "Duo chess",
        }
    }
}

stored_words!(
    /// Where a member's attempt at a puzzle stands.
    AttemptState, "puzzle attempt state" {
        Playing => "playing",
        Solved => "solved",
        Failed => "failed",
        Abandoned => "abandoned",
    }
);

stored_words!(
    /// A standing offer's kind.
    OfferKind, "offer kind" {
        Draw => "draw",
        Takeback => "takeback",
    }
);

impl GameResult {
    pub fn from_winner(winner: Option<Color>) -> GameResult {
        match winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// The result for players: `1-0`, `0-1`, `½-½`.
    pub fn score(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "½-½",
        }
    }
}

impl From<Termination> for Ending {
    fn from(t: Termination) -> Ending {
        match t {
            Termination::Checkmate => Ending::Checkmate,
            Termination::Stalemate => Ending::Stalemate,
            Termination::FiftyMoves => Ending::FiftyMoves,
            Termination::Repetition => Ending::Repetition,
            Termination::BareKings => Ending::BareKings,
        }
    }
}

impl Ending {
    /// Words for players ("wins by …", "drawn by …").
    pub fn describe(self) -> &'static str {
        match self {
            Ending::Checkmate => Termination::Checkmate.describe(),
            Ending::Stalemate => Termination::Stalemate.describe(),
            Ending::FiftyMoves => Termination::FiftyMoves.describe(),
            Ending::Repetition => Termination::Repetition.describe(),
            Ending::BareKings => Termination::BareKings.describe(),
            Ending::Resignation => "resignation",
            Ending::Timeout => "timeout",
            Ending::Agreement => "agreement",
            Ending::Aborted => "abort",
        }
    }

    /// The PGN standard's `[Termination]` value.
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Ending::Timeout => "time forfeit",
            Ending::Aborted => "abandoned",
            _ => "normal",
        }
    }
}

impl ColorChoice {
    /// Reads a player's option (`white`, `w`, `black`, `b`, `random`; none
    /// means random).
    pub fn from_option(text: Option<&str>) -> Option<ColorChoice> {
        match text.map(|t| t.trim().to_ascii_lowercase()).as_deref() {
            None | Some("random") | Some("") => Some(ColorChoice::Random),
            Some("white") | Some("w") => Some(ColorChoice::White),
            Some("black") | Some("b") => Some(ColorChoice::Black),
            Some(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_reads_back() {
        for s in GameStatus::ALL {
            assert_eq!(GameStatus::parse(s.as_str()), Ok(*s));
        }
        for s in GameResult::ALL {
            assert_eq!(GameResult::parse(s.as_str()), Ok(*s));
            assert_eq!(GameResult::from_winner(s.winner()), *s);
        }
        for s in Ending::ALL {
            assert_eq!(Ending::parse(s.as_str()), Ok(*s));
        }
        for s in ColorChoice::ALL {
            assert_eq!(ColorChoice::parse(s.as_str()), Ok(*s));
        }
        for s in ChallengeStatus::ALL {
            assert_eq!(ChallengeStatus::parse(s.as_str()), Ok(*s));
        }
        for s in OfferKind::ALL {
            assert_eq!(OfferKind::parse(s.as_str()), Ok(*s));
        }
        assert_eq!(
            Ending::parse("the fifty-move rule")
                .unwrap_err()
                .to_string(),
            "`the fifty-move rule` is not a game ending"
        );
    }

    #[test]
    fn board_endings_use_the_core_words() {
        for t in [
            Termination::Checkmate,
            Termination::Stalemate,
            Termination::FiftyMoves,
            Termination::Repetition,
            Termination::BareKings,
        ] {
            let e = Ending::from(t);
            assert_eq!(e.as_str(), t.as_str());
            assert_eq!(e.describe(), t.describe());
            assert_eq!(e.pgn_termination(), "normal");
        }
        assert_eq!(Ending::Timeout.pgn_termination(), "time forfeit");
        assert_eq!(Ending::Aborted.pgn_termination(), "abandoned");
    }
}

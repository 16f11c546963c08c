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

/// The word for a side, `white` or `black`: how messages select it, pages
/// and menus name it, and options give it.
pub fn color_word(c: alice_core::Color) -> &'static str {
    match c {
        alice_core::Color::White => "white",
        alice_core::Color::Black => "black",
    }
}

/// The side [`color_word`] names.
pub fn color_named(word: &str) -> Option<alice_core::Color> {
    [alice_core::Color::White, alice_core::Color::Black]
        .into_iter()
        .find(|&c| color_word(c) == word)
}

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
    /// Where a tournament stands.
    TournamentStatus, "tournament status" {
        Open => "open",
        Running => "running",
        Finished => "finished",
        Cancelled => "cancelled",
    }
);

impl TournamentStatus {
    /// Whether it has ended, played out or cancelled: nothing more is
    /// joined, paired or run.
    pub fn is_over(self) -> bool {
        matches!(
            self,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        )
    }
}

stored_words!(
    /// What one board of a tournament's round is: a game, the pairing's
    /// bye (a point), or the half-point bye of a player who joined late.
    BoardKind, "board kind" {
        Game => "game",
        Bye => "bye",
        Late => "late",
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
    /// A game's rating pool, by its time control: live games by their
    /// expected length (lichess's bounds), games of days per move apart.
    Speed, "speed" {
        Bullet => "bullet",
        Blitz => "blitz",
        Rapid => "rapid",
        Classical => "classical",
        Correspondence => "correspondence",
    }
);

impl Speed {
    /// The live pools but the longest, each with the most seconds a game
    /// in it is expected to last; longer is classical.
    pub const LIVE: [(Speed, i64); 3] = [
        (Speed::Bullet, 179),
        (Speed::Blitz, 479),
        (Speed::Rapid, 1499),
    ];
}

/// How long the players have: a time per move (correspondence, seconds),
/// or a clock each of `base` plus `increment` a move (milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    PerMove(i64),
    Clock { base: i64, increment: i64 },
}

/// The longest live clock (minutes) and increment (seconds) offered.
pub const MAX_CLOCK_MINUTES: i64 = 180;
pub const MAX_INCREMENT_SECS: i64 = 180;

/// The least time a clock of no base starts with (ms), as lichess starts
/// `0+1` and `0+2`: the increment, but never less than this.
pub const LEAST_START_MS: i64 = 3_000;

impl TimeControl {
    /// What each player's clock shows when the game starts (ms): the base,
    /// or for a clock of increment alone (`0+5`) the increment, at least
    /// [`LEAST_START_MS`], so no game is lost before its first move. None
    /// for a time per move.
    pub fn starting_ms(self) -> Option<i64> {
        match self {
            TimeControl::PerMove(_) => None,
            TimeControl::Clock { base: 0, increment } => Some(increment.max(LEAST_START_MS)),
            TimeControl::Clock { base, .. } => Some(base),
        }
    }

    /// A stored row's time control: its clock (`base`, ms) if it has one,
    /// else its time per move.
    pub fn stored(base: Option<i64>, increment: i64, per_move: i64) -> TimeControl {
        match base {
            Some(base) => TimeControl::Clock { base, increment },
            None => TimeControl::PerMove(per_move),
        }
    }

    /// Reads `minutes+seconds` (`5+3`, `1+0`, `0+2`); None for anything
    /// else, out of bounds, or a clock of no time at all.
    pub fn parse_clock(text: &str) -> Option<TimeControl> {
        let (m, s) = text.trim().split_once('+')?;
        let (m, s) = (m.trim(), s.trim());
        let digits =
            |t: &str| !t.is_empty() && t.len() <= 4 && t.bytes().all(|b| b.is_ascii_digit());
        if !digits(m) || !digits(s) {
            return None;
        }
        let (m, s): (i64, i64) = (m.parse().ok()?, s.parse().ok()?);
        if m > MAX_CLOCK_MINUTES || s > MAX_INCREMENT_SECS || (m == 0 && s == 0) {
            return None;
        }
        Some(TimeControl::Clock {
            base: m * 60_000,
            increment: s * 1000,
        })
    }

    /// Whether the players have a running clock.
    pub fn is_live(self) -> bool {
        matches!(self, TimeControl::Clock { .. })
    }

    /// The rating pool: a live game's expected length is its base time
    /// plus forty increments (lichess's reckoning), in the first of
    /// [`Speed::LIVE`] it does not pass.
    pub fn speed(self) -> Speed {
        match self {
            TimeControl::PerMove(_) => Speed::Correspondence,
            TimeControl::Clock { base, increment } => {
                let seconds = (base + 40 * increment) / 1000;
                Speed::LIVE
                    .iter()
                    .find(|(_, most)| seconds <= *most)
                    .map_or(Speed::Classical, |(speed, _)| *speed)
            }
        }
    }

    /// `5+3` for a clock (whole minutes and seconds, as typed).
    pub fn clock_text(self) -> Option<String> {
        match self {
            TimeControl::PerMove(_) => None,
            TimeControl::Clock { base, increment } => {
                Some(format!("{}+{}", base / 60_000, increment / 1000))
            }
        }
    }
}

/// A clock's reading for people: `4:32`, `1:02:00` from an hour, tenths
/// under ten seconds (`0:07.3`); never below zero.
pub fn clock_reading(ms: i64) -> String {
    // Rounded up to what is shown: a clock with time on it never reads
    // less than it holds (5:00 just after a reply made at once, not 4:59),
    // and reads 0:00.0 only when it is out.
    let ms = ms.max(0);
    let tenths = (ms + 99) / 100;
    if tenths < 100 {
        return format!("0:{:02}.{}", tenths / 10, tenths % 10);
    }
    let secs = (ms + 999) / 1000;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

stored_words!(
    /// The game a challenge or a game is played in: two-board Alice,
    /// Parton's three-board variant, his 8x4 one, or Duo chess.
    Variant, "variant" {
        Alice => "alice",
        ThreeBoard => "three-board",
        Narrow => "8x4",
        Duo => "duo",
    }
);

impl Variant {
    /// The name players see.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Alice => "Alice",
            Variant::ThreeBoard => "Three-board Alice",
            Variant::Narrow => "8x4 Alice",
            Variant::Duo => "Duo chess",
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
    fn clocks_read_as_typed_and_fall_in_lichess_pools() {
        let clock = |m: i64, s: i64| TimeControl::Clock {
            base: m * 60_000,
            increment: s * 1000,
        };
        assert_eq!(TimeControl::parse_clock("5+3"), Some(clock(5, 3)));
        assert_eq!(TimeControl::parse_clock(" 1 + 0 "), Some(clock(1, 0)));
        assert_eq!(TimeControl::parse_clock("0+2"), Some(clock(0, 2)));
        assert_eq!(TimeControl::parse_clock("180+180"), Some(clock(180, 180)));
        for bad in [
            "",
            "+",
            "5",
            "5+",
            "+3",
            "0+0",
            "181+0",
            "5+181",
            "-1+3",
            "5+-3",
            "5.5+3",
            "5+3+1",
            "1d",
            "99999999999999999999+1",
            "٥+3",
        ] {
            assert_eq!(TimeControl::parse_clock(bad), None, "{bad:?}");
        }
        let speeds = [
            ((0, 1), Speed::Bullet),
            ((1, 0), Speed::Bullet),
            ((2, 1), Speed::Bullet),
            ((3, 0), Speed::Blitz),
            ((5, 3), Speed::Blitz),
            ((7, 2), Speed::Rapid),
            ((10, 0), Speed::Rapid),
            ((15, 10), Speed::Rapid),
            ((25, 0), Speed::Classical),
            ((30, 0), Speed::Classical),
        ];
        for ((m, s), speed) in speeds {
            assert_eq!(clock(m, s).speed(), speed, "{m}+{s}");
        }
        assert_eq!(TimeControl::PerMove(600).speed(), Speed::Correspondence);
        assert_eq!(clock(5, 3).clock_text().as_deref(), Some("5+3"));
        assert_eq!(TimeControl::PerMove(600).clock_text(), None);
        for s in Speed::ALL {
            assert_eq!(Speed::parse(s.as_str()), Ok(*s));
        }
    }

    #[test]
    fn clocks_read_in_minutes_and_seconds_then_tenths() {
        assert_eq!(clock_reading(300_000), "5:00");
        assert_eq!(clock_reading(272_400), "4:33");
        assert_eq!(clock_reading(272_000), "4:32");
        assert_eq!(clock_reading(3_720_000), "1:02:00");
        assert_eq!(clock_reading(10_000), "0:10");
        assert_eq!(clock_reading(7_349), "0:07.4");
        assert_eq!(clock_reading(7_300), "0:07.3");
        assert_eq!(clock_reading(299_999), "5:00");
        assert_eq!(clock_reading(9_999), "0:10");
        assert_eq!(clock_reading(9_901), "0:10");
        assert_eq!(clock_reading(9_900), "0:09.9");
        assert_eq!(clock_reading(1), "0:00.1");
        assert_eq!(clock_reading(0), "0:00.0");
        assert_eq!(clock_reading(-500), "0:00.0");
    }

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

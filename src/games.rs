//! The registry of games: every game of the family the bot plays, each
//! reached from its stored tag ([`Variant`]) through one dispatch
//! point ([`with_game!`](crate::with_game)), and held, whichever it is, as
//! an [`AnyGame`] whose every use goes through
//! [`on_game!`](crate::on_game).
//!
//! A game is its position type (the core's rules and the engine's
//! [`EnginePosition`](alice_engine::variant::EnginePosition)) and one row
//! in each of this module's tables: the tag, the type and the start's
//! name. Nothing outside names a particular game except where its rules
//! truly differ (its texts, its images' shape); a feature that does
//! something for every game asks the type through the traits it
//! implements.

use crate::lang::Text;
pub use crate::states::Variant;
use alice_core::three::{BoardRule, BoardSet};
pub use alice_core::three::{PositionDuo, PositionThree};
use alice_core::{write_pgn, Color, Game, Outcome, Rules, Shape, TwoBoards, VariantPosition};
pub use alice_core::{Position, Position8x4};

/// A game of any of the family. (The three-board game is larger; one is
/// held per action, so it is not boxed.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    Two(Game),
    Three(Game<PositionThree>),
    Narrow(Game<Position8x4>),
    Duo(Game<PositionDuo>),
}

/// A position of any of the family.
#[derive(Clone, Copy, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum AnyPosition {
    Two(Position),
    Three(PositionThree),
    Narrow(Position8x4),
    Duo(PositionDuo),
}

/// The one dispatch from a stored tag to its game: runs `$body` with
/// `$p` the position type of `$variant`'s game.
///
/// ```
/// use alice::games::{Variant, Played};
/// let tag = Variant::Narrow;
/// assert_eq!(alice::with_game!(tag, P => P::VARIANT), tag);
/// ```
#[macro_export]
macro_rules! with_game {
    ($variant:expr, $p:ident => $body:expr) => {
        match $variant {
            $crate::games::Variant::Alice => {
                type $p = $crate::games::Position;
                $body
            }
            $crate::games::Variant::ThreeBoard => {
                type $p = $crate::games::PositionThree;
                $body
            }
            $crate::games::Variant::Narrow => {
                type $p = $crate::games::Position8x4;
                $body
            }
            $crate::games::Variant::Duo => {
                type $p = $crate::games::PositionDuo;
                $body
            }
        }
    };
}

/// Runs `$body` with `$g` bound to the game held by `$game` (an
/// [`AnyGame`], by value or reference), whichever it is; `$g: $p` binds
/// its position type too.
#[macro_export]
macro_rules! on_game {
    ($game:expr, $g:ident => $body:expr) => {
        $crate::on_game!($game, $g: __P => $body)
    };
    ($game:expr, $g:ident: $p:ident => $body:expr) => {
        match $game {
            $crate::games::AnyGame::Two($g) => {
                #[allow(dead_code)]
                type $p = $crate::games::Position;
                $body
            }
            $crate::games::AnyGame::Three($g) => {
                #[allow(dead_code)]
                type $p = $crate::games::PositionThree;
                $body
            }
            $crate::games::AnyGame::Narrow($g) => {
                #[allow(dead_code)]
                type $p = $crate::games::Position8x4;
                $body
            }
            $crate::games::AnyGame::Duo($g) => {
                #[allow(dead_code)]
                type $p = $crate::games::PositionDuo;
                $body
            }
        }
    };
}

/// Runs `$body` with `$pos` bound to the position held by `$any` (an
/// [`AnyPosition`]), whichever game's it is; `$pos: $p` binds its type
/// too.
#[macro_export]
macro_rules! on_position {
    ($any:expr, $pos:ident => $body:expr) => {
        $crate::on_position!($any, $pos: __P => $body)
    };
    ($any:expr, $pos:ident: $p:ident => $body:expr) => {
        match $any {
            $crate::games::AnyPosition::Two($pos) => {
                #[allow(dead_code)]
                type $p = $crate::games::Position;
                $body
            }
            $crate::games::AnyPosition::Three($pos) => {
                #[allow(dead_code)]
                type $p = $crate::games::PositionThree;
                $body
            }
            $crate::games::AnyPosition::Narrow($pos) => {
                #[allow(dead_code)]
                type $p = $crate::games::Position8x4;
                $body
            }
            $crate::games::AnyPosition::Duo($pos) => {
                #[allow(dead_code)]
                type $p = $crate::games::PositionDuo;
                $body
            }
        }
    };
}

/// What the bot needs of a game beyond its rules and its engine: its tag,
/// the name of its start in the tools, and how it is held as any game.
pub trait Played: StoredMove + Send + Sync + 'static {
    /// The game's stored tag.
    const VARIANT: Variant;
    /// The tools' name of its start position (`startpos` is the start of
    /// the game named, or of two-board Alice).
    const START_NAME: &'static str;
    /// The words a player may name it by (after spaces and underscores
    /// became hyphens, in lower case).
    const WORDS: &'static [&'static str];
    /// The game whose evaluation, tuning data and calibrated scale it
    /// plays with (itself, or the game of its family that has them).
    const EVALUATED_AS: Variant;
    /// The family its boards are of, as the tools name an evaluation or a
    /// model: `two-board` or `three-board`.
    const FAMILY: &'static str;
    /// Its name in `alice bench perft` and the depth whose perft has about
    /// as many leaves as the other games' there.
    const PERFT: (&'static str, u32);
    /// The moves `/rules` plays as its example.
    const EXAMPLE: &'static [&'static str];
    /// A game of it, held as any game.
    fn game(game: Game<Self>) -> AnyGame;
    /// A position of it, held as any position.
    fn position(pos: Self) -> AnyPosition;
}

/// One row per game: its type, its tag, its start's name, how it is held.
macro_rules! registry {
    ($(
        $pos:ty: $tag:ident, $start:literal, $held:ident,
        words $words:expr, evaluated_as $eval:ident, family $family:literal,
        perft $perft:expr, example $example:expr;
    )*) => {
        $(
            impl Played for $pos {
                const VARIANT: Variant = Variant::$tag;
                const START_NAME: &'static str = $start;
                const WORDS: &'static [&'static str] = $words;
                const EVALUATED_AS: Variant = Variant::$eval;
                const FAMILY: &'static str = $family;
                const PERFT: (&'static str, u32) = $perft;
                const EXAMPLE: &'static [&'static str] = $example;
                fn game(game: Game<Self>) -> AnyGame {
                    AnyGame::$held(game)
                }
                fn position(pos: Self) -> AnyPosition {
                    AnyPosition::$held(pos)
                }
            }
        )*
    };
}

registry! {
    Position: Alice, "startpos", Two,
        words &["alice", "two-board", "two-boards", "2", "two"],
        evaluated_as Alice, family "two-board",
        perft ("two boards", 6), example &["Nf3", "e6", "Ne5", "Bc5", "Nxf7"];
    PositionThree: ThreeBoard, "startpos_three", Three,
        words &["three-board", "three-boards", "three-board-alice", "3", "three"],
        evaluated_as ThreeBoard, family "three-board",
        perft ("three boards", 5), example &["Nf3/AC", "e6/AB", "Ne5/CA", "Bc5/AB", "Nxf7/AB"];
    Position8x4: Narrow, "startpos8x4", Narrow,
        words &["8x4", "8x4-alice", "alice-8x4", "4x8", "small", "narrow"],
        evaluated_as Alice, family "two-board",
        perft ("8x4", 8), example &["Nb4", "Nc5", "Nd5", "Kd7", "Nxb6"];
    PositionDuo: Duo, "startposduo", Duo,
        words &["duo", "duo-chess"],
        evaluated_as ThreeBoard, family "three-board",
        perft ("duo", 4), example &["e4", "h6", "Bb5", "h5", "Qh5", "a6", "Qe8"];
}

/// The game a player's word names (`three-board`, `8x4`, `duo chess`, ...).
pub fn named(word: &str) -> Option<Variant> {
    let word = word.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    Variant::ALL
        .iter()
        .copied()
        .find(|&v| crate::with_game!(v, P => P::WORDS).contains(&word.as_str()))
}

/// The game whose evaluation, tuning data and calibrated scale
/// `variant` plays with.
pub fn evaluated_as(variant: Variant) -> Variant {
    crate::with_game!(variant, P => P::EVALUATED_AS)
}

/// Says which games play with another's `what` (an evaluation, a model),
/// `verb` it ("8x4 Alice shares the two-board model and …"), then to `act`
/// with the games that have their own ("fit with --variant alice or
/// three-board").
pub fn shared_note(verb: &str, what: &str, act: &str) -> String {
    let sharing: Vec<String> = Variant::ALL
        .iter()
        .filter(|&&v| evaluated_as(v) != v)
        .map(|&v| {
            let family = crate::with_game!(v, P => <P as Played>::FAMILY);
            format!("{} {verb} the {family} {what}", v.title())
        })
        .collect();
    let own: Vec<&str> = Variant::ALL
        .iter()
        .filter(|&&v| evaluated_as(v) == v)
        .map(|v| v.as_str())
        .collect();
    format!(
        "{}: {act} with --variant {}",
        sharing.join(" and "),
        own.join(" or ")
    )
}

/// Whether the game's rules have en passant, as its rules (the core) say.
pub fn has_en_passant(variant: Variant) -> bool {
    crate::with_game!(variant, P => <P as alice_core::VariantPosition>::EN_PASSANT)
}

/// The coordinates a move is stored as: `e2e4` on two boards (the board is
/// where the piece stands), `Ae2e4C` on three (both boards named).
fn stored<P: StoredMove>(m: P::Move) -> String {
    P::coords(m)
}

/// How a variant writes a move for the store (every stored game is one
/// the engine plays).
pub trait StoredMove: alice_engine::variant::EnginePosition {
    fn coords(m: Self::Move) -> String;
    /// Where a move starts and ends, as the live table picks it: the
    /// board it is played on (its index), the squares, and the board it
    /// lands on and the piece it promotes to (their letters).
    fn picked(m: Self::Move) -> PickedMove;
}

/// A legal move as a page picks it: a piece on `board` from `from` to
/// `to`, sent as `coords`; `landing` and `promotion` tell apart moves
/// between the same squares. Nothing in it judges the move (no check
/// mark).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PickedMove {
    pub board: usize,
    pub from: String,
    pub to: String,
    pub landing: char,
    pub promotion: Option<char>,
    #[serde(rename = "move")]
    pub coords: String,
}

impl<S: Shape> StoredMove for TwoBoards<S>
where
    TwoBoards<S>: alice_engine::variant::EnginePosition<Move = alice_core::Move>,
{
    fn coords(m: alice_core::Move) -> String {
        m.uci()
    }

    fn picked(m: alice_core::Move) -> PickedMove {
        PickedMove {
            board: m.board.index(),
            from: m.from.to_string(),
            to: m.to.to_string(),
            landing: m.board.other().letter(),
            promotion: m.promotion.map(alice_core::Role::upper_char),
            coords: m.uci(),
        }
    }
}

impl<R: BoardRule> StoredMove for BoardSet<R>
where
    BoardSet<R>: alice_engine::variant::EnginePosition<Move = alice_core::three::SetMove>,
{
    fn coords(m: alice_core::three::SetMove) -> String {
        m.coords()
    }

    fn picked(m: alice_core::three::SetMove) -> PickedMove {
        PickedMove {
            board: m.board.index(),
            from: m.from.to_string(),
            to: m.to.to_string(),
            landing: m.landing.letter(),
            promotion: m.promotion.map(alice_core::Role::upper_char),
            coords: m.coords(),
        }
    }
}

fn play_text_in<P: StoredMove>(g: &mut Game<P>, text: &str) -> Result<(String, String), Text>
where
    P::Illegal: crate::refusals::Lettering,
{
    let m = g.play_text(text).map_err(|e| crate::refusals::game(&e))?;
    let san = g.sans().last().cloned().unwrap_or_default();
    Ok((san, stored::<P>(m)))
}

fn play_stored_in<P: StoredMove>(g: &mut Game<P>, coords: &str, san: String) -> Result<(), String> {
    let m = g
        .position()
        .parse_move(coords)
        .ok()
        .filter(|&m| P::coords(m) == coords)
        .ok_or_else(|| format!("`{coords}` cannot be read"))?;
    g.play_recorded(m, san).map_err(|e| e.to_string())
}

impl AnyGame {
    /// A game from the start.
    pub fn start(variant: Variant, rules: Rules) -> AnyGame {
        crate::with_game!(variant, P => P::game(Game::starting(rules)))
    }

    /// A game from a position text of its variant.
    pub fn from_fen(variant: Variant, fen: &str, rules: Rules) -> Result<AnyGame, String> {
        crate::with_game!(variant, P => Ok(P::game(Game::from_position(
            P::from_fen(fen, rules).map_err(|e| e.to_string())?,
        ))))
    }

    pub fn variant(&self) -> Variant {
        crate::on_game!(self, _g: P => P::VARIANT)
    }

    pub fn rules(&self) -> Rules {
        crate::on_game!(self, g => g.rules())
    }
    pub fn ply(&self) -> usize {
        crate::on_game!(self, g => g.ply())
    }
    /// Canonical SAN of each move played.
    pub fn sans(&self) -> &[String] {
        crate::on_game!(self, g => g.sans())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        crate::on_game!(self, g => g.outcome())
    }
    /// The side to move now.
    pub fn turn(&self) -> Color {
        crate::on_game!(self, g => g.position().turn())
    }
    /// The side to move at the start.
    pub fn start_turn(&self) -> Color {
        crate::on_game!(self, g => g.start().turn())
    }
    /// The move number at the start.
    pub fn start_fullmoves(&self) -> u32 {
        crate::on_game!(self, g => g.start().fullmoves())
    }
    /// The move number now.
    pub fn fullmoves(&self) -> u32 {
        crate::on_game!(self, g => g.position().fullmoves())
    }
    /// The `i`-th move (from 0) with its number: `12. Nf3`, `12... Nf3`.
    pub fn numbered(&self, i: usize) -> String {
        let black_first = usize::from(self.start_turn() == Color::Black);
        let number = self.start_fullmoves() as usize + (i + black_first) / 2;
        let dots = if (i + black_first).is_multiple_of(2) {
            "."
        } else {
            "..."
        };
        format!(
            "{number}{dots} {}",
            self.sans().get(i).map_or("", String::as_str)
        )
    }
    /// The moves so far as PGN numbers them (`1. e4 e5 2. Nf3`), at most
    /// `max` characters: a longer list keeps its latest moves after `…`
    /// (`… 31. Qd5 Kf8`), from a numbered move.
    pub fn move_list(&self, max: usize) -> String {
        let sans = self.sans();
        let black_first = usize::from(self.start_turn() == Color::Black);
        // Each ply as it stands inside the list: White's with its number.
        let plain: Vec<String> = (0..sans.len())
            .map(|i| {
                if (i + black_first).is_multiple_of(2) {
                    self.numbered(i)
                } else {
                    sans[i].clone()
                }
            })
            .collect();
        // The list from ply `from` on, which opens with its number.
        let tail = |from: usize| {
            let mut parts = vec![self.numbered(from)];
            parts.extend_from_slice(&plain[from + 1..]);
            parts.join(" ")
        };
        if sans.is_empty() {
            return String::new();
        }
        let whole = tail(0);
        if whole.chars().count() <= max {
            return whole;
        }
        (1..sans.len())
            .map(|from| format!("… {}", tail(from)))
            .find(|t| t.chars().count() <= max)
            .unwrap_or_else(|| format!("… {}", self.numbered(sans.len() - 1)))
    }
    pub fn is_check(&self) -> bool {
        crate::on_game!(self, g => g.position().is_check())
    }
    /// The position text now.
    pub fn fen(&self) -> String {
        crate::on_game!(self, g => g.position().fen())
    }
    /// The position text of the start.
    pub fn start_fen(&self) -> String {
        crate::on_game!(self, g => g.start().fen())
    }
    /// Hashes of the positions before each ply (for repetitions).
    pub fn history(&self) -> &[u64] {
        crate::on_game!(self, g => g.history())
    }

    /// Reads a move (SAN or coordinates) and plays it: its SAN and the
    /// coordinates it is stored as; or why not, in a player's words.
    pub fn play_text(&mut self, text: &str) -> Result<(String, String), Text> {
        crate::on_game!(self, g => play_text_in(g, text))
    }

    /// Plays a stored move (coordinates as [`AnyGame::play_text`] gave
    /// them) with its stored SAN, checking it.
    pub fn play_stored(&mut self, coords: &str, san: String) -> Result<(), String> {
        crate::on_game!(self, g => play_stored_in(g, coords, san))
    }

    /// Takes back the last `plies` moves.
    pub fn take_back(&mut self, plies: usize) {
        crate::on_game!(self, g => g.take_back(plies))
    }

    /// Every legal move now as a page picks it, in the generator's order
    /// (by piece and square, never by strength).
    pub fn picked_moves(&self) -> Vec<PickedMove> {
        crate::on_game!(self, g: P => {
            VariantPosition::legal_moves(g.position()).into_iter().map(P::picked).collect()
        })
    }

    /// SAN of every legal move now.
    pub fn legal_sans(&self) -> Vec<String> {
        crate::on_game!(self, g => {
            let p = g.position();
            VariantPosition::legal_moves(p).into_iter().map(|m| VariantPosition::san(p, m)).collect()
        })
    }

    /// The game as PGN with the variant's tag.
    pub fn pgn(&self, tags: &[(&str, &str)], result: Option<&str>) -> String {
        crate::on_game!(self, g => write_pgn(g, tags, result))
    }
}

/// A game read from PGN, of the variant its `Variant` tag names.
#[derive(Clone, Debug)]
pub struct AnyPgn {
    pub tags: Vec<(String, String)>,
    pub game: AnyGame,
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl AnyPgn {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// The variant a PGN's `Variant` tag names (its PGN name, or
/// `three-board`); two-board Alice when it has none. A tag naming no game
/// of ours is two-board Alice's reader's to refuse, by name.
pub fn variant_of_pgn(text: &str) -> Variant {
    let Some(named) = alice_core::pgn_variant(text) else {
        return Variant::Alice;
    };
    let named = named.trim();
    if named.eq_ignore_ascii_case("three-board") {
        return Variant::ThreeBoard;
    }
    Variant::ALL
        .iter()
        .copied()
        .find(|v| pgn_name(*v).eq_ignore_ascii_case(named))
        .unwrap_or(Variant::Alice)
}

/// The PGN `Variant` tag's value of a variant.
pub fn pgn_name(v: Variant) -> &'static str {
    crate::with_game!(v, P => P::PGN_NAME)
}

fn read_as<P: Played>(text: &str) -> Result<AnyPgn, String> {
    let g = alice_core::read_pgn_as::<P>(text).map_err(|e| e.to_string())?;
    Ok(AnyPgn {
        tags: g.tags,
        game: P::game(g.game),
        result: g.result,
    })
}

impl AnyGame {
    /// Reads one game from PGN, of whichever variant its `Variant` tag
    /// names.
    pub fn read_pgn(text: &str) -> Result<AnyPgn, String> {
        crate::with_game!(variant_of_pgn(text), P => read_as::<P>(text))
    }
}

/// A game of `plies` random plies from the start of `seed` (the same seed,
/// the same plies), never one that ends the game: the openings of engine
/// matches, self-play data and puzzle hunting.
pub fn random_plies<P: VariantPosition>(rules: Rules, seed: u64, plies: usize) -> Game<P> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    loop {
        let mut g = Game::<P>::starting(rules);
        for _ in 0..plies {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.position().legal_moves();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let m = moves[(state % moves.len() as u64) as usize];
            let _ = g.play(m);
        }
        if g.outcome().is_none() {
            return g;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The move list numbers White's moves, and a long one keeps its
    /// latest moves from a numbered one; a game set up with Black to move
    /// starts with `1...`.
    #[test]
    fn a_move_list_is_numbered_and_cut_at_the_front() {
        let mut g = AnyGame::start(Variant::Alice, Rules::default());
        assert_eq!(g.move_list(100), "");
        for m in ["e4", "e5", "Nf3", "Nc6", "Bc4"] {
            g.play_text(m).unwrap();
        }
        assert_eq!(g.move_list(100), "1. e4 e5 2. Nf3 Nc6 3. Bc4");
        assert_eq!(g.move_list(19), "… 2. Nf3 Nc6 3. Bc4");
        assert_eq!(g.move_list(18), "… 2... Nc6 3. Bc4");
        assert_eq!(g.move_list(12), "… 3. Bc4");
        // Never nothing: the last move, whatever the room.
        assert_eq!(g.move_list(3), "… 3. Bc4");
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 b KQkq - 0 1";
        let mut b = AnyGame::from_fen(Variant::Alice, fen, Rules::default()).unwrap();
        b.play_text("e5").unwrap();
        b.play_text("e4").unwrap();
        assert_eq!(b.move_list(100), "1... e5 2. e4");
    }

    #[test]
    fn both_variants_play_text_and_stored_moves() {
        let mut two = AnyGame::start(Variant::Alice, Rules::default());
        assert_eq!(two.play_text("Nf3"), Ok(("Nf3".into(), "g1f3".into())));
        let mut three = AnyGame::start(Variant::ThreeBoard, Rules::default());
        assert_eq!(
            three.play_text("Nf3/AC"),
            Ok(("Nf3/AC".into(), "Ag1f3C".into()))
        );
        assert_eq!(
            three
                .play_text("e5")
                .unwrap_err()
                .say(crate::lang::Lang::EN),
            "e5 is ambiguous here: it could be e5/AB or e5/AC"
        );
        let mut narrow = AnyGame::start(Variant::Narrow, Rules::default());
        assert_eq!(narrow.play_text("Nb4"), Ok(("Nb4".into(), "a2b4".into())));
        assert_eq!(narrow.play_text("Nc5"), Ok(("Nc5".into(), "d7c5".into())));
        assert_eq!(narrow.play_text("Nd5"), Ok(("Nd5/A".into(), "b4d5".into())));
        // Rebuilt from what the store keeps, each reads back the same.
        for g in [&two, &three, &narrow] {
            let mut back = AnyGame::from_fen(g.variant(), &g.start_fen(), g.rules()).unwrap();
            let coords: Vec<String> =
                crate::on_game!(g, x: P => x.moves().iter().map(|&m| P::coords(m)).collect());
            for (c, san) in coords.iter().zip(g.sans()) {
                back.play_stored(c, san.clone()).unwrap();
            }
            assert_eq!(back.fen(), g.fen());
        }
        assert_eq!(
            three.play_stored("Ag1f3B", "Nf3/AB".into()).unwrap_err(),
            "`Ag1f3B` cannot be read"
        );
        assert!(three
            .pgn(&[], None)
            .contains("[Variant \"Three-board Alice\"]"));
        assert!(two.pgn(&[], None).contains("[Variant \"Alice\"]"));
        assert!(narrow.pgn(&[], None).contains("[Variant \"8x4 Alice\"]"));
    }
}

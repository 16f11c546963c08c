//! A game of either variant, as the service, the store and the images see
//! it: two-board Alice or three-board Alice, with one API for what they
//! share (moves read and played, SAN, position text, outcome, PGN).

use crate::lang::Text;
use crate::states::GameVariant;
use alice_core::three::{BoardRule, BoardSet, Position3, PositionDuo};
use alice_core::{
    write_pgn, Color, Game, Outcome, Position, Position8x4, Rules, Shape, TwoBoards, Variant,
};

/// A game of either variant. (The three-board game is larger; one is held
/// per action, so it is not boxed.)
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    Two(Game),
    Three(Game<Position3>),
    Narrow(Game<Position8x4>),
    Duo(Game<PositionDuo>),
}

/// Runs `$e` with `$g` bound to the game, whichever the variant.
macro_rules! both {
    ($self:expr, $g:ident => $e:expr) => {
        match $self {
            AnyGame::Two($g) => $e,
            AnyGame::Three($g) => $e,
            AnyGame::Narrow($g) => $e,
            AnyGame::Duo($g) => $e,
        }
    };
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
}

impl<S: Shape> StoredMove for TwoBoards<S>
where
    TwoBoards<S>: alice_engine::variant::EnginePosition<Move = alice_core::Move>,
{
    fn coords(m: alice_core::Move) -> String {
        m.uci()
    }
}

impl<R: BoardRule> StoredMove for BoardSet<R>
where
    BoardSet<R>: alice_engine::variant::EnginePosition<Move = alice_core::three::Move3>,
{
    fn coords(m: alice_core::three::Move3) -> String {
        m.coords()
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
    pub fn start(variant: GameVariant, rules: Rules) -> AnyGame {
        match variant {
            GameVariant::Alice => AnyGame::Two(Game::new(rules)),
            GameVariant::ThreeBoard => AnyGame::Three(Game::starting(rules)),
            GameVariant::Narrow => AnyGame::Narrow(Game::starting(rules)),
            GameVariant::Duo => AnyGame::Duo(Game::starting(rules)),
        }
    }

    /// A game from a position text of its variant.
    pub fn from_fen(variant: GameVariant, fen: &str, rules: Rules) -> Result<AnyGame, String> {
        Ok(match variant {
            GameVariant::Alice => AnyGame::Two(Game::from_position(
                Position::from_fen(fen, rules).map_err(|e| e.to_string())?,
            )),
            GameVariant::ThreeBoard => AnyGame::Three(Game::from_position(
                Position3::from_fen(fen, rules).map_err(|e| e.to_string())?,
            )),
            GameVariant::Narrow => AnyGame::Narrow(Game::from_position(
                Position8x4::from_fen(fen, rules).map_err(|e| e.to_string())?,
            )),
            GameVariant::Duo => AnyGame::Duo(Game::from_position(
                PositionDuo::from_fen(fen, rules).map_err(|e| e.to_string())?,
            )),
        })
    }

    pub fn variant(&self) -> GameVariant {
        match self {
            AnyGame::Two(_) => GameVariant::Alice,
            AnyGame::Three(_) => GameVariant::ThreeBoard,
            AnyGame::Narrow(_) => GameVariant::Narrow,
            AnyGame::Duo(_) => GameVariant::Duo,
        }
    }

    /// The two-board game, if this is one.
    pub fn two(&self) -> Option<&Game> {
        match self {
            AnyGame::Two(g) => Some(g),
            AnyGame::Three(_) | AnyGame::Narrow(_) | AnyGame::Duo(_) => None,
        }
    }

    pub fn rules(&self) -> Rules {
        both!(self, g => g.rules())
    }
    pub fn ply(&self) -> usize {
        both!(self, g => g.ply())
    }
    /// Canonical SAN of each move played.
    pub fn sans(&self) -> &[String] {
        both!(self, g => g.sans())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        both!(self, g => g.outcome())
    }
    /// The side to move now.
    pub fn turn(&self) -> Color {
        both!(self, g => g.position().turn())
    }
    /// The side to move at the start.
    pub fn start_turn(&self) -> Color {
        both!(self, g => g.start().turn())
    }
    /// The move number at the start.
    pub fn start_fullmoves(&self) -> u32 {
        both!(self, g => g.start().fullmoves())
    }
    /// The move number now.
    pub fn fullmoves(&self) -> u32 {
        both!(self, g => g.position().fullmoves())
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
    pub fn is_check(&self) -> bool {
        both!(self, g => g.position().is_check())
    }
    /// The position text now.
    pub fn fen(&self) -> String {
        both!(self, g => g.position().fen())
    }
    /// The position text of the start.
    pub fn start_fen(&self) -> String {
        both!(self, g => g.start().fen())
    }
    /// Hashes of the positions before each ply (for repetitions).
    pub fn history(&self) -> &[u64] {
        both!(self, g => g.history())
    }

    /// Reads a move (SAN or coordinates) and plays it: its SAN and the
    /// coordinates it is stored as; or why not, in a player's words.
    pub fn play_text(&mut self, text: &str) -> Result<(String, String), Text> {
        match self {
            AnyGame::Two(g) => play_text_in(g, text),
            AnyGame::Three(g) => play_text_in(g, text),
            AnyGame::Narrow(g) => play_text_in(g, text),
            AnyGame::Duo(g) => play_text_in(g, text),
        }
    }

    /// Plays a stored move (coordinates as [`AnyGame::play_text`] gave
    /// them) with its stored SAN, checking it.
    pub fn play_stored(&mut self, coords: &str, san: String) -> Result<(), String> {
        match self {
            AnyGame::Two(g) => play_stored_in(g, coords, san),
            AnyGame::Three(g) => play_stored_in(g, coords, san),
            AnyGame::Narrow(g) => play_stored_in(g, coords, san),
            AnyGame::Duo(g) => play_stored_in(g, coords, san),
        }
    }

    /// Takes back the last `plies` moves.
    pub fn take_back(&mut self, plies: usize) {
        both!(self, g => g.take_back(plies))
    }

    /// SAN of every legal move now.
    pub fn legal_sans(&self) -> Vec<String> {
        both!(self, g => {
            let p = g.position();
            Variant::legal_moves(p).into_iter().map(|m| Variant::san(p, m)).collect()
        })
    }

    /// The game as PGN with the variant's tag.
    pub fn pgn(&self, tags: &[(&str, &str)], result: Option<&str>) -> String {
        both!(self, g => write_pgn(g, tags, result))
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
pub fn variant_of_pgn(text: &str) -> GameVariant {
    let Some(named) = alice_core::pgn_variant(text) else {
        return GameVariant::Alice;
    };
    let named = named.trim();
    if named.eq_ignore_ascii_case("three-board") {
        return GameVariant::ThreeBoard;
    }
    GameVariant::ALL
        .iter()
        .copied()
        .find(|v| pgn_name(*v).eq_ignore_ascii_case(named))
        .unwrap_or(GameVariant::Alice)
}

/// The PGN `Variant` tag's value of a variant.
pub fn pgn_name(v: GameVariant) -> &'static str {
    match v {
        GameVariant::Alice => Position::PGN_NAME,
        GameVariant::ThreeBoard => Position3::PGN_NAME,
        GameVariant::Narrow => Position8x4::PGN_NAME,
        GameVariant::Duo => PositionDuo::PGN_NAME,
    }
}

fn read_as<P: Variant>(text: &str, wrap: fn(Game<P>) -> AnyGame) -> Result<AnyPgn, String> {
    let g = alice_core::read_pgn_as::<P>(text).map_err(|e| e.to_string())?;
    Ok(AnyPgn {
        tags: g.tags,
        game: wrap(g.game),
        result: g.result,
    })
}

impl AnyGame {
    /// Reads one game from PGN, of whichever variant its `Variant` tag
    /// names.
    pub fn read_pgn(text: &str) -> Result<AnyPgn, String> {
        match variant_of_pgn(text) {
            GameVariant::Alice => read_as::<Position>(text, AnyGame::Two),
            GameVariant::ThreeBoard => read_as::<Position3>(text, AnyGame::Three),
            GameVariant::Narrow => read_as::<Position8x4>(text, AnyGame::Narrow),
            GameVariant::Duo => read_as::<PositionDuo>(text, AnyGame::Duo),
        }
    }
}

/// A game of `plies` random plies from the start of `seed` (the same seed,
/// the same plies), never one that ends the game: the openings of engine
/// matches, self-play data and puzzle hunting.
pub fn random_plies<P: Variant>(rules: Rules, seed: u64, plies: usize) -> Game<P> {
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

    #[test]
    fn both_variants_play_text_and_stored_moves() {
        let mut two = AnyGame::start(GameVariant::Alice, Rules::default());
        assert_eq!(two.play_text("Nf3"), Ok(("Nf3".into(), "g1f3".into())));
        let mut three = AnyGame::start(GameVariant::ThreeBoard, Rules::default());
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
        let mut narrow = AnyGame::start(GameVariant::Narrow, Rules::default());
        assert_eq!(narrow.play_text("Nb4"), Ok(("Nb4".into(), "a2b4".into())));
        assert_eq!(narrow.play_text("Nc5"), Ok(("Nc5".into(), "d7c5".into())));
        assert_eq!(narrow.play_text("Nd5"), Ok(("Nd5/A".into(), "b4d5".into())));
        // Rebuilt from what the store keeps, each reads back the same.
        for g in [&two, &three, &narrow] {
            let mut back = AnyGame::from_fen(g.variant(), &g.start_fen(), g.rules()).unwrap();
            let coords = match g {
                AnyGame::Two(x) => x.moves().iter().map(|m| m.uci()).collect::<Vec<_>>(),
                AnyGame::Three(x) => x.moves().iter().map(|m| m.coords()).collect(),
                AnyGame::Narrow(x) => x.moves().iter().map(|m| m.uci()).collect(),
                AnyGame::Duo(x) => x.moves().iter().map(|m| m.coords()).collect(),
            };
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

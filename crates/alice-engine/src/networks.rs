//! The networks built into the engine and which games and levels play
//! with them. Each game names its built-in network, if it has one, in its
//! `EnginePosition` impl; the levels that play with it are data here, set
//! by the matches in the engine guide: a network plays only where it
//! measured stronger than the hand-written evaluation. The files are read
//! (and their checksums checked) by [`crate::nnue::builtin`].

use crate::limits::TOP_LEVEL;
use crate::nnue::Game;
use crate::wdl::Model;
use alice_core::three::{BoardSet, ThreeBoards};

/// A network file in the binary.
pub struct Builtin {
    /// The file's name in the engine's `networks` folder.
    pub name: &'static str,
    bytes: &'static [u8],
    game: Game,
    /// The lowest level that plays with the network; None: no level does.
    from_level: Option<u8>,
    /// The WDL model fitted to the scores of searches with the network
    /// (None: the game's model for the hand-written evaluation).
    wdl: Option<&'static Model>,
}

impl Builtin {
    /// A network file's bytes for `game`, played from
    /// `from_level` (None: by no level), its scores read by `wdl`.
    pub const fn new(
        name: &'static str,
        bytes: &'static [u8],
        game: Game,
        from_level: Option<u8>,
        wdl: Option<&'static Model>,
    ) -> Builtin {
        Builtin {
            name,
            bytes,
            game,
            from_level,
            wdl,
        }
    }

    pub fn bytes(&self) -> &'static [u8] {
        self.bytes
    }

    pub fn game(&self) -> Game {
        self.game
    }

    /// Whether `level` (1 to 8) plays with the network.
    pub fn plays_at(&self, level: u8) -> bool {
        self.from_level.is_some_and(|from| level >= from)
    }

    /// The lowest level that plays with the network, if any.
    pub fn from_level(&self) -> Option<u8> {
        self.from_level
    }

    /// The WDL model of searches with the network, if fitted.
    pub fn wdl(&self) -> Option<&'static Model> {
        self.wdl
    }
}

/// Two boards: 128 hidden units, trained on the engine's self-play as the
/// engine guide says; it plays at the top level (and so in analysis),
/// its scores read by a model fitted to its own games.
pub static TWO_BOARDS: Builtin = Builtin::new(
    "two-boards.nnue",
    include_bytes!("../networks/two-boards.nnue"),
    Game::of::<alice_core::Position>(),
    Some(TOP_LEVEL),
    Some(&crate::wdl_two_boards_network::MODEL),
);

/// Three boards: 128 hidden units, trained on the engine's three-board
/// self-play as the engine guide says (Duo chess, which plays with the
/// three-board weights, has none); it plays at the top level (and so in
/// analysis), its scores read by a model fitted to its own games.
pub static THREE_BOARDS: Builtin = Builtin::new(
    "three-boards.nnue",
    include_bytes!("../networks/three-boards.nnue"),
    Game::of::<BoardSet<ThreeBoards>>(),
    Some(TOP_LEVEL),
    Some(&crate::wdl_three_boards_network::MODEL),
);

//! The networks built into the engine, which games and levels play with
//! them, and the game a network file is for. Each game names its built-in
//! network, if it has one, in its `EnginePosition` impl; the levels that play with it are data here, set
//! by the matches in the engine guide: a network plays only where it
//! measured stronger than the hand-written evaluation. The files are read
//! (and their checksums checked) by [`crate::nnue::builtin`].

use crate::limits::TOP_LEVEL;
use crate::wdl::Model;
use alice_core::three::{BoardSet, Duo, ThreeBoards};
use alice_core::{Narrow, TwoBoards, VariantPosition};

/// The game a network is made for: its name (the PGN `Variant` tag's) and
/// its number of boards. Games of as many boards read the same inputs, so
/// the file names its game by a tag made from the name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    pub name: &'static str,
    pub boards: usize,
}

impl Game {
    /// The game of positions `P`.
    pub const fn of<P: VariantPosition>() -> Game {
        Game {
            name: P::PGN_NAME,
            boards: P::BOARDS,
        }
    }

    /// The header's tag: the name's FNV-1a folded to 16 bits.
    pub fn tag(self) -> u16 {
        let h = checksum(self.name.as_bytes());
        (h ^ (h >> 16) ^ (h >> 32) ^ (h >> 48)) as u16
    }
}

/// FNV-1a, 64 bits.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

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
    /// The percentage of the hand-written evaluation in the score the
    /// game searches with, the network's making up the rest (0: the
    /// network alone).
    hand_share: u8,
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
            hand_share: 0,
        }
    }

    /// The same network, its score mixed with `percent` of the
    /// hand-written evaluation's (at most 100).
    pub const fn mixed(self, percent: u8) -> Builtin {
        Builtin {
            hand_share: if percent > 100 { 100 } else { percent },
            ..self
        }
    }

    /// The percentage of the hand-written evaluation in the score the
    /// game searches with (0: the network alone).
    pub fn hand_share(&self) -> u8 {
        self.hand_share
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

/// 8x4 Alice: 128 hidden units, trained on the engine's 8x4 self-play as
/// the engine guide says (the hand-written evaluation it replaces is the
/// two-board one, read on four files); it plays at the top level (and so
/// in analysis), its scores read by a model fitted to its own games.
pub static NARROW: Builtin = Builtin::new(
    "8x4.nnue",
    include_bytes!("../networks/8x4.nnue"),
    Game::of::<TwoBoards<Narrow>>(),
    Some(TOP_LEVEL),
    Some(&crate::wdl_8x4_network::MODEL),
);

/// Three boards: 128 hidden units, trained on the engine's three-board
/// self-play as the engine guide says; it plays at the top level (and so in
/// analysis), its scores read by a model fitted to its own games.
pub static THREE_BOARDS: Builtin = Builtin::new(
    "three-boards.nnue",
    include_bytes!("../networks/three-boards.nnue"),
    Game::of::<BoardSet<ThreeBoards>>(),
    Some(TOP_LEVEL),
    Some(&crate::wdl_three_boards_network::MODEL),
);

/// Duo chess: 256 hidden units and eight outputs by the number of pieces,
/// trained on the engine's Duo self-play as the engine guide says (the
/// hand-written evaluation beside it is the three-board one, board C
/// empty); it plays at the top level (and so in analysis) half and half
/// with the hand-written evaluation, which measured stronger than either
/// alone, its scores read by a model fitted to its own games.
pub static DUO: Builtin = Builtin::new(
    "duo.nnue",
    include_bytes!("../networks/duo.nnue"),
    Game::of::<BoardSet<Duo>>(),
    Some(TOP_LEVEL),
    Some(&crate::wdl_duo_network::MODEL),
)
.mixed(50);

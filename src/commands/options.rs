//! Options more than one command takes, and the choices they share.

use super::{Args, Kind, OptionSpec};
use crate::service::UserError;
use crate::states::{Speed, Variant};
use crate::text;

pub(super) const fn opt(name: &'static str, description: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        autocomplete: false,
        choices: &[],
        example: "<value>",
        languages: false,
    }
}

pub(super) const GAME: OptionSpec = OptionSpec {
    autocomplete: true,
    example: "<id>",
    ..opt(
        "game",
        "Game number (only needed when you have several games)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

pub(super) const CHALLENGE: OptionSpec = OptionSpec {
    autocomplete: true,
    example: "<id>",
    ..opt(
        "challenge",
        "Challenge number (only needed when several are open)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

pub(super) const COLOR: OptionSpec = OptionSpec {
    choices: &[("White", "white"), ("Black", "black"), ("Random", "random")],
    example: "white",
    ..opt("color", "Your colour (default: random)", Kind::String)
};

pub(super) const VARIANT: OptionSpec = OptionSpec {
    choices: &[
        ("Alice (two boards)", "alice"),
        ("Three-board Alice", "three-board"),
        ("8x4 Alice", "8x4"),
        ("Duo chess", "duo"),
    ],
    example: "duo",
    ..opt(
        "variant",
        "Which game: Alice on two boards (default), on three, 8x4 Alice or Duo chess",
        Kind::String,
    )
};

/// Where the boards stand: a member's choice, a server's default.
pub(super) const BOARDS_CHOICES: &[(&str, &str)] = &[
    ("Stacked", "stacked"),
    ("Side by side", "side-by-side"),
    ("Auto", "auto"),
];

/// A game's time: a live clock, or a time per move.
pub(super) const GAME_TIME_CHOICES: &[(&str, &str)] = &[
    ("Live 1+0 (bullet)", "1+0"),
    ("Live 2+1 (bullet)", "2+1"),
    ("Live 3+0 (blitz)", "3+0"),
    ("Live 3+2 (blitz)", "3+2"),
    ("Live 5+0 (blitz)", "5+0"),
    ("Live 5+3 (blitz)", "5+3"),
    ("Live 10+0 (rapid)", "10+0"),
    ("Live 10+5 (rapid)", "10+5"),
    ("Live 15+10 (rapid)", "15+10"),
    ("Live 30+0 (classical)", "30+0"),
    ("10 minutes", "10m"),
    ("1 hour", "1h"),
    ("12 hours", "12h"),
    ("1 day", "1d"),
    ("3 days", "3d"),
    ("7 days", "7d"),
    ("14 days", "14d"),
];

/// The times per move alone: a server's default, how long a challenge
/// stays open.
pub(super) const TIME_CHOICES: &[(&str, &str)] = GAME_TIME_CHOICES.split_at(10).1;

pub(super) const SPEED: OptionSpec = OptionSpec {
    choices: &[
        ("Bullet", "bullet"),
        ("Blitz", "blitz"),
        ("Rapid", "rapid"),
        ("Classical", "classical"),
        ("Correspondence", "correspondence"),
    ],
    example: "blitz",
    ..opt(
        "speed",
        "Live games by length, or correspondence (default: the most played)",
        Kind::String,
    )
};

/// The `variant` option: the game named, by default two-board Alice.
pub(super) fn variant(args: &Args) -> Result<Variant, UserError> {
    crate::service::challenges::variant_option(args.str(&VARIANT))
}

/// The `speed` option of `/rating` and `/leaderboard` (None: the default).
pub(super) fn speed(args: &Args) -> Result<Option<Speed>, UserError> {
    let Some(t) = args.str(&SPEED).map(str::trim) else {
        return Ok(None);
    };
    Speed::parse(&t.to_ascii_lowercase())
        .map(Some)
        .map_err(|_| UserError::BadOption(text!("bad-speed", given = t)))
}

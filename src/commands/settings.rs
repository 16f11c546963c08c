//! `/settings`: a member's notices, language and look of their boards.

use super::options::{opt, BOARDS_CHOICES};
use super::{Call, Command, Done, Kind, OptionSpec};
use crate::service::LookChanges;

const NOTIFY: OptionSpec = OptionSpec {
    choices: &[
        ("Direct message", "dm"),
        ("Mention", "mention"),
        ("Off", "off"),
    ],
    example: "dm",
    ..opt(
        "notify",
        "How you are told it is your turn (default: mention)",
        Kind::String,
    )
};

const LANGUAGE: OptionSpec = OptionSpec {
    example: "de",
    languages: true,
    ..opt(
        "language",
        "The language I speak to you (auto: Discord's)",
        Kind::String,
    )
};

const BOARDS: OptionSpec = OptionSpec {
    choices: BOARDS_CHOICES,
    example: "stacked",
    ..opt(
        "boards",
        "Boards one above another (phones) or side by side (auto: the server's)",
        Kind::String,
    )
};

const THEME: OptionSpec = OptionSpec {
    choices: &[
        ("Classic", "classic"),
        ("Green", "green"),
        ("Contrast", "contrast"),
    ],
    example: "green",
    ..opt("theme", "The colours of your boards", Kind::String)
};

const PIECES: OptionSpec = OptionSpec {
    choices: &[("Figures", "figures"), ("Letters", "letters")],
    example: "letters",
    ..opt(
        "pieces",
        "How pieces are drawn: figures or letters",
        Kind::String,
    )
};

const GHOSTS: OptionSpec = OptionSpec {
    example: "false",
    ..opt(
        "ghosts",
        "Mark where the other board's pieces stand (default: yes)",
        Kind::Boolean,
    )
};

pub const COMMAND: Command = Command {
    options: &[NOTIFY, LANGUAGE, BOARDS, THEME, PIECES, GHOSTS],
    ..Command::new(
        "settings",
        "Turn notices, language and how your boards look",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let look = LookChanges {
            boards: c.args.string(&BOARDS),
            theme: c.args.string(&THEME),
            pieces: c.args.string(&PIECES),
            ghosts: c.args.boolean(&GHOSTS),
        };
        c.service
            .settings()
            .choose(
                c.player,
                c.place.guild,
                (c.args.str(&NOTIFY), c.args.str(&LANGUAGE)),
                &look,
            )
            .await
    })
}

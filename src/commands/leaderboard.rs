//! `/leaderboard`: the best rated players, at games or at puzzles.

use super::options::{opt, speed, variant, SPEED, VARIANT};
use super::{Call, Command, Done, Kind, OptionSpec};

const SCOPE: OptionSpec = OptionSpec {
    choices: &[("This server", "server"), ("Everywhere", "global")],
    example: "server",
    ..opt(
        "scope",
        "Players of this server or everywhere (default: everywhere)",
        Kind::String,
    )
};

const KIND: OptionSpec = OptionSpec {
    choices: &[("Games", "games"), ("Puzzles", "puzzles")],
    example: "puzzles",
    ..opt(
        "kind",
        "Game ratings or puzzle ratings (default: games)",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[SCOPE, VARIANT, KIND, SPEED],
    ..Command::new("leaderboard", "The best rated players", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        c.service
            .ratings()
            .leaderboard_of(
                c.place.guild,
                (c.args.str(&SCOPE), c.args.str(&KIND)),
                (variant(c.args)?, speed(c.args)?),
                c.player.here,
            )
            .await
    })
}

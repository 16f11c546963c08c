//! `/board`: a game's boards, now or after a given ply.

use super::options::{opt, GAME};
use super::{Call, Command, Done, Kind, OptionSpec};

const PLY: OptionSpec = OptionSpec {
    example: "<n>",
    ..opt(
        "ply",
        "Show the position after this many half-moves (0: the start)",
        Kind::Integer {
            min: Some(0),
            max: None,
        },
    )
};

pub const COMMAND: Command = Command {
    options: &[GAME, PLY],
    ..Command::new(
        "board",
        "Show a game's boards (now, or after a given ply)",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        c.service
            .games()
            .board(c.player, c.game().await?, c.args.int(&PLY))
            .await
    })
}

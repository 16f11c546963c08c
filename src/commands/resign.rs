//! `/resign`: resigns a game, asking once more unless told not to.

use super::options::{opt, GAME};
use super::{Call, Command, Done, Kind, OptionSpec};

const CONFIRM: OptionSpec = OptionSpec {
    example: "true",
    ..opt(
        "confirm",
        "Resign at once, without being asked to confirm",
        Kind::Boolean,
    )
};

pub const COMMAND: Command = Command {
    options: &[GAME, CONFIRM],
    ..Command::new("resign", "Resign a game (you are asked once more)", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let game = c.game().await?;
        if c.args.boolean(&CONFIRM).unwrap_or(false) {
            c.service.offers().resign(c.player, game, None).await
        } else {
            c.service.offers().ask_resign(c.player, game).await
        }
    })
}

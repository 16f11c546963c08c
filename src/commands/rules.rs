//! `/rules`: how a game of the family is played.

use super::options::{variant, VARIANT};
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[VARIANT],
    ..Command::new("rules", "How Alice chess is played", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let variant = variant(c.args)?;
        c.service.games().rules_in(variant, c.player.here).await
    })
}

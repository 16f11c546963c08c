//! `/abort`: ends a game before both sides have moved, unscored.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("abort", "Abort a game before both sides have moved", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.offers().abort(c.player, c.game().await?).await })
}

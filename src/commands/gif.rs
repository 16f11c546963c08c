//! `/gif`: a game as an animated GIF.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("gif", "A game as an animated GIF", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.analysis().gif(c.player, c.game().await?).await })
}

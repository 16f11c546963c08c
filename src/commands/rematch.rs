//! `/rematch`: a finished game offered again, colours swapped, same settings.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("rematch", "Play a finished game again, colours swapped, same settings", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.challenges().rematch(c.player, c.place, c.game().await?).await })
}

//! `/draw`: offers a draw, or accepts the one offered.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("draw", "Offer a draw, or accept the one offered", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.offers().draw(c.player, c.game().await?, None).await })
}

//! `/pgn`: a game as a PGN file.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("pgn", "Download a game as PGN", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.games().pgn(c.player, c.game().await?).await })
}

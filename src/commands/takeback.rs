//! `/takeback`: asks to take back one's last move, or agrees to the opponent's asking.

use super::options::GAME;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    ..Command::new("takeback", "Ask to take back your last move, or agree to it", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.offers().takeback(c.player, c.game().await?).await })
}

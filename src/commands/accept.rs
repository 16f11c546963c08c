//! `/accept`: accepts a challenge (the one open to the asker when only one is).

use super::options::CHALLENGE;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[CHALLENGE],
    ..Command::new("accept", "Accept a challenge", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.challenges().accept(c.player, c.args.int(&CHALLENGE)).await })
}

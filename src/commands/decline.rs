//! `/decline`: declines a challenge, or takes back one's own.

use super::options::CHALLENGE;
use super::{Call, Command, Done};

pub const COMMAND: Command = Command {
    options: &[CHALLENGE],
    ..Command::new("decline", "Decline a challenge (or cancel your own)", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move { c.service.challenges().decline(c.player, c.args.int(&CHALLENGE)).await })
}

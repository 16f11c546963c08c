//! `/help`: the commands the asker's front end offers, from the table.

use super::{Call, Command, Done};
use crate::service::Reply;

pub const COMMAND: Command = Command::new("help", "The commands and their options", run);

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let text = super::help_in(c.service.config(), c.front, c.player.lang);
        Ok(Reply::private(text))
    })
}

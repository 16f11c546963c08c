//! `/sweep` (only in `alice local`): runs the sweeper now and reports
//! what it did.

use super::{Call, Command, Done, Front};
use crate::service::Reply;

pub const COMMAND: Command = Command {
    front: Front::LocalOnly,
    ..Command::new(
        "sweep",
        "Run the sweeper now (timeouts, reminders, expiries, bot moves)",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let sweep = c.service.sweeper().sweep().await;
        Ok(Reply::text(sweep.report(c.player.lang)))
    })
}

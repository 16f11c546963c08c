//! The slash commands registered with Discord.

use super::*;

/// Registers the slash commands of the command table: in one server
/// (`guild`, at once) or globally; globally with `activity`, also the
/// Activity's entry point (Discord keeps one for an application whose
/// Activity is on, and refuses a global list without it). Returns how
/// many Discord now has.
pub async fn register(http: &Http, guild: Option<u64>, activity: bool) -> Result<usize, String> {
    let mut defs = commands::definitions();
    if activity && guild.is_none() {
        defs.push(commands::entry_point());
    }
    let done = match guild {
        Some(g) => {
            retry::retried("register the commands", Repeat::Safe, || {
                GuildId::new(g).set_commands(http, defs.clone())
            })
            .await
        }
        None => {
            retry::retried("register the commands", Repeat::Safe, || {
                Command::set_global_commands(http, defs.clone())
            })
            .await
        }
    };
    match done {
        Ok(list) => {
            tracing::info!(commands = list.len(), guild = ?guild, "slash commands registered");
            Ok(list.len())
        }
        Err(e) => Err(format!("could not register the slash commands: {e}")),
    }
}

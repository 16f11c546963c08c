//! The slash commands as Discord sees them: the one command table
//! ([`crate::commands`]) turned into Discord's definitions, and an
//! invocation's options turned into the table's values.

use crate::commands::{Front, Kind, Request, Value, COMMANDS, MANAGERS_ONLY};
use crate::service::{Player, UserError};
use serenity::all::{
    ChannelType, CommandData, CommandOptionType, CreateCommand, CreateCommandOption, Permissions,
    ResolvedValue, User,
};

/// Every command of the table that Discord offers, as registered.
pub fn definitions() -> Vec<CreateCommand> {
    COMMANDS
        .iter()
        .filter(|c| c.front == Front::Everywhere)
        .map(|c| {
            let mut command = CreateCommand::new(c.name).description(c.description);
            if MANAGERS_ONLY.contains(&c.name) {
                // Discord shows it only to those who may use it (the
                // service checks again).
                command = command.default_member_permissions(Permissions::MANAGE_GUILD);
            }
            for o in c.options {
                let kind = match o.kind {
                    Kind::Integer { .. } => CommandOptionType::Integer,
                    Kind::String => CommandOptionType::String,
                    Kind::Boolean => CommandOptionType::Boolean,
                    Kind::User => CommandOptionType::User,
                    Kind::Channel => CommandOptionType::Channel,
                };
                let mut option = CreateCommandOption::new(kind, o.name, o.description);
                if o.required {
                    option = option.required(true);
                }
                if o.autocomplete {
                    option = option.set_autocomplete(true);
                }
                if o.kind == Kind::Channel {
                    // Where the bot can post: text and announcement channels.
                    option = option.channel_types(vec![ChannelType::Text, ChannelType::News]);
                }
                if let Kind::Integer { min, max } = o.kind {
                    if let Some(m) = min {
                        option = option.min_int_value(m as u64);
                    }
                    if let Some(m) = max {
                        option = option.max_int_value(m as u64);
                    }
                }
                for (label, value) in o.choices {
                    option = option.add_string_choice(*label, *value);
                }
                command = command.add_option(option);
            }
            command
        })
        .collect()
}

/// The name a Discord user goes by here: the server nickname, else the
/// display name, else the user name.
pub fn display_name(user: &User, nick: Option<&str>) -> String {
    nick.or(user.global_name.as_deref())
        .unwrap_or(&user.name)
        .to_string()
}

/// Reads an invocation. `me` is the bot's own user id.
pub fn parse(data: &CommandData, me: u64) -> Result<Request, UserError> {
    let mut values = Vec::new();
    for o in data.options() {
        let value = match o.value {
            ResolvedValue::Integer(v) => Value::Integer(v),
            ResolvedValue::String(v) => Value::String(v.to_string()),
            ResolvedValue::Boolean(v) => Value::Boolean(v),
            ResolvedValue::User(u, m) => Value::User {
                player: Player::new(
                    u.id.get() as i64,
                    display_name(u, m.and_then(|m| m.nick.as_deref())),
                ),
                bot: u.bot,
                me: u.id.get() == me,
            },
            ResolvedValue::Channel(c) => Value::Channel(c.id.get() as i64),
            _ => {
                return Err(UserError::BadOption(format!(
                    "The option {} of /{} could not be read; please pick it again.",
                    o.name, data.name
                )))
            }
        };
        values.push((o.name.to_string(), value));
    }
    Request::from_values(&data.name, values)
}

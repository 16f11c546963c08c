//! The slash commands as Discord sees them: the one command table
//! ([`crate::commands`]) turned into Discord's definitions, and an
//! invocation's options turned into the table's values.

use crate::commands::{Front, Kind, Request, Value, COMMANDS, MANAGERS_ONLY};
use crate::lang::Lang;
use crate::service::{Player, UserError};
use serenity::all::{
    ChannelType, CommandData, CommandOptionType, CommandType, CreateCommand, CreateCommandOption,
    EntryPointHandlerType, Permissions, ResolvedValue, User,
};

/// Each of Discord's locales a shipped translation is registered under,
/// with its language (English is the commands' own).
fn translations() -> impl Iterator<Item = (&'static str, Lang)> {
    Lang::all()
        .filter(|l| *l != Lang::EN)
        .flat_map(|l| l.discord_locales().iter().map(move |loc| (*loc, l)))
}

/// The Activity's entry point: the command Discord's App Launcher starts
/// the live table with (Discord launches it itself; the bot is not asked).
pub fn entry_point() -> CreateCommand {
    let mut command = CreateCommand::new("launch")
        .kind(CommandType::PrimaryEntryPoint)
        .handler(EntryPointHandlerType::DiscordLaunchActivity)
        .description(Lang::EN.t("activity-launch-description"));
    for (locale, lang) in translations() {
        command = command.description_localized(locale, lang.t("activity-launch-description"));
    }
    command
}

/// Every command of the table that Discord offers, as registered, with
/// its names, descriptions and choices in every language shipped.
pub fn definitions() -> Vec<CreateCommand> {
    COMMANDS
        .iter()
        .filter(|c| c.front == Front::Everywhere)
        .map(|c| {
            let mut command = CreateCommand::new(c.name).description(c.description);
            for (locale, lang) in translations() {
                command = command
                    .name_localized(locale, c.name_in(lang))
                    .description_localized(locale, c.description_in(lang));
            }
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
                for (locale, lang) in translations() {
                    option = option
                        .name_localized(locale, o.name_in(c, lang))
                        .description_localized(locale, o.description_in(c, lang));
                }
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
                    let id = o.choice_id(value);
                    let names = translations().map(|(locale, lang)| (locale, lang.t(&id)));
                    option = option.add_string_choice_localized(*label, *value, names);
                }
                if o.languages {
                    for l in crate::lang::Lang::all() {
                        option = option.add_string_choice(l.t("language-name"), l.code());
                    }
                    option = option.add_string_choice("auto", "auto");
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
                return Err(UserError::BadOption(crate::text!(
                    "bad-unreadable",
                    option = o.name,
                    command = data.name.as_str()
                )))
            }
        };
        values.push((o.name.to_string(), value));
    }
    Request::from_values(&data.name, values)
}

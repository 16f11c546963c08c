//! The slash commands as Discord sees them: the one command table
//! ([`crate::commands`]) turned into Discord's definitions, and an
//! invocation's options turned into the table's values.

use crate::commands::{Command, Does, Front, Kind, OptionSpec, Path, Request, Value, COMMANDS};
use crate::lang::Lang;
use crate::service::{Player, UserError};
use serenity::all::{
    ChannelType, CommandData, CommandOptionType, CommandType, CreateCommand, CreateCommandOption,
    EntryPointHandlerType, Permissions, ResolvedOption, ResolvedValue, User,
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
    definitions_of(COMMANDS)
}

/// [`definitions`] of a table.
pub fn definitions_of(table: &[&'static Command]) -> Vec<CreateCommand> {
    table
        .iter()
        .copied()
        .filter(|c| c.front == Front::Everywhere)
        .map(|c| {
            let path = Path::new(c, &[]);
            let mut command = CreateCommand::new(c.name).description(c.description);
            for (locale, lang) in translations() {
                command = command
                    .name_localized(locale, path.name_in(lang))
                    .description_localized(locale, path.description_in(lang));
            }
            if c.managers_only {
                // Discord shows it only to those who may use it (the
                // service checks again).
                command = command.default_member_permissions(Permissions::MANAGE_GUILD);
            }
            for o in c.options {
                command = command.add_option(option(&path, o));
            }
            for s in c.subcommands() {
                command = command.add_option(subcommand(Path::new(c, &[s])));
            }
            command
        })
        .collect()
}

/// A subcommand (or a group, with its subcommands) as Discord
/// registers it, named and described in every language.
fn subcommand(path: Path) -> CreateCommandOption {
    let c = path.command;
    let kind = match c.does {
        Does::Run { .. } => CommandOptionType::SubCommand,
        Does::Subcommands(_) => CommandOptionType::SubCommandGroup,
    };
    let mut sub = CreateCommandOption::new(kind, c.name, c.description);
    for (locale, lang) in translations() {
        sub = sub
            .name_localized(locale, path.name_in(lang))
            .description_localized(locale, path.description_in(lang));
    }
    for o in c.options {
        sub = sub.add_sub_option(option(&path, o));
    }
    if let Some(top) = path.parent {
        for l in c.subcommands() {
            sub = sub.add_sub_option(subcommand(Path::new(top, &[c, l])));
        }
    }
    sub
}

/// One option of a command as Discord registers it.
fn option(path: &Path, o: &OptionSpec) -> CreateCommandOption {
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
            .name_localized(locale, o.name_in(path, lang))
            .description_localized(locale, o.description_in(path, lang));
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
    option
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
    parse_in(COMMANDS, data, me)
}

/// [`parse`] by a table.
pub fn parse_in(
    table: &[&'static Command],
    data: &CommandData,
    me: u64,
) -> Result<Request, UserError> {
    let mut options = data.options();
    let mut words = vec![data.name.as_str()];
    // A subcommand's options are inside it, a group's subcommand inside
    // the group.
    while let [ResolvedOption {
        name,
        value: ResolvedValue::SubCommand(inner) | ResolvedValue::SubCommandGroup(inner),
        ..
    }] = options.as_slice()
    {
        words.push(name);
        options = inner.clone();
    }
    let mut values = Vec::new();
    for o in options {
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
    Request::read(table, Front::Everywhere, &words, values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::example::TABLE;
    use serde_json::json;

    /// Discord registers every command of the table it offers, and none
    /// that only `alice local` has.
    #[test]
    fn every_command_discord_offers_is_registered() {
        let registered: Vec<String> = definitions()
            .iter()
            .map(|d| {
                serde_json::to_value(d).unwrap()["name"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect();
        let offered: Vec<&str> = COMMANDS
            .iter()
            .filter(|c| c.front == Front::Everywhere)
            .map(|c| c.name)
            .collect();
        assert_eq!(registered, offered);
        assert!(offered.contains(&"move") && !offered.contains(&"sweep"));
    }

    /// A command of subcommands is registered as Discord's subcommands,
    /// each with its own options, and read back by the one chosen.
    #[test]
    fn subcommands_are_registered_and_read() {
        let defs: Vec<serde_json::Value> = definitions_of(TABLE)
            .iter()
            .map(|d| serde_json::to_value(d).unwrap())
            .collect();
        let event = &defs[0];
        assert_eq!(event["name"], "event");
        assert_eq!(event["default_member_permissions"], "32");
        let subs = event["options"].as_array().unwrap();
        let shape: Vec<(u64, &str, usize)> = subs
            .iter()
            .map(|s| {
                let options = s["options"].as_array().map_or(0, Vec::len);
                (
                    s["type"].as_u64().unwrap(),
                    s["name"].as_str().unwrap(),
                    options,
                )
            })
            .collect();
        // A group (type 2) holds its subcommands.
        assert_eq!(shape, [(1, "create", 2), (1, "list", 0), (2, "manage", 1)]);
        let pair = &subs[2]["options"][0];
        assert_eq!((&pair["type"], &pair["name"]), (&json!(1), &json!("pair")));
        assert_eq!(pair["options"][0]["name"], "round");
        let name = &subs[0]["options"][0];
        assert_eq!(
            (&name["name"], &name["type"], &name["required"]),
            (&json!("name"), &json!(3), &json!(true))
        );
        let rounds = &subs[0]["options"][1];
        assert_eq!(
            (&rounds["min_value"], &rounds["max_value"]),
            (&json!(1), &json!(20))
        );
        assert_eq!(defs[1]["name"], "help");

        let data = |options: serde_json::Value| -> CommandData {
            serde_json::from_value(json!({
                "id": "1", "name": "event", "type": 1, "options": options
            }))
            .unwrap()
        };
        let chosen = data(json!([{ "name": "create", "type": 1, "options": [
            { "name": "name", "type": 3, "value": "spring" },
            { "name": "rounds", "type": 4, "value": 9 }
        ]}]));
        let read = parse_in(TABLE, &chosen, 99).unwrap();
        assert_eq!(read.words(), "event create");
        let expected = Request::read(
            TABLE,
            Front::Everywhere,
            &["event", "create"],
            vec![
                ("name".into(), Value::String("spring".into())),
                ("rounds".into(), Value::Integer(9)),
            ],
        );
        assert_eq!(read, expected.unwrap());
        let list = data(json!([{ "name": "list", "type": 1, "options": [] }]));
        assert_eq!(parse_in(TABLE, &list, 99).unwrap().words(), "event list");
        let unknown = data(json!([{ "name": "delete", "type": 1, "options": [] }]));
        assert_eq!(
            parse_in(TABLE, &unknown, 99).unwrap_err().to_string(),
            "/event has no subcommand `delete` (it has create, list, manage)."
        );
        let grouped = data(json!([{ "name": "manage", "type": 2, "options": [
            { "name": "pair", "type": 1, "options": [{ "name": "round", "type": 4, "value": 3 }] }
        ]}]));
        let read = parse_in(TABLE, &grouped, 99).unwrap();
        assert_eq!(read.words(), "event manage pair");
        let values = vec![("round".into(), Value::Integer(3))];
        let expected = Request::read(
            TABLE,
            Front::Everywhere,
            &["event", "manage", "pair"],
            values,
        );
        assert_eq!(read, expected.unwrap());
    }
}

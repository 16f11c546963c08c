//! What is written from the command table: `/help`, the commands
//! reference, the README's commands at a glance, and the English command
//! messages; and the ids of the messages that name and describe commands,
//! options and choices in every language.

use super::{Command, Front, Kind, OptionSpec, Path, COMMANDS};
use crate::lang::Lang;
use crate::service::{format_duration_in, Config, DEFAULT_BOT_LEVEL};

/// The optional options `/help` shows of a command; the commands reference
/// lists them all.
pub const HELP_OPTIONS: usize = 2;

impl Path {
    /// Where it is offered: as the table's command it belongs to.
    pub fn front(&self) -> Front {
        self.parent.map_or(self.command.front, |p| p.front)
    }

    /// The id of its messages: `command-<name>` (`command-<name>-<sub>`
    /// for a subcommand), its name in a language, and `.description`.
    pub fn message_id(&self) -> String {
        format!("command-{}", self.words().replace(' ', "-"))
    }

    /// Its description in `lang` (English: the table's).
    pub fn description_in(&self, lang: Lang) -> String {
        lang.t(&format!("{}.description", self.message_id()))
    }

    /// Its name in `lang` (English: the table's).
    pub fn name_in(&self, lang: Lang) -> String {
        lang.t(&self.message_id())
    }

    /// Every path of the table: each command, and each subcommand (and
    /// group, and subcommand of a group) after the command it belongs to.
    pub fn all() -> Vec<Path> {
        Path::all_in(COMMANDS)
    }
}

impl OptionSpec {
    /// The id of its messages (its name and `.description`):
    /// `option-<name>` where every command that has an option of this name
    /// describes it alike, else `option-<command>-<name>`.
    pub fn message_id(&self, command: &Path) -> String {
        let shared = Path::all()
            .iter()
            .flat_map(|c| c.command.options)
            .filter(|o| o.name == self.name)
            .all(|o| o.description == self.description);
        if shared {
            format!("option-{}", self.name)
        } else {
            format!("option-{}-{}", command.words().replace(' ', "-"), self.name)
        }
    }

    /// Its description in `lang`.
    pub fn description_in(&self, command: &Path, lang: Lang) -> String {
        lang.t(&format!("{}.description", self.message_id(command)))
    }

    /// Its name in `lang`.
    pub fn name_in(&self, command: &Path, lang: Lang) -> String {
        lang.t(&self.message_id(command))
    }

    /// The id of the label of its choice `value`: `choice-<option>-<value>`
    /// (a `+` written `-plus-`: `choice-time-5-plus-3`).
    pub fn choice_id(&self, value: &str) -> String {
        format!("choice-{}-{}", self.name, value.replace('+', "-plus-"))
    }
}

/// The source of the command messages, `locales/en/commands.ftl`, written
/// from the table by `alice help --ftl` (a test holds the file to it):
/// each command's and option's name and description, each choice's label.
pub fn source_ftl() -> String {
    let mut out = String::from(
        "# The slash commands as Discord shows them: names (lower case, no spaces,\n\
         # at most 32 characters, unique within a command), descriptions (at most\n\
         # 100 characters) and the labels of choices. Written from the command table\n\
         # (`src/commands/`) by `alice help --ftl > locales/en/commands.ftl`.\n",
    );
    let mut seen = std::collections::BTreeSet::new();
    for c in Path::all() {
        out.push_str(&format!(
            "\n{} = {}\n    .description = {}\n",
            c.message_id(),
            c.command.name,
            c.command.description
        ));
        for o in c.command.options {
            let id = o.message_id(&c);
            if seen.insert(id.clone()) {
                out.push_str(&format!(
                    "{id} = {}\n    .description = {}\n",
                    o.name, o.description
                ));
            }
            for (label, value) in o.choices {
                let id = o.choice_id(value);
                if seen.insert(id.clone()) {
                    out.push_str(&format!("{id} = {label}\n"));
                }
            }
        }
    }
    out
}

/// The list of commands for `/help`, from the table: each command's usage
/// and description (`front` adds the commands only that front end has).
pub fn help(config: &Config, front: Front) -> String {
    help_in(config, front, Lang::EN)
}

/// [`help`] in `lang`.
pub fn help_in(config: &Config, front: Front, lang: Lang) -> String {
    let mut lines = vec![crate::t!(
        lang,
        "help-header",
        time = format_duration_in(lang, config.default_time_per_move),
        level = DEFAULT_BOT_LEVEL
    )];
    for &c in COMMANDS.iter().filter(|c| c.offered(front)) {
        let path = Path::new(c, &[]);
        // A command of subcommands is one line: its subcommands' names.
        let usage = if c.does_run() {
            path.usage_up_to(HELP_OPTIONS)
        } else {
            let names: Vec<&str> = c.subcommands().iter().map(|s| s.name).collect();
            format!("/{} {}", c.name, names.join("|"))
        };
        lines.push(format!("`{usage}` — {}", path.description_in(lang)));
    }
    lines.join("\n")
}

/// Text for a Markdown table's cell: a `|` would end the cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// The commands at a glance: one Markdown table row per command both
/// front ends offer, from the table (the README shows it).
pub fn glance_markdown() -> String {
    let mut out = String::from("| command | what it does |\n| --- | --- |\n");
    for c in Command::leaves(COMMANDS, Front::Everywhere) {
        out.push_str(&format!(
            "| `{}` | {} |\n",
            cell(&c.usage()),
            cell(c.command.description)
        ));
    }
    out
}

/// The commands reference (`docs/commands.md`), written from the table by
/// `alice help --markdown`: every command with its usage and every option
/// with its type, range, choices and description.
pub fn reference_markdown() -> String {
    let mut out = String::from(
        "# Commands\n\n\
         <!-- Written by `alice help --markdown > docs/commands.md` from the command table \
         (`src/commands/`); a test fails when this file differs from it. -->\n\n\
         Every slash command of the bot, as Discord offers it; `alice local` takes the same \
         commands typed after a player's name (`alice: /move move:e4`). How to play them, with examples: \
         [playing.md](playing.md).\n\n",
    );
    out.push_str(&glance_markdown());
    for front in [Front::Everywhere, Front::LocalOnly] {
        if front == Front::LocalOnly {
            out.push_str(
                "\n## Only in `alice local`\n\nThe terminal front end adds two commands of its own.\n",
            );
        }
        let paths = Command::leaves(COMMANDS, front);
        for c in paths.iter().filter(|c| c.front() == front) {
            let level = if front == Front::LocalOnly {
                "###"
            } else {
                "##"
            };
            out.push_str(&format!(
                "\n{level} /{}\n\n{}.\n\n",
                c.words(),
                c.command.description
            ));
            out.push_str(&format!("    {}\n", c.usage()));
            if c.managers_only() {
                out.push_str("\nOnly members with the Manage Server permission may use it.\n");
            }
            if c.command.options.is_empty() {
                out.push_str("\nNo options.\n");
                continue;
            }
            out.push_str("\n| option | type | required | values | description |\n");
            out.push_str("| --- | --- | --- | --- | --- |\n");
            for o in c.command.options {
                let kind = match o.kind {
                    Kind::Integer { .. } => "number",
                    Kind::String => "text",
                    Kind::Boolean => "true or false",
                    Kind::User => "a member",
                    Kind::Channel => "a channel",
                };
                let values = match (o.kind, o.choices) {
                    _ if o.languages => crate::lang::Lang::all()
                        .map(|l| format!("`{}` ({})", l.code(), l.t("language-name")))
                        .chain(["`auto`".to_string()])
                        .collect::<Vec<_>>()
                        .join(", "),
                    (_, choices) if !choices.is_empty() => choices
                        .iter()
                        .map(|(label, value)| format!("`{value}` ({label})"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    (Kind::Integer { min, max }, _) => match (min, max) {
                        (Some(a), Some(b)) => format!("{a} to {b}"),
                        (Some(a), None) => format!("{a} or more"),
                        (None, Some(b)) => format!("at most {b}"),
                        (None, None) => String::new(),
                    },
                    _ => String::new(),
                };
                let values = if o.autocomplete {
                    if values.is_empty() {
                        "suggested as you type".to_string()
                    } else {
                        format!("{values}; suggested as you type")
                    }
                } else {
                    values
                };
                out.push_str(&format!(
                    "| `{}` | {kind} | {} | {} | {} |\n",
                    o.name,
                    if o.required { "yes" } else { "no" },
                    cell(&values),
                    cell(o.description)
                ));
            }
        }
    }
    out
}

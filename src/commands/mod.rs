//! The one table of commands. Each command is a file of this folder: its
//! name, its options (types, choices, ranges, descriptions) and what it
//! does, written once. The list at the foot of this file names each file
//! once, in the order `/help` lists them; nothing else names a command.
//!
//! Both front ends read the table: the Discord adapter registers its slash
//! commands (subcommands included) and reads their options by it, `alice
//! local` reads `key:value` text by it, and `/help`, the commands
//! reference and the English command messages are written from it.

mod docs;
mod options;

pub use docs::{glance_markdown, help, help_in, reference_markdown, source_ftl, HELP_OPTIONS};

use crate::lang::Text;
use crate::service::{Place, Player, Progress, Reply, Service, ServiceError, UserError};
use crate::text;
use std::future::Future;
use std::pin::Pin;

/// The type of an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Integer {
        min: Option<i64>,
        max: Option<i64>,
    },
    String,
    Boolean,
    /// A person (a Discord user; a name in `alice local`).
    User,
    /// A channel of the server (its id; `#id` in `alice local`).
    Channel,
}

/// One option of a command.
#[derive(Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// Suggestions while typing (Discord's autocomplete).
    pub autocomplete: bool,
    /// Fixed choices as (label, value); empty when any value goes.
    pub choices: &'static [(&'static str, &'static str)],
    /// What a value looks like, for help and errors (`e4`, `<id>`).
    pub example: &'static str,
    /// Its choices are the languages shipped (`locales/`).
    pub languages: bool,
}

/// Which front ends offer a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    Everywhere,
    /// Only `alice local` (an operator's tool, such as running the sweeper).
    LocalOnly,
}

/// What carrying out an invocation comes to.
pub type Done<'a> = Pin<Box<dyn Future<Output = Result<Reply, ServiceError>> + Send + 'a>>;

/// Carries out an invocation.
pub type Run = for<'a> fn(Call<'a>) -> Done<'a>;

/// Whether the engine may think before the answer (a front end then says
/// "thinking…" first, or shows the progress reported).
pub type Thinks = for<'a> fn(Call<'a>) -> Pin<Box<dyn Future<Output = bool> + Send + 'a>>;

/// What a command does: carries out an invocation, or offers subcommands
/// of which one is chosen (`/tournament create`). A command's subcommand
/// may itself offer subcommands (a group: `/tournament manage pair`), one
/// level deep, as Discord allows.
pub enum Does {
    Run { run: Run, thinks: Option<Thinks> },
    Subcommands(&'static [Command]),
}

/// One command (or subcommand) of the table.
pub struct Command {
    pub name: &'static str,
    pub description: &'static str,
    pub options: &'static [OptionSpec],
    pub front: Front,
    /// Only for members who manage the server: Discord shows it to them
    /// alone (the service checks again).
    pub managers_only: bool,
    pub does: Does,
}

impl std::fmt::Debug for Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "/{}", self.name)
    }
}

impl Command {
    /// A command offered everywhere, with no options, that does `does`.
    const fn doing(name: &'static str, description: &'static str, does: Does) -> Command {
        Command {
            name,
            description,
            options: &[],
            front: Front::Everywhere,
            managers_only: false,
            does,
        }
    }

    /// A command offered everywhere, with no options, that runs `run`.
    pub const fn new(name: &'static str, description: &'static str, run: Run) -> Command {
        Command::doing(name, description, Does::Run { run, thinks: None })
    }

    /// A command of subcommands.
    pub const fn group(
        name: &'static str,
        description: &'static str,
        subcommands: &'static [Command],
    ) -> Command {
        Command::doing(name, description, Does::Subcommands(subcommands))
    }

    /// Its subcommands' names, for a message: `create, list`.
    fn subcommand_names(&self) -> String {
        let names: Vec<&str> = self.subcommands().iter().map(|s| s.name).collect();
        names.join(", ")
    }

    fn does_run(&self) -> bool {
        matches!(self.does, Does::Run { .. })
    }

    /// Its subcommands (none for a command that runs).
    pub fn subcommands(&self) -> &'static [Command] {
        match self.does {
            Does::Subcommands(s) => s,
            Does::Run { .. } => &[],
        }
    }

    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }

    /// The commands a table offers a front end that run: commands,
    /// subcommands and the subcommands of groups, one by one.
    pub fn leaves(table: &[&'static Command], front: Front) -> Vec<Path> {
        let mut out = Path::all_in(table);
        out.retain(|p| p.command.does_run() && p.parent.unwrap_or(p.command).offered(front));
        out
    }

    /// Whether `front` offers it.
    pub fn offered(&self, front: Front) -> bool {
        self.front == Front::Everywhere || self.front == front
    }
}

/// A command as invoked: a command of the table, one of a command's
/// subcommands, or a subcommand of a group.
#[derive(Clone, Copy, Debug)]
pub struct Path {
    /// The command of the table, for a subcommand.
    pub parent: Option<&'static Command>,
    /// The group between them, for a subcommand of a group.
    pub group: Option<&'static Command>,
    pub command: &'static Command,
}

impl PartialEq for Path {
    fn eq(&self, other: &Path) -> bool {
        self.words() == other.words()
    }
}

impl Path {
    /// The path from the table's command `top` down `below`: its
    /// subcommand, then (in a group) the group's subcommand.
    pub fn new(top: &'static Command, below: &[&'static Command]) -> Path {
        match *below {
            [] => Path {
                parent: None,
                group: None,
                command: top,
            },
            [sub] => Path {
                parent: Some(top),
                group: None,
                command: sub,
            },
            [group, sub, ..] => Path {
                parent: Some(top),
                group: Some(group),
                command: sub,
            },
        }
    }

    /// The commands from the table's down to this one.
    pub fn chain(&self) -> Vec<&'static Command> {
        [self.parent, self.group, Some(self.command)]
            .into_iter()
            .flatten()
            .collect()
    }

    /// Every path of `table`: each command, and each subcommand (and
    /// group, and subcommand of a group) after the command it belongs to.
    pub fn all_in(table: &[&'static Command]) -> Vec<Path> {
        let mut out = Vec::new();
        for &c in table {
            out.push(Path::new(c, &[]));
            for s in c.subcommands() {
                out.push(Path::new(c, &[s]));
                out.extend(s.subcommands().iter().map(|l| Path::new(c, &[s, l])));
            }
        }
        out
    }

    /// `tournament manage pair`, `tournament create`, `move`.
    pub fn words(&self) -> String {
        let names: Vec<&str> = self.chain().iter().map(|c| c.name).collect();
        names.join(" ")
    }

    /// `/move move:<move> [game:<id>]`.
    pub fn usage(&self) -> String {
        self.usage_up_to(usize::MAX)
    }

    /// [`Path::usage`] with at most `optional` of its optional options,
    /// then `[…]` for the rest (`/help` must fit one message).
    pub fn usage_up_to(&self, optional: usize) -> String {
        let mut s = format!("/{}", self.words());
        let mut shown = 0;
        for o in self.command.options {
            let part = format!("{}:{}", o.name, o.example);
            if o.required {
                s.push_str(&format!(" {part}"));
            } else if shown < optional {
                s.push_str(&format!(" [{part}]"));
                shown += 1;
            } else {
                s.push_str(" […]");
                break;
            }
        }
        s
    }

    /// Whether it is only for members who manage the server.
    pub fn managers_only(&self) -> bool {
        self.chain().iter().any(|c| c.managers_only)
    }
}

/// A value given for an option, already of the option's type.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Integer(i64),
    String(String),
    Boolean(bool),
    /// A person; `bot` is true for a bot account, `me` for this bot.
    User {
        player: Player,
        bot: bool,
        me: bool,
    },
    Channel(i64),
}

/// The values of an invocation, each checked against its option.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(String, Value)>);

impl Args {
    fn get(&self, o: &OptionSpec) -> Option<&Value> {
        self.0.iter().find(|(n, _)| n == o.name).map(|(_, v)| v)
    }

    pub fn int(&self, o: &OptionSpec) -> Option<i64> {
        match self.get(o) {
            Some(Value::Integer(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn str(&self, o: &OptionSpec) -> Option<&str> {
        match self.get(o) {
            Some(Value::String(s)) => Some(s),
            _ => None,
        }
    }

    pub fn string(&self, o: &OptionSpec) -> Option<String> {
        self.str(o).map(str::to_string)
    }

    pub fn boolean(&self, o: &OptionSpec) -> Option<bool> {
        match self.get(o) {
            Some(Value::Boolean(b)) => Some(*b),
            _ => None,
        }
    }

    /// A person named (never the bot itself or another bot: refused when
    /// read).
    pub fn user(&self, o: &OptionSpec) -> Option<Player> {
        match self.get(o) {
            Some(Value::User { player, .. }) => Some(player.clone()),
            _ => None,
        }
    }

    pub fn channel(&self, o: &OptionSpec) -> Option<i64> {
        match self.get(o) {
            Some(Value::Channel(c)) => Some(*c),
            _ => None,
        }
    }
}

/// An invocation being carried out: who asked, where, through which front
/// end, with what.
#[derive(Clone, Copy)]
pub struct Call<'a> {
    pub service: &'a Service,
    pub player: &'a Player,
    pub place: Place,
    pub progress: &'a Progress,
    pub front: Front,
    pub args: &'a Args,
}

impl Call<'_> {
    /// The game the `game` option names, else the game whose thread the
    /// command was typed in (None: the service asks which).
    pub async fn game(&self) -> Result<Option<i64>, ServiceError> {
        match self.args.int(&options::GAME) {
            Some(g) => Ok(Some(g)),
            None => {
                self.service
                    .games()
                    .game_in_channel(self.player.id, self.place.channel)
                    .await
            }
        }
    }
}

fn bad(text: Text) -> UserError {
    UserError::BadOption(text)
}

/// Checks one value against its option: the type, the range, the choices,
/// and that a person named is not a bot.
fn check(path: &Path, o: &OptionSpec, v: &Value) -> Result<(), UserError> {
    let fits = matches!(
        (o.kind, v),
        (Kind::Integer { .. }, Value::Integer(_))
            | (Kind::String, Value::String(_))
            | (Kind::Boolean, Value::Boolean(_))
            | (Kind::User, Value::User { .. })
            | (Kind::Channel, Value::Channel(_))
    );
    if !fits {
        return Err(bad(text!(
            "bad-unreadable",
            option = o.name,
            command = path.words()
        )));
    }
    match v {
        Value::User { me: true, .. } => return Err(bad(text!("opponent-is-me"))),
        Value::User {
            player, bot: true, ..
        } => return Err(bad(text!("opponent-is-bot", name = player.shown()))),
        _ => {}
    }
    if let (Kind::Integer { min, max }, Value::Integer(n)) = (o.kind, v) {
        let low = min.is_some_and(|m| *n < m);
        let high = max.is_some_and(|m| *n > m);
        if low || high {
            return Err(bad(match (min, max) {
                (Some(a), Some(b)) => {
                    text!("bad-range", option = o.name, min = a, max = b, given = *n)
                }
                (Some(a), None) => text!("bad-at-least", option = o.name, min = a, given = *n),
                _ => text!(
                    "bad-at-most",
                    option = o.name,
                    max = max.unwrap_or(0),
                    given = *n
                ),
            }));
        }
    }
    Ok(())
}

/// A command invocation, checked against the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    pub path: Path,
    pub args: Args,
    /// The front end it came through.
    pub front: Front,
}

impl Request {
    /// Reads an invocation of the table's `command` (a command without
    /// subcommands) with `values`, as `alice local` would.
    pub fn from_values(command: &str, values: Vec<(String, Value)>) -> Result<Request, UserError> {
        Request::read(COMMANDS, Front::LocalOnly, &[command], values)
    }

    /// Reads an invocation from `front`: `words` are the command's name,
    /// then its subcommand's and, in a group, the group's subcommand's;
    /// `values` are (option name, value), each checked against `table`.
    pub fn read(
        table: &[&'static Command],
        front: Front,
        words: &[&str],
        values: Vec<(String, Value)>,
    ) -> Result<Request, UserError> {
        let (command, mut rest) = words
            .split_first()
            .ok_or_else(|| bad(text!("unknown-command", command = "")))?;
        let top = table
            .iter()
            .copied()
            .find(|c| c.name == *command && c.offered(front))
            .ok_or_else(|| bad(text!("unknown-command", command = *command)))?;
        let mut chain: Vec<&'static Command> = Vec::new();
        loop {
            let at = *chain.last().unwrap_or(&top);
            let said = || Path::new(top, &chain).words();
            match (at.does_run(), rest.split_first()) {
                (true, None) => break,
                (true, Some(_)) => return Err(bad(text!("no-subcommands", command = said()))),
                (false, next) => {
                    let names = at.subcommand_names();
                    let Some((sub, more)) = next else {
                        return Err(bad(text!(
                            "subcommand-needed",
                            command = said(),
                            subcommands = names
                        )));
                    };
                    let found = at.subcommands().iter().find(|s| s.name == *sub);
                    chain.push(found.ok_or_else(|| {
                        bad(text!(
                            "no-such-subcommand",
                            command = said(),
                            given = *sub,
                            subcommands = names
                        ))
                    })?);
                    rest = more;
                }
            }
        }
        let path = Path::new(top, &chain);
        let spec = path.command;
        for (name, v) in &values {
            let o = spec.option(name).ok_or_else(|| {
                bad(if spec.options.is_empty() {
                    text!("no-options", command = path.words())
                } else {
                    let names: Vec<&str> = spec.options.iter().map(|o| o.name).collect();
                    text!(
                        "no-such-option",
                        command = path.words(),
                        option = name.as_str(),
                        options = names.join(", ")
                    )
                })
            })?;
            check(&path, o, v)?;
        }
        for o in spec.options.iter().filter(|o| o.required) {
            if !values.iter().any(|(n, _)| n == o.name) {
                return Err(bad(text!(
                    "bad-needed",
                    command = path.words(),
                    option = o.name,
                    description = o.description.to_lowercase(),
                    example = o.example
                )));
            }
        }
        Ok(Request {
            path,
            args: Args(values),
            front,
        })
    }

    /// The command's name and subcommand: `tournament create`.
    pub fn words(&self) -> String {
        self.path.words()
    }

    fn call<'a>(
        &'a self,
        service: &'a Service,
        player: &'a Player,
        place: Place,
        progress: &'a Progress,
    ) -> Call<'a> {
        Call {
            service,
            player,
            place,
            progress,
            front: self.front,
            args: &self.args,
        }
    }

    /// Whether the engine may think before the answer (a front end then
    /// says "thinking…" first, or shows the progress reported).
    pub async fn may_think(&self, service: &Service, player: &Player) -> bool {
        let none = Progress::none();
        match self.path.command.does {
            Does::Run {
                thinks: Some(thinks),
                ..
            } => thinks(self.call(service, player, Place::default(), &none)).await,
            _ => false,
        }
    }

    /// Carries the request out for `player`, asked at `place`. A command
    /// about a game typed in a game's thread means that game.
    pub async fn execute(
        self,
        service: &Service,
        player: &Player,
        place: Place,
    ) -> Result<Reply, ServiceError> {
        self.execute_with(service, player, place, &Progress::none())
            .await
    }

    /// [`Request::execute`], reporting how far a long action got.
    pub async fn execute_with(
        self,
        service: &Service,
        player: &Player,
        place: Place,
        progress: &Progress,
    ) -> Result<Reply, ServiceError> {
        match self.path.command.does {
            Does::Run { run, .. } => run(self.call(service, player, place, progress)).await,
            // `read` makes a path end in a command that runs; one built
            // by hand to a group is told what `read` would tell.
            Does::Subcommands(_) => Err(bad(text!(
                "subcommand-needed",
                command = self.words(),
                subcommands = self.path.command.subcommand_names()
            ))
            .into()),
        }
    }
}

/// Finds a command of the table by its name.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().copied().find(|c| c.name == name)
}

/// Declares the command files and lists them, in the order `/help` lists
/// them: a new command is its file and its name here.
macro_rules! commands {
    ($($file:ident),* $(,)?) => {
        $(mod $file;)*

        /// Every command of the bot, in the order `/help` lists them.
        pub static COMMANDS: &[&Command] = &[$(&$file::COMMAND),*];

        /// The files the commands are in (`move` for `r#move`).
        #[cfg(test)]
        const FILES: &[&str] = &[$(stringify!($file)),*];
    };
}

commands![
    challenge,
    accept,
    decline,
    play,
    r#move,
    board,
    resign,
    draw,
    takeback,
    abort,
    games,
    pgn,
    analyze,
    gif,
    puzzle,
    rematch,
    rating,
    leaderboard,
    tournament,
    settings,
    server_settings,
    rules,
    help,
    sweep,
    click,
];

/// A table with a command of subcommands, for the front ends' tests.
#[cfg(test)]
pub(crate) mod example {
    use super::*;

    const NAME: OptionSpec = OptionSpec {
        required: true,
        example: "spring",
        ..options::opt("name", "The event's name", Kind::String)
    };

    const ROUNDS: OptionSpec = OptionSpec {
        example: "7",
        ..options::opt(
            "rounds",
            "How many rounds",
            Kind::Integer {
                min: Some(1),
                max: Some(20),
            },
        )
    };

    fn create(c: Call<'_>) -> Done<'_> {
        Box::pin(async move {
            let name = c.args.str(&NAME).unwrap_or_default();
            let rounds = c.args.int(&ROUNDS).unwrap_or(5);
            Ok(Reply::text(format!("created {name} of {rounds} rounds")))
        })
    }

    fn list(_: Call<'_>) -> Done<'_> {
        Box::pin(async { Ok(Reply::text("listed")) })
    }

    const ROUND: OptionSpec = OptionSpec {
        required: true,
        example: "2",
        ..options::opt(
            "round",
            "Which round",
            Kind::Integer {
                min: Some(1),
                max: None,
            },
        )
    };

    fn pair(c: Call<'_>) -> Done<'_> {
        Box::pin(async move {
            let round = c.args.int(&ROUND).unwrap_or_default();
            Ok(Reply::text(format!("paired round {round}")))
        })
    }

    const SUBCOMMANDS: &[Command] = &[
        Command {
            options: &[NAME, ROUNDS],
            ..Command::new("create", "Create an event", create)
        },
        Command::new("list", "The events", list),
        Command::group(
            "manage",
            "Run an event",
            &[Command {
                options: &[ROUND],
                ..Command::new("pair", "Pair a round", pair)
            }],
        ),
    ];

    static EVENT: Command = Command {
        managers_only: true,
        ..Command::group("event", "Events of the server", SUBCOMMANDS)
    };

    pub(crate) static TABLE: &[&Command] = &[&EVENT, &super::help::COMMAND];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::service::Config;

    #[test]
    fn names_are_unique_and_fit_discord() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
        for c in Path::all().iter().map(|p| p.command) {
            // Discord: 1-32 lower-case characters, descriptions 1-100.
            assert!(
                c.name.len() <= 32
                    && c.name
                        .chars()
                        .all(|ch| ch.is_ascii_lowercase() || ch == '_' || ch == '-')
            );
            assert!((1..=100).contains(&c.description.len()), "{}", c.name);
            assert!(c.options.len() <= 25);
            for o in c.options {
                assert!((1..=100).contains(&o.description.len()), "{}", o.name);
                assert!(o.choices.len() <= 25);
            }
        }
    }

    /// The English messages of the commands are the table's, as
    /// `alice help --ftl` writes them.
    #[test]
    fn the_command_messages_are_the_tables() {
        let file = include_str!("../../locales/en/commands.ftl");
        assert!(
            file == source_ftl(),
            "locales/en/commands.ftl differs from the table: run `alice help --ftl > locales/en/commands.ftl`"
        );
    }

    /// Every language's names, descriptions and choices fit Discord's
    /// rules: names of 1 to 32 letters, digits, `-` or `_`, lower case,
    /// unique among a command's options and among the commands;
    /// descriptions and choice labels of 1 to 100 characters. Its /help
    /// fits one message.
    #[test]
    fn every_language_fits_discord() {
        let name_ok = |n: &str| {
            (1..=32).contains(&n.chars().count())
                && n.chars().all(|c| {
                    (c.is_alphanumeric() || c == '-' || c == '_')
                        && c.to_lowercase().eq(std::iter::once(c))
                })
        };
        let text_ok = |t: &str| (1..=100).contains(&t.chars().count());
        for lang in Lang::all() {
            let code = lang.code();
            let mut commands = std::collections::BTreeSet::new();
            for c in Path::all() {
                let name = c.name_in(lang);
                assert!(name_ok(&name), "{code} /{}: name `{name}`", c.words());
                assert!(
                    commands.insert((c.parent.map(|p| p.name), name.clone())),
                    "{code}: /{name} twice"
                );
                let d = c.description_in(lang);
                assert!(
                    text_ok(&d),
                    "{code} /{}: {} characters",
                    c.words(),
                    d.chars().count()
                );
                let mut options = std::collections::BTreeSet::new();
                for o in c.command.options {
                    let name = o.name_in(&c, lang);
                    assert!(
                        name_ok(&name),
                        "{code} /{} {}: name `{name}`",
                        c.words(),
                        o.name
                    );
                    assert!(
                        options.insert(name.clone()),
                        "{code} /{}: {name} twice",
                        c.words()
                    );
                    let d = o.description_in(&c, lang);
                    assert!(
                        text_ok(&d),
                        "{code} /{} {}: {} characters",
                        c.words(),
                        o.name,
                        d.chars().count()
                    );
                    for (_, value) in o.choices {
                        let label = lang.t(&o.choice_id(value));
                        assert!(text_ok(&label), "{code} {}", o.choice_id(value));
                    }
                }
            }
            let help = help_in(&Config::default(), Front::Everywhere, lang);
            assert!(
                help.chars().count() <= 2000,
                "{code}: /help has {} characters",
                help.chars().count()
            );
        }
    }

    #[test]
    fn values_are_checked_against_the_table() {
        let v = |n: &str, v: Value| (n.to_string(), v);
        let read = Request::from_values("move", vec![v("move", Value::String("e4".into()))]);
        let read = read.unwrap();
        assert_eq!(read.words(), "move");
        assert_eq!(read.args.str(&r#move::COMMAND.options[0]), Some("e4"));
        assert_eq!(read.args.int(&options::GAME), None);
        assert_eq!(
            Request::from_values("move", vec![])
                .unwrap_err()
                .to_string(),
            "/move needs the option move (your move), e.g. /move move:e4."
        );
        assert_eq!(
            Request::from_values("play", vec![v("level", Value::Integer(9))])
                .unwrap_err()
                .to_string(),
            "level must be from 1 to 8, not 9."
        );
        assert_eq!(
            Request::from_values("help", vec![v("game", Value::Integer(1))])
                .unwrap_err()
                .to_string(),
            "/help takes no options."
        );
        assert_eq!(
            Request::from_values("games", vec![v("game", Value::Integer(1))])
                .unwrap_err()
                .to_string(),
            "/games has no option `game` (it takes finished, page)."
        );
        let read = Request::from_values(
            "games",
            vec![
                v("finished", Value::Boolean(true)),
                v("page", Value::Integer(2)),
            ],
        )
        .unwrap();
        assert_eq!(read.words(), "games");
        assert_eq!(read.args.boolean(&games::COMMAND.options[0]), Some(true));
        assert_eq!(read.args.int(&games::COMMAND.options[1]), Some(2));
        assert_eq!(
            Request::from_values("board", vec![v("gmae", Value::Integer(1))])
                .unwrap_err()
                .to_string(),
            "/board has no option `gmae` (it takes game, ply)."
        );
        assert_eq!(
            Request::from_values("board", vec![v("game", Value::Boolean(true))])
                .unwrap_err()
                .to_string(),
            "The option game of /board could not be read; please pick it again."
        );
        assert_eq!(
            Request::from_values("frobnicate", vec![])
                .unwrap_err()
                .to_string(),
            "I do not know the command /frobnicate; /help lists the commands."
        );
    }

    /// Each file of this folder but the table's own is a command, listed
    /// once; a command's file is all a new command needs besides its name
    /// in the list, and the compiler refuses a listed name with no file.
    #[test]
    fn every_command_file_is_listed() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .filter_map(|f| f.strip_suffix(".rs").map(str::to_string))
            .filter(|f| !["mod", "options", "docs"].contains(&f.as_str()))
            .collect();
        files.sort();
        let mut listed: Vec<String> = FILES.iter().map(|f| f.replace("r#", "")).collect();
        listed.sort();
        assert_eq!(files, listed);
        assert_eq!(FILES.len(), COMMANDS.len());
        // Each named for its command.
        for (file, c) in FILES.iter().zip(COMMANDS) {
            assert_eq!(file.replace("r#", ""), c.name.replace('-', "_"));
        }
    }

    /// Every command of the table is read by both front ends with the
    /// examples of its required options, and shown by `/help`, the
    /// reference and the English messages (Discord's registration:
    /// `discord::commands`' tests).
    #[test]
    fn every_command_reaches_every_front_end() {
        let local = help(&Config::default(), Front::LocalOnly);
        let discord = help(&Config::default(), Front::Everywhere);
        let reference = reference_markdown();
        let ftl = source_ftl();
        for front in [Front::Everywhere, Front::LocalOnly] {
            for c in Command::leaves(COMMANDS, front) {
                let values = c
                    .command
                    .options
                    .iter()
                    .filter(|o| o.required)
                    .map(|o| {
                        let value = match o.kind {
                            Kind::User => Value::User {
                                player: Player::new(7, "someone"),
                                bot: false,
                                me: false,
                            },
                            _ => Value::String(o.example.into()),
                        };
                        (o.name.to_string(), value)
                    })
                    .collect();
                let words: Vec<&str> = c.chain().iter().map(|c| c.name).collect();
                let read = Request::read(COMMANDS, front, &words, values).unwrap();
                assert_eq!(read.words(), c.words());
                // `/help` gives a command of subcommands one line, its
                // subcommands' names after the command's.
                let line = |help: &str| -> Option<String> {
                    let top = c.parent.unwrap_or(c.command);
                    let start = format!("`/{}", top.name);
                    help.lines()
                        .find(|l| l.starts_with(&start))
                        .filter(|l| {
                            let named = c.group.unwrap_or(c.command).name;
                            c.parent.is_none() || l.contains(named)
                        })
                        .map(str::to_string)
                };
                assert!(line(&local).is_some(), "{}", c.words());
                assert!(reference.contains(&format!("# /{}\n", c.words())));
                assert!(ftl.contains(&format!("\n{} = {}\n", c.message_id(), c.command.name)));
                let everywhere = c.front() == Front::Everywhere;
                assert_eq!(line(&discord).is_some(), everywhere);
            }
        }
        // A command only `alice local` offers is unknown to Discord's side.
        assert_eq!(
            Request::read(COMMANDS, Front::Everywhere, &["sweep"], vec![])
                .unwrap_err()
                .to_string(),
            "I do not know the command /sweep; /help lists the commands."
        );
    }

    /// A command of subcommands is read by its subcommand; its options are
    /// the subcommand's; a missing or unknown subcommand is told.
    #[tokio::test]
    async fn subcommands_are_read_and_run() {
        let table = example::TABLE;
        let v = |n: &str, v: Value| (n.to_string(), v);
        let read = |sub: Option<&str>, values| {
            let words: Vec<&str> = std::iter::once("event").chain(sub).collect();
            Request::read(table, Front::Everywhere, &words, values)
        };
        let r = read(
            Some("create"),
            vec![
                v("name", Value::String("spring".into())),
                v("rounds", Value::Integer(7)),
            ],
        )
        .unwrap();
        assert_eq!(r.words(), "event create");
        assert!(r.path.managers_only());
        let service = Service::open("sqlite::memory:").await.unwrap();
        let player = Player::new(1, "ann");
        let reply = r
            .execute(&service, &player, Place::default())
            .await
            .unwrap();
        assert_eq!(reply.text, "created spring of 7 rounds");
        let r = read(Some("list"), vec![]).unwrap();
        let reply = r
            .execute(&service, &player, Place::default())
            .await
            .unwrap();
        assert_eq!(reply.text, "listed");
        let said = |r: Result<Request, UserError>| r.unwrap_err().to_string();
        assert_eq!(
            said(read(None, vec![])),
            "/event needs one of its subcommands: create, list, manage."
        );
        assert_eq!(
            said(read(Some("delete"), vec![])),
            "/event has no subcommand `delete` (it has create, list, manage)."
        );
        assert_eq!(
            said(read(Some("create"), vec![])),
            "/event create needs the option name (the event's name), e.g. /event create name:spring."
        );
        assert_eq!(
            said(read(
                Some("list"),
                vec![v("name", Value::String("x".into()))]
            )),
            "/event list takes no options."
        );
        assert_eq!(
            said(read(
                Some("create"),
                vec![
                    v("name", Value::String("x".into())),
                    v("rounds", Value::Integer(30))
                ]
            )),
            "rounds must be from 1 to 20, not 30."
        );
        assert_eq!(
            said(Request::read(
                table,
                Front::Everywhere,
                &["help", "me"],
                vec![]
            )),
            "/help has no subcommands; give its options after it."
        );
        // A group's subcommand, two words down.
        let group = |words: &[&str], values| {
            let words: Vec<&str> = ["event", "manage"].iter().chain(words).copied().collect();
            Request::read(table, Front::Everywhere, &words, values)
        };
        let r = group(&["pair"], vec![v("round", Value::Integer(2))]).unwrap();
        assert_eq!(r.words(), "event manage pair");
        let reply = r
            .execute(&service, &player, Place::default())
            .await
            .unwrap();
        assert_eq!(reply.text, "paired round 2");
        assert_eq!(
            said(group(&[], vec![])),
            "/event manage needs one of its subcommands: pair."
        );
        assert_eq!(
            said(group(&["unpair"], vec![])),
            "/event manage has no subcommand `unpair` (it has pair)."
        );
        assert_eq!(
            said(group(&["pair", "now"], vec![])),
            "/event manage pair has no subcommands; give its options after it."
        );
        assert_eq!(
            said(group(&["pair"], vec![])),
            "/event manage pair needs the option round (which round), e.g. /event manage pair round:2."
        );
    }
}

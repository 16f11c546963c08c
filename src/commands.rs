//! The one table of commands: names, options (types, choices, ranges,
//! descriptions) and what each does. Both front ends read it: the Discord
//! adapter registers the table's slash commands and reads their options by
//! it, `alice local` reads `key:value` text by it, and `/help` lists it. A
//! new command or option is written here once.

use crate::lang::{Lang, Text};
use crate::service::challenges::variant_option;
use crate::service::{
    format_duration_in, ChallengeOptions, Config, LookChanges, Place, Player, Progress, Reply,
    ServerChanges, Service, ServiceError, UserError, DEFAULT_BOT_LEVEL,
};
use crate::text;

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

#[derive(Debug)]
pub struct CommandSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub options: &'static [OptionSpec],
    pub front: Front,
}

impl CommandSpec {
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }

    /// `/move move:<move> [game:<id>]`.
    pub fn usage(&self) -> String {
        self.usage_up_to(usize::MAX)
    }

    /// [`CommandSpec::usage`] with at most `optional` of its optional
    /// options, then `[…]` for the rest (`/help` must fit one message).
    pub fn usage_up_to(&self, optional: usize) -> String {
        let mut s = format!("/{}", self.name);
        let mut shown = 0;
        for o in self.options {
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
}

/// The optional options `/help` shows of a command; the commands reference
/// lists them all.
pub const HELP_OPTIONS: usize = 3;

impl CommandSpec {
    /// The id of its messages: `command-<name>` (its name in a language)
    /// and `command-<name>.description`.
    pub fn message_id(&self) -> String {
        format!("command-{}", self.name)
    }

    /// Its description in `lang` (English: the table's).
    pub fn description_in(&self, lang: Lang) -> String {
        lang.t(&format!("{}.description", self.message_id()))
    }

    /// Its name in `lang` (English: the table's).
    pub fn name_in(&self, lang: Lang) -> String {
        lang.t(&self.message_id())
    }
}

impl OptionSpec {
    /// The id of its messages (its name and `.description`):
    /// `option-<name>` where every command that has an option of this name
    /// describes it alike, else `option-<command>-<name>`.
    pub fn message_id(&self, command: &CommandSpec) -> String {
        let shared = COMMANDS
            .iter()
            .flat_map(|c| c.options)
            .filter(|o| o.name == self.name)
            .all(|o| o.description == self.description);
        if shared {
            format!("option-{}", self.name)
        } else {
            format!("option-{}-{}", command.name, self.name)
        }
    }

    /// Its description in `lang`.
    pub fn description_in(&self, command: &CommandSpec, lang: Lang) -> String {
        lang.t(&format!("{}.description", self.message_id(command)))
    }

    /// Its name in `lang`.
    pub fn name_in(&self, command: &CommandSpec, lang: Lang) -> String {
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
         # (`src/commands.rs`) by `alice help --ftl > locales/en/commands.ftl`.\n",
    );
    let mut seen = std::collections::BTreeSet::new();
    for c in COMMANDS {
        out.push_str(&format!(
            "\n{} = {}\n    .description = {}\n",
            c.message_id(),
            c.name,
            c.description
        ));
        for o in c.options {
            let id = o.message_id(c);
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

const fn opt(name: &'static str, description: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        autocomplete: false,
        choices: &[],
        example: "<value>",
        languages: false,
    }
}

const GAME: OptionSpec = OptionSpec {
    autocomplete: true,
    example: "<id>",
    ..opt(
        "game",
        "Game number (only needed when you have several games)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

const CHALLENGE: OptionSpec = OptionSpec {
    autocomplete: true,
    example: "<id>",
    ..opt(
        "challenge",
        "Challenge number (only needed when several are open)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

const COLOR: OptionSpec = OptionSpec {
    choices: &[("White", "white"), ("Black", "black"), ("Random", "random")],
    example: "white",
    ..opt("color", "Your colour (default: random)", Kind::String)
};

const VARIANT: OptionSpec = OptionSpec {
    choices: &[
        ("Alice (two boards)", "alice"),
        ("Three-board Alice", "three-board"),
        ("8x4 Alice", "8x4"),
        ("Duo chess", "duo"),
    ],
    example: "duo",
    ..opt(
        "variant",
        "Which game: Alice on two boards (default), on three, 8x4 Alice or Duo chess",
        Kind::String,
    )
};

/// Where the boards stand: a member's choice, a server's default.
const BOARDS_CHOICES: &[(&str, &str)] = &[
    ("Stacked", "stacked"),
    ("Side by side", "side-by-side"),
    ("Auto", "auto"),
];

/// A game's time: a live clock, or a time per move.
const GAME_TIME_CHOICES: &[(&str, &str)] = &[
    ("Live 1+0 (bullet)", "1+0"),
    ("Live 2+1 (bullet)", "2+1"),
    ("Live 3+0 (blitz)", "3+0"),
    ("Live 3+2 (blitz)", "3+2"),
    ("Live 5+0 (blitz)", "5+0"),
    ("Live 5+3 (blitz)", "5+3"),
    ("Live 10+0 (rapid)", "10+0"),
    ("Live 10+5 (rapid)", "10+5"),
    ("Live 15+10 (rapid)", "15+10"),
    ("Live 30+0 (classical)", "30+0"),
    ("10 minutes", "10m"),
    ("1 hour", "1h"),
    ("12 hours", "12h"),
    ("1 day", "1d"),
    ("3 days", "3d"),
    ("7 days", "7d"),
    ("14 days", "14d"),
];

/// The times per move alone: a server's default, how long a challenge
/// stays open.
const TIME_CHOICES: &[(&str, &str)] = GAME_TIME_CHOICES.split_at(10).1;

const SPEED: OptionSpec = OptionSpec {
    choices: &[
        ("Bullet", "bullet"),
        ("Blitz", "blitz"),
        ("Rapid", "rapid"),
        ("Classical", "classical"),
        ("Correspondence", "correspondence"),
    ],
    example: "blitz",
    ..opt(
        "speed",
        "Live games by length, or correspondence (default: the most played)",
        Kind::String,
    )
};

const fn game_only(name: &'static str, description: &'static str) -> CommandSpec {
    CommandSpec {
        name,
        description,
        options: &[GAME],
        front: Front::Everywhere,
    }
}

const fn plain(name: &'static str, description: &'static str) -> CommandSpec {
    CommandSpec {
        name,
        description,
        options: &[],
        front: Front::Everywhere,
    }
}

/// Every command of the bot, in the order `/help` lists them.
pub static COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "challenge",
        description: "Challenge someone (or anyone) to a game of Alice chess",
        options: &[
            OptionSpec {
                example: "<player>",
                ..opt(
                    "opponent",
                    "Who to challenge (leave out for an open challenge anyone may accept)",
                    Kind::User,
                )
            },
            COLOR,
            OptionSpec {
                example: "false",
                ..opt(
                    "en_passant",
                    "Allow en passant captures (default: yes)",
                    Kind::Boolean,
                )
            },
            OptionSpec {
                example: "false",
                ..opt(
                    "rated",
                    "Does the game count for ratings (default: yes)",
                    Kind::Boolean,
                )
            },
            OptionSpec {
                choices: GAME_TIME_CHOICES,
                example: "5+3",
                ..opt(
                    "time",
                    "A live clock (minutes+seconds a move) or a time per move (default: the server's)",
                    Kind::String,
                )
            },
            VARIANT,
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "accept",
        description: "Accept a challenge",
        options: &[CHALLENGE],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "decline",
        description: "Decline a challenge (or cancel your own)",
        options: &[CHALLENGE],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "play",
        description: "Play against Alice, the bot's engine",
        options: &[
            OptionSpec {
                example: "1-8",
                ..opt(
                    "level",
                    "Strength from 1 (beginner) to 8 (strongest); default 3",
                    Kind::Integer {
                        min: Some(1),
                        max: Some(8),
                    },
                )
            },
            COLOR,
            VARIANT,
            OptionSpec {
                choices: GAME_TIME_CHOICES,
                example: "5+3",
                ..opt(
                    "time",
                    "A live clock (minutes+seconds a move) or a time per move (default: 14 days)",
                    Kind::String,
                )
            },
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "move",
        description: "Play a move, e.g. e4, Nf3, Ne5/A, O-O",
        options: &[
            OptionSpec {
                required: true,
                autocomplete: true,
                example: "e4",
                ..opt("move", "Your move", Kind::String)
            },
            GAME,
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "board",
        description: "Show a game's boards (now, or after a given ply)",
        options: &[
            GAME,
            OptionSpec {
                example: "<n>",
                ..opt(
                    "ply",
                    "Show the position after this many half-moves (0: the start)",
                    Kind::Integer {
                        min: Some(0),
                        max: None,
                    },
                )
            },
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "resign",
        description: "Resign a game (you are asked once more)",
        options: &[
            GAME,
            OptionSpec {
                example: "true",
                ..opt(
                    "confirm",
                    "Resign at once, without being asked to confirm",
                    Kind::Boolean,
                )
            },
        ],
        front: Front::Everywhere,
    },
    game_only("draw", "Offer a draw, or accept the one offered"),
    game_only(
        "takeback",
        "Ask to take back your last move, or agree to it",
    ),
    game_only("abort", "Abort a game before both sides have moved"),
    CommandSpec {
        name: "games",
        description: "Your games in progress, challenges and finished games",
        options: &[
            OptionSpec {
                example: "true",
                ..opt(
                    "finished",
                    "Only your finished games, newest first, ten a page",
                    Kind::Boolean,
                )
            },
            OptionSpec {
                example: "2",
                ..opt(
                    "page",
                    "Which page of finished games (1: the newest ten)",
                    Kind::Integer {
                        min: Some(1),
                        max: None,
                    },
                )
            },
        ],
        front: Front::Everywhere,
    },
    game_only("pgn", "Download a game as PGN"),
    game_only(
        "analyze",
        "The engine's look at a finished game: graph, mistakes, annotated PGN",
    ),
    game_only("gif", "A game as an animated GIF"),
    CommandSpec {
        name: "puzzle",
        description: "Solve an Alice puzzle (privately)",
        options: &[
            OptionSpec {
                example: "<move>",
                ..opt(
                    "move",
                    "Your move in the puzzle you are solving, e.g. Qd4",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "<id>",
                ..opt(
                    "id",
                    "A given puzzle (unrated after your first try)",
                    Kind::String,
                )
            },
            VARIANT,
        ],
        front: Front::Everywhere,
    },
    game_only(
        "rematch",
        "Play a finished game again, colours swapped, same settings",
    ),
    CommandSpec {
        name: "rating",
        description: "Show a rating, record and rating history",
        options: &[
            OptionSpec {
                example: "<player>",
                ..opt("player", "Whose rating (default: yours)", Kind::User)
            },
            VARIANT,
            SPEED,
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "leaderboard",
        description: "The best rated players",
        options: &[
            OptionSpec {
                choices: &[("This server", "server"), ("Everywhere", "global")],
                example: "server",
                ..opt(
                    "scope",
                    "Players of this server or everywhere (default: everywhere)",
                    Kind::String,
                )
            },
            VARIANT,
            OptionSpec {
                choices: &[("Games", "games"), ("Puzzles", "puzzles")],
                example: "puzzles",
                ..opt(
                    "kind",
                    "Game ratings or puzzle ratings (default: games)",
                    Kind::String,
                )
            },
            SPEED,
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "settings",
        description: "Turn notices, language and how your boards look",
        options: &[
            OptionSpec {
                choices: &[
                    ("Direct message", "dm"),
                    ("Mention", "mention"),
                    ("Off", "off"),
                ],
                example: "dm",
                ..opt(
                    "notify",
                    "How you are told it is your turn (default: mention)",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "de",
                languages: true,
                ..opt(
                    "language",
                    "The language I speak to you (auto: Discord's)",
                    Kind::String,
                )
            },
            OptionSpec {
                choices: BOARDS_CHOICES,
                example: "stacked",
                ..opt(
                    "boards",
                    "Boards one above another (phones) or side by side (auto: the server's)",
                    Kind::String,
                )
            },
            OptionSpec {
                choices: &[
                    ("Classic", "classic"),
                    ("Green", "green"),
                    ("Contrast", "contrast"),
                ],
                example: "green",
                ..opt("theme", "The colours of your boards", Kind::String)
            },
            OptionSpec {
                choices: &[("Figures", "figures"), ("Letters", "letters")],
                example: "letters",
                ..opt(
                    "pieces",
                    "How pieces are drawn: figures or letters",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "false",
                ..opt(
                    "ghosts",
                    "Mark where the other board's pieces stand (default: yes)",
                    Kind::Boolean,
                )
            },
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "server-settings",
        description: "This server's settings (needs Manage Server)",
        options: &[
            OptionSpec {
                example: "false",
                ..opt("threads", "Play each game in its own thread", Kind::Boolean)
            },
            OptionSpec {
                choices: TIME_CHOICES,
                example: "1d",
                ..opt("time", "Default time per move", Kind::String)
            },
            OptionSpec {
                example: "20",
                ..opt(
                    "max_games",
                    "Most games in progress per player",
                    Kind::Integer {
                        min: Some(1),
                        max: Some(100),
                    },
                )
            },
            OptionSpec {
                example: "false",
                ..opt("bot_games", "Allow games against the bot", Kind::Boolean)
            },
            OptionSpec {
                // Up to 7 days.
                choices: TIME_CHOICES.split_at(6).0,
                example: "1d",
                ..opt(
                    "challenge_expiry",
                    "How long a challenge stays open",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "<channel>",
                ..opt(
                    "puzzle_channel",
                    "Where a daily puzzle is posted",
                    Kind::Channel,
                )
            },
            OptionSpec {
                example: "09:00",
                ..opt(
                    "puzzle_time",
                    "When the daily puzzle is posted, HH:MM in UTC (off: no daily puzzle)",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "es",
                languages: true,
                ..opt(
                    "language",
                    "The language of the bot's posts here (auto: the server's)",
                    Kind::String,
                )
            },
            OptionSpec {
                choices: BOARDS_CHOICES,
                example: "side-by-side",
                ..opt(
                    "boards",
                    "Where boards stand for members who chose nothing (auto: stacked)",
                    Kind::String,
                )
            },
        ],
        front: Front::Everywhere,
    },
    CommandSpec {
        name: "rules",
        description: "How Alice chess is played",
        options: &[VARIANT],
        front: Front::Everywhere,
    },
    plain("help", "The commands and their options"),
    CommandSpec {
        name: "sweep",
        description: "Run the sweeper now (timeouts, reminders, expiries, bot moves)",
        options: &[],
        front: Front::LocalOnly,
    },
    CommandSpec {
        name: "click",
        description: "Press a button or choose from a menu, by the id shown after it",
        options: &[
            OptionSpec {
                required: true,
                example: "<id>",
                ..opt(
                    "id",
                    "The button's or menu's id, e.g. pieces:1:0",
                    Kind::String,
                )
            },
            OptionSpec {
                example: "<value>",
                ..opt(
                    "value",
                    "The option chosen from a menu, e.g. g1a",
                    Kind::String,
                )
            },
        ],
        front: Front::LocalOnly,
    },
];

/// Commands only for members who manage the server.
pub const MANAGERS_ONLY: &[&str] = &["server-settings"];

pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
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

/// A command invocation, checked against the table and read into the
/// service's terms.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    Challenge {
        opponent: Option<Player>,
        options: ChallengeOptions,
    },
    Accept(Option<i64>),
    Decline(Option<i64>),
    Play {
        level: Option<i64>,
        color: Option<String>,
        variant: Option<String>,
        time: Option<String>,
    },
    Move {
        text: String,
        game: Option<i64>,
    },
    Board {
        game: Option<i64>,
        ply: Option<i64>,
    },
    /// Resigns at once with `confirm`, else asks once more.
    Resign {
        game: Option<i64>,
        confirm: bool,
    },
    Draw(Option<i64>),
    Takeback(Option<i64>),
    Abort(Option<i64>),
    /// `finished`: only finished games, page `page` (from 1).
    Games {
        finished: bool,
        page: Option<i64>,
    },
    Pgn(Option<i64>),
    Analyze(Option<i64>),
    Gif(Option<i64>),
    Rematch(Option<i64>),
    Rating(Option<Player>, Option<String>, Option<String>),
    /// Scope, variant and kind (games or puzzles).
    Leaderboard {
        scope: Option<String>,
        variant: Option<String>,
        kind: Option<String>,
        speed: Option<String>,
    },
    /// A puzzle's id, or a move in the current one, or the game to
    /// have a puzzle of.
    Puzzle {
        id: Option<String>,
        mv: Option<String>,
        variant: Option<String>,
    },
    Settings {
        notify: Option<String>,
        language: Option<String>,
        look: LookChanges,
    },
    ServerSettings(ServerChanges),
    Rules(Option<String>),
    Help,
    Sweep,
    Click {
        id: String,
        value: Option<String>,
    },
}

/// The `speed` option of `/rating` and `/leaderboard` (None: the default).
fn speed_option(text: Option<&str>) -> Result<Option<crate::states::Speed>, UserError> {
    let Some(t) = text.map(str::trim) else {
        return Ok(None);
    };
    crate::states::Speed::parse(&t.to_ascii_lowercase())
        .map(Some)
        .map_err(|_| bad(text!("bad-speed", given = t)))
}

fn bad(text: Text) -> UserError {
    UserError::BadOption(text)
}

/// Checks one value against its option: the type, the range, the choices.
fn check(command: &CommandSpec, o: &OptionSpec, v: &Value) -> Result<(), UserError> {
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
            command = command.name
        )));
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

impl Request {
    /// Reads an invocation of `command` with `values` (option name, value),
    /// checking every value against the table.
    pub fn from_values(command: &str, values: Vec<(String, Value)>) -> Result<Request, UserError> {
        let spec = find(command).ok_or_else(|| bad(text!("unknown-command", command = command)))?;
        for (name, v) in &values {
            let o = spec.option(name).ok_or_else(|| {
                bad(if spec.options.is_empty() {
                    text!("no-options", command = spec.name)
                } else {
                    let names: Vec<&str> = spec.options.iter().map(|o| o.name).collect();
                    text!(
                        "no-such-option",
                        command = spec.name,
                        option = name.as_str(),
                        options = names.join(", ")
                    )
                })
            })?;
            check(spec, o, v)?;
        }
        for o in spec.options.iter().filter(|o| o.required) {
            if !values.iter().any(|(n, _)| n == o.name) {
                return Err(bad(text!(
                    "bad-needed",
                    command = spec.name,
                    option = o.name,
                    description = o.description.to_lowercase(),
                    example = o.example
                )));
            }
        }
        let get = |name: &str| values.iter().find(|(n, _)| n == name).map(|(_, v)| v);
        let int = |name: &str| match get(name) {
            Some(Value::Integer(n)) => Some(*n),
            _ => None,
        };
        let string = |name: &str| match get(name) {
            Some(Value::String(s)) => Some(s.clone()),
            _ => None,
        };
        let boolean = |name: &str| match get(name) {
            Some(Value::Boolean(b)) => Some(*b),
            _ => None,
        };
        let user = |name: &str| -> Result<Option<Player>, UserError> {
            match get(name) {
                Some(Value::User { me: true, .. }) => Err(bad(text!("opponent-is-me"))),
                Some(Value::User {
                    player, bot: true, ..
                }) => Err(bad(text!("opponent-is-bot", name = player.shown()))),
                Some(Value::User { player, .. }) => Ok(Some(player.clone())),
                _ => Ok(None),
            }
        };
        let game = int("game");
        Ok(match spec.name {
            "challenge" => Request::Challenge {
                opponent: user("opponent")?,
                options: ChallengeOptions {
                    color: string("color"),
                    en_passant: boolean("en_passant"),
                    rated: boolean("rated"),
                    time: string("time"),
                    variant: string("variant"),
                    place: Place::default(),
                },
            },
            "accept" => Request::Accept(int("challenge")),
            "decline" => Request::Decline(int("challenge")),
            "play" => Request::Play {
                level: int("level"),
                color: string("color"),
                variant: string("variant"),
                time: string("time"),
            },
            "move" => Request::Move {
                text: string("move").unwrap_or_default(),
                game,
            },
            "board" => Request::Board {
                game,
                ply: int("ply"),
            },
            "resign" => Request::Resign {
                game,
                confirm: boolean("confirm").unwrap_or(false),
            },
            "draw" => Request::Draw(game),
            "takeback" => Request::Takeback(game),
            "abort" => Request::Abort(game),
            "games" => Request::Games {
                finished: boolean("finished").unwrap_or(false),
                page: int("page"),
            },
            "pgn" => Request::Pgn(game),
            "analyze" => Request::Analyze(game),
            "gif" => Request::Gif(game),
            "rematch" => Request::Rematch(game),
            "rating" => Request::Rating(user("player")?, string("variant"), string("speed")),
            "leaderboard" => Request::Leaderboard {
                scope: string("scope"),
                variant: string("variant"),
                kind: string("kind"),
                speed: string("speed"),
            },
            "puzzle" => Request::Puzzle {
                id: string("id"),
                mv: string("move"),
                variant: string("variant"),
            },
            "settings" => Request::Settings {
                notify: string("notify"),
                language: string("language"),
                look: LookChanges {
                    boards: string("boards"),
                    theme: string("theme"),
                    pieces: string("pieces"),
                    ghosts: boolean("ghosts"),
                },
            },
            "server-settings" => Request::ServerSettings(ServerChanges {
                threads: boolean("threads"),
                time: string("time"),
                max_games: int("max_games"),
                bot_games: boolean("bot_games"),
                challenge_expiry: string("challenge_expiry"),
                puzzle_channel: match get("puzzle_channel") {
                    Some(Value::Channel(c)) => Some(*c),
                    _ => None,
                },
                puzzle_time: string("puzzle_time"),
                language: string("language"),
                boards: string("boards"),
            }),
            "click" => Request::Click {
                id: string("id").unwrap_or_default(),
                value: string("value"),
            },
            "rules" => Request::Rules(string("variant")),
            "help" => Request::Help,
            "sweep" => Request::Sweep,
            other => return Err(bad(text!("command-not-handled", command = other))),
        })
    }

    /// Whether the engine may think before the answer (a front end then
    /// says "thinking…" first, or shows the progress reported).
    pub async fn may_think(&self, service: &Service, player: &Player) -> bool {
        match self {
            Request::Play { .. } => true,
            Request::Analyze(g) => !service.analysis().analysis_stored(player, *g).await,
            Request::Move { game, .. } => service
                .games()
                .involves_bot(player.id, *game)
                .await
                .unwrap_or(false),
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
        let here = || service.settings().game_in_channel(player.id, place.channel);
        let game = |g: Option<i64>| async move {
            match g {
                Some(g) => Ok(Some(g)),
                None => here().await,
            }
        };
        match self {
            Request::Challenge {
                opponent,
                mut options,
            } => {
                options.place = place;
                service
                    .challenges()
                    .challenge(player, opponent.as_ref(), options)
                    .await
            }
            Request::Accept(c) => service.challenges().accept(player, c).await,
            Request::Decline(c) => service.challenges().decline(player, c).await,
            Request::Play {
                level,
                color,
                variant,
                time,
            } => {
                let variant = variant_option(variant.as_deref())?;
                service
                    .challenges()
                    .play_bot_timed(
                        player,
                        level,
                        color.as_deref(),
                        (variant, time.as_deref()),
                        place,
                    )
                    .await
            }
            Request::Move { text, game: g } => {
                service
                    .games()
                    .make_move(player, game(g).await?, &text, None)
                    .await
            }
            Request::Board { game: g, ply } => {
                service.games().board(player, game(g).await?, ply).await
            }
            Request::Resign { game: g, confirm } => {
                let g = game(g).await?;
                if confirm {
                    service.offers().resign(player, g, None).await
                } else {
                    service.offers().ask_resign(player, g).await
                }
            }
            Request::Draw(g) => service.offers().draw(player, game(g).await?, None).await,
            Request::Takeback(g) => service.offers().takeback(player, game(g).await?).await,
            Request::Abort(g) => service.offers().abort(player, game(g).await?).await,
            Request::Games { finished, page } => {
                if finished || page.is_some() {
                    service
                        .games()
                        .finished_games(player, page.unwrap_or(1))
                        .await
                } else {
                    service.games().in_progress(player).await
                }
            }
            Request::Pgn(g) => service.games().pgn(player, game(g).await?).await,
            Request::Analyze(g) => {
                service
                    .analysis()
                    .analyze(player, game(g).await?, progress)
                    .await
            }
            Request::Gif(g) => service.analysis().gif(player, game(g).await?).await,
            Request::Rematch(g) => {
                service
                    .challenges()
                    .rematch(player, place, game(g).await?)
                    .await
            }
            Request::Rating(who, variant, speed) => {
                let variant = variant_option(variant.as_deref())?;
                let speed = speed_option(speed.as_deref())?;
                match who {
                    None => {
                        service
                            .ratings()
                            .rating_card_in(player.id, &player.name, variant, speed, player.here)
                            .await
                    }
                    Some(p) => {
                        service
                            .ratings()
                            .rating_of_player_in(&p, variant, speed, player.here)
                            .await
                    }
                }
            }
            Request::Leaderboard {
                scope,
                variant,
                kind,
                speed,
            } => {
                match kind.as_deref().map(str::trim) {
                    None | Some("games") => {}
                    Some("puzzles") => {
                        return service.ratings().puzzle_leaderboard(player.here).await
                    }
                    Some(other) => return Err(bad(text!("bad-kind", given = other)).into()),
                }
                let variant = variant_option(variant.as_deref())?;
                let speed = speed_option(speed.as_deref())?;
                service
                    .ratings()
                    .leaderboard_in(place.guild, scope.as_deref(), (variant, speed), player.here)
                    .await
            }
            Request::Puzzle { id, mv, variant } => {
                service
                    .puzzles()
                    .puzzle(player, id.as_deref(), mv.as_deref(), variant.as_deref())
                    .await
            }
            Request::Settings {
                notify,
                language,
                look,
            } => {
                // Each part answers for what it changed; without options,
                // all of them say how things are.
                let mut parts = Vec::new();
                // Nothing is changed unless every option reads.
                look.read()?;
                let all = notify.is_none() && language.is_none() && look.is_empty();
                if notify.is_some() || language.is_some() || all {
                    let r = service
                        .settings()
                        .member_settings(player, notify.as_deref(), language.as_deref())
                        .await?;
                    parts.push(r.text);
                }
                if !look.is_empty() || all {
                    let r = service
                        .settings()
                        .choose_look(player, place.guild, &look)
                        .await?;
                    parts.push(r.text);
                }
                Ok(Reply::private(parts.join(" ")))
            }
            Request::ServerSettings(changes) => {
                service
                    .settings()
                    .change_server_settings(player, place, changes)
                    .await
            }
            Request::Click { id, value } => {
                let values: Vec<String> = value.into_iter().collect();
                service.controls().press(player, place, &id, &values).await
            }
            Request::Rules(variant) => {
                service
                    .games()
                    .rules_in(variant_option(variant.as_deref())?, player.here)
                    .await
            }
            Request::Help => Ok(Reply::private(help_in(
                service.config(),
                Front::Everywhere,
                player.lang,
            ))),
            Request::Sweep => {
                let sweep = service.sweeper().sweep().await;
                let mut lines: Vec<String> = sweep.notices.iter().map(|n| n.text.clone()).collect();
                lines.extend(
                    sweep
                        .failures
                        .iter()
                        .map(|f| format!("failed (logged): {f}")),
                );
                if sweep.dailies > 0 {
                    lines.push(format!(
                        "Daily puzzles due: {} (posted in their channels).",
                        sweep.dailies
                    ));
                }
                if lines.is_empty() {
                    lines.push("Nothing to do.".into());
                }
                Ok(Reply::text(lines.join("\n")))
            }
        }
    }
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
    for c in COMMANDS
        .iter()
        .filter(|c| c.front == Front::Everywhere || c.front == front)
    {
        lines.push(format!(
            "`{}` — {}",
            c.usage_up_to(HELP_OPTIONS),
            c.description_in(lang)
        ));
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
    for c in COMMANDS.iter().filter(|c| c.front == Front::Everywhere) {
        out.push_str(&format!(
            "| `{}` | {} |\n",
            cell(&c.usage()),
            cell(c.description)
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
         (`src/commands.rs`); a test fails when this file differs from it. -->\n\n\
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
        for c in COMMANDS.iter().filter(|c| c.front == front) {
            let level = if front == Front::LocalOnly {
                "###"
            } else {
                "##"
            };
            out.push_str(&format!("\n{level} /{}\n\n{}.\n\n", c.name, c.description));
            out.push_str(&format!("    {}\n", c.usage()));
            if MANAGERS_ONLY.contains(&c.name) {
                out.push_str("\nOnly members with the Manage Server permission may use it.\n");
            }
            if c.options.is_empty() {
                out.push_str("\nNo options.\n");
                continue;
            }
            out.push_str("\n| option | type | required | values | description |\n");
            out.push_str("| --- | --- | --- | --- | --- |\n");
            for o in c.options {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_fit_discord() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
        for c in COMMANDS {
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
        let file = include_str!("../locales/en/commands.ftl");
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
            for c in COMMANDS {
                let name = c.name_in(lang);
                assert!(name_ok(&name), "{code} /{}: name `{name}`", c.name);
                assert!(commands.insert(name.clone()), "{code}: /{name} twice");
                let d = c.description_in(lang);
                assert!(
                    text_ok(&d),
                    "{code} /{}: {} characters",
                    c.name,
                    d.chars().count()
                );
                let mut options = std::collections::BTreeSet::new();
                for o in c.options {
                    let name = o.name_in(c, lang);
                    assert!(
                        name_ok(&name),
                        "{code} /{} {}: name `{name}`",
                        c.name,
                        o.name
                    );
                    assert!(
                        options.insert(name.clone()),
                        "{code} /{}: {name} twice",
                        c.name
                    );
                    let d = o.description_in(c, lang);
                    assert!(
                        text_ok(&d),
                        "{code} /{} {}: {} characters",
                        c.name,
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
        assert_eq!(
            Request::from_values("move", vec![v("move", Value::String("e4".into()))]),
            Ok(Request::Move {
                text: "e4".into(),
                game: None
            })
        );
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
        assert_eq!(
            Request::from_values(
                "games",
                vec![
                    v("finished", Value::Boolean(true)),
                    v("page", Value::Integer(2))
                ]
            ),
            Ok(Request::Games {
                finished: true,
                page: Some(2)
            })
        );
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
}

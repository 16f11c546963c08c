//! The slash commands: their definitions (names, typed options,
//! descriptions) and the translation of an invocation into a call of the
//! service. The same commands and option names as `alice local`.

use crate::service::{ChallengeOptions, Player, Reply, Service, ServiceError, UserError};
use serenity::all::{
    CommandData, CommandOptionType, CreateCommand, CreateCommandOption, ResolvedValue, User,
};

/// Every command, as registered with Discord.
pub fn definitions() -> Vec<CreateCommand> {
    let game = || {
        CreateCommandOption::new(
            CommandOptionType::Integer,
            "game",
            "Game number (only needed when you have several games)",
        )
        .set_autocomplete(true)
        .min_int_value(1)
    };
    let challenge_id = || {
        CreateCommandOption::new(
            CommandOptionType::Integer,
            "challenge",
            "Challenge number (only needed when several are open)",
        )
        .set_autocomplete(true)
        .min_int_value(1)
    };
    let color = |what: &str| {
        CreateCommandOption::new(CommandOptionType::String, "color", what.to_string())
            .add_string_choice("White", "white")
            .add_string_choice("Black", "black")
            .add_string_choice("Random", "random")
    };
    let simple = |name: &str, description: &str| CreateCommand::new(name).description(description);
    let with_game = |name: &str, description: &str| simple(name, description).add_option(game());
    let mut time = CreateCommandOption::new(
        CommandOptionType::String,
        "time",
        "Time per move (default 3 days)",
    );
    for (label, value) in [
        ("10 minutes", "10m"),
        ("1 hour", "1h"),
        ("12 hours", "12h"),
        ("1 day", "1d"),
        ("3 days", "3d"),
        ("7 days", "7d"),
        ("14 days", "14d"),
    ] {
        time = time.add_string_choice(label, value);
    }
    vec![
        simple(
            "challenge",
            "Challenge someone (or anyone) to a game of Alice chess",
        )
        .add_option(CreateCommandOption::new(
            CommandOptionType::User,
            "opponent",
            "Who to challenge (leave out for an open challenge anyone may accept)",
        ))
        .add_option(color("Your colour (default: random)"))
        .add_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "en_passant",
            "Allow en passant captures (default: yes)",
        ))
        .add_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "rated",
            "Does the game count for ratings (default: yes)",
        ))
        .add_option(time),
        simple("accept", "Accept a challenge").add_option(challenge_id()),
        simple("decline", "Decline a challenge (or cancel your own)").add_option(challenge_id()),
        simple("play", "Play against Alice, the bot's engine")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "level",
                    "Strength from 1 (beginner) to 8 (strongest); default 3",
                )
                .min_int_value(1)
                .max_int_value(8),
            )
            .add_option(color("Your colour (default: random)")),
        simple("move", "Play a move, e.g. e4, Nf3, Ne5/A, O-O")
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "move", "Your move")
                    .required(true)
                    .set_autocomplete(true),
            )
            .add_option(game()),
        with_game("board", "Show a game's boards"),
        with_game("resign", "Resign a game"),
        with_game("draw", "Offer a draw, or accept the one offered"),
        with_game(
            "takeback",
            "Ask to take back your last move, or agree to it",
        ),
        with_game("abort", "Abort a game before both sides have moved"),
        simple("games", "List your games in progress and open challenges"),
        with_game("pgn", "Download a game as PGN"),
        simple("rating", "Show a rating, record and rating history").add_option(
            CreateCommandOption::new(
                CommandOptionType::User,
                "player",
                "Whose rating (default: yours)",
            ),
        ),
        simple("leaderboard", "The best rated players"),
        simple("rules", "How Alice chess is played"),
    ]
}

/// A command invocation, with its options read and checked.
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
    },
    Move {
        text: String,
        game: Option<i64>,
    },
    Board(Option<i64>),
    Resign(Option<i64>),
    Draw(Option<i64>),
    Takeback(Option<i64>),
    Abort(Option<i64>),
    Games,
    Pgn(Option<i64>),
    Rating(Option<Player>),
    Leaderboard,
    Rules,
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
    let mut ints = Vec::new();
    let mut strings = Vec::new();
    let mut bools = Vec::new();
    let mut users = Vec::new();
    for o in data.options() {
        match o.value {
            ResolvedValue::Integer(v) => ints.push((o.name, v)),
            ResolvedValue::String(v) => strings.push((o.name, v.to_string())),
            ResolvedValue::Boolean(v) => bools.push((o.name, v)),
            ResolvedValue::User(u, m) => {
                users.push((o.name, u, m.and_then(|m| m.nick.clone())));
            }
            _ => {
                return Err(UserError::BadOption(format!(
                    "The option {} could not be read; please pick it again.",
                    o.name
                )))
            }
        }
    }
    let int = |name: &str| ints.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let string = |name: &str| {
        strings
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    let boolean = |name: &str| bools.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let user = |name: &str| -> Result<Option<Player>, UserError> {
        let Some((_, u, nick)) = users.iter().find(|(n, _, _)| *n == name) else {
            return Ok(None);
        };
        if u.id.get() == me {
            return Err(UserError::BadOption(
                "To play against me, use /play (with a level from 1 to 8).".into(),
            ));
        }
        if u.bot {
            return Err(UserError::BadOption(format!(
                "{} is a bot; bots cannot play here.",
                display_name(u, nick.as_deref())
            )));
        }
        Ok(Some(Player::new(
            u.id.get() as i64,
            display_name(u, nick.as_deref()),
        )))
    };
    let game = int("game");
    Ok(match data.name.as_str() {
        "challenge" => Request::Challenge {
            opponent: user("opponent")?,
            options: ChallengeOptions {
                color: string("color"),
                en_passant: boolean("en_passant"),
                rated: boolean("rated"),
                time: string("time"),
                channel_id: None,
            },
        },
        "accept" => Request::Accept(int("challenge")),
        "decline" => Request::Decline(int("challenge")),
        "play" => Request::Play {
            level: int("level"),
            color: string("color"),
        },
        "move" => Request::Move {
            text: string("move").ok_or_else(|| {
                UserError::BadOption("/move needs a move, e.g. /move move:e4".into())
            })?,
            game,
        },
        "board" => Request::Board(game),
        "resign" => Request::Resign(game),
        "draw" => Request::Draw(game),
        "takeback" => Request::Takeback(game),
        "abort" => Request::Abort(game),
        "games" => Request::Games,
        "pgn" => Request::Pgn(game),
        "rating" => Request::Rating(user("player")?),
        "leaderboard" => Request::Leaderboard,
        "rules" => Request::Rules,
        other => {
            return Err(UserError::BadOption(format!(
                "I do not know the command /{other}; it may be from an older version of me."
            )))
        }
    })
}

impl Request {
    /// Whether the engine may think before the answer (defer first).
    pub async fn may_think(&self, service: &Service, player: &Player) -> bool {
        match self {
            Request::Play { .. } => true,
            Request::Move { game, .. } => service
                .involves_bot(player.id, *game)
                .await
                .unwrap_or(false),
            _ => false,
        }
    }

    /// Carries the request out for `player`, in the channel `channel`.
    pub async fn execute(
        self,
        service: &Service,
        player: &Player,
        channel: i64,
    ) -> Result<Reply, ServiceError> {
        match self {
            Request::Challenge {
                opponent,
                mut options,
            } => {
                options.channel_id = Some(channel);
                service.challenge(player, opponent.as_ref(), options).await
            }
            Request::Accept(c) => service.accept(player, c).await,
            Request::Decline(c) => service.decline(player, c).await,
            Request::Play { level, color } => {
                service
                    .play_bot(player, level, color.as_deref(), Some(channel))
                    .await
            }
            Request::Move { text, game } => service.make_move(player, game, &text, None).await,
            Request::Board(g) => service.board(player, g).await,
            Request::Resign(g) => service.resign(player, g, None).await,
            Request::Draw(g) => service.draw(player, g, None).await,
            Request::Takeback(g) => service.takeback(player, g).await,
            Request::Abort(g) => service.abort(player, g).await,
            Request::Games => service.games(player).await,
            Request::Pgn(g) => service.pgn(player, g).await,
            Request::Rating(None) => service.rating_card(player.id, &player.name).await,
            Request::Rating(Some(p)) => service.rating_card(p.id, &p.name).await,
            Request::Leaderboard => service.leaderboard().await,
            Request::Rules => service.rules().await,
        }
    }
}

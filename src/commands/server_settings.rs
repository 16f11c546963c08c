//! `/server-settings`: a server's settings, for those who manage it.

use super::options::{opt, BOARDS_CHOICES, TIME_CHOICES};
use super::{Call, Command, Done, Kind, OptionSpec};
use crate::service::ServerChanges;

const THREADS: OptionSpec = OptionSpec {
    example: "false",
    ..opt("threads", "Play each game in its own thread", Kind::Boolean)
};

const TIME: OptionSpec = OptionSpec {
    choices: TIME_CHOICES,
    example: "1d",
    ..opt("time", "Default time per move", Kind::String)
};

const MAX_GAMES: OptionSpec = OptionSpec {
    example: "20",
    ..opt(
        "max_games",
        "Most games in progress per player",
        Kind::Integer {
            min: Some(1),
            max: Some(100),
        },
    )
};

const BOT_GAMES: OptionSpec = OptionSpec {
    example: "false",
    ..opt("bot_games", "Allow games against the bot", Kind::Boolean)
};

const CHALLENGE_EXPIRY: OptionSpec = OptionSpec {
    // Up to 7 days.
    choices: TIME_CHOICES.split_at(6).0,
    example: "1d",
    ..opt(
        "challenge_expiry",
        "How long a challenge stays open",
        Kind::String,
    )
};

const PUZZLE_CHANNEL: OptionSpec = OptionSpec {
    example: "<channel>",
    ..opt(
        "puzzle_channel",
        "Where a daily puzzle is posted",
        Kind::Channel,
    )
};

const PUZZLE_TIME: OptionSpec = OptionSpec {
    example: "09:00",
    ..opt(
        "puzzle_time",
        "When the daily puzzle is posted, HH:MM in UTC (off: no daily puzzle)",
        Kind::String,
    )
};

const LANGUAGE: OptionSpec = OptionSpec {
    example: "es",
    languages: true,
    ..opt(
        "language",
        "The language of the bot's posts here (auto: the server's)",
        Kind::String,
    )
};

const BOARDS: OptionSpec = OptionSpec {
    choices: BOARDS_CHOICES,
    example: "side-by-side",
    ..opt(
        "boards",
        "Where boards stand for members who chose nothing (auto: stacked)",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[
        THREADS,
        TIME,
        MAX_GAMES,
        BOT_GAMES,
        CHALLENGE_EXPIRY,
        PUZZLE_CHANNEL,
        PUZZLE_TIME,
        LANGUAGE,
        BOARDS,
    ],
    managers_only: true,
    ..Command::new(
        "server-settings",
        "This server's settings (needs Manage Server)",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let changes = ServerChanges {
            threads: c.args.boolean(&THREADS),
            time: c.args.string(&TIME),
            max_games: c.args.int(&MAX_GAMES),
            bot_games: c.args.boolean(&BOT_GAMES),
            challenge_expiry: c.args.string(&CHALLENGE_EXPIRY),
            puzzle_channel: c.args.channel(&PUZZLE_CHANNEL),
            puzzle_time: c.args.string(&PUZZLE_TIME),
            language: c.args.string(&LANGUAGE),
            boards: c.args.string(&BOARDS),
        };
        c.service
            .settings()
            .change_server_settings(c.player, c.place, changes)
            .await
    })
}

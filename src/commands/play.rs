//! `/play`: a game against the bot's engine.

use super::options::{opt, variant, COLOR, GAME_TIME_CHOICES, VARIANT};
use super::{Call, Command, Does, Done, Kind, OptionSpec};

const LEVEL: OptionSpec = OptionSpec {
    example: "1-8",
    ..opt(
        "level",
        "Strength from 1 (beginner) to 8 (strongest); default 3",
        Kind::Integer {
            min: Some(1),
            max: Some(8),
        },
    )
};

const TIME: OptionSpec = OptionSpec {
    choices: GAME_TIME_CHOICES,
    example: "5+3",
    ..opt(
        "time",
        "A live clock (minutes+seconds a move) or a time per move (default: 14 days)",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[LEVEL, COLOR, VARIANT, TIME],
    // The engine may answer with its first move.
    does: Does::Run {
        run,
        thinks: Some(|_| Box::pin(async { true })),
    },
    ..Command::new("play", "Play against Alice, the bot's engine", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let variant = variant(c.args)?;
        c.service
            .challenges()
            .play_bot_timed(
                c.player,
                c.args.int(&LEVEL),
                c.args.str(&COLOR),
                (variant, c.args.str(&TIME)),
                c.place,
            )
            .await
    })
}

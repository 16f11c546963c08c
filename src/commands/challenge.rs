//! `/challenge`: a challenge to someone, or an open one anyone may accept.

use super::options::{opt, COLOR, GAME_TIME_CHOICES, VARIANT};
use super::{Call, Command, Done, Kind, OptionSpec};
use crate::service::ChallengeOptions;

const OPPONENT: OptionSpec = OptionSpec {
    example: "<player>",
    ..opt(
        "opponent",
        "Who to challenge (leave out for an open challenge anyone may accept)",
        Kind::User,
    )
};

const EN_PASSANT: OptionSpec = OptionSpec {
    example: "false",
    ..opt(
        "en_passant",
        "Allow en passant captures (default: yes)",
        Kind::Boolean,
    )
};

const RATED: OptionSpec = OptionSpec {
    example: "false",
    ..opt(
        "rated",
        "Does the game count for ratings (default: yes)",
        Kind::Boolean,
    )
};

const TIME: OptionSpec = OptionSpec {
    choices: GAME_TIME_CHOICES,
    example: "5+3",
    ..opt(
        "time",
        "A live clock (minutes+seconds a move) or a time per move (default: the server's)",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[OPPONENT, COLOR, EN_PASSANT, RATED, TIME, VARIANT],
    ..Command::new(
        "challenge",
        "Challenge someone (or anyone) to a game of Alice chess",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let options = ChallengeOptions {
            color: c.args.string(&COLOR),
            en_passant: c.args.boolean(&EN_PASSANT),
            rated: c.args.boolean(&RATED),
            time: c.args.string(&TIME),
            variant: c.args.string(&VARIANT),
            place: c.place,
        };
        let opponent = c.args.user(&OPPONENT);
        c.service
            .challenges()
            .challenge(c.player, opponent.as_ref(), options)
            .await
    })
}

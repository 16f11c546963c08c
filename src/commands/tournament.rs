//! `/tournament`: a Swiss by the day in the server, with its subcommands
//! (create, join, leave, start, standings, pairings, info) and the
//! organiser's group `manage` (forbid, cancel).

use super::options::{opt, VARIANT};
use super::{Call, Command, Done, Kind, OptionSpec};
use crate::service::tournaments::MAX_ROUNDS;
use crate::service::TournamentOptions;

const ID: OptionSpec = OptionSpec {
    example: "1",
    ..opt(
        "id",
        "Which tournament (default: the newest of the server)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

const NAME: OptionSpec = OptionSpec {
    example: "Winter",
    ..opt("name", "The tournament's name", Kind::String)
};

const ROUNDS: OptionSpec = OptionSpec {
    example: "5",
    ..opt(
        "rounds",
        "How many rounds (default: 5)",
        Kind::Integer {
            min: Some(1),
            max: Some(MAX_ROUNDS),
        },
    )
};

const TIME: OptionSpec = OptionSpec {
    example: "1d",
    ..opt(
        "time",
        "Time per move, e.g. 1d (default: the server's)",
        Kind::String,
    )
};

const RATED: OptionSpec = OptionSpec {
    example: "false",
    ..opt(
        "rated",
        "Do the games count for ratings (default: yes)",
        Kind::Boolean,
    )
};

const TIE_BREAKS: OptionSpec = OptionSpec {
    example: "BH-C1,SB",
    ..opt(
        "tie_breaks",
        "FIDE's tie-breaks in order: BH-C1, BH, SB, DE, WIN (default: all)",
        Kind::String,
    )
};

const ROUND: OptionSpec = OptionSpec {
    example: "2",
    ..opt(
        "round",
        "Which round (default: the one being played)",
        Kind::Integer {
            min: Some(1),
            max: Some(MAX_ROUNDS),
        },
    )
};

const SUBCOMMANDS: &[Command] = &[
    Command {
        options: &[NAME, ROUNDS, TIME, VARIANT, RATED, TIE_BREAKS],
        ..Command::new(
            "create",
            "Create a Swiss tournament in this channel (server managers)",
            create,
        )
    },
    Command {
        options: &[ID],
        ..Command::new("join", "Join a tournament", join)
    },
    Command {
        options: &[ID],
        ..Command::new("leave", "Leave a tournament (withdraw once it runs)", leave)
    },
    Command {
        options: &[ID],
        ..Command::new("start", "Start a tournament: pair its first round", start)
    },
    Command {
        options: &[ID],
        ..Command::new("standings", "A tournament's standings", standings)
    },
    Command {
        options: &[ID, ROUND],
        ..Command::new("pairings", "A round's pairings and results", pairings)
    },
    Command {
        options: &[ID],
        ..Command::new("info", "What a tournament is and where it stands", info)
    },
    Command::group(
        "manage",
        "Run a tournament (its creator and server managers)",
        MANAGE,
    ),
];

const FIRST: OptionSpec = OptionSpec {
    required: true,
    example: "<player>",
    ..opt("first", "A player of the tournament", Kind::User)
};

const SECOND: OptionSpec = OptionSpec {
    required: true,
    example: "<player>",
    ..opt("second", "The player they must not meet", Kind::User)
};

const MANAGE: &[Command] = &[
    Command {
        options: &[FIRST, SECOND, ID],
        ..Command::new(
            "forbid",
            "Never pair two players in the rounds to come",
            forbid,
        )
    },
    Command {
        options: &[ID],
        ..Command::new("cancel", "Cancel a tournament: no more rounds", cancel)
    },
];

fn forbid(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        let (Some(a), Some(b)) = (c.args.user(&FIRST), c.args.user(&SECOND)) else {
            return Err(crate::service::ServiceError::Internal(
                "/tournament manage forbid without its two players".into(),
            ));
        };
        c.service
            .tournaments()
            .forbid(c.player, c.place, id, (&a, &b))
            .await
    })
}

fn cancel(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().cancel(c.player, c.place, id).await
    })
}

pub static COMMAND: Command = Command::group(
    "tournament",
    "Swiss tournaments in the server",
    SUBCOMMANDS,
);

fn create(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let options = TournamentOptions {
            name: c.args.string(&NAME),
            rounds: c.args.int(&ROUNDS),
            variant: c.args.string(&VARIANT),
            time: c.args.string(&TIME),
            rated: c.args.boolean(&RATED),
            tie_breaks: c.args.string(&TIE_BREAKS),
            place: c.place,
        };
        c.service.tournaments().create(c.player, options).await
    })
}

fn join(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().join(c.player, c.place, id).await
    })
}

fn leave(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().leave(c.player, c.place, id).await
    })
}

fn start(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().start(c.player, c.place, id).await
    })
}

fn standings(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().standings(c.player, c.place, id).await
    })
}

fn pairings(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let (id, round) = (c.args.int(&ID), c.args.int(&ROUND));
        c.service
            .tournaments()
            .pairings(c.player, c.place, id, round)
            .await
    })
}

fn info(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.int(&ID);
        c.service.tournaments().info(c.player, c.place, id).await
    })
}

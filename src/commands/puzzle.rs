//! `/puzzle`: a puzzle to solve privately, a move in the one being solved,
//! or a given puzzle.

use super::options::{opt, VARIANT};
use super::{Call, Command, Done, Kind, OptionSpec};

const MOVE: OptionSpec = OptionSpec {
    example: "<move>",
    ..opt(
        "move",
        "Your move in the puzzle you are solving, e.g. Qd4",
        Kind::String,
    )
};

const ID: OptionSpec = OptionSpec {
    example: "<id>",
    ..opt(
        "id",
        "A given puzzle (unrated after your first try)",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[MOVE, ID, VARIANT],
    ..Command::new("puzzle", "Solve an Alice puzzle (privately)", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        c.service
            .puzzles()
            .puzzle(
                c.player,
                c.args.str(&ID),
                c.args.str(&MOVE),
                c.args.str(&VARIANT),
            )
            .await
    })
}

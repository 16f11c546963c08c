//! `/games`: the asker's games in progress and challenges, or a page of
//! their finished games.

use super::options::opt;
use super::{Call, Command, Done, Kind, OptionSpec};

const FINISHED: OptionSpec = OptionSpec {
    example: "true",
    ..opt(
        "finished",
        "Only your finished games, newest first, ten a page",
        Kind::Boolean,
    )
};

const PAGE: OptionSpec = OptionSpec {
    example: "2",
    ..opt(
        "page",
        "Which page of finished games (1: the newest ten)",
        Kind::Integer {
            min: Some(1),
            max: None,
        },
    )
};

pub const COMMAND: Command = Command {
    options: &[FINISHED, PAGE],
    ..Command::new(
        "games",
        "Your games in progress, challenges and finished games",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let page = c.args.int(&PAGE);
        if c.args.boolean(&FINISHED).unwrap_or(false) || page.is_some() {
            c.service
                .games()
                .finished_games(c.player, page.unwrap_or(1))
                .await
        } else {
            c.service.games().in_progress(c.player).await
        }
    })
}

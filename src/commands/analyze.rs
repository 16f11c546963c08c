//! `/analyze`: the engine's look at a finished game.

use super::options::GAME;
use super::{Call, Command, Does, Done};

pub const COMMAND: Command = Command {
    options: &[GAME],
    // The engine thinks unless the analysis is kept already.
    does: Does::Run {
        run,
        thinks: Some(|c| {
            Box::pin(async move {
                !c.service
                    .analysis()
                    .analysis_stored(c.player, c.args.int(&GAME))
                    .await
            })
        }),
    },
    ..Command::new(
        "analyze",
        "The engine's look at a finished game: graph, mistakes, annotated PGN",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        c.service
            .analysis()
            .analyze(c.player, c.game().await?, c.progress)
            .await
    })
}

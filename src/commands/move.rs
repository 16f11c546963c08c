//! `/move`: a move in a game, typed as SAN or coordinates.

use super::options::{opt, GAME};
use super::{Call, Command, Does, Done, Kind, OptionSpec};

const MOVE: OptionSpec = OptionSpec {
    required: true,
    autocomplete: true,
    example: "e4",
    ..opt("move", "Your move", Kind::String)
};

pub const COMMAND: Command = Command {
    options: &[MOVE, GAME],
    // The engine answers a move in a game against it.
    does: Does::Run {
        run,
        thinks: Some(|c| {
            Box::pin(async move {
                c.service
                    .games()
                    .involves_bot(c.player.id, c.args.int(&GAME))
                    .await
                    .unwrap_or(false)
            })
        }),
    },
    ..Command::new("move", "Play a move, e.g. e4, Nf3, Ne5/A, O-O", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let text = c.args.str(&MOVE).unwrap_or_default();
        c.service
            .games()
            .make_move(c.player, c.game().await?, text, None)
            .await
    })
}

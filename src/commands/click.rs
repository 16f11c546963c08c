//! `/click` (only in `alice local`): presses a button or chooses from a
//! menu, by the id shown after it.

use super::options::opt;
use super::{Call, Command, Done, Front, Kind, OptionSpec};

const ID: OptionSpec = OptionSpec {
    required: true,
    example: "<id>",
    ..opt(
        "id",
        "The button's or menu's id, e.g. pieces:1:0",
        Kind::String,
    )
};

const VALUE: OptionSpec = OptionSpec {
    example: "<value>",
    ..opt(
        "value",
        "The option chosen from a menu, e.g. g1a",
        Kind::String,
    )
};

pub const COMMAND: Command = Command {
    options: &[ID, VALUE],
    front: Front::LocalOnly,
    ..Command::new(
        "click",
        "Press a button or choose from a menu, by the id shown after it",
        run,
    )
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let id = c.args.str(&ID).unwrap_or_default();
        let values: Vec<String> = c.args.string(&VALUE).into_iter().collect();
        c.service
            .controls()
            .press(c.player, c.place, id, &values)
            .await
    })
}

//! `/rating`: a member's rating, record and rating history.

use super::options::{opt, speed, variant, SPEED, VARIANT};
use super::{Call, Command, Done, Kind, OptionSpec};

const PLAYER: OptionSpec = OptionSpec {
    example: "<player>",
    ..opt("player", "Whose rating (default: yours)", Kind::User)
};

pub const COMMAND: Command = Command {
    options: &[PLAYER, VARIANT, SPEED],
    ..Command::new("rating", "Show a rating, record and rating history", run)
};

fn run(c: Call<'_>) -> Done<'_> {
    Box::pin(async move {
        let (variant, speed) = (variant(c.args)?, speed(c.args)?);
        let ratings = c.service.ratings();
        let lang = c.player.here;
        match c.args.user(&PLAYER) {
            None => {
                ratings
                    .rating_card_in(c.player.id, &c.player.name, variant, speed, lang)
                    .await
            }
            Some(p) => ratings.rating_of_player_in(&p, variant, speed, lang).await,
        }
    })
}

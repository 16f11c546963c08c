//! What leaves the bot: a game as PGN, and the rules.

use super::Games;
use super::{escape_markdown, Attachment, Loaded, Player, Reply, ServiceError};
use crate::games::AnyGame;
use crate::lang::Lang;
use crate::states::Variant;
use crate::t;
use alice_core::Color;

/// A game's PGN header: the players' names, the tags and the result token.
pub(crate) struct PgnHeader {
    pub white: String,
    pub black: String,
    pub tags: Vec<(&'static str, String)>,
    pub result: String,
}

impl PgnHeader {
    pub fn tags(&self) -> Vec<(&str, &str)> {
        self.tags.iter().map(|(k, v)| (*k, v.as_str())).collect()
    }
}

impl Games<'_> {
    /// `/pgn [game:<id>]`: the game as a PGN file, and its position as alice-FEN.
    pub async fn pgn(self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = self.pick_game_to_show(&mut conn, player.id, game).await?;
        let l = self.load(&mut conn, id).await?;
        let h = self.pgn_header(&mut conn, &l).await?;
        let pgn = l.game.pgn(&h.tags(), Some(&h.result));
        let lang = player.here;
        Ok(Reply {
            text: t!(
                lang,
                "pgn-text",
                game = id,
                white = escape_markdown(&h.white),
                black = escape_markdown(&h.black),
                position = l.game.fen()
            ),
            lang,
            files: vec![Attachment {
                name: format!("alice-game-{id}.pgn"),
                bytes: pgn.into_bytes(),
                text: None,
            }],
            ..Reply::default()
        })
    }

    /// The tags of a stored game's PGN.
    pub(crate) async fn pgn_header(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
    ) -> Result<PgnHeader, ServiceError> {
        let white = self.raw_name_of(conn, &l.row, l.row.white_id).await?;
        let black = self.raw_name_of(conn, &l.row, l.row.black_id).await?;
        // A tournament's game: the event's name, and its round and board
        // as the PGN standard numbers them ("3.2").
        let (event, round) = match crate::store::tournaments::of_game(conn, l.row.id).await? {
            Some((name, round, board)) => (name, format!("{round}.{board}")),
            None => (
                format!(
                    "{} {} game",
                    if l.row.rated { "Rated" } else { "Casual" },
                    l.row.variant.title()
                ),
                l.row.id.to_string(),
            ),
        };
        let mut tags = vec![
            ("Event", event),
            ("Site", "Discord".to_string()),
            ("Date", pgn_date(l.row.created_at)),
            ("Round", round),
            ("White", white.clone()),
            ("Black", black.clone()),
            // The PGN standard's words; a game in progress is "unterminated".
            (
                "Termination",
                l.row
                    .ending
                    .map_or("unterminated", |t| t.pgn_termination())
                    .to_string(),
            ),
        ];
        // A live game's clock as the PGN standard writes it: seconds, a
        // plus, the increment's seconds ("180+2").
        if let crate::states::TimeControl::Clock { base, increment } = l.row.time_control() {
            tags.push((
                "TimeControl",
                format!("{}+{}", base / 1000, increment / 1000),
            ));
        }
        let result = if l.row.is_active() {
            "*"
        } else {
            l.row.result.map_or("*", |r| r.as_str())
        };
        Ok(PgnHeader {
            white,
            black,
            tags,
            result: result.to_string(),
        })
    }

    /// `/rules [variant:]`: the game in a few lines, with an example image.
    pub async fn rules(self, variant: Variant) -> Result<Reply, ServiceError> {
        self.rules_in(variant, Lang::EN).await
    }

    /// [`Games::rules`] in `lang`.
    pub async fn rules_in(self, variant: Variant, lang: Lang) -> Result<Reply, ServiceError> {
        let moves = crate::with_game!(variant, P => <P as crate::games::Played>::EXAMPLE);
        let key = super::variant_key(variant);
        let mut game = AnyGame::start(variant, alice_core::Rules::default());
        for m in moves {
            game.play_text(m)
                .map_err(|e| ServiceError::Internal(e.say(Lang::EN)))?;
        }
        let caption = lang.t(&format!("rules-{key}-caption"));
        let files = self
            .image(
                "rules.png".into(),
                &game,
                Color::White,
                caption,
                super::BoardStyle::default(),
                lang,
            )
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text: lang.t(&format!("rules-{key}")),
            files,
            lang,
            ..Reply::default()
        })
    }
}

/// `YYYY.MM.DD` of a Unix time in milliseconds.
fn pgn_date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    format!("{:04}.{:02}.{:02}", if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    #[test]
    fn pgn_dates() {
        assert_eq!(super::pgn_date(0), "1970.01.01");
        assert_eq!(super::pgn_date(1_795_910_400_000), "2026.11.29");
        // Leap days and the century rules (a year divisible by 100 is not
        // leap unless divisible by 400), and before 1970.
        assert_eq!(super::pgn_date(951829200000), "2000.02.29");
        assert_eq!(super::pgn_date(4107502800000), "2100.02.28");
        assert_eq!(super::pgn_date(4107589200000), "2100.03.01");
        assert_eq!(super::pgn_date(13569426000000), "2399.12.31");
        assert_eq!(super::pgn_date(13574610000000), "2400.02.29");
        assert_eq!(super::pgn_date(13574696400000), "2400.03.01");
        assert_eq!(super::pgn_date(-39600000), "1969.12.31");
    }
}

//! What leaves the bot: a game as PGN, and the rules.

use super::{escape_markdown, Attachment, Loaded, Player, Reply, Service, ServiceError};
use crate::states::GameVariant;
use crate::variant::AnyGame;
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

impl Service {
    /// `/pgn [game:<id>]`: the game as a PGN file, and its position as alice-FEN.
    pub async fn pgn(&self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = self.pick_game_to_show(&mut conn, player.id, game).await?;
        let l = self.load(&mut conn, id).await?;
        let h = self.pgn_header(&mut conn, &l).await?;
        let pgn = l.game.pgn(&h.tags(), Some(&h.result));
        Ok(Reply {
            text: format!(
                "Game #{id}, {} vs {}. Position: `{}`",
                escape_markdown(&h.white),
                escape_markdown(&h.black),
                l.game.fen()
            ),
            files: vec![Attachment {
                name: format!("alice-game-{id}.pgn"),
                bytes: pgn.into_bytes(),
            }],
            ..Reply::default()
        })
    }

    /// The tags of a stored game's PGN.
    pub(crate) async fn pgn_header(
        &self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
    ) -> Result<PgnHeader, ServiceError> {
        let white = self.raw_name_of(conn, &l.row, l.row.white_id).await?;
        let black = self.raw_name_of(conn, &l.row, l.row.black_id).await?;
        let event = format!(
            "{} {} game",
            if l.row.rated { "Rated" } else { "Casual" },
            l.row.variant.title()
        );
        let tags = vec![
            ("Event", event),
            ("Site", "Discord".to_string()),
            ("Date", pgn_date(l.row.created_at)),
            ("Round", l.row.id.to_string()),
            ("White", white.clone()),
            ("Black", black.clone()),
            // The PGN standard's words; a game in progress is "unterminated".
            (
                "Termination",
                l.row
                    .termination
                    .map_or("unterminated", |t| t.pgn_termination())
                    .to_string(),
            ),
        ];
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
    pub async fn rules(&self, variant: GameVariant) -> Result<Reply, ServiceError> {
        let (moves, caption, text): (&[&str], &str, &str) = match variant {
            GameVariant::Alice => (
                &["Nf3", "e6", "Ne5", "Bc5", "Nxf7"],
                "1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — the knight now stands on f7 of board B",
                RULES,
            ),
            GameVariant::ThreeBoard => (
                &["Nf3/AC", "e6/AB", "Ne5/CA", "Bc5/AB", "Nxf7/AB"],
                "1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — the knight now stands on f7 of board B",
                RULES_THREE,
            ),
            GameVariant::Narrow => (
                &["Nb4", "Nc5", "Nd5", "Kd7", "Nxb6"],
                "1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — the king fled to board B, where the knight lands",
                RULES_8X4,
            ),
            GameVariant::Duo => (
                &["e4", "h6", "Bb5", "h5", "Qh5", "a6", "Qe8"],
                "4. Qe8/AA# — the queen on e8 of A checks the king on e8 of B; K@xe8 would meet the bishop",
                RULES_DUO,
            ),
        };
        let mut game = AnyGame::start(variant, alice_core::Rules::default());
        for m in moves {
            game.play_text(m).map_err(ServiceError::Internal)?;
        }
        let files = self
            .image("rules.png".into(), &game, Color::White, caption.into())
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text: text.into(),
            files,
            ..Reply::default()
        })
    }
}

pub const RULES: &str = "**Alice chess** is chess on two boards, A and B. The game starts on board A; B is empty.
• A piece moves as in ordinary chess on the board where it stands, seeing only that board — then it passes *through the looking-glass* to the same square of the other board.
• That square on the other board must be empty, or the move is not allowed (captures too).
• A king is in check only from pieces on its own board. You may not leave your king in check on either board, before or after the transfer.
• Castling happens on board A; king and rook land on board B. En passant (on by default) works on board A only.
• A move that lands on board A is written with /A (e.g. Ne5/A). Draws: stalemate, agreement, fifty moves, threefold repetition, bare kings.";

pub const RULES_THREE: &str = "**Three-board Alice** is Alice chess on three boards, A, B and C. The game starts on board A; B and C are empty.
• A piece moves as in ordinary chess on the board where it stands, seeing only that board — then it passes to the same square of *one of the two other boards, which you choose*. That square must be empty there.
• A king is in check only from pieces on its own board. You may not leave your king in check, before or after the transfer.
• Castling happens on board A; king and rook both land on B or both on C. En passant works on board A only; the capturing pawn lands on B or C.
• A move names the board it is played on and the board it lands on: Nf3/AB (played on A, lands on B), Qd8/CA#. Leave out a board when only one fits.
• Draws: stalemate, agreement, fifty moves, threefold repetition (all three boards), bare kings.";

pub const RULES_8X4: &str = "**8x4 Alice** is Alice chess on two boards of four files (a–d) and eight ranks. Each side starts on board A with rook, queen, king, rook on its first rank, knight, bishop, bishop, knight on the second and four pawns on the third; board B is empty.
• As in Alice chess, a piece moves on its own board and then passes to the same square of the other board, which must be empty there. A king is in check only from its own board, before and after the transfer.
• Pawns step one square only (so no en passant) and promote on the last rank. There is no castling.
• Moves are written as in Alice chess: Nb4, Nd5/A (lands on board A).
• Draws: stalemate, agreement, fifty moves, threefold repetition, bare kings.";

pub const RULES_DUO: &str = "**Duo chess** is played on two boards: White's army starts on board A, Black's on board B.
• A move is made on the board where the piece stands, seeing only that board. Then the piece **stays**, or **transfers** to the same square of the other board if it is empty there.
• Instead, a piece other than a pawn may make a **zero move**: straight to the same square of the other board, taking an enemy piece standing there.
• A king is in check when attacked on its own board, or when an enemy piece (not a pawn) stands on the same square of the other board. After your move your king must not be in check.
• Castling on your army's board, without transferring. No en passant.
• Moves name the board played on and the board the piece ends on: e4/AA stays, Nf3/AB transfers, N@g1/AB is a zero move. Typed without boards, a move stays.";

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

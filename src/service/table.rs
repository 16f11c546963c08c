//! The live table's view of a game: what its page shows a spectator (the
//! boards, the moves, the players, whose turn it is and how long they
//! have, the result), found by the game's id and its watch token. Nothing
//! in it judges the position: no evaluation, no suggested move.

use super::{side_word, Games, ServiceError, UserError};
use crate::lang::Lang;
use crate::render::svg::{self, DiagramBoard};
use crate::render::{Look, Picture, Pictured};
use crate::service::GameError;
use crate::states::OfferKind;
use crate::store;
use crate::t;
use alice_core::Color;
use serde::Serialize;
use sha2::{Digest, Sha256};

/// A game as its live table shows it (sent as JSON).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableView {
    pub game: i64,
    /// The game as stored: `alice`, `three-board`, `8x4` or `duo`.
    pub variant: String,
    /// Its name in the reader's language ("Alice chess", "Duo chess", …).
    pub variant_name: String,
    /// "#12 · Ann vs Bob"
    pub title: String,
    pub white: String,
    pub black: String,
    /// The players' ids (none for the bot); not sent to pages.
    #[serde(skip)]
    pub players: [Option<i64>; 2],
    /// `active`, `finished` or `aborted`.
    pub status: String,
    /// Plies played.
    pub ply: i64,
    /// `white` or `black`: whose turn it is (in a finished game, whose it
    /// would be).
    pub to_move: String,
    pub check: bool,
    /// Whose turn it is and how long they have (where a clock runs,
    /// `clock` says that), or how the game ended, in the reader's language.
    pub headline: String,
    /// When the player to move runs out of time (Unix milliseconds; none
    /// when the game is over or the bot is to move).
    pub deadline: Option<i64>,
    /// The time the player to move has left as this was read
    /// (milliseconds; what a page counts down from, whatever its clock).
    pub time_left_ms: Option<i64>,
    /// A live game's clocks; none for a game of a time per move.
    pub clock: Option<ClockView>,
    /// "1-0", "0-1", "1/2-1/2"; none while the game goes on or when it was
    /// aborted.
    pub result: Option<String>,
    /// `white` or `black`: the side the boards are drawn from.
    pub side: String,
    /// The moves in the game's notation, numbered: "1. e4", "1... d5".
    pub moves: Vec<String>,
    /// Each board as an `<svg>` element referring to the page's piece
    /// symbols ([`svg::defs`]).
    pub boards: Vec<String>,
    /// The standing draw offer and takeback request, if any.
    pub offers: Vec<OfferView>,
    /// Changes whenever anything shown changes (a move, a takeback, an
    /// offer, a clock, the end): a move names the version it was made on.
    pub version: String,
}

/// A standing offer as a table shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct OfferView {
    /// `draw` or `takeback`.
    pub kind: String,
    /// `white` or `black`: who made it.
    pub by: String,
    /// "Ann (White) offers a draw.", in the reader's language.
    pub text: String,
}

/// The version of a game as the table shows it: a digest of what it shows
/// changes with (its row's ply, status, position, turn and clocks, and
/// its standing offers).
fn version_of(looked: &store::games::Looked, offers: &[(i64, OfferKind, i64, i64)]) -> String {
    let (id, ply, status, fen, turn, mover, waiting) = looked;
    let mut text = format!(
        "{id}|{ply}|{}|{fen}|{turn}|{mover}|{waiting}",
        status.as_str()
    );
    for (game, kind, by, at) in offers.iter().filter(|o| o.0 == *id) {
        text.push_str(&format!("|{game}:{}:{by}:{at}", kind.as_str()));
    }
    Sha256::digest(text.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A live game's clocks as this was read.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ClockView {
    /// `5+3`: minutes each and seconds added a move.
    pub control: String,
    /// Each player's time left (milliseconds).
    pub white_ms: i64,
    pub black_ms: i64,
    /// `white` or `black`: the clock that runs (none before each player's
    /// first move and once the game is over).
    pub running: Option<String>,
}

/// Two texts equal, compared in a time that does not tell how much of
/// them agrees (tokens, states, secrets).
pub fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

impl Games<'_> {
    /// Whether game `id` exists and `token` is its watch token.
    async fn watched_by(
        conn: &mut crate::store::Tx<'_>,
        id: i64,
        token: &str,
    ) -> Result<bool, ServiceError> {
        Ok(store::games::get(conn, id)
            .await?
            .and_then(|row| row.watch_token)
            .is_some_and(|t| same_secret(&t, token)))
    }

    /// Whether `token` is game `id`'s watch token (false alike for a
    /// missing game), without reading its moves or drawing its boards.
    pub async fn has_watch_token(self, id: i64, token: &str) -> Result<bool, ServiceError> {
        let mut conn = self.store.read_once().await?;
        Self::watched_by(&mut conn, id, token).await
    }

    /// The game a member opening the table in Discord channel `channel`
    /// (a game's thread, or the channel it is played in) means: its id and
    /// watch token. A game that goes on before one that ended, one they
    /// play before one they do not, the newest first; None where no game
    /// was played.
    pub async fn game_in_place(
        self,
        channel: i64,
        member: i64,
    ) -> Result<Option<(i64, String)>, ServiceError> {
        let mut conn = self.store.read_once().await?;
        Ok(store::games::in_place(&mut conn, channel, member).await?)
    }

    /// Game `id` as its live table shows it to a reader of `lang`, when
    /// `token` is its watch token; None alike for a missing game and a
    /// wrong token. The boards are drawn from `drawn_from`, else from the side
    /// `viewer` plays in it, else from White's.
    pub async fn table(
        self,
        id: i64,
        token: &str,
        lang: Lang,
        drawn_from: Option<Color>,
        viewer: Option<i64>,
    ) -> Result<Option<TableView>, ServiceError> {
        let mut conn = self.store.read_once().await?;
        if !Self::watched_by(&mut conn, id, token).await? {
            return Ok(None);
        }
        let l = match self.load(&mut conn, id).await {
            Ok(l) => l,
            // Gone between the two reads.
            Err(ServiceError::User(UserError::Game(GameError::NoSuchGame(_)))) => return Ok(None),
            Err(e) => return Err(e),
        };
        let white = self.raw_name_of(&mut conn, &l.row, l.row.white_id).await?;
        let black = self.raw_name_of(&mut conn, &l.row, l.row.black_id).await?;
        let white = if l.row.white_id.is_none() {
            super::bot_name(&l.row, lang)
        } else {
            white
        };
        let black = if l.row.black_id.is_none() {
            super::bot_name(&l.row, lang)
        } else {
            black
        };
        let side = l.game.turn();
        let active = l.row.is_active();
        let headline = if active {
            let name = if side == Color::White { &white } else { &black };
            let check = if l.game.is_check() { "yes" } else { "no" };
            // A live game's clocks, and before they run the first move's
            // countdown, are shown beside it, counting: the line would only
            // say a reading already past.
            let counted = l.row.clock_base.is_some();
            match l.player_of(side) {
                Some(_) if !counted => t!(
                    lang,
                    "to-move-left",
                    name = name.as_str(),
                    side = side_word(side),
                    check = check,
                    left = super::game::left_text(lang, &l.row, self.now())
                ),
                _ => t!(
                    lang,
                    "to-move",
                    name = name.as_str(),
                    side = side_word(side),
                    check = check
                ),
            }
        } else {
            let outcome = super::game::outcome_words(lang, &l.row, &white, &black);
            t!(lang, "game-over", game = l.row.id, outcome = outcome)
        };
        let looked = (
            l.row.id,
            l.row.ply,
            l.row.status,
            l.row.fen.clone(),
            l.row.turn_started_at,
            l.row.clock_mover,
            l.row.clock_waiting,
        );
        let standing = store::offers::of_games(&mut conn, &[id]).await?;
        let version = version_of(&looked, &standing);
        let offers = standing
            .iter()
            .filter_map(|(_, kind, by, _)| {
                let side = l.side_of(*by)?;
                let name = if side == Color::White { &white } else { &black };
                let message = match kind {
                    OfferKind::Draw => "web-offer-draw",
                    OfferKind::Takeback => "web-offer-takeback",
                };
                Some(OfferView {
                    kind: kind.as_str().to_string(),
                    by: side_word(side).to_string(),
                    text: t!(lang, message, name = name.as_str(), side = side_word(side)),
                })
            })
            .collect();
        let moves = (0..l.game.ply()).map(|i| l.game.numbered(i)).collect();
        let perspective = drawn_from
            .or_else(|| viewer.and_then(|v| l.side_of(v)))
            .unwrap_or(Color::White);
        let picture = Picture {
            perspective,
            ghosts: true,
            caption: None,
            lang,
            look: Look::default(),
        };
        let boards = crate::on_game!(&l.game, g => {
            let last = g.moves().last().copied();
            let pos = *g.position();
            tokio::task::spawn_blocking(move || drawn(pos.diagram(last, &picture), perspective))
                .await
                .map_err(|e| ServiceError::Internal(format!("table task: {e}")))?
        });
        Ok(Some(TableView {
            game: l.row.id,
            variant: l.row.variant.as_str().to_string(),
            variant_name: super::challenges::game_name(lang, l.row.variant),
            title: t!(
                lang,
                "thread-name",
                game = l.row.id,
                white = white.as_str(),
                black = black.as_str()
            ),
            white,
            black,
            players: [l.row.white_id, l.row.black_id],
            status: l.row.status.as_str().to_string(),
            ply: l.row.ply,
            to_move: side_word(side).to_string(),
            check: l.game.is_check(),
            headline,
            deadline: (active && l.player_of(side).is_some()).then(|| l.row.deadline()),
            time_left_ms: (active && l.player_of(side).is_some())
                .then(|| (l.row.deadline() - self.now()).max(0)),
            clock: l.row.clocks_at(self.now()).map(|(mover, waiting)| {
                let (white_ms, black_ms) = match side {
                    Color::White => (mover, waiting),
                    Color::Black => (waiting, mover),
                };
                ClockView {
                    control: l.row.time_control().clock_text().unwrap_or_default(),
                    white_ms: white_ms.max(0),
                    black_ms: black_ms.max(0),
                    running: (active && l.row.ply >= 2).then(|| side_word(side).to_string()),
                }
            }),
            result: l.row.result.map(|r| r.as_str().to_string()),
            side: side_word(perspective).to_string(),
            moves,
            boards,
            offers,
            version,
        }))
    }

    /// The legal moves of game `id` as a page picks them, with the ply
    /// they are for, when `member` is the player to move in it (and it
    /// goes on); else none.
    pub async fn picked_moves(
        self,
        id: i64,
        member: i64,
    ) -> Result<Option<(i64, Vec<crate::games::PickedMove>)>, ServiceError> {
        let mut conn = self.store.read_once().await?;
        let l = match self.load(&mut conn, id).await {
            Ok(l) => l,
            Err(ServiceError::User(UserError::Game(GameError::NoSuchGame(_)))) => return Ok(None),
            Err(e) => return Err(e),
        };
        let theirs = l.row.is_active() && l.player_of(l.game.turn()) == Some(member);
        Ok(theirs.then(|| (l.row.ply, l.game.picked_moves())))
    }

    /// The language of game `id`'s place (its server's): what an action
    /// at the table says there is said in it.
    pub async fn place_lang(self, id: i64) -> Result<Lang, ServiceError> {
        let mut conn = self.store.read_once().await?;
        let guild = store::games::get(&mut conn, id)
            .await?
            .and_then(|g| g.guild_id);
        self.server_lang(&mut conn, guild).await
    }

    /// The version of each of `ids` that exists (see [`TableView::version`]):
    /// what changes when anything a table shows changes.
    pub async fn versions(self, ids: &[i64]) -> Result<Vec<(i64, String)>, ServiceError> {
        let mut conn = self.store.read_once().await?;
        let looked = store::games::versions(&mut conn, ids).await?;
        let offers = store::offers::of_games(&mut conn, ids).await?;
        Ok(looked
            .iter()
            .map(|l| (l.0, version_of(l, &offers)))
            .collect())
    }
}

fn drawn(boards: Vec<DiagramBoard>, side: Color) -> Vec<String> {
    boards
        .iter()
        .map(|b| svg::board(b, side, Look::default()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::same_secret;

    #[test]
    fn secrets_are_compared_whole() {
        assert!(same_secret("0123abcd", "0123abcd"));
        assert!(!same_secret("0123abcd", "0123abce"));
        assert!(!same_secret("0123abcd", "0123abc"));
        assert!(!same_secret("", "0"));
    }
}

//! A game as stored, rebuilt and checked by the rules core, its players'
//! names, and its boards drawn off the async threads.

use super::*;
use crate::service::GameError;

/// A game as stored, rebuilt and checked by the rules core.
pub(crate) struct Loaded {
    pub row: GameRow,
    pub game: AnyGame,
    /// The stored moves. Only the last one's `fen_after` is certain to be
    /// there (PostgreSQL reads no other, and it is checked against the
    /// replay): the position after a ply comes from `game`.
    pub moves: Vec<MoveRow>,
    /// The players' names and notify settings, when read with the game
    /// (PostgreSQL: one statement for both).
    pub people: Option<store::moves::People>,
    /// The standing draw and takeback offers: their kind and who made
    /// each.
    pub offers: store::offers::Standing,
}

impl Loaded {
    /// Who stands behind the game's offer of `kind`, if anyone.
    pub fn offer_by(&self, kind: crate::states::OfferKind) -> Option<i64> {
        self.offers.iter().find(|o| o.0 == kind).map(|o| o.1)
    }

    /// Whether both sides have moved. Before that a draw cannot be
    /// offered, nothing is rated, and a game other than a tournament's
    /// can only be aborted ([`Loaded::abortable`]).
    pub fn both_moved(&self) -> bool {
        self.row.ply >= 2
    }

    /// Whether the game ends without a result when it ends now (resigned,
    /// timed out or aborted): before both sides have moved, except a
    /// tournament's game, which is lost instead.
    pub fn abortable(&self) -> bool {
        !self.both_moved() && self.row.tournament_id.is_none()
    }

    /// The colour a player has in this game.
    pub fn side_of(&self, player: i64) -> Option<Color> {
        if self.row.white_id == Some(player) {
            Some(Color::White)
        } else if self.row.black_id == Some(player) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The player of a colour (None: the bot).
    pub fn player_of(&self, c: Color) -> Option<i64> {
        match c {
            Color::White => self.row.white_id,
            Color::Black => self.row.black_id,
        }
    }

    pub fn to_move(&self) -> Color {
        self.game.turn()
    }
}

impl Service {
    /// Rebuilds a game from its stored moves, refusing a row that does not
    /// agree with them.
    pub(crate) async fn load(
        &self,
        conn: &mut crate::store::Tx<'_>,
        id: i64,
    ) -> Result<Loaded, ServiceError> {
        let (row, moves, offers, people) = store::moves::game_for_play(conn, id)
            .await?
            .ok_or(GameError::NoSuchGame(id))?;
        let rules = Rules {
            en_passant: row.en_passant,
        };
        let corrupt =
            |why: String| ServiceError::Internal(format!("game #{id} is inconsistent: {why}"));
        let mut game = AnyGame::from_fen(row.variant, &row.start_fen, rules)
            .map_err(|e| corrupt(format!("start position: {e}")))?;
        for (i, m) in moves.iter().enumerate() {
            if m.ply != i as i64 + 1 {
                return Err(corrupt(format!("ply {} stored as {}", i + 1, m.ply)));
            }
            // The core's path for stored moves (tested there): decode the
            // coordinates, check the move, keep the stored SAN.
            game.play_stored(&m.coords, m.san.clone())
                .map_err(|e| corrupt(format!("ply {} ({}): {e}", m.ply, m.coords)))?;
        }
        // Every stored move was replayed and checked above; the last stored
        // position and the game row must agree with the result.
        let fen = game.fen();
        if let Some(last) = moves.last() {
            if fen != last.fen_after {
                return Err(corrupt(format!("ply {} position differs", last.ply)));
            }
        }
        if row.ply != moves.len() as i64 || fen != row.fen {
            return Err(corrupt(format!(
                "{} plies stored, game row says {}",
                moves.len(),
                row.ply
            )));
        }
        Ok(Loaded {
            row,
            game,
            moves,
            people,
            offers,
        })
    }

    /// The name shown for a player (or the bot) of a game, Markdown
    /// escaped for a reply's text: a person's as they go by, the bot's in
    /// the reader's language.
    pub(crate) async fn name_of(
        &self,
        conn: &mut crate::store::Tx<'_>,
        row: &GameRow,
        player: Option<i64>,
    ) -> Result<Text, ServiceError> {
        Ok(match player {
            Some(_) => {
                Text::from(escape_markdown(&self.raw_name_of(conn, row, player).await?).as_str())
            }
            None => bot_name_text(row),
        })
    }

    /// The name of a player (or the bot) of a game as they go by (for a
    /// PGN's tags and images).
    pub(crate) async fn raw_name_of(
        &self,
        conn: &mut crate::store::Tx<'_>,
        row: &GameRow,
        player: Option<i64>,
    ) -> Result<String, ServiceError> {
        match player {
            Some(id) => Ok(store::players::name(conn, id)
                .await?
                .unwrap_or_else(|| format!("player {id}"))),
            // Names in the game's record (PGN) are English.
            None => Ok(bot_name(row, Lang::EN)),
        }
    }

    /// Draws the board of a game, seen from `perspective`, off the async
    /// threads.
    /// `name` is the file's name (a game's board: [`board_file_name`]).
    pub(crate) async fn image(
        &self,
        name: String,
        game: &AnyGame,
        perspective: Color,
        caption: String,
        style: BoardStyle,
        lang: Lang,
    ) -> Result<Option<Attachment>, ServiceError> {
        crate::on_game!(game, g => {
            let last = g.moves().last().copied();
            self.image_at(name, *g.position(), last, perspective, caption, style, lang)
                .await
        })
    }

    /// Draws a position with `last` marked, off the async threads.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn image_at<P: Pictured + Send + 'static>(
        &self,
        name: String,
        pos: P,
        last: Option<P::Move>,
        perspective: Color,
        caption: String,
        style: BoardStyle,
        lang: Lang,
    ) -> Result<Option<Attachment>, ServiceError>
    where
        P::Move: Send,
    {
        if !self.config.images {
            return Ok(None);
        }
        let picture = Picture {
            perspective,
            ghosts: style.ghosts,
            caption: Some(caption),
            lang,
            look: style.look,
        };
        let as_text = self.config.text_boards;
        let (png, text) = tokio::task::spawn_blocking(move || {
            let text = as_text
                .then(|| crate::render::boards_text(&pos.diagram(last, &picture), perspective));
            pos.png(last, picture).map(|png| (png, text))
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("render task: {e}")))?
        .map_err(|e| ServiceError::Internal(e.to_string()))?;
        Ok(Some(Attachment {
            name,
            bytes: png,
            text,
        }))
    }
}

//! Moves, the board, resigning, draws, takebacks, aborting, the game list,
//! PGN export and the rules.

use super::{
    format_duration, Attachment, Button, Loaded, Player, Reply, Service, ServiceError, UserError,
};
use crate::store::{self, moves::MoveRow, offers};
use alice_core::{write_pgn, Color, Move};
use alice_engine::{Level, Limits, Searcher};
use sqlx::SqliteConnection;

pub(crate) fn result_of(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

impl Service {
    /// Which game an action without `game:` means: the only one where it is
    /// the player's turn (for moves) or the only one in progress.
    pub(crate) async fn pick_game(
        &self,
        conn: &mut SqliteConnection,
        player: i64,
        game: Option<i64>,
        for_move: bool,
    ) -> Result<i64, ServiceError> {
        if let Some(id) = game {
            return Ok(id);
        }
        let active = store::games::active_for(&mut *conn, player).await?;
        if active.is_empty() {
            return Err(UserError::NoGames.into());
        }
        let mut loaded = Vec::new();
        for row in &active {
            loaded.push(self.load(&mut *conn, row.id).await?);
        }
        let candidates: Vec<&Loaded> = if for_move {
            loaded
                .iter()
                .filter(|l| l.player_of(l.to_move()) == Some(player))
                .collect()
        } else {
            loaded.iter().collect()
        };
        match candidates.len() {
            1 => Ok(candidates[0].row.id),
            0 => {
                let mut waiting = Vec::new();
                for l in &loaded {
                    let who = self
                        .name_of(&mut *conn, &l.row, l.player_of(l.to_move()))
                        .await?;
                    waiting.push(format!("#{} waits for {who}", l.row.id));
                }
                Err(UserError::NoGameToMove {
                    waiting: waiting.join(", "),
                }
                .into())
            }
            _ => {
                let mut list = Vec::new();
                for l in candidates {
                    let me = l.side_of(player).unwrap_or(Color::White);
                    let opp = self.name_of(&mut *conn, &l.row, l.player_of(!me)).await?;
                    list.push(format!("#{} (vs {opp})", l.row.id));
                }
                Err(UserError::WhichGame(list.join(", ")).into())
            }
        }
    }

    fn require_active(l: &Loaded) -> Result<(), UserError> {
        if l.row.is_active() {
            return Ok(());
        }
        let how = match (&l.row.result, &l.row.termination) {
            (_, Some(t)) if t == "aborted" => "aborted".to_string(),
            (Some(r), Some(t)) => format!("{r}, {t}"),
            _ => l.row.status.clone(),
        };
        Err(UserError::GameOver { id: l.row.id, how })
    }

    fn require_player(l: &Loaded, player: i64) -> Result<Color, UserError> {
        l.side_of(player).ok_or(UserError::NotYourGame(l.row.id))
    }

    /// Ends a game in the caller's transaction: the row, the offers, and
    /// the ratings of a rated game between people.
    pub(crate) async fn finish(
        &self,
        conn: &mut SqliteConnection,
        l: &Loaded,
        winner: Option<Color>,
        termination: &str,
        now: i64,
    ) -> Result<(), ServiceError> {
        let aborted = termination == "aborted";
        let result = if aborted {
            None
        } else {
            Some(result_of(winner))
        };
        let status = if aborted { "aborted" } else { "finished" };
        if !store::games::finish(
            &mut *conn,
            l.row.id,
            l.row.ply,
            status,
            result,
            termination,
            now,
        )
        .await?
        {
            return Err(UserError::GameChanged(l.row.id).into());
        }
        offers::clear(&mut *conn, l.row.id).await?;
        if !aborted && l.row.rated {
            if let (Some(w), Some(b)) = (l.row.white_id, l.row.black_id) {
                self.rate(conn, l.row.id, w, b, winner, now).await?;
            }
        }
        Ok(())
    }

    /// Stores one ply in the caller's transaction; ends the game when the
    /// move ends it. Fails with "game changed" if the game moved on (other
    /// ply or position than `l` was loaded with). Returns the move's SAN.
    pub(crate) async fn store_move(
        &self,
        conn: &mut SqliteConnection,
        l: &mut Loaded,
        mv: Move,
        by: Option<i64>,
        now: i64,
    ) -> Result<String, ServiceError> {
        let mut after = l.game.clone();
        after.play(mv).map_err(|e| UserError::Move(e.to_string()))?;
        let san = after.sans().last().cloned().unwrap_or_default();
        let fen = after.position().fen();
        let ply = l.row.ply + 1;
        let row = MoveRow {
            game_id: l.row.id,
            ply,
            uci: mv.uci(),
            san: san.clone(),
            fen_after: fen.clone(),
            played_by: by,
            played_at: now,
        };
        if !store::games::advance(&mut *conn, l.row.id, l.row.ply, &l.row.fen, &fen, now).await? {
            return Err(UserError::GameChanged(l.row.id).into());
        }
        store::moves::insert(&mut *conn, &row).await?;
        offers::lapse_for_mover(&mut *conn, l.row.id, by).await?;
        l.game = after;
        l.moves.push(row);
        l.row.ply = ply;
        l.row.fen = fen;
        l.row.turn_started_at = now;
        if let Some(o) = l.game.outcome() {
            self.finish(conn, l, o.winner, o.termination.describe(), now)
                .await?;
            l.row.status = "finished".into();
            l.row.result = Some(result_of(o.winner).into());
            l.row.termination = Some(o.termination.describe().into());
        }
        Ok(san)
    }

    /// The engine's move for the side to move, searched off the async
    /// threads, a bounded number at a time.
    pub(crate) async fn engine_move(&self, l: &Loaded) -> Result<Move, ServiceError> {
        let level = Level::new(l.row.bot_level.unwrap_or(8).clamp(1, 8) as u8)
            .unwrap_or(Level::new(8).expect("8 is a level"));
        let pos = *l.game.position();
        let history = l.game.history().to_vec();
        let seed = (l.row.id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ l.row.ply as u64;
        let _permit = self
            .engine
            .acquire()
            .await
            .map_err(|e| ServiceError::Internal(e.to_string()))?;
        tokio::task::spawn_blocking(move || {
            let mut searcher = Searcher::new(16);
            level
                .choose(&mut searcher, &pos, &history, None, seed)
                .map(|r| r.best)
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("engine task: {e}")))?
        .ok_or_else(|| {
            ServiceError::Internal("the engine found no move in a game that goes on".into())
        })
    }

    /// Plays the bot's move if it is the bot's turn in an active game.
    /// Returns the SAN played.
    pub(crate) async fn bot_reply(&self, id: i64) -> Result<Option<String>, ServiceError> {
        // One bot move per game at a time (the reply to a move and the
        // sweeper may both try): the second waits until the first has
        // committed, then finds it is not the bot's turn.
        let turn = self.bot_turn(id);
        let _held = turn.lock().await;
        let result = self.bot_reply_locked(id).await;
        drop(_held);
        self.release_bot_turn(id, turn);
        result
    }

    async fn bot_reply_locked(&self, id: i64) -> Result<Option<String>, ServiceError> {
        let l = {
            let mut conn = self.store.read().await?;
            self.load(&mut conn, id).await?
        };
        if !l.row.is_active() || l.row.bot_level.is_none() || l.player_of(l.to_move()).is_some() {
            return Ok(None);
        }
        let mv = self.engine_move(&l).await?;
        let mut l = l;
        let mut tx = self.store.write().await?;
        // Someone else moved the game on while the engine thought: nothing to do.
        let san = match self.store_move(&mut tx, &mut l, mv, None, self.now()).await {
            Err(ServiceError::User(UserError::GameChanged(_))) => return Ok(None),
            other => other?,
        };
        tx.commit().await?;
        Ok(Some(san))
    }

    /// Text, board image, buttons and mention for a game's state.
    pub(crate) async fn game_reply(
        &self,
        conn: &mut SqliteConnection,
        l: &Loaded,
        headline: String,
    ) -> Result<Reply, ServiceError> {
        let white = self.name_of(&mut *conn, &l.row, l.row.white_id).await?;
        let black = self.name_of(&mut *conn, &l.row, l.row.black_id).await?;
        let pos = l.game.position();
        let mut text = headline;
        let mut mentions = Vec::new();
        let mut buttons = Vec::new();
        let caption;
        let perspective;
        if l.row.is_active() {
            let side = pos.turn();
            let next = if side == Color::White { &white } else { &black };
            let check = if pos.is_check() { " (in check)" } else { "" };
            let left = l.row.turn_started_at + l.row.time_per_move * 1000 - self.now();
            let time = if l.player_of(side).is_some() {
                format!(", {} left", format_duration((left + 59_999) / 60_000 * 60))
            } else {
                String::new()
            };
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&format!("{next} ({}) to move{check}{time}.", side.name()));
            if let Some(p) = l.player_of(side) {
                mentions.push(p);
            }
            buttons.push(Button::Resign {
                game: l.row.id,
                ply: l.row.ply,
            });
            buttons.push(Button::OfferDraw {
                game: l.row.id,
                ply: l.row.ply,
            });
            caption = format!(
                "#{} {white} vs {black} · move {} · {} to move",
                l.row.id,
                pos.fullmoves(),
                side.name()
            );
            perspective = side;
        } else {
            let outcome = match (l.row.result.as_deref(), l.row.termination.as_deref()) {
                (_, Some("aborted")) => "aborted".to_string(),
                (Some("1-0"), Some(t)) => format!("{white} wins by {t}"),
                (Some("0-1"), Some(t)) => format!("{black} wins by {t}"),
                (Some(_), Some(t)) => format!("drawn by {t}"),
                _ => "over".to_string(),
            };
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&format!("Game #{} is over: {outcome}.", l.row.id));
            mentions.extend(l.row.white_id.into_iter().chain(l.row.black_id));
            caption = format!(
                "#{} {white} vs {black} · {}",
                l.row.id,
                l.row.result.as_deref().unwrap_or("aborted")
            );
            perspective = if l.row.white_id.is_none() {
                Color::Black
            } else {
                Color::White
            };
        }
        let files = self
            .image(&l.game, perspective, caption)
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text,
            files,
            buttons,
            mentions,
            ephemeral: false,
        })
    }

    /// The start of an action on a game in progress: the write, the game
    /// (rebuilt), the actor's colour, and the ply check of a button.
    async fn game_action(
        &self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<(crate::store::WriteTx<'_>, Loaded, Color), ServiceError> {
        let mut tx = self.store.write().await?;
        let id = self.pick_game(&mut tx, player.id, game, false).await?;
        let l = self.load(&mut tx, id).await?;
        Self::require_active(&l)?;
        let side = Self::require_player(&l, player.id)?;
        if expected_ply.is_some_and(|p| p != l.row.ply) {
            return Err(UserError::GameChanged(id).into());
        }
        Ok((tx, l, side))
    }

    /// The reply after an action committed: the game as it now stands.
    async fn reply_for(&self, id: i64, headline: String) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, id).await?;
        self.game_reply(&mut conn, &l, headline).await
    }

    /// `/move move:<move> [game:<id>]`. `expected_ply`, when given, must be
    /// the game's ply (as shown to the player).
    pub async fn make_move(
        &self,
        player: &Player,
        game: Option<i64>,
        text: &str,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        // Checked on a read connection; the write below applies only if the
        // game still stands where it was checked (same ply, same position).
        let mut conn = self.store.read().await?;
        let id = self.pick_game(&mut conn, player.id, game, true).await?;
        let mut l = self.load(&mut conn, id).await?;
        Self::require_active(&l)?;
        let side = Self::require_player(&l, player.id)?;
        if expected_ply.is_some_and(|p| p != l.row.ply) {
            return Err(UserError::GameChanged(id).into());
        }
        if l.to_move() != side {
            let other = self.name_of(&mut conn, &l.row, l.player_of(!side)).await?;
            return Err(UserError::NotYourTurn {
                id,
                waiting_for: other,
            }
            .into());
        }
        drop(conn);
        // Time ran out before this move: the game is lost on time.
        if now >= l.row.turn_started_at + l.row.time_per_move * 1000 {
            let mut tx = self.store.write().await?;
            let fresh = self.load(&mut tx, id).await?;
            if fresh.row.ply != l.row.ply || !fresh.row.is_active() {
                return Err(UserError::GameChanged(id).into());
            }
            self.finish(&mut tx, &fresh, Some(!side), "timeout", now)
                .await?;
            tx.commit().await?;
            let mut conn = self.store.read().await?;
            let l = self.load(&mut conn, id).await?;
            return self
                .game_reply(
                    &mut conn,
                    &l,
                    "Your time for this move ran out before it arrived.".into(),
                )
                .await;
        }
        let mv = l
            .game
            .position()
            .parse_move(text)
            .map_err(|e| UserError::Move(e.to_string()))?;
        let mut tx = self.store.write().await?;
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        let san = self
            .store_move(&mut tx, &mut l, mv, Some(player.id), now)
            .await?;
        tx.commit().await?;
        let mut headline = format!("{} played {san}.", player.name);
        if l.row.is_active() && l.row.bot_level.is_some() {
            let my_ply = l.row.ply;
            let reply = self.bot_reply(id).await?;
            let mut conn = self.store.read().await?;
            l = self.load(&mut conn, id).await?;
            // The sweeper may have played the bot's reply meanwhile.
            let reply = reply.or_else(|| {
                l.moves
                    .iter()
                    .find(|m| m.ply == my_ply + 1 && m.played_by.is_none())
                    .map(|m| m.san.clone())
            });
            if let Some(reply) = reply {
                headline.push_str(&format!(
                    " Alice (level {}) replied {reply}.",
                    l.row.bot_level.unwrap_or(8)
                ));
            }
            return self.game_reply(&mut conn, &l, headline).await;
        }
        let mut conn = self.store.read().await?;
        self.game_reply(&mut conn, &l, headline).await
    }

    /// `/board [game:<id>]`: anyone may look at a game by its id.
    pub async fn board(&self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = self.pick_game(&mut conn, player.id, game, false).await?;
        let l = self.load(&mut conn, id).await?;
        let white = self.name_of(&mut conn, &l.row, l.row.white_id).await?;
        let black = self.name_of(&mut conn, &l.row, l.row.black_id).await?;
        let last = l
            .moves
            .last()
            .map(|m| format!(" Last move: {}.", m.san))
            .unwrap_or_default();
        let headline = format!("Game #{id}: {white} (White) vs {black} (Black).{last}");
        let mut reply = self.game_reply(&mut conn, &l, headline).await?;
        reply.mentions.clear();
        if l.side_of(player.id).is_none() {
            reply.buttons.clear();
        }
        Ok(reply)
    }

    /// `/resign [game:<id>]`, also the Resign button (which carries its ply).
    pub async fn resign(
        &self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, l, side) = self.game_action(player, game, expected_ply).await?;
        self.finish(&mut tx, &l, Some(!side), "resignation", now)
            .await?;
        tx.commit().await?;
        self.reply_for(l.row.id, format!("{} resigns.", player.name))
            .await
    }

    /// `/draw [game:<id>]`: offers a draw, or accepts the opponent's offer.
    /// The bot accepts when its position is clearly worse.
    pub async fn draw(
        &self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, l, side) = self.game_action(player, game, expected_ply).await?;
        let id = l.row.id;
        let opponent = l.player_of(!side);
        let opponent_name = self.name_of(&mut tx, &l.row, opponent).await?;
        if opponent.is_none() {
            // The bot judges the offer with a short search from its side.
            drop(tx);
            if !self.bot_accepts_draw(&l).await? {
                return Ok(Reply::private(format!(
                    "{opponent_name} declines the draw offer in game #{id}."
                )));
            }
            let (mut tx, l, _) = self.game_action(player, Some(id), Some(l.row.ply)).await?;
            self.finish(&mut tx, &l, None, "agreement", now).await?;
            tx.commit().await?;
            return self
                .reply_for(id, format!("{opponent_name} accepts the draw."))
                .await;
        }
        match offers::by(&mut tx, id, offers::DRAW).await? {
            Some(by) if Some(by) == opponent => {
                self.finish(&mut tx, &l, None, "agreement", now).await?;
                tx.commit().await?;
                self.reply_for(id, format!("{} accepts the draw.", player.name))
                    .await
            }
            Some(_) => Err(UserError::AlreadyOffered { id, what: "draw" }.into()),
            None => {
                offers::put(&mut tx, id, offers::DRAW, player.id, now).await?;
                tx.commit().await?;
                Ok(Reply {
                    text: format!(
                        "{} offers a draw in game #{id}. {opponent_name}, answer with /draw game:{id} to accept; the offer lapses when you move.",
                        player.name
                    ),
                    buttons: vec![Button::OfferDraw { game: id, ply: l.row.ply }],
                    mentions: opponent.into_iter().collect(),
                    ..Reply::default()
                })
            }
        }
    }

    async fn bot_accepts_draw(&self, l: &Loaded) -> Result<bool, ServiceError> {
        let pos = *l.game.position();
        let history = l.game.history().to_vec();
        let bot = if l.row.white_id.is_none() {
            Color::White
        } else {
            Color::Black
        };
        let _permit = self
            .engine
            .acquire()
            .await
            .map_err(|e| ServiceError::Internal(e.to_string()))?;
        let score = tokio::task::spawn_blocking(move || {
            Searcher::new(8)
                .search(&pos, &history, Limits::nodes(30_000), None, |_| {})
                .map(|r| r.raw_score)
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("engine task: {e}")))?
        .unwrap_or(0);
        let for_bot = if pos.turn() == bot { score } else { -score };
        Ok(for_bot <= -150)
    }

    /// `/takeback [game:<id>]`: asks to take back one's last move; the
    /// opponent agrees by asking too. The bot always agrees.
    pub async fn takeback(
        &self,
        player: &Player,
        game: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, l, side) = self.game_action(player, game, None).await?;
        let id = l.row.id;
        let opponent = l.player_of(!side);
        let opponent_name = self.name_of(&mut tx, &l.row, opponent).await?;
        // Plies that undo `who`'s last move (and the reply to it).
        let undo_for = |who: Color| -> Option<usize> {
            let start = l.game.start().turn();
            let n = l.moves.len();
            (0..n)
                .rev()
                .find(|&i| (if i % 2 == 0 { start } else { !start }) == who)
                .map(|i| n - i)
        };
        let (plies, requester) = if opponent.is_none() {
            (undo_for(side), player.name.clone())
        } else {
            match offers::by(&mut tx, id, offers::TAKEBACK).await? {
                Some(by) if Some(by) == opponent => (undo_for(!side), opponent_name.clone()),
                Some(_) => {
                    return Err(UserError::AlreadyOffered {
                        id,
                        what: "takeback",
                    }
                    .into())
                }
                None => {
                    if undo_for(side).is_none() {
                        return Err(UserError::NothingToTakeBack(id).into());
                    }
                    offers::put(&mut tx, id, offers::TAKEBACK, player.id, now).await?;
                    tx.commit().await?;
                    return Ok(Reply {
                        text: format!(
                            "{} asks to take back their last move in game #{id}. {opponent_name}, answer with /takeback game:{id} to agree.",
                            player.name
                        ),
                        mentions: opponent.into_iter().collect(),
                        ..Reply::default()
                    });
                }
            }
        };
        let plies = plies.ok_or(UserError::NothingToTakeBack(id))?;
        let mut game = l.game.clone();
        game.take_back(plies);
        let new_ply = game.ply() as i64;
        store::moves::truncate(&mut tx, id, new_ply).await?;
        if !store::games::rewind(&mut tx, id, l.row.ply, new_ply, &game.position().fen(), now)
            .await?
        {
            return Err(UserError::GameChanged(id).into());
        }
        offers::clear(&mut tx, id).await?;
        tx.commit().await?;
        let what = if plies == 1 {
            "1 move".to_string()
        } else {
            format!("{plies} moves")
        };
        self.reply_for(
            id,
            format!("Takeback agreed: {what} taken back for {requester}."),
        )
        .await
    }

    /// `/abort [game:<id>]`: ends a game before both sides have moved.
    pub async fn abort(&self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (mut tx, l, _) = self.game_action(player, game, None).await?;
        let id = l.row.id;
        if l.row.ply >= 2 {
            return Err(UserError::TooLateToAbort(id).into());
        }
        self.finish(&mut tx, &l, None, "aborted", now).await?;
        tx.commit().await?;
        Ok(Reply::text(format!(
            "Game #{id} was aborted by {}. It does not count.",
            player.name
        )))
    }

    /// `/games`: the player's games in progress and open challenges.
    pub async fn games(&self, player: &Player) -> Result<Reply, ServiceError> {
        let now = self.now();
        let mut conn = self.store.read().await?;
        let rows = store::games::active_for(&mut conn, player.id).await?;
        let mut lines = Vec::new();
        for row in &rows {
            let l = self.load(&mut conn, row.id).await?;
            let me = l.side_of(player.id).unwrap_or(Color::White);
            let opp = self.name_of(&mut conn, row, l.player_of(!me)).await?;
            let state = if l.to_move() == me {
                let left =
                    (row.turn_started_at + row.time_per_move * 1000 - now + 59_999) / 60_000 * 60;
                format!("your turn, {} left", format_duration(left))
            } else {
                format!("{opp} to move")
            };
            lines.push(format!(
                "#{} vs {opp}, you play {} — {state}",
                row.id,
                me.name()
            ));
        }
        for c in store::challenges::open_for(&mut conn, player.id, now).await? {
            let from = store::players::name(&mut conn, c.challenger_id)
                .await?
                .unwrap_or_default();
            lines.push(format!(
                "challenge #{} from {from} — /accept challenge:{}",
                c.id, c.id
            ));
        }
        for c in store::challenges::open_by(&mut conn, player.id, now).await? {
            let to = match c.opponent_id {
                Some(o) => store::players::name(&mut conn, o)
                    .await?
                    .unwrap_or_default(),
                None => "anyone".into(),
            };
            lines.push(format!("your challenge #{} to {to} is open", c.id));
        }
        if lines.is_empty() {
            return Ok(Reply::private(
                "You have no games in progress and no open challenges.",
            ));
        }
        Ok(Reply::private(lines.join("\n")))
    }

    /// `/pgn [game:<id>]`: the game as a PGN file, and its position as alice-FEN.
    pub async fn pgn(&self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = self.pick_game(&mut conn, player.id, game, false).await?;
        let l = self.load(&mut conn, id).await?;
        let white = self.name_of(&mut conn, &l.row, l.row.white_id).await?;
        let black = self.name_of(&mut conn, &l.row, l.row.black_id).await?;
        let date = pgn_date(l.row.created_at);
        let round = id.to_string();
        let termination = l.row.termination.clone().unwrap_or_default();
        let mut tags = vec![
            (
                "Event",
                if l.row.rated {
                    "Rated Alice game"
                } else {
                    "Casual Alice game"
                },
            ),
            ("Site", "Discord"),
            ("Date", date.as_str()),
            ("Round", round.as_str()),
            ("White", white.as_str()),
            ("Black", black.as_str()),
        ];
        if !termination.is_empty() {
            tags.push(("Termination", termination.as_str()));
        }
        let result = if l.row.is_active() {
            Some("*")
        } else {
            l.row.result.as_deref().or(Some("*"))
        };
        let pgn = write_pgn(&l.game, &tags, result);
        Ok(Reply {
            text: format!(
                "Game #{id}, {white} vs {black}. Position: `{}`",
                l.game.position().fen()
            ),
            files: vec![Attachment {
                name: format!("alice-game-{id}.pgn"),
                bytes: pgn.into_bytes(),
            }],
            ..Reply::default()
        })
    }

    /// `/rules`: Alice chess in a few lines, with an example image.
    pub async fn rules(&self) -> Result<Reply, ServiceError> {
        let mut game = alice_core::Game::new(alice_core::Rules::default());
        for m in ["Nf3", "e6", "Ne5", "Bc5", "Nxf7"] {
            game.play_text(m)
                .map_err(|e| ServiceError::Internal(e.to_string()))?;
        }
        let files = self
            .image(
                &game,
                Color::White,
                "1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — the knight now stands on f7 of board B".into(),
            )
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text: RULES.into(),
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
    }
}

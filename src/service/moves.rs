//! Moves: `/move`, and storing a ply exactly once.

use super::Games;
use super::{Loaded, Player, Reply, ServiceError, UserError, DEFAULT_BOT_LEVEL};
use crate::games::AnyGame;
use crate::lang::Lang;
use crate::service::GameError;
use crate::states::Ending;
use crate::store::{self, moves::MoveRow};
use crate::{t, text};

/// The game once the move `text` (SAN or coordinates) is played, with the
/// coordinates it is stored as; or why the move cannot be played.
pub(crate) fn after_move(l: &Loaded, text: &str) -> Result<(AnyGame, String), UserError> {
    let mut after = l.game.clone();
    let (_, coords) = after.play_text(text).map_err(GameError::Move)?;
    Ok((after, coords))
}

impl Games<'_> {
    /// Stores one ply (`after`: the game once `mv` is played) in the
    /// caller's transaction; ends the game when the move ends it. Fails
    /// with "game changed" if the game moved on (other ply or position than
    /// `l` was loaded with). `by`: the player (None: the bot). Returns the
    /// move's SAN. A move that neither ends the game nor owes anything (a
    /// DM, see [`Games::owes_dm`]; an interaction's answer) is one
    /// statement of the store, so it may run without a transaction
    /// ([`crate::store::Store::write_one`]).
    pub(crate) async fn store_move(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &mut Loaded,
        (after, coords): (AnyGame, String),
        by: Option<&Player>,
        now: i64,
    ) -> Result<String, ServiceError> {
        let san = after.sans().last().cloned().unwrap_or_default();
        let fen = after.fen();
        let ply = l.row.ply + 1;
        let row = MoveRow {
            game_id: l.row.id,
            ply,
            coords,
            san: san.clone(),
            fen_after: fen.clone(),
            played_by: by.map(|p| p.id),
            played_at: now,
        };
        let name = by.map(|p| p.name.as_str());
        if !store::moves::record(&mut *conn, l.row.ply, &l.row.fen, &row, name).await? {
            return Err(GameError::GameChanged(l.row.id).into());
        }
        l.game = after;
        l.moves.push(row);
        // As the statement lapsed them: the offers the mover did not make.
        l.offers
            .retain(|&(_, made_by)| by.is_some_and(|p| p.id == made_by));
        // The statement kept the mover's name current: so does the reply.
        if let (Some(people), Some(p)) = (l.people.as_mut(), by) {
            match people.iter_mut().find(|e| e.0 == p.id) {
                Some(e) => e.1.clone_from(&p.name),
                None => people.push((p.id, p.name.clone(), crate::states::Notify::Mention)),
            }
        }
        // As the statement changed them (from the turn before this move).
        l.row.move_clocks(now);
        l.row.ply = ply;
        l.row.fen = fen;
        l.row.turn_started_at = now;
        if let Some(o) = l.game.outcome() {
            self.finish(conn, l, o.winner, Ending::from(o.termination), now)
                .await?;
        } else if let Some(p) = by {
            // The opponent's turn, owed by DM where they asked for it.
            let headline = text!("played", name = p.shown(), san = san.as_str());
            self.owe_turn(conn, l, &headline, now).await?;
        }
        Ok(san)
    }

    /// Whether `mover`'s move in `l` may owe their opponent a DM (then it
    /// is stored in a transaction with it): in a game between people whose
    /// opponent asked for DMs, or whose settings were not read.
    pub(crate) fn owes_dm(l: &Loaded, mover: i64) -> bool {
        if l.row.bot_level.is_some() {
            return false;
        }
        let opponent = [l.row.white_id, l.row.black_id]
            .into_iter()
            .flatten()
            .find(|&p| p != mover);
        match (&l.people, opponent) {
            (Some(people), Some(o)) => people
                .iter()
                .find(|e| e.0 == o)
                .is_none_or(|e| e.2 == crate::states::Notify::Dm),
            _ => true,
        }
    }

    /// `/move move:<move> [game:<id>]`. `expected_ply`, when given, must be
    /// the game's ply (as shown to the player).
    pub async fn make_move(
        self,
        player: &Player,
        game: Option<i64>,
        text: &str,
        expected_ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        self.play_move(player, game, text, expected_ply, false)
            .await
    }

    /// A move, typed or chosen from a move menu (`by_control`: the menu's
    /// own refusals, "older position" and "not your move").
    pub(crate) async fn play_move(
        self,
        player: &Player,
        game: Option<i64>,
        text: &str,
        expected_ply: Option<i64>,
        by_control: bool,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        // Checked on a read connection (a game and its moves are read in one
        // statement, so they agree); the write below applies only if the
        // game still stands where it was checked (same ply, same position).
        let mut conn = self.store.read_once().await?;
        let id = self.pick_game(&mut conn, player.id, game, true).await?;
        let mut l = self.load(&mut conn, id).await?;
        Self::require_active(&l)?;
        if let (true, Some(ply)) = (by_control, expected_ply) {
            self.check_control(&mut conn, &l, player, ply).await?;
        }
        let side = Self::require_player(&l, player.id)?;
        if expected_ply.is_some_and(|p| p != l.row.ply) {
            return Err(GameError::GameChanged(id).into());
        }
        if l.to_move() != side {
            let other = self.name_of(&mut conn, &l.row, l.player_of(!side)).await?;
            return Err(GameError::NotYourTurn {
                id,
                waiting_for: other,
            }
            .into());
        }
        // Time ran out before this move: the game is lost on time.
        if now >= l.row.deadline() {
            drop(conn);
            let mut tx = self.store.write().await?;
            let mut fresh = self.load(&mut tx, id).await?;
            if fresh.row.ply != l.row.ply || !fresh.row.is_active() {
                return Err(GameError::GameChanged(id).into());
            }
            if fresh.abortable() {
                self.finish(&mut tx, &mut fresh, None, Ending::Aborted, now)
                    .await?;
            } else {
                self.finish(&mut tx, &mut fresh, Some(!side), Ending::Timeout, now)
                    .await?;
            }
            tx.commit().await?;
            let mut conn = self.store.read().await?;
            let l = self.load(&mut conn, id).await?;
            return self
                .game_reply(&mut conn, &l, player.here.t("time-ran-out"), player.here)
                .await;
        }
        // A bot game claims the bot's reply on another connection below:
        // this one is given back first (two held at once could starve
        // the pool).
        let conn = if l.row.bot_level.is_some() {
            drop(conn);
            None
        } else {
            Some(conn)
        };
        let after = after_move(&l, text)?;
        // The bot will answer: one search per player waits at a time.
        let _ticket = if l.row.bot_level.is_some() {
            Some(self.engine_ticket(player.id).ok_or(GameError::EngineBusy)?)
        } else {
            None
        };
        // The bot's reply is this process's to search: claimed before the
        // move is stored, so no other process's sweeper takes it between.
        let reply_claim = (l.row.bot_level.is_some() && after.0.outcome().is_none())
            .then(|| format!("bot:{id}:{}", l.row.ply + 1));
        if let Some(key) = &reply_claim {
            self.claim(key, false).await?;
        }
        // A move that ends the game also finishes it (and rates it): a
        // transaction; any other is one statement.
        let stored = async {
            // The read's connection writes the move where that saves a
            // round trip (PostgreSQL).
            let owes = after.0.outcome().is_some()
                || Self::owes_dm(&l, player.id)
                || player.answering.is_some()
                || player.at_table;
            let mut tx = if owes {
                drop(conn);
                self.store.write().await?
            } else {
                self.store.write_one_after(conn).await?
            };
            let san = self
                .store_move(&mut tx, &mut l, after, Some(player), now)
                .await?;
            let headline = t!(
                player.here,
                "played",
                name = player.shown(),
                san = san.as_str()
            );
            self.owe_answer(&mut tx, player, &l, &headline).await?;
            tx.commit().await?;
            Ok::<_, ServiceError>(san)
        };
        let san = match stored.await {
            Ok(san) => san,
            Err(e) => {
                if let Some(key) = &reply_claim {
                    self.unclaim(key).await;
                }
                return Err(e);
            }
        };
        let lang = player.here;
        let mut headline = t!(lang, "played", name = player.shown(), san = san.as_str());
        if l.row.is_active() && l.row.bot_level.is_some() {
            let my_ply = l.row.ply;
            let reply = self
                .bot_answer(id, player.answering.as_ref(), player.at_table)
                .await?;
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
                headline.push_str(&replied(lang, &l, &reply));
            }
            return self.game_reply(&mut conn, &l, headline, lang).await;
        }
        self.reply_to_move(&l, headline, lang).await
    }
}

/// How the answer to a player's move tells the bot's reply.
/// (The game's first move is the bot's opening, said as `/play` says it.)
pub(crate) fn replied(lang: Lang, l: &Loaded, san: &str) -> String {
    if l.moves.len() <= 1 {
        return format!(" {}", t!(lang, "bot-opens", san = san));
    }
    let level = l.row.bot_level.unwrap_or(DEFAULT_BOT_LEVEL);
    format!(" {}", t!(lang, "bot-replied", level = level, san = san))
}

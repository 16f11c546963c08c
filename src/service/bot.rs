//! The bot's turns: its moves, searched off the async threads a bounded
//! number at a time, one per game at a time, and its answer to a draw offer.

use super::{Loaded, Service, ServiceError, UserError, DEFAULT_BOT_LEVEL};
use alice_core::{Color, Move};
use alice_engine::{Level, Limits, Searcher};

/// The bot accepts a draw offer when its search scores its own side at or
/// below this (centipawns): clearly worse.
pub const DRAW_ACCEPT_AT_CP: i32 = -150;
/// The search that judges a draw offer: nodes, and its table's size in MB.
pub const DRAW_JUDGE_NODES: u64 = 30_000;
const DRAW_JUDGE_HASH_MB: usize = 8;
/// The transposition table of a bot move's search, in MB.
const BOT_HASH_MB: usize = 16;

impl Service {
    /// The engine's move for the side to move, searched off the async
    /// threads, a bounded number at a time.
    pub(crate) async fn engine_move(&self, l: &Loaded) -> Result<Move, ServiceError> {
        let level = Level::new(l.row.bot_level.unwrap_or(DEFAULT_BOT_LEVEL).clamp(1, 8) as u8)
            .unwrap_or(Level::new(Level::MAX).expect("MAX is a level"));
        let pos = *l.game.position();
        let history = l.game.history().to_vec();
        let seed = (l.row.id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ l.row.ply as u64;
        let _permit = self
            .engine
            .acquire()
            .await
            .map_err(|e| ServiceError::Internal(e.to_string()))?;
        tokio::task::spawn_blocking(move || {
            let mut searcher = Searcher::new(BOT_HASH_MB);
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
        let after = super::moves::after_move(&l, mv)?;
        let san = match self
            .store_move(&mut tx, &mut l, after, mv, None, self.now())
            .await
        {
            Err(ServiceError::User(UserError::GameChanged(_))) => return Ok(None),
            other => other?,
        };
        tx.commit().await?;
        Ok(Some(san))
    }

    pub(super) async fn bot_accepts_draw(&self, l: &Loaded) -> Result<bool, ServiceError> {
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
            Searcher::new(DRAW_JUDGE_HASH_MB)
                .search(
                    &pos,
                    &history,
                    Limits::nodes(DRAW_JUDGE_NODES),
                    None,
                    |_| {},
                )
                .map(|r| r.raw_score)
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("engine task: {e}")))?
        .unwrap_or(0);
        let for_bot = if pos.turn() == bot { score } else { -score };
        Ok(for_bot <= DRAW_ACCEPT_AT_CP)
    }
}

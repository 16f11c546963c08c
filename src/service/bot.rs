//! The bot's turns: its moves, searched by the engine worker (first in
//! its queue) one per game at a time with the game's own table, and its
//! answer to a draw offer.

use super::engine::{JobKind, Tabled};
use super::{Answering, Loaded, Notice, ServiceError, UserError, DEFAULT_BOT_LEVEL};
use super::{Games, Settings};
use crate::games::StoredMove;
use crate::service::GameError;
use crate::states::Notify;
use crate::store;
use crate::t;
use alice_core::Color;
use alice_engine::{Level, Limits, Searcher};

/// What one try at the bot's turn did.
enum BotTurn {
    /// The SAN played, and the notice owed with it (when announced).
    Played(String, Option<Notice>),
    /// Not the bot's turn (or the game is over, or moved on).
    Nothing,
    /// Another process holds the search of this ply.
    Elsewhere(i64),
}

/// The bot accepts a draw offer when its search scores its own side at or
/// below this (centipawns): clearly worse.
pub const DRAW_ACCEPT_AT_CP: i32 = -150;
/// The search that judges a draw offer: nodes, and its table's size in MB.
pub const DRAW_JUDGE_NODES: u64 = 30_000;
const DRAW_JUDGE_HASH_MB: usize = 8;

impl Games<'_> {
    /// The engine's move for the side to move (as the store writes it),
    /// searched by the worker with the game's table. `None`: the search
    /// was cancelled (the game ended meanwhile).
    pub(crate) async fn engine_move(self, l: &Loaded) -> Result<Option<String>, ServiceError> {
        let level = Level::new(l.row.bot_level.unwrap_or(DEFAULT_BOT_LEVEL).clamp(1, 8) as u8)
            .unwrap_or(Level::new(Level::MAX).expect("MAX is a level"));
        let history = l.game.history().to_vec();
        let seed = (l.row.id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ l.row.ply as u64;
        // On a clock: a thirtieth of the time left and half the increment.
        let cap = l.row.clocks_at(self.now()).map(|(left, _)| {
            let ms = left / 30 + l.row.clock_increment / 2;
            std::time::Duration::from_millis(ms.max(50) as u64)
        });
        crate::on_game!(&l.game, g => {
            self.choose(l.row.id, *g.position(), history, (level, cap), seed)
                .await
        })
    }

    /// A level's move in either variant, with the game's table.
    async fn choose<P: Tabled + StoredMove>(
        self,
        game: i64,
        pos: P,
        history: Vec<u64>,
        (level, cap): (Level, Option<std::time::Duration>),
        seed: u64,
    ) -> Result<Option<String>, ServiceError> {
        let found = self
            .engine
            .run_with_table(game, move |searcher: &mut Searcher<P>, stop| {
                // The level's evaluation: the game's network or the
                // hand-written one, as the engine's table of them says.
                searcher.evaluator_mut().suit_level(level.number());
                level
                    .choose_within(searcher, &pos, &history, Some(stop), seed, cap)
                    .map(|r| P::coords(r.best))
            })
            .await;
        match found {
            Err(_cancelled) => Ok(None),
            Ok(Some(m)) => Ok(Some(m)),
            Ok(None) => Err(ServiceError::Internal(
                "the engine found no move in a game that goes on".into(),
            )),
        }
    }

    /// The sweeper's bot move: played if it is the bot's turn in an active
    /// game and nobody (no other process, no action of this one) holds its
    /// search. Returns the SAN played and, with `announce`, the notice
    /// owed in the game's place with the move.
    pub(crate) async fn bot_reply(
        self,
        id: i64,
        announce: bool,
    ) -> Result<Option<(String, Option<Notice>)>, ServiceError> {
        Ok(match self.bot_turn_once(id, false, announce, None).await? {
            BotTurn::Played(san, notice) => Some((san, notice)),
            BotTurn::Nothing | BotTurn::Elsewhere(_) => None,
        })
    }

    /// The bot's answer to a player's move: as [`Games::bot_reply`], but
    /// when another process holds the search it waits (at most a lease)
    /// for that process to store the move; the caller then finds it among
    /// the game's moves.
    /// The reply's SAN is added to the answer owed to `answering`.
    pub(crate) async fn bot_answer(
        self,
        id: i64,
        answering: Option<&Answering>,
        announce: bool,
    ) -> Result<Option<String>, ServiceError> {
        let ply = match self.bot_turn_once(id, true, announce, answering).await? {
            BotTurn::Played(san, _) => return Ok(Some(san)),
            BotTurn::Nothing => return Ok(None),
            BotTurn::Elsewhere(ply) => ply,
        };
        let give_up = std::time::Instant::now()
            + std::time::Duration::from_secs(self.config.lease_secs.max(1) as u64);
        while std::time::Instant::now() < give_up {
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            let mut conn = self.store.read_once().await?;
            let row = store::games::get(&mut conn, id).await?;
            if row.is_none_or(|r| r.ply != ply || !r.is_active()) {
                return Ok(None);
            }
        }
        // The other process died: the claim has lapsed, search here.
        Ok(
            match self.bot_turn_once(id, false, announce, answering).await? {
                BotTurn::Played(san, _) => Some(san),
                BotTurn::Nothing | BotTurn::Elsewhere(_) => None,
            },
        )
    }

    /// `mine_too`: the action that claimed the move before storing the
    /// player's (see [`Service::claim`]).
    async fn bot_turn_once(
        self,
        id: i64,
        mine_too: bool,
        announce: bool,
        answering: Option<&Answering>,
    ) -> Result<BotTurn, ServiceError> {
        // One bot move per game at a time in this process (the reply to a
        // move and the sweeper may both try): the second waits until the
        // first has committed, then finds it is not the bot's turn. Other
        // processes are kept out by the claim on the move.
        let turn = self.bot_turn(id);
        let _held = turn.lock().await;
        let result = self
            .bot_reply_locked(id, mine_too, announce, answering)
            .await;
        drop(_held);
        self.release_bot_turn(id, turn);
        result
    }

    async fn bot_reply_locked(
        self,
        id: i64,
        mine_too: bool,
        announce: bool,
        answering: Option<&Answering>,
    ) -> Result<BotTurn, ServiceError> {
        let l = {
            let mut conn = self.store.read().await?;
            self.load(&mut conn, id).await?
        };
        if !l.row.is_active() || l.row.bot_level.is_none() || l.player_of(l.to_move()).is_some() {
            return Ok(BotTurn::Nothing);
        }
        let key = format!("bot:{id}:{}", l.row.ply);
        if !self.claim(&key, mine_too).await? {
            return Ok(BotTurn::Elsewhere(l.row.ply));
        }
        // The claim is renewed while the search runs, so that a slow search
        // (a loaded machine) is not taken for a dead process's. The renewal
        // is polled beside the work, never instead of it: a renewal waiting
        // for the store's writer must not stop the work that holds it.
        let renew =
            std::time::Duration::from_millis((self.config.lease_secs.max(1) * 1000 / 3) as u64);
        // Both futures live in this block alone: a renewal caught half way
        // (holding the store's writer) is dropped with it, before the claim
        // is given up below, which needs the writer. Kept alive past the
        // block, it held the writer for ever and the release waited on it.
        let played = {
            let work = self.search_and_store(l, announce, answering);
            let mut work = std::pin::pin!(work);
            let renewing = async {
                loop {
                    tokio::time::sleep(renew).await;
                    if let Err(e) = self.claim(&key, true).await {
                        tracing::warn!(key, "could not renew a claim: {e}");
                    }
                }
            };
            let mut renewing = std::pin::pin!(renewing);
            tokio::select! {
                r = &mut work => r,
                never = &mut renewing => never,
            }
        };
        self.unclaim(&key).await;
        Ok(match played? {
            Some((san, notice)) => BotTurn::Played(san, notice),
            None => BotTurn::Nothing,
        })
    }

    async fn search_and_store(
        self,
        l: Loaded,
        announce: bool,
        answering: Option<&Answering>,
    ) -> Result<Option<(String, Option<Notice>)>, ServiceError> {
        let Some(mv) = self.engine_move(&l).await? else {
            return Ok(None);
        };
        let mut l = l;
        let mut tx = self.store.write().await?;
        // Someone else moved the game on while the engine thought: nothing to do.
        let after = super::moves::after_move(&l, &mv)?;
        let san = match self
            .store_move(&mut tx, &mut l, after, None, self.now())
            .await
        {
            Err(ServiceError::User(UserError::Game(GameError::GameChanged(_)))) => return Ok(None),
            other => other?,
        };
        let notice = if announce {
            // The human side, mentioned unless they want no notices.
            let human = l.row.white_id.or(l.row.black_id).unwrap_or(0);
            let mentions = match Settings::of(self.0).notify_of(&mut tx, human).await? {
                Notify::Off => Vec::new(),
                _ => vec![human],
            };
            let lang = self.server_lang(&mut tx, l.row.guild_id).await?;
            let notice = Notice {
                channel_id: l.row.thread_id.or(l.row.channel_id),
                game_id: Some(l.row.id),
                text: t!(
                    lang,
                    "bot-played",
                    game = l.row.id,
                    level = l.row.bot_level.unwrap_or(super::DEFAULT_BOT_LEVEL),
                    san = san.as_str()
                ),
                mentions,
                ..Notice::default()
            };
            self.owe_notice(&mut tx, &notice, None).await?;
            Some(notice)
        } else {
            // The reply to a player's move: part of the answer owed to them.
            let lang = self.server_lang(&mut tx, l.row.guild_id).await?;
            self.add_to_answer(&mut tx, answering, &super::moves::replied(lang, &l, &san))
                .await?;
            None
        };
        tx.commit().await?;
        Ok(Some((san, notice)))
    }

    pub(super) async fn bot_accepts_draw(self, l: &Loaded) -> Result<bool, ServiceError> {
        let history = l.game.history().to_vec();
        let bot = if l.row.white_id.is_none() {
            Color::White
        } else {
            Color::Black
        };
        let judged =
            crate::on_game!(&l.game, g => self.judge(l.row.id, *g.position(), history).await);
        // Cancelled: the game ended meanwhile, and the offer with it.
        let Ok(score) = judged else {
            return Ok(false);
        };
        let score = score.unwrap_or(0);
        let for_bot = if l.game.turn() == bot { score } else { -score };
        Ok(for_bot <= DRAW_ACCEPT_AT_CP)
    }

    /// The search that judges a draw offer, in either variant.
    async fn judge<P: Tabled>(
        self,
        game: i64,
        pos: P,
        history: Vec<u64>,
    ) -> Result<Option<i32>, super::engine::Cancelled> {
        self.engine
            .run(JobKind::DrawJudge, Some(game), move |stop| {
                Searcher::<P>::for_variant(DRAW_JUDGE_HASH_MB)
                    .search(
                        &pos,
                        &history,
                        Limits::nodes(DRAW_JUDGE_NODES),
                        Some(stop),
                        |_| {},
                    )
                    .map(|r| r.raw_score)
            })
            .await
    }
}

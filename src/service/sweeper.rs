//! The background sweeper: ends games whose player ran out of time
//! (including those that ran out while the bot was down), reminds players
//! with a quarter of their time left, expires challenges, and lets the bot
//! move in its games after a restart.
//!
//! Each item is its own action: one that fails (a game that no longer
//! loads, say) is logged with its id and skipped, and the others go on; the
//! notices of everything that was committed are always returned.

use super::{escape_markdown, format_duration, Notice, Service, ServiceError};
use crate::states::Ending;
use crate::store;

/// A reminder goes out once this fraction of the time per move has passed
/// (a quarter of the time is left), as per mille.
pub const REMINDER_AT_PER_MILLE: i64 = 750;

/// What one sweep did: notices to post, and the items that failed.
#[derive(Debug, Default)]
pub struct Sweep {
    pub notices: Vec<Notice>,
    /// One line per item that failed (also logged), e.g. `game #3: …`.
    pub failures: Vec<String>,
}

/// The games one sweep looks at (listed once, each then handled alone).
struct Due {
    overdue: Vec<i64>,
    reminders: Vec<i64>,
    bot_games: Vec<store::games::GameRow>,
}

impl Sweep {
    fn fail(&mut self, what: String, e: ServiceError) {
        tracing::error!("sweeper: {what}: {e}");
        self.failures.push(format!("{what}: {e}"));
    }
}

impl Service {
    /// One sweep; returns what to post in the games' channels.
    pub async fn sweep(&self) -> Sweep {
        let now = self.now();
        let mut sweep = Sweep::default();
        match self.expire_challenges(now).await {
            Ok(notices) => sweep.notices.extend(notices),
            Err(e) => sweep.fail("challenge expiry".into(), e),
        }
        match self.due_games(now).await {
            Ok(Due {
                overdue,
                reminders,
                bot_games,
            }) => {
                for id in overdue {
                    match self.time_out(id, now).await {
                        Ok(n) => sweep.notices.extend(n),
                        Err(e) => sweep.fail(format!("timeout of game #{id}"), e),
                    }
                }
                for id in reminders {
                    match self.remind(id, now).await {
                        Ok(n) => sweep.notices.extend(n),
                        Err(e) => sweep.fail(format!("reminder in game #{id}"), e),
                    }
                }
                // `bot_reply` plays only where it is the bot's turn.
                for row in bot_games {
                    match self.bot_reply(row.id).await {
                        Ok(Some(san)) => sweep.notices.push(Notice {
                            channel_id: row.channel_id,
                            game_id: Some(row.id),
                            text: format!(
                                "Game #{}: Alice (level {}) played {san}.",
                                row.id,
                                row.bot_level.unwrap_or(super::DEFAULT_BOT_LEVEL)
                            ),
                            // The human side of a bot game.
                            mentions: row.white_id.or(row.black_id).into_iter().collect(),
                        }),
                        Ok(None) => {}
                        Err(e) => sweep.fail(format!("bot move in game #{}", row.id), e),
                    }
                }
            }
            Err(e) => sweep.fail("listing due games".into(), e),
        }
        sweep
    }

    async fn expire_challenges(&self, now: i64) -> Result<Vec<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let mut notices = Vec::new();
        for c in store::challenges::expire(&mut tx, now).await? {
            let from = escape_markdown(
                &store::players::name(&mut tx, c.challenger_id)
                    .await?
                    .unwrap_or_default(),
            );
            notices.push(Notice {
                channel_id: c.channel_id,
                game_id: None,
                text: format!("Challenge #{} from {from} expired unanswered.", c.id),
                mentions: vec![c.challenger_id],
            });
        }
        tx.commit().await?;
        Ok(notices)
    }

    /// What is due: games overdue, due a reminder, and the bot's games.
    async fn due_games(&self, now: i64) -> Result<Due, ServiceError> {
        let mut conn = self.store.read().await?;
        let overdue = store::games::overdue(&mut conn, now).await?;
        let reminders = store::games::reminder_due(&mut conn, now, REMINDER_AT_PER_MILLE).await?;
        let bot_games = store::games::active_bot_games(&mut conn).await?;
        Ok(Due {
            overdue: overdue.iter().map(|r| r.id).collect(),
            reminders: reminders.iter().map(|r| r.id).collect(),
            bot_games,
        })
    }

    /// Ends a game whose player to move ran out of time (if it still is so).
    async fn time_out(&self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let mut l = self.load(&mut tx, id).await?;
        let side = l.to_move();
        let due = l.row.is_active() && l.row.deadline() <= now;
        let Some(loser) = l.player_of(side).filter(|_| due) else {
            return Ok(None);
        };
        let winner_name = self.name_of(&mut tx, &l.row, l.player_of(!side)).await?;
        let loser_name = self.name_of(&mut tx, &l.row, Some(loser)).await?;
        self.finish(&mut tx, &mut l, Some(!side), Ending::Timeout, now)
            .await?;
        tx.commit().await?;
        Ok(Some(Notice {
            channel_id: l.row.channel_id,
            game_id: Some(id),
            text: format!("Game #{id}: {loser_name} ran out of time. {winner_name} wins on time."),
            mentions: l.row.white_id.into_iter().chain(l.row.black_id).collect(),
        }))
    }

    /// Reminds the player to move, once per ply.
    async fn remind(&self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, id).await?;
        let Some(player) = l.player_of(l.to_move()).filter(|_| l.row.is_active()) else {
            return Ok(None);
        };
        if !store::games::mark_reminded(&mut tx, id, l.row.ply).await? {
            return Ok(None);
        }
        let name = self.name_of(&mut tx, &l.row, Some(player)).await?;
        tx.commit().await?;
        Ok(Some(Notice {
            channel_id: l.row.channel_id,
            game_id: Some(id),
            text: format!(
                "{name}, it is your move in game #{id}: {} left.",
                format_duration(l.row.time_left_secs(now))
            ),
            mentions: vec![player],
        }))
    }
}

//! The background sweeper: ends games whose player ran out of time
//! (including those that ran out while the bot was down), reminds players
//! with a quarter of their time left, expires challenges, and lets the bot
//! move in its games after a restart.

use super::{format_duration, Loaded, Notice, Service, ServiceError};
use crate::store;

impl Service {
    /// One sweep; returns what to post in the games' channels.
    pub async fn sweep(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let mut notices = Vec::new();
        let mut tx = self.store.write().await?;
        for c in store::challenges::expire(&mut tx, now).await? {
            let from = store::players::name(&mut tx, c.challenger_id)
                .await?
                .unwrap_or_default();
            notices.push(Notice {
                channel_id: c.channel_id,
                game_id: None,
                text: format!("Challenge #{} from {from} expired unanswered.", c.id),
                mentions: vec![c.challenger_id],
            });
        }
        for row in store::games::overdue(&mut tx, now).await? {
            let l: Loaded = self.load(&mut tx, row.id).await?;
            let side = l.to_move();
            let Some(loser) = l.player_of(side) else {
                continue;
            };
            let winner_name = self.name_of(&mut tx, &l.row, l.player_of(!side)).await?;
            let loser_name = self.name_of(&mut tx, &l.row, Some(loser)).await?;
            self.finish(&mut tx, &l, Some(!side), "timeout", now)
                .await?;
            notices.push(Notice {
                channel_id: row.channel_id,
                game_id: Some(row.id),
                text: format!(
                    "Game #{}: {loser_name} ran out of time. {winner_name} wins on time.",
                    row.id
                ),
                mentions: l.row.white_id.into_iter().chain(l.row.black_id).collect(),
            });
        }
        for row in store::games::reminder_due(&mut tx, now).await? {
            let l: Loaded = self.load(&mut tx, row.id).await?;
            let Some(player) = l.player_of(l.to_move()) else {
                continue;
            };
            if !store::games::mark_reminded(&mut tx, row.id, row.ply).await? {
                continue;
            }
            let name = self.name_of(&mut tx, &l.row, Some(player)).await?;
            let left =
                (row.turn_started_at + row.time_per_move * 1000 - now + 59_999) / 60_000 * 60;
            notices.push(Notice {
                channel_id: row.channel_id,
                game_id: Some(row.id),
                text: format!(
                    "{name}, it is your move in game #{}: {} left.",
                    row.id,
                    format_duration(left)
                ),
                mentions: vec![player],
            });
        }
        let bot_games = store::games::active_bot_games(&mut tx).await?;
        tx.commit().await?;
        // `bot_reply` plays only where it is the bot's turn.
        for row in bot_games {
            if let Some(san) = self.bot_reply(row.id).await? {
                notices.push(Notice {
                    channel_id: row.channel_id,
                    game_id: Some(row.id),
                    text: format!(
                        "Game #{}: Alice (level {}) played {san}.",
                        row.id,
                        row.bot_level.unwrap_or(8)
                    ),
                    // The human side of a bot game.
                    mentions: row.white_id.or(row.black_id).into_iter().collect(),
                });
            }
        }
        Ok(notices)
    }
}

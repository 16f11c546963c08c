//! The background sweeper: ends games whose player ran out of time
//! (including those that ran out while the bot was down), reminds players
//! with a quarter of their time left, expires challenges, and lets the bot
//! move in its games after a restart; posts the servers' daily puzzles.
//!
//! Each item is its own action: one that fails (a game that no longer
//! loads, say) is logged with its id and skipped, and the others go on.
//! What an item tells is owed in its own transaction (see
//! [`super::outbox`]); the sweep returns it too, as a report.

use super::outbox::{BoardAt, Owed};
use super::{escape_markdown, Direct, Notice, Reply, ServiceError};
use super::{Games, Puzzles, Settings, Sweeper};
use crate::states::{Ending, Notify};
use crate::store;
use crate::{t, text};

/// A reminder goes out once this fraction of the time per move has passed
/// (a quarter of the time is left), as per mille.
pub const REMINDER_AT_PER_MILLE: i64 = 750;

/// What one sweep did: the notices it owed, the threads it owes
/// archiving, and the items that failed.
#[derive(Debug, Default)]
pub struct Sweep {
    pub notices: Vec<Notice>,
    /// One line per item that failed (also logged), e.g. `game #3: …`.
    pub failures: Vec<String>,
    /// Threads of finished games owed archiving.
    pub archive: Vec<i64>,
    /// Daily puzzles owed (servers whose time came).
    pub dailies: usize,
}

/// The games one sweep looks at (listed once, each then handled alone).
struct Due {
    /// (game, ply) pairs.
    overdue: Vec<(i64, i64)>,
    reminders: Vec<(i64, i64)>,
    bot_games: Vec<store::games::GameRow>,
}

impl Sweep {
    /// What the sweep did, a line each, in `lang`: the notices owed, the
    /// items that failed, the daily puzzles due.
    pub fn report(&self, lang: crate::lang::Lang) -> String {
        let mut lines: Vec<String> = self.notices.iter().map(|n| n.text.clone()).collect();
        lines.extend(
            self.failures
                .iter()
                .map(|f| t!(lang, "sweep-failed", failure = f.as_str())),
        );
        if self.dailies > 0 {
            lines.push(t!(lang, "sweep-dailies", count = self.dailies));
        }
        if lines.is_empty() {
            lines.push(lang.t("sweep-nothing"));
        }
        lines.join("\n")
    }

    fn fail(&mut self, what: String, e: ServiceError) {
        tracing::error!("sweeper: {what}: {e}");
        self.failures.push(format!("{what}: {e}"));
    }
}

impl Sweeper<'_> {
    /// One sweep; returns what to post in the games' channels.
    pub async fn sweep(self) -> Sweep {
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
                // Each item under this process's claim: several processes
                // on one database post each notice once.
                for (id, ply) in overdue {
                    match self
                        .claimed(format!("timeout:{id}:{ply}"), self.time_out(id, now))
                        .await
                    {
                        Ok(n) => sweep.notices.extend(n),
                        Err(e) => sweep.fail(format!("timeout of game #{id}"), e),
                    }
                }
                for (id, ply) in reminders {
                    match self
                        .claimed(format!("remind:{id}:{ply}"), self.remind(id, now))
                        .await
                    {
                        Ok(n) => sweep.notices.extend(n),
                        Err(e) => sweep.fail(format!("reminder in game #{id}"), e),
                    }
                }
                // `bot_reply` plays only where it is the bot's turn; its
                // move is announced in the game's place.
                for row in bot_games {
                    match Games::of(self.0).bot_reply(row.id, true).await {
                        Ok(Some((_, notice))) => sweep.notices.extend(notice),
                        Ok(None) => {}
                        Err(e) => sweep.fail(format!("bot move in game #{}", row.id), e),
                    }
                }
            }
            Err(e) => sweep.fail("listing due games".into(), e),
        }
        match self.archive_threads(now).await {
            Ok(threads) => sweep.archive = threads,
            Err(e) => sweep.fail("archiving threads".into(), e),
        }
        match Puzzles::of(self.0).owe_dailies(now).await {
            Ok(n) => sweep.dailies = n,
            Err(e) => sweep.fail("daily puzzles".into(), e),
        }
        if let Err(e) = self.purge_claims(now).await {
            sweep.fail("forgetting old claims".into(), e);
        }
        sweep
    }

    /// Live games whose player to move ran out of time, ended at once: the
    /// quick pass between sweeps (a flag falls within its period,
    /// whichever process holds the game and whether anyone is connected).
    pub async fn flags(self) -> Sweep {
        let now = self.now();
        let mut sweep = Sweep::default();
        let overdue = async {
            let mut conn = self.store.read().await?;
            Ok::<_, ServiceError>(store::games::overdue(&mut conn, now, true).await?)
        };
        match overdue.await {
            Ok(rows) => {
                for row in rows {
                    let id = row.id;
                    match self
                        .claimed(format!("timeout:{id}:{}", row.ply), self.time_out(id, now))
                        .await
                    {
                        Ok(n) => sweep.notices.extend(n),
                        Err(e) => sweep.fail(format!("timeout of game #{id}"), e),
                    }
                }
            }
            Err(e) => sweep.fail("listing flags".into(), e),
        }
        sweep
    }

    /// Runs `work` if this process wins the claim `key` (None when another
    /// process holds it); the claim is given up when `work` is done. An
    /// item that another process did meanwhile ("the game changed") is
    /// nothing to do.
    async fn claimed(
        self,
        key: String,
        work: impl std::future::Future<Output = Result<Option<Notice>, ServiceError>>,
    ) -> Result<Option<Notice>, ServiceError> {
        if !self.claim(&key, false).await? {
            return Ok(None);
        }
        let done = match work.await {
            Err(ServiceError::User(super::UserError::Game(super::GameError::GameChanged(_)))) => {
                Ok(None)
            }
            other => other,
        };
        self.unclaim(&key).await;
        done
    }

    /// Forgets claims lapsed an hour ago or more.
    async fn purge_claims(self, now: i64) -> Result<(), ServiceError> {
        let mut tx = self.store.write_one().await?;
        store::claims::purge(&mut tx, now - 3600 * 1000).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Threads whose games ended long enough ago: marked archived and
    /// returned for the front end to archive.
    async fn archive_threads(self, now: i64) -> Result<Vec<i64>, ServiceError> {
        let before = now - self.config.archive_after_secs * 1000;
        let mut tx = self.store.write().await?;
        let mut threads: Vec<i64> = store::games::threads_to_archive(&mut tx, before)
            .await?
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        threads.dedup();
        // Another process may have archived some meanwhile: those are
        // left to it.
        let mut mine = Vec::new();
        for t in threads {
            if store::games::mark_archived(&mut tx, t).await? {
                self.owe(&mut tx, &Owed::Archive { thread: t }).await?;
                mine.push(t);
            }
        }
        let threads = mine;
        tx.commit().await?;
        Ok(threads)
    }

    async fn expire_challenges(self, now: i64) -> Result<Vec<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let mut notices = Vec::new();
        for c in store::challenges::expire(&mut tx, now).await? {
            let from = escape_markdown(
                &store::players::name(&mut tx, c.challenger_id)
                    .await?
                    .unwrap_or_default(),
            );
            let notice = Notice {
                channel_id: c.thread_id.or(c.channel_id),
                game_id: None,
                text: t!(
                    self.server_lang(&mut tx, c.guild_id).await?,
                    "challenge-expired",
                    challenge = c.id,
                    name = from
                ),
                mentions: vec![c.challenger_id],
                ..Notice::default()
            };
            self.owe_notice(&mut tx, &notice, None).await?;
            notices.push(notice);
        }
        tx.commit().await?;
        Ok(notices)
    }

    /// What is due: games overdue, due a reminder, and the bot's games.
    async fn due_games(self, now: i64) -> Result<Due, ServiceError> {
        let mut conn = self.store.read().await?;
        let overdue = store::games::overdue(&mut conn, now, false).await?;
        let reminders = store::games::reminder_due(&mut conn, now, REMINDER_AT_PER_MILLE).await?;
        let bot_games = store::games::active_bot_games(&mut conn).await?;
        Ok(Due {
            overdue: overdue.iter().map(|r| (r.id, r.ply)).collect(),
            reminders: reminders.iter().map(|r| (r.id, r.ply)).collect(),
            bot_games,
        })
    }

    /// Ends a game whose player to move ran out of time (if it still is so).
    async fn time_out(self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let mut l = self.load(&mut tx, id).await?;
        let side = l.to_move();
        let due = l.row.is_active() && l.row.deadline() <= now;
        // The bot runs out of time only on a live clock (a time per move
        // waits for it to come back).
        let live = l.row.clock_base.is_some();
        if !due || (l.player_of(side).is_none() && !live) {
            return Ok(None);
        }
        let winner_name = self.name_of(&mut tx, &l.row, l.player_of(!side)).await?;
        let loser_name = self.name_of(&mut tx, &l.row, l.player_of(side)).await?;
        let aborted = l.abortable();
        if aborted {
            Games::of(self.0)
                .finish(&mut tx, &mut l, None, Ending::Aborted, now)
                .await?;
        } else {
            Games::of(self.0)
                .finish(&mut tx, &mut l, Some(!side), Ending::Timeout, now)
                .await?;
        }
        let mut mentions = Vec::new();
        let mut direct = Vec::new();
        let said = if aborted {
            text!("timeout-aborted", game = id, name = loser_name.clone())
        } else {
            text!(
                "timeout-lost",
                game = id,
                name = loser_name,
                winner = winner_name,
                score = l.row.result.map_or("", |r| r.score())
            )
        };
        let text = said.say(self.server_lang(&mut tx, l.row.guild_id).await?);
        for p in l.row.white_id.into_iter().chain(l.row.black_id) {
            match Settings::of(self.0).notify_of(&mut tx, p).await? {
                Notify::Mention => mentions.push(p),
                Notify::Dm => direct.push(Direct {
                    player: p,
                    reply: Reply {
                        text: said.say(self.member_lang(&mut tx, p).await?),
                        game: Some(super::game::link_of(&l.row)),
                        ..Reply::default()
                    },
                }),
                Notify::Off => {}
            }
        }
        let notice = Notice {
            channel_id: l.row.thread_id.or(l.row.channel_id),
            game_id: Some(id),
            text,
            mentions,
            direct,
            ..Notice::default()
        };
        self.owe_notice(&mut tx, &notice, None).await?;
        tx.commit().await?;
        Ok(Some(notice))
    }

    /// Reminds the player to move, once per ply.
    async fn remind(self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, id).await?;
        let Some(player) = l.player_of(l.to_move()).filter(|_| l.row.is_active()) else {
            return Ok(None);
        };
        // Out of time: no reminder, the timeout (this sweep's or another
        // process's) ends the game.
        if l.row.deadline() <= now {
            return Ok(None);
        }
        if !store::games::mark_reminded(&mut tx, id, l.row.ply).await? {
            return Ok(None);
        }
        let notify = Settings::of(self.0).notify_of(&mut tx, player).await?;
        let lang = self.server_lang(&mut tx, l.row.guild_id).await?;
        let name = self.name_of(&mut tx, &l.row, Some(player)).await?.say(lang);
        let text = t!(
            lang,
            "reminder",
            name = name,
            game = id,
            left = super::time_left_in(lang, l.row.time_left_secs(now))
        );
        let mut notice = Notice {
            channel_id: l.row.thread_id.or(l.row.channel_id),
            game_id: Some(id),
            text,
            ..Notice::default()
        };
        match notify {
            // The board and the move menus, by DM.
            Notify::Dm => match Games::of(self.0)
                .turn_dm(&mut tx, &l, Some(&text!("reminder-dm")), now)
                .await?
            {
                Some(dm) => {
                    notice.quiet = true;
                    notice.direct = vec![dm];
                }
                // Against the bot a player is told at the table.
                None => notice.mentions = vec![player],
            },
            Notify::Mention => notice.mentions = vec![player],
            Notify::Off => {}
        }
        let board = BoardAt {
            game: id,
            ply: l.row.ply,
        };
        self.owe_notice(&mut tx, &notice, Some(board)).await?;
        tx.commit().await?;
        Ok(Some(notice))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{test_service, ChallengeOptions, Player};

    /// Two processes may both list a game as due a reminder before either
    /// posts it; the one that comes second (its claim taken after the
    /// first gave it up) finds it reminded and posts nothing.
    #[tokio::test]
    async fn a_reminder_listed_twice_is_posted_once() {
        let (s, dir) = test_service("remind").await;
        let (alice, bob) = (Player::new(101, "alice"), Player::new(202, "bob"));
        let opts = ChallengeOptions {
            color: Some("white".into()),
            time: Some("10m".into()),
            ..ChallengeOptions::default()
        };
        s.challenges()
            .challenge(&alice, Some(&bob), opts)
            .await
            .unwrap();
        s.challenges().accept(&bob, None).await.unwrap();
        s.games()
            .make_move(&alice, Some(1), "e4", None)
            .await
            .unwrap();
        // Eight of bob's ten minutes gone; both "processes" listed game 1
        // at ply 1.
        let now = s.now() + 8 * 60_000;
        let first = s
            .sweeper()
            .claimed("remind:1:1".into(), s.sweeper().remind(1, now))
            .await
            .unwrap();
        assert_eq!(
            first.map(|n| n.text).as_deref(),
            Some("bob, it is your move in game #1: 2 minutes left.")
        );
        let second = s
            .sweeper()
            .claimed("remind:1:1".into(), s.sweeper().remind(1, now))
            .await
            .unwrap();
        assert!(second.is_none(), "posted twice: {second:?}");
        // After bob moves, alice can be reminded in her turn.
        s.games()
            .make_move(&bob, Some(1), "e5", None)
            .await
            .unwrap();
        let now = s.now() + 8 * 60_000;
        let third = s.sweeper().remind(1, now).await.unwrap();
        assert_eq!(
            third.map(|n| n.text).as_deref(),
            Some("alice, it is your move in game #1: 2 minutes left.")
        );
        s.store().close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}

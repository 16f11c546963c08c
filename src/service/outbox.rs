//! What the bot owes someone because of a stored change: a post in a
//! game's thread or channel, a DM, a thread to archive. Each is written
//! ([`Service::owe`]) in the transaction of the change that owes it, so a
//! process that dies after the change still owes it, and is delivered by
//! whichever process takes it first ([`Outbox::take_owed`]), at least
//! once: a front end makes a repeated delivery do nothing new (on
//! Discord, a message carries a nonce made from its row, which Discord
//! keeps from being created twice).

use super::{Games, Outbox, Puzzles};
use super::{Notice, Reply, Service, ServiceError};
use crate::store::{self, Tx};
use serde::{Deserialize, Serialize};

/// Rows taken at once.
const TAKE: i64 = 20;
/// The first wait after a failed delivery; each next one doubles, up to
/// [`MAX_WAIT_MS`], each between half and one and a half times that.
const FIRST_WAIT_MS: i64 = 2_000;
pub const MAX_WAIT_MS: i64 = 300_000;
/// A message that could not be delivered for this long is given up (a
/// turn notice a day late tells nothing).
pub const GIVE_UP_AFTER_MS: i64 = 24 * 3600 * 1000;

/// How long the process answering an interaction has to answer it
/// before another may finish the answer for it (Discord waits 3 s for the
/// first answer, and a deferred one is edited when the engine has moved).
pub const ANSWER_GRACE_MS: i64 = 30_000;

/// Deliveries failed one after another before a success brings every
/// waiting row forward (a single row failing between successes does
/// not).
pub const FAILURES_BEFORE_RETRY: u32 = 3;
/// How long an interaction's token lets its answer be edited (Discord: 15
/// minutes), less a margin for the call itself.
pub const TOKEN_LIFE_MS: i64 = 14 * 60_000;

/// The interaction a front end is answering, passed with the acting
/// [`Player`](super::Player) to the service: an action that changes a game (a move, a resignation, a draw
/// agreed, a takeback, a game's start) owes its answer (see
/// [`Owed::Answer`]), so that another process can finish it.
#[derive(Clone, Debug)]
pub struct Answering {
    pub interaction: u64,
    pub token: String,
    /// Set when the action owed the answer.
    owed: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Answering {
    pub fn new(interaction: u64, token: impl Into<String>) -> Answering {
        Answering {
            interaction,
            token: token.into(),
            owed: Default::default(),
        }
    }

    /// Whether the action owed the answer (then the front end marks it
    /// given with [`Outbox::answered`] once it has answered).
    pub fn owed(&self) -> bool {
        self.owed.load(std::sync::atomic::Ordering::SeqCst)
    }

    fn key(interaction: u64) -> String {
        format!("answer:{interaction}")
    }

    /// The key of the place owed for a game the interaction started.
    fn opening_key(interaction: u64) -> String {
        format!("opening:{interaction}")
    }
}

impl PartialEq for Answering {
    /// The same interaction (whatever was owed for it so far).
    fn eq(&self, other: &Answering) -> bool {
        self.interaction == other.interaction && self.token == other.token
    }
}

impl Eq for Answering {}

/// A game's board after `ply` plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardAt {
    pub game: i64,
    pub ply: i64,
}

/// One thing owed, as stored (JSON) in the outbox.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Owed {
    /// A message in a channel or thread, mentioning `mentions`, with the
    /// board of `board` when given; with `controls`, the game as its
    /// players see it (its menus and buttons, the player to move
    /// mentioned) while it still stands there.
    Post {
        channel: i64,
        text: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mentions: Vec<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board: Option<BoardAt>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        controls: bool,
    },
    /// A direct message with a link to `game`; with `board`, that board
    /// and, while it is still the player's turn there, the move menus.
    /// A player who takes no DMs is mentioned in `fallback` instead.
    Dm {
        player: i64,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board: Option<BoardAt>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fallback: Option<i64>,
    },
    /// A finished game's thread to archive.
    Archive { thread: i64 },
    /// The answer to an interaction that changed a game (`text`, then the
    /// game as it stands), should the process answering it die first: the
    /// interaction's own answer while its token lives and it was
    /// acknowledged, else a post in the game's `place`. `mentions`, when
    /// given, are who the answer pings instead of the player to move (the
    /// one asked to agree to an offer).
    Answer {
        interaction: u64,
        token: String,
        game: i64,
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        place: Option<i64>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mentions: Vec<i64>,
    },
    /// A server's daily puzzle of `day` in `channel`: posted once, then
    /// edited as its solvers are counted.
    Daily { guild: i64, day: i64, channel: i64 },
    /// A post about tournament `tournament` in its `channel` (its
    /// announcement, a player joining or leaving, a round's pairings, the
    /// final standings), mentioning `mentions`; with `buttons`, Join and
    /// Leave under it. Without a channel (`alice local`) it is printed.
    Event {
        tournament: i64,
        channel: Option<i64>,
        text: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        mentions: Vec<i64>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        buttons: bool,
    },
    /// A new game's place: its first message found (the answer to
    /// `answer`, the interaction that started it, while that answer can
    /// be read) or else posted in `channel` (`text` first, the game as it
    /// stands), and recorded; from it, with `thread`, the game's thread
    /// opened (named `name`), or the thread it began in renamed so.
    Opening {
        game: i64,
        channel: i64,
        text: String,
        name: String,
        thread: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        answer: Option<(u64, String)>,
    },
}

/// A row taken for delivery, with the message made from it.
#[derive(Clone, Debug)]
pub struct Delivery {
    pub id: i64,
    /// This delivery's number (1 for the first).
    pub attempt: i64,
    pub owed: Owed,
    /// What to send (for a post or a DM): its text, mentions, board and
    /// menus, and for a DM the game's link.
    pub reply: Reply,
    /// Since the row was written, in ms.
    pub age_ms: i64,
    /// The message already posted for it, to edit (a daily puzzle's).
    pub message: Option<i64>,
}

/// Why a row's message could not be made.
enum Unmade {
    /// Not now (the database away, a drawing that failed): tried again.
    ForNow(String),
    /// Never (a row that does not read, a game that is gone).
    ForGood(String),
}

impl From<ServiceError> for Unmade {
    fn from(e: ServiceError) -> Unmade {
        let why = format!("cannot be made: {e}");
        if e.is_internal() {
            Unmade::ForNow(why)
        } else {
            Unmade::ForGood(why)
        }
    }
}

/// How a delivery ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// Delivered as owed.
    Delivered,
    /// Delivered another way (a DM refused, said as a mention; an
    /// answer the interaction could no longer take, posted).
    Fallback,
    /// Found done already (an answer its process gave before it died).
    Found,
    /// Refused for good (no access, gone): logged, not tried again.
    Refused(String),
    /// Failed for now (a server error, a timeout): tried again later.
    Failed(String),
}

impl Settled {
    /// The metrics' label.
    pub fn label(&self) -> &'static str {
        match self {
            Settled::Delivered => "delivered",
            Settled::Fallback => "fallback",
            Settled::Found => "found",
            Settled::Refused(_) => "refused",
            Settled::Failed(_) => "retry",
        }
    }
}

/// The wait before delivery `attempt + 1` (`attempt` from 1), jittered by
/// `seed`: 2 s doubling up to 5 minutes, each between half and one and a
/// half times that.
pub fn wait_after(attempt: i64, seed: u64) -> i64 {
    let base = (FIRST_WAIT_MS << (attempt - 1).clamp(0, 20)).min(MAX_WAIT_MS);
    let mut x = seed ^ (attempt as u64).rotate_left(32) ^ 0x9e37_79b9_7f4a_7c15;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    base / 2 + (x % (base as u64 + 1)) as i64
}

impl Notice {
    /// What this notice owes: its post in the game's place (unless quiet)
    /// and its DMs (with the board after `board` when they carry one).
    pub(crate) fn owed(&self, board: Option<BoardAt>) -> Vec<Owed> {
        let place = self.channel_id.filter(|&c| c > 0);
        let mut owed = Vec::new();
        if let (Some(channel), false) = (place, self.quiet) {
            owed.push(Owed::Post {
                channel,
                text: self.text.clone(),
                mentions: self.mentions.clone(),
                board: None,
                controls: false,
            });
        }
        for d in &self.direct {
            owed.push(Owed::Dm {
                player: d.player,
                text: d.reply.text.clone(),
                game: self.game_id,
                board: board.filter(|_| !d.reply.files.is_empty() || !d.reply.menus.is_empty()),
                fallback: place,
            });
        }
        owed
    }
}

impl Service {
    /// Writes `owed` into the outbox in the caller's transaction: it is
    /// owed exactly when the change it is about is stored.
    pub(crate) async fn owe(&self, tx: &mut Tx<'_>, owed: &Owed) -> Result<(), ServiceError> {
        let now = self.now();
        self.owe_at(tx, owed, now, None).await
    }

    async fn owe_at(
        &self,
        tx: &mut Tx<'_>,
        owed: &Owed,
        due: i64,
        key: Option<&str>,
    ) -> Result<(), ServiceError> {
        let body = serde_json::to_string(owed)
            .map_err(|e| ServiceError::Internal(format!("outbox row: {e}")))?;
        store::outbox::add(tx, &body, self.now(), due, key).await?;
        crate::metrics::get().outbox_written();
        Ok(())
    }

    /// Owes what `player`'s action on game `l` owes, `text` first: the
    /// answer to the interaction it answers (see [`Owed::Answer`]), due
    /// once its process has had time to give it; at the live table, the
    /// game's post in its place ([`Service::owe_table_post`]).
    pub(crate) async fn owe_answer(
        &self,
        tx: &mut Tx<'_>,
        player: &super::Player,
        l: &super::Loaded,
        text: &str,
    ) -> Result<(), ServiceError> {
        self.owe_offer_answer(tx, player, l, text, None).await
    }

    /// What an action at the live table owes: `text` and the game as it
    /// then stands (mentioning `mentions` instead of the player to move,
    /// when given), posted in the game's thread or channel; a game with
    /// neither, as in `alice local`, owes nothing.
    pub(crate) async fn owe_table_post(
        &self,
        tx: &mut Tx<'_>,
        l: &super::Loaded,
        text: String,
        mentions: Vec<i64>,
    ) -> Result<(), ServiceError> {
        let Some(channel) = l.row.thread_id.or(l.row.channel_id).filter(|&c| c > 0) else {
            return Ok(());
        };
        let owed = Owed::Post {
            channel,
            text,
            mentions,
            board: Some(BoardAt {
                game: l.row.id,
                ply: l.row.ply,
            }),
            controls: true,
        };
        self.owe(tx, &owed).await
    }

    /// [`Service::owe_answer`] for the game `game`, answered in `place`
    /// (its thread or channel) should the answer have to be posted.
    pub(crate) async fn owe_answer_for(
        &self,
        tx: &mut Tx<'_>,
        answering: Option<&Answering>,
        game: i64,
        place: Option<i64>,
        text: &str,
        mentions: Vec<i64>,
    ) -> Result<(), ServiceError> {
        let Some(a) = answering else {
            return Ok(());
        };
        let owed = Owed::Answer {
            interaction: a.interaction,
            token: a.token.clone(),
            game,
            text: text.to_string(),
            place: place.filter(|&c| c > 0),
            mentions,
        };
        let key = Answering::key(a.interaction);
        self.owe_at(tx, &owed, self.now() + ANSWER_GRACE_MS, Some(&key))
            .await?;
        a.owed.store(true, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    }

    /// [`Service::owe_answer`] for an offer: its answer pings `asked`, the
    /// player it asks.
    pub(crate) async fn owe_offer_answer(
        &self,
        tx: &mut Tx<'_>,
        player: &super::Player,
        l: &super::Loaded,
        text: &str,
        asked: Option<i64>,
    ) -> Result<(), ServiceError> {
        let place = l.row.thread_id.or(l.row.channel_id);
        let mentions: Vec<i64> = asked.into_iter().collect();
        self.owe_answer_for(
            tx,
            player.answering.as_ref(),
            l.row.id,
            place,
            text,
            mentions.clone(),
        )
        .await?;
        if player.at_table {
            self.owe_table_post(tx, l, text.to_string(), mentions)
                .await?;
        }
        Ok(())
    }

    /// Owes game `l`'s place ([`Owed::Opening`]), `text` its first
    /// message's: due once the answer to the interaction that started it
    /// has had its time (sooner once it is given), at once without one.
    pub(crate) async fn owe_opening(
        &self,
        tx: &mut Tx<'_>,
        answering: Option<&Answering>,
        l: &super::Loaded,
        (text, name): (&str, &str),
        thread: bool,
    ) -> Result<(), ServiceError> {
        let Some(channel) = l.row.thread_id.or(l.row.channel_id).filter(|&c| c > 0) else {
            return Ok(());
        };
        let owed = Owed::Opening {
            game: l.row.id,
            channel,
            text: text.to_string(),
            name: name.to_string(),
            thread,
            answer: answering.map(|a| (a.interaction, a.token.clone())),
        };
        match answering {
            Some(a) => {
                let key = Answering::opening_key(a.interaction);
                self.owe_at(tx, &owed, self.now() + ANSWER_GRACE_MS, Some(&key))
                    .await
            }
            None => self.owe(tx, &owed).await,
        }
    }

    /// Adds `more` to the text of the answer owed to the interaction being
    /// answered (the bot's reply, stored in the same transaction as this).
    pub(crate) async fn add_to_answer(
        &self,
        tx: &mut Tx<'_>,
        answering: Option<&Answering>,
        more: &str,
    ) -> Result<(), ServiceError> {
        let Some(a) = answering else {
            return Ok(());
        };
        let key = Answering::key(a.interaction);
        let Some(body) = store::outbox::body_by_key(tx, &key).await? else {
            return Ok(());
        };
        let mut owed: Owed = serde_json::from_str(&body)
            .map_err(|e| ServiceError::Internal(format!("outbox row {key}: {e}")))?;
        if let Owed::Answer { text, .. } = &mut owed {
            text.push_str(more);
        }
        let body = serde_json::to_string(&owed)
            .map_err(|e| ServiceError::Internal(format!("outbox row: {e}")))?;
        store::outbox::set_body_by_key(tx, &key, &body).await?;
        Ok(())
    }

    /// Owes a notice's posts and DMs.
    pub(crate) async fn owe_notice(
        &self,
        tx: &mut Tx<'_>,
        notice: &Notice,
        board: Option<BoardAt>,
    ) -> Result<(), ServiceError> {
        for o in notice.owed(board) {
            self.owe(tx, &o).await?;
        }
        Ok(())
    }
}

impl Outbox<'_> {
    /// Takes the rows due (up to 20) for this process to deliver, each
    /// with its message made. A row that no longer reads is settled as
    /// refused and left out.
    pub async fn take_owed(self) -> Result<Vec<Delivery>, ServiceError> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        // Held as long as any claim (`CLAIM_LEASE_SECS`): past it, another
        // process takes its holder for dead and delivers the row.
        let lease = self.config.lease_secs.max(1) * 1000;
        let rows = store::outbox::take(&mut tx, now, now + lease, TAKE).await?;
        tx.commit().await?;
        let mut out = Vec::new();
        for row in rows {
            // A row that no longer reads, or whose game is gone: nothing
            // can be made of it. One that could not be made for now (the
            // database away, a drawing that failed) is tried again later.
            let made = match serde_json::from_str::<Owed>(&row.body) {
                Ok(owed) => match self.owed_reply(&owed).await {
                    Ok(reply) => Ok((owed, reply)),
                    Err(e) => Err(Unmade::from(e)),
                },
                Err(e) => Err(Unmade::ForGood(format!("unreadable: {e}"))),
            };
            let made = match made {
                Ok((owed @ Owed::Daily { guild, day, .. }, _)) => Puzzles::of(self.0)
                    .daily_post(guild, day)
                    .await
                    .map(|(reply, message)| (owed, reply, message))
                    .map_err(Unmade::from),
                Ok((owed, reply)) => Ok((owed, reply, None)),
                Err(e) => Err(e),
            };
            let (owed, reply, message) = match made {
                Ok(m) => m,
                Err(unmade) => {
                    let how = match unmade {
                        Unmade::ForNow(why) => {
                            tracing::warn!(row = row.id, "outbox row {why}; to be tried again");
                            Settled::Failed(why)
                        }
                        Unmade::ForGood(why) => {
                            tracing::error!(row = row.id, "outbox row {why}");
                            Settled::Refused(why)
                        }
                    };
                    self.settle_row(row.id, row.attempts, row.created_at, how)
                        .await?;
                    continue;
                }
            };
            out.push(Delivery {
                id: row.id,
                attempt: row.attempts,
                owed,
                reply,
                age_ms: (now - row.created_at).max(0),
                message,
            });
        }
        Ok(out)
    }

    /// The message a row owes, made now: its board drawn, and for a DM on
    /// the player's turn the move menus.
    async fn owed_reply(self, owed: &Owed) -> Result<Reply, ServiceError> {
        Ok(match owed {
            Owed::Post {
                text,
                mentions,
                board: Some(b),
                controls: true,
                ..
            } => self.game_post(b.game, Some(b.ply), text, mentions).await?,
            Owed::Post {
                text,
                mentions,
                board,
                ..
            } => {
                let files = match board {
                    Some(b) => {
                        // Read in the game's place: its server's language.
                        let lang = self.game_lang(b.game).await?;
                        Games::of(self.0)
                            .history(Some(b.game), Some(b.ply), None, lang)
                            .await?
                            .files
                    }
                    None => Vec::new(),
                };
                Reply {
                    text: text.clone(),
                    mentions: mentions.clone(),
                    files,
                    ..Reply::default()
                }
            }
            Owed::Dm {
                player,
                text,
                game,
                board,
                ..
            } => {
                let mut reply = Reply::text(text.clone());
                // A DM: the player's own language.
                reply.lang = {
                    let mut conn = self.store.read_once().await?;
                    self.member_lang(&mut conn, *player).await?
                };
                if let Some(b) = board {
                    let lang = reply.lang;
                    let mut conn = self.store.read().await?;
                    let l = self.load(&mut conn, b.game).await?;
                    if l.row.is_active() && l.row.ply == b.ply {
                        // As the players see it: the board and its menus.
                        let now = Games::of(self.0)
                            .game_reply(&mut conn, &l, String::new(), lang)
                            .await?;
                        reply.files = now.files;
                        reply.menus = now.menus;
                    } else {
                        drop(conn);
                        reply.files = Games::of(self.0)
                            .history(Some(b.game), Some(b.ply), None, lang)
                            .await?
                            .files;
                    }
                }
                if let Some(g) = game {
                    reply.game = Some(Games::of(self.0).game_link(*g).await?);
                }
                reply
            }
            Owed::Event {
                tournament,
                text,
                mentions,
                buttons,
                ..
            } => Reply {
                text: text.clone(),
                mentions: mentions.clone(),
                buttons: if *buttons {
                    vec![
                        super::Button::Join {
                            tournament: *tournament,
                        },
                        super::Button::Leave {
                            tournament: *tournament,
                        },
                    ]
                } else {
                    Vec::new()
                },
                ..Reply::default()
            },
            Owed::Archive { .. } => Reply::default(),
            // Made with its message in `take_owed`.
            Owed::Daily { .. } => Reply::default(),
            Owed::Answer {
                game,
                text,
                mentions,
                ..
            } => self.game_post(*game, None, text, mentions).await?,
            Owed::Opening { game, text, .. } => self.game_post(*game, None, text, &[]).await?,
        })
    }

    /// A post of game `game` in its place, `text` first, in its server's
    /// language: the game as its players see it (its menus and buttons,
    /// the player to move mentioned, or `mentions` when given); when it
    /// has moved on from `at`, only the board after `at`.
    async fn game_post(
        self,
        game: i64,
        at: Option<i64>,
        text: &str,
        mentions: &[i64],
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, game).await?;
        let lang = self.server_lang(&mut conn, l.row.guild_id).await?;
        match at {
            Some(ply) if ply != l.row.ply => {
                drop(conn);
                Ok(Reply {
                    text: text.to_string(),
                    files: Games::of(self.0)
                        .history(Some(game), Some(ply), None, lang)
                        .await?
                        .files,
                    ..Reply::default()
                })
            }
            _ => {
                let mut reply = Games::of(self.0)
                    .game_reply(&mut conn, &l, text.to_string(), lang)
                    .await?;
                if !mentions.is_empty() {
                    reply.mentions = mentions.to_vec();
                }
                Ok(reply)
            }
        }
    }

    /// The language of a game's posts: its server's.
    async fn game_lang(self, game: i64) -> Result<crate::lang::Lang, ServiceError> {
        let mut conn = self.store.read_once().await?;
        let guild = store::games::get(&mut conn, game)
            .await?
            .and_then(|g| g.guild_id);
        self.server_lang(&mut conn, guild).await
    }

    /// Records how a delivery ended: done, or due again after a wait
    /// (given up once the row is a day old).
    pub async fn settle(self, d: &Delivery, how: Settled) -> Result<(), ServiceError> {
        let created = self.now() - d.age_ms;
        self.settle_row(d.id, d.attempt, created, how).await
    }

    async fn settle_row(
        self,
        id: i64,
        attempt: i64,
        created: i64,
        how: Settled,
    ) -> Result<(), ServiceError> {
        let now = self.now();
        let label = how.label();
        let mut tx = self.store.write_one().await?;
        // Discord answers again after failing several deliveries in a
        // row: what waits out its failures is tried now, not after its
        // back-off (which grows to minutes while Discord is away).
        let failing = &self.delivery_failures;
        let recovered = match how {
            Settled::Failed(_) => {
                failing.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                false
            }
            Settled::Refused(_) => false,
            _ => failing.swap(0, std::sync::atomic::Ordering::Relaxed) >= FAILURES_BEFORE_RETRY,
        };
        if recovered {
            let n = store::outbox::retry_now(&mut tx, now).await?;
            tracing::info!(
                rows = n,
                "deliveries succeed again: waiting rows are due now"
            );
        }
        match how {
            Settled::Delivered => store::outbox::done(&mut tx, id, now, "delivered").await?,
            Settled::Fallback => store::outbox::done(&mut tx, id, now, "fallback").await?,
            Settled::Found => store::outbox::done(&mut tx, id, now, "found done").await?,
            Settled::Refused(why) => {
                store::outbox::done(&mut tx, id, now, &format!("refused: {why}")).await?
            }
            Settled::Failed(why) if now - created >= GIVE_UP_AFTER_MS => {
                tracing::warn!(row = id, attempt, "gave up a message owed a day ago: {why}");
                store::outbox::done(&mut tx, id, now, &format!("gave up: {why}")).await?
            }
            Settled::Failed(why) => {
                let seed = (id as u64).wrapping_mul(0x2545_f491_4f6c_dd1d) ^ now as u64;
                let due = now + wait_after(attempt, seed);
                store::outbox::later(&mut tx, id, due, &why).await?
            }
        }
        tx.commit().await?;
        crate::metrics::get().outbox_settled(label);
        Ok(())
    }

    /// The interaction's answer was given: nothing is owed for it, and the
    /// place of a game it started is due now.
    pub async fn answered(self, interaction: u64) -> Result<(), ServiceError> {
        let mut tx = self.store.write_one().await?;
        let key = Answering::key(interaction);
        let now = self.now();
        store::outbox::done_by_key(&mut tx, &key, now, "answered").await?;
        // A game it started: its place is found from the answer now.
        store::outbox::due_now_by_key(&mut tx, &Answering::opening_key(interaction), now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The rows not yet delivered, oldest first (what `alice local` shows,
    /// and what an operator's tests look at).
    pub async fn owed(self) -> Result<Vec<(i64, Owed)>, ServiceError> {
        let mut conn = self.store.read().await?;
        let rows = store::outbox::undone(&mut conn).await?;
        rows.into_iter()
            .map(|(id, body)| {
                serde_json::from_str(&body)
                    .map(|o| (id, o))
                    .map_err(|e| ServiceError::Internal(format!("outbox row {id}: {e}")))
            })
            .collect()
    }

    /// Wakes the deliverer: something was just owed.
    pub fn ring(self) {
        self.bell.notify_one();
    }

    /// Waits until something is owed ([`Outbox::ring`]).
    pub async fn bell(self) {
        self.bell.notified().await;
    }
}

impl Service {
    /// How many rows wait for delivery, and the age of the oldest (ms).
    pub async fn owed_backlog(&self) -> Result<(i64, i64), ServiceError> {
        let mut conn = self.store.read().await?;
        let (n, oldest) = store::outbox::pending(&mut conn).await?;
        Ok((n, oldest.map_or(0, |t| (self.now() - t).max(0))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_with_jitter_up_to_five_minutes() {
        for seed in 0..100u64 {
            for attempt in 1..30 {
                let base = (2_000i64 << (attempt - 1).min(20)).min(300_000);
                let w = wait_after(attempt, seed);
                assert!((base / 2..=base * 3 / 2).contains(&w), "{attempt}: {w}");
            }
        }
        let firsts: std::collections::HashSet<i64> = (0..50).map(|s| wait_after(1, s)).collect();
        assert!(firsts.len() > 10);
    }

    #[test]
    fn rows_read_back_as_written() {
        let owed = [
            Owed::Post {
                channel: 5,
                text: "a".into(),
                mentions: vec![1],
                board: Some(BoardAt { game: 2, ply: 3 }),
                controls: false,
            },
            Owed::Post {
                channel: 5,
                text: "a".into(),
                mentions: Vec::new(),
                board: Some(BoardAt { game: 2, ply: 3 }),
                controls: true,
            },
            Owed::Dm {
                player: 7,
                text: "b".into(),
                game: Some(2),
                board: None,
                fallback: Some(5),
            },
            Owed::Archive { thread: 9 },
        ];
        for o in owed {
            let json = serde_json::to_string(&o).unwrap();
            assert_eq!(serde_json::from_str::<Owed>(&json).unwrap(), o, "{json}");
        }
        assert_eq!(
            serde_json::to_string(&Owed::Archive { thread: 9 }).unwrap(),
            r#"{"kind":"archive","thread":9}"#
        );
    }
}

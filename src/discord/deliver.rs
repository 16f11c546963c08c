//! Delivers what the bot owes (the outbox, see
//! [`crate::service::outbox`]): posts in games' threads and channels,
//! DMs, threads to archive. Every process delivers; each row is taken by
//! one at a time. A post carries its row's nonce, enforced, so a post
//! repeated after its deliverer died before marking it (or after a lost
//! answer) is not created twice; an archive is an edit, the same twice.
//! A passing failure (5xx, 429, a timeout, no connection) leaves the row
//! to be tried again after a growing wait; a refusal that will not change
//! (no access, an unknown channel) ends it, logged; a player who takes no
//! DMs is mentioned in the game's place instead. A message Discord refuses
//! as malformed (50035) is posted again as its text alone, so that what
//! was owed is still read.

use super::retry::{self, Repeat};
use super::{discord_code, DM_REFUSED};
use super::{nonce, respond};
use crate::service::outbox::TOKEN_LIFE_MS;
use crate::service::{Delivery, Owed, Reply, Service, Settled};
use serenity::all::{
    AutoArchiveDuration, ChannelId, CreateThread, EditMessage, EditThread, Http, Message,
    MessageFlags, MessageId, Nonce, UserId,
};
use serenity::builder::Builder;
use std::time::Duration;
use tokio::sync::watch;

/// How often the outbox is looked at when nothing rang.
pub const POLL: Duration = Duration::from_secs(1);

/// Delivers the rows due now, batch after batch; how many were taken.
pub async fn deliver_due(service: &Service, http: &Http) -> usize {
    let mut taken = 0;
    loop {
        let batch = match service.outbox().take_owed().await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!("could not read the outbox: {e}");
                return taken;
            }
        };
        if batch.is_empty() {
            return taken;
        }
        taken += batch.len();
        for d in &batch {
            let how = deliver(service, http, d).await;
            match &how {
                Settled::Refused(why) => {
                    tracing::warn!(row = d.id, owed = ?d.owed, "not delivered, for good: {why}")
                }
                Settled::Failed(why) => {
                    tracing::info!(
                        row = d.id,
                        attempt = d.attempt,
                        "delivery failed, to be tried again: {why}"
                    )
                }
                Settled::Delivered | Settled::Fallback | Settled::Found => {}
            }
            if let Err(e) = service.outbox().settle(d, how).await {
                // The lease lapses and the row is delivered again (its
                // nonce keeps the post single).
                tracing::warn!(row = d.id, "could not mark a delivery: {e}");
            }
        }
    }
}

/// Delivers until `stop`: at once when the service rings, else every
/// [`POLL`].
pub async fn run(service: &Service, http: &Http, mut stop: watch::Receiver<bool>) {
    loop {
        deliver_due(service, http).await;
        tokio::select! {
            _ = service.outbox().bell() => {}
            _ = tokio::time::sleep(POLL) => {}
            _ = stop.changed() => return,
        }
    }
}

/// How one call to Discord ended, for the row.
fn settled(e: serenity::Error) -> Settled {
    if retry::passing(&e) {
        Settled::Failed(e.to_string())
    } else {
        Settled::Refused(e.to_string())
    }
}

/// One row's delivery.
pub async fn deliver(service: &Service, http: &Http, d: &Delivery) -> Settled {
    match &d.owed {
        Owed::Daily {
            guild,
            day,
            channel,
        } => daily(service, http, d, (*guild, *day, *channel)).await,
        Owed::Event { channel: None, .. } => {
            Settled::Refused("a tournament's post without a channel".into())
        }
        Owed::Post { channel, .. }
        | Owed::Event {
            channel: Some(channel),
            ..
        } => match post(http, *channel, &d.reply, nonce::of(d), d.id).await {
            Ok((_, how)) => how,
            Err(e) => settled(e),
        },
        Owed::Dm {
            player, fallback, ..
        } => {
            let mut reply = d.reply.clone();
            if let Some(url) = reply.game.as_ref().and_then(respond::game_url) {
                reply.text.push('\n');
                reply
                    .text
                    .push_str(&crate::t!(reply.lang, "dm-game-link", url = url));
            }
            let user = UserId::new(super::snowflake(*player));
            let dm =
                retry::retried("open a DM", Repeat::Safe, || user.create_dm_channel(http)).await;
            let sent = match dm {
                Ok(dm) => post(http, dm.id.get() as i64, &reply, nonce::of(d), d.id).await,
                Err(e) => Err(e),
            };
            let e = match sent {
                Ok((_, how)) => return how,
                Err(e) => e,
            };
            if discord_code(&e) != Some(DM_REFUSED) {
                return settled(e);
            }
            // Closed DMs: a mention in the game's place says it instead.
            let Some(place) = fallback.filter(|&p| p > 0) else {
                return Settled::Refused(format!("player {player} takes no DMs: {e}"));
            };
            let mention = Reply {
                text: d.reply.text.clone(),
                mentions: vec![*player],
                ..Reply::default()
            };
            match post(http, place, &mention, nonce::mention_for(d.id), d.id).await {
                Ok(_) => Settled::Fallback,
                Err(e) => settled(e),
            }
        }
        Owed::Answer { token, place, .. } => answer(http, d, token, *place).await,
        Owed::Opening {
            game,
            channel,
            name,
            thread,
            answer,
            ..
        } => {
            let first = (*game, *channel, answer.as_ref().map(|a| a.1.as_str()));
            opening(service, http, d, first, (name, *thread)).await
        }
        Owed::Archive { thread } => {
            let archive = EditThread::new().archived(true);
            let channel = ChannelId::new(super::snowflake(*thread));
            match retry::retried("archive a thread", Repeat::Safe, || {
                channel.edit_thread(http, archive.clone())
            })
            .await
            {
                Ok(_) => Settled::Delivered,
                Err(e) => settled(e),
            }
        }
    }
}

/// A daily puzzle: posted once (the nonce of its server and day, the
/// message recorded), else its post edited to the solvers counted now.
async fn daily(
    service: &Service,
    http: &Http,
    d: &Delivery,
    (guild, day, channel): (i64, i64, i64),
) -> Settled {
    let channel = ChannelId::new(super::snowflake(channel));
    if let Some(m) = d.message {
        let edit = EditMessage::new().content(d.reply.text.clone());
        let message = MessageId::new(super::snowflake(m));
        return match retry::retried("count a daily puzzle's solvers", Repeat::Safe, || {
            channel.edit_message(http, message, edit.clone())
        })
        .await
        {
            Ok(_) => Settled::Delivered,
            Err(e) => settled(e),
        };
    }
    match post(http, channel.get() as i64, &d.reply, nonce::of(d), d.id).await {
        Ok((m, how)) => match service
            .puzzles()
            .daily_posted(guild, day, m.id.get() as i64)
            .await
        {
            Ok(()) => how,
            // Tried again: the nonce finds the same message.
            Err(e) => Settled::Failed(format!("could not record the post: {e}")),
        },
        Err(e) => settled(e),
    }
}

/// Finishes an interaction's answer that its process did not give: while
/// the token lives, a deferred answer ("thinking…") is edited into the
/// answer, and one that was given is left alone; an interaction never
/// acknowledged (or one whose token has lapsed, or whose message is gone)
/// can only be answered by a post in the game's place, with the nonce of
/// every post that answers it. (The row comes due long after an
/// endpoint's answer becomes its message.)
async fn answer(http: &Http, d: &Delivery, token: &str, place: Option<i64>) -> Settled {
    if d.age_ms < TOKEN_LIFE_MS {
        match http.get_original_interaction_response(token).await {
            Ok(m) if !m.flags.is_some_and(|f| f.contains(MessageFlags::LOADING)) => {
                return Settled::Found
            }
            Ok(_) => {
                return match retry::retried("finish an answer", Repeat::Safe, || {
                    respond::edit(&d.reply).execute(http, token)
                })
                .await
                {
                    Ok(_) => Settled::Delivered,
                    Err(e) => settled(e),
                };
            }
            Err(e) if retry::passing(&e) => return Settled::Failed(e.to_string()),
            // Never acknowledged, the token no longer works, or the
            // message is gone.
            Err(_) => {}
        }
    }
    let Some(place) = place else {
        return Settled::Refused("an answer never given, and no place to post it".into());
    };
    match post(http, place, &d.reply, nonce::of(d), d.id).await {
        Ok(_) => Settled::Fallback,
        Err(e) => settled(e),
    }
}

/// Discord's refusal of a second thread from one message.
const THREAD_MADE: isize = 160004;

/// A new game's place: its first message (the answer to the interaction
/// that started it, read while its token lives and once it is given; else
/// posted in `channel`, with the nonce every post answering that
/// interaction carries), and from it the thread (`name`, where `thread`):
/// opened, found opened (a thread's id is its message's), or, for a game
/// that began in a thread, that thread renamed. Then recorded.
async fn opening(
    service: &Service,
    http: &Http,
    d: &Delivery,
    (game, channel, token): (i64, i64, Option<&str>),
    (name, thread): (&str, bool),
) -> Settled {
    let mut first = None;
    if let Some(token) = token.filter(|_| d.age_ms < TOKEN_LIFE_MS) {
        match http.get_original_interaction_response(token).await {
            Ok(m) if m.flags.is_some_and(|f| f.contains(MessageFlags::LOADING)) => {
                return Settled::Failed("the game's first answer is not given yet".into())
            }
            Ok(m) => first = Some(m),
            Err(e) if retry::passing(&e) => return Settled::Failed(e.to_string()),
            // Never acknowledged, or its message gone: posted instead.
            Err(_) => {}
        }
    }
    let first = match first {
        Some(m) => m,
        None => match post(http, channel, &d.reply, nonce::of(d), d.id).await {
            Ok((m, _)) => m,
            Err(e) => return settled(e),
        },
    };
    let name = respond::fit(name, respond::MAX_THREAD_NAME);
    let here = first.channel_id;
    // A first message asked elsewhere (a DM) leaves the game's place as it
    // is: no thread.
    let in_place = here.get() as i64 == channel;
    // The game as the post was made of it: whether it began in a thread.
    let began_in_thread = d
        .reply
        .game
        .as_ref()
        .is_some_and(|g| g.thread == Some(channel));
    let mut opened = None;
    if in_place && began_in_thread {
        // A rematch goes on in its game's thread: the thread is renamed.
        let rename = EditThread::new().name(name);
        if let Err(e) = retry::retried("rename a thread", Repeat::Safe, || {
            here.edit_thread(http, rename.clone())
        })
        .await
        {
            tracing::warn!(game, "could not rename the game's thread: {e}");
        }
    } else if in_place && thread {
        let new = CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek);
        match retry::retried("open a thread", Repeat::OnlyIfUndone, || {
            here.create_thread_from_message(http, first.id, new.clone())
        })
        .await
        {
            Ok(t) => opened = Some(t.id.get() as i64),
            Err(e) if discord_code(&e) == Some(THREAD_MADE) => opened = Some(first.id.get() as i64),
            Err(e) if discord_code(&e).is_some_and(|c| super::REFUSED.contains(&c)) => {
                tracing::info!(game, "no thread (not allowed here): {e}");
            }
            Err(e) => return settled(e),
        }
    }
    let message = Some(first.id.get() as i64);
    match service.games().set_game_place(game, message, opened).await {
        Ok(()) => Settled::Delivered,
        // Found again next time (the nonce, the thread already made).
        Err(e) => Settled::Failed(format!("could not record the game's place: {e}")),
    }
}

/// Posts `reply` in `channel` with `nonce`, enforced: delivered as owed.
/// Should Discord refuse the message as malformed (the fields are logged
/// and counted where the call is made), its text alone is posted instead,
/// with the plain nonce of outbox row `row`: a fallback, and what was owed
/// is still read.
async fn post(
    http: &Http,
    channel: i64,
    reply: &Reply,
    nonce: String,
    row: i64,
) -> serenity::Result<(Message, Settled)> {
    let to = ChannelId::new(super::snowflake(channel));
    let message = respond::post(reply).nonce(Nonce::String(nonce));
    match respond::send(http, to, message).await {
        Ok(m) => Ok((m, Settled::Delivered)),
        Err(e) if respond::malformed(&e) => {
            tracing::warn!(
                row,
                "a message Discord refused as malformed is posted as its text alone"
            );
            let plain =
                respond::post(&respond::plain(reply)).nonce(Nonce::String(nonce::plain_for(row)));
            respond::send(http, to, plain)
                .await
                .map(|m| (m, Settled::Fallback))
        }
        Err(e) => Err(e),
    }
}

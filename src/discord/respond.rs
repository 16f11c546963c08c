//! Turning the service's replies into Discord messages, and answering an
//! interaction: at once when the answer is quick, or deferred first and
//! edited when the engine thinks (or anything takes long).

use super::retry::{self, Repeat};
use crate::lang::Lang;
use crate::service::{Button, GameLink, Reply, ServiceError};
use crate::t;
use serenity::all::{
    ButtonStyle, ChannelId, CommandInteraction, ComponentInteraction, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, Http,
    Message, MessageFlags, UserId,
};
use std::future::Future;
use std::time::Duration;

/// Discord's limits on what a message carries (in characters, or
/// counts), beside those of its rows below: a longer text is refused
/// whole (50035), so every free text is cut to its limit here.
pub const MAX_CONTENT: usize = 2000;
const MAX_LABEL: usize = 80;
const MAX_OPTION_TEXT: usize = 100;
const MAX_PLACEHOLDER: usize = 150;
pub const MAX_THREAD_NAME: usize = 100;
pub const MAX_CHOICE_NAME: usize = 100;
pub const MAX_CHOICES: usize = 25;
const MAX_FILES: usize = 10;
const MAX_MENTIONS: usize = 100;
/// A link button's address.
const MAX_URL: usize = 512;

/// `text` cut to at most `max` characters, with `…` where it was cut.
pub fn fit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    text.chars().take(max.saturating_sub(1)).collect::<String>() + "…"
}

/// An answer taking longer than this is deferred (Discord allows 3 s
/// before "This interaction failed").
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The message text: the players to notify first, then the reply's text,
/// cut to Discord's limit.
pub fn content(reply: &Reply) -> String {
    let mut s: String = if reply.ephemeral {
        String::new()
    } else {
        reply
            .mentions
            .iter()
            .map(|id| format!("<@{id}>"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    if !s.is_empty() {
        s.push('\n');
    }
    s.push_str(&reply.text);
    fit(&s, MAX_CONTENT)
}

/// `reply` as its text alone (its players still notified): what is sent
/// when Discord refused the whole message as malformed.
pub fn plain(reply: &Reply) -> Reply {
    Reply {
        text: reply.text.clone(),
        mentions: reply.mentions.clone(),
        ephemeral: reply.ephemeral,
        lang: reply.lang,
        ..Reply::default()
    }
}

/// Only the reply's players may be pinged (never @everyone or roles, even
/// if a name contains them).
fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(
        reply
            .mentions
            .iter()
            .take(MAX_MENTIONS)
            .map(|&id| UserId::new(super::snowflake(id))),
    )
}

fn style(b: &Button) -> ButtonStyle {
    match b {
        Button::Accept { .. } | Button::AcceptOffer { .. } | Button::Join { .. } => {
            ButtonStyle::Success
        }
        Button::Decline { .. }
        | Button::DeclineOffer { .. }
        | Button::Resign { .. }
        | Button::ConfirmResign { .. }
        | Button::Abort { .. }
        | Button::Leave { .. } => ButtonStyle::Danger,
        Button::Rematch { .. } | Button::Solve { .. } => ButtonStyle::Primary,
        Button::OfferDraw { .. }
        | Button::Takeback { .. }
        | Button::History { .. }
        | Button::KeepPlaying { .. } => ButtonStyle::Secondary,
    }
}

/// Discord's limits: 5 rows a message, 5 buttons a row, 25 options a menu.
const MAX_ROWS: usize = 5;
const ROW_BUTTONS: usize = 5;
const MENU_OPTIONS: usize = 25;

/// Buttons in rows by kind (the game's actions, then the history; the
/// link to the game's live table beside the last of them), then one row
/// per menu.
fn rows(reply: &Reply) -> Vec<CreateActionRow> {
    let mut buttons: Vec<Vec<CreateButton>> = Vec::new();
    let mut kinds: Vec<u8> = reply.buttons.iter().map(Button::row).collect();
    kinds.dedup();
    for kind in kinds {
        let of_kind: Vec<&Button> = reply.buttons.iter().filter(|b| b.row() == kind).collect();
        for chunk in of_kind.chunks(ROW_BUTTONS) {
            buttons.push(
                chunk
                    .iter()
                    .map(|b| {
                        CreateButton::new(b.custom_id())
                            .label(fit(&b.label_in(reply.lang), MAX_LABEL))
                            .style(style(b))
                            .disabled(matches!(b, Button::History { off: true, .. }))
                    })
                    .collect(),
            );
        }
    }
    let watch = reply
        .game
        .as_ref()
        .and_then(|g| g.watch.as_deref())
        .filter(|url| !reply.ephemeral && url.len() <= MAX_URL);
    let mut table_buttons = Vec::new();
    if let Some(url) = watch {
        table_buttons
            .push(CreateButton::new_link(url).label(fit(&t!(reply.lang, "watch-live"), MAX_LABEL)));
    }
    // The Activity, beside it: the same table inside Discord.
    if let Some(g) = reply
        .game
        .as_ref()
        .filter(|g| g.activity && watch.is_some())
    {
        table_buttons.push(
            CreateButton::new(format!("{LAUNCH_PREFIX}{}", g.id))
                .label(fit(&t!(reply.lang, "play-in-discord"), MAX_LABEL))
                .style(ButtonStyle::Primary),
        );
    }
    for button in table_buttons {
        let room = buttons.len() + reply.menus.len() < MAX_ROWS;
        match buttons.last_mut() {
            Some(row) if row.len() < ROW_BUTTONS => row.push(button),
            // A row of its own only where no menu is pushed out by it.
            _ if room => buttons.push(vec![button]),
            _ => {}
        }
    }
    let mut rows: Vec<CreateActionRow> =
        buttons.into_iter().map(CreateActionRow::Buttons).collect();
    for m in &reply.menus {
        let options = m
            .options
            .iter()
            .take(MENU_OPTIONS)
            .map(|o| {
                let label = fit(&o.label, MAX_OPTION_TEXT);
                let mut opt = CreateSelectMenuOption::new(label, o.value.clone());
                if let Some(d) = &o.description {
                    opt = opt.description(fit(d, MAX_OPTION_TEXT));
                }
                opt
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                m.select.custom_id(),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(fit(&m.placeholder, MAX_PLACEHOLDER)),
        ));
    }
    rows.truncate(MAX_ROWS);
    rows
}

/// The custom id of a game message's "Play in Discord" button, before the
/// game's number: answered by launching the Activity.
pub const LAUNCH_PREFIX: &str = "launch:";

/// A link to a game's first message (else its thread), for DMs.
pub fn game_url(link: &GameLink) -> Option<String> {
    let guild = link
        .guild
        .map_or_else(|| "@me".to_string(), |g| g.to_string());
    match (link.message, link.thread, link.channel) {
        // A thread opened from the message: the message is in the channel.
        (Some(m), Some(t), Some(c)) if m == t => {
            Some(format!("https://discord.com/channels/{guild}/{c}/{m}"))
        }
        (Some(m), Some(t), _) => Some(format!("https://discord.com/channels/{guild}/{t}/{m}")),
        (Some(m), None, Some(c)) => Some(format!("https://discord.com/channels/{guild}/{c}/{m}")),
        (None, Some(t), _) => Some(format!("https://discord.com/channels/{guild}/{t}")),
        _ => None,
    }
}

fn files(reply: &Reply) -> Vec<CreateAttachment> {
    reply
        .files
        .iter()
        .take(MAX_FILES)
        .map(|f| CreateAttachment::bytes(f.bytes.clone(), f.name.clone()))
        .collect()
}

pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral)
}

pub fn edit(reply: &Reply) -> EditInteractionResponse {
    let mut e = EditInteractionResponse::new()
        .content(content(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply));
    for f in files(reply) {
        e = e.new_attachment(f);
    }
    e
}

fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
        .ephemeral(reply.ephemeral)
}

/// A channel post (the sweeper's notices).
pub fn post(reply: &Reply) -> CreateMessage {
    CreateMessage::new()
        .content(content(reply))
        .add_files(files(reply))
        .components(rows(reply))
        .allowed_mentions(mentions(reply))
        .nonce(serenity::all::Nonce::String(super::nonce::fresh(
            retry::seed(),
        )))
        .enforce_nonce(true)
}

/// Posts `message` in `channel`, again after a passing failure (its nonce
/// keeps a repeated post from appearing twice).
pub async fn send(
    http: &Http,
    channel: ChannelId,
    message: CreateMessage,
) -> serenity::Result<Message> {
    retry::retried("post a message", Repeat::Safe, || {
        channel.send_message(http, message.clone())
    })
    .await
}

/// Where a public reply about a game belongs when it is not where the
/// interaction came from: the game's thread (or, from a DM, its channel).
fn elsewhere(reply: &Reply, here: ChannelId, in_dm: bool) -> Option<ChannelId> {
    if reply.ephemeral {
        return None;
    }
    let link = reply.game.as_ref()?;
    let place = link
        .thread
        .or(if in_dm && link.guild.is_some() {
            link.channel
        } else {
            None
        })
        .filter(|&p| p > 0)?;
    (place as u64 != here.get()).then(|| ChannelId::new(place as u64))
}

/// Whether Discord refused a message as malformed (its fields are logged
/// where the call was made): its text alone is sent instead.
pub(super) fn malformed(e: &serenity::Error) -> bool {
    super::discord_code(e) == Some(super::MALFORMED)
}

/// The first answer to an interaction as the HTTP endpoint sends it: the
/// callback's JSON and the files to attach (by name).
pub struct Initial {
    pub response: CreateInteractionResponse,
    pub files: Vec<(String, Vec<u8>)>,
}

/// How the first answer to an interaction reaches Discord: a REST call
/// (interactions from the gateway), or the HTTP response to Discord's POST
/// (the interactions endpoint). Everything after it (edits, follow-ups)
/// goes through the REST API either way.
pub enum Via {
    Rest,
    Http(std::sync::Mutex<Option<tokio::sync::oneshot::Sender<Initial>>>),
}

impl Via {
    /// A Via for the endpoint, and where its first answer arrives.
    pub fn http() -> (Via, tokio::sync::oneshot::Receiver<Initial>) {
        let (tx, rx) = tokio::sync::oneshot::channel();
        (Via::Http(std::sync::Mutex::new(Some(tx))), rx)
    }

    /// Hands the first answer to the endpoint; gives it back when this is
    /// not the endpoint's interaction or it was answered already (it is
    /// then sent through the REST API).
    pub fn send(&self, initial: Initial) -> Option<Initial> {
        let Via::Http(slot) = self else {
            return Some(initial);
        };
        let taken = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        match taken {
            Some(tx) => tx.send(initial).err(),
            None => Some(initial),
        }
    }

    fn is_http(&self) -> bool {
        matches!(self, Via::Http(_))
    }
}

/// The kind of interaction being answered.
#[derive(Clone, Copy)]
pub enum Of<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
}

/// The interaction being answered, and how its first answer is sent.
#[derive(Clone, Copy)]
pub struct Target<'a> {
    pub of: Of<'a>,
    pub via: &'a Via,
}

/// Where a first answer went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Handed {
    /// To Discord's REST API, which has it.
    ToDiscord,
    /// To the interactions endpoint, as its response: Discord has it only
    /// once that response reaches it (a process killed before then never
    /// sends it).
    ToEndpoint,
}

/// Discord's "Unknown Message": the answer is not there (yet).
const UNKNOWN_MESSAGE: isize = 10008;
/// Discord's answer to a second answer of one interaction.
const ALREADY_ACKNOWLEDGED: isize = 40060;

impl<'a> Target<'a> {
    pub fn command(c: &'a CommandInteraction, via: &'a Via) -> Target<'a> {
        Target {
            of: Of::Command(c),
            via,
        }
    }

    pub fn component(c: &'a ComponentInteraction, via: &'a Via) -> Target<'a> {
        Target {
            of: Of::Component(c),
            via,
        }
    }

    pub fn id(&self) -> u64 {
        match self.of {
            Of::Command(c) => c.id.get(),
            Of::Component(c) => c.id.get(),
        }
    }

    /// Answers with the Activity launched (LAUNCH_ACTIVITY).
    pub async fn launch_activity(&self, http: &Http) -> serenity::Result<Handed> {
        self.create(http, CreateInteractionResponse::LaunchActivity, &[])
            .await
    }

    async fn create(
        &self,
        http: &Http,
        r: CreateInteractionResponse,
        files: &[crate::service::Attachment],
    ) -> serenity::Result<Handed> {
        let initial = Initial {
            response: r,
            files: files
                .iter()
                .map(|f| (f.name.clone(), f.bytes.clone()))
                .collect(),
        };
        let Some(Initial { response: r, .. }) = self.via.send(initial) else {
            return Ok(Handed::ToEndpoint);
        };
        // Answered twice, Discord refuses the second as already
        // acknowledged: a repeat after a lost answer is then done.
        let sent = retry::retried("answer an interaction", Repeat::Safe, || async {
            match self.of {
                Of::Command(c) => c.create_response(http, r.clone()).await,
                Of::Component(c) => c.create_response(http, r.clone()).await,
            }
        })
        .await;
        match sent {
            Err(e) if super::discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) => {
                Ok(Handed::ToDiscord)
            }
            other => other.map(|()| Handed::ToDiscord),
        }
    }

    /// Edits the answer (the deferred message, made a moment after an
    /// endpoint's response: see [`Target::once_made`]).
    async fn edit(&self, http: &Http, e: EditInteractionResponse) -> serenity::Result<()> {
        self.once_made(|| {
            retry::retried("edit an answer", Repeat::Safe, || async {
                match self.of {
                    Of::Command(c) => c.edit_response(http, e.clone()).await.map(drop),
                    Of::Component(c) => c.edit_response(http, e.clone()).await.map(drop),
                }
            })
        })
        .await
    }

    /// `call` on the interaction's message. Over HTTP, Discord makes it
    /// from the endpoint's response a moment after: while it is missing,
    /// `call` is made again a few times.
    async fn once_made<T, Fut>(&self, mut call: impl FnMut() -> Fut) -> serenity::Result<T>
    where
        Fut: Future<Output = serenity::Result<T>>,
    {
        let mut tries = 0;
        loop {
            match call().await {
                Err(e)
                    if self.via.is_http()
                        && tries < 10
                        && super::discord_code(&e) == Some(UNKNOWN_MESSAGE) =>
                {
                    tries += 1;
                    tokio::time::sleep(Duration::from_millis(100 * tries)).await;
                }
                other => return other,
            }
        }
    }

    async fn delete(&self, http: &Http) -> serenity::Result<()> {
        retry::retried("delete an answer", Repeat::Safe, || async {
            match self.of {
                Of::Command(c) => c.delete_response(http).await,
                Of::Component(c) => c.delete_response(http).await,
            }
        })
        .await
    }

    /// The message that answered the interaction (see
    /// [`Target::once_made`]).
    pub async fn response(&self, http: &Http) -> serenity::Result<Message> {
        self.once_made(|| async {
            match self.of {
                Of::Command(c) => c.get_response(http).await,
                Of::Component(c) => c.get_response(http).await,
            }
        })
        .await
    }

    async fn followup(
        &self,
        http: &Http,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<()> {
        retry::retried("follow an answer up", Repeat::OnlyIfUndone, || async {
            match self.of {
                Of::Command(c) => c.create_followup(http, f.clone()).await.map(drop),
                Of::Component(c) => c.create_followup(http, f.clone()).await.map(drop),
            }
        })
        .await
    }
}

/// The one place that decides what a user sees of an error: their mistake
/// word for word, or — for an internal error, which is logged with its
/// context — an apology with an error id.
pub fn error_reply(error: &ServiceError, interaction: u64, context: &str, lang: Lang) -> Reply {
    let error_id = format!("{interaction:x}");
    if let ServiceError::Internal(detail) = error {
        tracing::error!(error_id = %error_id, context, "internal error: {detail}");
    }
    Reply::private(error.user_message_in(&error_id, lang))
}

/// What an answered interaction did.
pub struct Answered {
    pub reply: Reply,
    /// The public message about a game, when it was posted elsewhere (the
    /// game's thread) rather than as the interaction's answer.
    pub posted: Option<Message>,
    /// Discord has the answer (or its post in the game's thread).
    pub delivered: bool,
    /// The answer is the endpoint's response: Discord has it once it
    /// shows as the interaction's message ([`Answered::message`]).
    pub unconfirmed: bool,
    /// The interaction's message, once read.
    read: Option<Result<Message, String>>,
}

impl Answered {
    /// The message that shows the answer: the post in the game's thread,
    /// or the interaction's message, read once (over the endpoint, it
    /// appears a moment after the response; see [`Target::response`]).
    pub async fn message(&mut self, target: Target<'_>, http: &Http) -> Result<&Message, String> {
        if let Some(m) = &self.posted {
            return Ok(m);
        }
        let read = match self.read.take() {
            Some(read) => read,
            None => target.response(http).await.map_err(|e| e.to_string()),
        };
        match self.read.insert(read) {
            Ok(m) => Ok(m),
            Err(e) => Err(e.clone()),
        }
    }
}

/// Where the interaction came from.
#[derive(Clone, Copy)]
pub struct Here {
    pub channel: ChannelId,
    pub in_dm: bool,
    /// The language of the member who acted.
    pub lang: Lang,
}

/// Posts a public reply about a game in its thread; the interaction gets
/// a private pointer there. None (and nothing posted) when the reply
/// belongs where it was asked, or the thread refuses it.
async fn route(
    http: &Http,
    reply: &Reply,
    here: Here,
    context: &str,
    interaction: u64,
) -> Option<(Message, Reply)> {
    let to = elsewhere(reply, here.channel, here.in_dm)?;
    // The nonce of every post answering this interaction: should the
    // outbox post the answer too (this process dying now), it is one.
    let nonce = serenity::all::Nonce::String(super::nonce::answer(interaction));
    match send(http, to, post(reply).nonce(nonce)).await {
        Ok(m) => {
            let id = reply.game.as_ref().map_or(0, |g| g.id);
            Some((
                m,
                Reply::private(t!(
                    here.lang,
                    "moved-to-thread",
                    game = id,
                    thread = format!("<#{to}>")
                )),
            ))
        }
        Err(e) => {
            tracing::warn!(
                context,
                "could not post in the game's thread, answering here: {e}"
            );
            None
        }
    }
}

/// Discord's refusals of an interaction's answer that mean it has
/// forgotten the interaction: not acknowledged within its 3 s (10062), its
/// token no longer working (10015), its message gone (10008).
const FORGOTTEN: [isize; 3] = [10062, 10015, UNKNOWN_MESSAGE];

/// Whether Discord refused an answer because it forgot the interaction:
/// the answer can no longer be given as the interaction's.
fn forgotten(e: &serenity::Error) -> bool {
    super::discord_code(e).is_some_and(|c| FORGOTTEN.contains(&c))
}

/// A public answer the interaction can no longer carry is posted where
/// it was asked, with the nonce of every post that answers it (the
/// outbox's, should it post the answer too, makes the same message).
async fn post_instead(
    http: &Http,
    reply: &Reply,
    here: Here,
    context: &str,
    interaction: u64,
) -> Option<Message> {
    if reply.ephemeral {
        return None;
    }
    let nonce = serenity::all::Nonce::String(super::nonce::answer(interaction));
    match send(http, here.channel, post(reply).nonce(nonce)).await {
        Ok(m) => {
            tracing::info!(
                context,
                "Discord forgot the interaction: its answer is posted instead"
            );
            Some(m)
        }
        Err(e) => {
            tracing::warn!(context, "could not post an answer Discord forgot: {e}");
            None
        }
    }
}

/// Answers an interaction with the outcome of `work`. With `defer_first`
/// (the engine will think) or when `work` takes longer than
/// [`DEFER_AFTER`], the interaction is deferred and the answer edited in;
/// an error then replaces the "thinking…" message with a private one. A
/// public reply about a game played in a thread goes to the thread.
/// Returns the reply when `work` succeeded.
pub async fn answer(
    http: &Http,
    target: Target<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
    defer_first: bool,
    context: &str,
    here: Here,
) -> Option<Answered> {
    answer_showing(http, target, work, defer_first, context, here, None).await
}

/// The latest progress report of an action, and how often to show it.
pub type Shown = Option<(tokio::sync::watch::Receiver<String>, std::time::Duration)>;

/// [`answer`], and once deferred, the deferred message shows the action's
/// latest progress report (edited at most once per period).
pub async fn answer_showing(
    http: &Http,
    target: Target<'_>,
    work: impl Future<Output = Result<Reply, ServiceError>>,
    defer_first: bool,
    context: &str,
    here: Here,
    shown: Shown,
) -> Option<Answered> {
    let mut succeeded = None;
    let began = std::time::Instant::now();
    let mut outcome = |r: Result<Reply, ServiceError>| {
        let label = match &r {
            Ok(_) => "ok",
            Err(ServiceError::User(_)) => "refused",
            Err(ServiceError::Internal(_)) => "error",
        };
        crate::metrics::get().interaction(context, label, began.elapsed());
        match r {
            Ok(reply) => {
                succeeded = Some(reply.clone());
                reply
            }
            Err(e) => error_reply(&e, target.id(), context, here.lang),
        }
    };
    let mut work = std::pin::pin!(work);
    let quick = if defer_first {
        None
    } else {
        tokio::select! {
            r = &mut work => Some(r),
            _ = tokio::time::sleep(DEFER_AFTER) => None,
        }
    };
    if let Some(r) = quick {
        let mut reply = outcome(r);
        let mut posted = None;
        if let Some((m, pointer)) = route(http, &reply, here, context, target.id()).await {
            posted = Some(m);
            reply = pointer;
        }
        // Stepping through a private view replaces it in place.
        let in_place = match target.of {
            Of::Component(c) => {
                reply.replace
                    && reply.ephemeral
                    && c.message
                        .flags
                        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
            }
            Of::Command(_) => false,
        };
        let response = if in_place {
            CreateInteractionResponse::UpdateMessage(message(&reply))
        } else {
            CreateInteractionResponse::Message(message(&reply))
        };
        let mut answered = target.create(http, response, &reply.files).await;
        if answered.as_ref().is_err_and(malformed) {
            let plain = CreateInteractionResponse::Message(message(&plain(&reply)));
            answered = target.create(http, plain, &[]).await;
        }
        if let Err(e) = &answered {
            tracing::warn!(context, "could not answer an interaction: {e}");
            if posted.is_none() && forgotten(e) {
                posted = post_instead(http, &reply, here, context, target.id()).await;
            }
        }
        let delivered = answered.is_ok() || posted.is_some();
        let unconfirmed = posted.is_none() && matches!(answered, Ok(Handed::ToEndpoint));
        return succeeded.map(|reply| Answered {
            reply,
            posted,
            delivered,
            unconfirmed,
            read: None,
        });
    }
    let deferred = target
        .create(
            http,
            CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
            &[],
        )
        .await;
    if let Err(e) = &deferred {
        tracing::warn!(context, "could not defer an interaction: {e}");
    }
    // Not acknowledged in time: Discord has forgotten the interaction.
    let lost = deferred.as_ref().is_err_and(forgotten);
    let done = match shown {
        None => work.await,
        Some((mut rx, every)) => {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    r = &mut work => break r,
                    _ = tick.tick() => {
                        if lost || !rx.has_changed().unwrap_or(false) {
                            continue;
                        }
                        let text = rx.borrow_and_update().clone();
                        if text.is_empty() {
                            continue;
                        }
                        if let Err(e) = target.edit(http, EditInteractionResponse::new().content(text)).await {
                            tracing::warn!(context, "could not show progress: {e}");
                        }
                    }
                }
            }
        }
    };
    let mut reply = outcome(done);
    let mut posted = None;
    if let Some((m, pointer)) = route(http, &reply, here, context, target.id()).await {
        posted = Some(m);
        reply = pointer;
    }
    let sent = if lost {
        deferred.map(drop)
    } else if reply.ephemeral {
        // A deferred answer is public; a private one replaces it.
        let _ = target.delete(http).await;
        let mut sent = target.followup(http, followup(&reply)).await;
        if sent.as_ref().is_err_and(malformed) {
            sent = target.followup(http, followup(&plain(&reply))).await;
        }
        sent
    } else {
        let mut sent = target.edit(http, edit(&reply)).await;
        if sent.as_ref().is_err_and(malformed) {
            sent = target.edit(http, edit(&plain(&reply))).await;
        }
        sent
    };
    if let Err(e) = &sent {
        if !lost {
            tracing::warn!(context, "could not send a deferred answer: {e}");
        }
        if posted.is_none() && forgotten(e) {
            posted = post_instead(http, &reply, here, context, target.id()).await;
        }
    }
    let delivered = sent.is_ok() || posted.is_some();
    succeeded.map(|reply| Answered {
        reply,
        posted,
        delivered,
        unconfirmed: false,
        read: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A public reply about a game goes to its thread; from a DM, to the
    /// channel of a server game; otherwise it stays where it was asked.
    #[test]
    fn a_reply_goes_to_the_games_thread_or_from_a_dm_to_its_channel() {
        let reply = |thread, guild| Reply {
            game: Some(GameLink {
                id: 1,
                guild,
                channel: Some(30),
                thread,
                ..GameLink::default()
            }),
            ..Reply::text("alice played e4.")
        };
        let here = ChannelId::new(77);
        let to = |r: &Reply, in_dm| elsewhere(r, here, in_dm).map(ChannelId::get);
        assert_eq!(to(&reply(Some(40), Some(5)), false), Some(40));
        assert_eq!(to(&reply(Some(40), Some(5)), true), Some(40));
        // Asked in the thread itself: answered there.
        assert_eq!(elsewhere(&reply(Some(77), Some(5)), here, false), None);
        // No thread: in a server, where it was asked; from a DM, the
        // game's channel (a game outside any server has none).
        assert_eq!(to(&reply(None, Some(5)), false), None);
        assert_eq!(to(&reply(None, Some(5)), true), Some(30));
        assert_eq!(to(&reply(None, None), true), None);
        // No channel recorded (0): nowhere else.
        assert_eq!(to(&reply(Some(0), Some(5)), false), None);
        // A private answer is never moved.
        let private = Reply {
            ephemeral: true,
            ..reply(Some(40), Some(5))
        };
        assert_eq!(to(&private, false), None);
    }

    /// A DM's link goes to the game's first message: in the channel when
    /// the thread was opened from it, else in the thread; to the thread
    /// when no message is known; nowhere without either.
    #[test]
    fn game_links_point_at_the_first_message() {
        let link = |message, thread, channel| GameLink {
            id: 1,
            guild: Some(5),
            channel,
            thread,
            message,
            ..GameLink::default()
        };
        let url = |l: &GameLink| game_url(l).unwrap_or_default();
        assert_eq!(
            url(&link(Some(9), Some(9), Some(3))),
            "https://discord.com/channels/5/3/9"
        );
        assert_eq!(
            url(&link(Some(9), Some(8), Some(3))),
            "https://discord.com/channels/5/8/9"
        );
        assert_eq!(
            url(&link(Some(9), None, Some(3))),
            "https://discord.com/channels/5/3/9"
        );
        assert_eq!(
            url(&link(None, Some(8), Some(3))),
            "https://discord.com/channels/5/8"
        );
        assert_eq!(game_url(&link(None, None, Some(3))), None);
        assert_eq!(game_url(&link(Some(9), None, None)), None);
        let dm = GameLink {
            guild: None,
            ..link(Some(9), None, Some(3))
        };
        assert_eq!(url(&dm), "https://discord.com/channels/@me/3/9");
    }

    /// Whatever a reply holds, the message made of it keeps Discord's
    /// limits: at most 5 rows, 5 buttons a row, 25 options a menu, labels
    /// of 80, option texts of 100 and placeholders of 150 characters, 10
    /// files, 100 mentions, 2,000 characters of text.
    #[test]
    fn what_is_sent_keeps_discords_limits_whatever_the_reply() {
        use crate::service::{Attachment, Menu, MenuOption, Select};
        let long = "é".repeat(400);
        let menu = |page| Menu {
            select: Select::Pieces {
                game: i64::MAX,
                ply: page,
            },
            placeholder: long.clone(),
            options: (0..40)
                .map(|i| MenuOption {
                    label: long.clone(),
                    value: format!("v{i}"),
                    description: Some(long.clone()),
                })
                .collect(),
        };
        let reply = Reply {
            text: long.repeat(10),
            mentions: (1..=150).collect(),
            files: (0..12)
                .map(|i| Attachment {
                    name: format!("{i}.png"),
                    bytes: vec![1, 2, 3],
                    text: None,
                })
                .collect(),
            buttons: (0..12)
                .map(|g| Button::Resign { game: g, ply: 0 })
                .chain([Button::Rematch { game: i64::MAX }])
                .collect(),
            menus: (0..7).map(menu).collect(),
            ..Reply::default()
        };
        let sent = serde_json::to_value(post(&reply)).unwrap();
        let len = |v: &serde_json::Value| v.as_str().map_or(0, |t| t.chars().count());
        assert_eq!(len(&sent["content"]), MAX_CONTENT);
        assert_eq!(
            sent["allowed_mentions"]["users"].as_array().unwrap().len(),
            100
        );
        assert_eq!(files(&reply).len(), 10);
        let rows = sent["components"].as_array().unwrap();
        assert_eq!(rows.len(), MAX_ROWS);
        for row in rows {
            let items = row["components"].as_array().unwrap();
            assert!((1..=ROW_BUTTONS).contains(&items.len()), "{row}");
            for c in items {
                assert!(len(&c["custom_id"]) <= 100, "{c}");
                assert!(len(&c["label"]) <= 80, "{c}");
                assert!(len(&c["placeholder"]) <= 150, "{c}");
                if let Some(options) = c["options"].as_array() {
                    assert_eq!(options.len(), MENU_OPTIONS);
                    for o in options {
                        assert_eq!(len(&o["label"]), 100, "{o}");
                        assert_eq!(len(&o["description"]), 100, "{o}");
                    }
                }
            }
        }
        assert_eq!(fit("ab", 2), "ab");
        assert_eq!(fit("abc", 2), "a…");
        assert_eq!(fit(&"é".repeat(101), 100).chars().count(), 100);
    }

    /// A game's message links to its live table beside its last row of
    /// buttons (style 5, a URL, no custom id), in the reply's language;
    /// on a row of its own only where no menu is lost; never in a
    /// private reply, nor with an address Discord would refuse.
    #[test]
    fn a_games_message_links_to_its_live_table() {
        use crate::service::{Menu, Select};
        let url = "https://alice.example/g/7-0123456789abcdef0123456789abcdef";
        let reply = |buttons: Vec<Button>, menus: usize, watch: Option<String>| Reply {
            buttons,
            menus: (0..menus)
                .map(|i| Menu {
                    select: Select::Pieces {
                        game: 7,
                        ply: i as i64,
                    },
                    placeholder: "p".into(),
                    options: Vec::new(),
                })
                .collect(),
            game: Some(GameLink {
                id: 7,
                watch,
                ..GameLink::default()
            }),
            lang: Lang::parse("de").unwrap(),
            ..Reply::default()
        };
        let rows_of = |r: &Reply| serde_json::to_value(rows(r)).unwrap();
        let actions = vec![
            Button::Resign { game: 7, ply: 2 },
            Button::OfferDraw { game: 7, ply: 2 },
        ];
        let sent = rows_of(&reply(actions.clone(), 1, Some(url.into())));
        assert_eq!(sent.as_array().unwrap().len(), 2);
        assert_eq!(
            sent[0]["components"][2],
            serde_json::json!({"type": 2, "style": 5, "url": url, "label": "Live zuschauen", "disabled": false})
        );
        // A full row: the link gets a row of its own, if a menu keeps its.
        let five: Vec<Button> = (0..5).map(|g| Button::Resign { game: g, ply: 0 }).collect();
        let sent = rows_of(&reply(five.clone(), 2, Some(url.into())));
        assert_eq!(sent.as_array().unwrap().len(), 4);
        assert_eq!(sent[1]["components"][0]["url"], url);
        let ten: Vec<Button> = (0..10)
            .map(|g| Button::Resign { game: g, ply: 0 })
            .collect();
        let sent = rows_of(&reply(ten, 3, Some(url.into())));
        assert_eq!(sent.as_array().unwrap().len(), 5);
        assert!(!sent.to_string().contains(url));
        // No button without a table, in a private reply, or past 512.
        assert!(!rows_of(&reply(actions.clone(), 0, None))
            .to_string()
            .contains("\"url\""));
        let mut private = reply(actions.clone(), 0, Some(url.into()));
        private.ephemeral = true;
        assert!(!rows_of(&private).to_string().contains(url));
        let long = format!("https://a.example/{}", "x".repeat(500));
        assert!(!rows_of(&reply(actions, 0, Some(long.clone())))
            .to_string()
            .contains(&long));
    }

    /// Every control's id fits Discord's 100 characters at the largest
    /// numbers it can carry, and every button's label its 80, in every
    /// language.
    #[test]
    fn every_custom_id_and_label_fits_at_the_largest_numbers() {
        use crate::service::{Arrow, Select};
        use alice_core::three::SetBoard;
        use alice_core::Square;
        let n = i64::MIN;
        let from = Square::new(63);
        let mut ids: Vec<String> = [
            Button::Accept { challenge: n },
            Button::Decline { challenge: n },
            Button::Resign { game: n, ply: n },
            Button::ConfirmResign { game: n, ply: n },
            Button::KeepPlaying { game: n },
            Button::OfferDraw { game: n, ply: n },
            Button::Rematch { game: n },
            Button::Solve { day: n },
            Button::Join { tournament: n },
            Button::Leave { tournament: n },
        ]
        .into_iter()
        .chain(
            [Arrow::First, Arrow::Previous, Arrow::Next, Arrow::Last].map(|arrow| {
                Button::History {
                    game: n,
                    ply: n,
                    arrow,
                    off: false,
                }
            }),
        )
        .map(|b| {
            for lang in Lang::all() {
                assert!(b.label_in(lang).chars().count() <= 80, "{b:?}");
            }
            b.custom_id()
        })
        .collect();
        for board in [SetBoard::A, SetBoard::B, SetBoard::C] {
            ids.push(Select::Pieces { game: n, ply: n }.custom_id());
            ids.push(
                Select::PuzzlePieces {
                    attempt: n,
                    step: n,
                }
                .custom_id(),
            );
            let page = crate::service::reply::MENU_PAGES - 1;
            ids.push(
                Select::Moves {
                    game: n,
                    ply: n,
                    from,
                    board,
                    page,
                }
                .custom_id(),
            );
            ids.push(
                Select::PuzzleMoves {
                    attempt: n,
                    step: n,
                    from,
                    board,
                    page,
                }
                .custom_id(),
            );
        }
        for id in ids {
            assert!(id.chars().count() <= 100, "{id}");
        }
    }

    #[test]
    fn mentions_come_first_and_long_texts_are_cut() {
        let mut r = Reply::text("bob (Black) to move.");
        r.mentions = vec![42, 7];
        assert_eq!(content(&r), "<@42> <@7>\nbob (Black) to move.");
        r.ephemeral = true;
        assert_eq!(content(&r), "bob (Black) to move.");
        // Exactly at the limit: whole.
        let full = "é".repeat(MAX_CONTENT);
        assert_eq!(content(&Reply::text(full.clone())), full);
        let long = Reply::text("é".repeat(3000));
        let c = content(&long);
        assert_eq!(c.chars().count(), MAX_CONTENT);
        assert!(c.ends_with('…'));
    }
}

//! The Discord adapter: connects with serenity, registers the slash
//! commands, turns interactions into service calls and replies into
//! messages, and posts the sweeper's notices. No game logic lives here.

pub mod commands;
pub mod respond;

use crate::service::{Control, Direct, GameLink, Place, Reply, Select, Service};
use commands::display_name;
use respond::{answer, Answered, Here, Target};
use serenity::all::{
    AutoArchiveDuration, AutocompleteChoice, ChannelId, ChannelType, ClientBuilder, Command,
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, CreateThread, EditMessage, EditThread,
    EventHandler, GatewayIntents, GuildId, HttpBuilder, Interaction, Ready, ResolvedValue, UserId,
};
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Semaphore};

/// How the bot connects; read from the environment by [`Settings::from_env`].
#[derive(Clone)]
pub struct Settings {
    pub token: String,
    /// Register the commands in this server only (instant) instead of
    /// globally.
    pub guild_id: Option<u64>,
    /// Send all Discord HTTP through this base URL (serenity's own rate
    /// limiter is then off).
    pub proxy_url: Option<String>,
    /// How often the sweeper looks for timeouts, reminders and expiries.
    pub sweep_every: Duration,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"(hidden)")
            .field("guild_id", &self.guild_id)
            .field("proxy_url", &self.proxy_url)
            .field("sweep_every", &self.sweep_every)
            .finish()
    }
}

/// Checks a bot token's form without ever repeating it.
pub fn check_token(raw: Option<&str>) -> Result<String, String> {
    let raw = raw.ok_or(
        "DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example)",
    )?;
    let token = raw.trim();
    let token = token.strip_prefix("Bot ").unwrap_or(token).trim();
    if token.is_empty() {
        return Err("DISCORD_TOKEN is empty: put the bot's token in .env or the environment (see .env.example)".into());
    }
    let parts: Vec<&str> = token.split('.').collect();
    let well_formed = parts.len() == 3
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        });
    if !well_formed {
        return Err("DISCORD_TOKEN is malformed: a bot token is three parts of letters, digits, '-' and '_' joined by dots (copy it from Bot > Reset Token in the Discord developer portal)".into());
    }
    Ok(token.to_string())
}

impl Settings {
    /// Reads `DISCORD_TOKEN` (required), `DISCORD_GUILD_ID` and
    /// `DISCORD_PROXY_URL`. The error is one line for the operator.
    pub fn from_env() -> Result<Settings, String> {
        let var = |k: &str| {
            std::env::var(k)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = check_token(std::env::var("DISCORD_TOKEN").ok().as_deref())?;
        let guild_id = var("DISCORD_GUILD_ID")
            .map(|v| {
                v.parse::<u64>().ok().filter(|&g| g > 0).ok_or_else(|| {
                    format!("DISCORD_GUILD_ID must be a server id (a number), not `{v}`")
                })
            })
            .transpose()?;
        let proxy_url = var("DISCORD_PROXY_URL")
            .map(|v| {
                if v.starts_with("http://") || v.starts_with("https://") {
                    Ok(v.trim_end_matches('/').to_string())
                } else {
                    Err(format!(
                        "DISCORD_PROXY_URL must start with http:// or https://, not `{v}`"
                    ))
                }
            })
            .transpose()?;
        Ok(Settings {
            token,
            guild_id,
            proxy_url,
            sweep_every: Duration::from_secs(30),
        })
    }
}

/// Counts actions in flight, so that a shutdown lets them finish.
struct Gate {
    permits: Semaphore,
    closing: AtomicBool,
}

const GATE_PERMITS: u32 = 1 << 20;

impl Gate {
    fn new() -> Gate {
        Gate {
            permits: Semaphore::new(GATE_PERMITS as usize),
            closing: AtomicBool::new(false),
        }
    }

    fn enter(&self) -> Option<tokio::sync::SemaphorePermit<'_>> {
        if self.closing.load(Ordering::SeqCst) {
            return None;
        }
        self.permits.try_acquire().ok()
    }

    /// Refuses new actions and waits (at most `limit`) for those in flight.
    async fn close(&self, limit: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        tokio::time::timeout(limit, self.permits.acquire_many(GATE_PERMITS))
            .await
            .is_ok_and(|p| p.is_ok())
    }
}

struct Handler {
    service: Arc<Service>,
    settings: Settings,
    gate: Arc<Gate>,
    me: AtomicU64,
    sweeper_started: AtomicBool,
    stop: watch::Receiver<bool>,
}

fn player_of(
    user: &serenity::all::User,
    member: Option<&serenity::all::Member>,
) -> crate::service::Player {
    let mut p = crate::service::Player::new(
        user.id.get() as i64,
        display_name(user, member.and_then(|m| m.nick.as_deref())),
    );
    // Interactions carry the member's permissions in this channel.
    p.manages_server = member
        .and_then(|m| m.permissions)
        .is_some_and(|perms| perms.manage_guild());
    p
}

/// Discord's JSON error code of a refused request (50001, 50007, 50013…).
pub fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code)
        }
        _ => None,
    }
}

/// Missing access or permissions: the server does not let the bot do it.
const REFUSED: [isize; 2] = [50001, 50013];
/// The user does not accept direct messages from the bot.
const DM_REFUSED: isize = 50007;

fn is_thread(channel: Option<&serenity::all::PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
        )
    })
}

impl Handler {
    fn place(guild: Option<GuildId>, channel: ChannelId) -> Place {
        Place::new(guild.map(|g| g.get() as i64), Some(channel.get() as i64))
    }

    async fn on_command(&self, ctx: &Context, c: &CommandInteraction) {
        let player = player_of(&c.user, c.member.as_deref());
        let context = format!("/{} by {}", c.data.name, player.id);
        tracing::debug!(context, "command");
        let here = Here {
            channel: c.channel_id,
            in_dm: c.guild_id.is_none(),
        };
        let request = match commands::parse(&c.data, self.me.load(Ordering::Relaxed)) {
            Ok(r) => r,
            Err(e) => {
                let reply = Reply::private(e.to_string());
                answer(
                    ctx,
                    Target::Command(c),
                    async { Ok(reply) },
                    false,
                    &context,
                    here,
                )
                .await;
                return;
            }
        };
        let think = request.may_think(&self.service, &player).await;
        let place = Self::place(c.guild_id, c.channel_id);
        let work = request.execute(&self.service, &player, place);
        let target = Target::Command(c);
        if let Some(done) = answer(ctx, target, work, think, &context, here).await {
            let in_thread = is_thread(c.channel.as_ref());
            self.after(ctx, target, done, here, in_thread, &context)
                .await;
        }
    }

    async fn on_component(&self, ctx: &Context, c: &ComponentInteraction) {
        let player = player_of(&c.user, c.member.as_ref());
        let id = c.data.custom_id.clone();
        let context = format!("control {id} by {}", player.id);
        tracing::debug!(context, "control");
        let values: Vec<String> = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.clone(),
            _ => Vec::new(),
        };
        let here = Here {
            channel: c.channel_id,
            in_dm: c.guild_id.is_none(),
        };
        let control = Control::parse(&id);
        let think = match control {
            Some(Control::Select(Select::Moves { game, .. })) => self
                .service
                .involves_bot(player.id, Some(game))
                .await
                .unwrap_or(false),
            _ => false,
        };
        let place = Self::place(c.guild_id, c.channel_id);
        let work = self.service.press(&player, place, &id, &values);
        let target = Target::Component(c);
        let Some(done) = answer(ctx, target, work, think, &context, here).await else {
            return;
        };
        // An answered challenge or a resigned game: its buttons are spent.
        if control.is_some_and(|k| k.spends_message()) {
            let spent = EditMessage::new().components(Vec::new());
            if let Err(e) = c
                .channel_id
                .edit_message(&ctx.http, c.message.id, spent)
                .await
            {
                tracing::warn!(context, "could not remove spent buttons: {e}");
            }
        }
        let in_thread = is_thread(c.channel.as_ref());
        self.after(ctx, target, done, here, in_thread, &context)
            .await;
    }

    /// What follows an answer, after the player has it: the new game's
    /// thread, the result line in the channel of a game played in a
    /// thread, and the turn notices by DM.
    async fn after(
        &self,
        ctx: &Context,
        target: Target<'_>,
        done: Answered,
        here: Here,
        in_thread: bool,
        context: &str,
    ) {
        let Answered { reply, posted } = done;
        let Some(link) = reply.game.clone() else {
            return;
        };
        if link.starts && !reply.ephemeral {
            let message = match posted {
                Some(m) => Some(m),
                None => match target.response(ctx).await {
                    Ok(m) => Some(m),
                    Err(e) => {
                        tracing::warn!(context, "could not read the game's first message: {e}");
                        None
                    }
                },
            };
            if let Some(m) = message {
                self.open_thread(ctx, &link, &m, here, in_thread, context)
                    .await;
            }
        }
        if let (Some(line), Some(t), Some(ch)) = (&link.result_line, link.thread, link.channel) {
            if t != ch && ch > 0 {
                let text = Reply::text(format!("{line} <#{t}>"));
                if let Err(e) = ChannelId::new(ch as u64)
                    .send_message(&ctx.http, respond::post(&text))
                    .await
                {
                    tracing::warn!(context, "could not post the result line: {e}");
                }
            }
        }
        if reply.direct.is_empty() {
            return;
        }
        let mut fresh = link.clone();
        if fresh.message.is_none() || fresh.thread.is_none() {
            // The thread may have just been opened: link to it.
            if let Ok(now) = self.service.game_link(link.id).await {
                fresh.message = now.message;
                fresh.thread = now.thread;
            }
        }
        send_directs(&ctx.http, &reply.direct, &fresh, context).await;
    }

    /// Opens the thread of a game that just started from its first message
    /// (or renames the thread a rematch goes on in), and records where the
    /// game is played.
    async fn open_thread(
        &self,
        ctx: &Context,
        link: &GameLink,
        first: &serenity::all::Message,
        here: Here,
        in_thread: bool,
        context: &str,
    ) {
        let game = link.id;
        let mut thread = None;
        if let Some(t) = link.thread.filter(|&t| t > 0) {
            let rename = EditThread::new().name(link.thread_name.clone());
            if let Err(e) = ChannelId::new(t as u64)
                .edit_thread(&ctx.http, rename)
                .await
            {
                tracing::warn!(context, game, "could not rename the game's thread: {e}");
            }
        } else if link.guild.is_some() && link.threads_allowed && !here.in_dm && !in_thread {
            let new = CreateThread::new(link.thread_name.clone())
                .auto_archive_duration(AutoArchiveDuration::OneWeek);
            match first
                .channel_id
                .create_thread_from_message(&ctx.http, first.id, new)
                .await
            {
                Ok(t) => thread = Some(t.id.get() as i64),
                Err(e) if discord_code(&e).is_some_and(|c| REFUSED.contains(&c)) => {
                    tracing::info!(context, game, "no thread (not allowed here): {e}");
                }
                Err(e) => tracing::warn!(context, game, "could not open the game's thread: {e}"),
            }
        }
        if let Err(e) = self
            .service
            .set_game_place(game, Some(first.id.get() as i64), thread)
            .await
        {
            tracing::error!(context, game, "could not record the game's thread: {e}");
        }
    }

    async fn on_autocomplete(&self, ctx: &Context, c: &CommandInteraction) {
        let Some(focused) = c.data.autocomplete() else {
            return;
        };
        let player = c.user.id.get() as i64;
        let mut game = c.data.options().iter().find_map(|o| match o.value {
            ResolvedValue::Integer(v) if o.name == "game" => Some(v),
            _ => None,
        });
        if game.is_none() && focused.name == "move" {
            // Typed in a game's thread: that game.
            let here = Some(c.channel_id.get() as i64);
            game = self
                .service
                .game_in_channel(player, here)
                .await
                .unwrap_or(None);
        }
        let service = &self.service;
        let typed = focused.value;
        let choices = match focused.name {
            "move" => listed(
                service.move_choices(player, game, typed).await.map(|l| {
                    l.into_iter()
                        .map(|san| (san.clone(), san))
                        .collect::<Vec<_>>()
                }),
                "moves",
            ),
            "game" => listed(service.game_choices(player, typed).await, "games"),
            "challenge" => listed(
                service
                    .challenge_choices(player, typed, c.data.name == "decline")
                    .await,
                "challenges",
            ),
            _ => Vec::new(),
        };
        let response = CreateAutocompleteResponse::new().set_choices(choices);
        if let Err(e) = c
            .create_response(&ctx.http, CreateInteractionResponse::Autocomplete(response))
            .await
        {
            tracing::warn!("could not send suggestions: {e}");
        }
    }

    async fn register(&self, ctx: &Context) {
        let defs = commands::definitions();
        let done = match self.settings.guild_id {
            Some(g) => GuildId::new(g).set_commands(&ctx.http, defs).await,
            None => Command::set_global_commands(&ctx.http, defs).await,
        };
        match done {
            Ok(list) => tracing::info!(
                commands = list.len(),
                guild = ?self.settings.guild_id,
                "slash commands registered"
            ),
            Err(e) => tracing::error!("could not register the slash commands: {e}"),
        }
    }
}

/// Suggestions as Discord choices; a failure is logged and offers nothing.
fn listed<T: Into<serde_json::Value>>(
    found: Result<Vec<(String, T)>, crate::service::ServiceError>,
    what: &str,
) -> Vec<AutocompleteChoice> {
    match found {
        Ok(list) => list
            .into_iter()
            .map(|(name, value)| AutocompleteChoice::new(name, value))
            .collect(),
        Err(e) => {
            tracing::error!("suggesting {what}: {e}");
            Vec::new()
        }
    }
}

/// Sends turn notices by DM (with a link to the game); a player who does
/// not take DMs from the bot gets the notice as a mention in the game's
/// thread or channel instead.
async fn send_directs(
    http: &serenity::http::Http,
    directs: &[Direct],
    link: &GameLink,
    context: &str,
) {
    for d in directs {
        let mut reply = d.reply.clone();
        if let Some(url) = respond::game_url(link) {
            reply.text.push_str(&format!("\nGame: {url}"));
        }
        let user = UserId::new(d.player.max(1) as u64);
        let sent = match user.create_dm_channel(http).await {
            Ok(dm) => dm
                .id
                .send_message(http, respond::post(&reply))
                .await
                .map(drop),
            Err(e) => Err(e),
        };
        let Err(e) = sent else { continue };
        if discord_code(&e) != Some(DM_REFUSED) {
            tracing::warn!(context, player = d.player, "could not send a DM: {e}");
        }
        let Some(place) = link.thread.or(link.channel).filter(|&p| p > 0) else {
            continue;
        };
        let mention = Reply {
            text: d.reply.text.clone(),
            mentions: vec![d.player],
            ..Reply::default()
        };
        if let Err(e) = ChannelId::new(place as u64)
            .send_message(http, respond::post(&mention))
            .await
        {
            tracing::warn!(context, player = d.player, "could not post a notice: {e}");
        }
    }
}

/// Posts the sweeper's notices in their games' places, sends its DMs and
/// archives the threads of games long over.
async fn sweep_once(service: &Service, http: &serenity::http::Http) {
    // Failed items are logged by the sweeper; the others' notices go out.
    let sweep = service.sweep().await;
    for n in sweep.notices {
        let place = n.channel_id.filter(|&c| c > 0);
        if let (Some(channel), false) = (place, n.quiet) {
            let reply = Reply {
                text: n.text.clone(),
                mentions: n.mentions.clone(),
                ..Reply::default()
            };
            if let Err(e) = ChannelId::new(channel as u64)
                .send_message(http, respond::post(&reply))
                .await
            {
                tracing::warn!(channel, "could not post a notice: {e}");
            }
        }
        if let (Some((channel, line)), Some(thread)) = (&n.result_line, place) {
            let text = Reply::text(format!("{line} <#{thread}>"));
            if let Err(e) = ChannelId::new(*channel as u64)
                .send_message(http, respond::post(&text))
                .await
            {
                tracing::warn!(channel, "could not post a result line: {e}");
            }
        }
        if !n.direct.is_empty() {
            let link = match n.direct[0].reply.game.clone() {
                Some(l) => l,
                None => GameLink {
                    channel: place,
                    ..GameLink::default()
                },
            };
            send_directs(http, &n.direct, &link, "sweeper").await;
        }
    }
    for thread in sweep.archive {
        let archive = EditThread::new().archived(true);
        if let Err(e) = ChannelId::new(thread.max(1) as u64)
            .edit_thread(http, archive)
            .await
        {
            tracing::warn!(thread, "could not archive a finished game's thread: {e}");
        }
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(
            user = %ready.user.name,
            guilds = ready.guilds.len(),
            "connected to Discord"
        );
        self.me.store(ready.user.id.get(), Ordering::Relaxed);
        self.register(&ctx).await;
        if !self.sweeper_started.swap(true, Ordering::SeqCst) {
            let service = self.service.clone();
            let gate = self.gate.clone();
            let every = self.settings.sweep_every;
            let mut stop = self.stop.clone();
            let http = ctx.http.clone();
            tokio::spawn(async move {
                let mut tick = tokio::time::interval(every);
                tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
                loop {
                    tokio::select! {
                        _ = tick.tick() => {}
                        _ = stop.changed() => break,
                    }
                    let Some(_permit) = gate.enter() else { break };
                    sweep_once(&service, &http).await;
                }
            });
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let Some(_permit) = self.gate.enter() else {
            // Shutting down: say so rather than let the interaction fail.
            let busy = Reply::private("I am restarting; nothing was done. Try again in a minute.");
            let target = match &interaction {
                Interaction::Command(c) => Target::Command(c),
                Interaction::Component(c) => Target::Component(c),
                _ => return,
            };
            let here = Here {
                channel: match &interaction {
                    Interaction::Command(c) => c.channel_id,
                    Interaction::Component(c) => c.channel_id,
                    _ => return,
                },
                in_dm: false,
            };
            answer(&ctx, target, async { Ok(busy) }, false, "shutdown", here).await;
            return;
        };
        match &interaction {
            Interaction::Command(c) => self.on_command(&ctx, c).await,
            Interaction::Autocomplete(c) => self.on_autocomplete(&ctx, c).await,
            Interaction::Component(c) => self.on_component(&ctx, c).await,
            _ => {}
        }
    }
}

/// Runs the bot until `shutdown` completes, then lets the actions in
/// flight finish (up to 30 s) and closes the store.
pub async fn run(
    service: Arc<Service>,
    settings: Settings,
    shutdown: impl Future<Output = ()>,
) -> Result<(), String> {
    let mut http = HttpBuilder::new(&settings.token);
    if let Some(proxy) = &settings.proxy_url {
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let gate = Arc::new(Gate::new());
    let (stop_tx, stop) = watch::channel(false);
    let handler = Handler {
        service: service.clone(),
        settings,
        gate: gate.clone(),
        me: AtomicU64::new(0),
        sweeper_started: AtomicBool::new(false),
        stop,
    };
    let mut client = ClientBuilder::new_with_http(http.build(), GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let shards = client.shard_manager.clone();
    let result = tokio::select! {
        r = client.start() => r.map_err(|e| format!("Discord connection failed: {e}")),
        _ = shutdown => Ok(()),
    };
    tracing::info!("shutting down: finishing actions in flight");
    let _ = stop_tx.send(true);
    shards.shutdown_all().await;
    if !gate.close(Duration::from_secs(30)).await {
        tracing::warn!("some actions were still running after 30 s");
    }
    service.store().close().await;
    tracing::info!("stopped");
    result
}

#[cfg(test)]
mod tests {
    use super::check_token;

    #[test]
    fn tokens_are_checked_without_being_repeated() {
        let secret = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.abcdefghijklmnopqrstuvwxyz0123456789AB";
        assert_eq!(check_token(Some(secret)).unwrap(), secret);
        assert_eq!(
            check_token(Some(&format!("Bot {secret}\n"))).unwrap(),
            secret
        );
        let err = check_token(None).unwrap_err();
        assert!(err.starts_with("DISCORD_TOKEN is not set"));
        for bad in [
            "", "   ", "abc", "a.b", "a.b.c.d", "a..c", "a.b.c d", "a.b.c%",
        ] {
            let err = check_token(Some(bad)).unwrap_err();
            assert!(err.starts_with("DISCORD_TOKEN is"), "{bad}: {err}");
            if bad.len() > 3 {
                assert!(!err.contains(bad.trim()), "{err}");
            }
        }
    }
}

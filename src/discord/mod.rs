//! The Discord adapter: connects with serenity, registers the slash
//! commands, turns interactions into service calls and replies into
//! messages, and posts the sweeper's notices. No game logic lives here.

mod autocomplete;
pub mod commands;
mod config;
pub mod deliver;
pub mod endpoint;
mod gate;
pub mod nonce;
mod registration;
pub mod respond;
pub mod retry;
mod timers;

pub use config::*;
use gate::Gate;
pub use registration::register;

use crate::lang::Lang;
use crate::service::{Answering, Control, Place, Progress, Reply, Select, Service};
use commands::display_name;
use respond::{answer, answer_showing, Answered, Here, Target, Via};
use retry::Repeat;
use serenity::all::{
    AutocompleteChoice, ChannelId, ClientBuilder, Command, CommandInteraction,
    ComponentInteraction, ComponentInteractionDataKind, Context, CreateAutocompleteResponse,
    CreateInteractionResponse, EditMessage, EventHandler, GatewayIntents, GuildId, Http,
    HttpBuilder, Interaction, Ready, ResolvedValue,
};
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{watch, Semaphore};

/// What the two ways in (the gateway and the HTTP endpoint) share: the
/// service, Discord's REST API, and the gate of actions in flight.
pub struct Bot {
    service: Arc<Service>,
    settings: Connection,
    http: Arc<Http>,
    gate: Arc<Gate>,
    /// The bot's own user id (refused as an opponent).
    me: AtomicU64,
    /// The gateway has said READY at least once.
    connected: AtomicBool,
}

/// The gateway's event handler.
struct Handler {
    bot: Arc<Bot>,
    sweeper_started: AtomicBool,
    registered: AtomicBool,
    stop: watch::Receiver<bool>,
}

fn player_of(
    user: &serenity::all::User,
    member: Option<&serenity::all::Member>,
    locale: &str,
) -> crate::service::Player {
    let mut p = crate::service::Player::new(
        user.id.get() as i64,
        display_name(user, member.and_then(|m| m.nick.as_deref())),
    );
    // Interactions carry the member's permissions in this channel.
    p.manages_server = member
        .and_then(|m| m.permissions)
        .is_some_and(|perms| perms.manage_guild());
    p.locale = Some(locale.to_string()).filter(|l| !l.is_empty());
    p
}

/// A Discord id as stored (a snowflake's 64 bits kept as `i64`, so one
/// past `i64::MAX` is negative) read back as Discord's id; 0, which no
/// id is, as 1.
pub fn snowflake(stored: i64) -> u64 {
    (stored as u64).max(1)
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

/// What Discord said of each field of a request it refused as malformed
/// (50035, "Invalid Form Body"): `path: message (code)`, joined; None for
/// any other answer.
pub fn malformed_fields(e: &serenity::Error) -> Option<String> {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))
            if r.error.code == MALFORMED =>
        {
            let fields: Vec<String> = r
                .error
                .errors
                .iter()
                .map(|f| format!("{}: {} ({})", f.path, f.message, f.code))
                .collect();
            Some(if fields.is_empty() {
                r.error.message.clone()
            } else {
                fields.join("; ")
            })
        }
        _ => None,
    }
}

/// Discord's "Invalid Form Body": a request that breaks a limit of its
/// form (a text too long, too many options, a nonce too long…).
pub const MALFORMED: isize = 50035;
/// Missing access or permissions: the server does not let the bot do it.
const REFUSED: [isize; 2] = [50001, 50013];
/// The user does not accept direct messages from the bot.
const DM_REFUSED: isize = 50007;

impl Bot {
    fn place(guild: Option<GuildId>, channel: ChannelId) -> Place {
        Place::new(guild.map(|g| g.get() as i64), Some(channel.get() as i64))
    }

    async fn on_command(&self, c: &CommandInteraction, via: &Via) {
        let mut player = player_of(&c.user, c.member.as_deref(), &c.locale);
        let context = format!("/{} by {}", c.data.name, player.id);
        tracing::debug!(context, "command");
        let place = Self::place(c.guild_id, c.channel_id);
        self.service
            .settings()
            .languages(&mut player, place, c.guild_locale.as_deref())
            .await;
        let here = Here {
            channel: c.channel_id,
            in_dm: c.guild_id.is_none(),
            lang: player.lang,
        };
        let request = match commands::parse(&c.data, self.me.load(Ordering::Relaxed)) {
            Ok(r) => r,
            Err(e) => {
                let reply = Reply::private(e.text(player.lang));
                answer(
                    &self.http,
                    Target::command(c, via),
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
        let (progress, shown) = Progress::channel();
        let answering = Answering::new(c.id.get(), c.token.clone());
        let player = player.answering_to(answering.clone());
        let work = request.execute_with(&self.service, &player, place, &progress);
        let target = Target::command(c, via);
        let shown = Some((shown, self.settings.progress_every));
        let answered = answer_showing(&self.http, target, work, think, &context, here, shown);
        if let Some(mut done) = answered.await {
            self.answered(target, &answering, &mut done, &context).await;
            self.after();
        }
    }

    async fn on_component(&self, c: &ComponentInteraction, via: &Via) {
        let mut player = player_of(&c.user, c.member.as_ref(), &c.locale);
        let id = c.data.custom_id.clone();
        let context = format!("control {id} by {}", player.id);
        tracing::debug!(context, "control");
        let place = Self::place(c.guild_id, c.channel_id);
        self.service
            .settings()
            .languages(&mut player, place, c.guild_locale.as_deref())
            .await;
        // "Play in Discord": the Activity opens, nothing else happens.
        if id.starts_with(respond::LAUNCH_PREFIX) {
            let target = Target::component(c, via);
            if let Err(e) = target.launch_activity(&self.http).await {
                tracing::warn!(context, error = %e, "launching the Activity");
            }
            return;
        }
        let values: Vec<String> = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.clone(),
            _ => Vec::new(),
        };
        let here = Here {
            channel: c.channel_id,
            in_dm: c.guild_id.is_none(),
            lang: player.lang,
        };
        let control = Control::parse(&id);
        let think = match control {
            Some(Control::Select(Select::Moves { game, .. })) => self
                .service
                .games()
                .involves_bot(player.id, Some(game))
                .await
                .unwrap_or(false),
            _ => false,
        };
        let answering = Answering::new(c.id.get(), c.token.clone());
        let player = player.answering_to(answering.clone());
        let work = self.service.controls().press(&player, place, &id, &values);
        let target = Target::component(c, via);
        let Some(mut done) = answer(&self.http, target, work, think, &context, here).await else {
            return;
        };
        self.answered(target, &answering, &mut done, &context).await;
        // An answered challenge or a resigned game: its buttons are spent.
        if control.is_some_and(|k| k.spends_message()) {
            let spent = EditMessage::new().components(Vec::new());
            let edited = retry::retried("remove spent buttons", Repeat::Safe, || {
                c.channel_id
                    .edit_message(&self.http, c.message.id, spent.clone())
            })
            .await;
            if let Err(e) = edited {
                tracing::warn!(context, "could not remove spent buttons: {e}");
            }
        }
        self.after();
    }

    /// The answer the action owed is given: the outbox need not give it.
    /// An answer in the endpoint's response counts once Discord shows it;
    /// until then its row stays owed, and the deliverer looks for it.
    async fn answered(
        &self,
        target: Target<'_>,
        answering: &Answering,
        done: &mut Answered,
        context: &str,
    ) {
        if !answering.owed() || !done.delivered {
            return;
        }
        if done.unconfirmed {
            if let Err(e) = done.message(target, &self.http).await {
                tracing::debug!(context, "an answer not seen given, left owed: {e}");
                return;
            }
        }
        if let Err(e) = self.service.outbox().answered(answering.interaction).await {
            // Its row comes due: the outbox finds the answer given.
            tracing::warn!(context, "could not record an answer as given: {e}");
        }
    }

    /// What follows an answer, after the player has it: a ring for the
    /// deliverer of what the action owed (its result line, its turn DMs,
    /// a new game's place and thread).
    fn after(&self) {
        self.service.outbox().ring();
    }

    /// One interaction, from either way in. While shutting down, commands
    /// and controls are told so rather than left to fail.
    pub async fn interaction(&self, interaction: &Interaction, via: &Via) {
        let Some(_permit) = self.gate.enter() else {
            let (target, channel, locale) = match interaction {
                Interaction::Command(c) => (Target::command(c, via), c.channel_id, &c.locale),
                Interaction::Component(c) => (Target::component(c, via), c.channel_id, &c.locale),
                _ => return,
            };
            let lang = Lang::from_locale(locale).unwrap_or(Lang::EN);
            let busy = Reply::private(lang.t("restarting"));
            let here = Here {
                channel,
                in_dm: false,
                lang,
            };
            answer(
                &self.http,
                target,
                async { Ok(busy) },
                false,
                "shutdown",
                here,
            )
            .await;
            return;
        };
        match interaction {
            Interaction::Command(c) => self.on_command(c, via).await,
            Interaction::Autocomplete(c) => self.on_autocomplete(c, via).await,
            Interaction::Component(c) => self.on_component(c, via).await,
            _ => {}
        }
    }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        tracing::info!(
            user = %ready.user.name,
            guilds = ready.guilds.len(),
            shard = ?ready.shard.map(|s| (s.id.0, s.total)),
            "connected to Discord"
        );
        self.bot.me.store(ready.user.id.get(), Ordering::Relaxed);
        self.bot.connected.store(true, Ordering::Relaxed);
        // Once per process, whatever the number of its shards.
        if !self.registered.swap(true, Ordering::SeqCst) {
            let activity = self.bot.service.config().activity;
            if let Err(e) = register(&self.bot.http, self.bot.settings.guild_id, activity).await {
                tracing::error!("{e}");
            }
        }
        if !self.sweeper_started.swap(true, Ordering::SeqCst) {
            self.bot.start_sweeper(self.stop.clone());
        }
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        self.bot.interaction(&interaction, &Via::Rest).await;
    }
}

/// Discord's REST client for these settings (through the proxy, if any).
pub fn rest(settings: &Connection) -> Http {
    let mut http = HttpBuilder::new(&settings.token);
    // serenity's own client has no timeout: a call Discord never answers
    // would hold its task for ever.
    if let Ok(client) = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(settings.rest_timeout)
        .build()
    {
        http = http.client(client);
    }
    if let Some(proxy) = &settings.proxy_url {
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    if let Some(app) = settings.application_id {
        http = http.application_id(app.into());
    }
    http.build()
}

impl Bot {
    pub fn new(service: Arc<Service>, settings: Connection) -> Arc<Bot> {
        let http = Arc::new(rest(&settings));
        let me = settings.application_id.unwrap_or(0);
        Arc::new(Bot {
            service,
            settings,
            http,
            gate: Arc::new(Gate::new()),
            me: AtomicU64::new(me),
            connected: AtomicBool::new(false),
        })
    }

    pub fn service(&self) -> &Arc<Service> {
        &self.service
    }

    pub fn http(&self) -> &Arc<Http> {
        &self.http
    }

    /// Refuses new actions, lets those in flight finish (up to `limit`)
    /// and closes the store.
    pub async fn close(&self, limit: Duration) {
        if !self.gate.close(limit).await {
            tracing::warn!("some actions were still running after {limit:?}");
        }
        self.service.store().close().await;
    }
}

/// Draws the images' caches before the first interaction can arrive (on a
/// blocking thread); a failure is logged, and the first image retries.
pub async fn warm_up_images() {
    match tokio::task::spawn_blocking(crate::render::warm_up).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!("drawing the first images failed: {e}"),
        Err(e) => tracing::warn!("drawing the first images failed: {e}"),
    }
}

/// The first look at whether the gateway connected, after start.
const FIRST_LOOK: Duration = Duration::from_secs(5);
/// The longest wait between two words that Discord is still out of reach.
const LONGEST_LOOK: Duration = Duration::from_secs(30 * 60);

/// Until the gateway first connects: says that Discord cannot be reached
/// and why (from a look at its REST API), once after [`FIRST_LOOK`] and
/// then at doubling intervals up to [`LONGEST_LOOK`], while the client
/// keeps trying (its own warnings at every attempt are left out of the
/// default logs).
async fn watch_connection(bot: Arc<Bot>) {
    let started = std::time::Instant::now();
    let mut wait = FIRST_LOOK;
    loop {
        tokio::time::sleep(wait).await;
        if bot.connected.load(Ordering::Relaxed) {
            return;
        }
        let (after_secs, next) = (started.elapsed().as_secs(), (wait * 2).min(LONGEST_LOOK));
        match bot.http.get_gateway().await {
            Ok(_) => tracing::warn!(
                after_secs,
                next_in_secs = next.as_secs(),
                "cannot reach Discord: its API answers but its gateway takes no connection; still trying"
            ),
            Err(e) => {
                // The HTTP client's own words say little ("error while
                // sending"): its causes say why (no such host, refused).
                let mut why = e.to_string();
                let mut last = why.clone();
                let mut cause = std::error::Error::source(&e);
                while let Some(c) = cause {
                    let said = c.to_string();
                    if said != last {
                        why = format!("{why}: {said}");
                        last = said;
                    }
                    cause = c.source();
                }
                tracing::warn!(
                    after_secs,
                    next_in_secs = next.as_secs(),
                    "cannot reach Discord ({why}); still trying"
                )
            }
        }
        wait = next;
    }
}

/// Runs the bot on the gateway until `shutdown` completes, then lets the
/// actions in flight finish (up to 30 s) and closes the store.
pub async fn run(
    service: Arc<Service>,
    settings: Connection,
    shutdown: impl Future<Output = ()>,
) -> Result<(), String> {
    run_shards(service, settings, None, shutdown).await
}

/// [`run`] with this process's share of the shards.
pub async fn run_shards(
    service: Arc<Service>,
    settings: Connection,
    shards: Option<Shards>,
    shutdown: impl Future<Output = ()>,
) -> Result<(), String> {
    let bot = Bot::new(service, settings);
    warm_up_images().await;
    let (stop_tx, stop) = watch::channel(false);
    let handler = Handler {
        bot: bot.clone(),
        sweeper_started: AtomicBool::new(false),
        registered: AtomicBool::new(false),
        stop,
    };
    let mut client = ClientBuilder::new_with_http(rest(&bot.settings), GatewayIntents::empty())
        .event_handler(handler)
        .await
        .map_err(|e| format!("cannot start the Discord client: {e}"))?;
    let manager = client.shard_manager.clone();
    let watcher = tokio::spawn(watch_connection(bot.clone()));
    let started = async {
        match shards {
            // serenity's range end is inclusive.
            Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
            None => client.start().await,
        }
    };
    let result = tokio::select! {
        r = started => r.map_err(|e| format!("Discord connection failed: {e}")),
        _ = shutdown => Ok(()),
    };
    watcher.abort();
    tracing::info!("shutting down: finishing actions in flight");
    let _ = stop_tx.send(true);
    manager.shutdown_all().await;
    bot.close(Duration::from_secs(30)).await;
    tracing::info!("stopped");
    result
}

//! The Discord adapter: connects with serenity, registers the slash
//! commands, turns interactions into service calls and replies into
//! messages, and posts the sweeper's notices. No game logic lives here.

pub mod commands;
pub mod deliver;
pub mod endpoint;
pub mod nonce;
pub mod respond;
pub mod retry;

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
    /// How often live games' clocks are looked at between sweeps.
    pub flag_every: Duration,
    /// The application's id (the bot user's, for a bot): from
    /// `DISCORD_APPLICATION_ID`, else read from the token.
    pub application_id: Option<u64>,
    /// How often a long answer (an analysis) shows its progress.
    pub progress_every: Duration,
    /// How long one REST call to Discord may take before it is given up
    /// (and, where that is safe, made again).
    pub rest_timeout: Duration,
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("token", &"(hidden)")
            .field("guild_id", &self.guild_id)
            .field("proxy_url", &self.proxy_url)
            .field("sweep_every", &self.sweep_every)
            .field("flag_every", &self.flag_every)
            .field("application_id", &self.application_id)
            .field("progress_every", &self.progress_every)
            .field("rest_timeout", &self.rest_timeout)
            .finish()
    }
}

/// Said with a missing token: the bot can be tried without Discord.
const TRY_LOCALLY: &str =
    "To try the bot without Discord first, run `alice local` (players are names you type).";

/// Checks a bot token's form without ever repeating it.
pub fn check_token(raw: Option<&str>) -> Result<String, String> {
    let raw = raw.ok_or(format!(
        "DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example). {TRY_LOCALLY}"
    ))?;
    let token = raw.trim();
    let token = token.strip_prefix("Bot ").unwrap_or(token).trim();
    if token.is_empty() {
        return Err(format!("DISCORD_TOKEN is empty: put the bot's token in .env or the environment (see .env.example). {TRY_LOCALLY}"));
    }
    let parts: Vec<&str> = token.split('.').collect();
    let well_formed = parts.len() == 3
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        });
    if !well_formed {
        return Err(format!("DISCORD_TOKEN is malformed: a bot token is three parts of letters, digits, '-' and '_' joined by dots (copy it from Bot > Reset Token in the Discord developer portal). {TRY_LOCALLY}"));
    }
    Ok(token.to_string())
}

/// The user id a bot token starts with (base64 of the decimal id); for
/// a bot it is also the application's id.
pub fn token_user_id(token: &str) -> Option<u64> {
    let first = token.split('.').next()?;
    let mut bits: u32 = 0;
    let mut n = 0;
    let mut out = Vec::new();
    for b in first.bytes() {
        let v = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            b'=' => break,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
            bits &= (1 << n) - 1;
        }
    }
    std::str::from_utf8(&out)
        .ok()?
        .parse()
        .ok()
        .filter(|&id| id > 0)
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
        // A period in milliseconds from 10 to `max`.
        let period = |name: &str, default: Duration, max: u64| match var(name) {
            None => Ok(default),
            Some(v) => v
                .parse::<u64>()
                .ok()
                .filter(|ms| (10..=max).contains(ms))
                .map(Duration::from_millis)
                .ok_or_else(|| format!("{name} must be milliseconds from 10 to {max}, not `{v}`")),
        };
        let sweep_every = period("SWEEP_EVERY_MS", Duration::from_secs(30), 3_600_000)?;
        let flag_every = period("FLAG_EVERY_MS", Duration::from_millis(500), 60_000)?;
        let progress_every = period("PROGRESS_EVERY_MS", Duration::from_secs(3), 60_000)?;
        let rest_timeout = period("DISCORD_TIMEOUT_MS", Duration::from_secs(15), 120_000)?;
        let application_id = match var("DISCORD_APPLICATION_ID") {
            Some(v) => Some(v.parse::<u64>().ok().filter(|&a| a > 0).ok_or_else(|| {
                format!("DISCORD_APPLICATION_ID must be the application's id (a number), not `{v}`")
            })?),
            None => token_user_id(&token),
        };
        Ok(Settings {
            token,
            guild_id,
            proxy_url,
            sweep_every,
            flag_every,
            application_id,
            progress_every,
            rest_timeout,
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

/// What the two ways in (the gateway and the HTTP endpoint) share: the
/// service, Discord's REST API, and the gate of actions in flight.
pub struct Bot {
    service: Arc<Service>,
    settings: Settings,
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

    async fn on_autocomplete(&self, c: &CommandInteraction, via: &Via) {
        let Some(focused) = c.data.autocomplete() else {
            return;
        };
        let mut asker = player_of(&c.user, c.member.as_deref(), &c.locale);
        let place = Self::place(c.guild_id, c.channel_id);
        self.service
            .settings()
            .languages(&mut asker, place, c.guild_locale.as_deref())
            .await;
        let lang = asker.lang;
        let player = asker.id;
        let mut game = c.data.options().iter().find_map(|o| match o.value {
            ResolvedValue::Integer(v) if o.name == "game" => Some(v),
            _ => None,
        });
        if game.is_none() && focused.name == "move" {
            // Typed in a game's thread: that game.
            let here = Some(c.channel_id.get() as i64);
            game = self
                .service
                .settings()
                .game_in_channel(player, here)
                .await
                .unwrap_or(None);
        }
        let service = &self.service;
        let typed = focused.value;
        let choices = match focused.name {
            "move" => listed(
                service
                    .games()
                    .move_choices(player, game, typed)
                    .await
                    .map(|l| {
                        l.into_iter()
                            .map(|san| (san.clone(), san))
                            .collect::<Vec<_>>()
                    }),
                "moves",
            ),
            "game" => listed(
                service.games().game_choices_in(player, typed, lang).await,
                "games",
            ),
            "challenge" => listed(
                service
                    .challenges()
                    .challenge_choices_in(player, typed, c.data.name == "decline", lang)
                    .await,
                "challenges",
            ),
            _ => Vec::new(),
        };
        let response = CreateInteractionResponse::Autocomplete(
            CreateAutocompleteResponse::new().set_choices(choices),
        );
        let initial = respond::Initial {
            response,
            files: Vec::new(),
        };
        if let Some(respond::Initial { response, .. }) = via.send(initial) {
            // Answered twice (a lost answer repeated), Discord refuses the
            // second: the suggestions are there.
            let sent = retry::retried("send suggestions", Repeat::Safe, || {
                c.create_response(&self.http, response.clone())
            })
            .await;
            if let Err(e) = sent {
                tracing::warn!("could not send suggestions: {e}");
            }
        }
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

    /// Runs the sweeper every `sweep_every`, its quick pass over live
    /// games' clocks every `flag_every`, and the deliverer of what is
    /// owed, until `stop`.
    fn start_sweeper(self: &Arc<Self>, stop: watch::Receiver<bool>) {
        let bot = self.clone();
        let stopped = stop.clone();
        tokio::spawn(async move {
            deliver::run(&bot.service, &bot.http, stopped).await;
        });
        self.every(self.settings.sweep_every, stop.clone(), false);
        self.every(self.settings.flag_every, stop, true);
    }

    /// Every `period` until `stop`: a whole sweep, or (`flags`) only the
    /// live games out of time.
    fn every(self: &Arc<Self>, period: Duration, mut stop: watch::Receiver<bool>, flags: bool) {
        let bot = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(period);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tokio::select! {
                    _ = tick.tick() => {}
                    _ = stop.changed() => break,
                }
                let Some(_permit) = bot.gate.enter() else {
                    break;
                };
                if !flags {
                    sweep_once(&bot.service).await;
                } else if !bot.service.sweeper().flags().await.notices.is_empty() {
                    bot.service.outbox().ring();
                }
            }
        });
    }
}

/// Registers the slash commands of the command table: in one server
/// (`guild`, at once) or globally; globally with `activity`, also the
/// Activity's entry point (Discord keeps one for an application whose
/// Activity is on, and refuses a global list without it). Returns how
/// many Discord now has.
pub async fn register(http: &Http, guild: Option<u64>, activity: bool) -> Result<usize, String> {
    let mut defs = commands::definitions();
    if activity && guild.is_none() {
        defs.push(commands::entry_point());
    }
    let done = match guild {
        Some(g) => {
            retry::retried("register the commands", Repeat::Safe, || {
                GuildId::new(g).set_commands(http, defs.clone())
            })
            .await
        }
        None => {
            retry::retried("register the commands", Repeat::Safe, || {
                Command::set_global_commands(http, defs.clone())
            })
            .await
        }
    };
    match done {
        Ok(list) => {
            tracing::info!(commands = list.len(), guild = ?guild, "slash commands registered");
            Ok(list.len())
        }
        Err(e) => Err(format!("could not register the slash commands: {e}")),
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
            .take(respond::MAX_CHOICES)
            .map(|(name, value)| {
                AutocompleteChoice::new(respond::fit(&name, respond::MAX_CHOICE_NAME), value)
            })
            .collect(),
        Err(e) => {
            tracing::error!("suggesting {what}: {e}");
            Vec::new()
        }
    }
}

/// One sweep: what it owes goes out through the deliverer.
async fn sweep_once(service: &Service) {
    // Failed items are logged by the sweeper.
    let sweep = service.sweeper().sweep().await;
    if !sweep.notices.is_empty() || !sweep.archive.is_empty() {
        service.outbox().ring();
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
pub fn rest(settings: &Settings) -> Http {
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
    pub fn new(service: Arc<Service>, settings: Settings) -> Arc<Bot> {
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

/// Which gateway shards this process runs: `first` to `last` (inclusive)
/// of `total`. None: one process, Discord's recommended count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Reads `A-B` (or `A`) of `total`, with what is wrong said in one line.
    pub fn parse(range: &str, total: u32) -> Result<Shards, String> {
        let bad = || format!("--shards must be a shard number or a range like 0-3, not `{range}`");
        let (a, b) = match range.trim().split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range.trim(), range.trim()),
        };
        let first: u32 = a.parse().map_err(|_| bad())?;
        let last: u32 = b.parse().map_err(|_| bad())?;
        if total == 0 {
            return Err("--total-shards must be at least 1".into());
        }
        if first > last {
            return Err(format!(
                "--shards {range}: the first shard is after the last"
            ));
        }
        if last >= total {
            return Err(format!(
                "--shards {range}: shards are numbered 0 to {} of --total-shards {total}",
                total - 1
            ));
        }
        Ok(Shards { first, last, total })
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
    settings: Settings,
    shutdown: impl Future<Output = ()>,
) -> Result<(), String> {
    run_shards(service, settings, None, shutdown).await
}

/// [`run`] with this process's share of the shards.
pub async fn run_shards(
    service: Arc<Service>,
    settings: Settings,
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

#[cfg(test)]
mod tests {
    use super::{check_token, token_user_id};

    #[test]
    fn a_tokens_first_part_is_the_bot_users_id() {
        // base64("900000000000000001"), as the first part of a token.
        let token = "OTAwMDAwMDAwMDAwMDAwMDAx.FakeTk.secret";
        assert_eq!(token_user_id(token), Some(900_000_000_000_000_001));
        // Unpadded ids of other lengths, and the URL-safe alphabet.
        assert_eq!(
            token_user_id("MTIzNDU2Nzg5MDEyMzQ1Njc4.x.y"),
            Some(123_456_789_012_345_678)
        );
        for bad in ["", "!!!!.a.b", "aGVsbG8.a.b", "MA.a.b"] {
            assert_eq!(token_user_id(bad), None, "{bad}");
        }
    }

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
        // Each refusal says how to try the bot without Discord.
        for refused in [None, Some(""), Some("a.b")] {
            let err = check_token(refused).unwrap_err();
            assert!(
                err.ends_with("run `alice local` (players are names you type)."),
                "{err}"
            );
        }
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

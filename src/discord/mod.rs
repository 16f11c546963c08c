//! The Discord adapter: connects with serenity, registers the slash
//! commands, turns interactions into service calls and replies into
//! messages, and posts the sweeper's notices. No game logic lives here.

pub mod commands;
pub mod respond;

use crate::service::{Button, Reply, Service};
use commands::display_name;
use respond::{answer, Target};
use serenity::all::{
    AutocompleteChoice, ChannelId, ClientBuilder, Command, CommandInteraction,
    ComponentInteraction, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    EditMessage, EventHandler, GatewayIntents, GuildId, HttpBuilder, Interaction, Ready,
    ResolvedValue,
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
    crate::service::Player::new(
        user.id.get() as i64,
        display_name(user, member.and_then(|m| m.nick.as_deref())),
    )
}

impl Handler {
    async fn on_command(&self, ctx: &Context, c: &CommandInteraction) {
        let player = player_of(&c.user, c.member.as_deref());
        let context = format!("/{} by {}", c.data.name, player.id);
        tracing::debug!(context, "command");
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
                )
                .await;
                return;
            }
        };
        let think = request.may_think(&self.service, &player).await;
        let channel = c.channel_id.get() as i64;
        let work = request.execute(&self.service, &player, Some(channel));
        answer(ctx, Target::Command(c), work, think, &context).await;
    }

    async fn on_button(&self, ctx: &Context, c: &ComponentInteraction) {
        let player = player_of(&c.user, c.member.as_ref());
        let context = format!("button {} by {}", c.data.custom_id, player.id);
        tracing::debug!(context, "button");
        let service = &self.service;
        let button = Button::parse(&c.data.custom_id);
        let work = async {
            match button.clone() {
                None => Ok(Reply::private(
                    "This button belongs to an older version of me; use the slash commands instead.",
                )),
                Some(Button::Accept { challenge }) => service.accept(&player, Some(challenge)).await,
                Some(Button::Decline { challenge }) => {
                    service.decline(&player, Some(challenge)).await
                }
                Some(Button::Resign { game, ply }) => {
                    service.resign(&player, Some(game), Some(ply)).await
                }
                Some(Button::OfferDraw { game, ply }) => {
                    service.draw(&player, Some(game), Some(ply)).await
                }
            }
        };
        let done = answer(ctx, Target::Component(c), work, false, &context).await;
        // An answered challenge or a resigned game: its buttons are spent.
        if done
            && matches!(
                button,
                Some(Button::Accept { .. } | Button::Decline { .. } | Button::Resign { .. })
            )
        {
            let spent = EditMessage::new().components(Vec::new());
            if let Err(e) = c
                .channel_id
                .edit_message(&ctx.http, c.message.id, spent)
                .await
            {
                tracing::warn!(context, "could not remove spent buttons: {e}");
            }
        }
    }

    async fn on_autocomplete(&self, ctx: &Context, c: &CommandInteraction) {
        let Some(focused) = c.data.autocomplete() else {
            return;
        };
        let player = c.user.id.get() as i64;
        let game = c.data.options().iter().find_map(|o| match o.value {
            ResolvedValue::Integer(v) if o.name == "game" => Some(v),
            _ => None,
        });
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

/// Posts the sweeper's notices in their games' channels.
async fn sweep_once(service: &Service, http: &serenity::http::Http) {
    // Failed items are logged by the sweeper; the others' notices go out.
    for n in service.sweep().await.notices {
        let Some(channel) = n.channel_id.filter(|&c| c > 0) else {
            continue;
        };
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
            answer(&ctx, target, async { Ok(busy) }, false, "shutdown").await;
            return;
        };
        match &interaction {
            Interaction::Command(c) => self.on_command(&ctx, c).await,
            Interaction::Autocomplete(c) => self.on_autocomplete(&ctx, c).await,
            Interaction::Component(c) => self.on_button(&ctx, c).await,
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

//! A fake Discord on 127.0.0.1 for the end-to-end tests and the bot
//! benchmark: the HTTP API under `/api/v10` (reached through
//! `DISCORD_PROXY_URL`) and a gateway websocket that sends HELLO, READY and
//! the interactions a test makes, and answers heartbeats. Every HTTP
//! request the bot sends is recorded (JSON, attached files and the status
//! the fake answered) for the tests to inspect.
//!
//! It keeps Discord's rules where the bot depends on them, answering as
//! Discord does when they are broken:
//! - an interaction is acknowledged once (else 40060), within 3 s of its
//!   creation (else 10062, "Unknown interaction");
//! - follow-ups and `@original` exist only after the acknowledgement
//!   (else 10015, "Unknown Webhook"); a deferred answer's message is
//!   flagged LOADING until its first edit;
//! - the message of an endpoint's answer can lag behind it, when a test
//!   asks (`lag_originals`: `@original` is 10008 until then);
//! - edits and threads only on messages that exist (else 10008), one
//!   thread per message (else 160004); an edit cannot change a message's
//!   flags (ephemeral or not);
//! - every request is one of Discord's routes with a body of the form
//!   Discord's API specification gives it, within Discord's documented
//!   limits ([`spec`]: a message's text, embeds, components, attachments,
//!   nonce, mentions; thread names; commands, their options and choices);
//!   else 400, 50035 "Invalid Form Body" with each field's error, and
//!   nothing is done. Such a request fails the test that made it (when
//!   the fake is dropped) unless the test takes it ([`FakeDiscord::take_malformed`]);
//! - a button is pressed, or a menu chosen from, only on a message the bot
//!   posted and that the presser can see, with that control on it, enabled,
//!   and a menu's value among its options (a test that breaks this panics:
//!   no real user could);
//! - a message posted with an enforced nonce is created once per nonce
//!   among the bot's messages of the past [`NONCE_MEMORY`]: the same post
//!   again answers with the first message; later, it is a new message;
//! - its ids are snowflakes as Discord makes them: the milliseconds since
//!   2015 in the high bits, so 19 digits today.
//!
//! A test can make it fail a seeded share of the bot's REST writes
//! ([`FakeDiscord::fail`]): a 500 or a 429 with nothing done, or the write
//! done and its answer held past the bot's timeout; and drop the gateway
//! connection ([`FakeDiscord::drop_gateway`]).
#![allow(dead_code)]

pub mod spec;

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};
use tokio_tungstenite::tungstenite::Message;

/// Ids of Discord's form (19 digits, as snowflakes made since 2022 are).
pub const APP_ID: u64 = 1_190_000_000_000_000_001;
pub const GUILD_ID: u64 = 1_180_000_000_000_000_001;
pub const CHANNEL_ID: u64 = 1_170_000_000_000_000_001;
/// A well-formed token that no real Discord knows (its first part is
/// `APP_ID` in base 64, as a real one's is).
pub const TOKEN: &str =
    "MTE5MDAwMDAwMDAwMDAwMDAwMQ.FakeTk.fake_secret_for_the_tests_0123456789abcd";

/// Discord's epoch (2015-01-01), in ms since 1970.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A snowflake of now: the ms since Discord's epoch above 22 bits.
pub fn snowflake_now() -> u64 {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    (ms - DISCORD_EPOCH_MS) << 22
}

/// How long Discord remembers an enforced nonce ("the past few minutes").
pub const NONCE_MEMORY: Duration = Duration::from_secs(5 * 60);

/// A request the bot sent.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub json: Value,
    pub files: Vec<(String, Vec<u8>)>,
    pub at: Instant,
    /// The HTTP status the fake answered.
    pub status: u16,
}

/// How long Discord waits for an interaction's acknowledgement.
pub const ACK_WINDOW: Duration = Duration::from_secs(3);

/// A message as the fake keeps it.
#[derive(Clone, Debug)]
struct Stored {
    json: Value,
    /// An ephemeral message is seen by this user only.
    visible_to: Option<String>,
}

/// An interaction the fake created, by token.
#[derive(Clone, Debug)]
struct Interaction {
    created: Instant,
    user: String,
    channel: String,
    /// Acknowledged (any callback accepted).
    acked: bool,
    /// The message `@original` names: the answer, or for a component
    /// answered by updating, the component's own message.
    original: Option<String>,
    /// The message whose control was used.
    component_message: Option<String>,
    /// POSTed to an endpoint: the HTTP response is the acknowledgement.
    over_http: bool,
    /// When the acknowledgement was accepted.
    acked_at: Option<Instant>,
}

#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub name: &'static str,
}

pub const ALICE: TestUser = TestUser {
    id: 1_111_111_111_111_111_111,
    name: "alice",
};
pub const BOB: TestUser = TestUser {
    id: 1_222_222_222_222_222_222,
    name: "bob",
};
pub const CAROL: TestUser = TestUser {
    id: 1_333_333_333_333_333_333,
    name: "carol",
};

/// Permissions of a member who may manage the server (Manage Server
/// among the usual ones) and of one who may not.
pub const MANAGER_PERMISSIONS: &str = "2248473465835105";
pub const MEMBER_PERMISSIONS: &str = "2248473465835073";

/// Discord's refusals the fake can be told to give.
#[derive(Default)]
struct Refusals {
    /// Channels where starting a thread is refused, with the error code.
    threads: std::collections::HashMap<String, u64>,
    /// Users whose DMs are closed to the bot (50007).
    closed_dms: std::collections::HashSet<String>,
    /// Channels the bot may not post in (50001, Missing Access: it was
    /// removed from them).
    closed_channels: std::collections::HashSet<String>,
    /// How long after an endpoint's answer its message can be read
    /// (`@original` is 10008 until then).
    original_lag: Option<Duration>,
    /// A seeded share of the bot's REST writes that fail.
    failing: Option<Failing>,
    /// A message with components is refused as malformed (as when
    /// Discord's rules for them change under a running bot).
    components_malformed: bool,
}

/// Failures of the bot's REST writes (not its reads: serenity's start asks
/// for the gateway and itself once, and does not ask again): each in
/// thousandths, drawn from a seeded sequence.
#[derive(Clone, Copy, Debug)]
pub struct Failing {
    pub seed: u64,
    /// Answered 500, nothing done.
    pub server_error: u64,
    /// Answered 429 with a `retry_after`, nothing done.
    pub rate_limited: u64,
    /// Done, but answered only after the bot's timeout (the answer lost).
    pub lost: u64,
    /// Held past the bot's timeout, then its connection dropped, nothing
    /// done (a call lost on its way).
    pub dropped: u64,
}

/// What the fake does with one request when failing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fate {
    Answer,
    ServerError,
    RateLimited,
    Lost,
    /// Held this long, then its connection dropped, nothing done.
    Dropped(Duration),
}

/// A deferred answer's message flag ("thinking…") until it is edited.
const LOADING: u64 = 1 << 7;

/// Said to a connection's writer: close it.
const DROP_CONNECTION: &str = "\u{0}drop";

/// How long a lost answer is held back: longer than the bot's timeout
/// under this fake ([`FakeDiscord::settings`]).
const LOST_FOR: Duration = Duration::from_millis(1_500);

struct State {
    requests: Mutex<Vec<Recorded>>,
    /// Every message that exists, by id.
    messages: Mutex<std::collections::HashMap<String, Stored>>,
    /// Interactions, by token.
    interactions: Mutex<std::collections::HashMap<String, Interaction>>,
    /// Threads, by id (a thread's id is its first message's).
    threads: Mutex<std::collections::HashSet<String>>,
    /// DM channel id -> user id.
    dms: Mutex<std::collections::HashMap<String, String>>,
    refusals: Mutex<Refusals>,
    managers: Mutex<std::collections::HashSet<u64>>,
    /// Each member's `locale` (en-GB unless set) and the server's
    /// `guild_locale` (en-US unless set), as interactions carry them.
    locales: Mutex<std::collections::HashMap<u64, String>>,
    guild_locale: Mutex<Option<String>>,
    count: watch::Sender<usize>,
    gateway: Mutex<Option<mpsc::UnboundedSender<String>>>,
    identified: watch::Sender<usize>,
    seq: AtomicU64,
    ws_url: String,
    next_id: AtomicU64,
    connections: AtomicUsize,
    /// The `d` of every IDENTIFY (its `shard` says which shard).
    identifies: Mutex<Vec<Value>>,
    /// Messages created with an enforced nonce (all the bot's: one
    /// author): nonce -> (message id, when).
    nonces: Mutex<std::collections::HashMap<String, (String, Instant)>>,
    /// Requests refused as malformed: (method, path, each field's error).
    malformed: Mutex<Vec<(String, String, Vec<spec::FieldError>)>>,
    /// What failing did: (method, path, fate) of each failed request.
    failed: Mutex<Vec<(String, String, &'static str)>>,
    /// The next calls to drop, one each: (method, a part of the path,
    /// how long each is held first).
    drops: Mutex<Vec<(String, String, Duration)>>,
    /// Signing in with Discord (OAuth2).
    oauth: Mutex<OAuth>,
}

/// The fake's OAuth2: who signs in next, the codes given (each once,
/// with its redirect address) and the access tokens made.
#[derive(Default)]
struct OAuth {
    next_user: Option<TestUser>,
    codes: std::collections::HashMap<String, (TestUser, String)>,
    /// Activity instances: their channel and the users in them.
    instances: std::collections::HashMap<String, (u64, Vec<u64>)>,
    tokens: std::collections::HashMap<String, TestUser>,
}

/// The application's OAuth2 secret, as `DISCORD_CLIENT_SECRET`.
pub const CLIENT_SECRET: &str = "fake-client-secret-0123456789";

/// A query's or form's fields, decoded.
pub fn form_fields(text: &str) -> std::collections::HashMap<String, String> {
    fn decode(s: &str) -> String {
        let b = s.as_bytes();
        let mut out = Vec::with_capacity(b.len());
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'+' => out.push(b' '),
                b'%' if i + 2 < b.len() => {
                    let hex = std::str::from_utf8(&b[i + 1..i + 3]).unwrap_or("");
                    match u8::from_str_radix(hex, 16) {
                        Ok(v) => {
                            out.push(v);
                            i += 2;
                        }
                        Err(_) => out.push(b'%'),
                    }
                }
                c => out.push(c),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    }
    text.split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect()
}

fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl State {
    /// Discord's OAuth2 for signing in (the authorize page, the token
    /// exchange, the signed-in user), when `path` is one of them.
    fn oauth(
        &self,
        method: &str,
        path: &str,
        query: &str,
        auth: &str,
        body: &[u8],
    ) -> Option<hyper::Response<Full<Bytes>>> {
        let refuse =
            |status: u16, error: &str| Some(response(status, Some(json!({"error": error}))));
        match (method, path) {
            ("GET", "/oauth2/authorize") => {
                let q = form_fields(query);
                let field = |k: &str| q.get(k).cloned().unwrap_or_default();
                if field("client_id") != APP_ID.to_string()
                    || field("response_type") != "code"
                    || !field("scope").split(' ').any(|s| s == "identify")
                    || field("state").is_empty()
                    || !field("redirect_uri").starts_with("http")
                {
                    return refuse(400, "invalid_request");
                }
                let mut o = self.oauth.lock().unwrap();
                let user = o.next_user.clone().unwrap_or(ALICE);
                let code = format!("code{}", self.next_id.fetch_add(1, Ordering::SeqCst));
                o.codes.insert(code.clone(), (user, field("redirect_uri")));
                let to = format!(
                    "{}?code={code}&state={}",
                    field("redirect_uri"),
                    encode(&field("state"))
                );
                Some(
                    hyper::Response::builder()
                        .status(302)
                        .header("location", to)
                        .body(Full::new(Bytes::new()))
                        .expect("response"),
                )
            }
            ("POST", "/api/oauth2/token") => {
                let f = form_fields(&String::from_utf8_lossy(body));
                let field = |k: &str| f.get(k).cloned().unwrap_or_default();
                // The client's credentials as form fields (Discord also
                // takes them as HTTP Basic; the table sends fields).
                if auth.starts_with("Basic ")
                    || field("client_id") != APP_ID.to_string()
                    || field("client_secret") != CLIENT_SECRET
                {
                    return refuse(401, "invalid_client");
                }
                if field("grant_type") != "authorization_code" {
                    return refuse(400, "unsupported_grant_type");
                }
                let mut o = self.oauth.lock().unwrap();
                let Some((user, redirect)) = o.codes.remove(&field("code")) else {
                    return refuse(400, "invalid_grant");
                };
                if redirect != field("redirect_uri") {
                    return refuse(400, "invalid_grant");
                }
                let token = format!("access{}", self.next_id.fetch_add(1, Ordering::SeqCst));
                o.tokens.insert(token.clone(), user);
                Some(response(
                    200,
                    Some(json!({
                        "access_token": token,
                        "token_type": "Bearer",
                        "expires_in": 604800,
                        "refresh_token": "refresh",
                        "scope": "identify"
                    })),
                ))
            }
            ("GET", p)
                if p.starts_with(&format!(
                    "/api/v10/applications/{APP_ID}/activity-instances/"
                )) =>
            {
                if auth != format!("Bot {TOKEN}") {
                    return Some(response(
                        401,
                        Some(json!({"message": "401: Unauthorized", "code": 0})),
                    ));
                }
                let id = p.rsplit('/').next().unwrap_or("");
                let o = self.oauth.lock().unwrap();
                match o.instances.get(id) {
                    Some((channel, users)) => Some(response(
                        200,
                        Some(json!({
                            "application_id": APP_ID.to_string(),
                            "instance_id": id,
                            "launch_id": "1",
                            "location": {"id": "gc-1-1", "kind": "gc", "channel_id": channel.to_string(), "guild_id": GUILD_ID.to_string()},
                            "users": users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
                        })),
                    )),
                    None => Some(response(
                        404,
                        Some(json!({"message": "Unknown Application", "code": 10002})),
                    )),
                }
            }
            ("GET", "/api/v10/users/@me") if auth.starts_with("Bearer ") => {
                let o = self.oauth.lock().unwrap();
                match o.tokens.get(auth.trim_start_matches("Bearer ")) {
                    Some(u) => Some(response(
                        200,
                        Some(json!({
                            "id": u.id.to_string(),
                            "username": u.name,
                            "global_name": u.name,
                            "discriminator": "0",
                            "avatar": null
                        })),
                    )),
                    None => Some(response(
                        401,
                        Some(json!({"message": "401: Unauthorized", "code": 0})),
                    )),
                }
            }
            _ => None,
        }
    }

    /// The fate of a request of the bot's under `failing`.
    fn fate(&self, method: &str, path: &str) -> Fate {
        {
            let mut drops = self.drops.lock().unwrap();
            if let Some(i) = drops
                .iter()
                .position(|(m, part, _)| m == method && path.contains(part.as_str()))
            {
                return Fate::Dropped(drops.remove(i).2);
            }
        }
        let mut refusals = self.refusals.lock().unwrap();
        let Some(f) = refusals.failing.as_mut() else {
            return Fate::Answer;
        };
        let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        let write = method != "GET"
            && matches!(
                parts.first().copied(),
                Some("channels" | "webhooks" | "interactions" | "users")
            );
        if !write {
            return Fate::Answer;
        }
        f.seed ^= f.seed << 13;
        f.seed ^= f.seed >> 7;
        f.seed ^= f.seed << 17;
        let roll = f.seed % 1000;
        if roll < f.server_error {
            Fate::ServerError
        } else if roll < f.server_error + f.rate_limited {
            Fate::RateLimited
        } else if roll < f.server_error + f.rate_limited + f.lost {
            Fate::Lost
        } else if roll < f.server_error + f.rate_limited + f.lost + f.dropped {
            Fate::Dropped(LOST_FOR)
        } else {
            Fate::Answer
        }
    }
}

pub struct FakeDiscord {
    pub http_url: String,
    state: Arc<State>,
    /// The application's key: interactions POSTed to an endpoint are
    /// signed with it.
    key: ed25519_dalek::SigningKey,
}

/// The public key of the fake application, as `DISCORD_PUBLIC_KEY`.
pub fn public_key_hex() -> String {
    hex(&signing_key().verifying_key().to_bytes())
}

/// A fixed key (the tests need no randomness).
pub fn signing_key() -> ed25519_dalek::SigningKey {
    ed25519_dalek::SigningKey::from_bytes(&[7u8; 32])
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Signs `timestamp + body` as Discord does.
pub fn sign(key: &ed25519_dalek::SigningKey, timestamp: &str, body: &[u8]) -> String {
    use ed25519_dalek::Signer;
    let mut msg = timestamp.as_bytes().to_vec();
    msg.extend_from_slice(body);
    hex(&key.sign(&msg).to_bytes())
}

/// An HTTP response as the fake (a client here) got it.
#[derive(Debug)]
pub struct HttpReply {
    pub status: u16,
    pub content_type: String,
    pub body: Vec<u8>,
}

/// Sends one HTTP/1.1 request to `base` (`http://host:port`); Err when
/// the connection fails (a killed process).
pub async fn http_request(
    base: &str,
    method: &str,
    path: &str,
    headers: &[(&str, String)],
    body: Vec<u8>,
) -> Result<HttpReply, String> {
    let host = base.trim_start_matches("http://").trim_end_matches('/');
    let stream = tokio::net::TcpStream::connect(host)
        .await
        .map_err(|e| format!("connect {host}: {e}"))?;
    let _ = stream.set_nodelay(true);
    let (mut send, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| format!("handshake: {e}"))?;
    tokio::spawn(conn);
    let mut req = hyper::Request::builder()
        .method(method)
        .uri(path)
        .header("host", host);
    for (k, v) in headers {
        req = req.header(*k, v.as_str());
    }
    let req = req
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| e.to_string())?;
    let res = send
        .send_request(req)
        .await
        .map_err(|e| format!("request: {e}"))?;
    let status = res.status().as_u16();
    let content_type = res
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let body = res
        .into_body()
        .collect()
        .await
        .map_err(|e| format!("body: {e}"))?
        .to_bytes()
        .to_vec();
    Ok(HttpReply {
        status,
        content_type,
        body,
    })
}

/// A select menu as sent: its custom id and its options as (label,
/// value, description).
pub type MenuSeen = (String, Vec<(String, String, String)>);

/// What the bot answered to one interaction.
#[derive(Clone, Debug)]
pub struct Answer {
    /// Interaction callback type: 4 message, 5 deferred, 7 update of the
    /// message whose control was used, 8 autocomplete.
    pub kind: u64,
    pub content: String,
    pub ephemeral: bool,
    pub files: Vec<(String, Vec<u8>)>,
    /// Custom ids of the buttons (greyed-out ones too).
    pub buttons: Vec<String>,
    /// Custom ids of the greyed-out buttons.
    pub disabled: Vec<String>,
    /// Custom ids of the controls, row by row.
    pub rows: Vec<Vec<String>>,
    /// The select menus: (custom id, options as (label, value, description)).
    pub menus: Vec<MenuSeen>,
    /// Users the message may ping.
    pub pings: Vec<String>,
    /// Autocomplete choices as (name, value).
    pub choices: Vec<(String, Value)>,
    /// When the event was sent and when the bot's callback arrived.
    pub sent: Instant,
    pub callback: Instant,
}

#[derive(Clone)]
pub enum Opt {
    Str(&'static str, String),
    Int(&'static str, i64),
    Bool(&'static str, bool),
    User(&'static str, TestUser),
    /// A channel of the server, by id.
    Channel(&'static str, u64),
    /// The option being typed (autocomplete).
    Focused(&'static str, String),
    /// A subcommand chosen, with its options (a group: with its
    /// subcommand).
    Sub(&'static str, Vec<Opt>),
}

/// A slash command's options as Discord sends them (a subcommand's
/// nested), the users and channels they name resolved; `kind` becomes 4
/// when one is being typed.
fn options_json(
    opts: Vec<Opt>,
    users: &mut serde_json::Map<String, Value>,
    channels: &mut serde_json::Map<String, Value>,
    kind: &mut u8,
) -> Vec<Value> {
    let mut options = Vec::new();
    for o in opts {
        options.push(match o {
            Opt::Str(n, v) => json!({"name": n, "type": 3, "value": v}),
            Opt::Int(n, v) => json!({"name": n, "type": 4, "value": v}),
            Opt::Bool(n, v) => json!({"name": n, "type": 5, "value": v}),
            Opt::User(n, u) => {
                users.insert(u.id.to_string(), user_json(&u));
                json!({"name": n, "type": 6, "value": u.id.to_string()})
            }
            Opt::Channel(n, c) => {
                channels.insert(
                    c.to_string(),
                    json!({"id": c.to_string(), "name": format!("channel-{c}"), "type": 0, "permissions": "0"}),
                );
                json!({"name": n, "type": 7, "value": c.to_string()})
            }
            Opt::Focused(n, v) => {
                *kind = 4;
                json!({"name": n, "type": if n == "game" { 4 } else { 3 }, "value": v, "focused": true})
            }
            Opt::Sub(n, inner) => {
                // A group holds subcommands; a subcommand, values.
                let group = inner.iter().any(|o| matches!(o, Opt::Sub(..)));
                let inner = options_json(inner, users, channels, kind);
                json!({"name": n, "type": if group { 2 } else { 1 }, "options": inner})
            }
        });
    }
    options
}

pub fn user_json(u: &TestUser) -> Value {
    json!({
        "id": u.id.to_string(), "username": u.name, "discriminator": "0",
        "global_name": u.name, "avatar": null, "bot": false
    })
}

fn member_json(u: &TestUser, permissions: &str) -> Value {
    json!({
        "user": user_json(u), "nick": null, "roles": [], "joined_at": "2026-01-01T00:00:00.000000+00:00",
        "deaf": false, "mute": false, "flags": 0, "pending": false, "permissions": permissions
    })
}

fn thread_json(id: &str, parent: &str, name: &str, archived: bool) -> Value {
    json!({
        "id": id, "type": 11, "guild_id": GUILD_ID.to_string(), "parent_id": parent,
        "name": name, "owner_id": APP_ID.to_string(),
        "thread_metadata": {"archived": archived, "auto_archive_duration": 10080,
                            "archive_timestamp": "2026-11-29T12:00:00.000000+00:00", "locked": false}
    })
}

fn refusal(code: u64, message: &str) -> hyper::Response<Full<Bytes>> {
    response(403, Some(json!({"message": message, "code": code})))
}

pub fn bot_user_json() -> Value {
    json!({
        "id": APP_ID.to_string(), "username": "Alice", "discriminator": "0",
        "global_name": null, "avatar": null, "bot": true
    })
}

fn message_json(id: u64, channel: &str, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel, "author": bot_user_json(),
        "content": content, "timestamp": "2026-11-29T12:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
        "pinned": false, "type": 0, "components": []
    })
}

fn response(status: u16, body: Option<Value>) -> hyper::Response<Full<Bytes>> {
    let bytes = body.map(|b| b.to_string()).unwrap_or_default();
    hyper::Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(bytes)))
        .expect("response")
}

/// The parts of a multipart body: (name, filename, bytes).
fn multipart(boundary: &str, body: &[u8]) -> Vec<(String, Option<String>, Vec<u8>)> {
    let delim = format!("--{boundary}");
    let d = delim.as_bytes();
    let mut out = Vec::new();
    let mut starts = Vec::new();
    let mut i = 0;
    while i + d.len() <= body.len() {
        if &body[i..i + d.len()] == d {
            starts.push(i);
            i += d.len();
        } else {
            i += 1;
        }
    }
    for w in starts.windows(2) {
        let part = &body[w[0] + d.len()..w[1]];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = part.windows(4).position(|x| x == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let data = part[split + 4..].to_vec();
        let field = |key: &str| {
            head.split(';')
                .map(str::trim)
                .find_map(|kv| kv.strip_prefix(&format!("{key}=\"")))
                .map(|v| v.trim_end_matches(['"', '\r', '\n']))
                .map(|v| v.split('"').next().unwrap_or("").to_string())
        };
        out.push((field("name").unwrap_or_default(), field("filename"), data));
    }
    out
}

/// A JSON or multipart body: the JSON (`payload_json`) and the files.
pub fn parse_body(ctype: &str, body: &[u8]) -> (Value, Vec<(String, Vec<u8>)>) {
    let mut json = Value::Null;
    let mut files = Vec::new();
    if let Some(b) = ctype.split("boundary=").nth(1) {
        for (name, filename, data) in multipart(b.trim_matches('"'), body) {
            if name == "payload_json" {
                json = serde_json::from_slice(&data).unwrap_or(Value::Null);
            } else {
                files.push((filename.unwrap_or(name), data));
            }
        }
    } else if !body.is_empty() {
        json = serde_json::from_slice(body).unwrap_or(Value::Null);
    }
    (json, files)
}

async fn handle(
    state: Arc<State>,
    req: hyper::Request<Incoming>,
) -> Result<hyper::Response<Full<Bytes>>, std::io::Error> {
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or("").to_string();
    let auth = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let ctype = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    if let Some(answer) = state.oauth(&method, &path, &query, &auth, &body) {
        return Ok(answer);
    }
    // The request has arrived whole: that is its time.
    let at = Instant::now();
    // Discord has read an endpoint's HTTP response (the acknowledgement)
    // before the bot can reach the interaction's webhook; here the
    // response is routed when this fake's client has read it, so a
    // webhook request racing it waits for it.
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    if let ["webhooks", _, token, ..] = parts.as_slice() {
        for _ in 0..600 {
            let pending = state
                .interactions
                .lock()
                .unwrap()
                .get(*token)
                .is_some_and(|i| i.over_http && !i.acked && i.created.elapsed() < ACK_WINDOW);
            if !pending {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    let (json, files) = parse_body(&ctype, &body);
    let fate = state.fate(&method, &path);
    let reply = match fate {
        Fate::ServerError => discord_error(500, 0, "500: Internal Server Error"),
        Fate::RateLimited => hyper::Response::builder()
            .status(429)
            .header("content-type", "application/json")
            .header("retry-after", "1")
            .body(Full::new(Bytes::from(
                json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false})
                    .to_string(),
            )))
            .expect("response"),
        Fate::Answer | Fate::Lost => route(&state, &method, &path, &json, files.len()),
        Fate::Dropped(_) => discord_error(500, 0, "dropped"),
    };
    if fate != Fate::Answer {
        let name = match fate {
            Fate::ServerError => "500",
            Fate::RateLimited => "429",
            Fate::Dropped(_) => "dropped",
            _ => "lost",
        };
        state
            .failed
            .lock()
            .unwrap()
            .push((method.clone(), path.clone(), name));
    }
    {
        let mut list = state.requests.lock().unwrap();
        list.push(Recorded {
            method,
            path,
            json,
            files,
            at,
            // A dropped call had no answer.
            status: if matches!(fate, Fate::Dropped(_)) {
                0
            } else {
                reply.status().as_u16()
            },
        });
        let n = list.len();
        state.count.send_replace(n);
    }
    if fate == Fate::Lost {
        tokio::time::sleep(LOST_FOR).await;
    }
    if let Fate::Dropped(held) = fate {
        tokio::time::sleep(held).await;
        return Err(std::io::Error::other("the connection is dropped"));
    }
    Ok(reply)
}

fn discord_error(status: u16, code: u64, message: &str) -> hyper::Response<Full<Bytes>> {
    response(status, Some(json!({"message": message, "code": code})))
}

fn unknown_message() -> hyper::Response<Full<Bytes>> {
    discord_error(404, 10008, "Unknown Message")
}

fn unknown_webhook() -> hyper::Response<Full<Bytes>> {
    discord_error(404, 10015, "Unknown Webhook")
}

/// A message body's flags: only ephemeral (64) matters here.
fn ephemeral(body: &Value) -> bool {
    body["flags"].as_u64().unwrap_or(0) & 64 != 0
}

impl Interaction {
    /// The message a webhook path names: `@original` or an id.
    fn message_id(&self, which: &str) -> String {
        if which == "@original" {
            self.original.clone().unwrap_or_default()
        } else {
            which.to_string()
        }
    }
}

impl State {
    /// A new snowflake: of now, and after every one made before.
    fn new_id(&self) -> u64 {
        let now = snowflake_now();
        let before = self
            .next_id
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |last| {
                Some((last + 1).max(now))
            })
            .unwrap_or(now);
        (before + 1).max(now)
    }

    /// Creates a message of the bot in `channel` from a message body.
    fn create_message(&self, channel: &str, body: &Value, visible_to: Option<String>) -> Value {
        let id = self.new_id();
        let mut m = message_json(id, channel, body["content"].as_str().unwrap_or(""));
        m["components"] = body.get("components").cloned().unwrap_or(json!([]));
        if visible_to.is_some() {
            m["flags"] = json!(64);
        }
        self.messages.lock().unwrap().insert(
            id.to_string(),
            Stored {
                json: m.clone(),
                visible_to,
            },
        );
        m
    }

    /// Edits a message that exists: content and components change, flags
    /// never do (but a deferred answer's first edit ends its LOADING).
    /// None when there is no such message.
    fn edit_message(&self, id: &str, body: &Value) -> Option<Value> {
        let mut messages = self.messages.lock().unwrap();
        let m = messages.get_mut(id)?;
        if let Some(flags) = m.json["flags"].as_u64().filter(|f| f & LOADING != 0) {
            m.json["flags"] = json!(flags & !LOADING);
        }
        if let Some(c) = body.get("content") {
            m.json["content"] = c.clone();
        }
        if let Some(c) = body.get("components") {
            m.json["components"] = c.clone();
        }
        m.json["edited_timestamp"] = json!("2026-11-29T12:00:01.000000+00:00");
        Some(m.json.clone())
    }

    /// The acknowledged interaction of `token`.
    fn acked(&self, token: &str) -> Option<Interaction> {
        self.interactions
            .lock()
            .unwrap()
            .get(token)
            .filter(|i| i.acked)
            .cloned()
    }
}

fn route(
    state: &State,
    method: &str,
    path: &str,
    json: &Value,
    files: usize,
) -> hyper::Response<Full<Bytes>> {
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let new_id = || state.new_id();
    // A request Discord would not take is refused whole, nothing done (an
    // interaction stays unacknowledged).
    let mut errors = spec::errors(method, path, json, files);
    let (message, at) = spec::message_of(path.trim_start_matches("/api/v10/"), json);
    let has_components = message["components"]
        .as_array()
        .is_some_and(|c| !c.is_empty());
    if has_components && state.refusals.lock().unwrap().components_malformed {
        errors.push(spec::FieldError {
            path: spec::join(at, "components.0"),
            code: "COMPONENT_TYPE_INVALID",
            message: "The specified component type is invalid in this context".into(),
        });
    }
    if !errors.is_empty() {
        eprintln!(
            "fake Discord: {method} {path} refused as malformed: {}",
            errors
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("; ")
        );
        let body = json!({
            "message": "Invalid Form Body",
            "code": 50035,
            "errors": spec::errors_json(&errors),
        });
        state
            .malformed
            .lock()
            .unwrap()
            .push((method.to_string(), path.to_string(), errors));
        return response(400, Some(body));
    }
    match (method, parts.as_slice()) {
        ("POST", ["interactions", _, token, "callback"]) => {
            let mut interactions = state.interactions.lock().unwrap();
            let Some(i) = interactions.get_mut(*token) else {
                return discord_error(404, 10062, "Unknown interaction");
            };
            if i.acked {
                return discord_error(400, 40060, "Interaction has already been acknowledged.");
            }
            if i.created.elapsed() > ACK_WINDOW {
                return discord_error(404, 10062, "Unknown interaction");
            }
            i.acked = true;
            i.acked_at = Some(Instant::now());
            let data = &json["data"];
            match json["type"].as_u64().unwrap_or(0) {
                // A message, or "thinking…" (flagged LOADING until its
                // first edit) to be edited in later.
                4 | 5 => {
                    let visible = ephemeral(data).then(|| i.user.clone());
                    let m = state.create_message(&i.channel, data, visible);
                    i.original = m["id"].as_str().map(str::to_string);
                    if let (5, Some(id)) = (json["type"].as_u64().unwrap_or(0), &i.original) {
                        if let Some(m) = state.messages.lock().unwrap().get_mut(id) {
                            let flags = m.json["flags"].as_u64().unwrap_or(0);
                            m.json["flags"] = json!(flags | LOADING);
                        }
                    }
                }
                // The component's own message: updated now, or later.
                6 | 7 => {
                    let Some(own) = i.component_message.clone() else {
                        i.acked = false;
                        return discord_error(400, 50035, "Invalid Form Body");
                    };
                    if json["type"] == 7 && state.edit_message(&own, data).is_none() {
                        return unknown_message();
                    }
                    i.original = Some(own);
                }
                _ => {}
            }
            response(204, None)
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            let Some(i) = state.acked(token) else {
                return unknown_webhook();
            };
            let lag = state.refusals.lock().unwrap().original_lag;
            let made = match (i.over_http, lag, i.acked_at) {
                (true, Some(lag), Some(at)) => at.elapsed() >= lag,
                _ => true,
            };
            if !made {
                return unknown_message();
            }
            let original = i.original.unwrap_or_default();
            match state.messages.lock().unwrap().get(&original) {
                Some(m) => response(200, Some(m.json.clone())),
                None => unknown_message(),
            }
        }
        ("PATCH", ["webhooks", _, token, "messages", which]) => {
            let Some(i) = state.acked(token) else {
                return unknown_webhook();
            };
            match state.edit_message(&i.message_id(which), json) {
                Some(m) => response(200, Some(m)),
                None => unknown_message(),
            }
        }
        ("POST", ["webhooks", _, token]) => {
            let Some(i) = state.acked(token) else {
                return unknown_webhook();
            };
            let visible = ephemeral(json).then(|| i.user.clone());
            response(200, Some(state.create_message(&i.channel, json, visible)))
        }
        ("DELETE", ["webhooks", _, token, "messages", which]) => {
            let Some(i) = state.acked(token) else {
                return unknown_webhook();
            };
            match state.messages.lock().unwrap().remove(&i.message_id(which)) {
                Some(_) => response(204, None),
                None => unknown_message(),
            }
        }
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            if let Some(&code) = state.refusals.lock().unwrap().threads.get(*channel) {
                return refusal(code, "Missing Permissions");
            }
            let exists = state
                .messages
                .lock()
                .unwrap()
                .get(*message)
                .is_some_and(|m| m.json["channel_id"] == json!(channel));
            if !exists {
                return unknown_message();
            }
            if !state.threads.lock().unwrap().insert(message.to_string()) {
                return discord_error(
                    400,
                    160004,
                    "A thread has already been created for this message",
                );
            }
            let name = json["name"].as_str().unwrap_or("");
            response(200, Some(thread_json(message, channel, name, false)))
        }
        ("PATCH", ["channels", channel]) => {
            if !state.threads.lock().unwrap().contains(*channel) {
                return discord_error(404, 10003, "Unknown Channel");
            }
            let name = json["name"].as_str().unwrap_or("a thread");
            let archived = json["archived"].as_bool().unwrap_or(false);
            response(
                200,
                Some(thread_json(
                    channel,
                    &CHANNEL_ID.to_string(),
                    name,
                    archived,
                )),
            )
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user = json["recipient_id"]
                .as_str()
                .map(str::to_string)
                .or_else(|| json["recipient_id"].as_u64().map(|n| n.to_string()))
                .unwrap_or_default();
            // One DM channel a user, as on Discord: opened again, the
            // same channel.
            let mut dms = state.dms.lock().unwrap();
            let id = match dms.iter().find(|(_, u)| **u == user) {
                Some((id, _)) => id.clone(),
                None => {
                    let id = new_id().to_string();
                    dms.insert(id.clone(), user.clone());
                    id
                }
            };
            drop(dms);
            let recipient = json!({
                "id": user, "username": "someone", "discriminator": "0",
                "global_name": null, "avatar": null, "bot": false
            });
            response(
                200,
                Some(
                    json!({"id": id, "type": 1, "recipients": [recipient], "last_message_id": null}),
                ),
            )
        }
        ("GET", ["gateway"]) => response(200, Some(json!({ "url": state.ws_url }))),
        ("GET", ["gateway", "bot"]) => response(
            200,
            Some(json!({
                "url": state.ws_url, "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            })),
        ),
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let guild = parts.get(3).map(|g| g.to_string());
            let list: Vec<Value> = json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|mut c| {
                    c["id"] = json!(new_id().to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    if c.get("description").is_none() {
                        c["description"] = json!("");
                    }
                    if let Some(g) = &guild {
                        c["guild_id"] = json!(g);
                    }
                    c
                })
                .collect();
            response(200, Some(Value::Array(list)))
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let here = state
                .messages
                .lock()
                .unwrap()
                .get(*id)
                .is_some_and(|m| m.json["channel_id"] == json!(channel));
            match state.edit_message(id, json).filter(|_| here) {
                Some(m) => response(200, Some(m)),
                None => unknown_message(),
            }
        }
        ("POST", ["channels", channel, "messages"]) => {
            if state
                .refusals
                .lock()
                .unwrap()
                .closed_channels
                .contains(*channel)
            {
                return refusal(50001, "Missing Access");
            }
            let dm_user = state.dms.lock().unwrap().get(*channel).cloned();
            if dm_user
                .as_ref()
                .is_some_and(|u| state.refusals.lock().unwrap().closed_dms.contains(u))
            {
                return refusal(50007, "Cannot send messages to this user");
            }
            // One message per enforced nonce: the same post again answers
            // with the message it made.
            let nonce = json["nonce"]
                .as_str()
                .map(str::to_string)
                .or_else(|| json["nonce"].as_u64().map(|n| n.to_string()))
                .filter(|_| json["enforce_nonce"].as_bool() == Some(true));
            if let Some(nonce) = nonce {
                let mut nonces = state.nonces.lock().unwrap();
                nonces.retain(|_, (_, at)| at.elapsed() < NONCE_MEMORY);
                let existing = nonces.get(&nonce).and_then(|(id, _)| {
                    state
                        .messages
                        .lock()
                        .unwrap()
                        .get(id)
                        .map(|m| m.json.clone())
                });
                if let Some(m) = existing {
                    return response(200, Some(m));
                }
                let m = state.create_message(channel, json, None);
                let id = m["id"].as_str().unwrap_or_default().to_string();
                nonces.insert(nonce, (id, Instant::now()));
                return response(200, Some(m));
            }
            response(200, Some(state.create_message(channel, json, None)))
        }
        _ => response(
            404,
            Some(json!({"message": format!("404: {method} {path} is not faked"), "code": 0})),
        ),
    }
}

async fn gateway_connection(state: Arc<State>, stream: tokio::net::TcpStream) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    state.connections.fetch_add(1, Ordering::SeqCst);
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if text == DROP_CONNECTION {
                // As when Discord's side of the connection goes away: a
                // close frame that asks the client to connect again.
                let frame = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                    code:
                        tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode::Library(
                            4000,
                        ),
                    reason: "Unknown error".into(),
                };
                let _ = sink.send(Message::Close(Some(frame))).await;
                break;
            }
            if sink.send(Message::Text(text)).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let _ = tx.send(json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string());
    while let Some(Ok(msg)) = source.next().await {
        let Message::Text(text) = msg else {
            if matches!(msg, Message::Close(_)) {
                break;
            }
            continue;
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match v["op"].as_u64() {
            Some(2) => {
                state.identifies.lock().unwrap().push(v["d"].clone());
                let s = state.seq.fetch_add(1, Ordering::SeqCst) + 1;
                let ready = json!({
                    "op": 0, "t": "READY", "s": s,
                    "d": {
                        "v": 10, "user": bot_user_json(), "guilds": [],
                        "session_id": format!("session-{s}"),
                        "resume_gateway_url": state.ws_url,
                        "application": {"id": APP_ID.to_string(), "flags": 0}
                    }
                });
                let _ = tx.send(ready.to_string());
                *state.gateway.lock().unwrap() = Some(tx.clone());
                state.identified.send_modify(|n| *n += 1);
            }
            Some(1) => {
                let _ = tx.send(json!({"op": 11}).to_string());
            }
            Some(6) => {
                let _ = tx.send(json!({"op": 9, "d": false}).to_string());
            }
            _ => {}
        }
    }
    {
        let mut current = state.gateway.lock().unwrap();
        if current.as_ref().is_some_and(|c| c.same_channel(&tx)) {
            *current = None;
        }
    }
    drop(tx);
    let _ = writer.await;
}

/// Asks `probe` every 10 ms until it gives something, for at most
/// `limit`: None when it never did (the caller says what it waited for,
/// with whatever shows why).
pub async fn until<T, F, Fut>(limit: Duration, mut probe: F) -> Option<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = Instant::now() + limit;
    loop {
        if let Some(t) = probe().await {
            return Some(t);
        }
        if Instant::now() >= deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Waits (at most `limit`) for a child process to exit; None if it did not.
pub async fn exited(
    child: &mut std::process::Child,
    limit: Duration,
) -> Option<std::process::ExitStatus> {
    until(limit, || std::future::ready(child.try_wait().unwrap())).await
}

impl FakeDiscord {
    /// `alice ARGS` in `dir` as an operator starts it against this fake:
    /// its token, its URL and its public key, and none of the settings of
    /// the environment the tests run in (no server id: commands are
    /// registered globally unless the caller names one).
    pub fn alice(&self, dir: &std::path::Path, args: &[&str]) -> std::process::Command {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_alice"));
        c.args(args).current_dir(dir);
        for var in [
            "DATABASE_URL",
            "DATABASE_MAX_CONNECTIONS",
            "DISCORD_APPLICATION_ID",
            "DISCORD_GUILD_ID",
            "SWEEP_EVERY_MS",
            "CLAIM_LEASE_SECS",
            "RUST_LOG",
        ] {
            c.env_remove(var);
        }
        c.env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_PROXY_URL", &self.http_url)
            .env("DISCORD_PUBLIC_KEY", public_key_hex());
        c
    }

    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.expect("bind http");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind ws");
        let http_url = format!("http://{}", http.local_addr().unwrap());
        let ws_url = format!("ws://{}", ws.local_addr().unwrap());
        let state = Arc::new(State {
            requests: Mutex::new(Vec::new()),
            messages: Mutex::new(Default::default()),
            interactions: Mutex::new(Default::default()),
            threads: Mutex::new(Default::default()),
            dms: Mutex::new(Default::default()),
            refusals: Mutex::new(Refusals::default()),
            managers: Mutex::new(Default::default()),
            locales: Mutex::new(Default::default()),
            guild_locale: Mutex::new(None),
            count: watch::channel(0).0,
            gateway: Mutex::new(None),
            identified: watch::channel(0).0,
            seq: AtomicU64::new(0),
            ws_url,
            next_id: AtomicU64::new(snowflake_now()),
            connections: AtomicUsize::new(0),
            identifies: Mutex::new(Vec::new()),
            nonces: Mutex::new(Default::default()),
            malformed: Mutex::new(Vec::new()),
            failed: Mutex::new(Vec::new()),
            drops: Mutex::new(Vec::new()),
            oauth: Mutex::new(OAuth::default()),
        });
        let st = state.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = http.accept().await {
                // As a real server would: no Nagle delay on small answers.
                let _ = stream.set_nodelay(true);
                let st = st.clone();
                tokio::spawn(async move {
                    let svc = service_fn(move |req| handle(st.clone(), req));
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), svc)
                        .await;
                });
            }
        });
        let st = state.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = ws.accept().await {
                let _ = stream.set_nodelay(true);
                tokio::spawn(gateway_connection(st.clone(), stream));
            }
        });
        FakeDiscord {
            http_url,
            state,
            key: signing_key(),
        }
    }

    /// A code as the Embedded App SDK's `authorize` gives an Activity for
    /// `user`: given for no redirect address, exchanged once.
    pub fn activity_code(&self, user: TestUser) -> String {
        let code = format!("code{}", self.state.next_id.fetch_add(1, Ordering::SeqCst));
        self.state
            .oauth
            .lock()
            .unwrap()
            .codes
            .insert(code.clone(), (user, String::new()));
        code
    }

    /// An Activity instance `id` running in `channel` with `users` in it.
    pub fn activity_instance(&self, id: &str, channel: u64, users: &[TestUser]) {
        self.state.oauth.lock().unwrap().instances.insert(
            id.to_string(),
            (channel, users.iter().map(|u| u.id).collect()),
        );
    }

    /// Who signs in with Discord next (alice until told).
    pub fn sign_in_as(&self, user: TestUser) {
        self.state.oauth.lock().unwrap().next_user = Some(user);
    }

    /// The bot's settings for this fake: its token, the test server,
    /// every request through the fake, the sweeper every `sweep_every`.
    pub fn settings(&self, sweep_every: Duration) -> alice::discord::Connection {
        alice::discord::Connection {
            token: TOKEN.into(),
            guild_id: Some(GUILD_ID),
            proxy_url: Some(self.http_url.clone()),
            sweep_every,
            flag_every: Duration::from_millis(100),
            application_id: Some(APP_ID),
            progress_every: Duration::from_millis(20),
            rest_timeout: Duration::from_millis(500),
        }
    }

    /// The shards the bot identified as, `[id, total]` each, in order.
    pub fn identified_shards(&self) -> Vec<(u64, u64)> {
        self.state
            .identifies
            .lock()
            .unwrap()
            .iter()
            .map(|d| {
                let s = &d["shard"];
                (s[0].as_u64().unwrap_or(0), s[1].as_u64().unwrap_or(0))
            })
            .collect()
    }

    /// POSTs an interaction to an endpoint (`base`, e.g. an `alice serve`)
    /// signed as Discord signs it; the raw HTTP answer.
    pub async fn post_signed(&self, base: &str, event: &Value) -> Result<HttpReply, String> {
        let body = event.to_string().into_bytes();
        let ts = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs()
            .to_string();
        let sig = sign(&self.key, &ts, &body);
        http_request(
            base,
            "POST",
            "/interactions",
            &[
                ("content-type", "application/json".into()),
                ("x-signature-ed25519", sig),
                ("x-signature-timestamp", ts),
            ],
            body,
        )
        .await
    }

    /// Sends an interaction to an endpoint over HTTP, as Discord does when
    /// an interactions endpoint URL is set, and waits for the bot's whole
    /// answer (the HTTP response, or after a deferral the edited or
    /// follow-up message). Err when the endpoint did not answer (a killed
    /// process) or refused the request.
    pub async fn call_http(&self, base: &str, (id, event): (u64, Value)) -> Result<Answer, String> {
        let from = self.mark();
        self.register_over_http(&event);
        let sent = Instant::now();
        let reply = self.post_signed(base, &event).await?;
        if reply.status != 200 {
            return Err(format!(
                "HTTP {}: {}",
                reply.status,
                String::from_utf8_lossy(&reply.body)
            ));
        }
        // The response is the callback: record it as if it had been POSTed
        // (after 3 s Discord has given up on it).
        let path = format!("/api/v10/interactions/{id}/tok{id}/callback");
        let (json, files) = parse_body(&reply.content_type, &reply.body);
        let status = route(&self.state, "POST", &path, &json, files.len())
            .status()
            .as_u16();
        {
            let mut list = self.state.requests.lock().unwrap();
            list.push(Recorded {
                method: "POST".into(),
                path,
                json,
                files,
                at: Instant::now(),
                status,
            });
            let n = list.len();
            self.state.count.send_replace(n);
        }
        if status != 204 {
            return Err(format!(
                "Discord refused the answer to interaction {id}: {status}"
            ));
        }
        Ok(self.answer_of(from, id, sent).await)
    }

    /// Registers an interaction that the endpoint answers (its
    /// `@original` may lag behind its response, as Discord's does).
    fn register_over_http(&self, event: &Value) {
        self.register(event);
        if let Some(i) = self
            .state
            .interactions
            .lock()
            .unwrap()
            .get_mut(event["token"].as_str().unwrap_or_default())
        {
            i.over_http = true;
        }
    }

    /// Sends an interaction to the endpoint as [`FakeDiscord::call_http`]
    /// does, but the endpoint's response never reaches Discord (as when
    /// its process dies before sending it): the interaction stays
    /// unacknowledged, whatever the endpoint answered.
    pub async fn call_http_lost(&self, base: &str, (_, event): (u64, Value)) {
        self.register_over_http(&event);
        let _ = self.post_signed(base, &event).await;
    }

    /// Waits until the bot has identified `n` times in all (a restart
    /// identifies again).
    pub async fn wait_identified(&self, n: usize) {
        let mut rx = self.state.identified.subscribe();
        tokio::time::timeout(Duration::from_secs(30), rx.wait_for(|&k| k >= n))
            .await
            .expect("the bot did not connect to the gateway in 30 s")
            .expect("gateway state");
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.state.requests.lock().unwrap().clone()
    }

    /// How many requests have been recorded so far.
    pub fn mark(&self) -> usize {
        self.state.requests.lock().unwrap().len()
    }

    /// The first request after `from` (an index) that satisfies `pred`.
    pub async fn wait_for(&self, from: usize, pred: impl Fn(&Recorded) -> bool) -> Recorded {
        let mut rx = self.state.count.subscribe();
        let found = tokio::time::timeout(Duration::from_secs(60), async {
            loop {
                if let Some(r) = self
                    .state
                    .requests
                    .lock()
                    .unwrap()
                    .get(from..)
                    .unwrap_or_default()
                    .iter()
                    .find(|r| pred(r))
                {
                    return r.clone();
                }
                let _ = rx.changed().await;
            }
        })
        .await;
        found.expect("the bot did not send the expected request within 60 s")
    }

    /// A fresh snowflake for an interaction.
    pub fn new_id(&self) -> u64 {
        self.state.new_id()
    }

    /// The requests refused as malformed so far, taken (a test of the
    /// fake itself that sent them on purpose): (method, path, errors).
    pub fn take_malformed(&self) -> Vec<(String, String, Vec<spec::FieldError>)> {
        std::mem::take(&mut *self.state.malformed.lock().unwrap())
    }

    /// Makes every nonce remembered `by` older, as if its message had
    /// been posted that much earlier.
    pub fn age_nonces(&self, by: Duration) {
        for (_, at) in self.state.nonces.lock().unwrap().values_mut() {
            *at -= by;
        }
    }

    /// Closes the bot's gateway connection from Discord's side (close code
    /// 4000); the bot is expected to connect again (a RESUME is refused, so
    /// it identifies anew).
    pub fn drop_gateway(&self) {
        let tx = self.state.gateway.lock().unwrap().take();
        if let Some(tx) = tx {
            let _ = tx.send(DROP_CONNECTION.to_string());
        }
    }

    /// Sends a dispatch event on the gateway; returns when it was sent.
    pub fn dispatch(&self, t: &str, d: Value) -> Instant {
        if t == "INTERACTION_CREATE" {
            self.register(&d);
        }
        let s = self.state.seq.fetch_add(1, Ordering::SeqCst) + 1;
        let event = json!({"op": 0, "t": t, "s": s, "d": d}).to_string();
        let gw = self.state.gateway.lock().unwrap();
        let tx = gw.as_ref().expect("the bot is not connected");
        let sent = Instant::now();
        tx.send(event).expect("gateway closed");
        sent
    }

    /// Starting a thread in `channel` is refused with `code` (50001 or
    /// 50013).
    pub fn refuse_threads(&self, channel: u64, code: u64) {
        let mut r = self.state.refusals.lock().unwrap();
        r.threads.insert(channel.to_string(), code);
    }

    /// Discord makes the message of an endpoint's answer from the HTTP
    /// response a moment after it: for `lag`, reading it (`@original`)
    /// finds no message (10008).
    /// From now on, fail a seeded share of the bot's REST writes.
    pub fn fail(&self, failing: Failing) {
        self.state.refusals.lock().unwrap().failing = Some(failing);
    }

    /// Stop failing; what failed so far: (method, path, `500`/`429`/`lost`).
    pub fn stop_failing(&self) -> Vec<(String, String, &'static str)> {
        self.state.refusals.lock().unwrap().failing = None;
        self.state.failed.lock().unwrap().clone()
    }

    /// The name thread `id` was opened with (a thread's id is its first
    /// message's), if it was.
    pub fn thread_name(&self, id: &str) -> Option<String> {
        let tail = format!("/messages/{id}/threads");
        self.requests()
            .iter()
            .find(|r| r.method == "POST" && r.path.ends_with(&tail) && r.status == 200)
            .and_then(|r| r.json["name"].as_str().map(str::to_string))
    }

    /// The next call `method` whose path holds `part` is held for `held`,
    /// then its connection dropped, nothing done (whether failing or not).
    pub fn drop_next(&self, method: &str, part: &str, held: Duration) {
        self.state
            .drops
            .lock()
            .unwrap()
            .push((method.into(), part.into(), held));
    }

    pub fn lag_originals(&self, lag: Duration) {
        self.state.refusals.lock().unwrap().original_lag = Some(lag);
    }

    /// From now on a message with components is refused as malformed
    /// (50035); the test takes these refusals.
    pub fn refuse_components_as_malformed(&self) {
        self.state.refusals.lock().unwrap().components_malformed = true;
    }

    /// The bot may no longer post in `channel` (50001).
    pub fn close_channel(&self, channel: u64) {
        let mut r = self.state.refusals.lock().unwrap();
        r.closed_channels.insert(channel.to_string());
    }

    /// `user` does not accept DMs from the bot (50007).
    pub fn close_dms(&self, user: &TestUser) {
        let mut r = self.state.refusals.lock().unwrap();
        r.closed_dms.insert(user.id.to_string());
    }

    /// `user`'s Discord is in `locale` (`de`, `fr`, `ko`...).
    pub fn set_locale(&self, user: &TestUser, locale: &str) {
        self.state
            .locales
            .lock()
            .unwrap()
            .insert(user.id, locale.to_string());
    }

    /// The server's locale (its community language).
    pub fn set_guild_locale(&self, locale: &str) {
        *self.state.guild_locale.lock().unwrap() = Some(locale.to_string());
    }

    /// `user` has the Manage Server permission.
    pub fn make_manager(&self, user: &TestUser) {
        self.state.managers.lock().unwrap().insert(user.id);
    }

    fn interaction(&self, kind: u8, who: &TestUser, data: Value, extra: Value) -> (u64, Value) {
        let id = self.new_id();
        let permissions = if self.state.managers.lock().unwrap().contains(&who.id) {
            MANAGER_PERMISSIONS
        } else {
            MEMBER_PERMISSIONS
        };
        let locale = self
            .state
            .locales
            .lock()
            .unwrap()
            .get(&who.id)
            .cloned()
            .unwrap_or_else(|| "en-GB".into());
        let guild_locale = self
            .state
            .guild_locale
            .lock()
            .unwrap()
            .clone()
            .unwrap_or_else(|| "en-US".into());
        let mut v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
            "data": data, "guild_id": GUILD_ID.to_string(), "channel_id": CHANNEL_ID.to_string(),
            "member": member_json(who, permissions), "token": format!("tok{id}"), "version": 1,
            "locale": locale, "guild_locale": guild_locale, "entitlements": [],
            "attachment_size_limit": 26214400, "app_permissions": "2248473465835073"
        });
        if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
            for (k, x) in e {
                o.insert(k.clone(), x.clone());
            }
        }
        (id, v)
    }

    /// A slash command (type 2) or, with a `Focused` option, an
    /// autocomplete request (type 4).
    pub fn slash(&self, who: &TestUser, name: &str, opts: Vec<Opt>) -> (u64, Value) {
        let mut users = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let mut kind = 2;
        let options = options_json(opts, &mut users, &mut channels, &mut kind);
        let data = json!({
            "id": "555000000000000001", "name": name, "type": 1,
            "options": options, "resolved": {"users": users, "channels": channels}
        });
        self.interaction(kind, who, data, json!({}))
    }

    /// `/challenge opponent:<black> color:white` by `white`.
    pub fn challenge(&self, white: &TestUser, black: &TestUser) -> (u64, Value) {
        self.slash(
            white,
            "challenge",
            vec![
                Opt::User("opponent", black.clone()),
                Opt::Str("color", "white".into()),
            ],
        )
    }

    /// A press of the button `custom_id`, on the newest message of the bot
    /// that carries it.
    pub fn press(&self, who: &TestUser, custom_id: &str) -> (u64, Value) {
        self.component(who, custom_id, None)
    }

    /// A component interaction: a button press (`values` None) or a choice
    /// from a string select menu, on the newest message of the bot that
    /// `who` can see and that carries that control. Panics where no real
    /// user could do it: no such message, the control greyed out, a value
    /// not among the menu's options.
    pub fn component(
        &self,
        who: &TestUser,
        custom_id: &str,
        values: Option<Vec<&str>>,
    ) -> (u64, Value) {
        let message = self.message_with(who, custom_id).unwrap_or_else(|| {
            panic!(
                "no message of the bot that {} can see carries the control `{custom_id}`",
                who.name
            )
        });
        let control = components_of(&message)
            .into_iter()
            .find(|c| c["custom_id"] == json!(custom_id))
            .expect("the control");
        assert_ne!(
            control["disabled"].as_bool(),
            Some(true),
            "`{custom_id}` is greyed out: it cannot be pressed"
        );
        let data = match &values {
            None => {
                assert_eq!(control["type"], 2, "`{custom_id}` is not a button");
                json!({"custom_id": custom_id, "component_type": 2})
            }
            Some(v) => {
                assert_eq!(control["type"], 3, "`{custom_id}` is not a menu");
                let offered: Vec<&str> = control["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str())
                    .collect();
                for x in v {
                    assert!(
                        offered.contains(x),
                        "`{x}` is not an option of `{custom_id}`: {offered:?}"
                    );
                }
                json!({"custom_id": custom_id, "component_type": 3, "values": v})
            }
        };
        let channel: u64 = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(CHANNEL_ID);
        let event = self.interaction(3, who, data, json!({ "message": message }));
        let dm = self
            .state
            .dms
            .lock()
            .unwrap()
            .contains_key(&channel.to_string());
        let thread = self
            .state
            .threads
            .lock()
            .unwrap()
            .contains(&channel.to_string());
        if dm {
            self.in_dm(event, channel)
        } else if channel != CHANNEL_ID || thread {
            self.in_channel(event, channel, thread)
        } else {
            event
        }
    }

    /// The newest message of the bot that `who` can see and that carries
    /// the control `custom_id`.
    fn message_with(&self, who: &TestUser, custom_id: &str) -> Option<Value> {
        let user = who.id.to_string();
        let dms = self.state.dms.lock().unwrap().clone();
        let messages = self.state.messages.lock().unwrap();
        messages
            .iter()
            .filter(|(_, m)| m.visible_to.as_ref().is_none_or(|u| *u == user))
            .filter(|(_, m)| {
                // A DM is seen by its recipient only.
                m.json["channel_id"]
                    .as_str()
                    .and_then(|c| dms.get(c))
                    .is_none_or(|u| *u == user)
            })
            .filter(|(_, m)| has_control(&m.json, custom_id))
            .max_by_key(|(id, _)| id.parse::<u64>().unwrap_or(0))
            .map(|(_, m)| m.json.clone())
    }

    /// Whether some message of the bot that `who` can see carries the
    /// control `custom_id` (a spent button is removed from its message).
    pub fn can_press(&self, who: &TestUser, custom_id: &str) -> bool {
        self.message_with(who, custom_id).is_some()
    }

    /// A message an older version of the bot left in the test channel,
    /// with buttons of these ids (which this version may not know).
    pub fn old_message(&self, custom_ids: &[&str]) -> String {
        let buttons: Vec<Value> = custom_ids
            .iter()
            .map(|id| json!({"type": 2, "style": 2, "label": "?", "custom_id": id}))
            .collect();
        let body = json!({"content": "an old message", "components": [{"type": 1, "components": buttons}]});
        let m = self
            .state
            .create_message(&CHANNEL_ID.to_string(), &body, None);
        m["id"].as_str().unwrap_or_default().to_string()
    }

    /// How many messages exist (sent and not deleted).
    pub fn message_count(&self) -> usize {
        self.state.messages.lock().unwrap().len()
    }

    /// The texts of the messages that exist in `channel`, oldest first.
    pub fn texts_in(&self, channel: &str) -> Vec<String> {
        let messages = self.state.messages.lock().unwrap();
        let mut found: Vec<(u64, String)> = messages
            .iter()
            .filter(|(_, m)| m.json["channel_id"] == channel)
            .map(|(id, m)| {
                (
                    id.parse().unwrap_or(0),
                    m.json["content"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect();
        found.sort();
        found.into_iter().map(|(_, t)| t).collect()
    }

    /// The DM channel the bot opened with `user`, if any.
    pub fn dm_channel_of(&self, user: &TestUser) -> Option<String> {
        let id = user.id.to_string();
        self.state
            .dms
            .lock()
            .unwrap()
            .iter()
            .find(|(_, u)| **u == id)
            .map(|(c, _)| c.clone())
    }

    /// The message `id` as it now stands (None once deleted).
    pub fn message(&self, id: &str) -> Option<Value> {
        self.state
            .messages
            .lock()
            .unwrap()
            .get(id)
            .map(|m| m.json.clone())
    }

    /// Makes an interaction `by` older, as if it had been sent that much
    /// earlier.
    pub fn age(&self, token: &str, by: Duration) {
        if let Some(i) = self.state.interactions.lock().unwrap().get_mut(token) {
            i.created -= by;
        }
    }

    /// Records that an interaction was sent: from now on Discord waits
    /// [`ACK_WINDOW`] for its acknowledgement.
    pub fn register(&self, event: &Value) {
        let token = event["token"].as_str().unwrap_or_default().to_string();
        let user = event["member"]["user"]["id"]
            .as_str()
            .or(event["user"]["id"].as_str())
            .unwrap_or_default()
            .to_string();
        let interaction = Interaction {
            created: Instant::now(),
            user,
            channel: event["channel_id"].as_str().unwrap_or_default().to_string(),
            acked: false,
            original: None,
            component_message: event["message"]["id"].as_str().map(str::to_string),
            over_http: false,
            acked_at: None,
        };
        self.state
            .interactions
            .lock()
            .unwrap()
            .insert(token, interaction);
    }

    /// The same interaction, sent from another channel: a thread (`thread`
    /// true) or a plain text channel.
    pub fn in_channel(
        &self,
        (id, mut event): (u64, Value),
        channel: u64,
        thread: bool,
    ) -> (u64, Value) {
        event["channel_id"] = json!(channel.to_string());
        event["channel"] = json!({
            "id": channel.to_string(), "type": if thread { 11 } else { 0 },
            "name": "a channel", "parent_id": CHANNEL_ID.to_string()
        });
        if let Some(m) = event.get_mut("message") {
            m["channel_id"] = json!(channel.to_string());
        }
        (id, event)
    }

    /// The same interaction, sent from the user's DMs with the bot.
    pub fn in_dm(&self, (id, mut event): (u64, Value), dm_channel: u64) -> (u64, Value) {
        if event.get("member").is_none() {
            // Already sent from the DMs.
            return (id, event);
        }
        let user = event["member"]["user"].clone();
        if let Some(o) = event.as_object_mut() {
            o.remove("member");
            o.remove("guild_id");
            o.remove("guild_locale");
            o.insert("user".into(), user);
            o.insert("channel_id".into(), json!(dm_channel.to_string()));
            o.insert("context".into(), json!(1));
        }
        if let Some(m) = event.get_mut("message") {
            m["channel_id"] = json!(dm_channel.to_string());
        }
        (id, event)
    }

    /// The requests from `from` on that posted a message in `channel`.
    pub fn posts_in(&self, from: usize, channel: &str) -> Vec<Recorded> {
        let path = format!("/api/v10/channels/{channel}/messages");
        self.requests()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .filter(|r| r.method == "POST" && r.path == path)
            .cloned()
            .collect()
    }

    /// Sends an interaction and waits for the bot's whole answer (after a
    /// deferral: the edited or follow-up message).
    pub async fn call(&self, (id, event): (u64, Value)) -> Answer {
        let from = self.mark();
        let sent = self.dispatch("INTERACTION_CREATE", event);
        self.answer_of(from, id, sent).await
    }

    /// The whole answer to interaction `id`, recorded from `from` on.
    async fn answer_of(&self, from: usize, id: u64, sent: Instant) -> Answer {
        let token = format!("tok{id}");
        let cb_path = format!("/api/v10/interactions/{id}/{token}/callback");
        // The first callback that did not fail (a 5xx, a 429 or a dropped
        // call is tried again).
        let cb = self
            .wait_for(from, |r| {
                r.path == cb_path && r.status != 0 && r.status < 500 && r.status != 429
            })
            .await;
        assert_eq!(
            cb.status, 204,
            "Discord refused the callback of interaction {id}: {}",
            cb.json
        );
        let kind = cb.json["type"].as_u64().unwrap_or(0);
        let (body, files) = if kind == 5 {
            let prefix = format!("/api/v10/webhooks/{APP_ID}/{token}");
            // The first edit or follow-up that did not fail for a while
            // (a 5xx, a 429 or a dropped call is tried again).
            let r = self
                .wait_for(from, |r| {
                    r.path.starts_with(&prefix)
                        && (r.method == "PATCH" || r.method == "POST")
                        && r.status != 0
                        && r.status < 500
                        && r.status != 429
                })
                .await;
            assert_eq!(r.status, 200, "Discord refused {} {}", r.method, r.path);
            (r.json.clone(), r.files.clone())
        } else {
            (cb.json["data"].clone(), cb.files.clone())
        };
        let flags = body["flags"].as_u64().unwrap_or(0);
        let (buttons, disabled, menus) = controls(&body);
        let rows = body["components"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|row| {
                row["components"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| c["custom_id"].as_str().unwrap_or("").to_string())
                    .collect()
            })
            .collect();
        let pings = body["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| {
                u.as_str()
                    .map(str::to_string)
                    .or_else(|| u.as_u64().map(|n| n.to_string()))
            })
            .collect();
        let choices = body["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or("").to_string(),
                    c["value"].clone(),
                )
            })
            .collect();
        Answer {
            kind,
            content: body["content"].as_str().unwrap_or("").to_string(),
            ephemeral: flags & 64 != 0,
            files,
            buttons,
            disabled,
            rows,
            menus,
            pings,
            choices,
            sent,
            callback: cb.at,
        }
    }
}

/// The controls of a message body: button ids, greyed-out button ids, and
/// the select menus with their options.
pub fn controls(body: &Value) -> (Vec<String>, Vec<String>, Vec<MenuSeen>) {
    let mut buttons = Vec::new();
    let mut disabled = Vec::new();
    let mut menus = Vec::new();
    for c in components_of(body) {
        let id = c["custom_id"].as_str().unwrap_or("").to_string();
        match c["type"].as_u64() {
            Some(2) => {
                if c["disabled"].as_bool() == Some(true) {
                    disabled.push(id.clone());
                }
                buttons.push(id);
            }
            Some(3) => {
                let options = c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        let s = |k: &str| o[k].as_str().unwrap_or("").to_string();
                        (s("label"), s("value"), s("description"))
                    })
                    .collect();
                menus.push((id, options));
            }
            _ => {}
        }
    }
    (buttons, disabled, menus)
}

/// The controls of a message body, rows flattened.
/// Whether a message carries the control `custom_id` (read in place: the
/// fake looks through every message for each press).
fn has_control(body: &Value, custom_id: &str) -> bool {
    body["components"].as_array().is_some_and(|rows| {
        rows.iter().any(|row| {
            row["components"].as_array().is_some_and(|cs| {
                cs.iter()
                    .any(|c| c["custom_id"].as_str() == Some(custom_id))
            })
        })
    })
}

fn components_of(body: &Value) -> Vec<Value> {
    body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// A test whose bot sent Discord a request it refuses as malformed fails,
/// naming each field.
impl Drop for FakeDiscord {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        let malformed = self.take_malformed();
        let lines: Vec<String> = malformed
            .iter()
            .map(|(method, path, errors)| {
                let fields: Vec<String> = errors.iter().map(ToString::to_string).collect();
                format!("{method} {path}: {}", fields.join("; "))
            })
            .collect();
        assert!(
            lines.is_empty(),
            "the bot sent requests Discord refuses as malformed (50035):\n{}",
            lines.join("\n")
        );
    }
}

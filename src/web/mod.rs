//! The live table: every game's page at `WEB_URL/g/<game>-<token>`, its
//! state once as JSON (`….json`) and live over a WebSocket (`…/live`: one
//! JSON message per position, the first the current one). Served when
//! `WEB_URL` is set, by `alice run` and `alice serve` on a listener of
//! their own. Any process serves any game: what a page shows is read from
//! the database, and the watchers' games are looked at together a few
//! times a second ([`live`]), so a move made by any process reaches every
//! page.
//!
//! A wrong token, a missing game and an address that is not a game's
//! answer one and the same 404. Pages send no referrer (the token is in
//! the address) and run no inline script.

mod activity;
pub mod limits;
mod live;
mod login;
mod page;
mod play;

use crate::lang::Lang;
use crate::service::{Service, TableView};
use alice_core::Color;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::RawQuery;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

pub use live::Hub;
pub use login::Login;

/// What the table's handlers share.
#[derive(Clone)]
pub struct LiveTable {
    service: Arc<Service>,
    hub: Arc<Hub>,
    /// `WEB_URL`, without a trailing `/`.
    base: String,
    /// The path of `WEB_URL` (empty, or `/prefix` without a trailing `/`).
    prefix: String,
    /// Signing in with Discord, when the application's secret is given.
    login: Option<Login>,
    /// What the table's clients may hold.
    limits: Arc<limits::Limits>,
}

/// The table's base address from `WEB_URL`: an `http` or `https` address
/// with a host, without query or fragment; given back without its
/// trailing `/`.
pub fn base_url(text: &str) -> Result<String, String> {
    let t = text.trim().trim_end_matches('/');
    let rest = t
        .strip_prefix("https://")
        .or_else(|| t.strip_prefix("http://"))
        .ok_or_else(|| format!("WEB_URL must start with https:// or http://, not `{text}`"))?;
    let host = rest.split('/').next().unwrap_or("");
    if host.is_empty() || rest.contains(['?', '#', ' ']) {
        return Err(format!(
            "WEB_URL must be a base address like https://alice.example.org, not `{text}`"
        ));
    }
    Ok(t.to_string())
}

/// Percent-encodes `text` for a query or form.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The path part of a base address from [`base_url`] ("" or "/prefix").
fn path_of(base: &str) -> String {
    let rest = base.split_once("://").map_or(base, |(_, r)| r);
    rest.find('/')
        .map_or(String::new(), |i| rest[i..].to_string())
}

impl LiveTable {
    /// The table over `service`, whose `web_url` names its base address.
    pub fn new(service: Arc<Service>) -> LiveTable {
        let base = service.config().web_url.clone().unwrap_or_default();
        let prefix = path_of(&base);
        let hub = Arc::new(Hub::new(service.clone()));
        LiveTable {
            service,
            hub,
            base,
            prefix,
            login: None,
            limits: Arc::new(limits::Limits::of_process(false)),
        }
    }

    /// The same table within `limits`.
    pub fn with_limits(self, limits: limits::Limits) -> LiveTable {
        LiveTable {
            limits: Arc::new(limits),
            ..self
        }
    }

    /// The same table, members signing in with Discord.
    pub fn with_login(self, login: Login) -> LiveTable {
        LiveTable {
            login: Some(login),
            ..self
        }
    }

    /// Signing in for the Activity, when the Activity is on
    /// (`DISCORD_ACTIVITY`): else its routes are the table's 404.
    fn activity(&self) -> Option<&Login> {
        self.login
            .as_ref()
            .filter(|_| self.service.config().activity)
    }

    /// The routes, under the base address's path.
    pub fn router(&self) -> Router {
        let routes = Router::new()
            .route("/g/{key}", get(game))
            .route("/g/{key}/live", get(live))
            .route(
                "/g/{key}/{action}",
                axum::routing::post(play::route)
                    .get(play::options)
                    .layer(axum::extract::DefaultBodyLimit::max(play::MAX_BODY)),
            )
            .route("/login", get(login::begin))
            .route("/callback", get(login::finish))
            .route("/logout", axum::routing::post(login::end))
            .route("/me", get(login::me))
            .route("/", get(activity::root))
            .route("/activity", get(activity::start))
            .route(
                "/activity/token",
                axum::routing::post(activity::token)
                    .layer(axum::extract::DefaultBodyLimit::max(activity::MAX_BODY)),
            )
            .route("/activity/game", get(activity::game))
            .route("/static/activity.js", get(activity::script))
            .route("/static/table.js", get(script))
            .route("/static/table.css", get(style))
            .fallback(fallback)
            .with_state(self.clone());
        if self.prefix.is_empty() {
            routes
        } else {
            Router::new().nest(&self.prefix, routes).fallback(fallback)
        }
    }

    /// Serves the table on `listener` until `stop` turns true; the
    /// watchers' games are looked at meanwhile.
    pub async fn serve(
        self,
        listener: tokio::net::TcpListener,
        mut stop: tokio::sync::watch::Receiver<bool>,
    ) -> Result<(), String> {
        let hub = self.hub.clone();
        let mut hub_stop = stop.clone();
        let looking = tokio::spawn(async move { hub.run(&mut hub_stop).await });
        let app = self.router();
        let gated = limits::Gated::new(listener, self.limits.clone());
        let served = axum::serve(
            gated,
            app.into_make_service_with_connect_info::<limits::Peer>(),
        )
        .with_graceful_shutdown(async move {
            let _ = stop.wait_for(|s| *s).await;
        })
        .await
        .map_err(|e| format!("the live table: {e}"));
        looking.abort();
        served
    }
}

/// A game's key in its address: `<id>-<token>` (the token 32 lower-case
/// hexadecimal digits), with `.json` for its state.
fn read_key(key: &str) -> Option<(i64, &str, bool)> {
    let (key, json) = match key.strip_suffix(".json") {
        Some(k) => (k, true),
        None => (key, false),
    };
    let (id, token) = key.split_once('-')?;
    let id: i64 = id.parse().ok().filter(|&n| n > 0)?;
    let ok = token.len() == 32
        && token
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    ok.then_some((id, token, json))
}

/// The reader's language: `?lang=` is not read (addresses are shared);
/// the browser's `Accept-Language`, first match in its order, else
/// English.
fn reader_lang(headers: &HeaderMap) -> Lang {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.split(',')
                .map(|part| part.split(';').next().unwrap_or("").trim())
                .filter(|tag| !tag.is_empty() && *tag != "*")
                .find_map(Lang::from_locale)
        })
        .unwrap_or(Lang::EN)
}

/// The origins that may frame the Activity's pages: Discord's clients
/// and the proxy Discord serves an Activity through.
const DISCORD_FRAMES: &str = "https://discord.com https://*.discord.com https://*.discordsays.com";

/// The table's content policy, but for who may frame it.
const POLICY: &str =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                      connect-src 'self'; base-uri 'none'; form-action 'self'";

/// Headers every answer of the table carries; no page of it may be framed
/// (`frame-ancestors 'none'`, `X-Frame-Options: DENY`).
fn guarded(r: Response) -> Response {
    guard(r, false)
}

/// The same headers, the page framed by Discord only when `in_discord`
/// (the Activity's pages).
fn guard(mut r: Response, in_discord: bool) -> Response {
    let h = r.headers_mut();
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    let framers = if in_discord { DISCORD_FRAMES } else { "'none'" };
    if let Ok(policy) = HeaderValue::from_str(&format!("{POLICY}; frame-ancestors {framers}")) {
        h.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    if !in_discord {
        h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    r
}

/// An answer of a status alone (to a page's script).
fn status_only(status: StatusCode) -> Response {
    guarded((status, [(header::CACHE_CONTROL, "no-store")]).into_response())
}

/// Whether a change carries its session's token (`X-CSRF-Token`).
fn csrf_ok(headers: &HeaderMap, session: &crate::service::sessions::Session) -> bool {
    let given = headers
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    crate::service::same_secret(given, &session.csrf)
}

async fn fallback(headers: HeaderMap) -> Response {
    not_found(reader_lang(&headers))
}

/// The one answer for a wrong token, a missing game and any other
/// address the table does not serve.
fn not_found(lang: Lang) -> Response {
    guarded(
        (
            StatusCode::NOT_FOUND,
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            page::not_found(lang),
        )
            .into_response(),
    )
}

/// The answer when the game cannot be read (the database is away): the
/// reason goes to the log, the reader is asked to try again.
fn failed(e: impl std::fmt::Display, lang: Lang) -> Response {
    tracing::error!(error = %e, "the live table could not read a game");
    unavailable(lang)
}

/// Asks the reader to try again shortly.
fn unavailable(lang: Lang) -> Response {
    guarded(
        (
            StatusCode::SERVICE_UNAVAILABLE,
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
                (header::RETRY_AFTER, "5"),
            ],
            page::unavailable(lang),
        )
            .into_response(),
    )
}

/// The side a page asks the boards be drawn from (`?side=black`).
fn side_asked(query: Option<&str>) -> Option<Color> {
    crate::states::color_named(&login::query_field(query, "side")?)
}

/// The game an address names, as the reader sees it (its boards drawn
/// from `side`'s colour, else its viewer's, else White's), and the
/// reader's language; or the answer to give instead (404 alike for every way of
/// not naming a game, 503 when it cannot be read).
async fn view_of(
    table: &LiveTable,
    key: &str,
    socket: bool,
    side: Option<(Option<Color>, Option<i64>)>,
    headers: &HeaderMap,
) -> Result<(TableView, i64, String, bool, Lang), Response> {
    let lang = reader_lang(headers);
    let Some((id, token, json)) = read_key(key).filter(|k| !(socket && k.2)) else {
        return Err(not_found(lang));
    };
    let (drawn_from, viewer) = side.unwrap_or((None, None));
    match table
        .service
        .games()
        .table(id, token, lang, drawn_from, viewer)
        .await
    {
        Ok(Some(v)) => Ok((v, id, token.to_string(), json, lang)),
        Ok(None) => Err(not_found(lang)),
        Err(e) => Err(failed(e, lang)),
    }
}

async fn game(
    State(table): State<LiveTable>,
    Path(key): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    // A player sees the boards from their side unless the address asks.
    let session = match table.session(&headers).await {
        Ok(s) => s,
        Err(answer) => return answer,
    };
    let side = (
        side_asked(query.as_deref()),
        session.as_ref().map(|s| s.member),
    );
    let (view, _, _, json, lang) = match view_of(&table, &key, false, Some(side), &headers).await {
        Ok(v) => v,
        Err(answer) => return answer,
    };
    let answer = if json {
        match serde_json::to_string(&view) {
            Ok(text) => ([(header::CONTENT_TYPE, "application/json")], text),
            Err(e) => return failed(e, lang),
        }
    } else {
        let side = session.as_ref().and_then(|s| {
            let at = view.players.iter().position(|p| *p == Some(s.member))?;
            Some(crate::states::color_word(if at == 0 {
                Color::White
            } else {
                Color::Black
            }))
        });
        let plays = side.is_some() && view.status == "active";
        let sign_in = page::SignIn {
            offered: table.login.is_some(),
            who: session.map(|s| s.name),
            plays,
            side,
        };
        match page::game(&view, lang, &table.prefix, &key, &sign_in) {
            Ok(html) => ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html),
            Err(e) => return failed(e, lang),
        }
    };
    // Discord may frame the page the Activity opened, no one else.
    let in_discord = !json
        && table.activity().is_some()
        && query
            .as_deref()
            .is_some_and(|q| q.split('&').any(|p| p == activity::IN_DISCORD));
    guard(
        ([(header::CACHE_CONTROL, "no-store")], answer).into_response(),
        in_discord,
    )
}

async fn live(
    State(table): State<LiveTable>,
    ConnectInfo(peer): ConnectInfo<limits::Peer>,
    Path(key): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    // A client (its address, and the member signed in) holds at most its
    // share of sockets, whatever games they watch.
    let address = limits::client_address(peer.0.ip(), &headers, table.limits.forwarded);
    let session = match table.session(&headers).await {
        Ok(s) => s,
        Err(answer) => return answer,
    };
    let clients = std::iter::once(limits::Client::Address(address))
        .chain(session.map(|s| limits::Client::Member(s.member)))
        .collect();
    let held = match table.limits.open_socket(clients) {
        Ok(held) => held,
        Err(refusal) => return refused_for_now(refusal),
    };
    let side = side_asked(query.as_deref()).unwrap_or(Color::White);
    let (view, id, token, _, lang) =
        match view_of(&table, &key, true, Some((Some(side), None)), &headers).await {
            Ok(v) => v,
            Err(answer) => return answer,
        };
    // Only once the game is known: a wrong token is told nothing more.
    let upgrade = match upgrade {
        Ok(u) => u,
        Err(e) => return guarded(e.into_response()),
    };
    let watched = match table.hub.watch(id, token, lang, side, &view, held) {
        Ok(Some(w)) => w,
        Ok(None) => {
            tracing::warn!(
                open = live::MAX_SOCKETS,
                "the live table refuses a socket: too many open"
            );
            return unavailable(lang);
        }
        Err(e) => return failed(e, lang),
    };
    // The page names the version it shows (`&v=`): the same is not sent
    // again, but where offers stand (their answers are drawn by the
    // script from a state).
    let page_has_it = view.offers.is_empty()
        && login::query_field(query.as_deref(), "v").is_some_and(|v| v == view.version);
    // A page that cannot inflate asks for its states as JSON text.
    let plain = login::query_field(query.as_deref(), "plain").is_some();
    // A socket keeps small buffers: a page sends nothing, and each state
    // is a few kilobytes.
    upgrade
        .read_buffer_size(live::BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(live::MAX_MESSAGE_OUT)
        .max_message_size(live::MAX_MESSAGE)
        .max_frame_size(live::MAX_MESSAGE)
        .on_upgrade(move |socket| live::follow(socket, watched, page_has_it, plain))
}

/// A client's request refused for now by the table's limits: 429 (its
/// share is held) or 503 (the table is full), with `Retry-After`.
fn refused_for_now(refusal: limits::Refusal) -> Response {
    let mut r = status_only(refusal.code());
    r.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from_static(refusal.retry_after()),
    );
    r
}

/// One of the table's own files, as the browser may keep it a while.
fn asset(content_type: HeaderValue, body: &'static str) -> Response {
    guarded(
        (
            [
                (header::CONTENT_TYPE, content_type),
                (
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=300"),
                ),
            ],
            body,
        )
            .into_response(),
    )
}

async fn script() -> Response {
    asset(
        HeaderValue::from_static("text/javascript; charset=utf-8"),
        page::SCRIPT,
    )
}

async fn style() -> Response {
    asset(
        HeaderValue::from_static("text/css; charset=utf-8"),
        page::STYLE,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_percent_encoded() {
        assert_eq!(encode("a b/é~"), "a%20b%2F%C3%A9~");
    }

    #[test]
    fn keys_are_read_strictly() {
        let t = "0123456789abcdef0123456789abcdef";
        assert_eq!(read_key(&format!("12-{t}")), Some((12, t, false)));
        assert_eq!(read_key(&format!("12-{t}.json")), Some((12, t, true)));
        for bad in [
            format!("0-{t}"),
            format!("-1-{t}"),
            format!("12-{}", t.to_uppercase()),
            format!("12-{}", &t[1..]),
            format!("12-{t}0"),
            format!("12{t}"),
            format!("x-{t}"),
            format!("99999999999999999999-{t}"),
            "".to_string(),
        ] {
            assert_eq!(read_key(&bad), None, "{bad}");
        }
    }

    #[test]
    fn base_addresses_are_checked() {
        assert_eq!(base_url("https://a.example/").unwrap(), "https://a.example");
        assert_eq!(
            base_url(" http://127.0.0.1:8080/alice/ ").unwrap(),
            "http://127.0.0.1:8080/alice"
        );
        assert_eq!(path_of("http://127.0.0.1:8080/alice"), "/alice");
        assert_eq!(path_of("https://a.example"), "");
        for bad in [
            "a.example",
            "ftp://a.example",
            "https://",
            "https://a.example/?x=1",
        ] {
            assert!(base_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_readers_language_is_the_browsers() {
        let mut h = HeaderMap::new();
        assert_eq!(reader_lang(&h), Lang::EN);
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("xx, de-AT;q=0.8, fr;q=0.5"),
        );
        assert_eq!(reader_lang(&h).code(), "de");
        h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("*"));
        assert_eq!(reader_lang(&h), Lang::EN);
    }
}

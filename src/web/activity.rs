//! The table inside Discord, as an Activity: the page Discord opens
//! (`/activity`), whose script signs the member in with the Embedded App
//! SDK; the token exchange it posts the SDK's code to
//! (`POST /activity/token`), which opens a session like a sign-in on the
//! web (its cookie made for a page in Discord's frame); and the game of
//! the channel the Activity was opened in (`/activity/game?channel=`).

use super::login::{cookie, query_field, SESSION_COOKIE};
use super::play::json;
use super::{guard, page, reader_lang, status_only, LiveTable};
use crate::service::sessions::{LOGIN_TTL_MS, SESSION_TTL_MS};
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The largest body the token exchange reads (an authorization code is
/// some thirty characters).
pub const MAX_BODY: usize = 1024;

/// The query a game's address carries when the Activity opens it: the
/// page may then be framed by Discord.
pub const IN_DISCORD: &str = "frame=discord";

/// The cookie of the Activity's sign-in under way: its signed ticket.
const ACTIVITY_COOKIE: &str = "alice_activity";

/// A cookie a page in Discord's frame keeps: `SameSite=None; Secure;
/// Partitioned`; `max_age` 0 removes it.
fn framed_cookie(name: &str, value: &str, max_age: i64) -> Option<HeaderValue> {
    HeaderValue::from_str(&format!(
        "{name}={value}; Path=/; Max-Age={max_age}; HttpOnly; Secure; SameSite=None; Partitioned"
    ))
    .ok()
}

/// `GET /activity`: the Activity's page, which Discord alone may frame
/// (the table's 404 where the Activity is off). It begins a sign-in as
/// `/login` does: its state is in the page, for the SDK's `authorize` and
/// the token exchange, and its signed ticket in a cookie.
pub(super) async fn start(State(table): State<LiveTable>, headers: HeaderMap) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.activity() else {
        return super::not_found(lang);
    };
    let home = format!("{}/", table.prefix);
    let (state, ticket) = match table
        .service
        .sessions()
        .begin_login(&home, &login.client_secret)
    {
        Ok(begun) => begun,
        Err(e) => return super::failed(e, lang),
    };
    let mut answer = (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        page::activity(lang, &table.prefix, login.client_id, &state),
    )
        .into_response();
    if let Some(c) = framed_cookie(ACTIVITY_COOKIE, &ticket, LOGIN_TTL_MS / 1000) {
        answer.headers_mut().insert(header::SET_COOKIE, c);
    }
    guard(answer, true)
}

/// `GET /` as Discord opens the Activity (its address carries
/// `frame_id`): the Activity's page; any other visit there is the table's
/// 404, as before.
pub(super) async fn root(
    State(table): State<LiveTable>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    if query_field(query.as_deref(), "frame_id").is_none() {
        return super::not_found(reader_lang(&headers));
    }
    start(State(table), headers).await
}

/// `POST /activity/token` with `{"code": "…", "state": "…"}`, the code the
/// SDK's `authorize` gave and the state of the Activity's page: the state
/// must be the one of this browser's ticket (its cookie), in time and
/// unused; the code is exchanged with Discord (no redirect address, as the
/// SDK asks), a session opened for the member, and `{"access_token": …}`
/// answered for the SDK's `authenticate`. The session's cookie is
/// `SameSite=None; Secure; Partitioned`, as a page in Discord's frame
/// needs. 400 for a body without a code or state, 403 for a state not
/// this browser's (or lapsed, or used), 502 when Discord does not confirm
/// the member.
pub(super) async fn token(
    State(table): State<LiveTable>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.activity().cloned() else {
        return super::not_found(lang);
    };
    let asked = serde_json::from_slice::<serde_json::Value>(&body).unwrap_or_default();
    let field = |name: &str| {
        asked[name]
            .as_str()
            .filter(|c| {
                !c.is_empty() && c.len() <= 256 && c.chars().all(|ch| ch.is_ascii_graphic())
            })
            .map(str::to_string)
    };
    let (Some(code), Some(state)) = (field("code"), field("state")) else {
        return status_only(StatusCode::BAD_REQUEST);
    };
    let ticket = cookie(&headers, ACTIVITY_COOKIE).unwrap_or_default();
    match table
        .service
        .sessions()
        .take_login(&ticket, &state, &login.client_secret)
        .await
    {
        Ok(Some(_)) => {}
        Ok(None) => return status_only(StatusCode::FORBIDDEN),
        Err(e) => return super::failed(e, lang),
    }
    let (member, name, access) = match table.member_of(&login, &code, None).await {
        Ok(m) => m,
        Err(e) => {
            tracing::warn!(error = %e, "an Activity's sign-in failed");
            return json(
                StatusCode::BAD_GATEWAY,
                serde_json::json!({ "error": lang.t("web-sign-in-failed") }),
            );
        }
    };
    let (secret, session) = match table
        .service
        .sessions()
        .open(member, &name, Some(&state))
        .await
    {
        Ok(opened) => opened,
        Err(e) => return super::failed(e, lang),
    };
    let mut answer = json(
        StatusCode::OK,
        serde_json::json!({ "access_token": access, "csrf": session.csrf }),
    );
    let cookies = framed_cookie(ACTIVITY_COOKIE, "", 0)
        .into_iter()
        .chain(framed_cookie(
            SESSION_COOKIE,
            &secret,
            SESSION_TTL_MS / 1000,
        ));
    for c in cookies {
        answer.headers_mut().append(header::SET_COOKIE, c);
    }
    answer
}

/// `GET /activity/game?channel=<id>&instance=<id>` for a signed-in member:
/// the address of the game the Activity's channel means (`{"path":
/// "/g/<game>-<token>?frame=discord"}`, see `Games::game_in_place`), when
/// Discord says the Activity instance runs in that channel with the member
/// in it; 401 without a session, 403 (with the reason) when it does not,
/// 404 where no game was played (with the reason to show), 400 for a
/// malformed channel or instance, 502 when Discord cannot be asked.
pub(super) async fn game(
    State(table): State<LiveTable>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.activity().cloned() else {
        return super::not_found(lang);
    };
    let session = match table.session(&headers).await {
        Ok(Some(s)) => s,
        Ok(None) => return status_only(StatusCode::UNAUTHORIZED),
        Err(answer) => return answer,
    };
    let Some(channel) = query_field(query.as_deref(), "channel")
        .and_then(|c| c.parse::<i64>().ok())
        .filter(|c| *c > 0)
    else {
        return status_only(StatusCode::BAD_REQUEST);
    };
    let Some(instance) = query_field(query.as_deref(), "instance").filter(|i| {
        !i.is_empty()
            && i.len() <= 128
            && i.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
    }) else {
        return status_only(StatusCode::BAD_REQUEST);
    };
    // The member must be in the Activity, and the Activity in that
    // channel, as Discord says: no one learns a game's address from a
    // channel id alone.
    match table.activity_instance(&login, &instance).await {
        Ok(Some((at, members))) if at == channel && members.contains(&session.member) => {}
        Ok(_) => {
            return json(
                StatusCode::FORBIDDEN,
                serde_json::json!({ "error": lang.t("web-activity-not-yours") }),
            )
        }
        Err(e) => {
            tracing::warn!(error = %e, "an Activity's instance could not be read");
            return json(
                StatusCode::BAD_GATEWAY,
                serde_json::json!({ "error": lang.t("web-sign-in-failed") }),
            );
        }
    }
    match table
        .service
        .games()
        .game_in_place(channel, session.member)
        .await
    {
        Ok(Some((id, token))) => json(
            StatusCode::OK,
            serde_json::json!({ "path": format!("{}/g/{id}-{token}?{IN_DISCORD}", table.prefix) }),
        ),
        Ok(None) => json(
            StatusCode::NOT_FOUND,
            serde_json::json!({ "error": lang.t("web-activity-no-game") }),
        ),
        Err(e) => super::failed(e, lang),
    }
}

/// The Activity's script (the table's 404 where the Activity is off).
pub(super) async fn script(State(table): State<LiveTable>, headers: HeaderMap) -> Response {
    if table.activity().is_none() {
        return super::not_found(reader_lang(&headers));
    }
    super::asset(
        HeaderValue::from_static("text/javascript; charset=utf-8"),
        page::ACTIVITY_SCRIPT,
    )
}

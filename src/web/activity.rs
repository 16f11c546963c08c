//! The table inside Discord, as an Activity: the page Discord opens
//! (`/activity`), whose script signs the member in with the Embedded App
//! SDK; the token exchange it posts the SDK's code to
//! (`POST /activity/token`), which opens a session like a sign-in on the
//! web (its cookie made for a page in Discord's frame); and the game of
//! the channel the Activity was opened in (`/activity/game?channel=`).

use super::login::{query_field, SESSION_COOKIE};
use super::play::json;
use super::{guarded, page, reader_lang, status_only, Table};
use crate::service::sessions::SESSION_TTL_MS;
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The largest body the token exchange reads (an authorization code is
/// some thirty characters).
pub const MAX_BODY: usize = 1024;

/// `GET /activity`: the Activity's page (the table's 404 where signing
/// in is off: the Activity needs it).
pub(super) async fn start(State(table): State<Table>, headers: HeaderMap) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = &table.login else {
        return super::not_found(lang);
    };
    guarded(
        (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            page::activity(lang, &table.prefix, login.client_id),
        )
            .into_response(),
    )
}

/// `GET /` as Discord opens the Activity (its address carries
/// `frame_id`): the Activity's page; any other visit there is the table's
/// 404, as before.
pub(super) async fn root(
    State(table): State<Table>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    if query_field(query.as_deref(), "frame_id").is_none() {
        return super::not_found(reader_lang(&headers));
    }
    start(State(table), headers).await
}

/// `POST /activity/token` with `{"code": "…"}`, the code the SDK's
/// `authorize` gave: exchanged with Discord (no redirect address, as the
/// SDK asks), a session opened for the member, and `{"access_token": …}`
/// answered for the SDK's `authenticate`. The session's cookie is
/// `SameSite=None; Secure; Partitioned`, as a page in Discord's frame
/// needs. 400 for a body without a code, 502 when Discord does not
/// confirm the member.
pub(super) async fn token(State(table): State<Table>, headers: HeaderMap, body: Bytes) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.login.clone() else {
        return super::not_found(lang);
    };
    let code = serde_json::from_slice::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v["code"].as_str().map(str::to_string))
        .filter(|c| !c.is_empty() && c.len() <= 256 && c.chars().all(|ch| ch.is_ascii_graphic()));
    let Some(code) = code else {
        return status_only(StatusCode::BAD_REQUEST);
    };
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
    let (secret, session) = match table.service.sessions().open(member, &name).await {
        Ok(opened) => opened,
        Err(e) => return super::failed(e, lang),
    };
    let mut answer = json(
        StatusCode::OK,
        serde_json::json!({ "access_token": access, "csrf": session.csrf }),
    );
    if let Ok(v) = HeaderValue::from_str(&format!(
        "{SESSION_COOKIE}={secret}; Path=/; Max-Age={}; HttpOnly; Secure; SameSite=None; Partitioned",
        SESSION_TTL_MS / 1000
    )) {
        answer.headers_mut().insert(header::SET_COOKIE, v);
    }
    answer
}

/// `GET /activity/game?channel=<id>` for a signed-in member: the address
/// of the game the Activity's channel means (`{"path": "/g/<game>-<token>"}`,
/// see `Games::game_in_place`); 401 without a session, 404 where no game
/// was played (with the reason to show), 400 for a malformed channel.
pub(super) async fn game(
    State(table): State<Table>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    if table.login.is_none() {
        return super::not_found(lang);
    }
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
    match table
        .service
        .games()
        .game_in_place(channel, session.member)
        .await
    {
        Ok(Some((id, token))) => json(
            StatusCode::OK,
            serde_json::json!({ "path": format!("{}/g/{id}-{token}", table.prefix) }),
        ),
        Ok(None) => json(
            StatusCode::NOT_FOUND,
            serde_json::json!({ "error": lang.t("web-activity-no-game") }),
        ),
        Err(e) => super::failed(e, lang),
    }
}

/// The Activity's script.
pub(super) async fn script() -> Response {
    super::asset(
        HeaderValue::from_static("text/javascript; charset=utf-8"),
        page::ACTIVITY_SCRIPT,
    )
}

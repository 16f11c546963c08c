//! Playing at the table: a signed-in player's move, sent by the page as
//! JSON (`{"move": "e4", "ply": 12}`, the move as typed in Discord: SAN or
//! coordinates; the ply the page showed) with the session's token. It goes
//! through the same service as a move in Discord, so the game's thread
//! shows it (with the game's controls) and every page follows it.

use super::{csrf_ok, guarded, status_only, view_of, Table};
use crate::lang::Lang;
use crate::service::{Player, ServiceError, UserError};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::header::{self, HeaderMap};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The largest move a page sends, in bytes of its JSON.
pub const MAX_BODY: usize = 1024;

/// A move as the page sends it.
#[derive(serde::Deserialize)]
struct Sent {
    #[serde(rename = "move")]
    text: String,
    ply: i64,
}

fn json(status: StatusCode, body: serde_json::Value) -> Response {
    guarded(
        (
            status,
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            body.to_string(),
        )
            .into_response(),
    )
}

/// A refusal the page shows as it is: the reason in the player's
/// language.
fn refused(status: StatusCode, e: &UserError, lang: Lang) -> Response {
    json(status, serde_json::json!({ "error": e.text(lang) }))
}

/// `POST /g/<game>-<token>/move`: 404 as every page for a wrong token,
/// 401 without a session, 403 without its token or for a game the member
/// does not play, 400 for a body that is not a move, 409 when the game
/// moved on, 422 for a move the rules or the game refuse (with the
/// reason); else 200 and the game as it now stands.
pub(super) async fn play(
    State(table): State<Table>,
    Path(key): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let (_, id, token, _, lang) = match view_of(&table, &key, true, &headers).await {
        Ok(v) => v,
        Err(answer) => return answer,
    };
    let session = match table.session(&headers).await {
        Ok(Some(s)) => s,
        Ok(None) => return status_only(StatusCode::UNAUTHORIZED),
        Err(answer) => return answer,
    };
    if !csrf_ok(&headers, &session) {
        return status_only(StatusCode::FORBIDDEN);
    }
    let sent = match serde_json::from_slice::<Sent>(&body) {
        Ok(s) if s.text.chars().count() <= 32 && s.ply >= 0 => s,
        _ => return status_only(StatusCode::BAD_REQUEST),
    };
    let player = Player {
        lang,
        here: lang,
        at_table: true,
        ..Player::new(session.member, session.name)
    };
    match table
        .service
        .games()
        .make_move(&player, Some(id), &sent.text, Some(sent.ply))
        .await
    {
        Ok(_) => {}
        Err(ServiceError::User(e @ UserError::NotYourGame(_))) => {
            return refused(StatusCode::FORBIDDEN, &e, lang)
        }
        Err(ServiceError::User(e @ UserError::GameChanged(_))) => {
            return refused(StatusCode::CONFLICT, &e, lang)
        }
        Err(ServiceError::User(e)) => return refused(StatusCode::UNPROCESSABLE_ENTITY, &e, lang),
        Err(e) => return super::failed(e, lang),
    }
    match table.service.games().table(id, &token, lang).await {
        Ok(Some(view)) => match serde_json::to_value(&view) {
            Ok(v) => json(StatusCode::OK, v),
            Err(e) => super::failed(e, lang),
        },
        Ok(None) => super::not_found(lang),
        Err(e) => super::failed(e, lang),
    }
}

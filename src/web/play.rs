//! Playing at the table: a signed-in player's actions, sent by the page as
//! JSON with the session's token: a move (`{"move": "e4", "ply": 12,
//! "version": "…"}`, the move as typed in Discord: SAN or coordinates; the
//! ply and the version the page showed, a move on a changed version
//! refused with 409 and the game as it stands, in `state`),
//! resigning and offering or accepting a draw (`{"ply": 12}`), asking for
//! or agreeing to a takeback (`{}`). Each goes through the same service as
//! in Discord, so the game's thread shows it (with the game's controls)
//! and every page follows it.

use super::{csrf_ok, guarded, status_only, LiveTable};
use crate::lang::Lang;
use crate::service::GameError;
use crate::service::{Player, ServiceError, UserError};
use crate::states::OfferKind;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::header::{self, HeaderMap};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The largest action a page sends, in bytes of its JSON.
pub const MAX_BODY: usize = 1024;

/// What a page asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Move,
    Resign,
    Draw,
    Takeback,
    /// Accepts the opponent's standing offer of `kind`, and nothing else.
    Accept,
    /// Declines the opponent's standing offer of `kind`, or withdraws
    /// the player's own.
    Decline,
}

/// An action's body as the page sends it.
#[derive(serde::Deserialize)]
struct Sent {
    #[serde(rename = "move", default)]
    text: String,
    #[serde(default)]
    ply: Option<i64>,
    /// The version of the game the page showed (see `TableView::version`).
    #[serde(default)]
    version: Option<String>,
    /// The offer an Accept or a Decline answers: `draw` or `takeback`.
    #[serde(default)]
    kind: Option<String>,
}

/// A JSON answer that no cache keeps.
pub(super) fn json(status: StatusCode, body: serde_json::Value) -> Response {
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

/// The game a player's request names and its session: its id, its token,
/// the reader's language and the session; or the answer instead (the
/// table's 404 for a wrong token, 401 without a session).
async fn signed_in(
    table: &LiveTable,
    key: &str,
    headers: &HeaderMap,
) -> Result<(i64, String, Lang, crate::service::sessions::Session), Response> {
    // The token checked alone: the boards are drawn once, after the action.
    let lang = super::reader_lang(headers);
    let Some((id, token, false)) = super::read_key(key) else {
        return Err(super::not_found(lang));
    };
    match table.service.games().has_watch_token(id, token).await {
        Ok(true) => {}
        Ok(false) => return Err(super::not_found(lang)),
        Err(e) => return Err(super::failed(e, lang)),
    }
    let token = token.to_string();
    match table.session(headers).await? {
        Some(s) => Ok((id, token, lang, s)),
        None => Err(status_only(StatusCode::UNAUTHORIZED)),
    }
}

/// `POST /g/<game>-<token>/<action>`: 404 as every page for a wrong
/// token, 401 without a session, 403 without its token or for a game the
/// member does not play, 429 past the member's limit, 400 for a body that is not the action's, 409
/// when the game moved on, 422 for what the rules or the game refuse
/// (with the reason); else 200 and the game as it now stands.
pub(super) async fn act(
    table: LiveTable,
    key: String,
    headers: HeaderMap,
    body: Bytes,
    action: Action,
) -> Response {
    let (id, token, lang, session) = match signed_in(&table, &key, &headers).await {
        Ok(v) => v,
        Err(answer) => return answer,
    };
    if !csrf_ok(&headers, &session) {
        return status_only(StatusCode::FORBIDDEN);
    }
    // A member's actions at the table, all their sessions together, are
    // limited (`LIMIT_TABLE`): past it, 429 with when to try again.
    if let Err(e) = table
        .service
        .take_token(crate::service::limits::Costly::TableAction, session.member)
    {
        let wait = match &e {
            UserError::TooMany { wait_secs, .. } => *wait_secs,
            _ => 1,
        };
        let mut answer = refused(StatusCode::TOO_MANY_REQUESTS, &e, lang);
        if let Ok(v) = header::HeaderValue::from_str(&wait.max(1).to_string()) {
            answer.headers_mut().insert(header::RETRY_AFTER, v);
        }
        return answer;
    }
    let sent = match serde_json::from_slice::<Sent>(&body) {
        Ok(s)
            if s.text.chars().count() <= 32
                && s.ply.is_none_or(|p| p >= 0)
                && s.version.as_ref().is_none_or(|v| v.len() <= 64)
                && (!matches!(action, Action::Accept | Action::Decline)
                    || (s.ply.is_some() && offer_kind(s.kind.as_deref()).is_some()))
                && (action != Action::Move || (!s.text.is_empty() && s.ply.is_some())) =>
        {
            s
        }
        _ => return status_only(StatusCode::BAD_REQUEST),
    };
    // What is said in the game's place is in its server's language.
    let here = match table.service.games().place_lang(id).await {
        Ok(l) => l,
        Err(e) => return super::failed(e, lang),
    };
    let player = Player {
        lang,
        here,
        at_table: true,
        ..Player::new(session.member, session.name)
    };
    // A move made on a position that has changed since (a takeback and a
    // move, an offer, a clock) is refused with the game as it now stands.
    if let Some(version) = sent.version.as_deref().filter(|_| action == Action::Move) {
        let now = match table.service.games().versions(&[id]).await {
            Ok(v) => v,
            Err(e) => return super::failed(e, lang),
        };
        if now.first().is_none_or(|(_, v)| v != version) {
            let state = table
                .service
                .games()
                .table(id, &token, lang, None, Some(player.id))
                .await;
            return match state {
                Ok(Some(view)) => json(
                    StatusCode::CONFLICT,
                    serde_json::json!({ "error": crate::t!(lang, "web-game-changed"), "state": view }),
                ),
                Ok(None) => super::not_found(lang),
                Err(e) => super::failed(e, lang),
            };
        }
    }
    let games = table.service.games();
    let offers = table.service.offers();
    let done = match action {
        Action::Move => {
            games
                .make_move(&player, Some(id), &sent.text, sent.ply)
                .await
        }
        Action::Resign => offers.resign(&player, Some(id), sent.ply).await,
        Action::Draw => offers.draw(&player, Some(id), sent.ply).await,
        Action::Takeback => offers.takeback_at(&player, Some(id), sent.ply).await,
        Action::Accept | Action::Decline => {
            // Both read when the body was checked.
            let (Some(ply), Some(kind)) = (sent.ply, offer_kind(sent.kind.as_deref())) else {
                return status_only(StatusCode::BAD_REQUEST);
            };
            if action == Action::Accept {
                offers.accept(&player, id, ply, kind).await
            } else {
                offers.decline(&player, id, ply, kind).await
            }
        }
    };
    match done {
        Ok(_) => {}
        Err(ServiceError::User(e @ UserError::Game(GameError::NotYourGame(_)))) => {
            return refused(StatusCode::FORBIDDEN, &e, lang)
        }
        Err(ServiceError::User(e @ UserError::Game(GameError::GameChanged(_)))) => {
            return refused(StatusCode::CONFLICT, &e, lang)
        }
        Err(ServiceError::User(e)) => return refused(StatusCode::UNPROCESSABLE_ENTITY, &e, lang),
        Err(e) => return super::failed(e, lang),
    }
    let drawn = table
        .service
        .games()
        .table(id, &token, lang, None, Some(player.id))
        .await;
    match drawn {
        Ok(Some(view)) => match serde_json::to_value(&view) {
            Ok(v) => json(StatusCode::OK, v),
            Err(e) => super::failed(e, lang),
        },
        Ok(None) => super::not_found(lang),
        Err(e) => super::failed(e, lang),
    }
}

/// The kind of offer an Accept or a Decline names (`draw` or
/// `takeback`, as stored).
fn offer_kind(kind: Option<&str>) -> Option<OfferKind> {
    OfferKind::parse(kind?).ok()
}

/// The route of each action: `…/move`, `…/resign`, `…/draw`,
/// `…/takeback`, `…/accept` and `…/decline` (`{"ply": 12, "kind":
/// "draw"}`).
pub(super) async fn route(
    State(table): State<LiveTable>,
    Path((key, action)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let action = match action.as_str() {
        "move" => Action::Move,
        "resign" => Action::Resign,
        "draw" => Action::Draw,
        "takeback" => Action::Takeback,
        "accept" => Action::Accept,
        "decline" => Action::Decline,
        _ => return super::not_found(super::reader_lang(&headers)),
    };
    act(table, key, headers, body, action).await
}

/// `GET /g/<game>-<token>/moves`: the legal moves of the signed-in
/// player whose turn it is, as the page picks them (`{"ply": n, "moves":
/// [{"board": 0, "from": "e2", "to": "e4", "landing": "B", "promotion":
/// null, "move": "e2e4"}, …]}`, in the generator's order, nothing judged);
/// none when it is not their turn. 404 for a wrong token, 401 without a
/// session.
pub(super) async fn options(
    State(table): State<LiveTable>,
    Path((key, what)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    if what != "moves" {
        return super::not_found(super::reader_lang(&headers));
    }
    let (id, _, lang, session) = match signed_in(&table, &key, &headers).await {
        Ok(v) => v,
        Err(answer) => return answer,
    };
    match table.service.games().picked_moves(id, session.member).await {
        Ok(Some((ply, moves))) => json(
            StatusCode::OK,
            serde_json::json!({ "ply": ply, "moves": moves }),
        ),
        Ok(None) => json(
            StatusCode::OK,
            serde_json::json!({ "ply": null, "moves": [] }),
        ),
        Err(e) => super::failed(e, lang),
    }
}

//! Signing in to the live table with Discord (OAuth2, the authorization
//! code, scope `identify`). `WEB_URL/login?next=<page>` begins: a state of
//! 128 random bits is set in a cookie for this browser, signed and with
//! its page and its end (nothing is stored), and the browser goes to
//! Discord's authorize page; Discord sends it back to `WEB_URL/callback`
//! with a code and the state, which must be this browser's, in time and
//! unused; the code is exchanged for a token, the token
//! names the member, and a session begins (an HttpOnly cookie, Secure
//! under https). `POST WEB_URL/logout` ends it, with the session's token.
//! Every Discord address is built on the base `DISCORD_PROXY_URL`
//! replaces, so a fake Discord can stand in for all of it.

use super::{encode, guarded, page, reader_lang, LiveTable};
use crate::lang::Lang;
use crate::service::sessions::{Session, LOGIN_TTL_MS, SESSION_TTL_MS};
use axum::extract::{RawQuery, State};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use std::time::Duration;

/// The cookie of a sign-in under way, and of a session.
const LOGIN_COOKIE: &str = "alice_login";
pub(super) const SESSION_COOKIE: &str = "alice_session";

/// How long a call to Discord may take.
const DISCORD_TIMEOUT: Duration = Duration::from_secs(10);

/// Signing in with Discord: the application's id and OAuth2 secret,
/// Discord's base address, and the bot's token (to ask Discord who is in
/// an Activity).
#[derive(Clone)]
pub struct Login {
    pub client_id: u64,
    pub client_secret: String,
    /// `https://discord.com`, or what `DISCORD_PROXY_URL` names.
    pub discord: String,
    pub bot_token: String,
}

impl std::fmt::Debug for Login {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Login")
            .field("client_id", &self.client_id)
            .field("client_secret", &"(hidden)")
            .field("discord", &self.discord)
            .field("bot_token", &"(hidden)")
            .finish()
    }
}

/// A query's fields, decoded (a malformed escape is kept as it is).
pub(super) fn query_field(query: Option<&str>, name: &str) -> Option<String> {
    fn decode(s: &str) -> String {
        let b = s.as_bytes();
        let mut out = Vec::with_capacity(b.len());
        let mut i = 0;
        while i < b.len() {
            let hex = b
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match (b[i], hex) {
                (b'+', _) => out.push(b' '),
                (b'%', Some(v)) => {
                    out.push(v);
                    i += 2;
                }
                (c, _) => out.push(c),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    }
    query?
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| decode(k) == name)
        .map(|(_, v)| decode(v))
}

/// A cookie's value in the request.
pub(super) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

impl LiveTable {
    /// Whether the base address is https (cookies are then Secure).
    fn secure(&self) -> bool {
        self.base.starts_with("https://")
    }

    /// A cookie for the table's pages: HttpOnly, SameSite=Lax, Secure
    /// under https; `max_age` 0 removes it.
    pub(super) fn set_cookie(&self, name: &str, value: &str, max_age: i64) -> Option<HeaderValue> {
        let path = if self.prefix.is_empty() {
            "/"
        } else {
            &self.prefix
        };
        let secure = if self.secure() { "; Secure" } else { "" };
        HeaderValue::from_str(&format!(
            "{name}={value}; Path={path}; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}"
        ))
        .ok()
    }

    /// The page a sign-in returns to: a path of the table's own, else
    /// the table's first page.
    fn next_page(&self, next: Option<&str>) -> String {
        let home = format!("{}/", self.prefix);
        match next {
            Some(n)
                if n.starts_with(&home)
                    && !n.starts_with("//")
                    && !n.contains(['\\', '\r', '\n'])
                    && !n.chars().any(char::is_control) =>
            {
                n.to_string()
            }
            _ => home,
        }
    }

    /// The session of the request's cookie, if any.
    pub(super) async fn session(&self, headers: &HeaderMap) -> Result<Option<Session>, Response> {
        let Some(secret) = cookie(headers, SESSION_COOKIE) else {
            return Ok(None);
        };
        self.service
            .sessions()
            .get(&secret)
            .await
            .map_err(|e| super::failed(e, reader_lang(headers)))
    }

    /// Exchanges an authorization code (given for `redirect`, none for
    /// one the Embedded App SDK asked for) and reads whom it signs in:
    /// their id, their name and the access token.
    pub(super) async fn member_of(
        &self,
        login: &Login,
        code: &str,
        redirect: Option<&str>,
    ) -> Result<(i64, String, String), String> {
        let client = reqwest::Client::builder()
            .timeout(DISCORD_TIMEOUT)
            .build()
            .map_err(|e| e.to_string())?;
        let redirect = redirect
            .map(|r| format!("&redirect_uri={}", encode(r)))
            .unwrap_or_default();
        let form = format!(
            "grant_type=authorization_code&code={}{redirect}&client_id={}&client_secret={}",
            encode(code),
            login.client_id,
            encode(&login.client_secret)
        );
        let (status, body) = answer_of(
            Call::Token,
            client
                .post(format!("{}/api/oauth2/token", login.discord))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(form),
        )
        .await?;
        let access = body["access_token"]
            .as_str()
            .filter(|_| status.is_success())
            .ok_or_else(|| format!("the token exchange answered {status}: {body}"))?;
        let (status, user) = answer_of(
            Call::User,
            client
                .get(format!("{}/api/v10/users/@me", login.discord))
                .header(header::AUTHORIZATION, format!("Bearer {access}")),
        )
        .await?;
        let id = user["id"]
            .as_str()
            .and_then(|i| i.parse::<i64>().ok())
            .filter(|_| status.is_success())
            .ok_or_else(|| format!("the signed-in user answered {status}: {user}"))?;
        let name = user["global_name"]
            .as_str()
            .or(user["username"].as_str())
            .unwrap_or("")
            .to_string();
        Ok((id, name, access.to_string()))
    }

    /// Where Activity instance `instance` of this application runs and who
    /// is in it, as Discord says: its channel and its members' ids; None
    /// when Discord knows no such instance.
    pub(super) async fn activity_instance(
        &self,
        login: &Login,
        instance: &str,
    ) -> Result<Option<(i64, Vec<i64>)>, String> {
        let client = reqwest::Client::builder()
            .timeout(DISCORD_TIMEOUT)
            .build()
            .map_err(|e| e.to_string())?;
        let (status, body) = answer_of(
            Call::Instance,
            client
                .get(format!(
                    "{}/api/v10/applications/{}/activity-instances/{}",
                    login.discord,
                    login.client_id,
                    encode(instance)
                ))
                .header(header::AUTHORIZATION, format!("Bot {}", login.bot_token)),
        )
        .await?;
        if status == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        if !status.is_success() {
            return Err(format!("the Activity's instance answered {status}: {body}"));
        }
        let id = |v: &serde_json::Value| v.as_str().and_then(|t| t.parse::<i64>().ok());
        let channel = id(&body["location"]["channel_id"])
            .ok_or_else(|| format!("the Activity's instance has no channel: {body}"))?;
        let users = body["users"]
            .as_array()
            .map(|u| u.iter().filter_map(id).collect())
            .unwrap_or_default();
        Ok(Some((channel, users)))
    }

    /// Where Discord sends the browser back.
    fn callback(&self) -> String {
        format!("{}/callback", self.base)
    }
}

/// The calls to Discord a sign-in makes, as the log names them.
#[derive(Clone, Copy, Debug)]
enum Call {
    Token,
    User,
    Instance,
}

impl std::fmt::Display for Call {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Call::Token => write!(f, "the token exchange"),
            Call::User => write!(f, "the signed-in user"),
            Call::Instance => write!(f, "the Activity's instance"),
        }
    }
}

/// Discord's answer to a request: its status and its JSON (null when
/// not JSON); `what` names the request in the error.
async fn answer_of(
    what: Call,
    request: reqwest::RequestBuilder,
) -> Result<(reqwest::StatusCode, serde_json::Value), String> {
    let answer = request.send().await.map_err(|e| format!("{what}: {e}"))?;
    let status = answer.status();
    let bytes = answer.bytes().await.map_err(|e| format!("{what}: {e}"))?;
    Ok((status, serde_json::from_slice(&bytes).unwrap_or_default()))
}

/// A page saying why a sign-in did not happen, with `status`.
pub(super) fn refused(status: StatusCode, lang: Lang, text: &str) -> Response {
    guarded(
        (
            status,
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            page::sign_in_failed(lang, text),
        )
            .into_response(),
    )
}

fn redirect(to: &str, cookies: Vec<HeaderValue>) -> Response {
    let mut r = (StatusCode::SEE_OTHER, [(header::CACHE_CONTROL, "no-store")]).into_response();
    if let Ok(v) = HeaderValue::from_str(to) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    for c in cookies {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    guarded(r)
}

/// `GET /login?next=<page>`: off to Discord.
pub(super) async fn begin(
    State(table): State<LiveTable>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.login.clone() else {
        return super::not_found(lang);
    };
    let next = table.next_page(query_field(query.as_deref(), "next").as_deref());
    let (state, ticket) = match table
        .service
        .sessions()
        .begin_login(&next, &login.client_secret)
    {
        Ok(s) => s,
        Err(e) => return super::failed(e, lang),
    };
    let to = format!(
        "{}/oauth2/authorize?client_id={}&redirect_uri={}&response_type=code&scope=identify&state={state}",
        login.discord,
        login.client_id,
        encode(&table.callback())
    );
    redirect(
        &to,
        table
            .set_cookie(LOGIN_COOKIE, &ticket, LOGIN_TTL_MS / 1000)
            .into_iter()
            .collect(),
    )
}

/// `GET /callback?code&state`: back from Discord.
pub(super) async fn finish(
    State(table): State<LiveTable>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let lang = reader_lang(&headers);
    let Some(login) = table.login.clone() else {
        return super::not_found(lang);
    };
    let q = query.as_deref();
    let state = query_field(q, "state").unwrap_or_default();
    // The state must be the one this browser left with (its ticket, signed
    // here), not lapsed and unused.
    let ticket = cookie(&headers, LOGIN_COOKIE).unwrap_or_default();
    let next = match table
        .service
        .sessions()
        .take_login(&ticket, &state, &login.client_secret)
        .await
    {
        Ok(Some(next)) => table.next_page(Some(&next)),
        Ok(None) => return refused(StatusCode::BAD_REQUEST, lang, "web-sign-in-stale"),
        Err(e) => return super::failed(e, lang),
    };
    let forget_login = table.set_cookie(LOGIN_COOKIE, "", 0);
    let Some(code) = query_field(q, "code").filter(|c| !c.is_empty()) else {
        // Cancelled on Discord's page (`error=access_denied`): back to
        // where the member was, not signed in.
        return redirect(&next, forget_login.into_iter().collect());
    };
    let (member, name, _) = match table
        .member_of(&login, &code, Some(&table.callback()))
        .await
    {
        Ok(m) => m,
        Err(e) => {
            tracing::warn!(error = %e, "a sign-in with Discord failed");
            return refused(StatusCode::BAD_GATEWAY, lang, "web-sign-in-failed");
        }
    };
    let secret = match table
        .service
        .sessions()
        .open(member, &name, Some(&state))
        .await
    {
        Ok((secret, _)) => secret,
        Err(e) => return super::failed(e, lang),
    };
    let cookies = forget_login
        .into_iter()
        .chain(table.set_cookie(SESSION_COOKIE, &secret, SESSION_TTL_MS / 1000))
        .collect();
    redirect(&next, cookies)
}

/// `POST /logout` with the session's token in `X-CSRF-Token`: the
/// session ends.
pub(super) async fn end(State(table): State<LiveTable>, headers: HeaderMap) -> Response {
    let lang = reader_lang(&headers);
    let session = match table.session(&headers).await {
        Ok(Some(s)) => s,
        Ok(None) => return super::status_only(StatusCode::UNAUTHORIZED),
        Err(answer) => return answer,
    };
    if !super::csrf_ok(&headers, &session) {
        return super::status_only(StatusCode::FORBIDDEN);
    }
    let secret = cookie(&headers, SESSION_COOKIE).unwrap_or_default();
    if let Err(e) = table.service.sessions().close(&secret).await {
        return super::failed(e, lang);
    }
    let mut r = super::status_only(StatusCode::NO_CONTENT);
    if let Some(c) = table.set_cookie(SESSION_COOKIE, "", 0) {
        r.headers_mut().append(header::SET_COOKIE, c);
    }
    r
}

/// `GET /me`: who this browser is signed in as, and the token its changes
/// carry; 401 when nobody.
pub(super) async fn me(State(table): State<LiveTable>, headers: HeaderMap) -> Response {
    match table.session(&headers).await {
        Ok(Some(s)) => guarded(
            (
                [
                    (header::CONTENT_TYPE, "application/json"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                serde_json::json!({
                    "id": s.member.to_string(),
                    "name": s.name,
                    "csrf": s.csrf,
                })
                .to_string(),
            )
                .into_response(),
        ),
        Ok(None) => super::status_only(StatusCode::UNAUTHORIZED),
        Err(answer) => answer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_and_cookies_are_read() {
        let q = Some("next=%2Fg%2F1-ab%3Fx&state=abc&code=a+b&bad=%zz");
        assert_eq!(query_field(q, "next").as_deref(), Some("/g/1-ab?x"));
        assert_eq!(query_field(q, "code").as_deref(), Some("a b"));
        assert_eq!(query_field(q, "bad").as_deref(), Some("%zz"));
        assert_eq!(query_field(q, "none"), None);
        assert_eq!(query_field(None, "next"), None);
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("x=1; alice_session=abc; y=2"),
        );
        assert_eq!(cookie(&h, "alice_session").as_deref(), Some("abc"));
        assert_eq!(cookie(&h, "alice_login"), None);
    }
}

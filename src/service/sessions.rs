//! The live table's sign-ins with Discord and its browsers' sessions. A
//! sign-in under way is an OAuth2 `state` of 128 random bits that the
//! browser alone keeps, in a ticket signed with the application's secret
//! (the state, the page to return to and when it lapses, within
//! [`LOGIN_TTL_MS`]): beginning one writes nothing, so no number of
//! anonymous visits fills the database. A state is taken once: a sign-in
//! that succeeds records its state until it would have lapsed. A session
//! is a cookie's secret of 128 random bits, stored only as its SHA-256,
//! with the member Discord named and the token every change the browser
//! asks for must carry. Sessions live in the database, so any process
//! knows them and signing out ends one everywhere.

use super::{ServiceError, Sessions};
use crate::store;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// How long a sign-in may take, from leaving for Discord to coming back.
pub const LOGIN_TTL_MS: i64 = 10 * 60_000;
/// The longest page a sign-in returns to (a longer one returns to the
/// table's first page).
pub const MAX_NEXT: usize = 512;
/// How long a session lasts.
pub const SESSION_TTL_MS: i64 = 30 * 24 * 3_600_000;

/// A browser's session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The member's Discord id.
    pub member: i64,
    pub name: String,
    /// The token a change asked for by this browser must carry.
    pub csrf: String,
}

/// What is stored of a cookie's secret.
fn digest(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Lower-case hexadecimal digits of `bytes`.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of lower-case hexadecimal digits; None for anything else.
fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| {
            let pair = text.get(i..i + 2)?;
            pair.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
                .then(|| u8::from_str_radix(pair, 16).ok())
                .flatten()
        })
        .collect()
}

/// The signature of a sign-in ticket's `body` with `key` (the
/// application's secret), as hexadecimal digits.
fn signature(key: &str, body: &str) -> String {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key.as_bytes())
        .expect("HMAC takes a key of any length");
    mac.update(b"alice sign-in\n");
    mac.update(body.as_bytes());
    hex(&mac.finalize().into_bytes())
}

/// A sign-in's ticket: `<state>.<lapses at>.<next, hex>.<signature>`.
fn ticket(key: &str, state: &str, lapses: i64, next: &str) -> String {
    let body = format!("{state}.{lapses}.{}", hex(next.as_bytes()));
    let signed = signature(key, &body);
    format!("{body}.{signed}")
}

/// What a ticket signed with `key` says: its state, when it lapses and
/// the page to return to; None for one not signed with `key` or
/// malformed.
fn read_ticket(key: &str, ticket: &str) -> Option<(String, i64, String)> {
    let (body, signed) = ticket.rsplit_once('.')?;
    if !super::same_secret(signed, &signature(key, body)) {
        return None;
    }
    let mut parts = body.split('.');
    let state = parts.next().filter(|s| well_formed(s))?;
    let lapses = parts.next()?.parse::<i64>().ok()?;
    let next = String::from_utf8(unhex(parts.next()?)?).ok()?;
    parts
        .next()
        .is_none()
        .then(|| (state.to_string(), lapses, next))
}

/// A secret as this module makes them: 32 lower-case hexadecimal digits.
fn well_formed(secret: &str) -> bool {
    secret.len() == 32
        && secret
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

impl Sessions<'_> {
    /// Begins a sign-in that returns to `next` (at most [`MAX_NEXT`]
    /// bytes): its state, for Discord to send back, and its ticket, for
    /// the browser to keep, signed with `key` (the application's secret).
    /// Nothing is stored.
    pub fn begin_login(self, next: &str, key: &str) -> Result<(String, String), ServiceError> {
        let state = store::random_token()?;
        let next = if next.len() <= MAX_NEXT { next } else { "/" };
        let lapses = self.now() + LOGIN_TTL_MS;
        Ok((state.clone(), ticket(key, &state, lapses, next)))
    }

    /// The page a sign-in returns to, when `ticket` is one [`begin_login`]
    /// signed with `key` for `state`, it has not lapsed and its state was
    /// not taken by a sign-in already; else None.
    ///
    /// [`begin_login`]: Sessions::begin_login
    pub async fn take_login(
        self,
        ticket: &str,
        state: &str,
        key: &str,
    ) -> Result<Option<String>, ServiceError> {
        let Some((signed_state, lapses, next)) = read_ticket(key, ticket) else {
            return Ok(None);
        };
        if !super::same_secret(&signed_state, state) || self.now() > lapses {
            return Ok(None);
        }
        let mut conn = self.store.read_once().await?;
        let taken = store::sessions::taken(&mut conn, state).await?;
        Ok((!taken).then_some(next))
    }

    /// Opens a session for the member Discord named (and records their
    /// name, as an interaction does): the cookie's secret, and the session.
    /// `login`, the state of the sign-in that named them, is recorded as
    /// taken. Lapsed sign-ins and expired sessions are forgotten meanwhile.
    pub async fn open(
        self,
        member: i64,
        name: &str,
        login: Option<&str>,
    ) -> Result<(String, Session), ServiceError> {
        let now = self.now();
        let secret = store::random_token()?;
        let csrf = store::random_token()?;
        let mut tx = self.store.write().await?;
        store::sessions::forget_old(&mut tx, now - LOGIN_TTL_MS, now).await?;
        if let Some(state) = login {
            store::sessions::take(&mut tx, state, now).await?;
        }
        store::players::upsert(&mut tx, member, name, now).await?;
        store::sessions::open(
            &mut tx,
            &digest(&secret),
            member,
            name,
            &csrf,
            now,
            now + SESSION_TTL_MS,
        )
        .await?;
        tx.commit().await?;
        Ok((
            secret,
            Session {
                member,
                name: name.to_string(),
                csrf,
            },
        ))
    }

    /// The session a cookie's secret opens; None for an unknown, ended or
    /// expired one, or a secret not of our making.
    pub async fn get(self, secret: &str) -> Result<Option<Session>, ServiceError> {
        if !well_formed(secret) {
            return Ok(None);
        }
        let mut conn = self.store.read_once().await?;
        let row = store::sessions::get(&mut conn, &digest(secret), self.now()).await?;
        Ok(row.map(|(member, name, csrf)| Session { member, name, csrf }))
    }

    /// Ends a session; whether there was one.
    pub async fn close(self, secret: &str) -> Result<bool, ServiceError> {
        if !well_formed(secret) {
            return Ok(false);
        }
        let mut tx = self.store.write().await?;
        let closed = store::sessions::close(&mut tx, &digest(secret)).await?;
        tx.commit().await?;
        Ok(closed)
    }
}

#[cfg(test)]
mod tests {
    use super::{digest, read_ticket, ticket, unhex, well_formed};

    #[test]
    fn a_ticket_reads_back_only_under_its_key_and_whole() {
        let state = "0123456789abcdef0123456789abcdef";
        let t = ticket("key", state, 600_000, "/g/1-ab?side=black");
        assert_eq!(
            read_ticket("key", &t),
            Some((state.to_string(), 600_000, "/g/1-ab?side=black".to_string()))
        );
        assert_eq!(read_ticket("other key", &t), None);
        // Any change of its body, or a body without its signature.
        let (body, signed) = t.rsplit_once('.').unwrap();
        let later = body.replace(".600000.", ".900000.");
        assert_eq!(read_ticket("key", &format!("{later}.{signed}")), None);
        assert_eq!(read_ticket("key", body), None);
        for bad in ["", ".", "a.b.c.d", "x.1.2f.00"] {
            assert_eq!(read_ticket("key", bad), None, "{bad}");
        }
        assert_eq!(unhex("2f67"), Some(b"/g".to_vec()));
        assert_eq!(unhex("2F"), None);
        assert_eq!(unhex("2"), None);
        assert_eq!(unhex("+f"), None);
    }

    #[test]
    fn secrets_are_stored_as_their_digest() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert!(well_formed("0123456789abcdef0123456789abcdef"));
        for bad in [
            "",
            "0123456789ABCDEF0123456789abcdef",
            "0123456789abcdef0123456789abcde",
            "g123456789abcdef0123456789abcdef",
        ] {
            assert!(!well_formed(bad), "{bad}");
        }
    }
}

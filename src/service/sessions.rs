//! The live table's sign-ins with Discord and its browsers' sessions. A
//! sign-in under way is an OAuth2 `state` of 128 random bits, taken once
//! and within [`LOGIN_TTL_MS`]; a session is a cookie's secret of 128
//! random bits, stored only as its SHA-256, with the member Discord named
//! and the token every change the browser asks for must carry. Sessions
//! live in the database, so any process knows them and signing out ends
//! one everywhere.

use super::{ServiceError, Sessions};
use crate::store;
use sha2::{Digest, Sha256};

/// How long a sign-in may take, from leaving for Discord to coming back.
pub const LOGIN_TTL_MS: i64 = 10 * 60_000;
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

/// A secret as this module makes them: 32 lower-case hexadecimal digits.
fn well_formed(secret: &str) -> bool {
    secret.len() == 32
        && secret
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

impl Sessions<'_> {
    /// Begins a sign-in that returns to `next`: its state, for Discord
    /// to send back. Sign-ins begun too long ago and expired sessions are
    /// forgotten meanwhile.
    pub async fn begin_login(self, next: &str) -> Result<String, ServiceError> {
        let now = self.now();
        let state = store::random_token()?;
        let mut tx = self.store.write().await?;
        store::sessions::forget_old(&mut tx, now - LOGIN_TTL_MS, now).await?;
        store::sessions::begin(&mut tx, &state, next, now).await?;
        tx.commit().await?;
        Ok(state)
    }

    /// Takes the sign-in `state` names: the page it returns to; None when
    /// it is not one begun here, was taken already or took too long.
    pub async fn take_login(self, state: &str) -> Result<Option<String>, ServiceError> {
        if !well_formed(state) {
            return Ok(None);
        }
        let now = self.now();
        let mut tx = self.store.write().await?;
        let next = store::sessions::take(&mut tx, state, now - LOGIN_TTL_MS).await?;
        tx.commit().await?;
        Ok(next)
    }

    /// Opens a session for the member Discord named (and records their
    /// name, as an interaction does): the cookie's secret, and the session.
    pub async fn open(self, member: i64, name: &str) -> Result<(String, Session), ServiceError> {
        let now = self.now();
        let secret = store::random_token()?;
        let csrf = store::random_token()?;
        let mut tx = self.store.write().await?;
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
    use super::{digest, well_formed};

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

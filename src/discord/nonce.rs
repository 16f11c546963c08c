//! The nonces of the bot's posts. Discord creates one message per nonce
//! when asked to enforce it (among the same author's messages of the
//! past few minutes), and refuses a nonce longer than [`MAX_LEN`]
//! characters. Each nonce here is made from what names the message it
//! stands for, so every process makes the same one for the same owed
//! message, and no two purposes can make the same one: a leading `a`, a
//! letter for the purpose, then the ids in base 36 (a 64-bit id takes at
//! most 13 characters).

use crate::service::{Delivery, Owed};

/// Discord's longest nonce, in characters.
pub const MAX_LEN: usize = 25;

/// `n` in base 36 (digits and lower-case letters).
fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::with_capacity(13);
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// An id as stored (a snowflake kept as `i64`) read back as Discord's
/// `u64`.
fn id(stored: i64) -> u64 {
    stored as u64
}

/// Every post that answers interaction `interaction`: the answer routed
/// to a game's thread, and the outbox's post of it should the answer
/// fail. Discord makes one message of them.
pub fn answer(interaction: u64) -> String {
    format!("ai{}", base36(interaction))
}

/// An outbox row's post or DM: the same for every delivery of the row.
pub fn row(row: i64) -> String {
    format!("ao{}", base36(id(row)))
}

/// The mention in a game's place that says an outbox row's DM when the
/// player takes no DMs.
pub fn mention_for(row: i64) -> String {
    format!("am{}", base36(id(row)))
}

/// The plain text of an outbox row's message, posted when Discord refused
/// the message itself as malformed.
pub fn plain_for(row: i64) -> String {
    format!("ap{}", base36(id(row)))
}

/// A server's daily puzzle of `day` (days since 1970): one post a server
/// and day, whichever row posts it. A day past the year 11 million is
/// read as that year's last (it cannot be met; the nonce stays short).
pub fn daily(guild: i64, day: i64) -> String {
    let day = day.clamp(0, i64::from(u32::MAX)) as u64;
    format!("ad{}-{}", base36(id(guild)), base36(day))
}

/// A post of its own (a sweeper's notice made outside the outbox):
/// random, so unlike any other.
pub fn fresh(seed: u64) -> String {
    format!("ar{}", base36(seed))
}

/// The nonce of an outbox delivery's message.
pub fn of(d: &Delivery) -> String {
    match &d.owed {
        Owed::Answer { interaction, .. }
        | Owed::Opening {
            answer: Some((interaction, _)),
            ..
        } => answer(*interaction),
        Owed::Daily { guild, day, .. } => daily(*guild, *day),
        _ => row(d.id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base36_counts_as_expected() {
        assert_eq!(base36(0), "0");
        assert_eq!(base36(35), "z");
        assert_eq!(base36(36), "10");
        assert_eq!(base36(u64::MAX), "3w5e11264sgsf");
    }

    /// Every kind of nonce stays within Discord's 25 characters for the
    /// largest ids it can meet (20-digit snowflakes, the largest stored
    /// row, any day), and no two kinds or ids make the same one.
    #[test]
    fn every_nonce_fits_discords_limit_and_names_one_message() {
        let ids = [
            0u64,
            1,
            35,
            36,
            1_000_000_000_000_000_000,
            1_578_000_000_000_000_123,
            9_999_999_999_999_999_999,
            i64::MAX as u64,
            u64::MAX,
        ];
        let stored = [0i64, 1, 900, i64::MAX, -1, i64::MIN];
        let days = [0i64, 20_786, i64::from(u32::MAX), i64::MAX, -5];
        let mut made = std::collections::HashMap::new();
        let mut note = |nonce: String, what: String| {
            assert!(
                nonce.chars().count() <= MAX_LEN,
                "{what}: `{nonce}` has {} characters",
                nonce.chars().count()
            );
            assert!(nonce.is_ascii(), "{what}: `{nonce}`");
            if let Some(before) = made.insert(nonce.clone(), what.clone()) {
                assert_eq!(before, what, "`{nonce}` is made twice");
            }
        };
        for &i in &ids {
            note(answer(i), format!("answer {i}"));
            note(fresh(i), format!("fresh {i}"));
        }
        for &r in &stored {
            note(row(r), format!("row {r}"));
            note(mention_for(r), format!("mention {r}"));
            note(plain_for(r), format!("plain {r}"));
            for &d in &days {
                let d = d.clamp(0, i64::from(u32::MAX));
                note(daily(r, d), format!("daily {r} {d}"));
            }
        }
        // The largest of each.
        assert_eq!(answer(u64::MAX), "ai3w5e11264sgsf");
        assert_eq!(answer(u64::MAX).len(), 15);
        assert_eq!(daily(-1, i64::MAX), "ad3w5e11264sgsf-1z141z3");
        assert_eq!(daily(-1, i64::MAX).len(), 23);
        // The same message, the same nonce, in any process.
        assert_eq!(answer(1_578_000_000_000_000_123), "aibzlmbcbjdcor");
        assert_eq!(daily(1, 20_786), "ad1-g1e");
    }
}

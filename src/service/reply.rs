//! What an action answers: text, files (the board PNG, a PGN), buttons and
//! the players to mention.

/// A button of a reply. Its id carries everything needed to act on it
/// later (the game and ply), so it works after a restart, and a stale one
/// is recognised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    Accept { challenge: i64 },
    Decline { challenge: i64 },
    Resign { game: i64, ply: i64 },
    OfferDraw { game: i64, ply: i64 },
}

impl Button {
    pub fn label(&self) -> &'static str {
        match self {
            Button::Accept { .. } => "Accept",
            Button::Decline { .. } => "Decline",
            Button::Resign { .. } => "Resign",
            Button::OfferDraw { .. } => "Offer draw",
        }
    }

    /// A compact id such as `resign:12:34`.
    pub fn custom_id(&self) -> String {
        match self {
            Button::Accept { challenge } => format!("accept:{challenge}"),
            Button::Decline { challenge } => format!("decline:{challenge}"),
            Button::Resign { game, ply } => format!("resign:{game}:{ply}"),
            Button::OfferDraw { game, ply } => format!("draw:{game}:{ply}"),
        }
    }

    /// Reads a button id. Only the ids [`Button::custom_id`] writes are
    /// accepted: games and challenges numbered from 1, plies from 0, in
    /// plain digits (`accept:-1`, `accept:+1`, `accept:01` are refused).
    pub fn parse(id: &str) -> Option<Button> {
        let b = Button::parse_parts(id)?;
        let numbers_ok = match b {
            Button::Accept { challenge } | Button::Decline { challenge } => challenge >= 1,
            Button::Resign { game, ply } | Button::OfferDraw { game, ply } => game >= 1 && ply >= 0,
        };
        (numbers_ok && b.custom_id() == id).then_some(b)
    }

    fn parse_parts(id: &str) -> Option<Button> {
        let mut parts = id.split(':');
        let kind = parts.next()?;
        let a: i64 = parts.next()?.parse().ok()?;
        let b: Option<i64> = parts.next().map(|p| p.parse().ok()).unwrap_or(None);
        if parts.next().is_some() {
            return None;
        }
        Some(match (kind, b) {
            ("accept", None) => Button::Accept { challenge: a },
            ("decline", None) => Button::Decline { challenge: a },
            ("resign", Some(ply)) => Button::Resign { game: a, ply },
            ("draw", Some(ply)) => Button::OfferDraw { game: a, ply },
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub files: Vec<Attachment>,
    pub buttons: Vec<Button>,
    /// Players to mention (notify).
    pub mentions: Vec<i64>,
    /// Only the acting user should see it.
    pub ephemeral: bool,
}

impl Reply {
    pub fn text(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }
}

/// Something the sweeper has to tell a game's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub channel_id: Option<i64>,
    pub game_id: Option<i64>,
    pub text: String,
    pub mentions: Vec<i64>,
}

#[cfg(test)]
mod tests {
    use super::Button;

    /// Button ids come back from Discord as arbitrary text: junk is
    /// refused, parsing never panics, and whatever parses reads back as
    /// itself.
    #[test]
    fn junk_button_ids_are_refused() {
        for junk in [
            "accept:-1",
            "accept:0",
            "accept:+1",
            "accept:01",
            "decline:-5",
            "resign:0:3",
            "resign:1:-1",
            "draw:-1:0",
            "draw:1:+2",
            "accept: 1",
            "accept:1 ",
            "accept:99999999999999999999",
        ] {
            assert_eq!(Button::parse(junk), None, "{junk}");
        }
        let pieces = [
            "accept",
            "decline",
            "resign",
            "draw",
            ":",
            "1",
            "0",
            "-",
            "+",
            "x",
            "99999999999999999999",
            "",
            "é",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..100_000 {
            let mut id = String::new();
            for _ in 0..(seed % 6) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                id.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            seed = seed.wrapping_add(0x9e37_79b9);
            if let Some(b) = Button::parse(&id) {
                assert_eq!(Button::parse(&b.custom_id()), Some(b));
            }
        }
    }
}

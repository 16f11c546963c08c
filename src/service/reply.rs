//! What an action answers: text, files (the board PNG, a PGN), buttons and
//! the players to mention.

use crate::lang::Lang;
use crate::states::OfferKind;
use alice_core::three::SetBoard;
use alice_core::Square;

/// Which way a history button steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    First,
    Previous,
    Next,
    Last,
}

impl Arrow {
    const ALL: [Arrow; 4] = [Arrow::First, Arrow::Previous, Arrow::Next, Arrow::Last];

    fn word(self) -> &'static str {
        match self {
            Arrow::First => "first",
            Arrow::Previous => "prev",
            Arrow::Next => "next",
            Arrow::Last => "last",
        }
    }
}

/// A button of a reply. Its id carries everything needed to act on it
/// later (the game and ply), so it works after a restart, and a stale one
/// is recognised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    Accept {
        challenge: i64,
    },
    Decline {
        challenge: i64,
    },
    /// Asks the player to confirm a resignation at `ply`.
    Resign {
        game: i64,
        ply: i64,
    },
    /// Resigns, confirmed: only while the game is still at `ply`.
    ConfirmResign {
        game: i64,
        ply: i64,
    },
    /// Answers a resignation's confirmation with "keep playing".
    KeepPlaying {
        game: i64,
    },
    OfferDraw {
        game: i64,
        ply: i64,
    },
    /// Aborts a game before both sides have moved, while it is at `ply`.
    Abort {
        game: i64,
        ply: i64,
    },
    /// Asks to take back one's last move (or agrees to the opponent's
    /// request), while the game is at `ply`.
    Takeback {
        game: i64,
        ply: i64,
    },
    /// Accepts the opponent's standing offer of `kind`.
    AcceptOffer {
        game: i64,
        ply: i64,
        kind: OfferKind,
    },
    /// Declines the opponent's standing offer of `kind` (or withdraws
    /// one's own).
    DeclineOffer {
        game: i64,
        ply: i64,
        kind: OfferKind,
    },
    /// A new game against the same opponent, colours swapped.
    Rematch {
        game: i64,
    },
    /// Shows the position after `ply` plies (⏭: the latest position).
    /// `off`: drawn greyed out (nowhere to go); not part of the id.
    History {
        game: i64,
        ply: i64,
        arrow: Arrow,
        off: bool,
    },
    /// Opens a private attempt at a server's daily puzzle of `day` (days
    /// since 1970-01-01 UTC).
    Solve {
        day: i64,
    },
    /// Joins a tournament (or comes back to it).
    Join {
        tournament: i64,
    },
    /// Leaves a tournament (withdraws, once it has started).
    Leave {
        tournament: i64,
    },
}

impl Button {
    /// What the button says, in English.
    pub fn label(&self) -> String {
        self.label_in(Lang::EN)
    }

    /// What the button says, in `lang`.
    pub fn label_in(&self, lang: Lang) -> String {
        let id = match self {
            Button::Accept { .. } => "button-accept",
            Button::Decline { .. } => "button-decline",
            Button::Resign { .. } | Button::ConfirmResign { .. } => "button-resign",
            Button::KeepPlaying { .. } => "button-keep-playing",
            Button::OfferDraw { .. } => "button-offer-draw",
            Button::Abort { .. } => "button-abort",
            Button::Takeback { .. } => "button-takeback",
            Button::AcceptOffer {
                kind: OfferKind::Draw,
                ..
            } => "button-accept-draw",
            Button::AcceptOffer {
                kind: OfferKind::Takeback,
                ..
            } => "button-accept-takeback",
            Button::DeclineOffer {
                kind: OfferKind::Draw,
                ..
            } => "button-decline-draw",
            Button::DeclineOffer {
                kind: OfferKind::Takeback,
                ..
            } => "button-decline-takeback",
            Button::Rematch { .. } => "button-rematch",
            Button::Solve { .. } => "button-solve",
            Button::Join { .. } => "button-join",
            Button::Leave { .. } => "button-leave",
            Button::History { arrow, .. } => {
                return match arrow {
                    Arrow::First => "⏮",
                    Arrow::Previous => "◀",
                    Arrow::Next => "▶",
                    Arrow::Last => "⏭",
                }
                .to_string()
            }
        };
        lang.t(id)
    }

    /// A compact id such as `resign:12:34`.
    pub fn custom_id(&self) -> String {
        match self {
            Button::Accept { challenge } => format!("accept:{challenge}"),
            Button::Decline { challenge } => format!("decline:{challenge}"),
            Button::Resign { game, ply } => format!("resign:{game}:{ply}"),
            Button::ConfirmResign { game, ply } => format!("resign-yes:{game}:{ply}"),
            Button::KeepPlaying { game } => format!("resign-no:{game}"),
            Button::OfferDraw { game, ply } => format!("draw:{game}:{ply}"),
            Button::Abort { game, ply } => format!("abort:{game}:{ply}"),
            Button::Takeback { game, ply } => format!("takeback:{game}:{ply}"),
            Button::AcceptOffer { game, ply, kind } => format!("{kind}-yes:{game}:{ply}"),
            Button::DeclineOffer { game, ply, kind } => format!("{kind}-no:{game}:{ply}"),
            Button::Rematch { game } => format!("rematch:{game}"),
            Button::Solve { day } => format!("solve:{day}"),
            Button::Join { tournament } => format!("join:{tournament}"),
            Button::Leave { tournament } => format!("leave:{tournament}"),
            Button::History {
                game,
                arrow: Arrow::Last,
                ..
            } => format!("last:{game}"),
            Button::History {
                game, ply, arrow, ..
            } => format!("{}:{game}:{ply}", arrow.word()),
        }
    }

    /// Buttons of one kind share a row: the game's actions, the history.
    pub fn row(&self) -> u8 {
        match self {
            Button::History { .. } => 1,
            _ => 0,
        }
    }

    /// Reads a button id. Only the ids [`Button::custom_id`] writes are
    /// accepted: games and challenges numbered from 1, plies from 0, in
    /// plain digits (`accept:-1`, `accept:+1`, `accept:01` are refused).
    pub fn parse(id: &str) -> Option<Button> {
        let b = Button::parse_parts(id)?;
        let numbers_ok = match b {
            Button::Accept { challenge } | Button::Decline { challenge } => challenge >= 1,
            Button::Rematch { game } | Button::KeepPlaying { game } => game >= 1,
            Button::Solve { day } => day >= 0,
            Button::Join { tournament } | Button::Leave { tournament } => tournament >= 1,
            Button::Resign { game, ply }
            | Button::ConfirmResign { game, ply }
            | Button::OfferDraw { game, ply }
            | Button::Abort { game, ply }
            | Button::Takeback { game, ply }
            | Button::AcceptOffer { game, ply, .. }
            | Button::DeclineOffer { game, ply, .. }
            | Button::History { game, ply, .. } => game >= 1 && ply >= 0,
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
        let arrow = Arrow::ALL.into_iter().find(|w| w.word() == kind);
        Some(match (kind, b, arrow) {
            ("accept", None, _) => Button::Accept { challenge: a },
            ("decline", None, _) => Button::Decline { challenge: a },
            ("resign", Some(ply), _) => Button::Resign { game: a, ply },
            ("resign-yes", Some(ply), _) => Button::ConfirmResign { game: a, ply },
            ("resign-no", None, _) => Button::KeepPlaying { game: a },
            ("draw", Some(ply), _) => Button::OfferDraw { game: a, ply },
            ("abort", Some(ply), _) => Button::Abort { game: a, ply },
            ("takeback", Some(ply), _) => Button::Takeback { game: a, ply },
            ("draw-yes" | "takeback-yes", Some(ply), _) => Button::AcceptOffer {
                game: a,
                ply,
                kind: offer_kind(kind)?,
            },
            ("draw-no" | "takeback-no", Some(ply), _) => Button::DeclineOffer {
                game: a,
                ply,
                kind: offer_kind(kind)?,
            },
            ("rematch", None, _) => Button::Rematch { game: a },
            ("solve", None, _) => Button::Solve { day: a },
            ("join", None, _) => Button::Join { tournament: a },
            ("leave", None, _) => Button::Leave { tournament: a },
            ("last", None, _) => Button::History {
                game: a,
                ply: 0,
                arrow: Arrow::Last,
                off: false,
            },
            (_, Some(ply), Some(arrow)) if arrow != Arrow::Last => Button::History {
                game: a,
                ply,
                arrow,
                off: false,
            },
            _ => return None,
        })
    }
}

/// The offer a button id's first word names (`draw-yes`: a draw).
fn offer_kind(word: &str) -> Option<OfferKind> {
    OfferKind::parse(word.split('-').next()?).ok()
}

/// The most menus of one piece's moves: a message holds five rows, so
/// 125 moves (the most one piece has in any game of the family is 55).
pub const MENU_PAGES: u8 = 5;

/// A select menu of a reply (a list to choose one from).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Select {
    /// The pieces of the player to move that can move, at `ply`.
    Pieces { game: i64, ply: i64 },
    /// The moves of the piece on `from` (standing on `board`) at `ply`;
    /// `page` 1 holds the moves past the first 25, and so on (at most
    /// [`MENU_PAGES`] pages).
    Moves {
        game: i64,
        ply: i64,
        from: Square,
        board: SetBoard,
        page: u8,
    },
    /// The pieces that can move in a member's puzzle attempt, at `step`
    /// (the moves of the line played so far).
    PuzzlePieces { attempt: i64, step: i64 },
    /// The moves of the piece on `from` in a puzzle attempt at `step`.
    PuzzleMoves {
        attempt: i64,
        step: i64,
        from: Square,
        board: SetBoard,
        page: u8,
    },
}

impl Select {
    /// `pieces:12:4` or `moves:12:4:g1a:0`.
    pub fn custom_id(&self) -> String {
        match self {
            Select::Pieces { game, ply } => format!("pieces:{game}:{ply}"),
            Select::Moves {
                game,
                ply,
                from,
                board,
                page,
            } => format!(
                "moves:{game}:{ply}:{from}{}:{page}",
                board.letter().to_ascii_lowercase()
            ),
            Select::PuzzlePieces { attempt, step } => format!("ppieces:{attempt}:{step}"),
            Select::PuzzleMoves {
                attempt,
                step,
                from,
                board,
                page,
            } => format!(
                "pmoves:{attempt}:{step}:{from}{}:{page}",
                board.letter().to_ascii_lowercase()
            ),
        }
    }

    /// Reads a menu id; only what [`Select::custom_id`] writes.
    pub fn parse(id: &str) -> Option<Select> {
        let parts: Vec<&str> = id.split(':').collect();
        let num = |s: &str| s.parse::<i64>().ok();
        let s = match parts.as_slice() {
            ["pieces", g, p] => Select::Pieces {
                game: num(g)?,
                ply: num(p)?,
            },
            ["moves", g, p, piece, page] => {
                let (from, board) = parse_piece(piece)?;
                Select::Moves {
                    game: num(g)?,
                    ply: num(p)?,
                    from,
                    board,
                    page: page.parse().ok().filter(|&n: &u8| n < MENU_PAGES)?,
                }
            }
            ["ppieces", a, st] => Select::PuzzlePieces {
                attempt: num(a)?,
                step: num(st)?,
            },
            ["pmoves", a, st, piece, page] => {
                let (from, board) = parse_piece(piece)?;
                Select::PuzzleMoves {
                    attempt: num(a)?,
                    step: num(st)?,
                    from,
                    board,
                    page: page.parse().ok().filter(|&n: &u8| n < MENU_PAGES)?,
                }
            }
            _ => return None,
        };
        let (Select::Pieces { game, ply }
        | Select::Moves { game, ply, .. }
        | Select::PuzzlePieces {
            attempt: game,
            step: ply,
        }
        | Select::PuzzleMoves {
            attempt: game,
            step: ply,
            ..
        }) = s;
        (game >= 1 && ply >= 0 && s.custom_id() == id).then_some(s)
    }
}

/// A piece's place as a menu value: `g1a` (square, board A, B or C).
pub fn piece_value(from: Square, board: SetBoard) -> String {
    format!("{from}{}", board.letter().to_ascii_lowercase())
}

/// Reads [`piece_value`].
pub fn parse_piece(text: &str) -> Option<(Square, SetBoard)> {
    if text.len() != 3 || !text.is_ascii() {
        return None;
    }
    let from = Square::parse(&text[..2])?;
    let board = match &text[2..] {
        "a" => SetBoard::A,
        "b" => SetBoard::B,
        "c" => SetBoard::C,
        _ => return None,
    };
    Some((from, board))
}

/// Any control of a message, read from its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    Button(Button),
    Select(Select),
}

impl Control {
    pub fn parse(id: &str) -> Option<Control> {
        Button::parse(id)
            .map(Control::Button)
            .or_else(|| Select::parse(id).map(Control::Select))
    }

    /// Once used successfully, the message's controls are spent (an
    /// answered challenge). A resignation is confirmed in a private
    /// message of its own, which the answer to it replaces.
    pub fn spends_message(&self) -> bool {
        matches!(
            self,
            Control::Button(Button::Accept { .. } | Button::Decline { .. })
        )
    }
}

/// One option of a select menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

/// A select menu: at most 25 options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub select: Select,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

/// The game a reply shows and where it is played, so a front end can send
/// the reply to the game's thread, open the thread, and link to the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameLink {
    pub id: i64,
    pub guild: Option<i64>,
    /// The channel the game started in.
    pub channel: Option<i64>,
    /// The game's thread, once it has one.
    pub thread: Option<i64>,
    /// The game's first message, once known.
    pub message: Option<i64>,
    /// The address of the game's live table, where the table is served
    /// (a link button "Watch live" on the game's message).
    pub watch: Option<String>,
    /// The table is also an Activity: a button "Play in Discord" opens it
    /// inside Discord.
    pub activity: bool,
}

/// A turn notice by DM for a player who asked for them; when the DM is
/// refused, its text goes to the game's place with a mention instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direct {
    pub player: i64,
    pub reply: Reply,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
    /// A board picture's boards as text, where asked for
    /// ([`super::Config::text_boards`]).
    pub text: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub files: Vec<Attachment>,
    pub buttons: Vec<Button>,
    pub menus: Vec<Menu>,
    /// Players to mention (notify).
    pub mentions: Vec<i64>,
    /// Only the acting user should see it.
    pub ephemeral: bool,
    /// A private reply that takes the place of the private message whose
    /// control was used (stepping through a game's history).
    pub replace: bool,
    pub game: Option<GameLink>,
    /// The language of its buttons and menus (the one its text is in).
    pub lang: Lang,
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

/// Something the sweeper has to tell a game's place (its thread, else its
/// channel): text, mentions, and DMs for who asked for them. It is owed
/// (see [`super::outbox`]) in the transaction of what it tells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notice {
    pub channel_id: Option<i64>,
    pub game_id: Option<i64>,
    pub text: String,
    pub mentions: Vec<i64>,
    /// Nothing to post in the game's place (all went by DM).
    pub quiet: bool,
    pub direct: Vec<Direct>,
}

#[cfg(test)]
mod tests {
    use super::{parse_piece, piece_value, Control};
    use alice_core::three::SetBoard;
    use alice_core::Square;

    /// A piece menu's value names its square and board, in lower case,
    /// and reads back as itself; anything else is refused, never a panic.
    #[test]
    fn piece_values_read_back_and_junk_is_refused() {
        for board in [SetBoard::A, SetBoard::B, SetBoard::C] {
            for i in 0..64 {
                let from = Square::new(i);
                let value = piece_value(from, board);
                assert_eq!(value.len(), 3, "{value}");
                assert_eq!(parse_piece(&value), Some((from, board)), "{value}");
            }
        }
        assert_eq!(
            piece_value(Square::parse("g1").unwrap(), SetBoard::B),
            "g1b"
        );
        for junk in [
            "", "g1", "g1d", "g1A", "g1B", "i1a", "g9a", "g1ab", "g10a", "aé", "é1", "g1é", "1ga",
        ] {
            assert_eq!(parse_piece(junk), None, "{junk}");
        }
    }

    /// What a player reads on each button, and the row it sits in: the
    /// game's actions above, the history's arrows below.
    #[test]
    fn buttons_say_what_they_do() {
        for (id, label, row) in [
            ("accept:1", "Accept", 0),
            ("decline:1", "Decline", 0),
            ("resign:1:4", "Resign", 0),
            ("resign-yes:1:4", "Resign", 0),
            ("resign-no:1", "Keep playing", 0),
            ("draw:1:4", "Offer draw", 0),
            ("abort:1:0", "Abort", 0),
            ("takeback:1:4", "Takeback", 0),
            ("draw-yes:1:4", "Accept draw", 0),
            ("draw-no:1:4", "Decline draw", 0),
            ("takeback-yes:1:4", "Accept takeback", 0),
            ("takeback-no:1:4", "Decline takeback", 0),
            ("rematch:1", "Rematch", 0),
            ("first:1:4", "⏮", 1),
            ("prev:1:4", "◀", 1),
            ("next:1:4", "▶", 1),
            ("last:1", "⏭", 1),
        ] {
            let Some(Control::Button(b)) = Control::parse(id) else {
                panic!("{id}");
            };
            assert_eq!((b.label().as_str(), b.row()), (label, row), "{id}");
        }
    }

    /// Only an answered challenge spends the controls of its message;
    /// every other press leaves them for the next one (a resignation asks
    /// first, privately).
    #[test]
    fn only_answers_spend_a_message() {
        for (id, spends) in [
            ("accept:1", true),
            ("decline:1", true),
            ("resign:1:4", false),
            ("resign-yes:1:4", false),
            ("resign-no:1", false),
            ("draw:1:4", false),
            ("abort:1:0", false),
            ("takeback:1:4", false),
            ("draw-yes:1:4", false),
            ("takeback-no:1:4", false),
            ("rematch:1", false),
            ("first:1:4", false),
            ("prev:1:4", false),
            ("next:1:4", false),
            ("last:1", false),
            ("pieces:1:4", false),
            ("moves:1:4:g1a:0", false),
        ] {
            let control = Control::parse(id).unwrap_or_else(|| panic!("{id}"));
            assert_eq!(control.spends_message(), spends, "{id}");
        }
    }

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
            "resign-yes:1",
            "resign-yes:0:1",
            "resign-no:1:1",
            "resign-no:0",
            "draw:-1:0",
            "draw:1:+2",
            "abort:1",
            "abort:0:0",
            "takeback:1:-1",
            "draw-yes:1",
            "draw-maybe:1:2",
            "takeback-yes:0:2",
            "takeback-no:1:2:3",
            "resign-yes-no:1:2",
            "accept: 1",
            "accept:1 ",
            "accept:99999999999999999999",
            "rematch:0",
            "first:1",
            "last:1:3",
            "next:1:-1",
            "pieces:1",
            "pieces:0:0",
            "pieces:1:01",
            "moves:1:0:g1a",
            "moves:1:0:g1d:0",
            "moves:1:0:i1a:0",
            "moves:1:0:g1a:5",
            "pmoves:1:0:g1a:5",
            "moves:1:0:G1a:0",
            "moves:1:0:g1a:00",
        ] {
            assert_eq!(Control::parse(junk), None, "{junk}");
        }
        let pieces = [
            "accept",
            "decline",
            "resign",
            "resign-yes",
            "resign-no",
            "draw",
            "abort",
            "takeback",
            "draw-yes",
            "draw-no",
            "takeback-yes",
            "takeback-no",
            "-yes",
            "rematch",
            "first",
            "prev",
            "next",
            "last",
            "pieces",
            "moves",
            "g1a",
            "h8b",
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
            match Control::parse(&id) {
                Some(Control::Button(b)) => assert_eq!(b.custom_id(), id),
                Some(Control::Select(s)) => assert_eq!(s.custom_id(), id),
                None => {}
            }
        }
    }
}

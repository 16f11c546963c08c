//! How a member's boards are drawn: placed one above the other or side by
//! side (their own choice, else their server's, else stacked), the
//! squares' colours, the pieces, and whether the other board's pieces are
//! marked. `/settings boards: theme: pieces: ghosts:` and
//! `/server-settings boards:` choose them.

use super::Settings;
use super::{Player, Reply, Service, ServiceError, UserError};
use crate::lang::Lang;
use crate::render::{Boards, Look, Pieces, Theme};
use crate::store::languages::Scope;
use crate::store::{self, looks::Stored};
use crate::{t, text};

/// Everything a board image is drawn in for one reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    pub look: Look,
    /// Marks where the other board's pieces stand (two-board games).
    pub ghosts: bool,
}

impl Default for BoardStyle {
    /// What a member who chose nothing sees in a server that chose
    /// nothing: stacked boards (they read on a phone, and at a desktop's
    /// width too), the classic colours and figures, the marks on.
    fn default() -> Self {
        BoardStyle {
            look: Look {
                boards: Boards::Stacked,
                ..Look::default()
            },
            ghosts: true,
        }
    }
}

/// What `/settings` asks to change of a member's boards (None: leave it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LookChanges {
    /// `stacked`, `side-by-side` or `auto` (the server's choice).
    pub boards: Option<String>,
    pub theme: Option<String>,
    pub pieces: Option<String>,
    pub ghosts: Option<bool>,
}

impl LookChanges {
    pub fn is_empty(&self) -> bool {
        *self == LookChanges::default()
    }

    /// The changes read: boards (None inside: `auto`), theme and pieces;
    /// refused, naming the option, when one is not a choice.
    #[allow(clippy::type_complexity)]
    pub fn read(
        &self,
    ) -> Result<(Option<Option<Boards>>, Option<Theme>, Option<Pieces>), UserError> {
        let boards = self.boards.as_deref().map(boards_option).transpose()?;
        let theme = self
            .theme
            .as_deref()
            .map(|t| {
                Theme::parse(t).ok_or_else(|| UserError::BadOption(text!("bad-theme", given = t)))
            })
            .transpose()?;
        let pieces = self
            .pieces
            .as_deref()
            .map(|t| {
                Pieces::parse(t).ok_or_else(|| UserError::BadOption(text!("bad-pieces", given = t)))
            })
            .transpose()?;
        Ok((boards, theme, pieces))
    }
}

/// The `boards` option: a placement, or None for `auto`.
pub(crate) fn boards_option(text: &str) -> Result<Option<Boards>, UserError> {
    if text.trim().eq_ignore_ascii_case("auto") {
        return Ok(None);
    }
    Boards::parse(text)
        .map(Some)
        .ok_or_else(|| UserError::BadOption(text!("bad-boards", given = text)))
}

/// The style that a member's row and their server's row make.
fn resolve(member: &Stored, server: &Stored) -> BoardStyle {
    let d = BoardStyle::default();
    let boards = member
        .boards
        .as_deref()
        .or(server.boards.as_deref())
        .and_then(Boards::parse)
        .unwrap_or(d.look.boards);
    BoardStyle {
        look: Look {
            boards,
            theme: member
                .theme
                .as_deref()
                .and_then(Theme::parse)
                .unwrap_or(d.look.theme),
            pieces: member
                .pieces
                .as_deref()
                .and_then(Pieces::parse)
                .unwrap_or(d.look.pieces),
        },
        ghosts: member.ghosts.unwrap_or(d.ghosts),
    }
}

impl Service {
    /// How `viewer` sees boards in `guild` (a viewer of None: the
    /// server's choice of placement, the rest as chosen by nobody). A
    /// store that cannot be read gives the default: a picture is never
    /// lost for its looks.
    pub(crate) async fn style_of(&self, viewer: Option<i64>, guild: Option<i64>) -> BoardStyle {
        // Without images nothing is drawn: nothing to read.
        if !self.config.images {
            return BoardStyle::default();
        }
        match self.stored_looks(viewer, guild).await {
            Ok((member, server)) => resolve(&member, &server),
            Err(e) => {
                tracing::warn!("could not read how boards look: {e}");
                BoardStyle::default()
            }
        }
    }

    async fn stored_looks(
        &self,
        viewer: Option<i64>,
        guild: Option<i64>,
    ) -> Result<(Stored, Stored), ServiceError> {
        let member = match viewer {
            Some(id) => self.looks.fresh(Scope::Member, id),
            None => Some(Stored::default()),
        };
        let server = match guild {
            Some(g) => self.looks.fresh(Scope::Server, g),
            None => Some(Stored::default()),
        };
        if let Some(both) = member.clone().zip(server.clone()) {
            return Ok(both);
        }
        let mut conn = self.store.read_once().await?;
        // A member of None reads no row (ids are never negative).
        let (m, s) = store::looks::both(&mut conn, viewer.unwrap_or(-1), guild).await?;
        drop(conn);
        if let Some(id) = viewer {
            self.looks.keep(Scope::Member, id, m.clone());
        }
        if let Some(g) = guild {
            self.looks.keep(Scope::Server, g, s.clone());
        }
        Ok((member.unwrap_or(m), server.unwrap_or(s)))
    }
}

impl Settings<'_> {
    /// `/settings boards: theme: pieces: ghosts:`: how the member's boards
    /// look from now on, said in `lang`; with no changes, how they look
    /// now.
    pub async fn choose_look(
        self,
        player: &Player,
        guild: Option<i64>,
        changes: &LookChanges,
    ) -> Result<Reply, ServiceError> {
        let (boards, theme, pieces) = changes.read()?;
        let saved = !changes.is_empty();
        if saved {
            let mut tx = self.store.write().await?;
            store::players::upsert(&mut tx, player.id, &player.name, self.now()).await?;
            let chosen = Stored {
                boards: boards.flatten().map(|b| b.word().to_string()),
                theme: theme.map(|t| t.word().to_string()),
                pieces: pieces.map(|p| p.word().to_string()),
                ghosts: changes.ghosts,
            };
            let auto = boards == Some(None);
            store::looks::choose(&mut tx, Scope::Member, player.id, &chosen, auto).await?;
            tx.commit().await?;
            self.looks.forget(Scope::Member, player.id);
        }
        let (member, server) = self.stored_looks(Some(player.id), guild).await?;
        let now = resolve(&member, &server);
        Ok(Reply::private(look_text(
            player.lang,
            now,
            member.boards.is_none(),
            saved,
        )))
    }

    /// Where the server's boards stand for members who chose nothing, in
    /// words (as [`Settings::choose_server_boards`] says it).
    pub(crate) async fn server_boards_text(
        self,
        guild: i64,
        lang: Lang,
    ) -> Result<String, ServiceError> {
        let (_, server) = self.0.stored_looks(None, Some(guild)).await?;
        let chosen = server.boards.as_deref().and_then(Boards::parse);
        Ok(server_boards_words(lang, chosen))
    }

    /// `/server-settings boards:`: where the server's boards stand for
    /// members who chose nothing (`auto`: stacked). The caller checked
    /// that the member manages the server.
    pub(crate) async fn choose_server_boards(
        self,
        guild: i64,
        boards: Option<Boards>,
        lang: Lang,
    ) -> Result<String, ServiceError> {
        let mut tx = self.store.write().await?;
        let chosen = Stored {
            boards: boards.map(|b| b.word().to_string()),
            ..Stored::default()
        };
        store::looks::choose(&mut tx, Scope::Server, guild, &chosen, boards.is_none()).await?;
        tx.commit().await?;
        self.looks.forget(Scope::Server, guild);
        Ok(server_boards_words(lang, boards))
    }
}

/// "Boards here stand one above the other (auto) for members who chose
/// nothing": the server's choice (None: the default, auto).
fn server_boards_words(lang: Lang, chosen: Option<Boards>) -> String {
    let shown = chosen.unwrap_or(BoardStyle::default().look.boards);
    t!(
        lang,
        "server-boards-saved",
        boards = shown.word(),
        auto = if chosen.is_none() { "yes" } else { "no" }
    )
}

/// "Your boards: stacked (auto), classic colours, figures, the other
/// board's pieces marked."
fn look_text(lang: Lang, now: BoardStyle, auto: bool, saved: bool) -> String {
    t!(
        lang,
        "settings-look",
        saved = if saved { "yes" } else { "no" },
        boards = now.look.boards.word(),
        auto = if auto { "yes" } else { "no" },
        theme = now.look.theme.word(),
        pieces = now.look.pieces.word(),
        ghosts = if now.ghosts { "yes" } else { "no" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_members_choice_comes_before_the_servers_and_the_default_after() {
        let none = Stored::default();
        assert_eq!(resolve(&none, &none), BoardStyle::default());
        let server = Stored {
            boards: Some("side-by-side".into()),
            ..Stored::default()
        };
        assert_eq!(resolve(&none, &server).look.boards, Boards::SideBySide);
        let member = Stored {
            boards: Some("stacked".into()),
            theme: Some("green".into()),
            pieces: Some("letters".into()),
            ghosts: Some(false),
        };
        let s = resolve(&member, &server);
        assert_eq!(
            s,
            BoardStyle {
                look: Look {
                    boards: Boards::Stacked,
                    theme: Theme::Green,
                    pieces: Pieces::Letters,
                },
                ghosts: false,
            }
        );
        // A server's theme is no member's: only its placement counts.
        let server = Stored {
            theme: Some("contrast".into()),
            ..Stored::default()
        };
        assert_eq!(resolve(&none, &server).look.theme, Theme::Classic);
    }
}

//! A game and its replies: which game an action means, the checks every
//! action on a game makes, ending a game, and what a game looks like in a
//! reply (`/board`, `/games`).

use super::controls::{history_buttons, pieces_menu};
use super::limits::Costly;
use super::outbox::{BoardAt, Owed};
use super::{
    escape_markdown, side_word, Button, GameLink, Loaded, Player, Reply, ServiceError, UserError,
};
use super::{Direct, Notice};
use super::{Games, Settings};
use crate::lang::{Lang, Text};
use crate::states::{Ending, GameResult, GameStatus, Notify, OfferKind};
use crate::store::{self, offers};
use crate::{t, text};
use alice_core::Color;

/// Where a game is played, as stored (no server settings looked up).
/// How a finished game ended, as its texts say it: "alice (White) wins
/// by checkmate, 1-0", "drawn by agreement, ½-½", "aborted".
pub(super) fn outcome_words(
    lang: Lang,
    row: &crate::store::games::GameRow,
    white: &str,
    black: &str,
) -> String {
    match (row.result, row.ending) {
        (Some(r), Some(t)) => match r.winner() {
            Some(c) => {
                let winner = if c == Color::White { white } else { black };
                t!(
                    lang,
                    "outcome-wins",
                    name = winner,
                    side = side_word(c),
                    ending = t.as_str(),
                    score = r.score()
                )
            }
            None => t!(
                lang,
                "outcome-drawn",
                ending = t.as_str(),
                score = r.score()
            ),
        },
        _ => lang.t("outcome-aborted"),
    }
}

/// How a game ended, as a refusal says it: "1-0, checkmate", "aborted".
pub(crate) fn ending_text(row: &crate::store::games::GameRow) -> Text {
    match (row.result, row.ending) {
        (Some(r), Some(t)) => text!("game-ended", score = r.score(), ending = t.as_str()),
        _ => text!("outcome-aborted"),
    }
}

pub(crate) fn link_of(row: &crate::store::games::GameRow) -> GameLink {
    GameLink {
        id: row.id,
        guild: row.guild_id,
        channel: row.channel_id,
        thread: row.thread_id,
        message: row.message_id,
        ..GameLink::default()
    }
}

impl<'s> Games<'s> {
    /// Which game an action without `game:` means: the only one where it is
    /// the player's turn (for moves) or the only one in progress.
    pub(crate) async fn pick_game(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: i64,
        game: Option<i64>,
        for_move: bool,
    ) -> Result<i64, ServiceError> {
        if let Some(id) = game {
            return Ok(id);
        }
        let active = store::games::active_for(&mut *conn, player).await?;
        if active.is_empty() {
            return Err(GameError::NoGames.into());
        }
        let mut loaded = Vec::new();
        for row in &active {
            loaded.push(self.load(&mut *conn, row.id).await?);
        }
        let candidates: Vec<&Loaded> = if for_move {
            loaded
                .iter()
                .filter(|l| l.player_of(l.to_move()) == Some(player))
                .collect()
        } else {
            loaded.iter().collect()
        };
        match candidates.len() {
            1 => Ok(candidates[0].row.id),
            0 => {
                let mut waiting = Vec::new();
                for l in &loaded {
                    let who = self
                        .name_of(&mut *conn, &l.row, l.player_of(l.to_move()))
                        .await?;
                    waiting.push((l.row.id, who));
                }
                Err(GameError::NoGameToMove { waiting }.into())
            }
            _ => {
                let mut list = Vec::new();
                for l in candidates {
                    let me = l.side_of(player).unwrap_or(Color::White);
                    let opp = self.name_of(&mut *conn, &l.row, l.player_of(!me)).await?;
                    list.push((l.row.id, opp));
                }
                Err(GameError::WhichGame(list).into())
            }
        }
    }

    /// The game `/board` and `/pgn` mean: as [`Games::pick_game`], but
    /// with no game in progress, the player's most recent game.
    pub(crate) async fn pick_game_to_show(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: i64,
        game: Option<i64>,
    ) -> Result<i64, ServiceError> {
        match self.pick_game(&mut *conn, player, game, false).await {
            Err(ServiceError::User(UserError::Game(GameError::NoGames))) => {
                store::games::latest_for(conn, player)
                    .await?
                    .ok_or_else(|| GameError::NoGames.into())
            }
            other => other,
        }
    }

    pub(super) fn require_active(l: &Loaded) -> Result<(), UserError> {
        if l.row.is_active() {
            return Ok(());
        }
        Err(GameError::GameOver {
            id: l.row.id,
            how: ending_text(&l.row),
        }
        .into())
    }

    pub(super) fn require_player(l: &Loaded, player: i64) -> Result<Color, UserError> {
        l.side_of(player)
            .ok_or(GameError::NotYourGame(l.row.id).into())
    }

    /// Ends a game in the caller's transaction: the row, the offers, and
    /// the ratings of a rated game between people. `l.row` then says so too.
    pub(crate) async fn finish(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &mut Loaded,
        winner: Option<Color>,
        ending: Ending,
        now: i64,
    ) -> Result<(), ServiceError> {
        let aborted = ending == Ending::Aborted;
        let (status, result) = if aborted {
            (GameStatus::Aborted, None)
        } else {
            (GameStatus::Finished, Some(GameResult::from_winner(winner)))
        };
        if !store::games::finish(&mut *conn, l.row.id, l.row.ply, status, result, ending, now)
            .await?
        {
            return Err(GameError::GameChanged(l.row.id).into());
        }
        offers::clear(&mut *conn, l.row.id).await?;
        if let Some((mover, _)) = l.row.clocks_at(now) {
            l.row.clock_mover = mover.max(0);
        }
        l.row.status = status;
        l.row.result = result;
        l.row.ending = Some(ending);
        l.row.ended_at = Some(now);
        let ended = super::ends::Ended {
            row: &l.row,
            winner,
            now,
        };
        self.0.ended(conn, &ended).await?;
        // A game played in a thread: its channel is told how it ended.
        if let (Some(thread), Some(channel)) = (l.row.thread_id, l.row.channel_id) {
            if thread != channel && channel > 0 {
                let lang = self.server_lang(conn, l.row.guild_id).await?;
                let white = self.name_of(conn, &l.row, l.row.white_id).await?.say(lang);
                let black = self.name_of(conn, &l.row, l.row.black_id).await?.say(lang);
                let outcome = outcome_words(lang, &l.row, &white, &black);
                let text = t!(
                    lang,
                    "game-ended-in-thread",
                    game = l.row.id,
                    white = white,
                    black = black,
                    outcome = outcome,
                    thread = format!("<#{thread}>")
                );
                self.owe(
                    conn,
                    &Owed::Post {
                        channel,
                        text,
                        mentions: Vec::new(),
                        board: None,
                        controls: false,
                    },
                )
                .await?;
            }
        }
        // The bot's search or draw judgement for this game is no longer
        // wanted, nor its table.
        self.engine.cancel_game(l.row.id);
        Ok(())
    }

    /// The DM that tells the player to move it is their turn, when they
    /// asked for DMs: `headline` first (what happened), then whose move it
    /// is, with the move menus (the board is drawn when it is sent). Only
    /// between people: against the bot the player is at the table.
    pub(crate) async fn turn_dm(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
        headline: Option<&Text>,
        now: i64,
    ) -> Result<Option<Direct>, ServiceError> {
        let side = l.to_move();
        let Some(p) = l.player_of(side) else {
            return Ok(None);
        };
        if !l.row.is_active() || l.row.bot_level.is_some() {
            return Ok(None);
        }
        // As read with the game, else asked.
        let notify = match l
            .people
            .as_ref()
            .and_then(|ps| ps.iter().find(|e| e.0 == p))
        {
            Some(e) => e.2,
            None => Settings::of(self.0).notify_of(conn, p).await?,
        };
        if notify != Notify::Dm {
            return Ok(None);
        }
        // A DM: the player's own language.
        let lang = self.member_lang(conn, p).await?;
        let other = l.player_of(!side);
        let known = l
            .people
            .as_ref()
            .and_then(|ps| ps.iter().find(|e| Some(e.0) == other));
        let opponent = match known {
            Some(e) => escape_markdown(&e.1),
            None => self.name_of(conn, &l.row, other).await?.say(lang),
        };
        let left = left_text(lang, &l.row, now);
        let mut text = t!(
            lang,
            "turn-dm",
            game = l.row.id,
            name = opponent,
            left = left
        );
        if let Some(h) = headline {
            text = format!("{} {text}", h.say(lang));
        }
        Ok(Some(Direct {
            player: p,
            reply: Reply {
                text,
                menus: pieces_menu(l, lang).into_iter().collect(),
                game: Some(link_of(&l.row)),
                ..Reply::default()
            },
        }))
    }

    /// Owes the turn's DM ([`Games::turn_dm`]) in the transaction that
    /// made it the player's turn.
    pub(crate) async fn owe_turn(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
        headline: &Text,
        now: i64,
    ) -> Result<(), ServiceError> {
        let Some(dm) = self.turn_dm(conn, l, Some(headline), now).await? else {
            return Ok(());
        };
        let notice = Notice {
            channel_id: l.row.thread_id.or(l.row.channel_id),
            game_id: Some(l.row.id),
            quiet: true,
            direct: vec![dm],
            ..Notice::default()
        };
        let board = BoardAt {
            game: l.row.id,
            ply: l.row.ply,
        };
        self.owe_notice(conn, &notice, Some(board)).await
    }

    /// The start of an action on a game in progress: the write, the game
    /// (rebuilt), the actor's colour, and the ply check of a button.
    pub(super) async fn game_action(
        self,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<(crate::store::Tx<'s>, Loaded, Color), ServiceError> {
        // Bound to the service, not to this view of it, so the caller's
        // room may be a temporary.
        let mut tx = self.0.store.write().await?;
        let (l, side) = self.acting_on(&mut tx, player, game, expected_ply).await?;
        Ok((tx, l, side))
    }

    /// The checks of an action on a game in progress: the game meant, the
    /// actor plays in it (their colour), and it still stands at the ply a
    /// button carries.
    pub(super) async fn acting_on(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: &Player,
        game: Option<i64>,
        expected_ply: Option<i64>,
    ) -> Result<(Loaded, Color), ServiceError> {
        let id = self.pick_game(conn, player.id, game, false).await?;
        let l = self.load(conn, id).await?;
        Self::require_active(&l)?;
        let side = Self::require_player(&l, player.id)?;
        if expected_ply.is_some_and(|p| p != l.row.ply) {
            return Err(GameError::GameChanged(id).into());
        }
        Ok((l, side))
    }

    /// Commits an action on the game `l`, owing its answer should this
    /// process die before giving it (see [`Service::owe_answer`]), and
    /// makes that answer: `headline`, then the game as it now stands.
    pub(super) async fn commit_and_answer(
        self,
        mut tx: crate::store::Tx<'_>,
        player: &Player,
        l: &Loaded,
        headline: String,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        self.owe_answer(&mut tx, player, l, &headline).await?;
        tx.commit().await?;
        self.reply_for(l.row.id, headline, lang).await
    }

    /// The reply after an action committed: the game as it now stands.
    pub(super) async fn reply_for(
        self,
        id: i64,
        headline: String,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, id).await?;
        self.game_reply(&mut conn, &l, headline, lang).await
    }

    /// Text, board image, buttons and mention for a game's state.
    pub(crate) async fn game_reply(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
        headline: String,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        // Both players' names and notify settings in one query, unless
        // they were read with the game.
        let people = match &l.people {
            Some(p) => p.clone(),
            None => store::players::people(&mut *conn, l.row.white_id, l.row.black_id).await?,
        };
        self.reply_with_people(l, people, headline, lang).await
    }

    /// [`Games::game_reply`] without a connection when the players were
    /// read with the game (one round trip less on PostgreSQL).
    pub(crate) async fn reply_to_move(
        self,
        l: &Loaded,
        headline: String,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        match &l.people {
            Some(p) => self.reply_with_people(l, p.clone(), headline, lang).await,
            None => {
                let mut conn = self.store.read_once().await?;
                self.game_reply(&mut conn, l, headline, lang).await
            }
        }
    }

    async fn reply_with_people(
        self,
        l: &Loaded,
        people: store::moves::People,
        headline: String,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        // As they go by in the image's caption; escaped in the text.
        let name = |p: Option<i64>| match p {
            Some(id) => people
                .iter()
                .find(|x| x.0 == id)
                .map_or_else(|| format!("player {id}"), |x| x.1.clone()),
            None => super::bot_name(&l.row, lang),
        };
        let notify_of = |p: i64| {
            people
                .iter()
                .find(|x| x.0 == p)
                .map_or(Notify::Mention, |x| x.2)
        };
        let white_raw = name(l.row.white_id);
        let black_raw = name(l.row.black_id);
        let st = standing(
            l,
            lang,
            self.now(),
            headline,
            (&white_raw, &black_raw),
            notify_of,
        );
        // Drawn as the player it is drawn for sees boards (the other
        // player against the bot).
        let viewer = l.player_of(st.perspective).or(l.player_of(!st.perspective));
        let style = self.style_of(viewer, l.row.guild_id).await;
        let files = self
            .image(
                super::board_file_name(l.row.id, l.row.ply),
                &l.game,
                st.perspective,
                st.caption,
                style,
                lang,
            )
            .await?
            .into_iter()
            .collect::<Vec<_>>();
        let link = GameLink {
            id: l.row.id,
            guild: l.row.guild_id,
            channel: l.row.channel_id,
            thread: l.row.thread_id,
            message: l.row.message_id,
            watch: self.0.watch_url(&l.row),
            // Offered beside Watch live, so only where the table is served.
            activity: self.0.config.activity,
        };
        Ok(Reply {
            text: st.text,
            files,
            buttons: st.buttons,
            menus: st.menus,
            mentions: st.mentions,
            game: Some(link),
            lang,
            ..Reply::default()
        })
    }

    /// `/board [game:<id>] [ply:<n>]`: anyone may look at a game by its
    /// id; with `ply`, the position after that many plies.
    pub async fn board(
        self,
        player: &Player,
        game: Option<i64>,
        ply: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = self.pick_game_to_show(&mut conn, player.id, game).await?;
        self.take_token(Costly::Board, player.id)?;
        if ply.is_some() {
            drop(conn);
            return self
                .history(Some(id), ply, Some(player.id), player.lang)
                .await;
        }
        let l = self.load(&mut conn, id).await?;
        let lang = player.here;
        let white = self
            .name_of(&mut conn, &l.row, l.row.white_id)
            .await?
            .say(lang);
        let black = self
            .name_of(&mut conn, &l.row, l.row.black_id)
            .await?
            .say(lang);
        let mut headline = t!(
            lang,
            "board-headline",
            game = id,
            suffix = super::variant_suffix(lang, l.row.variant),
            white = white,
            black = black
        );
        if !l.moves.is_empty() {
            headline.push(' ');
            let moves = l.game.move_list(MOVE_LIST_CHARS);
            headline.push_str(&t!(lang, "move-list", moves = moves));
        }
        let mut reply = self.game_reply(&mut conn, &l, headline, lang).await?;
        // A look at the board tells nobody anything.
        reply.mentions.clear();
        if l.row.is_active() {
            if l.side_of(player.id).is_none() {
                reply.buttons.clear();
            }
            reply
                .buttons
                .extend(history_buttons(id, l.row.ply, l.row.ply));
        }
        Ok(reply)
    }

    /// `/games`: the player's games in progress and open challenges.
    pub async fn in_progress(self, player: &Player) -> Result<Reply, ServiceError> {
        let now = self.now();
        let lang = player.lang;
        let mut conn = self.store.read().await?;
        let rows = store::games::active_for(&mut conn, player.id).await?;
        let mut lines = Vec::new();
        for row in &rows {
            let l = self.load(&mut conn, row.id).await?;
            let me = l.side_of(player.id).unwrap_or(Color::White);
            let opp = self
                .name_of(&mut conn, row, l.player_of(!me))
                .await?
                .say(lang);
            let state = if l.to_move() == me {
                t!(lang, "games-your-turn", left = left_text(lang, row, now))
            } else {
                t!(lang, "games-their-turn", name = opp.as_str())
            };
            let variant = super::variant_suffix(lang, row.variant);
            lines.push(t!(
                lang,
                "games-line",
                game = row.id,
                variant = variant,
                name = opp,
                side = side_word(me),
                state = state
            ));
        }
        for c in store::challenges::open_for(&mut conn, player.id, now).await? {
            let from = escape_markdown(
                &store::players::name(&mut conn, c.challenger_id)
                    .await?
                    .unwrap_or_default(),
            );
            lines.push(t!(
                lang,
                "games-challenge-from",
                challenge = c.id,
                name = from
            ));
        }
        for c in store::challenges::open_by(&mut conn, player.id, now).await? {
            let to = match c.opponent_id {
                Some(o) => escape_markdown(
                    &store::players::name(&mut conn, o)
                        .await?
                        .unwrap_or_default(),
                ),
                None => lang.t("games-anyone"),
            };
            lines.push(t!(lang, "games-challenge-to", challenge = c.id, name = to));
        }
        let ended = store::games::ended_count(&mut conn, player.id).await?;
        if ended > 0 {
            lines.push(t!(lang, "games-finished-recent"));
            lines.extend(self.ended_lines(&mut conn, player, 0, lang).await?);
            if ended > ENDED_PAGE {
                lines.push(t!(lang, "games-finished-more", page = 2));
            }
        }
        if lines.is_empty() {
            return Ok(Reply::private(lang.t("games-none")));
        }
        Ok(Reply::private(lines.join("\n")))
    }

    /// `/games finished:true [page:N]`: a player's ended games, newest
    /// first, [`ENDED_PAGE`] a page.
    pub async fn finished_games(self, player: &Player, page: i64) -> Result<Reply, ServiceError> {
        let lang = player.lang;
        let mut conn = self.store.read().await?;
        let ended = store::games::ended_count(&mut conn, player.id).await?;
        if ended == 0 {
            return Ok(Reply::private(lang.t("games-finished-none")));
        }
        let pages = (ended + ENDED_PAGE - 1) / ENDED_PAGE;
        if !(1..=pages).contains(&page) {
            return Err(UserError::BadOption(text!(
                "games-finished-no-page",
                page = page,
                pages = pages
            ))
            .into());
        }
        let mut lines = vec![t!(lang, "games-finished-page", page = page, pages = pages)];
        lines.extend(
            self.ended_lines(&mut conn, player, (page - 1) * ENDED_PAGE, lang)
                .await?,
        );
        if page < pages {
            lines.push(t!(lang, "games-finished-more", page = page + 1));
        }
        Ok(Reply::private(lines.join("\n")))
    }

    /// A page of a player's ended games, one line each: number, game,
    /// opponent, date and how it ended for them.
    async fn ended_lines(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: &Player,
        skip: i64,
        lang: Lang,
    ) -> Result<Vec<String>, ServiceError> {
        let rows = store::games::ended_for(conn, player.id, skip, ENDED_PAGE).await?;
        let mut lines = Vec::with_capacity(rows.len());
        for row in &rows {
            let me = if row.white_id == Some(player.id) {
                Color::White
            } else {
                Color::Black
            };
            let opponent = if me == Color::White {
                row.black_id
            } else {
                row.white_id
            };
            let name = self.name_of(conn, row, opponent).await?.say(lang);
            let (result, ending, score) = match (row.result, row.ending) {
                (Some(r), Some(t)) => {
                    let result = match r.winner() {
                        Some(c) if c == me => "won",
                        Some(_) => "lost",
                        None => "drawn",
                    };
                    (result, t.as_str(), r.score())
                }
                _ => ("aborted", "aborted", ""),
            };
            let day = row
                .ended_at
                .unwrap_or(row.created_at)
                .div_euclid(86_400_000);
            lines.push(t!(
                lang,
                "games-finished-line",
                game = row.id,
                variant = super::variant_suffix(lang, row.variant),
                name = name,
                side = side_word(me),
                date = super::format_day(day),
                result = result,
                ending = ending,
                score = score
            ));
        }
        Ok(lines)
    }
}

/// How long the player to move has left, as they are told ("4:32 left"): a live
/// clock's reading (`4:32`; before each player's first move, the time
/// to make it), or the rest of the time per move.
pub(crate) fn left_text(lang: Lang, row: &store::games::GameRow, now: i64) -> String {
    match row.clocks_at(now) {
        Some((mover, _)) if row.ply >= 2 => super::clock_left_in(lang, mover),
        // Counted by Discord, not a reading that stands still.
        Some(_) => t!(lang, "first-move-due", when = super::moment(row.deadline())),
        None => super::time_left_in(lang, row.time_left_secs(now)),
    }
}

/// A live game's clocks as a line (`Clocks: White 4:32, Black 5:00.`).
pub(crate) fn clocks_line(lang: Lang, l: &Loaded, now: i64) -> Option<String> {
    let (mover, waiting) = l.row.clocks_at(now)?;
    let (white, black) = match l.game.turn() {
        Color::White => (mover, waiting),
        Color::Black => (waiting, mover),
    };
    Some(t!(
        lang,
        "clocks-line",
        white = crate::states::clock_reading(white),
        black = crate::states::clock_reading(black)
    ))
}

/// The most characters of `/board`'s move list: with the rest of the
/// message well within Discord's 2,000.
pub const MOVE_LIST_CHARS: usize = 1_000;

/// Ended games a page of `/games finished:true` lists.
pub const ENDED_PAGE: i64 = 10;

/// A game in progress's actions at `ply`, by its state: before both sides
/// have moved, Abort alone (nothing else can be done then), or Resign in a
/// tournament's game (which cannot be aborted); after, Resign, the draw
/// (Offer draw, or Accept and Decline the one standing) and the takeback
/// (Takeback, or Accept and Decline the request standing).
pub(crate) fn action_buttons(
    game: i64,
    ply: i64,
    offers: &[(OfferKind, i64)],
    in_tournament: bool,
) -> Vec<Button> {
    if ply < 2 {
        return vec![if in_tournament {
            Button::Resign { game, ply }
        } else {
            Button::Abort { game, ply }
        }];
    }
    let mut buttons = vec![Button::Resign { game, ply }];
    for kind in OfferKind::ALL.iter().copied() {
        if offers.iter().any(|&(k, _)| k == kind) {
            buttons.push(Button::AcceptOffer { game, ply, kind });
            buttons.push(Button::DeclineOffer { game, ply, kind });
        } else {
            buttons.push(match kind {
                OfferKind::Draw => Button::OfferDraw { game, ply },
                OfferKind::Takeback => Button::Takeback { game, ply },
            });
        }
    }
    buttons
}

/// What a game's message says and offers now, decided from the game alone:
/// whose turn (or how it ended), who is told, its buttons and menus, the
/// picture's caption and the side it is seen from.
struct Standing {
    text: String,
    mentions: Vec<i64>,
    buttons: Vec<Button>,
    menus: Vec<super::Menu>,
    caption: String,
    perspective: Color,
}

/// A game's [`Standing`] in `lang` at `now`, after `headline`, between
/// the players named as written (escaped where the text shows them).
fn standing(
    l: &Loaded,
    lang: Lang,
    now: i64,
    headline: String,
    (white_raw, black_raw): (&str, &str),
    notify_of: impl Fn(i64) -> Notify,
) -> Standing {
    let (white, black) = (escape_markdown(white_raw), escape_markdown(black_raw));
    let mut text = headline;
    let mut mentions = Vec::new();
    let mut buttons = Vec::new();
    let mut menus = Vec::new();
    let caption;
    let perspective;
    if l.row.is_active() {
        let side = l.game.turn();
        let next = if side == Color::White { &white } else { &black };
        let check = if l.game.is_check() { "yes" } else { "no" };
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&if l.player_of(side).is_some() {
            let left = left_text(lang, &l.row, now);
            t!(
                lang,
                "to-move-left",
                name = next.as_str(),
                side = side_word(side),
                check = check,
                left = left
            )
        } else {
            t!(
                lang,
                "to-move",
                name = next.as_str(),
                side = side_word(side),
                check = check
            )
        });
        if let Some(p) = l.player_of(side) {
            let between_people = l.row.bot_level.is_none();
            // One who asked for DMs is told by the one the move owed.
            match notify_of(p) {
                Notify::Mention => mentions.push(p),
                Notify::Dm if between_people => {}
                Notify::Dm => mentions.push(p),
                Notify::Off => {}
            }
            menus.extend(pieces_menu(l, lang));
        }
        buttons.extend(action_buttons(
            l.row.id,
            l.row.ply,
            &l.offers,
            l.row.tournament_id.is_some(),
        ));
        caption = t!(
            lang,
            "caption-playing",
            game = l.row.id,
            suffix = super::variant_suffix(lang, l.row.variant),
            white = white_raw,
            black = black_raw,
            move_number = l.game.fullmoves() as i64,
            side = side_word(side)
        );
        perspective = side;
    } else {
        let outcome = outcome_words(lang, &l.row, &white, &black);
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(&t!(lang, "game-over", game = l.row.id, outcome = outcome));
        for p in l.row.white_id.into_iter().chain(l.row.black_id) {
            if notify_of(p) != Notify::Off {
                mentions.push(p);
            }
        }
        // A tournament's next game is its next round's pairing.
        if l.row.tournament_id.is_none() {
            buttons.push(Button::Rematch { game: l.row.id });
        }
        buttons.extend(history_buttons(l.row.id, l.row.ply, l.row.ply));
        caption = t!(
            lang,
            "caption-over",
            game = l.row.id,
            suffix = super::variant_suffix(lang, l.row.variant),
            white = white_raw,
            black = black_raw,
            score = l.row.result.map_or("aborted", |r| r.score())
        );
        perspective = if l.row.white_id.is_none() {
            Color::Black
        } else {
            Color::White
        };
    }
    if let Some(clocks) = clocks_line(lang, l, now) {
        text.push('\n');
        text.push_str(&clocks);
    }
    Standing {
        text,
        mentions,
        buttons,
        menus,
        caption,
        perspective,
    }
}

/// A game or a move refused: what the member asked of a game that cannot be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    NoSuchGame(i64),
    NotYourGame(i64),
    GameOver {
        id: i64,
        how: Text,
    },
    NotYourTurn {
        id: i64,
        waiting_for: Text,
    },
    /// The game moved on since the button was drawn or the move was sent.
    GameChanged(i64),
    NoGames,
    /// None of the player's games waits for them: each game and the name
    /// of who is to move there.
    NoGameToMove {
        waiting: Vec<(i64, Text)>,
    },
    /// The player's games a move could be meant for, each with the
    /// opponent's name.
    WhichGame(Vec<(i64, Text)>),
    Move(Text),
    EngineBusy,
    StillPlaying(i64),
    NoFinishedGames,
    NotFinished(i64),
    Aborted(i64),
}

impl GameError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use crate::service::error::{list, sentence};
        use GameError::*;
        let t = |id: &str| lang.t(id);
        match self {
            NoSuchGame(id) => t!(lang, "error-no-such-game", game = *id),
            NotYourGame(id) => t!(lang, "error-not-your-game", game = *id),
            GameOver { id, how } => t!(lang, "error-game-over", game = *id, how = how.say(lang)),
            NotYourTurn { id, waiting_for } => t!(
                lang,
                "error-not-your-turn",
                game = *id,
                name = waiting_for.say(lang)
            ),
            GameChanged(id) => t!(lang, "error-game-changed", game = *id),
            NoGames => t("error-no-games"),
            NoGameToMove { waiting } => {
                let games = list(
                    lang,
                    waiting.iter().map(|(g, who)| {
                        t!(lang, "game-waits-for", game = *g, name = who.say(lang))
                    }),
                );
                t!(lang, "error-no-game-to-move", games = games)
            }
            WhichGame(games) => {
                let games = list(
                    lang,
                    games
                        .iter()
                        .map(|(g, opp)| t!(lang, "game-versus", game = *g, name = opp.say(lang))),
                );
                t!(lang, "error-which-game", games = games)
            }
            Move(why) => sentence(lang, why.say(lang)),
            EngineBusy => t("error-engine-busy"),
            StillPlaying(id) => t!(lang, "error-still-playing", game = *id),
            NoFinishedGames => t("error-no-finished-games"),
            NotFinished(id) => t!(lang, "error-not-finished", game = *id),
            Aborted(id) => t!(lang, "error-aborted", game = *id),
        }
    }
}

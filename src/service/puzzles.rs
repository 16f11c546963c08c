//! Puzzles for members: a private attempt at a puzzle near their puzzle
//! rating, moved by the same two clicks as a game (or typed); the
//! defender's replies played for them; a first attempt rated as a
//! Glicko-2 game between the member and the puzzle, both ratings moving.
//! A server may have a daily puzzle posted in a channel at a set time,
//! with a button that opens the attempt and the day's solvers counted on
//! the post. Puzzles come from `alice puzzles import`; nothing of a game
//! in progress is a puzzle, and an attempt is shown only to its member.

use super::controls::{moves_reply, piece_label_in, Menus as _};
use super::ratings::Standing;
use super::Puzzles;
use super::{side_word, Button, Menu, Owed, Place, Player, Reply, Select, ServiceError, UserError};
use crate::games::{AnyGame, Played, Variant};
use crate::lang::Lang;
use crate::puzzles::{self as lib, Puzzle};
use crate::service::GameError;
use crate::states::AttemptState;
use crate::store::{
    self,
    puzzles::{AttemptRow, PuzzleRatingRow, PuzzleRow},
};
use crate::{t, text};
use alice_core::three::SetBoard;
use alice_core::{Color, Rules, Square, Termination};

/// A day, in ms: daily puzzles are numbered by UTC day.
pub const DAY_MS: i64 = 86_400_000;

/// What a solver's move does to an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Judged {
    /// Right, and the line goes on with the defender's reply.
    Next,
    /// The last move of the line, or a mate: solved.
    Solved,
    /// Not the solution's move: failed.
    Failed,
}

/// A puzzle's line made playable, in any game of the family.
struct Line {
    row: PuzzleRow,
    /// The game from the position before the opponent's move, after each
    /// step of the line: the first has no move, the last the whole line.
    steps: Vec<AnyGame>,
    /// The line's moves as stored (coordinates).
    moves: Vec<String>,
}

impl Line {
    fn of(row: PuzzleRow) -> Result<Line, ServiceError> {
        let bad = |why: String| ServiceError::Internal(format!("puzzle {}: {why}", row.id));
        let variant = lib::game_of(&row.variant).map_err(bad)?;
        let mut game = AnyGame::from_fen(variant, &row.fen, Rules::default()).map_err(bad)?;
        let mut steps = vec![game.clone()];
        let moves: Vec<String> = row.moves.split_whitespace().map(String::from).collect();
        for (i, text) in moves.iter().enumerate() {
            let illegal = || bad(format!("move {} `{text}` is not legal there", i + 1));
            match game.play_text(text) {
                Ok((_, coords)) if coords == *text => steps.push(game.clone()),
                _ => return Err(illegal()),
            }
        }
        if moves.len() < 2 {
            return Err(bad("fewer than two moves".into()));
        }
        Ok(Line { row, steps, moves })
    }

    /// The game after the first `step` moves.
    fn at(&self, step: usize) -> &AnyGame {
        &self.steps[step.min(self.moves.len())]
    }

    /// The SAN of the line's move `i` (from 0).
    fn san(&self, i: usize) -> &str {
        self.at(self.moves.len())
            .sans()
            .get(i)
            .map_or("", String::as_str)
    }

    /// Checks that an attempt at `step` is a solver's turn of this line
    /// (a row changed by hand could say otherwise).
    fn solver_step(&self, attempt: i64, step: i64) -> Result<usize, ServiceError> {
        match usize::try_from(step) {
            Ok(s) if s % 2 == 1 && s < self.moves.len() => Ok(s),
            _ => Err(ServiceError::Internal(format!(
                "attempt {attempt} at step {step} of puzzle {}, a line of {} moves",
                self.row.id,
                self.moves.len()
            ))),
        }
    }

    /// What the solver's move (stored as `coords`) at `step`, leading to
    /// `after`, does: the solution's move (or any mate, as good as the
    /// solution's) goes on to the defender's reply, or solves the puzzle
    /// at its end; any other fails it.
    fn judge(&self, step: usize, coords: &str, after: &AnyGame) -> Judged {
        let mates = mated(after);
        let right = self.moves.get(step).is_some_and(|m| m == coords) || mates;
        match self.moves.get(step + 1) {
            _ if !right => Judged::Failed,
            Some(_) if !mates => Judged::Next,
            _ => Judged::Solved,
        }
    }

    fn solver(&self) -> Color {
        self.steps[0].turn().other()
    }

    /// Moves `from..` in numbered SAN: "24. Qd4 Kf8 25. Rh8#".
    fn numbered(&self, from: usize) -> String {
        let mut out = Vec::new();
        for i in from..self.moves.len() {
            let at = self.at(i);
            let (n, san) = (at.fullmoves(), self.san(i));
            match at.turn() {
                Color::White => out.push(format!("{n}. {san}")),
                Color::Black if i == from => out.push(format!("{n}… {san}")),
                Color::Black => out.push(san.to_string()),
            }
        }
        out.join(" ")
    }

    fn themes(&self) -> String {
        self.row
            .themes
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Whether the side to move in `game` is checkmated.
fn mated(game: &AnyGame) -> bool {
    game.outcome()
        .is_some_and(|o| o.termination == Termination::Checkmate)
}

/// "1500 → 1523 (+23)".
fn change(before: f64, after: f64) -> String {
    format!("{before:.0} → {after:.0} ({:+.0})", after - before)
}

impl Puzzles<'_> {
    /// `/puzzle [id:<id>] [move:<move>]`: with `move`, a move in the
    /// member's current attempt; with `id`, that puzzle (rated only the
    /// first time); alone, the current attempt again, else an unseen
    /// puzzle near the member's puzzle rating.
    pub async fn puzzle(
        self,
        player: &Player,
        id: Option<&str>,
        mv: Option<&str>,
        variant: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        // The game asked for (`variant:`), else two-board Alice for a new
        // puzzle; the attempt in play whatever its game.
        let asked = match variant.map(str::trim).filter(|v| !v.is_empty()) {
            Some(v) => Some(super::challenges::variant_option(Some(v))?),
            None => None,
        };
        if let Some(text) = mv {
            let attempt = {
                let mut conn = self.store.read().await?;
                store::puzzles::playing(&mut conn, player.id).await?
            }
            .ok_or(PuzzleError::NoPuzzleAttempt)?;
            return self
                .puzzle_move(player, attempt.id, attempt.step, text)
                .await;
        }
        if let Some(id) = id.map(str::trim) {
            return self.start_attempt(player, id, None).await;
        }
        // The attempt in play (of the game asked for, if one is), else the
        // unseen puzzle nearest the rating.
        let current = {
            let mut conn = self.store.read().await?;
            store::puzzles::playing(&mut conn, player.id).await?
        };
        if let Some(a) = current {
            let line = self.puzzle_line(&a.puzzle_id).await?;
            if asked.is_none_or(|v| v.as_str() == line.row.variant) {
                let head = t!(player.lang, "puzzle-current", puzzle = a.puzzle_id.as_str());
                return self.attempt_reply(&a, &line, head, true, player.lang).await;
            }
        }
        let game = asked.unwrap_or(Variant::Alice);
        let next = {
            let mut conn = self.store.read().await?;
            let rating = store::puzzles::rating(&mut conn, player.id)
                .await?
                .map_or(Standing::first().rating, |r| r.rating);
            store::puzzles::unseen_near(&mut conn, player.id, rating, game.as_str()).await?
        };
        let Some(p) = next else {
            let stored = {
                let mut conn = self.store.read().await?;
                store::puzzles::count(&mut conn, game.as_str()).await?
            };
            let manager = player.manages_server;
            return Err(if stored == 0 {
                PuzzleError::NoPuzzlesYet { manager }
            } else {
                PuzzleError::NoPuzzleLeft { manager }
            }
            .into());
        };
        self.start_attempt(player, &p.id, None).await
    }

    async fn puzzle_line(self, id: &str) -> Result<Line, ServiceError> {
        let mut conn = self.store.read().await?;
        let row = store::puzzles::get(&mut conn, id)
            .await?
            .ok_or_else(|| PuzzleError::NoSuchPuzzle(id.to_string()))?;
        Line::of(row)
    }

    /// Starts `player`'s attempt at puzzle `id` (from the daily puzzle of
    /// `guild` when given); an attempt left unfinished is abandoned.
    async fn start_attempt(
        self,
        player: &Player,
        id: &str,
        guild: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let line = self.puzzle_line(id).await?;
        let now = self.now();
        let mut tx = self.store.write().await?;
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        if let Some(a) = store::puzzles::playing(&mut tx, player.id).await? {
            store::puzzles::finish(
                &mut tx,
                a.id,
                a.step,
                a.step,
                AttemptState::Abandoned,
                None,
                None,
                now,
            )
            .await?;
        }
        let rated = !store::puzzles::tried(&mut tx, player.id, id).await?;
        let attempt = store::puzzles::start(&mut tx, player.id, id, guild, rated, now).await?;
        let a = store::puzzles::attempt(&mut tx, attempt)
            .await?
            .ok_or_else(|| ServiceError::Internal(format!("attempt {attempt} vanished")))?;
        tx.commit().await?;
        let lang = player.lang;
        let head = if rated {
            t!(
                lang,
                "puzzle-rated",
                puzzle = line.row.id.as_str(),
                rating = format!("{:.0}", line.row.rating)
            )
        } else {
            t!(lang, "puzzle-again", puzzle = line.row.id.as_str())
        };
        self.attempt_reply(&a, &line, head, true, lang).await
    }

    /// The attempt as it stands: the opponent's last move (named unless
    /// `head` names it), the board and the menus, shown only to the member.
    async fn attempt_reply(
        self,
        a: &AttemptRow,
        line: &Line,
        head: String,
        name_last: bool,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let step = line.solver_step(a.id, a.step)?;
        let game = line.at(step);
        let solver = side_word(line.solver());
        let opponent = side_word(!line.solver());
        let mut text = head;
        if name_last {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&t!(
                lang,
                "puzzle-side-played",
                side = opponent,
                san = line.san(step - 1)
            ));
        }
        text.push(' ');
        text.push_str(&t!(lang, "puzzle-find", side = solver));
        let files = self
            .image(
                format!("puzzle-{}-{step}.png", line.row.id),
                game,
                line.solver(),
                t!(
                    lang,
                    "caption-puzzle",
                    puzzle = line.row.id.as_str(),
                    side = solver
                ),
                self.style_of(Some(a.player_id), a.guild_id).await,
                lang,
            )
            .await?
            .into_iter()
            .collect();
        let options = crate::on_game!(game, g => g.position().piece_options(lang));
        Ok(Reply {
            text,
            files,
            menus: vec![Menu {
                select: Select::PuzzlePieces {
                    attempt: a.id,
                    step: a.step,
                },
                placeholder: t!(lang, "menu-pieces", side = solver),
                options,
            }],
            ephemeral: true,
            lang,
            ..Reply::default()
        })
    }

    /// The attempt `id` of `player`, in play at `step`, and its puzzle.
    async fn attempt_in_play(
        self,
        player: &Player,
        id: i64,
        step: i64,
    ) -> Result<(AttemptRow, Line), ServiceError> {
        let a = {
            let mut conn = self.store.read().await?;
            store::puzzles::attempt(&mut conn, id).await?
        }
        .ok_or(PuzzleError::NoPuzzleAttempt)?;
        if a.player_id != player.id {
            return Err(PuzzleError::NotYourPuzzle.into());
        }
        if a.state != AttemptState::Playing {
            return Err(PuzzleError::PuzzleOver(a.puzzle_id).into());
        }
        if a.step != step {
            return Err(PuzzleError::PuzzleStale.into());
        }
        let line = self.puzzle_line(&a.puzzle_id).await?;
        line.solver_step(a.id, a.step)?;
        Ok((a, line))
    }

    /// A piece chosen from an attempt's pieces menu: its moves, privately.
    pub async fn puzzle_piece_chosen(
        self,
        player: &Player,
        attempt: i64,
        step: i64,
        from: Square,
        board: SetBoard,
    ) -> Result<Reply, ServiceError> {
        let (_, line) = self.attempt_in_play(player, attempt, step).await?;
        let game = line.at(step as usize);
        let none = || {
            GameError::Move(text!(
                "no-piece-to-move",
                square = from.to_string(),
                board = board.to_string()
            ))
        };
        let lang = player.lang;
        let (role, options) =
            crate::on_game!(game, g => g.position().move_options(lang, from, board))
                .ok_or_else(none)?;
        if options.is_empty() {
            return Err(none().into());
        }
        let label = piece_label_in(lang, role, from, board);
        Ok(moves_reply(
            lang,
            &t!(lang, "menu-puzzle", puzzle = line.row.id.as_str()),
            &label,
            options,
            |page| Select::PuzzleMoves {
                attempt,
                step,
                from,
                board,
                page,
            },
        ))
    }

    /// A move in `player`'s attempt `attempt` at `step`: the solution's
    /// move (or, at its last move, any mate) plays the defender's reply
    /// and asks for the next, or solves the puzzle; any other move fails
    /// it, showing the solution. A first attempt is rated either way.
    pub async fn puzzle_move(
        self,
        player: &Player,
        attempt: i64,
        step: i64,
        text: &str,
    ) -> Result<Reply, ServiceError> {
        let (a, line) = self.attempt_in_play(player, attempt, step).await?;
        let s = step as usize;
        let mut after = line.at(s).clone();
        let (san, coords) = after.play_text(text).map_err(GameError::Move)?;
        let judged = line.judge(s, &coords, &after);
        let now = self.now();
        let mut tx = self.store.write().await?;
        if judged == Judged::Next {
            let to = step + 2;
            if !store::puzzles::advance(&mut tx, attempt, step, to).await? {
                return Err(PuzzleError::PuzzleStale.into());
            }
            tx.commit().await?;
            let reply_san = line.san(s + 1).to_string();
            let a = AttemptRow { step: to, ..a };
            let head = t!(
                player.lang,
                "puzzle-right",
                san = san.as_str(),
                side = side_word(!line.solver()),
                reply = reply_san
            );
            return self
                .attempt_reply(&a, &line, head, false, player.lang)
                .await;
        }
        let solved = judged == Judged::Solved;
        let (before, after_rating, rating_text) = self
            .rate_puzzle(&mut tx, player, &a, &line, solved, now)
            .await?;
        let (state, to) = if solved {
            (AttemptState::Solved, step + 1)
        } else {
            (AttemptState::Failed, step)
        };
        if !store::puzzles::finish(&mut tx, attempt, step, to, state, before, after_rating, now)
            .await?
        {
            return Err(PuzzleError::PuzzleStale.into());
        }
        if let Some(guild) = a.guild_id.filter(|_| solved) {
            // The daily post's count of solvers moves (whenever it is
            // solved: a puzzle is daily once in a server).
            if let Some(d) = store::puzzles::daily_of_puzzle(&mut tx, guild, &line.row.id).await? {
                self.owe(
                    &mut tx,
                    &Owed::Daily {
                        guild,
                        day: d.day,
                        channel: d.channel_id,
                    },
                )
                .await?;
            }
        }
        tx.commit().await?;
        self.puzzle_ended(player, &a, &line, &san, after, solved, &rating_text)
            .await
    }

    /// A first attempt's rating change (the player's and the puzzle's), in
    /// `tx`: the player's rating before and after, and the words saying
    /// it; an unrated attempt changes nothing.
    async fn rate_puzzle(
        self,
        tx: &mut store::Tx<'_>,
        player: &Player,
        a: &AttemptRow,
        line: &Line,
        solved: bool,
        now: i64,
    ) -> Result<(Option<f64>, Option<f64>, String), ServiceError> {
        if !a.rated {
            return Ok((None, None, format!(" {}", player.lang.t("puzzle-unrated"))));
        }
        let mine = store::puzzles::rating(tx, player.id).await?;
        let me = mine.as_ref().map_or(Standing::first(), |r| Standing {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
            last: Some(r.updated_at),
        });
        let them = Standing {
            rating: line.row.rating,
            deviation: line.row.deviation,
            volatility: line.row.volatility,
            last: Some(now),
        };
        let score = if solved { 1.0 } else { 0.0 };
        // A puzzle's standing does not age: it changes at every attempt.
        let new_me = me.after(them, score, now);
        let new_them = them.after(me, 1.0 - score, now);
        store::puzzles::put_rating(
            tx,
            &PuzzleRatingRow {
                player_id: player.id,
                rating: new_me.rating,
                deviation: new_me.deviation,
                volatility: new_me.volatility,
                games: mine.map_or(0, |r| r.games) + 1,
                updated_at: now,
            },
        )
        .await?;
        store::puzzles::set_rating(
            tx,
            &line.row.id,
            new_them.rating,
            new_them.deviation,
            new_them.volatility,
        )
        .await?;
        let words = format!(
            " {}",
            t!(
                player.lang,
                "puzzle-ratings",
                mine = change(me.rating, new_me.rating),
                theirs = change(them.rating, new_them.rating)
            )
        );
        Ok((Some(me.rating), Some(new_me.rating), words))
    }

    /// The answer to an attempt's last move (`m` at step `s`, leading to
    /// `after`): solved or failed, the ratings' change, and the picture of
    /// the end (the solution's, when failed).
    #[allow(clippy::too_many_arguments)]
    async fn puzzle_ended(
        self,
        player: &Player,
        a: &AttemptRow,
        line: &Line,
        san: &str,
        after: AnyGame,
        solved: bool,
        rating_text: &str,
    ) -> Result<Reply, ServiceError> {
        let themes = line.themes();
        let lang = player.lang;
        let s = line.solver_step(a.id, a.step)?;
        let (text, shown) = if solved {
            (
                t!(
                    lang,
                    "puzzle-solved",
                    san = san,
                    mates = if mated(&after) { "yes" } else { "no" },
                    puzzle = line.row.id.as_str(),
                    themes = themes,
                    ratings = rating_text.to_string()
                ),
                after,
            )
        } else {
            (
                t!(
                    lang,
                    "puzzle-failed",
                    san = san,
                    solution = line.numbered(s),
                    puzzle = line.row.id.as_str(),
                    themes = themes,
                    ratings = rating_text.to_string()
                ),
                line.at(line.moves.len()).clone(),
            )
        };
        let files = self
            .image(
                format!("puzzle-{}-end.png", line.row.id),
                &shown,
                line.solver(),
                t!(
                    lang,
                    "caption-puzzle-end",
                    puzzle = line.row.id.as_str(),
                    solved = if solved { "yes" } else { "no" }
                ),
                self.style_of(Some(player.id), a.guild_id).await,
                lang,
            )
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text,
            files,
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// The Solve button of a server's daily puzzle of `day`.
    pub async fn solve_daily(
        self,
        player: &Player,
        place: Place,
        day: i64,
    ) -> Result<Reply, ServiceError> {
        let guild = place.guild.ok_or(PuzzleError::NoDailyPuzzle)?;
        let d = {
            let mut conn = self.store.read().await?;
            store::puzzles::daily(&mut conn, guild, day).await?
        }
        .ok_or(PuzzleError::NoDailyPuzzle)?;
        self.start_attempt(player, &d.puzzle_id, Some(guild)).await
    }

    /// Adds the starter puzzles shipped with the bot that are not stored
    /// yet ([`lib::starter`]); (added, already stored). Every start does
    /// it: the first adds them all, a later one adds nothing.
    pub async fn import_starter_puzzles(self) -> Result<(usize, usize), ServiceError> {
        let puzzles = lib::starter().map_err(ServiceError::Internal)?;
        // A start after the first finds them all stored in one read, and
        // writes nothing (a restart stays quick).
        let ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        let stored = {
            let mut conn = self.store.read().await?;
            store::puzzles::stored_ids(&mut conn, &ids).await?
        };
        let missing: Vec<Puzzle> = puzzles
            .iter()
            .filter(|p| !stored.contains(&p.id))
            .cloned()
            .collect();
        if missing.is_empty() {
            return Ok((0, stored.len()));
        }
        let (added, had) = self.import_puzzles(&missing).await?;
        Ok((added, had + stored.len()))
    }

    /// Adds puzzles (from a puzzle file); (added, already stored). Each
    /// is checked to read and play before it is stored.
    pub async fn import_puzzles(self, puzzles: &[Puzzle]) -> Result<(usize, usize), ServiceError> {
        let now = self.now();
        let Standing {
            deviation,
            volatility,
            ..
        } = Standing::first();
        let mut tx = self.store.write().await?;
        let (mut added, mut had) = (0, 0);
        for (i, p) in puzzles.iter().enumerate() {
            let row = PuzzleRow {
                id: p.id.clone(),
                variant: p.variant.clone(),
                fen: p.fen.clone(),
                moves: p.moves.join(" "),
                themes: p.themes.join(" "),
                rating: p.rating as f64,
                deviation,
                volatility,
                plays: 0,
                created_at: now,
            };
            if lib::variant_of(p).is_none() {
                let allowed: Vec<&str> = Variant::ALL.iter().map(|v| v.as_str()).collect();
                return Err(UserError::BadOption(text!(
                    "puzzle-import-variant",
                    puzzle = p.id.as_str(),
                    number = i as i64 + 1,
                    variant = p.variant.as_str(),
                    allowed = allowed.join(", ")
                ))
                .into());
            }
            if let Err(e) = Line::of(row.clone()) {
                // Why the line does not read, as it is: bad input, not a
                // fault of the bot's.
                let why = match e {
                    ServiceError::Internal(why) => why,
                    other => other.to_string(),
                };
                return Err(UserError::BadOption(text!(
                    "puzzle-import-invalid",
                    number = i as i64 + 1,
                    why = why
                ))
                .into());
            }
            if store::puzzles::add(&mut tx, &row).await? {
                added += 1;
            } else {
                had += 1;
            }
        }
        tx.commit().await?;
        Ok((added, had))
    }

    /// Every finished game of `P`'s, to look for puzzles in (games in
    /// progress are never read; a game whose moves no longer read is
    /// left out).
    pub async fn finished_games_for_puzzles<P: Played>(
        self,
    ) -> Result<Vec<lib::SourceGame<P>>, ServiceError> {
        let rows = {
            let mut conn = self.store.read().await?;
            store::puzzles::finished_games(&mut conn, P::VARIANT.as_str()).await?
        };
        let mut out = Vec::new();
        for (game, start, moves) in rows {
            let Ok(start) = P::from_fen(&start, Rules::default()) else {
                tracing::warn!(game, "a finished game's start does not read");
                continue;
            };
            match lib::parse_line(&start, &moves) {
                Ok(moves) => out.push(lib::SourceGame { start, moves }),
                Err(e) => tracing::warn!(game, "a finished game's moves do not read: {e}"),
            }
        }
        Ok(out)
    }

    /// Claims and owes the daily puzzles due at `now`: once per server
    /// and day, whatever the number of processes (the day's row is the
    /// claim). How many were owed.
    pub(crate) async fn owe_dailies(self, now: i64) -> Result<usize, ServiceError> {
        let day = now / DAY_MS;
        let minute = (now % DAY_MS) / 60_000;
        let due = {
            let mut conn = self.store.read().await?;
            store::puzzles::dailies_due(&mut conn, day, minute).await?
        };
        let mut owed = 0;
        for (guild, channel) in due {
            let mut tx = self.store.write().await?;
            // The daily puzzle is of the game a challenge is of by default.
            let game = super::challenges::variant_option(None)?;
            let Some(puzzle) = store::puzzles::daily_choice(&mut tx, guild, game.as_str()).await?
            else {
                tracing::warn!(guild, "no puzzle left for the daily puzzle; import more");
                continue;
            };
            if store::puzzles::claim_day(&mut tx, guild, day, &puzzle, channel).await? {
                self.owe(
                    &mut tx,
                    &Owed::Daily {
                        guild,
                        day,
                        channel,
                    },
                )
                .await?;
                tx.commit().await?;
                owed += 1;
            }
        }
        Ok(owed)
    }

    /// A server's daily puzzle post of `day`, as it stands (the solvers so
    /// far), and its message once posted.
    pub async fn daily_post(
        self,
        guild: i64,
        day: i64,
    ) -> Result<(Reply, Option<i64>), ServiceError> {
        let (d, solvers) = {
            let mut conn = self.store.read().await?;
            let d = store::puzzles::daily(&mut conn, guild, day)
                .await?
                .ok_or(PuzzleError::NoDailyPuzzle)?;
            let n = store::puzzles::solvers(&mut conn, &d.puzzle_id, guild).await?;
            (d, n)
        };
        let line = self.puzzle_line(&d.puzzle_id).await?;
        let lang = {
            let mut conn = self.store.read_once().await?;
            self.server_lang(&mut conn, Some(guild)).await?
        };
        let date = super::format_day(day);
        let solver = side_word(line.solver());
        let text = t!(
            lang,
            "daily-puzzle",
            date = date.as_str(),
            side = solver,
            san = line.san(0),
            solvers = solvers
        );
        let files = self
            .image(
                format!("daily-{day}.png"),
                line.at(1),
                line.solver(),
                t!(lang, "caption-daily", date = date.as_str(), side = solver),
                self.style_of(None, Some(guild)).await,
                lang,
            )
            .await?
            .into_iter()
            .collect();
        Ok((
            Reply {
                text,
                files,
                buttons: vec![Button::Solve { day }],
                lang,
                ..Reply::default()
            },
            d.message_id,
        ))
    }

    /// Records the message a daily puzzle was posted as.
    pub async fn daily_posted(
        self,
        guild: i64,
        day: i64,
        message: i64,
    ) -> Result<(), ServiceError> {
        let mut tx = self.store.write_one().await?;
        store::puzzles::set_daily_message(&mut tx, guild, day, message).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// A puzzle refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// No puzzle is stored yet; `manager`: said to a member who manages
    /// the server, who is told how the host adds them.
    NoPuzzlesYet {
        manager: bool,
    },
    /// Every puzzle stored has been tried by this member (`manager` as
    /// above).
    NoPuzzleLeft {
        manager: bool,
    },
    NoSuchPuzzle(String),
    NoPuzzleAttempt,
    /// A puzzle control drawn for an earlier move of the attempt.
    PuzzleStale,
    /// An attempt that is over (solved or failed).
    PuzzleOver(String),
    NotYourPuzzle,
    NoDailyPuzzle,
    /// A daily puzzle time with no channel to post it in.
    NoPuzzleChannel,
}

impl PuzzleError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use PuzzleError::*;
        let t = |id: &str| lang.t(id);
        match self {
            NoPuzzlesYet { manager } | NoPuzzleLeft { manager } => {
                let said = match self {
                    NoPuzzlesYet { .. } => t("error-no-puzzles-yet"),
                    _ => t("error-no-puzzle-left"),
                };
                if *manager {
                    format!("{said} {}", t("error-puzzles-how-to-add"))
                } else {
                    said
                }
            }
            NoSuchPuzzle(id) => t!(lang, "error-no-such-puzzle", puzzle = id.as_str()),
            NoPuzzleAttempt => t("error-no-puzzle-attempt"),
            PuzzleStale => t("error-puzzle-stale"),
            PuzzleOver(id) => t!(lang, "error-puzzle-over", puzzle = id.as_str()),
            NotYourPuzzle => t("error-not-your-puzzle"),
            NoDailyPuzzle => t("error-no-daily-puzzle"),
            NoPuzzleChannel => t("error-no-puzzle-channel"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The short mate as a puzzle: Black's e5, then White's rook from
    /// board B mates on e4 (board A).
    fn short_mate() -> Line {
        let mut game = alice_core::Game::new(Rules::default());
        for m in ["a3", "Na6", "Ra4"] {
            game.play_text(m).unwrap();
        }
        Line::of(PuzzleRow {
            id: "short".into(),
            variant: "alice".into(),
            fen: game.position().fen(),
            moves: "e7e5 a4e4".into(),
            themes: String::new(),
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            plays: 0,
            created_at: 0,
        })
        .unwrap()
    }

    #[test]
    fn a_solvers_move_is_judged_from_the_line_alone() {
        let line = short_mate();
        let judge = |l: &Line, text: &str| {
            let mut after = l.at(1).clone();
            let (_, coords) = after.play_text(text).unwrap();
            l.judge(1, &coords, &after)
        };
        assert_eq!(judge(&line, "a4e4"), Judged::Solved);
        assert_eq!(judge(&line, "Re4#"), Judged::Solved);
        assert_eq!(judge(&line, "a4a5"), Judged::Failed);
        // A longer line goes on with the defender's reply after the
        // solution's move, and ends in a mate whatever the line says.
        let mut longer = short_mate();
        longer.moves = vec!["e7e5".into(), "a4a5".into(), "a4e4".into()];
        assert_eq!(judge(&longer, "a4a5"), Judged::Next);
        assert_eq!(judge(&longer, "a4e4"), Judged::Solved);
        assert_eq!(judge(&longer, "a4a6"), Judged::Failed);
    }

    /// A line of each game reads, plays and names its moves.
    #[test]
    fn a_line_of_any_game_reads_and_a_bad_one_is_refused() {
        let row = |variant: &str, fen: &str, moves: &str| PuzzleRow {
            id: "p".into(),
            variant: variant.into(),
            fen: fen.into(),
            moves: moves.into(),
            ..short_mate().row
        };
        // The line's moves as the store keeps them, from SAN.
        let stored = |v: Variant, sans: &[&str]| {
            let mut g = AnyGame::start(v, Rules::default());
            let coords: Vec<String> = sans.iter().map(|m| g.play_text(m).unwrap().1).collect();
            (AnyGame::start(v, Rules::default()).fen(), coords.join(" "))
        };
        let (fen, moves) = stored(Variant::Duo, &["e4", "e5"]);
        let line = Line::of(row("duo", &fen, &moves)).unwrap();
        assert_eq!((line.san(0), line.san(1)), ("e4/AA", "e5/BB"));
        assert_eq!(line.solver(), Color::Black);
        assert_eq!(line.numbered(1), "1… e5/BB");
        let (fen, moves) = stored(Variant::ThreeBoard, &["e4/AB", "e5/AC"]);
        let line = Line::of(row("three-board", &fen, &moves)).unwrap();
        assert_eq!(line.san(1), "e5/AC");
        let three = AnyGame::start(Variant::ThreeBoard, Rules::default());
        for (variant, moves, why) in [
            ("chess", "e2e4 e7e5", "variant `chess`"),
            (
                "three-board",
                "e2e4 e7e5",
                "move 1 `e2e4` is not legal there",
            ),
            ("three-board", "Ae2e4B", "fewer than two moves"),
        ] {
            let Err(ServiceError::Internal(e)) = Line::of(row(variant, &three.fen(), moves)) else {
                panic!("{variant} {moves} read");
            };
            assert!(e.contains(why), "{e}");
        }
    }
}

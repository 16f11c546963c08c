//! The service layer: every action on challenges and games, with plain
//! arguments, returning replies any front end can show. Each action is one
//! transaction; moves carry the ply they expect, so a double click or two
//! concurrent moves apply once.

mod analysis;
mod bot;
pub mod challenges;
mod choices;
mod controls;
pub mod ends;
pub mod engine;
pub mod error;
mod export;
mod game;
mod kept;
pub mod limits;
mod moves;
mod offers;
pub mod outbox;
pub mod puzzles;
mod ratings;
pub mod reply;
pub mod sessions;
mod settings;
mod start;
mod style;
mod sweeper;
mod table;

pub use analysis::Progress;
pub use challenges::ChallengeOptions;
pub use choices::{suggest_moves, MAX_CHOICES};
pub use controls::{describe_move, piece_label};
pub use error::{ServiceError, UserError};
pub use outbox::{Answering, BoardAt, Delivery, Owed, Settled};
pub use reply::{
    Arrow, Attachment, Button, Control, Direct, GameLink, Menu, MenuOption, Notice, Reply, Select,
};
pub use settings::{ServerChanges, ServerSettings};
pub use style::{BoardStyle, LookChanges};
pub use sweeper::{Sweep, REMINDER_AT_PER_MILLE};
pub use table::{same_secret, TableView};

use crate::games::AnyGame;
use crate::lang::{Lang, Text};
use crate::render::{Picture, Pictured};
use crate::store::games::GameRow;
use crate::store::languages::Scope;
use crate::store::moves::MoveRow;
use crate::store::{self, Store};
use crate::{t, text};
use alice_core::{Color, Rules};
use std::collections::HashMap;
use std::sync::Arc;

/// A person acting: a Discord user id (or a local name's id) and the name
/// to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: i64,
    pub name: String,
    /// May change the settings of the server where they act (Discord's
    /// Manage Server permission; the operator in `alice local`).
    pub manages_server: bool,
    /// The locale Discord gives for this member (None: not known).
    pub locale: Option<String>,
    /// The language they read a private answer in (settled by
    /// [`Settings::languages`] before an action).
    pub lang: Lang,
    /// The language of the place they act in, for what everyone there
    /// reads (the server's; in a DM, theirs).
    pub here: Lang,
    /// The interaction this action answers (a front end's), whose answer
    /// the action owes when it changes a game; none for other callers.
    pub answering: Option<Answering>,
    /// Acting at the live table: what the action changes in a game is
    /// posted in the game's place (its thread or channel) with the game's
    /// controls, and the bot's reply is posted there too.
    pub at_table: bool,
}

impl Player {
    pub fn new(id: i64, name: impl Into<String>) -> Player {
        Player {
            id,
            name: name.into(),
            manages_server: false,
            locale: None,
            lang: Lang::EN,
            here: Lang::EN,
            answering: None,
            at_table: false,
        }
    }

    /// The same player, acting as the answer to `answering`.
    pub fn answering_to(self, answering: Answering) -> Player {
        Player {
            answering: Some(answering),
            ..self
        }
    }

    /// The name as it stands in a reply's text (Markdown escaped).
    pub fn shown(&self) -> String {
        escape_markdown(&self.name)
    }
}

/// A name as it stands in a reply's text: characters that Markdown (as
/// Discord reads it) would take for formatting are escaped, so a display
/// name such as `**x**` or `> y` shows as written.
pub fn escape_markdown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '~' | '|' | '>' | '#' | '[' | ']' | '<'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Where an action was asked: the server (None in a DM or `alice local`)
/// and the channel, which may be a game's thread.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub guild: Option<i64>,
    pub channel: Option<i64>,
}

impl Place {
    pub fn new(guild: Option<i64>, channel: Option<i64>) -> Place {
        Place { guild, channel }
    }
}

/// How long an interaction waits for the languages stored before it goes
/// on with Discord's locales.
const LANGUAGE_WAIT: std::time::Duration = std::time::Duration::from_millis(250);

/// The language to speak: the one chosen, else Discord's locale given
/// now, else the one Discord gave last, else English.
fn spoken(chosen: Option<&str>, given: Option<&str>, last: Option<&str>) -> Lang {
    chosen
        .and_then(Lang::parse)
        .or_else(|| given.and_then(Lang::from_locale))
        .or_else(|| last.and_then(Lang::from_locale))
        .unwrap_or(Lang::EN)
}

/// A UTC day (days since 1970-01-01) as `2026-12-02`.
pub fn format_day(day: i64) -> String {
    // Howard Hinnant's civil-from-days.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The word a message selects a side by: `white` or `black`.
pub(crate) use crate::states::color_word as side_word;

/// The bot's level when `/play` names none.
pub const DEFAULT_BOT_LEVEL: i64 = 3;

/// Milliseconds since the Unix epoch; tests pass a clock they move.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    })
}

#[derive(Clone, Debug)]
pub struct Config {
    /// How long a challenge stays open.
    pub challenge_ttl_secs: i64,
    /// Time per move when a challenge names none.
    pub default_time_per_move: i64,
    pub min_time_per_move: i64,
    pub max_time_per_move: i64,
    /// Engine searches running at once.
    pub engine_threads: usize,
    /// Render board images (off for benchmarks of the store alone).
    pub images: bool,
    /// Server defaults: games in a thread each, games in progress per
    /// player, games against the bot allowed.
    pub threads: bool,
    pub max_games: i64,
    pub bot_games: bool,
    /// A finished game's thread is archived this long after the end.
    pub archive_after_secs: i64,
    /// How long a process's claim on background work (a timeout, a
    /// reminder, a bot move) holds before another process may take it
    /// over (the holder died).
    pub lease_secs: i64,
    /// Nodes searched per position by `/analyze`.
    pub analysis_nodes: u64,
    /// Analyses waiting or running at once; past this a new one is
    /// refused (a bot's move is always accepted).
    pub max_analyses: usize,
    /// Each member's pace for the requests that cost the engine or CPU.
    pub rates: limits::Rates,
    /// The live table's public base address (`WEB_URL`, without a
    /// trailing `/`); None: no table is served.
    pub web_url: Option<String>,
    /// The live table is also an Activity inside Discord
    /// (`DISCORD_ACTIVITY`): game messages offer "Play in Discord".
    pub activity: bool,
    /// Each board picture also carries the boards as text
    /// ([`Attachment::text`]; `alice local --boards-text`).
    pub text_boards: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            challenge_ttl_secs: 24 * 3600,
            default_time_per_move: 3 * 24 * 3600,
            min_time_per_move: 10 * 60,
            max_time_per_move: 14 * 24 * 3600,
            engine_threads: 2,
            images: true,
            threads: true,
            max_games: 20,
            bot_games: true,
            archive_after_secs: 3600,
            lease_secs: 120,
            analysis_nodes: alice_engine::analysis::DEFAULT_NODES,
            max_analyses: 8,
            rates: limits::Rates::default(),
            web_url: None,
            activity: false,
            text_boards: false,
        }
    }
}

/// The shared context every room works in: the store, the clock, the
/// engine's queue, the configuration, what this process holds and keeps,
/// and the writing of what is owed (see [`outbox`]). The actions are its
/// rooms', each reached by its accessor: `service.games().make_move(..)`.
pub struct Service {
    store: Store,
    clock: Clock,
    engine: engine::Engine,
    config: Config,
    /// Per game: held while the bot finds and stores its move.
    bot_turns: std::sync::Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// Players with an engine search waiting or running for them (and
    /// its game, or 0).
    searching: Tickets,
    /// Players with an analysis waiting or running, and its game.
    analysing: Tickets,
    /// This process, as the holder of claims on background work.
    holder: String,
    /// Each member's tokens for costly requests.
    buckets: limits::Buckets,
    /// Rung when something is owed (see [`Outbox::ring`]).
    bell: tokio::sync::Notify,
    /// The languages stored for members and servers, as last read or
    /// written by this process (see [`Settings::languages`]).
    languages: kept::Kept<store::languages::Stored>,
    /// How members' boards look and where servers place them, as last
    /// read or written by this process (see [`Service::style_of`]).
    looks: kept::Kept<store::looks::Stored>,
    /// What hears of every game's end (see [`ends`]).
    ends: Vec<ends::Listener>,
}

/// Declares a room of the service: a borrowed view of the shared
/// [`Service`], reached by its accessor on the service and, from another
/// room, by `Room::of(self.0)`. A room's actions are written in the files
/// of its concern as `impl Room<'_>`.
macro_rules! rooms {
    ($($(#[$doc:meta])* $room:ident $accessor:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $room<'s>(&'s Service);

        impl<'s> $room<'s> {
            pub(crate) fn of(service: &'s Service) -> Self {
                $room(service)
            }
        }

        impl std::ops::Deref for $room<'_> {
            type Target = Service;
            fn deref(&self) -> &Service {
                self.0
            }
        }

        impl Service {
            $(#[$doc])*
            pub fn $accessor(&self) -> $room<'_> {
                $room::of(self)
            }
        }
    )*};
}

rooms! {
    /// Games and moves: playing, the bot's turns, the controls under a
    /// board, the history, a game's replies, exports and rules.
    Games games;
    /// Challenges: making, accepting, declining, rematches, bot games.
    Challenges challenges;
    /// Offers in a game: resigning, draws, takebacks, aborting.
    Offers offers;
    /// Puzzles: attempts, the daily puzzle, imports.
    Puzzles puzzles;
    /// Ratings of games and puzzles: updates, cards, leaderboards.
    Ratings ratings;
    /// A member's and a server's settings, languages and looks.
    Settings settings;
    /// The engine's analysis of finished games.
    Analysis analysis;
    /// The outbox's delivery: the due rows taken and settled, answers
    /// marked given, the deliverer woken.
    Outbox outbox;
    /// Background work: timeouts, reminders, expiries, archiving.
    Sweeper sweeper;
    /// A pressed button or chosen option, sent to the room that owns it.
    Controls controls;
    /// The live table's sign-ins with Discord and browsers' sessions.
    Sessions sessions;
}

/// Players holding a ticket, each with the game it is for.
type Tickets = Arc<std::sync::Mutex<HashMap<i64, i64>>>;

/// A player's place in the engine's queue (a bot move's search, or an
/// analysis): held while the work for them waits or runs; a second one of
/// the same kind is refused.
pub(crate) struct Ticket {
    player: i64,
    held: Tickets,
}

impl Ticket {
    /// The ticket of `player` for `game`, or the game of the ticket they
    /// already hold.
    fn take(held: &Tickets, player: i64, game: i64) -> Result<Ticket, i64> {
        let mut h = held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&other) = h.get(&player) {
            return Err(other);
        }
        h.insert(player, game);
        Ok(Ticket {
            player,
            held: held.clone(),
        })
    }

    /// [`Ticket::take`] while fewer than `max` are held.
    fn take_within(
        held: &Tickets,
        player: i64,
        game: i64,
        max: usize,
    ) -> Result<Ticket, UserError> {
        let mut h = held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&other) = h.get(&player) {
            return Err(UserError::AnalysisBusy(other));
        }
        if h.len() >= max {
            crate::metrics::get().refused("analysis queue");
            return Err(UserError::AnalysesFull(h.len()));
        }
        h.insert(player, game);
        Ok(Ticket {
            player,
            held: held.clone(),
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.held
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.player);
    }
}

/// A game as stored, rebuilt and checked by the rules core.
pub(crate) struct Loaded {
    pub row: GameRow,
    pub game: AnyGame,
    /// The stored moves. Only the last one's `fen_after` is certain to be
    /// there (PostgreSQL reads no other, and it is checked against the
    /// replay): the position after a ply comes from `game`.
    pub moves: Vec<MoveRow>,
    /// The players' names and notify settings, when read with the game
    /// (PostgreSQL: one statement for both).
    pub people: Option<store::moves::People>,
    /// The standing draw and takeback offers: their kind and who made
    /// each.
    pub offers: store::offers::Standing,
}

impl Loaded {
    /// Who stands behind the game's offer of `kind`, if anyone.
    pub fn offer_by(&self, kind: crate::states::OfferKind) -> Option<i64> {
        self.offers.iter().find(|o| o.0 == kind).map(|o| o.1)
    }

    /// Whether both sides have moved. Before that a game can only be
    /// aborted: a resignation or a timeout aborts it, a draw cannot be
    /// offered, and nothing is rated.
    pub fn both_moved(&self) -> bool {
        self.row.ply >= 2
    }

    /// The colour a player has in this game.
    pub fn side_of(&self, player: i64) -> Option<Color> {
        if self.row.white_id == Some(player) {
            Some(Color::White)
        } else if self.row.black_id == Some(player) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The player of a colour (None: the bot).
    pub fn player_of(&self, c: Color) -> Option<i64> {
        match c {
            Color::White => self.row.white_id,
            Color::Black => self.row.black_id,
        }
    }

    pub fn to_move(&self) -> Color {
        self.game.turn()
    }
}

impl Service {
    pub fn new(store: Store, clock: Clock, config: Config) -> Service {
        let engine = engine::Engine::new(config.engine_threads);
        Service {
            store,
            clock,
            engine,
            config,
            bot_turns: Default::default(),
            searching: Default::default(),
            analysing: Default::default(),
            holder: store::claims::holder_name(),
            buckets: Default::default(),
            bell: tokio::sync::Notify::new(),
            languages: Default::default(),
            looks: Default::default(),
            ends: ends::listeners(),
        }
    }

    /// The address of a game's live table, where the table is served.
    pub fn watch_url(&self, row: &GameRow) -> Option<String> {
        let base = self.config.web_url.as_deref()?;
        let token = row.watch_token.as_deref()?;
        Some(format!("{base}/g/{}-{token}", row.id))
    }

    /// The language a member reads their DMs in, without an interaction.
    pub(crate) async fn member_lang(
        &self,
        conn: &mut crate::store::Tx<'_>,
        member: i64,
    ) -> Result<Lang, ServiceError> {
        let (chosen, last) = store::languages::get(conn, Scope::Member, member).await?;
        Ok(spoken(chosen.as_deref(), None, last.as_deref()))
    }

    /// The language of a server's posts, without an interaction (None: not
    /// in a server, English).
    pub(crate) async fn server_lang(
        &self,
        conn: &mut crate::store::Tx<'_>,
        guild: Option<i64>,
    ) -> Result<Lang, ServiceError> {
        let Some(g) = guild else {
            return Ok(Lang::EN);
        };
        let (chosen, last) = store::languages::get(conn, Scope::Server, g).await?;
        Ok(spoken(chosen.as_deref(), None, last.as_deref()))
    }

    /// Whether the database answers (the endpoint's health check).
    pub async fn healthy(&self) -> Result<(), ServiceError> {
        let rows: Vec<(i64,)> = self.store.fetch("SELECT CAST(1 AS BIGINT)").await?;
        if rows.first().map(|r| r.0) == Some(1) {
            Ok(())
        } else {
            Err(ServiceError::Internal("SELECT 1 did not answer 1".into()))
        }
    }

    /// This process's name as the holder of claims.
    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Claims a piece of background work (`key`, e.g. `bot:12:7`) for this
    /// process for [`Config::lease_secs`]: false when another live process
    /// holds it. Several processes on one database do each item once.
    /// With `mine_too` a claim this process already holds counts as won
    /// (and is renewed): the action that took it goes on with it; without,
    /// any live claim means the item is someone's work (the sweeper's
    /// view, so that it never takes over what an action of its own
    /// process is doing).
    pub(crate) async fn claim(&self, key: &str, mine_too: bool) -> Result<bool, ServiceError> {
        let mut tx = self.store.write_one().await?;
        let won = self.claim_in(&mut tx, key, mine_too).await?;
        tx.commit().await?;
        Ok(won)
    }

    /// [`Service::claim`] in the caller's transaction (taken with what it
    /// writes).
    pub(crate) async fn claim_in(
        &self,
        conn: &mut crate::store::Tx<'_>,
        key: &str,
        mine_too: bool,
    ) -> Result<bool, ServiceError> {
        let now = self.now();
        let until = now + self.config.lease_secs.max(1) * 1000;
        Ok(store::claims::take(conn, key, &self.holder, now, until, mine_too).await?)
    }

    /// Gives up a claim once its item is done (a failure only leaves the
    /// claim to lapse).
    pub(crate) async fn unclaim(&self, key: &str) {
        let done = async {
            let mut tx = self.store.write_one().await?;
            store::claims::release(&mut tx, key, &self.holder).await?;
            tx.commit().await
        };
        if let Err(e) = done.await {
            tracing::warn!(key, "could not release a claim (it will lapse): {e}");
        }
    }

    /// Reserves the engine for `player` (None: no ticket needed), or
    /// refuses when a search for them is already waiting or running.
    pub(crate) fn engine_ticket(&self, player: i64) -> Option<Ticket> {
        Ticket::take(&self.searching, player, 0).ok()
    }

    /// Reserves an analysis of `game` for `player`, or names the game whose
    /// analysis for them is already waiting or running.
    /// A player's place among the analyses waiting or running: one each,
    /// and at most `max_analyses` in all.
    pub(crate) fn analysis_ticket(&self, player: i64, game: i64) -> Result<Ticket, UserError> {
        Ticket::take_within(
            &self.analysing,
            player,
            game,
            self.config.max_analyses.max(1),
        )
    }

    /// Opens the store at `url` with the system clock and default settings.
    pub async fn open(url: &str) -> Result<Service, sqlx::Error> {
        Ok(Service::new(
            Store::open(url).await?,
            system_clock(),
            Config::default(),
        ))
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The engine worker (its queue and figures).
    pub fn engine(&self) -> &engine::Engine {
        &self.engine
    }

    /// The operator's gauges now: connections in use, the outbox's
    /// backlog and the engine's queue.
    pub async fn gauges(&self) -> crate::metrics::Gauges {
        // Read before the outbox is (its query takes a connection).
        let connections_in_use = self.store().connections_in_use();
        let owed = match self.owed_backlog().await {
            Ok(backlog) => Some(backlog),
            Err(e) => {
                tracing::warn!("metrics: reading the outbox: {e}");
                None
            }
        };
        let engine = self.engine();
        let (waiting, running) = (engine.waiting(), engine.running());
        let engine = [
            engine::JobKind::BotMove,
            engine::JobKind::DrawJudge,
            engine::JobKind::Analysis,
        ]
        .into_iter()
        .map(|kind| (kind.name(), waiting[kind as usize], running[kind as usize]))
        .collect();
        crate::metrics::Gauges {
            connections_in_use,
            owed,
            engine,
        }
    }

    pub(crate) fn now(&self) -> i64 {
        (self.clock)()
    }

    /// The lock of a game's bot move.
    pub(crate) fn bot_turn(&self, game: i64) -> Arc<tokio::sync::Mutex<()>> {
        let mut turns = self.bot_turns.lock().unwrap_or_else(|e| e.into_inner());
        turns.entry(game).or_default().clone()
    }

    /// Forgets a game's lock once nobody else holds or waits for it.
    pub(crate) fn release_bot_turn(&self, game: i64, turn: Arc<tokio::sync::Mutex<()>>) {
        let mut turns = self.bot_turns.lock().unwrap_or_else(|e| e.into_inner());
        // The map's reference and ours: nobody else is waiting.
        if Arc::strong_count(&turn) <= 2 {
            turns.remove(&game);
        }
    }

    /// Rebuilds a game from its stored moves, refusing a row that does not
    /// agree with them.
    pub(crate) async fn load(
        &self,
        conn: &mut crate::store::Tx<'_>,
        id: i64,
    ) -> Result<Loaded, ServiceError> {
        let (row, moves, offers, people) = store::moves::game_for_play(conn, id)
            .await?
            .ok_or(UserError::NoSuchGame(id))?;
        let rules = Rules {
            en_passant: row.en_passant,
        };
        let corrupt =
            |why: String| ServiceError::Internal(format!("game #{id} is inconsistent: {why}"));
        let mut game = AnyGame::from_fen(row.variant, &row.start_fen, rules)
            .map_err(|e| corrupt(format!("start position: {e}")))?;
        for (i, m) in moves.iter().enumerate() {
            if m.ply != i as i64 + 1 {
                return Err(corrupt(format!("ply {} stored as {}", i + 1, m.ply)));
            }
            // The core's path for stored moves (tested there): decode the
            // coordinates, check the move, keep the stored SAN.
            game.play_stored(&m.uci, m.san.clone())
                .map_err(|e| corrupt(format!("ply {} ({}): {e}", m.ply, m.uci)))?;
        }
        // Every stored move was replayed and checked above; the last stored
        // position and the game row must agree with the result.
        let fen = game.fen();
        if let Some(last) = moves.last() {
            if fen != last.fen_after {
                return Err(corrupt(format!("ply {} position differs", last.ply)));
            }
        }
        if row.ply != moves.len() as i64 || fen != row.fen {
            return Err(corrupt(format!(
                "{} plies stored, game row says {}",
                moves.len(),
                row.ply
            )));
        }
        Ok(Loaded {
            row,
            game,
            moves,
            people,
            offers,
        })
    }

    /// The name shown for a player (or the bot) of a game, Markdown
    /// escaped for a reply's text: a person's as they go by, the bot's in
    /// the reader's language.
    pub(crate) async fn name_of(
        &self,
        conn: &mut crate::store::Tx<'_>,
        row: &GameRow,
        player: Option<i64>,
    ) -> Result<Text, ServiceError> {
        Ok(match player {
            Some(_) => {
                Text::from(escape_markdown(&self.raw_name_of(conn, row, player).await?).as_str())
            }
            None => bot_name_text(row),
        })
    }

    /// The name of a player (or the bot) of a game as they go by (for a
    /// PGN's tags and images).
    pub(crate) async fn raw_name_of(
        &self,
        conn: &mut crate::store::Tx<'_>,
        row: &GameRow,
        player: Option<i64>,
    ) -> Result<String, ServiceError> {
        match player {
            Some(id) => Ok(store::players::name(conn, id)
                .await?
                .unwrap_or_else(|| format!("player {id}"))),
            // Names in the game's record (PGN) are English.
            None => Ok(bot_name(row, Lang::EN)),
        }
    }

    /// Draws the board of a game, seen from `perspective`, off the async
    /// threads.
    /// `name` is the file's name (a game's board: [`board_file_name`]).
    pub(crate) async fn image(
        &self,
        name: String,
        game: &AnyGame,
        perspective: Color,
        caption: String,
        style: BoardStyle,
        lang: Lang,
    ) -> Result<Option<Attachment>, ServiceError> {
        crate::on_game!(game, g => {
            let last = g.moves().last().copied();
            self.image_at(name, *g.position(), last, perspective, caption, style, lang)
                .await
        })
    }

    /// Draws a position with `last` marked, off the async threads.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn image_at<P: Pictured + Send + 'static>(
        &self,
        name: String,
        pos: P,
        last: Option<P::Move>,
        perspective: Color,
        caption: String,
        style: BoardStyle,
        lang: Lang,
    ) -> Result<Option<Attachment>, ServiceError>
    where
        P::Move: Send,
    {
        if !self.config.images {
            return Ok(None);
        }
        let picture = Picture {
            perspective,
            ghosts: style.ghosts,
            caption: Some(caption),
            lang,
            look: style.look,
        };
        let as_text = self.config.text_boards;
        let (png, text) = tokio::task::spawn_blocking(move || {
            let text = as_text
                .then(|| crate::render::boards_text(&pos.diagram(last, &picture), perspective));
            pos.png(last, picture).map(|png| (png, text))
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("render task: {e}")))?
        .map_err(|e| ServiceError::Internal(e.to_string()))?;
        Ok(Some(Attachment {
            name,
            bytes: png,
            text,
        }))
    }
}

/// The bot as a game's player in `lang`: "Alice (level 3)".
pub(crate) fn bot_name(row: &GameRow, lang: Lang) -> String {
    bot_name_text(row).say(lang)
}

/// The bot as a game's player, said later in its reader's language.
fn bot_name_text(row: &GameRow) -> Text {
    text!(
        "bot-name",
        level = row.bot_level.unwrap_or(DEFAULT_BOT_LEVEL)
    )
}

/// The file name of a game's board at a ply: `game-12-ply-034.png`.
pub fn board_file_name(game: i64, ply: i64) -> String {
    format!("game-{game}-ply-{ply:03}.png")
}

/// Parses a time per move such as `10m`, `1h`, `3d`, `90s` into seconds.
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase();
    let split = t.find(|c: char| !c.is_ascii_digit())?;
    let (n, unit) = t.split_at(split);
    let n: i64 = n.parse().ok()?;
    let secs = match unit {
        "s" | "sec" | "secs" => 1,
        "m" | "min" | "mins" => 60,
        "h" | "hour" | "hours" => 3600,
        "d" | "day" | "days" => 86_400,
        "w" | "week" | "weeks" => 7 * 86_400,
        _ => return None,
    };
    n.checked_mul(secs)
}

/// A short wait for people: `1 second`, `45 seconds`, then whole minutes
/// rounded up (`2 minutes` for 61 to 120 seconds).
pub fn format_seconds(secs: i64) -> String {
    format_seconds_in(Lang::EN, secs)
}

/// [`format_seconds`] in `lang`.
pub fn format_seconds_in(lang: Lang, secs: i64) -> String {
    match secs.max(1) {
        s @ 1..=59 => t!(lang, "duration-seconds", count = s),
        s => format_duration_in(lang, (s + 59) / 60 * 60),
    }
}

/// `3 days`, `10 minutes`, `1 day 6 hours`.
pub fn format_duration(secs: i64) -> String {
    format_duration_in(Lang::EN, secs)
}

/// [`format_duration`] in `lang`.
pub fn format_duration_in(lang: Lang, secs: i64) -> String {
    duration_text(secs).say(lang)
}

/// "3 days left" in `lang` (`secs` said as [`format_duration_in`] says
/// it), the verb agreeing with the duration's first number and unit
/// where the language wants it ("остался 1 день", "zostały 2 dni").
pub fn time_left_in(lang: Lang, secs: i64) -> String {
    let ((count, unit), _) = duration_parts(secs);
    left_phrase(lang, format_duration_in(lang, secs), count, unit.word())
}

/// The word a message selects a variant by (`alice`, `three-board`,
/// `narrow`, `duo`: a message's keys cannot start with a digit).
pub(crate) fn variant_key(variant: crate::states::GameVariant) -> &'static str {
    match variant {
        crate::states::GameVariant::Narrow => "narrow",
        other => other.as_str(),
    }
}

/// A game's name after its number (in a list, a caption, a start):
/// nothing for Alice chess, its name in brackets for the others.
pub(crate) fn variant_suffix(lang: Lang, variant: crate::states::GameVariant) -> String {
    t!(lang, "game-suffix", variant = variant_key(variant))
}

/// A moment to come as Discord shows it to each reader, counting in their
/// own language ("in 59 seconds"): `<t:SECONDS:R>`, its second begun (it
/// never says more time than there is).
pub fn moment(at_ms: i64) -> String {
    format!("<t:{}:R>", at_ms.div_euclid(1000))
}

/// `text` with each [`moment`] in it said as a terminal shows it at `now`:
/// counted down as a clock reading ("in 0:59"), since it cannot count.
pub fn moments_shown(text: &str, lang: Lang, now: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 3..];
        let seconds = tail
            .find(":R>")
            .and_then(|end| tail[..end].parse::<i64>().ok().map(|s| (s, end)));
        match seconds {
            Some((s, end)) => {
                let left = (s.saturating_mul(1000) - now).max(0);
                let clock = crate::states::clock_reading(left);
                out.push_str(&crate::t!(lang, "relative-in", clock = clock));
                rest = &tail[end + 3..];
            }
            None => {
                out.push_str("<t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A live clock's reading as time left: "4:32 left".
pub fn clock_left_in(lang: Lang, ms: i64) -> String {
    left_phrase(lang, crate::states::clock_reading(ms), 0, "clock")
}

fn left_phrase(lang: Lang, left: String, count: i64, unit: &str) -> String {
    crate::t!(lang, "time-left", left = left, count = count, unit = unit)
}

/// A unit a duration is said in.
#[derive(Clone, Copy)]
enum Unit {
    Day,
    Hour,
    Minute,
}

impl Unit {
    /// The word a message selects on (`time-left`'s `$unit`).
    fn word(self) -> &'static str {
        match self {
            Unit::Day => "day",
            Unit::Hour => "hour",
            Unit::Minute => "minute",
        }
    }

    /// The message that says a number of it.
    fn message(self) -> &'static str {
        match self {
            Unit::Day => "duration-days",
            Unit::Hour => "duration-hours",
            Unit::Minute => "duration-minutes",
        }
    }
}

/// A duration as it is said: a number and its unit, and perhaps a second
/// (`1 day 6 hours`; a moment left is a minute, nothing left no minutes).
fn duration_parts(secs: i64) -> ((i64, Unit), Option<(i64, Unit)>) {
    let secs = secs.max(0);
    let (d, h, m) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    match (d, h, m) {
        (0, 0, m) => ((m.max(if secs > 0 { 1 } else { 0 }), Unit::Minute), None),
        (0, h, 0) => ((h, Unit::Hour), None),
        (0, h, m) => ((h, Unit::Hour), Some((m, Unit::Minute))),
        (d, 0, _) => ((d, Unit::Day), None),
        (d, h, _) => ((d, Unit::Day), Some((h, Unit::Hour))),
    }
}

/// A duration to be said in the reader's language.
pub fn duration_text(secs: i64) -> Text {
    let part = |(n, unit): (i64, Unit)| crate::text!(unit.message(), count = n);
    match duration_parts(secs) {
        (first, Some(second)) => {
            crate::text!("duration-pair", first = part(first), second = part(second))
        }
        (only, None) => part(only),
    }
}

/// A service on a fresh SQLite file, images off, for the unit tests;
/// also the directory to remove afterwards.
#[cfg(test)]
pub(crate) async fn test_service(name: &str) -> (Service, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("alice-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::open(dir.join("a.db").to_str().unwrap())
        .await
        .unwrap();
    let config = Config {
        images: false,
        ..Config::default()
    };
    (Service::new(store, system_clock(), config), dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Time left says its verb in agreement with the first number and
    /// unit: Polish and Russian for 1, 2, 5, 21 and 22 of each unit, and
    /// a clock's reading; Spanish and Portuguese for one and more.
    #[test]
    fn time_left_agrees_with_its_number() {
        let (pl, ru) = (Lang::parse("pl").unwrap(), Lang::parse("ru").unwrap());
        let day = 86_400;
        let said = |lang: Lang, secs: i64| time_left_in(lang, secs);
        for (n, polish, russian) in [
            (1, "został 1 dzień", "остался 1 день"),
            (2, "zostały 2 dni", "осталось 2 дня"),
            (5, "zostało 5 dni", "осталось 5 дней"),
            (21, "zostało 21 dni", "остался 21 день"),
            (22, "zostały 22 dni", "осталось 22 дня"),
        ] {
            assert_eq!(said(pl, n * day), polish, "{n} days");
            assert_eq!(said(ru, n * day), russian, "{n} days");
        }
        for (n, polish, russian) in [
            (1, "została 1 godzina", "остался 1 час"),
            (2, "zostały 2 godziny", "осталось 2 часа"),
            (5, "zostało 5 godzin", "осталось 5 часов"),
            (21, "zostało 21 godzin", "остался 21 час"),
            (22, "zostały 22 godziny", "осталось 22 часа"),
        ] {
            assert_eq!(said(pl, n * 3600), polish, "{n} hours");
            assert_eq!(said(ru, n * 3600), russian, "{n} hours");
        }
        for (n, polish, russian) in [
            (1, "została 1 minuta", "осталась 1 минута"),
            (2, "zostały 2 minuty", "осталось 2 минуты"),
            (5, "zostało 5 minut", "осталось 5 минут"),
            (21, "zostało 21 minut", "осталась 21 минута"),
            (22, "zostały 22 minuty", "осталось 22 минуты"),
        ] {
            assert_eq!(said(pl, n * 60), polish, "{n} minutes");
            assert_eq!(said(ru, n * 60), russian, "{n} minutes");
        }
        // The first part of a pair decides: one day and six hours.
        assert_eq!(said(ru, day + 6 * 3600), "остался 1 день 6 часов");
        assert_eq!(clock_left_in(pl, 272_000), "zostało 4:32");
        assert_eq!(clock_left_in(ru, 272_000), "осталось 4:32");
        assert_eq!(clock_left_in(Lang::EN, 272_000), "4:32 left");
        let (es, pt) = (Lang::parse("es-ES").unwrap(), Lang::parse("pt-BR").unwrap());
        assert_eq!(said(es, day), "queda 1 día");
        assert_eq!(said(es, 2 * day), "quedan 2 días");
        assert_eq!(said(pt, day), "resta 1 dia");
        assert_eq!(said(pt, 3 * 3600), "restam 3 horas");
        assert_eq!(said(Lang::EN, day), "1 day left");
        assert_eq!(said(Lang::EN, 2 * day), "2 days left");
    }

    /// A moment is Discord's counting timestamp, in its second begun;
    /// a terminal counts it down as a clock reading, in the reader's words.
    #[test]
    fn a_moment_counts_on_discord_and_reads_as_a_clock_elsewhere() {
        assert_eq!(moment(1_795_910_460_000), "<t:1795910460:R>");
        assert_eq!(moment(1_795_910_460_999), "<t:1795910460:R>");
        let text = format!("alice to move, first move due {}.", moment(60_000));
        assert_eq!(
            moments_shown(&text, Lang::EN, 1_000),
            "alice to move, first move due in 0:59."
        );
        let ru = Lang::parse("ru").unwrap();
        assert_eq!(moments_shown("<t:60:R>", ru, 0), "через 1:00");
        // Past, and text that only looks like one, as it is.
        assert_eq!(moments_shown("<t:60:R>", Lang::EN, 90_000), "in 0:00.0");
        assert_eq!(
            moments_shown("a <t:x:R> <t:5", Lang::EN, 0),
            "a <t:x:R> <t:5"
        );
    }

    /// Times per move read in every unit, and written back in days, hours
    /// and minutes (a moment left is a minute, nothing left is none).
    #[test]
    fn durations_read_and_written() {
        for (text, secs) in [
            ("90s", Some(90)),
            ("10m", Some(600)),
            ("2h", Some(7_200)),
            ("3days", Some(259_200)),
            ("1w", Some(604_800)),
            ("2weeks", Some(1_209_600)),
            ("5", None),
            ("w", None),
            ("3y", None),
            ("99999999999999999999d", None),
        ] {
            assert_eq!(parse_duration(text), secs, "{text}");
        }
        for (secs, text) in [
            (0, "0 minutes"),
            (-5, "0 minutes"),
            (30, "1 minute"),
            (60, "1 minute"),
            (150, "2 minutes"),
            (3_600, "1 hour"),
            (3_660, "1 hour 1 minute"),
            (86_400, "1 day"),
            (90_000, "1 day 1 hour"),
            (1_209_600, "14 days"),
        ] {
            assert_eq!(format_duration(secs), text, "{secs}");
        }
        for (secs, text) in [
            (0, "1 second"),
            (1, "1 second"),
            (45, "45 seconds"),
            (59, "59 seconds"),
            (60, "1 minute"),
            (61, "2 minutes"),
            (300, "5 minutes"),
            (3_601, "1 hour 1 minute"),
        ] {
            assert_eq!(format_seconds(secs), text, "{secs}");
        }
    }

    /// The health check answers while the database does, and fails once
    /// it is gone.
    #[tokio::test]
    async fn healthy_while_the_database_answers() {
        let (s, dir) = test_service("healthy").await;
        assert!(s.healthy().await.is_ok());
        s.store().close().await;
        assert!(s.healthy().await.is_err());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A claim lasts the configured lease from now; the one who holds it
    /// may renew it, another may not take it.
    #[tokio::test]
    async fn a_claim_lasts_the_lease() {
        let (s, dir) = test_service("lease").await;
        let before = s.now();
        assert!(s.claim("k", false).await.unwrap());
        let after = s.now();
        let rows: Vec<(String, i64)> = s
            .store()
            .fetch("SELECT holder, expires_at FROM claims WHERE key = 'k'")
            .await
            .unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].0, s.holder());
        let lease = s.config().lease_secs * 1000;
        assert_eq!(lease, 120_000);
        assert!(
            (before + lease..=after + lease).contains(&rows[0].1),
            "{} not {lease} ms after {before}..{after}",
            rows[0].1
        );
        assert!(!s.claim("k", false).await.unwrap());
        assert!(s.claim("k", true).await.unwrap());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A game's bot-move lock is forgotten once nobody holds or waits for
    /// it, and kept while someone does.
    #[tokio::test]
    async fn a_bot_turn_lock_is_forgotten_when_free() {
        let (s, dir) = test_service("turns").await;
        let count = |s: &Service| s.bot_turns.lock().unwrap().len();
        let mine = s.bot_turn(7);
        let waiting = s.bot_turn(7);
        assert_eq!(count(&s), 1);
        s.release_bot_turn(7, mine);
        assert_eq!(count(&s), 1, "forgotten while another waits");
        s.release_bot_turn(7, waiting);
        assert_eq!(count(&s), 0);
        let _ = std::fs::remove_dir_all(dir);
    }

    /// While a search for a player waits or runs, their next action that
    /// needs one is refused (nothing stored); other players are not held
    /// up, and actions without a search go on.
    #[tokio::test]
    async fn one_engine_search_at_a_time_per_player() {
        let (s, dir) = test_service("ticket").await;
        let (carol, dave) = (Player::new(303, "carol"), Player::new(404, "dave"));
        let here = Place::default();
        s.challenges()
            .play_bot(&carol, Some(1), Some("white"), here)
            .await
            .unwrap();
        let held = s.engine_ticket(303).expect("nobody holds it yet");
        assert!(s.engine_ticket(303).is_none());
        let busy = |r: Result<Reply, ServiceError>| {
            matches!(r, Err(ServiceError::User(UserError::EngineBusy)))
        };
        assert!(busy(s.games().make_move(&carol, Some(1), "e4", None).await));
        assert!(busy(
            s.challenges()
                .play_bot(&carol, Some(1), Some("black"), here)
                .await
        ));
        let counts: Vec<(i64, i64)> = s
            .store()
            .fetch("SELECT (SELECT COUNT(*) FROM games), (SELECT COUNT(*) FROM moves)")
            .await
            .unwrap();
        assert_eq!(counts, [(1, 0)]);
        // dave's bot game is not held up by carol's search.
        let r = s
            .challenges()
            .play_bot(&dave, Some(1), Some("black"), here)
            .await;
        assert!(r.unwrap().text.contains("Alice opens with"));
        // A game where carol moves first needs no search.
        s.challenges()
            .play_bot(&carol, Some(1), Some("white"), here)
            .await
            .unwrap();
        drop(held);
        let r = s
            .games()
            .make_move(&carol, Some(1), "e4", None)
            .await
            .unwrap();
        assert!(r.text.contains("replied"), "{}", r.text);
        assert!(
            s.engine_ticket(303).is_some(),
            "the move's ticket was given back"
        );
        s.store().close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! The service layer: every action on challenges and games, with plain
//! arguments, returning replies any front end can show. Each action is one
//! transaction; moves carry the ply they expect, so a double click or two
//! concurrent moves apply once.

mod analysis;
mod bot;
pub mod challenges;
mod choices;
mod config;
mod controls;
pub mod ends;
pub mod engine;
pub mod error;
mod export;
mod game;
mod kept;
pub mod limits;
mod loading;
mod moves;
mod offers;
pub mod outbox;
mod places;
pub mod puzzles;
mod ratings;
pub mod reply;
pub mod sessions;
mod settings;
mod start;
mod style;
mod sweeper;
mod table;
mod tickets;
pub mod tournaments;
mod words;

pub use analysis::AnalysisError;
pub use analysis::Progress;
pub use challenges::ChallengeError;
pub use challenges::ChallengeOptions;
pub use choices::{suggest_moves, MAX_CHOICES};
pub use config::*;
pub use controls::ControlError;
pub use controls::{describe_move, piece_label};
pub use error::ServiceError;
pub use game::GameError;
pub(crate) use loading::*;
pub use offers::OfferError;
pub use outbox::{Answering, BoardAt, Delivery, Owed, Settled};
pub use puzzles::PuzzleError;
pub use ratings::RatingError;
pub use reply::{
    Arrow, Attachment, Button, Control, Direct, GameLink, Menu, MenuOption, Notice, Reply, Select,
};
pub use settings::SettingsError;
pub use settings::{ServerChanges, ServerSettings};
pub use style::{BoardStyle, LookChanges};
pub use sweeper::{Sweep, REMINDER_AT_PER_MILLE};
pub use table::{same_secret, TableView};
pub(crate) use tickets::*;
pub use tournaments::{TournamentError, TournamentOptions};
pub use words::*;

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
    /// Deliveries this process settled as failed since its last success
    /// (see [`Outbox::settle`]).
    delivery_failures: std::sync::atomic::AtomicU32,
}

error::user_errors! {
    /// A game or a move (the Games room).
    Game(GameError),
    Challenge(ChallengeError),
    Offer(OfferError),
    Analysis(AnalysisError),
    Puzzle(PuzzleError),
    Settings(SettingsError),
    Rating(RatingError),
    /// A button or a menu choice (the Controls room).
    Control(ControlError),
    Tournament(TournamentError),
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
    /// Games and moves: starting, playing, where games are played, the
    /// bot's turns, the controls under a board, the history, a game's
    /// replies, exports and rules.
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
    /// Tournaments: creating, joining, pairing rounds, standings.
    Tournaments tournaments;
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
            delivery_failures: Default::default(),
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
            matches!(
                r,
                Err(ServiceError::User(UserError::Game(GameError::EngineBusy)))
            )
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

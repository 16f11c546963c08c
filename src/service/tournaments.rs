//! Tournaments: a Swiss by the day in a server's channel. A manager
//! creates one, members join and leave, the creator (or a manager) starts
//! it; each round is paired by FIDE's Dutch system
//! ([`crate::tournament::dutch`]) and its games begin through the one way
//! games begin, each in its own thread. The room hears every game's end
//! in the ending transaction: it scores the board, withdraws a player who
//! never moved in a game they lost on time, and when the round's last
//! board is scored pairs the next round (the tournament's row locked, so
//! that it is paired once) or ends the event with its standings. A member
//! may join until half the rounds have started (a half-point bye for the
//! rounds missed), and leave at any time (withdrawn from the rounds still
//! to pair; joining again brings them back).

use super::start::Origin;
use super::{escape_markdown, variant_key, Games, Place, Player, Reply, ServiceError, Tournaments};
use crate::games::AnyGame;
use crate::lang::Lang;
use crate::states::{BoardKind, GameStatus, TimeControl, TournamentStatus};
use crate::store::tournaments::{BoardRow, EntrantRow, NewTournament, TournamentRow};
use crate::store::{self, games::NewGame, Tx};
use crate::t;
use crate::tournament::dutch::{self, Entrant, Entry, PairingError, Swiss};
use crate::tournament::standings::{standings, Line, TieBreak};
use crate::tournament::trf::{self, Colour, Outcome, Trf};
use alice_core::{Color, Rules};

/// The most rounds a Swiss may have.
pub const MAX_ROUNDS: i64 = 20;
/// The longest name a tournament may have, in characters.
pub const MAX_NAME: usize = 60;
/// The most tournaments open or running in one server at once.
pub const MAX_LIVE_PER_SERVER: i64 = 5;
/// The most players one tournament takes.
pub const MAX_PLAYERS: usize = 500;
/// The rating a member without one in the tournament's game is ordered by.
const UNRATED: i64 = 1500;

/// What a member asked of a tournament that cannot be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentError {
    /// Tournaments are run in a server, not in DMs.
    NotInServer,
    /// Only a member who manages the server creates one.
    NotManager,
    /// Only its creator or a manager starts or cancels one.
    NotOrganiser(i64),
    /// No tournament in this server (none given and none open or running).
    NoneHere,
    /// No tournament of this number in this server.
    NoSuchTournament(i64),
    BadName(usize),
    BadRounds(i64),
    BadTieBreak(String),
    /// Tournaments are played by the day; a live clock was given.
    LiveClock(String),
    TooManyLive(i64),
    Full {
        id: i64,
        max: usize,
    },
    AlreadyIn(i64),
    NotIn(i64),
    /// It ended (or was cancelled) already.
    Over(i64),
    /// Half its rounds have started: no one joins any more.
    LateJoinClosed {
        id: i64,
        round: i64,
        rounds: i64,
    },
    AlreadyStarted(i64),
    TooFew {
        id: i64,
        players: usize,
    },
    NoSuchRound {
        id: i64,
        round: i64,
        played: i64,
    },
    /// A pair of one player with themself.
    SamePlayer,
    /// A member named who does not play in the tournament.
    NotPlaying {
        id: i64,
        name: String,
    },
}

impl TournamentError {
    pub fn text(&self, lang: Lang) -> String {
        use TournamentError::*;
        match self {
            NotInServer => t!(lang, "tournament-not-in-server"),
            NotManager => t!(lang, "tournament-not-manager"),
            NotOrganiser(id) => t!(lang, "tournament-not-organiser", id = *id),
            NoneHere => t!(lang, "tournament-none-here"),
            NoSuchTournament(id) => t!(lang, "tournament-no-such", id = *id),
            BadName(max) => t!(lang, "tournament-bad-name", max = *max),
            BadRounds(given) => t!(
                lang,
                "tournament-bad-rounds",
                given = *given,
                max = MAX_ROUNDS
            ),
            BadTieBreak(given) => t!(
                lang,
                "tournament-bad-tie-break",
                given = given.as_str(),
                codes = tie_break_codes()
            ),
            LiveClock(given) => t!(lang, "tournament-live-clock", given = given.as_str()),
            TooManyLive(max) => t!(lang, "tournament-too-many", max = *max),
            Full { id, max } => t!(lang, "tournament-full", id = *id, max = *max),
            AlreadyIn(id) => t!(lang, "tournament-already-in", id = *id),
            NotIn(id) => t!(lang, "tournament-not-in", id = *id),
            Over(id) => t!(lang, "tournament-over", id = *id),
            LateJoinClosed { id, round, rounds } => t!(
                lang,
                "tournament-late-join-closed",
                id = *id,
                round = *round,
                rounds = *rounds
            ),
            AlreadyStarted(id) => t!(lang, "tournament-already-started", id = *id),
            TooFew { id, players } => t!(lang, "tournament-too-few", id = *id, players = *players),
            NoSuchRound { id, round, played } => t!(
                lang,
                "tournament-no-such-round",
                id = *id,
                round = *round,
                played = *played
            ),
            SamePlayer => t!(lang, "tournament-same-player"),
            NotPlaying { id, name } => {
                t!(
                    lang,
                    "tournament-not-playing",
                    id = *id,
                    name = name.as_str()
                )
            }
        }
    }
}

fn tie_break_codes() -> String {
    TieBreak::ALL.map(TieBreak::code).join(", ")
}

/// Options of `/tournament create`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TournamentOptions {
    pub name: Option<String>,
    pub rounds: Option<i64>,
    pub variant: Option<String>,
    /// A time per move such as `1d` (default: the server's).
    pub time: Option<String>,
    pub rated: Option<bool>,
    /// FIDE's codes, in order, separated by spaces or commas.
    pub tie_breaks: Option<String>,
    pub place: Place,
}

/// The tie-breaks an organiser chose: FIDE's codes in order, each once
/// (none given: every one, in [`TieBreak::ALL`]'s order).
pub fn tie_breaks_option(text: Option<&str>) -> Result<Vec<TieBreak>, TournamentError> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(TieBreak::ALL.to_vec());
    };
    let mut out = Vec::new();
    for code in text.split([',', ' ']).filter(|c| !c.is_empty()) {
        let tb = TieBreak::from_code(code)
            .ok_or_else(|| TournamentError::BadTieBreak(code.to_string()))?;
        if out.contains(&tb) {
            return Err(TournamentError::BadTieBreak(code.to_string()));
        }
        out.push(tb);
    }
    // Separators alone name none: every one.
    if out.is_empty() {
        return Ok(TieBreak::ALL.to_vec());
    }
    Ok(out)
}

/// The stored tie-breaks (codes written by [`tie_breaks_option`]).
fn stored_tie_breaks(t: &TournamentRow) -> Vec<TieBreak> {
    t.tie_breaks
        .split(' ')
        .filter_map(TieBreak::from_code)
        .collect()
}

/// Half points as a score is written: `2½`, `0`, `½`.
pub fn points_text(half: u64) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// Quarter points as a tie-break is written: `5`, `4¼`, `3½`, `¾`.
fn quarters_text(q: u64) -> String {
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if !frac.is_empty() => frac.to_string(),
        w => format!("{w}{frac}"),
    }
}

/// A tournament's players and boards, read once.
struct Event {
    t: TournamentRow,
    /// Every player, by draw number (unnumbered ones last).
    players: Vec<EntrantRow>,
    boards: Vec<BoardRow>,
    /// The pairs the organiser forbids, by member.
    forbidden: Vec<(i64, i64)>,
}

impl Event {
    /// The players with a draw number, in its order.
    fn numbered(&self) -> Vec<&EntrantRow> {
        self.players.iter().filter(|p| p.number.is_some()).collect()
    }

    fn name_of(&self, player: i64) -> String {
        self.players
            .iter()
            .find(|p| p.player_id == player)
            .map_or_else(|| player.to_string(), |p| escape_markdown(&p.name))
    }

    /// Each numbered player's entries for rounds `1..=rounds` (a board not
    /// yet scored, or no board, an absence), as the pairing and the
    /// standings read them.
    fn entries(&self, rounds: i64) -> Vec<Vec<Entry>> {
        let numbered = self.numbered();
        let index = |id: i64| numbered.iter().position(|p| p.player_id == id);
        let mut out = vec![vec![Entry::ABSENT; rounds.max(0) as usize]; numbered.len()];
        for b in self.boards.iter().filter(|b| b.round <= rounds) {
            let r = (b.round - 1) as usize;
            let Some(w) = index(b.white_id) else { continue };
            match (b.kind, b.black_id, b.white_points, b.black_points) {
                (BoardKind::Game, Some(black), Some(wp), Some(bp)) => {
                    let Some(k) = index(black) else { continue };
                    let side = |opponent, colour, points: i64| Entry {
                        opponent: Some(opponent),
                        colour: b.played.then_some(colour),
                        played: b.played,
                        paired: true,
                        points: points as u32,
                    };
                    out[w][r] = side(k, Colour::White, wp);
                    out[k][r] = side(w, Colour::Black, bp);
                }
                (BoardKind::Bye, _, Some(p), _) => {
                    out[w][r] = Entry {
                        paired: true,
                        points: p as u32,
                        ..Entry::ABSENT
                    }
                }
                (BoardKind::Late, _, Some(p), _) => {
                    out[w][r] = Entry {
                        points: p as u32,
                        ..Entry::ABSENT
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The rounds whose every board is scored.
    fn rounds_done(&self) -> i64 {
        let open = self
            .boards
            .iter()
            .any(|b| b.round == self.t.round && b.white_points.is_none());
        if open {
            self.t.round - 1
        } else {
            self.t.round
        }
    }

    /// The standings after the rounds whose every board is scored.
    fn standings(&self) -> Vec<Line> {
        standings(
            &self.entries(self.rounds_done()),
            &stored_tie_breaks(&self.t),
        )
    }
}

/// The report file of `ev` after its last complete round.
fn trf_of(ev: &Event) -> Trf {
    let done = ev.rounds_done();
    let numbered = ev.numbered();
    let entries = ev.entries(done);
    let places: std::collections::HashMap<usize, usize> =
        ev.standings().iter().map(|l| (l.player, l.place)).collect();
    // The seat of every game, forfeits too (a file writes their colour).
    let mut seats = std::collections::HashMap::new();
    for b in ev.boards.iter().filter(|b| b.kind == BoardKind::Game) {
        seats.insert((b.round, b.white_id), Colour::White);
        if let Some(black) = b.black_id {
            seats.insert((b.round, black), Colour::Black);
        }
    }
    let outcome = |e: &Entry| match (e.played, e.opponent, e.points, e.paired) {
        (true, Some(_), 2, _) => Outcome::Win,
        (true, Some(_), 1, _) => Outcome::Draw,
        (true, Some(_), _, _) => Outcome::Loss,
        (false, Some(_), 2, _) => Outcome::ForfeitWin,
        (false, Some(_), _, _) => Outcome::ForfeitLoss,
        (false, None, 2, true) => Outcome::PairingBye,
        (false, None, 1, _) => Outcome::HalfBye,
        _ => Outcome::ForfeitLoss,
    };
    let players = numbered
        .iter()
        .zip(&entries)
        .enumerate()
        .map(|(i, (p, rounds))| {
            let mut rounds: Vec<trf::Round> = rounds
                .iter()
                .enumerate()
                .map(|(r, e)| trf::Round {
                    opponent: e.opponent.map(|o| o as u32 + 1),
                    colour: e
                        .opponent
                        .and_then(|_| seats.get(&(r as i64 + 1, p.player_id)).copied()),
                    outcome: outcome(e),
                })
                .collect();
            if p.withdrawn && done < ev.t.rounds {
                rounds.push(trf::Round {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::ForfeitLoss,
                });
            }
            trf::Player {
                number: i as u32 + 1,
                sex: String::new(),
                title: String::new(),
                name: p.name.clone(),
                rating: p.rating.clamp(0, 9999) as u32,
                federation: String::new(),
                fide_id: String::new(),
                birth: String::new(),
                half_points: entries[i].iter().map(|e| e.points).sum(),
                rank: places.get(&i).map(|&r| r as u32),
                rounds,
            }
        })
        .collect();
    Trf {
        players,
        rounds: Some(ev.t.rounds as u32),
        first_colour: Some(Colour::White),
        other: vec![format!("012 {}", ev.t.name)],
    }
}

impl Tournaments<'_> {
    async fn event(&self, tx: &mut Tx<'_>, t: TournamentRow) -> Result<Event, ServiceError> {
        let players = store::tournaments::entrants(tx, t.id).await?;
        let boards = store::tournaments::boards(tx, t.id).await?;
        let forbidden = store::tournaments::forbidden(tx, t.id).await?;
        Ok(Event {
            t,
            players,
            boards,
            forbidden,
        })
    }

    /// The tournament `id` of this server, or (none given) the newest one
    /// open or running here, else the newest.
    async fn find(
        &self,
        tx: &mut Tx<'_>,
        place: Place,
        id: Option<i64>,
    ) -> Result<TournamentRow, ServiceError> {
        let guild = place.guild.ok_or(TournamentError::NotInServer)?;
        match id {
            Some(id) => match store::tournaments::get(tx, id).await? {
                Some(t) if t.guild_id == Some(guild) => Ok(t),
                _ => Err(TournamentError::NoSuchTournament(id).into()),
            },
            None => {
                let newest = store::tournaments::in_guild(tx, guild, 1).await?;
                Ok(newest.into_iter().next().ok_or(TournamentError::NoneHere)?)
            }
        }
    }

    /// [`Tournaments::find`] for a change: the row locked until `tx` ends.
    async fn find_locked(
        &self,
        tx: &mut Tx<'_>,
        place: Place,
        id: Option<i64>,
    ) -> Result<TournamentRow, ServiceError> {
        let t = self.find(tx, place, id).await?;
        Ok(store::tournaments::lock(tx, t.id).await?.unwrap_or(t))
    }

    /// `/tournament create`: a Swiss in this channel, announced there.
    pub async fn create(
        self,
        player: &Player,
        o: TournamentOptions,
    ) -> Result<Reply, ServiceError> {
        let guild = o.place.guild.ok_or(TournamentError::NotInServer)?;
        if !player.manages_server {
            return Err(TournamentError::NotManager.into());
        }
        let name = o.name.as_deref().map(str::trim).unwrap_or_default();
        let name = if name.is_empty() {
            t!(player.here, "tournament-default-name")
        } else {
            name.to_string()
        };
        if name.chars().count() > MAX_NAME || name.contains(['\n', '\r']) {
            return Err(TournamentError::BadName(MAX_NAME).into());
        }
        let rounds = o.rounds.unwrap_or(5);
        if !(1..=MAX_ROUNDS).contains(&rounds) {
            return Err(TournamentError::BadRounds(rounds).into());
        }
        let variant = super::challenges::variant_option(o.variant.as_deref())?;
        let breaks = tie_breaks_option(o.tie_breaks.as_deref())?;
        let mut tx = self.store.write().await?;
        let server = super::Settings::of(self.0)
            .server_settings(&mut tx, Some(guild))
            .await?;
        if o.time.as_deref().is_some_and(|t| t.contains('+')) {
            return Err(TournamentError::LiveClock(o.time.unwrap_or_default()).into());
        }
        let per_move = match super::challenges::time_option(
            &self.config,
            o.time.as_deref(),
            server.time_per_move,
        )? {
            TimeControl::PerMove(secs) => secs,
            _ => return Err(TournamentError::LiveClock(o.time.unwrap_or_default()).into()),
        };
        if store::tournaments::live_in_guild(&mut tx, guild).await? >= MAX_LIVE_PER_SERVER {
            return Err(TournamentError::TooManyLive(MAX_LIVE_PER_SERVER).into());
        }
        let now = self.now();
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        let codes: Vec<&str> = breaks.iter().map(|b| b.code()).collect();
        let id = store::tournaments::insert(
            &mut tx,
            &NewTournament {
                guild_id: Some(guild),
                channel_id: o.place.channel,
                name: &name,
                creator_id: player.id,
                variant,
                rated: o.rated.unwrap_or(true),
                time_per_move: per_move,
                tie_breaks: &codes.join(" "),
                rounds,
                now,
            },
        )
        .await?;
        let t = store::tournaments::get(&mut tx, id)
            .await?
            .ok_or_else(|| ServiceError::Internal(format!("tournament {id} not stored")))?;
        let lang = self.server_lang(&mut tx, Some(guild)).await?;
        let announced = self.terms(&t, lang, &player.shown());
        self.owe_event(&mut tx, &t, announced, Vec::new(), true)
            .await?;
        tx.commit().await?;
        Ok(Reply::text(t!(
            player.here,
            "tournament-created",
            id = id,
            name = escape_markdown(&name)
        )))
    }

    /// The announcement of `t`: what it is and how to join.
    fn terms(&self, t: &TournamentRow, lang: Lang, creator: &str) -> String {
        t!(
            lang,
            "tournament-announced",
            id = t.id,
            name = escape_markdown(&t.name),
            creator = creator,
            rounds = t.rounds,
            variant = variant_key(t.variant),
            time = super::format_duration_in(lang, t.time_per_move),
            rated = if t.rated { "rated" } else { "casual" },
            breaks = t.tie_breaks.replace(' ', ", ")
        )
    }

    /// Owes a post about `t` in its channel (in alice local, printed):
    /// with `buttons`, Join and Leave under it.
    async fn owe_event(
        &self,
        tx: &mut Tx<'_>,
        t: &TournamentRow,
        text: String,
        mentions: Vec<i64>,
        buttons: bool,
    ) -> Result<(), ServiceError> {
        self.owe(
            tx,
            &super::Owed::Event {
                tournament: t.id,
                channel: t.channel_id.filter(|&c| c > 0),
                text,
                mentions,
                buttons,
            },
        )
        .await
    }

    /// `/tournament join` and the Join button: enters the member, or brings
    /// back one who withdrew; a member joining a running event gets a
    /// half-point bye for the round being played and waits for the next.
    pub async fn join(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut tx = self.store.write().await?;
        let t = self.find_locked(&mut tx, place, id).await?;
        let now = self.now();
        if t.status.is_over() {
            return Err(TournamentError::Over(t.id).into());
        }
        let ev = self.event(&mut tx, t).await?;
        let t = &ev.t;
        let mine = ev.players.iter().find(|p| p.player_id == player.id);
        if mine.is_some_and(|p| !p.withdrawn) {
            return Err(TournamentError::AlreadyIn(t.id).into());
        }
        let back = mine.is_some();
        if !back {
            if t.status == TournamentStatus::Running && t.round * 2 > t.rounds {
                return Err(TournamentError::LateJoinClosed {
                    id: t.id,
                    round: t.round,
                    rounds: t.rounds,
                }
                .into());
            }
            if ev.players.len() >= MAX_PLAYERS {
                return Err(TournamentError::Full {
                    id: t.id,
                    max: MAX_PLAYERS,
                }
                .into());
            }
        }
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        let speed = TimeControl::PerMove(t.time_per_move).speed();
        let rating = store::ratings::get(&mut tx, player.id, t.variant, speed)
            .await?
            .map_or(UNRATED, |r| r.rating.round() as i64);
        if !store::tournaments::join(&mut tx, t.id, player.id, rating, now).await? {
            return Err(TournamentError::AlreadyIn(t.id).into());
        }
        let lang = self.server_lang(&mut tx, t.guild_id).await?;
        let count = ev.players.iter().filter(|p| !p.withdrawn).count() + 1;
        let mut said = t!(
            lang,
            "tournament-joined",
            id = t.id,
            name = escape_markdown(&t.name),
            player = player.shown(),
            players = count
        );
        if t.status == TournamentStatus::Running && !back {
            // A late entry: the next number, and half a point for the
            // round being played.
            let next = ev
                .players
                .iter()
                .filter_map(|p| p.number)
                .max()
                .unwrap_or(0)
                + 1;
            store::tournaments::number(&mut tx, t.id, player.id, next).await?;
            let board = ev.boards.iter().filter(|b| b.round == t.round).count() as i64 + 1;
            store::tournaments::add_board(
                &mut tx,
                &BoardRow {
                    tournament_id: t.id,
                    round: t.round,
                    board,
                    kind: BoardKind::Late,
                    white_id: player.id,
                    black_id: None,
                    game_id: None,
                    white_points: Some(1),
                    black_points: Some(0),
                    played: false,
                },
            )
            .await?;
            said.push('\n');
            said.push_str(&t!(lang, "tournament-joined-late", round = t.round + 1));
        }
        tx.commit().await?;
        Ok(Reply::text(said))
    }

    /// `/tournament leave` and the Leave button: before the start, out of
    /// the list; after, withdrawn from the rounds still to pair (a game
    /// being played goes on).
    pub async fn leave(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut tx = self.store.write().await?;
        let t = self.find_locked(&mut tx, place, id).await?;
        let left = match t.status {
            TournamentStatus::Open => store::tournaments::remove(&mut tx, t.id, player.id).await?,
            TournamentStatus::Running => {
                store::tournaments::withdraw(&mut tx, t.id, player.id).await?
            }
            _ => return Err(TournamentError::Over(t.id).into()),
        };
        if !left {
            return Err(TournamentError::NotIn(t.id).into());
        }
        let lang = self.server_lang(&mut tx, t.guild_id).await?;
        let key = match t.status {
            TournamentStatus::Open => "tournament-left",
            _ => "tournament-withdrawn",
        };
        let said = t!(
            lang,
            key,
            id = t.id,
            name = escape_markdown(&t.name),
            player = player.shown()
        );
        tx.commit().await?;
        Ok(Reply::text(said))
    }

    /// `/tournament start`: the draw numbered by rating (the higher
    /// first; ties by who joined first), and the first round paired.
    pub async fn start(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut tx = self.store.write().await?;
        let t = self.find_locked(&mut tx, place, id).await?;
        Self::require_organiser(&t, player)?;
        match t.status {
            TournamentStatus::Open => {}
            TournamentStatus::Running => return Err(TournamentError::AlreadyStarted(t.id).into()),
            _ => return Err(TournamentError::Over(t.id).into()),
        }
        let mut players = store::tournaments::entrants(&mut tx, t.id).await?;
        if players.len() < 2 {
            return Err(TournamentError::TooFew {
                id: t.id,
                players: players.len(),
            }
            .into());
        }
        players.sort_by_key(|p| (-p.rating, p.joined_at, p.player_id));
        for (i, p) in players.iter().enumerate() {
            store::tournaments::number(&mut tx, t.id, p.player_id, i as i64 + 1).await?;
        }
        let now = self.now();
        if !store::tournaments::set_stage(
            &mut tx,
            t.id,
            (TournamentStatus::Open, 0),
            (TournamentStatus::Running, 0),
            now,
        )
        .await?
        {
            return Err(TournamentError::AlreadyStarted(t.id).into());
        }
        let t = TournamentRow {
            status: TournamentStatus::Running,
            ..t
        };
        let id = t.id;
        self.next_round(&mut tx, t).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(player.here, "tournament-started", id = id)))
    }

    /// Whether `player` may run tournament `t`: its creator, or a member
    /// who manages the server.
    fn require_organiser(t: &TournamentRow, player: &Player) -> Result<(), TournamentError> {
        if t.creator_id == player.id || player.manages_server {
            Ok(())
        } else {
            Err(TournamentError::NotOrganiser(t.id))
        }
    }

    /// `/tournament manage forbid`: `a` and `b` are never paired in the
    /// rounds still to pair (both must have joined).
    pub async fn forbid(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
        (a, b): (&Player, &Player),
    ) -> Result<Reply, ServiceError> {
        let mut tx = self.store.write().await?;
        let t = self.find_locked(&mut tx, place, id).await?;
        Self::require_organiser(&t, player)?;
        if t.status.is_over() {
            return Err(TournamentError::Over(t.id).into());
        }
        if a.id == b.id {
            return Err(TournamentError::SamePlayer.into());
        }
        let players = store::tournaments::entrants(&mut tx, t.id).await?;
        for who in [a, b] {
            if !players.iter().any(|p| p.player_id == who.id) {
                return Err(TournamentError::NotPlaying {
                    id: t.id,
                    name: who.shown(),
                }
                .into());
            }
        }
        store::tournaments::forbid(&mut tx, t.id, a.id, b.id).await?;
        tx.commit().await?;
        Ok(Reply::private(t!(
            player.here,
            "tournament-forbidden",
            id = t.id,
            first = a.shown(),
            second = b.shown()
        )))
    }

    /// `/tournament manage cancel`: no round is paired any more; games
    /// being played go on, their results no longer scored.
    pub async fn cancel(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut tx = self.store.write().await?;
        let t = self.find_locked(&mut tx, place, id).await?;
        Self::require_organiser(&t, player)?;
        if t.status.is_over() {
            return Err(TournamentError::Over(t.id).into());
        }
        let now = self.now();
        let to = (TournamentStatus::Cancelled, t.round);
        if !store::tournaments::set_stage(&mut tx, t.id, (t.status, t.round), to, now).await? {
            return Err(TournamentError::Over(t.id).into());
        }
        let lang = self.server_lang(&mut tx, t.guild_id).await?;
        let said = t!(
            lang,
            "tournament-cancelled",
            id = t.id,
            name = escape_markdown(&t.name),
            player = player.shown()
        );
        tx.commit().await?;
        Ok(Reply::text(said))
    }

    /// Pairs the round after `t.round` and begins its games, or ends the
    /// event when it has had its rounds or no pairing exists; the round or
    /// the standings are posted.
    async fn next_round(&self, tx: &mut Tx<'_>, t: TournamentRow) -> Result<(), ServiceError> {
        let lang = self.server_lang(tx, t.guild_id).await?;
        let ev = self.event(tx, t).await?;
        let t = &ev.t;
        if t.round >= t.rounds {
            return self.finish(tx, &ev, lang, None).await;
        }
        let numbered = ev.numbered();
        let mut entries = ev.entries(t.round);
        for (p, e) in numbered.iter().zip(entries.iter_mut()) {
            if p.withdrawn {
                // Out of the round to pair.
                e.push(Entry::ABSENT);
            }
        }
        let active = numbered.iter().filter(|p| !p.withdrawn).count();
        let swiss = Swiss {
            players: entries
                .into_iter()
                .enumerate()
                .map(|(i, entries)| Entrant {
                    number: i as u32 + 1,
                    entries,
                })
                .collect(),
            played: t.round as usize,
            rounds: t.rounds as usize,
            first_colour: Colour::White,
            forbidden: ev
                .forbidden
                .iter()
                .filter_map(|&(a, b)| {
                    let at = |id: i64| numbered.iter().position(|p| p.player_id == id);
                    Some((at(a)?, at(b)?))
                })
                .collect(),
        };
        let paired = if active < 2 {
            Err(PairingError::NoPairing)
        } else {
            let swiss = swiss.clone();
            tokio::task::spawn_blocking(move || dutch::pair(&swiss))
                .await
                .map_err(|e| ServiceError::Internal(format!("pairing: {e}")))?
        };
        let boards = match paired {
            Ok(b) => b,
            Err(PairingError::NoPairing) => {
                let why = t!(lang, "tournament-no-pairing", round = t.round + 1);
                return self.finish(tx, &ev, lang, Some(why)).await;
            }
            Err(e) => return Err(ServiceError::Internal(format!("pairing: {e}"))),
        };
        let round = t.round + 1;
        let now = self.now();
        if !store::tournaments::set_stage(
            tx,
            t.id,
            (TournamentStatus::Running, t.round),
            (TournamentStatus::Running, round),
            now,
        )
        .await?
        {
            return Err(ServiceError::Internal(format!(
                "tournament {} moved on while its round {round} was paired",
                t.id
            )));
        }
        // Boards by the higher score on them, then the higher-ranked
        // player; the bye last.
        let score = |n: u32| -> u32 {
            swiss.players[n as usize - 1]
                .entries
                .iter()
                .map(|e| e.points)
                .sum()
        };
        let mut boards = boards;
        boards.sort_by_key(|b| match *b {
            dutch::Board::Game { white, black } => (
                0,
                std::cmp::Reverse(score(white).max(score(black))),
                white.min(black),
            ),
            dutch::Board::Bye(p) => (1, std::cmp::Reverse(0), p),
        });
        let server = super::Settings::of(self.0)
            .server_settings(tx, t.guild_id)
            .await?;
        let start = AnyGame::start(t.variant, Rules::default()).start_fen();
        let mut lines = Vec::new();
        let mut mentions = Vec::new();
        for (i, b) in boards.iter().enumerate() {
            let board = i as i64 + 1;
            let id_of = |n: u32| numbered[n as usize - 1].player_id;
            match *b {
                dutch::Board::Game { white, black } => {
                    let (w, k) = (id_of(white), id_of(black));
                    let game = NewGame {
                        white_id: Some(w),
                        black_id: Some(k),
                        bot_level: None,
                        en_passant: true,
                        rated: t.rated,
                        time_per_move: t.time_per_move,
                        clock: None,
                        start_fen: &start,
                        channel_id: t.channel_id,
                        guild_id: t.guild_id,
                        thread_id: None,
                        variant: t.variant,
                        tournament_id: Some(t.id),
                        now,
                    };
                    let mut white_player = Player::new(w, ev.name_of(w));
                    white_player.here = lang;
                    let origin = Origin::Tournament {
                        tournament: t.id,
                        round,
                    };
                    let begun = Games::of(self.0)
                        .start(tx, &game, origin, &white_player, server.threads)
                        .await?;
                    store::tournaments::add_board(
                        tx,
                        &BoardRow {
                            tournament_id: t.id,
                            round,
                            board,
                            kind: BoardKind::Game,
                            white_id: w,
                            black_id: Some(k),
                            game_id: Some(begun.l.row.id),
                            white_points: None,
                            black_points: None,
                            played: false,
                        },
                    )
                    .await?;
                    mentions.extend([w, k]);
                    lines.push(t!(
                        lang,
                        "tournament-board-line",
                        board = board,
                        white = ev.name_of(w),
                        black = ev.name_of(k),
                        game = begun.l.row.id
                    ));
                }
                dutch::Board::Bye(p) => {
                    let w = id_of(p);
                    store::tournaments::add_board(
                        tx,
                        &BoardRow {
                            tournament_id: t.id,
                            round,
                            board,
                            kind: BoardKind::Bye,
                            white_id: w,
                            black_id: None,
                            game_id: None,
                            white_points: Some(2),
                            black_points: Some(0),
                            played: false,
                        },
                    )
                    .await?;
                    lines.push(t!(lang, "tournament-bye-line", player = ev.name_of(w)));
                }
            }
        }
        let mut said = t!(
            lang,
            "tournament-round-paired",
            id = t.id,
            name = escape_markdown(&t.name),
            round = round,
            rounds = t.rounds
        );
        for l in &lines {
            said.push('\n');
            said.push_str(l);
        }
        self.owe_event(tx, t, said, mentions, false).await
    }

    /// Ends the event (`why`: early, and the reason), posting its final
    /// standings.
    async fn finish(
        &self,
        tx: &mut Tx<'_>,
        ev: &Event,
        lang: Lang,
        why: Option<String>,
    ) -> Result<(), ServiceError> {
        let t = &ev.t;
        if !store::tournaments::set_stage(
            tx,
            t.id,
            (TournamentStatus::Running, t.round),
            (TournamentStatus::Finished, t.round),
            self.now(),
        )
        .await?
        {
            return Err(ServiceError::Internal(format!(
                "tournament {} moved on while it was finished",
                t.id
            )));
        }
        let mut said = why.map(|w| format!("{w}\n")).unwrap_or_default();
        said.push_str(&t!(
            lang,
            "tournament-finished",
            id = t.id,
            name = escape_markdown(&t.name)
        ));
        said.push('\n');
        said.push_str(&self.standings_text(ev, lang));
        self.owe_event(tx, t, said, Vec::new(), false).await
    }

    /// The standings as lines: place, name, points, then each tie-break.
    fn standings_text(&self, ev: &Event, lang: Lang) -> String {
        let numbered = ev.numbered();
        let breaks = stored_tie_breaks(&ev.t);
        let lines: Vec<String> = ev
            .standings()
            .iter()
            .map(|l| {
                let p = numbered[l.player];
                let values: Vec<String> = breaks
                    .iter()
                    .zip(&l.values)
                    .map(|(b, v)| format!("{} {}", b.code(), quarters_text(*v)))
                    .collect();
                let withdrawn = if p.withdrawn {
                    format!(" {}", t!(lang, "tournament-withdrawn-mark"))
                } else {
                    String::new()
                };
                t!(
                    lang,
                    "tournament-standing-line",
                    place = l.place,
                    name = escape_markdown(&p.name),
                    points = points_text(l.points as u64),
                    breaks = values.join(" · "),
                    withdrawn = withdrawn
                )
            })
            .collect();
        lines.join("\n")
    }

    /// `/tournament standings`.
    pub async fn standings(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let t = self.find(&mut conn, place, id).await?;
        let ev = self.event(&mut conn, t).await?;
        let lang = player.here;
        let (id, name) = (ev.t.id, escape_markdown(&ev.t.name));
        let said = if ev.t.round == 0 {
            let players = ev.players.len();
            t!(
                lang,
                "tournament-not-started",
                id = id,
                name = name,
                players = players
            )
        } else if ev.rounds_done() == 0 {
            t!(lang, "tournament-first-round", id = id, name = name)
        } else {
            let head = t!(
                lang,
                "tournament-standings-head",
                id = id,
                name = name,
                round = ev.rounds_done(),
                rounds = ev.t.rounds
            );
            format!("{head}\n{}", self.standings_text(&ev, lang))
        };
        Ok(Reply::text(said))
    }

    /// `/tournament pairings`: a round's boards and results (default: the
    /// round being played).
    pub async fn pairings(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
        round: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let t = self.find(&mut conn, place, id).await?;
        let ev = self.event(&mut conn, t).await?;
        let t = &ev.t;
        let round = round.unwrap_or(t.round);
        if round < 1 || round > t.round {
            return Err(TournamentError::NoSuchRound {
                id: t.id,
                round,
                played: t.round,
            }
            .into());
        }
        let lang = player.here;
        let mut said = t!(
            lang,
            "tournament-pairings-head",
            id = t.id,
            name = escape_markdown(&t.name),
            round = round,
            rounds = t.rounds
        );
        for b in ev.boards.iter().filter(|b| b.round == round) {
            said.push('\n');
            let result = match (b.white_points, b.black_points) {
                (Some(w), Some(k)) => {
                    format!("{}–{}", points_text(w as u64), points_text(k as u64))
                }
                _ => t!(lang, "tournament-playing"),
            };
            said.push_str(&match (b.kind, b.black_id, b.game_id) {
                (BoardKind::Game, Some(black), Some(game)) => t!(
                    lang,
                    "tournament-result-line",
                    board = b.board,
                    white = ev.name_of(b.white_id),
                    black = ev.name_of(black),
                    game = game,
                    result = result,
                    forfeit = if b.played || b.white_points.is_none() {
                        "no"
                    } else {
                        "yes"
                    }
                ),
                (BoardKind::Late, ..) => {
                    t!(
                        lang,
                        "tournament-late-line",
                        player = ev.name_of(b.white_id)
                    )
                }
                _ => t!(lang, "tournament-bye-line", player = ev.name_of(b.white_id)),
            });
        }
        Ok(Reply::text(said))
    }

    /// `/tournament info`: what the tournament is, where it stands and who
    /// plays in it.
    pub async fn info(
        self,
        player: &Player,
        place: Place,
        id: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let t = self.find(&mut conn, place, id).await?;
        let ev = self.event(&mut conn, t).await?;
        let t = &ev.t;
        let lang = player.here;
        let creator = store::players::name(&mut conn, t.creator_id)
            .await?
            .map_or_else(|| t.creator_id.to_string(), |n| escape_markdown(&n));
        let names: Vec<String> = ev
            .players
            .iter()
            .filter(|p| !p.withdrawn)
            .map(|p| escape_markdown(&p.name))
            .collect();
        let mut said = self.terms(t, lang, &creator);
        said.push('\n');
        said.push_str(&t!(
            lang,
            "tournament-stage",
            status = t.status.as_str(),
            round = t.round,
            rounds = t.rounds,
            players = names.len()
        ));
        if !names.is_empty() {
            said.push('\n');
            said.push_str(&names.join(", "));
        }
        Ok(Reply::text(said))
    }

    /// Tournament `id`'s report file (FIDE's TRF, with `XXR` and `XXC`)
    /// after its last complete round: a player's rounds as the pairing
    /// read them, a withdrawn player marked absent from the round to
    /// pair, so that a pairing program given the file pairs the next
    /// round as the bot does.
    pub async fn report(self, id: i64) -> Result<String, ServiceError> {
        let mut conn = self.store.read().await?;
        let t = store::tournaments::get(&mut conn, id)
            .await?
            .ok_or(TournamentError::NoSuchTournament(id))?;
        let ev = self.event(&mut conn, t).await?;
        Ok(trf_of(&ev).to_string())
    }

    /// Hears a game's end: scores its board, withdraws a player who lost
    /// on time without a move, and moves the event on when the round's
    /// last board is scored.
    pub(crate) fn on_end<'a>(
        service: &'a super::Service,
        tx: &'a mut Tx<'_>,
        ended: &'a super::ends::Ended<'a>,
    ) -> super::ends::Heard<'a> {
        Box::pin(async move {
            let Some(b) = store::tournaments::board_of_game(tx, ended.row.id).await? else {
                return Ok(());
            };
            Tournaments::of(service).scored(tx, b, ended).await
        })
    }

    async fn scored(
        self,
        tx: &mut Tx<'_>,
        b: BoardRow,
        ended: &super::ends::Ended<'_>,
    ) -> Result<(), ServiceError> {
        let Some(t) = store::tournaments::lock(tx, b.tournament_id).await? else {
            return Ok(());
        };
        let row = ended.row;
        let aborted = row.status == GameStatus::Aborted;
        let points = match (aborted, ended.winner) {
            (true, _) => (0, 0),
            (false, Some(Color::White)) => (2, 0),
            (false, Some(Color::Black)) => (0, 2),
            (false, None) => (1, 1),
        };
        // The loser's own moves: White moves the odd plies.
        let loser_moved = match ended.winner {
            Some(Color::White) => row.ply >= 2,
            Some(Color::Black) => row.ply >= 1,
            None => true,
        };
        // A side that ran out of time without a move did not come: a
        // forfeit, not a game played.
        let no_show = row.ending == Some(crate::states::Ending::Timeout) && !loser_moved;
        let played = !aborted && !no_show;
        if !store::tournaments::score(tx, &b, points, played).await? {
            return Ok(());
        }
        if no_show && t.status == TournamentStatus::Running {
            let loser = match ended.winner {
                Some(Color::White) => b.black_id,
                _ => Some(b.white_id),
            };
            if let Some(loser) = loser {
                if store::tournaments::withdraw(tx, t.id, loser).await? {
                    let lang = self.server_lang(tx, t.guild_id).await?;
                    let name = store::players::name(tx, loser)
                        .await?
                        .unwrap_or_else(|| loser.to_string());
                    let said = t!(
                        lang,
                        "tournament-no-show",
                        id = t.id,
                        player = escape_markdown(&name),
                        game = row.id
                    );
                    self.owe_event(tx, &t, said, vec![loser], false).await?;
                }
            }
        }
        if t.status != TournamentStatus::Running
            || b.round != t.round
            || store::tournaments::unscored(tx, t.id, t.round).await? > 0
        {
            return Ok(());
        }
        self.next_round(tx, t).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_quarters_are_written_as_scores() {
        assert_eq!(points_text(0), "0");
        assert_eq!(points_text(1), "½");
        assert_eq!(points_text(5), "2½");
        assert_eq!(points_text(6), "3");
        assert_eq!(quarters_text(0), "0");
        assert_eq!(quarters_text(1), "¼");
        assert_eq!(quarters_text(3), "¾");
        assert_eq!(quarters_text(17), "4¼");
        assert_eq!(quarters_text(14), "3½");
        assert_eq!(quarters_text(20), "5");
    }

    #[test]
    fn tie_breaks_are_read_in_order_each_once() {
        assert_eq!(tie_breaks_option(None), Ok(TieBreak::ALL.to_vec()));
        assert_eq!(tie_breaks_option(Some(", ,")), Ok(TieBreak::ALL.to_vec()));
        assert_eq!(
            tie_breaks_option(Some("sb, bh-c1")),
            Ok(vec![TieBreak::SonnebornBerger, TieBreak::BuchholzCut1])
        );
        assert_eq!(
            tie_breaks_option(Some("SB SB")),
            Err(TournamentError::BadTieBreak("SB".into()))
        );
        assert_eq!(
            tie_breaks_option(Some("BH median")),
            Err(TournamentError::BadTieBreak("median".into()))
        );
    }
}

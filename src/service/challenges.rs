//! Challenges between people, open challenges, and games against the bot.

use super::limits::Costly;
use super::start::{Begun, Origin};
use super::variant_key;
use super::{
    duration_text, format_duration_in, parse_duration, Button, Place, Player, Reply, ServiceError,
    UserError, DEFAULT_BOT_LEVEL,
};
use super::{Challenges, Games, Settings};
use crate::games::AnyGame;
use crate::lang::Lang;
use crate::service::GameError;
use crate::states::{ChallengeStatus, ColorChoice};
use crate::states::{TimeControl, Variant};
use crate::store::{
    self,
    challenges::{ChallengeRow, NewChallenge},
    games::NewGame,
};
use crate::{t, text};
use alice_core::Rules;

/// Options of `/challenge`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChallengeOptions {
    /// `white`, `black` or `random` (default).
    pub color: Option<String>,
    pub en_passant: Option<bool>,
    pub rated: Option<bool>,
    /// Time per move such as `1d`.
    pub time: Option<String>,
    /// `alice` (default) or `three-board`.
    pub variant: Option<String>,
    /// Where the challenge was made.
    pub place: Place,
}

/// The game's name in a challenge's text.
pub(crate) fn game_name(lang: Lang, variant: Variant) -> String {
    t!(lang, "variant-game-name", variant = variant_key(variant))
}

/// The `variant` option: `alice` (the default), or any word a game of the
/// registry is named by ([`crate::games::named`]).
pub fn variant_option(text: Option<&str>) -> Result<crate::states::Variant, UserError> {
    use crate::states::Variant;
    let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(Variant::Alice);
    };
    crate::games::named(t).ok_or_else(|| UserError::BadOption(text!("bad-variant", given = t)))
}

fn color_option(text: Option<&str>) -> Result<ColorChoice, UserError> {
    ColorChoice::from_option(text).ok_or_else(|| {
        UserError::BadOption(text!("bad-color", given = text.unwrap_or_default().trim()))
    })
}

/// The `time` option (`default`: the server's time per move): a live
/// clock such as `5+3`, or a time per move within the bot's limits.
pub(crate) fn time_option(
    c: &super::Config,
    text: Option<&str>,
    default: i64,
) -> Result<TimeControl, UserError> {
    let Some(t) = text else {
        return Ok(TimeControl::PerMove(default));
    };
    if t.contains('+') {
        return TimeControl::parse_clock(t).ok_or_else(|| {
            UserError::BadOption(text!(
                "bad-clock",
                given = t.trim(),
                minutes = crate::states::MAX_CLOCK_MINUTES,
                seconds = crate::states::MAX_INCREMENT_SECS
            ))
        });
    }
    let secs = parse_duration(t)
        .ok_or_else(|| UserError::BadOption(text!("bad-game-time", given = t.trim())))?;
    if secs < c.min_time_per_move || secs > c.max_time_per_move {
        return Err(UserError::BadOption(text!(
            "bad-time-range",
            min = duration_text(c.min_time_per_move),
            max = duration_text(c.max_time_per_move),
            given = duration_text(secs)
        )));
    }
    Ok(TimeControl::PerMove(secs))
}

/// A game's time as its terms say it: `3 days per move`, `live 5+3 (blitz)`.
pub(crate) fn time_terms(lang: Lang, time: TimeControl) -> String {
    match time {
        TimeControl::PerMove(secs) => t!(
            lang,
            "terms-per-move",
            time = format_duration_in(lang, secs)
        ),
        clock => t!(
            lang,
            "terms-clock",
            clock = clock.clock_text().unwrap_or_default(),
            speed = clock.speed().as_str()
        ),
    }
}

/// How long a live challenge stays open (seconds): a clock is played by
/// people at their screens, so one unanswered this long is stale.
pub const LIVE_CHALLENGE_SECS: i64 = 10 * 60;

/// How long a challenge stays open (seconds): the server's time, or for a
/// live one [`LIVE_CHALLENGE_SECS`] where that is shorter.
fn challenge_ttl(server_ttl: i64, live: bool) -> i64 {
    if live {
        server_ttl.min(LIVE_CHALLENGE_SECS)
    } else {
        server_ttl
    }
}

/// The row's time per move (a live game's is the server's, unused) and
/// its clock.
fn stored_time(time: TimeControl, per_move: i64) -> (i64, Option<TimeControl>) {
    match time {
        TimeControl::PerMove(secs) => (secs, None),
        clock => (per_move, Some(clock)),
    }
}

/// A challenge's terms as its options decide them, before anything is
/// read: the game, whether it is rated, the colours and en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Terms {
    variant: Variant,
    rated: bool,
    color: ColorChoice,
    en_passant: bool,
}

/// Decides a challenge's terms from `player`'s options, or refuses them:
/// a challenge to oneself, an unknown colour or game, en passant asked
/// for in a game without it.
fn terms(player: i64, opponent: Option<i64>, opts: &ChallengeOptions) -> Result<Terms, UserError> {
    if opponent == Some(player) {
        return Err(ChallengeError::ChallengeSelf.into());
    }
    let color = color_option(opts.color.as_deref())?;
    let variant = variant_option(opts.variant.as_deref())?;
    if opts.en_passant == Some(true) && !crate::games::has_en_passant(variant) {
        return Err(UserError::BadOption(text!(
            "bad-no-en-passant",
            variant = variant_key(variant)
        )));
    }
    Ok(Terms {
        variant,
        rated: opts.rated.unwrap_or(true),
        color,
        en_passant: opts.en_passant.unwrap_or(true),
    })
}

/// The post of challenge `id` (in the place's language, `player.here`):
/// who challenges whom (or anyone), to which game, on which terms, with
/// Accept and Decline.
fn challenge_post(
    player: &Player,
    opponent: Option<&Player>,
    t: Terms,
    time: TimeControl,
    id: i64,
    ttl: i64,
) -> Reply {
    let lang = player.here;
    let mut terms = vec![
        lang.t(if t.rated {
            "terms-rated"
        } else {
            "terms-casual"
        }),
        time_terms(lang, time),
    ];
    // Some games have no en passant to speak of.
    if crate::games::has_en_passant(t.variant) {
        terms.push(lang.t(if t.en_passant {
            "terms-en-passant-on"
        } else {
            "terms-en-passant-off"
        }));
    }
    terms.push(match t.color {
        ColorChoice::White => t!(lang, "terms-plays-white", name = player.shown()),
        ColorChoice::Black => t!(lang, "terms-plays-black", name = player.shown()),
        ColorChoice::Random => lang.t("terms-colours-by-lot"),
    });
    let terms = super::error::list(lang, terms);
    let text = match opponent {
        Some(o) => t!(
            lang,
            "challenge-to",
            opponent = o.shown(),
            challenger = player.shown(),
            variant = game_name(lang, t.variant),
            terms = terms,
            challenge = id,
            expiry = format_duration_in(lang, ttl)
        ),
        None => t!(
            lang,
            "challenge-open",
            challenger = player.shown(),
            variant = game_name(lang, t.variant),
            terms = terms,
            challenge = id
        ),
    };
    Reply {
        text,
        buttons: vec![
            Button::Accept { challenge: id },
            Button::Decline { challenge: id },
        ],
        mentions: opponent.map(|o| o.id).into_iter().collect(),
        lang,
        ..Reply::default()
    }
}

/// A coin toss that both players can check: the challenge id and time.
fn coin(id: i64, now: i64) -> bool {
    let mut z = (id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ now as u64;
    z = (z ^ (z >> 31)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    (z >> 17) & 1 == 1
}

/// Who plays White and who Black, in that order, when `acceptor` accepts
/// challenge `c` at `now`; or why they may not: it is their own, or it
/// was made to someone else.
fn seats(c: &ChallengeRow, acceptor: i64, now: i64) -> Result<(i64, i64), UserError> {
    if c.challenger_id == acceptor {
        return Err(ChallengeError::OwnChallenge(c.id).into());
    }
    if c.opponent_id.is_some_and(|o| o != acceptor) {
        return Err(ChallengeError::NotForYou(c.id).into());
    }
    let challenger_white = match c.color {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => coin(c.id, now),
    };
    Ok(if challenger_white {
        (c.challenger_id, acceptor)
    } else {
        (acceptor, c.challenger_id)
    })
}

/// A game against the bot as `player`'s options decide it at `now`: the
/// bot's level (1 to 8) and whether the player has White; or why not.
fn bot_terms(
    player: i64,
    level: Option<i64>,
    color: Option<&str>,
    now: i64,
) -> Result<(i64, bool), UserError> {
    let level = level.unwrap_or(DEFAULT_BOT_LEVEL);
    if !(1..=8).contains(&level) {
        return Err(UserError::BadOption(text!("bad-level", given = level)));
    }
    let player_white = match color_option(color)? {
        ColorChoice::White => true,
        ColorChoice::Black => false,
        ColorChoice::Random => coin(player ^ level, now),
    };
    Ok((level, player_white))
}

impl<'s> Challenges<'s> {
    /// `/challenge [opponent:<name>] [color:] [en_passant:] [rated:] [time:]`.
    /// Without an opponent the challenge is open to anyone.
    pub async fn challenge(
        self,
        player: &Player,
        opponent: Option<&Player>,
        opts: ChallengeOptions,
    ) -> Result<Reply, ServiceError> {
        // Decided from the options alone; then stored, the challenge and
        // its players in one transaction; then posted.
        let t = terms(player.id, opponent.map(|o| o.id), &opts)?;
        let now = self.now();
        let mut tx = self.store.write().await?;
        let home = Games::of(self.0).home(&mut tx, opts.place).await?;
        let server = Settings::of(self.0)
            .server_settings(&mut tx, home.guild)
            .await?;
        let time = time_option(&self.config, opts.time.as_deref(), server.time_per_move)?;
        let (per_move, clock) = stored_time(time, server.time_per_move);
        if let Some(open) =
            store::challenges::open_between(&mut tx, player.id, opponent.map(|o| o.id), now).await?
        {
            return Err(match opponent {
                Some(_) => ChallengeError::ChallengeExists(open).into(),
                None => {
                    UserError::BadOption(text!("error-open-challenge-waiting", challenge = open))
                }
            }
            .into());
        }
        Settings::of(self.0)
            .check_game_limit(&mut tx, player.id, server.max_games, false)
            .await?;
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        if let Some(o) = opponent {
            store::players::upsert(&mut tx, o.id, &o.name, now).await?;
        }
        let ttl = challenge_ttl(server.challenge_ttl, clock.is_some());
        let expires_at = now + ttl * 1000;
        let id = store::challenges::insert(
            &mut tx,
            &NewChallenge {
                challenger_id: player.id,
                opponent_id: opponent.map(|o| o.id),
                color: t.color,
                en_passant: t.en_passant,
                rated: t.rated,
                time_per_move: per_move,
                clock,
                channel_id: home.channel,
                guild_id: home.guild,
                thread_id: home.thread,
                variant: t.variant,
                now,
                expires_at,
            },
        )
        .await?;
        tx.commit().await?;
        // A post everyone in the channel reads: the server's language.
        Ok(challenge_post(player, opponent, t, time, id, ttl))
    }

    /// Which challenge an `/accept` or `/decline` without an id means.
    async fn pick_challenge(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: i64,
        id: Option<i64>,
    ) -> Result<i64, ServiceError> {
        if let Some(id) = id {
            return Ok(id);
        }
        let now = self.now();
        let open = store::challenges::open_for(&mut *conn, player, now).await?;
        let mine = store::challenges::open_by(&mut *conn, player, now).await?;
        let all: Vec<_> = open.iter().chain(mine.iter()).collect();
        match all.len() {
            0 => Err(ChallengeError::NoChallenge.into()),
            1 => Ok(all[0].id),
            _ => Err(ChallengeError::WhichChallenge(all.iter().map(|c| c.id).collect()).into()),
        }
    }

    /// The start of an answer to a challenge: the write and the challenge,
    /// which must still be open (one found past its time is marked expired).
    async fn open_challenge(
        self,
        player: &Player,
        challenge: Option<i64>,
    ) -> Result<(crate::store::Tx<'s>, ChallengeRow, i64), ServiceError> {
        let now = self.now();
        let mut tx = self.0.store.write().await?;
        let id = self.pick_challenge(&mut tx, player.id, challenge).await?;
        let c = store::challenges::get(&mut tx, id)
            .await?
            .ok_or(ChallengeError::NoSuchChallenge(id))?;
        if c.status != ChallengeStatus::Open {
            return Err(ChallengeError::ChallengeClosed {
                id,
                status: c.status.as_str(),
            }
            .into());
        }
        if c.expires_at <= now {
            store::challenges::close(&mut tx, id, ChallengeStatus::Expired, None).await?;
            tx.commit().await?;
            return Err(ChallengeError::ChallengeExpired(id).into());
        }
        Ok((tx, c, now))
    }

    /// `/accept [challenge:<id>]` and the Accept button.
    pub async fn accept(
        self,
        player: &Player,
        challenge: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let (mut tx, c, now) = self.open_challenge(player, challenge).await?;
        let id = c.id;
        let (white, black) = seats(&c, player.id, now)?;
        let server = Settings::of(self.0)
            .server_settings(&mut tx, c.guild_id)
            .await?;
        Settings::of(self.0)
            .check_game_limit(&mut tx, player.id, server.max_games, false)
            .await?;
        Settings::of(self.0)
            .check_game_limit(&mut tx, c.challenger_id, server.max_games, true)
            .await?;
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        let rules = Rules {
            en_passant: c.en_passant,
        };
        let start = AnyGame::start(c.variant, rules).start_fen();
        let game = NewGame {
            white_id: Some(white),
            black_id: Some(black),
            bot_level: None,
            en_passant: c.en_passant,
            rated: c.rated,
            time_per_move: c.time_per_move,
            clock: c.clock_base.map(|_| c.time_control()),
            start_fen: &start,
            channel_id: c.channel_id,
            guild_id: c.guild_id,
            thread_id: c.thread_id,
            variant: c.variant,
            tournament_id: None,
            now,
        };
        let Begun { l, headline, lang } = Games::of(self.0)
            .start(&mut tx, &game, Origin::Challenge, player, server.threads)
            .await?;
        if !store::challenges::close(&mut tx, id, ChallengeStatus::Accepted, Some(l.row.id)).await?
        {
            return Err(ChallengeError::ChallengeClosed {
                id,
                status: "answered",
            }
            .into());
        }
        tx.commit().await?;
        let mut conn = self.store.read().await?;
        let mut reply = Games::of(self.0)
            .game_reply(&mut conn, &l, headline, lang)
            .await?;
        // Both are told the game began (as they asked to be told).
        let mut told = Vec::new();
        for p in [white, black] {
            if Settings::of(self.0).notify_of(&mut conn, p).await? == crate::states::Notify::Mention
            {
                told.push(p);
            }
        }
        reply.mentions = told;
        Ok(reply)
    }

    /// `/decline [challenge:<id>]` and the Decline button; the challenger
    /// declining their own challenge cancels it.
    pub async fn decline(
        self,
        player: &Player,
        challenge: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let (mut tx, c, _) = self.open_challenge(player, challenge).await?;
        let id = c.id;
        let (status, text) = if c.challenger_id == player.id {
            (
                ChallengeStatus::Cancelled,
                t!(
                    player.here,
                    "challenge-cancelled",
                    name = player.shown(),
                    challenge = id
                ),
            )
        } else if c.opponent_id == Some(player.id) {
            (
                ChallengeStatus::Declined,
                t!(
                    player.here,
                    "challenge-declined",
                    name = player.shown(),
                    challenge = id
                ),
            )
        } else {
            return Err(ChallengeError::NotForYou(id).into());
        };
        store::challenges::close(&mut tx, id, status, None).await?;
        tx.commit().await?;
        Ok(Reply {
            text,
            mentions: vec![if status == ChallengeStatus::Declined {
                c.challenger_id
            } else {
                c.opponent_id.unwrap_or(c.challenger_id)
            }],
            ..Reply::default()
        })
    }

    /// `/play [level:1-8] [color:]`: a two-board game against the bot's
    /// engine. When the bot has White it moves at once.
    pub async fn play_bot(
        self,
        player: &Player,
        level: Option<i64>,
        color: Option<&str>,
        place: Place,
    ) -> Result<Reply, ServiceError> {
        self.play_bot_in(player, level, color, Variant::Alice, place)
            .await
    }

    /// `/play [level:1-8] [color:] [variant:]` on a correspondence clock.
    pub async fn play_bot_in(
        self,
        player: &Player,
        level: Option<i64>,
        color: Option<&str>,
        variant: Variant,
        place: Place,
    ) -> Result<Reply, ServiceError> {
        self.play_bot_timed(player, level, color, (variant, None), place)
            .await
    }

    /// `/play [level:1-8] [color:] [variant:] [time:]`: a game of any
    /// variant against the bot's engine, of 14 days a move unless a time
    /// or a live clock is chosen.
    pub async fn play_bot_timed(
        self,
        player: &Player,
        level: Option<i64>,
        color: Option<&str>,
        (variant, time): (Variant, Option<&str>),
        place: Place,
    ) -> Result<Reply, ServiceError> {
        let now = self.now();
        let (level, player_white) = bot_terms(player.id, level, color, now)?;
        let longest = self.config.max_time_per_move;
        let (per_move, clock) = stored_time(time_option(&self.config, time, longest)?, longest);
        self.take_token(Costly::BotGame, player.id)?;
        // The bot opens when it has White: a search for this player.
        let _ticket = if player_white {
            None
        } else {
            Some(self.engine_ticket(player.id).ok_or(GameError::EngineBusy)?)
        };
        let mut tx = self.store.write().await?;
        let home = Games::of(self.0).home(&mut tx, place).await?;
        let server = Settings::of(self.0)
            .server_settings(&mut tx, home.guild)
            .await?;
        if !server.bot_games {
            return Err(ChallengeError::BotGamesOff.into());
        }
        Settings::of(self.0)
            .check_game_limit(&mut tx, player.id, server.max_games, false)
            .await?;
        store::players::upsert(&mut tx, player.id, &player.name, now).await?;
        let (white, black) = if player_white {
            (Some(player.id), None)
        } else {
            (None, Some(player.id))
        };
        let start = AnyGame::start(variant, Rules::default()).start_fen();
        let game = NewGame {
            white_id: white,
            black_id: black,
            bot_level: Some(level),
            en_passant: true,
            rated: false,
            time_per_move: per_move,
            clock,
            start_fen: &start,
            channel_id: home.channel,
            guild_id: home.guild,
            thread_id: home.thread,
            variant,
            tournament_id: None,
            now,
        };
        let origin = Origin::Engine {
            level,
            player_white,
        };
        let Begun {
            l,
            mut headline,
            lang,
        } = Games::of(self.0)
            .start(&mut tx, &game, origin, player, server.threads)
            .await?;
        let id = l.row.id;
        if !player_white {
            // The bot's opening move is this process's to search: claimed
            // with the game, so no other process's sweeper takes it.
            self.claim_in(&mut tx, &format!("bot:{id}:0"), false)
                .await?;
        }
        tx.commit().await?;
        let opening = if player_white {
            None
        } else {
            Games::of(self.0)
                .bot_answer(id, player.answering.as_ref(), player.at_table)
                .await?
        };
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, id).await?;
        // The sweeper may have played the opening move meanwhile.
        let opening = opening.or_else(|| {
            l.moves
                .first()
                .filter(|m| m.played_by.is_none())
                .map(|m| m.san.clone())
        });
        if let Some(san) = opening {
            headline.push(' ');
            headline.push_str(&t!(lang, "bot-opens", san = san));
        }
        Games::of(self.0)
            .game_reply(&mut conn, &l, headline, lang)
            .await
    }

    /// `/rematch [game:<id>]` and the Rematch button: against a person, a
    /// challenge with colours swapped and the same settings; against the
    /// bot, a new game at once (same level, colours swapped).
    pub async fn rematch(
        self,
        player: &Player,
        place: Place,
        game: Option<i64>,
    ) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = match game {
            Some(id) => id,
            None => store::games::latest_for(&mut conn, player.id)
                .await?
                .ok_or(GameError::NoGames)?,
        };
        let l = self.load(&mut conn, id).await?;
        let side = Games::require_player(&l, player.id)?;
        if l.row.is_active() {
            return Err(GameError::StillPlaying(id).into());
        }
        // The new game starts where the old one was played.
        let place = Place {
            guild: place.guild.or(l.row.guild_id),
            channel: l.row.thread_id.or(l.row.channel_id).or(place.channel),
        };
        let swapped = if side == alice_core::Color::White {
            "black"
        } else {
            "white"
        };
        // The same time: per move, or the same live clock.
        let time = match l.row.time_control() {
            TimeControl::PerMove(secs) => format!("{secs}s"),
            clock => clock.clock_text().unwrap_or_default(),
        };
        match l.player_of(!side) {
            None => {
                drop(conn);
                self.play_bot_timed(
                    player,
                    l.row.bot_level,
                    Some(swapped),
                    (l.row.variant, Some(&time)),
                    place,
                )
                .await
            }
            Some(opp) => {
                let name = store::players::name(&mut conn, opp)
                    .await?
                    .unwrap_or_else(|| format!("player {opp}"));
                drop(conn);
                let opts = ChallengeOptions {
                    color: Some(swapped.into()),
                    en_passant: Some(l.row.en_passant),
                    rated: Some(l.row.rated),
                    time: Some(time),
                    variant: Some(l.row.variant.as_str().into()),
                    place,
                };
                let mut reply = self
                    .challenge(player, Some(&Player::new(opp, name)), opts)
                    .await?;
                reply.text = t!(player.here, "rematch-of", game = id, text = reply.text);
                Ok(reply)
            }
        }
    }
}

/// A challenge refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    NoSuchChallenge(i64),
    ChallengeClosed {
        id: i64,
        /// `accepted`, `declined`, `cancelled` or `answered`.
        status: &'static str,
    },
    ChallengeExpired(i64),
    NotForYou(i64),
    OwnChallenge(i64),
    NoChallenge,
    WhichChallenge(Vec<i64>),
    ChallengeSelf,
    ChallengeExists(i64),
    BotGamesOff,
}

impl ChallengeError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use ChallengeError::*;
        let t = |id: &str| lang.t(id);
        match self {
            NoSuchChallenge(id) => t!(lang, "error-no-such-challenge", challenge = *id),
            ChallengeClosed { id, status } => {
                t!(
                    lang,
                    "error-challenge-closed",
                    challenge = *id,
                    status = *status
                )
            }
            ChallengeExpired(id) => t!(lang, "error-challenge-expired", challenge = *id),
            NotForYou(id) => t!(lang, "error-not-for-you", challenge = *id),
            OwnChallenge(id) => t!(lang, "error-own-challenge", challenge = *id),
            NoChallenge => t("error-no-challenge"),
            WhichChallenge(ids) => {
                let ids = ids.iter().map(|c| format!("#{c}"));
                t!(
                    lang,
                    "error-which-challenge",
                    challenges = ids.collect::<Vec<_>>().join(", ")
                )
            }
            ChallengeSelf => t("error-challenge-self"),
            ChallengeExists(id) => t!(lang, "error-challenge-exists", challenge = *id),
            BotGamesOff => t("error-bot-games-off"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{
        bot_terms, challenge_post, challenge_ttl, coin, seats, terms, time_option, ChallengeError,
        ChallengeOptions, Terms,
    };
    use crate::service::{Button, Config, Place, Player, UserError};
    use crate::states::TimeControl;
    use crate::states::{ColorChoice, Variant};
    use crate::store::challenges::ChallengeRow;

    /// A live challenge is open ten minutes (or the server's time where
    /// shorter); one by the day, the server's time.
    #[test]
    fn a_live_challenge_is_open_ten_minutes() {
        assert_eq!(challenge_ttl(86_400, true), 600);
        assert_eq!(challenge_ttl(300, true), 300);
        assert_eq!(challenge_ttl(86_400, false), 86_400);
    }

    /// A registered game without en passant.
    fn without_en_passant() -> Variant {
        Variant::ALL
            .iter()
            .copied()
            .find(|v| !crate::games::has_en_passant(*v))
            .expect("a game without en passant")
    }

    fn options(f: impl FnOnce(&mut ChallengeOptions)) -> ChallengeOptions {
        let mut o = ChallengeOptions {
            color: None,
            en_passant: None,
            rated: None,
            time: None,
            variant: None,
            place: Place::default(),
        };
        f(&mut o);
        o
    }

    #[test]
    fn a_challenges_terms_are_decided_from_its_options_alone() {
        assert_eq!(
            terms(1, Some(2), &options(|_| ())),
            Ok(Terms {
                variant: Variant::Alice,
                rated: true,
                color: ColorChoice::Random,
                en_passant: true,
            })
        );
        let casual_three_boards_as_black = options(|o| {
            o.rated = Some(false);
            o.color = Some("black".into());
            o.variant = Some("three-board".into());
        });
        assert_eq!(
            terms(1, None, &casual_three_boards_as_black),
            Ok(Terms {
                variant: Variant::ThreeBoard,
                rated: false,
                color: ColorChoice::Black,
                en_passant: true,
            })
        );
        assert_eq!(
            terms(1, Some(1), &options(|_| ())),
            Err(ChallengeError::ChallengeSelf.into())
        );
        let refused = |o: ChallengeOptions| match terms(1, Some(2), &o) {
            Err(UserError::BadOption(t)) => t.say(crate::lang::Lang::EN),
            other => panic!("{other:?}"),
        };
        let variant = without_en_passant();
        assert_eq!(
            refused(options(|o| {
                o.variant = Some(variant.as_str().into());
                o.en_passant = Some(true);
            })),
            format!(
                "{} has no en passant, so en_passant:true cannot be set for it.",
                super::game_name(crate::lang::Lang::EN, variant)
            )
        );
        assert_eq!(
            refused(options(|o| o.color = Some("green".into()))),
            "color must be white, black or random, not `green`."
        );
        assert_eq!(
            refused(options(|o| o.variant = Some("crazyhouse".into()))),
            "variant must be alice, three-board, 8x4 or duo, not `crazyhouse`."
        );
    }

    #[test]
    fn an_accepted_challenge_seats_its_players_by_its_colour_or_a_coin() {
        let c = ChallengeRow {
            id: 5,
            challenger_id: 1,
            opponent_id: Some(2),
            color: ColorChoice::White,
            en_passant: true,
            rated: true,
            time_per_move: 86_400,
            channel_id: None,
            status: crate::states::ChallengeStatus::Open,
            created_at: 0,
            expires_at: 1,
            game_id: None,
            guild_id: None,
            thread_id: None,
            variant: Variant::Alice,
            clock_base: None,
            clock_increment: 0,
        };
        assert_eq!(seats(&c, 2, 0), Ok((1, 2)));
        let black = ChallengeRow {
            color: ColorChoice::Black,
            ..c.clone()
        };
        assert_eq!(seats(&black, 2, 0), Ok((2, 1)));
        assert_eq!(seats(&c, 1, 0), Err(ChallengeError::OwnChallenge(5).into()));
        assert_eq!(seats(&c, 3, 0), Err(ChallengeError::NotForYou(5).into()));
        let open = ChallengeRow {
            opponent_id: None,
            color: ColorChoice::Random,
            ..c.clone()
        };
        // By lot: the coin both can check, and each side comes up.
        let sides: Vec<(i64, i64)> = (0..64).map(|now| seats(&open, 3, now).unwrap()).collect();
        for (now, s) in sides.iter().enumerate() {
            let expected = if coin(5, now as i64) { (1, 3) } else { (3, 1) };
            assert_eq!(*s, expected);
        }
        assert!(sides.contains(&(1, 3)) && sides.contains(&(3, 1)));
    }

    #[test]
    fn a_bot_game_has_a_level_from_one_to_eight_and_a_colour() {
        use crate::service::DEFAULT_BOT_LEVEL;
        assert_eq!(
            bot_terms(1, None, Some("white"), 0),
            Ok((DEFAULT_BOT_LEVEL, true))
        );
        assert_eq!(bot_terms(1, Some(8), Some("black"), 0), Ok((8, false)));
        for wrong in [0, 9] {
            match bot_terms(1, Some(wrong), None, 0) {
                Err(UserError::BadOption(t)) => assert_eq!(
                    t.say(crate::lang::Lang::EN),
                    format!("level must be from 1 to 8, not {wrong}.")
                ),
                other => panic!("{other:?}"),
            }
        }
        let by_lot = bot_terms(7, Some(3), None, 11).unwrap();
        assert_eq!(by_lot, (3, coin(7 ^ 3, 11)));
    }

    #[test]
    fn the_time_per_move_is_the_servers_unless_chosen_within_the_limits() {
        let c = Config::default();
        let per_move = |secs| Ok(TimeControl::PerMove(secs));
        assert_eq!(time_option(&c, None, 86_400), per_move(86_400));
        assert_eq!(time_option(&c, Some("2h"), 86_400), per_move(7_200));
        assert!(time_option(&c, Some("soon"), 86_400).is_err());
        assert!(time_option(&c, Some("1s"), 86_400).is_err());
        assert_eq!(
            time_option(&c, Some("5+3"), 86_400),
            Ok(TimeControl::Clock {
                base: 300_000,
                increment: 3_000
            })
        );
        let refused = |t| match time_option(&c, Some(t), 86_400) {
            Err(e) => e.text(crate::lang::Lang::EN),
            Ok(t) => panic!("{t:?}"),
        };
        assert_eq!(
            refused("0+0"),
            "time must be a clock of minutes+seconds a move such as 5+3, up to 180 minutes and 180 seconds, not `0+0`."
        );
        assert_eq!(
            refused("200+1"),
            "time must be a clock of minutes+seconds a move such as 5+3, up to 180 minutes and 180 seconds, not `200+1`."
        );
    }

    #[test]
    fn a_challenge_is_posted_with_its_terms_and_two_buttons() {
        let alice = Player::new(1, "alice");
        let bob = Player::new(2, "bob");
        let t = Terms {
            variant: Variant::Alice,
            rated: true,
            color: ColorChoice::White,
            en_passant: false,
        };
        let r = challenge_post(
            &alice,
            Some(&bob),
            t,
            TimeControl::PerMove(86_400),
            7,
            172_800,
        );
        assert_eq!(
            r.text,
            "bob, alice challenges you to a game of Alice chess (rated, 1 day per move, \
             en passant off, alice plays White). Challenge #7 is open for 2 days."
        );
        assert_eq!(
            r.buttons,
            vec![
                Button::Accept { challenge: 7 },
                Button::Decline { challenge: 7 }
            ]
        );
        assert_eq!(r.mentions, vec![2]);
        // A game without en passant does not speak of it.
        let variant = without_en_passant();
        let open = challenge_post(
            &alice,
            None,
            Terms { variant, ..t },
            TimeControl::PerMove(3_600),
            8,
            172_800,
        );
        assert_eq!(
            open.text,
            format!(
                "alice is looking for an opponent: {} (rated, 1 hour per move, \
                 alice plays White). Anyone may accept challenge #8.",
                super::game_name(crate::lang::Lang::EN, variant)
            )
        );
        assert!(open.mentions.is_empty());
    }
}

//! Player and server settings, and where games are played: a server's
//! rules for threads, time, limits and bot games; how a player is told it
//! is their turn; a game's thread and first message.

use super::Settings;
use super::{
    duration_text, escape_markdown, format_duration_in, parse_duration, Place, Player, Reply,
    ServiceError, UserError,
};
use super::{spoken, LANGUAGE_WAIT};
use crate::lang::Lang;
use crate::service::PuzzleError;
use crate::store::languages::Scope;
use crate::{t, text};

/// The `language` option: a shipped language's code (Some), or `auto` for
/// the one Discord gives (None).
pub(crate) fn language_option(text: &str) -> Result<Option<Lang>, UserError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("auto") {
        return Ok(None);
    }
    Lang::parse(t)
        .or_else(|| Lang::from_locale(t))
        .map(Some)
        .ok_or_else(|| {
            let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
            UserError::BadOption(text!("bad-language", given = t, codes = codes.join(", ")))
        })
}
use crate::states::Notify;
use crate::store::{self, settings::ServerRow};

/// The settings in force in a server (the defaults outside one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerSettings {
    pub threads: bool,
    pub time_per_move: i64,
    pub max_games: i64,
    pub bot_games: bool,
    pub challenge_ttl: i64,
    /// The daily puzzle's channel and time (minutes into the UTC day).
    pub puzzle_channel: Option<i64>,
    pub puzzle_time: Option<i64>,
}

/// What `/server-settings` asks to change (None: leave it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerChanges {
    pub threads: Option<bool>,
    pub time: Option<String>,
    pub max_games: Option<i64>,
    pub bot_games: Option<bool>,
    pub challenge_expiry: Option<String>,
    /// The channel of the daily puzzle.
    pub puzzle_channel: Option<i64>,
    /// `HH:MM` (UTC) for the daily puzzle, or `off`.
    pub puzzle_time: Option<String>,
    /// The language of the server's posts: a language's code, or `auto`
    /// (the server's locale as Discord gives it).
    pub language: Option<String>,
    /// Where boards stand for members who chose nothing: `stacked`,
    /// `side-by-side` or `auto`.
    pub boards: Option<String>,
}

/// Reads `HH:MM` (UTC) as minutes into the day; `off` is None.
fn puzzle_time(text: &str) -> Result<Option<i64>, UserError> {
    let t = text.trim().to_ascii_lowercase();
    if t == "off" {
        return Ok(None);
    }
    let bad = || UserError::BadOption(text!("bad-puzzle-time", given = text));
    let (h, m) = t.split_once(':').ok_or_else(bad)?;
    let digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(h) || !digits(m) {
        return Err(bad());
    }
    let (h, m): (i64, i64) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h > 23 || m > 59 {
        return Err(bad());
    }
    Ok(Some(h * 60 + m))
}

impl ServerChanges {
    pub fn is_empty(&self) -> bool {
        *self == ServerChanges::default()
    }
}

/// The most games in progress a server may allow per player.
pub const MAX_GAMES_LIMIT: i64 = 100;

impl Settings<'_> {
    pub(crate) async fn server_settings(
        self,
        conn: &mut crate::store::Tx<'_>,
        guild: Option<i64>,
    ) -> Result<ServerSettings, ServiceError> {
        let c = &self.config;
        let row = match guild {
            Some(g) => store::settings::server(conn, g).await?,
            None => None,
        };
        Ok(match row {
            Some(r) => ServerSettings {
                threads: r.threads,
                time_per_move: r.time_per_move,
                max_games: r.max_games,
                bot_games: r.bot_games,
                challenge_ttl: r.challenge_ttl,
                puzzle_channel: r.puzzle_channel,
                puzzle_time: r.puzzle_time,
            },
            None => ServerSettings {
                threads: c.threads,
                time_per_move: c.default_time_per_move,
                max_games: c.max_games,
                bot_games: c.bot_games,
                challenge_ttl: c.challenge_ttl_secs,
                puzzle_channel: None,
                puzzle_time: None,
            },
        })
    }

    pub(crate) async fn notify_of(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: i64,
    ) -> Result<Notify, ServiceError> {
        Ok(store::settings::notify(conn, player).await?)
    }

    /// `/settings [notify:dm|mention|off]`: how the player is told it is
    /// their turn ([`Settings::member_settings`] without a language).
    pub async fn player_settings(
        self,
        player: &Player,
        notify: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        self.member_settings(player, notify, None).await
    }

    /// `/settings`: what a member chose of their notices, language and
    /// look (`look`). Each part answers for what it changed; without any
    /// choice, each says how things are. Nothing is changed unless every
    /// choice of the look reads.
    pub async fn choose(
        self,
        player: &Player,
        guild: Option<i64>,
        (notify, language): (Option<&str>, Option<&str>),
        look: &super::LookChanges,
    ) -> Result<Reply, ServiceError> {
        look.read()?;
        let all = notify.is_none() && language.is_none() && look.is_empty();
        let mut parts = Vec::new();
        if notify.is_some() || language.is_some() || all {
            let r = self.member_settings(player, notify, language).await?;
            parts.push(r.text);
        }
        if !look.is_empty() || all {
            parts.push(self.choose_look(player, guild, look).await?.text);
        }
        Ok(Reply::private(parts.join(" ")))
    }

    /// `/settings [notify:dm|mention|off] [language:<code>|auto]`: how
    /// the player is told it is their turn, and the language the bot
    /// speaks to them in (`auto`: Discord's); without options, what they
    /// are now.
    pub async fn member_settings(
        self,
        player: &Player,
        notify: Option<&str>,
        language: Option<&str>,
    ) -> Result<Reply, ServiceError> {
        let n = notify
            .map(|text| {
                Notify::parse(text.trim().to_ascii_lowercase().as_str())
                    .map_err(|_| UserError::BadOption(text!("bad-notify", given = text)))
            })
            .transpose()?;
        let chosen = language.map(language_option).transpose()?;
        let now = self.now();
        if n.is_some() || chosen.is_some() {
            let mut tx = self.store.write().await?;
            store::players::upsert(&mut tx, player.id, &player.name, now).await?;
            if let Some(n) = n {
                store::settings::set_notify(&mut tx, player.id, n, now).await?;
            }
            if let Some(l) = chosen {
                let code = l.map(Lang::code);
                store::languages::choose(&mut tx, Scope::Member, player.id, code).await?;
            }
            tx.commit().await?;
            self.forget_languages(Scope::Member, player.id);
        }
        // Said in the language now in force.
        let lang = match chosen {
            Some(Some(l)) => l,
            Some(None) => player
                .locale
                .as_deref()
                .and_then(Lang::from_locale)
                .unwrap_or(Lang::EN),
            None => player.lang,
        };
        let mut conn = self.store.read().await?;
        let now_notify = self.notify_of(&mut conn, player.id).await?;
        let (picked, _) = store::languages::get(&mut conn, Scope::Member, player.id).await?;
        let mut parts = Vec::new();
        if n.is_some() || chosen.is_none() {
            let id = if n.is_some() {
                "settings-notify-saved"
            } else {
                "settings-notify-now"
            };
            parts.push(t!(lang, id, notify = now_notify.as_str()));
        }
        if chosen.is_some() || picked.is_some() {
            let language = match picked.as_deref().and_then(Lang::parse) {
                Some(l) => l.t("language-name"),
                None => t!(lang, "language-auto", name = lang.t("language-name")),
            };
            let id = if chosen.is_some() {
                "settings-language-saved"
            } else {
                "settings-language-now"
            };
            parts.push(t!(lang, id, language = language));
        }
        Ok(Reply::private(parts.join(" ")))
    }

    /// `/server-settings [threads:] [time:] [max_games:] [bot_games:]
    /// [challenge_expiry:]`: only for members who manage the server.
    pub async fn change_server_settings(
        self,
        player: &Player,
        place: Place,
        changes: ServerChanges,
    ) -> Result<Reply, ServiceError> {
        let guild = place.guild.ok_or(SettingsError::NotInServer)?;
        if !player.manages_server {
            return Err(SettingsError::NotManager.into());
        }
        let Checked {
            time,
            ttl,
            server_language,
            daily_time,
            boards,
        } = checked(&self.config, &changes)?;
        let now = self.now();
        let mut tx = self.store.write().await?;
        let mut s = self.server_settings(&mut tx, Some(guild)).await?;
        if let Some(t) = daily_time {
            if t.is_some() && changes.puzzle_channel.or(s.puzzle_channel).is_none() {
                return Err(PuzzleError::NoPuzzleChannel.into());
            }
        }
        if !changes.is_empty() {
            s.puzzle_channel = changes.puzzle_channel.or(s.puzzle_channel);
            s.puzzle_time = match daily_time {
                Some(t) => t,
                // A channel named alone: the puzzle at midnight UTC
                // unless a time was set before.
                None if changes.puzzle_channel.is_some() => s.puzzle_time.or(Some(0)),
                None => s.puzzle_time,
            };
            s.threads = changes.threads.unwrap_or(s.threads);
            s.time_per_move = time.unwrap_or(s.time_per_move);
            s.max_games = changes.max_games.unwrap_or(s.max_games);
            s.bot_games = changes.bot_games.unwrap_or(s.bot_games);
            s.challenge_ttl = ttl.unwrap_or(s.challenge_ttl);
            store::settings::put_server(
                &mut tx,
                &ServerRow {
                    guild_id: guild,
                    threads: s.threads,
                    time_per_move: s.time_per_move,
                    max_games: s.max_games,
                    bot_games: s.bot_games,
                    challenge_ttl: s.challenge_ttl,
                    updated_by: player.id,
                    updated_at: now,
                    puzzle_channel: s.puzzle_channel,
                    puzzle_time: s.puzzle_time,
                },
            )
            .await?;
            tx.commit().await?;
        }
        if let Some(l) = server_language {
            let mut tx = self.store.write().await?;
            store::languages::choose(&mut tx, Scope::Server, guild, l.map(Lang::code)).await?;
            tx.commit().await?;
            self.forget_languages(Scope::Server, guild);
        }
        let lang = player.lang;
        // Every setting is said, chosen or not: the posts' language and
        // the boards' placement as they now are.
        let boards_text = match boards {
            Some(b) => self.choose_server_boards(guild, b, lang).await?,
            None => self.server_boards_text(guild, lang).await?,
        };
        let mut conn = self.store.read_once().await?;
        let language = Some(self.server_lang(&mut conn, Some(guild)).await?);
        let saved = !changes.is_empty();
        let text = server_settings_text(lang, &s, saved, language, Some(&boards_text));
        Ok(Reply::private(text))
    }

    /// Refuses a new game for `player` who is at the server's limit
    /// (`other`: the player is not the actor, name them).
    pub(crate) async fn check_game_limit(
        self,
        conn: &mut crate::store::Tx<'_>,
        player: i64,
        limit: i64,
        other: bool,
    ) -> Result<(), ServiceError> {
        if store::games::active_count(&mut *conn, player).await? < limit {
            return Ok(());
        }
        let who = if other {
            Some(escape_markdown(
                &store::players::name(conn, player)
                    .await?
                    .unwrap_or_else(|| format!("player {player}")),
            ))
        } else {
            None
        };
        Err(SettingsError::TooManyGames { who, limit }.into())
    }

    /// Settles the languages `player` is spoken to in: theirs (for private
    /// answers) and the place's (for posts), from what they and the server
    /// chose and what Discord gives now (`player.locale`, and the server's
    /// `server_locale`). Discord's locales are kept for the notices sent
    /// later without an interaction.
    pub async fn languages(self, player: &mut Player, place: Place, server_locale: Option<&str>) {
        // Before the interaction is acknowledged: a slow or failing store
        // must not cost the member their answer, so past a short wait
        // Discord's word alone decides.
        let looked_up = tokio::time::timeout(
            LANGUAGE_WAIT,
            self.stored_languages(player, place, server_locale),
        )
        .await;
        let stored = match looked_up {
            Ok(Ok(s)) => s,
            Ok(Err(e)) => {
                tracing::warn!(player = player.id, "could not read languages: {e}");
                Default::default()
            }
            Err(_) => {
                tracing::warn!(player = player.id, "languages not read in time");
                Default::default()
            }
        };
        let (member, server) = stored;
        player.lang = spoken(
            member.0.as_deref(),
            player.locale.as_deref(),
            member.1.as_deref(),
        );
        player.here = match place.guild {
            Some(_) => spoken(server.0.as_deref(), server_locale, server.1.as_deref()),
            None => player.lang,
        };
    }

    /// What is stored for the member and the server, with Discord's
    /// locales recorded where they changed.
    async fn stored_languages(
        self,
        player: &Player,
        place: Place,
        server_locale: Option<&str>,
    ) -> Result<(store::languages::Stored, store::languages::Stored), ServiceError> {
        let cached = {
            let member = self.languages.fresh(Scope::Member, player.id);
            let server = match place.guild {
                Some(g) => self.languages.fresh(Scope::Server, g),
                None => Some(Default::default()),
            };
            member.zip(server)
        };
        let (member, server) = match cached {
            Some(both) => both,
            None => {
                let mut conn = self.store.read_once().await?;
                let both = store::languages::both(&mut conn, player.id, place.guild).await?;
                drop(conn);
                both
            }
        };
        let member_new = player
            .locale
            .as_deref()
            .filter(|l| member.1.as_deref() != Some(*l));
        let server_new = place
            .guild
            .zip(server_locale)
            .filter(|(_, l)| server.1.as_deref() != Some(*l));
        if member_new.is_some() || server_new.is_some() {
            let mut tx = self.store.write().await?;
            if let Some(l) = member_new {
                store::languages::note_discord(&mut tx, Scope::Member, player.id, l).await?;
            }
            if let Some((g, l)) = server_new {
                store::languages::note_discord(&mut tx, Scope::Server, g, l).await?;
            }
            tx.commit().await?;
        }
        // Kept as they now stand in the store.
        let member_now = (member.0.clone(), player.locale.clone().or(member.1.clone()));
        let server_now = (
            server.0.clone(),
            server_locale.map(str::to_string).or(server.1.clone()),
        );
        self.keep_languages(Scope::Member, player.id, member_now);
        if let Some(g) = place.guild {
            self.keep_languages(Scope::Server, g, server_now);
        }
        Ok((member, server))
    }

    /// Keeps what is stored of a member's or a server's languages.
    pub(crate) fn keep_languages(self, scope: Scope, id: i64, stored: store::languages::Stored) {
        self.languages.keep(scope, id, stored);
    }

    /// Forgets what was kept of a member's or a server's languages (they
    /// were just chosen).
    pub(crate) fn forget_languages(self, scope: Scope, id: i64) {
        self.languages.forget(scope, id);
    }
}

/// A `/server-settings` change's options, read and checked.
struct Checked {
    time: Option<i64>,
    ttl: Option<i64>,
    server_language: Option<Option<Lang>>,
    daily_time: Option<Option<i64>>,
    boards: Option<Option<crate::render::Boards>>,
}

/// Reads and checks every option of a `/server-settings` change against
/// the host's bounds `c`: the first one wrong, said exactly.
fn checked(c: &super::Config, changes: &ServerChanges) -> Result<Checked, UserError> {
    let duration = |name: &str, text: &str, min: i64, max: i64| {
        let secs = parse_duration(text).ok_or_else(|| {
            UserError::BadOption(text!("bad-duration", option = name, given = text))
        })?;
        if secs < min || secs > max {
            return Err(UserError::BadOption(text!(
                "bad-duration-range",
                option = name,
                min = duration_text(min),
                max = duration_text(max),
                given = duration_text(secs)
            )));
        }
        Ok(secs)
    };
    let time = changes
        .time
        .as_deref()
        .map(|t| duration("time", t, c.min_time_per_move, c.max_time_per_move))
        .transpose()?;
    let ttl = changes
        .challenge_expiry
        .as_deref()
        .map(|t| duration("challenge_expiry", t, 600, 7 * 86_400))
        .transpose()?;
    if let Some(n) = changes.max_games {
        if !(1..=MAX_GAMES_LIMIT).contains(&n) {
            return Err(UserError::BadOption(text!(
                "bad-max-games",
                max = MAX_GAMES_LIMIT,
                given = n
            )));
        }
    }
    let server_language = changes
        .language
        .as_deref()
        .map(language_option)
        .transpose()?;
    let daily_time = changes
        .puzzle_time
        .as_deref()
        .map(puzzle_time)
        .transpose()?;
    let boards = changes
        .boards
        .as_deref()
        .map(super::style::boards_option)
        .transpose()?;
    Ok(Checked {
        time,
        ttl,
        server_language,
        daily_time,
        boards,
    })
}

/// The words of a server's settings now (`saved`: after a change), with
/// its posts' language and the boards' placement when chosen.
fn server_settings_text(
    lang: Lang,
    s: &ServerSettings,
    saved: bool,
    language: Option<Lang>,
    boards_text: Option<&str>,
) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let mut text = t!(
        lang,
        if saved {
            "server-settings-saved"
        } else {
            "server-settings-now"
        },
        threads = on(s.threads),
        time = format_duration_in(lang, s.time_per_move),
        max_games = s.max_games,
        bot_games = on(s.bot_games),
        expiry = format_duration_in(lang, s.challenge_ttl)
    );
    text.push(' ');
    text.push_str(&match (s.puzzle_channel, s.puzzle_time) {
        (Some(c), Some(t)) => t!(
            lang,
            "server-settings-daily",
            channel = format!("<#{c}>"),
            time = format!("{:02}:{:02}", t / 60, t % 60)
        ),
        _ => lang.t("server-settings-no-daily"),
    });
    if let Some(l) = language {
        text.push(' ');
        text.push_str(&t!(
            lang,
            "server-settings-language",
            language = l.t("language-name")
        ));
    }
    if let Some(b) = boards_text {
        text.push(' ');
        text.push_str(b);
    }
    text
}

/// A setting refused, or a limit of the server's settings reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    NotInServer,
    NotManager,
    /// `who` (None: the actor) has the most games in progress allowed.
    TooManyGames {
        who: Option<String>,
        limit: i64,
    },
}

impl SettingsError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use SettingsError::*;
        let t = |id: &str| lang.t(id);
        match self {
            NotInServer => t("error-not-in-server"),
            NotManager => t("error-not-manager"),
            TooManyGames { who: None, limit } => t!(lang, "error-too-many-games", limit = *limit),
            TooManyGames {
                who: Some(name),
                limit,
            } => t!(
                lang,
                "error-too-many-games-other",
                name = name.as_str(),
                limit = *limit
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(e: UserError) -> String {
        match e {
            UserError::BadOption(why) => why.say(Lang::EN),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn a_server_change_is_checked_alone_and_the_first_wrong_option_is_said() {
        let c = super::super::Config::default();
        let change = |f: fn(&mut ServerChanges)| {
            let mut changes = ServerChanges::default();
            f(&mut changes);
            checked(&c, &changes)
        };
        let ok = change(|x| {
            x.time = Some("2d".into());
            x.challenge_expiry = Some("1h".into());
            x.puzzle_time = Some("off".into());
            x.boards = Some("stacked".into());
        })
        .unwrap();
        assert_eq!((ok.time, ok.ttl), (Some(2 * 86_400), Some(3_600)));
        assert_eq!(ok.daily_time, Some(None));
        assert_eq!(ok.boards, Some(Some(crate::render::Boards::Stacked)));
        assert_eq!(ok.server_language, None);
        let short = change(|x| x.time = Some("1m".into())).err().unwrap();
        assert_eq!(
            said(short),
            "time must be from 10 minutes to 14 days, not 1 minute."
        );
        let many = change(|x| x.max_games = Some(0)).err().unwrap();
        assert!(said(many).contains(&MAX_GAMES_LIMIT.to_string()));
    }

    #[test]
    fn the_settings_are_said_from_the_settings_alone() {
        let s = ServerSettings {
            threads: true,
            time_per_move: 86_400,
            max_games: 5,
            bot_games: false,
            challenge_ttl: 3_600,
            puzzle_channel: Some(42),
            puzzle_time: Some(9 * 60 + 30),
        };
        let text =
            server_settings_text(Lang::EN, &s, true, Some(Lang::EN), Some("Boards: stacked."));
        assert!(text.contains("<#42>") && text.contains("09:30"), "{text}");
        assert!(text.ends_with(" Boards: stacked."), "{text}");
        let now = server_settings_text(Lang::EN, &s, false, None, None);
        assert_ne!(now.split(' ').next(), text.split(' ').next());
        assert!(!now.contains("Boards"), "{now}");
    }
}

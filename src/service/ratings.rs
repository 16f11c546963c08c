//! Glicko-2 ratings (instant-glicko-2) for rated games between people,
//! updated in the transaction that ends the game.

use super::challenges::variant_key;
use super::{escape_markdown, Attachment, Player, Reply, Service, ServiceError, UserError};
use crate::lang::Lang;
use crate::render::chart::{rating_chart_png, ChartWords};
use crate::states::GameVariant;
use crate::store::{self, ratings::RatingRow};
use crate::{t, text};
use alice_core::Color;
use instant_glicko_2::algorithm::{self, PublicGame};
use instant_glicko_2::{IntoWithParameters, Parameters, PublicRating};

/// One rating period: a player's deviation grows with the periods they sit out.
pub(super) const PERIOD_MS: f64 = 7.0 * 86_400_000.0;

fn params() -> Parameters {
    Parameters::default()
}

fn current(row: Option<&RatingRow>, player: i64, variant: GameVariant, now: i64) -> RatingRow {
    let start = params().start_rating();
    row.cloned().unwrap_or(RatingRow {
        player_id: player,
        variant,
        rating: start.rating(),
        deviation: start.deviation(),
        volatility: start.volatility(),
        games: 0,
        updated_at: now,
    })
}

/// One Glicko-2 game: `me` (rating, deviation, volatility) after scoring
/// `score` against `opp`, `periods` rating periods after `me`'s last game.
pub(super) fn glicko(
    me: (f64, f64, f64),
    opp: (f64, f64, f64),
    score: f64,
    periods: f64,
) -> (f64, f64, f64) {
    let p = params();
    let mine = PublicRating::new(me.0, me.1, me.2);
    let theirs = PublicRating::new(opp.0, opp.1, opp.2);
    let game = PublicGame::new(theirs, score).into_with_parameters(p);
    let new: PublicRating =
        algorithm::rate_games_untimed(mine.into_with_parameters(p), &[game], periods, p)
            .into_with_parameters(p);
    (new.rating(), new.deviation(), new.volatility())
}

/// The rating periods a player sat out since their last rated game or
/// puzzle at `last` (at most 20); one for a first.
pub(super) fn periods_since(last: Option<i64>, now: i64) -> f64 {
    last.map_or(1.0, |at| {
        ((now - at).max(0) as f64 / PERIOD_MS).clamp(0.0, 20.0)
    })
}

fn updated(me: &RatingRow, opp: &RatingRow, score: f64, now: i64) -> RatingRow {
    let elapsed = periods_since((me.games > 0).then_some(me.updated_at), now);
    let (rating, deviation, volatility) = glicko(
        (me.rating, me.deviation, me.volatility),
        (opp.rating, opp.deviation, opp.volatility),
        score,
        elapsed,
    );
    RatingRow {
        player_id: me.player_id,
        variant: me.variant,
        rating,
        deviation,
        volatility,
        games: me.games + 1,
        updated_at: now,
    }
}

/// A leaderboard's lines by message `id`: each row's place, name, rating
/// ± twice its deviation, and its count (games or puzzles).
pub(crate) fn ranked(lang: Lang, id: &str, rows: &[(String, f64, f64, i64)]) -> Vec<String> {
    rows.iter()
        .enumerate()
        .map(|(i, (name, rating, dev, n))| {
            t!(
                lang,
                id,
                place = i as i64 + 1,
                name = escape_markdown(name),
                rating = format!("{rating:.0}"),
                deviation = format!("{:.0}", 2.0 * dev),
                count = *n
            )
        })
        .collect()
}

impl Service {
    /// Rates a game between people in its variant's ratings.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn rate(
        &self,
        conn: &mut crate::store::Tx<'_>,
        game: i64,
        variant: GameVariant,
        white: i64,
        black: i64,
        winner: Option<Color>,
        now: i64,
    ) -> Result<(), ServiceError> {
        // Locked in id order, so two games ending at once cannot deadlock.
        let (first, second) = (white.min(black), white.max(black));
        let a = store::ratings::get_for_update(&mut *conn, first, variant).await?;
        let z = store::ratings::get_for_update(&mut *conn, second, variant).await?;
        let (wr, br) = if first == white { (a, z) } else { (z, a) };
        let w = current(wr.as_ref(), white, variant, now);
        let b = current(br.as_ref(), black, variant, now);
        let score = match winner {
            Some(Color::White) => 1.0,
            Some(Color::Black) => 0.0,
            None => 0.5,
        };
        let (nw, nb) = (
            updated(&w, &b, score, now),
            updated(&b, &w, 1.0 - score, now),
        );
        store::ratings::put(&mut *conn, &nw, game).await?;
        store::ratings::put(conn, &nb, game).await?;
        Ok(())
    }

    /// A player's rating in a variant, record and rating history (rating
    /// after each rated game, with the time).
    pub async fn rating_of(
        &self,
        player: i64,
        variant: GameVariant,
    ) -> Result<(Option<RatingRow>, (i64, i64, i64), Vec<(f64, i64)>), ServiceError> {
        let mut conn = self.store.read().await?;
        let r = store::ratings::get(&mut conn, player, variant).await?;
        let record = store::games::record(&mut conn, player, variant).await?;
        let history = store::ratings::history(&mut conn, player, variant).await?;
        Ok((r, record, history))
    }

    /// `/rating player:<someone>`: refuses a player who has never played here.
    /// (`/rating` alone is [`Service::rating_card`] of the one asking.)
    pub async fn rating_of_player(
        &self,
        p: &Player,
        variant: GameVariant,
    ) -> Result<Reply, ServiceError> {
        self.rating_of_player_in(p, variant, Lang::EN).await
    }

    /// [`Service::rating_of_player`] said in `lang`.
    pub async fn rating_of_player_in(
        &self,
        p: &Player,
        variant: GameVariant,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let known = {
            let mut conn = self.store.read().await?;
            store::players::name(&mut conn, p.id).await?
        };
        if known.is_none() {
            return Err(UserError::NoSuchPlayer(p.shown()).into());
        }
        self.rating_card_in(p.id, &p.name, variant, lang).await
    }

    /// A player's rating, record and (after a rated game) a chart of the
    /// rating's history.
    pub async fn rating_card(
        &self,
        id: i64,
        shown: &str,
        variant: GameVariant,
    ) -> Result<Reply, ServiceError> {
        self.rating_card_in(id, shown, variant, Lang::EN).await
    }

    /// [`Service::rating_card`] said in `lang`.
    pub async fn rating_card_in(
        &self,
        id: i64,
        shown: &str,
        variant: GameVariant,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let (r, (wins, losses, draws), history) = self.rating_of(id, variant).await?;
        let rating = match &r {
            Some(r) if r.games > 0 => format!("{:.0} ± {:.0}", r.rating, 2.0 * r.deviation),
            _ => lang.t("rating-unrated"),
        };
        let mut text = t!(
            lang,
            "rating-card",
            name = escape_markdown(shown),
            variant = variant_key(variant),
            rating = rating,
            games = wins + losses + draws,
            wins = wins,
            losses = losses,
            draws = draws
        );
        if history.len() >= 2 {
            let first = history.first().map(|h| h.0).unwrap_or(0.0);
            let last = history.last().map(|h| h.0).unwrap_or(0.0);
            text.push(' ');
            text.push_str(&t!(
                lang,
                "rating-trend",
                change = format!("{:+.0}", last - first)
            ));
        }
        if let Some(l) = self.puzzle_rating_line(id, lang).await? {
            text.push('\n');
            text.push_str(&l);
        }
        let mut reply = Reply::text(text);
        if self.config.images && !history.is_empty() {
            let name = shown.to_string();
            let words = ChartWords {
                title: t!(lang, "chart-rating-title", name = name),
                x: lang.t("chart-rating-x"),
                y: String::new(),
            };
            let png = tokio::task::spawn_blocking(move || rating_chart_png(&words, &history))
                .await
                .map_err(|e| ServiceError::Internal(format!("chart task: {e}")))?
                .map_err(|e| ServiceError::Internal(e.to_string()))?;
            reply.files.push(Attachment {
                name: format!("rating-{id}.png"),
                bytes: png,
            });
        }
        Ok(reply)
    }

    /// `/leaderboard [scope:server|global]`: the ten best rated players,
    /// of everywhere or (in a server, by default) of those who have played
    /// there. Ratings are global either way.
    pub async fn leaderboard(
        &self,
        guild: Option<i64>,
        scope: Option<&str>,
        variant: GameVariant,
    ) -> Result<Reply, ServiceError> {
        self.leaderboard_in(guild, scope, variant, Lang::EN).await
    }

    /// [`Service::leaderboard`] said in `lang`.
    pub async fn leaderboard_in(
        &self,
        guild: Option<i64>,
        scope: Option<&str>,
        variant: GameVariant,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let server = match scope.map(|s| s.trim().to_ascii_lowercase()).as_deref() {
            None => false,
            Some("server") => true,
            Some("global") => false,
            Some(other) => {
                return Err(UserError::BadOption(text!("bad-scope", given = other)).into())
            }
        };
        let guild = if server {
            Some(guild.ok_or_else(|| UserError::BadOption(text!("bad-scope-server")))?)
        } else {
            None
        };
        let mut conn = self.store.read().await?;
        let rows = store::ratings::leaderboard(&mut conn, variant, guild, 10).await?;
        let scope = if server { "server" } else { "global" };
        let variant = variant_key(variant);
        if rows.is_empty() {
            return Ok(Reply::text(t!(
                lang,
                "leaderboard-empty",
                scope = scope,
                variant = variant
            )));
        }
        let lines = ranked(lang, "leaderboard-line", &rows);
        let title = t!(lang, "leaderboard-title", scope = scope, variant = variant);
        Ok(Reply::text(format!("{title}\n{}", lines.join("\n"))))
    }
}

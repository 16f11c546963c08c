//! Glicko-2 ratings (instant-glicko-2) for rated games between people,
//! updated in the transaction that ends the game.

use super::variant_key;
use super::Ratings;
use super::{escape_markdown, Attachment, Player, Reply, ServiceError, UserError};
use crate::lang::Lang;
use crate::render::chart::{rating_chart_png, ChartWords};
use crate::states::{Speed, Variant};
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

/// A Glicko-2 rating as one update reads and writes it, for a member in
/// a variant, a member's puzzle rating, or a puzzle's own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Standing {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// When it last changed; None for a first result.
    pub last: Option<i64>,
}

impl Standing {
    /// Where every member starts, in games and in puzzles.
    pub(super) fn first() -> Standing {
        let s = params().start_rating();
        Standing {
            rating: s.rating(),
            deviation: s.deviation(),
            volatility: s.volatility(),
            last: None,
        }
    }

    /// The one rating update of games and puzzles: this standing after
    /// scoring `score` (1 win, ½ draw, 0 loss) against `opp` at `now`.
    /// The rating periods sat out since the last result widen the
    /// deviation first: as many as have passed (at most 20), one for a
    /// first result, none for a standing changed at `now`.
    pub(super) fn after(self, opp: Standing, score: f64, now: i64) -> Standing {
        let p = params();
        let periods = self.last.map_or(1.0, |at| {
            ((now - at).max(0) as f64 / PERIOD_MS).clamp(0.0, 20.0)
        });
        let mine = PublicRating::new(self.rating, self.deviation, self.volatility);
        let theirs = PublicRating::new(opp.rating, opp.deviation, opp.volatility);
        let game = PublicGame::new(theirs, score).into_with_parameters(p);
        let new: PublicRating =
            algorithm::rate_games_untimed(mine.into_with_parameters(p), &[game], periods, p)
                .into_with_parameters(p);
        Standing {
            rating: new.rating(),
            deviation: new.deviation(),
            volatility: new.volatility(),
            last: Some(now),
        }
    }
}

fn current(
    row: Option<&RatingRow>,
    player: i64,
    (variant, speed): (Variant, Speed),
    now: i64,
) -> RatingRow {
    let start = Standing::first();
    row.cloned().unwrap_or(RatingRow {
        player_id: player,
        variant,
        speed,
        rating: start.rating,
        deviation: start.deviation,
        volatility: start.volatility,
        games: 0,
        updated_at: now,
    })
}

/// A member's standing in a variant (never rated before their first game).
fn standing(r: &RatingRow) -> Standing {
    Standing {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
        last: (r.games > 0).then_some(r.updated_at),
    }
}

fn updated(me: &RatingRow, opp: &RatingRow, score: f64, now: i64) -> RatingRow {
    let new = standing(me).after(standing(opp), score, now);
    RatingRow {
        player_id: me.player_id,
        variant: me.variant,
        speed: me.speed,
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
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

impl Ratings<'_> {
    /// A rated game between people that finished (not aborted) moves
    /// both players' ratings of its game and speed.
    pub(crate) fn on_end<'a>(
        service: &'a super::Service,
        tx: &'a mut crate::store::Tx<'_>,
        ended: &'a super::ends::Ended<'a>,
    ) -> super::ends::Heard<'a> {
        Box::pin(async move {
            let row = ended.row;
            if row.status != crate::states::GameStatus::Finished || !row.rated {
                return Ok(());
            }
            let (Some(white), Some(black)) = (row.white_id, row.black_id) else {
                return Ok(());
            };
            let kind = (row.variant, row.time_control().speed());
            Ratings::of(service)
                .rate(tx, row.id, kind, white, black, ended.winner, ended.now)
                .await
        })
    }

    /// Rates a game between people in its variant's ratings of its speed.
    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn rate(
        self,
        conn: &mut crate::store::Tx<'_>,
        game: i64,
        (variant, speed): (Variant, Speed),
        white: i64,
        black: i64,
        winner: Option<Color>,
        now: i64,
    ) -> Result<(), ServiceError> {
        // Locked in id order, so two games ending at once cannot deadlock.
        let (first, second) = (white.min(black), white.max(black));
        let a = store::ratings::get_for_update(&mut *conn, first, variant, speed).await?;
        let z = store::ratings::get_for_update(&mut *conn, second, variant, speed).await?;
        let (wr, br) = if first == white { (a, z) } else { (z, a) };
        let w = current(wr.as_ref(), white, (variant, speed), now);
        let b = current(br.as_ref(), black, (variant, speed), now);
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

    /// A player's rating in a variant and speed, record and rating
    /// history (rating after each rated game, with the time).
    pub async fn rating_of(
        self,
        player: i64,
        variant: Variant,
        speed: Speed,
    ) -> Result<(Option<RatingRow>, (i64, i64, i64), Vec<(f64, i64)>), ServiceError> {
        let mut conn = self.store.read().await?;
        let r = store::ratings::get(&mut conn, player, variant, speed).await?;
        let record = store::games::record(&mut conn, player, variant, speed).await?;
        let history = store::ratings::history(&mut conn, player, variant, speed).await?;
        Ok((r, record, history))
    }

    /// The speed a card shows: the one asked for, or the one the player
    /// has the most rated games in (correspondence before any).
    async fn speed_of(
        self,
        player: i64,
        variant: Variant,
        asked: Option<Speed>,
    ) -> Result<Speed, ServiceError> {
        if let Some(s) = asked {
            return Ok(s);
        }
        let mut conn = self.store.read().await?;
        Ok(store::ratings::busiest_speed(&mut conn, player, variant)
            .await?
            .unwrap_or(Speed::Correspondence))
    }

    /// `/rating player:<someone>`: refuses a player who has never played here.
    /// (`/rating` alone is [`Ratings::rating_card`] of the one asking.)
    pub async fn rating_of_player(
        self,
        p: &Player,
        variant: Variant,
    ) -> Result<Reply, ServiceError> {
        self.rating_of_player_in(p, variant, None, Lang::EN).await
    }

    /// [`Ratings::rating_of_player`] in a speed (by default the player's
    /// busiest), said in `lang`.
    pub async fn rating_of_player_in(
        self,
        p: &Player,
        variant: Variant,
        speed: Option<Speed>,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let known = {
            let mut conn = self.store.read().await?;
            store::players::name(&mut conn, p.id).await?
        };
        if known.is_none() {
            return Err(RatingError::NoSuchPlayer(p.shown()).into());
        }
        self.rating_card_in(p.id, &p.name, variant, speed, lang)
            .await
    }

    /// A player's rating, record and (after a rated game) a chart of the
    /// rating's history.
    pub async fn rating_card(
        self,
        id: i64,
        shown: &str,
        variant: Variant,
    ) -> Result<Reply, ServiceError> {
        self.rating_card_in(id, shown, variant, None, Lang::EN)
            .await
    }

    /// [`Ratings::rating_card`] in a speed (by default the player's
    /// busiest), said in `lang`.
    pub async fn rating_card_in(
        self,
        id: i64,
        shown: &str,
        variant: Variant,
        speed: Option<Speed>,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let speed = self.speed_of(id, variant, speed).await?;
        let (r, (wins, losses, draws), history) = self.rating_of(id, variant, speed).await?;
        let rating = match &r {
            Some(r) if r.games > 0 => format!("{:.0} ± {:.0}", r.rating, 2.0 * r.deviation),
            _ => lang.t("rating-unrated"),
        };
        let mut text = t!(
            lang,
            "rating-card",
            name = escape_markdown(shown),
            variant = variant_key(variant),
            speed = speed.as_str(),
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
            let words = ChartWords::rating(lang, &name);
            let png = tokio::task::spawn_blocking(move || rating_chart_png(&words, &history))
                .await
                .map_err(|e| ServiceError::Internal(format!("chart task: {e}")))?
                .map_err(|e| ServiceError::Internal(e.to_string()))?;
            reply.files.push(Attachment {
                name: format!("rating-{id}.png"),
                bytes: png,
                text: None,
            });
        }
        Ok(reply)
    }

    /// `/leaderboard [scope:server|global]`: the ten best rated players,
    /// of everywhere or (in a server, by default) of those who have played
    /// there. Ratings are global either way.
    pub async fn leaderboard(
        self,
        guild: Option<i64>,
        scope: Option<&str>,
        variant: Variant,
    ) -> Result<Reply, ServiceError> {
        self.leaderboard_in(guild, scope, (variant, None), Lang::EN)
            .await
    }

    /// `/leaderboard`: the ten best at games (of a variant and speed, in
    /// `scope`) or, `kind` `puzzles`, at puzzles; said in `lang`.
    pub async fn leaderboard_of(
        self,
        guild: Option<i64>,
        (scope, kind): (Option<&str>, Option<&str>),
        pool: (Variant, Option<Speed>),
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        match kind.map(str::trim) {
            None | Some("games") => self.leaderboard_in(guild, scope, pool, lang).await,
            Some("puzzles") => self.puzzle_leaderboard(lang).await,
            Some(other) => Err(UserError::BadOption(text!("bad-kind", given = other)).into()),
        }
    }

    /// [`Ratings::leaderboard`] of a speed (by default the one with the
    /// most rated games), said in `lang`.
    pub async fn leaderboard_in(
        self,
        guild: Option<i64>,
        scope: Option<&str>,
        (variant, speed): (Variant, Option<Speed>),
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
        let speed = match speed {
            Some(s) => s,
            None => store::ratings::busiest_pool(&mut conn, variant)
                .await?
                .unwrap_or(Speed::Correspondence),
        };
        let rows = store::ratings::leaderboard(&mut conn, variant, speed, guild, 10).await?;
        let scope = if server { "server" } else { "global" };
        let variant = variant_key(variant);
        let speed = speed.as_str();
        if rows.is_empty() {
            return Ok(Reply::text(t!(
                lang,
                "leaderboard-empty",
                scope = scope,
                variant = variant,
                speed = speed
            )));
        }
        let lines = ranked(lang, "leaderboard-line", &rows);
        let title = t!(
            lang,
            "leaderboard-title",
            scope = scope,
            variant = variant,
            speed = speed
        );
        Ok(Reply::text(format!("{title}\n{}", lines.join("\n"))))
    }

    /// A member's puzzle rating line for `/rating`, once they have one.
    pub(crate) async fn puzzle_rating_line(
        self,
        player: i64,
        lang: Lang,
    ) -> Result<Option<String>, ServiceError> {
        let mut conn = self.store.read().await?;
        Ok(store::puzzles::rating(&mut conn, player).await?.map(|r| {
            t!(
                lang,
                "puzzle-rating-line",
                rating = format!("{:.0}", r.rating),
                deviation = format!("{:.0}", 2.0 * r.deviation),
                count = r.games
            )
        }))
    }

    /// `/leaderboard kind:puzzles`: the ten best puzzle ratings.
    pub async fn puzzle_leaderboard(self, lang: Lang) -> Result<Reply, ServiceError> {
        let mut conn = self.store.read().await?;
        let rows = store::puzzles::leaderboard(&mut conn, 10).await?;
        if rows.is_empty() {
            return Ok(Reply::text(lang.t("puzzle-leaderboard-empty")));
        }
        let lines = super::ratings::ranked(lang, "puzzle-leaderboard-line", &rows);
        Ok(Reply::text(format!(
            "{}\n{}",
            lang.t("puzzle-leaderboard"),
            lines.join("\n")
        )))
    }
}

/// A rating asked of no one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    NoSuchPlayer(String),
}

impl RatingError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use RatingError::*;
        match self {
            NoSuchPlayer(name) => t!(lang, "error-no-such-player", name = name.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Standing, PERIOD_MS};

    const NOW: i64 = 1_000 * PERIOD_MS as i64;

    fn at(last: Option<i64>) -> Standing {
        Standing {
            last,
            ..Standing::first()
        }
    }

    #[test]
    fn a_first_result_counts_as_one_period_sat_out() {
        let opp = Standing::first();
        let first = at(None).after(opp, 1.0, NOW);
        let a_period_ago = at(Some(NOW - PERIOD_MS as i64)).after(opp, 1.0, NOW);
        assert_eq!(first, a_period_ago);
        assert_eq!(first.last, Some(NOW));
        assert!(first.rating > Standing::first().rating);
    }

    #[test]
    fn time_away_widens_the_deviation_up_to_twenty_periods() {
        let opp = Standing::first();
        let now = at(Some(NOW)).after(opp, 0.5, NOW);
        let later = at(Some(NOW - 5 * PERIOD_MS as i64)).after(opp, 0.5, NOW);
        assert!(later.deviation > now.deviation);
        let twenty = at(Some(NOW - 20 * PERIOD_MS as i64)).after(opp, 0.5, NOW);
        let forty = at(Some(NOW - 40 * PERIOD_MS as i64)).after(opp, 0.5, NOW);
        assert_eq!(twenty, forty);
        // A result dated before the last one counts no period.
        let future = at(Some(NOW + PERIOD_MS as i64)).after(opp, 0.5, NOW);
        assert_eq!(future, now);
    }

    #[test]
    fn the_winner_gains_what_the_loser_drops_between_equals() {
        let (a, b) = (at(Some(NOW)), at(Some(NOW)));
        let (wa, lb) = (a.after(b, 1.0, NOW), b.after(a, 0.0, NOW));
        let (gain, drop) = (wa.rating - a.rating, b.rating - lb.rating);
        assert!(gain > 0.0 && (gain - drop).abs() < 1e-9, "{gain} {drop}");
    }
}

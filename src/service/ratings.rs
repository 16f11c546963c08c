//! Glicko-2 ratings (instant-glicko-2) for rated games between people,
//! updated in the transaction that ends the game.

use super::{escape_markdown, Attachment, Player, Reply, Service, ServiceError, UserError};
use crate::render::chart::rating_chart_png;
use crate::states::GameVariant;
use crate::store::{self, ratings::RatingRow};
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

fn updated(me: &RatingRow, opp: &RatingRow, score: f64, now: i64) -> RatingRow {
    let elapsed = if me.games == 0 {
        1.0
    } else {
        ((now - me.updated_at).max(0) as f64 / PERIOD_MS).clamp(0.0, 20.0)
    };
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
        let known = {
            let mut conn = self.store.read().await?;
            store::players::name(&mut conn, p.id).await?
        };
        if known.is_none() {
            return Err(UserError::NoSuchPlayer(p.shown()).into());
        }
        self.rating_card(p.id, &p.name, variant).await
    }

    /// A player's rating, record and (after a rated game) a chart of the
    /// rating's history.
    pub async fn rating_card(
        &self,
        id: i64,
        shown: &str,
        variant: GameVariant,
    ) -> Result<Reply, ServiceError> {
        let (r, (wins, losses, draws), history) = self.rating_of(id, variant).await?;
        let rating = match &r {
            Some(r) if r.games > 0 => format!("{:.0} ± {:.0}", r.rating, 2.0 * r.deviation),
            _ => "unrated (1500 ± 700 until the first rated game)".to_string(),
        };
        let which = match variant {
            GameVariant::Alice => "",
            GameVariant::ThreeBoard => "three-board ",
            GameVariant::Narrow => "8x4 ",
            GameVariant::Duo => "Duo ",
        };
        let trend = if history.len() >= 2 {
            let first = history.first().map(|h| h.0).unwrap_or(0.0);
            let last = history.last().map(|h| h.0).unwrap_or(0.0);
            format!(" Since the first rated game: {:+.0}.", last - first)
        } else {
            String::new()
        };
        let puzzles = self
            .puzzle_rating_line(id)
            .await?
            .map(|l| format!("\n{l}"))
            .unwrap_or_default();
        let mut reply = Reply::text(format!(
            "{}: {which}rating {rating}. Games: {} ({wins} won, {losses} lost, {draws} drawn).{trend}{puzzles}",
            escape_markdown(shown),
            wins + losses + draws
        ));
        if self.config.images && !history.is_empty() {
            let name = shown.to_string();
            let png = tokio::task::spawn_blocking(move || rating_chart_png(&name, &history))
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
        let server = match scope.map(|s| s.trim().to_ascii_lowercase()).as_deref() {
            None => false,
            Some("server") => true,
            Some("global") => false,
            Some(other) => {
                return Err(UserError::BadOption(format!(
                    "scope must be server or global, not `{other}`."
                ))
                .into())
            }
        };
        let guild = if server {
            Some(guild.ok_or_else(|| {
                UserError::BadOption(
                    "scope:server works only in a server; use scope:global here.".into(),
                )
            })?)
        } else {
            None
        };
        let mut conn = self.store.read().await?;
        let rows = store::ratings::leaderboard(&mut conn, variant, guild, 10).await?;
        if rows.is_empty() {
            let which = match variant {
                GameVariant::Alice => "",
                GameVariant::ThreeBoard => " three-board",
                GameVariant::Narrow => " 8x4",
                GameVariant::Duo => " Duo",
            };
            return Ok(Reply::text(if server {
                format!("No rated{which} game has been played in this server yet.")
            } else {
                format!("No rated{which} games have been played yet.")
            }));
        }
        let lines: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(i, (name, rating, dev, games))| {
                format!(
                    "{}. {} — {rating:.0} ± {:.0} ({games} game{})",
                    i + 1,
                    escape_markdown(name),
                    2.0 * dev,
                    if *games == 1 { "" } else { "s" }
                )
            })
            .collect();
        let title = match (server, variant) {
            (true, GameVariant::Alice) => "Leaderboard of this server".to_string(),
            (false, GameVariant::Alice) => "Leaderboard".to_string(),
            (true, v) => format!("{} leaderboard of this server", v.title()),
            (false, v) => format!("{} leaderboard", v.title()),
        };
        Ok(Reply::text(format!("{title}:\n{}", lines.join("\n"))))
    }
}

//! After the game: `/analyze` (the engine's verdict on every move of a
//! finished game, stored so that asking again is instant) and `/gif` (the
//! game as an animated GIF).

use super::engine::{JobKind, Tabled};
use super::limits::Costly;
use super::{Analysis, Games};
use super::{Attachment, Loaded, Player, Reply, ServiceError};
use crate::analysis::{evals_from_json, evals_to_json, Analysed};
use crate::games::StoredMove;
use crate::lang::Lang;
use crate::render::animation::{any_game_gif, GifOptions};
use crate::render::chart::{eval_chart, ChartWords};
use crate::service::GameError;
use crate::store;
use crate::t;
use alice_core::{Color, Game};
use alice_engine::analysis::{evaluate_position, PositionEval};
use std::sync::Arc;

/// Where an action reports how far it got ("Analysing #12: 24 of 61
/// moves"); a front end shows the latest report while it waits.
#[derive(Clone, Default)]
pub struct Progress(Option<Arc<tokio::sync::watch::Sender<String>>>);

impl Progress {
    /// Reports go nowhere.
    pub fn none() -> Progress {
        Progress(None)
    }

    /// Reports to the receiver.
    pub fn channel() -> (Progress, tokio::sync::watch::Receiver<String>) {
        let (tx, rx) = tokio::sync::watch::channel(String::new());
        (Progress(Some(Arc::new(tx))), rx)
    }

    pub fn report(&self, text: String) {
        if let Some(tx) = &self.0 {
            tx.send_replace(text);
        }
    }
}

/// How many of a game's worst moves the reply lists.
pub const WORST_SHOWN: usize = 3;

impl Analysis<'_> {
    /// A finished game to look back on: the one named, else the player's
    /// latest finished game.
    async fn finished_game(
        self,
        player: &Player,
        game: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = match game {
            Some(id) => id,
            None => store::games::latest_finished_for(&mut conn, player.id)
                .await?
                .ok_or(GameError::NoFinishedGames)?,
        };
        let l = self.load(&mut conn, id).await?;
        if l.row.is_active() {
            return Err(GameError::NotFinished(id).into());
        }
        if l.row.result.is_none() {
            return Err(GameError::Aborted(id).into());
        }
        Ok(l)
    }

    /// Whether `/analyze` would answer from storage (a front end shows
    /// progress otherwise).
    pub async fn analysis_stored(self, player: &Player, game: Option<i64>) -> bool {
        let Ok(l) = self.finished_game(player, game).await else {
            return true;
        };
        let Ok(mut conn) = self.store.read().await else {
            return true;
        };
        store::analyses::get(&mut conn, l.row.id)
            .await
            .map_or(true, |a| a.is_some())
    }

    /// `/analyze [game]`: the engine's verdict on a finished game, from
    /// storage when it was asked before; else every position is searched
    /// (as analysis jobs, after any bot move) and `progress` hears how far
    /// it got.
    pub async fn analyze(
        self,
        player: &Player,
        game: Option<i64>,
        progress: &Progress,
    ) -> Result<Reply, ServiceError> {
        let l = self.finished_game(player, game).await?;
        crate::on_game!(&l.game, g => self.analyze_game(&l, g, player, progress).await)
    }

    /// `/analyze` of a game of either variant.
    async fn analyze_game<P: StoredMove + Tabled>(
        self,
        l: &Loaded,
        two: &Game<P>,
        player: &Player,
        progress: &Progress,
    ) -> Result<Reply, ServiceError> {
        let id = l.row.id;
        if two.ply() == 0 {
            return Err(AnalysisError::NothingToAnalyse(id).into());
        }
        let lang = player.here;
        if let Some(reply) = self.stored_analysis(l, two, lang).await? {
            return Ok(reply);
        }
        let _ticket = self.analysis_ticket(player.id, id)?;
        self.take_token(Costly::Analysis, player.id)?;
        // One analysis per game at a time: a second asker waits for the
        // first and is answered from storage.
        let turn = self.bot_turn(id);
        let held = turn.lock().await;
        let result = async {
            if let Some(reply) = self.stored_analysis(l, two, lang).await? {
                return Ok(reply);
            }
            let nodes = self.config.analysis_nodes.max(1);
            let evals = self.evaluate_game(l, two, nodes, progress, lang).await?;
            let mut tx = self.store.write_one().await?;
            store::analyses::put(
                &mut tx,
                id,
                nodes as i64,
                &evals_to_json::<P>(&evals),
                self.now(),
            )
            .await?;
            tx.commit().await?;
            self.analysis_reply(l, two, evals, nodes, lang).await
        }
        .await;
        drop(held);
        self.release_bot_turn(id, turn);
        result
    }

    async fn stored_analysis<P: StoredMove>(
        self,
        l: &Loaded,
        game: &Game<P>,
        lang: Lang,
    ) -> Result<Option<Reply>, ServiceError> {
        let mut conn = self.store.read().await?;
        let Some((nodes, text)) = store::analyses::get(&mut conn, l.row.id).await? else {
            return Ok(None);
        };
        drop(conn);
        let evals = evals_from_json(game, &text).map_err(|e| {
            ServiceError::Internal(format!("the stored analysis of game #{}: {e}", l.row.id))
        })?;
        Ok(Some(
            self.analysis_reply(l, game, evals, nodes as u64, lang)
                .await?,
        ))
    }

    /// Every position of the game searched as analysis jobs, queued at once
    /// (the engine's threads share them; a bot's move goes before them).
    async fn evaluate_game<P: StoredMove + Tabled>(
        self,
        l: &Loaded,
        game: &Game<P>,
        nodes: u64,
        progress: &Progress,
        lang: Lang,
    ) -> Result<Vec<PositionEval<P::Move>>, ServiceError> {
        let id = l.row.id;
        let total = game.ply();
        let mut replay = alice_core::Game::from_position(*game.start());
        let mut jobs = Vec::with_capacity(total + 1);
        let (mut positions, mut histories) = (Vec::new(), Vec::new());
        for ply in 0..=total {
            if ply > 0 {
                replay
                    .play(game.moves()[ply - 1])
                    .map_err(|e| ServiceError::Internal(e.to_string()))?;
            }
            let (pos, history) = (*replay.position(), replay.history().to_vec());
            positions.push(pos);
            histories.push(history.clone());
            jobs.push(
                self.engine
                    .submit(JobKind::Analysis, Some(id), move |stop| {
                        evaluate_position(&pos, &history, nodes, Some(stop))
                    }),
            );
        }
        let report = |done: usize| {
            t!(
                lang,
                "analysis-progress",
                game = id,
                done = done as i64,
                total = total as i64
            )
        };
        progress.report(report(0));
        let mut evals = Vec::with_capacity(total + 1);
        for (i, job) in jobs.into_iter().enumerate() {
            let e = job.await.ok().flatten().ok_or_else(|| {
                ServiceError::Internal(format!("the analysis of game #{id} was stopped"))
            })?;
            evals.push(e);
            if i > 0 {
                progress.report(report(i));
            }
        }
        // A second look where a move seems a mistake: the engine's own
        // move searched as the move played was.
        let looks = alice_engine::analysis::second_looks(
            game.start().turn(),
            alice_engine::analysis::opening_plies(game.start()),
            game.moves(),
            &evals,
        );
        let mut jobs = Vec::with_capacity(looks.len());
        for ply in looks {
            if let Some((pos, history)) =
                alice_engine::analysis::after_best(&positions, &histories, &evals, ply)
            {
                let job = self
                    .engine
                    .submit(JobKind::Analysis, Some(id), move |stop| {
                        evaluate_position(&pos, &history, nodes, Some(stop))
                    });
                jobs.push((ply, job));
            }
        }
        for (ply, job) in jobs {
            let e = job.await.ok().flatten().ok_or_else(|| {
                ServiceError::Internal(format!("the analysis of game #{id} was stopped"))
            })?;
            evals[ply].best_after = Some(alice_engine::analysis::Looked::from(&e));
        }
        Ok(evals)
    }

    async fn analysis_reply<P: StoredMove>(
        self,
        l: &Loaded,
        game: &Game<P>,
        evals: Vec<PositionEval<P::Move>>,
        nodes: u64,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let id = l.row.id;
        let header = {
            let mut conn = self.store.read().await?;
            Games::of(self.0).pgn_header(&mut conn, l).await?
        };
        let game = game.clone();
        let images = self.config.images;
        let how = match (l.row.result, l.row.ending) {
            (Some(_), Some(_)) => super::game::ending_text(&l.row).say(lang),
            _ => header.result.clone(),
        };
        // The text, the PGN and the graph, off the async threads.
        let built = tokio::task::spawn_blocking(move || {
            let a = Analysed::new(&game, evals, nodes)?;
            let mut lines = vec![t!(
                lang,
                "analysis-header",
                game = id,
                white = super::escape_markdown(&header.white),
                black = super::escape_markdown(&header.black),
                how = how,
                nodes = nodes as i64
            )];
            lines.extend(a.side_lines(
                lang,
                &super::escape_markdown(&header.white),
                &super::escape_markdown(&header.black),
            ));
            let worst = a.worst(WORST_SHOWN);
            if worst.is_empty() {
                lines.push(lang.t("analysis-clean"));
            } else {
                lines.push(lang.t("analysis-worst"));
                lines.extend(worst.iter().map(|m| format!("• {}", a.describe(lang, m))));
            }
            let pgn = a.annotated_pgn(lang, &header.tags(), Some(&header.result));
            let chart = if images {
                let words =
                    ChartWords::evaluation(lang, id, header.white.as_str(), header.black.as_str());
                Some(
                    eval_chart(&words, &a.chart_points())
                        .and_then(|i| i.png())
                        .map_err(|e| e.to_string())?,
                )
            } else {
                None
            };
            Ok::<_, String>((lines.join("\n"), pgn, chart))
        })
        .await
        .map_err(|e| ServiceError::Internal(format!("analysis task: {e}")))?
        .map_err(ServiceError::Internal)?;
        let (text, pgn, chart) = built;
        let mut files = Vec::new();
        if let Some(png) = chart {
            files.push(Attachment {
                name: format!("alice-analysis-{id}.png"),
                bytes: png,
                text: None,
            });
        }
        files.push(Attachment {
            name: format!("alice-game-{id}-analysed.pgn"),
            bytes: pgn.into_bytes(),
            text: None,
        });
        Ok(Reply {
            text,
            files,
            ..Reply::default()
        })
    }

    /// `/gif [game]`: a game (finished or not) as an animated GIF, seen
    /// from the asker's side.
    pub async fn gif(self, player: &Player, game: Option<i64>) -> Result<Reply, ServiceError> {
        let (l, header) = {
            let mut conn = self.store.read().await?;
            let id = Games::of(self.0)
                .pick_game_to_show(&mut conn, player.id, game)
                .await?;
            let l = self.load(&mut conn, id).await?;
            let header = Games::of(self.0).pgn_header(&mut conn, &l).await?;
            (l, header)
        };
        let id = l.row.id;
        self.take_token(Costly::Gif, player.id)?;
        let perspective = l.side_of(player.id).unwrap_or(Color::White);
        let lang = player.here;
        let result = match (l.row.result, l.row.ending) {
            (Some(_), Some(_)) => Some(super::game::ending_text(&l.row).say(lang)),
            _ => None,
        };
        let opts = GifOptions {
            perspective,
            title: t!(
                lang,
                "gif-title",
                game = id,
                white = header.white.as_str(),
                black = header.black.as_str()
            ),
            result: result.clone(),
            start: lang.t("gif-start"),
            lang,
            look: self.style_of(Some(player.id), l.row.guild_id).await.look,
        };
        let game = l.game.clone();
        let gif = tokio::task::spawn_blocking(move || any_game_gif(&game, &opts))
            .await
            .map_err(|e| ServiceError::Internal(format!("gif task: {e}")))?
            .map_err(|e| ServiceError::Internal(e.to_string()))?;
        let plies = l.game.ply();
        let moves = plies.div_ceil(2);
        let state = result.unwrap_or_else(|| lang.t("gif-in-progress"));
        Ok(Reply {
            text: t!(
                lang,
                "gif-text",
                game = id,
                white = super::escape_markdown(&header.white),
                black = super::escape_markdown(&header.black),
                moves = moves as i64,
                state = state
            ),
            files: vec![Attachment {
                name: format!("alice-game-{id}.gif"),
                bytes: gif,
                text: None,
            }],
            ..Reply::default()
        })
    }
}

/// An analysis refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    NothingToAnalyse(i64),
    /// The player's analysis of this game is waiting or running.
    AnalysisBusy(i64),
    /// This many analyses are waiting or running, the most allowed.
    AnalysesFull(usize),
}

impl AnalysisError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use AnalysisError::*;
        match self {
            NothingToAnalyse(id) => t!(lang, "error-nothing-to-analyse", game = *id),
            AnalysisBusy(id) => t!(lang, "error-analysis-busy", game = *id),
            AnalysesFull(n) => t!(lang, "error-analyses-full", count = *n as i64),
        }
    }
}

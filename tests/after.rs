//! After the game, through the service: `/analyze` (the verdict, the
//! graph, the annotated PGN, stored and answered again from storage), the
//! engine queue's priorities while an analysis runs, and `/gif`.

#[path = "images/mod.rs"]
mod images;
#[path = "pg/mod.rs"]
mod pg;
#[path = "scratch/mod.rs"]
mod scratch;
#[path = "support/mod.rs"]
mod support;

use alice::service::{AnalysisError, GameError};
use alice::service::{Config, Place, Player, Progress, Reply, Service};
use std::sync::Arc;
use support::*;

/// Nodes per position in these tests: enough to see a mate in one.
const NODES: u64 = 20_000;

async fn service_with(e: &Env, threads: usize, nodes: u64) -> Service {
    e.service_with(Config {
        images: true,
        engine_threads: threads,
        analysis_nodes: nodes,
        ..Config::default()
    })
    .await
}

fn names(r: &Reply) -> Vec<&str> {
    r.files.iter().map(|f| f.name.as_str()).collect()
}

both! {
    /// 2... e5 lets 3. Re4 mate at once: the analysis marks it `??` with
    /// the engine's better move and the mate after it, White's play has
    /// nothing marked, the reply carries the graph and the annotated PGN
    /// (which reads back as the game), the evaluations are stored, and
    /// asking again answers from storage with no engine work.
    async fn an_analysis_marks_the_blunder_and_is_stored() {
        let e = env("analysis");
        let s = service_with(&e, 2, NODES).await;
        let id = start(&s, "1d").await;
        // In progress: no help from the engine during a game.
        let before = dump(&s).await;
        assert_eq!(
            user_error(s.analysis().analyze(&alice(), Some(id), &Progress::none()).await),
            GameError::NotFinished(id)
        );
        assert_eq!(
            user_error(s.analysis().analyze(&alice(), None, &Progress::none()).await),
            GameError::NoFinishedGames
        );
        assert_eq!(dump(&s).await, before);
        mate(&s, id).await;

        let (progress, mut seen) = Progress::channel();
        let r = s.analysis().analyze(&alice(), None, &progress).await.unwrap();
        assert_eq!(*seen.borrow_and_update(), "Analysing #1: 5 of 5 moves");
        let lines: Vec<&str> = r.text.lines().collect();
        assert_eq!(lines[0], "**Analysis of game #1**, alice vs bob, 1-0, checkmate (20000 nodes a position).");
        // The first moves pass within the opening's noise, and so does
        // Ra4 at this budget (deeper searches find it loses ground):
        // only the move that lets mate is marked.
        assert!(lines[1].starts_with("White (alice): accuracy "), "{}", r.text);
        assert!(lines[1].ends_with(", 0 inaccuracies, 0 mistakes, 0 blunders"), "{}", r.text);
        assert!(lines[2].starts_with("Black (bob): accuracy "), "{}", r.text);
        assert!(lines[2].ends_with(", 0 inaccuracies, 0 mistakes, 1 blunder"), "{}", r.text);
        assert_eq!(lines[3], "Worst moves:");
        // The move that allowed mate comes first.
        assert!(lines[4].starts_with("• 2... e5?? ("), "{}", r.text);
        assert!(lines[4].contains(" → #1): "), "{}", r.text);
        assert!(lines[4].ends_with(" was best. Checkmate is now unavoidable. After it, Re4/A# mates."), "{}", r.text);
        assert!(lines[5..].iter().all(|l| !l.contains("#1")), "{}", r.text);
        assert_eq!(names(&r), ["alice-analysis-1.png", "alice-game-1-analysed.pgn"]);
        assert!(images::decode_png(&r.files[0].bytes).0 > 0);
        let pgn = String::from_utf8(r.files[1].bytes.clone()).unwrap();
        let pgn_line = pgn.replace('\n', " ");
        assert!(pgn.contains("[Annotator \"Alice engine, 20000 nodes a position\"]"), "{pgn}");
        assert!(pgn_line.contains(" e5?? { [%eval #1] Checkmate is now unavoidable. "), "{pgn}");
        assert!(pgn_line.starts_with("[Event \"Rated Alice game\"]"), "{pgn}");
        assert!(pgn_line.contains("1. a3 {"), "{pgn}");
        assert!(pgn_line.contains(" Na6 {"), "{pgn}");
        assert!(pgn_line.contains("2. Ra4 {"), "{pgn}");
        assert!(pgn_line.contains(" 3. Re4/A# 1-0"), "{pgn}");
        let back = alice_core::read_pgn(&pgn).unwrap();
        assert_eq!(back.game.sans(), ["a3", "Na6", "Ra4", "e5", "Re4/A#"]);
        assert_eq!(back.result, "1-0");

        // Stored: one row, six positions; asking again runs nothing.
        let (nodes, evals): (i64, String) =
            one(&s, "SELECT nodes, evals FROM analyses WHERE game_id = 1").await;
        assert_eq!(nodes, 20_000);
        let v: serde_json::Value = serde_json::from_str(&evals).unwrap();
        assert_eq!(v.as_array().unwrap().len(), 6);
        assert_eq!(v[4]["mate"], 1);
        assert_eq!(v[5]["checkmate"], "white");
        // Each position searched once, and the engine's own move searched
        // again where the move played first seemed a mistake (the blunder
        // among them).
        let looks = v
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e.get("best_after").is_some())
            .count();
        assert!(v[3].get("best_after").is_some(), "{v}");
        let work = s.engine().stats();
        assert_eq!(work.finished[2], 6 + looks as u64);
        assert!(s.analysis().analysis_stored(&bob(), Some(id)).await);
        let again = s.analysis().analyze(&bob(), Some(id), &Progress::none()).await.unwrap();
        assert_eq!(s.engine().stats(), work, "answered from storage");
        assert_eq!(again, r);
        // Even after a restart.
        let s2 = service_with(&e, 2, NODES).await;
        assert_eq!(s2.analysis().analyze(&carol(), Some(id), &Progress::none()).await.unwrap(), r);
        assert_eq!(s2.engine().stats().finished, [0, 0, 0]);
    }
}

both! {
    /// An aborted game has nothing to analyse, nor a game not played.
    async fn nothing_to_analyse() {
        let e = env("nothing");
        let s = service_with(&e, 1, NODES).await;
        let id = start(&s, "1d").await;
        s.offers().abort(&alice(), Some(id)).await.unwrap();
        assert_eq!(
            user_error(s.analysis().analyze(&alice(), Some(id), &Progress::none()).await),
            GameError::Aborted(id)
        );
        // Out of time before the first move: aborted too.
        let id = start(&s, "10m").await;
        e.advance(11 * 60_000);
        assert_eq!(s.sweeper().sweep().await.notices.len(), 1);
        assert_eq!(
            user_error(s.analysis().analyze(&bob(), Some(id), &Progress::none()).await),
            GameError::Aborted(id)
        );
        assert_eq!(
            user_error(s.analysis().analyze(&bob(), Some(77), &Progress::none()).await),
            GameError::NoSuchGame(77)
        );
        let rows: Vec<(i64,)> = s.store().fetch("SELECT game_id FROM analyses").await.unwrap();
        assert!(rows.is_empty());
    }
}

/// A finished game of `plies` plies between alice and bob (moves picked
/// by a fixed rule), bob resigning at the end; its id.
async fn long_game(s: &Service, plies: usize) -> i64 {
    let id = start(s, "1d").await;
    let mut game = alice_core::Game::new(alice_core::Rules::default());
    for ply in 0..plies {
        let moves = game.position().legal_moves();
        let mv = moves[(ply * 7 + 3) % moves.len()];
        let san = game.position().san(mv);
        let who = if ply % 2 == 0 { alice() } else { bob() };
        s.games()
            .make_move(&who, Some(id), &san, None)
            .await
            .unwrap();
        game.play(mv).unwrap();
    }
    s.offers().resign(&bob(), Some(id), None).await.unwrap();
    id
}

/// With one engine thread busy analysing a long game, a bot's move is
/// searched before the analysis's waiting positions; a player gets one
/// analysis at a time; an analysis nobody waits for any more stops and
/// its waiting positions are dropped.
#[test]
fn a_bot_move_goes_before_an_analysis_and_an_unwanted_analysis_stops() {
    run(alice::store::Kind::Sqlite, || async {
        let e = env("priorities");
        let s = Arc::new(service_with(&e, 1, 200_000).await);
        let id = long_game(&s, 30).await;
        s.engine().trace();
        let (progress, mut seen) = Progress::channel();
        let s1 = s.clone();
        let analysis =
            tokio::spawn(async move { s1.analysis().analyze(&alice(), Some(id), &progress).await });
        seen.changed().await.unwrap();
        assert_eq!(*seen.borrow_and_update(), "Analysing #1: 0 of 30 moves");
        // A second analysis for alice meanwhile is refused, changing nothing.
        assert_eq!(
            user_error(
                s.analysis()
                    .analyze(&alice(), Some(id), &Progress::none())
                    .await
            ),
            AnalysisError::AnalysisBusy(id)
        );
        // carol's bot game: her move is answered while most of the
        // analysis still waits.
        let carol = Player::new(303, "carol");
        s.challenges()
            .play_bot(&carol, Some(1), Some("white"), Place::default())
            .await
            .unwrap();
        let r = s.games().make_move(&carol, None, "e4", None).await.unwrap();
        assert!(r.text.contains("replied"), "{}", r.text);
        let waiting = s.engine().waiting();
        assert!(
            waiting[2] >= 20,
            "analysis positions still waiting: {waiting:?}"
        );
        let traced = s.engine().traced();
        use alice::service::engine::JobKind;
        assert_eq!(traced[0], JobKind::Analysis);
        assert!(traced.contains(&JobKind::BotMove), "{traced:?}");
        assert!(!analysis.is_finished());
        // Nobody waits for the analysis any more: it stops.
        analysis.abort();
        let give_up = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while s.engine().waiting() != [0, 0, 0] {
            assert!(
                std::time::Instant::now() < give_up,
                "{:?}",
                s.engine().waiting()
            );
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(
            s.engine().stats().cancelled[2] >= 20,
            "{:?}",
            s.engine().stats()
        );
        let rows: Vec<(i64,)> = s
            .store()
            .fetch("SELECT game_id FROM analyses")
            .await
            .unwrap();
        assert!(rows.is_empty(), "nothing stored for a stopped analysis");
        // alice may ask again: her analysis starts (no refusal).
        assert!(!s.analysis().analysis_stored(&alice(), Some(id)).await);
        let (progress, mut seen) = Progress::channel();
        let s2 = s.clone();
        let again =
            tokio::spawn(async move { s2.analysis().analyze(&alice(), Some(id), &progress).await });
        seen.changed().await.unwrap();
        assert_eq!(*seen.borrow_and_update(), "Analysing #1: 0 of 30 moves");
        again.abort();
    });
}

both! {
    /// `/gif`: one frame per position, the first and last held longer,
    /// the moves in the boards' palette; finished or not.
    async fn a_game_as_a_gif() {
        let e = env("gif");
        let s = service_with(&e, 1, NODES).await;
        let id = start(&s, "1d").await;
        s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
        let r = s.analysis().gif(&bob(), Some(id)).await.unwrap();
        assert_eq!(r.text, "Game #1, alice vs bob: 1 move, in progress.");
        let id = start(&s, "1d").await;
        assert_eq!(id, 2);
        mate(&s, id).await;
        let r = s.analysis().gif(&alice(), Some(id)).await.unwrap();
        assert_eq!(r.text, "Game #2, alice vs bob: 3 moves, 1-0, checkmate.");
        assert_eq!(names(&r), ["alice-game-2.gif"]);
        let frames = images::gif_frames(&r.files[0].bytes).1;
        assert_eq!(frames.len(), 6);
        assert_eq!(frames.iter().map(|f| f.0).collect::<Vec<_>>(), [150, 80, 80, 80, 80, 400]);
        // The first frame is the whole image (stacked boards, as the bot
        // draws them for a member who chose nothing); later ones only what
        // changed.
        assert_eq!((frames[0].1, frames[0].2), (462, 1026));
        assert!(frames[1..].iter().all(|f| f.1 < 462 || f.2 < 1026));
    }
}

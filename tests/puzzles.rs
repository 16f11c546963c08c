//! Puzzles: the generator on a fixed seed (every puzzle proven again by
//! an independent search, the file read back, the same puzzles twice),
//! themes on set positions, and puzzles solved, failed and replayed
//! through the service with their ratings, on both backends; the daily
//! puzzle claimed once by two processes.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::puzzles::{self, Generate, Prover, Puzzle};
use alice::service::{Place, Player, ServerChanges};
use alice::service::{PuzzleError, SettingsError};
use alice_core::{Position, Rules};
use alice_engine::Score;
use support::*;

/// The puzzles of `tests/data/puzzles.jsonl`: a mate in one whose rook
/// crosses to the king's board (set by hand), and a mate in two the
/// generator found.
fn fixtures() -> Vec<Puzzle> {
    puzzles::read_jsonl(include_str!("data/puzzles.jsonl")).unwrap()
}

const NODES: u64 = 20_000;

fn small_run() -> Generate {
    Generate {
        seed: 3,
        self_play: 6,
        play_nodes: 1_000,
        nodes: NODES,
        threads: 2,
        mistakes: 0,
    }
}

/// A finished game: the puzzle's position and its line.
fn source(p: &Puzzle) -> puzzles::SourceGame<Position> {
    let start = Position::from_fen(&p.fen, Rules::default()).unwrap();
    puzzles::SourceGame {
        start,
        moves: puzzles::parse_line(&start, &p.moves).unwrap(),
    }
}

/// The generator keeps what an independent search proves again, and
/// nothing from a position won anyway (lichess-puzzler's rule): of the
/// two finished games, the mate in one from an even position is kept, the
/// mate in two of a side up a queen is not; the six self-play games of
/// seed 3 are all decided before anything in them is a puzzle by that
/// rule.
#[test]
fn the_generator_keeps_only_puzzles_an_independent_search_proves_again() {
    let [mate1, won] = &fixtures()[..] else {
        panic!("two fixtures")
    };
    let given = [source(mate1), source(won)];
    let found = puzzles::generate(&given, &small_run(), &|_| {});
    assert_eq!(
        found
            .iter()
            .map(|p| (p.fen.as_str(), p.moves.clone()))
            .collect::<Vec<_>>(),
        [(mate1.fen.as_str(), mate1.moves.clone())]
    );
    for p in &found {
        // Proven again by a new search with twice the generator's check.
        puzzles::check(p, 8 * NODES).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        assert_eq!(p.variant, "alice");
        assert_eq!(p.moves.len() % 2, 0, "ends on the solver's move: {p:?}");
        assert_eq!(p.id, puzzles::puzzle_id(&p.fen, &p.moves));
        assert_eq!(p.themes[0], "mateIn1");
    }
    assert_eq!(
        puzzles::check(won, 8 * NODES).unwrap_err(),
        "won anyway: before the opponent's move the solver already mates in 2"
    );
    // The file read back, and the same puzzles on one thread.
    assert_eq!(
        puzzles::read_jsonl(&puzzles::to_jsonl(&found)).unwrap(),
        found
    );
    let again = puzzles::generate(
        &given,
        &Generate {
            threads: 1,
            ..small_run()
        },
        &|_| {},
    );
    assert_eq!(again, found);
}

/// Self-play games where nobody errs enough give no puzzle; the
/// plausible mistakes tried beside their moves do, and those hold when
/// proven again at eight times the nodes, on any number of threads.
#[test]
fn plausible_mistakes_give_puzzles_that_hold() {
    let plain = Generate {
        seed: 5,
        ..small_run()
    };
    assert_eq!(puzzles::generate::<Position>(&[], &plain, &|_| {}), []);
    let tried = Generate {
        mistakes: 40,
        ..plain.clone()
    };
    let found = puzzles::generate::<Position>(&[], &tried, &|_| {});
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(
        puzzles::check_all(&found, 8 * NODES, 2),
        vec![Ok(()), Ok(()), Ok(())]
    );
    let again = puzzles::generate(
        &[] as &[puzzles::SourceGame<Position>],
        &Generate {
            threads: 1,
            ..tried
        },
        &|_| {},
    );
    assert_eq!(again, found);
}

/// lichess-puzzler's "won anyway" on set positions: the opponent's move
/// from an even position, from one where the solver already stands far
/// better, from one where the solver mates, and one after which the
/// solver is up in material.
#[test]
fn no_puzzle_starts_from_a_position_won_anyway() {
    let (even, m) = line(
        "8/7p/8/8/8/8/8/R3K3|7k/6p1/4b3/8/8/8/8/8 b - - 0 1",
        &["e6g8"],
    );
    assert_eq!(puzzles::material_diff(&even, alice_core::Color::White), 0);
    assert_eq!(puzzles::won_anyway(&even, Score::Cp(-100), m[0]), None);
    // The opponent's score there: the solver stands above +3.00 on the
    // calibrated scale, or mates.
    let at = |cp: i32| alice_engine::variant::calibrated(&even, Score::Cp(cp));
    let far = (1..3000)
        .find(|&cp| matches!(at(-cp), Score::Cp(c) if c < -300))
        .unwrap();
    assert_eq!(puzzles::won_anyway(&even, Score::Cp(-far + 1), m[0]), None);
    assert_eq!(
        puzzles::won_anyway(&even, Score::Cp(-far), m[0]).unwrap(),
        "won anyway: before the opponent's move the solver already stands at +3.01, above +3.00"
    );
    assert_eq!(
        puzzles::won_anyway(&even, Score::Mate(-3), m[0]).unwrap(),
        "won anyway: before the opponent's move the solver already mates in 3"
    );
    assert_eq!(puzzles::won_anyway(&even, Score::Mate(2), m[0]), None);
    // A white queen more on board A: up in material after any move.
    let (up, m) = line(
        "Q7/7p/8/8/8/8/8/R3K3|7k/6p1/4b3/8/8/8/8/8 b - - 0 1",
        &["e6g8"],
    );
    assert_eq!(puzzles::material_diff(&up, alice_core::Color::White), 9);
    assert_eq!(
        puzzles::won_anyway(&up, Score::Cp(0), m[0]).unwrap(),
        "won anyway: after the opponent's move the solver is up 9 in material"
    );
}

#[test]
fn a_broken_puzzle_file_is_refused_with_its_line_and_reason() {
    assert_eq!(
        puzzles::read_jsonl("\n{\"id\": 1}\n").unwrap_err(),
        "line 2: invalid type: integer `1`, expected a string at line 1 column 8"
    );
    let mut p = fixtures()[1].clone();
    p.moves[1] = "b8b1".into();
    assert_eq!(
        puzzles::check(&p, NODES).unwrap_err(),
        "a solver's move is not the one good move"
    );
    p.moves[1] = "b8h1".into();
    assert_eq!(
        puzzles::check(&p, NODES).unwrap_err(),
        "move 2 `b8h1`: b8h1: the rook on b8 of board A cannot move to h1"
    );
    p.moves.truncate(1);
    assert!(puzzles::check(&p, NODES)
        .unwrap_err()
        .starts_with("1 moves"));
}

/// lichess-puzzler's rule for several mates in one: White's two rooks on
/// board B each mate by crossing to A's back rank. In an otherwise lost
/// position (four black pawns a step from queening) the step stands; where
/// any quiet move wins too (a queen more on board A: the best of them mates
/// in three), it does not. A single mate always stands.
#[test]
fn several_mates_in_one_stand_only_where_nothing_else_wins() {
    let mut prover = Prover::new(NODES);
    let mut only = |fen: &str| {
        let pos = Position::from_fen(fen, Rules::default()).unwrap();
        prover.only_move(&pos).map(|m| pos.san(m))
    };
    let lost = only("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/2pppp2/RR6 w - - 0 1");
    assert!(
        lost.as_deref().is_some_and(|m| m.ends_with('#')),
        "{lost:?}"
    );
    assert_eq!(
        only("7k/6pp/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/RR6 w - - 0 1"),
        None
    );
    assert_eq!(
        only("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1").as_deref(),
        Some("Ra8/A#")
    );
}

fn line(fen: &str, moves: &[&str]) -> (Position, Vec<alice_core::Move>) {
    let before = Position::from_fen(fen, Rules::default()).unwrap();
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let parsed = puzzles::parse_line(&before, &moves).unwrap();
    (before, parsed)
}

#[test]
fn themes_of_set_positions() {
    // The rook crosses from board A to mate on B's back rank; the king
    // has h7 free on B, but h7 of A, where it would land, is its pawn's.
    let mate1 = &fixtures()[0];
    let (before, moves) = line(&mate1.fen, &["e6g8", "a1a8"]);
    assert_eq!(
        puzzles::themes(&before, &moves, Score::Mate(1), true),
        ["mateIn1", "checkFromOtherBoard", "lockedBoard"]
    );
    // The engine finds it, and it is the only move.
    let proven = Prover::new(NODES).puzzle(&before, moves[0]).unwrap();
    assert_eq!(proven.moves, ["e6g8", "a1a8"]);
    assert_eq!(proven.themes, mate1.themes);

    // With a knight on A that can land on e8 of B, the check is blocked
    // by transfer.
    let fen = "8/7p/3n4/8/8/8/8/R3K3|7k/6p1/4b3/8/8/8/8/8 b - - 0 1";
    let (before, moves) = line(fen, &["e6g8", "a1a8", "d6e8", "a8e8"]);
    assert_eq!(
        puzzles::themes(&before, &moves, Score::Cp(700), false),
        ["crushing", "checkFromOtherBoard", "blockByTransfer"]
    );

    // A mate in two by a rook and a queen arriving from the other board.
    let mate2 = &fixtures()[1];
    let (before, moves) = line(&mate2.fen, &["d5c5"]);
    let proven = Prover::new(NODES).puzzle(&before, moves[0]).unwrap();
    assert_eq!(proven.moves, mate2.moves);
    assert_eq!(proven.themes, mate2.themes);
}

fn alice() -> Player {
    Player::new(101, "alice")
}

fn bob() -> Player {
    Player::new(102, "bob")
}

/// The rows of a query as text, one per row.
async fn texts(s: &alice::service::Service, sql: &str) -> Vec<String> {
    let rows: Vec<(String,)> = s.store().fetch(sql).await.unwrap();
    rows.into_iter().map(|r| r.0).collect()
}

const ATTEMPTS: &str = "SELECT CAST(player_id AS TEXT) || ' ' || puzzle_id || ' ' || state || ' ' || CAST(step AS TEXT) || ' ' || CASE WHEN rated THEN 'rated' ELSE 'unrated' END FROM puzzle_attempts ORDER BY id";

both! {
/// The shipped starter puzzles: read, each proven line legal, imported
/// once on a fresh database (a second start adds none), and `/puzzle`
/// serves from them.
async fn the_starter_puzzles_serve_a_fresh_install() {
    let e = env("puzzles-starter");
    let s = e.service(false).await;
    let starter = puzzles::starter().unwrap();
    // At least 200 of every game, each line legal in its game, no
    // position twice.
    for game in alice::games::Variant::ALL {
        let of_game = starter.iter().filter(|p| p.variant == game.as_str()).count();
        assert!(of_game >= 200, "{} puzzles of {}", of_game, game.as_str());
    }
    let mut positions = std::collections::HashSet::new();
    for p in &starter {
        let game = puzzles::game_of(&p.variant).unwrap();
        alice::with_game!(game, P => {
            let before = <P as alice_core::VariantPosition>::from_fen(&p.fen, Rules::default()).unwrap();
            puzzles::parse_line(&before, &p.moves).unwrap();
        });
        assert_eq!(p.id, puzzles::puzzle_id(&p.fen, &p.moves));
        assert!(positions.insert(puzzles::position_key(&p.fen)), "{} twice", p.fen);
    }
    let n = starter.len();
    assert_eq!(s.puzzles().import_starter_puzzles().await.unwrap(), (n, 0));
    assert_eq!(s.puzzles().import_starter_puzzles().await.unwrap(), (0, n));
    let ids = texts(&s, "SELECT id FROM puzzles ORDER BY id").await;
    let mut want: Vec<String> = starter.iter().map(|p| p.id.clone()).collect();
    want.sort();
    assert_eq!(ids, want);
    let reply = s.puzzles().puzzle(&alice(), None, None, None).await.unwrap();
    let served = texts(&s, "SELECT puzzle_id FROM puzzle_attempts").await;
    assert_eq!(served.len(), 1);
    assert!(want.contains(&served[0]), "{served:?}");
    assert!(!reply.text.is_empty());
    // Each game's own, when asked for by name.
    for game in alice::games::Variant::ALL {
        let reply = s.puzzles().puzzle(&bob(), None, None, Some(game.as_str())).await.unwrap();
        let id = reply.text.split_whitespace().nth(1).unwrap();
        let of = starter.iter().find(|p| p.id == id).unwrap();
        assert_eq!(of.variant, game.as_str(), "{}", reply.text);
    }
}
}

both! {
/// alice is given the puzzle nearest her rating, solves it by a click and
/// a typed move, and both ratings move; bob fails the other and is shown
/// the solution; alice replays hers, unrated.
async fn a_puzzle_solved_failed_and_replayed() {
    let e = env("puzzles-play");
    let s = e.service(false).await;
    // None stored yet: said as it is, and to a server's manager, how
    // the host adds them.
    let none = s.puzzles().puzzle(&alice(), None, None, None).await.unwrap_err();
    assert_eq!(
        none.user_message_in("0", alice::lang::Lang::EN),
        "There are no puzzles here yet."
    );
    assert_eq!(user_error(Err(none)), PuzzleError::NoPuzzlesYet { manager: false });
    let mut manager = alice();
    manager.manages_server = true;
    assert_eq!(
        s.puzzles().puzzle(&manager, None, None, None).await.unwrap_err().user_message_in("0", alice::lang::Lang::EN),
        "There are no puzzles here yet. Whoever hosts the bot adds them with `alice puzzles generate` and `alice puzzles import` (see the hosting guide)."
    );
    assert_eq!(s.puzzles().import_puzzles(&fixtures()).await.unwrap(), (2, 0));
    assert_eq!(s.puzzles().import_puzzles(&fixtures()).await.unwrap(), (0, 2));

    // 1250 is nearer 1500 than 1000.
    let r = s.puzzles().puzzle(&alice(), None, None, None).await.unwrap();
    assert!(r.ephemeral);
    assert_eq!(
        r.text,
        "Puzzle Ycij9 (rated 1250). Black played Rc5/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    assert_eq!(r.menus[0].select.custom_id(), "ppieces:1:1");
    // /puzzle again while it is in progress: the same attempt, named.
    let again = s.puzzles().puzzle(&alice(), None, None, None).await.unwrap();
    assert_eq!(
        again.text,
        "Puzzle Ycij9, as you left it. Black played Rc5/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    // The rook of b8 (board A), then its move.
    let r = s
        .controls().press(&alice(), Place::default(), "ppieces:1:1", &["b8a".into()])
        .await
        .unwrap();
    assert_eq!(r.menus[0].select.custom_id(), "pmoves:1:1:b8a:0");
    assert!(r.menus[0].options.iter().any(|o| o.value == "b8b7"));
    // Someone else's controls, and a stale menu, do nothing.
    assert_eq!(
        user_error(s.controls().press(&bob(), Place::default(), "pmoves:1:1:b8a:0", &["b8b7".into()]).await),
        PuzzleError::NotYourPuzzle
    );
    let r = s
        .controls().press(&alice(), Place::default(), "pmoves:1:1:b8a:0", &["b8b7".into()])
        .await
        .unwrap();
    assert_eq!(
        r.text,
        "Right: Rb7+. Black answers Ka5/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    assert_eq!(
        user_error(s.controls().press(&alice(), Place::default(), "pmoves:1:1:b8a:0", &["b8b7".into()]).await),
        PuzzleError::PuzzleStale
    );
    let r = s.puzzles().puzzle(&alice(), None, Some("Qa8"), None).await.unwrap();
    assert_eq!(
        r.text,
        "Solved! Qa8/A# mates. Puzzle Ycij9 (mateIn2, checkFromOtherBoard, lockedBoard). Your puzzle rating: 1500 → 1596 (+96); the puzzle's: 1250 → 1154 (-96). /puzzle gives you another."
    );

    // bob fails the mate in one.
    let r = s.puzzles().puzzle(&bob(), Some("mate1"), None, None).await.unwrap();
    assert_eq!(
        r.text,
        "Puzzle mate1 (rated 1000). Black played Bg8/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    assert_eq!(
        user_error(s.puzzles().puzzle(&bob(), None, Some("Qa8"), None).await).to_string(),
        "Qa8: no queen of yours on either board can move to a8."
    );
    let r = s.puzzles().puzzle(&bob(), None, Some("Ke2"), None).await.unwrap();
    assert_eq!(
        r.text,
        "Ke2 is not the solution. The solution: 2. Ra8#. Puzzle mate1 (mateIn1, checkFromOtherBoard, lockedBoard). Your puzzle rating: 1500 → 1157 (-343); the puzzle's: 1000 → 1343 (+343). /puzzle gives you another."
    );
    assert_eq!(
        user_error(s.puzzles().puzzle(&bob(), None, Some("Ra8"), None).await),
        PuzzleError::NoPuzzleAttempt
    );

    // alice again: unrated, her rating unchanged.
    let r = s.puzzles().puzzle(&alice(), Some("Ycij9"), None, None).await.unwrap();
    assert!(r.text.starts_with("Puzzle Ycij9, again (unrated: you have tried it before)."), "{}", r.text);
    s.puzzles().puzzle(&alice(), None, Some("b8b7"), None).await.unwrap();
    let r = s.puzzles().puzzle(&alice(), None, Some("c8a8"), None).await.unwrap();
    assert!(r.text.contains("(Unrated.)"), "{}", r.text);
    assert_eq!(
        texts(&s, ATTEMPTS).await,
        [
            "101 Ycij9 solved 4 rated",
            "102 mate1 failed 1 rated",
            "101 Ycij9 solved 4 unrated",
        ]
    );
    assert_eq!(
        texts(&s, "SELECT id || ' ' || CAST(CAST(ROUND(rating) AS BIGINT) AS TEXT) || ' ' || CAST(plays AS TEXT) FROM puzzles ORDER BY id").await,
        ["Ycij9 1154 1", "mate1 1343 1"]
    );
    let r = s.ratings().rating_card(101, "alice", alice::states::Variant::Alice).await.unwrap();
    assert_eq!(
        r.text,
        "alice: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn).\nPuzzles: rating 1596 ± 600 (1 rated attempt)."
    );
    let r = s.ratings().puzzle_leaderboard(alice::lang::Lang::EN).await.unwrap();
    assert_eq!(r.text, "Puzzle leaderboard:\n1. alice — 1596 ± 600 (1 puzzle)\n2. bob — 1157 ± 639 (1 puzzle)");

    // bob tries the other one too: every puzzle stored is seen, and he is
    // told so (a manager, with how the host adds more).
    s.puzzles().puzzle(&bob(), Some("Ycij9"), None, None).await.unwrap();
    s.puzzles().puzzle(&bob(), None, Some("b8b7"), None).await.unwrap();
    let r = s.puzzles().puzzle(&bob(), None, Some("c8a8"), None).await.unwrap();
    assert!(r.text.starts_with("Solved!"), "{}", r.text);
    let mut bob_manages = bob();
    bob_manages.manages_server = true;
    let seen = s.puzzles().puzzle(&bob_manages, None, None, None).await.unwrap_err();
    assert_eq!(
        seen.user_message_in("0", alice::lang::Lang::EN),
        "You have tried every puzzle here; /puzzle id:<id> replays one you have seen. Whoever hosts the bot adds them with `alice puzzles generate` and `alice puzzles import` (see the hosting guide)."
    );
    assert_eq!(user_error(Err(seen)), PuzzleError::NoPuzzleLeft { manager: true });
}
}

both! {
/// A server's daily puzzle: set by a manager only, with a channel; at its
/// time two processes sweeping owe it once, and not on the next sweep.
/// Never a mate in one.
async fn the_daily_puzzle_is_owed_once() {
    let e = env("puzzles-daily");
    let first = e.service(false).await;
    let second = e.service(false).await;
    first.puzzles().import_puzzles(&fixtures()).await.unwrap();
    let here = Place::new(Some(7), Some(8));
    let mut manager = alice();
    manager.manages_server = true;
    let daily = |channel: Option<i64>, time: &str| ServerChanges {
        puzzle_channel: channel,
        puzzle_time: Some(time.into()),
        ..ServerChanges::default()
    };
    assert_eq!(
        user_error(first.settings().change_server_settings(&alice(), here, daily(Some(8), "09:00")).await),
        SettingsError::NotManager
    );
    assert_eq!(
        user_error(first.settings().change_server_settings(&manager, here, daily(None, "09:00")).await),
        PuzzleError::NoPuzzleChannel
    );
    assert_eq!(
        user_error(first.settings().change_server_settings(&manager, here, daily(Some(8), "9h")).await)
            .to_string(),
        "puzzle_time must be a UTC time such as 09:00 or 18:30, or off, not `9h`."
    );
    let r = first
        .settings().change_server_settings(&manager, here, daily(Some(8), "09:00"))
        .await
        .unwrap();
    assert!(r.text.contains(" A daily puzzle is posted in <#8> at 09:00 UTC. Posts here are in English."), "{}", r.text);

    let owed = "SELECT body FROM outbox ORDER BY id";
    e.advance(9 * 3_600_000 - 60_000);
    first.sweeper().sweep().await;
    assert!(texts(&first, owed).await.is_empty());
    e.advance(60_000);
    let (a, b) = tokio::join!(first.sweeper().sweep(), second.sweeper().sweep());
    assert_eq!(a.dailies + b.dailies, 1);
    first.sweeper().sweep().await;
    assert_eq!(
        texts(&first, owed).await,
        [r#"{"kind":"daily","guild":7,"day":20786,"channel":8}"#]
    );
    // The post: the mate in two (the mate in one is never daily).
    let (post, message) = first.puzzles().daily_post(7, 20786).await.unwrap();
    assert_eq!(message, None);
    assert_eq!(
        post.text,
        "Daily puzzle of 2026-11-29: White to move after Rc5/A. Press Solve to try it (privately). Solved by 0 members so far."
    );
    assert_eq!(post.buttons[0].custom_id(), "solve:20786");
    // Solved from the post: counted on it (owed again, as an edit).
    let r = first.controls().press(&bob(), here, "solve:20786", &[]).await.unwrap();
    assert!(r.text.starts_with("Puzzle Ycij9 (rated 1250)."), "{}", r.text);
    first.puzzles().puzzle(&bob(), None, Some("Rb7"), None).await.unwrap();
    first.puzzles().puzzle(&bob(), None, Some("Qa8"), None).await.unwrap();
    assert!(first.puzzles().daily_post(7, 20786).await.unwrap().0.text.ends_with("Solved by 1 member so far."));
    assert_eq!(texts(&first, owed).await.len(), 2);
    assert_eq!(
        user_error(first.controls().press(&bob(), here, "solve:20785", &[]).await),
        PuzzleError::NoDailyPuzzle
    );
    // The next day: no puzzle left that is not a mate in one; yesterday's
    // post, solved today, still counts.
    e.advance(86_400_000);
    assert_eq!(first.sweeper().sweep().await.dailies, 0);
    first.controls().press(&support::carol(), here, "solve:20786", &[]).await.unwrap();
    first.puzzles().puzzle(&support::carol(), None, Some("Rb7"), None).await.unwrap();
    first.puzzles().puzzle(&support::carol(), None, Some("Qa8"), None).await.unwrap();
    assert!(first
        .puzzles().daily_post(7, 20786)
        .await
        .unwrap()
        .0
        .text
        .ends_with("Solved by 2 members so far."));
    assert_eq!(texts(&first, owed).await.len(), 3);
}
}

/// The puzzle file's reader and the line's reader on mangled input: an
/// error, never a panic.
#[test]
fn mangled_puzzle_files_are_refused_not_panicked_on() {
    let good = include_str!("data/puzzles.jsonl");
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let alphabet = b"abcdefgh12345678qrbnkpQRBNKP/|{}[]\":, -0w";
    for _ in 0..2_000 {
        let mut bytes = good.as_bytes().to_vec();
        for _ in 0..(next() % 4 + 1) {
            let at = (next() % bytes.len() as u64) as usize;
            bytes[at] = alphabet[(next() % alphabet.len() as u64) as usize];
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(found) = puzzles::read_jsonl(&text) {
            for p in found {
                // A position that reads, with a line that may not play.
                let _ = puzzles::check(&p, 200);
            }
        }
    }
}

both! {
/// Puzzles are looked for in finished games only: a game in progress is
/// never read.
async fn only_finished_games_are_looked_for_puzzles_in() {
    let e = env("puzzles-games");
    let s = e.service(false).await;
    let done = start(&s, "1d").await;
    mate(&s, done).await;
    let playing = start_between(&s, &support::carol(), &support::bob(), "1d").await;
    s.games().make_move(&support::carol(), Some(playing), "e4", None)
        .await
        .unwrap();
    let games = s.puzzles().finished_games_for_puzzles::<Position>().await.unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves.len(), SHORT_MATE.len());
    assert_eq!(games[0].start, Position::new(Rules::default()));
    // Its last moves make a mate in one.
    let found = puzzles::generate(
        &games,
        &Generate {
            self_play: 0,
            ..small_run()
        },
        &|_| {},
    );
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].moves, ["e7e5", "a4e4"]);
    assert_eq!(found[0].themes, ["mateIn1", "checkFromOtherBoard"]);
}
}

both! {
/// An attempt whose row was changed by hand to a step its puzzle lacks is
/// an internal error (logged), never a panic.
async fn a_corrupted_attempt_is_an_error_not_a_panic() {
    let e = env("puzzles-corrupt");
    let s = e.service(false).await;
    s.puzzles().import_puzzles(&fixtures()).await.unwrap();
    s.puzzles().puzzle(&alice(), Some("mate1"), None, None).await.unwrap();
    s.store()
        .execute("UPDATE puzzle_attempts SET step = 7")
        .await
        .unwrap();
    for r in [
        s.puzzles().puzzle(&alice(), None, None, None).await,
        s.puzzles().puzzle(&alice(), None, Some("Ra8"), None).await,
    ] {
        match r {
            Err(e) => assert!(e.is_internal(), "{e}"),
            Ok(r) => panic!("{}", r.text),
        }
    }
}
}

both! {
/// Puzzles of every game: `/puzzle variant:` serves one of the game asked
/// for (two-board Alice without it), solved by typing or through the
/// menus in the game's own notation, failed with the solution shown; an
/// attempt in play is shown again unless another game is asked for; a
/// word that names no game is refused.
async fn puzzles_of_every_game_by_variant() {
    let e = env("puzzles-variants");
    let s = e.service(false).await;
    let games = puzzles::read_jsonl(include_str!("data/puzzles-games.jsonl")).unwrap();
    assert_eq!(s.puzzles().import_puzzles(&games).await.unwrap(), (3, 0));
    // No two-board puzzle is stored: /puzzle alone has none.
    assert_eq!(
        user_error(s.puzzles().puzzle(&alice(), None, None, None).await),
        PuzzleError::NoPuzzlesYet { manager: false }
    );
    assert_eq!(
        user_error(s.puzzles().puzzle(&alice(), None, None, Some("chess")).await).to_string(),
        "variant must be alice, three-board, 8x4 or duo, not `chess`."
    );
    // Duo chess, typed.
    let r = s.puzzles().puzzle(&alice(), None, None, Some("duo")).await.unwrap();
    assert_eq!(r.text, "Puzzle cXuzh (rated 1000). Black played K@h8/BA. White to move: find the best move (the menus below, or /puzzle move:<move>).");
    let r = s.puzzles().puzzle(&alice(), None, Some("Qh6"), None).await.unwrap();
    assert_eq!(r.text, "Solved! Qh6/AA# mates. Puzzle cXuzh (mateIn1). Your puzzle rating: 1500 → 1550 (+50); the puzzle's: 1000 → 950 (-50). /puzzle gives you another.");
    // Three boards, through the menus: the queen of e5 on A, then its move.
    let r = s.puzzles().puzzle(&alice(), None, None, Some("three")).await.unwrap();
    assert_eq!(r.text, "Puzzle hlrrO (rated 1000). White played Kh4/AC. Black to move: find the best move (the menus below, or /puzzle move:<move>).");
    let id = r.menus[0].select.custom_id();
    let r = s.controls().press(&alice(), Place::default(), &id, &["e5a".into()]).await.unwrap();
    // Its moves fill more than one menu of 25.
    let menu = r
        .menus
        .iter()
        .find(|m| m.options.iter().any(|o| o.value == "Ae5g5C"))
        .unwrap();
    let moves = menu.select.custom_id();
    assert_eq!(moves, "pmoves:2:1:e5a:1");
    let option = menu.options.iter().find(|o| o.value == "Ae5g5C").unwrap();
    assert_eq!(option.label, "Qg5/AC");
    let r = s.controls().press(&alice(), Place::default(), &moves, &["Ae5g5C".into()]).await.unwrap();
    assert_eq!(r.text, "Solved! Qg5/AC# mates. Puzzle hlrrO (mateIn1). Your puzzle rating: 1550 → 1587 (+37); the puzzle's: 1000 → 959 (-41). /puzzle gives you another.");
    // 8x4: asked for while another game's attempt is in play, that one is
    // left; shown again by /puzzle alone; failed.
    let r = s.puzzles().puzzle(&bob(), None, None, Some("duo")).await.unwrap();
    assert!(r.text.starts_with("Puzzle cXuzh"), "{}", r.text);
    let r = s.puzzles().puzzle(&bob(), None, None, Some("8x4")).await.unwrap();
    assert_eq!(r.text, "Puzzle B2E32 (rated 1000). Black played Qa6. White to move: find the best move (the menus below, or /puzzle move:<move>).");
    let r = s.puzzles().puzzle(&bob(), None, None, None).await.unwrap();
    assert!(r.text.starts_with("Puzzle B2E32, as you left it."), "{}", r.text);
    let r = s.puzzles().puzzle(&bob(), None, None, Some("8x4")).await.unwrap();
    assert!(r.text.starts_with("Puzzle B2E32, as you left it."), "{}", r.text);
    let r = s.puzzles().puzzle(&bob(), None, Some("Qb7"), None).await.unwrap();
    assert_eq!(r.text, "Qb7/A+ is not the solution. The solution: 28. Qc7/A#. Puzzle B2E32 (mateIn1, checkFromOtherBoard). Your puzzle rating: 1500 → 1157 (-343); the puzzle's: 1000 → 1343 (+343). /puzzle gives you another.");
    assert_eq!(
        texts(&s, ATTEMPTS).await,
        ["101 cXuzh solved 2 rated", "101 hlrrO solved 2 rated", "102 cXuzh abandoned 1 rated", "102 B2E32 failed 1 rated"]
    );
}
}

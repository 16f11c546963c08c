//! Live games with a clock, through the service with a clock the tests
//! move: each move charges the time taken and adds the increment, the
//! first move of each player is on no clock, a takeback swaps the clocks,
//! a flag falls in the sweeper's quick pass (and on a late move), and live
//! games are rated apart from correspondence ones, by speed.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::lang::Lang;
use alice::service::UserError;
use alice::states::{Speed, Variant};
use support::*;

/// (clock_base, clock_increment, clock_mover, clock_waiting) of game `id`.
async fn clocks(s: &alice::service::Service, id: i64) -> (Option<i64>, i64, i64, i64) {
    one(
        s,
        &format!(
            "SELECT clock_base, clock_increment, clock_mover, clock_waiting FROM games WHERE id = {id}"
        ),
    )
    .await
}

both! {
async fn a_live_game_charges_each_move_and_adds_the_increment() {
    let e = env("clock-moves");
    let s = e.service(false).await;
    let post = s
        .challenges()
        .challenge(&alice(), Some(&bob()), white_challenge("3+2"))
        .await
        .unwrap();
    assert!(post.text.contains("live 3+2 (blitz)"), "{}", post.text);
    let r = s.challenges().accept(&bob(), None).await.unwrap();
    // The first move is due in a minute, counted by Discord.
    assert!(
        r.text.contains("alice (White) to move, first move due <t:1795910460:R>."),
        "{}",
        r.text
    );
    assert!(r.text.contains("Clocks: White 3:00, Black 3:00."), "{}", r.text);
    let id = 1;
    assert_eq!(clocks(&s, id).await, (Some(180_000), 2_000, 180_000, 180_000));
    // At the table the first move's time is counted down beside the line,
    // which says no reading that would stand still.
    let (token,): (String,) =
        one(&s, &format!("SELECT watch_token FROM games WHERE id = {id}")).await;
    e.advance(1_000);
    let first = s.games().table(id, &token, Lang::EN, None, None).await.unwrap().unwrap();
    assert_eq!(first.headline, "alice (White) to move.");
    assert_eq!(first.time_left_ms, Some(59_000));
    assert_eq!(first.clock.unwrap().running, None);
    e.advance(-1_000);
    // Each player's first move is on no clock.
    e.advance(20_000);
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    e.advance(30_000);
    s.games().make_move(&bob(), None, "e5", None).await.unwrap();
    assert_eq!(clocks(&s, id).await, (Some(180_000), 2_000, 180_000, 180_000));
    // Then ten seconds taken, two added.
    e.advance(10_000);
    let r = s.games().make_move(&alice(), None, "Nf3", None).await.unwrap();
    assert!(r.text.contains("bob (Black) to move, 3:00 left."), "{}", r.text);
    assert!(r.text.contains("Clocks: White 2:52, Black 3:00."), "{}", r.text);
    assert_eq!(clocks(&s, id).await, (Some(180_000), 2_000, 180_000, 172_000));
    // The table shows both, bob's running.
    e.advance(4_500);
    let view = s
        .games()
        .table(id, &token, Lang::EN, None, None)
        .await
        .unwrap()
        .unwrap();
    // The page's line says whose turn; the clocks say the time.
    assert_eq!(view.headline, "bob (Black) to move.");
    let clock = serde_json::to_value(view.clock).unwrap();
    assert_eq!(
        clock,
        serde_json::json!({"control": "3+2", "white_ms": 172_000, "black_ms": 175_500, "running": "black"})
    );
    // A takeback: bob's time so far is his, then the clocks swap to
    // alice's turn.
    s.offers().takeback(&alice(), None).await.unwrap();
    s.offers().takeback(&bob(), None).await.unwrap();
    assert_eq!(sans(&s, id).await, ["e4", "e5"]);
    assert_eq!(clocks(&s, id).await, (Some(180_000), 2_000, 172_000, 175_500));
    // A resignation stops the clock where it stood.
    e.advance(1_000);
    s.offers().resign(&alice(), Some(id), None).await.unwrap();
    assert_eq!(clocks(&s, id).await, (Some(180_000), 2_000, 171_000, 175_500));
    // The PGN names the clock.
    let pgn = s.games().pgn(&alice(), Some(id)).await.unwrap();
    let text = String::from_utf8(pgn.files[0].bytes.clone()).unwrap();
    assert!(text.contains("[TimeControl \"180+2\"]"), "{text}");
}
}

both! {
async fn a_flag_falls_between_sweeps_and_is_rated_in_its_speed() {
    let e = env("clock-flag");
    let s = e.service(false).await;
    let live = start(&s, "1+0").await;
    let slow = start_between(&s, &carol(), &bob(), "10m").await;
    for (p, m) in [(alice(), "e4"), (bob(), "e5"), (alice(), "Nf3")] {
        s.games().make_move(&p, Some(live), m, None).await.unwrap();
    }
    e.advance(59_000);
    assert!(s.sweeper().flags().await.notices.is_empty());
    e.advance(1_000);
    // Only live games are looked at: the correspondence one is overdue
    // too, and waits for the sweep.
    e.advance(10 * 60_000);
    let flags = s.sweeper().flags().await;
    assert_eq!(flags.notices.len(), 1, "{:?}", flags.notices);
    assert_eq!(
        flags.notices[0].text,
        format!("Game #{live}: bob ran out of time. alice wins on time (1-0).")
    );
    assert_eq!(
        game_row(&s, live).await,
        ("finished".into(), Some("1-0".into()), Some("timeout".into()), 3)
    );
    assert_eq!(clocks(&s, live).await, (Some(60_000), 0, 0, 60_000));
    assert_eq!(game_row(&s, slow).await.0, "active");
    assert!(s.sweeper().flags().await.notices.is_empty());
    // Rated as bullet, and nothing else.
    let pools: (i64, i64) = one(
        &s,
        "SELECT COUNT(*), SUM(CASE WHEN speed = 'bullet' AND games = 1 THEN 1 ELSE 0 END) FROM ratings",
    )
    .await;
    assert_eq!(pools, (2, 2));
    let card = s.ratings().rating_card(101, "alice", Variant::Alice).await.unwrap();
    assert!(card.text.starts_with("alice: bullet rating 16"), "{}", card.text);
    assert!(card.text.contains("Games: 1 (1 won, 0 lost, 0 drawn)."), "{}", card.text);
    let card = s
        .ratings()
        .rating_card_in(101, "alice", Variant::Alice, Some(Speed::Correspondence), Lang::EN)
        .await
        .unwrap();
    assert_eq!(
        card.text,
        "alice: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn)."
    );
    let board = s.ratings().leaderboard(None, None, Variant::Alice).await.unwrap();
    assert!(board.text.starts_with("Alice chess bullet leaderboard:\n1. alice — 16"), "{}", board.text);
    let blitz = s
        .ratings()
        .leaderboard_in(None, None, (Variant::Alice, Some(Speed::Blitz)), Lang::EN)
        .await
        .unwrap();
    assert_eq!(blitz.text, "No rated blitz games have been played yet.");
}
}

both! {
async fn a_late_live_move_loses_and_a_missing_first_move_aborts() {
    let e = env("clock-late");
    let s = e.service(false).await;
    let id = start(&s, "2+1").await;
    for (p, m) in [(alice(), "e4"), (bob(), "e5")] {
        s.games().make_move(&p, Some(id), m, None).await.unwrap();
    }
    e.advance(120_001);
    let r = s.games().make_move(&alice(), Some(id), "Nf3", None).await.unwrap();
    assert_eq!(
        r.text,
        format!("Your time for this move ran out before it arrived. Game #{id} is over: bob (Black) wins by timeout, 0-1.\nClocks: White 0:00.0, Black 2:00.")
    );
    assert_eq!(sans(&s, id).await, ["e4", "e5"]);
    // Nobody makes the first move within a minute: aborted, unrated.
    let id = start(&s, "5+3").await;
    e.advance(59_999);
    assert!(s.sweeper().flags().await.notices.is_empty());
    e.advance(1);
    let flags = s.sweeper().flags().await;
    assert_eq!(flags.notices.len(), 1);
    assert_eq!(game_row(&s, id).await, ("aborted".into(), None, Some("aborted".into()), 0));
    let n: (i64,) = one(&s, &format!("SELECT COUNT(*) FROM rating_history WHERE game_id = {id}")).await;
    assert_eq!(n.0, 0);
}
}

both! {
async fn a_bad_clock_is_refused_and_changes_nothing() {
    let e = env("clock-bad");
    let s = e.service(false).await;
    let before = dump(&s).await;
    for (given, said) in [
        ("0+0", "0+0"),
        ("181+0", "181+0"),
        ("5+", "5+"),
        ("+3", "+3"),
        ("5+3+1", "5+3+1"),
    ] {
        let r = s
            .challenges()
            .challenge(&alice(), Some(&bob()), white_challenge(given))
            .await;
        assert_eq!(
            user_error(r).text(Lang::EN),
            format!("time must be a clock of minutes+seconds a move such as 5+3, up to 180 minutes and 180 seconds, not `{said}`.")
        );
    }
    assert_eq!(dump(&s).await, before);
}
}

both! {
async fn the_bot_plays_on_a_clock() {
    let e = env("clock-bot");
    let s = e.service(false).await;
    let r = s
        .challenges()
        .play_bot_timed(&alice(), Some(1), Some("white"), (Variant::Alice, Some("3+0")), Default::default())
        .await
        .unwrap();
    assert!(r.text.contains("Clocks: White 3:00, Black 3:00."), "{}", r.text);
    assert_eq!(clocks(&s, 1).await, (Some(180_000), 0, 180_000, 180_000));
    s.games().make_move(&alice(), None, "e4", None).await.unwrap();
    e.advance(5_000);
    s.games().make_move(&alice(), None, "d4", None).await.unwrap();
    // alice's five seconds are charged; the bot's reply took no time on
    // the tests' clock.
    let (_, _, mover, waiting) = clocks(&s, 1).await;
    assert_eq!((mover, waiting), (175_000, 180_000));
    // A time per move is still refused out of bounds.
    let r = s
        .challenges()
        .play_bot_timed(&bob(), Some(1), None, (Variant::Alice, Some("1s")), Default::default())
        .await;
    assert!(matches!(user_error(r), UserError::BadOption(_)));
}
}

both! {
/// A clock of increment alone (`0+5`) starts as lichess starts it, with
/// the increment (three seconds at least): no game is lost before its
/// first move, on any front end, since the clocks are set where the game
/// is stored.
async fn a_clock_of_increment_alone_is_not_lost_before_it_starts() {
    let e = env("clock-increment");
    let s = e.service(false).await;
    let five = start(&s, "0+5").await;
    assert_eq!(clocks(&s, five).await, (Some(0), 5_000, 5_000, 5_000));
    let one = start_between(&s, &carol(), &bob(), "0+1").await;
    assert_eq!(clocks(&s, one).await, (Some(0), 1_000, 3_000, 3_000));
    e.advance(20_000);
    s.games().make_move(&alice(), Some(five), "e4", None).await.unwrap();
    e.advance(20_000);
    s.games().make_move(&bob(), Some(five), "e5", None).await.unwrap();
    e.advance(4_000);
    let r = s.games().make_move(&alice(), Some(five), "Nf3", None).await.unwrap();
    assert!(r.text.contains("Clocks: White 0:06.0, Black 0:05.0."), "{}", r.text);
    assert!(s.sweeper().flags().await.notices.is_empty());
    assert_eq!(game_row(&s, five).await.0, "active");
}
}

both! {
/// A rematch against the engine keeps the game's clock, level and game,
/// colours swapped.
async fn a_rematch_against_the_engine_keeps_its_clock() {
    let e = env("clock-rematch");
    let s = e.service(false).await;
    s.challenges()
        .play_bot_timed(&alice(), Some(2), Some("white"), (Variant::Duo, Some("1+0")), Default::default())
        .await
        .unwrap();
    s.offers().abort(&alice(), Some(1)).await.unwrap();
    let r = s.challenges().rematch(&alice(), Default::default(), Some(1)).await.unwrap();
    assert!(r.text.contains("Clocks: White 1:00, Black 1:00."), "{}", r.text);
    assert_eq!(clocks(&s, 2).await.0, Some(60_000));
    let (white, black, level, variant): (Option<i64>, Option<i64>, Option<i64>, String) = one(
        &s,
        "SELECT white_id, black_id, bot_level, variant FROM games WHERE id = 2",
    )
    .await;
    assert_eq!((white, black, level), (None, Some(alice().id), Some(2)));
    assert_eq!(variant, Variant::Duo.as_str());
}
}

/// `alice local` reading a script whose reads move the tests' clock: a
/// line `@+MS` moves it on by MS milliseconds as it is read, and `@+MS
/// wait` then waits half a second and a second more of real time before
/// the next line (the session keeping time meanwhile). Both reach the
/// session as comments.
struct Script {
    lines: std::collections::VecDeque<String>,
    clock: std::sync::Arc<std::sync::atomic::AtomicI64>,
}

impl std::io::Read for Script {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let Some(line) = self.lines.pop_front() else {
            return Ok(0);
        };
        let text = match line.strip_prefix("@+") {
            Some(rest) => {
                let (ms, wait) = match rest.split_once(' ') {
                    Some((ms, "wait")) => (ms, true),
                    _ => (rest, false),
                };
                self.clock
                    .fetch_add(ms.parse().unwrap(), std::sync::atomic::Ordering::SeqCst);
                if wait {
                    std::thread::sleep(std::time::Duration::from_millis(1_500));
                }
                format!("# {line}\n")
            }
            None => format!("{line}\n"),
        };
        buf[..text.len()].copy_from_slice(text.as_bytes());
        Ok(text.len())
    }
}

both! {
/// `alice local` keeps time as the bot does, connected or not: a live
/// clock that runs out ends its game with a line that says so, without
/// `/sweep`, before the next line is run and while the session waits for
/// one (a first move not made in time too).
async fn alice_local_flags_a_live_game_by_itself() {
    let e = env("local-flags");
    let s = e.service(false).await;
    let script = [
        "alice: /challenge opponent:bob color:white time:1+0 rated:false",
        "bob: /accept",
        "alice: /move move:e4",
        "bob: /move move:e5",
        "@+61000",
        "alice: /move move:Nf3",
        "carol: /challenge opponent:dave color:white time:1+0 rated:false",
        "dave: /accept",
        "@+61000 wait",
        "carol: /games",
    ];
    let input = std::io::BufReader::new(Script {
        lines: script.iter().map(|l| l.to_string()).collect(),
        clock: e.clock.clone(),
    });
    let dir = std::env::temp_dir().join(format!("alice-local-flags-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut out = Vec::new();
    alice::local::run(&s, input, &mut out, &dir).await.unwrap();
    let out = String::from_utf8(out).unwrap();
    let told: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("  [clock]") || l.starts_with("> alice: /move move:Nf3"))
        .collect();
    assert_eq!(
        told,
        [
            "  [clock] Game #1: alice ran out of time. bob wins on time (0-1).",
            "> alice: /move move:Nf3",
            "  [clock] Game #2 was aborted: carol did not make a first move in time. It does not count.",
        ],
        "{out}"
    );
    assert!(
        out.contains("> alice: /move move:Nf3\nerror: You have no game in progress."),
        "{out}"
    );
    assert_eq!(game_row(&s, 1).await, ("finished".into(), Some("0-1".into()), Some("timeout".into()), 2));
    assert_eq!(game_row(&s, 2).await.0, "aborted");
    std::fs::remove_dir_all(&dir).ok();
}
}

both! {
/// Clocks at their boundaries and across processes: a move with a
/// millisecond left is played; a flag falls at the deadline exactly, not
/// a millisecond before; two processes looking at once flag the game once
/// (one result, one rating change each, one notice); a process started
/// anew reads the clocks as they were.
async fn clocks_hold_at_their_boundaries_across_processes_and_restarts() {
    let e = env("clock-processes");
    let first = e.service(false).await;
    let id = start(&first, "2+0").await;
    for (p, m) in [(alice(), "e4"), (bob(), "e5")] {
        first.games().make_move(&p, Some(id), m, None).await.unwrap();
    }
    e.advance(119_999);
    first.games().make_move(&alice(), Some(id), "Nf3", None).await.unwrap();
    assert_eq!(clocks(&first, id).await, (Some(120_000), 0, 120_000, 1));
    drop(first);
    // Restarted: the clocks as stored, bob's running since Nf3.
    let a = e.service(false).await;
    let b = e.service(false).await;
    assert_eq!(clocks(&a, id).await, (Some(120_000), 0, 120_000, 1));
    e.advance(119_999);
    let (fa, fb) = tokio::join!(a.sweeper().flags(), b.sweeper().flags());
    assert_eq!(fa.notices.len() + fb.notices.len(), 0);
    e.advance(1);
    let (fa, fb) = tokio::join!(a.sweeper().flags(), b.sweeper().flags());
    let notices: Vec<String> = fa.notices.iter().chain(&fb.notices).map(|n| n.text.clone()).collect();
    assert_eq!(notices, [format!("Game #{id}: bob ran out of time. alice wins on time (1-0).")]);
    assert_eq!(
        game_row(&a, id).await,
        ("finished".into(), Some("1-0".into()), Some("timeout".into()), 3)
    );
    let rated: (i64,) = one(&a, &format!("SELECT COUNT(*) FROM rating_history WHERE game_id = {id}")).await;
    assert_eq!(rated.0, 2);
    let (fa, fb) = tokio::join!(a.sweeper().flags(), b.sweeper().flags());
    assert_eq!(fa.notices.len() + fb.notices.len(), 0);
}
}

both! {
/// The clocks after a move are stated twice, in the store's move
/// statement and in `GameRow::move_clocks` (what a reply shows before it
/// reads the row again): they agree, move after move, the first moves
/// free, a slow move and a quick one.
async fn the_stores_clocks_after_a_move_are_the_rows_reckoning() {
    let e = env("clock-twice");
    let s = e.service(false).await;
    let id = start(&s, "3+2").await;
    let row = || async {
        let mut conn = s.store().read().await.unwrap();
        alice::store::games::get(&mut conn, id).await.unwrap().unwrap()
    };
    let moves = [
        (alice(), "e4", 7_000),
        (bob(), "e5", 30_000),
        (alice(), "Nf3", 12_345),
        (bob(), "Nc6", 500),
        (alice(), "Bc4", 61_000),
        (bob(), "Bc5", 1),
    ];
    for (who, san, taken) in moves {
        e.advance(taken);
        let mut expected = row().await;
        expected.move_clocks(e.clock.load(std::sync::atomic::Ordering::SeqCst));
        s.games().make_move(&who, Some(id), san, None).await.unwrap();
        let stored = row().await;
        assert_eq!(
            (stored.clock_mover, stored.clock_waiting),
            (expected.clock_mover, expected.clock_waiting),
            "{san}"
        );
    }
}
}

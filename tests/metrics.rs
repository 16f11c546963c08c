//! The operator's metrics, end to end: a game played through the HTTP
//! endpoint against the fake Discord moves the counters, and `/metrics`
//! reads as Prometheus text; so does `alice run --metrics` (the gateway).
//! The series live in the process, so this file runs the bot in its own
//! process once and in a child process once, and the counts are exact.

mod fake_discord;
mod images;
mod pg;
mod procs;
mod scratch;
#[macro_use]
mod support;

use alice::discord::{endpoint, Bot};
use alice::service::{Config, Service};
use alice::store::{Kind, Store};
use fake_discord::{http_request, FakeDiscord, Opt, ALICE, BOB};
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

/// Every sample of a Prometheus text body, `name{labels}` -> value; panics
/// on a line that is not a comment, a sample or the end.
fn samples(text: &str) -> HashMap<String, f64> {
    let mut out = HashMap::new();
    let mut typed = std::collections::HashSet::new();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.last(), Some(&"# EOF"), "{text}");
    for line in &lines[..lines.len() - 1] {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let mut parts = rest.split_whitespace();
            let name = parts.next().unwrap();
            let kind = parts.next().unwrap();
            assert!(["counter", "gauge", "histogram"].contains(&kind), "{line}");
            typed.insert(name.to_string());
            continue;
        }
        if line.starts_with("# HELP ") || line.starts_with("# UNIT ") {
            continue;
        }
        let (series, value) = line.rsplit_once(' ').unwrap_or_else(|| panic!("{line}"));
        let value: f64 = value.parse().unwrap_or_else(|_| panic!("{line}"));
        let name = series.split('{').next().unwrap();
        assert!(
            typed.iter().any(|t| name.starts_with(t.as_str())),
            "{name} has no TYPE"
        );
        if series.contains('{') {
            assert!(series.ends_with('}'), "{line}");
        }
        out.insert(series.to_string(), value);
    }
    out
}

/// After a challenge, its acceptance, a move and a refused move: each
/// interaction counted once by its kind and outcome, the move once.
fn counted_once(m: &HashMap<String, f64>) {
    let at = |k: &str| m.get(k).copied().unwrap_or(0.0);
    let handled = |kind: &str, outcome: &str| {
        at(&format!(
            "alice_interactions_total{{kind=\"{kind}\",outcome=\"{outcome}\"}}"
        ))
    };
    assert_eq!(handled("/challenge", "ok"), 1.0);
    assert_eq!(handled("control accept", "ok"), 1.0);
    assert_eq!(handled("/move", "ok"), 1.0);
    assert_eq!(handled("/move", "refused"), 1.0);
    assert_eq!(handled("/move", "error"), 0.0);
    assert_eq!(at("alice_moves_total"), 1.0);
    assert_eq!(at("alice_interaction_seconds_count{kind=\"/move\"}"), 2.0);
}

#[test]
fn the_counters_move_as_a_game_is_played() {
    support::run(Kind::Sqlite, || async {
        let env = support::env("metrics");
        let fake = FakeDiscord::start().await;
        let store = Store::open(&env.url).await.unwrap();
        let c = env.clock.clone();
        let service = Arc::new(Service::new(
            store,
            Arc::new(move || c.load(Ordering::SeqCst)),
            Config::default(),
        ));
        let bot = Bot::new(service, fake.settings(Duration::from_millis(50)));
        let verifier = endpoint::verifier(&fake_discord::public_key_hex()).unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (stop, rx) = tokio::sync::oneshot::channel::<()>();
        let handle = tokio::spawn(endpoint::serve(bot, verifier, listener, async {
            let _ = rx.await;
        }));
        let read = || async {
            let r = http_request(&base, "GET", "/metrics", &[], Vec::new())
                .await
                .unwrap();
            assert_eq!(r.status, 200);
            assert_eq!(
                r.content_type,
                "application/openmetrics-text; version=1.0.0; charset=utf-8"
            );
            samples(&String::from_utf8(r.body).unwrap())
        };
        let at = |m: &HashMap<String, f64>, k: &str| m.get(k).copied().unwrap_or(0.0);

        // The bot's own start (its first look at the outbox and the
        // sweeper) may hold a connection for a moment: wait for it.
        let settled = std::time::Instant::now();
        let before = loop {
            let m = read().await;
            if at(&m, "alice_db_connections_in_use") == 0.0
                || settled.elapsed() > Duration::from_secs(10)
            {
                break m;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        for kind in ["bot move", "draw judgement", "analysis"] {
            for family in ["alice_engine_jobs_waiting", "alice_engine_jobs_running"] {
                let key = format!("{family}{{kind=\"{kind}\"}}");
                assert_eq!(before.get(&key), Some(&0.0), "{key}");
            }
        }
        assert_eq!(before.get("alice_moves_total"), Some(&0.0));
        assert_eq!(before.get("alice_db_connections_in_use"), Some(&0.0));

        let call = |event| async { fake.call_http(&base, event).await.unwrap() };
        call(fake.slash(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
            ],
        ))
        .await;
        let from = fake.mark();
        call(fake.press(&BOB, "accept:1")).await;
        let thread = fake
            .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
            .await;
        let thread: u64 = thread.path.split('/').nth(6).unwrap().parse().unwrap();
        let typed = |text: &str| {
            fake.in_channel(
                fake.slash(&ALICE, "move", vec![Opt::Str("move", text.into())]),
                thread,
                true,
            )
        };
        let a = call(typed("e4")).await;
        assert!(a.content.contains("alice played e4."), "{}", a.content);
        let a = call(typed("d4")).await;
        assert!(a.ephemeral, "{a:?}");

        let after = read().await;
        counted_once(&after);
        // The thread was opened (and the answer's message read) through
        // Discord's REST API: each write Discord took counted once (the
        // answers themselves are the endpoint's HTTP responses).
        let ok_2xx = "alice_discord_answers_total{status=\"2xx\"}";
        let writes = || {
            fake.requests()
                .iter()
                .filter(|r| r.method != "GET" && r.status < 300 && !r.path.ends_with("/callback"))
                .count() as f64
        };
        let mut counted = at(&after, ok_2xx);
        for _ in 0..100 {
            if counted - at(&before, ok_2xx) == writes() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            counted = at(&read().await, ok_2xx);
        }
        assert!(writes() >= 2.0, "{}", writes());
        assert_eq!(counted - at(&before, ok_2xx), writes());
        assert_eq!(at(&after, "alice_discord_retries_total"), 0.0);
        // The game's start owed its answer and its place (its thread), the
        // move its answer (their process gives the answers and marks them
        // given, its deliverer the place: nothing is left pending).
        assert_eq!(at(&before, "alice_outbox_pending"), 0.0);
        assert_eq!(at(&after, "alice_outbox_written_total"), 3.0);

        // bob resigns in the thread: the channel is owed its result line,
        // which the deliverer posts.
        let from = fake.mark();
        call(fake.in_channel(
            fake.slash(&BOB, "resign", vec![Opt::Bool("confirm", true)]),
            thread,
            true,
        ))
        .await;
        fake.wait_for(from, |r| {
            r.method == "POST"
                && r.path == format!("/api/v10/channels/{}/messages", fake_discord::CHANNEL_ID)
        })
        .await;
        // Marks land a moment after the posts (SQLite commits in groups).
        let mut done = read().await;
        for _ in 0..100 {
            if at(&done, "alice_outbox_deliveries_total{result=\"delivered\"}") >= 2.0
                && at(&done, "alice_outbox_pending") == 0.0
            {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            done = read().await;
        }
        // The resignation (an abort: bob had not moved) owed the result
        // line and its answer (given at once, so not delivered from here);
        // the deliverer delivered the result line and the game's place.
        assert_eq!(at(&done, "alice_outbox_written_total"), 5.0);
        assert_eq!(
            at(&done, "alice_outbox_deliveries_total{result=\"delivered\"}"),
            2.0
        );
        assert_eq!(at(&done, "alice_outbox_pending"), 0.0);
        assert_eq!(at(&done, "alice_outbox_oldest_seconds"), 0.0);
        let _ = stop.send(());
        tokio::time::timeout(Duration::from_secs(40), handle)
            .await
            .unwrap()
            .unwrap()
            .unwrap();
    });
}

/// `alice run --metrics` wants an address, and says so.
#[test]
fn a_metrics_address_that_is_not_one_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["run", "--metrics", "port 9100"])
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        "error: --metrics must be an address like 127.0.0.1:9100, not `port 9100`"
    );
}

/// `alice run --metrics ADDR` serves the series beside the gateway
/// connection. Counted once each: every interaction by kind and outcome,
/// every move, and every call Discord answered (the 2xx answers are the
/// fake's own count of the bot's writes it took).
#[test]
fn alice_run_serves_its_metrics_and_counts_each_answer_once() {
    procs::rt().block_on(async {
        let d = procs::dir("metrics-run");
        let fake = FakeDiscord::start().await;
        let db = d.join("alice.db").to_str().unwrap().to_string();
        // A port the system chooses, read back from the log.
        let p = procs::alice(&d, "run", &fake, &db, &["run", "--metrics", "127.0.0.1:0"]);
        fake.wait_identified(1).await;
        let addr = fake_discord::until(Duration::from_secs(20), || async {
            let log = p.log();
            let at = log.find("metrics at /metrics")?;
            let line = log[..at].rsplit('\n').next().unwrap_or("").to_string() + &log[at..];
            let from = line.find("addr=")? + "addr=".len();
            line[from..].split_whitespace().next().map(str::to_string)
        })
        .await
        .expect("the metrics' address in the log");
        fake.wait_for(0, |r| r.method == "PUT" && r.path.ends_with("/commands"))
            .await;
        let base = format!("http://{addr}");
        let read = || async {
            let r = fake_discord::until(Duration::from_secs(20), || async {
                http_request(&base, "GET", "/metrics", &[], Vec::new())
                    .await
                    .ok()
            })
            .await
            .unwrap_or_else(|| panic!("no metrics at {addr}:\n{}", p.log()));
            assert_eq!(r.status, 200);
            samples(&String::from_utf8(r.body).unwrap())
        };
        let at = |m: &HashMap<String, f64>, k: &str| m.get(k).copied().unwrap_or(0.0);
        let ok_2xx = "alice_discord_answers_total{status=\"2xx\"}";

        fake.call(fake.slash(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
            ],
        ))
        .await;
        let threads_from = fake.mark();
        fake.call(fake.press(&BOB, "accept:1")).await;
        let thread = fake
            .wait_for(threads_from, |r| {
                r.method == "POST" && r.path.ends_with("/threads")
            })
            .await;
        let thread: u64 = thread.path.split('/').nth(6).unwrap().parse().unwrap();
        let typed = |text: &str| {
            fake.in_channel(
                fake.slash(&ALICE, "move", vec![Opt::Str("move", text.into())]),
                thread,
                true,
            )
        };
        let a = fake.call(typed("e4")).await;
        assert!(a.content.contains("alice played e4."), "{}", a.content);
        let a = fake.call(typed("d4")).await;
        assert!(a.ephemeral, "{a:?}");

        // Discord's 2xx answers to the process's writes since it started
        // (the commands' registration first), as the fake counts them; the
        // series must come to the same number (a call counted twice, or
        // not at all, never does). A write's answer is counted a moment
        // after the fake has recorded it: the two must meet.
        let writes = || {
            fake.requests()
                .iter()
                .filter(|r| r.method != "GET" && r.status < 300)
                .count() as f64
        };
        let mut after = read().await;
        for _ in 0..100 {
            if at(&after, ok_2xx) == writes() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
            after = read().await;
        }
        assert_eq!(
            at(&after, ok_2xx),
            writes(),
            "{:#?}",
            fake.requests()
                .iter()
                .map(|r| format!("{} {} {}", r.method, r.path, r.status))
                .collect::<Vec<_>>()
        );
        assert!(
            writes() >= 7.0,
            "the registration, four answers, the spent buttons, a thread: {}",
            writes()
        );
        counted_once(&after);
        assert_eq!(at(&after, "alice_discord_malformed_total"), 0.0);
        // A retry logs the failure it retried: shown if one happens.
        assert_eq!(
            at(&after, "alice_discord_retries_total"),
            0.0,
            "{}",
            p.log()
        );
        assert_eq!(at(&after, "alice_outbox_pending"), 0.0);
        drop(p);
    });
}

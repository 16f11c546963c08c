//! Several `alice` processes on one PostgreSQL database and one fake
//! Discord: two interaction endpoints (`alice serve`) and a gateway bot
//! (`alice run`). Moves alternate between processes, the same move sent
//! to two of them is stored once, the sweepers post each notice once, a
//! bot game's replies are each played once, and a process killed with
//! SIGKILL loses nothing it acknowledged while the others take over its
//! work. Also: gateway shard ranges, and SQLite refusing a second process.

mod fake_discord;
mod pg;
mod procs;
mod scratch;

use fake_discord::{FakeDiscord, Opt, TestUser, ALICE, BOB, CAROL, CHANNEL_ID};
use procs::*;
use std::process::Command;
use std::time::Duration;

const DAVE: TestUser = TestUser {
    id: 444_444_444_444_444_444,
    name: "dave",
};
const ERIN: TestUser = TestUser {
    id: 555_555_555_555_555_555,
    name: "erin",
};
const FRANK: TestUser = TestUser {
    id: 666_666_666_666_666_666,
    name: "frank",
};

#[test]
fn three_processes_share_one_database_and_do_each_thing_once() {
    rt().block_on(async {
        let d = dir("three");
        let db = pg::database("scaling_three");
        let fake = FakeDiscord::start().await;
        let s1 = serve(&d, "serve-1", &fake, &db).await;
        let s2 = serve(&d, "serve-2", &fake, &db).await;
        let _g = alice(&d, "gateway", &fake, &db, &["run"]);
        fake.wait_identified(1).await;
        let doors = [Door::Http(&s1), Door::Http(&s2), Door::Gateway];

        // A game asked on one process and accepted on another; its moves
        // alternate between the three.
        let thread = start_game(&fake, doors[0], doors[1], &ALICE, &BOB, 1).await;
        let plies = ["Nf3", "Nf6", "Nc3", "Nc6", "a3", "a6", "h3", "h6", "b3"];
        for (i, san) in plies.iter().enumerate() {
            let who = if i % 2 == 0 { &ALICE } else { &BOB };
            let a = call(&fake, doors[i % 3], mv_in(&fake, who, san, thread)).await;
            assert!(
                a.content.contains(&format!("{} played {san}.", who.name)),
                "ply {i} on door {}: {}",
                i % 3,
                a.content
            );
        }
        let stored = moves(&db, 1).await;
        assert_eq!(stored.len(), 9);
        assert_eq!(stored[8], format!("9:b3:{}", ALICE.id));

        // The same move sent to two processes at the same moment: stored
        // once; the other sender is told the game moved on.
        let (a, b) = tokio::join!(
            call(&fake, doors[0], mv_in(&fake, &BOB, "b6", thread)),
            call(&fake, doors[1], mv_in(&fake, &BOB, "b6", thread)),
        );
        let played: Vec<&fake_discord::Answer> =
            [&a, &b].into_iter().filter(|x| x.content.contains("bob played b6.")).collect();
        assert_eq!(played.len(), 1, "{} | {}", a.content, b.content);
        let other = if a.content.contains("bob played b6.") { &b } else { &a };
        assert!(other.ephemeral);
        assert!(
            other.content == "Game #1 has changed since then; nothing was done. Look at /board game:1 and try again."
                || other.content == "It is not your turn in game #1: alice is to move.",
            "{}",
            other.content
        );
        assert_eq!(moves(&db, 1).await.len(), 10);

        // A reminder (a quarter of the time left) and then a timeout: each
        // posted once, though three sweepers look every 100 ms.
        exec(&db, "UPDATE games SET turn_started_at = turn_started_at - 200000000 WHERE id = 1").await;
        let from = fake.mark();
        fake.wait_for(from, |r| {
            r.json["content"].as_str().is_some_and(|c| c.contains("it is your move in game #1"))
        })
        .await;
        exec(&db, "UPDATE games SET turn_started_at = turn_started_at - 100000000 WHERE id = 1").await;
        let from = fake.mark();
        fake.wait_for(from, |r| {
            r.json["content"].as_str().is_some_and(|c| c.contains("ran out of time"))
        })
        .await;
        // The timeout came from a later sweep than the reminder's: the
        // reminder was not posted again meanwhile.
        assert_eq!(posted(&fake, "it is your move in game #1"), 1);
        // Nothing shows that a thing did not happen but a window in which
        // it would have: fifteen sweeps of each process.
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(posted(&fake, "Game #1: alice ran out of time. bob wins on time (0-1)."), 1);
        assert_eq!(
            rows(&db, "SELECT status || ' ' || result || ' ' || ending FROM games WHERE id = 1").await,
            ["finished 0-1 timeout"]
        );

        // A game against the bot whose moves arrive at different
        // processes: each reply played once, by whichever process got the
        // move (or its sweeper), never twice.
        let from = fake.mark();
        let a = call(
            &fake,
            doors[1],
            fake.slash(&CAROL, "play", vec![Opt::Int("level", 2), Opt::Str("color", "white".into())]),
        )
        .await;
        assert!(a.content.contains("Game #2 begins"), "{}", a.content);
        let thread2 = thread_of(&fake, from).await;
        let mut took = Vec::new();
        for i in 0..6 {
            let uci = a_legal_move(&db, 2, i * 5 + 1).await;
            let t = std::time::Instant::now();
            let a = call(&fake, doors[(i + 2) % 3], mv_in(&fake, &CAROL, &uci, thread2)).await;
            took.push(t.elapsed().as_millis());
            assert!(a.content.contains("Alice (level 2) replied"), "move {i}: {}", a.content);
        }
        let stored = moves(&db, 2).await;
        assert_eq!(stored.len(), 12, "{stored:?}");
        for (i, m) in stored.iter().enumerate() {
            let by = m.rsplit(':').next().unwrap();
            let want = if i % 2 == 0 { CAROL.id.to_string() } else { "bot".into() };
            assert_eq!(by, want, "{stored:?}");
        }
        // No process played the bot's move on its own besides.
        assert_eq!(posted(&fake, "Game #2: Alice (level 2) played"), 0, "answers took {took:?} ms");
        // Every claim was given up when its work was done.
        assert_eq!(rows(&db, "SELECT key FROM claims").await, Vec::<String>::new());
    });
}

#[test]
fn a_killed_process_loses_nothing_it_acknowledged_and_its_claim_is_taken_over() {
    rt().block_on(async {
        let d = dir("kill");
        let db = pg::database("scaling_kill");
        let fake = FakeDiscord::start().await;
        let mut a = serve(&d, "serve-a", &fake, &db).await;
        let b = serve(&d, "serve-b", &fake, &db).await;

        // Three games between people and one against the bot at its top
        // level (its search takes over a second).
        let pairs = [(&ALICE, &BOB), (&CAROL, &DAVE), (&ERIN, &FRANK)];
        let mut threads = Vec::new();
        for (i, (w, bl)) in pairs.iter().enumerate() {
            threads
                .push(start_game(&fake, Door::Http(&b), Door::Http(&b), w, bl, i as i64 + 1).await);
        }
        let from = fake.mark();
        let fifth = TestUser {
            id: 777_777_777_777_777_777,
            name: "gwen",
        };
        call(
            &fake,
            Door::Http(&b),
            fake.slash(
                &fifth,
                "play",
                vec![Opt::Int("level", 8), Opt::Str("color", "white".into())],
            ),
        )
        .await;
        let bot_thread = thread_of(&fake, from).await;

        // A burst of moves at process A in the three games, and gwen's move
        // in the bot game (A claims the bot's reply and searches it).
        let acked = std::sync::atomic::AtomicUsize::new(0);
        let burst = |g: usize| {
            let (fake, db, a, threads, acked) = (&fake, &db, &a, &threads, &acked);
            async move {
                let (w, bl) = pairs[g];
                let mut acknowledged = Vec::new();
                for i in 0..40usize {
                    let uci = a_legal_move(db, g as i64 + 1, i * 3 + g).await;
                    let who = if i % 2 == 0 { w } else { bl };
                    let event = mv_in(fake, who, &uci, threads[g]);
                    match fake.call_http(a.base(), event).await {
                        Ok(ans) if ans.content.contains(" played ") => {
                            acknowledged.push(uci);
                            acked.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        }
                        Ok(ans) => panic!("game {}: {}", g + 1, ans.content),
                        Err(_) => break,
                    }
                }
                acknowledged
            }
        };
        let killer = async {
            // Once the burst is under way.
            while acked.load(std::sync::atomic::Ordering::SeqCst) < 6 {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let uci = a_legal_move(&db, 4, 0).await;
            let event = mv_in(&fake, &fifth, &uci, bot_thread);
            let pid = a.pid();
            let search = fake.call_http(a.base(), event);
            let kill = async {
                // Kill A while it holds the claim on the bot's reply and
                // is still searching: the reply not stored yet. (Killed
                // after storing it and before posting it, A would owe a
                // post that nothing delivers: the bot move is not a claim
                // to take over then.)
                loop {
                    let held =
                        rows(&db, "SELECT holder FROM claims WHERE key LIKE 'bot:4:%'").await;
                    if held.iter().any(|h| h.contains(&format!(":{pid}:")))
                        && moves(&db, 4).await.len() == 1
                    {
                        break;
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            };
            tokio::select! {
                r = search => panic!("A answered before it was killed: {r:?}"),
                _ = kill => {}
            }
            // SIGKILL, in the middle of the burst.
            let status = Command::new("kill")
                .args(["-9", &pid.to_string()])
                .status()
                .unwrap();
            assert!(status.success());
            // When A's claim lapses: its last renewal's expiry (dead, A
            // renews no more), as an instant of this test's clock.
            let expiry = rows(
                &db,
                &format!(
                    "SELECT CAST(expires_at AS TEXT) FROM claims WHERE key LIKE 'bot:4:%' AND holder LIKE '%:{pid}:%'"
                ),
            )
            .await;
            let expires_at: i64 = expiry
                .first()
                .unwrap_or_else(|| panic!("A's claim was taken before its lease lapsed"))
                .parse()
                .unwrap();
            let now_ms = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as i64;
            std::time::Instant::now() + Duration::from_millis((expires_at - now_ms).max(0) as u64)
        };
        let (g1, g2, g3, lapses_at) = tokio::join!(burst(0), burst(1), burst(2), killer);
        a.kill_9();

        // Every acknowledged move is stored (a move stored but not yet
        // acknowledged may be there too).
        for (g, acked) in [g1, g2, g3].iter().enumerate() {
            let stored = rows(
                &db,
                &format!(
                    "SELECT coords FROM moves WHERE game_id = {} ORDER BY ply",
                    g + 1
                ),
            )
            .await;
            assert!(
                !acked.is_empty(),
                "game {} got no move in before the kill",
                g + 1
            );
            assert!(stored.len() >= acked.len() && stored.len() <= acked.len() + 1);
            assert_eq!(&stored[..acked.len()], &acked[..], "game {}", g + 1);
        }

        // B goes on serving every game.
        for (g, (w, bl)) in pairs.iter().enumerate() {
            let n = rows(
                &db,
                &format!("SELECT CAST(ply AS TEXT) FROM games WHERE id = {}", g + 1),
            )
            .await;
            let who = if n[0].parse::<i64>().unwrap() % 2 == 0 {
                w
            } else {
                bl
            };
            let uci = a_legal_move(&db, g as i64 + 1, 1).await;
            let ans = call(&fake, Door::Http(&b), mv_in(&fake, who, &uci, threads[g])).await;
            assert!(ans.content.contains(" played "), "{}", ans.content);
        }

        // The bot's reply A was searching: B's sweeper takes the claim
        // over once it lapses (3 s) and plays it, once. (Waited for at most
        // 30 s, so that a failure shows the moves, claims and log below.)
        let _ = tokio::time::timeout(
            Duration::from_secs(30),
            fake.wait_for(0, |r| {
                r.method == "POST"
                    && r.json["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("Game #4: Alice (level 8) played"))
            }),
        )
        .await;
        assert_eq!(
            posted(&fake, "Game #4: Alice (level 8) played"),
            1,
            "moves {:?}, claims {:?}\n{}",
            moves(&db, 4).await,
            rows(&db, "SELECT key || ' ' || holder FROM claims").await,
            b.log()
        );
        // Posted once the lease had lapsed: the post's own time.
        let post = fake
            .requests()
            .into_iter()
            .find(|r| {
                r.method == "POST"
                    && r.json["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("Game #4: Alice (level 8) played"))
            })
            .unwrap();
        // (Within 50 ms: the two clocks are read a moment apart.)
        assert!(
            post.at + Duration::from_millis(50) >= lapses_at,
            "posted {:?} before A's lease lapsed",
            lapses_at.saturating_duration_since(post.at)
        );
        let stored = moves(&db, 4).await;
        assert_eq!(stored.len(), 2, "{stored:?}");
        assert!(stored[1].ends_with(":bot"));
        // A window in which a second post would have come: five sweeps.
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(posted(&fake, "Game #4: Alice (level 8) played"), 1);
        drop(b);
    });
}

#[test]
fn a_process_runs_the_gateway_shards_it_is_given() {
    rt().block_on(async {
        let d = dir("shards");
        let db = format!("sqlite://{}", d.join("alice.db").display());
        let fake = FakeDiscord::start().await;
        let _p = alice(
            &d,
            "shards",
            &fake,
            &db,
            &["run", "--shards", "1-2", "--total-shards", "4"],
        );
        fake.wait_identified(2).await;
        let mut shards = fake.identified_shards();
        shards.sort();
        assert_eq!(shards, [(1, 4), (2, 4)]);
        // The commands were registered once: the registration, then a
        // window in which a second shard's would have come.
        fake.wait_for(0, |r| r.method == "PUT").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let puts = fake.requests().iter().filter(|r| r.method == "PUT").count();
        assert_eq!(puts, 1);
        let _ = CHANNEL_ID;
    });
}

#[test]
fn sqlite_serves_one_process_and_says_so() {
    rt().block_on(async {
        let d = dir("sqlite");
        let db = format!("sqlite://{}", d.join("alice.db").display());
        let fake = FakeDiscord::start().await;
        let mut first = serve(&d, "first", &fake, &db).await;
        for args in [&["run"][..], &["serve", "--listen", "127.0.0.1:0"][..]] {
            let out = fake
                .alice(&d, args)
                .env("DATABASE_URL", &db)
                .output()
                .unwrap();
            assert!(!out.status.success());
            let err = String::from_utf8_lossy(&out.stderr);
            let path = d.join("alice.db");
            assert_eq!(
                err.trim_end(),
                format!(
                    "error: the SQLite database {} is already served by another alice process (pid {}): SQLite serves one process. Stop the other one, or run several processes on PostgreSQL (docs/hosting.md, \"Several processes\")",
                    path.display(),
                    first.pid()
                ),
                "{args:?}"
            );
        }
        // A process that died, however, leaves the file free.
        first.kill_9();
        let mut second = serve(&d, "second", &fake, &db).await;
        // SIGTERM: it stops and exits 0.
        let status = Command::new("kill")
            .args(["-TERM", &second.pid().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let exit = second.child.wait().unwrap();
        assert!(exit.success(), "{exit}\n{}", second.log());
        assert!(second.log().contains("stopped"), "{}", second.log());
    });
}

#[test]
fn alice_register_registers_the_commands_without_a_gateway() {
    rt().block_on(async {
        let d = dir("register");
        let fake = FakeDiscord::start().await;
        let out = fake
            .alice(&d, &["register", "--guild", "42"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "registered 23 commands in server 42\n"
        );
        let puts: Vec<_> = fake
            .requests()
            .into_iter()
            .filter(|r| r.method == "PUT")
            .collect();
        assert_eq!(puts.len(), 1);
        assert_eq!(
            puts[0].path,
            format!(
                "/api/v10/applications/{}/guilds/42/commands",
                fake_discord::APP_ID
            )
        );
        assert_eq!(puts[0].json.as_array().unwrap().len(), 23);
        assert_eq!(fake.identified_shards(), []);
    });
}

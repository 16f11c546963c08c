//! PostgreSQL beside SQLite: `alice migrate` both ways, two processes on
//! one database, and the server going away in the middle of a run.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::service::{ChallengeOptions, Config, Player, Service, ServiceError};
use alice::store::Store;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use support::*;

async fn service_on(url: &str) -> Service {
    Service::new(
        Store::open(url).await.unwrap(),
        alice::service::system_clock(),
        Config {
            images: false,
            ..Config::default()
        },
    )
}

fn migrate(from: &str, to: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["migrate", "--from", from, "--to", to])
        .output()
        .unwrap()
}

/// Rows per table, as `table count`.
async fn counts(s: &Service) -> Vec<String> {
    let mut out = Vec::new();
    for t in alice::store::tables::TABLES {
        let n: (i64,) = one(s, &format!("SELECT COUNT(*) FROM {t}")).await;
        out.push(format!("{t} {}", n.0));
    }
    out
}

#[test]
fn migrate_both_ways_and_never_into_a_database_with_rows() {
    support::run(alice::store::Kind::Sqlite, || async {
        // A SQLite database with a finished rated game (ratings and their
        // history), a game in progress with a standing draw offer, a game
        // against the bot, an open challenge, settings and an analysis.
        let e = env("migrate");
        let s = e.service(false).await;
        start(&s, "1d").await;
        mate(&s, 1).await;
        let progress = alice::service::Progress::none();
        s.analysis()
            .analyze(&alice(), Some(1), &progress)
            .await
            .unwrap();
        start_between(&s, &alice(), &carol(), "3d").await;
        s.games()
            .make_move(&alice(), Some(2), "e4", None)
            .await
            .unwrap();
        s.games()
            .make_move(&carol(), Some(2), "e5", None)
            .await
            .unwrap();
        s.offers().draw(&carol(), Some(2), None).await.unwrap();
        s.challenges()
            .play_bot(&carol(), Some(1), Some("white"), Default::default())
            .await
            .unwrap();
        s.games()
            .make_move(&carol(), Some(3), "d4", None)
            .await
            .unwrap();
        s.challenges()
            .challenge(&bob(), None, ChallengeOptions::default())
            .await
            .unwrap();
        s.settings()
            .player_settings(&bob(), Some("dm"))
            .await
            .unwrap();
        // A language and a look chosen: their rows are copied too.
        s.settings()
            .member_settings(&carol(), None, Some("fr"))
            .await
            .unwrap();
        let look = alice::service::LookChanges {
            boards: Some("side-by-side".into()),
            theme: Some("contrast".into()),
            pieces: Some("letters".into()),
            ghosts: Some(false),
        };
        s.settings()
            .choose_look(&carol(), None, &look)
            .await
            .unwrap();
        // A rated three-board game, finished: its variant, its ratings and
        // their history are copied too.
        let three = ChallengeOptions {
            color: Some("white".into()),
            variant: Some("three-board".into()),
            ..Default::default()
        };
        s.challenges()
            .challenge(&carol(), Some(&bob()), three)
            .await
            .unwrap();
        s.challenges().accept(&bob(), Some(4)).await.unwrap();
        s.games()
            .make_move(&carol(), Some(4), "Nf3/AC", None)
            .await
            .unwrap();
        s.games()
            .make_move(&bob(), Some(4), "Nf6/AB", None)
            .await
            .unwrap();
        s.offers().resign(&bob(), Some(4), None).await.unwrap();
        let manager = Player {
            manages_server: true,
            ..alice()
        };
        let here = alice::service::Place::new(Some(5), Some(50));
        let changes = alice::service::ServerChanges {
            max_games: Some(7),
            ..Default::default()
        };
        s.settings()
            .change_server_settings(&manager, here, changes)
            .await
            .unwrap();
        // Puzzles, an attempt that rated alice, and a daily puzzle.
        let puzzles = alice::puzzles::read_jsonl(include_str!("data/puzzles.jsonl")).unwrap();
        s.puzzles().import_puzzles(&puzzles).await.unwrap();
        let daily = alice::service::ServerChanges {
            puzzle_channel: Some(50),
            puzzle_time: Some("00:00".into()),
            ..Default::default()
        };
        s.settings()
            .change_server_settings(&manager, here, daily)
            .await
            .unwrap();
        assert_eq!(s.sweeper().sweep().await.dailies, 1);
        s.controls()
            .press(&alice(), here, "solve:20786", &[])
            .await
            .unwrap();
        s.puzzles()
            .puzzle(&alice(), None, Some("b8b1"), None)
            .await
            .unwrap();
        // A browser signed in to the live table.
        s.sessions().open(alice().id, "alice", None).await.unwrap();
        // A tournament started: its players, a pair forbidden, its first
        // round's boards and game.
        let spring = alice::service::TournamentOptions {
            name: Some("Spring".into()),
            rounds: Some(1),
            time: Some("1d".into()),
            place: here,
            ..Default::default()
        };
        s.tournaments().create(&manager, spring).await.unwrap();
        for p in [alice(), bob(), carol()] {
            s.tournaments().join(&p, here, None).await.unwrap();
        }
        s.tournaments()
            .forbid(&manager, here, None, (&alice(), &carol()))
            .await
            .unwrap();
        s.tournaments().start(&manager, here, None).await.unwrap();
        let before = dump(&s).await;
        let before_counts = counts(&s).await;
        assert!(
            before_counts.iter().all(|c| !c.ends_with(" 0")),
            "{before_counts:?}"
        );
        s.store().close().await;

        // SQLite → PostgreSQL.
        let pg_url = pg::database("migrate_target");
        let out = migrate(&e.url, &pg_url);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            stdout.contains("all 5 games rebuild from their moves with the same PGN"),
            "{stdout}"
        );
        let p = service_on(&pg_url).await;
        assert_eq!(counts(&p).await, before_counts);
        let s = e.service(false).await;
        let nobody = Player::new(0, "x");
        for id in 1..=5 {
            let a = s.games().pgn(&nobody, Some(id)).await.unwrap().files;
            let b = p.games().pgn(&nobody, Some(id)).await.unwrap().files;
            assert_eq!(a, b, "game #{id}");
        }

        // Into a database that holds rows: refused, nothing changed.
        let pg_before = dump(&p).await;
        let out = migrate(&e.url, &pg_url);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("already holds rows (3 players")
                && stderr.contains(
                    "alice migrate copies only into an empty database, and nothing was changed"
                ),
            "{stderr}"
        );
        assert_eq!(dump(&p).await, pg_before);

        // PostgreSQL → a new SQLite file: every row as it was.
        let back = format!("{}-back.db", e.url);
        let out = migrate(&pg_url, &back);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let b = service_on(&back).await;
        assert_eq!(dump(&b).await, before);

        // The copy is a working database: play goes on, new ids follow.
        p.games()
            .make_move(&alice(), Some(2), "Nf3", None)
            .await
            .unwrap();
        let r = p
            .challenges()
            .challenge(&carol(), Some(&bob()), ChallengeOptions::default())
            .await
            .unwrap();
        assert!(r.text.contains("Challenge #5 "), "{}", r.text);
        for x in [s, p, b] {
            x.store().close().await;
        }
    });
}

/// A table larger than one batch is copied whole, batch after batch.
#[test]
fn migrate_copies_tables_larger_than_a_batch() {
    support::run(alice::store::Kind::Sqlite, || async {
        let e = env("migrate-batches");
        let s = e.service(false).await;
        let rows = 2 * alice::store::copy::BATCH + 345;
        exec(
            &s,
            &format!(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {rows})
                 INSERT INTO players (id, name, created_at) SELECT 10000 + i, 'player ' || i, i FROM n"
            ),
        )
        .await;
        let before = dump(&s).await;
        assert_eq!(before.len() as i64, rows);
        s.store().close().await;
        let pg_url = pg::database("migrate_batches");
        let out = migrate(&e.url, &pg_url);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            String::from_utf8_lossy(&out.stdout).contains(&format!("copied {rows} players")),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        // Progress is shown batch by batch on the way.
        let stderr = String::from_utf8_lossy(&out.stderr);
        for done in [1000, 2000, rows] {
            assert!(
                stderr.contains(&format!("copying players: {done} of {rows}\n")),
                "{stderr}"
            );
        }
        let p = service_on(&pg_url).await;
        assert_eq!(dump(&p).await, before);
        p.store().close().await;
    });
}

#[test]
fn two_processes_send_the_same_move_at_the_same_moment() {
    // Whichever process's write comes first, the move is stored once and
    // the other is refused: on a race by the conditional write ("has
    // changed"), otherwise by the turn. This checks the outcome, not that
    // the two writes overlapped (no test can make them).
    use std::io::{BufRead, BufReader};
    let url = pg::database("two_processes");
    let local = || {
        Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(["local", "--db", &url, "--out"])
            .arg(std::env::temp_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut setup = local();
    setup
        .stdin
        .take()
        .unwrap()
        .write_all(b"alice: /challenge opponent:bob color:white\nbob: /accept\n")
        .unwrap();
    assert!(setup.wait_with_output().unwrap().status.success());
    for round in 0..3 {
        let mv = ["e4", "e5", "Nf3"][round];
        let who = if round % 2 == 0 { "alice" } else { "bob" };
        // Both processes have answered a first command (they are connected
        // to the database) before the move is sent to both.
        let mut procs: Vec<_> = (0..2).map(|_| local()).collect();
        let mut readers = Vec::new();
        for p in &mut procs {
            let mut stdin = p.stdin.take().unwrap();
            stdin.write_all(b"dave: /games\n").unwrap();
            let mut out = BufReader::new(p.stdout.take().unwrap());
            let mut line = String::new();
            while !line.starts_with("(only dave sees this)") {
                line.clear();
                assert!(out.read_line(&mut line).unwrap() > 0, "alice local ended");
            }
            readers.push((stdin, out));
        }
        let line = format!("{who}: /move move:{mv} game:1\n");
        for (stdin, _) in &mut readers {
            stdin.write_all(line.as_bytes()).unwrap();
        }
        let outs: Vec<String> = readers
            .into_iter()
            .map(|(stdin, mut out)| {
                drop(stdin);
                let mut text = String::new();
                std::io::Read::read_to_string(&mut out, &mut text).unwrap();
                text
            })
            .collect();
        for mut p in procs {
            assert!(p.wait().unwrap().success());
        }
        let played = outs
            .iter()
            .filter(|o| o.contains(&format!("{who} played {mv}")))
            .count();
        assert_eq!(played, 1, "{outs:?}");
        let refused = outs.iter().find(|o| !o.contains(" played ")).unwrap();
        assert!(
            refused.contains("error: Game #1 has changed since then; nothing was done.")
                || refused.contains("error: It is not your turn in game #1"),
            "{refused}"
        );
    }
    support::run(alice::store::Kind::Postgres, || async {
        let s = service_on(&url).await;
        assert_eq!(sans(&s, 1).await, ["e4", "e5", "Nf3"]);
        s.store().close().await;
    });
}

#[test]
fn the_server_going_away_gets_an_apology_and_play_resumes() {
    let server = pg::OwnServer::start();
    let url = server.database("outage");
    support::run(alice::store::Kind::Postgres, || async {
        let e = env("outage");
        let s = Arc::new(service_on(&url).await);
        e.clock.store(T0, Ordering::SeqCst);
        start(&s, "1d").await;
        s.games()
            .make_move(&alice(), Some(1), "e4", None)
            .await
            .unwrap();
        server.stop();
        // Every action meanwhile: the apology (an internal error), no panic.
        for _ in 0..2 {
            match s.games().make_move(&bob(), Some(1), "e5", None).await {
                Err(e @ ServiceError::Internal(_)) => assert!(
                    e.user_message("abc").starts_with(
                        "Sorry, something went wrong on our side and nothing was changed."
                    ),
                    "{e}"
                ),
                other => panic!("{other:?}"),
            }
        }
        assert!(s.games().board(&bob(), Some(1), None).await.is_err());
        let sweep = s.sweeper().sweep().await;
        assert!(!sweep.failures.is_empty());
        server.restart();
        // Back: the next actions work, and nothing acknowledged was lost.
        s.games()
            .make_move(&bob(), Some(1), "e5", None)
            .await
            .unwrap();
        s.games()
            .make_move(&alice(), Some(1), "Nf3", None)
            .await
            .unwrap();
        assert_eq!(sans(&s, 1).await, ["e4", "e5", "Nf3"]);
        s.store().close().await;
    });
}

//! Chaos: `alice serve` processes on one database play a burst of games
//! (people, and people against the bot) while the fake Discord fails a
//! share of the bot's calls (5xx, lost answers, 429), the processes are
//! killed with SIGKILL at random moments and restarted, and (on
//! PostgreSQL) the database server is restarted. Afterwards: every
//! acknowledged move is stored, every stored move was announced exactly
//! once in its game's thread, no game is stuck, and nothing is left owed
//! once Discord answers again. Seeded: a failure names its seed.

mod fake_discord;
mod pg;
mod procs;
mod scratch;

use alice::store::Store;
use alice_core::{Position, Rules};
use fake_discord::{Failing, FakeDiscord, Opt, TestUser};
use procs::*;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Players p01…p16, with ids of Discord's form (19 digits).
const NAMES: [&str; 16] = [
    "p01", "p02", "p03", "p04", "p05", "p06", "p07", "p08", "p09", "p10", "p11", "p12", "p13",
    "p14", "p15", "p16",
];

fn player(i: usize) -> TestUser {
    TestUser {
        id: 1_930_000_000_000_000_000 + i as u64,
        name: NAMES[i],
    }
}

/// A kill after every this many moves sent (each game sends about half
/// its plies, and the runs send 500 or more): five kills fall within the
/// first 300, so that the last finds moves in flight however slowly a
/// loaded machine restarts the processes killed before it.
const KILL_EVERY: usize = 60;

/// How a run is shaped.
struct Shape {
    processes: usize,
    kills: usize,
    restart_database: bool,
    /// Games between people, then games against the bot (level 1).
    people_games: usize,
    bot_games: usize,
    /// Plies each game is played to.
    plies: i64,
    seed: u64,
}

/// A small seeded generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

/// A legal move (UCI) after which the game goes on (no mate, no
/// stalemate, no bare kings), chosen by `pick`.
fn a_move_that_goes_on(fen: &str, pick: u64) -> Option<String> {
    let pos = Position::from_fen(fen, Rules::default()).ok()?;
    let legal = pos.legal_moves();
    let n = legal.len();
    (0..n)
        .map(|k| legal[(pick as usize + k) % n])
        .find(|&m| {
            pos.play(m)
                .is_ok_and(|after| after.outcome().is_none() && !after.legal_moves().is_empty())
        })
        .map(|m| m.uci())
}

/// A game as stored: (fen, ply, status, white, black; 0 for the bot).
type GameState = (String, i64, String, i64, i64);

/// Reads a game, again while the database is away.
async fn game_state(store: &Store, game: i64) -> GameState {
    let sql = format!(
        "SELECT fen, ply, status, COALESCE(white_id, 0), COALESCE(black_id, 0) FROM games WHERE id = {game}"
    );
    loop {
        if let Ok(mut rows) = store.fetch::<GameState>(&sql).await {
            if let Some(r) = rows.pop() {
                return r;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn count(store: &Store, sql: &str) -> i64 {
    loop {
        if let Ok(rows) = store.fetch::<(i64,)>(sql).await {
            return rows.first().map_or(0, |r| r.0);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// One game's thread and players.
struct Table {
    game: i64,
    thread: u64,
    white: TestUser,
    black: Option<TestUser>,
}

/// What the drivers of a run share.
struct Run<'a> {
    fake: &'a FakeDiscord,
    store: &'a Store,
    /// Each process's endpoint, None while it is down.
    live: &'a Mutex<Vec<Option<String>>>,
    /// (game, ply, move) of each move a process acknowledged.
    acknowledged: &'a Mutex<Vec<(i64, i64, String)>>,
    sent: &'a AtomicUsize,
    /// Each process's moves sent and not yet answered.
    in_flight: &'a [AtomicUsize],
    /// Moves whose connection broke off before the answer (a kill).
    broken: &'a AtomicUsize,
    plies: i64,
    /// Each process's live table, None while it is down.
    tables: &'a Mutex<Vec<Option<String>>>,
    /// What each game's spectator received, by game.
    seen: &'a Mutex<HashMap<i64, Seen>>,
    /// Set when the spectators may stop watching.
    over: &'a AtomicBool,
    /// Kills still to come: the games play on past their plies until the
    /// last has landed, so that it finds moves in flight however slowly a
    /// loaded machine restarts the processes killed before it.
    kills_left: &'a AtomicUsize,
}

/// One state a spectator received: its ply, version and moves.
#[derive(Clone, Debug)]
struct State {
    ply: i64,
    version: String,
    moves: usize,
}

type Seen = Vec<State>;

impl Run<'_> {
    /// Plays one game to its plies: the player to move (as stored) sends a
    /// move to a live process; an answer that names the move acknowledges
    /// it.
    async fn drive(&self, t: &Table, seed: u64) {
        let mut rng = Rng(seed | 1);
        let mut waiting_since = Instant::now();
        loop {
            let (fen, ply, status, white, _) = game_state(self.store, t.game).await;
            let killing = self.kills_left.load(Ordering::SeqCst) > 0;
            if status != "active" || (ply >= self.plies && !killing) {
                return;
            }
            let who = if ply % 2 == 0 {
                Some(&t.white)
            } else {
                t.black.as_ref()
            };
            let Some(who) = who else {
                // The bot's turn: its process (or a sweeper) moves.
                assert!(
                    waiting_since.elapsed() < Duration::from_secs(90),
                    "game {} waits for the bot's move at ply {ply} (white {white})",
                    t.game
                );
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            waiting_since = Instant::now();
            let base = {
                let live = self.live.lock().unwrap();
                let up: Vec<(usize, &String)> = live
                    .iter()
                    .enumerate()
                    .filter_map(|(i, b)| b.as_ref().map(|b| (i, b)))
                    .collect();
                (!up.is_empty()).then(|| {
                    let (i, b) = up[rng.below(up.len() as u64) as usize];
                    (i, b.clone())
                })
            };
            let Some((process, base)) = base else {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            let Some(uci) = a_move_that_goes_on(&fen, rng.next()) else {
                return;
            };
            self.sent.fetch_add(1, Ordering::SeqCst);
            let event = mv_in(self.fake, who, &uci, t.thread);
            // A process killed after deferring the answer but before
            // storing the move leaves it "thinking…" for good: not
            // acknowledged (the outbox finishes a stored move's answer
            // after its grace, well within this).
            self.in_flight[process].fetch_add(1, Ordering::SeqCst);
            let answered =
                tokio::time::timeout(Duration::from_secs(50), self.fake.call_http(&base, event))
                    .await;
            self.in_flight[process].fetch_sub(1, Ordering::SeqCst);
            if let Ok(Err(e)) = &answered {
                // The endpoint went away under the request.
                if !e.starts_with("Discord refused") && !e.starts_with("HTTP ") {
                    self.broken.fetch_add(1, Ordering::SeqCst);
                }
            }
            if let Ok(Ok(a)) = answered {
                if a.content.contains(" played ") {
                    self.acknowledged
                        .lock()
                        .unwrap()
                        .push((t.game, ply + 1, uci));
                }
            }
        }
    }
}

impl Run<'_> {
    /// Watches game `game` at the live table as a spectator does: a socket
    /// to a live process's table, opened again on another after a kill,
    /// naming the version last received (not to be sent it again); each
    /// state received is recorded, until the run is over.
    async fn watch(&self, game: i64, token: &str, seed: u64) {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        let mut rng = Rng(seed | 1);
        while !self.over.load(Ordering::SeqCst) {
            let addr = {
                let up: Vec<String> = self
                    .tables
                    .lock()
                    .unwrap()
                    .iter()
                    .flatten()
                    .cloned()
                    .collect();
                (!up.is_empty()).then(|| up[rng.below(up.len() as u64) as usize].clone())
            };
            let Some(addr) = addr else {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            let last = self.seen.lock().unwrap()[&game]
                .last()
                .map(|s| s.version.clone());
            let v = last.map(|v| format!("?v={v}")).unwrap_or_default();
            let url = format!("ws://{addr}/g/{game}-{token}/live{v}");
            let opened = tokio::time::timeout(
                Duration::from_secs(5),
                tokio_tungstenite::connect_async(url),
            )
            .await;
            let Ok(Ok((mut ws, _))) = opened else {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            };
            loop {
                match tokio::time::timeout(Duration::from_millis(200), ws.next()).await {
                    Err(_) if self.over.load(Ordering::SeqCst) => return,
                    Err(_) => continue,
                    Ok(Some(Ok(Message::Binary(packed)))) => {
                        let mut text = String::new();
                        std::io::Read::read_to_string(
                            &mut flate2::read::DeflateDecoder::new(&packed[..]),
                            &mut text,
                        )
                        .unwrap();
                        let state: serde_json::Value = serde_json::from_str(&text).unwrap();
                        self.seen
                            .lock()
                            .unwrap()
                            .get_mut(&game)
                            .unwrap()
                            .push(State {
                                ply: state["ply"].as_i64().unwrap(),
                                version: state["version"].as_str().unwrap().to_string(),
                                moves: state["moves"].as_array().map_or(0, Vec::len),
                            });
                    }
                    Ok(Some(Ok(_))) => continue,
                    // Closed: its process was killed (or it fell silent).
                    _ => break,
                }
            }
        }
    }
}

async fn chaos(shape: Shape, db: &str, database: Option<&pg::OwnServer>) {
    let d = dir(&format!("chaos-{}", shape.seed));
    let fake = FakeDiscord::start().await;
    let mut procs = Vec::new();
    for i in 0..shape.processes {
        procs.push(serve_with_table(&d, &format!("serve-{i}"), &fake, db).await);
    }
    let store = Store::open(db).await.unwrap();

    // The games start while Discord is well (each gets its thread).
    let mut tables = Vec::new();
    for g in 0..shape.people_games {
        let (white, black) = (player(2 * g), player(2 * g + 1));
        let first = Door::Http(&procs[g % procs.len()]);
        let thread = start_game(&fake, first, first, &white, &black, g as i64 + 1).await;
        tables.push(Table {
            game: g as i64 + 1,
            thread,
            white,
            black: Some(black),
        });
    }
    for b in 0..shape.bot_games {
        let white = player(2 * shape.people_games + b);
        let from = fake.mark();
        let first = Door::Http(&procs[b % procs.len()]);
        let opts = vec![Opt::Int("level", 1), Opt::Str("color", "white".into())];
        call(&fake, first, fake.slash(&white, "play", opts)).await;
        tables.push(Table {
            game: (shape.people_games + b) as i64 + 1,
            thread: thread_of(&fake, from).await,
            white,
            black: None,
        });
    }

    // Black in the games between people is told of their turn by DM.
    for t in tables.iter().filter(|t| t.black.is_some()) {
        let black = t.black.as_ref().unwrap();
        let notify = vec![Opt::Str("notify", "dm".into())];
        call(
            &fake,
            Door::Http(&procs[0]),
            fake.slash(black, "settings", notify),
        )
        .await;
    }

    fake.fail(Failing {
        seed: shape.seed,
        server_error: 100,
        lost: 50,
        rate_limited: 20,
        dropped: 50,
    });
    let live: Mutex<Vec<Option<String>>> =
        Mutex::new(procs.iter().map(|p| p.base.clone()).collect());
    let acknowledged: Mutex<Vec<(i64, i64, String)>> = Mutex::new(Vec::new());
    let sent = AtomicUsize::new(0);
    let in_flight: Vec<AtomicUsize> = procs.iter().map(|_| AtomicUsize::new(0)).collect();
    let broken = AtomicUsize::new(0);
    let tables_live: Mutex<Vec<Option<String>>> =
        Mutex::new(procs.iter().map(|p| p.table.clone()).collect());
    // A spectator at the live table for each game between people.
    let mut watched = Vec::new();
    for t in tables.iter().filter(|t| t.black.is_some()) {
        let sql = format!("SELECT watch_token FROM games WHERE id = {}", t.game);
        let token: Vec<(String,)> = store.fetch(&sql).await.unwrap();
        watched.push((t.game, token[0].0.clone()));
    }
    let seen: Mutex<HashMap<i64, Seen>> =
        Mutex::new(watched.iter().map(|w| (w.0, Vec::new())).collect());
    let over = AtomicBool::new(false);
    let kills_left = AtomicUsize::new(shape.kills);
    let began = Instant::now();

    let run = Run {
        fake: &fake,
        store: &store,
        live: &live,
        acknowledged: &acknowledged,
        sent: &sent,
        in_flight: &in_flight,
        broken: &broken,
        plies: shape.plies,
        tables: &tables_live,
        seen: &seen,
        over: &over,
        kills_left: &kills_left,
    };
    let spectators = futures_util::future::join_all(
        watched
            .iter()
            .map(|(game, token)| run.watch(*game, token, shape.seed ^ *game as u64)),
    );
    let drivers = futures_util::future::join_all(
        tables
            .iter()
            .enumerate()
            .map(|(i, t)| run.drive(t, shape.seed.wrapping_mul(31).wrapping_add(i as u64))),
    );

    // Kills at random moments, each process restarted at once; the
    // database restarted once, midway.
    let killer = async {
        let mut rng = Rng(shape.seed.wrapping_mul(7919) | 1);
        let mut kills = Vec::new();
        for k in 0..shape.kills {
            // Spread over the burst by its progress (whatever the
            // machine's speed): after every KILL_EVERY moves sent, at a
            // random moment soon after.
            let due = (k + 1) * KILL_EVERY;
            let waiting = Instant::now();
            while sent.load(Ordering::SeqCst) < due {
                assert!(
                    waiting.elapsed() < Duration::from_secs(120),
                    "seed {}: {} moves sent, kill {k} waits for {due}",
                    shape.seed,
                    sent.load(Ordering::SeqCst)
                );
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            tokio::time::sleep(Duration::from_millis(rng.below(500))).await;
            // Killed while it works: a process with a move on its way,
            // drawn at random among those that have one when one does.
            let busy = Instant::now();
            let (i, working) = loop {
                let working: Vec<(usize, usize)> = in_flight
                    .iter()
                    .map(|n| n.load(Ordering::SeqCst))
                    .enumerate()
                    .filter(|(_, n)| *n > 0)
                    .collect();
                if !working.is_empty() {
                    break working[rng.below(working.len() as u64) as usize];
                }
                assert!(
                    busy.elapsed() < Duration::from_secs(60),
                    "seed {}: no process had a move in flight for a minute before kill {k}",
                    shape.seed
                );
                tokio::time::sleep(Duration::from_millis(1)).await;
            };
            live.lock().unwrap()[i] = None;
            tables_live.lock().unwrap()[i] = None;
            procs[i].kill_9();
            kills.push((began.elapsed().as_millis(), procs[i].name.clone(), working));
            kills_left.fetch_sub(1, Ordering::SeqCst);
            if shape.restart_database && k == shape.kills / 2 {
                if let Some(server) = database {
                    server.stop();
                    tokio::time::sleep(Duration::from_millis(1_000)).await;
                    server.restart();
                }
            }
            let p = serve_with_table(&d, &format!("serve-{i}-{k}"), &fake, db).await;
            live.lock().unwrap()[i] = p.base.clone();
            tables_live.lock().unwrap()[i] = p.table.clone();
            procs[i] = p;
        }
        kills
    };
    let rest = async {
        let (_, kills) = tokio::join!(drivers, killer);
        let burst = began.elapsed();

        // Discord answers again: what is owed goes out, within the answer's
        // grace and a dead holder's lease.
        let failed = fake.stop_failing();
        let recovering = Instant::now();
        let bot_games: Vec<i64> = tables
            .iter()
            .filter(|t| t.black.is_none())
            .map(|t| t.game)
            .collect();
        let bound = Duration::from_millis(
            (alice::service::outbox::ANSWER_GRACE_MS + 3_000 + 10_000) as u64,
        );
        loop {
            let owed = count(&store, "SELECT COUNT(*) FROM outbox WHERE done_at IS NULL").await;
            let mut bot_to_move = 0;
            for &g in &bot_games {
                let (_, ply, status, _, _) = game_state(&store, g).await;
                if status == "active" && ply % 2 == 1 {
                    bot_to_move += 1;
                }
            }
            if owed == 0 && bot_to_move == 0 {
                break;
            }
            assert!(
            recovering.elapsed() < bound,
            "seed {}: after {:?}, {owed} outbox rows owed and {bot_to_move} bot games waiting for the bot",
            shape.seed,
            recovering.elapsed()
        );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let recovered = recovering.elapsed();
        // Each spectator has the game as stored.
        let caught_up = Instant::now();
        'watching: while caught_up.elapsed() < Duration::from_secs(20) {
            for (game, _) in &watched {
                let (_, ply, _, _, _) = game_state(&store, *game).await;
                let last = seen.lock().unwrap()[game].last().map(|s| s.ply);
                if last != Some(ply) {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue 'watching;
                }
            }
            break;
        }
        over.store(true, Ordering::SeqCst);
        (kills, burst, failed, recovered)
    };
    let (_, (kills, burst, failed, recovered)) = tokio::join!(spectators, rest);

    // Every acknowledged move is stored.
    let stored: Vec<(i64, i64, String, String, i64)> = store
        .fetch(
            "SELECT m.game_id, m.ply, m.coords, m.san, COALESCE(m.played_by, 0) FROM moves m ORDER BY m.game_id, m.ply",
        )
        .await
        .unwrap();
    let at: HashMap<(i64, i64), &str> = stored
        .iter()
        .map(|(g, p, uci, _, _)| ((*g, *p), uci.as_str()))
        .collect();
    let acknowledged = acknowledged.into_inner().unwrap();
    for (g, p, uci) in &acknowledged {
        assert_eq!(
            at.get(&(*g, *p)).copied(),
            Some(uci.as_str()),
            "seed {}: game {g} ply {p}: acknowledged {uci}",
            shape.seed
        );
    }

    // Every stored move was announced exactly once in its game's thread:
    // a person's as "pNN played SAN.", the bot's as "replied SAN." in the
    // answer to the move before it or "played SAN." in a notice of its own.
    let mut announced = 0;
    for t in &tables {
        let texts = fake.texts_in(&t.thread.to_string());
        let mut expected: HashMap<String, usize> = HashMap::new();
        for (_, ply, _, san, by) in stored.iter().filter(|m| m.0 == t.game) {
            let key = if *by == 0 {
                format!("Alice (level 1) r/p {san}.")
            } else {
                let who = if ply % 2 == 1 {
                    &t.white
                } else {
                    t.black.as_ref().unwrap()
                };
                format!("{} played {san}.", who.name)
            };
            *expected.entry(key).or_default() += 1;
        }
        for (key, n) in &expected {
            let found = texts
                .iter()
                .filter(|text| match key.strip_prefix("Alice (level 1) r/p ") {
                    Some(san) => {
                        text.contains(&format!("Alice (level 1) replied {san}"))
                            || text.contains(&format!("Alice (level 1) played {san}"))
                    }
                    None => text.contains(key.as_str()),
                })
                .count();
            assert_eq!(
                found, *n,
                "seed {}: game {} ({}): `{key}` announced {found} times, stored {n} times; the thread:\n{}",
                shape.seed,
                t.game,
                t.thread,
                texts.join("\n---\n")
            );
            announced += n;
        }
    }

    // Black was sent one DM for each of White's moves, exactly.
    let mut dms = 0;
    for t in tables.iter().filter(|t| t.black.is_some()) {
        let black = t.black.as_ref().unwrap();
        let expected = stored
            .iter()
            .filter(|m| m.0 == t.game && m.1 % 2 == 1)
            .count();
        let channel = fake.dm_channel_of(black).unwrap_or_default();
        let sent: Vec<String> = fake
            .texts_in(&channel)
            .into_iter()
            .filter(|text| text.contains(&format!("Your move in game #{} ", t.game)))
            .collect();
        assert_eq!(
            sent.len(),
            expected,
            "seed {}: {}'s DMs of game {}:\n{}",
            shape.seed,
            black.name,
            t.game,
            sent.join("\n")
        );
        dms += expected;
    }

    // Each spectator, its socket cut by every kill of its process and
    // opened again elsewhere, was shown every move: its last state is the
    // game as stored, no state came twice, and none went back.
    let seen = seen.into_inner().unwrap();
    let mut states = 0;
    for (game, _) in &watched {
        let got = &seen[game];
        let stored_here = stored.iter().filter(|m| m.0 == *game).count();
        let last = got
            .last()
            .unwrap_or_else(|| panic!("seed {}: game {game} never shown", shape.seed));
        assert_eq!(
            (last.ply, last.moves),
            (stored_here as i64, stored_here),
            "seed {}: game {game}'s spectator was last shown {last:?}",
            shape.seed
        );
        let versions: std::collections::HashSet<&str> =
            got.iter().map(|s| s.version.as_str()).collect();
        assert_eq!(
            versions.len(),
            got.len(),
            "seed {}: game {game} shown twice: {got:?}",
            shape.seed
        );
        assert!(
            got.windows(2)
                .all(|w| w[0].ply <= w[1].ply && w[0].moves as i64 == w[0].ply),
            "seed {}: game {game} went back: {got:?}",
            shape.seed
        );
        states += got.len();
    }

    // No game is stuck: each was played to its plies (the bot answered
    // every move), unless the bot ended it.
    for t in &tables {
        let (_, ply, status, _, _) = game_state(&store, t.game).await;
        let bot_ended = t.black.is_none() && status == "finished" && ply % 2 == 0;
        assert!(
            bot_ended || (status == "active" && ply >= shape.plies - 1),
            "seed {}: game {} stopped at ply {ply}, {status}",
            shape.seed,
            t.game
        );
    }
    let outcomes: Vec<(String, i64)> = store
        .fetch(
            "SELECT COALESCE(outcome, 'pending'), COUNT(*) FROM outbox GROUP BY outcome ORDER BY 1",
        )
        .await
        .unwrap();
    // Every row owed was delivered one way or another: answered by its
    // own process, delivered or (a closed DM, an answer too late to edit)
    // delivered another way, or found done; none refused, none given up.
    for (outcome, n) in &outcomes {
        assert!(
            ["answered", "delivered", "fallback", "found done"].contains(&outcome.as_str()),
            "seed {}: {n} outbox rows ended `{outcome}`: {outcomes:?}",
            shape.seed
        );
    }
    let rows = count(&store, "SELECT COUNT(*) FROM outbox").await;
    assert_eq!(outcomes.iter().map(|o| o.1).sum::<i64>(), rows);
    // Each kill landed while the process was answering a move, and some
    // answer was cut off by one.
    for (at, name, working) in &kills {
        assert!(
            *working > 0,
            "seed {}: {name} was killed at {at} ms with nothing in flight",
            shape.seed
        );
    }
    assert!(
        broken.load(Ordering::SeqCst) > 0,
        "seed {}: no kill cut off a move",
        shape.seed
    );
    println!(
        "chaos (seed {}): {} processes, {} moves stored ({} by the bot), {} sent, {} acknowledged, {} announced once each, {} turn DMs sent once each, {} states shown to {} spectators; \
         {} calls failed ({} 5xx, {} lost, {} 429); {} moves cut off by a kill; killed (ms, process, moves in flight) {:?}{}; burst {:.1} s, owed all delivered {:.1} s after Discord recovered; outbox: {:?}",
        shape.seed,
        shape.processes,
        stored.len(),
        stored.iter().filter(|m| m.4 == 0).count(),
        sent.load(Ordering::SeqCst),
        acknowledged.len(),
        announced,
        dms,
        states,
        watched.len(),
        failed.len(),
        failed.iter().filter(|f| f.2 == "500").count(),
        failed.iter().filter(|f| f.2 == "lost").count(),
        failed.iter().filter(|f| f.2 == "429").count(),
        broken.load(Ordering::SeqCst),
        kills,
        if shape.restart_database { ", the database restarted once" } else { "" },
        burst.as_secs_f64(),
        recovered.as_secs_f64(),
        outcomes,
    );
    assert!(
        stored.len() >= 500,
        "seed {}: only {} moves stored",
        shape.seed,
        stored.len()
    );
    assert_eq!(kills.len(), shape.kills);
    store.close().await;
}

#[test]
fn three_processes_on_postgres_survive_kills_a_failing_discord_and_a_database_restart() {
    rt().block_on(async {
        let server = pg::OwnServer::start();
        let db = server.database("chaos");
        let shape = Shape {
            processes: 3,
            kills: 5,
            restart_database: true,
            people_games: 6,
            bot_games: 2,
            plies: 80,
            seed: 20_261_202,
        };
        chaos(shape, &db, Some(&server)).await;
    });
}

#[test]
fn one_process_on_sqlite_survives_a_kill_and_a_failing_discord() {
    rt().block_on(async {
        let d = dir("chaos-sqlite");
        let db = d.join("alice.db").to_str().unwrap().to_string();
        let shape = Shape {
            processes: 1,
            kills: 1,
            restart_database: false,
            people_games: 6,
            bot_games: 2,
            plies: 80,
            seed: 4_242,
        };
        chaos(shape, &db, None).await;
    });
}

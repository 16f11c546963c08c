//! End to end: the real serenity client of the bot against a fake Discord
//! on 127.0.0.1 (HTTP API through `DISCORD_PROXY_URL`, gateway websocket).
//! The tests send INTERACTION_CREATE events and assert on the requests the
//! bot sends back and on the database rows.

mod fake_discord;

use alice::discord::{self, Settings};
use alice::service::{Config, Service};
use alice::store::Store;
use fake_discord::{FakeDiscord, Opt, TestUser, ALICE, APP_ID, BOB, CAROL, CHANNEL_ID, GUILD_ID};
use serde_json::json;
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const T0: i64 = 1_795_910_400_000; // 2026-11-29

struct TempDir(PathBuf);
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

struct Env {
    db: String,
    clock: Arc<AtomicI64>,
    fake: FakeDiscord,
    connects: usize,
    _dir: TempDir,
}

struct Bot {
    stop: oneshot::Sender<()>,
    handle: JoinHandle<Result<(), String>>,
}

impl Bot {
    async fn stop(self) {
        let _ = self.stop.send(());
        tokio::time::timeout(Duration::from_secs(30), self.handle)
            .await
            .expect("the bot did not stop within 30 s")
            .expect("bot task")
            .expect("the bot stopped with an error");
    }
}

async fn env(name: &str) -> Env {
    let dir = std::env::temp_dir().join(format!("alice-discord-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Env {
        db: dir.join("alice.db").to_str().unwrap().to_string(),
        clock: Arc::new(AtomicI64::new(T0)),
        fake: FakeDiscord::start().await,
        connects: 0,
        _dir: TempDir(dir),
    }
}

impl Env {
    /// Starts the bot (again) on the same database and waits until it has
    /// connected and registered its commands.
    async fn start(&mut self) -> Bot {
        let store = Store::open(&self.db).await.unwrap();
        let c = self.clock.clone();
        let service = Service::new(
            store,
            Arc::new(move || c.load(Ordering::SeqCst)),
            Config::default(),
        );
        let settings = Settings {
            token: fake_discord::TOKEN.into(),
            guild_id: Some(GUILD_ID),
            proxy_url: Some(self.fake.http_url.clone()),
            sweep_every: Duration::from_millis(50),
        };
        let from = self.fake.mark();
        let (stop, rx) = oneshot::channel();
        let handle = tokio::spawn(discord::run(Arc::new(service), settings, async {
            let _ = rx.await;
        }));
        self.connects += 1;
        self.fake.wait_identified(self.connects).await;
        let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
        self.fake
            .wait_for(from, |r| r.method == "PUT" && r.path == path)
            .await;
        Bot { stop, handle }
    }

    fn advance(&self, ms: i64) {
        self.clock.fetch_add(ms, Ordering::SeqCst);
    }

    async fn cmd(&self, who: &TestUser, name: &str, opts: Vec<Opt>) -> fake_discord::Answer {
        self.fake.call(self.fake.slash(who, name, opts)).await
    }

    async fn mv(&self, who: &TestUser, text: &str) -> fake_discord::Answer {
        self.cmd(who, "move", vec![Opt::Str("move", text.into())])
            .await
    }

    /// The suggestions for `option` of `/command` while `typed` is typed.
    async fn suggest(
        &self,
        who: &TestUser,
        command: &str,
        option: &'static str,
        typed: &str,
        mut others: Vec<Opt>,
    ) -> Vec<(String, serde_json::Value)> {
        others.push(Opt::Focused(option, typed.into()));
        let a = self.fake.call(self.fake.slash(who, command, others)).await;
        assert_eq!(a.kind, 8, "an autocomplete answer");
        a.choices
    }

    async fn press(&self, who: &TestUser, id: &str) -> fake_discord::Answer {
        self.fake.call(self.fake.press(who, id)).await
    }

    /// alice (White) against bob, accepted by button: game #1.
    async fn game(&self) {
        let a = self
            .cmd(
                &ALICE,
                "challenge",
                vec![
                    Opt::User("opponent", BOB),
                    Opt::Str("color", "white".into()),
                ],
            )
            .await;
        assert_eq!(a.buttons, ["accept:1", "decline:1"]);
        let a = self.press(&BOB, "accept:1").await;
        assert!(!a.ephemeral, "{}", a.content);
    }

    async fn rows(&self, sql: &str) -> Vec<String> {
        let store = Store::open(&self.db).await.unwrap();
        let mut conn = store.read().await.unwrap();
        let rows: Vec<(String,)> = sqlx::query_as(sql).fetch_all(&mut *conn).await.unwrap();
        drop(conn);
        store.close().await;
        rows.into_iter().map(|r| r.0).collect()
    }
}

impl Env {
    /// Each game's `status result termination`.
    async fn outcomes(&self) -> Vec<String> {
        self.rows("SELECT status || ' ' || result || ' ' || termination FROM games ORDER BY id")
            .await
    }

    /// The moves stored, in order, as one line (one game).
    async fn sans(&self) -> Vec<String> {
        self.rows("SELECT group_concat(san, ' ') FROM (SELECT san FROM moves ORDER BY ply)")
            .await
    }
}

/// Where the bot edits its channel messages.
fn channel_messages() -> String {
    format!("/api/v10/channels/{CHANNEL_ID}/messages/")
}

fn ping(u: &TestUser) -> String {
    format!("<@{}>", u.id)
}

fn is_png(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_accepted_by_button_is_played_to_mate() {
    let mut e = env("mate").await;
    let bot = e.start().await;

    // The commands were registered in the guild, with typed options.
    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT")
        .unwrap();
    let names: Vec<&str> = put
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "challenge",
            "accept",
            "decline",
            "play",
            "move",
            "board",
            "resign",
            "draw",
            "takeback",
            "abort",
            "games",
            "pgn",
            "rating",
            "leaderboard",
            "rules",
            "help"
        ]
    );
    let mv = &put.json[4]["options"][0];
    assert_eq!(mv["name"], "move");
    assert_eq!(mv["type"], 3);
    assert_eq!(mv["required"], true);
    assert_eq!(mv["autocomplete"], true);

    let a = e
        .cmd(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
            ],
        )
        .await;
    assert_eq!(a.kind, 4);
    assert_eq!(
        a.content,
        format!(
            "{}\nbob, alice challenges you to a game of Alice chess (rated, 3 days per move, en passant on, alice plays White). Challenge #1 is open for 1 day.",
            ping(&BOB)
        )
    );
    assert_eq!(a.pings, [BOB.id.to_string()]);
    assert_eq!(a.buttons, ["accept:1", "decline:1"]);
    assert!(!a.ephemeral);

    // Only bob may answer.
    let a = e.press(&CAROL, "accept:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #1 is not addressed to you.");
    let a = e.press(&CAROL, "decline:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #1 is not addressed to you.");

    let a = e.press(&BOB, "accept:1").await;
    assert_eq!(a.kind, 4);
    assert!(!a.ephemeral);
    assert_eq!(
        a.content,
        format!(
            "{} {}\nGame #1 begins: alice (White) vs bob (Black). alice (white) to move, 3 days left.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    assert_eq!(a.pings, [ALICE.id.to_string(), BOB.id.to_string()]);
    assert_eq!(a.buttons, ["resign:1:0", "draw:1:0"]);
    assert_eq!(a.files.len(), 1);
    assert_eq!(a.files[0].0, "game-1-ply-000.png");
    assert!(is_png(&a.files[0].1));

    // The challenge's buttons are spent: they are removed from its message.
    let spent = e
        .fake
        .wait_for(0, |r| {
            r.method == "PATCH" && r.path.starts_with(&channel_messages())
        })
        .await;
    assert_eq!(spent.json["components"], json!([]));

    // A double click on Accept changes nothing.
    let a = e.press(&BOB, "accept:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #1 was already accepted.");

    let plies = [
        (&ALICE, "a3", &BOB),
        (&BOB, "Na6", &ALICE),
        (&ALICE, "Ra4", &BOB),
        (&BOB, "e5", &ALICE),
    ];
    for (i, (who, text, next)) in plies.iter().enumerate() {
        let a = e.mv(who, text).await;
        assert_eq!(a.kind, 4, "{}", a.content);
        assert!(!a.ephemeral, "{}", a.content);
        assert!(
            a.content
                .starts_with(&format!("{}\n{} played {text}. ", ping(next), who.name)),
            "{}",
            a.content
        );
        assert_eq!(a.pings, [next.id.to_string()]);
        assert_eq!(
            a.buttons,
            [format!("resign:1:{}", i + 1), format!("draw:1:{}", i + 1)]
        );
        assert!(is_png(&a.files[0].1));
    }
    let a = e.mv(&ALICE, "Re4/A").await;
    assert_eq!(
        a.content,
        format!(
            "{} {}\nalice played Re4/A#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    assert!(a.buttons.is_empty());
    assert!(is_png(&a.files[0].1));

    // Only bob's accepting press edited a message (not carol's presses, not
    // the double click).
    let edits = e
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with(&channel_messages()))
        .count();
    assert_eq!(edits, 1);

    // The PGN of the finished game.
    let a = e.cmd(&BOB, "pgn", vec![Opt::Int("game", 1)]).await;
    assert_eq!(a.files[0].0, "alice-game-1.pgn");
    let pgn = String::from_utf8(a.files[0].1.clone()).unwrap();
    assert!(pgn.contains("[Variant \"Alice\"]"), "{pgn}");
    assert!(pgn.contains("1. a3 Na6 2. Ra4 e5 3. Re4/A# 1-0"), "{pgn}");

    // The rating card carries the history chart.
    let a = e.cmd(&ALICE, "rating", vec![]).await;
    assert!(a.content.starts_with("alice: rating "), "{}", a.content);
    assert!(
        a.content.contains("Games: 1 (1 won, 0 lost, 0 drawn)"),
        "{}",
        a.content
    );
    assert!(a.files[0].0.starts_with("rating-"), "{}", a.files[0].0);
    assert!(is_png(&a.files[0].1));

    bot.stop().await;
    assert_eq!(
        e.rows("SELECT status || ' ' || result || ' ' || termination || ' ' || ply FROM games")
            .await,
        ["finished 1-0 checkmate 5"]
    );
    assert_eq!(e.sans().await, ["a3 Na6 Ra4 e5 Re4/A#"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mistakes_get_private_specific_answers_and_change_nothing() {
    let mut e = env("errors").await;
    let bot = e.start().await;
    e.game().await;

    // Out of turn.
    let a = e
        .cmd(
            &BOB,
            "move",
            vec![Opt::Str("move", "e5".into()), Opt::Int("game", 1)],
        )
        .await;
    assert_eq!(a.kind, 4);
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "It is not your turn in game #1: alice is to move."
    );
    let a = e.mv(&BOB, "e5").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "It is not your turn in any of your games (#1 waits for alice)."
    );

    // Illegal and unreadable moves.
    let a = e.mv(&ALICE, "Ke2").await;
    assert!(a.ephemeral);
    assert!(a.pings.is_empty());
    assert_eq!(a.content, "Ke2: e2 on board A holds one of your own pieces");
    let a = e.mv(&ALICE, "hello").await;
    assert!(a.ephemeral);
    assert!(a.content.contains("hello"), "{}", a.content);

    // A stranger's button press.
    let a = e.press(&CAROL, "resign:1:0").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "You are not playing in game #1.");
    // A game that does not exist.
    let a = e.cmd(&CAROL, "board", vec![Opt::Int("game", 9)]).await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "There is no game #9.");
    // Challenging the bot itself.
    let me = TestUser {
        id: APP_ID,
        name: "Alice",
    };
    let a = e
        .cmd(&CAROL, "challenge", vec![Opt::User("opponent", me)])
        .await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "To play against me, use /play (with a level from 1 to 8)."
    );

    // Nothing was stored by any of that.
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT CAST(count(*) AS TEXT) FROM moves").await,
        ["0"]
    );
    assert_eq!(
        e.rows("SELECT status || ' ' || ply FROM games").await,
        ["active 0"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_buttons_say_so_and_do_nothing() {
    let mut e = env("stale").await;
    let bot = e.start().await;
    e.game().await;
    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(a.buttons, ["resign:1:1", "draw:1:1"]);
    // The board of ply 0 is stale now.
    let a = e.press(&ALICE, "draw:1:0").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Game #1 has changed since then; nothing was done. Look at /board game:1 and try again."
    );
    let a = e.press(&BOB, "resign:1:0").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 has changed since then"));
    // A button this version does not know.
    let a = e.press(&BOB, "castle:1:1").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "This button belongs to an older version of me; use the slash commands instead."
    );
    // The current button works.
    let a = e.press(&BOB, "resign:1:1").await;
    assert!(!a.ephemeral);
    assert!(
        a.content
            .contains("Game #1 is over: alice (White) wins by resignation, 1-0."),
        "{}",
        a.content
    );
    bot.stop().await;
    assert_eq!(e.outcomes().await, ["finished 1-0 resignation"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot_defers_then_edits() {
    let mut e = env("bot").await;
    let bot = e.start().await;
    let a = e
        .cmd(
            &ALICE,
            "play",
            vec![Opt::Int("level", 1), Opt::Str("color", "white".into())],
        )
        .await;
    assert_eq!(a.kind, 5, "a game against the engine is deferred first");
    assert_eq!(
        a.content,
        format!(
            "{}\nGame #1 begins: alice plays White against Alice (level 1). alice (white) to move, 14 days left.",
            ping(&ALICE)
        )
    );
    assert!(is_png(&a.files[0].1));
    assert_eq!(a.buttons, ["resign:1:0", "draw:1:0"]);

    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(a.kind, 5);
    assert!(!a.ephemeral);
    let head = format!(
        "{}\nalice played e4. Alice (level 1) replied ",
        ping(&ALICE)
    );
    assert!(a.content.starts_with(&head), "{}", a.content);
    assert!(
        a.content
            .ends_with(". alice (white) to move, 14 days left."),
        "{}",
        a.content
    );
    assert_eq!(a.buttons, ["resign:1:2", "draw:1:2"]);
    assert!(is_png(&a.files[0].1));

    // A mistake in a bot game: deferred, then a private answer.
    let a = e.mv(&ALICE, "Ra3").await;
    assert_eq!(a.kind, 5);
    assert!(a.ephemeral);
    assert!(a.pings.is_empty());
    assert!(a.content.starts_with("Ra3: "), "{}", a.content);
    // The public "thinking…" message made way for the private answer.
    let deleted = format!("/api/v10/webhooks/{APP_ID}/tok");
    assert!(e
        .fake
        .requests()
        .iter()
        .any(|r| r.method == "DELETE" && r.path.starts_with(&deleted)));

    // With Black, the bot opens at once.
    let a = e
        .cmd(
            &BOB,
            "play",
            vec![Opt::Int("level", 2), Opt::Str("color", "black".into())],
        )
        .await;
    assert_eq!(a.kind, 5);
    assert!(
        a.content
            .contains("Game #2 begins: bob plays Black against Alice (level 2). Alice opens with "),
        "{}",
        a.content
    );
    assert!(a.content.contains("bob (black) to move"), "{}", a.content);
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT CAST(ply AS TEXT) FROM games ORDER BY id")
            .await,
        ["2", "1"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_games_and_challenges_autocomplete() {
    let mut e = env("complete").await;
    let bot = e.start().await;
    e.game().await;
    let all = e.suggest(&ALICE, "move", "move", "", vec![]).await;
    assert_eq!(all.len(), 20);
    assert!(all.iter().all(|(n, v)| v == n));
    assert_eq!(
        e.suggest(&ALICE, "move", "move", "nf", vec![]).await,
        [("Nf3".to_string(), json!("Nf3"))]
    );
    let mut names: Vec<String> = e
        .suggest(&ALICE, "move", "move", "e", vec![Opt::Int("game", 1)])
        .await
        .into_iter()
        .map(|c| c.0)
        .collect();
    names.sort();
    assert_eq!(names, ["e3", "e4"]);
    // Not bob's turn: nothing to offer.
    assert!(e.suggest(&BOB, "move", "move", "", vec![]).await.is_empty());

    // Challenge options offer the open challenges: to answer, or to cancel.
    e.cmd(&CAROL, "challenge", vec![Opt::User("opponent", BOB)])
        .await;
    assert_eq!(
        e.suggest(&BOB, "accept", "challenge", "", vec![]).await,
        [(
            "#2 from carol (rated, 3 days per move)".to_string(),
            json!(2)
        )]
    );
    assert_eq!(
        e.suggest(&CAROL, "decline", "challenge", "", vec![]).await,
        [(
            "#2 your challenge to bob (rated, 3 days per move)".to_string(),
            json!(2)
        )]
    );
    assert!(e
        .suggest(&CAROL, "accept", "challenge", "", vec![])
        .await
        .is_empty());

    // The game option offers the player's games.
    assert_eq!(
        e.suggest(&BOB, "board", "game", "", vec![]).await,
        [("#1 vs alice · their move".to_string(), json!(1))]
    );
    assert!(e
        .suggest(&BOB, "board", "game", "7", vec![])
        .await
        .is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_a_game_loses_nothing() {
    let mut e = env("restart").await;
    let bot = e.start().await;
    e.game().await;
    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(a.buttons, ["resign:1:1", "draw:1:1"]);
    bot.stop().await;

    let bot = e.start().await;
    // A button drawn before the restart still works.
    let a = e.press(&BOB, "draw:1:1").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(a.content.contains("bob offers a draw"), "{}", a.content);
    let a = e.mv(&BOB, "e5").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(
        a.content
            .starts_with(&format!("{}\nbob played e5. ", ping(&ALICE))),
        "{}",
        a.content
    );
    assert_eq!(a.buttons, ["resign:1:2", "draw:1:2"]);
    // ...and the one from before the restart is stale now.
    let a = e.press(&ALICE, "resign:1:1").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 has changed since then"));
    let a = e.mv(&ALICE, "Nf3").await;
    assert!(!a.ephemeral, "{}", a.content);
    bot.stop().await;
    assert_eq!(e.sans().await, ["e4 e5 Nf3"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sweeper_posts_timeouts_in_the_game_channel() {
    let mut e = env("sweep").await;
    let bot = e.start().await;
    let a = e
        .cmd(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "black".into()),
                Opt::Str("time", "10m".into()),
            ],
        )
        .await;
    assert!(a.content.contains("10 minutes per move"), "{}", a.content);
    let a = e.press(&BOB, "accept:1").await;
    assert!(
        a.content.contains("bob (white) to move, 10 minutes left."),
        "{}",
        a.content
    );
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    // With a quarter of the time left, a reminder.
    let from = e.fake.mark();
    e.advance(8 * 60 * 1000);
    let post = e
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path == path)
        .await;
    assert_eq!(
        post.json["content"],
        format!(
            "{}\nbob, it is your move in game #1: 2 minutes left.",
            ping(&BOB)
        )
    );
    let from = e.fake.mark();
    e.advance(3 * 60 * 1000);
    let post = e
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path == path)
        .await;
    assert_eq!(
        post.json["content"],
        format!(
            "{} {}\nGame #1: bob ran out of time. alice wins on time.",
            ping(&BOB),
            ping(&ALICE)
        )
    );
    let users: Vec<String> = post.json["allowed_mentions"]["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| {
            u.as_str()
                .map(str::to_string)
                .unwrap_or_else(|| u.to_string())
        })
        .collect();
    assert_eq!(users, [BOB.id.to_string(), ALICE.id.to_string()]);
    bot.stop().await;
    assert_eq!(e.outcomes().await, ["finished 0-1 timeout"]);
}

/// `alice run` as operators start it: the binary, configured by the
/// environment and `.env`.
fn alice_run(dir: &std::path::Path) -> std::process::Command {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_alice"));
    c.arg("run")
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_GUILD_ID")
        .env_remove("DISCORD_PROXY_URL")
        .env_remove("RUST_LOG")
        .env("DATABASE_URL", dir.join("bot.db").to_str().unwrap());
    c
}

#[test]
fn a_missing_or_malformed_token_is_a_one_line_error() {
    let dir = std::env::temp_dir().join(format!("alice-run-token-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let _guard = TempDir(dir.clone());

    let out = alice_run(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example)\n"
    );

    // `alice` alone is `alice run`.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
        .current_dir(&dir)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example)\n"
    );

    // Read from .env; the token itself is never repeated.
    std::fs::write(dir.join(".env"), "DISCORD_TOKEN=abc.secretpart\n").unwrap();
    let out = alice_run(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: DISCORD_TOKEN is malformed: "),
        "{err}"
    );
    assert!(!err.contains("secretpart"), "{err}");

    let out = alice_run(&dir)
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("DISCORD_GUILD_ID", "my-server")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: DISCORD_GUILD_ID must be a server id (a number), not `my-server`\n"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_serves_until_sigterm_and_never_logs_the_token() {
    let e = env("binary").await;
    let dir = e._dir.0.clone();
    let log = std::fs::File::create(dir.join("stderr.log")).unwrap();
    let mut child = alice_run(&dir)
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("DISCORD_PROXY_URL", &e.fake.http_url)
        .env("RUST_LOG", "trace")
        .stderr(log)
        .spawn()
        .unwrap();
    e.fake.wait_identified(1).await;
    // Without DISCORD_GUILD_ID the commands are registered globally.
    let path = format!("/api/v10/applications/{APP_ID}/commands");
    let put = e
        .fake
        .wait_for(0, |r| r.method == "PUT" && r.path == path)
        .await;
    assert_eq!(put.json.as_array().map(Vec::len), Some(16));
    let a = e.cmd(&ALICE, "rules", vec![]).await;
    assert!(
        a.content
            .starts_with("**Alice chess** is chess on two boards"),
        "{}",
        a.content
    );
    assert!(is_png(&a.files[0].1));
    // /help lists the table's commands, to the one who asked.
    let a = e.cmd(&ALICE, "help", vec![]).await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        alice::commands::help(
            &alice::service::Config::default(),
            alice::commands::Front::Everywhere
        )
    );

    let term = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    let mut status = None;
    for _ in 0..300 {
        if let Some(s) = child.try_wait().unwrap() {
            status = Some(s);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let status = match status {
        Some(s) => s,
        None => {
            let _ = child.kill();
            panic!("alice run did not stop within 30 s of SIGTERM");
        }
    };
    let log = std::fs::read_to_string(dir.join("stderr.log")).unwrap();
    assert!(status.success(), "{status}\n{log}");
    assert!(log.contains("slash commands registered"), "{log}");
    assert!(log.contains("stopped"), "{log}");
    let secret = fake_discord::TOKEN.split('.').nth(2).unwrap();
    assert!(!log.contains(secret), "the token appears in the log");
    assert!(dir.join("bot.db").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_internal_error_is_an_apology_with_an_error_id() {
    let mut e = env("internal").await;
    let bot = e.start().await;
    e.game().await;
    // Someone edits the database by hand: the stored position no longer
    // agrees with the moves.
    {
        let store = Store::open(&e.db).await.unwrap();
        let mut tx = store.write().await.unwrap();
        sqlx::query("UPDATE games SET fen = '8/8/8/8/8/8/8/K6k|8/8/8/8/8/8/8/8 w - - 0 1'")
            .execute(&mut *tx)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        store.close().await;
    }
    let (id, event) = e.fake.slash(&ALICE, "board", vec![Opt::Int("game", 1)]);
    let a = e.fake.call((id, event)).await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        format!("Sorry, something went wrong on our side and nothing was changed. (error {id:x})")
    );
    bot.stop().await;
}

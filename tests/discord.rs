//! End to end: the real serenity client of the bot against a fake Discord
//! on 127.0.0.1 (HTTP API through `DISCORD_PROXY_URL`, gateway websocket).
//! The tests send INTERACTION_CREATE events and assert on the requests the
//! bot sends back and on the database rows.

mod fake_discord;
mod images;
mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::discord;
use alice::service::{Config, Service};
use alice::store::{Kind, Store};
use fake_discord::{FakeDiscord, Opt, TestUser, ALICE, APP_ID, BOB, CAROL, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const T0: i64 = 1_795_910_400_000; // 2026-11-29

struct Env {
    db: String,
    clock: Arc<AtomicI64>,
    fake: FakeDiscord,
    connects: usize,
    /// The server's default for threads (the older tests play in the
    /// channel, as a server with threads switched off does).
    threads: bool,
    /// The engine worker's threads.
    engine_threads: usize,
    /// The live table and its Activity are on.
    activity: bool,
    dir: scratch::Scratch,
}

struct Bot {
    stop: oneshot::Sender<()>,
    handle: JoinHandle<Result<(), String>>,
    service: Arc<Service>,
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
    let kind = support::backend();
    let dir = scratch::Scratch::new(&format!("discord-{name}-{kind:?}"));
    let db = match kind {
        Kind::Sqlite => dir.join("alice.db").to_str().unwrap().to_string(),
        Kind::Postgres => pg::database(&format!("discord_{name}")),
    };
    Env {
        db,
        clock: Arc::new(AtomicI64::new(T0)),
        fake: FakeDiscord::start().await,
        connects: 0,
        threads: false,
        engine_threads: Config::default().engine_threads,
        activity: false,
        dir,
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
            Config {
                threads: self.threads,
                engine_threads: self.engine_threads,
                // About a second for the six positions of `support::mate`.
                analysis_nodes: 300_000,
                web_url: self.activity.then(|| "https://table.example".to_string()),
                activity: self.activity,
                ..Config::default()
            },
        );
        let service = Arc::new(service);
        let settings = self.fake.settings(Duration::from_millis(50));
        let from = self.fake.mark();
        let (stop, rx) = oneshot::channel();
        let handle = tokio::spawn(discord::run(service.clone(), settings, async {
            let _ = rx.await;
        }));
        self.connects += 1;
        self.fake.wait_identified(self.connects).await;
        let path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
        self.fake
            .wait_for(from, |r| r.method == "PUT" && r.path == path)
            .await;
        Bot {
            stop,
            handle,
            service,
        }
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
        let rows: Vec<(String,)> = store.fetch(sql).await.unwrap();
        store.close().await;
        rows.into_iter().map(|r| r.0).collect()
    }

    /// Changes the database behind the bot's back (as an operator could).
    async fn exec(&self, sql: &str) {
        let store = Store::open(&self.db).await.unwrap();
        store.execute(sql).await.unwrap();
        store.close().await;
    }
}

impl Env {
    /// Each game's `status result ending`.
    async fn outcomes(&self) -> Vec<String> {
        self.rows("SELECT status || ' ' || result || ' ' || ending FROM games ORDER BY id")
            .await
    }

    /// The moves stored, in order, as one line (one game).
    async fn sans(&self) -> Vec<String> {
        self.rows(match support::backend() {
            Kind::Sqlite => {
                "SELECT group_concat(san, ' ') FROM (SELECT san FROM moves ORDER BY ply)"
            }
            Kind::Postgres => "SELECT string_agg(san, ' ' ORDER BY ply) FROM moves",
        })
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

/// Game #1's action buttons at `ply` with no offer standing: Abort
/// before both sides have moved, then Resign, Offer draw and Takeback.
fn actions(ply: i64) -> Vec<String> {
    if ply < 2 {
        vec![format!("abort:1:{ply}")]
    } else {
        ["resign", "draw", "takeback"]
            .map(|kind| format!("{kind}:1:{ply}"))
            .to_vec()
    }
}

/// A PNG that decodes whole.
fn is_png(bytes: &[u8]) -> bool {
    images::decode_png(bytes).0 > 0
}

both! {
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
            "analyze",
            "gif",
            "puzzle",
            "rematch",
            "rating",
            "leaderboard",
            "tournament",
            "settings",
            "server-settings",
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
    assert!(e.fake.can_press(&CAROL, "accept:1"));
    let a = e.press(&CAROL, "accept:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #1 is not addressed to you.");
    let a = e.press(&CAROL, "decline:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #1 is not addressed to you.");

    // bob clicks Accept twice before the first click is answered.
    let double_click = e.fake.press(&BOB, "accept:1");
    let a = e.press(&BOB, "accept:1").await;
    assert_eq!(a.kind, 4);
    assert!(!a.ephemeral);
    assert_eq!(
        a.content,
        format!(
            "{} {}\nGame #1 begins: alice (White) vs bob (Black). alice (White) to move, 3 days left.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    assert_eq!(a.pings, [ALICE.id.to_string(), BOB.id.to_string()]);
    assert_eq!(a.buttons, ["abort:1:0"]);
    assert_eq!(a.files.len(), 1);
    assert_eq!(a.files[0].0, "game-1-ply-000.png");
    assert!(images::is_board_png(&a.files[0].1));

    // The challenge's buttons are spent: they are removed from its message.
    let spent = e
        .fake
        .wait_for(0, |r| {
            r.method == "PATCH" && r.path.starts_with(&channel_messages())
        })
        .await;
    assert_eq!(spent.json["components"], json!([]));
    // That message is the challenge's own: nobody can press them now.
    let challenge_message = spent.path.rsplit('/').next().unwrap();
    let own = e.fake.message(challenge_message).unwrap();
    assert!(
        own["content"].as_str().unwrap().contains("alice challenges you"),
        "{own}"
    );
    assert!(!e.fake.can_press(&BOB, "accept:1") && !e.fake.can_press(&BOB, "decline:1"));

    // The second click of the double click changes nothing.
    let a = e.fake.call(double_click).await;
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
        assert_eq!(a.buttons, actions(i as i64 + 1));
        assert!(images::is_board_png(&a.files[0].1));
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
    // The final message: a rematch, and the history in a row of its own,
    // greyed out past the end.
    assert_eq!(
        a.rows,
        [
            vec!["rematch:1"],
            vec!["first:1:0", "prev:1:4", "next:1:5", "last:1"]
        ]
    );
    assert_eq!(a.disabled, ["next:1:5", "last:1"]);
    assert!(a.menus.is_empty());
    assert!(images::is_board_png(&a.files[0].1));

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
        e.rows("SELECT status || ' ' || result || ' ' || ending || ' ' || ply FROM games")
            .await,
        ["finished 1-0 checkmate 5"]
    );
    assert_eq!(e.sans().await, ["a3 Na6 Ra4 e5 Re4/A#"]);
}
}

both! {
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
    assert_eq!(a.content, "Ke2: e2 on board A holds one of your own pieces.");
    let a = e.mv(&ALICE, "hello").await;
    assert!(a.ephemeral);
    assert!(a.content.contains("hello"), "{}", a.content);

    // A stranger's button press.
    let a = e.press(&CAROL, "abort:1:0").await;
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
}

both! {
async fn stale_buttons_say_so_and_do_nothing() {
    let mut e = env("stale").await;
    let bot = e.start().await;
    e.game().await;
    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(a.buttons, ["abort:1:1"]);
    // The board of ply 0 is stale now.
    let a = e.press(&ALICE, "abort:1:0").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Game #1 has changed since then; nothing was done. Look at /board game:1 and try again."
    );
    let a = e.press(&BOB, "abort:1:0").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 has changed since then"));
    // A button this version does not know, on an older version's message.
    e.fake.old_message(&["castle:1:1"]);
    let a = e.press(&BOB, "castle:1:1").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "This control belongs to an older version of me; use the slash commands instead."
    );
    // The current button works: it asks once more, privately.
    e.mv(&BOB, "e5").await;
    let a = e.press(&BOB, "resign:1:2").await;
    assert!(a.ephemeral);
    assert_eq!(a.buttons, ["resign-yes:1:2", "resign-no:1"]);
    let a = e.press(&BOB, "resign-yes:1:2").await;
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
}

both! {
/// A game's message carries the controls that fit the moment: Abort
/// before both sides have moved, then Resign, Offer draw and Takeback; a
/// standing offer's Accept and Decline for the opponent to press; a press
/// that no longer fits is refused and changes nothing.
async fn the_controls_fit_the_moment() {
    let mut e = env("controls").await;
    let bot = e.start().await;
    e.game().await;
    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(a.buttons, ["abort:1:1"]);
    let a = e.mv(&BOB, "e5").await;
    assert_eq!(a.buttons, ["resign:1:2", "draw:1:2", "takeback:1:2"]);

    // A draw offered: bob is pinged, with Accept draw and Decline draw.
    let a = e.press(&ALICE, "draw:1:2").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert_eq!(a.pings, [BOB.id.to_string()]);
    assert!(
        a.content.contains("alice offers a draw in game #1. bob, accept or decline it"),
        "{}",
        a.content
    );
    assert_eq!(
        a.buttons,
        ["resign:1:2", "draw-yes:1:2", "draw-no:1:2", "takeback:1:2"]
    );
    // Her own offer is not hers to accept.
    let a = e.press(&ALICE, "draw-yes:1:2").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "You already offered a draw in game #1; waiting for an answer."
    );
    // bob declines: alice is told, and Offer draw is back.
    let a = e.press(&BOB, "draw-no:1:2").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert_eq!(a.pings, [ALICE.id.to_string()]);
    assert!(
        a.content.contains("bob declines the draw offer in game #1."),
        "{}",
        a.content
    );
    assert_eq!(a.buttons, actions(2));
    // The offer's Accept, pressed late: nothing stands to accept.
    let a = e.press(&BOB, "draw-yes:1:2").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "No draw offer of your opponent's stands in game #1 (a move lapses it, or it was answered); nothing was done."
    );
    assert_eq!(e.rows("SELECT status || ' ' || ply FROM games").await, ["active 2"]);

    // bob, who moved last, asks for a takeback; alice agrees.
    let a = e.press(&BOB, "takeback:1:2").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert_eq!(a.pings, [ALICE.id.to_string()]);
    assert!(
        a.content.contains("bob asks to take back their last move in game #1."),
        "{}",
        a.content
    );
    assert_eq!(
        a.buttons,
        ["resign:1:2", "draw:1:2", "takeback-yes:1:2", "takeback-no:1:2"]
    );
    let a = e.press(&ALICE, "takeback-yes:1:2").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(
        a.content
            .contains("Takeback agreed: bob's last move is taken back."),
        "{}",
        a.content
    );
    assert_eq!(a.buttons, ["abort:1:1"]);
    // The request's Decline is stale now.
    let a = e.press(&ALICE, "takeback-no:1:2").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 has changed since then"));
    // Before both sides have moved, Abort ends the game uncounted.
    let a = e.press(&BOB, "abort:1:1").await;
    assert!(
        a.content
            .contains("Game #1 was aborted by bob. It does not count."),
        "{}",
        a.content
    );
    bot.stop().await;
    assert_eq!(e.sans().await, ["e4"]);
    assert_eq!(e.rows("SELECT status FROM games").await, ["aborted"]);
}
}

both! {
/// Resigning asks once more, privately: Resign resigns while the game is
/// where it was asked, Keep playing takes the question's place, and
/// `/resign confirm:true` resigns at once.
async fn resigning_asks_once_more() {
    let mut e = env("resign-confirm").await;
    let bot = e.start().await;
    e.game().await;
    e.mv(&ALICE, "e4").await;
    e.mv(&BOB, "e5").await;
    let question = "Resign game #1? This question lapses with the next move.";
    let a = e.press(&BOB, "resign:1:2").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, question);
    assert_eq!(a.buttons, ["resign-yes:1:2", "resign-no:1"]);
    // Keep playing: the question gives way, the game goes on.
    let a = e.press(&BOB, "resign-no:1").await;
    assert_eq!((a.kind, a.ephemeral), (7, true));
    assert_eq!(a.content, "Game #1 goes on.");
    assert!(a.buttons.is_empty(), "{:?}", a.buttons);
    // Asked by command; then a move: the question has lapsed.
    let a = e.cmd(&BOB, "resign", vec![]).await;
    assert!(a.ephemeral);
    assert_eq!(a.content, question);
    assert_eq!(a.buttons, ["resign-yes:1:2", "resign-no:1"]);
    e.mv(&ALICE, "Nf3").await;
    let a = e.press(&BOB, "resign-yes:1:2").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Game #1 has changed since then; nothing was done. Look at /board game:1 and try again."
    );
    // Someone else's press (a question they could never see) does nothing.
    e.fake.old_message(&["resign-yes:1:3"]);
    let a = e.press(&CAROL, "resign-yes:1:3").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "You are not playing in game #1.");
    assert_eq!(
        e.rows("SELECT status || ' ' || ply FROM games").await,
        ["active 3"]
    );
    // Confirmed by command: resigned at once.
    let a = e
        .cmd(&BOB, "resign", vec![Opt::Bool("confirm", true)])
        .await;
    assert!(!a.ephemeral);
    assert!(
        a.content
            .contains("bob resigns. Game #1 is over: alice (White) wins by resignation, 1-0."),
        "{}",
        a.content
    );
    bot.stop().await;
    assert_eq!(e.outcomes().await, ["finished 1-0 resignation"]);
}
}

both! {
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
            "{}\nGame #1 begins: alice plays White against Alice (level 1). alice (White) to move, 14 days left.",
            ping(&ALICE)
        )
    );
    assert!(images::is_board_png(&a.files[0].1));
    assert_eq!(a.buttons, ["abort:1:0"]);

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
            .ends_with(". alice (White) to move, 14 days left."),
        "{}",
        a.content
    );
    assert_eq!(a.buttons, actions(2));
    assert!(images::is_board_png(&a.files[0].1));

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
    assert!(a.content.contains("bob (Black) to move"), "{}", a.content);
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT CAST(ply AS TEXT) FROM games ORDER BY id")
            .await,
        ["2", "1"]
    );
}
}

both! {
/// An answer not ready within `DEFER_AFTER` is deferred by the timer, well
/// inside Discord's 3 s, and given once ready: a draw offered to the bot
/// while the engine's one thread is busy.
async fn a_slow_answer_is_deferred_in_time_and_given_later() {
    use alice::service::engine::JobKind;
    let mut e = env("defer").await;
    e.engine_threads = 1;
    let bot = e.start().await;
    e.cmd(
        &ALICE,
        "play",
        vec![Opt::Int("level", 1), Opt::Str("color", "white".into())],
    )
    .await;
    // A quiet first move that leaves the bot no worse off: it declines a
    // draw (it accepts one only when its judge finds it well behind).
    e.mv(&ALICE, "a3").await;
    // The engine's thread is held until the test lets it go.
    let (running, started) = oneshot::channel::<()>();
    let (release, hold) = std::sync::mpsc::channel::<()>();
    let service = bot.service.clone();
    let busy = tokio::spawn(async move {
        service
            .engine()
            .run(JobKind::Analysis, None, move |_| {
                let _ = running.send(());
                let _ = hold.recv();
            })
            .await
    });
    started.await.unwrap();

    let (id, event) = e.fake.slash(&ALICE, "draw", vec![]);
    let from = e.fake.mark();
    let sent = e.fake.dispatch("INTERACTION_CREATE", event);
    let cb_path = format!("/api/v10/interactions/{id}/tok{id}/callback");
    let cb = e.fake.wait_for(from, |r| r.path == cb_path).await;
    // Deferred by the timer (not up front), and accepted by Discord.
    assert_eq!(cb.json["type"], 5, "{}", cb.json);
    assert_eq!(cb.status, 204);
    let waited = cb.at.duration_since(sent);
    assert!(
        waited >= alice::discord::respond::DEFER_AFTER && waited < fake_discord::ACK_WINDOW,
        "deferred after {waited:?}"
    );
    // Nothing more until the engine is free.
    let webhook = format!("/api/v10/webhooks/{APP_ID}/tok{id}");
    assert!(!e.fake.requests()[from..]
        .iter()
        .any(|r| r.path.starts_with(&webhook)));
    release.send(()).unwrap();
    busy.await.unwrap().unwrap();
    let answer = e
        .fake
        .wait_for(from, |r| r.path.starts_with(&webhook) && r.method == "POST")
        .await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        answer.json["content"],
        "Alice (level 1) declines the draw offer in game #1."
    );
    assert_eq!(answer.json["flags"], 64);
    bot.stop().await;
}
}

/// The fake refuses what Discord refuses, with Discord's codes.
#[tokio::test]
async fn the_fake_discord_refuses_what_discord_refuses() {
    let fake = FakeDiscord::start().await;
    let call = |method: &'static str, path: String, body: Value| {
        let fake = &fake;
        async move { raw(fake, method, &path, body).await }
    };
    let message = json!({"type": 4, "data": {"content": "hello"}});
    // An interaction nobody sent.
    let (status, code, _) = call(
        "POST",
        "/interactions/1/nobody/callback".into(),
        message.clone(),
    )
    .await;
    assert_eq!((status, code), (404, Some(10062)));
    // A webhook before the acknowledgement.
    let (id, event) = fake.slash(&ALICE, "games", vec![]);
    fake.register(&event);
    let webhook = format!("/webhooks/{APP_ID}/tok{id}");
    let (status, code, _) = call("POST", webhook.clone(), json!({"content": "x"})).await;
    assert_eq!((status, code), (404, Some(10015)));
    let (status, code, _) = call("GET", format!("{webhook}/messages/@original"), Value::Null).await;
    assert_eq!((status, code), (404, Some(10015)));
    // Acknowledged once.
    let callback = format!("/interactions/{id}/tok{id}/callback");
    let (status, _, _) = call("POST", callback.clone(), message.clone()).await;
    assert_eq!(status, 204);
    let (status, code, _) = call("POST", callback, message.clone()).await;
    assert_eq!((status, code), (400, Some(40060)));
    // Then the webhook works; an edit keeps the message private or not.
    let (status, _, original) = call(
        "PATCH",
        format!("{webhook}/messages/@original"),
        json!({"content": "edited", "flags": 64}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(original["content"], "edited");
    assert_eq!(original["flags"], Value::Null);
    let (status, _, follow_up) = call("POST", webhook.clone(), json!({"content": "more"})).await;
    assert_eq!(status, 200);
    // Too late: more than 3 s after the interaction was sent.
    let (late, event) = fake.slash(&ALICE, "games", vec![]);
    fake.register(&event);
    fake.age(
        &format!("tok{late}"),
        fake_discord::ACK_WINDOW + Duration::from_millis(1),
    );
    let (status, code, _) = call(
        "POST",
        format!("/interactions/{late}/tok{late}/callback"),
        message,
    )
    .await;
    assert_eq!((status, code), (404, Some(10062)));
    // Edits and threads only on messages that exist; one thread each.
    let (status, code, _) = call(
        "PATCH",
        format!("/channels/{CHANNEL_ID}/messages/12345"),
        json!({"content": "x"}),
    )
    .await;
    assert_eq!((status, code), (404, Some(10008)));
    let (status, code, _) = call(
        "POST",
        format!("/channels/{CHANNEL_ID}/messages/12345/threads"),
        json!({"name": "t"}),
    )
    .await;
    assert_eq!((status, code), (404, Some(10008)));
    let (status, _, posted) = call(
        "POST",
        format!("/channels/{CHANNEL_ID}/messages"),
        json!({"content": "a game"}),
    )
    .await;
    assert_eq!(status, 200);
    let threads = format!(
        "/channels/{CHANNEL_ID}/messages/{}/threads",
        posted["id"].as_str().unwrap()
    );
    let (status, _, _) = call("POST", threads.clone(), json!({"name": "t"})).await;
    assert_eq!(status, 200);
    let (status, code, _) = call("POST", threads, json!({"name": "t"})).await;
    assert_eq!((status, code), (400, Some(160004)));
    // A follow-up in another channel's path is not that channel's message.
    let (status, code, _) = call(
        "PATCH",
        format!(
            "/channels/42/messages/{}",
            follow_up["id"].as_str().unwrap()
        ),
        json!({"content": "x"}),
    )
    .await;
    assert_eq!((status, code), (404, Some(10008)));
    // 2,000 characters at most, counted as characters (not bytes).
    let at_most = "é".repeat(2000);
    let (status, _, _) = call(
        "POST",
        format!("/channels/{CHANNEL_ID}/messages"),
        json!({ "content": at_most }),
    )
    .await;
    assert_eq!(status, 200);
    let before = fake.message_count();
    let (status, code, _) = call(
        "POST",
        format!("/channels/{CHANNEL_ID}/messages"),
        json!({ "content": format!("{at_most}!") }),
    )
    .await;
    assert_eq!((status, code), (400, Some(50035)));
    let (long, event) = fake.slash(&ALICE, "games", vec![]);
    fake.register(&event);
    let (status, code, _) = call(
        "POST",
        format!("/interactions/{long}/tok{long}/callback"),
        json!({"type": 4, "data": {"content": format!("{at_most}!")}}),
    )
    .await;
    assert_eq!((status, code), (400, Some(50035)));
    // Nothing was sent, and the interaction can still be answered.
    assert_eq!(fake.message_count(), before);
    let (status, _, _) = call(
        "POST",
        format!("/interactions/{long}/tok{long}/callback"),
        json!({"type": 4, "data": {"content": at_most}}),
    )
    .await;
    assert_eq!(status, 204);
    // Components within Discord's limits: five buttons to a row, a menu
    // alone in its row with 1 to 25 options.
    let button =
        |i: usize| json!({"type": 2, "style": 2, "label": "b", "custom_id": format!("b{i}")});
    let menu = |n: usize| {
        json!({"type": 3, "custom_id": "m", "options": (0..n)
            .map(|i| json!({"label": "o", "value": format!("v{i}")}))
            .collect::<Vec<_>>()})
    };
    for (components, fits) in [
        (
            json!([{"type": 1, "components": (0..5).map(button).collect::<Vec<_>>()}]),
            true,
        ),
        (
            json!([{"type": 1, "components": (0..6).map(button).collect::<Vec<_>>()}]),
            false,
        ),
        (json!([{"type": 1, "components": [menu(25)]}]), true),
        (json!([{"type": 1, "components": [menu(26)]}]), false),
        (
            json!([{"type": 1, "components": [menu(3), button(0)]}]),
            false,
        ),
        (
            json!((0..6)
                .map(|i| json!({"type": 1, "components": [button(i)]}))
                .collect::<Vec<_>>()),
            false,
        ),
        (json!([{"type": 1, "components": []}]), false),
    ] {
        let (status, code, _) = call(
            "POST",
            format!("/channels/{CHANNEL_ID}/messages"),
            json!({ "content": "c", "components": components }),
        )
        .await;
        let want = if fits {
            (200, None)
        } else {
            (400, Some(50035))
        };
        assert_eq!((status, code), want, "{components}");
    }
    // Each refusal above was of a request sent to be refused.
    let refused: Vec<String> = fake
        .take_malformed()
        .iter()
        .map(|(m, p, e)| format!("{m} {p} {}", e[0]))
        .collect();
    assert_eq!(refused.len(), 7, "{refused:#?}");
}

/// One request sent straight to the fake: (status, Discord's code, body).
async fn raw(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    body: Value,
) -> (u16, Option<u64>, Value) {
    let r = fake_discord::http_request(
        &fake.http_url,
        method,
        &format!("/api/v10{path}"),
        &[("content-type", "application/json".into())],
        body.to_string().into_bytes(),
    )
    .await
    .unwrap();
    let json: Value = serde_json::from_slice(&r.body).unwrap_or(Value::Null);
    (r.status, json["code"].as_u64(), json)
}

/// The fake keeps Discord's limits on everything the bot sends, as
/// Discord answers them: 400, 50035, and the broken field's error under
/// its path; nothing is created. Within each limit it takes the request.
#[tokio::test]
async fn the_fake_discord_keeps_discords_limits_and_names_the_field() {
    let fake = FakeDiscord::start().await;
    let text = |n: usize| "é".repeat(n);
    let button =
        |id: String, label: String| json!({"type": 2, "style": 2, "label": label, "custom_id": id});
    let row = |items: Vec<Value>| json!({"type": 1, "components": items});
    let option = |label: String, value: String| json!({"label": label, "value": value});
    let select = |options: Vec<Value>, placeholder: String| json!({"type": 3, "custom_id": "m", "placeholder": placeholder, "options": options});
    let options = |n: usize| {
        (0..n)
            .map(|i| option("o".into(), format!("v{i}")))
            .collect::<Vec<_>>()
    };
    let embed = |k: &str, v: Value| json!({ k: v });
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    // (body, the path of the refused field, its code), each a message
    // posted in the channel, first at its limit (taken), then past it.
    let cases: Vec<(Value, Value, &str, &str)> = vec![
        (
            json!({"content": "n", "nonce": "a".repeat(25), "enforce_nonce": true}),
            json!({"content": "n", "nonce": "b".repeat(26), "enforce_nonce": true}),
            "nonce",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"content": text(2000)}),
            json!({"content": text(2001)}),
            "content",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [embed("title", json!(text(256)))]}),
            json!({"embeds": [embed("title", json!(text(257)))]}),
            "embeds.0.title",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [embed("description", json!(text(4096)))]}),
            json!({"embeds": [embed("description", json!(text(4097)))]}),
            "embeds.0.description",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"embeds": [embed("fields", json!(vec![json!({"name": "n", "value": "v"}); 25]))]}),
            json!({"embeds": [embed("fields", json!(vec![json!({"name": "n", "value": "v"}); 26]))]}),
            "embeds.0.fields",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"embeds": [embed("description", json!(text(3000))), embed("description", json!(text(3000)))]}),
            json!({"embeds": [embed("description", json!(text(3000))), embed("description", json!(text(3001)))]}),
            "embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
        ),
        (
            json!({"components": (0..5).map(|i| row(vec![button(format!("b{i}"), "b".into())])).collect::<Vec<_>>()}),
            json!({"components": (0..6).map(|i| row(vec![button(format!("b{i}"), "b".into())])).collect::<Vec<_>>()}),
            "components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row((0..5).map(|i| button(format!("b{i}"), "b".into())).collect())]}),
            json!({"components": [row((0..6).map(|i| button(format!("b{i}"), "b".into())).collect())]}),
            "components.0.components",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row(vec![button("c".repeat(100), "b".into())])]}),
            json!({"components": [row(vec![button("c".repeat(101), "b".into())])]}),
            "components.0.components.0.custom_id",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(vec![button("b".into(), text(80))])]}),
            json!({"components": [row(vec![button("b".into(), text(81))])]}),
            "components.0.components.0.label",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(vec![button("b".into(), "x".into()), button("c".into(), "y".into())])]}),
            json!({"components": [row(vec![button("b".into(), "x".into()), button("b".into(), "y".into())])]}),
            "components.0.components.1.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
        ),
        (
            json!({"components": [row(vec![select(options(25), "p".into())])]}),
            json!({"components": [row(vec![select(options(26), "p".into())])]}),
            "components.0.components.0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"components": [row(vec![select(vec![option(text(100), "v".into())], "p".into())])]}),
            json!({"components": [row(vec![select(vec![option(text(101), "v".into())], "p".into())])]}),
            "components.0.components.0.options.0.label",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(vec![select(vec![option("o".into(), "v".repeat(100))], "p".into())])]}),
            json!({"components": [row(vec![select(vec![option("o".into(), "v".repeat(101))], "p".into())])]}),
            "components.0.components.0.options.0.value",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"components": [row(vec![select(vec![option("o".into(), "v".into()), option("p".into(), "w".into())], "p".into())])]}),
            json!({"components": [row(vec![select(vec![option("o".into(), "v".into()), option("p".into(), "v".into())], "p".into())])]}),
            "components.0.components.0.options.1.value",
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
        ),
        (
            json!({"components": [row(vec![select(options(2), text(150))])]}),
            json!({"components": [row(vec![select(options(2), text(151))])]}),
            "components.0.components.0.placeholder",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!({"content": "a", "attachments": (0..10).map(|i| json!({"id": i, "filename": "a.png"})).collect::<Vec<_>>()}),
            json!({"content": "a", "attachments": (0..11).map(|i| json!({"id": i, "filename": "a.png"})).collect::<Vec<_>>()}),
            "attachments",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!({"content": "a", "allowed_mentions": {"users": (0..100).map(|i| (ALICE.id + i).to_string()).collect::<Vec<_>>()}}),
            json!({"content": "a", "allowed_mentions": {"users": (0..101).map(|i| (ALICE.id + i).to_string()).collect::<Vec<_>>()}}),
            "allowed_mentions.users",
            "BASE_TYPE_BAD_LENGTH",
        ),
    ];
    let mut refused = 0;
    for (within, past, field, code) in cases {
        let (status, _, _) = raw(&fake, "POST", &posts, within.clone()).await;
        assert_eq!(status, 200, "{field}: {within}");
        let before = fake.message_count();
        let (status, c, answer) = raw(&fake, "POST", &posts, past).await;
        assert_eq!((status, c), (400, Some(50035)), "{field}");
        assert_eq!(answer["message"], "Invalid Form Body");
        let mut at = &answer["errors"];
        for key in field.split('.') {
            at = &at[key];
        }
        assert_eq!(at["_errors"][0]["code"], code, "{field}: {answer}");
        assert_eq!(fake.message_count(), before, "{field}: nothing is created");
        refused += 1;
    }

    // An interaction's answer, a thread's name, a bad route.
    let (id, event) = fake.slash(&ALICE, "games", vec![]);
    fake.register(&event);
    let callback = format!("/interactions/{id}/tok{id}/callback");
    let (status, _, answer) = raw(
        &fake,
        "POST",
        &callback,
        json!({"type": 4, "data": {"content": text(2001)}}),
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(
        answer["errors"]["data"]["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );
    let (status, _, answer) = raw(&fake, "POST", &callback, json!({"type": 99})).await;
    assert_eq!(status, 400);
    assert_eq!(
        answer["errors"]["type"]["_errors"][0]["code"],
        "BASE_TYPE_CHOICES"
    );
    let (_, _, first) = raw(&fake, "POST", &posts, json!({"content": "a game"})).await;
    let threads = format!("{posts}/{}/threads", first["id"].as_str().unwrap());
    let (status, _, answer) = raw(&fake, "POST", &threads, json!({"name": text(101)})).await;
    assert_eq!(status, 400);
    assert_eq!(
        answer["errors"]["name"]["_errors"][0]["message"],
        "Must be 100 or fewer in length."
    );
    let (status, _, answer) = raw(&fake, "POST", &threads, json!({})).await;
    assert_eq!(
        (
            status,
            answer["errors"]["name"]["_errors"][0]["code"].clone()
        ),
        (400, json!("BASE_TYPE_REQUIRED"))
    );
    let (status, _, _) = raw(&fake, "POST", &threads, json!({"name": text(100)})).await;
    assert_eq!(status, 200);
    let thread = first["id"].as_str().unwrap();
    let (status, _, _) = raw(
        &fake,
        "PATCH",
        &format!("/channels/{thread}"),
        json!({"name": text(101)}),
    )
    .await;
    assert_eq!(status, 400);
    let (status, _, answer) = raw(
        &fake,
        "POST",
        "/channels/general/messages",
        json!({"content": "a"}),
    )
    .await;
    assert_eq!(
        (status, answer["errors"]["_errors"][0]["code"].clone()),
        (400, json!("UNKNOWN_ROUTE"))
    );
    refused += 6;

    // Commands: each of Discord's rules.
    let command = |name: &str, description: String, options: Vec<Value>| json!({"name": name, "description": description, "type": 1, "options": options});
    let string = |name: &str, required: bool| json!({"type": 3, "name": name, "description": "d", "required": required});
    let commands = format!("/applications/{APP_ID}/commands");
    let many_choices = |n: usize| {
        json!({"type": 3, "name": "c", "description": "d",
               "choices": (0..n).map(|i| json!({"name": format!("{i}{}", "n".repeat(97)), "value": format!("v{i}")})).collect::<Vec<_>>()})
    };
    for (list, path, code) in [
        (
            json!([command("Move", "d".into(), vec![])]),
            "0.name",
            "APPLICATION_COMMAND_INVALID_NAME",
        ),
        (
            json!([command("move", "d".repeat(101), vec![])]),
            "0.description",
            "BASE_TYPE_MAX_LENGTH",
        ),
        (
            json!([command("move", String::new(), vec![])]),
            "0.description",
            "BASE_TYPE_MIN_LENGTH",
        ),
        (
            json!([command(
                "move",
                "d".into(),
                (0..26).map(|i| string(&format!("o{i}"), false)).collect()
            )]),
            "0.options",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!([command("move", "d".into(), vec![many_choices(26)])]),
            "0.options.0.choices",
            "BASE_TYPE_BAD_LENGTH",
        ),
        (
            json!([command(
                "move",
                "d".into(),
                vec![string("a", false), string("a", false)]
            )]),
            "0.options.1.name",
            "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
        ),
        (
            json!([command(
                "move",
                "d".into(),
                vec![string("a", false), string("b", true)]
            )]),
            "0.options.1.required",
            "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
        ),
        (
            json!([command(
                "move",
                "d".into(),
                (0..4)
                    .map(|i| {
                        let mut o = many_choices(25);
                        o["name"] = json!(format!("c{i}"));
                        o
                    })
                    .collect()
            )]),
            "0",
            "APPLICATION_COMMAND_TOO_LARGE",
        ),
        (
            json!([{"name": "move", "description": "d", "name_localizations": {"xx": "zug"}}]),
            "0.name_localizations.xx",
            "BASE_TYPE_CHOICES",
        ),
    ] {
        let (status, c, answer) = raw(&fake, "PUT", &commands, list.clone()).await;
        assert_eq!((status, c), (400, Some(50035)), "{path}: {list}");
        let mut at = &answer["errors"];
        for key in path.split('.') {
            at = &at[key];
        }
        assert_eq!(at["_errors"][0]["code"], code, "{path}: {answer}");
        refused += 1;
    }
    let fits = json!([command(
        "move",
        "d".into(),
        vec![string("b", true), string("a", false), many_choices(25)]
    )]);
    let (status, _, _) = raw(&fake, "PUT", &commands, fits).await;
    assert_eq!(status, 200);

    // The bot's own client reads the field back.
    let http = discord::rest(&fake.settings(Duration::from_secs(60)));
    let long = serenity::all::CreateMessage::new()
        .content("x")
        .nonce(serenity::all::Nonce::String("n".repeat(26)))
        .enforce_nonce(true);
    let e = serenity::all::ChannelId::new(CHANNEL_ID)
        .send_message(&http, long)
        .await
        .unwrap_err();
    assert_eq!(discord::discord_code(&e), Some(50035));
    assert_eq!(
        discord::malformed_fields(&e).as_deref(),
        Some("nonce: Must be 25 or fewer in length. (BASE_TYPE_MAX_LENGTH)")
    );
    refused += 1;
    assert_eq!(fake.take_malformed().len(), refused);

    // An enforced nonce makes one message among the bot's messages of
    // the past few minutes, whatever the channel; later, a new one.
    let once = json!({"content": "once", "nonce": "ai1", "enforce_nonce": true});
    let (_, _, a) = raw(&fake, "POST", &posts, once.clone()).await;
    let (_, _, b) = raw(&fake, "POST", "/channels/42/messages", once.clone()).await;
    assert_eq!(a["id"], b["id"]);
    fake.age_nonces(fake_discord::NONCE_MEMORY);
    let (_, _, c) = raw(&fake, "POST", &posts, once).await;
    assert_ne!(a["id"], c["id"]);

    // Ids are snowflakes of now: 19 digits, their time within a minute.
    for m in [&a, &c] {
        let id: u64 = m["id"].as_str().unwrap().parse().unwrap();
        assert_eq!(id.to_string().len(), 19, "{id}");
        let made_ms = (id >> 22) + 1_420_070_400_000;
        let now_ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as u64;
        assert!(now_ms.abs_diff(made_ms) < 60_000, "{id}");
    }
    assert_eq!(fake.new_id().to_string().len(), 19);
}

both! {
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
}

both! {
async fn a_restart_in_the_middle_of_a_game_loses_nothing() {
    let mut e = env("restart").await;
    let bot = e.start().await;
    e.game().await;
    e.mv(&ALICE, "e4").await;
    let a = e.mv(&BOB, "e5").await;
    assert_eq!(a.buttons, actions(2));
    bot.stop().await;

    let bot = e.start().await;
    // A button drawn before the restart still works.
    let a = e.press(&ALICE, "draw:1:2").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(a.content.contains("alice offers a draw"), "{}", a.content);
    let a = e.mv(&ALICE, "Nf3").await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(
        a.content
            .starts_with(&format!("{}\nalice played Nf3. ", ping(&BOB))),
        "{}",
        a.content
    );
    // Her offer stands for bob to answer.
    assert_eq!(
        a.buttons,
        ["resign:1:3", "draw-yes:1:3", "draw-no:1:3", "takeback:1:3"]
    );
    // ...and the one from before the restart is stale now.
    let a = e.press(&BOB, "resign:1:2").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 has changed since then"));
    let a = e.mv(&BOB, "Nc6").await;
    assert!(!a.ephemeral, "{}", a.content);
    bot.stop().await;
    assert_eq!(e.sans().await, ["e4 e5 Nf3 Nc6"]);
}
}

both! {
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
        a.content.contains("bob (White) to move, 10 minutes left."),
        "{}",
        a.content
    );
    // Both sides move once (before that a timeout would abort the game).
    e.mv(&BOB, "e4").await;
    e.mv(&ALICE, "e5").await;
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
            "{} {}\nGame #1: bob ran out of time. alice wins on time (0-1).",
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
    let dir = scratch::Scratch::new("run-token");

    let out = alice_run(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example). To try the bot without Discord first, run `alice local` (players are names you type).\n"
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
        "error: DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example). To try the bot without Discord first, run `alice local` (players are names you type).\n"
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

both! {
async fn the_binary_serves_until_sigterm_and_never_logs_the_token() {
    let e = env("binary").await;
    let dir = e.dir.to_path_buf();
    let log = std::fs::File::create(dir.join("stderr.log")).unwrap();
    let mut child = e
        .fake
        .alice(&dir, &["run"])
        .env("DATABASE_URL", dir.join("bot.db").to_str().unwrap())
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
    assert_eq!(put.json.as_array().map(Vec::len), Some(23));
    let a = e.cmd(&ALICE, "rules", vec![]).await;
    assert!(
        a.content
            .starts_with("**Alice chess** is chess on two boards"),
        "{}",
        a.content
    );
    assert!(images::is_board_png(&a.files[0].1));
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
    let status = match fake_discord::exited(&mut child, Duration::from_secs(30)).await {
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
}

both! {
async fn an_internal_error_is_an_apology_with_an_error_id() {
    let mut e = env("internal").await;
    let bot = e.start().await;
    e.game().await;
    // Someone edits the database by hand: the stored position no longer
    // agrees with the moves.
    e.exec("UPDATE games SET fen = '8/8/8/8/8/8/8/K6k|8/8/8/8/8/8/8/8 w - - 0 1'")
        .await;
    let (id, event) = e.fake.slash(&ALICE, "board", vec![Opt::Int("game", 1)]);
    let a = e.fake.call((id, event)).await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        format!("Sorry, something went wrong on our side and nothing was changed. (error {id:x})")
    );
    bot.stop().await;
}
}

// ---- At the table: clicks, threads, DMs, history, rematch, settings ----

impl Env {
    /// A choice from the select menu `id`, on the bot's message that
    /// carries it: a private one when `private`, in `channel` (a thread)
    /// when given, else in the test channel.
    async fn choose(
        &self,
        who: &TestUser,
        id: &str,
        value: &str,
        private: bool,
        channel: Option<u64>,
    ) -> fake_discord::Answer {
        let event = self.fake.component(who, id, Some(vec![value]));
        let message = &event.1["message"];
        assert_eq!(
            message["flags"].as_u64().unwrap_or(0) & 64 != 0,
            private,
            "the menu `{id}` is on {} message",
            if private { "a public" } else { "a private" }
        );
        let expected = channel.unwrap_or(CHANNEL_ID).to_string();
        assert_eq!(message["channel_id"], json!(expected), "the menu `{id}`");
        self.fake.call(event).await
    }

    /// The first message the bot posted in the channel (not as an
    /// interaction's answer) after request `from`.
    async fn posted_in_channel(&self, from: usize) -> fake_discord::Recorded {
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
        self.fake
            .wait_for(from, |r| r.method == "POST" && r.path == path)
            .await
    }

    /// Waits for the game's thread to be opened; its id.
    async fn thread_opened(&self, from: usize, name: &str) -> u64 {
        let r = self
            .fake
            .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
            .await;
        assert_eq!(r.json["name"], name);
        let parts: Vec<&str> = r.path.split('/').collect();
        assert_eq!(parts[4], CHANNEL_ID.to_string(), "opened in the channel");
        parts[6].parse().unwrap()
    }

    /// Waits until the bot has recorded the game's thread (or its
    /// absence) with its first message.
    async fn wait_placed(&self, game: i64) -> (Option<i64>, Option<i64>) {
        let db = &self.db;
        fake_discord::until(Duration::from_secs(30), move || async move {
            let store = Store::open(db).await.unwrap();
            let sql = format!("SELECT message_id, thread_id FROM games WHERE id = {game}");
            let rows: Vec<(Option<i64>, Option<i64>)> = store.fetch(&sql).await.unwrap();
            store.close().await;
            rows[0].0.is_some().then_some(rows[0])
        })
        .await
        .unwrap_or_else(|| panic!("game #{game}'s first message was never recorded"))
    }
}

async fn thread_env(name: &str) -> Env {
    let mut e = env(name).await;
    e.threads = true;
    e
}

/// The options' values of an answer's menu.
fn values(a: &fake_discord::Answer, menu: usize) -> Vec<String> {
    a.menus[menu].1.iter().map(|o| o.1.clone()).collect()
}

both! {
async fn a_whole_game_by_clicks_in_its_thread() {
    let mut e = thread_env("clicks").await;
    let bot = e.start().await;
    let from = e.fake.mark();
    e.game().await;
    let thread = e.thread_opened(from, "#1 · alice vs bob").await;
    assert_eq!(
        e.wait_placed(1).await,
        (Some(thread as i64), Some(thread as i64))
    );
    // The thread hangs off the game's first message, in the channel.
    let first = e.fake.message(&thread.to_string()).unwrap();
    assert_eq!(first["channel_id"], CHANNEL_ID.to_string());
    assert!(
        first["content"].as_str().unwrap().contains("Game #1 begins"),
        "{first}"
    );

    // Each move: the piece (public menu), then its move (private menu).
    let moves = [
        (&ALICE, "a2a", "a2a3", "a3"),
        (&BOB, "b8a", "b8a6", "Na6"),
        (&ALICE, "a1a", "a1a4", "Ra4"),
        (&BOB, "e7a", "e7e5", "e5"),
        (&ALICE, "a4b", "a4e4", "Re4/A#"),
    ];
    for (ply, (who, piece, mv, san)) in moves.iter().enumerate() {
        let other = if ply % 2 == 0 { &BOB } else { &ALICE };
        // The first menu is on the game's first message, in the channel
        // (the thread hangs off it); the later ones on replies in the
        // thread.
        let at = if ply == 0 { None } else { Some(thread) };
        // Strangers and the player not to move are refused privately.
        for wrong in [&CAROL, other] {
            let a = e
                .choose(wrong, &format!("pieces:1:{ply}"), piece, false, at)
                .await;
            assert!(a.ephemeral);
            assert_eq!(
                a.content,
                format!(
                    "Not your move: these controls are for {}, who is to move in game #1.",
                    who.name
                )
            );
        }
        let a = e
            .choose(who, &format!("pieces:1:{ply}"), piece, false, at)
            .await;
        assert!(a.ephemeral, "{}", a.content);
        let menu = format!("moves:1:{ply}:{piece}:0");
        assert_eq!(a.menus[0].0, menu);
        assert!(values(&a, 0).contains(&mv.to_string()), "{:?}", a.menus);
        assert!(a.menus[0].1.iter().all(|o| !o.0.contains(['+', '#'])));
        let mark = e.fake.mark();
        let a = e.choose(who, &menu, mv, true, at).await;
        // The move's board goes to the thread: as the answer when the
        // menu was there, else as a post with a private pointer to it.
        let (content, files, buttons, menus, pings) = if ply == 0 {
            assert!(a.ephemeral);
            assert_eq!(a.content, format!("Done. Game #1 is played in <#{thread}>."));
            let path = format!("/api/v10/channels/{thread}/messages");
            let post = e
                .fake
                .wait_for(mark, |r| r.method == "POST" && r.path == path)
                .await;
            let (buttons, _, menus) = fake_discord::controls(&post.json);
            let pings: Vec<String> = post.json["allowed_mentions"]["users"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|u| u.as_str().map(str::to_string))
                .collect();
            let content = post.json["content"].as_str().unwrap().to_string();
            (content, post.files.clone(), buttons, menus, pings)
        } else {
            assert_eq!(a.kind, 4);
            assert!(!a.ephemeral, "{}", a.content);
            (a.content, a.files, a.buttons, a.menus, a.pings)
        };
        assert!(
            content.contains(&format!("{} played {san}.", who.name)),
            "{content}"
        );
        assert!(images::is_board_png(&files[0].1));
        if ply < 4 {
            // The next player's controls, on the reply in the thread.
            assert_eq!(menus[0].0, format!("pieces:1:{}", ply + 1));
            assert_eq!(buttons, actions(ply as i64 + 1));
            assert_eq!(pings, [other.id.to_string()]);
        } else {
            assert!(content.ends_with("Game #1 is over: alice (White) wins by checkmate, 1-0."));
            assert!(menus.is_empty());
        }
        // The menu of the older position now says so and does nothing.
        let a = e.choose(who, &menu, mv, true, at).await;
        assert!(a.ephemeral);
        let said = if ply < 4 {
            "That menu shows an older position of game #1; nothing was done."
        } else {
            "Game #1 is over (1-0, checkmate)."
        };
        assert!(a.content.starts_with(said), "{}", a.content);
    }
    // The channel gets the one-line result with the thread's link.
    let line = e.posted_in_channel(from).await;
    assert_eq!(
        line.json["content"],
        format!("Game #1, alice vs bob: alice (White) wins by checkmate, 1-0. <#{thread}>")
    );
    // Nothing else was posted in the channel, and nothing outside the
    // thread but that line.
    assert_eq!(e.fake.posts_in(from, &CHANNEL_ID.to_string()).len(), 1);
    bot.stop().await;
    assert_eq!(e.sans().await, ["a3 Na6 Ra4 e5 Re4/A#"]);
}
}

both! {
async fn replies_go_to_the_games_thread_and_typed_commands_there_need_no_game() {
    let mut e = thread_env("routing").await;
    let bot = e.start().await;
    let from = e.fake.mark();
    e.game().await;
    let thread = e.thread_opened(from, "#1 · alice vs bob").await;
    e.wait_placed(1).await;
    // Typed in the channel: the move is posted in the thread, the player
    // gets a private pointer.
    let mark = e.fake.mark();
    let a = e.mv(&ALICE, "e4").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        format!("Done. Game #1 is played in <#{thread}>.")
    );
    let posted = e.fake.posts_in(mark, &thread.to_string());
    assert_eq!(posted.len(), 1);
    assert_eq!(
        posted[0].json["content"],
        format!(
            "{}\nalice played e4. bob (Black) to move, 3 days left.",
            ping(&BOB)
        )
    );
    assert!(is_png(&posted[0].files[0].1));
    // Typed in the thread, without game:, it means the thread's game and
    // is answered there.
    let event = e
        .fake
        .slash(&BOB, "move", vec![Opt::Str("move", "e5".into())]);
    let a = e.fake.call(e.fake.in_channel(event, thread, true)).await;
    assert!(!a.ephemeral);
    assert!(a
        .content
        .ends_with("bob played e5. alice (White) to move, 3 days left."));
    let event = e.fake.slash(&CAROL, "board", vec![]);
    let a = e.fake.call(e.fake.in_channel(event, thread, true)).await;
    assert!(
        a.content
            .starts_with("Game #1: alice (White) vs bob (Black). Moves: 1. e4 e5."),
        "{}",
        a.content
    );

    // The sweeper's reminder and timeout go to the thread; the channel
    // gets the result line; an hour later the thread is archived.
    let in_thread = format!("/api/v10/channels/{thread}/messages");
    let mark = e.fake.mark();
    e.advance(3 * 86_400_000 * 3 / 4);
    let reminder = e
        .fake
        .wait_for(mark, |r| r.method == "POST" && r.path == in_thread)
        .await;
    assert_eq!(
        reminder.json["content"],
        format!(
            "{}\nalice, it is your move in game #1: 18 hours left.",
            ping(&ALICE)
        )
    );
    let mark = e.fake.mark();
    e.advance(3 * 86_400_000 / 4);
    let timeout = e
        .fake
        .wait_for(mark, |r| r.method == "POST" && r.path == in_thread)
        .await;
    assert!(
        timeout.json["content"]
            .as_str()
            .unwrap()
            .ends_with("Game #1: alice ran out of time. bob wins on time (0-1)."),
        "{}",
        timeout.json["content"]
    );
    let line = e.posted_in_channel(mark).await;
    assert_eq!(
        line.json["content"],
        format!("Game #1, alice vs bob: bob (Black) wins by timeout, 0-1. <#{thread}>")
    );
    let mark = e.fake.mark();
    e.advance(3_600_000);
    let archive = e
        .fake
        .wait_for(mark, |r| {
            r.method == "PATCH" && r.path == format!("/api/v10/channels/{thread}")
        })
        .await;
    assert_eq!(archive.json["archived"], true);
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT CASE WHEN thread_archived THEN 'yes' ELSE 'no' END FROM games")
            .await,
        ["yes"]
    );
}
}

both! {
async fn no_thread_where_discord_refuses_it() {
    for code in [50001, 50013] {
        let mut e = thread_env(&format!("nothread{code}")).await;
        e.fake.refuse_threads(CHANNEL_ID, code);
        let bot = e.start().await;
        let from = e.fake.mark();
        e.game().await;
        e.fake
            .wait_for(from, |r| r.path.ends_with("/threads"))
            .await;
        let (message, thread) = e.wait_placed(1).await;
        assert_eq!(thread, None);
        // The game's first message is the one the bot posted for it.
        let first = e.fake.message(&message.unwrap().to_string()).unwrap();
        assert!(
            first["content"].as_str().unwrap().contains("Game #1 begins"),
            "{first}"
        );
        // The game goes on in the channel: answered there, publicly.
        let a = e.mv(&ALICE, "e4").await;
        assert!(!a.ephemeral);
        assert!(a
            .content
            .ends_with("alice played e4. bob (Black) to move, 3 days left."));
        bot.stop().await;
    }
}
}

both! {
async fn turn_notices_by_dm_and_the_fallback_when_dms_are_closed() {
    let mut e = env("dm").await;
    let bot = e.start().await;
    let a = e
        .cmd(&BOB, "settings", vec![Opt::Str("notify", "dm".into())])
        .await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Saved: you will be told it is your turn by direct message (with the board and the move menus)."
    );
    e.game().await;
    let (message, _) = e.wait_placed(1).await;
    let message = message.unwrap();

    // alice moves: bob is not pinged in the channel but gets a DM with
    // the board, the move, a link to the game and the move menu, after
    // the answer to alice.
    let from = e.fake.mark();
    let a = e.mv(&ALICE, "e4").await;
    assert_eq!(
        a.content,
        "alice played e4. bob (Black) to move, 3 days left."
    );
    assert!(a.pings.is_empty());
    let open = e
        .fake
        .wait_for(from, |r| r.path == "/api/v10/users/@me/channels")
        .await;
    assert_eq!(open.json["recipient_id"], BOB.id.to_string());
    assert!(open.at >= a.callback, "the DM waited for nothing");
    let dm = e
        .fake
        .wait_for(from, |r| {
            r.method == "POST"
                && r.path.starts_with("/api/v10/channels/")
                && !r.path.contains(&CHANNEL_ID.to_string())
        })
        .await;
    assert_eq!(
        dm.json["content"],
        format!(
            "alice played e4. Your move in game #1 against alice, 3 days left.\nGame: https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{message}"
        )
    );
    assert!(images::is_board_png(&dm.files[0].1));
    let (_, _, menus) = fake_discord::controls(&dm.json);
    assert_eq!(menus[0].0, "pieces:1:1");
    let dm_channel: u64 = dm.path.split('/').nth(4).unwrap().parse().unwrap();

    // bob moves from his DMs: the move is posted in the game's channel.
    let event = e
        .fake
        .component(&BOB, "pieces:1:1", Some(vec!["e7a"]));
    let a = e.fake.call(e.fake.in_dm(event, dm_channel)).await;
    assert!(a.ephemeral);
    assert_eq!(a.menus[0].0, "moves:1:1:e7a:0");
    let mark = e.fake.mark();
    let event = e
        .fake
        .component(&BOB, "moves:1:1:e7a:0", Some(vec!["e7e5"]));
    let a = e.fake.call(e.fake.in_dm(event, dm_channel)).await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        format!("Done. Game #1 is played in <#{CHANNEL_ID}>.")
    );
    let posted = e.fake.posts_in(mark, &CHANNEL_ID.to_string());
    assert_eq!(
        posted[0].json["content"],
        format!(
            "{}\nbob played e5. alice (White) to move, 3 days left.",
            ping(&ALICE)
        )
    );

    // alice wants DMs but does not accept them: a mention instead.
    e.fake.close_dms(&ALICE);
    e.cmd(&ALICE, "settings", vec![Opt::Str("notify", "dm".into())])
        .await;
    e.mv(&ALICE, "Nf3").await;
    let mark = e.fake.mark();
    let a = e.mv(&BOB, "Nc6").await;
    assert!(a.pings.is_empty());
    let fallback = e.posted_in_channel(mark).await;
    assert_eq!(
        fallback.json["content"],
        format!(
            "{}\nbob played Nc6. Your move in game #1 against bob, 3 days left.",
            ping(&ALICE)
        )
    );
    assert_eq!(
        fallback.json["allowed_mentions"]["users"],
        json!([ALICE.id.to_string()])
    );

    // alice's time runs out: bob is told by DM, with the game's link;
    // alice (DMs closed) by a mention in the game's channel.
    let mark = e.fake.mark();
    e.advance(3 * 86_400 * 1000 + 1000);
    let timed_out = |r: &fake_discord::Recorded| {
        r.method == "POST"
            && r.json["content"]
                .as_str()
                .is_some_and(|c| c.contains("alice ran out of time"))
    };
    let dm = e
        .fake
        .wait_for(mark, |r| {
            timed_out(r) && r.path == format!("/api/v10/channels/{dm_channel}/messages")
        })
        .await;
    assert_eq!(
        dm.json["content"],
        format!(
            "Game #1: alice ran out of time. bob wins on time (0-1).\nGame: https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{message}"
        )
    );
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let mention = e
        .fake
        .wait_for(mark, |r| {
            timed_out(r)
                && r.path == channel
                && r.json["allowed_mentions"]["users"] == json!([ALICE.id.to_string()])
        })
        .await;
    assert_eq!(
        mention.json["content"],
        format!(
            "{}\nGame #1: alice ran out of time. bob wins on time (0-1).",
            ping(&ALICE)
        )
    );
    bot.stop().await;
}
}

both! {
async fn history_buttons_step_through_a_20_ply_game_privately() {
    let mut e = env("history").await;
    let bot = e.start().await;
    e.game().await;
    // Twenty plies of a fixed choice of legal moves.
    let mut pos = alice_core::Position::new(alice_core::Rules::default());
    for i in 0..20usize {
        let legal = pos.legal_moves();
        let mv = legal[(i * 7 + 3) % legal.len()];
        let who = if i % 2 == 0 { &ALICE } else { &BOB };
        let a = e.mv(who, &mv.uci()).await;
        assert!(!a.ephemeral, "{mv}: {}", a.content);
        pos = pos.play(mv).unwrap();
    }
    let sans = e.sans().await;
    let sans: Vec<&str> = sans[0].split(' ').collect();
    assert_eq!(sans.len(), 20);
    let a = e.cmd(&CAROL, "board", vec![Opt::Int("game", 1)]).await;
    assert_eq!(a.buttons, ["first:1:0", "prev:1:19", "next:1:20", "last:1"]);
    assert_eq!(a.disabled, ["next:1:20", "last:1"]);
    // ⏮ on the public board: a private frame; the public board is untouched.
    let edits_before = e
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH")
        .count();
    let a = e.press(&CAROL, "first:1:0").await;
    assert_eq!((a.kind, a.ephemeral), (4, true));
    assert_eq!(a.content, "Game #1, alice vs bob: start (ply 0 of 20).");
    // ▶ on the private frame replaces it in place, ply by ply: each press
    // is of the ▶ the frame before shows.
    let mut frame = a;
    for ply in 1..=20usize {
        let next = frame
            .buttons
            .iter()
            .find(|b| b.starts_with("next:"))
            .cloned()
            .unwrap();
        assert!(!frame.disabled.contains(&next), "{next} is greyed out");
        let a = e.fake.call(e.fake.press(&CAROL, &next)).await;
        assert_eq!(a.kind, 7, "an update of the private frame");
        let number = ply.div_ceil(2);
        let dots = if ply % 2 == 1 { "." } else { "…" };
        assert_eq!(
            a.content,
            format!(
                "Game #1, alice vs bob: {number}{dots} {} (ply {ply} of 20).",
                sans[ply - 1]
            )
        );
        assert_eq!(a.files[0].0, format!("game-1-ply-{ply:03}.png"));
        assert!(images::is_board_png(&a.files[0].1));
        let next_off = ply == 20;
        assert_eq!(
            a.disabled.contains(&format!("next:1:{}", ply.min(19) + 1)),
            next_off
        );
        frame = a;
    }
    let edits_after = e
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH")
        .count();
    assert_eq!(edits_before, edits_after, "nobody else's view changed");
    bot.stop().await;
}
}

both! {
async fn rematch_and_server_settings_and_limits() {
    let mut e = env("rematch").await;
    let bot = e.start().await;
    e.game().await;
    // A second challenge between the same two waits for the first game?
    // No: games may run side by side; only open challenges are limited.
    let a = e
        .cmd(&ALICE, "challenge", vec![Opt::User("opponent", BOB)])
        .await;
    assert_eq!(a.buttons, ["accept:2", "decline:2"]);
    let a = e
        .cmd(&BOB, "challenge", vec![Opt::User("opponent", ALICE)])
        .await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Challenge #2 between you two is still open; answer or cancel it first (/decline challenge:2).");
    e.press(&BOB, "decline:2").await;
    e.mv(&ALICE, "e4").await;
    e.mv(&BOB, "e5").await;
    let a = e
        .cmd(
            &BOB,
            "resign",
            vec![Opt::Int("game", 1), Opt::Bool("confirm", true)],
        )
        .await;
    assert_eq!(a.buttons[0], "rematch:1");
    let a = e.press(&BOB, "rematch:1").await;
    assert!(!a.ephemeral);
    assert!(
        a.content
            .contains("Rematch of game #1: alice, bob challenges you"),
        "{}",
        a.content
    );
    assert!(a.content.contains("bob plays White"), "{}", a.content);
    assert_eq!(a.buttons, ["accept:3", "decline:3"]);
    let a = e.press(&ALICE, "accept:3").await;
    assert!(
        a.content
            .contains("Game #2 begins: bob (White) vs alice (Black)."),
        "{}",
        a.content
    );

    // Against the bot: the rematch starts at once.
    e.cmd(
        &CAROL,
        "play",
        vec![Opt::Int("level", 1), Opt::Str("color", "white".into())],
    )
    .await;
    e.mv(&CAROL, "e4").await;
    e.cmd(
        &CAROL,
        "resign",
        vec![Opt::Int("game", 3), Opt::Bool("confirm", true)],
    )
    .await;
    let a = e.press(&CAROL, "rematch:3").await;
    assert!(
        a.content.contains(
            "Game #4 begins: carol plays Black against Alice (level 1). Alice opens with "
        ),
        "{}",
        a.content
    );

    // Server settings: refused without Manage Server, applied with it.
    let a = e
        .cmd(&CAROL, "server-settings", vec![Opt::Int("max_games", 1)])
        .await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Only members with the Manage Server permission can use /server-settings."
    );
    e.fake.make_manager(&CAROL);
    let a = e
        .cmd(
            &CAROL,
            "server-settings",
            vec![Opt::Int("max_games", 1), Opt::Bool("bot_games", false)],
        )
        .await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Saved. Settings of this server: threads off, time per move 3 days, at most 1 game in progress per player, games against the bot off, challenges expire after 1 day. No daily puzzle is posted (puzzle_channel: and puzzle_time: set one). Posts here are in English. Boards here stand one above the other (auto) for members who chose nothing.");
    assert_eq!(
        e.rows("SELECT guild_id || ' ' || max_games || ' ' || CASE WHEN bot_games THEN 'on' ELSE 'off' END || ' ' || updated_by FROM server_settings").await,
        [format!("{GUILD_ID} 1 off {}", CAROL.id)]
    );
    let a = e.cmd(&ALICE, "play", vec![]).await;
    assert_eq!(
        a.content,
        "Games against the bot are switched off in this server."
    );
    let a = e
        .cmd(&ALICE, "challenge", vec![Opt::User("opponent", CAROL)])
        .await;
    assert_eq!(
        a.content,
        "You already have 1 games in progress, the most this server allows; finish one first."
    );
    bot.stop().await;
}
}

both! {
async fn a_promotion_and_a_long_move_list_by_clicks() {
    let mut e = env("promotion").await;
    let bot = e.start().await;
    e.game().await;
    // Game #1 from a position with a queen alone on board A (27 moves)
    // and a pawn about to promote.
    let fen = "8/1P6/8/8/3Q4/8/8/r7|k7/8/8/8/8/8/8/7K w - - 0 1";
    e.exec(&format!(
        "UPDATE games SET start_fen = '{fen}', fen = '{fen}' WHERE id = 1 AND ply = 0"
    ))
    .await;
    let a = e.cmd(&ALICE, "board", vec![]).await;
    assert_eq!(a.menus[0].0, "pieces:1:0");
    assert_eq!(
        a.menus[0].1,
        [
            ("King h1 · B".to_string(), "h1b".to_string(), String::new()),
            ("Queen d4 · A".into(), "d4a".into(), String::new()),
            ("Pawn b7 · A".into(), "b7a".into(), String::new()),
        ]
    );
    let a = e.choose(&ALICE, "pieces:1:0", "d4a", false, None).await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Game #1: Queen d4 · A has 27 moves.");
    assert_eq!(a.menus.len(), 2);
    assert_eq!(
        (a.menus[0].0.as_str(), a.menus[0].1.len()),
        ("moves:1:0:d4a:0", 25)
    );
    assert_eq!(
        a.menus[0].1[0],
        (
            "Qxa1".to_string(),
            "d4a1".to_string(),
            "to a1 on A, lands on a1 of B · takes a rook".to_string()
        )
    );
    assert_eq!(a.menus[1].0, "moves:1:0:d4a:1");
    assert_eq!(values(&a, 1), ["d4d8", "d4h8"]);
    let a = e
        .choose(&ALICE, "moves:1:0:d4a:1", "d4h8", true, None)
        .await;
    assert!(
        a.content
            .ends_with("alice played Qh8+. bob (Black) to move (in check), 3 days left."),
        "{}",
        a.content
    );
    e.mv(&BOB, "a8a7").await;
    let a = e.choose(&ALICE, "pieces:1:2", "b7a", false, None).await;
    assert_eq!(
        a.menus[0].1,
        [
            (
                "b8=Q".to_string(),
                "b7b8q".to_string(),
                "to b8 on A, lands on b8 of B · becomes a queen".to_string()
            ),
            (
                "b8=R".into(),
                "b7b8r".into(),
                "to b8 on A, lands on b8 of B · becomes a rook".into()
            ),
            (
                "b8=B".into(),
                "b7b8b".into(),
                "to b8 on A, lands on b8 of B · becomes a bishop".into()
            ),
            (
                "b8=N".into(),
                "b7b8n".into(),
                "to b8 on A, lands on b8 of B · becomes a knight".into()
            ),
        ]
    );
    let a = e
        .choose(&ALICE, "moves:1:2:b7a:0", "b7b8n", true, None)
        .await;
    assert!(a.content.contains("alice played b8=N"), "{}", a.content);
    bot.stop().await;
    assert!(e.sans().await[0].ends_with("b8=N"), "{:?}", e.sans().await);
}
}

both! {
/// `/analyze` of a finished game: deferred at once, the deferred message
/// edited with the progress ("Analysing #1: k of 5 moves", k rising), then
/// the verdict with the graph and the annotated PGN; asked again, it is
/// answered at once from storage with no engine work. In a game still
/// played, a private refusal.
async fn an_analysis_shows_its_progress_then_the_verdict() {
    let mut e = env("analyze").await;
    let bot = e.start().await;
    e.game().await;
    let a = e.cmd(&ALICE, "analyze", vec![Opt::Int("game", 1)]).await;
    assert_eq!(a.kind, 4);
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Game #1 is still being played; /analyze looks at finished games only"), "{}", a.content);
    for (who, m) in [&ALICE, &BOB].into_iter().cycle().zip(support::SHORT_MATE) {
        e.mv(who, m).await;
    }
    let from = e.fake.mark();
    let a = e.cmd(&BOB, "analyze", vec![]).await;
    assert_eq!(a.kind, 5, "deferred at once");
    let id = e.fake.requests()[from..]
        .iter()
        .find(|r| r.path.ends_with("/callback"))
        .map(|r| r.path.split('/').nth(4).unwrap().to_string())
        .unwrap();
    let prefix = format!("/api/v10/webhooks/{APP_ID}/tok{id}");
    let last = e
        .fake
        .wait_for(from, |r| r.method == "PATCH" && r.path.starts_with(&prefix) && !r.files.is_empty())
        .await;
    let edits: Vec<String> = e.fake.requests()[from..]
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with(&prefix) && r.files.is_empty())
        .map(|r| r.json["content"].as_str().unwrap_or("").to_string())
        .collect();
    assert!(!edits.is_empty(), "progress was shown");
    let mut seen = Vec::new();
    for t in &edits {
        let k: usize = t
            .strip_prefix("Analysing #1: ")
            .and_then(|r| r.strip_suffix(" of 5 moves"))
            .and_then(|k| k.parse().ok())
            .unwrap_or_else(|| panic!("not a progress report: {t}"));
        seen.push(k);
    }
    assert!(seen.len() >= 2, "one progress report cannot show it rising: {seen:?}");
    assert!(seen.windows(2).all(|w| w[0] < w[1]), "{seen:?}");
    let content = last.json["content"].as_str().unwrap();
    assert!(content.starts_with("**Analysis of game #1**, alice vs bob, 1-0, checkmate (300000 nodes a position).\nWhite (alice): accuracy "), "{content}");
    assert!(content.contains("\n• 2... e5?? ("), "{content}");
    let names: Vec<&str> = last.files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["alice-analysis-1.png", "alice-game-1-analysed.pgn"]);
    assert!(is_png(&last.files[0].1));
    let pgn = String::from_utf8(last.files[1].1.clone()).unwrap().replace('\n', " ");
    assert!(pgn.contains("e5?? { [%eval #1] Checkmate is now unavoidable."), "{pgn}");
    assert_eq!(e.rows("SELECT CAST(game_id AS TEXT) || ' ' || CAST(nodes AS TEXT) FROM analyses").await, ["1 300000"]);

    let work = bot.service.engine().stats();
    let again = e.cmd(&ALICE, "analyze", vec![Opt::Int("game", 1)]).await;
    assert_eq!(again.kind, 4, "answered at once");
    assert_eq!(again.content, content);
    assert_eq!(again.files, last.files);
    assert_eq!(bot.service.engine().stats(), work, "no engine work");

    // The GIF of the same game.
    let g = e.cmd(&ALICE, "gif", vec![]).await;
    assert_eq!(g.content, "Game #1, alice vs bob: 3 moves, 1-0, checkmate.");
    assert_eq!(g.files[0].0, "alice-game-1.gif");
    assert!(g.files[0].1.starts_with(b"GIF89a"));
    bot.stop().await;
}
}

both! {
async fn a_three_board_game_is_played_to_mate() {
    let mut e = env("three").await;
    let bot = e.start().await;
    // /challenge, /play, /rating, /leaderboard and /rules offer the variant.
    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT")
        .unwrap();
    for name in ["challenge", "play", "rating", "leaderboard", "rules"] {
        let cmd = put
            .json
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap();
        let variant = cmd["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "variant")
            .unwrap_or_else(|| panic!("/{name} has no variant option"));
        // The choices in English, each with its names in the other
        // languages.
        let choices: Vec<serde_json::Value> = variant["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| json!({"name": c["name"], "value": c["value"]}))
            .collect();
        assert_eq!(
            json!(choices),
            json!([
                {"name": "Alice (two boards)", "value": "alice"},
                {"name": "Three-board Alice", "value": "three-board"},
                {"name": "8x4 Alice", "value": "8x4"},
                {"name": "Duo chess", "value": "duo"}
            ])
        );
        assert_eq!(
            variant["choices"][3]["name_localizations"]["de"],
            "Duo-Schach"
        );
    }

    let a = e
        .cmd(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
                Opt::Str("variant", "three-board".into()),
            ],
        )
        .await;
    assert_eq!(
        a.content,
        format!(
            "{}\nbob, alice challenges you to a game of Three-board Alice (rated, 3 days per move, en passant on, alice plays White). Challenge #1 is open for 1 day.",
            ping(&BOB)
        )
    );
    let a = e.press(&BOB, "accept:1").await;
    assert!(a.content.ends_with("Game #1 (Three-board Alice) begins: alice (White) vs bob (Black). alice (White) to move, 3 days left."), "{}", a.content);
    assert!(images::is_board_png(&a.files[0].1));
    // Typed without the landing board where both are free: both are named,
    // and nothing changes.
    let a = e.mv(&ALICE, "a3").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "a3 is ambiguous here: it could be a3/AB or a3/AC.");
    for (who, text, next) in [
        (&ALICE, "a3/AB", &BOB),
        (&BOB, "Na6/B", &ALICE),
        (&ALICE, "Ra4/AB", &BOB),
        (&BOB, "e5/AB", &ALICE),
    ] {
        let a = e.mv(who, text).await;
        assert!(!a.ephemeral, "{}", a.content);
        assert!(
            a.content.starts_with(&format!("{}\n{} played ", ping(next), who.name)),
            "{}",
            a.content
        );
        assert!(images::is_board_png(&a.files[0].1));
    }
    let a = e.mv(&ALICE, "Re4/BA").await;
    assert_eq!(
        a.content,
        format!(
            "{} {}\nalice played Re4/BA#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    let a = e.cmd(&BOB, "pgn", vec![Opt::Int("game", 1)]).await;
    let pgn = String::from_utf8(a.files[0].1.clone()).unwrap();
    assert!(pgn.contains("[Variant \"Three-board Alice\"]"), "{pgn}");
    assert!(pgn.contains("1. a3/AB Na6/AB 2. Ra4/AB e5/AB 3. Re4/BA# 1-0"), "{pgn}");
    // Rated in the three-board ratings only.
    let a = e
        .cmd(&ALICE, "rating", vec![Opt::Str("variant", "three-board".into())])
        .await;
    let card = a.content.strip_prefix("alice: three-board rating ").unwrap_or("");
    assert!(
        card.starts_with('1') && card.ends_with("Games: 1 (1 won, 0 lost, 0 drawn)."),
        "{}",
        a.content
    );
    // With its rating chart.
    assert!(a.files.iter().any(|(_, png)| is_png(png)), "{:?}", a.files.len());
    let a = e.cmd(&ALICE, "rating", vec![]).await;
    assert_eq!(
        a.content,
        "alice: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn)."
    );
    assert!(a.files.is_empty());

    bot.stop().await;
    assert_eq!(
        e.rows("SELECT variant || ' ' || status || ' ' || result || ' ' || ending FROM games")
            .await,
        ["three-board finished 1-0 checkmate"]
    );
    assert_eq!(
        e.rows("SELECT variant || ' ' || games FROM ratings ORDER BY player_id").await,
        ["three-board 1", "three-board 1"]
    );
    assert_eq!(e.sans().await, ["a3/AB Na6/AB Ra4/AB e5/AB Re4/BA#"]);
}
}

both! {
async fn an_8x4_game_is_played_to_mate() {
    let mut e = env("narrow").await;
    let bot = e.start().await;
    let a = e
        .cmd(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
                Opt::Str("variant", "8x4".into()),
            ],
        )
        .await;
    assert_eq!(
        a.content,
        format!(
            "{}\nbob, alice challenges you to a game of 8x4 Alice (rated, 3 days per move, alice plays White). Challenge #1 is open for 1 day.",
            ping(&BOB)
        )
    );
    let a = e.press(&BOB, "accept:1").await;
    assert!(a.content.ends_with("Game #1 (8x4 Alice) begins: alice (White) vs bob (Black). alice (White) to move, 3 days left."), "{}", a.content);
    // Stacked, as for anyone who chose nothing: two narrow boards.
    let (w, h, _) = images::decode_png(&a.files[0].1);
    assert_eq!((w, h), (306, 1026));
    // A square beyond the d-file is refused, and nothing changes.
    let a = e.mv(&ALICE, "Ne4").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Ne4: e4 is not on the boards, which have files a to d only.");
    for (who, text, next) in [
        (&ALICE, "Nb4", &BOB),
        (&BOB, "Nc5", &ALICE),
        (&ALICE, "Nd5", &BOB),
        (&BOB, "Kd7", &ALICE),
    ] {
        let a = e.mv(who, text).await;
        assert!(!a.ephemeral, "{}", a.content);
        assert!(
            a.content.starts_with(&format!("{}\n{} played ", ping(next), who.name)),
            "{}",
            a.content
        );
        assert!(images::is_board_png(&a.files[0].1));
    }
    let a = e.mv(&ALICE, "Nxb6").await;
    assert_eq!(
        a.content,
        format!(
            "{} {}\nalice played Nxb6#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    let a = e.cmd(&BOB, "pgn", vec![Opt::Int("game", 1)]).await;
    let pgn = String::from_utf8(a.files[0].1.clone()).unwrap();
    assert!(pgn.contains("[Variant \"8x4 Alice\"]"), "{pgn}");
    assert!(pgn.contains("1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# 1-0"), "{pgn}");
    let a = e
        .cmd(&BOB, "rating", vec![Opt::Str("variant", "8x4".into())])
        .await;
    let card = a.content.strip_prefix("bob: 8x4 rating 1").unwrap_or("");
    assert!(card.ends_with("Games: 1 (0 won, 1 lost, 0 drawn)."), "{}", a.content);
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT variant || ' ' || status || ' ' || result || ' ' || ending FROM games")
            .await,
        ["8x4 finished 1-0 checkmate"]
    );
    assert_eq!(
        e.rows("SELECT variant || ' ' || games FROM ratings ORDER BY player_id").await,
        ["8x4 1", "8x4 1"]
    );
    assert_eq!(e.sans().await, ["Nb4 Nc5 Nd5/A Kd7 Nxb6#"]);
}
}

both! {
async fn a_duo_game_is_played_to_mate() {
    let mut e = env("duo").await;
    let bot = e.start().await;
    let a = e
        .cmd(
            &ALICE,
            "challenge",
            vec![
                Opt::User("opponent", BOB),
                Opt::Str("color", "white".into()),
                Opt::Str("variant", "duo".into()),
            ],
        )
        .await;
    assert_eq!(
        a.content,
        format!(
            "{}\nbob, alice challenges you to a game of Duo chess (rated, 3 days per move, alice plays White). Challenge #1 is open for 1 day.",
            ping(&BOB)
        )
    );
    let a = e.press(&BOB, "accept:1").await;
    assert!(a.content.ends_with("Game #1 (Duo chess) begins: alice (White) vs bob (Black). alice (White) to move, 3 days left."), "{}", a.content);
    // Stacked, as for anyone who chose nothing.
    let (w, h, _) = images::decode_png(&a.files[0].1);
    assert_eq!((w, h), (462, 1026));
    // A pawn makes no zero move, and nothing changes.
    let a = e.mv(&ALICE, "P@e2").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "P@e2: a pawn cannot make a zero move.");
    for (who, text, next) in [
        (&ALICE, "e4", &BOB),
        (&BOB, "h6", &ALICE),
        (&ALICE, "Bb5", &BOB),
        (&BOB, "h5", &ALICE),
        (&ALICE, "Qh5", &BOB),
        (&BOB, "a6", &ALICE),
    ] {
        let a = e.mv(who, text).await;
        assert!(!a.ephemeral, "{}", a.content);
        assert!(
            a.content.starts_with(&format!("{}\n{} played ", ping(next), who.name)),
            "{}",
            a.content
        );
        assert!(images::is_board_png(&a.files[0].1));
    }
    let a = e.mv(&ALICE, "Qe8").await;
    assert_eq!(
        a.content,
        format!(
            "{} {}\nalice played Qe8/AA#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
            ping(&ALICE),
            ping(&BOB)
        )
    );
    let a = e.cmd(&BOB, "pgn", vec![Opt::Int("game", 1)]).await;
    let pgn = String::from_utf8(a.files[0].1.clone()).unwrap();
    assert!(pgn.contains("[Variant \"Duo chess\"]"), "{pgn}");
    assert!(pgn.contains("1. e4/AA h6/BB 2. Bb5/AA h5/BB 3. Qh5/AA a6/BB 4. Qe8/AA# 1-0"), "{pgn}");
    bot.stop().await;
    assert_eq!(
        e.rows("SELECT variant || ' ' || status || ' ' || result || ' ' || ending FROM games")
            .await,
        ["duo finished 1-0 checkmate"]
    );
    assert_eq!(
        e.rows("SELECT variant || ' ' || games FROM ratings ORDER BY player_id").await,
        ["duo 1", "duo 1"]
    );
    assert_eq!(e.sans().await, ["e4/AA h6/BB Bb5/AA h5/BB Qh5/AA a6/BB Qe8/AA#"]);
}
}

both! {
/// Discord failing a share of the bot's writes (500s, 429s, answers lost
/// after the write was done, calls held and then dropped before they were
/// done): every move is answered, each turn notice
/// reaches the opponent's DMs exactly once, and nothing is posted twice.
async fn discord_failing_loses_and_doubles_nothing() {
    let mut e = env("failing").await;
    let bot = e.start().await;
    for who in [&ALICE, &BOB] {
        e.cmd(who, "settings", vec![Opt::Str("notify", "dm".into())])
            .await;
    }
    e.game().await;
    e.wait_placed(1).await;
    e.fake.fail(fake_discord::Failing {
        seed: 0x5eed_1234,
        server_error: 150,
        rate_limited: 50,
        lost: 100,
        dropped: 50,
    });
    let moves = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "d3", "d6", "c3", "Nf6"];
    for (i, san) in moves.iter().enumerate() {
        let (who, name) = if i % 2 == 0 { (&ALICE, "alice") } else { (&BOB, "bob") };
        let a = e.mv(who, san).await;
        assert!(
            a.content.starts_with(&format!("{name} played {san}.")),
            "{san}: {}",
            a.content
        );
    }
    // Each notice reaches the opponent's DMs once (one delayed by a retry
    // may come after the next).
    let expect = |by: &str, parity: usize| -> Vec<String> {
        moves
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == parity)
            .map(|(_, san)| format!("{by} played {san}."))
            .collect()
    };
    for (user, by, parity) in [(&BOB, "alice", 0), (&ALICE, "bob", 1)] {
        let wanted = expect(by, parity);
        let got = fake_discord::until(Duration::from_secs(30), || {
            let channel = e.fake.dm_channel_of(user);
            let wanted = wanted.clone();
            let fake = &e.fake;
            async move {
                // The moves' notices (alice was also told the game began).
                let texts: Vec<String> = fake
                    .texts_in(&channel?)
                    .into_iter()
                    .filter(|t| t.contains(" played "))
                    .collect();
                (texts.len() >= wanted.len()).then_some(texts)
            }
        })
        .await
        .unwrap_or_else(|| panic!("the notices to {} did not all arrive", user.name));
        assert_eq!(got.len(), wanted.len(), "{got:#?}");
        for start in &wanted {
            let n = got.iter().filter(|t| t.starts_with(start.as_str())).count();
            assert_eq!(n, 1, "{start:?} in {got:#?}");
        }
    }
    let failed = e.fake.stop_failing();
    // Every kind of failure happened.
    for kind in ["500", "429", "lost"] {
        assert!(failed.iter().any(|f| f.2 == kind), "no {kind}: {failed:?}");
    }
    // Each move's answer appears once in the game's channel.
    let texts = e.fake.texts_in(&CHANNEL_ID.to_string());
    for san in moves {
        let n = texts.iter().filter(|t| t.contains(&format!(" played {san}."))).count();
        assert_eq!(n, 1, "{san}: {texts:#?}");
    }
    // The moves are stored, in order.
    assert_eq!(e.sans().await, [moves.join(" ")]);
    bot.stop().await;
}
}

both! {
/// Discord drops the gateway connection mid-game: the bot connects again
/// (its RESUME refused, it identifies anew) and the game goes on, every
/// move stored once.
async fn the_gateway_dropping_mid_game_loses_and_doubles_nothing() {
    let mut e = env("gateway-drop").await;
    let bot = e.start().await;
    e.game().await;
    e.wait_placed(1).await;
    let a = e.mv(&ALICE, "e4").await;
    assert!(a.content.contains("alice played e4."), "{}", a.content);
    let before = e.fake.identified_shards().len();
    e.fake.drop_gateway();
    e.fake.wait_identified(before + 1).await;
    for (who, san, name) in [(&BOB, "e5", "bob"), (&ALICE, "Nf3", "alice")] {
        let a = e.mv(who, san).await;
        assert!(
            a.content.contains(&format!("{name} played {san}.")),
            "{san}: {}",
            a.content
        );
    }
    assert_eq!(e.sans().await, ["e4 e5 Nf3"]);
    bot.stop().await;
}
}

both! {
/// A puzzle in Discord: privately, moved by the menus and by a typed move;
/// the daily puzzle set by a manager, posted by the sweeper with its
/// Solve button, and its post edited with the solvers.
async fn a_puzzle_by_clicks_and_the_daily_puzzle() {
    let mut e = env("puzzles").await;
    let bot = e.start().await;
    let fixtures =
        alice::puzzles::read_jsonl(include_str!("data/puzzles.jsonl")).unwrap();
    bot.service.puzzles().import_puzzles(&fixtures).await.unwrap();
    // The daily puzzle's channel is a channel option, of channels the bot
    // can post in.
    let put = e
        .fake
        .wait_for(0, |r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    let settings = put.json.as_array().unwrap().iter().find(|c| c["name"] == "server-settings").cloned().unwrap();
    let option = settings["options"].as_array().unwrap().iter().find(|o| o["name"] == "puzzle_channel").cloned().unwrap();
    assert_eq!(option["type"], 7);
    assert_eq!(option["channel_types"], json!([0, 5]));

    let a = e.cmd(&ALICE, "puzzle", vec![]).await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Puzzle Ycij9 (rated 1250). Black played Rc5/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    assert_eq!(a.files.len(), 1);
    assert!(is_png(&a.files[0].1));
    assert_eq!(a.menus[0].0, "ppieces:1:1");
    // bob cannot see alice's private menus at all; alice clicks.
    assert!(!e.fake.can_press(&BOB, "ppieces:1:1"));
    let a = e.choose(&ALICE, "ppieces:1:1", "b8a", true, None).await;
    assert!(a.ephemeral);
    assert_eq!(a.menus[0].0, "pmoves:1:1:b8a:0");
    let a = e.choose(&ALICE, "pmoves:1:1:b8a:0", "b8b7", true, None).await;
    assert_eq!(
        a.content,
        "Right: Rb7+. Black answers Ka5/A. White to move: find the best move (the menus below, or /puzzle move:<move>)."
    );
    let a = e
        .cmd(&ALICE, "puzzle", vec![Opt::Str("move", "Qb8".into())])
        .await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Qb8/A is not the solution. The solution: 58. Qa8/A#. Puzzle Ycij9 (mateIn2, checkFromOtherBoard, lockedBoard). Your puzzle rating: 1500 → 1249 (-251); the puzzle's: 1250 → 1500 (+250). /puzzle gives you another."
    );

    // The daily puzzle: only a manager sets it.
    let daily = || {
        vec![
            Opt::Channel("puzzle_channel", CHANNEL_ID),
            Opt::Str("puzzle_time", "00:00".into()),
        ]
    };
    let a = e.cmd(&BOB, "server-settings", daily()).await;
    assert_eq!(
        a.content,
        "Only members with the Manage Server permission can use /server-settings."
    );
    e.fake.make_manager(&BOB);
    let from = e.fake.mark();
    let a = e.cmd(&BOB, "server-settings", daily()).await;
    assert!(
        a.content
            .ends_with(&format!(" A daily puzzle is posted in <#{CHANNEL_ID}> at 00:00 UTC. Posts here are in English. Boards here stand one above the other (auto) for members who chose nothing.")),
        "{}",
        a.content
    );
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let post = e
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path == path)
        .await;
    assert_eq!(
        post.json["content"],
        "Daily puzzle of 2026-11-29: White to move after Rc5/A. Press Solve to try it (privately). Solved by 0 members so far."
    );
    // One post a server and day: its nonce names both (and fits
    // Discord's 25 characters).
    assert_eq!(post.json["nonce"], "ad8yqr38fqultt-g1e");
    assert_eq!(post.json["enforce_nonce"], true);
    let a = e.press(&CAROL, "solve:20786").await;
    assert!(a.ephemeral);
    assert!(a.content.starts_with("Puzzle Ycij9 (rated 1500)."), "{}", a.content);
    e.cmd(&CAROL, "puzzle", vec![Opt::Str("move", "Rb7".into())])
        .await;
    let from = e.fake.mark();
    let a = e
        .cmd(&CAROL, "puzzle", vec![Opt::Str("move", "Qa8".into())])
        .await;
    assert!(a.content.starts_with("Solved! Qa8/A# mates."), "{}", a.content);
    let edit = e
        .fake
        .wait_for(from, |r| r.method == "PATCH" && r.path.starts_with(&format!("{path}/")))
        .await;
    assert!(
        edit.json["content"]
            .as_str()
            .unwrap()
            .ends_with("Solved by 1 member so far."),
        "{}",
        edit.json
    );
    // Posted once, whatever the sweeps since.
    assert_eq!(
        e.fake
            .texts_in(&CHANNEL_ID.to_string())
            .iter()
            .filter(|t| t.starts_with("Daily puzzle of"))
            .count(),
        1
    );
    bot.stop().await;
}
}

both! {
/// A German and a French member play in a Spanish server: each reads
/// their private answers in their own language (a board's caption too),
/// everyone reads the posts in Spanish (the board's caption and buttons
/// too), and a member whose locale the bot does not speak reads English.
/// The commands are registered with their names, descriptions and
/// choices in every language, within Discord's rules (the fake refuses
/// any other registration).
async fn each_member_reads_their_language_and_the_server_its_own() {
    use alice::lang::Lang;
    use alice::render::{render_png, RenderOptions};
    use alice_core::{Position, Rules};
    let mut e = env("languages").await;
    e.fake.set_guild_locale("es-ES");
    e.fake.set_locale(&ALICE, "de");
    e.fake.set_locale(&BOB, "fr");
    e.fake.set_locale(&CAROL, "ko");
    let bot = e.start().await;

    let put = e
        .fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT")
        .unwrap();
    let challenge = &put.json[0];
    assert_eq!(challenge["name"], "challenge");
    assert_eq!(challenge["name_localizations"]["de"], "herausfordern");
    assert_eq!(challenge["name_localizations"]["es-419"], "desafiar");
    assert_eq!(challenge["description_localizations"]["ru"], "Вызвать кого-то (или любого) на партию в шахматы Алисы");
    assert_eq!(challenge["options"][0]["name_localizations"]["fr"], "adversaire");
    assert_eq!(challenge["options"][1]["choices"][0]["name_localizations"]["pl"], "Białe");
    assert!(challenge["name_localizations"].get("en-US").is_none());

    let es = Lang::parse("es-ES").unwrap();
    let de = Lang::parse("de").unwrap();
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
    assert!(!a.ephemeral);
    assert_eq!(
        a.content,
        format!(
            "{}\nbob, alice te desafía a una partida de ajedrez de Alicia (puntuable, 3 días por jugada, captura al paso permitida, alice juega con blancas). El desafío n.º 1 está abierto durante 1 día.",
            ping(&BOB)
        )
    );
    // A refusal is the member's own.
    let a = e.press(&ALICE, "accept:1").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Herausforderung #1 ist deine eigene; du kannst sie nicht annehmen.");
    let a = e.press(&BOB, "accept:1").await;
    assert!(!a.ephemeral);
    assert!(
        a.content.ends_with("Empieza la partida n.º 1: alice (blancas) contra bob (negras). Mueve alice (blancas), quedan 3 días."),
        "{}",
        a.content
    );
    // The board as the channel sees it: its caption and titles in Spanish.
    let spanish = render_png(
        &Position::new(Rules::default()),
        &RenderOptions {
            caption: Some("n.º 1 alice contra bob · jugada 1 · mueven blancas".into()),
            lang: es,
            look: alice::service::BoardStyle::default().look,
            ..RenderOptions::default()
        },
    )
    .unwrap();
    assert!(a.files[0].1 == spanish, "the board of the post is not the Spanish one");
    let a = e.mv(&BOB, "e5").await;
    assert!(a.ephemeral);
    assert_eq!(
        a.content,
        "Ce n'est votre tour dans aucune de vos parties (n° 1 attend alice)."
    );
    let a = e.mv(&ALICE, "e4").await;
    assert!(a.content.contains("alice ha jugado e4. Mueve bob (negras), quedan 3 días."), "{}", a.content);
    // The rules' refusal of a move, privately: in bob's French.
    let a = e.mv(&BOB, "Ke7").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Ke7 : il y a déjà une de vos pièces en e7 sur l'échiquier A.");
    // A look back, privately: the caption in alice's German.
    let a = e.cmd(&ALICE, "board", vec![]).await;
    assert!(a.content.starts_with("Partida n.º 1: alice (blancas) contra bob (negras). Jugadas: 1. e4."), "{}", a.content);
    let a = e.press(&ALICE, "first:1:0").await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "Partie #1, alice gegen bob: Anfang (Halbzug 0 von 1).");
    let german = render_png(
        &Position::new(Rules::default()),
        &RenderOptions {
            caption: Some("#1 alice gegen bob · Anfang (Halbzug 0 von 1)".into()),
            lang: de,
            look: alice::service::BoardStyle::default().look,
            ..RenderOptions::default()
        },
    )
    .unwrap();
    assert!(a.files[0].1 == german, "the private board is not the German one");
    // A locale the bot does not speak: English.
    let a = e.cmd(&CAROL, "games", vec![]).await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "You have no games in progress and no open challenges.");
    bot.stop().await;
}
}

both! {
/// With the Activity on, a game's message offers "Play in Discord" beside
/// "Watch live"; pressing it answers by launching the Activity
/// (LAUNCH_ACTIVITY) and changes nothing. Registered globally, the
/// commands include the Activity's entry point.
async fn play_in_discord_launches_the_activity() {
    let mut e = env("activity").await;
    e.activity = true;
    let _bot = e.start().await;
    e.cmd(
        &ALICE,
        "challenge",
        vec![Opt::User("opponent", BOB), Opt::Str("color", "white".into())],
    )
    .await;
    let a = e.press(&BOB, "accept:1").await;
    assert!(a.buttons.contains(&"launch:1".to_string()), "{:?}", a.buttons);
    let before = e.fake.mark();
    let launched = e.press(&CAROL, "launch:1").await;
    assert_eq!(launched.kind, 12);
    assert!(launched.content.is_empty());
    // Nothing posted, nothing played.
    assert!(e.fake.requests()[before..]
        .iter()
        .all(|r| r.method != "POST" || r.path.contains("/callback")));

    let http = alice::discord::rest(&e.fake.settings(Duration::from_millis(50)));
    let n = alice::discord::register(&http, None, true).await.unwrap();
    let path = format!("/api/v10/applications/{APP_ID}/commands");
    let last_put = || {
        e.fake
            .requests()
            .into_iter()
            .rev()
            .find(|r| r.method == "PUT" && r.path == path)
            .unwrap()
            .json
    };
    let put = last_put();
    let list = put.as_array().unwrap();
    assert_eq!(list.len(), n);
    let entry = list.last().unwrap();
    assert_eq!(entry["name"], "launch");
    assert_eq!(entry["type"], 4);
    assert_eq!(entry["handler"], 2);
    assert_eq!(
        entry["description"],
        "Open the live table of this channel’s game inside Discord"
    );
    assert_eq!(
        entry["description_localizations"]["de"],
        "Den Live-Tisch der Partie dieses Kanals in Discord öffnen"
    );
    // In one server, or without the Activity, no entry point.
    alice::discord::register(&http, None, false).await.unwrap();
    assert!(last_put().as_array().unwrap().iter().all(|c| c["type"] != 4));
}
}

both! {
/// A call of each kind held and then dropped before Discord did it: a
/// first answer and a deferral dropped until Discord forgets the
/// interaction (its 3 s pass), the edit of a deferred answer, a DM. Each
/// answer is shown once, at once (not after the outbox's grace), and
/// nothing is posted again once the grace has passed.
async fn a_call_of_each_kind_dropped_before_it_was_done_loses_nothing() {
    let mut e = env("dropped-each").await;
    let bot = e.start().await;
    let channel = CHANNEL_ID.to_string();
    e.cmd(&BOB, "settings", vec![Opt::Str("notify", "dm".into())])
        .await;
    e.game().await;
    e.wait_placed(1).await;
    let held = Duration::from_secs(1);
    let shown = |want: String| {
        let fake = &e.fake;
        let channel = channel.clone();
        async move {
            fake_discord::until(Duration::from_secs(20), || {
                let want = want.clone();
                let channel = channel.clone();
                async move {
                    let n = fake
                        .texts_in(&channel)
                        .iter()
                        .filter(|t| t.contains(&want))
                        .count();
                    (n > 0).then_some(n)
                }
            })
            .await
            .unwrap_or_else(|| panic!("{want:?} never shown"))
        }
    };

    // The first answer: each try dropped until the interaction's 3 s
    // have passed; the answer is posted in the channel instead.
    for _ in 0..4 {
        e.fake.drop_next("POST", "/callback", held);
    }
    let from = e.fake.mark();
    e.fake.dispatch(
        "INTERACTION_CREATE",
        e.fake.slash(&ALICE, "move", vec![Opt::Str("move", "e4".into())]).1,
    );
    assert_eq!(shown("alice played e4.".into()).await, 1);
    let refused: Vec<u16> = e
        .fake
        .requests()
        .get(from..)
        .unwrap_or_default()
        .iter()
        .filter(|r| r.path.ends_with("/callback"))
        .map(|r| r.status)
        .collect();
    assert_eq!(refused.last(), Some(&404), "{refused:?}");

    // A DM held and dropped once: its nonce makes the second try one
    // message.
    e.fake.drop_next("POST", "/messages", held);
    let a = e.mv(&BOB, "e5").await;
    assert!(a.content.contains("bob played e5."), "{}", a.content);
    e.fake.drop_next("POST", "/messages", held);
    let a = e.mv(&ALICE, "Nf3").await;
    assert!(a.content.contains("alice played Nf3."), "{}", a.content);
    let dms = fake_discord::until(Duration::from_secs(20), || async {
        let dms: Vec<String> = e
            .fake
            .texts_in(&e.fake.dm_channel_of(&BOB)?)
            .into_iter()
            .filter(|t| t.contains(" played "))
            .collect();
        (dms.len() >= 2).then_some(dms)
    })
    .await
    .expect("bob's DMs");
    assert_eq!(dms.len(), 2, "{dms:#?}");
    assert!(dms[0].contains("alice played e4."), "{dms:#?}");
    assert!(dms[1].contains("alice played Nf3."), "{dms:#?}");

    // Against the engine (deferred first): the deferral dropped until the
    // interaction is forgotten, then the edit of a deferred answer.
    let a = e
        .cmd(
            &CAROL,
            "play",
            vec![Opt::Int("level", 1), Opt::Str("color", "white".into())],
        )
        .await;
    assert!(a.content.contains("Game #2 begins"), "{}", a.content);
    for _ in 0..4 {
        e.fake.drop_next("POST", "/callback", held);
    }
    e.fake.dispatch(
        "INTERACTION_CREATE",
        e.fake.slash(&CAROL, "move", vec![Opt::Str("move", "d4".into())]).1,
    );
    assert_eq!(shown("carol played d4. Alice (level 1) replied ".into()).await, 1);
    e.fake.drop_next("PATCH", "/messages/@original", held);
    let a = e.mv(&CAROL, "c4").await;
    assert!(
        a.content.contains("carol played c4. Alice (level 1) replied "),
        "{}",
        a.content
    );
    assert_eq!(shown("carol played c4.".into()).await, 1);

    // Once every answer's grace has passed, nothing more is posted, and
    // nothing is owed.
    let before = e.fake.texts_in(&channel).len();
    e.advance(5 * 60_000);
    fake_discord::until(Duration::from_secs(20), || async {
        let owed = e
            .rows("SELECT CAST(COUNT(*) AS TEXT) FROM outbox WHERE done_at IS NULL")
            .await;
        (owed == ["0"]).then_some(())
    })
    .await
    .expect("nothing owed");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(e.fake.texts_in(&channel).len(), before);
    for san in ["e4", "Nf3"] {
        assert_eq!(shown(format!("alice played {san}.")).await, 1);
    }
    assert_eq!(
        e.rows("SELECT san FROM moves WHERE game_id = 1 ORDER BY ply").await,
        ["e4", "e5", "Nf3"]
    );
    bot.stop().await;
}
}

both! {
/// A tournament through Discord: created by a manager with the command's
/// subcommand, announced in the channel with Join and Leave, joined by the
/// button and the command, started; its round posted in the channel with
/// its players mentioned, its game begun with a first message and a
/// thread of its own.
async fn a_tournament_is_announced_joined_by_button_and_paired_in_its_channel() {
    let mut e = env("tournament").await;
    e.threads = true;
    let _bot = e.start().await;
    let sub = |name: &'static str, opts: Vec<Opt>| vec![Opt::Sub(name, opts)];
    let a = e.cmd(&BOB, "tournament", sub("create", vec![])).await;
    assert_eq!(
        a.content,
        "Only members who can manage the server create tournaments."
    );
    e.fake.make_manager(&ALICE);
    let posts = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let from = e.fake.mark();
    let create = vec![
        Opt::Str("name", "Winter".into()),
        Opt::Int("rounds", 2),
        Opt::Str("tie_breaks", "SB,BH-C1".into()),
    ];
    let a = e.cmd(&ALICE, "tournament", sub("create", create)).await;
    assert_eq!(
        a.content,
        "Tournament #1 **Winter** is created: members join with its button or /tournament join, and /tournament start pairs its first round."
    );
    let post = e
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path == posts)
        .await;
    assert_eq!(
        post.json["content"],
        "**Winter** (tournament #1), by alice: a Swiss of 2 rounds by FIDE's Dutch system, Alice chess, 3 days per move, rated; tie-breaks SB, BH-C1."
    );
    let a = e.press(&BOB, "join:1").await;
    assert_eq!(a.content, "bob joined **Winter** (tournament #1): 1 player.");
    let a = e.press(&BOB, "join:1").await;
    assert_eq!(a.content, "You are already playing in tournament #1.");
    let a = e.cmd(&CAROL, "tournament", sub("join", vec![])).await;
    assert_eq!(a.content, "carol joined **Winter** (tournament #1): 2 players.");
    let a = e.cmd(&BOB, "tournament", sub("start", vec![Opt::Int("id", 1)])).await;
    assert_eq!(
        a.content,
        "Only the creator of tournament #1 or a server manager can do that."
    );
    let from = e.fake.mark();
    let a = e.cmd(&ALICE, "tournament", sub("start", vec![])).await;
    assert_eq!(
        a.content,
        "Tournament #1 has started: its first round is paired."
    );
    let round = e
        .fake
        .wait_for(from, |r| {
            r.method == "POST"
                && r.path == posts
                && r.json["content"].as_str().is_some_and(|c| c.contains("round 1 of 2"))
        })
        .await;
    assert_eq!(
        round.json["content"],
        format!(
            "<@{}> <@{}>\n**Winter** (tournament #1), round 1 of 2:\nBoard 1: bob – carol, game #1",
            BOB.id, CAROL.id
        )
    );
    assert_eq!(
        round.json["allowed_mentions"]["users"],
        json!([BOB.id.to_string(), CAROL.id.to_string()])
    );
    // The game's first message in the channel, then its thread.
    let first = e
        .fake
        .wait_for(from, |r| {
            r.method == "POST"
                && r.path == posts
                && r.json["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("Tournament #1, round 1: game #1 begins"))
        })
        .await;
    assert_eq!(
        first.json["content"],
        format!(
            "<@{}>\nTournament #1, round 1: game #1 begins: bob (White) vs carol (Black). bob (White) to move, 3 days left.",
            BOB.id
        )
    );
    let thread = e
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
        .await;
    assert_eq!(thread.json["name"], "#1 · bob vs carol");
    let a = e
        .cmd(&CAROL, "tournament", sub("pairings", vec![]))
        .await;
    assert_eq!(
        a.content,
        "**Winter** (tournament #1), round 1 of 2:\nBoard 1: bob – carol (playing), game #1"
    );
    // The organiser's group of subcommands.
    let cancel = vec![Opt::Sub("manage", vec![Opt::Sub("cancel", vec![])])];
    let a = e.cmd(&BOB, "tournament", cancel.clone()).await;
    assert_eq!(
        a.content,
        "Only the creator of tournament #1 or a server manager can do that."
    );
    let a = e.cmd(&ALICE, "tournament", cancel).await;
    assert_eq!(
        a.content,
        "**Winter** (tournament #1) is cancelled by alice: no more rounds are paired; games being played go on."
    );
}
}

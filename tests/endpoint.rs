//! The interactions endpoint (`alice serve`) in this process: the fake
//! Discord signs each interaction and POSTs it; the answer is the HTTP
//! response (JSON, or multipart with the board), or a deferral edited in
//! through the REST API. Signatures, the health check, limits, a game
//! played over HTTP on both backends, and a shutdown that lets the action
//! in flight finish.

mod fake_discord;
mod images;
mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::discord::{endpoint, Bot};
use alice::service::{Config, Service};
use alice::store::{Kind, Store};
use fake_discord::{
    http_request, sign, FakeDiscord, Opt, TestUser, ALICE, APP_ID, BOB, CAROL, CHANNEL_ID,
};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

struct Served {
    base: String,
    fake: FakeDiscord,
    env: support::Env,
    stop: Option<oneshot::Sender<()>>,
    handle: Option<JoinHandle<Result<(), String>>>,
}

/// An endpoint on a fresh database (threads on, as servers have them by
/// default), with the sweeper every 50 ms and a clock the test moves.
async fn served(name: &str) -> Served {
    let env = support::env(&format!("endpoint_{name}"));
    let fake = FakeDiscord::start().await;
    let store = Store::open(&env.url).await.unwrap();
    let c: Arc<AtomicI64> = env.clock.clone();
    let service = Service::new(
        store,
        Arc::new(move || c.load(Ordering::SeqCst)),
        Config::default(),
    );
    let settings = fake.settings(Duration::from_millis(50));
    let bot = Bot::new(Arc::new(service), settings);
    let verifier = endpoint::verifier(&fake_discord::public_key_hex()).unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, rx) = oneshot::channel();
    let handle = tokio::spawn(endpoint::serve(bot, verifier, listener, async {
        let _ = rx.await;
    }));
    Served {
        base,
        fake,
        env,
        stop: Some(stop),
        handle: Some(handle),
    }
}

impl Served {
    async fn call(&self, event: (u64, Value)) -> fake_discord::Answer {
        self.fake
            .call_http(&self.base, event)
            .await
            .unwrap_or_else(|e| panic!("the endpoint did not answer: {e}"))
    }

    async fn cmd(&self, who: &TestUser, name: &str, opts: Vec<Opt>) -> fake_discord::Answer {
        self.call(self.fake.slash(who, name, opts)).await
    }

    /// alice challenges bob, alice to play White (challenge #1).
    async fn alice_challenges_bob(&self) -> fake_discord::Answer {
        let opts = vec![
            Opt::User("opponent", BOB),
            Opt::Str("color", "white".into()),
        ];
        self.cmd(&ALICE, "challenge", opts).await
    }

    async fn rows(&self, sql: &str) -> Vec<String> {
        let store = Store::open(&self.env.url).await.unwrap();
        let rows: Vec<(String,)> = store.fetch(sql).await.unwrap();
        store.close().await;
        rows.into_iter().map(|r| r.0).collect()
    }

    async fn count(&self, table: &str) -> i64 {
        let store = Store::open(&self.env.url).await.unwrap();
        let rows: Vec<(i64,)> = store
            .fetch(&format!("SELECT COUNT(*) FROM {table}"))
            .await
            .unwrap();
        store.close().await;
        rows[0].0
    }

    async fn stop(mut self) {
        let _ = self.stop.take().unwrap().send(());
        tokio::time::timeout(Duration::from_secs(40), self.handle.take().unwrap())
            .await
            .expect("the endpoint did not stop within 40 s")
            .expect("endpoint task")
            .expect("the endpoint stopped with an error");
    }
}

fn now_secs() -> String {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        .to_string()
}

type Headers = Vec<(&'static str, String)>;

async fn post(base: &str, headers: Headers, body: Vec<u8>) -> (u16, String) {
    let r = http_request(base, "POST", "/interactions", &headers, body)
        .await
        .unwrap();
    (r.status, String::from_utf8_lossy(&r.body).to_string())
}

#[test]
fn signatures_are_checked_and_nothing_unsigned_is_done() {
    support::run(Kind::Sqlite, || async {
        let s = served("signatures").await;
        let (_, challenge) = s
            .fake
            .slash(&ALICE, "challenge", vec![Opt::User("opponent", BOB)]);
        let body = challenge.to_string().into_bytes();
        let key = fake_discord::signing_key();
        let other = ed25519_dalek::SigningKey::from_bytes(&[9u8; 32]);
        let ts = now_secs();
        let good = sign(&key, &ts, &body);
        let json_type = ("content-type", "application/json".to_string());
        let cases: Vec<(&str, Headers, Vec<u8>)> = vec![
            ("no signature", vec![json_type.clone()], body.clone()),
            (
                "no timestamp",
                vec![json_type.clone(), ("x-signature-ed25519", good.clone())],
                body.clone(),
            ),
            (
                "a malformed signature",
                vec![
                    ("x-signature-ed25519", "zz-not-hex".into()),
                    ("x-signature-timestamp", ts.clone()),
                ],
                body.clone(),
            ),
            (
                "a signature by another key",
                vec![
                    ("x-signature-ed25519", sign(&other, &ts, &body)),
                    ("x-signature-timestamp", ts.clone()),
                ],
                body.clone(),
            ),
            (
                "a timestamp other than the one signed",
                vec![
                    ("x-signature-ed25519", good.clone()),
                    (
                        "x-signature-timestamp",
                        format!("{}", ts.parse::<u64>().unwrap() + 1),
                    ),
                ],
                body.clone(),
            ),
            (
                "a body other than the one signed",
                vec![
                    ("x-signature-ed25519", good.clone()),
                    ("x-signature-timestamp", ts.clone()),
                ],
                challenge
                    .to_string()
                    .replace("challenge", "resign")
                    .into_bytes(),
            ),
        ];
        for (what, headers, body) in cases {
            let (status, text) = post(&s.base, headers, body).await;
            assert_eq!(
                (status, text.as_str()),
                (401, "invalid request signature"),
                "{what}"
            );
        }
        // Nothing was done, nothing was sent to Discord.
        assert_eq!(s.count("players").await, 0);
        assert_eq!(s.count("challenges").await, 0);
        assert!(
            !s.fake
                .requests()
                .iter()
                .any(|r| r.path.contains("/interactions/") || r.path.contains("/webhooks/")),
            "nothing answered"
        );

        // A signed PING gets a PONG.
        let ping = json!({"id": "1", "application_id": APP_ID.to_string(), "type": 1,
                          "token": "tokping", "version": 1});
        let r = s.fake.post_signed(&s.base, &ping).await.unwrap();
        assert_eq!(r.status, 200);
        assert_eq!(r.content_type, "application/json");
        assert_eq!(
            serde_json::from_slice::<Value>(&r.body).unwrap(),
            json!({"type": 1})
        );

        // Signed, but not an interaction.
        let r = s
            .fake
            .post_signed(&s.base, &json!({"hello": 1}))
            .await
            .unwrap();
        assert_eq!(
            (r.status, String::from_utf8_lossy(&r.body).as_ref()),
            (400, "not an interaction")
        );

        // Too large a body, whatever its signature.
        let big = vec![b'x'; endpoint::MAX_BODY + 1];
        let (status, text) = post(
            &s.base,
            vec![
                ("x-signature-ed25519", sign(&key, &ts, &big)),
                ("x-signature-timestamp", ts.clone()),
            ],
            big,
        )
        .await;
        assert_eq!((status, text.as_str()), (413, "request body too large"));

        // The health check, and other methods.
        let r = http_request(&s.base, "GET", "/healthz", &[], Vec::new())
            .await
            .unwrap();
        assert_eq!(
            (r.status, String::from_utf8_lossy(&r.body).as_ref()),
            (200, "ok")
        );
        let r = http_request(&s.base, "GET", "/", &[], Vec::new())
            .await
            .unwrap();
        assert_eq!(r.status, 405);
        s.stop().await;
    });
}

#[test]
fn a_bad_public_key_is_refused_with_its_reason() {
    let err = |key: &str| endpoint::verifier(key).err().unwrap();
    assert!(err("").starts_with("DISCORD_PUBLIC_KEY is not set"));
    for bad in ["abc", &"g".repeat(64), &"ab".repeat(33)] {
        assert_eq!(
            err(bad),
            "DISCORD_PUBLIC_KEY must be 64 hexadecimal digits (the application's public key)"
        );
    }
    assert!(endpoint::verifier(&fake_discord::public_key_hex()).is_ok());
}

both! {
async fn a_game_is_played_over_http_as_over_the_gateway() {
    let s = served("game").await;
    let r = http_request(&s.base, "GET", "/healthz", &[], Vec::new()).await.unwrap();
    assert_eq!((r.status, String::from_utf8_lossy(&r.body).as_ref()), (200, "ok"));
    let a = s.alice_challenges_bob().await;
    assert_eq!(a.kind, 4);
    assert!(!a.ephemeral);
    assert_eq!(a.buttons, ["accept:1", "decline:1"]);
    assert_eq!(a.pings, [BOB.id.to_string()]);

    // Accepted by button: the board comes as a file of a multipart
    // response, and the game's thread is opened from that message, which
    // Discord makes from the response a moment later (read again until
    // it exists).
    s.fake.lag_originals(Duration::from_millis(250));
    let from = s.fake.mark();
    let a = s.call(s.fake.press(&BOB, "accept:1")).await;
    assert!(!a.ephemeral, "{}", a.content);
    assert!(a.content.contains("Game #1 begins"), "{}", a.content);
    assert_eq!(a.files.len(), 1);
    assert!(images::is_board_png(&a.files[0].1), "a PNG board");
    let thread = s
        .fake
        .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
        .await;
    assert_eq!(thread.json["name"], "#1 · alice vs bob");
    let reads: Vec<u16> = s.fake.requests()[from..]
        .iter()
        .filter(|r| r.method == "GET" && r.path.ends_with("/messages/@original"))
        .map(|r| r.status)
        .collect();
    assert!(reads.len() >= 2 && reads[0] == 404, "{reads:?}");
    assert_eq!(reads.last(), Some(&200), "{reads:?}");
    let thread_id: u64 = thread.path.split('/').nth(6).unwrap().parse().unwrap();
    // The spent buttons were removed from the challenge.
    s.fake
        .wait_for(from, |r| {
            r.method == "PATCH"
                && r.path.starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages/"))
        })
        .await;

    // Moves typed in the thread.
    let in_thread = |event| s.fake.in_channel(event, thread_id, true);
    let a = s
        .call(in_thread(s.fake.slash(&ALICE, "move", vec![Opt::Str("move", "e4".into())])))
        .await;
    assert!(a.content.contains("\nalice played e4."), "{}", a.content);
    assert_eq!(a.pings, [BOB.id.to_string()]);
    assert!(images::is_board_png(&a.files[0].1));
    // A mistake is private and changes nothing.
    let a = s
        .call(in_thread(s.fake.slash(&ALICE, "move", vec![Opt::Str("move", "d4".into())])))
        .await;
    assert!(a.ephemeral);
    assert_eq!(a.content, "It is not your turn in game #1: bob is to move.");
    // Suggestions.
    let a = s
        .call(in_thread(s.fake.slash(&BOB, "move", vec![Opt::Focused("move", "e".into())])))
        .await;
    assert_eq!(a.kind, 8);
    assert_eq!(
        a.choices,
        [("e5".to_string(), json!("e5")), ("e6".to_string(), json!("e6"))]
    );
    // Two clicks: a piece, then its move (a private menu, then the move).
    let a = s
        .call(in_thread(s.fake.component(&BOB, "pieces:1:1", Some(vec!["g8a"]))))
        .await;
    assert!(a.ephemeral);
    let (id, options) = &a.menus[0];
    assert_eq!(id, "moves:1:1:g8a:0");
    assert!(options.iter().any(|o| o.1 == "g8f6"), "{options:?}");
    let a = s
        .call(in_thread(s.fake.component(&BOB, id, Some(vec!["g8f6"]))))
        .await;
    assert!(a.content.contains("\nbob played Nf6."), "{}", a.content);
    assert_eq!(s.rows("SELECT san FROM moves ORDER BY ply").await, ["e4", "Nf6"]);

    // Against the bot: the engine thinks, so the answer is deferred and
    // edited in through the REST API.
    let a = s
        .cmd(&CAROL, "play", vec![Opt::Int("level", 1), Opt::Str("color", "black".into())])
        .await;
    assert_eq!(a.kind, 5);
    assert!(
        a.content.contains("Game #2 begins: carol plays Black against Alice (level 1). Alice opens with "),
        "{}",
        a.content
    );
    s.stop().await;
}
}

/// When the message of the endpoint's answer never appears, the bot reads
/// it again ten times, each pause 100 ms longer (5.5 s in all), then gives
/// up on the thread; the game goes on in the channel.
#[test]
fn a_first_message_that_never_appears_is_given_up_after_ten_tries() {
    support::run(Kind::Sqlite, || async {
        let s = served("lagging").await;
        s.alice_challenges_bob().await;
        s.fake.lag_originals(Duration::from_secs(3600));
        let from = s.fake.mark();
        let a = s.call(s.fake.press(&BOB, "accept:1")).await;
        assert!(a.content.contains("Game #1 begins"), "{}", a.content);
        let reads = || {
            s.fake.requests()[from..]
                .iter()
                .filter(|r| r.method == "GET" && r.path.ends_with("/messages/@original"))
                .map(|r| (r.status, r.at))
                .collect::<Vec<_>>()
        };
        let eleven = || async { (reads().len() >= 11).then_some(()) };
        fake_discord::until(Duration::from_secs(30), eleven)
            .await
            .expect("the bot stopped reading before its tenth try");
        // A window in which a twelfth read would have come (the next
        // pause would be 1.1 s).
        tokio::time::sleep(Duration::from_millis(1500)).await;
        let reads = reads();
        assert_eq!(reads.len(), 11, "{reads:?}");
        assert!(reads.iter().all(|r| r.0 == 404));
        let span = reads[10].1.duration_since(reads[0].1);
        assert!(span >= Duration::from_millis(5500), "{span:?}");
        assert!(
            !s.fake.requests()[from..]
                .iter()
                .any(|r| r.method == "POST" && r.path.ends_with("/threads")),
            "no thread without its message"
        );
        // The game goes on where it was started.
        let a = s
            .cmd(&ALICE, "move", vec![Opt::Str("move", "e4".into())])
            .await;
        assert!(a.content.contains("alice played e4."), "{}", a.content);
        s.stop().await;
    });
}

/// A move's answer given as the endpoint's response counts as given only
/// once Discord shows it: when the response never reaches Discord (its
/// process died before sending it), the answer stays owed and the outbox
/// posts it in the game's thread, once.
#[test]
fn an_answer_that_never_left_the_endpoint_is_posted_by_the_outbox() {
    support::run(Kind::Sqlite, || async {
        let s = served("lost_response").await;
        s.alice_challenges_bob().await;
        let from = s.fake.mark();
        s.call(s.fake.press(&BOB, "accept:1")).await;
        let thread = s
            .fake
            .wait_for(from, |r| r.method == "POST" && r.path.ends_with("/threads"))
            .await;
        let thread_id: u64 = thread.path.split('/').nth(6).unwrap().parse().unwrap();
        let played = |texts: Vec<String>| {
            texts
                .iter()
                .filter(|t| t.contains("alice played e4."))
                .count()
        };
        let before = s.fake.texts_in(&thread_id.to_string());
        s.fake
            .call_http_lost(
                &s.base,
                s.fake.in_channel(
                    s.fake
                        .slash(&ALICE, "move", vec![Opt::Str("move", "e4".into())]),
                    thread_id,
                    true,
                ),
            )
            .await;
        assert_eq!(s.rows("SELECT san FROM moves").await, ["e4"]);
        assert_eq!(played(s.fake.texts_in(&thread_id.to_string())), 0);
        // Owed still: once the answer's grace has passed, the outbox finds
        // it never given and posts it.
        s.env.advance(alice::service::outbox::ANSWER_GRACE_MS);
        // Time passes: a try that fails is tried again.
        let posted = || async {
            s.env.advance(1_000);
            let texts = s.fake.texts_in(&thread_id.to_string());
            (played(texts.clone()) > 0).then_some(texts)
        };
        let texts = fake_discord::until(Duration::from_secs(10), posted).await;
        let texts = texts.expect("the lost answer was never posted");
        assert_eq!(played(texts.clone()), 1, "{texts:?}");
        assert_eq!(texts.len(), before.len() + 1, "{texts:?}");
        let settled = s
            .rows("SELECT outcome FROM outbox WHERE outcome IS NOT NULL")
            .await;
        assert!(settled.contains(&"fallback".to_string()), "{settled:?}");
        s.stop().await;
    });
}

#[test]
fn a_shutdown_lets_the_action_in_flight_finish() {
    support::run(Kind::Sqlite, || async {
        let mut s = served("shutdown").await;
        s.cmd(
            &CAROL,
            "play",
            vec![Opt::Int("level", 8), Opt::Str("color", "white".into())],
        )
        .await;
        // Stopped while the bot searches its reply: carol's move stored,
        // the bot's claimed and not yet stored.
        let event = s
            .fake
            .slash(&CAROL, "move", vec![Opt::Str("move", "e4".into())]);
        let stop = s.stop.take().unwrap();
        let from = s.fake.mark();
        let searching = || async {
            let claimed = s
                .rows("SELECT key FROM claims WHERE key LIKE 'bot:1:%'")
                .await;
            (!claimed.is_empty() && s.count("moves").await == 1).then_some(())
        };
        let (answer, _) = tokio::join!(s.call(event), async {
            fake_discord::until(Duration::from_secs(30), searching)
                .await
                .expect("the bot never started its reply");
            let _ = stop.send(());
        });
        // Deferred, then the reply posted in the game's thread.
        assert_eq!(answer.kind, 5);
        assert!(
            answer.content.starts_with("Done. Game #1 is played in <#"),
            "{}",
            answer.content
        );
        let posted = s
            .fake
            .wait_for(from, |r| {
                r.method == "POST"
                    && r.json["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("carol played e4. Alice (level 8) replied "))
            })
            .await;
        assert!(posted.path.ends_with("/messages"), "{}", posted.path);
        tokio::time::timeout(Duration::from_secs(40), s.handle.take().unwrap())
            .await
            .expect("stopped")
            .unwrap()
            .unwrap();
        assert_eq!(s.count("moves").await, 2);
        // Nothing listens any more.
        assert!(http_request(&s.base, "GET", "/healthz", &[], Vec::new())
            .await
            .is_err());
    });
}

//! The live table in a real browser: headless Chromium driven through
//! chromedriver (Debian's `chromium` and `chromium-driver`, which
//! `.ci/run` installs). A spectator's page shows the boards, follows a
//! move made through the service without a reload, picks up again after
//! its connection is cut, and stacks the boards on a phone's width; the
//! screenshot shows both boards' squares. Players sign in through the
//! fake Discord and play by clicks, drags and typed moves; two players and
//! a spectator, each in a browser of their own, follow a one-minute game to
//! its flag; the Activity's page runs its bundled script.

mod fake_discord;
mod pg;
mod scratch;
mod support;

use alice::service::Config;
use alice::web::LiveTable;
use fantoccini::actions::{InputSource, MouseActions, PointerAction, MOUSE_BUTTON_LEFT};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use support::*;
use tokio::net::{TcpListener, TcpStream};

/// chromedriver on a port of its own, stopped when dropped.
struct Driver {
    child: std::process::Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn chromedriver() -> Driver {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = std::process::Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("chromedriver: install Debian's chromium and chromium-driver (.ci/run does)");
    // Stopped however this ends.
    let driver = Driver { child, port };
    for _ in 0..100 {
        if TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return driver;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("chromedriver did not listen on {port}");
}

/// A fresh headless browser, `width` × `height`.
async fn browser(driver: &Driver, width: u32, height: u32) -> Client {
    let mut caps = serde_json::Map::new();
    let mut chrome = json!({
        "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-quic", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync",
            format!("--window-size={width},{height}"),
        ]
    });
    if std::path::Path::new("/usr/bin/chromium").exists() {
        chrome["binary"] = json!("/usr/bin/chromium");
    }
    // Headless windows are at least 500 px wide: a phone is emulated.
    if width < 500 {
        chrome["mobileEmulation"] = json!({
            "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0, "touch": true }
        });
    }
    caps.insert("goog:chromeOptions".into(), chrome);
    ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("a browser session")
}

/// What a script returns in the page.
async fn eval(c: &Client, script: &str) -> Value {
    c.execute(script, Vec::new()).await.unwrap()
}

/// Waits up to 10 s for a script to return `want`.
async fn until(c: &Client, script: &str, want: Value) {
    let mut last = Value::Null;
    for _ in 0..100 {
        last = eval(c, script).await;
        if last == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("`{script}` gave {last}, not {want}");
}

/// The square `sq` of board `board` (from 0) on the page.
fn square(board: usize, sq: &str) -> String {
    format!(
        "#boards svg.board:nth-of-type({}) rect[data-square=\"{sq}\"]",
        board + 1
    )
}

/// Clicks square `sq` of board `board`. The page redraws its boards
/// whenever the game's state arrives, so a square found just before may
/// be gone by the click: it is found again (a few times at most).
async fn click_square(c: &Client, board: usize, sq: &str) {
    for _ in 0..5 {
        let el = c.find(Locator::Css(&square(board, sq))).await.unwrap();
        match el.click().await {
            Ok(()) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if e.error == fantoccini::error::ErrorStatus::StaleElementReference =>
            {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => panic!("clicking {sq}: {e}"),
        }
    }
    panic!("{sq} was redrawn under every click");
}

/// Waits until the page has the player's legal moves.
async fn moves_loaded(c: &Client) {
    until(
        c,
        "return Number(document.body.dataset.moves || '0') > 0",
        json!(true),
    )
    .await;
}

/// Types `text` in the page's move field and sends it.
async fn type_move(c: &Client, text: &str) {
    let input = c.find(Locator::Css("#move")).await.unwrap();
    input.send_keys(text).await.unwrap();
    let send = c.find(Locator::Css("#play button")).await.unwrap();
    send.click().await.unwrap();
}

/// Presses on square `from` of board A, moves to `to` and (with
/// `release`) lets go there; a board redrawn meanwhile (see
/// [`click_square`]) is found again and the drag made anew.
async fn drag(c: &Client, from: &str, to: &str, release: bool) {
    for _ in 0..5 {
        let start = c.find(Locator::Css(&square(0, from))).await.unwrap();
        let end = c.find(Locator::Css(&square(0, to))).await.unwrap();
        let mut actions = MouseActions::new("mouse".into())
            .then(PointerAction::MoveToElement {
                element: start,
                duration: None,
                x: 0.0,
                y: 0.0,
            })
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .then(PointerAction::MoveToElement {
                element: end,
                duration: Some(Duration::from_millis(200)),
                x: 0.0,
                y: 0.0,
            });
        if release {
            actions = actions.then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        }
        match c.perform_actions(actions).await {
            Ok(()) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if e.error == fantoccini::error::ErrorStatus::StaleElementReference =>
            {
                c.release_actions().await.unwrap();
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => panic!("dragging {from} to {to}: {e}"),
        }
    }
    panic!("{from} or {to} was redrawn under every drag");
}

/// Waits for the page's connection to be `state` (`live`, `lost`).
async fn link_is(c: &Client, state: &str) {
    until(
        c,
        "return document.getElementById('link').className",
        json!(state),
    )
    .await;
}

/// A TCP relay to `to` whose connections can all be cut at once (new
/// ones are relayed again).
struct Relay {
    addr: SocketAddr,
    cut: tokio::sync::watch::Sender<u32>,
}

async fn relay(to: SocketAddr) -> Relay {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (cut, cuts) = tokio::sync::watch::channel(0u32);
    tokio::spawn(async move {
        while let Ok((mut inbound, _)) = listener.accept().await {
            let mut cuts = cuts.clone();
            cuts.mark_unchanged();
            tokio::spawn(async move {
                let Ok(mut outbound) = TcpStream::connect(to).await else {
                    return;
                };
                tokio::select! {
                    _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound) => {}
                    _ = cuts.changed() => {}
                }
            });
        }
    });
    Relay { addr, cut }
}

/// Pixels of exactly `rgb` in a PNG screenshot.
fn pixels_of(png_bytes: &[u8], rgb: [u8; 3]) -> usize {
    let decoder = png::Decoder::new(png_bytes);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let step = info.color_type.samples();
    buf[..info.buffer_size()]
        .chunks_exact(step)
        .filter(|p| p[..3] == rgb)
        .count()
}

/// A spectator follows a game in Chromium: the boards drawn, a move
/// made elsewhere shown without a reload, the page back after its
/// connection is cut, the boards stacked on a phone.
#[test]
fn a_spectator_follows_a_game_in_a_browser() {
    run(alice::store::Kind::Sqlite, || async {
        let env = env("browser");
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let table_addr = listener.local_addr().unwrap();
        let relay = relay(table_addr).await;
        let s = Arc::new(
            env.service_with(Config {
                images: false,
                web_url: Some(format!("http://{}", relay.addr)),
                ..Config::default()
            })
            .await,
        );
        let (_stop, stopped) = tokio::sync::watch::channel(false);
        tokio::spawn(LiveTable::new(s.clone()).serve(listener, stopped));
        let id = start(&s, "1d").await;
        let (token,): (String,) = one(
            &s,
            &format!("SELECT watch_token FROM games WHERE id = {id}"),
        )
        .await;
        let url = format!("http://{}/g/{id}-{token}", relay.addr);

        let driver = chromedriver().await;
        let c = browser(&driver, 1200, 900).await;
        c.goto(&url).await.unwrap();
        link_is(&c, "live").await;
        assert_eq!(
            c.find_all(Locator::Css("svg.board")).await.unwrap().len(),
            2
        );
        assert_eq!(
            eval(&c, "return document.title").await,
            json!(format!("#{id} · alice vs bob"))
        );
        let png = c.screenshot().await.unwrap();
        // Board A's light and dark squares, and board B's.
        for rgb in [
            [0xf0, 0xd9, 0xb5],
            [0xb5, 0x88, 0x63],
            [0xde, 0xe3, 0xe6],
            [0x8c, 0xa2, 0xad],
        ] {
            assert!(
                pixels_of(&png, rgb) > 20_000,
                "{rgb:?}: {}",
                pixels_of(&png, rgb)
            );
        }

        // A move made elsewhere: shown without a reload.
        eval(&c, "window.notReloaded = true; return null").await;
        s.games()
            .make_move(&alice(), Some(id), "e4", None)
            .await
            .unwrap();
        let moves =
            "return Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)";
        until(&c, moves, json!(["1. e4"])).await;
        until(
            &c,
            "return document.querySelectorAll('svg.board')[1].querySelectorAll('use').length",
            json!(1),
        )
        .await;
        assert_eq!(
            eval(&c, "return window.notReloaded === true").await,
            json!(true)
        );

        // The connection cut: the page says so, comes back by itself and
        // shows what was played meanwhile.
        relay.cut.send_modify(|n| *n += 1);
        link_is(&c, "lost").await;
        s.games()
            .make_move(&bob(), Some(id), "d5", None)
            .await
            .unwrap();
        until(&c, moves, json!(["1. e4 d5"])).await;
        link_is(&c, "live").await;
        assert_eq!(
            eval(&c, "return window.notReloaded === true").await,
            json!(true)
        );
        // The guides' picture of the table: `ALICE_SCREENSHOT=docs/table.png
        // cargo test --test browser`.
        if let Ok(path) = std::env::var("ALICE_SCREENSHOT") {
            std::fs::write(path, c.screenshot().await.unwrap()).unwrap();
        }
        c.close().await.unwrap();

        // A phone (390×844): both boards side by side on one screen, under
        // the turn line and the play bar; a move arriving scrolls nothing.
        let phone = browser(&driver, 390, 844).await;
        phone.goto(&url).await.unwrap();
        let rects = eval(
            &phone,
            "return Array.from(document.querySelectorAll('svg.board')).map(b => { \
             const r = b.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right, r.width]; })",
        )
        .await;
        let r: Vec<Vec<f64>> = serde_json::from_value(rects).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(
            eval(&phone, "return [window.innerWidth, window.innerHeight]").await,
            json!([390, 844])
        );
        let height = 844.0;
        assert!(
            (r[0][0] - r[1][0]).abs() < 1.0 && r[1][2] >= r[0][3],
            "side by side: {r:?}"
        );
        assert!(
            r.iter().all(|b| b[1] <= height && b[4] >= 175.0),
            "on screen: {r:?} in {height}"
        );
        let headline = eval(
            &phone,
            "return document.getElementById('headline').getBoundingClientRect().bottom",
        )
        .await;
        assert!(
            headline.as_f64().unwrap() <= r[0][0],
            "the turn line above the boards"
        );
        if let Ok(path) = std::env::var("ALICE_SCREENSHOT_PHONE") {
            std::fs::write(path, phone.screenshot().await.unwrap()).unwrap();
        }
        s.games()
            .make_move(&alice(), Some(id), "Nf3", None)
            .await
            .unwrap();
        until(&phone, moves, json!(["1. e4 d5", "2. Nf3"])).await;
        assert_eq!(eval(&phone, "return window.scrollY").await, json!(0));
        phone.close().await.unwrap();
    });
}

/// A table serving `env`'s games with signing in through `fake`, the
/// Activity on: the service, the table's address, and what stops it when
/// dropped.
async fn table_with_sign_in(
    env: &Env,
    fake: &fake_discord::FakeDiscord,
) -> (
    Arc<alice::service::Service>,
    SocketAddr,
    tokio::sync::watch::Sender<bool>,
) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let s = Arc::new(
        env.service_with(Config {
            images: false,
            web_url: Some(format!("http://{addr}")),
            activity: true,
            ..Config::default()
        })
        .await,
    );
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let table = LiveTable::new(s.clone()).with_login(alice::web::Login {
        client_id: fake_discord::APP_ID,
        client_secret: fake_discord::CLIENT_SECRET.into(),
        discord: fake.http_url.clone(),
        bot_token: fake_discord::TOKEN.into(),
    });
    tokio::spawn(table.serve(listener, stopped));
    (s, addr, stop)
}

/// A game between the fake Discord's alice (White) and bob on `time`,
/// accepted: bob, the game's number and its page's path.
async fn alice_and_bob(
    s: &alice::service::Service,
    time: &str,
) -> (alice::service::Player, i64, String) {
    use alice::service::Player;
    use fake_discord::{ALICE, BOB};
    let (a, b) = (
        Player::new(ALICE.id as i64, "alice"),
        Player::new(BOB.id as i64, "bob"),
    );
    let id = start_between(s, &a, &b, time).await;
    let (token,): (String,) =
        one(s, &format!("SELECT watch_token FROM games WHERE id = {id}")).await;
    (b, id, format!("/g/{id}-{token}"))
}

/// A player signs in through the fake Discord's OAuth2 in the browser,
/// types a move and sees it played; a move out of turn is refused with
/// its reason, and nothing changes.
#[test]
fn a_player_signs_in_and_plays_in_a_browser() {
    run(alice::store::Kind::Sqlite, || async {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("browser-play");
        let (s, addr, _stop) = table_with_sign_in(&env, &fake).await;
        let (b, id, path) = alice_and_bob(&s, "1d").await;
        let url = format!("http://{addr}{path}");

        let driver = chromedriver().await;
        let c = browser(&driver, 1200, 900).await;
        c.goto(&url).await.unwrap();
        assert!(c.find_all(Locator::Css("#play")).await.unwrap().is_empty());
        c.find(Locator::Css("#account a"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        // Through Discord's authorize page and back, signed in.
        until(&c, "return location.pathname", json!(path)).await;
        until(
            &c,
            "return (document.getElementById('account') || {}).textContent || ''",
            json!("Signed in as alice. Sign out"),
        )
        .await;
        link_is(&c, "live").await;
        type_move(&c, "e4").await;
        let moves =
            "return Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)";
        until(&c, moves, json!(["1. e4"])).await;
        assert_eq!(
            eval(&c, "return document.getElementById('move').value").await,
            json!("")
        );
        // Out of turn: the reason, and nothing played.
        type_move(&c, "d4").await;
        until(
            &c,
            "return document.getElementById('said').textContent.length > 0",
            json!(true),
        )
        .await;
        let said = eval(&c, "return document.getElementById('said').textContent").await;
        assert!(said.as_str().unwrap().contains("bob"), "{said}");
        assert_eq!(sans(&s, id).await, ["e4"]);
        // On the boards: bob's pawn, then alice's knight picked on board A
        // and its square clicked; a square it cannot reach is refused with
        // the reason.
        s.games().make_move(&b, Some(id), "e5", None).await.unwrap();
        until(&c, moves, json!(["1. e4 e5"])).await;
        moves_loaded(&c).await;
        click_square(&c, 0, "g1").await;
        // Ng1 may go to e2, f3 and h3 of board A, landing on B: the three
        // squares are marked on board B, where it lands.
        until(
            &c,
            "return Array.from(document.querySelectorAll('#boards svg.board')).map(b => b.querySelectorAll('.target').length)",
            json!([0, 3]),
        )
        .await;
        click_square(&c, 0, "f3").await;
        until(&c, moves, json!(["1. e4 e5", "2. Nf3"])).await;
        assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3"]);
        s.games()
            .make_move(&b, Some(id), "Nc6", None)
            .await
            .unwrap();
        until(&c, moves, json!(["1. e4 e5", "2. Nf3 Nc6"])).await;
        moves_loaded(&c).await;
        click_square(&c, 0, "b1").await;
        click_square(&c, 0, "b5").await;
        until(
            &c,
            "return document.getElementById('said').textContent.length > 0",
            json!(true),
        )
        .await;
        assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3", "Nc6"]);
        // Dropped where it cannot go: refused with the reason, the knight
        // back on b1.
        eval(
            &c,
            "document.getElementById('said').textContent = ''; return null",
        )
        .await;
        drag(&c, "b1", "b4", true).await;
        until(
            &c,
            "return document.getElementById('said').textContent.length > 0",
            json!(true),
        )
        .await;
        assert_eq!(
            eval(&c, "return [document.querySelectorAll('svg.drag').length, document.querySelectorAll('#boards use.lifted').length]").await,
            json!([0, 0])
        );
        assert_eq!(sans(&s, id).await, ["e4", "e5", "Nf3", "Nc6"]);
        // Dragged: pressed on b1, let go on c3.
        drag(&c, "b1", "c3", false).await;
        // Held over c3: a copy of the knight follows the pointer, the
        // knight itself dimmed on b1.
        assert_eq!(
            eval(&c, "return [document.querySelectorAll('svg.drag use').length, document.querySelectorAll('#boards use.lifted').length]").await,
            json!([1, 1])
        );
        let release = MouseActions::new("mouse".into()).then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
        c.perform_actions(release).await.unwrap();
        until(&c, moves, json!(["1. e4 e5", "2. Nf3 Nc6", "3. Nc3"])).await;
        assert_eq!(
            eval(&c, "return document.querySelectorAll('svg.drag').length").await,
            json!(0)
        );
        // Resigning asks first: declined, the game goes on; confirmed,
        // it is over, and the page shows it.
        let resign = "document.querySelector('button[data-act=resign]').click(); return null";
        eval(&c, resign).await;
        c.dismiss_alert().await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(
            eval(&c, "return document.body.dataset.status").await,
            json!("active")
        );
        eval(&c, resign).await;
        c.accept_alert().await.unwrap();
        until(&c, "return document.body.dataset.status", json!("finished")).await;
        let (status, result): (String, Option<String>) = one(
            &s,
            &format!("SELECT status, result FROM games WHERE id = {id}"),
        )
        .await;
        assert_eq!(
            (status.as_str(), result.as_deref()),
            ("finished", Some("0-1"))
        );
        c.close().await.unwrap();
    });
}

/// Signs `c` in through the fake Discord's OAuth2 pages as whoever the
/// fake lets in next, back on `url`'s page.
async fn sign_in(c: &Client, path: &str, name: &str) {
    c.find(Locator::Css("#account a"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(c, "return location.pathname", json!(path)).await;
    until(
        c,
        "return (document.getElementById('account') || {}).textContent || ''",
        json!(format!("Signed in as {name}. Sign out")),
    )
    .await;
    link_is(c, "live").await;
}

/// A 1+0 game between two players, each signed in with their own
/// browser, and a spectator in a third: moves made on either page (and
/// one in the fake Discord) reach all three, the clocks run on each, and
/// the flag falls on its own, the bot's sweeper finding it: every page
/// shows the game over, the loser's clock at zero.
#[test]
fn two_players_and_a_spectator_play_a_one_minute_game_to_the_flag() {
    run(alice::store::Kind::Sqlite, || async {
        use fake_discord::{ALICE, BOB};
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("browser-flag");
        let (s, addr, _stop) = table_with_sign_in(&env, &fake).await;
        let (_, id, path) = alice_and_bob(&s, "1+0").await;
        let url = format!("http://{addr}{path}");

        let driver = chromedriver().await;
        let (white, black, watcher) = (
            browser(&driver, 1000, 800).await,
            browser(&driver, 1000, 800).await,
            browser(&driver, 390, 844).await,
        );
        white.goto(&url).await.unwrap();
        sign_in(&white, &path, "alice").await;
        fake.sign_in_as(BOB);
        black.goto(&url).await.unwrap();
        sign_in(&black, &path, "bob").await;
        watcher.goto(&url).await.unwrap();
        link_is(&watcher, "live").await;
        let clocks = "return ['white', 'black'].map(s => document.querySelector('#clock-' + s + ' time').textContent)";
        for c in [&white, &black, &watcher] {
            until(c, clocks, json!(["1:00", "1:00"])).await;
        }
        let moves =
            "return Array.from(document.querySelectorAll('#moves li')).map(li => li.textContent)";
        // alice clicks, bob types, then a move through the service.
        moves_loaded(&white).await;
        click_square(&white, 0, "e2").await;
        click_square(&white, 0, "e4").await;
        until(&black, moves, json!(["1. e4"])).await;
        type_move(&black, "e5").await;
        for c in [&white, &black, &watcher] {
            until(c, moves, json!(["1. e4 e5"])).await;
        }
        // The third move in (the fake) Discord, the bot connected to it:
        // its sweeper is what flags the game below.
        let (stop_bot, bot_stopped) = tokio::sync::oneshot::channel::<()>();
        let bot = tokio::spawn(alice::discord::run(
            s.clone(),
            fake.settings(Duration::from_millis(50)),
            async {
                let _ = bot_stopped.await;
            },
        ));
        fake.wait_identified(1).await;
        let answer = fake
            .call(fake.slash(
                &ALICE,
                "move",
                vec![fake_discord::Opt::Str("move", "Nf3".into())],
            ))
            .await;
        assert!(
            answer.content.contains("alice played Nf3."),
            "{}",
            answer.content
        );
        for c in [&white, &black, &watcher] {
            until(c, moves, json!(["1. e4 e5", "2. Nf3"])).await;
            // bob's clock runs on every page.
            until(
                c,
                "return document.getElementById('clock-black').classList.contains('running')",
                json!(true),
            )
            .await;
        }
        tokio::time::sleep(Duration::from_millis(1_200)).await;
        let shown = eval(&watcher, clocks).await;
        assert_eq!(shown[0], json!("1:00"), "{shown}");
        assert_ne!(shown[1], json!("1:00"), "{shown}");
        // The minute passes: the bot's quick pass flags bob, nobody asking.
        env.advance(60_000);
        for c in [&white, &black, &watcher] {
            until(c, "return document.body.dataset.status", json!("finished")).await;
            until(c, clocks, json!(["1:00", "0:00.0"])).await;
            let headline = eval(c, "return document.getElementById('headline').textContent").await;
            assert!(
                headline.as_str().unwrap().contains("wins by timeout"),
                "{headline}"
            );
        }
        // The players' controls are gone.
        assert_eq!(
            eval(
                &white,
                "return getComputedStyle(document.getElementById('play')).display"
            )
            .await,
            json!("none")
        );
        assert_eq!(
            game_row(&s, id).await,
            (
                "finished".into(),
                Some("1-0".into()),
                Some("timeout".into()),
                3
            )
        );
        for c in [white, black, watcher] {
            c.close().await.unwrap();
        }
        let _ = stop_bot.send(());
        let _ = bot.await;
    });
}

/// The Activity's page runs its bundled script (Discord's SDK with it)
/// under the table's Content-Security-Policy: opened in a browser of its
/// own it says where it opens; opened as Discord opens it but with no
/// Discord to answer the SDK's handshake, it gives up with the reason.
#[test]
fn the_activity_page_runs_its_script_and_says_when_discord_is_not_there() {
    run(alice::store::Kind::Sqlite, || async {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("browser-activity");
        let (_s, addr, _stop) = table_with_sign_in(&env, &fake).await;
        let driver = chromedriver().await;
        let c = browser(&driver, 800, 600).await;
        let said = "return document.getElementById('said').textContent";
        c.goto(&format!("http://{addr}/activity")).await.unwrap();
        until(
            &c,
            said,
            json!("This page opens inside Discord, from a game’s “Play in Discord” button."),
        )
        .await;
        c.goto(&format!(
            "http://{addr}/?frame_id=f1&instance_id=i1&platform=desktop"
        ))
        .await
        .unwrap();
        assert_eq!(eval(&c, said).await, json!("Connecting to Discord…"));
        // The SDK waits eight seconds for Discord's answer.
        for _ in 0..2 {
            let now = eval(&c, said).await;
            if now != json!("Connecting to Discord…") {
                break;
            }
            tokio::time::sleep(Duration::from_secs(5)).await;
        }
        until(
            &c,
            said,
            json!("Discord did not confirm who you are. Try signing in again in a moment."),
        )
        .await;
        c.close().await.unwrap();
    });
}

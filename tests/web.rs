//! The live table without a browser: a game's page, JSON and WebSocket by
//! its address alone; one 404 for a wrong token, a missing game and any
//! other address; a socket that follows moves made through the service
//! (by this process or another on the same database), resumes after a
//! drop, and is closed when it floods or sends too much. On both backends.

mod fake_discord;
mod pg;
mod scratch;
mod support;

use alice::service::{Config, Service};
use alice::web::LiveTable;
use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use support::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// A service on `env`'s database whose table is served on 127.0.0.1; its
/// address, and the sender that stops it.
async fn served(env: &Env) -> (Arc<Service>, SocketAddr, tokio::sync::watch::Sender<bool>) {
    served_at(env, "").await
}

/// The same, the table's base address ending in `path`.
async fn served_at(
    env: &Env,
    path: &str,
) -> (Arc<Service>, SocketAddr, tokio::sync::watch::Sender<bool>) {
    serve_table(env, path, None, false).await
}

/// A table on `env`'s database under `path`, with `login` if any, the
/// Activity on if `activity`.
async fn serve_table(
    env: &Env,
    path: &str,
    login: Option<alice::web::Login>,
    activity: bool,
) -> (Arc<Service>, SocketAddr, tokio::sync::watch::Sender<bool>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let service = Arc::new(
        env.service_with(Config {
            images: false,
            web_url: Some(format!("http://{addr}{path}")),
            activity,
            ..Config::default()
        })
        .await,
    );
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let mut table = LiveTable::new(service.clone());
    if let Some(login) = login {
        table = table.with_login(login);
    }
    tokio::spawn(table.serve(listener, stopped));
    (service, addr, stop)
}

struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Every `Set-Cookie`.
    fn cookies(&self) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case("set-cookie"))
            .map(|(_, v)| v.as_str())
            .collect()
    }
}

/// The value a `Set-Cookie` gives `name`.
fn cookie_value<'a>(a: &'a Answer, name: &str) -> Option<&'a str> {
    a.cookies()
        .into_iter()
        .find_map(|c| c.strip_prefix(&format!("{name}=")))
        .map(|c| c.split(';').next().unwrap_or(""))
}

/// A GET over a fresh connection, with `extra` request headers.
async fn get(addr: SocketAddr, path: &str, extra: &[(&str, &str)]) -> Answer {
    request(addr, "GET", path, extra).await
}

/// A request without a body over a fresh connection.
async fn request(addr: SocketAddr, method: &str, path: &str, extra: &[(&str, &str)]) -> Answer {
    send(addr, method, path, extra, "").await
}

/// A request with `body` over a fresh connection.
async fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (n, v) in extra {
        request.push_str(&format!("{n}: {v}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut raw))
        .await
        .expect("an answer within 10 s")
        .unwrap();
    let text = String::from_utf8(raw).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let body = if chunked {
        unchunk(body)
    } else {
        body.to_string()
    };
    Answer {
        status,
        headers,
        body,
    }
}

fn unchunk(mut s: &str) -> String {
    let mut out = String::new();
    loop {
        let (size, rest) = s.split_once("\r\n").unwrap();
        let n = usize::from_str_radix(size.trim(), 16).unwrap();
        if n == 0 {
            return out;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
}

/// Game `id`'s watch token, as stored.
async fn token(s: &Service, id: i64) -> String {
    let (t,): (String,) = one(s, &format!("SELECT watch_token FROM games WHERE id = {id}")).await;
    t
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn socket(addr: SocketAddr, path: &str) -> Socket {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}{path}"))
        .await
        .unwrap();
    ws
}

/// The next state, as JSON, within 5 s.
async fn next_state(ws: &mut Socket) -> Value {
    match next_message(ws).await {
        // Sent deflated (raw DEFLATE).
        Message::Binary(b) => serde_json::from_str(&inflated(&b)).unwrap(),
        other => panic!("unexpected {other:?}"),
    }
}

/// The next message but pings and pongs, within 5 s.
async fn next_message(ws: &mut Socket) -> Message {
    loop {
        match tokio::time::timeout(Duration::from_secs(5), ws.next()).await {
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
            Ok(Some(Ok(m))) => return m,
            other => panic!("no message: {other:?}"),
        }
    }
}

/// A state as the page reads it: inflated.
fn inflated(packed: &[u8]) -> String {
    use std::io::Read;
    let mut text = String::new();
    flate2::read::DeflateDecoder::new(packed)
        .read_to_string(&mut text)
        .unwrap();
    text
}

both! {
    /// The JSON of a game in progress, exactly; the page with its boards
    /// and the headers that keep the token to the page; the Discord
    /// message's link is the page's address.
    async fn a_game_is_shown_by_its_address() {
        let env = env("web-shown");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let reply = s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
        let t = token(&s, id).await;
        assert_eq!(t.len(), 32);
        assert!(t.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()), "{t}");
        let key = format!("{id}-{t}");
        assert_eq!(
            reply.game.unwrap().watch.as_deref(),
            Some(format!("http://{addr}/g/{key}").as_str())
        );

        let a = get(addr, &format!("/g/{key}.json"), &[]).await;
        assert_eq!(a.status, 200);
        assert_eq!(a.header("content-type"), Some("application/json"));
        assert_eq!(a.header("cache-control"), Some("no-store"));
        assert_eq!(a.header("referrer-policy"), Some("no-referrer"));
        let v: Value = serde_json::from_str(&a.body).unwrap();
        let boards = v["boards"].as_array().unwrap().clone();
        let mut rest = v.clone();
        rest.as_object_mut().unwrap().remove("boards");
        // The version: 16 hexadecimal digits, the same for the same game.
        let version = rest.as_object_mut().unwrap().remove("version").unwrap();
        assert_eq!(version.as_str().unwrap().len(), 16);
        let again: Value = serde_json::from_str(&get(addr, &format!("/g/{key}.json"), &[]).await.body).unwrap();
        assert_eq!(again["version"], version);
        assert_eq!(
            rest,
            serde_json::json!({
                "game": id,
                "variant": "alice",
                "variant_name": "Alice chess",
                "title": format!("#{id} · alice vs bob"),
                "white": "alice",
                "black": "bob",
                "status": "active",
                "ply": 1,
                "to_move": "black",
                "check": false,
                "clock": null,
                "headline": "bob (Black) to move, 1 day left.",
                "deadline": T0 + 86_400_000,
                "time_left_ms": 86_400_000,
                "result": null,
                "side": "white",
                "moves": ["1. e4"],
                "offers": [],
            })
        );
        // 1. e4 moves the pawn from e2 on board A to e4 on board B.
        assert_eq!(boards.len(), 2);
        let (a_board, b_board) = (boards[0].as_str().unwrap(), boards[1].as_str().unwrap());
        assert!(a_board.starts_with("<svg") && a_board.ends_with("</svg>"));
        assert!(a_board.contains(">Board A</text>"), "{a_board}");
        assert_eq!(a_board.matches("<use ").count(), 31);
        assert_eq!(b_board.matches("<use ").count(), 1);
        assert!(b_board.contains("data-piece=\"P\""));
        assert_eq!(a_board.matches("class=\"last\"").count(), 1);
        assert_eq!(b_board.matches("class=\"last\"").count(), 1);
        // Board B marks where board A's 31 pieces stand, and A the pawn.
        assert_eq!(b_board.matches("class=\"ghost\"").count(), 31);
        assert_eq!(a_board.matches("class=\"ghost\"").count(), 1);

        let page = get(addr, &format!("/g/{key}"), &[]).await;
        assert_eq!(page.status, 200);
        assert_eq!(page.header("content-type"), Some("text/html; charset=utf-8"));
        let csp = page.header("content-security-policy").unwrap();
        assert!(csp.contains("script-src 'self'") && !csp.contains("unsafe"), "{csp}");
        // No one may frame it, whatever its address says.
        assert!(csp.ends_with("; frame-ancestors 'none'"), "{csp}");
        assert_eq!(page.header("x-frame-options"), Some("DENY"));
        let marked = get(addr, &format!("/g/{key}?frame=discord"), &[]).await;
        assert_eq!(marked.header("x-frame-options"), Some("DENY"));
        let missing = get(addr, "/g/999-0123456789abcdef0123456789abcdef", &[]).await;
        assert_eq!((missing.status, missing.header("x-frame-options")), (404, Some("DENY")));
        for part in [
            format!("<title>#{id} · alice vs bob</title>"),
            format!("data-live=\"/g/{key}/live?side=white\""),
            "<symbol id=\"alice-wk\"".to_string(),
            "<p id=\"headline\">bob (Black) to move, 1 day left.</p>".to_string(),
            "<li>1. e4</li>".to_string(),
            "data-left=\"86400000\"".to_string(),
            "<script src=\"/static/table.js\" defer></script>".to_string(),
            a_board.to_string(),
            b_board.to_string(),
        ] {
            assert!(page.body.contains(&part), "{part}\n{}", page.body);
        }
        assert!(!page.body.contains("<script>"), "no inline script");
        let js = get(addr, "/static/table.js", &[]).await;
        assert_eq!((js.status, js.header("content-type")), (200, Some("text/javascript; charset=utf-8")));
        assert!(js.body.contains("new WebSocket"));
        let css = get(addr, "/static/table.css", &[]).await;
        assert_eq!(css.status, 200);

        // The reader's language, from the browser.
        let de = get(addr, &format!("/g/{key}.json"), &[("Accept-Language", "de-DE,de;q=0.9,en;q=0.5")]).await;
        let v: Value = serde_json::from_str(&de.body).unwrap();
        assert!(v["boards"][0].as_str().unwrap().contains(">Brett A</text>"), "{}", v["boards"][0]);
        assert_ne!(v["headline"], "bob (Black) to move, 1 day left.");

        // From Black's side when asked: a1 at the top right, on the page,
        // its JSON and its socket.
        let a1_black = "<rect x=\"331\" y=\"24\" width=\"45\" height=\"45\" fill=\"#b58863\" data-square=\"a1\"/>";
        let black: Value =
            serde_json::from_str(&get(addr, &format!("/g/{key}.json?side=black"), &[]).await.body).unwrap();
        assert_eq!(black["side"], "black");
        assert!(black["boards"][0].as_str().unwrap().contains(a1_black));
        assert!(!a_board.contains(a1_black));
        let page = get(addr, &format!("/g/{key}?side=black"), &[]).await.body;
        assert!(page.contains(&format!("data-live=\"/g/{key}/live?side=black\"")));
        let mut ws = socket(addr, &format!("/g/{key}/live?side=black")).await;
        assert_eq!(next_state(&mut ws).await, black);
    }
}

both! {
    /// A wrong token, another game's token, a missing game and addresses
    /// that are no game's all get the same 404, on the page, the JSON and
    /// the socket alike.
    async fn wrong_tokens_and_missing_games_are_one_404() {
        let env = env("web-404");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let other = start_between(&s, &carol(), &bob(), "1d").await;
        let t = token(&s, id).await;
        let t2 = token(&s, other).await;
        assert_ne!(t, t2);
        let first = get(addr, "/g/999-0123456789abcdef0123456789abcdef", &[]).await;
        assert_eq!(first.status, 404);
        assert!(first.body.contains("Game not found"), "{}", first.body);
        let mut wrong = t.clone().into_bytes();
        wrong[31] = if wrong[31] == b'0' { b'1' } else { b'0' };
        let wrong = String::from_utf8(wrong).unwrap();
        for path in [
            format!("/g/{id}-{wrong}"),
            format!("/g/{id}-{wrong}.json"),
            format!("/g/{id}-{t2}"),
            format!("/g/{id}-{t2}.json"),
            format!("/g/{}-{t}", id + 100),
            format!("/g/{id}-{}", t.to_uppercase()),
            format!("/g/{id}-{}", &t[..31]),
            format!("/g/{id}"),
            format!("/g/{id}-{wrong}/live"),
            format!("/g/{id}-{t}.json/live"),
            "/g/".to_string(),
            "/".to_string(),
            "/static/other.js".to_string(),
            "/g/%00-abc".to_string(),
        ] {
            let a = get(addr, &path, &[]).await;
            assert_eq!((a.status, &a.body), (404, &first.body), "{path}");
            assert_eq!(a.header("cache-control"), Some("no-store"), "{path}");
        }
        // The socket is refused before it opens.
        for path in [format!("/g/{id}-{wrong}/live"), format!("/g/{}-{t}/live", id + 100)] {
            let e = tokio_tungstenite::connect_async(format!("ws://{addr}{path}"))
                .await
                .unwrap_err();
            assert!(e.to_string().contains("404"), "{path}: {e}");
        }
        // The right one still answers; its socket's address, asked without
        // a WebSocket, says so.
        assert_eq!(get(addr, &format!("/g/{id}-{t}.json"), &[]).await.status, 200);
        assert_eq!(get(addr, &format!("/g/{id}-{t}/live"), &[]).await.status, 400);
    }
}

both! {
    /// The socket's first message is the game as the JSON shows it; each
    /// move, and the end, follow; a socket opened again after a drop
    /// starts from the game as it is now.
    async fn a_socket_follows_the_game_and_resumes() {
        let env = env("web-live");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let key = format!("{id}-{}", token(&s, id).await);
        let mut ws = socket(addr, &format!("/g/{key}/live")).await;
        let first = next_state(&mut ws).await;
        let json: Value = serde_json::from_str(&get(addr, &format!("/g/{key}.json"), &[]).await.body).unwrap();
        assert_eq!(first, json);
        assert_eq!(first["ply"], 0);

        s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
        let v = next_state(&mut ws).await;
        assert_eq!((v["ply"].as_i64(), v["moves"].clone()), (Some(1), serde_json::json!(["1. e4"])));
        s.games().make_move(&bob(), Some(id), "d5", None).await.unwrap();
        let v = next_state(&mut ws).await;
        assert_eq!(v["moves"], serde_json::json!(["1. e4", "1... d5"]));

        ws.close(None).await.unwrap();
        drop(ws);
        s.games().make_move(&alice(), Some(id), "Nf3", None).await.unwrap();
        // Resumed by a page that shows 1...d5: it is sent 2. Nf3.
        let shown = v["version"].as_str().unwrap().to_string();
        let mut again = socket(addr, &format!("/g/{key}/live?side=white&v={shown}")).await;
        let v = next_state(&mut again).await;
        assert_eq!(v["moves"], serde_json::json!(["1. e4", "1... d5", "2. Nf3"]));
        // A page that shows the game as it stands is sent nothing until it
        // changes.
        let now = v["version"].as_str().unwrap().to_string();
        let mut current = socket(addr, &format!("/g/{key}/live?side=white&v={now}")).await;
        let sent = tokio::time::timeout(Duration::from_millis(600), current.next()).await;
        assert!(sent.is_err(), "nothing sent: {sent:?}");

        s.offers().resign(&bob(), Some(id), None).await.unwrap();
        assert_eq!(next_state(&mut current).await["status"], "finished");
        let v = next_state(&mut again).await;
        assert_eq!(
            (v["status"].as_str(), v["result"].as_str(), v["deadline"].clone()),
            (Some("finished"), Some("1-0"), Value::Null)
        );
        assert_eq!(v["headline"], format!("Game #{id} is over: alice (White) wins by resignation, 1-0."));
    }
}

both! {
    /// A move made by another process on the same database reaches the
    /// sockets this process serves.
    async fn a_move_on_another_process_is_seen_live() {
        let env = env("web-two");
        let (s, addr, _stop) = served(&env).await;
        let other = env.service(false).await;
        let id = start(&other, "1d").await;
        let key = format!("{id}-{}", token(&s, id).await);
        let mut ws = socket(addr, &format!("/g/{key}/live")).await;
        assert_eq!(next_state(&mut ws).await["ply"], 0);
        other.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
        let v = next_state(&mut ws).await;
        assert_eq!(v["moves"], serde_json::json!(["1. e4"]));
        // And the first service's own view agrees.
        let json: Value = serde_json::from_str(&get(addr, &format!("/g/{key}.json"), &[]).await.body).unwrap();
        assert_eq!(v, json);
    }
}

/// The socket's end: a close frame's code, or None when it was cut.
async fn closed(ws: &mut Socket) -> Option<u16> {
    loop {
        match tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("closed within 5 s")
        {
            None | Some(Err(_)) => return None,
            Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
            Some(Ok(_)) => continue,
        }
    }
}

both! {
    /// States go deflated, the same state for every page of a game (a
    /// fraction of its JSON); a page that cannot inflate (`plain=1`) is
    /// sent the same state as JSON text.
    async fn states_go_deflated_or_as_text_to_a_page_that_asks() {
        let env = env("web-deflated");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let path = format!("/g/{id}-{}/live", token(&s, id).await);
        let mut packed = socket(addr, &path).await;
        let mut plain = socket(addr, &format!("{path}?plain=1")).await;
        for _ in 0..2 {
            let (Message::Binary(bytes), Message::Text(text)) =
                (next_message(&mut packed).await, next_message(&mut plain).await)
            else {
                panic!("a state deflated, and one as text");
            };
            assert_eq!(inflated(&bytes), text.as_str());
            assert!(bytes.len() * 3 < text.len(), "{} of {}", bytes.len(), text.len());
            s.games().make_move(&alice(), Some(id), "e4", None).await.ok();
        }
    }
}

both! {
    /// A page that sends too much, or too often, loses its socket; others
    /// keep theirs.
    async fn a_flooding_or_oversized_socket_is_closed() {
        let env = env("web-flood");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let path = format!("/g/{id}-{}/live", token(&s, id).await);

        let mut big = socket(addr, &path).await;
        next_state(&mut big).await;
        let _ = big.send(Message::Text("x".repeat(5_000))).await;
        assert!(matches!(closed(&mut big).await, None | Some(1009)));

        let mut chatty = socket(addr, &path).await;
        next_state(&mut chatty).await;
        for _ in 0..21 {
            if chatty.send(Message::Text("hello".into())).await.is_err() {
                break;
            }
        }
        assert_eq!(closed(&mut chatty).await, Some(1008));

        let mut quiet = socket(addr, &path).await;
        next_state(&mut quiet).await;
        s.games().make_move(&alice(), Some(id), "e4", None).await.unwrap();
        assert_eq!(next_state(&mut quiet).await["ply"], 1);
    }
}

/// A connection to `addr` from the local address `from` (any of
/// 127.0.0.0/8 on Linux), as another client would.
async fn connect_from(from: &str, addr: SocketAddr) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(addr).await.unwrap()
}

/// The status line and headers of the answer on `stream`, within 5 s.
async fn head_of(stream: &mut tokio::net::TcpStream) -> String {
    let mut raw = Vec::new();
    let mut byte = [0u8; 1];
    tokio::time::timeout(Duration::from_secs(5), async {
        while !raw.ends_with(b"\r\n\r\n") {
            if stream.read(&mut byte).await.unwrap() == 0 {
                break;
            }
            raw.push(byte[0]);
        }
    })
    .await
    .expect("an answer within 5 s");
    String::from_utf8(raw).unwrap()
}

/// A live socket of `path` from the local address `from` with `cookie`;
/// the refusal's head when it is not opened.
async fn socket_from(
    from: &str,
    addr: SocketAddr,
    path: &str,
    cookie: Option<&str>,
) -> Result<Socket, String> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let stream = connect_from(from, addr).await;
    let mut request = format!("ws://{addr}{path}").into_client_request().unwrap();
    if let Some(c) = cookie {
        request.headers_mut().insert("cookie", c.parse().unwrap());
    }
    match tokio_tungstenite::client_async(request, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
    {
        Ok((ws, _)) => Ok(ws),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => Err(format!(
            "{} retry-after={:?}",
            answer.status().as_u16(),
            answer
                .headers()
                .get("retry-after")
                .map(|v| v.to_str().unwrap().to_string())
        )),
        Err(e) => Err(e.to_string()),
    }
}

both! {
    /// One client (an address) holds at most 32 connections: the next is
    /// answered 429 at once and closed, while another client is served;
    /// a connection that closes gives its place back. Past the table's
    /// own limit every client is answered 503.
    async fn a_flood_of_connections_holds_only_its_share() {
        let env = env("web-connections");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let page = format!("/g/{id}-{}", token(&s, id).await);
        let mut held = Vec::new();
        for _ in 0..32 {
            held.push(connect_from("127.0.0.1", addr).await);
        }
        let mut over = connect_from("127.0.0.1", addr).await;
        assert_eq!(
            head_of(&mut over).await,
            "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 5\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
        // Another client, meanwhile.
        let mut other = connect_from("127.0.0.2", addr).await;
        other
            .write_all(format!("GET {page} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
            .await
            .unwrap();
        assert!(head_of(&mut other).await.starts_with("HTTP/1.1 200 OK\r\n"));
        // One closed, one more let in.
        drop(held.pop());
        let mut back = None;
        for _ in 0..50 {
            let mut again = connect_from("127.0.0.1", addr).await;
            again
                .write_all(format!("GET {page} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
                .await
                .unwrap();
            let head = head_of(&mut again).await;
            if head.starts_with("HTTP/1.1 200 OK") {
                back = Some(head);
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(back.is_some(), "a closed connection's place is given back");
        drop(held);

        // A table of 4 connections: the fifth, from anyone, is told the
        // table is full.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let small = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let table = LiveTable::new(Arc::new(env.service(false).await))
            .with_limits(alice::web::limits::Limits::new(4, false));
        tokio::spawn(table.serve(listener, stopped));
        let mut four = Vec::new();
        for from in ["127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"] {
            four.push(connect_from(from, small).await);
        }
        let mut full = connect_from("127.0.0.7", small).await;
        assert!(head_of(&mut full).await.starts_with("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\n"));
        drop(stop);
    }
}

both! {
    /// One client holds at most 16 live sockets, whatever games they
    /// watch (429 with Retry-After past them, before the game is even
    /// read); a signed-in member at most 16 across addresses; other
    /// clients are served meanwhile, and a closed socket gives its place
    /// back.
    async fn a_flood_of_sockets_holds_only_its_share() {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-sockets");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let id = start(&s, "1d").await;
        let live = format!("/g/{id}-{}/live", token(&s, id).await);
        let mut open = Vec::new();
        for _ in 0..16 {
            let mut ws = socket_from("127.0.0.1", addr, &live, None).await.unwrap();
            next_state(&mut ws).await;
            open.push(ws);
        }
        let over = socket_from("127.0.0.1", addr, &live, None).await.unwrap_err();
        assert_eq!(over, "429 retry-after=Some(\"5\")");
        // Even for a game that does not exist: nothing is read for it.
        let wrong = socket_from("127.0.0.1", addr, "/g/99-0123456789abcdef0123456789abcdef/live", None).await.unwrap_err();
        assert_eq!(wrong, "429 retry-after=Some(\"5\")");
        let mut other = socket_from("127.0.0.2", addr, &live, None).await.unwrap();
        assert_eq!(next_state(&mut other).await["game"], id);
        // A closed socket's place is given back.
        let mut gone = open.pop().unwrap();
        gone.close(None).await.unwrap();
        drop(gone);
        let mut again = None;
        for _ in 0..50 {
            if let Ok(ws) = socket_from("127.0.0.1", addr, &live, None).await {
                again = Some(ws);
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(again.is_some());
        drop(open);

        // A member signed in: 16 across addresses.
        let page = live.trim_end_matches("/live").to_string();
        let (jar, _) = signed_in(addr, &fake, &page).await;
        let mut theirs = Vec::new();
        for i in 0..16 {
            let from = format!("127.0.1.{}", i + 1);
            let mut ws = socket_from(&from, addr, &live, Some(&jar)).await.unwrap();
            next_state(&mut ws).await;
            theirs.push(ws);
        }
        let over = socket_from("127.0.1.99", addr, &live, Some(&jar)).await.unwrap_err();
        assert_eq!(over, "429 retry-after=Some(\"5\")");
        assert!(socket_from("127.0.1.99", addr, &live, None).await.is_ok());
    }
}

both! {
    /// A base address with a path: the table answers under it alone,
    /// and its pages name their script, style and socket under it.
    async fn a_base_address_with_a_path_is_served_under_it() {
        let env = env("web-prefix");
        let (s, addr, _stop) = served_at(&env, "/alice").await;
        let id = start(&s, "1d").await;
        let key = format!("{id}-{}", token(&s, id).await);
        let page = get(addr, &format!("/alice/g/{key}"), &[]).await;
        assert_eq!(page.status, 200);
        for part in [
            format!("data-live=\"/alice/g/{key}/live?side=white\""),
            "href=\"/alice/static/table.css\"".to_string(),
            "src=\"/alice/static/table.js\"".to_string(),
        ] {
            assert!(page.body.contains(&part), "{part}");
        }
        assert_eq!(get(addr, "/alice/static/table.js", &[]).await.status, 200);
        assert_eq!(get(addr, &format!("/g/{key}"), &[]).await.status, 404);
        let mut ws = socket(addr, &format!("/alice/g/{key}/live")).await;
        assert_eq!(next_state(&mut ws).await["game"], id);
    }
}

/// The fake Discord's address split into host:port, for raw requests.
fn fake_addr(fake: &fake_discord::FakeDiscord) -> SocketAddr {
    fake.http_url.trim_start_matches("http://").parse().unwrap()
}

/// A table whose members sign in through the fake Discord.
async fn served_with_login(
    env: &Env,
    fake: &fake_discord::FakeDiscord,
) -> (Arc<Service>, SocketAddr, tokio::sync::watch::Sender<bool>) {
    serve_table(env, "", Some(fake_login(fake)), false).await
}

/// The same, the Activity on.
async fn served_with_activity(
    env: &Env,
    fake: &fake_discord::FakeDiscord,
) -> (Arc<Service>, SocketAddr, tokio::sync::watch::Sender<bool>) {
    serve_table(env, "", Some(fake_login(fake)), true).await
}

/// Signing in through the fake Discord.
fn fake_login(fake: &fake_discord::FakeDiscord) -> alice::web::Login {
    alice::web::Login {
        client_id: fake_discord::APP_ID,
        client_secret: fake_discord::CLIENT_SECRET.into(),
        discord: fake.http_url.clone(),
        bot_token: fake_discord::TOKEN.into(),
    }
}

/// Game #1, alice (White, the fake's alice) vs bob, accepted in a thread
/// (900, 901) of the fake's server channel; the two players.
async fn game_in_a_thread(s: &Service) -> (alice::service::Player, alice::service::Player) {
    use fake_discord::{ALICE, BOB, CHANNEL_ID, GUILD_ID};
    let (a, b) = (
        alice::service::Player::new(ALICE.id as i64, "alice"),
        alice::service::Player::new(BOB.id as i64, "bob"),
    );
    start_in_thread(s, &a, &b, (GUILD_ID as i64, CHANNEL_ID as i64, 900, 901)).await;
    (a, b)
}

/// A browser signed in through the fake: its cookie and its session's
/// token.
async fn signed_in(
    addr: SocketAddr,
    fake: &fake_discord::FakeDiscord,
    page: &str,
) -> (String, String) {
    let (_, done, _) = sign_in(addr, fake, page).await;
    let jar = format!(
        "alice_session={}",
        cookie_value(&done, "alice_session").unwrap()
    );
    let me: Value =
        serde_json::from_str(&get(addr, "/me", &[("Cookie", &jar)]).await.body).unwrap();
    (jar, me["csrf"].as_str().unwrap().to_string())
}

/// Signs in through the fake from `next`: the sign-in's ticket (its
/// cookie), the callback's answer and the path it was asked at.
async fn sign_in(
    addr: SocketAddr,
    fake: &fake_discord::FakeDiscord,
    next: &str,
) -> (String, Answer, String) {
    let begin = get(
        addr,
        &format!("/login?next={}", next.replace('/', "%2F")),
        &[],
    )
    .await;
    assert_eq!(begin.status, 303);
    let ticket = cookie_value(&begin, "alice_login").unwrap().to_string();
    let to = begin.header("location").unwrap().to_string();
    let authorize = to.strip_prefix(&fake.http_url).unwrap().to_string();
    let back = get(fake_addr(fake), &authorize, &[]).await;
    assert_eq!(back.status, 302, "{}", back.body);
    let callback = back
        .header("location")
        .unwrap()
        .strip_prefix(&format!("http://{addr}"))
        .unwrap()
        .to_string();
    let done = get(
        addr,
        &callback,
        &[("Cookie", &format!("alice_login={ticket}"))],
    )
    .await;
    (ticket, done, callback)
}

both! {
    /// Signing in with Discord: off to the authorize page with a state
    /// bound to this browser, back with a code, a session in an HttpOnly
    /// cookie, the page saying who is signed in; a replayed or foreign
    /// state, a forged or expired cookie and a change without its token
    /// are refused; signing out ends the session.
    async fn members_sign_in_with_discord() {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-login");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let id = start(&s, "1d").await;
        let key = format!("{id}-{}", token(&s, id).await);
        let page = format!("/g/{key}");

        // Not signed in: the page offers it.
        let before = get(addr, &page, &[]).await;
        assert!(before.body.contains(&format!(
            "<p id=\"account\"><a href=\"/login?next=%2Fg%2F{key}\">Sign in with Discord</a></p>"
        )), "{}", before.body);
        assert_eq!(get(addr, "/me", &[]).await.status, 401);

        fake.sign_in_as(fake_discord::BOB);
        let begin = get(addr, &format!("/login?next=%2Fg%2F{key}"), &[]).await;
        // The state, then the page and the sign-in's end, signed.
        let ticket = cookie_value(&begin, "alice_login").unwrap().to_string();
        let parts: Vec<&str> = ticket.split('.').collect();
        let state = parts[0].to_string();
        assert_eq!((parts.len(), state.len(), parts[3].len()), (4, 32, 64), "{ticket}");
        assert_eq!(parts[1], (env.clock.load(std::sync::atomic::Ordering::SeqCst) + 600_000).to_string());
        assert_eq!(parts[2], format!("/g/{key}").bytes().map(|b| format!("{b:02x}")).collect::<String>());
        assert_eq!(
            begin.header("location"),
            Some(format!(
                "{}/oauth2/authorize?client_id={}&redirect_uri=http%3A%2F%2F{}%2Fcallback&response_type=code&scope=identify&state={state}",
                fake.http_url,
                fake_discord::APP_ID,
                addr.to_string().replace(':', "%3A")
            ).as_str())
        );
        assert_eq!(
            begin.cookies(),
            vec![format!("alice_login={ticket}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax").as_str()]
        );
        // Beginning a sign-in writes nothing: 300 anonymous visits, no row.
        for _ in 0..300 {
            assert_eq!(get(addr, "/login?next=%2F", &[]).await.status, 303);
        }
        assert_eq!(one::<(i64,)>(&s, "SELECT COUNT(*) FROM web_logins").await.0, 0);

        let (ticket, done, callback) = sign_in(addr, &fake, &page).await;
        let state = ticket;
        assert_eq!((done.status, done.header("location")), (303, Some(page.as_str())), "{}", done.body);
        let session = cookie_value(&done, "alice_session").unwrap().to_string();
        assert_eq!(session.len(), 32);
        assert!(done.cookies().contains(&"alice_login=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"));
        assert!(done.cookies().contains(&format!("alice_session={session}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax").as_str()));
        let jar = format!("alice_session={session}");
        let me = get(addr, "/me", &[("Cookie", &jar)]).await;
        assert_eq!(me.status, 200);
        let me: Value = serde_json::from_str(&me.body).unwrap();
        assert_eq!((me["id"].as_str(), me["name"].as_str()), (Some(fake_discord::BOB.id.to_string().as_str()), Some("bob")));
        let csrf = me["csrf"].as_str().unwrap().to_string();
        assert_eq!(csrf.len(), 32);
        let after = get(addr, &page, &[("Cookie", &jar)]).await;
        assert!(after.body.contains("Signed in as bob."), "{}", after.body);
        // Only the digest of the secret is stored.
        let (stored,): (String,) = one(&s, "SELECT digest FROM web_sessions").await;
        assert_ne!(stored, session);
        assert_eq!(stored.len(), 64);

        // The same state again, or one this browser did not leave with.
        assert_eq!(one::<(i64,)>(&s, "SELECT COUNT(*) FROM web_logins").await.0, 1);
        let replay = get(addr, &callback, &[("Cookie", &format!("alice_login={state}"))]).await;
        assert_eq!(replay.status, 400);
        assert!(replay.body.contains("expired or was already used"), "{}", replay.body);
        let begin = get(addr, "/login?next=%2F", &[]).await;
        let fresh = cookie_value(&begin, "alice_login").unwrap().to_string();
        let fresh_state = fresh.split('.').next().unwrap().to_string();
        let other = cookie_value(&get(addr, "/login?next=%2F", &[]).await, "alice_login").unwrap().to_string();
        let (body, _) = fresh.rsplit_once('.').unwrap();
        for foreign in [
            "0123456789abcdef0123456789abcdef".to_string(),
            other,
            format!("{body}.{}", "0".repeat(64)),
            fresh.replace(&fresh_state, "0123456789abcdef0123456789abcdef"),
        ] {
            let answer = get(addr, &format!("/callback?code=x&state={fresh_state}"), &[("Cookie", &format!("alice_login={foreign}"))]).await;
            assert_eq!(answer.status, 400, "{foreign}");
        }
        // A code Discord does not know: refused with the reason.
        let bogus = get(addr, &format!("/callback?code=nope&state={fresh_state}"), &[("Cookie", &format!("alice_login={fresh}"))]).await;
        assert_eq!(bogus.status, 502);
        assert!(bogus.body.contains("Discord did not confirm who you are"), "{}", bogus.body);
        // Cancelled on Discord's page: back where the member was, the
        // sign-in forgotten, nobody signed in.
        let cancelled = get(addr, &format!("/callback?error=access_denied&state={fresh_state}"), &[("Cookie", &format!("alice_login={fresh}"))]).await;
        assert_eq!((cancelled.status, cancelled.header("location")), (303, Some("/")));
        assert_eq!(cancelled.cookies(), vec!["alice_login=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
        // A sign-in lapses after ten minutes.
        let begin = get(addr, "/login?next=%2F", &[]).await;
        let late = cookie_value(&begin, "alice_login").unwrap().to_string();
        env.advance(600_001);
        let answer = get(addr, &format!("/callback?code=x&state={}", late.split('.').next().unwrap()), &[("Cookie", &format!("alice_login={late}"))]).await;
        assert_eq!(answer.status, 400);
        // A page to return to longer than 512 bytes returns to the first.
        let long = format!("/g/{}", "x".repeat(600));
        let begin = get(addr, &format!("/login?next={}", long.replace('/', "%2F")), &[]).await;
        let ticket = cookie_value(&begin, "alice_login").unwrap().to_string();
        assert_eq!(ticket.split('.').nth(2), Some("2f"));

        // Forged cookies open nothing.
        for forged in ["alice_session=0123456789abcdef0123456789abcdef", "alice_session=../../etc", "alice_session="] {
            assert_eq!(get(addr, "/me", &[("Cookie", forged)]).await.status, 401, "{forged}");
        }
        // Signing out needs the session's token.
        assert_eq!(request(addr, "POST", "/logout", &[("Cookie", &jar)]).await.status, 403);
        assert_eq!(request(addr, "POST", "/logout", &[("Cookie", &jar), ("X-CSRF-Token", "0123456789abcdef0123456789abcdef")]).await.status, 403);
        assert_eq!(request(addr, "POST", "/logout", &[]).await.status, 401);
        let out = request(addr, "POST", "/logout", &[("Cookie", &jar), ("X-CSRF-Token", &csrf)]).await;
        assert_eq!(out.status, 204);
        assert_eq!(out.cookies(), vec!["alice_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
        assert_eq!(get(addr, "/me", &[("Cookie", &jar)]).await.status, 401);

        // A session expires after 30 days.
        let (_, done, _) = sign_in(addr, &fake, &page).await;
        let jar = format!("alice_session={}", cookie_value(&done, "alice_session").unwrap());
        assert_eq!(get(addr, "/me", &[("Cookie", &jar)]).await.status, 200);
        env.advance(30 * 24 * 3_600_000);
        assert_eq!(get(addr, "/me", &[("Cookie", &jar)]).await.status, 401);
    }
}

both! {
    /// Every change at the table needs a live session and its token: each
    /// state-changing route refuses a missing, forged or expired session
    /// (401) and a missing or wrong token (403), and does nothing; a
    /// sign-in returns only to a page of the table's own; under https its
    /// cookies are Secure.
    async fn every_change_needs_a_live_session_and_its_token() {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-csrf");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let (a, b) = game_in_a_thread(&s).await;
        play_alternating(&s, 1, [&a, &b], &["e4", "e5"]).await;
        s.offers().draw(&b, Some(1), Some(2)).await.unwrap();
        let page = format!("/g/1-{}", token(&s, 1).await);
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let bodies = [
            ("move", r#"{"move": "Nf3", "ply": 2}"#),
            ("resign", r#"{"ply": 2}"#),
            ("draw", r#"{"ply": 2}"#),
            ("takeback", "{}"),
            ("accept", r#"{"ply": 2, "kind": "draw"}"#),
            ("decline", r#"{"ply": 2, "kind": "draw"}"#),
        ];
        let forged = "alice_session=0123456789abcdef0123456789abcdef";
        for (action, body) in bodies {
            let path = format!("{page}/{action}");
            let no_token = send(addr, "POST", &path, &[("Cookie", jar.as_str())], body).await;
            assert_eq!(no_token.status, 403, "{action}");
            let wrong = send(addr, "POST", &path, &[("Cookie", jar.as_str()), ("X-CSRF-Token", "0123456789abcdef0123456789abcdef")], body).await;
            assert_eq!(wrong.status, 403, "{action}");
            let no_session = send(addr, "POST", &path, &[("X-CSRF-Token", csrf.as_str())], body).await;
            assert_eq!(no_session.status, 401, "{action}");
            let forged = send(addr, "POST", &path, &[("Cookie", forged), ("X-CSRF-Token", csrf.as_str())], body).await;
            assert_eq!(forged.status, 401, "{action}");
        }
        assert_eq!(request(addr, "POST", "/logout", &[("Cookie", jar.as_str())]).await.status, 403);
        // Nothing was done.
        assert_eq!(one::<(i64, String)>(&s, "SELECT ply, status FROM games WHERE id = 1").await, (2, "active".to_string()));
        assert_eq!(one::<(i64,)>(&s, "SELECT COUNT(*) FROM offers").await.0, 1);
        // An expired session changes nothing either.
        env.advance(30 * 24 * 3_600_000);
        let late = send(addr, "POST", &format!("{page}/resign"), &[("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())], r#"{"ply": 2}"#).await;
        assert_eq!(late.status, 401);
        assert_eq!(one::<(String,)>(&s, "SELECT status FROM games WHERE id = 1").await.0, "active");

        // A sign-in returns to a page of the table's own, whatever it is
        // asked: another site, a scheme-relative address, a header
        // smuggled in a line break, a backslash.
        for next in ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2Fg%2F1%0D%0ALocation%3A%20x", "%2F%5Cevil.example", "javascript%3Aalert(1)"] {
            let begin = get(addr, &format!("/login?next={next}"), &[]).await;
            let ticket = cookie_value(&begin, "alice_login").unwrap().to_string();
            assert_eq!(ticket.split('.').nth(2), Some("2f"), "{next}");
        }

        // Under https every cookie is Secure.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let secure_addr = listener.local_addr().unwrap();
        let service = Arc::new(
            env.service_with(Config {
                images: false,
                web_url: Some("https://table.example".into()),
                ..Config::default()
            })
            .await,
        );
        let (stop, stopped) = tokio::sync::watch::channel(false);
        tokio::spawn(LiveTable::new(service).with_login(fake_login(&fake)).serve(listener, stopped));
        let begin = get(secure_addr, "/login?next=%2F", &[]).await;
        let cookie = begin.cookies()[0].to_string();
        assert!(cookie.ends_with("; Max-Age=600; HttpOnly; SameSite=Lax; Secure"), "{cookie}");
        assert!(begin.header("location").unwrap().contains("redirect_uri=https%3A%2F%2Ftable.example%2Fcallback"));
        drop(stop);
    }
}

both! {
    /// The game the Activity opens in a channel where several were played:
    /// one that goes on before one that ended, one the member plays before
    /// one they do not, the newest first; in a game's thread, that game.
    async fn the_activitys_game_in_a_channel_of_several() {
        let env = env("web-in-place");
        let s = env.service(false).await;
        let (guild, channel) = (5, 500);
        let dave = alice::service::Player::new(404, "dave");
        let mut id = 0;
        let mut begin = |white: alice::service::Player, black: alice::service::Player| {
            id += 1;
            let s = &s;
            async move {
                s.challenges()
                    .challenge(
                        &white,
                        Some(&black),
                        alice::service::ChallengeOptions {
                            place: alice::service::Place::new(Some(guild), Some(channel)),
                            ..white_challenge("1d")
                        },
                    )
                    .await
                    .unwrap();
                s.challenges().accept(&black, None).await.unwrap();
            }
        };
        begin(alice(), bob()).await; // 1
        begin(bob(), carol()).await; // 2
        begin(alice(), carol()).await; // 3
        // Game 3 ends (aborted before a move).
        s.offers().resign(&alice(), Some(3), None).await.unwrap();
        let game = |member: i64| s.games().game_in_place(channel, member);
        assert_eq!(game(alice().id).await.unwrap().unwrap().0, 1);
        assert_eq!(game(carol().id).await.unwrap().unwrap().0, 2);
        assert_eq!(game(dave.id).await.unwrap().unwrap().0, 2);
        // All ended: the member's newest, else the newest.
        s.offers().resign(&alice(), Some(1), None).await.unwrap();
        s.offers().resign(&bob(), Some(2), None).await.unwrap();
        assert_eq!(game(alice().id).await.unwrap().unwrap().0, 3);
        assert_eq!(game(bob().id).await.unwrap().unwrap().0, 2);
        assert_eq!(game(dave.id).await.unwrap().unwrap().0, 3);
        // A game's thread means that game alone.
        s.games().set_game_place(1, Some(901), Some(900)).await.unwrap();
        assert_eq!(game(dave.id).await.unwrap().unwrap().0, 3);
        assert_eq!(s.games().game_in_place(900, dave.id).await.unwrap().unwrap().0, 1);
        assert_eq!(s.games().game_in_place(77, dave.id).await.unwrap(), None);
    }
}

both! {
    /// Without the application's secret nobody is offered a sign-in, and
    /// its addresses are the table's 404.
    async fn without_a_secret_there_is_no_sign_in() {
        let env = env("web-nologin");
        let (s, addr, _stop) = served(&env).await;
        let id = start(&s, "1d").await;
        let key = format!("{id}-{}", token(&s, id).await);
        assert!(!get(addr, &format!("/g/{key}"), &[]).await.body.contains("id=\"account\""));
        assert_eq!(get(addr, "/login?next=%2F", &[]).await.status, 404);
        assert_eq!(get(addr, "/callback?code=a&state=b", &[]).await.status, 404);
    }
}

both! {
    /// A signed-in player moves from the page: the move is stored by the
    /// service, the game's thread is owed the game as it stands (with its
    /// controls, the player to move mentioned), and the page gets the new
    /// state; a move without a session, without its token, by a member
    /// who does not play, on a stale ply or against the rules changes
    /// nothing and says why.
    async fn a_player_moves_from_the_page() {
        use alice::service::Owed;
        use fake_discord::{BOB, CAROL};
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-play");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        game_in_a_thread(&s).await;
        delivered(&s).await;
        let key = format!("1-{}", token(&s, 1).await);
        let page = format!("/g/{key}");
        let path = format!("{page}/move");
        let e4 = r#"{"move": "e4", "ply": 0}"#;
        let ply = |s: &Arc<Service>| {
            let s = s.clone();
            async move { one::<(i64,)>(&s, "SELECT ply FROM games WHERE id = 1").await.0 }
        };

        assert_eq!(send(addr, "POST", &path, &[], e4).await.status, 401);
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let signed = [("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())];
        // The page takes her moves; a spectator's does not.
        let hers = get(addr, &page, &[("Cookie", &jar)]).await.body;
        assert!(hers.contains(&format!(
                "<form id=\"play\" data-move=\"{path}\" data-game=\"{page}\" data-me=\"/me\">"
            )),
            "no form for her"
        );
        assert!(!get(addr, &page, &[]).await.body.contains("id=\"play\""));
        assert_eq!(send(addr, "POST", &path, &[("Cookie", &jar)], e4).await.status, 403);
        assert_eq!(send(addr, "POST", &path, &signed, "{not json").await.status, 400);
        assert_eq!(send(addr, "POST", &path, &signed, &"x".repeat(2000)).await.status, 413);
        let wrong = format!("/g/1-{}/move", "0".repeat(32));
        assert_eq!(send(addr, "POST", &wrong, &signed, e4).await.status, 404);
        let illegal = send(addr, "POST", &path, &signed, r#"{"move": "e5", "ply": 0}"#).await;
        assert_eq!(illegal.status, 422, "{}", illegal.body);
        let why: Value = serde_json::from_str(&illegal.body).unwrap();
        assert!(!why["error"].as_str().unwrap().is_empty(), "{why}");
        let stale = send(addr, "POST", &path, &signed, r#"{"move": "e4", "ply": 3}"#).await;
        assert_eq!(stale.status, 409, "{}", stale.body);
        assert_eq!(ply(&s).await, 0);
        assert!(delivered(&s).await.is_empty());

        // Her legal moves, as the page picks them: none judged, in the
        // generator's order; bob has none to pick while it is her turn.
        let moves_path = format!("{page}/moves");
        assert_eq!(get(addr, &moves_path, &[]).await.status, 401);
        let mine: Value =
            serde_json::from_str(&get(addr, &moves_path, &[("Cookie", &jar)]).await.body).unwrap();
        assert_eq!(mine["ply"], 0);
        let list = mine["moves"].as_array().unwrap();
        assert_eq!(list.len(), 20);
        assert!(list.contains(&serde_json::json!({
            "board": 0, "from": "e2", "to": "e4", "landing": "B", "promotion": null, "move": "e2e4"
        })), "{mine}");
        assert!(!mine.to_string().contains('+'));
        assert_eq!(get(addr, &format!("/g/1-{}/moves", "0".repeat(32)), &[("Cookie", &jar)]).await.status, 404);
        assert_eq!(get(addr, &format!("{page}/other"), &[("Cookie", &jar)]).await.status, 404);
        let played = send(addr, "POST", &path, &signed, e4).await;
        assert_eq!(played.status, 200, "{}", played.body);
        let v: Value = serde_json::from_str(&played.body).unwrap();
        assert_eq!((v["ply"].as_i64(), v["moves"].clone()), (Some(1), serde_json::json!(["1. e4"])));
        assert_eq!(ply(&s).await, 1);
        let owed = delivered(&s).await;
        assert_eq!(owed.len(), 1, "{owed:?}");
        assert_eq!(
            owed[0].owed,
            Owed::Post {
                channel: 901,
                text: "alice played e4.".into(),
                mentions: Vec::new(),
                board: Some(alice::service::BoardAt { game: 1, ply: 1 }),
                controls: true,
            }
        );
        // The thread sees the game as its players do: bob to move, mentioned,
        // with his menus.
        let reply = &owed[0].reply;
        assert!(reply.text.starts_with("alice played e4. bob (Black) to move"), "{}", reply.text);
        assert_eq!(reply.mentions, vec![BOB.id as i64]);
        assert!(!reply.menus.is_empty());

        // Not alice's turn now; and carol does not play this game.
        let again = send(addr, "POST", &path, &signed, r#"{"move": "d4", "ply": 1}"#).await;
        assert_eq!(again.status, 422, "{}", again.body);
        fake.sign_in_as(CAROL);
        let (_, done, _) = sign_in(addr, &fake, &page).await;
        let carol_jar = format!("alice_session={}", cookie_value(&done, "alice_session").unwrap());
        let carol: Value = serde_json::from_str(&get(addr, "/me", &[("Cookie", &carol_jar)]).await.body).unwrap();
        let carol_csrf = carol["csrf"].as_str().unwrap().to_string();
        let not_hers = send(
            addr,
            "POST",
            &path,
            &[("Cookie", carol_jar.as_str()), ("X-CSRF-Token", carol_csrf.as_str())],
            r#"{"move": "d5", "ply": 1}"#,
        )
        .await;
        assert_eq!(not_hers.status, 403, "{}", not_hers.body);
        assert!(!get(addr, &page, &[("Cookie", &carol_jar)]).await.body.contains("id=\"play\""));
        // Bob's own page shows the boards from his side.
        fake.sign_in_as(BOB);
        let (bob_jar, _) = signed_in(addr, &fake, &page).await;
        let his = get(addr, &page, &[("Cookie", &bob_jar)]).await.body;
        assert!(his.contains(&format!("data-live=\"{page}/live?side=black\"")), "drawn from his side");
        assert_eq!(ply(&s).await, 1);
    }
}

both! {
    /// Against the bot, a move from the page is posted in the game's
    /// place, and so is the bot's reply.
    async fn the_bots_reply_to_a_move_from_the_page_is_posted_too() {
        use alice::service::{Owed, Place, Player};
        use fake_discord::{ALICE, CHANNEL_ID, GUILD_ID};
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-bot");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let a = Player::new(ALICE.id as i64, "alice");
        let place = Place::new(Some(GUILD_ID as i64), Some(CHANNEL_ID as i64));
        s.challenges().play_bot(&a, Some(1), Some("white"), place).await.unwrap();
        delivered(&s).await;
        let key = format!("1-{}", token(&s, 1).await);
        let page = format!("/g/{key}");
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let played = send(
            addr,
            "POST",
            &format!("{page}/move"),
            &[("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())],
            r#"{"move": "e4", "ply": 0}"#,
        )
        .await;
        assert_eq!(played.status, 200, "{}", played.body);
        let v: Value = serde_json::from_str(&played.body).unwrap();
        assert_eq!(v["ply"], 2, "the bot has replied: {v}");
        let bot_san = v["moves"][1].as_str().unwrap().trim_start_matches("1... ").to_string();
        let owed: Vec<Owed> = delivered(&s).await.into_iter().map(|d| d.owed).collect();
        assert_eq!(
            owed,
            [
                Owed::Post {
                    channel: CHANNEL_ID as i64,
                    text: "alice played e4.".into(),
                    mentions: Vec::new(),
                    board: Some(alice::service::BoardAt { game: 1, ply: 1 }),
                    controls: true,
                },
                Owed::Post {
                    channel: CHANNEL_ID as i64,
                    text: format!("Game #1: Alice (level 1) played {bot_san}."),
                    mentions: vec![ALICE.id as i64],
                    board: None,
                    controls: false,
                },
            ]
        );
    }
}

both! {
    /// A player offers a draw, asks for a takeback and resigns from the
    /// page: each through the service, each posted in the game's thread
    /// (an offer pinging the player it asks), the last ending the game.
    async fn a_player_offers_and_resigns_from_the_page() {
        use alice::service::Owed;
        use fake_discord::BOB;
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-offers");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let (a, b) = game_in_a_thread(&s).await;
        play_alternating(&s, 1, [&a, &b], &["e4", "e5"]).await;
        delivered(&s).await;
        let key = format!("1-{}", token(&s, 1).await);
        let page = format!("/g/{key}");
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let signed = [("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())];
        let act = |what: &'static str, body: &'static str| {
            let path = format!("{page}/{what}");
            async move { send(addr, "POST", &path, &signed, body).await }
        };

        assert_eq!(act("draw", r#"{"ply": 2}"#).await.status, 200);
        assert_eq!(act("takeback", "{}").await.status, 200);
        let owed: Vec<Owed> = delivered(&s).await.into_iter().map(|d| d.owed).collect();
        assert_eq!(owed.len(), 2, "{owed:?}");
        for o in &owed {
            match o {
                Owed::Post { channel: 901, mentions, board: Some(at), controls: true, .. } => {
                    assert_eq!((mentions.clone(), at.ply), (vec![BOB.id as i64], 2), "{o:?}");
                }
                other => panic!("{other:?}"),
            }
        }
        // An unknown action, and resigning on a stale ply.
        assert_eq!(act("castle", "{}").await.status, 404);
        assert_eq!(act("resign", r#"{"ply": 1}"#).await.status, 409);
        let resigned = act("resign", r#"{"ply": 2}"#).await;
        assert_eq!(resigned.status, 200, "{}", resigned.body);
        let v: Value = serde_json::from_str(&resigned.body).unwrap();
        assert_eq!((v["status"].as_str(), v["result"].as_str()), (Some("finished"), Some("0-1")));
        // The channel's result line, as for any game in a thread, and the
        // thread's post.
        let d = delivered(&s).await;
        assert_eq!(d.len(), 2, "{d:?}");
        assert_eq!(
            d[0].reply.text,
            "Game #1, alice vs bob: bob (Black) wins by resignation, 0-1. <#901>"
        );
        assert_eq!(
            d[1].owed,
            Owed::Post {
                channel: 901,
                text: "alice resigns.".into(),
                mentions: Vec::new(),
                board: Some(alice::service::BoardAt { game: 1, ply: 2 }),
                controls: true,
            }
        );
        assert_eq!(
            d[1].reply.text,
            "alice resigns. Game #1 is over: bob (Black) wins by resignation, 0-1."
        );
        // Over: nothing more is taken.
        let after = act("draw", r#"{"ply": 2}"#).await;
        assert_eq!(after.status, 422, "{}", after.body);
    }
}

both! {
    /// What a page is sent changes with everything it shows, not only the
    /// ply: a takeback and another move between two looks reach it, as
    /// does an offer made and declined at the same ply.
    async fn every_change_reaches_the_page_even_at_the_same_ply() {
        use alice::states::OfferKind;
        let env = env("web-versions");
        let s = Arc::new(env.service(false).await);
        let id = start(&s, "1d").await;
        let token = token(&s, id).await;
        play_alternating(&s, id, [&alice(), &bob()], &["e4", "e5", "Nf3"]).await;
        let hub = alice::web::Hub::new(s.clone());
        let limits = Arc::new(alice::web::limits::Limits::new(8, false));
        let lang = alice::lang::Lang::EN;
        let view = s.games().table(id, &token, lang, Some(alice_core::Color::White), None).await.unwrap().unwrap();
        let held = limits.open_socket(Vec::new()).unwrap();
        let mut w = hub.watch(id, token.clone(), lang, alice_core::Color::White, &view, held).unwrap().unwrap();
        let first: Value = serde_json::from_str(w.first()).unwrap();
        assert_eq!(first["moves"], serde_json::json!(["1. e4", "1... e5", "2. Nf3"]));
        hub.look().await;
        assert!(w.changed().is_none());
        // Between two looks: Nf3 taken back, d4 played; the ply is 3 again.
        s.offers().takeback(&alice(), Some(id)).await.unwrap();
        s.offers().takeback(&bob(), Some(id)).await.unwrap();
        s.games().make_move(&alice(), Some(id), "d4", None).await.unwrap();
        hub.look().await;
        let now: Value = serde_json::from_str(&w.changed().expect("the change sent")).unwrap();
        assert_eq!(now["ply"], 3);
        assert_eq!(now["moves"], serde_json::json!(["1. e4", "1... e5", "2. d4"]));
        assert_ne!(now["version"], first["version"]);
        // An offer made, then declined: the ply never moves.
        s.offers().draw(&bob(), Some(id), Some(3)).await.unwrap();
        hub.look().await;
        let offered: Value = serde_json::from_str(&w.changed().expect("the offer sent")).unwrap();
        assert_eq!(
            offered["offers"],
            serde_json::json!([{"kind": "draw", "by": "black", "text": "bob (Black) offers a draw."}])
        );
        s.offers().decline(&alice(), id, 3, OfferKind::Draw).await.unwrap();
        hub.look().await;
        let declined: Value = serde_json::from_str(&w.changed().expect("the refusal sent")).unwrap();
        assert_eq!(declined["offers"], serde_json::json!([]));
        assert_eq!(declined["ply"], 3);
        // Nothing changed, nothing sent.
        hub.look().await;
        assert!(w.changed().is_none());
    }
}

both! {
    /// At the table a standing offer is shown to both players, with Accept
    /// and Decline on the opponent's page (and Withdraw on the maker's),
    /// and answered from there; a move made on a position that changed
    /// since the page showed it is refused with the game as it stands.
    async fn offers_are_shown_and_answered_and_a_stale_move_is_refused() {
        use fake_discord::ALICE;
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-offers-shown");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        let (a, b) = game_in_a_thread(&s).await;
        play_alternating(&s, 1, [&a, &b], &["e4", "e5"]).await;
        let key = format!("1-{}", token(&s, 1).await);
        let page = format!("/g/{key}");
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let signed = [("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())];
        let json_of = |body: &str| serde_json::from_str::<Value>(body).unwrap();
        let shown = json_of(&get(addr, &format!("{page}.json"), &[]).await.body);
        let version = shown["version"].as_str().unwrap().to_string();
        assert_eq!(version.len(), 16);

        // alice (White, signed in) offers a draw: her page says it waits.
        let offered = send(addr, "POST", &format!("{page}/draw"), &signed, r#"{"ply": 2}"#).await;
        assert_eq!(offered.status, 200, "{}", offered.body);
        let v = json_of(&offered.body);
        assert_eq!(v["offers"], serde_json::json!([{"kind": "draw", "by": "white", "text": "alice (White) offers a draw."}]));
        assert_ne!(v["version"].as_str().unwrap(), version);
        let mine = get(addr, &page, &[("Cookie", &jar)]).await;
        assert!(mine.body.contains(
            "<p id=\"offers\" role=\"status\" data-me=\"white\" data-accept=\"Accept\" data-decline=\"Decline\" \
             data-withdraw=\"Withdraw\" data-pending=\"Waiting for your opponent&#39;s answer.\" data-declined=\"Your offer was declined.\">\
             <span class=\"offer\" data-kind=\"draw\" data-by=\"white\">alice (White) offers a draw.</span></p>"
        ), "{}", mine.body);
        // A spectator sees the offer, and no answers.
        let theirs = get(addr, &page, &[]).await;
        assert!(theirs.body.contains("data-me=\"\""), "{}", theirs.body);
        assert!(theirs.body.contains(">alice (White) offers a draw.</span>"));

        // bob declines it: the game is as it was, and so is its version.
        s.offers().decline(&b, 1, 2, alice::states::OfferKind::Draw).await.unwrap();
        let v = json_of(&get(addr, &format!("{page}.json"), &[]).await.body);
        assert_eq!(v["offers"], serde_json::json!([]));
        assert_eq!(v["version"].as_str(), Some(version.as_str()));
        // Accept and Decline need an offer's kind and the ply.
        assert_eq!(send(addr, "POST", &format!("{page}/accept"), &signed, r#"{"ply": 2}"#).await.status, 400);
        assert_eq!(send(addr, "POST", &format!("{page}/accept"), &signed, r#"{"ply": 2, "kind": "tea"}"#).await.status, 400);
        // Nothing to accept yet.
        assert_eq!(send(addr, "POST", &format!("{page}/accept"), &signed, r#"{"ply": 2, "kind": "draw"}"#).await.status, 422);
        // bob offers a draw himself: a move from a page that showed the
        // game before it is refused, with the game as it now stands.
        s.offers().draw(&b, Some(1), Some(2)).await.unwrap();
        let stale = send(addr, "POST", &format!("{page}/move"), &signed, &format!(r#"{{"move": "Nf3", "ply": 2, "version": "{version}"}}"#)).await;
        assert_eq!(stale.status, 409);
        let refused = json_of(&stale.body);
        assert_eq!(refused["error"], "The game changed before your move reached it; nothing was done. The page now shows it as it stands.");
        assert_eq!(refused["state"]["offers"][0]["by"], "black");
        assert_ne!(refused["state"]["version"].as_str(), Some(version.as_str()));
        assert_eq!(one::<(i64,)>(&s, "SELECT ply FROM games WHERE id = 1").await.0, 2);
        let hers = get(addr, &page, &[("Cookie", &jar)]).await;
        assert!(hers.body.contains("<span class=\"offer\" data-kind=\"draw\" data-by=\"black\">bob (Black) offers a draw.</span>"), "{}", hers.body);
        let accepted = send(addr, "POST", &format!("{page}/accept"), &signed, r#"{"ply": 2, "kind": "draw"}"#).await;
        assert_eq!(accepted.status, 200, "{}", accepted.body);
        let v = json_of(&accepted.body);
        assert_eq!((v["status"].as_str(), v["result"].as_str()), (Some("finished"), Some("1/2-1/2")));
        let _ = ALICE;
    }
}

both! {
    /// A member's actions at the table are limited, all their sessions
    /// together: past the burst the page is answered 429 with the wait,
    /// and nothing is done.
    async fn a_flood_of_actions_is_answered_429() {
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-flood");
        let (s, addr, _stop) = served_with_login(&env, &fake).await;
        game_in_a_thread(&s).await;
        delivered(&s).await;
        let page = format!("/g/1-{}", token(&s, 1).await);
        let path = format!("{page}/move");
        let (jar, csrf) = signed_in(addr, &fake, &page).await;
        let signed = [("Cookie", jar.as_str()), ("X-CSRF-Token", csrf.as_str())];
        let stale = r#"{"move": "e4", "ply": 7}"#;
        for _ in 0..20 {
            assert_eq!(send(addr, "POST", &path, &signed, stale).await.status, 409);
        }
        let flooded = send(addr, "POST", &path, &signed, r#"{"move": "e4", "ply": 0}"#).await;
        assert_eq!(flooded.status, 429, "{}", flooded.body);
        assert_eq!(flooded.header("retry-after"), Some("1"));
        let why: Value = serde_json::from_str(&flooded.body).unwrap();
        assert_eq!(
            why["error"],
            "You have asked for many actions at the live table in a short time; please wait 1 second and try again."
        );
        assert_eq!(one::<(i64,)>(&s, "SELECT ply FROM games WHERE id = 1").await.0, 0);
        // A second later, one more.
        env.advance(1_000);
        let played = send(addr, "POST", &path, &signed, r#"{"move": "e4", "ply": 0}"#).await;
        assert_eq!(played.status, 200, "{}", played.body);
    }
}

both! {
    /// The Activity: its page (also at the table's root as Discord opens
    /// it, with `frame_id`), its script, the token exchange of the SDK's
    /// code (a session whose cookie a page in Discord's frame keeps), and
    /// the game of the channel it was opened in; a bad or used code, a
    /// missing session, a malformed channel and a channel without games
    /// are refused.
    async fn the_activity_signs_in_with_the_sdks_code_and_finds_the_channels_game() {
        use fake_discord::{ALICE, CAROL};
        let fake = fake_discord::FakeDiscord::start().await;
        let env = env("web-activity");
        let (s, addr, _stop) = served_with_activity(&env, &fake).await;
        game_in_a_thread(&s).await;
        let page = get(addr, "/activity", &[]).await;
        assert_eq!(page.status, 200);
        assert!(page.body.contains(&format!("data-client=\"{}\"", fake_discord::APP_ID)), "{}", page.body);
        assert!(page.body.contains("<script src=\"/static/activity.js\" defer></script>"));
        assert!(page.body.contains("Connecting to Discord…"));
        // Discord alone may frame it.
        assert_eq!(
            page.header("content-security-policy").unwrap().rsplit("; ").next(),
            Some("frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com")
        );
        assert_eq!(page.header("x-frame-options"), None);
        // The same page at the root as Discord opens it, with a sign-in of
        // its own.
        let root = get(addr, "/?frame_id=f1&instance_id=i1&platform=desktop", &[]).await;
        let root_state = cookie_value(&root, "alice_activity").unwrap().split('.').next().unwrap();
        let page_state = cookie_value(&page, "alice_activity").unwrap().split('.').next().unwrap();
        assert_ne!(root_state, page_state);
        assert_eq!(root.body.replace(root_state, page_state), page.body);
        assert_eq!(get(addr, "/", &[]).await.status, 404);
        let script = get(addr, "/static/activity.js", &[]).await;
        assert_eq!(script.status, 200);
        assert_eq!(script.header("content-type"), Some("text/javascript; charset=utf-8"));
        assert!(script.body.contains("/activity/token") || script.body.contains("dataset.token"));

        // The page begins a sign-in: its state in the page, its ticket in
        // a cookie a page in Discord's frame keeps.
        let ticket = cookie_value(&page, "alice_activity").unwrap().to_string();
        let state = ticket.split('.').next().unwrap().to_string();
        assert!(page.body.contains(&format!("data-state=\"{state}\"")), "{}", page.body);
        assert_eq!(
            page.cookies(),
            vec![format!("alice_activity={ticket}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=None; Partitioned").as_str()]
        );
        let with_ticket = [("Content-Type", "application/json"), ("Cookie", &format!("alice_activity={ticket}"))];
        let json = [("Content-Type", "application/json")];
        assert_eq!(send(addr, "POST", "/activity/token", &with_ticket, "{}").await.status, 400);
        assert_eq!(send(addr, "POST", "/activity/token", &with_ticket, r#"{"code": "x"}"#).await.status, 400);
        // A code without this browser's ticket, or with another state, is
        // not exchanged.
        let code = fake.activity_code(ALICE);
        let body = format!(r#"{{"code": "{code}", "state": "{state}"}}"#);
        assert_eq!(send(addr, "POST", "/activity/token", &json, &body).await.status, 403);
        let other = format!(r#"{{"code": "{code}", "state": "0123456789abcdef0123456789abcdef"}}"#);
        assert_eq!(send(addr, "POST", "/activity/token", &with_ticket, &other).await.status, 403);
        let nonsense = format!(r#"{{"code": "nonsense", "state": "{state}"}}"#);
        assert_eq!(send(addr, "POST", "/activity/token", &with_ticket, &nonsense).await.status, 502);
        let signed = send(addr, "POST", "/activity/token", &with_ticket, &body).await;
        assert_eq!(signed.status, 200, "{}", signed.body);
        let v: Value = serde_json::from_str(&signed.body).unwrap();
        assert!(v["access_token"].as_str().unwrap().starts_with("access"), "{v}");
        let cookies = signed.cookies();
        assert_eq!(cookies[0], "alice_activity=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned");
        let cookie = cookies[1].to_string();
        assert!(
            cookie.ends_with("; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=None; Partitioned"),
            "{cookie}"
        );
        // A state is taken once.
        assert_eq!(send(addr, "POST", "/activity/token", &with_ticket, &body).await.status, 403);
        let jar = cookie.split(';').next().unwrap().to_string();
        let me: Value = serde_json::from_str(&get(addr, "/me", &[("Cookie", &jar)]).await.body).unwrap();
        assert_eq!(me["name"], "alice");

        let (thread,): (Option<i64>,) = one(&s, "SELECT thread_id FROM games WHERE id = 1").await;
        let thread = thread.unwrap();
        // The Activity runs in the game's thread with alice (and carol) in
        // it; another runs in channel 77 with alice.
        fake.activity_instance("i-1", thread as u64, &[ALICE, CAROL]);
        fake.activity_instance("i-2", 77, &[ALICE]);
        let found = get(addr, &format!("/activity/game?channel={thread}&instance=i-1"), &[("Cookie", &jar)]).await;
        assert_eq!(found.status, 200, "{}", found.body);
        let v: Value = serde_json::from_str(&found.body).unwrap();
        let path = format!("/g/1-{}?frame=discord", token(&s, 1).await);
        assert_eq!(v["path"], path);
        // A channel the instance does not run in, an instance Discord does
        // not know, a member not in it: refused, with the reason.
        for asked in [format!("channel={thread}&instance=i-2"), format!("channel={thread}&instance=i-9"), "channel=77&instance=i-1".to_string()] {
            let refused = get(addr, &format!("/activity/game?{asked}"), &[("Cookie", &jar)]).await;
            assert_eq!(refused.status, 403, "{asked}");
            let v: Value = serde_json::from_str(&refused.body).unwrap();
            assert_eq!(v["error"], "This Activity is not open in that channel with you in it. Open it from the game's channel or thread.");
        }
        assert_eq!(get(addr, &format!("/activity/game?channel={thread}"), &[("Cookie", &jar)]).await.status, 400);
        assert_eq!(get(addr, &format!("/activity/game?channel={thread}&instance=a%20b"), &[("Cookie", &jar)]).await.status, 400);
        // The game's page the Activity opens may be framed by Discord; the
        // same page without the mark, by no one.
        let framed = get(addr, &path, &[("Cookie", &jar)]).await;
        assert_eq!(framed.status, 200);
        assert!(framed.header("content-security-policy").unwrap().ends_with("frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com"));
        assert_eq!(framed.header("x-frame-options"), None);
        let plain_page = get(addr, path.trim_end_matches("?frame=discord"), &[("Cookie", &jar)]).await;
        assert!(plain_page.header("content-security-policy").unwrap().ends_with("; frame-ancestors 'none'"));
        assert_eq!(plain_page.header("x-frame-options"), Some("DENY"));
        assert_eq!(get(addr, &format!("/activity/game?channel={thread}&instance=i-1"), &[]).await.status, 401);
        assert_eq!(get(addr, "/activity/game?channel=abc&instance=i-1", &[("Cookie", &jar)]).await.status, 400);
        let none = get(addr, "/activity/game?channel=77&instance=i-2", &[("Cookie", &jar)]).await;
        assert_eq!(none.status, 404);
        let v: Value = serde_json::from_str(&none.body).unwrap();
        assert_eq!(
            v["error"],
            "No game has been played in this channel. Start one with /challenge or /play, then open the Activity again."
        );
        // Someone who does not play it is shown it too (as a spectator).
        let page = get(addr, "/activity", &[]).await;
        let ticket = cookie_value(&page, "alice_activity").unwrap().to_string();
        let state = ticket.split('.').next().unwrap();
        let code = fake.activity_code(CAROL);
        let carol = send(
            addr,
            "POST",
            "/activity/token",
            &[("Content-Type", "application/json"), ("Cookie", &format!("alice_activity={ticket}"))],
            &format!(r#"{{"code": "{code}", "state": "{state}"}}"#),
        )
        .await;
        let jar = format!("alice_session={}", cookie_value(&carol, "alice_session").unwrap());
        let found = get(addr, &format!("/activity/game?channel={thread}&instance=i-1"), &[("Cookie", &jar)]).await;
        assert_eq!(found.status, 200);

        // Without signing in, or with the Activity off, there is no
        // Activity: each of its routes is the table's 404, and a game's
        // page says no framing whatever its address.
        let (_s, plain, _stop2) = served(&env).await;
        let (_s, off, _stop_third) = served_with_login(&env, &fake).await;
        for addr in [plain, off] {
            assert_eq!(get(addr, "/activity", &[]).await.status, 404);
            assert_eq!(get(addr, "/?frame_id=f1&instance_id=i1", &[]).await.status, 404);
            assert_eq!(get(addr, "/static/activity.js", &[]).await.status, 404);
            assert_eq!(get(addr, &format!("/activity/game?channel={thread}&instance=i-1"), &[]).await.status, 404);
            assert_eq!(send(addr, "POST", "/activity/token", &json, &body).await.status, 404);
            let page = get(addr, &path, &[]).await;
            assert_eq!(page.status, 200);
            assert_eq!(page.header("x-frame-options"), Some("DENY"));
        }
    }
}

//! `alice serve`: Discord's interactions endpoint. Discord POSTs each
//! interaction (signed with the application's Ed25519 key); the answer is
//! the HTTP response (JSON, or multipart with the board image), or a
//! deferral completed later through the REST API. No gateway connection:
//! several such processes can stand behind a load balancer, sharing one
//! PostgreSQL database.

use super::respond::{Initial, Via};
use super::Bot;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use serenity::all::Interaction;
use serenity::interactions_endpoint::Verifier;
use std::convert::Infallible;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch};

/// The largest request body taken (an interaction is a few kB).
pub const MAX_BODY: usize = 256 * 1024;
/// How long a client may take to send a request's head, then its body.
pub const READ_TIMEOUT: Duration = Duration::from_secs(10);
/// Discord waits 3 s for the response; the answer defers after 1.5 s, so
/// this only catches an action stuck before its answer.
const FIRST_ANSWER_WITHIN: Duration = Duration::from_millis(2800);

/// Reads `DISCORD_PUBLIC_KEY` (the application's public key, 64 hex
/// digits, from the developer portal's General Information page).
pub fn verifier_from_env() -> Result<Verifier, String> {
    let raw = std::env::var("DISCORD_PUBLIC_KEY").unwrap_or_default();
    verifier(raw.trim())
}

/// A verifier for a public key given in hex; the error says what is wrong.
pub fn verifier(key: &str) -> Result<Verifier, String> {
    if key.is_empty() {
        return Err("DISCORD_PUBLIC_KEY is not set: copy the application's public key from General Information in the Discord developer portal".into());
    }
    let mut bytes = [0u8; 32];
    let hex_ok = key.len() == 64
        && key.is_ascii()
        && bytes.iter_mut().enumerate().all(|(i, b)| {
            u8::from_str_radix(&key[2 * i..2 * i + 2], 16)
                .map(|v| *b = v)
                .is_ok()
        });
    if !hex_ok {
        return Err(
            "DISCORD_PUBLIC_KEY must be 64 hexadecimal digits (the application's public key)"
                .into(),
        );
    }
    Verifier::try_new(bytes)
        .map_err(|e| format!("DISCORD_PUBLIC_KEY is not a valid Ed25519 public key: {e}"))
}

fn text(status: StatusCode, body: &str) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", "text/plain; charset=utf-8")
        .body(Full::new(Bytes::from(body.to_string())))
        .expect("a plain response")
}

/// 200 `ok` while the database answers, else 503.
async fn health_response(service: &crate::service::Service) -> Response<Full<Bytes>> {
    match service.healthy().await {
        Ok(()) => text(StatusCode::OK, "ok"),
        Err(e) => {
            tracing::warn!("health check: {e}");
            text(StatusCode::SERVICE_UNAVAILABLE, "database unreachable")
        }
    }
}

/// The process's metrics as Prometheus text.
pub async fn metrics_response(service: &crate::service::Service) -> Response<Full<Bytes>> {
    Response::builder()
        .status(StatusCode::OK)
        .header("content-type", crate::metrics::CONTENT_TYPE)
        .body(Full::new(Bytes::from(
            crate::metrics::get().render(&service.gauges().await),
        )))
        .expect("a metrics response")
}

/// Serves `GET /metrics` (and `GET /healthz`) alone on `listener`, for a
/// process that has no endpoint (`alice run --metrics`), until `stop`.
pub async fn serve_metrics(
    service: Arc<crate::service::Service>,
    listener: TcpListener,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    tracing::warn!("metrics accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stop.changed() => return,
        };
        let service = service.clone();
        tokio::spawn(async move {
            let svc = service_fn(move |req: Request<Incoming>| {
                let service = service.clone();
                async move {
                    let reply = match (req.method(), req.uri().path()) {
                        (&Method::GET, "/metrics") => metrics_response(&service).await,
                        (&Method::GET, "/healthz") => health_response(&service).await,
                        _ => text(StatusCode::NOT_FOUND, "GET /metrics or /healthz"),
                    };
                    Ok::<_, Infallible>(reply)
                }
            });
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(READ_TIMEOUT);
            let _ = builder.serve_connection(TokioIo::new(stream), svc).await;
        });
    }
}

fn json(value: &serde_json::Value) -> Response<Full<Bytes>> {
    Response::builder()
        .status(StatusCode::OK)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(value.to_string())))
        .expect("a JSON response")
}

/// The first answer as Discord takes it in the HTTP response: JSON, or
/// `multipart/form-data` (`payload_json` and `files[n]`) with files.
pub fn encode(initial: &Initial) -> Response<Full<Bytes>> {
    let mut payload = serde_json::to_value(&initial.response).unwrap_or_default();
    if initial.files.is_empty() {
        return json(&payload);
    }
    let attachments: Vec<serde_json::Value> = initial
        .files
        .iter()
        .enumerate()
        .map(|(i, (name, _))| serde_json::json!({ "id": i, "filename": name }))
        .collect();
    payload["data"]["attachments"] = serde_json::Value::Array(attachments);
    let boundary = format!(
        "alice-{:016x}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    );
    let mut body = Vec::new();
    let mut part = |head: String, data: &[u8]| {
        body.extend_from_slice(format!("--{boundary}\r\n{head}\r\n\r\n").as_bytes());
        body.extend_from_slice(data);
        body.extend_from_slice(b"\r\n");
    };
    part(
        "Content-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json"
            .into(),
        payload.to_string().as_bytes(),
    );
    for (i, (name, data)) in initial.files.iter().enumerate() {
        let safe: String = name
            .chars()
            .filter(|c| !matches!(c, '"' | '\r' | '\n' | '\\'))
            .collect();
        part(
            format!(
                "Content-Disposition: form-data; name=\"files[{i}]\"; filename=\"{safe}\"\r\nContent-Type: application/octet-stream"
            ),
            data,
        );
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    Response::builder()
        .status(StatusCode::OK)
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(Full::new(Bytes::from(body)))
        .expect("a multipart response")
}

/// Reads a request's body, at most [`MAX_BODY`] bytes within
/// [`READ_TIMEOUT`].
async fn read_body(req: Request<Incoming>) -> Result<Bytes, Response<Full<Bytes>>> {
    let declared = req
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_BODY) {
        return Err(text(
            StatusCode::PAYLOAD_TOO_LARGE,
            "request body too large",
        ));
    }
    let limited = Limited::new(req.into_body(), MAX_BODY);
    match tokio::time::timeout(READ_TIMEOUT, limited.collect()).await {
        Err(_) => Err(text(StatusCode::REQUEST_TIMEOUT, "request body too slow")),
        Ok(Err(e))
            if e.downcast_ref::<http_body_util::LengthLimitError>()
                .is_some() =>
        {
            Err(text(
                StatusCode::PAYLOAD_TOO_LARGE,
                "request body too large",
            ))
        }
        Ok(Err(_)) => Err(text(StatusCode::BAD_REQUEST, "unreadable request body")),
        Ok(Ok(b)) => Ok(b.to_bytes()),
    }
}

/// Checks Discord's signature of `body`; false for a missing, malformed
/// or wrong one.
fn signed(verifier: &Verifier, headers: &hyper::HeaderMap, body: &[u8]) -> bool {
    let get = |k: &str| headers.get(k).and_then(|v| v.to_str().ok());
    match (get("x-signature-ed25519"), get("x-signature-timestamp")) {
        (Some(sig), Some(ts)) => verifier.verify(sig, ts, body).is_ok(),
        _ => false,
    }
}

/// One HTTP request to the endpoint.
async fn handle(
    bot: Arc<Bot>,
    verifier: Arc<Verifier>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let path = req.uri().path().to_string();
    if req.method() == Method::GET && path == "/healthz" {
        return Ok(health_response(bot.service()).await);
    }
    if req.method() == Method::GET && path == "/metrics" {
        return Ok(metrics_response(bot.service()).await);
    }
    if req.method() != Method::POST {
        return Ok(text(
            StatusCode::METHOD_NOT_ALLOWED,
            "POST interactions here; GET /healthz or /metrics",
        ));
    }
    let headers = req.headers().clone();
    let body = match read_body(req).await {
        Ok(b) => b,
        Err(r) => return Ok(r),
    };
    if !signed(&verifier, &headers, &body) {
        tracing::debug!("refused an unsigned or wrongly signed request");
        return Ok(text(StatusCode::UNAUTHORIZED, "invalid request signature"));
    }
    let interaction: Interaction = match serde_json::from_slice(&body) {
        Ok(i) => i,
        Err(e) => {
            tracing::warn!("a signed request that is not an interaction: {e}");
            return Ok(text(StatusCode::BAD_REQUEST, "not an interaction"));
        }
    };
    let app = match &interaction {
        Interaction::Ping(p) => {
            tracing::debug!(application = %p.application_id, "ping");
            return Ok(json(&serde_json::json!({ "type": 1 })));
        }
        Interaction::Command(c) | Interaction::Autocomplete(c) => c.application_id,
        Interaction::Component(c) => c.application_id,
        _ => {
            return Ok(text(
                StatusCode::BAD_REQUEST,
                "unsupported interaction type",
            ))
        }
    };
    // Follow-ups and edits go to this application's webhooks.
    bot.http().set_application_id(app);
    let (via, first) = Via::http();
    let worker = bot.clone();
    // The action runs on: after the first answer, it may still post in a
    // thread, send DMs or edit a deferred answer.
    tokio::spawn(async move { worker.interaction(&interaction, &via).await });
    Ok(
        match tokio::time::timeout(FIRST_ANSWER_WITHIN, first).await {
            Ok(Ok(initial)) => encode(&initial),
            Ok(Err(_)) => {
                tracing::error!("an interaction ended without an answer");
                text(StatusCode::INTERNAL_SERVER_ERROR, "no answer")
            }
            Err(_) => {
                tracing::error!("an interaction had no answer within {FIRST_ANSWER_WITHIN:?}");
                text(StatusCode::INTERNAL_SERVER_ERROR, "no answer in time")
            }
        },
    )
}

/// Serves the endpoint on `listener` until `shutdown` completes: then
/// stops accepting, lets the actions in flight finish (up to 30 s) and
/// their connections close, and returns.
pub async fn serve(
    bot: Arc<Bot>,
    verifier: Verifier,
    listener: TcpListener,
    shutdown: impl Future<Output = ()>,
) -> Result<(), String> {
    let verifier = Arc::new(verifier);
    super::warm_up_images().await;
    let (stop_tx, stop) = watch::channel(false);
    bot.start_sweeper(stop.clone());
    // Every connection holds a sender: when all are dropped, all are done.
    let (alive, mut all_done) = mpsc::channel::<()>(1);
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let (bot, verifier, alive) = (bot.clone(), verifier.clone(), alive.clone());
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let svc = service_fn(move |req| handle(bot.clone(), verifier.clone(), req));
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(READ_TIMEOUT);
            let conn = builder.serve_connection(TokioIo::new(stream), svc);
            let mut conn = std::pin::pin!(conn);
            tokio::select! {
                _ = conn.as_mut() => {}
                _ = stop.changed() => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
            drop(alive);
        });
    }
    drop(listener);
    tracing::info!("shutting down: finishing actions in flight");
    bot.close(Duration::from_secs(30)).await;
    let _ = stop_tx.send(true);
    drop(alive);
    if tokio::time::timeout(Duration::from_secs(5), all_done.recv())
        .await
        .is_err()
    {
        tracing::warn!("some connections were still open after 5 s");
    }
    tracing::info!("stopped");
    Ok(())
}

//! Following games live. Each page's socket watches one game in one
//! language; the hub looks at the version of every watched game (a digest
//! of all a page shows changes with: moves, takebacks, offers, clocks, the
//! end) together, [`LOOK_EVERY`], in one look of two queries (so a move
//! made by another process, or by Discord, `alice local` or the bot in
//! this one, is seen alike) and, for each game that changed, reads its
//! table once per language watched and hands it to the game's sockets.

use crate::lang::Lang;
use crate::service::{Service, TableView};
use alice_core::Color;
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// How often the watched games are looked at.
pub const LOOK_EVERY: Duration = Duration::from_millis(250);
/// The largest message a page may send (it needs to send none); a larger
/// one closes its socket.
pub const MAX_MESSAGE: usize = 4096;
/// Messages a page may send in [`WINDOW`]; more close its socket.
const MAX_IN_WINDOW: u32 = 20;
const WINDOW: Duration = Duration::from_secs(10);
/// Sockets one process serves at once; past this a new one is refused
/// with 503 until one closes.
pub const MAX_SOCKETS: usize = 10_000;
/// A socket's read buffer, to start with (a page sends nothing but its
/// pongs; a larger message grows it, up to [`MAX_MESSAGE`]).
pub const BUFFER: usize = 512;
/// The most a socket's unsent states may take; past it the socket closes
/// (its page cannot keep up).
pub const MAX_MESSAGE_OUT: usize = 1 << 20;
/// A ping this often keeps proxies from closing a quiet socket.
const PING_EVERY: Duration = Duration::from_secs(25);
/// A socket that has answered no ping for this long is closed (its page
/// is gone without saying so).
const SILENT_FOR: Duration = Duration::from_secs(60);

/// One game watched in one language.
struct Watched {
    token: String,
    tx: watch::Sender<Shown>,
}

/// The games being watched and what each last looked like.
pub struct Hub {
    service: Arc<Service>,
    watched: Mutex<HashMap<(i64, Lang, Color), Watched>>,
    /// Each watched game's version when last looked at.
    seen: Mutex<HashMap<i64, String>>,
    /// Sockets open.
    sockets: Arc<AtomicUsize>,
}

/// A state as sockets are sent it: its version, its JSON, and that JSON
/// deflated (raw DEFLATE), which is what a page is sent: a tenth of the
/// bytes, and what each socket keeps of the largest state it sent.
#[derive(Clone)]
pub struct Shown {
    version: Arc<str>,
    json: Arc<str>,
    packed: axum::body::Bytes,
}

impl Shown {
    fn of(view: &TableView) -> Result<Shown, serde_json::Error> {
        use std::io::Write;
        let json = serde_json::to_string(view)?;
        let mut deflate =
            flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
        // Writing to a vector cannot fail.
        let packed = match deflate.write_all(json.as_bytes()) {
            Ok(()) => deflate.finish().unwrap_or_default(),
            Err(_) => Vec::new(),
        };
        Ok(Shown {
            version: view.version.as_str().into(),
            json: json.into(),
            packed: packed.into(),
        })
    }

    /// The message of it for a page: deflated, or as JSON text for a page
    /// that cannot inflate (`plain`).
    fn message(&self, plain: bool) -> Message {
        if plain {
            Message::Text(self.json.as_ref().into())
        } else {
            Message::Binary(self.packed.clone())
        }
    }
}

/// A socket's hold on a game: the state to send first and the changes;
/// it counts as an open socket until dropped.
pub struct Watching {
    /// Until it is sent (or found not needed).
    first: Option<Shown>,
    changes: watch::Receiver<Shown>,
    open: Arc<AtomicUsize>,
    /// Its clients' share, given back with it.
    _held: super::limits::Socket,
}

impl Watching {
    /// The state to send first, as JSON (none once sent).
    pub fn first(&self) -> &str {
        self.first.as_ref().map_or("", |s| &s.json)
    }

    /// The game's newest state as JSON, when it changed since last asked
    /// (what a socket is sent next).
    pub fn changed(&mut self) -> Option<Arc<str>> {
        self.changes
            .has_changed()
            .unwrap_or(false)
            .then(|| self.changes.borrow_and_update().json.clone())
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        self.open.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Hub {
    pub fn new(service: Arc<Service>) -> Hub {
        Hub {
            service,
            watched: Mutex::default(),
            seen: Mutex::default(),
            sockets: Arc::default(),
        }
    }

    /// Starts watching game `id` (whose token is `token`) in `lang`, its
    /// boards drawn from `side`, as `view` shows it now; None when
    /// [`MAX_SOCKETS`] are open.
    pub fn watch(
        &self,
        id: i64,
        token: String,
        lang: Lang,
        side: Color,
        view: &TableView,
        held: super::limits::Socket,
    ) -> Result<Option<Watching>, serde_json::Error> {
        // The state the game's other sockets share, when it is this one:
        // a socket keeps no copy of its own.
        let shared = self
            .watched
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&(id, lang, side))
            .map(|w| w.tx.borrow().clone())
            .filter(|s| *s.version == *view.version);
        let first = match shared {
            Some(s) => s,
            None => Shown::of(view)?,
        };
        let taken = self
            .sockets
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < MAX_SOCKETS).then_some(n + 1)
            });
        if taken.is_err() {
            return Ok(None);
        }
        let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        let entry = watched.entry((id, lang, side)).or_insert_with(|| Watched {
            token,
            tx: watch::channel(first.clone()).0,
        });
        let mut changes = entry.tx.subscribe();
        changes.mark_unchanged();
        self.seen
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(id)
            .or_insert_with(|| view.version.clone());
        Ok(Some(Watching {
            first: Some(first),
            changes,
            open: self.sockets.clone(),
            _held: held,
        }))
    }

    /// Looks at the watched games until `stop` turns true.
    pub async fn run(&self, stop: &mut watch::Receiver<bool>) {
        let mut tick = tokio::time::interval(LOOK_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                _ = stop.wait_for(|s| *s) => return,
            }
            self.look().await;
        }
    }

    /// One look: forgets games nobody watches, reads the others' versions,
    /// and sends each changed game's table to its sockets.
    pub async fn look(&self) {
        let ids: Vec<i64> = {
            let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
            watched.retain(|_, w| w.tx.receiver_count() > 0);
            let mut ids: Vec<i64> = watched.keys().map(|k| k.0).collect();
            ids.sort_unstable();
            ids.dedup();
            self.seen
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .retain(|id, _| ids.binary_search(id).is_ok());
            ids
        };
        if ids.is_empty() {
            return;
        }
        let versions = match self.service.games().versions(&ids).await {
            Ok(v) => v,
            Err(e) => {
                tracing::warn!(error = %e, "the live table cannot look at its games");
                return;
            }
        };
        for (id, version) in versions {
            let changed = {
                let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
                let changed = seen.get(&id) != Some(&version);
                seen.insert(id, version);
                changed
            };
            if !changed {
                continue;
            }
            let langs: Vec<(Lang, Color, String)> = {
                let watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
                watched
                    .iter()
                    .filter(|(k, _)| k.0 == id)
                    .map(|(k, w)| (k.1, k.2, w.token.clone()))
                    .collect()
            };
            for (lang, side, token) in langs {
                let view = match self
                    .service
                    .games()
                    .table(id, &token, lang, Some(side), None)
                    .await
                {
                    Ok(Some(v)) => v,
                    Ok(None) => continue,
                    Err(e) => {
                        tracing::warn!(game = id, error = %e, "the live table cannot read a game");
                        // Looked at again next time.
                        self.seen
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .remove(&id);
                        continue;
                    }
                };
                let Ok(shown) = Shown::of(&view) else {
                    continue;
                };
                let watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(w) = watched.get(&(id, lang, side)) {
                    w.tx.send_replace(shown);
                }
            }
        }
    }
}

/// Sends a socket the game's state (unless `page_has_it`: the page named
/// its version), then every change, until the page goes, deflated (as
/// JSON text when `plain`); closes it when the page floods it (a message
/// too large closes it as well, refused by the socket itself) or answers
/// no ping for [`SILENT_FOR`].
pub async fn follow(mut socket: WebSocket, mut watching: Watching, page_has_it: bool, plain: bool) {
    let Some(first) = watching.first.take() else {
        return;
    };
    let mut last = first.version.clone();
    let mut changes = watching.changes.clone();
    // A page that shows this very state already is not sent it again
    // (a socket that stays quiet keeps no copy of it).
    if !page_has_it && socket.send(first.message(plain)).await.is_err() {
        return;
    }
    drop(first);
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut window = Instant::now();
    let mut received = 0u32;
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    break;
                }
                let now = changes.borrow_and_update().clone();
                // What the page shows already is not sent twice.
                if now.version == last {
                    continue;
                }
                last = now.version.clone();
                if socket.send(now.message(plain)).await.is_err() {
                    break;
                }
            }
            message = socket.recv() => match message {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                Some(Ok(Message::Pong(_))) => heard = Instant::now(),
                Some(Ok(_)) => {
                    heard = Instant::now();
                    if window.elapsed() > WINDOW {
                        window = Instant::now();
                        received = 0;
                    }
                    received += 1;
                    if received > MAX_IN_WINDOW {
                        let _ = socket
                            .send(Message::Close(Some(CloseFrame {
                                code: 1008,
                                reason: "too many messages".into(),
                            })))
                            .await;
                        break;
                    }
                }
            },
            _ = ping.tick() => {
                if heard.elapsed() > SILENT_FOR {
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
}

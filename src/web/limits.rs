//! What the table's clients may hold of the process: connections (each an
//! open file) in all and per client, and live sockets per client. A flood
//! from one client meets its own limit long before the process's, and the
//! process's is set below the open-file limit with a reserve for the
//! database, Discord and the interactions endpoint, so the table can never
//! take their files. A connection past a limit is answered at once (429
//! for a client over its share, 503 when the table is full, each with
//! `Retry-After`) and closed.
//!
//! A client is its address, or, with [`Limits::forwarded`] (a proxy in
//! front that sets `X-Forwarded-For`), the address the proxy names for
//! sockets, the connections then all coming from the proxy.

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// Connections one address may hold at once.
pub const CONNECTIONS_PER_CLIENT: usize = 32;
/// Live sockets one client (an address, and a signed-in member across
/// addresses) may hold at once.
pub const SOCKETS_PER_CLIENT: usize = 16;
/// Open files kept for the rest of the process (the database's
/// connections, Discord's, the interactions endpoint, logs).
pub const RESERVE: u64 = 256;
/// The most connections the table serves at once, whatever the limit.
pub const MOST_CONNECTIONS: usize = 10_000;
/// The seconds a refused client is asked to wait.
const RETRY_AFTER: &str = "5";

/// The limits of one table, and what is held of them now.
#[derive(Debug)]
pub struct Limits {
    /// Connections the table serves at once.
    pub connections: usize,
    pub connections_per_client: usize,
    pub sockets_per_client: usize,
    /// Whether clients are named by the proxy's `X-Forwarded-For` (the
    /// table then does not count connections per address: they are all
    /// the proxy's).
    pub forwarded: bool,
    held: Mutex<Held>,
    /// When a refusal was last logged (at most one every [`TELL_EVERY`]).
    told: Mutex<Option<std::time::Instant>>,
}

/// Refusals are logged at most this often (a flood would fill the log).
const TELL_EVERY: Duration = Duration::from_secs(10);

#[derive(Debug, Default)]
struct Held {
    connections: usize,
    per_address: HashMap<IpAddr, usize>,
    sockets: HashMap<Client, usize>,
}

/// Who holds a live socket, for its limit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Client {
    Address(IpAddr),
    Member(i64),
}

/// Why a connection or socket is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The client holds its share (429).
    TooMany,
    /// The table holds all it may (503).
    Full,
}

impl Refusal {
    /// The status line, for an answer written before HTTP is spoken.
    fn status(self) -> &'static str {
        match self {
            Refusal::TooMany => "429 Too Many Requests",
            Refusal::Full => "503 Service Unavailable",
        }
    }

    /// The status, for an answer of the table's.
    pub fn code(self) -> axum::http::StatusCode {
        match self {
            Refusal::TooMany => axum::http::StatusCode::TOO_MANY_REQUESTS,
            Refusal::Full => axum::http::StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The seconds to wait, for `Retry-After`.
    pub fn retry_after(self) -> &'static str {
        RETRY_AFTER
    }
}

/// Raises the process's soft limit of open files to its hard limit (as
/// far as the system lets); the soft limit then.
pub fn raise_open_files() -> Option<u64> {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(n) => Some(n),
        Err(e) => {
            tracing::warn!(error = %e, "cannot raise the open-file limit");
            open_files()
        }
    }
}

/// The process's soft limit of open files.
pub fn open_files() -> Option<u64> {
    rlimit::Resource::NOFILE.get().ok().map(|(soft, _)| soft)
}

/// The connections a table may serve under a soft limit of `open_files`:
/// all but [`RESERVE`] (and a quarter of the limit, on a large one, for the
/// rest of the process), at least 16, at most [`MOST_CONNECTIONS`].
pub fn connections_under(open_files: u64) -> usize {
    let reserve = RESERVE.max(open_files / 4);
    let room = open_files.saturating_sub(reserve).max(16);
    usize::try_from(room).map_or(MOST_CONNECTIONS, |r| r.min(MOST_CONNECTIONS))
}

impl Limits {
    /// Limits of `connections` in all, the per-client ones as usual.
    pub fn new(connections: usize, forwarded: bool) -> Limits {
        Limits {
            connections,
            connections_per_client: CONNECTIONS_PER_CLIENT,
            sockets_per_client: SOCKETS_PER_CLIENT,
            forwarded,
            held: Mutex::default(),
            told: Mutex::new(None),
        }
    }

    /// Limits under the process's open-file limit now.
    pub fn of_process(forwarded: bool) -> Limits {
        let open = open_files().unwrap_or(1024);
        Limits::new(connections_under(open), forwarded)
    }

    fn held(&self) -> std::sync::MutexGuard<'_, Held> {
        self.held.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes a connection for `address`, or says why not.
    fn admit(self: &Arc<Self>, address: IpAddr) -> Result<Connection, Refusal> {
        let mut held = self.held();
        if held.connections >= self.connections {
            return Err(Refusal::Full);
        }
        let counted = !self.forwarded;
        if counted {
            let n = held.per_address.entry(address).or_default();
            if *n >= self.connections_per_client {
                return Err(Refusal::TooMany);
            }
            *n += 1;
        }
        held.connections += 1;
        Ok(Connection {
            limits: self.clone(),
            address: counted.then_some(address),
        })
    }

    /// Takes a live socket for each of `clients` (all or none), or says
    /// why not.
    pub fn open_socket(self: &Arc<Self>, clients: Vec<Client>) -> Result<Socket, Refusal> {
        let mut held = self.held();
        if clients
            .iter()
            .any(|c| held.sockets.get(c).copied().unwrap_or(0) >= self.sockets_per_client)
        {
            return Err(Refusal::TooMany);
        }
        for c in &clients {
            *held.sockets.entry(c.clone()).or_default() += 1;
        }
        Ok(Socket {
            limits: self.clone(),
            clients,
        })
    }

    /// Connections held now (all clients).
    pub fn connections_held(&self) -> usize {
        self.held().connections
    }

    /// Logs a refusal, at most once every [`TELL_EVERY`].
    fn tell(&self, refusal: Refusal, address: IpAddr) {
        let due = {
            let mut told = self.told.lock().unwrap_or_else(|e| e.into_inner());
            let due = told.is_none_or(|t| t.elapsed() >= TELL_EVERY);
            if due {
                *told = Some(std::time::Instant::now());
            }
            due
        };
        if due {
            tracing::warn!(
                %address,
                ?refusal,
                held = self.connections_held(),
                most = self.connections,
                "the live table refuses connections"
            );
        }
    }
}

/// A connection's hold on its limits, given back when it closes.
#[derive(Debug)]
pub struct Connection {
    limits: Arc<Limits>,
    address: Option<IpAddr>,
}

/// Gives one of `key`'s places back, forgetting a key that holds none.
fn give_back<K: std::hash::Hash + Eq>(counts: &mut HashMap<K, usize>, key: &K) {
    if let Some(n) = counts.get_mut(key) {
        *n -= 1;
        if *n == 0 {
            counts.remove(key);
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let mut held = self.limits.held();
        held.connections = held.connections.saturating_sub(1);
        if let Some(a) = self.address {
            give_back(&mut held.per_address, &a);
        }
    }
}

/// A live socket's hold on its clients' limits, given back when it
/// closes.
#[derive(Debug)]
pub struct Socket {
    limits: Arc<Limits>,
    clients: Vec<Client>,
}

impl Drop for Socket {
    fn drop(&mut self) {
        let mut held = self.limits.held();
        for c in &self.clients {
            give_back(&mut held.sockets, c);
        }
    }
}

/// The table's listener: accepts only what the limits allow.
pub struct Gated {
    listener: TcpListener,
    limits: Arc<Limits>,
}

impl Gated {
    pub fn new(listener: TcpListener, limits: Arc<Limits>) -> Gated {
        Gated { listener, limits }
    }
}

/// An accepted connection, holding its place until it closes.
pub struct Admitted {
    stream: TcpStream,
    _held: Connection,
}

/// Answers a refused connection at once, without reading it, and closes
/// it (within a second, whatever the client does).
async fn turn_away(mut stream: TcpStream, refusal: Refusal) {
    let refusal_answer = format!(
        "HTTP/1.1 {}\r\nRetry-After: {RETRY_AFTER}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        refusal.status()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let _ = stream.write_all(refusal_answer.as_bytes()).await;
        let _ = stream.shutdown().await;
    })
    .await;
}

impl Listener for Gated {
    type Io = Admitted;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Admitted, SocketAddr) {
        let mut pause = Duration::from_millis(10);
        loop {
            let (stream, addr) = match self.listener.accept().await {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of files (or another passing error): waits,
                    // longer each time, and says so once.
                    if pause == Duration::from_millis(10) {
                        tracing::error!(error = %e, "the live table cannot accept a connection");
                    }
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs(1));
                    continue;
                }
            };
            pause = Duration::from_millis(10);
            match self.limits.admit(addr.ip()) {
                Ok(held) => {
                    let _ = stream.set_nodelay(true);
                    return (
                        Admitted {
                            stream,
                            _held: held,
                        },
                        addr,
                    );
                }
                Err(refusal) => {
                    self.limits.tell(refusal, addr.ip());
                    tokio::spawn(turn_away(stream, refusal));
                }
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

impl AsyncRead for Admitted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Admitted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// The address a connection came from, for the handlers.
#[derive(Clone, Copy, Debug)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, Gated>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Gated>) -> Self {
        Peer(*stream.remote_addr())
    }
}

/// The client a request comes from: its connection's address, or, behind
/// a proxy (`forwarded`), the last address of `X-Forwarded-For` (the one
/// the proxy added), else (no such header, or its last entry not an
/// address) the connection's.
pub fn client_address(peer: IpAddr, headers: &axum::http::HeaderMap, forwarded: bool) -> IpAddr {
    if !forwarded {
        return peer;
    }
    // Only the last entry is the proxy's; any before it the client may
    // have written.
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|a| a.trim().parse::<IpAddr>().ok())
        .unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_connections_leave_a_reserve() {
        assert_eq!(connections_under(1024), 768);
        assert_eq!(connections_under(4096), 3072);
        assert_eq!(connections_under(100), 16);
        assert_eq!(connections_under(1 << 20), MOST_CONNECTIONS);
    }

    #[test]
    fn each_client_holds_its_share_and_gives_it_back() {
        let limits = Arc::new(Limits::new(40, false));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let mut held: Vec<Connection> = (0..CONNECTIONS_PER_CLIENT)
            .map(|_| limits.admit(a).unwrap())
            .collect();
        assert_eq!(limits.admit(a).unwrap_err(), Refusal::TooMany);
        let others: Vec<Connection> = (0..8).map(|_| limits.admit(b).unwrap()).collect();
        assert_eq!(limits.admit(b).unwrap_err(), Refusal::Full);
        held.pop();
        assert!(limits.admit(b).is_ok());
        drop(others);
        drop(held);
        assert_eq!(limits.connections_held(), 0);
        assert!(limits.held().per_address.is_empty());

        // Sockets: by address and by member, all or none.
        let mut sockets: Vec<Socket> = (0..SOCKETS_PER_CLIENT)
            .map(|_| {
                limits
                    .open_socket(vec![Client::Address(a), Client::Member(7)])
                    .unwrap()
            })
            .collect();
        assert_eq!(
            limits
                .open_socket(vec![Client::Address(b), Client::Member(7)])
                .unwrap_err(),
            Refusal::TooMany
        );
        assert!(limits.open_socket(vec![Client::Address(b)]).is_ok());
        sockets.pop();
        assert!(limits
            .open_socket(vec![Client::Address(b), Client::Member(7)])
            .is_ok());
    }

    #[test]
    fn behind_a_proxy_the_client_is_the_last_forwarded_address() {
        let peer: IpAddr = "10.0.0.9".parse().unwrap();
        let mut h = axum::http::HeaderMap::new();
        assert_eq!(client_address(peer, &h, true), peer);
        h.insert(
            "x-forwarded-for",
            axum::http::HeaderValue::from_static("1.2.3.4, 5.6.7.8"),
        );
        assert_eq!(client_address(peer, &h, true).to_string(), "5.6.7.8");
        assert_eq!(client_address(peer, &h, false), peer);
        // A last entry that is not an address: not an earlier one, which
        // the client may have written.
        h.insert(
            "x-forwarded-for",
            axum::http::HeaderValue::from_static("1.2.3.4, nonsense"),
        );
        assert_eq!(client_address(peer, &h, true), peer);
        // Behind a proxy, connections are not counted per address.
        let limits = Arc::new(Limits::new(100, true));
        let held: Vec<Connection> = (0..50).map(|_| limits.admit(peer).unwrap()).collect();
        assert_eq!(held.len(), 50);
    }
}

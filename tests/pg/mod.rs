//! A throwaway PostgreSQL server for the tests: started on first use, in a
//! temp dir on a free port, and stopped when the test process ends (a
//! watchdog process waits for it). `ALICE_TEST_POSTGRES_URL` names an
//! existing server instead (`postgres://user@host:port/db`). Each test gets
//! a database of its own.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

struct Server {
    /// `postgres://alice@127.0.0.1:PORT` (no database).
    base: String,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();

/// The server binaries: `initdb`, `pg_ctl` (PostgreSQL 15 on these machines).
fn bin_dir() -> Result<PathBuf, String> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|e| format!("no PostgreSQL server installed (/usr/lib/postgresql: {e})"))?
        .filter_map(|d| d.ok().map(|d| d.path().join("bin")))
        .filter(|d| d.join("initdb").exists())
        .collect();
    dirs.sort();
    dirs.pop()
        .ok_or_else(|| "no PostgreSQL server binaries under /usr/lib/postgresql".into())
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
        .unwrap_or(false)
}

/// Runs a server binary, as the `postgres` user when we are root (initdb
/// and postgres refuse to run as root).
fn run_pg(bin: &Path, args: &[&str]) -> Result<(), String> {
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(bin);
        c
    } else {
        Command::new(bin)
    };
    let out = cmd
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{}: {e}", bin.display()))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{} {}: {}{}",
            bin.display(),
            args.join(" "),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// A server of one test's own (it may stop and start it).
pub struct OwnServer {
    pub base: String,
    bin: PathBuf,
    data: String,
    opts: String,
    log: String,
    dir: PathBuf,
}

impl OwnServer {
    pub fn start() -> OwnServer {
        // Durable, as a real server: what it acknowledged survives a crash.
        let (base, bin, dir, opts) = launch("own", true).unwrap_or_else(|e| panic!("{e}"));
        let data = dir.join("data").to_str().unwrap_or_default().to_string();
        let log = dir.join("log").to_str().unwrap_or_default().to_string();
        OwnServer {
            base,
            bin,
            data,
            opts,
            log,
            dir,
        }
    }

    /// A fresh database on this server; its URL.
    pub fn database(&self, name: &str) -> String {
        create_database(&self.base, name)
    }

    /// Stops the server at once (connections are cut).
    pub fn stop(&self) {
        run_pg(
            &self.bin.join("pg_ctl"),
            &["-D", &self.data, "-m", "immediate", "-w", "stop"],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }

    /// Starts it again (same port, same data).
    pub fn restart(&self) {
        run_pg(
            &self.bin.join("pg_ctl"),
            &[
                "-D", &self.data, "-l", &self.log, "-w", "-o", &self.opts, "start",
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
}

impl Drop for OwnServer {
    fn drop(&mut self) {
        let _ = run_pg(
            &self.bin.join("pg_ctl"),
            &["-D", &self.data, "-m", "immediate", "stop"],
        );
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn start() -> Result<Server, String> {
    if let Ok(url) = std::env::var("ALICE_TEST_POSTGRES_URL") {
        let base = url.trim_end_matches('/');
        // Drop the database part: each test makes its own.
        let base = match base.rsplit_once('/') {
            Some((b, _)) if b.contains('@') || b.matches('/').count() > 2 => b.to_string(),
            _ => base.to_string(),
        };
        return Ok(Server { base });
    }
    let (base, _, _, _) = launch("shared", false)?;
    Ok(Server { base })
}

/// initdb and pg_ctl start in a temp dir on a free port; a watchdog stops
/// the server and removes the dir once this process is gone. Returns the
/// base URL, the binaries, the dir and the server options.
/// Without `durable`, the server skips fsyncs (the tests' shared server:
/// fast, and nothing there has to survive a crash).
fn launch(tag: &str, durable: bool) -> Result<(String, PathBuf, PathBuf, String), String> {
    let bin = bin_dir()?;
    let dir = std::env::temp_dir().join(format!("alice-pg-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    if is_root() {
        let ok = Command::new("chown")
            .args(["-R", "postgres:postgres"])
            .arg(&dir)
            .status()
            .map_err(|e| e.to_string())?;
        if !ok.success() {
            return Err(format!("chown postgres {}", dir.display()));
        }
    }
    let data = dir.join("data");
    let d = data.to_str().unwrap_or_default();
    run_pg(
        &bin.join("initdb"),
        &["-D", d, "-A", "trust", "-U", "alice", "-N"],
    )?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| e.to_string())?
        .port();
    let fast = if durable {
        ""
    } else {
        " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    };
    let opts = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c max_connections=300{fast}",
        dir.display()
    );
    let log = dir.join("log");
    run_pg(
        &bin.join("pg_ctl"),
        &[
            "-D",
            d,
            "-l",
            log.to_str().unwrap_or_default(),
            "-w",
            "-o",
            &opts,
            "start",
        ],
    )?;
    // Stops the server and removes its files once this process is gone.
    let pg_ctl = bin.join("pg_ctl");
    let stop = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 0.5; done; {run} {pg_ctl} -D {d} -m immediate stop >/dev/null 2>&1; rm -rf {dir}",
        pid = std::process::id(),
        run = if is_root() { "runuser -u postgres --" } else { "" },
        pg_ctl = pg_ctl.display(),
        dir = dir.display(),
    );
    Command::new("sh")
        .args(["-c", &stop])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("watchdog: {e}"))?;
    Ok((format!("postgres://alice@127.0.0.1:{port}"), bin, dir, opts))
}

/// A fresh, empty database on the test server; its URL.
pub fn database(name: &str) -> String {
    let server = match SERVER.get_or_init(start) {
        Ok(s) => s,
        Err(e) => panic!("cannot start the test PostgreSQL server: {e}"),
    };
    create_database(&server.base, name)
}

fn create_database(base: &str, name: &str) -> String {
    let db: String = format!("t_{name}_{}", std::process::id())
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let admin = format!("{base}/postgres");
    for sql in [
        format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"),
        format!("CREATE DATABASE {db}"),
    ] {
        let out = Command::new("psql")
            .args([admin.as_str(), "-q", "-v", "ON_ERROR_STOP=1", "-c", &sql])
            .output()
            .expect("psql");
        assert!(
            out.status.success(),
            "{sql}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    format!("{base}/{db}")
}

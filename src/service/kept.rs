//! What a process keeps of members' and servers' stored choices (their
//! languages, their boards' look), so that an interaction need not read
//! them each time: kept for a while, so that a choice made through
//! another process is heard within that time.

use crate::store::languages::Scope;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a process trusts what it keeps: a choice made through
/// another process is heard within this time.
pub(crate) const KEPT_FOR: Duration = Duration::from_secs(60);

/// The most members and servers a process keeps.
const KEPT_AT_MOST: usize = 100_000;

/// Each member's and server's stored `V`, as last read or written here.
pub(crate) struct Kept<V> {
    map: Mutex<HashMap<(Scope, i64), (V, Instant)>>,
}

impl<V> Default for Kept<V> {
    fn default() -> Self {
        Kept {
            map: Mutex::new(HashMap::new()),
        }
    }
}

impl<V: Clone> Kept<V> {
    /// What is kept of `id`, if kept lately.
    pub fn fresh(&self, scope: Scope, id: i64) -> Option<V> {
        let m = self.map.lock().unwrap_or_else(|e| e.into_inner());
        m.get(&(scope, id))
            .filter(|(_, at)| at.elapsed() < KEPT_FOR)
            .map(|(v, _)| v.clone())
    }

    /// Keeps what is stored of `id` now.
    pub fn keep(&self, scope: Scope, id: i64, v: V) {
        let mut m = self.map.lock().unwrap_or_else(|e| e.into_inner());
        if m.len() >= KEPT_AT_MOST {
            m.clear();
        }
        m.insert((scope, id), (v, Instant::now()));
    }

    /// Forgets what was kept of `id` (it was just chosen).
    pub fn forget(&self, scope: Scope, id: i64) {
        let mut m = self.map.lock().unwrap_or_else(|e| e.into_inner());
        m.remove(&(scope, id));
    }
}

//! The gate of actions in flight: a shutdown closes it and lets those
//! inside finish.

use super::*;

/// Counts actions in flight, so that a shutdown lets them finish.
pub(super) struct Gate {
    permits: Semaphore,
    closing: AtomicBool,
}

const GATE_PERMITS: u32 = 1 << 20;

impl Gate {
    pub(super) fn new() -> Gate {
        Gate {
            permits: Semaphore::new(GATE_PERMITS as usize),
            closing: AtomicBool::new(false),
        }
    }

    pub(super) fn enter(&self) -> Option<tokio::sync::SemaphorePermit<'_>> {
        if self.closing.load(Ordering::SeqCst) {
            return None;
        }
        self.permits.try_acquire().ok()
    }

    /// Refuses new actions and waits (at most `limit`) for those in flight.
    pub(super) async fn close(&self, limit: Duration) -> bool {
        self.closing.store(true, Ordering::SeqCst);
        tokio::time::timeout(limit, self.permits.acquire_many(GATE_PERMITS))
            .await
            .is_ok_and(|p| p.is_ok())
    }
}

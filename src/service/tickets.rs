//! Places in the engine's queue: one search and one analysis per player
//! at a time, and at most so many analyses in all.

use super::*;
use crate::service::AnalysisError;

/// Players holding a ticket, each with the game it is for.
pub(super) type Tickets = Arc<std::sync::Mutex<HashMap<i64, i64>>>;

/// A player's place in the engine's queue (a bot move's search, or an
/// analysis): held while the work for them waits or runs; a second one of
/// the same kind is refused.
pub(crate) struct Ticket {
    player: i64,
    held: Tickets,
}

impl Ticket {
    /// The ticket of `player` for `game`, or the game of the ticket they
    /// already hold.
    fn take(held: &Tickets, player: i64, game: i64) -> Result<Ticket, i64> {
        let mut h = held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&other) = h.get(&player) {
            return Err(other);
        }
        h.insert(player, game);
        Ok(Ticket {
            player,
            held: held.clone(),
        })
    }

    /// [`Ticket::take`] while fewer than `max` are held.
    fn take_within(
        held: &Tickets,
        player: i64,
        game: i64,
        max: usize,
    ) -> Result<Ticket, UserError> {
        let mut h = held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&other) = h.get(&player) {
            return Err(AnalysisError::AnalysisBusy(other).into());
        }
        if h.len() >= max {
            crate::metrics::get().refused("analysis queue");
            return Err(AnalysisError::AnalysesFull(h.len()).into());
        }
        h.insert(player, game);
        Ok(Ticket {
            player,
            held: held.clone(),
        })
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.held
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.player);
    }
}

impl Service {
    /// Reserves the engine for `player` (None: no ticket needed), or
    /// refuses when a search for them is already waiting or running.
    pub(crate) fn engine_ticket(&self, player: i64) -> Option<Ticket> {
        Ticket::take(&self.searching, player, 0).ok()
    }

    /// Reserves an analysis of `game` for `player`, or names the game whose
    /// analysis for them is already waiting or running.
    /// A player's place among the analyses waiting or running: one each,
    /// and at most `max_analyses` in all.
    pub(crate) fn analysis_ticket(&self, player: i64, game: i64) -> Result<Ticket, UserError> {
        Ticket::take_within(
            &self.analysing,
            player,
            game,
            self.config.max_analyses.max(1),
        )
    }
}

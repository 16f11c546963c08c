//! What follows a game's end. The room that ends a game calls, in the
//! transaction that ends it, every listener the service holds: each hears
//! the game as it ended and writes what follows in that transaction, so
//! an error in any rolls the end back with all the others did. A feature
//! that must hear of ends (ratings, tournaments; later lessons) is
//! listed where the service is made ([`Service::hearing_ends`]): no room
//! calls back into one that calls it.

use super::{Service, ServiceError};
use crate::store::games::GameRow;
use crate::store::Tx;
use alice_core::Color;
use std::future::Future;
use std::pin::Pin;

/// A game that just ended, as its listeners hear of it.
pub struct Ended<'a> {
    /// The game as it ended (status, result, ending and time set).
    pub row: &'a GameRow,
    /// The side that won, if one did (None for a draw or an abort).
    pub winner: Option<Color>,
    pub now: i64,
}

/// What a listener does with an end, in the ending transaction.
pub type Heard<'a> = Pin<Box<dyn Future<Output = Result<(), ServiceError>> + Send + 'a>>;

/// A listener to games' ends.
pub type Listener = for<'a, 't> fn(&'a Service, &'a mut Tx<'t>, &'a Ended<'a>) -> Heard<'a>;

/// The listeners every service holds.
pub(crate) fn listeners() -> Vec<Listener> {
    vec![super::Ratings::on_end, super::Tournaments::on_end]
}

impl Service {
    /// The service with `listener` hearing every game's end too, after the
    /// listeners it holds.
    pub fn hearing_ends(mut self, listener: Listener) -> Service {
        self.ends.push(listener);
        self
    }

    /// Tells every listener of `ended`, in the ending transaction `tx`.
    pub(crate) async fn ended(
        &self,
        tx: &mut Tx<'_>,
        ended: &Ended<'_>,
    ) -> Result<(), ServiceError> {
        for hear in &self.ends {
            hear(self, tx, ended).await?;
        }
        Ok(())
    }
}

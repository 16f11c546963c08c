//! The evaluation as the search uses it: an evaluator is told where a
//! search starts and every move the search makes and takes back, so one
//! that keeps a state (a network's accumulators) updates it move by move
//! instead of computing it again at every node. Play and analysis search
//! with the same evaluator.

use crate::variant::EnginePosition;

/// What the search asks of an evaluation.
pub trait Evaluator<P>: Send {
    /// Forgets any line: the search starts at `pos`.
    fn reset(&mut self, pos: &P);
    /// The search went from `before` to `after` (a move, or a null move).
    fn push(&mut self, before: &P, after: &P);
    /// The search took its last push back.
    fn pop(&mut self);
    /// The static score of `pos`, the position the pushes reached, from
    /// the side to move's point of view, in the engine's centipawns.
    fn evaluate(&mut self, pos: &P) -> i32;
}

/// An evaluator with hand-written weights that may be set (None: it has
/// none, as a network).
pub trait Weighted<P: EnginePosition> {
    fn params_mut(&mut self) -> Option<&mut P::Eval>;
}

/// The hand-written evaluation: a weighted sum of the position's features,
/// computed at each node (it keeps no state between moves).
pub struct Linear<P: EnginePosition> {
    /// The weights.
    pub params: P::Eval,
}

impl<P: EnginePosition> Default for Linear<P> {
    fn default() -> Self {
        Linear {
            params: P::Eval::default(),
        }
    }
}

impl<P: EnginePosition> Evaluator<P> for Linear<P> {
    #[inline]
    fn reset(&mut self, _: &P) {}

    #[inline]
    fn push(&mut self, _: &P, _: &P) {}

    #[inline]
    fn pop(&mut self) {}

    #[inline]
    fn evaluate(&mut self, pos: &P) -> i32 {
        pos.evaluate(&self.params)
    }
}

impl<P: EnginePosition> Weighted<P> for Linear<P> {
    fn params_mut(&mut self) -> Option<&mut P::Eval> {
        Some(&mut self.params)
    }
}

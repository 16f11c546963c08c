//! Whether castling is legal on two boards.

use super::*;
use crate::castling::{castling_landing, castling_on_home};
use crate::types::Board;

impl<S: Shape> TwoBoards<S> {
    /// Checks castling for the side to move, following docs/rules.md step by step.
    pub(super) fn castling_legal(&self, king_side: bool) -> Result<(), IllegalReason> {
        let us = self.turn;
        let them = us.other();
        let occ_a = self.occupied(Board::A);
        let attacked = |sq| self.attackers(sq, them, occ_a).nonempty();
        let side = (self.castling, us, king_side);
        castling_on_home(side, Board::A, occ_a, || Ok(()), attacked)?;
        let attacked = |sq, occ| self.attackers(sq, them, occ).nonempty();
        castling_landing((us, king_side), Board::B, self.occupied(Board::B), attacked)
    }
}

//! What the search needs of a variant's position, for the two-board game
//! and the three-board one: the search is written once over this trait.

use crate::eval::{breakdown, evaluate, Breakdown, EvalParams, Weights};
use crate::eval_three::SetEvalParams;
use crate::limits::{Limits, Score};
use crate::see::see;
use alice_core::three::{BoardSet, Duo, SetBoard, SetMove, ThreeBoards};
use alice_core::{
    Bitboard, Board, Color, Full, Move, MoveList, Narrow, Role, TwoBoards, VariantPosition,
    MAX_MOVES,
};

/// A list of moves the search orders in place.
pub trait MoveBuf<M: Copy> {
    fn as_slice(&self) -> &[M];
    fn as_mut_slice(&mut self) -> &mut [M];
    fn push(&mut self, m: M);
    fn swap_remove(&mut self, i: usize);
    fn len(&self) -> usize {
        self.as_slice().len()
    }
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl MoveBuf<Move> for MoveList {
    fn as_slice(&self) -> &[Move] {
        MoveList::as_slice(self)
    }
    fn as_mut_slice(&mut self) -> &mut [Move] {
        MoveList::as_mut_slice(self)
    }
    fn push(&mut self, m: Move) {
        MoveList::push(self, m)
    }
    fn swap_remove(&mut self, i: usize) {
        MoveList::swap_remove(self, i);
    }
}

impl MoveBuf<SetMove> for Vec<SetMove> {
    fn as_slice(&self) -> &[SetMove] {
        self
    }
    fn as_mut_slice(&mut self) -> &mut [SetMove] {
        self
    }
    fn push(&mut self, m: SetMove) {
        Vec::push(self, m)
    }
    fn swap_remove(&mut self, i: usize) {
        Vec::swap_remove(self, i);
    }
}

/// A position the engine can search: the core's [`VariantPosition`] and what the
/// search adds (move lists it orders in place, exchange estimates,
/// evaluation).
pub trait EnginePosition: VariantPosition {
    type Moves: MoveBuf<Self::Move>;
    /// Ordering scores for a node's moves (as many as it can have).
    type Scores: AsRef<[i32]> + AsMut<[i32]>;
    /// A move as the transposition table keeps it.
    type Packed: Copy + Default + Eq + Send + Sync + 'static;
    /// The evaluation's weights.
    type Eval: Default + Clone + Send + Sync + 'static;

    fn legal(&self) -> Self::Moves;
    fn empty_moves() -> Self::Moves;
    fn new_scores() -> Self::Scores;
    fn is_legal(&self, m: Self::Move) -> bool;
    fn null_move(&self) -> Option<Self>;
    fn has_legal_moves(&self) -> bool;
    fn is_bare_kings(&self) -> bool;
    fn is_capture(&self, m: Self::Move) -> bool;
    fn captured_role(&self, m: Self::Move) -> Option<Role>;
    fn moving_role(&self, m: Self::Move) -> Option<Role>;
    fn promotion(m: Self::Move) -> Option<Role>;
    /// The material balance of the exchange the move starts.
    fn see(&self, m: Self::Move) -> i32;
    /// The side to move has a piece other than pawns and king.
    fn has_pieces(&self) -> bool;
    /// The move's from- and to-square indices (history, counter moves).
    fn squares(m: Self::Move) -> (usize, usize);
    fn pack(m: Self::Move) -> Self::Packed;
    /// The packed move, if any (the default value packs none).
    fn unpack(p: Self::Packed) -> Option<Self::Move>;
    /// Static evaluation from the side to move's point of view.
    fn evaluate(&self, eval: &Self::Eval) -> i32;
    /// [`EnginePosition::evaluate`] term by term.
    fn breakdown(&self, eval: &Self::Eval) -> Breakdown;
    /// The default evaluation with groups of terms scaled.
    fn scaled_eval(w: &Weights) -> Self::Eval;
    /// Material as the WDL model counts it ([`crate::wdl::material_of`]).
    fn material(&self) -> i32;
    /// The squares of `color`'s pieces of `role` on board `board` (0 is
    /// board A; up to [`VariantPosition::BOARDS`]).
    fn placed(&self, board: usize, color: Color, role: Role) -> Bitboard;
    /// The WDL model of the game's family for the hand-written evaluation.
    fn linear_wdl_model() -> &'static crate::wdl::Model;
    /// The WDL model of the scores the game's analysis and top level
    /// search: its network's, where that plays at the top level (a built-in
    /// network reads: a test reads each), else
    /// [`EnginePosition::linear_wdl_model`].
    fn wdl_model() -> &'static crate::wdl::Model {
        Self::builtin_network()
            .filter(|b| b.plays_at(crate::limits::TOP_LEVEL))
            .and_then(|b| b.wdl())
            .unwrap_or_else(Self::linear_wdl_model)
    }
    /// The top level's limits where the variant needs its own (see
    /// [`crate::Level::limits_for`]); None: [`crate::Level::limits`].
    fn top_level_limits() -> Option<Limits> {
        None
    }
    /// A board's files (from a): a file's mirror is `FILES - 1` less it.
    const FILES: usize = 8;
    /// The game's network in the binary, if it has one.
    fn builtin_network() -> Option<&'static crate::networks::Builtin> {
        None
    }
}

// Each game's impl is written once and instantiated here for each
// concrete position type, so that its code is compiled in this crate (with
// its optimisation) rather than again in each crate that plays the game.
macro_rules! two_board_engine {
    ($t:ty, $s:ty, $net:expr) => {
        impl EnginePosition for $t {
            const FILES: usize = <$s as alice_core::Shape>::FILES as usize;
            fn builtin_network() -> Option<&'static crate::networks::Builtin> {
                $net
            }
            type Moves = MoveList;
            type Scores = [i32; MAX_MOVES];
            type Packed = u16;
            type Eval = EvalParams;
            fn legal(&self) -> MoveList {
                self.legal_moves()
            }
            fn empty_moves() -> MoveList {
                MoveList::new()
            }
            fn new_scores() -> [i32; MAX_MOVES] {
                [0; MAX_MOVES]
            }
            fn is_legal(&self, m: Move) -> bool {
                TwoBoards::is_legal(self, m)
            }
            fn null_move(&self) -> Option<Self> {
                TwoBoards::null_move(self)
            }
            fn has_legal_moves(&self) -> bool {
                TwoBoards::has_legal_moves(self)
            }
            fn is_bare_kings(&self) -> bool {
                TwoBoards::is_bare_kings(self)
            }
            fn is_capture(&self, m: Move) -> bool {
                TwoBoards::is_capture(self, m)
            }
            fn captured_role(&self, m: Move) -> Option<Role> {
                TwoBoards::captured_role(self, m)
            }
            fn moving_role(&self, m: Move) -> Option<Role> {
                TwoBoards::moving_role(self, m)
            }
            fn promotion(m: Move) -> Option<Role> {
                m.promotion
            }
            fn see(&self, m: Move) -> i32 {
                see(self, m)
            }
            fn has_pieces(&self) -> bool {
                let us = self.by_color(self.turn());
                (us & !self.by_role(Role::Pawn) & !self.by_role(Role::King)).nonempty()
            }
            fn squares(m: Move) -> (usize, usize) {
                (m.from.index(), m.to.index())
            }
            fn pack(m: Move) -> u16 {
                m.to_u16()
            }
            fn unpack(p: u16) -> Option<Move> {
                (p != 0).then(|| Move::from_u16(p))
            }
            fn evaluate(&self, eval: &EvalParams) -> i32 {
                evaluate(self, eval)
            }
            fn breakdown(&self, eval: &EvalParams) -> Breakdown {
                breakdown(self, eval)
            }
            fn scaled_eval(w: &Weights) -> EvalParams {
                EvalParams::default().scaled(w)
            }
            fn material(&self) -> i32 {
                crate::wdl::material_of(Role::ALL.map(|r| self.by_role(r).count() as i32))
            }
            #[inline]
            fn placed(&self, board: usize, color: Color, role: Role) -> Bitboard {
                self.pieces(color, role, Board::ALL[board])
            }
            fn linear_wdl_model() -> &'static crate::wdl::Model {
                &crate::wdl_two_boards::MODEL
            }
        }
    };
}
two_board_engine!(TwoBoards<Full>, Full, Some(&crate::networks::TWO_BOARDS));
two_board_engine!(TwoBoards<Narrow>, Narrow, Some(&crate::networks::NARROW));

// The same for the games of [`BoardSet`].
macro_rules! board_set_engine {
    ($t:ty, $r:ty, $contempt:expr, $net:expr) => {
        impl EnginePosition for $t {
            fn builtin_network() -> Option<&'static crate::networks::Builtin> {
                $net
            }
            /// Three boards search about 40% fewer nodes a second than two, so the
            /// two-board top level's time gives about level 7's 500,000 nodes
            /// (measured: they scored 57.5% over 20 games). A node count keeps the
            /// top level well above level 7, whatever else the machine is doing:
            /// about 2 s a move on one core of the development machine.
            fn top_level_limits() -> Option<Limits> {
                Some(Limits {
                    nodes: Some(1_300_000),
                    hard_time: Some(std::time::Duration::from_millis(3_000)),
                    contempt: $contempt,
                    ..Limits::default()
                })
            }

            type Moves = Vec<SetMove>;
            type Scores = Vec<i32>;
            type Packed = u32;
            type Eval = SetEvalParams;

            fn legal(&self) -> Vec<SetMove> {
                self.legal_moves()
            }
            fn empty_moves() -> Vec<SetMove> {
                Vec::new()
            }
            fn new_scores() -> Vec<i32> {
                // Each piece's targets on its board, each on one of two landing
                // boards, and castling to B or C either way.
                vec![0; 2 * MAX_MOVES]
            }
            fn is_legal(&self, m: SetMove) -> bool {
                self.check_move(m).is_ok()
            }
            fn null_move(&self) -> Option<Self> {
                BoardSet::null_move(self)
            }
            fn has_legal_moves(&self) -> bool {
                BoardSet::has_legal_moves(self)
            }
            fn is_bare_kings(&self) -> bool {
                BoardSet::is_bare_kings(self)
            }
            fn is_capture(&self, m: SetMove) -> bool {
                BoardSet::is_capture(self, m)
            }
            fn captured_role(&self, m: SetMove) -> Option<Role> {
                BoardSet::captured_role(self, m)
            }
            fn moving_role(&self, m: SetMove) -> Option<Role> {
                BoardSet::moving_role(self, m)
            }
            fn promotion(m: SetMove) -> Option<Role> {
                m.promotion
            }
            fn see(&self, m: SetMove) -> i32 {
                crate::eval_three::see_three(self, m)
            }
            fn has_pieces(&self) -> bool {
                let us = self.turn();
                SetBoard::ALL.into_iter().any(|b| {
                    (self.by_color(us, b)
                        & !self.pieces(us, Role::Pawn, b)
                        & !self.pieces(us, Role::King, b))
                    .nonempty()
                })
            }
            fn squares(m: SetMove) -> (usize, usize) {
                (m.from.index(), m.to.index())
            }
            fn pack(m: SetMove) -> u32 {
                // Never zero: no move goes from a1 to a1 on board A.
                m.to_u32()
            }
            fn unpack(p: u32) -> Option<SetMove> {
                (p != 0).then(|| SetMove::from_u32(p)).flatten()
            }
            fn evaluate(&self, eval: &SetEvalParams) -> i32 {
                crate::eval_three::evaluate_three(self, eval)
            }
            fn breakdown(&self, eval: &SetEvalParams) -> Breakdown {
                crate::eval_three::breakdown_three(self, eval)
            }
            fn material(&self) -> i32 {
                crate::wdl::material_of(crate::eval_three::role_counts(self))
            }
            #[inline]
            fn placed(&self, board: usize, color: Color, role: Role) -> Bitboard {
                self.pieces(color, role, SetBoard::ALL[board])
            }
            fn linear_wdl_model() -> &'static crate::wdl::Model {
                &crate::wdl_three_boards::MODEL
            }
            fn scaled_eval(_: &Weights) -> SetEvalParams {
                SetEvalParams::default()
            }
        }
    };
}
board_set_engine!(
    BoardSet<ThreeBoards>,
    ThreeBoards,
    0,
    Some(&crate::networks::THREE_BOARDS)
);
// Duo chess between strong players is mostly drawn (a king escapes by a zero
// move): its top level plays on rather than repeat while it stands no worse
// than a quarter of a pawn down (the engine guide has the measurement).
board_set_engine!(
    BoardSet<Duo>,
    Duo,
    DUO_CONTEMPT,
    Some(&crate::networks::DUO)
);

/// The contempt of Duo chess's top level, in centipawns ([`Limits::contempt`]).
pub const DUO_CONTEMPT: i32 = 25;

/// A search's score of `pos` (the side to move's) on the calibrated
/// scale of `pos`'s game; a mate stays a mate.
pub fn calibrated<P: EnginePosition>(pos: &P, score: Score) -> Score {
    match score {
        Score::Cp(cp) => Score::Cp(P::wdl_model().normalise(cp, pos.material())),
        mate => mate,
    }
}

/// The side to move's chances for a search's score of `pos`.
pub fn chances<P: EnginePosition>(pos: &P, score: Score) -> crate::wdl::Wdl {
    match score {
        Score::Cp(cp) => P::wdl_model().wdl(cp, pos.material()),
        Score::Mate(n) => crate::wdl::Wdl {
            win: if n > 0 { 1.0 } else { 0.0 },
            draw: 0.0,
            loss: if n > 0 { 0.0 } else { 1.0 },
        },
    }
}

/// The committed models, read on fixed positions: a change of the fitted
/// parameters shows here.
#[cfg(test)]
mod committed {
    use super::EnginePosition;
    use alice_core::three::{PositionDuo, PositionThree};
    use alice_core::{Position, Position8x4, Rules};

    fn shown<P: EnginePosition>(pos: &P, cp: i32) -> (i32, [u32; 3]) {
        let m = P::wdl_model();
        (
            m.normalise(cp, pos.material()),
            m.wdl(cp, pos.material()).permille(),
        )
    }

    #[test]
    fn the_fitted_models_read_fixed_positions_so() {
        let r = Rules::default();
        let start = Position::new(r);
        assert_eq!(start.material(), 78);
        // The hand-written evaluation's model.
        let linear = |pos: &Position, cp: i32| {
            let m = Position::linear_wdl_model();
            (
                m.normalise(cp, pos.material()),
                m.wdl(cp, pos.material()).permille(),
            )
        };
        assert_eq!(linear(&start, 150), (100, [501, 270, 229]));
        assert_eq!(linear(&start, -150), (-100, [229, 270, 501]));
        // Rook and king against king: few pieces, a score means less.
        let ending =
            Position::from_fen("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w - - 0 1", r).unwrap();
        assert_eq!(ending.material(), 5);
        assert_eq!(linear(&ending, 600), (135, [673, 319, 8]));
        // Two boards' analysis reads its network's scores by the network's.
        assert_eq!(shown(&start, 150), (87, [475, 340, 185]));
        assert_eq!(shown(&start, -150), (-87, [185, 340, 475]));
        assert_eq!(shown(&ending, 600), (145, [737, 259, 4]));
        // 8x4 Alice shares the two-board model, Duo the three-board one.
        assert_eq!(
            Position8x4::linear_wdl_model(),
            Position::linear_wdl_model()
        );
        assert_eq!(
            PositionDuo::linear_wdl_model(),
            PositionThree::linear_wdl_model()
        );
        // 8x4 Alice reads its network's scores by its network's model.
        let narrow = Position8x4::new(r);
        assert_eq!(shown(&narrow, 150), (103, [506, 360, 134]));
        let linear84 = |cp: i32| Position8x4::linear_wdl_model().normalise(cp, narrow.material());
        assert_eq!(linear84(150), 120);
        // Three boards and Duo read their networks' scores by their
        // networks' models: Duo's scores (its network's mixed with the
        // hand-written evaluation's) run on a scale several times the
        // others' (its games are mostly drawn), so 600 is a little edge.
        let three = PositionThree::new(r);
        assert_eq!(shown(&three, 600), (86, [478, 294, 228]));
        let linear_three =
            |cp: i32| PositionThree::linear_wdl_model().normalise(cp, three.material());
        assert_eq!(linear_three(600), 104);
        let duo = PositionDuo::new(r);
        assert_eq!(shown(&duo, 600), (36, [306, 544, 150]));
        assert_eq!(
            PositionDuo::linear_wdl_model().normalise(600, duo.material()),
            104
        );
    }
}

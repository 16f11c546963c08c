//! An Alice chess engine: iterative deepening PVS over `alice-core`
//! positions of either variant, with an evaluation that knows the boards
//! (`eval` for two, `eval_three` for three), levels 1 to 8 and after-game
//! analysis. No I/O: the
//! caller passes limits and a stop flag and receives progress reports.
//!
//! ```
//! use alice_core::{Position, Rules};
//! use alice_engine::{Level, Limits, Score, Searcher};
//!
//! // The rook on a1 of board B lands on a8 of board A: mate.
//! let pos = Position::from_fen("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1", Rules::default()).unwrap();
//! let mut searcher = Searcher::new(8);
//! let result = searcher.search(&pos, &[], Limits::depth(3), None, |_info| {}).unwrap();
//! assert_eq!(pos.san(result.best), "Ra8/A#");
//! assert_eq!(result.score, Score::Mate(1));
//!
//! // A level chooses like a player of that strength; level 8 finds the mate too.
//! let level = Level::new(8).unwrap();
//! let pick = level.choose(&mut searcher, &pos, &[], None, 1).unwrap();
//! assert_eq!(pos.san(pick.best), "Ra8/A#");
//! ```
#![forbid(unsafe_code)]

pub mod analysis;
pub mod eval;
mod eval_three;
pub mod evaluator;
pub mod features;
pub mod level;
pub mod limits;
pub mod networks;
pub mod nnue;
pub mod search;
mod see;
pub mod trainer;
mod tt;
pub mod tune;
mod tuned;
mod tuned_three;
pub mod variant;
pub mod wdl;
mod wdl_8x4_network;
mod wdl_duo_network;
mod wdl_three_boards;
mod wdl_three_boards_network;
mod wdl_two_boards;
mod wdl_two_boards_network;

pub use analysis::{Class, Eval, Judgement, MoveJudgement, PositionEval};
pub use eval::{EvalParams, Weights};
pub use eval_three::SetEvalParams;
pub use evaluator::{Evaluator, Linear, Weighted};
pub use level::Level;
pub use search::{Info, Limits, Line, Params, Score, SearchResult, Searcher};

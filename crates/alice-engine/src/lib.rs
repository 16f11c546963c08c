//! An Alice chess engine: iterative deepening PVS over `alice-core`
//! positions, with an evaluation that knows the two boards. No I/O: the
//! caller passes limits and a stop flag and receives progress reports.
#![forbid(unsafe_code)]

pub mod eval;
pub mod level;
pub mod search;
mod tt;

pub use eval::Weights;
pub use level::Level;
pub use search::{Info, Limits, Score, SearchResult, Searcher};

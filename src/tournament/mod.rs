//! Tournaments without I/O: schedules and scores by draw numbers (1 for
//! the first player of the draw). The round-robin's schedule is FIDE's
//! Berger tables ([`berger`]), a Swiss is exchanged in FIDE's report file
//! ([`trf`]), and an arena is scored as lichess scores one ([`arena`]).

pub mod arena;
pub mod berger;
pub mod dutch;
pub mod matching;
pub mod standings;
pub mod trf;

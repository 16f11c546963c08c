//! The Alice Discord bot as a library: board images, the service layer
//! (every game action), the store (SQLite or PostgreSQL), the Discord adapter and the
//! terminal front end. The `alice`
//! binary (`src/main.rs`) is a thin command-line front end over it.
//!
//! Buttons carry the game and ply they were drawn for, so they keep working
//! after a restart and a stale one is recognised:
//!
//! ```
//! use alice::service::Button;
//!
//! let b = Button::Resign { game: 12, ply: 34 };
//! assert_eq!(b.custom_id(), "resign:12:34");
//! assert_eq!(Button::parse("resign:12:34"), Some(b));
//! assert_eq!(Button::parse("resign:12"), None);
//! ```
#![forbid(unsafe_code)]

pub mod analysis;
pub mod commands;
pub mod discord;
pub mod games;
pub mod lang;
pub mod local;
pub mod metrics;
pub mod puzzles;
pub mod refusals;
pub mod render;
pub mod service;
pub mod states;
pub mod store;
pub mod tournament;
pub mod web;

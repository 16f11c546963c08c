//! The Alice Discord bot as a library: board images now; the service layer,
//! the store and the Discord adapter come with later issues. The `alice`
//! binary (`src/main.rs`) is a thin command-line front end over it.
#![forbid(unsafe_code)]

pub mod local;
pub mod render;
pub mod service;
pub mod store;

//! # bitperft-cli
//!
//! The `bitperft` command line and the tools around the engine it drives: EPD perft suites,
//! the UCI protocol, the perft checkpoint file, cluster work units (split, work, merge), the
//! fixed benchmark set, and position descriptions. The move generator and perft engine are the
//! [`bitperft`] library crate; nothing here generates moves.
#![deny(missing_docs)]

pub mod checkpoint;
mod cli;
pub mod describe;
pub mod memory;
pub mod split;
pub mod uci;

pub use cli::run;

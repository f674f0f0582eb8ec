//! # bitperft-cli
//!
//! The `bitperft` command line and the tools around the engine it drives: the subcommands
//! ([`run`]), EPD suite runs, the UCI protocol, the divide bisection against another engine
//! ([`debug`]), the perft checkpoint file, cluster work units (split, work, merge), and position
//! descriptions. The move generator and the perft engine are the [`bitperft`] library; nothing
//! here generates moves. Every command that counts is written once against [`bitperft::Game`]
//! (plus [`game::CliGame`] for its flags).
#![deny(missing_docs)]
// Every report on stdout goes through `output`'s writer, which ends the program quietly when
// stdout is closed: no `print!` or `println!`.
#![deny(clippy::print_stdout)]

mod args;
pub mod checkpoint;
pub mod cluster;
mod commands;
pub mod debug;
pub mod describe;
mod engine_opts;
mod error;
pub mod game;
pub mod memory;
mod output;
mod progress;
mod results_log;
mod signals;
use games::suggest;
pub mod uci;
pub mod variant;
mod variant_suites;

pub use commands::run;
pub use error::CliError;

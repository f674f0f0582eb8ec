//! # bitperft-fairy
//!
//! The fairy engine: chess variants on boards of up to 12 × 12 squares (128 at most), with one
//! move generator generic over the bitboard width ([`Bits`]: `u64` up to 64 squares, `u128` up
//! to 128). Pieces are built from movement descriptions in Betza's notation ([`betza`]):
//! leapers, riders, lame leapers, hoppers, with separate move and capture sets; variants are
//! data ([`VariantSpec`], the built-in [`catalog`]). Each variant is a [`bitperft::Game`]
//! ([`Fairy`]), so threads, the table, divide, suites and cluster work serve it.
//!
//! ```
//! use bitperft::Game;
//! use fairy::Fairy;
//! let capablanca = Fairy::<u128>::new("capablanca")?;
//! let start = capablanca.start();
//! assert_eq!(capablanca.perft(&start, 2), 784);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

pub mod betza;
pub mod bits;
pub mod cambodian;
pub mod capture_rules;
pub mod catalog;
pub mod connect;
pub mod counter;
pub mod fen;
pub mod flags;
pub mod flip;
mod forced_captures;
mod game;
pub mod geometry;
pub mod gravity;
pub mod ini;
pub mod janggi;
mod judged_leaves;
mod keys;
pub mod leaper_sets;
pub mod legal;
mod make;
pub mod movegen;
pub mod moves;
pub mod on_crazyhouse;
pub mod perft;
pub mod position;
mod registry;
mod royal_watch;
pub mod rules;
pub mod safety;
pub mod setup;
pub mod setup_drops;
pub mod small_chess;
pub mod small_hands;
pub mod spec;
#[cfg(test)]
mod testing;
pub mod unplayed;
pub mod walls;

pub use bits::Bits;
pub use fen::FairyFenError;
pub use game::{Fairy, FairyId, uci};
pub use keys::FairyKeys;
pub use moves::{FairyMove, Kind};
pub use position::FairyPosition;
pub use rules::{Rules, SpecError};
pub use spec::VariantSpec;

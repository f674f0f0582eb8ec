//! Splitting a deep perft into work units for a cluster scheduler, and merging the results.
//!
//! The record perfts of the start position were computed this way: enumerate the positions at
//! ply K, merge identical ones with a multiplicity (how many move paths reach them), compute
//! perft(DEPTH − K) of each unique position somewhere, and sum multiplicity × count.
//!
//! * [`create`]: enumerate and balance, write `DIR/unit-<I>.tsv` (`FEN<TAB>multiplicity`
//!   lines) and `DIR/manifest.json` (a [`Manifest`]).
//! * [`work`]: run one unit with any counting function, recording every finished position in
//!   `DIR/results/unit-<I>.partial` ([`partial`]) and writing `DIR/results/unit-<I>.json` (a [`UnitResult`])
//!   atomically at the end.
//! * [`merge`]: check every result against the manifest and sum; [`merge::verify`] compares
//!   two independent runs position by position.
//! * [`enumerate`]: the unique positions per ply (`split --unique`).
//!
//! Nothing here depends on which perft engine counts: [`work::run_unit`] takes the counter as
//! a closure, so a parallel or hashed engine plugs in without changing the file formats. The
//! game is a [`bitperft::Game`]: positions are merged by its identity ([`bitperft::Game::id`])
//! and written as its FEN.
//!
//! ```
//! use bitperft_cli::cluster::enumerate::level;
//! use bitperft::{Chess, Position};
//! // Ply 2 of the start position: 400 paths, all to distinct positions.
//! let l = level(Chess::default(), &Position::startpos(), 2).unwrap();
//! assert_eq!((l.positions.len(), l.paths()), (400, 400));
//! ```

pub mod checksum;
pub mod create;
pub mod enumerate;
pub mod error;
pub mod fsio;
pub mod manifest;
pub mod merge;
pub mod partial;
pub mod plan;
pub mod result;
pub mod unit;
pub mod work;

pub use error::{SplitError, SplitErrorKind};
pub use manifest::Manifest;
pub use result::UnitResult;

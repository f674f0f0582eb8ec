//! The engine's integration tests, in one binary (one link instead of one per file): the
//! bundled suites against their published counts, FEN parsing, the slider backends, property
//! tests, the differential tests against the 0x88 oracle, and published leaf statistics.

mod backends;
mod common;
mod fen;
mod oracle_diff;
mod perft_suites;
mod properties;
mod stats_published;

//! The engine through its public API: the bundled suites against their published counts, FEN
//! parsing, the slider backends, property tests, the differential tests against the 0x88
//! oracle, published leaf statistics, and the dedicated variants' suites. One binary: it links
//! the library as built and calls its entry points for each game and slider backend, so the
//! generic engine is not compiled again for the tests.

mod backends;
mod common;
mod fen;
mod oracle_diff;
mod perft_suites;
mod properties;
mod stats_published;
mod stats_sets;
mod stats_tgct;
mod variants;

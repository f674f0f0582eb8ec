//! The library's tests beyond each module's own: the bundled suites against their published
//! counts, FEN parsing, the slider backends, property tests, the differential tests against the
//! 0x88 oracle, and published leaf statistics. They use only the public API (through `crate::`
//! paths); they live in the library's one test binary so that the engine is compiled and
//! optimised once for all tests, not once more for an integration-test binary.

mod backends;
mod common;
mod fen;
pub(crate) mod oracle;
mod oracle_diff;
mod perft_suites;
mod properties;
mod stats_published;
mod stats_sets;
mod stats_tgct;
mod variants;

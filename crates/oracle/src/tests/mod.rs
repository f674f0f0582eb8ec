//! The oracle's tests beyond each module's own, in the crate's one test binary (through the
//! public API only): published perft counts, the bundled perft suites, the FEN
//! reader and writer, and hand-checked special moves. Nothing here depends on the engine.

mod common;
mod fen_errors;
mod fen_round_trip;
mod moves;
mod perft_published;
mod suites;

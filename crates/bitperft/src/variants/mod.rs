//! Chess variants on the 8x8 board, each a [`Game`](crate::Game) built on the chess
//! [`Position`](crate::Position) and move generator, with what the variant adds kept beside it
//! (holdings, promoted pieces, check counters) and its own FEN reader for Fairy-Stockfish's
//! notation.
//!
//! | variant | type | what it adds to chess |
//! |---|---|---|
//! | `crazyhouse` | [`Crazyhouse`] | captured pieces go to the captor's hand and may be dropped |
//! | `kingofthehill` | [`KingOfTheHill`] | a king on d4, e4, d5 or e5 ends the game |
//! | `racingkings` | [`RacingKings`] | no checks; the first king on rank 8 wins |
//! | `3check` | [`ThreeCheck`] | a side that gives its third check wins (counters in the FEN) |

pub mod crazyhouse;
mod fen_error;
pub mod king_of_the_hill;
pub mod racing_kings;
pub mod three_check;

pub use crazyhouse::Crazyhouse;
pub use fen_error::{VariantFenError, VariantFenErrorKind};
pub use king_of_the_hill::KingOfTheHill;
pub use racing_kings::RacingKings;
pub use three_check::ThreeCheck;

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
//! | `antichess` | [`Antichess`] | captures forced, the king an ordinary piece, pawns promote to kings too, no castling; no pieces or no moves: the game is over |
//! | `giveaway` | [`Giveaway`] | antichess with castling (rights from the FEN) |
//! | `atomic` | [`Atomic`] | captures explode (capturer, victim and non-pawns around go); kings never capture; a blown-up king ends the game |
//! | `horde` | [`Horde`] | White has 36 pawns and no king (pawns on rank 1 step two squares too); White without pieces has lost |
//!
//! The variants without holdings (antichess, giveaway, horde, atomic) share one position type
//! (the chess [`Position`](crate::Position), any number of kings), one move type
//! ([`VariantMove`]) and one generator (`pseudo`: piece moves within the target squares and pin
//! lines each variant computes). Every game here states its rules as a
//! [`BoardGame`](crate::chess::BoardGame); its [`Game`](crate::Game) follows from them.

pub mod atomic;
mod board_tree;
pub mod crazyhouse;
mod fen_error;
pub mod horde;
pub mod king_of_the_hill;
pub mod losing;
mod pseudo;
pub mod racing_kings;
pub mod three_check;
pub(crate) mod variant_move;

pub use atomic::Atomic;
pub use crazyhouse::Crazyhouse;
pub use fen_error::{VariantFenError, VariantFenErrorKind};
pub use horde::Horde;
pub use king_of_the_hill::KingOfTheHill;
pub use losing::{Antichess, Giveaway};
pub use racing_kings::RacingKings;
pub use three_check::ThreeCheck;
pub use variant_move::VariantMove;

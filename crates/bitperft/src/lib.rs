//! # bitperft
//!
//! A fast chess move generator and perft engine: bitboards, fully legal generation with check
//! and pin masks, copy-make, Zobrist keys, slider backends chosen at build time, and an
//! independent 0x88 reference generator as the test oracle.
//!
//! ```
//! use bitperft::{perft, Position};
//! let kiwipete = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
//! assert_eq!(perft(&kiwipete, 3), 97_862);
//! # Ok::<(), bitperft::FenError>(())
//! ```
#![deny(missing_docs)]

mod arch;
pub mod attacks;
pub mod bench;
pub mod bits;
pub mod chess;
pub mod cpu;
pub mod engine;
pub mod epd;
pub mod history;
pub mod movegen;
pub mod perft;
pub mod position;
pub mod stats;
#[cfg(test)]
mod test_oracle;
pub mod types;

pub use chess::{Chess, PositionId};
pub use engine::Game;
pub use history::History;
pub use perft::{divide, perft};
pub use position::{FenError, FenErrorKind, MoveError, Position, UciMove};
pub use stats::PerftStats;
pub use types::{
    Bitboard, CastleSide, CastlingRights, Color, Move, MoveKind, MoveList, Piece, Role, Square,
};

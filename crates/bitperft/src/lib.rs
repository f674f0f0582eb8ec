//! # bitperft
//!
//! A fast chess move generator and perft engine: bitboards, fully legal generation with check
//! and pin masks, copy-make, slider backends chosen at build time, bulk counting, and an engine
//! layer (threads, a lock-free transposition table with 128-bit keys) written once for any
//! [`Game`]; standard chess and Chess960 are [`Chess`].
//!
//! Read a FEN, list and play legal moves, count:
//!
//! ```
//! use bitperft::{divide, perft, Position};
//! let kiwipete: Position =
//!     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse()?;
//! assert_eq!(kiwipete.legal_moves().len(), 48);
//! assert_eq!(perft(&kiwipete, 3), 97_862);
//!
//! // Per root move (generation order), as `bitperft divide` prints it sorted.
//! let split = divide(&kiwipete, 2);
//! assert_eq!(split.iter().map(|&(_, n)| n).sum::<u64>(), 2_039);
//! let castle = kiwipete.parse_uci("e1g1")?;
//! assert!(castle.is_castle());
//!
//! // Play a move (checked), then count from there.
//! let after = kiwipete.play(castle)?;
//! assert_eq!(after.to_string(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1");
//! assert_eq!(perft(&after, 1), 43);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A game with its history (repetition, the fifty-move rule) and the leaf statistics of the
//! published perft tables:
//!
//! ```
//! use bitperft::{stats::perft_stats, History, Position};
//! let mut game = History::new(Position::startpos());
//! for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
//!     game.play_uci(m)?;
//! }
//! assert!(game.position().is_checkmate());
//! let s = perft_stats(&Position::startpos(), 4);
//! assert_eq!((s.nodes, s.captures, s.checks(), s.checkmates()), (197_281, 1_576, 469, 8));
//! # Ok::<(), bitperft::MoveError>(())
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
#[cfg(test)]
mod oracle_check;
pub mod perft;
pub mod position;
pub mod stat_columns;
pub mod stats;
pub mod text;
pub mod types;
pub mod variants;

pub use chess::{BoardGame, BoardPosition, Chess, PositionId};
pub use engine::Game;
pub use history::History;
pub use perft::{divide, perft};
pub use position::{FenError, FenErrorKind, MoveError, Position, UciMove};
pub use stats::PerftStats;
pub use types::{
    Bitboard, CastleSide, CastlingRights, Color, Move, MoveKind, MoveList, Piece, Role, Square,
};

//! # bitperft-oracle
//!
//! An independent, deliberately simple chess move generator: the test oracle of the bitperft
//! engine. It depends on nothing, and shares no code with the engine: its own value types, its
//! own FEN reader, its own move generator. The engine's tests compare the two through text
//! only (FEN strings, UCI move strings, perft counts).
//!
//! Design (after the Mediocre and Ircos notes): a 0x88 mailbox of 128 squares, one piece list
//! per colour and role, pseudo-legal generation from offset tables with the `sq & 0x88`
//! off-board test, and legality by copy-make: play the move on a copy and reject it if the own
//! king is attacked (scanning outward from the king). Undo is dropping the copy. Standard
//! chess and Chess960 castling (king takes own rook internally).
//!
//! ```
//! use bitperft_oracle::{divide, perft, Board};
//! let b = Board::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
//! assert_eq!(perft(&b, 2), 2_039);
//! let after = b.play_uci("e1g1").expect("O-O is legal");
//! assert_eq!(after.to_fen(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1");
//! assert_eq!(divide(&b, 1).len(), 48);
//! # Ok::<(), bitperft_oracle::FenError>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod board;
mod fen;
mod movegen;
mod moves;
mod perft;
mod piece_list;
mod square;
mod types;
mod uci;

pub use board::Board;
pub use fen::{FenError, FenField};
pub use moves::{Move, MoveKind};
pub use perft::{divide, perft};
pub use square::Square;
pub use types::{Color, Piece, Role};

#[cfg(test)]
mod tests;

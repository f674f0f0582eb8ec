//! The small value types everything else is built from.

mod bitboard;
mod castling;
mod color;
mod movelist;
mod moves;
mod piece;
mod square;

pub use bitboard::{Bitboard, BitboardIter};
pub use castling::{CastleSide, CastlingRights};
pub use color::Color;
pub use movelist::MoveList;
pub use moves::{Move, MoveKind};
pub use piece::{Piece, Role};
pub use square::{File, Rank, Square};

//! Losing chess, the rules [`Antichess`] and [`Giveaway`] share: capturing is compulsory (if
//! any capture exists, only captures are legal), the king is an ordinary piece (no check, it
//! can be captured, a side may have several or none, pawns may promote to one), and a side
//! with no pieces or no moves has no moves (it has won). Giveaway adds castling (rights from
//! the FEN; the king castles like any piece, through attacked squares too, only as a quiet
//! move since captures are forced).
//!
//! Castling rights belong to one king, as to any unmoved piece: the only king on the side's
//! back rank when the FEN is read, or with several there the one on the e-file square (a
//! file letter in the castling field may name another, `CH`). The rights go when a move
//! starts from or lands on that king's square (it moves, castles or is captured) or its
//! rook's; other kings come and go freely.
//!
//! The last ply is counted, never played: one pass over the pieces counts captures and quiet
//! moves by popcount, and the captures win if there are any.

pub mod antichess;
pub mod giveaway;
mod moves;
mod perft;

pub use antichess::Antichess;
pub use giveaway::Giveaway;

use crate::position::{FenRules, Position};
use crate::types::Bitboard;
use crate::variants::{VariantFenError, VariantFenErrorKind};

/// The FEN rules of losing chess: any number of kings, no check; castling rights (giveaway)
/// belong to the king on a recorded square.
const RULES: FenRules = FenRules {
    material_limits: false,
    one_king_each: false,
    pawns_on_rank_1: false,
    castling_king_square: true,
};

/// No check in losing chess: the king is an ordinary piece.
fn checkers(_: &Position) -> Bitboard {
    Bitboard::EMPTY
}

/// A side without moves in losing chess has won by the variant's rule: never mate.
fn ended_by_check(_: &Position) -> bool {
    false
}

/// Reads a losing-chess FEN; castling rights only if `castling` (giveaway).
fn read(fen: &str, castling: bool) -> Result<Position, VariantFenError> {
    let pos = Position::from_fen_rules(fen, RULES)?;
    if !castling && pos.castling().any() {
        let text = fen.split_whitespace().nth(2).unwrap_or("");
        return Err(VariantFenError::new(
            "castling",
            text,
            VariantFenErrorKind::NoCastling("antichess"),
        ));
    }
    Ok(pos)
}

//! [`VariantMove`]: a move of the variants played on the chess board without holdings
//! (antichess, giveaway, horde, atomic): a chess move, or a pawn promoting to a king
//! (antichess and giveaway, where the king is an ordinary piece). The chess [`Move`] keeps its
//! eight kinds, so the chess hot path never sees the ninth.

use crate::position::{MoveError, Position};
use crate::types::{Move, Square};
use std::fmt;

/// A move of a variant on the chess board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum VariantMove {
    /// A chess move (as the chess [`Position::play_unchecked`] makes it).
    Chess(Move),
    /// A pawn moving (or capturing) from `from` onto the last rank at `to` and becoming a king.
    PromoteKing {
        /// The pawn's square.
        from: Square,
        /// The promotion square.
        to: Square,
    },
}

impl fmt::Display for VariantMove {
    /// UCI text: chess notation (castling as king takes rook), `e7e8k` for a king promotion.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            VariantMove::Chess(m) => write!(f, "{m}"),
            VariantMove::PromoteKing { from, to } => write!(f, "{from}{to}k"),
        }
    }
}

impl VariantMove {
    /// `self` in UCI notation as written in `pos` (Chess960 castling as king takes rook,
    /// standard castling as king to its target square).
    pub fn uci(self, pos: &Position) -> String {
        match self {
            VariantMove::Chess(m) => pos.uci(m),
            king => king.to_string(),
        }
    }

    /// True if `lower` (UCI text in lower case) names this move in `pos`.
    fn is_written(self, pos: &Position, lower: &str) -> bool {
        match self {
            VariantMove::Chess(m) => pos.is_written(m, lower),
            king => king.to_string() == lower,
        }
    }
}

/// True if `s` has the syntax of a UCI move (promotion letters n, b, r, q and k).
fn well_formed(s: &str) -> bool {
    let b = s.as_bytes();
    let sq = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    (b.len() == 4 || b.len() == 5 && b"nbrqk".contains(&b[4])) && sq(b[0], b[1]) && sq(b[2], b[3])
}

/// The move of `legal` (the legal moves of `pos`) written `text` in UCI notation (squares in
/// lower case, a promotion letter in either case).
pub(crate) fn parse_uci(
    pos: &Position,
    legal: &[VariantMove],
    text: &str,
) -> Result<VariantMove, MoveError> {
    let lower = text.to_ascii_lowercase();
    if !well_formed(&lower) || lower[..text.len().min(4)] != text[..text.len().min(4)] {
        return Err(MoveError::Malformed(text.to_string()));
    }
    if legal.is_empty() {
        return Err(MoveError::GameOver {
            text: text.to_string(),
            fen: pos.to_fen(),
        });
    }
    legal
        .iter()
        .copied()
        .find(|m| m.is_written(pos, &lower))
        .ok_or_else(|| MoveError::Illegal {
            text: text.to_string(),
            fen: pos.to_fen(),
        })
}

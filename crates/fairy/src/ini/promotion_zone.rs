//! The promotion region (`promotionRegionWhite`, `promotionRegionBlack`, `promotionRank`) as
//! bitperft's pieces say it: the same last ranks for both sides ([`crate::spec::Promotion::ranks`]), or
//! any squares per side ([`PieceSpec::promotion_squares`]).
//!
//! Fairy-Stockfish's rule: the region of a side is a set of squares of the board (squares
//! off the board do not count); a pawn promotes on a move that ends there, a piece with a
//! promoted type on a move that starts or ends there, whatever the squares.

use super::draft::Draft;
use super::values::{MAX_RANKS, Region};
use crate::spec::PieceSpec;

/// A lowering error: the key at fault and why.
type Refusal = (&'static str, String);

/// A promotion region in bitperft's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// The last this many ranks, from each side.
    Ranks(u8),
    /// Given squares, per side (absolute).
    Squares(&'static [[u16; MAX_RANKS]; 2]),
}

impl Zone {
    /// The number of last ranks for [`crate::spec::Promotion::ranks`] (0 for given squares, which
    /// [`Zone::mark`] then sets on the piece).
    pub fn ranks(self) -> u8 {
        match self {
            Zone::Ranks(n) => n,
            Zone::Squares(_) => 0,
        }
    }

    /// Marks `piece`, which promotes in this zone, with its squares where the zone is not
    /// last ranks.
    pub fn mark(self, piece: &mut PieceSpec) {
        piece.promotion_squares = match self {
            Zone::Ranks(_) => None,
            Zone::Squares(s) => Some(s),
        };
    }
}

impl Draft {
    /// The promotion region: last ranks where both sides' regions are the same last ranks,
    /// else the squares of each side's region on the board; refused where neither side has
    /// a square.
    pub(super) fn promotion_zone(&self) -> Result<Zone, Refusal> {
        let (files, ranks) = (self.files as usize, self.ranks as usize);
        let w = self.promotion_region[0].whole_ranks(files, ranks, true);
        let b = self.promotion_region[1].whole_ranks(files, ranks, false);
        if let (Some(w), Some(b)) = (&w, &b)
            && w == b
            && !w.is_empty()
            && *w == ((ranks - w.len()) as u8..ranks as u8).collect::<Vec<_>>()
        {
            return Ok(Zone::Ranks(w.len() as u8));
        }
        let masks = self.promotion_region.map(|r| r.on_board(files, ranks).0);
        if masks.iter().all(|m| *m == Region::default().0) {
            return Err((
                "promotionRegionWhite",
                "an empty promotion region for both sides".to_string(),
            ));
        }
        Ok(Zone::Squares(Box::leak(Box::new(masks))))
    }
}

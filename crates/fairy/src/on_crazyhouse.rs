//! Chess with hands on the chess crate's crazyhouse engine (chessgi): a variant whose board,
//! pieces, castling and promotion are chess's, with hands that differ from crazyhouse's only in
//! what [`DropRules`] describes (where pawns may be dropped; promotions are never marked
//! here). [`crate::perft::perft`] hands
//! these variants' positions to it, read through their FEN; the generic engine still counts
//! them in its other modes (bulk, tested), which the tests compare it with.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::spec::Holdings;
use bitperft::attacks::DefaultSliders;
use bitperft::types::Bitboard;
use bitperft::variants::crazyhouse::{CrazyhousePosition, DropRules, perft_rules};

/// Counts below this depth stay with the generic engine: reading the position through its FEN
/// costs more than they do.
const MIN_DEPTH: u32 = 3;

/// A variant's rules for the crazyhouse engine.
#[derive(Clone, Copy, Debug)]
pub struct CrazyhouseRules {
    rules: DropRules,
}

impl CrazyhouseRules {
    /// The rules of a variant that is chess with the hands `h`, whose drops have no rule
    /// beyond the pawns' ranks ([`crate::counter`] decides which variants those are).
    pub fn new(h: Holdings) -> CrazyhouseRules {
        let (lo, hi) = h.pawn_drop_ranks;
        let ranks =
            |own: &dyn Fn(u8) -> u8| (lo..=hi.min(7)).fold(0u64, |b, r| b | 0xff << (8 * own(r)));
        CrazyhouseRules {
            rules: DropRules {
                pawn_drops: [Bitboard(ranks(&|r| r)), Bitboard(ranks(&|r| 7 - r))],
                marks_promotions: false,
            },
        }
    }

    /// Leaf nodes at `depth` below `pos`, if the crazyhouse engine counts it: at depth 3 or
    /// more, and where its FEN reader takes the position (not, for instance, a pawn dropped on
    /// its side's first rank); else `None`, and the generic engine counts it.
    pub fn perft<B: Bits>(&self, r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> Option<u64> {
        if depth < MIN_DEPTH {
            return None;
        }
        let board = CrazyhousePosition::from_fen(&crate::fen::write(r, pos)).ok()?;
        Some(perft_rules::<DefaultSliders>(&board, &self.rules, depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chessgi_drops_pawns_on_its_first_rank() {
        let spec = crate::catalog::find("chessgi").unwrap();
        let chessgi = CrazyhouseRules::new(spec.holdings.unwrap());
        let first_seven = Bitboard(u64::MAX >> 8);
        assert_eq!(
            chessgi.rules.pawn_drops,
            [first_seven, Bitboard(u64::MAX << 8)]
        );
        assert!(!chessgi.rules.marks_promotions);
    }
}

//! Chess with hands on the chess crate's crazyhouse engine (chessgi): a variant whose board,
//! pieces, castling and promotion are chess's, with hands that differ from crazyhouse's only in
//! what [`DropRules`] describes (where pawns may be dropped; promotions are never marked
//! here). [`crate::perft::perft`] hands
//! these variants' positions to it, read through their FEN; the generic engine still counts
//! them in its other modes (bulk, tested), which the tests compare it with.

use crate::bits::Bits;
use crate::catalog::chess_family::CHESS_CASTLING;
use crate::catalog::pieces::CHESS_PIECES;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::spec::{RoyalRule, VariantSpec};
use bitperft::attacks::DefaultSliders;
use bitperft::types::Bitboard;
use bitperft::variants::crazyhouse::{CrazyhousePosition, DropRules, perft_rules};

/// Counts below this depth stay with the generic engine: reading the position through its FEN
/// costs more than they do.
const MIN_DEPTH: u32 = 3;

/// A variant's rules for the crazyhouse engine.
#[derive(Clone, Copy, Debug)]
pub struct HouseRules {
    rules: DropRules,
}

impl HouseRules {
    /// The rules of `spec` if the crazyhouse engine plays it: an 8 × 8 board with the chess
    /// pieces, chess castling, hands that hold the captured pieces and whose drops have no
    /// rule beyond the pawns' ranks (no pawn limit per file, no forced drops, no drops in
    /// promoted form), and no endings or royal rules beyond chess's.
    pub fn new(spec: &VariantSpec) -> Option<HouseRules> {
        let h = spec.holdings?;
        let chess = spec.files == 8
            && spec.ranks == 8
            && format!("{:?}", spec.pieces) == format!("{CHESS_PIECES:?}")
            && spec
                .castling
                .is_some_and(|c| format!("{c:?}") == format!("{CHESS_CASTLING:?}"))
            && spec.royal_rule == RoyalRule::AllSafe
            && spec.endings.is_empty()
            && !spec.flying_general
            && !spec.gating
            && spec.general_promotion.is_none();
        let plain_hands = h.captures
            && h.drops
            && !h.must_drop
            && h.pawns_per_file == 0
            && !h.no_pawn_drop_mate
            && !h.no_dead_drops
            && h.drop_ranks.is_none()
            && !h.promoted_drops;
        if !chess || !plain_hands {
            return None;
        }
        let (lo, hi) = h.pawn_drop_ranks;
        let ranks =
            |own: &dyn Fn(u8) -> u8| (lo..=hi.min(7)).fold(0u64, |b, r| b | 0xff << (8 * own(r)));
        Some(HouseRules {
            rules: DropRules {
                pawn_drops: [Bitboard(ranks(&|r| r)), Bitboard(ranks(&|r| 7 - r))],
                marks_promotions: false,
            },
        })
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
    fn chessgi_drops_pawns_on_its_first_rank_and_pocket_knight_is_not_played() {
        let chessgi = HouseRules::new(crate::catalog::find("chessgi").unwrap()).unwrap();
        let first_seven = Bitboard(u64::MAX >> 8);
        assert_eq!(
            chessgi.rules.pawn_drops,
            [first_seven, Bitboard(u64::MAX << 8)]
        );
        assert!(!chessgi.rules.marks_promotions);
        assert!(HouseRules::new(crate::catalog::find("pocketknight").unwrap()).is_none());
    }
}

//! [`DropRules`]: what the chess games with hands that the crazyhouse engine counts differ in —
//! where pawns may be dropped, whether promoted pieces are marked to return as pawns.

use crate::types::Bitboard;

/// The rules of a chess game with hands, for the crazyhouse engine ([`super::perft_rules`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DropRules {
    /// Per side (White, Black): the squares it may drop a pawn on.
    pub pawn_drops: [Bitboard; 2],
    /// A piece promoted from a pawn is marked (`~`) and returns to a hand as a pawn; without
    /// this rule a promotion leaves no mark (marks already on the board still count).
    pub marks_promotions: bool,
}

impl DropRules {
    /// Crazyhouse: pawns dropped on ranks 2 to 7, promotions marked.
    pub const CRAZYHOUSE: DropRules = DropRules {
        pawn_drops: [Bitboard(!(Bitboard::RANK_1.0 | Bitboard::RANK_8.0)); 2],
        marks_promotions: true,
    };
}

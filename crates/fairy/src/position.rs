//! [`FairyPosition`]: a position of any variant on a board of up to 128 squares — one set per
//! piece type and per side, the hands, and the rights that the move history leaves (castling,
//! en passant, promoted marks, gates).

use crate::bits::Bits;
use crate::geometry::MAX_SQUARES;
use crate::rules::{MAX_TYPES, Rules, TypeSet};

/// No piece on a square ([`FairyPosition::type_at`]).
const EMPTY: u8 = u8::MAX;

/// A position. Its meaning depends on the [`Rules`] it was read with.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FairyPosition<B> {
    /// Per type: its squares (both sides).
    pub(crate) pieces: [B; MAX_TYPES],
    /// Per square: the type on it ([`EMPTY`] if none), kept with `pieces`.
    types: [u8; MAX_SQUARES],
    /// Per side: its squares.
    pub(crate) colors: [B; 2],
    /// Per side and type: pieces in hand.
    pub(crate) hands: [[u8; MAX_TYPES]; 2],
    /// Pieces promoted from a pawn that return to a hand as pawns (`~` in the FEN).
    pub(crate) promoted: B,
    /// Rook squares that may still castle.
    pub(crate) castling: B,
    /// Per side with a castling right, the square of the royal piece those rights belong to
    /// (empty for a side without rights): they go when a move starts from or lands on it.
    pub(crate) castling_kings: B,
    /// Back-rank squares whose piece has not moved, where a piece in hand may still enter
    /// (seirawan gating).
    pub(crate) gates: B,
    /// En-passant target squares (empty if none).
    pub(crate) ep: B,
    /// The square of the pawn an en-passant capture removes (meaningful when `ep` is not
    /// empty).
    pub(crate) ep_victim: u8,
    /// 0: White (the first player) to move; 1: Black.
    pub(crate) turn: u8,
    /// Plies since the last capture or pawn move.
    pub(crate) halfmove: u32,
    /// The move number.
    pub(crate) fullmove: u32,
    /// Per side: the checks it has still to give to win, where the variant counts them
    /// ([`crate::spec::Ending::ChecksGiven`]; 0 otherwise).
    pub(crate) checks: [u8; 2],
    /// Passes in a row that led here, up to two ([`crate::flip`]: two end the game).
    pub(crate) passes: u8,
    /// Wall squares (`*` in the FEN): no piece may stand on, enter or pass them
    /// ([`crate::walls`]).
    pub(crate) walls: B,
}

impl<B: Bits> FairyPosition<B> {
    /// An empty board, White to move.
    pub(crate) fn empty() -> FairyPosition<B> {
        FairyPosition {
            pieces: [B::ZERO; MAX_TYPES],
            types: [EMPTY; MAX_SQUARES],
            colors: [B::ZERO; 2],
            hands: [[0; MAX_TYPES]; 2],
            promoted: B::ZERO,
            castling: B::ZERO,
            castling_kings: B::ZERO,
            gates: B::ZERO,
            ep: B::ZERO,
            ep_victim: 0,
            turn: 0,
            halfmove: 0,
            fullmove: 1,
            checks: [0; 2],
            passes: 0,
            walls: B::ZERO,
        }
    }

    /// The side to move: 0 for White (the first player), 1 for Black.
    #[inline(always)]
    pub fn turn(&self) -> usize {
        self.turn as usize
    }

    /// Every occupied square: the pieces' and the walls'.
    #[inline(always)]
    pub fn occupied(&self) -> B {
        self.colors[0] | self.colors[1] | self.walls
    }

    /// The wall squares.
    #[inline(always)]
    pub fn walls(&self) -> B {
        self.walls
    }

    /// The squares of `side`.
    #[inline(always)]
    pub fn side(&self, side: usize) -> B {
        self.colors[side]
    }

    /// The squares of `side`'s pieces of type `t`.
    #[inline(always)]
    pub fn of(&self, side: usize, t: u8) -> B {
        self.pieces[t as usize] & self.colors[side]
    }

    /// The squares of `side`'s pieces whose type is in `mask`.
    #[inline(always)]
    pub fn of_types(&self, side: usize, mask: TypeSet) -> B {
        self.types_in(mask) & self.colors[side]
    }

    /// The squares of both sides' pieces whose type is in `mask`.
    #[inline(always)]
    pub fn types_in(&self, mask: TypeSet) -> B {
        let mut b = B::ZERO;
        let mut m = mask;
        while m != 0 {
            b |= self.pieces[m.trailing_zeros() as usize];
            m &= m - 1;
        }
        b
    }

    /// The type on `sq`, if any, and its side.
    #[inline(always)]
    pub fn piece_at(&self, sq: u32) -> Option<(usize, u8)> {
        let side = if self.colors[0].has(sq) {
            0
        } else if self.colors[1].has(sq) {
            1
        } else {
            return None;
        };
        let t = self.type_at(sq)?;
        Some((side, t))
    }

    /// The type on `sq`, if any.
    #[inline(always)]
    pub fn type_at(&self, sq: u32) -> Option<u8> {
        let t = self.types[sq as usize];
        (t != EMPTY).then_some(t)
    }

    /// `side`'s pieces of type `t` in hand.
    #[inline(always)]
    pub fn in_hand(&self, side: usize, t: u8) -> u8 {
        self.hands[side][t as usize]
    }

    /// True if `side` holds a piece in hand.
    #[inline(always)]
    pub fn holds(&self, side: usize) -> bool {
        // A few wide comparisons for the whole hand (one count per type).
        self.hands[side]
            .as_chunks::<16>()
            .0
            .iter()
            .any(|&c| u128::from_ne_bytes(c) != 0)
    }

    /// True if `side` holds a piece of a type in `mask`.
    #[inline(always)]
    pub fn holds_any(&self, side: usize, mask: TypeSet) -> bool {
        let mut m = mask;
        while m != 0 {
            if self.hands[side][m.trailing_zeros() as usize] > 0 {
                return true;
            }
            m &= m - 1;
        }
        false
    }

    /// Puts `side`'s piece of type `t` on the empty square `sq`.
    #[inline(always)]
    pub(crate) fn put(&mut self, side: usize, t: u8, sq: u32) {
        let b = B::bit(sq);
        self.pieces[t as usize] |= b;
        self.colors[side] |= b;
        self.types[sq as usize] = t;
    }

    /// Removes `side`'s piece of type `t` from `sq`.
    #[inline(always)]
    pub(crate) fn remove(&mut self, side: usize, t: u8, sq: u32) {
        let b = !B::bit(sq);
        self.pieces[t as usize] &= b;
        self.colors[side] &= b;
        self.types[sq as usize] = EMPTY;
    }

    /// The number of `side`'s pieces on the board.
    pub fn count(&self, side: usize) -> u32 {
        self.colors[side].count()
    }

    /// The passes in a row that led here (0 to 2; [`crate::flip`]). A FEN does not hold them.
    #[inline(always)]
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// The checks `side` has still to give to win, where the variant counts them.
    #[inline(always)]
    pub fn checks_to_give(&self, side: usize) -> u8 {
        self.checks[side]
    }

    /// `side`'s royal pieces.
    #[inline(always)]
    pub fn royals(&self, rules: &Rules<B>, side: usize) -> B {
        self.of_types(side, rules.royal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{every_variant, random_positions};

    /// Along random games of the variant `name`, the type each square holds, read off the
    /// per-square types, against the type sets walked.
    fn types_match_sets<B: Bits>(name: &str) -> usize {
        let mut squares = 0;
        random_positions::<B>(name, 0x7a9e_5e75_0b1c_4d21, 2, 60, |game, pos| {
            let n = game.rules().geo.len() as u32;
            for sq in 0..n {
                let walked = (0..MAX_TYPES).find(|&t| pos.pieces[t].has(sq));
                assert_eq!(pos.type_at(sq), walked.map(|t| t as u8), "{name} {sq}");
                squares += 1;
            }
        });
        squares
    }

    #[test]
    fn the_type_on_each_square_is_the_one_whose_set_holds_it() {
        let squares: usize = every_variant(types_match_sets::<u64>, types_match_sets::<u128>)
            .iter()
            .sum();
        assert!(squares > 100_000, "{squares}");
    }
}

//! [`HandBoard`]: a position of a small board with hands, numbered as on the 8 × 8 board
//! (square `rank * 8 + file`); piece types are the variant's own.

use super::HAND_TYPES;

/// Where each piece stands, per type and per side, and what each side holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HandBoard {
    /// Per type: its squares, both sides.
    pub(crate) sets: [u64; HAND_TYPES],
    /// Per side (0 White, 1 Black): its squares.
    pub(crate) sides: [u64; 2],
    /// Per side and type: pieces in hand.
    pub(crate) hands: [[u8; HAND_TYPES]; 2],
}

impl HandBoard {
    /// An empty board, empty hands.
    pub(crate) fn empty() -> HandBoard {
        HandBoard {
            sets: [0; HAND_TYPES],
            sides: [0; 2],
            hands: [[0; HAND_TYPES]; 2],
        }
    }

    /// The squares of `side`'s pieces of type `t`.
    #[inline(always)]
    pub(crate) fn of(&self, side: usize, t: usize) -> u64 {
        self.sets[t] & self.sides[side]
    }

    /// The board after the piece of type `t` of `us` moves from `from` to `to`, an empty
    /// square, and lands as `lands`.
    #[inline(always)]
    pub(crate) fn moved(&self, us: usize, t: usize, lands: usize, from: u32, to: u32) -> HandBoard {
        let (from, to) = (1u64 << from, 1u64 << to);
        let mut child = *self;
        child.sides[us] ^= from | to;
        child.sets[t] ^= from;
        child.sets[lands] |= to;
        child
    }

    /// The board after the piece of type `t` of `us` on `from` captures the piece of type
    /// `victim` on `to`, lands as `lands`, and the victim goes to `us`'s hand as `back`.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn captured(
        &self,
        us: usize,
        t: usize,
        lands: usize,
        from: u32,
        to: u32,
        victim: usize,
        back: usize,
    ) -> HandBoard {
        let (from, to) = (1u64 << from, 1u64 << to);
        let mut child = *self;
        child.sides[1 - us] ^= to;
        child.sets[victim] ^= to;
        child.sides[us] ^= from | to;
        child.sets[t] ^= from;
        child.sets[lands] |= to;
        child.hands[us][back] += 1;
        child
    }

    /// The board after `us` drops a piece of type `t`, held as `held`, on `to`.
    #[inline(always)]
    pub(crate) fn dropped(&self, us: usize, t: usize, held: usize, to: u32) -> HandBoard {
        let mut child = *self;
        child.sides[us] |= 1 << to;
        child.sets[t] |= 1 << to;
        child.hands[us][held] -= 1;
        child
    }

    /// The type on `sq`, which is occupied, among the first `types`.
    #[inline(always)]
    pub(crate) fn type_at(&self, sq: u32, types: usize) -> usize {
        (0..types)
            .find(|&t| self.sets[t] & (1 << sq) != 0)
            .unwrap_or(0)
    }
}

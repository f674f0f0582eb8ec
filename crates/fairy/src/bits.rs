//! [`Bits`]: the bitboard word, generic over its width (`u64` for boards of up to 64 squares,
//! `u128` up to 128), so one engine serves every board size.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// An unsigned word used as a set of squares: bit `i` is square `i`.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// The number of bits (64 or 128): the most squares a board in this word can have.
    const WIDTH: u32;

    /// The set holding only square `i` (`i < WIDTH`).
    fn bit(i: u32) -> Self;
    /// Number of squares in the set.
    fn count(self) -> u32;
    /// The lowest square (`WIDTH` for the empty set).
    fn lsb(self) -> u32;
    /// The highest square (undefined for the empty set).
    fn msb(self) -> u32;
    /// The set as a `u128` (for keys and tests).
    fn to_u128(self) -> u128;
    /// The lowest square alone (empty for the empty set).
    fn lowest(self) -> Self;
    /// Square `i` and every square above it.
    fn from_up(i: u32) -> Self;
    /// Sum modulo 2^WIDTH.
    fn wrapping_add(self, other: Self) -> Self;

    /// True if the set has a square.
    #[inline(always)]
    fn any(self) -> bool {
        self != Self::ZERO
    }

    /// True if the set is empty.
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::ZERO
    }

    /// True if square `i` is in the set.
    fn has(self, i: u32) -> bool;
    /// The set without its lowest square.
    fn without_lowest(self) -> Self;

    /// The squares of the set, lowest first.
    #[inline(always)]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

macro_rules! impl_bits {
    ($t:ty, $w:expr, $single:ident) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const WIDTH: u32 = $w;

            #[inline(always)]
            fn bit(i: u32) -> Self {
                $single::bit(i)
            }

            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }

            #[inline(always)]
            fn lsb(self) -> u32 {
                self.trailing_zeros()
            }

            #[inline(always)]
            fn msb(self) -> u32 {
                $w - 1 - self.leading_zeros()
            }

            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }

            #[inline(always)]
            fn has(self, i: u32) -> bool {
                $single::has(self, i)
            }

            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }

            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }

            #[inline(always)]
            fn from_up(i: u32) -> Self {
                $single::from_up(i)
            }

            #[inline(always)]
            fn wrapping_add(self, other: Self) -> Self {
                <$t>::wrapping_add(self, other)
            }
        }
    };
}

/// Single squares of a 64-bit set: the machine's own shifts.
mod narrow {
    #[inline(always)]
    pub fn bit(i: u32) -> u64 {
        1 << i
    }

    #[inline(always)]
    pub fn has(b: u64, i: u32) -> bool {
        (b >> i) & 1 != 0
    }

    #[inline(always)]
    pub fn from_up(i: u32) -> u64 {
        u64::MAX << i
    }
}

/// Single squares of a 128-bit set, one 64-bit half chosen and shifted (a variable 128-bit
/// shift costs a double shift and a fix-up for counts of 64 and more).
mod wide {
    #[inline(always)]
    pub fn bit(i: u32) -> u128 {
        let b = 1u64 << (i & 63);
        if i < 64 { b as u128 } else { (b as u128) << 64 }
    }

    #[inline(always)]
    pub fn has(b: u128, i: u32) -> bool {
        let half = if i < 64 { b as u64 } else { (b >> 64) as u64 };
        (half >> (i & 63)) & 1 != 0
    }

    #[inline(always)]
    pub fn from_up(i: u32) -> u128 {
        let b = u64::MAX << (i & 63);
        if i < 64 {
            (u64::MAX as u128) << 64 | b as u128
        } else {
            (b as u128) << 64
        }
    }
}

impl_bits!(u64, 64, narrow);
impl_bits!(u128, 128, wide);

/// The squares of a set, lowest first (see [`Bits::squares`]).
#[derive(Clone, Copy, Debug)]
pub struct Squares<B>(B);

impl<B: Bits> Iterator for Squares<B> {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0.is_empty() {
            return None;
        }
        let i = self.0.lsb();
        self.0 = self.0.without_lowest();
        Some(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<B: Bits>() {
        let top = B::WIDTH - 1;
        let s = B::bit(3) | B::bit(top);
        assert_eq!(s.count(), 2);
        assert_eq!(s.lsb(), 3);
        assert_eq!(s.msb(), top);
        assert_eq!(s.squares().collect::<Vec<_>>(), vec![3, top]);
        assert!(s.has(top) && !s.has(4));
        assert_eq!(B::ZERO.lsb(), B::WIDTH);
        assert_eq!(s.lowest(), B::bit(3));
        assert_eq!(s.without_lowest(), B::bit(top));
        assert_eq!(B::from_up(top), B::bit(top));
        assert_eq!(B::from_up(0).count(), B::WIDTH);
        for i in 0..B::WIDTH {
            assert_eq!(B::bit(i).lsb(), i);
            assert_eq!(B::bit(i).count(), 1);
            assert!(B::bit(i).has(i) && !B::bit(i).has((i + 1) % B::WIDTH));
            assert_eq!(B::from_up(i).count(), B::WIDTH - i);
            assert_eq!(B::from_up(i).lsb(), i);
        }
    }

    #[test]
    fn both_widths_count_and_find_squares_at_both_ends() {
        check::<u64>();
        check::<u128>();
    }
}

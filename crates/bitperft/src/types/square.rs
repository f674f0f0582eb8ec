use std::fmt;

/// A board square, a1 = 0, b1 = 1, … h1 = 7, a2 = 8, … h8 = 63 (as in the Sjaak notes).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(transparent)]
pub struct Square(u8);

/// A file index 0 (a) … 7 (h).
pub type File = u8;
/// A rank index 0 (rank 1) … 7 (rank 8).
pub type Rank = u8;

impl Square {
    /// a1.
    pub const A1: Square = Square(0);
    /// e1.
    pub const E1: Square = Square(4);
    /// h1.
    pub const H1: Square = Square(7);
    /// a8.
    pub const A8: Square = Square(56);
    /// e8.
    pub const E8: Square = Square(60);
    /// h8.
    pub const H8: Square = Square(63);

    /// The square with index `i`, if `i < 64`.
    #[inline]
    pub const fn new(i: u8) -> Option<Square> {
        if i < 64 {
            Some(Square(i))
        } else {
            None
        }
    }

    /// The square with index `i & 63` (for indices already known to be in range).
    #[inline(always)]
    pub const fn from_index(i: u32) -> Square {
        Square((i & 63) as u8)
    }

    /// The square on `file` (0–7) and `rank` (0–7).
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Index 0–63.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Index 0–63 as `u8`.
    #[inline(always)]
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// File 0 (a) … 7 (h).
    #[inline(always)]
    pub const fn file(self) -> File {
        self.0 & 7
    }

    /// Rank 0 (rank 1) … 7 (rank 8).
    #[inline(always)]
    pub const fn rank(self) -> Rank {
        self.0 >> 3
    }

    /// The square mirrored top to bottom (a1 ↔ a8).
    #[inline(always)]
    pub const fn flip_rank(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// The square `delta` steps away in index order, if on the board (no wrap check).
    #[inline(always)]
    pub const fn offset(self, delta: i8) -> Option<Square> {
        let i = self.0 as i8 + delta;
        if i >= 0 && i < 64 {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// Parses a square name like `e4`.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let (f, r) = (b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'1'));
        Square::from_coords(f, r)
    }

    /// Iterator over all 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("a1"), Some(Square::A1));
        assert_eq!(Square::parse("h8"), Some(Square::H8));
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
        assert_eq!(Square::new(64), None);
    }
}

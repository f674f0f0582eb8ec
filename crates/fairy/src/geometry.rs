//! [`Geometry`]: a board of `files × ranks` squares (each at most 12, at most 128 squares in
//! all), numbered rank by rank from a1: square `rank * files + file`.

use crate::bits::Bits;

/// The most files or ranks a board can have.
pub const MAX_SIDE: u8 = 12;

/// The most squares a board can have (the width of a `u128`).
pub const MAX_SQUARES: usize = 128;

/// A board's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    files: u8,
    ranks: u8,
}

impl Geometry {
    /// A board of `files × ranks`, if both are 1..=12 and the board has at most 128 squares.
    pub const fn new(files: u8, ranks: u8) -> Option<Geometry> {
        if files == 0
            || ranks == 0
            || files > MAX_SIDE
            || ranks > MAX_SIDE
            || files as usize * ranks as usize > MAX_SQUARES
        {
            None
        } else {
            Some(Geometry { files, ranks })
        }
    }

    /// Number of files (columns, a, b, ...).
    #[inline(always)]
    pub const fn files(self) -> u8 {
        self.files
    }

    /// Number of ranks (rows, 1, 2, ...).
    #[inline(always)]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// Number of squares.
    #[inline(always)]
    pub const fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Always false: a board has at least one square.
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The square on `file`, `rank` (both from 0), if on the board.
    #[inline(always)]
    pub const fn square(self, file: i32, rank: i32) -> Option<u32> {
        if file < 0 || rank < 0 || file >= self.files as i32 || rank >= self.ranks as i32 {
            None
        } else {
            Some(rank as u32 * self.files as u32 + file as u32)
        }
    }

    /// The file of `sq` (from 0).
    #[inline(always)]
    pub const fn file(self, sq: u32) -> i32 {
        (sq % self.files as u32) as i32
    }

    /// The rank of `sq` (from 0).
    #[inline(always)]
    pub const fn rank(self, sq: u32) -> i32 {
        (sq / self.files as u32) as i32
    }

    /// The square `dx` files and `dy` ranks from `sq`, if on the board.
    #[inline(always)]
    pub const fn offset(self, sq: u32, dx: i32, dy: i32) -> Option<u32> {
        self.square(self.file(sq) + dx, self.rank(sq) + dy)
    }

    /// The name of `sq`: file letter, rank number (`a1`, `j10`).
    pub fn name(self, sq: u32) -> String {
        format!(
            "{}{}",
            (b'a' + self.file(sq) as u8) as char,
            self.rank(sq) + 1
        )
    }

    /// The square named `text` (`a1`, `j10`), if on the board.
    pub fn parse_square(self, text: &str) -> Option<u32> {
        let mut chars = text.chars();
        let f = chars.next()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let rank: i32 = digits.parse().ok()?;
        self.square(f as i32 - 'a' as i32, rank - 1)
    }

    /// Every square of the board.
    pub fn all<B: Bits>(self) -> B {
        (0..self.len() as u32).fold(B::ZERO, |b, s| b | B::bit(s))
    }

    /// The squares of rank `rank` (from 0; empty if off the board).
    pub fn rank_mask<B: Bits>(self, rank: i32) -> B {
        (0..self.files as i32)
            .filter_map(|f| self.square(f, rank))
            .fold(B::ZERO, |b, s| b | B::bit(s))
    }

    /// The squares of file `file` (from 0; empty if off the board).
    pub fn file_mask<B: Bits>(self, file: i32) -> B {
        (0..self.ranks as i32)
            .filter_map(|r| self.square(file, r))
            .fold(B::ZERO, |b, s| b | B::bit(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_beyond_twelve_files_or_128_squares_are_refused() {
        assert!(Geometry::new(12, 10).is_some());
        assert!(Geometry::new(12, 11).is_none());
        assert!(Geometry::new(13, 8).is_none());
        assert!(Geometry::new(0, 8).is_none());
    }

    #[test]
    fn squares_are_named_and_read_back_on_a_ten_rank_board() {
        let g = Geometry::new(10, 10).unwrap();
        for sq in 0..100 {
            assert_eq!(g.parse_square(&g.name(sq)), Some(sq));
        }
        assert_eq!(g.name(99), "j10");
        assert_eq!(g.parse_square("k1"), None);
        assert_eq!(g.parse_square("a11"), None);
        assert_eq!(g.parse_square("a01"), None);
        assert_eq!(g.offset(9, 1, 0), None);
        assert_eq!(g.offset(9, -1, 1), Some(18));
    }

    #[test]
    fn masks_cover_the_board() {
        let g = Geometry::new(9, 10).unwrap();
        let ranks = (0..10).fold(0u128, |b, r| b | g.rank_mask::<u128>(r));
        let files = (0..9).fold(0u128, |b, f| b | g.file_mask::<u128>(f));
        assert_eq!(ranks, g.all::<u128>());
        assert_eq!(files, g.all::<u128>());
        assert_eq!(g.all::<u128>().count_ones(), 90);
    }
}

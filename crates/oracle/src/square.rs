//! Squares of the 0x88 board and the step tables the generator walks.
//!
//! A 0x88 index is `rank * 16 + file`: the board is 16 files wide, of which only the left 8
//! exist. A step that leaves the board on either side, or wraps below 0 or above 127, sets bit
//! 0x08 or 0x80, so one test `index & 0x88 != 0` catches every way off the board.

use std::fmt;

/// Knight jumps.
pub(crate) const KNIGHT: [i8; 8] = [33, 31, 18, 14, -14, -18, -31, -33];
/// Diagonal steps (bishop directions).
pub(crate) const DIAGONAL: [i8; 4] = [17, 15, -15, -17];
/// Orthogonal steps (rook directions).
pub(crate) const ORTHOGONAL: [i8; 4] = [16, 1, -1, -16];
/// All eight king steps (also the queen's directions).
pub(crate) const KING: [i8; 8] = [17, 16, 15, 1, -1, -15, -16, -17];

/// A square of the 0x88 board. Always on the board (`index & 0x88 == 0`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < 8 && rank < 8).then(|| Square(rank * 16 + file))
    }

    /// The square of a 0x88 index, unless the index is off the board.
    pub fn from_index(index: u8) -> Option<Square> {
        (index & 0x88 == 0).then_some(Square(index))
    }

    /// The square of a name such as `e4` (lower case).
    pub fn parse(name: &str) -> Option<Square> {
        match name.as_bytes() {
            &[f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1'),
            _ => None,
        }
    }

    /// The 0x88 index, `rank * 16 + file` (0–119).
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0–7 (a–h).
    pub fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0–7 (1–8).
    pub fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// The square `delta` 0x88 steps away, unless that leaves the board.
    pub fn offset(self, delta: i8) -> Option<Square> {
        Square::from_index(self.0.wrapping_add(delta as u8))
    }

    /// All 64 squares, a1, b1, … h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..8).flat_map(|rank| (0..8).map(move |file| Square(rank * 16 + file)))
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
    fn offset_detects_every_edge() {
        for sq in Square::all() {
            for &d in KING.iter().chain(&KNIGHT) {
                let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
                // Decompose the 0x88 delta into file and rank steps.
                let dr = (i32::from(d) + 40).div_euclid(16) - 2;
                let df = i32::from(d) - 16 * dr;
                let on = (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr));
                assert_eq!(sq.offset(d).is_some(), on, "{sq} delta {d}");
                if let Some(t) = sq.offset(d) {
                    assert_eq!((i32::from(t.file()), i32::from(t.rank())), (f + df, r + dr));
                }
            }
        }
    }

    #[test]
    fn names_round_trip() {
        assert_eq!(Square::all().count(), 64);
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
            assert_eq!(Square::from_index(sq.index() as u8), Some(sq));
        }
        for bad in ["", "e", "e9", "i1", "E4", "e44", "e0"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
        assert_eq!(Square::from_index(0x08), None);
        assert_eq!(Square::from_index(0x80), None);
    }
}

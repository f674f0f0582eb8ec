//! The squares of all pieces of one colour and role.

use crate::square::Square;

/// Most pieces of one colour and role a position can hold: [`crate::Board::from_fen`] rejects
/// more than 16 pieces of a colour.
pub(crate) const CAPACITY: usize = 16;

/// A set of squares kept as an unordered array; the entries past `len` are stale.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PieceList {
    squares: [Option<Square>; CAPACITY],
    len: u8,
}

impl PieceList {
    /// No pieces.
    pub(crate) const EMPTY: PieceList = PieceList {
        squares: [None; CAPACITY],
        len: 0,
    };

    /// The squares, in no particular order.
    pub(crate) fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.squares[..usize::from(self.len)]
            .iter()
            .flatten()
            .copied()
    }

    /// The first square (the king's, for a king list).
    pub(crate) fn first(&self) -> Option<Square> {
        self.squares().next()
    }

    /// Adds `sq`.
    ///
    /// # Panics
    /// If the list is full (the FEN reader keeps every colour at 16 pieces or fewer).
    pub(crate) fn add(&mut self, sq: Square) {
        assert!(
            usize::from(self.len) < CAPACITY,
            "more than {CAPACITY} pieces of one kind"
        );
        self.squares[usize::from(self.len)] = Some(sq);
        self.len += 1;
    }

    /// Removes `sq` (which must be in the list) by moving the last entry into its slot.
    pub(crate) fn remove(&mut self, sq: Square) {
        let i = self.slot(sq);
        self.len -= 1;
        self.squares[i] = self.squares[usize::from(self.len)];
        self.squares[usize::from(self.len)] = None;
    }

    /// Replaces `from` (which must be in the list) by `to`.
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        let i = self.slot(from);
        self.squares[i] = Some(to);
    }

    fn slot(&self, sq: Square) -> usize {
        self.squares[..usize::from(self.len)]
            .iter()
            .position(|&s| s == Some(sq))
            .expect("the piece list agrees with the board")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_remove_relocate() {
        let s = |n: &str| Square::parse(n).expect("square name");
        let mut l = PieceList::EMPTY;
        for n in ["a1", "b2", "c3"] {
            l.add(s(n));
        }
        l.remove(s("a1"));
        l.relocate(s("b2"), s("h8"));
        let mut got: Vec<Square> = l.squares().collect();
        got.sort();
        assert_eq!(got, [s("c3"), s("h8")]);
        assert_eq!(l.first(), Some(s("c3")));
    }
}

use super::Move;

/// A fixed-capacity stack list of moves (no heap). 256 entries: the known maximum number of
/// legal moves in a chess position is 218.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// How many moves fit.
    pub const CAPACITY: usize = 256;

    /// An empty list.
    #[inline(always)]
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::default(); MoveList::CAPACITY],
            len: 0,
        }
    }

    /// Appends a move. The caller guarantees there is room (legal move counts are ≤ 218).
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        // Bounds-checked store: a full list panics instead of corrupting memory.
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Number of moves.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if there are none.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// Iterator over the moves.
    #[inline(always)]
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl AsRef<[Move]> for MoveList {
    #[inline(always)]
    fn as_ref(&self) -> &[Move] {
        self.as_slice()
    }
}

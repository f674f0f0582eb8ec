//! [`SmallBoard`]: a position of a board of at most 8 × 8 squares played with the chess pieces,
//! numbered as on the 8 × 8 board (square `rank * 8 + file`), so the chess engine's attack
//! tables serve it; the squares past the small board's edges stay empty.

/// The set of pawns.
pub(crate) const PAWNS: usize = 0;
/// The set of knights.
pub(crate) const KNIGHTS: usize = 1;
/// The set of the pieces that ride diagonally: bishops and queens.
pub(crate) const DIAGONAL: usize = 2;
/// The set of the pieces that ride along ranks and files: rooks and queens.
pub(crate) const ORTHOGONAL: usize = 3;
/// The set of kings.
pub(crate) const KINGS: usize = 4;
/// How many sets a [`SmallBoard`] keeps.
const SETS: usize = 5;

/// The square of the 8 × 8 numbering for square `g` of a board of `files` files (numbered rank
/// by rank from a1, as [`crate::geometry::Geometry`] does).
#[inline(always)]
pub(crate) fn on_8x8(files: u32, g: u32) -> u32 {
    g / files * 8 + g % files
}

/// The squares of `set`, on a board of `files` files, in the 8 × 8 numbering.
pub(crate) fn set_on_8x8<B: crate::bits::Bits>(files: u32, set: B) -> u64 {
    set.squares().fold(0, |e, g| e | 1 << on_8x8(files, g))
}

/// A chess piece, as the sets of a [`SmallBoard`] that hold it (bit `i` for set `i`): a queen
/// is in both rider sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Piece(u8);

impl Piece {
    /// The pawn.
    pub(crate) const PAWN: Piece = Piece(1 << PAWNS);
    /// The knight.
    pub(crate) const KNIGHT: Piece = Piece(1 << KNIGHTS);
    /// The bishop.
    pub(crate) const BISHOP: Piece = Piece(1 << DIAGONAL);
    /// The rook.
    pub(crate) const ROOK: Piece = Piece(1 << ORTHOGONAL);
    /// The queen.
    pub(crate) const QUEEN: Piece = Piece(1 << DIAGONAL | 1 << ORTHOGONAL);
    /// The king.
    pub(crate) const KING: Piece = Piece(1 << KINGS);

    /// Whether set `i` holds this piece.
    #[inline(always)]
    const fn in_set(self, i: usize) -> bool {
        self.0 & (1 << i) != 0
    }
}

/// Where each piece stands: per set (see [`PAWNS`] .. [`KINGS`]) and per side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SmallBoard {
    /// Per set: its squares, both sides.
    pub(crate) sets: [u64; SETS],
    /// Per side (0 White, 1 Black): its squares.
    pub(crate) sides: [u64; 2],
}

impl SmallBoard {
    /// Puts `piece` of `side` on `sq` (empty).
    pub(crate) fn put(&mut self, side: usize, piece: Piece, sq: u32) {
        self.sides[side] |= 1 << sq;
        for (i, set) in self.sets.iter_mut().enumerate() {
            if piece.in_set(i) {
                *set |= 1 << sq;
            }
        }
    }

    /// The squares of `side`'s pieces in set `set`.
    #[inline(always)]
    pub(crate) fn of(&self, side: usize, set: usize) -> u64 {
        self.sets[set] & self.sides[side]
    }

    /// The board after `piece` of `us` moves from `from` to `to` and lands as `lands` (itself
    /// unless it promotes), capturing whatever stood on `to`.
    #[inline(always)]
    pub(crate) fn moved(
        &self,
        us: usize,
        piece: Piece,
        lands: Piece,
        from: u32,
        to: u32,
    ) -> SmallBoard {
        let (from, to) = (1u64 << from, 1u64 << to);
        let mut child = *self;
        child.sides[1 - us] &= !to;
        child.sides[us] ^= from | to;
        for (i, set) in child.sets.iter_mut().enumerate() {
            *set &= !to;
            if piece.in_set(i) {
                *set ^= from;
            }
            if lands.in_set(i) {
                *set |= to;
            }
        }
        child
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_leaves_the_mover_alone_on_its_target_and_a_promotion_changes_its_sets() {
        let mut b = SmallBoard::default();
        b.put(0, Piece::PAWN, 8 * 4 + 1);
        b.put(1, Piece::ROOK, 8 * 5 + 2);
        b.put(0, Piece::KING, 0);
        b.put(1, Piece::KING, 8 * 5 + 5);
        let c = b.moved(0, Piece::PAWN, Piece::QUEEN, 8 * 4 + 1, 8 * 5 + 2);
        assert_eq!(c.sides, [1 | 1 << (8 * 5 + 2), 1 << (8 * 5 + 5)]);
        assert_eq!(c.sets[PAWNS], 0);
        assert_eq!(c.sets[DIAGONAL], 1 << (8 * 5 + 2));
        assert_eq!(c.sets[ORTHOGONAL], 1 << (8 * 5 + 2));
        assert_eq!(c.of(1, ORTHOGONAL), 0);
        let d = c.moved(1, Piece::KING, Piece::KING, 8 * 5 + 5, 8 * 4 + 5);
        assert_eq!(d.of(1, KINGS), 1 << (8 * 4 + 5));
        assert_eq!(d.sides[0], c.sides[0]);
    }
}

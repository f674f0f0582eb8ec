use super::{Bitboard, Color, Square};

/// Which wing: towards the h-file (king side) or the a-file (queen side).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CastleSide {
    /// Towards the h-file: the king ends on g, the rook on f.
    King = 0,
    /// Towards the a-file: the king ends on c, the rook on d.
    Queen = 1,
}

impl CastleSide {
    /// Both sides, king side first.
    pub const ALL: [CastleSide; 2] = [CastleSide::King, CastleSide::Queen];

    /// File (0–7) the king ends on.
    pub const fn king_to_file(self) -> u8 {
        match self {
            CastleSide::King => 6,
            CastleSide::Queen => 2,
        }
    }

    /// File (0–7) the rook ends on.
    pub const fn rook_to_file(self) -> u8 {
        match self {
            CastleSide::King => 5,
            CastleSide::Queen => 3,
        }
    }
}

/// Castling rights that remember each castling rook's square, so Chess960 works.
///
/// Slot `color * 2 + side` holds the rook square index, or `NONE` if that right is gone.
///
/// In games where a side may have several kings (giveaway), the rights also remember the
/// square of the king that castles ([`CastlingRights::king`]): the rights belong to that
/// king, and only while it stands there. In chess the one king castles and no square is kept.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CastlingRights {
    rooks: [u8; 4],
    /// Bit `slot` set if that right exists (cached for hashing and quick tests).
    mask: u8,
    /// Per colour, the square of the king its rights belong to, or `NONE`: kept only where a
    /// side may have several kings, and only while that colour has a right.
    kings: [u8; 2],
    /// The rook squares of the rights that exist, so `play` can skip the update with one AND.
    squares: u64,
}

const NONE: u8 = 64;

impl CastlingRights {
    /// No rights at all.
    pub const NONE: CastlingRights = CastlingRights {
        rooks: [NONE; 4],
        mask: 0,
        kings: [NONE; 2],
        squares: 0,
    };

    #[inline(always)]
    const fn slot(color: Color, side: CastleSide) -> usize {
        color.index() * 2 + side as usize
    }

    /// The rook square for a right, if the right exists.
    #[inline(always)]
    pub const fn rook(&self, color: Color, side: CastleSide) -> Option<Square> {
        Square::new(self.rooks[Self::slot(color, side)])
    }

    /// Grants a right with the rook on `rook`.
    pub fn set(&mut self, color: Color, side: CastleSide, rook: Square) {
        self.rooks[Self::slot(color, side)] = rook.to_u8();
        self.refresh();
    }

    /// Recomputes the cached mask and square set from `rooks`.
    #[inline(always)]
    fn refresh(&mut self) {
        let (mut mask, mut squares) = (0u8, 0u64);
        let mut i = 0;
        while i < 4 {
            if self.rooks[i] != NONE {
                mask |= 1 << i;
                squares |= 1u64 << self.rooks[i];
            }
            i += 1;
        }
        self.mask = mask;
        self.squares = squares;
    }

    /// Removes a right.
    #[inline(always)]
    pub fn clear(&mut self, color: Color, side: CastleSide) {
        self.rooks[Self::slot(color, side)] = NONE;
        self.refresh();
    }

    /// Removes both rights of `color`.
    #[inline(always)]
    pub fn clear_color(&mut self, color: Color) {
        if self.any_for(color) {
            self.rooks[color.index() * 2] = NONE;
            self.rooks[color.index() * 2 + 1] = NONE;
            self.refresh();
        }
    }

    /// True if any right is left.
    #[inline(always)]
    pub const fn any(&self) -> bool {
        self.mask != 0
    }

    /// True if `color` has any right left.
    #[inline(always)]
    pub const fn any_for(&self, color: Color) -> bool {
        self.mask >> (color.index() * 2) & 3 != 0
    }

    /// Removes every right whose rook stands on `sq` (a rook moved or was captured).
    #[inline(always)]
    pub fn clear_rook_square(&mut self, sq: Square) {
        if self.squares >> sq.index() & 1 != 0 {
            for r in &mut self.rooks {
                if *r == sq.to_u8() {
                    *r = NONE;
                }
            }
            self.refresh();
        }
    }

    /// The rights after `color` makes a move other than castling from `from` to `to`: a king
    /// move takes both of its rights, a move from or onto a rook's square takes that rook's.
    #[inline(always)]
    pub fn after_move(&mut self, color: Color, king_moved: bool, from: Square, to: Square) {
        if king_moved && self.any_for(color) {
            self.clear_color(color);
        }
        if self.touches(1u64 << from.index() | 1u64 << to.index()) {
            self.clear_rook_square(from);
            self.clear_rook_square(to);
        }
    }

    /// True if a move touching `squares` (its from and to squares) may change a rook right.
    #[inline(always)]
    pub const fn touches(&self, squares: u64) -> bool {
        self.squares & squares != 0
    }

    /// The rook squares of `color`'s rights (one square per right).
    #[inline(always)]
    pub const fn rook_squares(&self, color: Color) -> Bitboard {
        Bitboard(self.squares & (0xff << (8 * color.back_rank())))
    }

    /// The square of the king whose rights these are, in games where a side may have several
    /// kings (giveaway); `None` in chess, or if `color` has no right left.
    #[inline(always)]
    pub const fn king(&self, color: Color) -> Option<Square> {
        Square::new(self.kings[color.index()])
    }

    /// Records `king` as the square of `color`'s castling king (a game with several kings).
    pub(crate) fn set_king(&mut self, color: Color, king: Square) {
        self.kings[color.index()] = king.to_u8();
    }

    /// The rights after a move from `from` to `to` (castling is the king's move onto its rook)
    /// in a game where a side may have several kings and each colour's castling king is
    /// recorded: a move from or onto that king's square (it moves, castles or is captured)
    /// takes both rights of its colour, a move from or onto a rook's square takes that rook's,
    /// and a colour left without rights forgets its king's square.
    #[inline(always)]
    pub(crate) fn after_move_of_kings(&mut self, from: Square, to: Square) {
        let touched = 1u64 << from.index() | 1u64 << to.index();
        for color in Color::ALL {
            if let Some(king) = self.king(color) {
                if touched >> king.index() & 1 != 0 {
                    self.clear_color(color);
                }
            }
        }
        if self.touches(touched) {
            self.clear_rook_square(from);
            self.clear_rook_square(to);
        }
        for color in Color::ALL {
            if !self.any_for(color) {
                self.kings[color.index()] = NONE;
            }
        }
    }

    /// The rights as a 4-bit mask (bit `color * 2 + side`), for hashing.
    #[inline(always)]
    pub const fn mask(&self) -> usize {
        self.mask as usize
    }
}

impl Default for CastlingRights {
    fn default() -> Self {
        CastlingRights::NONE
    }
}

//! Crate-internal edits for variants whose moves do more than a chess move: a piece changing
//! role where it stands (a pawn promoting to a king in antichess), pieces vanishing in an
//! explosion (atomic), castling rights that go with a non-royal king. The chess move path
//! ([`Position::play_unchecked`]) never calls these.

use super::Position;
use crate::types::{Bitboard, CastlingRights, Piece, Role, Square};

impl Position {
    /// Turns the piece on `sq` into a piece of `role`, keeping its colour.
    #[inline(always)]
    pub(crate) fn set_role(&mut self, sq: Square, role: Role) {
        let old = self.board[sq.index()].expect("a piece to change");
        self.remove(old, sq);
        self.put(Piece::new(old.color(), role), sq);
    }

    /// Removes every piece on `squares`, the castling rights whose rook stood there, and both
    /// rights of a side whose king was among them.
    #[inline(always)]
    pub(crate) fn remove_all(&mut self, squares: Bitboard) {
        for sq in squares & self.occupied() {
            let p = self.board[sq.index()].expect("an occupied square");
            self.remove(p, sq);
            self.castling.clear_rook_square(sq);
            if p.role() == Role::King {
                self.castling.clear_color(p.color());
            }
        }
    }

    /// Replaces the castling rights.
    #[inline(always)]
    pub(crate) fn set_castling(&mut self, rights: CastlingRights) {
        self.castling = rights;
    }
}

//! Atomic legality without playing the move: which squares a move empties (the explosion) and
//! fills, and whether after that our king is still there, theirs is gone, the two stand side
//! by side, or an enemy piece (never a king) attacks ours.

use crate::attacks::{self, Sliders};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Color, Move, MoveKind, Role, Square};

/// True if a piece of `enemy` other than a king attacks `sq` (a `us` square) with occupancy
/// `occ`.
#[inline(always)]
pub(super) fn attacked<S: Sliders>(
    pos: &Position,
    us: Color,
    sq: Square,
    enemy: Bitboard,
    occ: Bitboard,
) -> bool {
    let queens = pos.by_role(Role::Queen);
    ((attacks::knight(sq) & pos.by_role(Role::Knight))
        | (attacks::pawn(us, sq) & pos.by_role(Role::Pawn)))
        & enemy
        != Bitboard::EMPTY
        || (S::rook(sq, occ) & (pos.by_role(Role::Rook) | queens) & enemy).any()
        || (S::bishop(sq, occ) & (pos.by_role(Role::Bishop) | queens) & enemy).any()
}

/// True if `us`'s king on `king` is in check with occupancy `occ`: the enemy has a king, not
/// next to ours, and another enemy piece attacks ours.
pub(crate) fn in_check<S: Sliders>(pos: &Position, us: Color, king: Square, occ: Bitboard) -> bool {
    let their_king = pos.pieces(!us, Role::King);
    their_king.any()
        && (attacks::king(king) & their_king).is_empty()
        && attacked::<S>(pos, us, king, pos.by_color(!us), occ)
}

/// What every legality test of one position needs: both kings (present: a position with a
/// king missing has no moves), the occupancy and the enemy pieces, and what threatens our king
/// as the position stands: the enemy pieces attacking it, our pieces pinned to it, and every
/// square between it and an enemy slider on one of its lines (emptying one may open a line).
#[derive(Clone, Copy)]
pub(super) struct Ctx {
    pub us: Color,
    pub king: Square,
    pub their_king: Square,
    pub occ: Bitboard,
    pub theirs: Bitboard,
    /// The kings stand side by side: no move of a piece other than the king gives check.
    pub touch: bool,
    /// Enemy pieces other than the king attacking our king.
    pub checkers: Bitboard,
    /// Our pieces pinned to our king (a quiet move keeps such a piece on its line).
    pub pinned: Bitboard,
    /// The squares between our king and each enemy slider on its empty-board lines.
    pub xray: Bitboard,
}

impl Ctx {
    /// The context of `pos`, or `None` if a king is missing (the game is over).
    #[inline(always)]
    pub fn of<S: Sliders>(pos: &Position) -> Option<Ctx> {
        let us = pos.turn();
        let king = pos.pieces(us, Role::King).first()?;
        let their_king = pos.pieces(!us, Role::King).first()?;
        let occ = pos.occupied();
        let theirs = pos.by_color(!us);
        let mut ctx = Ctx {
            us,
            king,
            their_king,
            occ,
            theirs,
            touch: attacks::king(king).contains(their_king),
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
            xray: Bitboard::EMPTY,
        };
        if ctx.touch {
            return Some(ctx);
        }
        let their_rq = pos.orthogonal_sliders(!us);
        let their_bq = pos.diagonal_sliders(!us);
        ctx.checkers = (attacks::knight(king) & pos.by_role(Role::Knight) & theirs)
            | (attacks::pawn(us, king) & pos.by_role(Role::Pawn) & theirs);
        let sliders = (S::rook(king, Bitboard::EMPTY) & their_rq)
            | (S::bishop(king, Bitboard::EMPTY) & their_bq);
        for s in sliders {
            ctx.ray(s);
        }
        Some(ctx)
    }

    /// Records the enemy slider on `s`, on a line of our king: the squares between go to
    /// `xray`; with nothing between it checks; with exactly one piece between, ours, that
    /// piece is pinned.
    #[inline(always)]
    fn ray(&mut self, s: Square) {
        let between = attacks::between(self.king, s);
        self.xray |= between;
        let blockers = between & self.occ;
        if blockers.is_empty() {
            self.checkers = self.checkers.with(s);
        } else if !blockers.more_than_one() && (blockers & self.theirs).is_empty() {
            self.pinned |= blockers;
        }
    }

    /// The squares a quiet move of a piece other than the king may end on: empty, and on
    /// the line to the checker if one checks (none if two do), as in chess; every empty
    /// square when the kings touch (no check then, whatever moves).
    #[inline(always)]
    pub fn quiet_targets(&self) -> Bitboard {
        let block = match self.checkers.first() {
            None => Bitboard::ALL,
            Some(_) if self.checkers.more_than_one() => Bitboard::EMPTY,
            Some(c) => attacks::between(self.king, c),
        };
        !self.occ & block
    }

    /// Where a quiet move of our piece on `from` may end as far as pins go: anywhere, or along
    /// its line through our king if it is pinned.
    #[inline(always)]
    pub fn pin_line(&self, from: Square) -> Bitboard {
        if self.pinned.contains(from) {
            attacks::line(self.king, from)
        } else {
            Bitboard::ALL
        }
    }

    /// True if our king on `king` would be safe with occupancy `occ` and enemy pieces
    /// `enemy` (their king in place).
    #[inline(always)]
    fn safe<S: Sliders>(
        &self,
        pos: &Position,
        king: Square,
        enemy: Bitboard,
        occ: Bitboard,
    ) -> bool {
        attacks::king(king).contains(self.their_king)
            || !attacked::<S>(pos, self.us, king, enemy, occ)
    }

    /// True if a capture removing `removed` (capturer, victim and blast) is legal.
    #[inline(always)]
    fn capture<S: Sliders>(&self, pos: &Position, removed: Bitboard) -> bool {
        if removed.contains(self.king) {
            return false;
        }
        if removed.contains(self.their_king) {
            return true;
        }
        self.safe::<S>(pos, self.king, self.theirs & !removed, self.occ & !removed)
    }

    /// True if `m`, a pseudo-legal move of a non-king piece onto an enemy piece (or an e.p.
    /// capture), is legal. Decided from the context alone unless the blast empties a square
    /// between our king and an enemy slider, where the lines are looked up again.
    #[inline(always)]
    pub fn capture_move<S: Sliders>(&self, pos: &Position, m: Move) -> bool {
        let (from, to) = (m.from(), m.to());
        let around = attacks::king(to) & self.occ & !pos.by_role(Role::Pawn);
        let mut removed = around.with(to).with(from);
        if m.kind() == MoveKind::EnPassant {
            let back = if self.us == Color::White { -8 } else { 8 };
            removed = removed.with(to.offset(back).expect("the e.p. victim is on the board"));
        } else if !removed.contains(self.king) && !removed.contains(self.their_king) {
            if self.touch {
                return true;
            }
            if (self.checkers & !removed).any() {
                return false;
            }
            if (removed & self.xray).is_empty() {
                return true;
            }
        }
        self.capture::<S>(pos, removed)
    }

    /// True if the king stepping to the empty square `to` is legal.
    #[inline(always)]
    pub fn king_step<S: Sliders>(&self, pos: &Position, to: Square) -> bool {
        let occ = self.occ.without(self.king).with(to);
        self.safe::<S>(pos, to, self.theirs, occ)
    }

    /// True if castling with the rook on `rook` is legal (the squares it needs empty, which
    /// the caller checked): the king not in check, the squares it passes not attacked, and it
    /// ends safe.
    #[inline(always)]
    pub fn castle<S: Sliders>(&self, pos: &Position, rook: Square, side: CastleSide) -> bool {
        let (king_to, rook_to) = Position::castle_targets(self.us, side);
        let occ = self.occ.without(self.king);
        let passed = attacks::between(self.king, king_to).with(self.king);
        for sq in passed {
            if !attacks::king(sq).contains(self.their_king)
                && attacked::<S>(pos, self.us, sq, self.theirs, occ)
            {
                return false;
            }
        }
        let after = occ.without(rook).with(king_to).with(rook_to);
        self.safe::<S>(pos, king_to, self.theirs, after)
    }
}

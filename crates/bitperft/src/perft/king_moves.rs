//! How many legal king moves the other side gains or loses when a quiet move of ours changes
//! only what the moving piece itself attacks in their king zone.
//!
//! [`super::unplayed`] keeps a move from being unplayed when its piece attacks a square of
//! their king zone from where it starts or where it lands. Most such moves neither check nor
//! block, discover or pin anything (the other rules of unplayed moves): only the squares the
//! moving piece attacks change. Their king steps onto a neighbour that holds none of their
//! pieces if none of ours attacks it, so the move's child has `Δ` more king moves than `n0`:
//! one for each neighbour the moving piece alone attacked before and no longer does, minus
//! one for each neighbour nobody attacked before that it attacks now.
//!
//! Castling needs its path unattacked too. Where a castling of theirs has its span clear, a
//! change in the attacks on its path gets no `Δ` (the move is played and counted), and so
//! does a move that would give check.

use crate::attacks::{self, Sliders};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Bitboard, Role, Square};
use std::marker::PhantomData;

/// Who attacks their king's neighbours; built on first use, at most once per depth-2 node.
#[derive(Clone, Copy)]
struct Attacked {
    /// Neighbours their king may step to (none of their pieces there) that none of ours
    /// attacks (with their king off the board, as their generator sees it).
    free: Bitboard,
    /// Such neighbours that exactly one of our pieces attacks.
    once: Bitboard,
}

/// The change in their king's moves for one quiet move of ours (side `Us`).
pub(super) struct KingMoves<S, Us> {
    /// Their king.
    king: Square,
    /// Their king zone (king, neighbours, castling paths).
    zone: Bitboard,
    /// King paths of their castlings whose span is clear: no `Δ` where an attack on them
    /// changes.
    castling: Bitboard,
    occ: Bitboard,
    attacked: Option<Attacked>,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> KingMoves<S, Us> {
    /// For `pos` (side to move `Us`, not in check), whose other side's king zone is `zone`
    /// and whose castlings with a clear span have the king paths `castling`.
    #[inline(always)]
    pub(super) fn new(pos: &Position, zone: Bitboard, castling: Bitboard) -> Self {
        KingMoves {
            king: pos.king(!Us::COLOR),
            zone,
            castling,
            occ: pos.occupied(),
            attacked: None,
            _m: PhantomData,
        }
    }

    /// The change in their legal king moves when our `role` goes quietly from `from` to `to`,
    /// or `None` if the move gives check or changes an attack on a castling path. The caller
    /// has checked that the move touches none of the other rules of unplayed moves (their king
    /// zone, the lines of our sliders to it, castling spans, an unscreened slider in line with
    /// their king),
    /// so only the moving piece's own attacks change.
    #[inline(always)]
    pub(super) fn delta(
        &mut self,
        pos: &Position,
        role: Role,
        from: Square,
        to: Square,
    ) -> Option<i64> {
        let before = self.attacks(role, from, self.occ) & self.zone;
        let after = self.attacks(role, to, self.occ.without(from).with(to)) & self.zone;
        if before == after {
            return Some(0);
        }
        if after.contains(self.king) || ((before ^ after) & self.castling).any() {
            return None;
        }
        let a = self.attacked(pos);
        let freed = before & !after & a.once;
        let taken = after & !before & a.free;
        Some(freed.count() as i64 - taken.count() as i64)
    }

    /// What our `role` on `sq` attacks with occupancy `occ`.
    #[inline(always)]
    fn attacks(&self, role: Role, sq: Square, occ: Bitboard) -> Bitboard {
        match role {
            Role::Pawn => attacks::pawn(Us::COLOR, sq),
            Role::Knight => attacks::knight(sq),
            Role::Bishop => S::bishop(sq, occ),
            Role::Rook => S::rook(sq, occ),
            Role::Queen => S::queen(sq, occ),
            Role::King => attacks::king(sq),
        }
    }

    #[inline(always)]
    fn attacked(&mut self, pos: &Position) -> Attacked {
        match self.attacked {
            Some(a) => a,
            None => {
                let a = attacked::<S, Us>(pos, self.king);
                self.attacked = Some(a);
                a
            }
        }
    }
}

/// Who attacks the neighbours of their king on `k`.
#[inline(never)]
fn attacked<S: Sliders, Us: Side>(pos: &Position, k: Square) -> Attacked {
    let them = !Us::COLOR;
    let no_king = pos.occupied().without(k);
    let (mut free, mut once) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for s in attacks::king(k) & !pos.by_color(them) {
        let a = pos.attackers_with::<S>(s, Us::COLOR, no_king);
        if a.is_empty() {
            free = free.with(s);
        } else if !a.more_than_one() {
            once = once.with(s);
        }
    }
    Attacked { free, once }
}

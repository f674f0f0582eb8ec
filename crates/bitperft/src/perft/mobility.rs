//! How many legal moves the other side gains or loses when a quiet move of ours changes only
//! what their pawns and sliders can reach.
//!
//! [`super::unplayed`] counts perft(2) as `n0` (their move count with our pieces where they
//! stand) times the unplayed moves, plus the played children of the rest. Many moves of ours
//! are kept from being unplayed only because they land on or leave a square one of their pawns
//! or sliders reaches: a pawn gains or loses a capture, a push is blocked or freed, a slider's
//! ray is cut short or grows. If the move touches nothing else (their king zone, the lines of
//! pins and discovered attacks, castling spans: the other rules of unplayed moves), its child has
//! exactly `n0 + Δ` moves, where `Δ` is the change in the pseudo-legal moves of their pawns and
//! sliders that see the two squares. Knights and the king take or step alike, so they add
//! nothing.
//!
//! Their pieces that may be pinned (on a line between one of our sliders and their king zone)
//! are the exception: a pinned piece moves only along its pin, so the change in its reach is
//! not a change in its moves. A move that changes such a piece's reach gets no `Δ` (it is
//! played and counted).

use crate::attacks::{self, Sliders};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Bitboard, Role, Square};
use std::marker::PhantomData;

/// Their pawns and sliders, for the `Δ` of one quiet move of ours (side `Us`).
pub(super) struct Mobility<S, Us> {
    occ: Bitboard,
    /// Squares their pieces may move to: everything but their own pieces.
    open: Bitboard,
    /// Their bishops and queens.
    diagonal: Bitboard,
    /// Their rooks and queens.
    orthogonal: Bitboard,
    /// Squares their bishops and queens see along diagonals: only a move that starts or lands
    /// on one of them changes a diagonal ray of theirs.
    seen_diagonally: Bitboard,
    /// Squares their rooks and queens see along ranks and files.
    seen_orthogonally: Bitboard,
    /// Squares on which a piece of theirs may be pinned.
    maybe_pinned: Bitboard,
    /// Their pawns.
    pawns: Bitboard,
    /// Their knights.
    knights: Bitboard,
    /// Squares where a maybe-pinned pawn of theirs captures or pushes to (once or twice).
    pinned_pawn_reach: Bitboard,
    /// Their pushes with the board as it is (a promotion counts 4).
    pushes: i64,
    /// Squares their pawns push to, once or twice, on an empty board.
    fronts: Bitboard,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Mobility<S, Us> {
    /// Their pawns and sliders in `pos`; `maybe_pinned` holds every square on which one of
    /// their pieces could be pinned to their king (a superset is fine); `seen_diagonally` and
    /// `seen_orthogonally` the squares their sliders of each kind attack on `pos`'s board.
    #[inline(always)]
    pub(super) fn new(
        pos: &Position,
        maybe_pinned: Bitboard,
        seen_diagonally: Bitboard,
        seen_orthogonally: Bitboard,
    ) -> Self {
        let them = !Us::COLOR;
        let theirs = pos.by_color(them);
        let occ = pos.occupied();
        let pawns = pos.by_role(Role::Pawn) & theirs;
        let pinned_pawns = pawns & maybe_pinned;
        let pinned_pawn_reach = front::<Us>(pinned_pawns) | pawn_attacks::<Us>(pinned_pawns);
        Mobility {
            occ,
            open: !theirs,
            diagonal: pos.diagonal_sliders(them),
            orthogonal: pos.orthogonal_sliders(them),
            seen_diagonally,
            seen_orthogonally,
            maybe_pinned,
            pawns,
            knights: pos.by_role(Role::Knight) & theirs,
            pinned_pawn_reach,
            pushes: pushes::<Us>(pawns, occ),
            fronts: front::<Us>(pawns),
            _m: PhantomData,
        }
    }

    /// The change in their legal move count when our piece goes quietly from `from` to `to`,
    /// or `None` if a maybe-pinned piece of theirs is concerned. The caller has checked that
    /// the move is quiet and touches none of the other rules of unplayed moves.
    #[inline(always)]
    pub(super) fn delta(&self, from: Square, to: Square) -> Option<i64> {
        let us = Us::COLOR;
        let occ = self.occ;
        let after = occ.without(from).with(to);
        let touched = Bitboard::from_square(from).with(to);
        if (touched & self.pinned_pawn_reach).any() {
            return None;
        }

        // Pawns: a capture gained on `to`, one lost on `from` (four where they promote).
        let takes_to = attacks::pawn(us, to) & self.pawns;
        let takes_from = attacks::pawn(us, from) & self.pawns;
        let mut d = weight::<Us>(to) * takes_to.count() as i64
            - weight::<Us>(from) * takes_from.count() as i64;
        if (touched & self.fronts).any() {
            d += pushes::<Us>(self.pawns, after) - self.pushes;
        }

        // Sliders: every ray through `from` or `to`, before and after (a slider seeing `to`
        // only once `from` is empty sees `from` now).
        let (diag, orth) = self.sliders_seeing(from, to, self.diagonal, self.orthogonal);
        if ((diag | orth) & self.maybe_pinned).any() {
            return None;
        }
        for x in diag {
            d += (S::bishop(x, after) & self.open).count() as i64
                - (S::bishop(x, occ) & self.open).count() as i64;
        }
        for x in orth {
            d += (S::rook(x, after) & self.open).count() as i64
                - (S::rook(x, occ) & self.open).count() as i64;
        }
        Some(d)
    }
}

impl<S: Sliders, Us: Side> Mobility<S, Us> {
    /// The change in their legal move count when our piece on `from` takes their `captured`
    /// on `to`, or `None` if a maybe-pinned piece of theirs is concerned. The caller has
    /// checked that neither square touches the other rules of unplayed moves (so the captured
    /// piece is not pinned, and their king is not in check).
    ///
    /// The occupancy changes only on `from`; `to` changes hands. So the captured piece's moves
    /// are lost, and of their other pieces, those that attack `to` gain a capture there (a
    /// pawn's counts four where it promotes), and those that see `from` change as for a quiet
    /// move leaving it.
    #[inline(always)]
    pub(super) fn capture_delta(&self, from: Square, to: Square, captured: Role) -> Option<i64> {
        let us = Us::COLOR;
        let occ = self.occ;
        let after = occ.without(from);
        let touched = Bitboard::from_square(from).with(to);
        if (touched & self.pinned_pawn_reach).any()
            || (attacks::knight(to) & self.knights & self.maybe_pinned).any()
        {
            return None;
        }
        let mut d = -self.moves_on(to, captured)?;

        // Their other pawns: a capture gained on `to`, one lost on `from`, pushes freed there.
        let pawns = self.pawns.without(to);
        d += weight::<Us>(to) * (attacks::pawn(us, to) & pawns).count() as i64
            - weight::<Us>(from) * (attacks::pawn(us, from) & pawns).count() as i64;
        if (touched & self.fronts).any() {
            d += pushes::<Us>(pawns, after) - pushes::<Us>(pawns, occ);
        }

        // Their knights gain a capture on `to` (one on `from` they had is a step now).
        d += (attacks::knight(to) & self.knights).count() as i64;

        // Their other sliders: rays through `from` grow; a ray that ends on `to` takes there.
        let (diag, orth) = self.sliders_seeing(
            from,
            to,
            self.diagonal.without(to),
            self.orthogonal.without(to),
        );
        if ((diag | orth) & self.maybe_pinned).any() {
            return None;
        }
        let open_after = self.open.with(to);
        for x in diag {
            d += (S::bishop(x, after) & open_after).count() as i64
                - (S::bishop(x, occ) & self.open).count() as i64;
        }
        for x in orth {
            d += (S::rook(x, after) & open_after).count() as i64
                - (S::rook(x, occ) & self.open).count() as i64;
        }
        Some(d)
    }

    /// Of their sliders `diagonal` and `orthogonal` (each of that kind, or some of them),
    /// those that see `from` or `to` with the board as it is: where the square's own lookup
    /// of the slider's kind reaches it. No lookup is made for a kind none of whose sliders
    /// sees either square (their pawns alone are concerned, or they have no slider of the
    /// kind, as in endgames).
    #[inline(always)]
    fn sliders_seeing(
        &self,
        from: Square,
        to: Square,
        diagonal: Bitboard,
        orthogonal: Bitboard,
    ) -> (Bitboard, Bitboard) {
        let touched = Bitboard::from_square(from).with(to);
        let occ = self.occ;
        // Of `sliders`, those `lookup` finds from `from` or `to`, if `seen` holds either.
        let seeing =
            |seen: Bitboard, sliders: Bitboard, lookup: fn(Square, Bitboard) -> Bitboard| {
                if (touched & seen).any() {
                    (lookup(to, occ) | lookup(from, occ)) & sliders
                } else {
                    Bitboard::EMPTY
                }
            };
        (
            seeing(self.seen_diagonally, diagonal, S::bishop),
            seeing(self.seen_orthogonally, orthogonal, S::rook),
        )
    }

    /// The moves of their `role` on `sq` with the board as it is (not pinned, their king not
    /// in check): `None` for the king.
    #[inline(always)]
    fn moves_on(&self, sq: Square, role: Role) -> Option<i64> {
        let occ = self.occ;
        let targets = match role {
            Role::Pawn => {
                let takes = attacks::pawn(!Us::COLOR, sq) & occ & self.open;
                let promotions = (takes & Us::Other::PROMO_RANK).count() as i64;
                let pushes = pushes::<Us>(Bitboard::from_square(sq), occ);
                return Some(pushes + takes.count() as i64 + 3 * promotions);
            }
            Role::Knight => attacks::knight(sq),
            Role::Bishop => S::bishop(sq, occ),
            Role::Rook => S::rook(sq, occ),
            Role::Queen => S::queen(sq, occ),
            Role::King => return None,
        };
        Some((targets & self.open).count() as i64)
    }
}

/// Moves a pawn of theirs makes by landing on `sq`: four on their promotion rank, else one.
#[inline(always)]
fn weight<Us: Side>(sq: Square) -> i64 {
    if Us::Other::PROMO_RANK.contains(sq) {
        4
    } else {
        1
    }
}

/// Squares their `pawns` (the side after `Us`) attack: every pawn at once, by two shifts.
#[inline(always)]
pub(crate) fn pawn_attacks<Us: Side>(pawns: Bitboard) -> Bitboard {
    Us::Other::up_west(pawns) | Us::Other::up_east(pawns)
}

/// Squares their `pawns` push to on an empty board, once or (from the start rank) twice.
#[inline(always)]
pub(super) fn front<Us: Side>(pawns: Bitboard) -> Bitboard {
    let one = Us::Other::up(pawns);
    one | Us::Other::up(one & Us::Other::DOUBLE_PUSH_RANK)
}

/// Their pawn pushes with occupancy `occ`, a promotion counting four.
#[inline(always)]
fn pushes<Us: Side>(pawns: Bitboard, occ: Bitboard) -> i64 {
    let one = Us::Other::up(pawns) & !occ;
    let two = Us::Other::up(one & Us::Other::DOUBLE_PUSH_RANK) & !occ;
    let promo = (one & Us::Other::PROMO_RANK).count() as i64;
    (one.count() + two.count()) as i64 + 3 * promo
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::{Black, White};

    /// The squares their pawns attack, pawn by pawn from the attack table: the slow, obvious
    /// version of [`pawn_attacks`].
    fn pawn_attacks_one_by_one<Us: Side>(pawns: Bitboard) -> Bitboard {
        pawns
            .into_iter()
            .fold(Bitboard::EMPTY, |a, sq| a | attacks::pawn(!Us::COLOR, sq))
    }

    /// Every pawn set at once gives what the pawns give one by one: single pawns on every
    /// square (the a- and h-files wrap if the shift is wrong), the full board, and a
    /// pseudo-random spread of sets, for either side.
    #[test]
    fn pawn_attacks_match_the_table_pawn_by_pawn() {
        let mut sets: Vec<u64> = (0..64).map(|i| 1u64 << i).collect();
        sets.push(!0);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            sets.push(x);
        }
        for b in sets.into_iter().map(Bitboard) {
            assert_eq!(
                pawn_attacks::<White>(b),
                pawn_attacks_one_by_one::<White>(b),
                "Black's pawns {b:?}"
            );
            assert_eq!(
                pawn_attacks::<Black>(b),
                pawn_attacks_one_by_one::<Black>(b),
                "White's pawns {b:?}"
            );
        }
    }
}

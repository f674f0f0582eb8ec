//! The set-wise leaf classifier: at a leaf's parent, the generator's target sets are classified
//! without playing the moves.
//!
//! The rules, for a move of our piece from `from` to each square of a target set, with the
//! enemy king on `k` (the enemy is never in check at our move):
//! - *capture*: the target holds an enemy piece;
//! - *direct check*: the target is one of the squares a piece of the mover's role checks `k`
//!   from — for sliders the rays from `k` over the current board. The square the mover leaves
//!   cannot matter: a piece that stood first on such a ray from `k` would be giving check now;
//! - *discovered check*: `from` is the only piece between one of our sliders and `k` (a
//!   *discoverer*, found like a pin, from `k`), and the target is off the line through `from`
//!   and `k`. One move opens at most one line, so a normal move's check is direct, single
//!   discovered or both;
//! - *mate*: only the moves that give check are played, and the reply count decides.
//!
//! Promotions, en-passant captures and castling move or remove a second piece (the promoted
//! piece's rays pass the square it left, e.p. empties two squares, castling moves the rook):
//! they are rare, and classified by playing them ([`reference::of_leaf`]).

use super::reference;
use super::{CheckKind, PerftStats};
use crate::attacks::{self, Sliders};
use crate::movegen::{pawn_origin, Side, Visitor};
use crate::perft::count;
use crate::position::Position;
use crate::types::{Bitboard, Move, MoveKind, Role, Square};
use std::marker::PhantomData;

/// Visitor of a leaf parent's moves (side `Us` to move): adds each leaf's statistics to
/// `stats`, in place (a walk passes one tally down: adding returned tallies cost half the
/// time in store-forwarding stalls of the wide copies).
pub(super) struct LeafParent<'a, S, Us> {
    pos: &'a Position,
    stats: &'a mut PerftStats,
    theirs: Bitboard,
    /// The enemy king.
    king: Square,
    /// Per role: the squares a piece of that role would check the enemy king from.
    checks_from: [Bitboard; 6],
    /// Our pieces that alone stand between one of our sliders and the enemy king.
    discoverers: Bitboard,
    _m: PhantomData<(S, Us)>,
}

impl<'a, S: Sliders, Us: Side> LeafParent<'a, S, Us> {
    /// The classifier for the moves of `pos` (whose side to move is `Us`), adding to `stats`.
    #[inline(always)]
    pub(super) fn new(pos: &'a Position, stats: &'a mut PerftStats) -> Self {
        let us = Us::COLOR;
        let occ = pos.occupied();
        let ours = pos.by_color(us);
        let theirs = pos.by_color(!us);
        let king = pos.king(!us);
        let our_rq = pos.orthogonal_sliders(us);
        let our_bq = pos.diagonal_sliders(us);
        let rook = S::rook(king, occ);
        let bishop = S::bishop(king, occ);
        // Our sliders that see the king when only the enemy's pieces block: exactly one of ours
        // stands between (none would be a check on the side not to move).
        let mut discoverers = Bitboard::EMPTY;
        for s in (S::rook(king, theirs) & our_rq) | (S::bishop(king, theirs) & our_bq) {
            let b = attacks::between(king, s) & ours;
            if !b.more_than_one() {
                discoverers |= b;
            }
        }
        LeafParent {
            pos,
            stats,
            theirs,
            king,
            checks_from: [
                attacks::pawn(!us, king),
                attacks::knight(king),
                bishop,
                rook,
                rook | bishop,
                Bitboard::EMPTY,
            ],
            discoverers,
            _m: PhantomData,
        }
    }

    /// Per role, the squares a piece of the side to move checks the other king from, and the
    /// pieces of the side to move that alone block one of its sliders' lines to that king.
    #[inline(always)]
    pub(super) fn against_king(&self) -> ([Bitboard; 6], Bitboard) {
        (self.checks_from, self.discoverers)
    }

    /// The targets of a move from `from` that discover a check (empty unless `from` is a
    /// discoverer).
    #[inline(always)]
    fn discovering(&self, from: Square, targets: Bitboard) -> Bitboard {
        if self.discoverers.contains(from) {
            targets & !attacks::line(from, self.king)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Counts the checking move `m`, `direct` and/or `discovered`, playing it to see if it
    /// mates. Out of line: a generator calls it from each of its move sites, and a check is
    /// rare among the leaves.
    #[inline(never)]
    fn check(&mut self, m: Move, direct: bool, discovered: bool) {
        let kind = CheckKind::of(direct, 1 + (direct && discovered) as u32);
        let mate = mated::<S, Us>(&self.pos.play_unchecked(m));
        self.stats.add_check(kind, mate);
    }

    /// Counts the plain (not promoting, not special) moves to `targets`, from `from` for a
    /// piece or from `to - delta` for pawns, whose direct checks are `direct` and discovered
    /// ones `discovered`.
    #[inline(always)]
    fn count_set(
        &mut self,
        targets: Bitboard,
        direct: Bitboard,
        discovered: Bitboard,
        origin: impl Fn(Square) -> Square,
        kind: MoveKind,
    ) {
        self.stats.nodes += targets.count() as u64;
        self.stats.captures += (targets & self.theirs).count() as u64;
        for to in direct | discovered {
            let m = Move::new(origin(to), to, kind);
            self.check(m, direct.contains(to), discovered.contains(to));
        }
    }
}

/// True if the side to move in `child` (in check, from `Us`) has no legal move. A king step to a
/// square `Us` does not attack is a reply, found without generating; else the replies are
/// counted.
#[inline(always)]
fn mated<S: Sliders, Us: Side>(child: &Position) -> bool {
    let them = !Us::COLOR;
    let king = child.king(them);
    let occ = child.occupied().without(king);
    for sq in attacks::king(king) & !child.by_color(them) {
        if child.attackers_with::<S>(sq, Us::COLOR, occ).is_empty() {
            return false;
        }
    }
    count::<S, Us::Other>(child) == 0
}

impl<S: Sliders, Us: Side> Visitor for LeafParent<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        *self.stats += reference::of_leaf(self.pos, m);
    }

    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        let Some(piece) = self.pos.piece_on(from) else {
            return;
        };
        let direct = targets & self.checks_from[piece.role().index()];
        let discovered = self.discovering(from, targets);
        self.count_set(targets, direct, discovered, |_| from, MoveKind::Normal);
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        let direct = targets & self.checks_from[Role::Pawn.index()];
        // The targets of pawns that are discoverers: the discoverers moved by `delta`.
        let d = self.discoverers.0;
        let moved = Bitboard(if delta > 0 { d << delta } else { d >> -delta });
        let mut discovered = Bitboard::EMPTY;
        for to in targets & moved {
            discovered |= self.discovering(pawn_origin(to, delta), Bitboard::from_square(to));
        }
        self.count_set(
            targets,
            direct,
            discovered,
            |to| pawn_origin(to, delta),
            kind,
        );
    }
}

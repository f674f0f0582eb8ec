//! [`Safety`]: what a node knows before its moves are made — which moves cannot leave the
//! mover's royal piece attacked, so they need no test after making them.
//!
//! With one royal piece, not in check, a move is safe unless
//! - the royal piece itself moves, or the move is en passant or castling;
//! - it leaves a square from which it may have screened the royal piece: the first piece of
//!   ours on a line from the royal piece along which an enemy rider of that line stands
//!   behind it (a pin), a leg square of an enemy lame leaper aimed at the royal piece, any
//!   square of its file when generals may not face each other;
//! - it starts or ends on a line of an enemy hopper through the royal piece (a new screen, or
//!   one of two screens gone);
//! - it drops a pawn where pawn drops may not mate.
//!
//! Everything else is made and tested.

use crate::bits::Bits;
use crate::legal::in_check;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;

/// Which moves of a node are legal without a test.
#[derive(Clone, Copy, Debug)]
pub struct Safety<B> {
    /// No shortcut: test every move.
    test_all: bool,
    /// The squares whose piece's move must be tested.
    from: B,
    /// The squares a move to must be tested.
    to: B,
}

impl<B: Bits> Safety<B> {
    /// The safety of the moves of `pos`.
    #[inline]
    pub fn new(r: &Rules<B>, pos: &FairyPosition<B>) -> Safety<B> {
        let us = pos.turn();
        let them = 1 - us;
        let royals = pos.royals(r, us);
        let test_all = Safety {
            test_all: true,
            from: B::ZERO,
            to: B::ZERO,
        };
        if royals.count() != 1 || in_check(r, pos, us) {
            return if royals.is_empty() {
                // Nothing to protect: every move is legal.
                Safety {
                    test_all: false,
                    from: B::ZERO,
                    to: B::ZERO,
                }
            } else {
                test_all
            };
        }
        let king = royals.lsb();
        let occ = pos.occupied();
        let ours = pos.side(us);
        let plan = &r.attacks[them];
        let mut from = royals;
        let mut to = B::ZERO;
        for &(d, mask) in &plan.rides {
            let dir = &r.dirs[d as usize];
            let line = dir.full[king as usize] & occ;
            if line.is_empty() {
                continue;
            }
            let first = dir.nearest(line);
            if !ours.has(first) {
                continue;
            }
            let beyond = dir.full[first as usize] & occ;
            if beyond.any() && pos.of_types(them, mask).has(dir.nearest(beyond)) {
                from |= B::bit(first);
            }
        }
        for &(d, mask) in &plan.hops {
            if pos.of_types(them, mask).any() {
                let line = r.dirs[d as usize].full[king as usize];
                from |= line;
                to |= line;
            }
        }
        for (t, rev) in &plan.lame {
            let p = pos.of(them, *t);
            if p.any() {
                for &(legs, sq) in rev[king as usize].iter() {
                    if (sq & p).any() {
                        from |= legs;
                    }
                }
            }
        }
        if r.spec.flying_general {
            from |= r.files[r.geo.file(king) as usize];
        }
        Safety {
            test_all: false,
            from,
            to,
        }
    }

    /// True if `m` must be made and tested.
    #[inline(always)]
    pub fn needs_test(&self, r: &Rules<B>, m: FairyMove) -> bool {
        if self.test_all {
            return true;
        }
        match m.kind() {
            Kind::EnPassant | Kind::Castle => true,
            Kind::Drop => {
                self.to.has(m.to())
                    || (r.types[m.piece() as usize].spec.pawn
                        && r.spec.holdings.is_some_and(|h| h.no_pawn_drop_mate))
            }
            _ => self.from.has(m.from()) || self.to.has(m.to()),
        }
    }
}

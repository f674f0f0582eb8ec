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
//! - it drops a pawn with check where pawn drops may not mate.
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
    /// Where a pawn drop would check (and might mate), when pawn drops may not mate.
    pawn_checks: B,
    /// The square of the mover's royal piece when it has exactly one.
    pub king: Option<u32>,
}

impl<B: Bits> Safety<B> {
    /// The safety of the moves of `pos`.
    #[inline]
    pub fn new(r: &Rules<B>, pos: &FairyPosition<B>) -> Safety<B> {
        let us = pos.turn();
        let them = 1 - us;
        let royals = pos.royals(r, us);
        let single = (royals.count() == 1).then(|| royals.lsb());
        let test_all = Safety {
            test_all: true,
            from: B::ZERO,
            to: B::ZERO,
            pawn_checks: B::ZERO,
            king: single,
        };
        if royals.count() != 1 || in_check(r, pos, us) {
            let royal_in_hand =
                (0..r.types.len()).any(|t| r.royal & (1 << t) != 0 && pos.in_hand(us, t as u8) > 0);
            return if royals.is_empty() && !royal_in_hand {
                // Nothing to protect: every move is legal.
                Safety {
                    test_all: false,
                    from: B::ZERO,
                    to: B::ZERO,
                    pawn_checks: Self::pawn_checks(r, pos),
                    king: None,
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
            pawn_checks: Self::pawn_checks(r, pos),
            king: single,
        }
    }

    /// Where a pawn dropped by the side to move would attack an enemy royal piece, in variants
    /// whose pawn drops may not mate.
    fn pawn_checks(r: &Rules<B>, pos: &FairyPosition<B>) -> B {
        let mut out = B::ZERO;
        if r.spec.holdings.is_some_and(|h| h.no_pawn_drop_mate) {
            let us = pos.turn();
            for ty in r.types.iter().filter(|ty| ty.spec.pawn) {
                for k in pos.royals(r, 1 - us).squares() {
                    out |= ty.side[us].capture_from[k as usize];
                }
            }
        }
        out
    }

    /// Among the plain moves of the piece on `from` to `targets`, those to test.
    #[inline(always)]
    pub fn risky_targets(&self, from: u32, targets: B) -> B {
        if self.test_all || self.from.has(from) {
            targets
        } else {
            targets & self.to
        }
    }

    /// Among the drops of type `t` on `targets`, those to test.
    #[inline(always)]
    pub fn risky_drops(&self, r: &Rules<B>, t: u8, targets: B) -> B {
        if self.test_all {
            targets
        } else if r.types[t as usize].spec.pawn {
            targets & (self.to | self.pawn_checks)
        } else {
            targets & self.to
        }
    }

    /// True if `m` must be made and tested.
    #[inline(always)]
    pub fn needs_test(&self, r: &Rules<B>, m: FairyMove) -> bool {
        if self.test_all {
            return true;
        }
        match m.kind() {
            Kind::EnPassant | Kind::Castle | Kind::CastleGateRook => true,
            Kind::Promotion if r.general.is_some() => true,
            Kind::Drop => self.risky_drops(r, m.piece(), B::bit(m.to())).any(),
            _ => self.from.has(m.from()) || self.to.has(m.to()),
        }
    }
}

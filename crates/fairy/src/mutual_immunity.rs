//! The last ply where some types may not capture their own type (`mutuallyImmuneTypes`) and no
//! other rule judges a move on its own: a piece of such a type has the squares of the other
//! side's pieces of its type taken out of its targets, and every move left is counted by the
//! node's [`Safety`] as anywhere else ([`Leaves`]).

use crate::bits::Bits;
use crate::capture_rules::{PseudoRoyals, moves_allowed_with};
use crate::movegen::{Visitor, generate};
use crate::moves::FairyMove;
use crate::perft::Leaves;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::Safety;

/// Passes on to `leaves` the moves that are no capture of a piece by one of its own type where
/// that type may not capture its own.
struct Immune<'a, B: Bits> {
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    leaves: Leaves<'a, B>,
}

impl<B: Bits> Immune<'_, B> {
    /// `targets` of the piece on `from` without the pieces it may not capture.
    #[inline(always)]
    fn allowed(&self, from: u32, targets: B) -> B {
        let them = 1 - self.pos.turn();
        match self.pos.type_at(from) {
            Some(t) if self.r.captures.mutually_immune & (1 << t) != 0 => {
                targets & !self.pos.of(them, t)
            }
            _ => targets,
        }
    }
}

impl<B: Bits> Visitor<B> for Immune<'_, B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        let none = PseudoRoyals {
            ours: B::ZERO,
            theirs: B::ZERO,
        };
        if moves_allowed_with(self.r, self.pos, m, none) {
            self.leaves.each(m);
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        let targets = self.allowed(from, targets);
        self.leaves.targets(from, targets);
    }

    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, gate: u8) {
        let targets = self.allowed(from, targets);
        self.leaves.gated_targets(from, targets, gate);
    }

    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        let targets = self.allowed(from, targets);
        self.leaves.double_steps(from, targets);
    }

    /// The types that may not capture their own go one by one; the others set-wise.
    #[inline(always)]
    fn leapers(&mut self, t: u8, ours: B) -> B {
        if self.r.captures.mutually_immune & (1 << t) != 0 {
            return ours;
        }
        self.leaves.leapers(t, ours)
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        self.leaves.drops(t, targets);
    }
}

/// The legal moves of `pos` (not over), whose [`Safety`] is `safety`, counted, in a variant
/// whose only rule that judges a move on its own is mutual immunity (no pseudo-royal piece).
pub(crate) fn leaves<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    debug_assert!(!r.captures.pseudo_royal);
    let mut immune = Immune {
        r,
        pos,
        leaves: Leaves::new(r, pos, safety),
    };
    generate(r, pos, &mut immune);
    immune.leaves.count
}

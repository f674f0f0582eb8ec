//! Perft where captures are forced (`mustCapture`): a node's legal moves are its legal captures
//! if it has one, else all its legal moves. The node's [`Safety`] judges each move as anywhere
//! else; the captures are counted first by the same last-ply counter, given only the moves that
//! capture, and the other moves are counted or made only where no capture is legal.

use crate::bits::Bits;
use crate::capture_rules::is_capture;
use crate::make::make;
use crate::movegen::{Visitor, generate};
use crate::moves::FairyMove;
use crate::perft::{Leaves, counted, judged_legal};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::{Safety, Verdict};

/// Passes on to `inner` only the moves that capture: plain, gated and initial steps onto an
/// enemy piece, en passant, promotions that capture; no drop or castling.
struct OnlyCaptures<'a, B: Bits, V: Visitor<B>> {
    pos: &'a FairyPosition<B>,
    enemy: B,
    inner: &'a mut V,
}

impl<B: Bits, V: Visitor<B>> Visitor<B> for OnlyCaptures<'_, B, V> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        if is_capture(self.pos, m) {
            self.inner.each(m);
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        self.inner.targets(from, targets & self.enemy);
    }

    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, gate: u8) {
        self.inner.gated_targets(from, targets & self.enemy, gate);
    }

    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        self.inner.double_steps(from, targets & self.enemy);
    }

    #[inline(always)]
    fn drops(&mut self, _t: u8, _targets: B) {}
}

/// Counts a node's legal captures and its other legal moves apart, in one generation.
struct Split<'a, B: Bits> {
    pos: &'a FairyPosition<B>,
    enemy: B,
    captures: Leaves<'a, B>,
    others: Leaves<'a, B>,
}

impl<B: Bits> Visitor<B> for Split<'_, B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        if is_capture(self.pos, m) {
            self.captures.each(m);
        } else {
            self.others.each(m);
        }
    }

    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        self.captures.targets(from, targets & self.enemy);
        self.others.targets(from, targets & !self.enemy);
    }

    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, gate: u8) {
        self.captures
            .gated_targets(from, targets & self.enemy, gate);
        self.others.gated_targets(from, targets & !self.enemy, gate);
    }

    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        self.captures.double_steps(from, targets & self.enemy);
        self.others.double_steps(from, targets & !self.enemy);
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        self.others.drops(t, targets);
    }
}

/// The legal moves of `pos` (not over), whose [`Safety`] is `safety`, counted: its legal
/// captures if it has one, else all of them.
fn leaves_forced<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    let mut split = Split {
        pos,
        enemy: pos.side(1 - pos.turn()),
        captures: Leaves::new(r, pos, safety),
        others: Leaves::new(r, pos, safety),
    };
    generate(r, pos, &mut split);
    match split.captures.count {
        0 => split.others.count,
        n => n,
    }
}

/// Gives `f` the captures among the pseudo-legal moves of `pos`.
fn generate_captures<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, f: &mut impl Visitor<B>) {
    let enemy = pos.side(1 - pos.turn());
    generate(
        r,
        pos,
        &mut OnlyCaptures {
            pos,
            enemy,
            inner: f,
        },
    );
}

/// The legal captures of `pos` (not over), whose [`Safety`] is `safety`, counted.
fn captures_counted<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    let mut leaves = Leaves::new(r, pos, safety);
    generate_captures(r, pos, &mut leaves);
    leaves.count
}

/// Leaf nodes at `depth` (at least 1) below `pos` (not over), where the variant forces
/// captures; `shortcut` is passed on to the children's counts.
pub(crate) fn perft<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    depth: u32,
    shortcut: bool,
) -> u64 {
    let safety = Safety::new(r, pos);
    if depth == 1 {
        return leaves_forced(r, pos, safety);
    }
    let captures = captures_counted(r, pos, safety);
    let mut nodes = 0;
    let mut child = |m: FairyMove| {
        let legal = match safety.verdict(r, m) {
            Verdict::Safe => true,
            Verdict::Illegal => false,
            Verdict::Test => judged_legal(r, pos, safety.king, m),
        };
        if legal {
            nodes += counted(r, &make(r, pos, m), depth - 1, shortcut);
        }
    };
    if captures > 0 {
        generate_captures(r, pos, &mut child);
    } else {
        generate(r, pos, &mut child);
    }
    nodes
}

//! The last ply where a move may be illegal other than by exposing the royal piece
//! ([`CaptureRules::judged`]), counted set-wise by a [`Safety`] as anywhere else ([`Leaves`]):
//!
//! - Where some types may not capture their own (`mutuallyImmuneTypes`) and no piece is
//!   pseudo-royal, a piece of such a type has the other side's pieces of its type taken out of
//!   its targets.
//! - Where pieces are pseudo-royal (`extinctionPseudoRoyal`), none of ours attacked, the
//!   node's safety also tests every move that [`Safety::around`] each of them would test: a
//!   move none of them tests leaves each unattacked as it leaves the royal piece. The moves
//!   tested, and those that add a pseudo-royal piece (a drop or promotion to an extinction
//!   type), are judged one by one as above the last ply.
//!
//! [`CaptureRules::judged`]: crate::capture_rules::CaptureRules::judged

use crate::bits::Bits;
use crate::capture_rules::{PseudoRoyals, moves_allowed_with};
use crate::movegen::{Visitor, generate};
use crate::moves::{FairyMove, Kind};
use crate::perft::{Leaves, judged_move, royal_steps_safe};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::{Safety, Verdict};

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
pub(crate) fn immune<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    debug_assert!(!r.captures.pseudo_royal);
    let mut immune = Immune {
        r,
        pos,
        leaves: Leaves::new(r, pos, safety),
    };
    generate(r, pos, &mut immune);
    immune.leaves.count
}

/// Counts the moves of a node with pseudo-royal pieces: those the guarding safety (the royal
/// piece's and each pseudo-royal piece's) clears set-wise by `leaves`, the others judged one by
/// one ([`judged_move`]).
struct Guarded<'a, B: Bits> {
    r: &'a Rules<B>,
    pos: &'a FairyPosition<B>,
    /// The royal piece's safety alone.
    safety: Safety<B>,
    royals: PseudoRoyals<B>,
    /// Counts with the guarding safety.
    leaves: Leaves<'a, B>,
    /// The guarding safety.
    guarded: Safety<B>,
}

impl<B: Bits> Guarded<'_, B> {
    #[inline(always)]
    fn judged(&mut self, m: FairyMove) {
        self.leaves.count += judged_move(self.r, self.pos, &self.safety, self.royals, m) as u64;
    }
}

impl<B: Bits> Visitor<B> for Guarded<'_, B> {
    #[inline(always)]
    fn each(&mut self, m: FairyMove) {
        let adds = matches!(m.kind(), Kind::Drop | Kind::Promotion)
            && self.r.captures.types & (1 << m.piece()) != 0;
        match self.guarded.verdict(self.r, m) {
            _ if adds => self.judged(m),
            Verdict::Test => self.judged(m),
            Verdict::Safe => self.leaves.count += 1,
            Verdict::Illegal => {}
        }
    }

    /// The royal piece's steps by its own safety (it screens no pseudo-royal piece); the steps
    /// of our only pseudo-royal piece, where there is no royal one and no piece petrifies,
    /// against a map of the squares they attack without it; another piece's moves that the
    /// guarding safety would test, one by one.
    #[inline(always)]
    fn targets(&mut self, from: u32, targets: B) {
        if self.safety.king == Some(from) {
            self.leaves.targets(from, targets);
            return;
        }
        if self.royals.ours == B::bit(from)
            && self.safety.king.is_none()
            && self.r.captures.petrify == 0
        {
            // Taking their pseudo-royal piece is legal wherever it lands.
            let takes_royal = targets & self.royals.theirs;
            if let Some(safe) = royal_steps_safe(self.r, self.pos, from, targets & !takes_royal) {
                self.leaves.count += safe.count() as u64;
                for to in takes_royal.squares() {
                    self.judged(FairyMove::normal(from, to));
                }
                return;
            }
        }
        let targets = targets & self.guarded.allowed(from);
        let risky = self.guarded.risky_targets(from, targets);
        self.leaves.targets(from, targets & !risky);
        for to in risky.squares() {
            self.judged(FairyMove::normal(from, to));
        }
    }

    /// Counted as plain moves, as [`Leaves`] counts them.
    #[inline(always)]
    fn gated_targets(&mut self, from: u32, targets: B, _gate: u8) {
        self.targets(from, targets);
    }

    /// Counted as plain moves, as [`Leaves`] counts them.
    #[inline(always)]
    fn double_steps(&mut self, from: u32, targets: B) {
        self.targets(from, targets);
    }

    #[inline(always)]
    fn leapers(&mut self, t: u8, ours: B) -> B {
        self.leaves.leapers(t, ours)
    }

    #[inline(always)]
    fn drops(&mut self, t: u8, targets: B) {
        if self.r.captures.types & (1 << t) != 0 {
            for to in targets.squares() {
                self.judged(FairyMove::drop(t, to));
            }
        } else {
            self.leaves.drops(t, targets);
        }
    }
}

/// The most pseudo-royal pieces of the side to move for which [`pseudo_royal`] judges the
/// moves set-wise (each costs a [`Safety::around`] per node).
const MAX_PSEUDO_ROYALS: u32 = 4;

/// The legal moves of `pos` (not over), whose [`Safety`] is `safety` and whose pseudo-royal
/// pieces are `royals`, counted set-wise where the rules allow (see the module's rule): no
/// explosions, mutual immunity, walls placed by moves, gating or flying general; none of our
/// pseudo-royal pieces attacked, and our royal piece, which steps by its own safety, screening
/// none of the others. `None` where they do not.
pub(crate) fn pseudo_royal<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    safety: Safety<B>,
    royals: PseudoRoyals<B>,
) -> Option<u64> {
    let c = &r.captures;
    let plain = !c.blast
        && c.mutually_immune == 0
        && r.walling.is_none()
        && !r.spec.gating
        && !r.spec.flying_general
        && royals.ours.count() <= MAX_PSEUDO_ROYALS;
    if !plain {
        return None;
    }
    let mut guarded = safety;
    for q in royals.ours.squares() {
        if safety.king == Some(q) {
            continue;
        }
        let around = Safety::around(r, pos, q);
        let king_screens = safety
            .king
            .is_some_and(|k| around.tested_from().has(k) || around.tested_to().any());
        if around.checked || king_screens {
            return None;
        }
        guarded = guarded.with_screens_of(&around);
    }
    let mut counter = Guarded {
        r,
        pos,
        safety,
        royals,
        leaves: Leaves::new(r, pos, guarded),
        guarded,
    };
    generate(r, pos, &mut counter);
    Some(counter.leaves.count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capture_rules::PseudoRoyals;
    use crate::game::Fairy;
    use crate::legal::game_over;
    use crate::perft::perft_tested;
    use crate::testing::Rng;
    use bitperft::Game;

    /// The variants of this project's test file (`perf-suites/variants-ini/keys.ini`) and the
    /// built-in ones whose moves are judged on their own.
    fn judged_games() -> Vec<Fairy<u64>> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../perf-suites/variants-ini/keys.ini"
        );
        let text = std::fs::read_to_string(path).expect("keys.ini");
        let loaded = crate::ini::load(&text, path).expect("loads");
        let specs = loaded.iter().map(|l| l.spec);
        let built_in =
            ["coregal", "petrified", "atomar"].map(|n| crate::catalog::find(n).expect(n));
        specs
            .chain(built_in)
            .filter(|s| usize::from(s.files) * usize::from(s.ranks) <= 64)
            .filter_map(|s| Fairy::<u64>::from_spec(s).ok())
            .filter(|g| g.rules().captures.judged)
            .collect()
    }

    /// Along random games of every variant whose moves are judged on their own, each node's
    /// last ply counted set-wise (where it is) equals its moves judged one by one, which equal
    /// its moves made and tested.
    #[test]
    fn set_wise_counts_are_the_moves_judged_one_by_one() {
        let games = judged_games();
        assert!(games.len() >= 6, "{}", games.len());
        let (mut set_wise, mut pseudo) = (0, 0);
        for game in &games {
            let r = game.rules();
            let mut rng = Rng(0x5e7_3157 ^ r.spec.name.len() as u64);
            for _ in 0..6 {
                let mut pos = game.start();
                for _ in 0..80 {
                    if !game_over(r, &pos) && r.walling.is_none() {
                        let safety = Safety::new(r, &pos);
                        let royals = PseudoRoyals::of(r, &pos);
                        let mut one_by_one = 0;
                        generate(r, &pos, &mut |m| {
                            one_by_one += judged_move(r, &pos, &safety, royals, m) as u64;
                        });
                        let fen = game.fen(&pos);
                        assert_eq!(one_by_one, perft_tested(r, &pos, 1), "{fen}");
                        let fast = match r.captures.pseudo_royal {
                            false => Some(immune(r, &pos, safety)),
                            true => pseudo_royal(r, &pos, safety, royals),
                        };
                        if let Some(n) = fast {
                            assert_eq!(n, one_by_one, "{}: {fen}", r.spec.name);
                            set_wise += 1;
                            pseudo += r.captures.pseudo_royal as u32;
                        }
                    }
                    let moves = game.moves(&pos);
                    if moves.is_empty() {
                        break;
                    }
                    pos = game.play(&pos, moves[(rng.next() % moves.len() as u64) as usize]);
                }
            }
        }
        assert!(set_wise >= 1000 && pseudo >= 500, "{set_wise} {pseudo}");
    }
}

//! Their royal piece's steps after a move of ours, judged without making the move: per square
//! it may step to, the pieces of ours that attack it now. A move of ours changes those attacks
//! only where it starts (the mover's attacks go, and a line through the square may open), where
//! it lands (the mover attacks from there, and a line through the square may close) and by what
//! it captures (a square of theirs the royal piece may step to is freed). The watch serves a
//! move that neither starts on a screen of a possible attack (an x-ray) nor lands between a
//! step and a line piece attacking it: then a step is attacked after the move exactly where the
//! mover attacks it or another attacker of it stays.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;

/// The most steps a watched royal piece may have.
const MAX_STEPS: usize = 8;

/// What our pieces attack around their royal piece, for [`RoyalWatch::steps_after`].
#[derive(Clone, Copy)]
pub(crate) struct RoyalWatch<B> {
    /// The squares their royal piece steps to on a board empty but for its walls (its own
    /// pieces' squares too).
    steps: B,
    /// Per square of `steps`, in order: our pieces that attack it, the royal piece lifted.
    attackers: [B; MAX_STEPS],
    /// The squares of `steps` that some piece of ours attacks.
    attacked: B,
    /// Our pieces that alone attack a square of `steps`: one of them leaving may free it.
    lone: B,
    /// Squares on which a piece of ours landing may close an attack on a step: between a step
    /// and a line piece attacking it.
    fragile: B,
    /// Squares from which a piece of ours leaving may open an attack on a step: the first
    /// piece on a line from a step with a line piece of ours of that line beyond it.
    screens: B,
}

impl<B: Bits> RoyalWatch<B> {
    /// The watch of `them`'s only royal piece, of type `king_type` on `king`, against `us` in
    /// `pos`. `None` where its moves are more than leaps that capture as they move (initial
    /// steps, a promotion, a piece gated in, more than [`MAX_STEPS`]), or where our attacks
    /// are more than leaps and rides (lame leaps, hoppers, generals that may not face each
    /// other). Castling is the caller's.
    pub(crate) fn new(
        r: &Rules<B>,
        pos: &FairyPosition<B>,
        us: usize,
        king: u32,
        king_type: u8,
    ) -> Option<Self> {
        let them = 1 - us;
        let ksr = &r.types[king_type as usize].side[them];
        let plan = &r.attacks[us];
        if !ksr.same
            || !ksr.quiet.leaps_only
            || ksr.initial_squares.has(king)
            || ksr.promotes_from.has(king)
            || (r.spec.gating && pos.holds(them))
            || !plan.hops.groups.is_empty()
            || !plan.lame.is_empty()
            || r.spec.flying_general
        {
            return None;
        }
        let steps = ksr.quiet.leap[king as usize] & r.all & !pos.walls;
        if steps.count() as usize > MAX_STEPS {
            return None;
        }
        let ours = pos.side(us);
        let occ = pos.occupied() & !B::bit(king);
        let mut watch = RoyalWatch {
            steps,
            attackers: [B::ZERO; MAX_STEPS],
            attacked: B::ZERO,
            lone: B::ZERO,
            fragile: B::ZERO,
            screens: B::ZERO,
        };
        // Leaps: only the types with a piece that may leap to a step.
        let near = steps
            .squares()
            .fold(B::ZERO, |b, s| b | plan.stepped_from[s as usize])
            & ours;
        if near.any() {
            for (t, rev) in &plan.leaps {
                let p = pos.pieces[*t as usize] & near;
                if p.is_empty() {
                    continue;
                }
                for (a, s) in watch.attackers.iter_mut().zip(steps.squares()) {
                    *a |= rev[s as usize] & p;
                }
            }
        }
        // Rides: per step, each line with a line piece of ours on it.
        let group_riders = plan.rides.sets(pos, ours);
        for (g, &riders) in plan.rides.groups.iter().zip(&group_riders) {
            if riders.is_empty() {
                continue;
            }
            for (a, s) in watch.attackers.iter_mut().zip(steps.squares()) {
                let su = s as usize;
                if (g.lines[su] & riders).is_empty() {
                    continue;
                }
                for &d in &g.dirs {
                    let dir = &r.dirs[d as usize];
                    if (dir.full[su] & riders).is_empty() {
                        continue;
                    }
                    let ray = dir.attacks(s, occ);
                    if (ray & occ).is_empty() {
                        continue;
                    }
                    let first = dir.nearest(ray & occ);
                    if riders.has(first) {
                        *a |= B::bit(first);
                        watch.fragile |= ray;
                    }
                    // Leaving, it may uncover a rider behind it (an attacker or not).
                    if ours.has(first) && (dir.full[first as usize] & riders).any() {
                        watch.screens |= B::bit(first);
                    }
                }
            }
        }
        for (a, s) in watch.attackers.iter().zip(steps.squares()) {
            if a.any() {
                watch.attacked |= B::bit(s);
                if a.count() == 1 {
                    watch.lone |= *a;
                }
            }
        }
        Some(watch)
    }

    /// Their royal piece's legal moves now (on `king`, their pieces on `theirs`): its steps to
    /// squares neither theirs nor attacked.
    pub(crate) fn steps_now(&self, theirs: B) -> u32 {
        (self.steps & !theirs & !self.attacked).count()
    }

    /// Their royal piece's legal moves after a move of ours that empties `from` (a square, or
    /// none for a drop) and lands on `to` (capturing `captured`, one of their pieces `theirs`
    /// or none), where the piece that lands attacks `lands_attacks` (judged with the royal
    /// piece lifted); `None` where the move starts on a screen or lands on a fragile square.
    #[inline(always)]
    pub(crate) fn steps_after(
        &self,
        theirs: B,
        from: B,
        to: u32,
        captured: B,
        lands_attacks: B,
    ) -> Option<u32> {
        if (from & self.screens).any() || self.fragile.has(to) {
            return None;
        }
        let blocked = theirs & !captured;
        let mut attacked = self.attacked;
        // A step the mover alone attacked is attacked after the move only from where it
        // lands.
        if (from & self.lone).any() {
            for (a, s) in self.attackers.iter().zip(self.steps.squares()) {
                if *a == from {
                    attacked &= !B::bit(s);
                }
            }
        }
        Some((self.steps & !blocked & !(attacked | lands_attacks)).count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::legal::{game_over, in_check};
    use crate::moves::Kind;
    use crate::perft::legal_moves;
    use crate::testing::{every_variant, random_positions};
    use bitperft::Game;

    /// Their royal piece's legal steps in `p` (they to move), from the legal moves.
    fn royal_steps<B: Bits>(r: &Rules<B>, p: &FairyPosition<B>, king: u32) -> u32 {
        let moves = legal_moves(r, p);
        moves
            .iter()
            .filter(|m| m.kind() == Kind::Normal && m.from() == king)
            .count() as u32
    }

    /// Along random games of every variant depth 2 may leave moves unplayed in, without
    /// castling rights for the other side, for every plain move and drop of the side to
    /// move, the watch of the other side's only royal piece says what the child made says
    /// wherever it judges the move (and it judges most), and counts the royal steps as they
    /// are with the turn passed.
    fn watch_matches_children<B: Bits>(name: &str) -> (usize, usize) {
        let (mut judged, mut moves) = (0, 0);
        random_positions::<B>(name, 0x51_7cc1_b727_220a, 3, 40, |game, pos| {
            let r = game.rules();
            let us = pos.turn();
            let them = 1 - us;
            let royals = pos.royals(r, them);
            // (Where depth 2 plays every move no watch is built.)
            if !r.unplayed || royals.count() != 1 || (pos.castling & pos.side(them)).any() {
                return;
            }
            let king = royals.lsb();
            let king_type = pos.type_at(king).expect("a royal piece");
            let Some(w) = RoyalWatch::new(r, pos, us, king, king_type) else {
                return;
            };
            let theirs = pos.side(them);
            let mut null = pos.clone();
            null.turn ^= 1;
            null.ep = B::ZERO;
            null.ep_victim = 0;
            let fen = game.fen(pos);
            assert_eq!(
                w.steps_now(theirs),
                royal_steps(r, &null, king),
                "{name}: {fen}"
            );
            for m in legal_moves(r, pos) {
                let (from, ty) = match m.kind() {
                    Kind::Normal if m.gate().is_none() => {
                        (B::bit(m.from()), pos.type_at(m.from()).expect("a mover"))
                    }
                    Kind::Drop => (B::ZERO, m.piece()),
                    _ => continue,
                };
                moves += 1;
                let to = m.to();
                let after = (pos.occupied() & !from) | B::bit(to);
                let lifted = after & !B::bit(king);
                let lands = r.targets(&r.types[ty as usize].side[us].capture, to, lifted);
                let captured = theirs & B::bit(to);
                if let Some(n) = w.steps_after(theirs, from, to, captured, lands) {
                    let child = game.play(pos, m);
                    // (A move that ends the game, a counted check, is played at depth 2; so is
                    // a check where the royal piece in check may only take its checker.)
                    if game_over(r, &child) || (r.spec.makpong && in_check(r, &child, them)) {
                        continue;
                    }
                    let uci = game.uci(pos, m);
                    assert_eq!(n, royal_steps(r, &child, king), "{name}: {uci} in {fen}");
                    judged += 1;
                }
            }
        });
        (judged, moves)
    }

    #[test]
    fn the_watch_counts_their_royal_steps_as_the_child_made() {
        let counts = every_variant(
            watch_matches_children::<u64>,
            watch_matches_children::<u128>,
        );
        let judged: usize = counts.iter().map(|c| c.0).sum();
        let moves: usize = counts.iter().map(|c| c.1).sum();
        assert!(judged > 20_000 && judged * 2 > moves, "{judged} of {moves}");
    }
}

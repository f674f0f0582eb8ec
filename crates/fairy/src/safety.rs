//! [`Safety`]: what a node knows before its moves are made — which moves cannot leave the
//! mover's royal piece attacked (they need no test after making them), and, in check, which
//! moves cannot answer the check (they need no test either: they are illegal).
//!
//! With one royal piece, not in check, a move is safe unless
//! - the royal piece itself moves, or the move is en passant or castling;
//! - it leaves a square from which it may have screened the royal piece: the first piece of
//!   ours on a line from the royal piece along which an enemy rider of that line stands
//!   behind it (a pin), a leg square of an enemy lame leaper aimed at the royal piece, the one
//!   piece between the two generals when generals may not face each other;
//! - it enters a line of an enemy hopper between the royal piece and the hopper with nothing
//!   between them (a first screen), or leaves one of the two screens of a hopper third on the
//!   line; for a grasshopper (which lands right behind its screen): it lands on the empty
//!   square next to the royal piece on the grasshopper's line, or it is the first piece behind
//!   a screen on that square with the grasshopper behind it;
//! - it drops a pawn with check where pawn drops may not mate.
//!
//! With no royal piece on the board (sittuyin's kings still in hand) every move but a royal
//! drop is safe.
//!
//! In check by pieces that leap, ride or step lame, or by the facing general, a move of
//! another piece must land on a square that answers every check (the checker, a square
//! between, a leg): every other such move is illegal. Moves that land there are safe unless
//! the piece screens the royal piece as above (then tested). In check by a hopper every move
//! is tested.

use crate::bits::Bits;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;

/// Which moves of a node are legal without a test, which are illegal without one, and which
/// must be made and tested.
#[derive(Clone, Copy, Debug)]
pub struct Safety<B> {
    /// The squares whose piece's move must be tested (every square in check).
    from: B,
    /// The squares a move to must be tested.
    to: B,
    /// Where a move of a piece other than the royal one may land at all (every square unless
    /// in check).
    allowed: B,
    /// Where a pawn drop would check (and might mate), when pawn drops may not mate.
    pawn_checks: B,
    /// Where a drop might give check, when drops may not give check.
    drop_checks: B,
    /// The square of the mover's royal piece when it has exactly one.
    pub king: Option<u32>,
    /// That royal piece is in check.
    pub checked: bool,
}

/// What a node's [`Safety`] says of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Legal: count or make it without a test.
    Safe,
    /// Make it (or judge it in place) and test.
    Test,
    /// Illegal: it cannot answer the check.
    Illegal,
}

impl<B: Bits> Safety<B> {
    /// The safety of the moves of `pos`.
    #[inline]
    pub fn new(r: &Rules<B>, pos: &FairyPosition<B>) -> Safety<B> {
        let royals = pos.royals(r, pos.turn());
        let every = !B::ZERO;
        if royals.count() != 1 {
            // With no royal piece on the board only a royal drop can leave one attacked, and
            // [`Safety::verdict`] tests every royal drop.
            let nothing_to_protect = royals.is_empty();
            return Safety {
                from: if nothing_to_protect { B::ZERO } else { every },
                to: if nothing_to_protect { B::ZERO } else { every },
                allowed: every,
                pawn_checks: Self::pawn_checks(r, pos),
                drop_checks: Self::drop_checks(r, pos),
                king: None,
                checked: false,
            };
        }
        Self::around(r, pos, royals.lsb())
    }

    /// The safety of the moves of `pos` for the side to move's piece on `king`, judged as if
    /// it were its only royal piece.
    #[inline]
    pub(crate) fn around(r: &Rules<B>, pos: &FairyPosition<B>, king: u32) -> Safety<B> {
        let us = pos.turn();
        let them = 1 - us;
        let every = !B::ZERO;
        let s = king as usize;
        let occ = pos.occupied();
        let ours = pos.side(us);
        let theirs = pos.side(them);
        let plan = &r.attacks[them];
        // One pass over the lines and leaps toward the royal piece finds both its checks
        // (`checked`, `allowed`: where another piece may answer them all) and what screens it
        // (`from`, `to`).
        let mut checked = false;
        let mut hopped = false;
        let mut allowed = every;
        let mut from = B::bit(king);
        let mut to = B::ZERO;
        if (plan.stepped_from[s] & theirs).any() {
            for (t, rev) in &plan.leaps {
                for c in (rev[s] & pos.pieces[*t as usize] & theirs).squares() {
                    checked = true;
                    allowed &= B::bit(c);
                }
            }
            for (t, rev) in &plan.lame {
                let p = pos.pieces[*t as usize] & theirs;
                if p.any() {
                    for &(legs, sq) in rev[s].iter() {
                        if (sq & p).any() {
                            if (legs & occ).is_empty() {
                                checked = true;
                                allowed &= legs | sq;
                            }
                            from |= legs;
                        }
                    }
                }
            }
        }
        for g in &plan.rides.groups {
            let near = g.lines[s] & theirs;
            if near.is_empty() {
                continue;
            }
            let riders = near & pos.types_in(g.types);
            if riders.is_empty() {
                continue;
            }
            for &d in &g.dirs {
                let dir = &r.dirs[d as usize];
                let line = dir.full[s];
                if (line & riders).is_empty() {
                    continue;
                }
                let first = dir.nearest(line & occ);
                if riders.has(first) {
                    if dir.ray[s].has(first) {
                        checked = true;
                        allowed &= dir.attacks(king, occ);
                    }
                } else if ours.has(first) {
                    let beyond = dir.full[first as usize] & occ;
                    if riders.has(dir.nearest(beyond)) {
                        from |= B::bit(first);
                    }
                }
            }
        }
        for g in &plan.hops.groups {
            let near = g.lines[s] & theirs;
            if near.is_empty() {
                continue;
            }
            let hoppers = near & pos.types_in(g.types);
            if hoppers.is_empty() {
                continue;
            }
            for &d in &g.dirs {
                let dir = &r.dirs[d as usize];
                let line = dir.full[s];
                if (line & hoppers).is_empty() {
                    continue;
                }
                if dir.range == 1 {
                    Self::grasshopper_line(dir, king, occ, ours, hoppers, &mut hopped, &mut from);
                    to |= dir.ray[s] & !occ;
                    continue;
                }
                // The first three pieces on the line from the royal piece: a hopper first
                // checks across whatever lands between; second, it checks; third, both
                // screens are pinned.
                let screens = dir.first_pieces::<3>(king, occ);
                if let Some(p1) = screens[0].filter(|&p| hoppers.has(p)) {
                    to |= line & !dir.full[p1 as usize] & !B::bit(p1);
                }
                // (A hop of limited range checks only from within its range.)
                hopped |= screens[1].is_some_and(|p| hoppers.has(p) && dir.ray[s].has(p));
                if let [Some(p1), Some(p2), Some(p3)] = screens
                    && hoppers.has(p3)
                {
                    from |= B::bit(p1) | B::bit(p2);
                }
            }
        }
        if r.spec.flying_general {
            let generals = pos.royals(r, them);
            for &d in &r.vertical {
                let dir = &r.dirs[d as usize];
                let line = dir.full[s] & occ;
                if (line & generals).is_empty() {
                    continue;
                }
                let first = dir.nearest(line);
                if generals.has(first) {
                    checked = true;
                    allowed &= dir.attacks(king, occ) & !generals;
                } else {
                    let beyond = dir.full[first as usize] & occ;
                    if generals.has(dir.nearest(beyond)) {
                        from |= B::bit(first);
                    }
                }
            }
        }
        if hopped {
            // A hopper's check is answered by a screen stepping off its line, too.
            from = every;
            to = every;
            allowed = every;
        }
        // In check (`allowed` narrowed: every square otherwise), a move of a piece that
        // screens nothing, landing where it answers every check, is legal.
        let checked = checked || hopped;
        Safety {
            from,
            to,
            allowed,
            pawn_checks: if checked {
                B::ZERO
            } else {
                Self::pawn_checks(r, pos)
            },
            drop_checks: Self::drop_checks(r, pos),
            king: Some(king),
            checked,
        }
    }

    /// A grasshopper's line from the royal piece on `king` (`dir` reversed, toward the
    /// grasshoppers `hoppers`): it checks where the square next to the royal piece holds a
    /// screen and a grasshopper is the first piece behind it (`hopped`), and a piece of ours
    /// that is that first piece, with a grasshopper behind it, screens the royal piece
    /// (`from`). A piece landing on the empty square next to the royal piece is the caller's.
    #[inline]
    fn grasshopper_line(
        dir: &crate::rules::Dir<B>,
        king: u32,
        occ: B,
        ours: B,
        hoppers: B,
        hopped: &mut bool,
        from: &mut B,
    ) {
        let next = dir.ray[king as usize] & occ;
        if next.is_empty() {
            return;
        }
        let beyond = dir.full[next.lsb() as usize] & occ;
        if beyond.is_empty() {
            return;
        }
        let first = dir.nearest(beyond);
        if hoppers.has(first) {
            *hopped = true;
        } else if ours.has(first) {
            let rest = dir.full[first as usize] & occ;
            if rest.any() && hoppers.has(dir.nearest(rest)) {
                *from |= B::bit(first);
            }
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

    /// Where a piece dropped by the side to move might give check, in variants whose drops may
    /// not give check: every square from which a leap or lame step of any of its types could
    /// attack an enemy royal piece, and every square of a rider's or hopper's line through one
    /// (where it attacks, or screens a hopper). A drop elsewhere gives no check: it neither
    /// attacks a royal piece nor opens a line (it only fills a square).
    fn drop_checks(r: &Rules<B>, pos: &FairyPosition<B>) -> B {
        if r.spec.drop_checks {
            return B::ZERO;
        }
        let us = pos.turn();
        let plan = &r.attacks[us];
        let mut out = B::ZERO;
        for k in pos.royals(r, 1 - us).squares() {
            let k = k as usize;
            out |= plan.stepped_from[k];
            for g in plan.rides.groups.iter().chain(&plan.hops.groups) {
                out |= g.lines[k];
            }
        }
        out
    }

    /// This safety with the moves `other` tests tested too: a move safe for both leaves both
    /// pieces they guard unattacked (`other` not in check).
    #[inline]
    pub(crate) fn with_screens_of(mut self, other: &Safety<B>) -> Safety<B> {
        debug_assert!(!other.checked);
        self.from |= other.from;
        self.to |= other.to;
        self
    }

    /// Where a move of a piece other than the royal one may land (every square unless in
    /// check).
    #[inline(always)]
    pub fn landing(&self) -> B {
        self.allowed
    }

    /// The squares whose piece's every move must be tested.
    #[inline(always)]
    pub fn tested_from(&self) -> B {
        self.from
    }

    /// The squares a move to must be tested.
    #[inline(always)]
    pub fn tested_to(&self) -> B {
        self.to
    }

    /// Where a move of the piece on `from` may land.
    #[inline(always)]
    pub fn allowed(&self, from: u32) -> B {
        if self.king == Some(from) {
            !B::ZERO
        } else {
            self.allowed
        }
    }

    /// Among the plain moves of the piece on `from` to `targets` (all allowed), those to test.
    #[inline(always)]
    pub fn risky_targets(&self, from: u32, targets: B) -> B {
        if self.from.has(from) {
            targets
        } else {
            targets & self.to
        }
    }

    /// Where a drop of type `t` may land at all: every square for a royal type (a royal piece
    /// dropped changes which royal pieces must be safe), else as [`Safety::allowed`].
    #[inline(always)]
    pub fn allowed_drops(&self, r: &Rules<B>, t: u8) -> B {
        if r.royal & (1 << t) != 0 {
            !B::ZERO
        } else {
            self.allowed
        }
    }

    /// Among the drops of type `t` on `targets` (all allowed), those to test: every royal
    /// drop, and the drops on [`Safety::tested_to`] (and pawn drops that check where they may not
    /// mate, and drops that might check where drops may not check).
    #[inline(always)]
    pub fn risky_drops(&self, r: &Rules<B>, t: u8, targets: B) -> B {
        if r.royal & (1 << t) != 0 {
            targets
        } else if r.types[t as usize].spec.pawn {
            targets & (self.to | self.pawn_checks | self.drop_checks)
        } else {
            targets & (self.to | self.drop_checks)
        }
    }

    /// Whether `m` is legal, illegal, or must be tested.
    #[inline(always)]
    pub fn verdict(&self, r: &Rules<B>, m: FairyMove) -> Verdict {
        let to = m.to();
        let test = |risky: bool| if risky { Verdict::Test } else { Verdict::Safe };
        match m.kind() {
            Kind::EnPassant | Kind::Castle | Kind::CastleGateRook => Verdict::Test,
            Kind::Drop if !self.allowed_drops(r, m.piece()).has(to) => Verdict::Illegal,
            Kind::Drop => test(self.risky_drops(r, m.piece(), B::bit(to)).any()),
            // A royal piece promoted to changes which royal pieces must be safe.
            Kind::Promotion if r.royal & (1 << m.piece()) != 0 => Verdict::Test,
            _ if !self.allowed(m.from()).has(to) => Verdict::Illegal,
            Kind::Promotion if r.general.is_some() => Verdict::Test,
            _ => test(self.from.has(m.from()) || self.to.has(to)),
        }
    }
}

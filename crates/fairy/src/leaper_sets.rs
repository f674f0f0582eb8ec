//! Set-wise moves of leapers: a piece type whose every step is a leap (lame or not) moves all
//! its pieces at once by shifting their set, one shift per step offset, the way chess engines
//! push all pawns in one instruction. The last ply counts such moves by population count
//! instead of piece by piece.
//!
//! A step offset is a linear distance `delta` (ranks × files + files): the target of a piece
//! on `s` is `s + delta`. The shift is exact for the pieces on `from`, the squares where the
//! step stays on the board (and in the piece's zone), which are read off the step tables
//! [`MoveSet::leap`] and [`MoveSet::lame`], so every table move is one set-wise move and no other.

use crate::bits::Bits;
use crate::rules::MoveSet;
use crate::spec::PromotionStyle;

/// The pieces of `x` moved by `delta` squares.
#[inline(always)]
pub fn shift<B: Bits>(x: B, delta: i32) -> B {
    if delta >= 0 {
        x << delta as u32
    } else {
        x >> (-delta) as u32
    }
}

/// One step offset of a leaper, with the squares it applies from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaperStep<B> {
    /// The target is the start plus `delta`.
    pub delta: i32,
    /// The starts from which the step exists.
    pub from: B,
    /// The squares on the way that must be empty, as offsets from the start (a lame leap).
    pub legs: Vec<i32>,
}

impl<B: Bits> LeaperStep<B> {
    /// The targets of the pieces `set` by this step, where the squares of `empty` are empty
    /// (the legs checked, the target not).
    #[inline(always)]
    pub fn targets(&self, set: B, empty: B) -> B {
        let mut t = shift(set & self.from, self.delta);
        for &leg in &self.legs {
            t &= shift(empty, self.delta - leg);
        }
        t
    }
}

/// The leaps of one [`MoveSet`] as step offsets, or `None` if it has rides or hops, or if two
/// of its steps reach the same target from the same start (a leap and a lame leap to one
/// square would be counted twice).
pub fn steps_of<B: Bits>(set: &MoveSet<B>, squares: usize) -> Option<Vec<LeaperStep<B>>> {
    if !set.lines.is_empty() || !set.rides.is_empty() || !set.hops.is_empty() {
        return None;
    }
    let mut out: Vec<LeaperStep<B>> = Vec::new();
    let mut add = |s: u32, t: u32, legs: Vec<i32>| {
        let delta = t as i32 - s as i32;
        // Compared element by element: a library call per comparison costs more than the
        // few legs a step has (none but for a lame leap).
        match out
            .iter_mut()
            .find(|b| b.delta == delta && b.legs.iter().eq(legs.iter()))
        {
            Some(b) => b.from |= B::bit(s),
            None => out.push(LeaperStep {
                delta,
                from: B::bit(s),
                legs,
            }),
        }
    };
    for s in 0..squares as u32 {
        let leaps = if set.has_leaps || set.leaps_only {
            set.leap[s as usize]
        } else {
            B::ZERO
        };
        let mut reached = leaps;
        for t in leaps.squares() {
            add(s, t, Vec::new());
        }
        if set.has_lame {
            for &(legs, target) in set.lame[s as usize].iter() {
                if (reached & target).any() {
                    return None;
                }
                reached |= target;
                let legs = legs.squares().map(|l| l as i32 - s as i32).collect();
                add(s, target.lsb(), legs);
            }
        }
    }
    Some(out)
}

/// A side's leaper type, moved set-wise: its steps and the squares from which its pieces go
/// one by one instead (where a move may promote).
#[derive(Clone, Debug)]
pub struct LeaperSet<B> {
    /// Its quiet steps (every move where it captures as it moves).
    pub quiet: Vec<LeaperStep<B>>,
    /// Its capturing steps (empty where it captures as it moves).
    pub capture: Vec<LeaperStep<B>>,
    /// Its initial quiet steps.
    pub initial: Vec<LeaperStep<B>>,
    /// Where its pieces are left to the one-by-one generator: a move from there may promote.
    pub one_by_one: B,
}

impl<B: Bits> LeaperSet<B> {
    /// The set-wise form of a type with the step sets `quiet`, `capture`, `initial` (`same`: it
    /// captures as it moves), promoting by `style` in `zone`, on a board of `squares` squares;
    /// `None` unless every set is leaps only, or if every move may promote.
    pub fn new(
        [quiet, capture, initial]: [&MoveSet<B>; 3],
        same: bool,
        style: Option<PromotionStyle>,
        zone: B,
        squares: usize,
    ) -> Option<LeaperSet<B>> {
        let quiet = steps_of(quiet, squares)?;
        let capture = if same {
            Vec::new()
        } else {
            steps_of(capture, squares)?
        };
        let initial = steps_of(initial, squares)?;
        let all = (0..squares as u32).fold(B::ZERO, |b, s| b | B::bit(s));
        let one_by_one = match style {
            None => B::ZERO,
            Some(PromotionStyle::OnCapture) => all,
            Some(style) => {
                let entering = quiet
                    .iter()
                    .chain(&capture)
                    .chain(&initial)
                    .fold(B::ZERO, |b, st| b | (st.from & shift(zone, -st.delta)));
                match style {
                    PromotionStyle::OptionalInOrOut | PromotionStyle::MandatoryInOrOut => {
                        entering | zone
                    }
                    _ => entering,
                }
            }
        };
        if one_by_one == all {
            return None;
        }
        Some(LeaperSet {
            quiet,
            capture,
            initial,
            one_by_one,
        })
    }

    /// How many step offsets a set-wise count walks.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.quiet.len() + self.capture.len() + self.initial.len()
    }

    /// True if it has no step at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::all;
    use crate::rules::Rules;
    use crate::testing::Rng;

    /// Every set-wise type of every built-in variant, both sides, from every square on random
    /// occupancies: the step offsets reach what the step tables reach, each target once.
    fn sets_match_tables<B: Bits>(spec: &crate::spec::VariantSpec) -> usize {
        let r = Rules::<B>::new(spec).expect("builds");
        let n = r.geo.len();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15u64 ^ n as u64);
        let mut random = move || rng.next();
        let mut checked = 0;
        for ty in &r.types {
            for sr in &ty.side {
                let Some(set) = &sr.leaper_set else { continue };
                for _ in 0..16 {
                    let words = (random() as u128) << 64 | random() as u128;
                    let occ = (0..n as u32)
                        .filter(|&s| words >> s & 1 == 1)
                        .fold(B::ZERO, |b, s| b | B::bit(s));
                    let empty = r.all & !occ;
                    for s in 0..n as u32 {
                        let one = B::bit(s);
                        let moved = |steps: &[LeaperStep<B>]| {
                            let sets: Vec<B> =
                                steps.iter().map(|st| st.targets(one, empty)).collect();
                            let union = sets.iter().fold(B::ZERO, |a, &b| a | b);
                            let total: u32 = sets.iter().map(|b| b.count()).sum();
                            assert_eq!(total, union.count(), "{}: a target twice", spec.name);
                            union
                        };
                        let quiet = r.targets(&sr.quiet, s, occ);
                        assert_eq!(moved(&set.quiet), quiet, "{} from {s}", spec.name);
                        if !sr.same {
                            let capture = r.targets(&sr.capture, s, occ);
                            assert_eq!(moved(&set.capture), capture, "{} from {s}", spec.name);
                        }
                        let initial = r.targets(&sr.initial, s, occ);
                        assert_eq!(moved(&set.initial), initial, "{} from {s}", spec.name);
                        checked += 1;
                    }
                }
            }
        }
        checked
    }

    #[test]
    fn leapers_move_set_wise_as_the_tables_say() {
        let mut checked = 0;
        for &spec in all() {
            if spec.files as usize * spec.ranks as usize <= 64 {
                checked += sets_match_tables::<u64>(spec);
            }
            checked += sets_match_tables::<u128>(spec);
        }
        assert!(checked > 100_000, "{checked}");
    }
}

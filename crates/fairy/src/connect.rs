//! Connection endings ([`ConnectRule`]): the game is over once the side that has just moved
//! has lined up its connecting pieces, as Fairy-Stockfish judges it (only the pieces of the
//! side that moved are looked at, never the side to move's):
//! - `n`: `n` of them in an unbroken row along one of the rule's directions;
//! - `square`: a `square × square` block of them;
//! - `collinear`: `collinear` of them anywhere on one line along one of the directions (gaps
//!   allowed);
//! - `region1` to `region2`: with pieces on both of its regions, a chain of them joins the
//!   first to the second. The chain grows from its pieces on the first region one step at a
//!   time, along the directions in their positive sense only (east, north, north-east,
//!   south-east), as Fairy-Stockfish grows it, through its connecting pieces; the game is over
//!   once a step reaches a square of the second region.
//!
//! The directions are the rule's: horizontal, vertical, and both diagonals.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::{Rules, SpecError, TypeSet, first_types};
use crate::spec::{ConnectRule, Ending};

/// A shift of the board by one step `(dx, dy)`: the squares whose neighbour at that step is in
/// a set.
#[derive(Clone, Copy, Debug)]
struct Step<B> {
    /// Square index difference of the step.
    delta: i32,
    /// The squares whose neighbour at the step is on the board.
    valid: B,
}

impl<B: Bits> Step<B> {
    /// The step `(dx, dy)` on `r`'s board.
    fn new(r: &Rules<B>, dx: i32, dy: i32) -> Step<B> {
        let geo = r.geo;
        let valid = (0..geo.len() as u32)
            .filter(|&s| geo.offset(s, dx, dy).is_some())
            .fold(B::ZERO, |b, s| b | B::bit(s));
        Step {
            delta: dy * i32::from(geo.files()) + dx,
            valid,
        }
    }

    /// The squares whose neighbour at this step is in `set`.
    #[inline]
    fn before(&self, set: B) -> B {
        let moved = if self.delta >= 0 {
            set >> self.delta as u32
        } else {
            set << (-self.delta) as u32
        };
        moved & self.valid
    }
}

/// A variant's connection rule as bitboards.
#[derive(Clone, Debug)]
pub struct ConnectTables<B> {
    /// The rule.
    pub rule: ConnectRule,
    /// The types that connect.
    types: TypeSet,
    /// One step along each of the rule's directions.
    steps: Vec<Step<B>>,
    /// Per direction, per square: the whole line through the square along it.
    lines: Vec<Vec<B>>,
    /// The block's steps: up, right, up and right.
    block: [Step<B>; 3],
    /// Per side: its first and second regions.
    regions: [[B; 2]; 2],
    /// The chain's growth: one step back along each direction (so [`Step::before`] moves a
    /// set forward).
    growth: Vec<Step<B>>,
}

impl<B: Bits> ConnectTables<B> {
    /// The connection rule of `r`'s variant, if it has one.
    pub fn new(r: &Rules<B>) -> Result<Option<ConnectTables<B>>, SpecError> {
        let Some(rule) = r.spec.endings.iter().find_map(|e| match e {
            Ending::Connect(c) => Some(*c),
            Ending::BareKingLoses
            | Ending::BareKingDraws
            | Ending::ChecksGiven
            | Ending::CastlingLost(_)
            | Ending::Flag(_)
            | Ending::Bikjang => None,
        }) else {
            return Ok(None);
        };
        let mut types = 0;
        if rule.pieces.is_empty() {
            types = first_types(r.types.len());
        }
        for &letter in rule.pieces {
            let t = r.type_of(letter, false).ok_or_else(|| {
                SpecError(format!("{}: no connecting piece '{letter}'", r.spec.name))
            })?;
            types |= 1 << t;
        }
        let mut dirs = Vec::new();
        if rule.horizontal {
            dirs.push((1, 0));
        }
        if rule.vertical {
            dirs.push((0, 1));
        }
        if rule.diagonal {
            dirs.extend([(1, 1), (1, -1)]);
        }
        let geo = r.geo;
        let lines = dirs
            .iter()
            .map(|&(dx, dy)| {
                (0..geo.len() as u32)
                    .map(|s| {
                        let mut line = B::bit(s);
                        for sign in [1, -1] {
                            let mut cur = s;
                            while let Some(next) = geo.offset(cur, sign * dx, sign * dy) {
                                line |= B::bit(next);
                                cur = next;
                            }
                        }
                        line
                    })
                    .collect()
            })
            .collect();
        let squares = |names: &[&str]| -> Result<B, SpecError> {
            let mut set = B::ZERO;
            for sq in names {
                let s = geo.parse_square(sq).ok_or_else(|| {
                    SpecError(format!(
                        "{}: connection square '{sq}' is not on the board",
                        r.spec.name
                    ))
                })?;
                set |= B::bit(s);
            }
            Ok(set)
        };
        let regions = [
            [squares(rule.region1[0])?, squares(rule.region2[0])?],
            [squares(rule.region1[1])?, squares(rule.region2[1])?],
        ];
        Ok(Some(ConnectTables {
            rule,
            types,
            regions,
            growth: dirs
                .iter()
                .map(|&(dx, dy)| Step::new(r, -dx, -dy))
                .collect(),
            steps: dirs.iter().map(|&(dx, dy)| Step::new(r, dx, dy)).collect(),
            lines,
            block: [Step::new(r, 0, 1), Step::new(r, 1, 0), Step::new(r, 1, 1)],
        }))
    }

    /// True if the side that has just moved in `pos` has made its connection.
    pub fn over(&self, pos: &FairyPosition<B>) -> bool {
        let side = 1 - pos.turn();
        let mine = pos.of_types(side, self.types);
        if mine.is_empty() {
            return false;
        }
        let rule = &self.rule;
        if rule.n > 0 {
            for step in &self.steps {
                let mut run = mine;
                for _ in 1..rule.n {
                    run &= step.before(run);
                    if run.is_empty() {
                        break;
                    }
                }
                if run.any() {
                    return true;
                }
            }
        }
        let [from, to] = self.regions[side];
        if (from & mine).any() && (to & mine).any() {
            let mut chain = from & mine;
            loop {
                let mut grown = B::ZERO;
                for step in &self.growth {
                    grown |= step.before(chain | grown) & mine;
                }
                if (grown & to).any() {
                    return true;
                }
                if (grown & !chain).is_empty() {
                    break;
                }
                chain |= grown;
            }
        }
        if rule.square > 0 {
            let mut corners = mine;
            for _ in 1..rule.square {
                corners &= self
                    .block
                    .iter()
                    .fold(corners, |b, s| b & s.before(corners));
                if corners.is_empty() {
                    break;
                }
            }
            if corners.any() {
                return true;
            }
        }
        if rule.collinear > 0 {
            let n = u32::from(rule.collinear);
            for lines in &self.lines {
                if mine
                    .squares()
                    .any(|s| (lines[s as usize] & mine).count() >= n)
                {
                    return true;
                }
            }
        }
        false
    }
}

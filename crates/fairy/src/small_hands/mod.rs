//! A counter of its own for the small boards with hands (micro shogi, minishogi): at most
//! 8 × 8 squares, one royal type, the other types moving as they capture, by leaps and
//! whole-line rides only, each either never changing, or changing to one other type on every
//! capture (micro shogi), or free to change to one other type on a move into, within or out
//! of its zone and bound to where it could never move again (shogi); captured pieces go to
//! the captor's hand as what they were promoted from, drops land where their type may, at
//! most one unpromoted pawn a file where the variant says so. A position's moves are then
//! counted by population counts of its legal targets (check mask and pins, as a chess
//! engine does), the positions numbered as on the 8 × 8 board so the chess engine's line
//! attacks serve. [`crate::perft::perft`] hands these variants' positions to it; the generic
//! engine still counts them in its other modes (bulk, tested), which the tests compare it
//! with.

mod board;
mod count;

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::small_chess::board::{on_8x8, set_on_8x8};
use crate::small_chess::side::{Black, White};
use crate::spec::PromotionStyle;
use board::HandBoard;

/// The most types the counter plays (its hands hold a byte per type, 16 bytes a side).
const HAND_TYPES: usize = 16;

/// Where a piece of one type and side reaches from one square, on an empty board.
#[derive(Clone, Copy, Debug, Default)]
struct Reach {
    /// Its leaps.
    leap: u64,
    /// Its rides along ranks and files: the whole lines in its directions.
    orth: u64,
    /// Its diagonal rides: the whole lines in its directions.
    diag: u64,
}

/// How a type changes form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Never.
    Never,
    /// On every capture, never otherwise.
    OnCapture,
    /// On a move that starts or ends in its zone, if the player wishes; it must where it could
    /// never move again.
    InOrOut,
}

/// A variant's tables for the counter.
#[derive(Clone, Debug)]
pub struct SmallHandsRules {
    /// The board's files.
    files: u32,
    /// The board's squares, numbered as on the 8 × 8 board.
    on: u64,
    /// How many types the variant has.
    types: usize,
    /// The royal type.
    royal: usize,
    /// The types that ride.
    riders: u16,
    /// Per type and side, per square: where it reaches.
    reach: Box<[[[Reach; 64]; 2]; HAND_TYPES]>,
    /// Per type: how it changes form.
    change: [Change; HAND_TYPES],
    /// Per type: what it changes into (itself if it never does).
    changed: [u8; HAND_TYPES],
    /// Per type and side: where it may change form ([`Change::InOrOut`]).
    zone: [[u64; 2]; HAND_TYPES],
    /// Per type and side: the squares from which it could never move.
    dead: [[u64; 2]; HAND_TYPES],
    /// The type of which a side may have at most one unpromoted on a file before a drop
    /// there, if the variant limits one.
    pawn: Option<u8>,
    /// Per type: what it returns to a hand as.
    demoted: [u8; HAND_TYPES],
    /// Per type held: the types it may be dropped as (a bit each).
    forms: [u16; HAND_TYPES],
    /// Per type and side: where it may be dropped.
    drops: [[u64; 2]; HAND_TYPES],
    /// The types that may be dropped on every empty square (no pawn limit), both sides.
    anywhere: u16,
}

impl SmallHandsRules {
    /// The tables of the variant of `r`, if the counter plays it (see the module's rules).
    pub fn new<B: Bits>(r: &Rules<B>) -> Option<SmallHandsRules> {
        let spec = &r.spec;
        let h = spec.holdings?;
        let types = r.types.len();
        if types > HAND_TYPES {
            return None;
        }
        let royal = r.royal.trailing_zeros() as usize;
        if r.royal.count_ones() != 1 || r.types[royal].spec.promotion.is_some() {
            return None;
        }
        let files = spec.files as u32;
        let embed = |g: u32| on_8x8(files, g);
        let embed_set = |set: B| set_on_8x8(files, set);
        let mut change = [Change::Never; HAND_TYPES];
        let mut changed = [0; HAND_TYPES];
        let mut demoted = [0; HAND_TYPES];
        for (t, ty) in r.types.iter().enumerate() {
            let p = &ty.spec;
            if !p.initial_ranks.is_empty()
                || p.initial_squares.is_some()
                || p.en_passant
                || !p.advanced.is_empty()
            {
                return None;
            }
            changed[t] = t as u8;
            demoted[t] = ty.demoted;
            let Some(promo) = p.promotion else { continue };
            if ty.promotions[0].len() != 1
                || ty.promotions[0] != ty.promotions[1]
                || !promo.limits.is_empty()
            {
                return None;
            }
            change[t] = match promo.style {
                PromotionStyle::OnCapture if r.flippers & (1 << t) != 0 => Change::OnCapture,
                PromotionStyle::OptionalInOrOut => Change::InOrOut,
                _ => return None,
            };
            changed[t] = ty.promotions[0][0].0;
        }
        let mut reach = Box::new([[[Reach::default(); 64]; 2]; HAND_TYPES]);
        let mut riders = 0;
        for (t, ty) in r.types.iter().enumerate() {
            let per_side = &mut reach[t];
            for (side, sr) in ty.side.iter().enumerate() {
                let set = &sr.capture;
                if !sr.same || set.has_lame || !set.hops.is_empty() || sr.zone != r.all {
                    return None;
                }
                let dirs = set
                    .lines
                    .iter()
                    .flat_map(|&(a, b)| [a, b])
                    .chain(set.rides.iter().copied());
                for g in 0..r.geo.len() as u32 {
                    let e = &mut per_side[side][embed(g) as usize];
                    if set.has_leaps {
                        e.leap = embed_set(set.leap[g as usize]);
                    }
                    for d in dirs.clone() {
                        let dir = &r.dirs[d as usize];
                        if dir.range != 0 || dir.dx.abs() > 1 || dir.dy.abs() > 1 {
                            return None;
                        }
                        let ray = embed_set(dir.full[g as usize]);
                        if dir.dx == 0 || dir.dy == 0 {
                            e.orth |= ray;
                        } else {
                            e.diag |= ray;
                        }
                        riders |= 1 << t;
                    }
                }
            }
        }
        let per_side = |f: &dyn Fn(usize, usize) -> B| -> [[u64; 2]; HAND_TYPES] {
            std::array::from_fn(|t| {
                if t < types {
                    [0, 1].map(|side| embed_set(f(t, side)))
                } else {
                    [0; 2]
                }
            })
        };
        let forms = std::array::from_fn(|t| {
            (0..types)
                .filter(|&p| p == t || (h.promoted_drops && demoted[p] as usize == t))
                .fold(0u16, |m, p| m | 1 << p)
        });
        let pawns_limited = h.pawns_per_file == 1;
        if pawns_limited && r.types.iter().filter(|t| t.spec.pawn).count() > 1 {
            return None;
        }
        let pawn = r.pawn_type.filter(|_| pawns_limited);
        let drops = per_side(&|t, side| r.drops[side][t]);
        let on = embed_set(r.all);
        let anywhere = (0..types)
            .filter(|&t| drops[t] == [on, on] && pawn != Some(t as u8))
            .fold(0u16, |m, t| m | 1 << t);
        Some(SmallHandsRules {
            files,
            on,
            types,
            royal,
            riders,
            reach,
            change,
            changed,
            zone: per_side(&|t, side| r.types[t].side[side].promotion_zone),
            dead: per_side(&|t, side| r.types[t].side[side].dead),
            pawn,
            demoted,
            forms,
            drops,
            anywhere,
        })
    }

    /// `pos` on the 8 × 8 numbering, if the counter can count it: no en-passant square,
    /// castling rights, gates or pawn marks, no royal piece in hand, one royal piece a side,
    /// and the side not to move not in check.
    fn board<B: Bits>(&self, pos: &FairyPosition<B>) -> Option<HandBoard> {
        if pos.ep.any() || pos.castling.any() || pos.gates.any() || pos.promoted.any() {
            return None;
        }
        let mut b = HandBoard::empty();
        for t in 0..self.types {
            for side in 0..2 {
                for g in pos.of(side, t as u8).squares() {
                    let e = 1 << on_8x8(self.files, g);
                    b.sets[t] |= e;
                    b.sides[side] |= e;
                }
            }
        }
        b.hands = pos.hands.map(|h| std::array::from_fn(|t| h[t]));
        let single =
            |side: usize| b.of(side, self.royal).count() == 1 && b.hands[side][self.royal] == 0;
        if !single(0) || !single(1) {
            return None;
        }
        let exposed = match pos.turn() {
            0 => count::exposed::<White>(self, &b),
            _ => count::exposed::<Black>(self, &b),
        };
        (!exposed).then_some(b)
    }

    /// Leaf nodes at `depth` below `pos`, if the counter can count `pos` (else `None`, and
    /// the generic engine counts it).
    pub fn perft<B: Bits>(&self, pos: &FairyPosition<B>, depth: u32) -> Option<u64> {
        let b = self.board(pos)?;
        Some(match (depth, pos.turn()) {
            (0, _) => 1,
            (_, 0) => count::perft::<White>(self, &b, depth),
            _ => count::perft::<Black>(self, &b, depth),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every type's attacks from every square, both sides, over many occupancies, are the
    /// generic engine's capture targets.
    #[test]
    fn the_attacks_are_the_generic_engines_targets() {
        let r = crate::registry::rules::<u64>("micro").expect("built in");
        let Some(crate::counter::Dedicated::SmallHands(fr)) = &r.dedicated else {
            panic!("played")
        };
        let files = r.geo.files() as u32;
        let embed = |set: u64| set_on_8x8(files, set);
        let mut rng = crate::testing::Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..200 {
            let occ = rng.next() & r.all;
            for t in 0..fr.types {
                for side in 0..2 {
                    for g in 0..r.geo.len() as u32 {
                        let generic = r.targets(&r.types[t].side[side].capture, g, occ);
                        let e = on_8x8(files, g);
                        assert_eq!(fr.attacks(t, side, e, embed(occ)), embed(generic));
                    }
                }
            }
        }
    }
}

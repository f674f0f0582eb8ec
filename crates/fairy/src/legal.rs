//! Legality: which squares a side attacks, when its royal pieces are safe, when the game is
//! over, and which positions a FEN may describe.

use crate::bits::Bits;
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::spec::{Ending, RoyalRule};

/// True if `by`'s pieces attack `sq` with `occ` occupied.
#[inline]
pub fn attacked<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, sq: u32, by: usize, occ: B) -> bool {
    let plan = &r.attacks[by];
    let theirs = pos.side(by);
    for (t, rev) in &plan.leaps {
        if (rev[sq as usize] & pos.pieces[*t as usize] & theirs).any() {
            return true;
        }
    }
    for &(d, mask) in &plan.rides {
        let riders = pos.of_types(by, mask);
        if riders.any() && (r.dirs[d as usize].attacks(sq, occ) & riders).any() {
            return true;
        }
    }
    for (t, rev) in &plan.lame {
        let p = pos.pieces[*t as usize] & theirs;
        if p.any() {
            for &(legs, from) in rev[sq as usize].iter() {
                if (from & p).any() && (legs & occ).is_empty() {
                    return true;
                }
            }
        }
    }
    for &(d, mask) in &plan.hops {
        let hoppers = pos.of_types(by, mask);
        if hoppers.any() && (r.dirs[d as usize].hop_target(sq, occ) & hoppers).any() {
            return true;
        }
    }
    false
}

/// True if the royal piece on `sq` (of side `side`) faces the other side's royal piece on an
/// open file (the flying-general rule).
#[inline]
fn faces_general<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    sq: u32,
    side: usize,
    occ: B,
) -> bool {
    let enemy = pos.royals(r, 1 - side);
    r.vertical
        .iter()
        .any(|&d| (r.dirs[d as usize].attacks(sq, occ) & enemy).any())
}

/// True if `side`'s royal pieces are not safe by the variant's rule (in check).
#[inline]
pub fn in_check<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
    let royals = pos.royals(r, side);
    if royals.is_empty() {
        return false;
    }
    let occ = pos.occupied();
    let hit = |s: u32| {
        attacked(r, pos, s, 1 - side, occ)
            || (r.spec.flying_general && faces_general(r, pos, s, side, occ))
    };
    match r.spec.royal_rule {
        RoyalRule::AllSafe => royals.squares().any(hit),
        RoyalRule::NotAllAttacked => royals.squares().all(hit),
        RoyalRule::OnlyWhenSingle => royals.count() == 1 && hit(royals.lsb()),
    }
}

/// True if the game is over in `pos` by one of the variant's extra endings (the position then
/// has no moves).
#[inline]
pub fn game_over<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
    let us = pos.turn();
    for e in r.spec.endings {
        let over = match e {
            Ending::BareKingLoses => {
                let (ours, theirs) = (pos.count(us), pos.count(1 - us));
                (theirs <= 1 && ours >= 2) || (ours <= 1 && theirs >= 3)
            }
            Ending::BareKingDraws => pos.count(us) <= 1 || pos.count(1 - us) <= 1,
        };
        if over {
            return true;
        }
    }
    false
}

/// Why `pos` cannot be played, if it cannot: the side not to move in check.
pub fn validate<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), String> {
    if in_check(r, pos, 1 - pos.turn()) {
        return Err("the side not to move is in check".to_string());
    }
    Ok(())
}

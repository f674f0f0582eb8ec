//! Legality: which squares a side attacks, when its royal pieces are safe, when the game is
//! over, and which positions a FEN may describe.

use crate::bits::Bits;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::spec::{Ending, RoyalRule};

/// True if `by`'s pieces attack `sq` with `occ` occupied.
#[inline]
pub fn attacked<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, sq: u32, by: usize, occ: B) -> bool {
    attacked_among(r, pos, sq, by, pos.side(by), occ)
}

/// True if `by`'s pieces standing on `theirs` attack `sq` with `occ` occupied (`theirs` may
/// leave out a piece a move not yet made captures).
#[inline]
pub fn attacked_among<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    sq: u32,
    by: usize,
    theirs: B,
    occ: B,
) -> bool {
    let plan = &r.attacks[by];
    let s = sq as usize;
    if (plan.stepped_from[s] & theirs).any() {
        for (t, rev) in &plan.leaps {
            if (rev[s] & pos.pieces[*t as usize] & theirs).any() {
                return true;
            }
        }
        for (t, rev) in &plan.lame {
            let p = pos.pieces[*t as usize] & theirs;
            if p.any() {
                for &(legs, from) in rev[s].iter() {
                    if (from & p).any() && (legs & occ).is_empty() {
                        return true;
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
            if (dir.full[s] & riders).any() && (dir.attacks(sq, occ) & riders).any() {
                return true;
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
            if (dir.full[s] & hoppers).any() && (dir.hop_source(sq, occ) & hoppers).any() {
                return true;
            }
        }
    }
    false
}

/// The pieces of `by` standing on `among` that attack `sq` with `occ` occupied (the pieces
/// on `among` are those of `pos`).
pub fn attackers<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    sq: u32,
    by: usize,
    among: B,
    occ: B,
) -> B {
    let plan = &r.attacks[by];
    let s = sq as usize;
    let mut out = B::ZERO;
    if (plan.stepped_from[s] & among).any() {
        for (t, rev) in &plan.leaps {
            out |= rev[s] & pos.pieces[*t as usize] & among;
        }
        for (t, rev) in &plan.lame {
            let p = pos.pieces[*t as usize] & among;
            if p.any() {
                for &(legs, from) in rev[s].iter() {
                    if (legs & occ).is_empty() {
                        out |= from & p;
                    }
                }
            }
        }
    }
    for (lines, hop) in [(&plan.rides, false), (&plan.hops, true)] {
        for g in &lines.groups {
            let near = g.lines[s] & among;
            if near.is_empty() {
                continue;
            }
            let pieces = near & pos.types_in(g.types);
            for &d in &g.dirs {
                let dir = &r.dirs[d as usize];
                if (dir.full[s] & pieces).is_empty() {
                    continue;
                }
                let reach = if hop {
                    dir.hop_source(sq, occ)
                } else {
                    dir.attacks(sq, occ)
                };
                out |= reach & pieces;
            }
        }
    }
    out
}

/// The squares `by`'s pieces attack with `occ` occupied (whatever stands there); `None` where
/// `by` has a hopper (its attacks depend on what stands on the squares beyond its screen) or
/// generals may not face each other. A royal piece of the other side, lifted off `occ`, may
/// step to a square outside the set.
#[inline]
pub fn attacked_squares<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    by: usize,
    occ: B,
) -> Option<B> {
    if !r.attacks[by].hops.is_empty() || r.spec.flying_general {
        return None;
    }
    let mut out = B::ZERO;
    for (t, ty) in r.types.iter().enumerate() {
        let set = &ty.side[by].capture;
        for sq in pos.of(by, t as u8).squares() {
            out |= r.targets(set, sq, occ);
        }
    }
    Some(out)
}

/// True if the royal piece on `sq` faces one of `enemy` (the other side's royal pieces) on an
/// open file or rank (the flying-general rule).
#[inline]
pub(crate) fn faces_general<B: Bits>(r: &Rules<B>, sq: u32, enemy: B, occ: B) -> bool {
    r.vertical
        .iter()
        .any(|&d| (r.dirs[d as usize].attacks(sq, occ) & enemy).any())
}

/// True if the royal piece on `sq` of `side` is not safe: attacked by the enemy pieces on
/// `theirs`, or facing an enemy royal piece where generals may not face each other.
#[inline]
fn royal_hit<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    sq: u32,
    side: usize,
    theirs: B,
    occ: B,
) -> bool {
    attacked_among(r, pos, sq, 1 - side, theirs, occ)
        || (r.spec.flying_general && faces_general(r, sq, pos.types_in(r.royal) & theirs, occ))
}

/// True if `side`'s royal pieces are not safe by the variant's rule counting attacks alone,
/// not the facing generals: how Fairy-Stockfish judges an en-passant capture, which may open
/// the file between the generals.
pub fn attacked_royals<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
    let royals = pos.royals(r, side);
    if royals.is_empty() {
        return false;
    }
    let occ = pos.occupied();
    let theirs = pos.side(1 - side);
    let hit = |s: u32| attacked_among(r, pos, s, 1 - side, theirs, occ);
    match r.spec.royal_rule {
        RoyalRule::AllSafe => royals.squares().any(hit),
        RoyalRule::NotAllAttacked => royals.squares().all(hit),
        RoyalRule::OnlyWhenSingle => royals.count() == 1 && hit(royals.lsb()),
    }
}

/// True if `side`'s royal pieces are not safe by the variant's rule (in check).
#[inline]
pub fn in_check<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, side: usize) -> bool {
    let royals = pos.royals(r, side);
    if royals.is_empty() {
        return false;
    }
    let occ = pos.occupied();
    let theirs = pos.side(1 - side);
    let hit = |s: u32| royal_hit(r, pos, s, side, theirs, occ);
    match r.spec.royal_rule {
        RoyalRule::AllSafe => royals.squares().any(hit),
        RoyalRule::NotAllAttacked => royals.squares().all(hit),
        RoyalRule::OnlyWhenSingle => royals.count() == 1 && hit(royals.lsb()),
    }
}

/// Whether move `m` of `pos` leaves the mover's only royal piece, on `king`, safe, judged
/// without making the move: a move that only empties its from square, fills its to square and
/// removes the piece it captures. `None` for the moves that do more (castling, gating, a royal
/// piece promoted to or dropped, the pawn drops and sittuyin promotions whose legality looks
/// ahead, the royal piece's moves under makpong's rule) and in a variant with pseudo-royal
/// pieces (their safety is not the royal piece's): those are made and tested.
#[inline]
pub fn safe_in_place<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    king: u32,
    m: FairyMove,
) -> Option<bool> {
    if m.gate().is_some() || (r.royal_moves_tested && (r.captures.pseudo_royal || m.from() == king))
    {
        return None;
    }
    let us = pos.turn();
    let enemy = pos.side(1 - us);
    let to = B::bit(m.to());
    let (from, victim) = match m.kind() {
        Kind::Normal | Kind::DoubleStep => (B::bit(m.from()), to & enemy),
        Kind::EnPassant => (B::bit(m.from()), B::bit(pos.ep_victim as u32)),
        Kind::Promotion if r.general.is_none() && r.royal & (1 << m.piece()) == 0 => {
            (B::bit(m.from()), to & enemy)
        }
        Kind::Drop
            if r.royal & (1 << m.piece()) == 0
                && !(r.types[m.piece() as usize].spec.pawn
                    && r.spec.holdings.is_some_and(|h| h.no_pawn_drop_mate)) =>
        {
            (B::ZERO, B::ZERO)
        }
        _ => return None,
    };
    let occ = (pos.occupied() & !from & !victim) | to;
    let sq = if m.from() == king { m.to() } else { king };
    if m.kind() == Kind::EnPassant {
        // Judged by attacks alone ([`attacked_royals`]).
        return Some(!attacked_among(r, pos, sq, 1 - us, enemy & !victim, occ));
    }
    Some(!royal_hit(r, pos, sq, us, enemy & !victim, occ))
}

/// Whether `m`, a drop of a royal type by a side with no royal piece on the board (sittuyin's
/// king in hand), leaves it safe: the dropped piece is then the side's only royal piece, safe
/// unless attacked where it lands. `None` for every other move.
#[inline]
pub fn first_royal_drop_safe<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
) -> Option<bool> {
    let us = pos.turn();
    if m.kind() != Kind::Drop || r.royal & (1 << m.piece()) == 0 || pos.royals(r, us).any() {
        return None;
    }
    let occ = pos.occupied() | B::bit(m.to());
    Some(!royal_hit(r, pos, m.to(), us, pos.side(1 - us), occ))
}

/// True if the game is over in `pos` by one of the variant's extra endings (the position then
/// has no moves).
#[inline]
pub fn game_over<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
    if crate::capture_rules::extinct(r, pos) {
        return true;
    }
    let us = pos.turn();
    for e in r.spec.endings {
        let over = match e {
            Ending::BareKingLoses => {
                let (ours, theirs) = (pos.count(us), pos.count(1 - us));
                (theirs <= 1 && ours >= 2) || (ours <= 1 && theirs >= 3)
            }
            Ending::BareKingDraws => pos.count(us) <= 1 || pos.count(1 - us) <= 1,
            Ending::ChecksGiven => pos.checks[1 - us] == 0,
            Ending::CastlingLost(_) | Ending::Flag(_) | Ending::Connect(_) | Ending::Bikjang => {
                board_ending_over(r, pos, e)
            }
        };
        if over {
            return true;
        }
    }
    r.flip.as_ref().is_some_and(|f| f.over(r, pos))
}

/// True if the ending `e`, one that reads the board beyond the material counts, is reached
/// in `pos`. Out of line: the per-node test of the common endings stays small.
#[inline(never)]
fn board_ending_over<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, e: &Ending) -> bool {
    match e {
        Ending::CastlingLost(rights) => (0..2).any(|side| {
            let rank = r.first_rank[side];
            let king = (pos.castling_kings & rank).squares().next();
            let held = |king_side: bool| {
                king.is_some_and(|k| {
                    (pos.castling & rank)
                        .squares()
                        .any(|s| (s > k) == king_side)
                })
            };
            (0..2).any(|ks| rights[side][ks] && !held(ks == 1))
        }),
        Ending::Flag(_) => r.flag.as_ref().is_some_and(|f| f.over(r, pos)),
        Ending::Connect(_) => r.connect.as_ref().is_some_and(|c| c.over(pos)),
        Ending::Bikjang => r.janggi.as_ref().is_some_and(|j| j.bikjang_over(r, pos)),
        Ending::BareKingLoses | Ending::BareKingDraws | Ending::ChecksGiven => false,
    }
}

/// Why `pos` cannot be played, if it cannot: the side not to move in check.
pub fn validate<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Result<(), String> {
    // A pass under bikjang may leave the passer in check (the game is then over, the kings
    // facing each other).
    let bikjang_pass = r
        .janggi
        .as_ref()
        .is_some_and(|j| j.bikjang && j.facing(r, pos));
    if !bikjang_pass && crate::janggi::in_check(r, pos, 1 - pos.turn()) {
        return Err("the side not to move is in check".to_string());
    }
    Ok(())
}

/// The squares of the pieces that attack a royal piece of the side to move, where that side is
/// in check (none otherwise).
pub fn checkers<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Vec<u32> {
    let us = pos.turn();
    if !crate::janggi::in_check(r, pos, us) {
        return Vec::new();
    }
    let royals = pos.royals(r, us);
    if let Some(j) = &r.janggi {
        return pos
            .side(1 - us)
            .squares()
            .filter(|&a| {
                royals
                    .squares()
                    .any(|k| j.attacks_from(r, pos, 1 - us, a, k))
            })
            .collect();
    }
    let occ = pos.occupied();
    pos.side(1 - us)
        .squares()
        .filter(|&sq| {
            pos.piece_at(sq).is_some_and(|(side, t)| {
                let capture = &r.types[usize::from(t)].side[side].capture;
                (r.targets(capture, sq, occ) & royals).any()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{every_variant, random_positions};
    use bitperft::Game;

    /// Along random games of every variant the map has it, the attacked squares are those
    /// [`attacked`] finds one by one (from the attack plan's reverse tables), with a royal
    /// piece of the side to move lifted off.
    fn map_matches_one_by_one<B: Bits>(name: &str) -> usize {
        let mut checked = 0;
        random_positions::<B>(name, 0x2545_f491_4f6c_dd1d, 4, 60, |game, pos| {
            let r = game.rules();
            let us = pos.turn();
            let lifted = pos.royals(r, us);
            let occ = pos.occupied() & !lifted;
            if let Some(map) = attacked_squares(r, pos, 1 - us, occ) {
                for sq in 0..r.geo.len() as u32 {
                    let one = attacked(r, pos, sq, 1 - us, occ);
                    assert_eq!(map.has(sq), one, "{name}: square {sq} in {}", game.fen(pos));
                    checked += 1;
                }
            }
        });
        checked
    }

    /// Along random games of every variant, the attackers of every square are the pieces
    /// of the side not to move whose own capture steps reach it (with a piece there, for a
    /// hopper), and there are some exactly where [`attacked`] says the square is attacked.
    fn attackers_attack<B: Bits>(name: &str) -> usize {
        let mut checked = 0;
        random_positions::<B>(name, 0x1d87_2b41_c5e3_9a07, 3, 50, |game, pos| {
            let r = game.rules();
            let by = 1 - pos.turn();
            let occ = pos.occupied();
            for sq in 0..r.geo.len() as u32 {
                let found = attackers(r, pos, sq, by, pos.side(by), occ);
                assert_eq!(found.any(), attacked(r, pos, sq, by, occ), "{name}: {sq}");
                for a in found.squares() {
                    let t = pos.type_at(a).expect("a piece");
                    let filled = occ | B::bit(sq);
                    let reach = r.targets(&r.types[t as usize].side[by].capture, a, filled);
                    assert!(reach.has(sq), "{name}: {a} on {sq} in {}", game.fen(pos));
                }
                checked += found.count() as usize;
            }
        });
        checked
    }

    #[test]
    fn attackers_are_the_pieces_that_attack() {
        let checks = every_variant(attackers_attack::<u64>, attackers_attack::<u128>);
        let checked: usize = checks.iter().sum();
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn attacked_squares_match_the_one_by_one_test() {
        let checks = every_variant(
            map_matches_one_by_one::<u64>,
            map_matches_one_by_one::<u128>,
        );
        let checked: usize = checks.iter().sum();
        assert!(checked > 100_000, "{checked}");
    }
}

//! Making a move: the child position, by copy-make.

use crate::bits::Bits;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;

/// The position after `m`, a pseudo-legal move of `pos`.
#[inline]
pub fn make<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> FairyPosition<B> {
    if r.special_make && m.is_pass() {
        return pass(r, pos, m);
    }
    let mut p = pos.clone();
    let us = pos.turn();
    let them = 1 - us;
    let from = m.from();
    let to = m.to();
    p.ep = B::ZERO;
    p.ep_victim = 0;
    p.halfmove += 1;
    p.passes = 0;
    match m.kind() {
        Kind::Drop => {
            let t = m.piece();
            p.put(us, t, to);
            if !r.free_drops() {
                p.hands[us][r.types[t as usize].demoted as usize] -= 1;
            }
            if r.types[t as usize].spec.pawn {
                p.halfmove = 0;
            }
            if r.spec.castling_dropped && r.first_rank[us].has(to) {
                crate::setup_drops::castling_rights(r, &mut p, us, t, to);
            }
        }
        Kind::Castle | Kind::CastleGateRook => {
            let rook = m.rook();
            let king_type = pos.type_at(from).expect("a king to castle");
            let rook_type = pos.type_at(rook).expect("a rook to castle with");
            let rto = if rook > from { to - 1 } else { to + 1 };
            p.remove(us, king_type, from);
            p.remove(us, rook_type, rook);
            p.put(us, king_type, to);
            p.put(us, rook_type, rto);
            p.castling &= !r.first_rank[us];
            p.castling_kings &= !r.first_rank[us];
            if r.spec.opposite_castling {
                // The other side loses its right on the same side of the board.
                let rank = r.first_rank[them];
                if let Some(k) = (pos.castling_kings & rank).squares().next() {
                    for s in (pos.castling & rank).squares() {
                        if (s > k) == (rook > from) {
                            p.castling &= !B::bit(s);
                        }
                    }
                    if (p.castling & rank).is_empty() {
                        p.castling_kings &= !rank;
                    }
                }
            }
        }
        kind => {
            let t = pos.type_at(from).expect("a piece to move");
            let victim = if kind == Kind::EnPassant {
                pos.ep_victim as u32
            } else {
                to
            };
            let captures = pos.side(them).has(victim);
            if captures {
                let ct = pos.type_at(victim).expect("a piece to capture");
                p.remove(them, ct, victim);
                if r.spec.holdings.is_some_and(|h| h.captures) {
                    let back = if pos.promoted.has(victim) {
                        r.pawn_type.unwrap_or(ct)
                    } else {
                        r.types[ct as usize].demoted
                    };
                    p.hands[us][back as usize] += 1;
                }
                p.promoted &= !B::bit(victim);
                p.halfmove = 0;
            }
            let nt = if kind == Kind::Promotion {
                m.piece()
            } else {
                t
            };
            p.remove(us, t, from);
            p.put(us, nt, to);
            if pos.promoted.has(from) {
                p.promoted ^= B::bit(from) | B::bit(to);
            }
            if kind == Kind::Promotion && marks_promotion(r, t, nt) {
                p.promoted |= B::bit(to);
            }
            if r.types[t as usize].spec.pawn {
                p.halfmove = 0;
            }
            // Castling rights go with their pieces, by square: a move from or onto the
            // castling king's square (it moves or is captured) takes its side's rights, a
            // move from or onto a rook's square that rook's; another royal piece moving takes
            // nothing. A side left without rights forgets its king's square.
            if pos.castling.any() {
                let touched = B::bit(from) | B::bit(to);
                if ((pos.castling | pos.castling_kings) & touched).any() {
                    p.castling &= !touched;
                    for side in 0..2 {
                        let rank = r.first_rank[side];
                        if (pos.castling_kings & touched & rank).any()
                            || (p.castling & rank).is_empty()
                        {
                            p.castling &= !rank;
                            p.castling_kings &= !rank;
                        }
                    }
                }
            }
            if let Some(c) = &r.cambodian {
                c.moved(r, &mut p, them, t, to);
            }
            let blasted = (captures && !r.blast.is_empty())
                .then(|| crate::capture_rules::explode(r, &mut p, to));
            if captures && r.captures.petrify != 0 {
                crate::capture_rules::petrify(r, &mut p, to, (t, nt), blasted);
            }
            if kind == Kind::DoubleStep
                && let Some(mid) = en_passant_square(r, pos, from, to)
            {
                p.ep = B::bit(mid);
                p.ep_victim = to as u8;
            }
        }
    }
    if let Some(g) = m.gate() {
        let sq = if m.kind() == Kind::CastleGateRook {
            m.rook()
        } else {
            from
        };
        p.put(us, g, sq);
        p.hands[us][g as usize] -= 1;
    }
    if pos.gates.any() {
        p.gates &= !(B::bit(from) | B::bit(to));
        if matches!(m.kind(), Kind::Castle | Kind::CastleGateRook) {
            p.gates &= !B::bit(m.rook());
        }
        close_idle_gates(r, &mut p);
    }
    if r.special_make {
        if let Some(f) = &r.flip {
            f.flip(&mut p, us, m);
        }
        if m.wall().is_some() {
            crate::walls::place(r, pos, &mut p, m);
        }
    }
    p.turn ^= 1;
    if us == 1 {
        p.fullmove += 1;
    }
    // N-check: a move that checks uses up one of the mover's checks (below zero it wraps, far
    // from zero, as Fairy-Stockfish's count goes negative).
    if r.check_counting && crate::legal::in_check(r, &p, them) {
        p.checks[us] = p.checks[us].wrapping_sub(1);
    }
    p
}

/// True if a pawn of type `t` promoted to type `nt` is marked as promoted (`~` in the FEN),
/// to return to a hand as a pawn: where captures go to a hand (or a partner's) but not as
/// what they are ([`crate::spec::Holdings::drop_loop`]), and `nt` is not a promoted form of
/// its own (which returns as what it was promoted from).
#[inline]
fn marks_promotion<B: Bits>(r: &Rules<B>, t: u8, nt: u8) -> bool {
    r.spec
        .holdings
        .is_some_and(|h| (h.captures || h.partner) && !h.drop_loop)
        && r.types[t as usize].spec.pawn
        && !r.types[nt as usize].spec.promoted
}

/// The en-passant square a double step from `from` to `to` of the side to move leaves: the
/// square passed (the midpoint: [`Rules::new`] accepts only double steps of even file and rank
/// distances), but only where an enemy pawn could take there (so the position's identity is
/// the same whether or not the FEN that reached it wrote the square).
#[inline]
pub(crate) fn en_passant_square<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    from: u32,
    to: u32,
) -> Option<u32> {
    let them = 1 - pos.turn();
    let mid = (from + to) / 2;
    let mut types = r.en_passant_types;
    while types != 0 {
        let t = types.trailing_zeros() as usize;
        if (r.types[t].side[them].capture_from[mid as usize] & pos.of(them, t as u8)).any() {
            return Some(mid);
        }
        types &= types - 1;
    }
    None
}

/// Closes the gates of each side with nothing in hand where nothing can enter a hand again (no
/// captures to hand): no piece could ever be gated there. The rights of ouk chatrang's first
/// moves ([`crate::cambodian`]), kept as gates, stay.
pub(crate) fn close_idle_gates<B: Bits>(r: &Rules<B>, pos: &mut FairyPosition<B>) {
    if r.spec.holdings.is_some_and(|h| h.captures) || r.cambodian.is_some() {
        return;
    }
    for side in 0..2 {
        if !pos.holds(side) {
            pos.gates &= !r.first_rank[side];
        }
    }
}

/// The position after the pass `m` of `pos`: nothing moves, the turn passes; a walling pass
/// (`wallOrMove`) places its wall, a placement game counts the passes in a row (two end it).
fn pass<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, m: FairyMove) -> FairyPosition<B> {
    let mut p = pos.clone();
    p.ep = B::ZERO;
    p.ep_victim = 0;
    p.halfmove += 1;
    p.passes = if r.flip.is_some() {
        (pos.passes + 1).min(2)
    } else {
        0
    };
    p.turn ^= 1;
    if pos.turn == 1 {
        p.fullmove += 1;
    }
    if m.wall().is_some() {
        crate::walls::place(r, pos, &mut p, m);
    }
    p
}

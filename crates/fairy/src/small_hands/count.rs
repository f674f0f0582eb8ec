//! Perft on a [`HandBoard`]: legal targets only (check mask and pins), moves made by copy;
//! the last ply counts them without making them.

use super::HAND_TYPES;
use super::board::HandBoard;
use super::{Change, SmallHandsRules};
use crate::bits::Bits;
use crate::small_chess::frame::{between, bishop, pin_line, rook};
use crate::small_chess::side::Player;

/// The types `hand` holds a piece of (a bit each).
#[inline(always)]
fn held(hand: &[u8; HAND_TYPES]) -> u16 {
    let x = u128::from_le_bytes(*hand);
    let low7 = 0x7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_7f7f_u128;
    // Bit 7 of each byte: set if the byte is not zero.
    let nonzero = (((x & low7) + low7) | x) & !low7;
    let gather = |half: u64| ((half >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16;
    gather(nonzero as u64) | gather((nonzero >> 64) as u64) << 8
}

impl SmallHandsRules {
    /// The types `us` may drop (a bit each): every form of each type it holds.
    #[inline(always)]
    fn drop_forms(&self, b: &HandBoard, us: usize) -> u16 {
        let mut forms = 0;
        let mut h = held(&b.hands[us]);
        while h != 0 {
            forms |= self.forms[h.trailing_zeros() as usize % HAND_TYPES];
            h &= h - 1;
        }
        forms
    }
}

impl SmallHandsRules {
    /// Where the piece of type `t` of `side` on `sq` attacks, with `occ` occupied. The same
    /// set read from a square `x` with the other side's orientation is where such pieces
    /// attack `x` from (the second player's moves are the first player's turned half a turn).
    #[inline(always)]
    pub(super) fn attacks(&self, t: usize, side: usize, sq: u32, occ: u64) -> u64 {
        let r = &self.reach[t % HAND_TYPES][side & 1][sq as usize % 64];
        let mut a = r.leap;
        if self.riders & (1 << t) != 0 {
            a |= rook(sq, occ) & r.orth | bishop(sq, occ) & r.diag;
        }
        a
    }
}

/// True if the royal piece of the side not to move (`S` to move) is attacked.
pub(super) fn exposed<S: Player>(fr: &SmallHandsRules, b: &HandBoard) -> bool {
    let them = 1 - S::US;
    let king = b.of(them, fr.royal).lsb();
    let occ = b.sides[0] | b.sides[1];
    (0..fr.types).any(|t| fr.attacks(t, them, king, occ) & b.of(S::US, t) != 0)
}

/// One position's constraints on the moves of the side to move.
struct Frame {
    /// Its royal piece's square.
    king: u32,
    /// Every occupied square.
    occ: u64,
    /// Its pieces pinned to its royal piece.
    pinned: u64,
    /// Where a move other than the royal piece's, or a drop, must land: the checking piece
    /// and the squares between; every square when not in check, none in double check.
    mask: u64,
    /// The squares its royal piece may step to.
    king_steps: u64,
}

impl Frame {
    /// The frame of `b`, `S` to move.
    #[inline(always)]
    fn new<S: Player>(fr: &SmallHandsRules, b: &HandBoard) -> Frame {
        let us = S::US;
        let them = 1 - us;
        let ours = b.sides[us];
        let theirs = b.sides[them];
        let occ = ours | theirs;
        let king = b.of(us, fr.royal).lsb();
        let king_bit = 1u64 << king;
        let without_king = occ ^ king_bit;
        let mut attacked = 0;
        let mut checkers = 0;
        for t in 0..fr.types {
            for sq in b.of(them, t).squares() {
                let a = fr.attacks(t, them, sq, without_king);
                attacked |= a;
                if a & king_bit != 0 {
                    checkers |= 1 << sq;
                }
            }
        }
        let mut pinned = 0;
        let (orth, diag) = (rook(king, theirs), bishop(king, theirs));
        for t in (fr.riders as u64).squares() {
            let r = &fr.reach[t as usize][us][king as usize];
            let snipers = (orth & r.orth | diag & r.diag) & b.of(them, t as usize);
            for s in snipers.squares() {
                let screen = between(king, s) & occ;
                if screen.count() == 1 {
                    pinned |= screen & ours;
                }
            }
        }
        let king_steps = fr.attacks(fr.royal, us, king, occ) & fr.on & !ours & !attacked;
        let mask = if checkers == 0 {
            !0
        } else if checkers.count() > 1 {
            0
        } else {
            between(king, checkers.lsb()) | checkers
        };
        Frame {
            king,
            occ,
            pinned,
            mask,
            king_steps,
        }
    }

    /// Where the piece on `sq` may move as far as its pin allows.
    #[inline(always)]
    fn pin_line(&self, sq: u32) -> u64 {
        pin_line(self.pinned, self.king, sq)
    }
}

/// The legal moves of `S` in `b`, counted.
#[inline(always)]
fn count<S: Player>(fr: &SmallHandsRules, b: &HandBoard) -> u64 {
    let us = S::US;
    let f = Frame::new::<S>(fr, b);
    let mut n = f.king_steps.count();
    if f.mask == 0 {
        return n as u64;
    }
    let targets = fr.on & !b.sides[us] & f.mask;
    for t in (0..fr.types).filter(|&t| t != fr.royal) {
        if fr.change[t] == Change::InOrOut {
            let (zone, dead) = (fr.zone[t][us], fr.dead[t][us]);
            for sq in b.of(us, t).squares() {
                let to = fr.attacks(t, us, sq, f.occ) & targets & f.pin_line(sq);
                let may_change = if zone & (1 << sq) != 0 { to } else { to & zone };
                n += to.count() + (may_change & !dead).count();
            }
        } else {
            for sq in b.of(us, t).squares() {
                n += (fr.attacks(t, us, sq, f.occ) & targets & f.pin_line(sq)).count();
            }
        }
    }
    let empty = fr.on & !f.occ & f.mask;
    let forms = fr.drop_forms(b, us);
    n += empty.count() * (forms & fr.anywhere).count_ones();
    for p in ((forms & !fr.anywhere) as u64).squares() {
        n += drop_targets(fr, b, us, p as usize, empty).count();
    }
    n as u64
}

/// Every square of the files that hold a piece of `set`.
#[inline(always)]
fn files_of(mut set: u64) -> u64 {
    set |= set << 8;
    set |= set << 16;
    set |= set << 32;
    set |= set >> 8;
    set |= set >> 16;
    set | set >> 32
}

/// Where `us` may drop a piece of type `t` (held as itself or as what it was promoted from),
/// among `empty`: where that type may land, and for the pawn of a variant that allows one
/// unpromoted pawn a file, not on a file that holds one.
#[inline(always)]
fn drop_targets(fr: &SmallHandsRules, b: &HandBoard, us: usize, t: usize, empty: u64) -> u64 {
    let to = empty & fr.drops[t % HAND_TYPES][us];
    match fr.pawn {
        Some(p) if p as usize == t => to & !files_of(b.of(us, t)),
        _ => to,
    }
}

/// Calls `visit` with the position after each legal move of `S` in `b`.
#[inline(always)]
fn children<S: Player, F: FnMut(&HandBoard)>(fr: &SmallHandsRules, b: &HandBoard, visit: &mut F) {
    let us = S::US;
    let theirs = b.sides[1 - us];
    let f = Frame::new::<S>(fr, b);
    let mut step = |t: usize, lands: usize, from: u32, to: u32| {
        if theirs & (1 << to) != 0 {
            let victim = b.type_at(to, fr.types);
            let back = fr.demoted[victim] as usize;
            visit(&b.captured(us, t, lands, from, to, victim, back));
        } else {
            visit(&b.moved(us, t, lands, from, to));
        }
    };
    for to in f.king_steps.squares() {
        step(fr.royal, fr.royal, f.king, to);
    }
    if f.mask == 0 {
        return;
    }
    let targets = fr.on & !b.sides[us] & f.mask;
    for t in (0..fr.types).filter(|&t| t != fr.royal) {
        let changed = fr.changed[t] as usize;
        let (zone, dead) = (fr.zone[t][us], fr.dead[t][us]);
        for sq in b.of(us, t).squares() {
            let reach = fr.attacks(t, us, sq, f.occ) & targets & f.pin_line(sq);
            for to in reach.squares() {
                match fr.change[t] {
                    Change::Never => step(t, t, sq, to),
                    Change::OnCapture if theirs & (1 << to) != 0 => step(t, changed, sq, to),
                    Change::OnCapture => step(t, t, sq, to),
                    Change::InOrOut => {
                        let may_change = (zone & (1 << sq | 1 << to)) != 0;
                        if may_change {
                            step(t, changed, sq, to);
                        }
                        if !may_change || dead & (1 << to) == 0 {
                            step(t, t, sq, to);
                        }
                    }
                }
            }
        }
    }
    let empty = fr.on & !f.occ & f.mask;
    for p in (fr.drop_forms(b, us) as u64).squares() {
        let p = p as usize;
        let held = fr.demoted[p] as usize;
        for to in drop_targets(fr, b, us, p, empty).squares() {
            visit(&b.dropped(us, p, held, to));
        }
    }
}

/// Leaf nodes at `depth` (at least 1) below `b`, `S` to move.
pub(super) fn perft<S: Player>(fr: &SmallHandsRules, b: &HandBoard, depth: u32) -> u64 {
    if depth <= 1 {
        return count::<S>(fr, b);
    }
    let mut nodes = 0;
    children::<S, _>(fr, b, &mut |child| {
        nodes += perft::<S::Other>(fr, child, depth - 1);
    });
    nodes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_types_held_are_the_counts_not_zero() {
        let mut rng = crate::testing::Rng(0x2545_f491_4f6c_dd1d);
        for _ in 0..10_000 {
            let seed = rng.next();
            let hand: [u8; HAND_TYPES] = std::array::from_fn(|i| match (seed >> (i * 4)) & 15 {
                0..=7 => 0,
                8 => 0x80,
                9 => 0xff,
                k => k as u8,
            });
            let obvious = (0..HAND_TYPES)
                .filter(|&i| hand[i] != 0)
                .fold(0u16, |m, i| m | 1 << i);
            assert_eq!(held(&hand), obvious, "{hand:?}");
        }
    }
}

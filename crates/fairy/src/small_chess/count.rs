//! Perft on a [`SmallBoard`]: legal moves only (the [`Frame`]'s check mask and pins), made by
//! copy; the last ply counts them without making them.

use super::SmallChessRules;
use super::board::{DIAGONAL, KNIGHTS, ORTHOGONAL, PAWNS, Piece, SmallBoard};
use super::frame::{Frame, bishop, knight, rook};
use super::side::Player;
use crate::bits::Bits;

/// The targets of pawns: one step forward onto an empty square, one step diagonally forward
/// onto an enemy piece; each set lies within `mask`.
#[derive(Clone, Copy)]
struct PawnTargets {
    push: u64,
    west: u64,
    east: u64,
}

impl PawnTargets {
    /// The targets of `pawns` of `S` in `f`, on the board `on`, within `mask`.
    #[inline(always)]
    fn new<S: Player>(pawns: u64, on: u64, f: &Frame, mask: u64) -> PawnTargets {
        PawnTargets {
            push: S::up(pawns) & on & !f.occ & mask,
            west: S::up_west(pawns) & f.theirs & mask,
            east: S::up_east(pawns) & f.theirs & mask,
        }
    }

    /// The moves to them: each target in the promotion zone `zone` counts once per choice.
    #[inline(always)]
    fn count(self, zone: u64, choices: u32) -> u32 {
        let all = self.push.count() + self.west.count() + self.east.count();
        let promoting =
            (self.push & zone).count() + (self.west & zone).count() + (self.east & zone).count();
        all + promoting * (choices - 1)
    }
}

/// The legal moves of `S` in `b`, counted.
#[inline(always)]
pub(crate) fn count<S: Player>(mr: &SmallChessRules, b: &SmallBoard) -> u64 {
    let f = Frame::new::<S>(mr.on, b);
    let mut n = f.king_steps.count();
    if f.mask == 0 {
        return n as u64;
    }
    let us = S::US;
    let targets = f.open & f.mask;
    for s in (b.of(us, KNIGHTS) & !f.pinned).squares() {
        n += (knight(s) & targets).count();
    }
    for s in b.of(us, DIAGONAL).squares() {
        n += (bishop(s, f.occ) & targets & f.pin_line(s)).count();
    }
    for s in b.of(us, ORTHOGONAL).squares() {
        n += (rook(s, f.occ) & targets & f.pin_line(s)).count();
    }
    let pawns = b.of(us, PAWNS);
    let (zone, choices) = (mr.zone[us], mr.choices.len() as u32);
    n += PawnTargets::new::<S>(pawns & !f.pinned, mr.on, &f, f.mask).count(zone, choices);
    for s in (pawns & f.pinned).squares() {
        let mask = f.mask & f.pin_line(s);
        n += PawnTargets::new::<S>(1 << s, mr.on, &f, mask).count(zone, choices);
    }
    n as u64
}

/// Calls `visit` with the position after each legal move of `S` in `b`.
#[inline(always)]
fn children<S: Player, F: FnMut(&SmallBoard)>(mr: &SmallChessRules, b: &SmallBoard, visit: &mut F) {
    let us = S::US;
    let f = Frame::new::<S>(mr.on, b);
    let king = f.king;
    for t in f.king_steps.squares() {
        visit(&b.moved(us, Piece::KING, Piece::KING, king, t));
    }
    if f.mask == 0 {
        return;
    }
    let targets = f.open & f.mask;
    for s in (b.of(us, KNIGHTS) & !f.pinned).squares() {
        for t in (knight(s) & targets).squares() {
            visit(&b.moved(us, Piece::KNIGHT, Piece::KNIGHT, s, t));
        }
    }
    let queens = b.sets[DIAGONAL] & b.sets[ORTHOGONAL];
    for s in (b.of(us, DIAGONAL) & !queens).squares() {
        for t in (bishop(s, f.occ) & targets & f.pin_line(s)).squares() {
            visit(&b.moved(us, Piece::BISHOP, Piece::BISHOP, s, t));
        }
    }
    for s in (b.of(us, ORTHOGONAL) & !queens).squares() {
        for t in (rook(s, f.occ) & targets & f.pin_line(s)).squares() {
            visit(&b.moved(us, Piece::ROOK, Piece::ROOK, s, t));
        }
    }
    for s in (b.sides[us] & queens).squares() {
        let reach = bishop(s, f.occ) | rook(s, f.occ);
        for t in (reach & targets & f.pin_line(s)).squares() {
            visit(&b.moved(us, Piece::QUEEN, Piece::QUEEN, s, t));
        }
    }
    let pawns = b.of(us, PAWNS);
    let step = |to: u32, delta: i32| (to as i32 - delta) as u32;
    let mut pawn_moves = |p: PawnTargets| {
        for (set, delta) in [(p.push, S::UP), (p.west, S::UP_WEST), (p.east, S::UP_EAST)] {
            for t in (set & !mr.zone[us]).squares() {
                visit(&b.moved(us, Piece::PAWN, Piece::PAWN, step(t, delta), t));
            }
            for t in (set & mr.zone[us]).squares() {
                for &lands in &mr.choices {
                    visit(&b.moved(us, Piece::PAWN, lands, step(t, delta), t));
                }
            }
        }
    };
    pawn_moves(PawnTargets::new::<S>(pawns & !f.pinned, mr.on, &f, f.mask));
    for s in (pawns & f.pinned).squares() {
        pawn_moves(PawnTargets::new::<S>(
            1 << s,
            mr.on,
            &f,
            f.mask & f.pin_line(s),
        ));
    }
}

/// Leaf nodes at `depth` (at least 1) below `b`, `S` to move.
pub(crate) fn perft<S: Player>(mr: &SmallChessRules, b: &SmallBoard, depth: u32) -> u64 {
    if depth <= 1 {
        return count::<S>(mr, b);
    }
    let mut nodes = 0;
    children::<S, _>(mr, b, &mut |child| {
        nodes += perft::<S::Other>(mr, child, depth - 1);
    });
    nodes
}

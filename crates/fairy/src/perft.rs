//! Perft: leaf nodes of the legal move tree, by copy-make; the last ply counts moves without
//! recursing.

use crate::bits::Bits;
use crate::legal::{game_over, in_check};
use crate::make::make;
use crate::movegen::generate;
use crate::moves::{FairyMove, Kind};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::Safety;

/// The position after `m` if `m` is legal in `pos`.
#[inline]
pub fn play_legal<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    m: FairyMove,
) -> Option<FairyPosition<B>> {
    let child = make(r, pos, m);
    let us = pos.turn();
    if in_check(r, &child, us) {
        return None;
    }
    if m.kind() == Kind::Drop && drop_mates(r, &child, m) {
        return None;
    }
    Some(child)
}

/// True if `m`, a drop, is a pawn drop the variant forbids because it mates.
fn drop_mates<B: Bits>(r: &Rules<B>, child: &FairyPosition<B>, m: FairyMove) -> bool {
    let forbids = r.spec.holdings.is_some_and(|h| h.no_pawn_drop_mate);
    if !forbids || !r.types[m.piece() as usize].spec.pawn || !in_check(r, child, child.turn()) {
        return false;
    }
    !has_legal_move(r, child)
}

/// True if `pos` has a legal move.
pub fn has_legal_move<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> bool {
    if game_over(r, pos) {
        return false;
    }
    let mut found = false;
    generate(r, pos, &mut |m| {
        if !found && play_legal(r, pos, m).is_some() {
            found = true;
        }
    });
    found
}

/// The legal moves of `pos`, in generation order.
pub fn legal_moves<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>) -> Vec<FairyMove> {
    let mut out = Vec::new();
    if game_over(r, pos) {
        return out;
    }
    generate(r, pos, &mut |m| {
        if play_legal(r, pos, m).is_some() {
            out.push(m);
        }
    });
    out
}

/// Leaf nodes at `depth` below `pos`: moves that [`Safety`] clears are made without a test,
/// and on the last ply only counted.
pub fn perft<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game_over(r, pos) {
        return 0;
    }
    let safety = Safety::new(r, pos);
    let mut nodes = 0;
    generate(r, pos, &mut |m| {
        if safety.needs_test(r, m) {
            if let Some(child) = play_legal(r, pos, m) {
                nodes += if depth == 1 { 1 } else { perft(r, &child, depth - 1) };
            }
        } else if depth == 1 {
            nodes += 1;
        } else {
            nodes += perft(r, &make(r, pos, m), depth - 1);
        }
    });
    nodes
}

/// Leaf nodes at `depth`, every move made and tested (the slow reference for [`perft`]).
pub fn perft_tested<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game_over(r, pos) {
        return 0;
    }
    let mut nodes = 0;
    generate(r, pos, &mut |m| {
        if let Some(child) = play_legal(r, pos, m) {
            nodes += perft_tested(r, &child, depth - 1);
        }
    });
    nodes
}

//! Three-check perft: chess perft where a side that gives its last needed check ends the game.

use super::position::ThreeCheckPosition;
use crate::attacks::Sliders;
use crate::movegen::{generate, Black, Side, Visitor, White};
use crate::types::{Color, Move};
use std::marker::PhantomData;

/// True if no side can give its last needed check before the last ply of a `depth`-ply
/// search: the counters cannot end the game inside the tree, so the count is chess perft's.
/// The side to move moves at plies 1, 3, … below `depth` (`depth / 2` times before the last
/// ply), the other side `(depth - 1) / 2` times.
#[inline(always)]
fn counters_cannot_end(pos: &ThreeCheckPosition, depth: u32) -> bool {
    let us = u32::from(pos.remaining[pos.board.turn().index()]);
    let them = u32::from(pos.remaining[(!pos.board.turn()).index()]);
    us > depth / 2 && them > depth.saturating_sub(1) / 2
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &ThreeCheckPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_over() {
        return 0;
    }
    if counters_cannot_end(pos, depth) {
        return crate::perft::perft_with::<S>(&pos.board, depth);
    }
    match pos.board.turn() {
        Color::White => expand::<S, White>(pos, depth),
        Color::Black => expand::<S, Black>(pos, depth),
    }
}

/// `pos` (not over, `Us` to move) at `depth` ≥ 2: plays every move, counting its checks.
fn expand<S: Sliders, Us: Side>(pos: &ThreeCheckPosition, depth: u32) -> u64 {
    let mut v = Expand::<S, Us> {
        pos,
        depth: depth - 1,
        nodes: 0,
        _m: PhantomData,
    };
    generate::<S, Us, _>(&pos.board, &mut v);
    v.nodes
}

struct Expand<'a, S, Us> {
    pos: &'a ThreeCheckPosition,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Visitor for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.nodes += perft_with::<S>(&self.pos.play(m), self.depth);
    }
}

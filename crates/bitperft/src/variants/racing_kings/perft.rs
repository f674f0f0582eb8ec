//! Racing-kings perft: the chess generator's moves without the checking ones; the last ply is
//! counted as the moves come, none played.

use super::{is_over_with, CheckTest};
use crate::attacks::Sliders;
use crate::movegen::{generate, Black, Side, Visitor, White};
use crate::position::Position;
use crate::types::{Color, Move};
use std::marker::PhantomData;

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if is_over_with::<S>(pos) {
        return 0;
    }
    match pos.turn() {
        Color::White => expand::<S, White>(pos, depth),
        Color::Black => expand::<S, Black>(pos, depth),
    }
}

/// `pos` (not over, `Us` to move) at `depth` ≥ 1.
fn expand<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    let mut v = Expand::<S, Us> {
        pos,
        test: CheckTest::new(pos),
        depth: depth - 1,
        nodes: 0,
        _m: PhantomData,
    };
    generate::<S, Us, _>(pos, &mut v);
    v.nodes
}

/// Visits the chess moves: skips the checking ones, counts the others at the last ply and
/// searches below them otherwise.
struct Expand<'a, S, Us> {
    pos: &'a Position,
    test: CheckTest<S>,
    depth: u32,
    nodes: u64,
    _m: PhantomData<Us>,
}

impl<S: Sliders, Us: Side> Visitor for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        if self.test.gives_check(self.pos, m) {
            return;
        }
        if self.depth == 0 {
            self.nodes += 1;
        } else {
            self.nodes += perft_with::<S>(&self.pos.play_unchecked(m), self.depth);
        }
    }
}

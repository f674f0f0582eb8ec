//! Crazyhouse perft on one thread. The last ply is counted, never played: the chess bulk count
//! of the board moves plus the drops as (held roles) × (target squares) by popcount.

use super::position::CrazyhousePosition;
use crate::attacks::Sliders;
use crate::movegen::{generate, Black, Side, Visitor, White};
use crate::perft::count;
use crate::types::{Color, Move};
use std::marker::PhantomData;

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &CrazyhousePosition, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// The legal move count of `pos` (`Us` to move): board moves and drops.
#[inline(always)]
fn count_moves<S: Sliders, Us: Side>(pos: &CrazyhousePosition) -> u64 {
    count::<S, Us>(&pos.board) + pos.drop_count::<S>()
}

fn perft_side<S: Sliders, Us: Side>(pos: &CrazyhousePosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves::<S, Us>(pos),
        _ => {
            let mut v = Expand::<S, Us> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            generate::<S, Us, _>(&pos.board, &mut v);
            let mut nodes = v.nodes;
            pos.for_each_drop::<S>(|role, to| {
                nodes += below::<S, Us::Other>(&pos.play_drop(role, to), depth - 1);
            });
            nodes
        }
    }
}

/// Leaf nodes `depth` plies below `child`, where `Them` is to move; depth 1 inline.
#[inline(always)]
fn below<S: Sliders, Them: Side>(child: &CrazyhousePosition, depth: u32) -> u64 {
    if depth == 1 {
        count_moves::<S, Them>(child)
    } else {
        perft_side::<S, Them>(child, depth)
    }
}

/// Plays each generated board move and counts below it, without a move list.
struct Expand<'a, S, Us> {
    pos: &'a CrazyhousePosition,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Visitor for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.nodes += below::<S, Us::Other>(&self.pos.play_board(m), self.depth);
    }
}

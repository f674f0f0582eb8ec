//! Perft and move lists for the games played on the chess board with [`VariantMove`]s
//! (antichess, giveaway, horde, atomic), written once over [`BoardRules`]: moves are played
//! by a visitor without a move list, and the last ply is counted, never played.

use super::pseudo::{Count, VariantVisitor};
use super::VariantMove;
use crate::attacks::Sliders;
use crate::movegen::{Black, Side, White};
use crate::position::Position;
use crate::types::Color;
use std::marker::PhantomData;

/// What perft needs of one such game.
pub(crate) trait BoardRules {
    /// Sends the legal moves of `Us`, the side to move, to `sink`.
    fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K);

    /// The number of legal moves of `Us`, the side to move (by popcount where the sink allows).
    #[inline(always)]
    fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
        let mut c = Count(0);
        Self::generate::<S, Us, _>(pos, &mut c);
        c.0
    }

    /// Makes `m`, a legal move of `pos`, in place.
    fn make(pos: &mut Position, m: VariantMove);
}

/// The position after `m`, a legal move of `pos`.
#[inline(always)]
pub(crate) fn play<R: BoardRules>(pos: &Position, m: VariantMove) -> Position {
    let mut child = *pos;
    R::make(&mut child, m);
    child
}

/// The legal moves of `pos`.
pub(crate) fn moves_with<R: BoardRules, S: Sliders>(pos: &Position) -> Vec<VariantMove> {
    let mut v = Vec::new();
    match pos.turn() {
        Color::White => R::generate::<S, White, _>(pos, &mut v),
        Color::Black => R::generate::<S, Black, _>(pos, &mut v),
    }
    v
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub(crate) fn perft_with<R: BoardRules, S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<R, S, White>(pos, depth),
        Color::Black => perft_side::<R, S, Black>(pos, depth),
    }
}

fn perft_side<R: BoardRules, S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => R::count::<S, Us>(pos),
        _ => {
            let mut v = Expand::<R, S, Us> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            R::generate::<S, Us, _>(pos, &mut v);
            v.nodes
        }
    }
}

/// Plays each move in a copy of the position and counts below it (the last ply inline).
struct Expand<'a, R, S, Us> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(R, S, Us)>,
}

impl<R: BoardRules, S: Sliders, Us: Side> VariantVisitor for Expand<'_, R, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        self.nodes += below::<R, S, Us>(self.pos, m, self.depth);
    }
}

/// Leaf nodes `depth` plies below `m`, a legal move of `pos`. Out of line: the generator calls
/// it from each of its move sites, which would otherwise each hold a copy of the counter.
#[inline(never)]
fn below<R: BoardRules, S: Sliders, Us: Side>(pos: &Position, m: VariantMove, depth: u32) -> u64 {
    let mut child = *pos;
    R::make(&mut child, m);
    if depth == 1 {
        R::count::<S, Us::Other>(&child)
    } else {
        perft_side::<R, S, Us::Other>(&child, depth)
    }
}

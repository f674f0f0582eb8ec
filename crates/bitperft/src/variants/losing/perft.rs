//! Losing-chess perft on one thread: moves played by a visitor without a move list, the last
//! ply counted by popcount.

use super::moves::{generate, has_capture, play, Losing};
use crate::attacks::Sliders;
use crate::movegen::{Black, Side, White};
use crate::position::Position;
use crate::types::Color;
use crate::variants::pseudo::{self, en_passant_takers, Count, Limits, Sink};
use crate::variants::VariantMove;
use std::marker::PhantomData;

/// Leaf nodes at `depth` below `pos` (giveaway if `CASTLING`), with slider backend `S`.
pub fn perft_with<S: Sliders, const CASTLING: bool>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White, CASTLING>(pos, depth),
        Color::Black => perft_side::<S, Black, CASTLING>(pos, depth),
    }
}

/// The number of legal moves of `Us`.
#[inline(always)]
fn count<S: Sliders, Us: Side, const CASTLING: bool>(pos: &Position) -> u64 {
    let mine = pos.by_color(Us::COLOR);
    let mut caps = Count(u64::from(en_passant_takers(pos).count()));
    let lim = Limits::to(pos.by_color(!Us::COLOR));
    pseudo::generate::<S, Us, Losing, _>(pos, mine, &lim, &mut caps);
    if caps.0 > 0 {
        return caps.0;
    }
    let mut quiet = Count(0);
    generate::<S, Us, CASTLING, _>(pos, false, &mut quiet);
    quiet.0
}

fn perft_side<S: Sliders, Us: Side, const CASTLING: bool>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us, CASTLING>(pos),
        _ => {
            let mut v = Expand::<S, Us, CASTLING> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            let captures = has_capture::<S, Us>(pos);
            generate::<S, Us, CASTLING, _>(pos, captures, &mut v);
            v.nodes
        }
    }
}

/// Plays each move and counts below it.
struct Expand<'a, S, Us, const CASTLING: bool> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side, const CASTLING: bool> Sink for Expand<'_, S, Us, CASTLING> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        let child = play(self.pos, m);
        self.nodes += if self.depth == 1 {
            count::<S, Us::Other, CASTLING>(&child)
        } else {
            perft_side::<S, Us::Other, CASTLING>(&child, self.depth)
        };
    }
}

//! Horde perft on one thread: moves played by a visitor without a move list, the last ply
//! counted by popcount (White: every piece move; Black: the legal moves by their masks).

use super::black;
use crate::attacks::Sliders;
use crate::movegen::White;
use crate::position::Position;
use crate::types::{Bitboard, Color, Move, MoveKind};
use crate::variants::pseudo::{self, en_passant_takers, Count, Limits, PawnRules, Sink};
use crate::variants::VariantMove;
use std::marker::PhantomData;

/// White's pawns: they also step two squares from rank 1.
struct HordePawns;

impl PawnRules for HordePawns {
    const KING_PROMOTION: bool = false;
    const RANK_1_DOUBLE_STEP: bool = true;
}

/// True if White has no pieces left: the game is over.
#[inline(always)]
fn is_over(pos: &Position) -> bool {
    pos.by_color(Color::White).is_empty()
}

/// Sends the legal moves of the side to move to `sink` (none once White has no pieces).
#[inline(always)]
fn generate<S: Sliders, K: Sink>(pos: &Position, sink: &mut K) {
    if is_over(pos) {
        return;
    }
    match pos.turn() {
        Color::White => {
            let lim = Limits::to(Bitboard::ALL);
            pseudo::generate::<S, White, HordePawns, K>(
                pos,
                pos.by_color(Color::White),
                &lim,
                sink,
            );
            if let Some(ep) = pos.ep_square() {
                for from in en_passant_takers(pos) {
                    sink.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
                }
            }
        }
        Color::Black => black::generate::<S, K>(pos, sink),
    }
}

/// The legal moves of `pos`.
pub(super) fn moves_with<S: Sliders>(pos: &Position) -> Vec<VariantMove> {
    let mut v = Vec::new();
    generate::<S, _>(pos, &mut v);
    v
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut c = Count(0);
            generate::<S, _>(pos, &mut c);
            c.0
        }
        _ => {
            let mut v = Expand::<S> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            generate::<S, _>(pos, &mut v);
            v.nodes
        }
    }
}

/// Plays each move and counts below it.
struct Expand<'a, S> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<S>,
}

impl<S: Sliders> Sink for Expand<'_, S> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        self.nodes += perft_with::<S>(&super::play(self.pos, m), self.depth);
    }
}

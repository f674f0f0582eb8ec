//! Horde perft on one thread: moves played by a visitor without a move list, the last ply
//! counted by popcount (White: every piece move; Black: the legal moves by their masks).

use super::black;
use crate::attacks::Sliders;
use crate::movegen::{Black, Side, White};
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

/// Sends the legal moves of `Us`, the side to move, to `sink` (none once White has no
/// pieces).
#[inline(always)]
fn generate<S: Sliders, Us: Side, K: Sink>(pos: &Position, sink: &mut K) {
    if is_over(pos) {
        return;
    }
    if Us::COLOR == Color::White {
        let lim = Limits::to(Bitboard::ALL);
        pseudo::generate::<S, White, HordePawns, K>(pos, pos.by_color(Color::White), &lim, sink);
        if let Some(ep) = pos.ep_square() {
            for from in en_passant_takers(pos) {
                sink.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
            }
        }
    } else {
        black::generate::<S, K>(pos, sink);
    }
}

/// The legal moves of `pos`.
pub(super) fn moves_with<S: Sliders>(pos: &Position) -> Vec<VariantMove> {
    let mut v = Vec::new();
    match pos.turn() {
        Color::White => generate::<S, White, _>(pos, &mut v),
        Color::Black => generate::<S, Black, _>(pos, &mut v),
    }
    v
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// The number of legal moves of `Us`, by popcount.
#[inline(always)]
fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let mut c = Count(0);
    generate::<S, Us, _>(pos, &mut c);
    c.0
}

fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        _ => {
            let mut v = Expand::<S, Us> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            generate::<S, Us, _>(pos, &mut v);
            v.nodes
        }
    }
}

/// Plays each move and counts below it (the last ply inline).
struct Expand<'a, S, Us> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Sink for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        let mut child = *self.pos;
        super::make(&mut child, m);
        self.nodes += if self.depth == 1 {
            count::<S, Us::Other>(&child)
        } else {
            perft_side::<S, Us::Other>(&child, self.depth)
        };
    }
}

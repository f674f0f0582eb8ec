//! Atomic move generation and perft on one thread. Quiet moves of pieces other than the king
//! are legal by the chess masks (no explosion: pins and checks as in chess, or anything goes
//! when the kings touch) and are counted by popcount; captures, king steps, e.p. and castling
//! are tested one by one ([`Ctx`]), never played at the last ply.

use super::legal::Ctx;
use crate::attacks::{self, Sliders};
use crate::movegen::{Black, Side, White};
use crate::position::Position;
use crate::types::{CastleSide, Color, Move, MoveKind};
use crate::variants::pseudo::{self, en_passant_takers, Count, Limits, PawnRules, Sink};
use crate::variants::VariantMove;
use std::marker::PhantomData;

/// Chess pawns.
struct AtomicPawns;

impl PawnRules for AtomicPawns {
    const KING_PROMOTION: bool = false;
    const RANK_1_DOUBLE_STEP: bool = false;
}

/// Passes on only the moves `Ctx::capture_move` accepts.
struct Captures<'a, S, K> {
    pos: &'a Position,
    ctx: &'a Ctx,
    sink: &'a mut K,
    _s: PhantomData<S>,
}

impl<S: Sliders, K: Sink> Sink for Captures<'_, S, K> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        if let VariantMove::Chess(c) = m {
            if self.ctx.capture_move::<S>(self.pos, c) {
                self.sink.each(m);
            }
        }
    }
}

/// Sends the legal moves of `Us` to `sink` (none if a king is missing).
#[inline(always)]
fn generate<S: Sliders, Us: Side, K: Sink>(pos: &Position, sink: &mut K) {
    let Some(ctx) = Ctx::of::<S>(pos) else {
        return;
    };
    let movers = pos.by_color(Us::COLOR).without(ctx.king);
    pseudo::generate::<S, Us, AtomicPawns, K>(pos, movers, &ctx.quiet_limits(), sink);
    let mut captures = Captures::<S, K> {
        pos,
        ctx: &ctx,
        sink,
        _s: PhantomData,
    };
    pseudo::generate::<S, Us, AtomicPawns, _>(pos, movers, &Limits::to(ctx.theirs), &mut captures);
    if let Some(ep) = pos.ep_square() {
        for from in en_passant_takers(pos) {
            captures.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
        }
    }
    let sink = captures.sink;
    for to in attacks::king(ctx.king) & !ctx.occ {
        if ctx.king_step::<S>(pos, to) {
            sink.each(VariantMove::Chess(Move::new(
                ctx.king,
                to,
                MoveKind::Normal,
            )));
        }
    }
    if pos.castling().any_for(ctx.us) {
        for side in CastleSide::ALL {
            let Some(rook) = pos.castling().rook(ctx.us, side) else {
                continue;
            };
            let (king_to, rook_to) = Position::castle_targets(ctx.us, side);
            let span = attacks::between(ctx.king, rook)
                | attacks::between(ctx.king, king_to).with(king_to)
                | attacks::between(rook, rook_to).with(rook_to);
            if (span & ctx.occ).without(ctx.king).without(rook).is_empty()
                && ctx.castle::<S>(pos, rook, side)
            {
                sink.each(VariantMove::Chess(Move::new(
                    ctx.king,
                    rook,
                    MoveKind::Castle,
                )));
            }
        }
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

fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut c = Count(0);
            generate::<S, Us, _>(pos, &mut c);
            c.0
        }
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

/// Plays each move and counts below it.
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
        self.nodes += perft_side::<S, Us::Other>(&child, self.depth);
    }
}

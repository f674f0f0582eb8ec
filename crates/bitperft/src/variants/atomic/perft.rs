//! Atomic move generation. Quiet moves of pieces other than the king
//! are legal by the chess masks (no explosion: pins and checks as in chess, or anything goes
//! when the kings touch) and are counted by popcount; captures, king steps, e.p. and castling
//! are tested one by one ([`Ctx`]), never played at the last ply. Each piece's moves are
//! generated once, quiet moves and captures together.

use super::legal::Ctx;
use crate::attacks::{self, Sliders};
use crate::movegen::{pawn_origin, Side};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Move, MoveKind, Square};
use crate::variants::board_tree::BoardRules;
use crate::variants::pseudo::{self, en_passant_takers, Limits, PawnRules, VariantVisitor};
use crate::variants::VariantMove;
use std::marker::PhantomData;

/// Chess pawns.
struct AtomicPawns;

impl PawnRules for AtomicPawns {
    const KING_PROMOTION: bool = false;
    const RANK_1_DOUBLE_STEP: bool = false;
}

/// Passes on the legal moves among the pseudo-legal moves of the pieces other than the king,
/// generated once for quiet moves and captures together: quiet moves by the chess pin lines
/// (the targets already carry the check), captures by [`Ctx::capture_move`].
struct Legal<'a, S, K> {
    pos: &'a Position,
    ctx: &'a Ctx,
    sink: &'a mut K,
    _s: PhantomData<S>,
}

impl<S: Sliders, K: VariantVisitor> Legal<'_, S, K> {
    /// The quiet pawn moves among `quiet`, each from `delta` squares behind: a pinned pawn's
    /// only along its line.
    #[inline(always)]
    fn quiet_pawn_steps(&self, quiet: Bitboard, delta: i8) -> Bitboard {
        if self.ctx.pinned.is_empty() {
            return quiet;
        }
        let mut ok = Bitboard::EMPTY;
        for to in quiet {
            if self.ctx.pin_line(pawn_origin(to, delta)).contains(to) {
                ok = ok.with(to);
            }
        }
        ok
    }

    /// Passes on the legal captures onto the enemy pieces among `targets`, each from
    /// `origin(to)` as every kind of `kinds` (one, or the four promotions).
    #[inline(always)]
    fn captures(
        &mut self,
        targets: Bitboard,
        origin: impl Fn(Square) -> Square,
        kinds: &[MoveKind],
    ) {
        for to in targets & self.ctx.theirs {
            let m = Move::new(origin(to), to, kinds[0]);
            if self.ctx.capture_move::<S>(self.pos, m) {
                for &k in kinds {
                    self.sink
                        .each(VariantMove::Chess(Move::new(m.from(), to, k)));
                }
            }
        }
    }
}

impl<S: Sliders, K: VariantVisitor> VariantVisitor for Legal<'_, S, K> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        let VariantMove::Chess(c) = m else {
            unreachable!("no king promotion in atomic")
        };
        let legal = if c.kind() == MoveKind::EnPassant || self.ctx.theirs.contains(c.to()) {
            self.ctx.capture_move::<S>(self.pos, c)
        } else {
            self.ctx.pin_line(c.from()).contains(c.to())
        };
        if legal {
            self.sink.each(m);
        }
    }

    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        let quiet = targets & !self.ctx.theirs & self.ctx.pin_line(from);
        self.sink.piece(from, quiet);
        self.captures(targets, |_| from, &[MoveKind::Normal]);
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        let quiet = self.quiet_pawn_steps(targets & !self.ctx.theirs, delta);
        self.sink.pawns(quiet, delta, kind);
        self.captures(targets, |to| pawn_origin(to, delta), &[kind]);
    }

    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i8, _king: bool) {
        let quiet = self.quiet_pawn_steps(targets & !self.ctx.theirs, delta);
        self.sink.promotions(quiet, delta, false);
        self.captures(targets, |to| pawn_origin(to, delta), &MoveKind::PROMOTIONS);
    }
}

/// Sends the legal moves of `Us` to `sink` (none if a king is missing).
#[inline(always)]
fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K) {
    let Some(ctx) = Ctx::of::<S>(pos) else {
        return;
    };
    let movers = pos.by_color(Us::COLOR).without(ctx.king);
    // Captures next to our king blow it up: never legal.
    let prey = ctx.theirs & !attacks::king(ctx.king);
    let mut legal = Legal::<S, K> {
        pos,
        ctx: &ctx,
        sink,
        _s: PhantomData,
    };
    let targets = Limits::to(ctx.quiet_targets() | prey);
    pseudo::generate::<S, Us, AtomicPawns, _>(pos, movers, &targets, &mut legal);
    if let Some(ep) = pos.ep_square() {
        for from in en_passant_takers(pos) {
            legal.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
        }
    }
    let sink = legal.sink;
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

/// Atomic's rules for [`board_tree`](crate::variants::board_tree).
pub(crate) struct Rules;

impl BoardRules for Rules {
    #[inline(always)]
    fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K) {
        generate::<S, Us, K>(pos, sink);
    }

    #[inline(always)]
    fn make(pos: &mut Position, m: VariantMove) {
        super::make(pos, m);
    }
}

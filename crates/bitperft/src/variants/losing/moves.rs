//! The legal moves of losing chess: the captures (e.p. included) if there are any, else the
//! quiet moves and, in giveaway, castling. Playing a move is the chess move, plus the king
//! promotion and the castling rights, which belong to one king and its rooks.

use crate::attacks::{self, Sliders};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Color, Move, MoveKind, Role, Square};
use crate::variants::pseudo::{
    self, attack_map, en_passant_takers, Limits, PawnRules, VariantVisitor,
};
use crate::variants::VariantMove;

/// Pawns promote to a king too; no rank-1 double steps.
pub(super) struct Losing;

impl PawnRules for Losing {
    const KING_PROMOTION: bool = true;
    const RANK_1_DOUBLE_STEP: bool = false;
}

/// True if the side to move `Us` has a capture (e.p. included).
#[inline(always)]
pub(super) fn has_capture<S: Sliders, Us: Side>(pos: &Position) -> bool {
    (attack_map::<S>(pos, Us::COLOR, pos.occupied()) & pos.by_color(!Us::COLOR)).any()
        || en_passant_takers(pos).any()
}

/// Sends the legal moves of `Us` to `sink`: captures if `captures` (the caller found one),
/// else quiet moves and castling (if `CASTLING`).
#[inline(always)]
pub(super) fn generate<S: Sliders, Us: Side, const CASTLING: bool, K: VariantVisitor>(
    pos: &Position,
    captures: bool,
    sink: &mut K,
) {
    let mine = pos.by_color(Us::COLOR);
    if captures {
        let lim = Limits::to(pos.by_color(!Us::COLOR));
        pseudo::generate::<S, Us, Losing, K>(pos, mine, &lim, sink);
        if let Some(ep) = pos.ep_square() {
            for from in en_passant_takers(pos) {
                sink.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
            }
        }
    } else {
        let lim = Limits::to(!pos.occupied());
        pseudo::generate::<S, Us, Losing, K>(pos, mine, &lim, sink);
        if CASTLING {
            castles::<Us, K>(pos, sink);
        }
    }
}

/// Castling of `Us`: its castling king (on the square its rights record) and a rook with a
/// right, every square between them and both destination squares empty (but for king and
/// rook).
#[inline(always)]
pub(super) fn castles<Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K) {
    let us = Us::COLOR;
    if !pos.castling().any_for(us) {
        return;
    }
    let Some(king) = castling_king(pos, us) else {
        return;
    };
    let occ = pos.occupied();
    for side in CastleSide::ALL {
        let Some(rook) = pos.castling().rook(us, side) else {
            continue;
        };
        let (king_to, rook_to) = Position::castle_targets(us, side);
        let span = attacks::between(king, rook)
            | attacks::between(king, king_to).with(king_to)
            | attacks::between(rook, rook_to).with(rook_to);
        if (span & occ).without(king).without(rook).is_empty() {
            sink.each(VariantMove::Chess(Move::new(king, rook, MoveKind::Castle)));
        }
    }
}

/// The square of `color`'s castling king, for a colour with a castling right: the one its
/// rights record (every position read or played as giveaway), else the king on its back
/// rank (a position read by the chess FEN reader, which has one king a side).
#[inline(always)]
fn castling_king(pos: &Position, color: Color) -> Option<Square> {
    pos.castling()
        .king(color)
        .or_else(|| (pos.pieces(color, Role::King) & Bitboard::rank(color.back_rank())).first())
}

/// Makes `m`, a legal move of `pos` in antichess or giveaway, in place: the chess move (a
/// king promotion is a queen promotion whose queen becomes a king), then the castling rights
/// by squares, as for any unmoved piece: a move from or onto the castling king's square (it
/// moves, castles or is captured) takes its colour's rights, a move from or onto a rook's
/// square that rook's. Another king moving takes nothing.
#[inline(always)]
pub(super) fn make(pos: &mut Position, m: VariantMove) {
    let mut rights = pos.castling();
    if rights.any() {
        for c in Color::ALL {
            if rights.any_for(c) && rights.king(c).is_none() {
                if let Some(king) = castling_king(pos, c) {
                    rights.set_king(c, king);
                }
            }
        }
    }
    let (from, to) = match m {
        VariantMove::Chess(m) => {
            pos.make(m);
            (m.from(), m.to())
        }
        VariantMove::PromoteKing { from, to } => {
            pos.make(Move::new(from, to, MoveKind::PromoteQueen));
            pos.set_role(to, Role::King);
            (from, to)
        }
    };
    if rights.any() {
        rights.after_move_of_kings(from, to);
        pos.set_castling(rights);
    }
}

//! Black's legal moves in horde: chess legality (check and pin masks, king steps onto
//! unattacked squares, castling out of and through no attack, e.p. not exposing the king)
//! against a White army that has no king.

use crate::attacks::{self, Sliders};
use crate::movegen::{snipe, Black};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Color, Move, MoveKind, Role};
use crate::variants::pseudo::{
    self, attack_map, en_passant_takers, Limits, PawnRules, VariantVisitor,
};
use crate::variants::VariantMove;

/// Chess pawns (Black's): no king promotion, no rank-1 double step.
pub(super) struct ChessPawns;

impl PawnRules for ChessPawns {
    const KING_PROMOTION: bool = false;
    const RANK_1_DOUBLE_STEP: bool = false;
}

/// Sends Black's legal moves to `sink`.
#[inline(always)]
pub(super) fn generate<S: Sliders, K: VariantVisitor>(pos: &Position, sink: &mut K) {
    let us = Color::Black;
    let occ = pos.occupied();
    let ours = pos.by_color(us);
    let theirs = pos.by_color(!us);
    let king = pos.king(us);
    let their_rq = pos.orthogonal_sliders(!us);
    let their_bq = pos.diagonal_sliders(!us);

    let mut checkers = (attacks::knight(king) & pos.by_role(Role::Knight) & theirs)
        | (attacks::pawn(us, king) & pos.by_role(Role::Pawn) & theirs);
    let pin_hv = snipe(king, S::rook(king, theirs) & their_rq, ours, &mut checkers);
    let pin_d = snipe(
        king,
        S::bishop(king, theirs) & their_bq,
        ours,
        &mut checkers,
    );

    let occ_no_king = occ.without(king);
    let steps = attacks::king(king) & !ours;
    let safe = if steps.is_empty() {
        steps
    } else {
        steps & !attack_map::<S>(pos, !us, occ_no_king)
    };
    sink.piece(king, safe);
    if checkers.more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(c) => attacks::between(king, c) | checkers,
        None => Bitboard::ALL,
    };
    let lim = Limits {
        targets: check_mask,
        pin_hv,
        pin_d,
    };
    pseudo::generate::<S, Black, ChessPawns, K>(pos, ours.without(king), &lim, sink);

    if let Some(ep) = pos.ep_square() {
        let victim = ep.offset(8).expect("the pushed pawn is on the board");
        for from in en_passant_takers(pos) {
            let after = occ.without(from).without(victim).with(ep);
            let attackers = pos.attackers_with::<S>(king, !us, after).without(victim);
            if attackers.is_empty() {
                sink.each(VariantMove::Chess(Move::new(from, ep, MoveKind::EnPassant)));
            }
        }
    }

    if checkers.is_empty() && pos.castling().any_for(us) {
        for side in CastleSide::ALL {
            let Some(rook) = pos.castling().rook(us, side) else {
                continue;
            };
            let (king_to, rook_to) = Position::castle_targets(us, side);
            let king_path = attacks::between(king, king_to).with(king_to);
            let span = attacks::between(king, rook)
                | king_path
                | attacks::between(rook, rook_to).with(rook_to);
            if (span & occ).without(king).without(rook).any() {
                continue;
            }
            let after = occ.without(king).without(rook).with(king_to).with(rook_to);
            let attacked = attack_map::<S>(pos, !us, occ_no_king);
            if (king_path & attacked).any() || pos.attackers_with::<S>(king_to, !us, after).any() {
                continue;
            }
            sink.each(VariantMove::Chess(Move::new(king, rook, MoveKind::Castle)));
        }
    }
}

//! Horde move generation for [`board_tree`](crate::variants::board_tree); the last ply is
//! counted by popcount (White: every piece move; Black: the legal moves by their masks).

use super::black;
use crate::attacks::Sliders;
use crate::movegen::{Side, White};
use crate::position::Position;
use crate::types::{Bitboard, Color, Move, MoveKind};
use crate::variants::board_tree::BoardRules;
use crate::variants::pseudo::{self, en_passant_takers, Limits, PawnRules, VariantVisitor};
use crate::variants::VariantMove;

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
fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K) {
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

/// Horde's rules for [`board_tree`](crate::variants::board_tree).
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

//! Losing-chess rules for [`board_tree`](crate::variants::board_tree): the last ply counted
//! by popcount in one pass.

use super::moves::{castles, generate, has_capture, make};
use crate::attacks::{self, Sliders};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Bitboard, Role};
use crate::variants::board_tree::BoardRules;
use crate::variants::pseudo::{en_passant_takers, Count, VariantVisitor};
use crate::variants::VariantMove;

/// The number of legal moves of `Us`, in one pass over the pieces: each attack set counted
/// twice by popcount, onto enemy pieces (captures) and onto empty squares (quiet moves); the
/// captures if there are any, else the quiet moves, pawn pushes and castling.
#[inline(always)]
fn count<S: Sliders, Us: Side, const CASTLING: bool>(pos: &Position) -> u64 {
    let us = Us::COLOR;
    let mine = pos.by_color(us);
    let theirs = pos.by_color(!us);
    let occ = pos.occupied();
    let empty = !occ;
    let pawns = pos.by_role(Role::Pawn) & mine;
    let promo = Us::PROMO_RANK;
    let (west, east) = (Us::up_west(pawns) & theirs, Us::up_east(pawns) & theirs);
    let mut caps = u64::from((west & !promo).count() + (east & !promo).count())
        + 5 * u64::from((west & promo).count() + (east & promo).count())
        + u64::from(en_passant_takers(pos).count());
    let mut quiet = 0u64;
    let mut add = |a: Bitboard| {
        caps += u64::from((a & theirs).count());
        quiet += u64::from((a & empty).count());
    };
    for sq in pos.by_role(Role::Knight) & mine {
        add(attacks::knight(sq));
    }
    for sq in pos.diagonal_sliders(us) {
        add(S::bishop(sq, occ));
    }
    for sq in pos.orthogonal_sliders(us) {
        add(S::rook(sq, occ));
    }
    for sq in pos.by_role(Role::King) & mine {
        add(attacks::king(sq));
    }
    if caps > 0 {
        return caps;
    }
    let single = Us::up(pawns) & empty;
    let double = Us::up(single & Us::DOUBLE_PUSH_RANK) & empty;
    quiet += u64::from((single & !promo).count() + double.count())
        + 5 * u64::from((single & promo).count());
    if CASTLING && pos.castling().any_for(us) {
        let mut castling = Count(0);
        castles::<Us, _>(pos, &mut castling);
        quiet += castling.0;
    }
    quiet
}

/// The rules of antichess (giveaway if `CASTLING`) for
/// [`board_tree`](crate::variants::board_tree).
pub(crate) struct Rules<const CASTLING: bool>;

impl<const CASTLING: bool> BoardRules for Rules<CASTLING> {
    #[inline(always)]
    fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K) {
        let captures = has_capture::<S, Us>(pos);
        generate::<S, Us, CASTLING, K>(pos, captures, sink);
    }

    #[inline(always)]
    fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
        count::<S, Us, CASTLING>(pos)
    }

    #[inline(always)]
    fn make(pos: &mut Position, m: VariantMove) {
        make(pos, m);
    }
}

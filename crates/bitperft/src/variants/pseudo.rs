//! The move generator shared by the variants on the chess board without a royal-king rule of
//! their own in the chess generator (antichess, giveaway, horde, atomic): the moves of a set of
//! pieces, restricted to target squares and pin lines the caller computes. Antichess passes no
//! pins and the enemy pieces (or the empty squares) as targets, horde's Black the chess check
//! and pin masks, atomic no restriction at all (it tests each move). Kings that are royal,
//! castling and en passant are each variant's own; everything else is here, once.

use super::VariantMove;
use crate::attacks::{self, Sliders};
use crate::movegen::{pawn_origin, Side};
use crate::position::Position;
use crate::types::{Bitboard, Color, Move, MoveKind, Role, Square};

/// Where moves go: a list, a counter, or a visitor that plays each move and counts below it.
pub(crate) trait VariantVisitor {
    /// One move.
    fn each(&mut self, m: VariantMove);

    /// The piece on `from` moves to each square of `targets`.
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.each(VariantMove::Chess(Move::new(from, to, MoveKind::Normal)));
        }
    }

    /// One pawn move of `kind` to each square of `targets`, from `delta` squares behind it.
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        for to in targets {
            self.each(VariantMove::Chess(Move::new(
                pawn_origin(to, delta),
                to,
                kind,
            )));
        }
    }

    /// The promotions (knight to queen, and king if `king`) onto each square of `targets`.
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i8, king: bool) {
        for to in targets {
            let from = pawn_origin(to, delta);
            for k in MoveKind::PROMOTIONS {
                self.each(VariantMove::Chess(Move::new(from, to, k)));
            }
            if king {
                self.each(VariantMove::PromoteKing { from, to });
            }
        }
    }
}

/// Counts moves by popcount.
#[derive(Default)]
pub(crate) struct Count(pub u64);

impl VariantVisitor for Count {
    #[inline(always)]
    fn each(&mut self, _m: VariantMove) {
        self.0 += 1;
    }
    #[inline(always)]
    fn piece(&mut self, _from: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += u64::from(targets.count());
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, _delta: i8, king: bool) {
        self.0 += u64::from(targets.count()) * if king { 5 } else { 4 };
    }
}

impl VariantVisitor for Vec<VariantMove> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        self.push(m);
    }
}

/// Where the generated pieces may go: `targets` for every move, and the pin lines (a piece on
/// `pin_hv` moves only along it, as does one on `pin_d`; both empty where nothing is pinned).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// Squares a move may end on.
    pub targets: Bitboard,
    /// Pieces pinned on a rank or file, and their lines.
    pub pin_hv: Bitboard,
    /// Pieces pinned on a diagonal, and their lines.
    pub pin_d: Bitboard,
}

impl Limits {
    /// Moves to `targets`, nothing pinned.
    #[inline(always)]
    pub const fn to(targets: Bitboard) -> Limits {
        Limits {
            targets,
            pin_hv: Bitboard::EMPTY,
            pin_d: Bitboard::EMPTY,
        }
    }
}

/// How pawns move in a variant.
pub(crate) trait PawnRules {
    /// Pawns may promote to a king (antichess, giveaway).
    const KING_PROMOTION: bool;
    /// White pawns on rank 1 may step two squares (horde); such a step sets no e.p. square.
    const RANK_1_DOUBLE_STEP: bool;
}

/// The moves of `movers` (pieces of the side `Us` to move, kings included if they are in it),
/// within `lim`: piece moves, pawn pushes, double steps, captures and promotions. No castling,
/// no en passant.
#[inline(always)]
pub(crate) fn generate<S: Sliders, Us: Side, P: PawnRules, K: VariantVisitor>(
    pos: &Position,
    movers: Bitboard,
    lim: &Limits,
    sink: &mut K,
) {
    let us = Us::COLOR;
    let occ = pos.occupied();
    let theirs = pos.by_color(!us);
    let mine = movers & pos.by_color(us);
    let (pin_hv, pin_d) = (lim.pin_hv, lim.pin_d);
    let pinned = pin_hv | pin_d;
    let targets = lim.targets & !pos.by_color(us);

    for sq in pos.by_role(Role::Knight) & mine & !pinned {
        sink.piece(sq, attacks::knight(sq) & targets);
    }
    let diag = pos.diagonal_sliders(us) & movers & !pin_hv;
    for sq in diag & !pin_d {
        sink.piece(sq, S::bishop(sq, occ) & targets);
    }
    for sq in diag & pin_d {
        sink.piece(sq, S::bishop(sq, occ) & targets & pin_d);
    }
    let ortho = pos.orthogonal_sliders(us) & movers & !pin_d;
    for sq in ortho & !pin_hv {
        sink.piece(sq, S::rook(sq, occ) & targets);
    }
    for sq in ortho & pin_hv {
        sink.piece(sq, S::rook(sq, occ) & targets & pin_hv);
    }
    for sq in pos.by_role(Role::King) & mine {
        sink.piece(sq, attacks::king(sq) & targets);
    }

    let pawns = pos.by_role(Role::Pawn) & mine;
    if pawns.is_empty() {
        return;
    }
    let empty = !occ;
    let pushers = pawns & !pin_d;
    let single = (Us::up(pushers & !pin_hv) | (Us::up(pushers & pin_hv) & pin_hv)) & empty;
    let double = Us::up(single & Us::DOUBLE_PUSH_RANK) & empty & targets;
    let pushed = single & targets;
    sink.pawns(pushed & !Us::PROMO_RANK, Us::UP, MoveKind::Normal);
    sink.promotions(pushed & Us::PROMO_RANK, Us::UP, P::KING_PROMOTION);
    sink.pawns(double, 2 * Us::UP, MoveKind::DoublePush);
    if P::RANK_1_DOUBLE_STEP && us == Color::White {
        let from_rank_1 = Us::up(single & Bitboard::rank(1)) & empty & targets;
        sink.pawns(from_rank_1, 2 * Us::UP, MoveKind::Normal);
    }

    let takers = pawns & !pin_hv;
    let free = takers & !pin_d;
    let diag_pinned = takers & pin_d;
    let prey = theirs & targets;
    let west = (Us::up_west(free) | (Us::up_west(diag_pinned) & pin_d)) & prey;
    let east = (Us::up_east(free) | (Us::up_east(diag_pinned) & pin_d)) & prey;
    let (west_delta, east_delta) = (Us::UP - 1, Us::UP + 1);
    sink.pawns(west & !Us::PROMO_RANK, west_delta, MoveKind::Normal);
    sink.promotions(west & Us::PROMO_RANK, west_delta, P::KING_PROMOTION);
    sink.pawns(east & !Us::PROMO_RANK, east_delta, MoveKind::Normal);
    sink.promotions(east & Us::PROMO_RANK, east_delta, P::KING_PROMOTION);
}

/// The pawns of the side to move that can take en passant (not checking any king).
#[inline(always)]
pub(crate) fn en_passant_takers(pos: &Position) -> Bitboard {
    match pos.ep_square() {
        Some(ep) => attacks::pawn(!pos.turn(), ep) & pos.pieces(pos.turn(), Role::Pawn),
        None => Bitboard::EMPTY,
    }
}

/// Every square the pieces of `color` attack (pawns diagonally forward), with occupancy `occ`.
#[inline(always)]
pub(crate) fn attack_map<S: Sliders>(pos: &Position, color: Color, occ: Bitboard) -> Bitboard {
    let theirs = pos.by_color(color);
    let pawns = (pos.by_role(Role::Pawn) & theirs).0;
    let (not_a, not_h) = (!Bitboard::FILE_A.0, !Bitboard::FILE_H.0);
    let mut a = Bitboard(match color {
        Color::White => (pawns & not_a) << 7 | (pawns & not_h) << 9,
        Color::Black => (pawns & not_a) >> 9 | (pawns & not_h) >> 7,
    });
    for sq in pos.by_role(Role::Knight) & theirs {
        a |= attacks::knight(sq);
    }
    for sq in pos.diagonal_sliders(color) {
        a |= S::bishop(sq, occ);
    }
    for sq in pos.orthogonal_sliders(color) {
        a |= S::rook(sq, occ);
    }
    for sq in pos.by_role(Role::King) & theirs {
        a |= attacks::king(sq);
    }
    a
}

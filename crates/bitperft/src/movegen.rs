//! Legal move generation without make-and-test: checkers, a check mask, separate orthogonal
//! and diagonal pin masks, king moves tested against attacks with the king removed, the
//! en-passant discovered-check case, and castling (Chess960 rules included).
//!
//! Generation reports moves to a [`Visitor`] as *target sets*, so counting the legal moves of a
//! position (perft's last ply) is a sum of popcounts and never materialises a move.

use crate::attacks::{self, Sliders};
use crate::position::Position;
use crate::types::{Bitboard, CastleSide, Color, Move, MoveKind, MoveList, Role, Square};

/// Checks and pins on the king on `king` from the enemy sliders `in_view` of one kind
/// (orthogonal or diagonal), which see the king when only their own pieces block. A sniper
/// with none of `ours` in between gives check (added to `checkers`); with exactly one, that
/// piece is pinned. Returns the pin rays (king-exclusive, sniper-inclusive).
#[inline(always)]
pub(crate) fn snipe(
    king: Square,
    in_view: Bitboard,
    ours: Bitboard,
    checkers: &mut Bitboard,
) -> Bitboard {
    let mut pins = Bitboard::EMPTY;
    for s in in_view {
        let line = attacks::between(king, s);
        let b = line & ours;
        if b.is_empty() {
            *checkers = checkers.with(s);
        } else if !b.more_than_one() {
            pins |= line.with(s);
        }
    }
    pins
}

/// Type-level side to move, so generation is specialised for each colour at compile time.
pub trait Side: 'static {
    /// The side's colour.
    const COLOR: Color;
    /// The other side.
    type Other: Side;
    /// Shift one rank forward.
    fn up(b: Bitboard) -> Bitboard;
    /// Shift one rank forward and one file towards a (captures to the west).
    fn up_west(b: Bitboard) -> Bitboard;
    /// Shift one rank forward and one file towards h (captures to the east).
    fn up_east(b: Bitboard) -> Bitboard;
    /// Index step of one rank forward.
    const UP: i8;
    /// The rank a single push lands on from the starting rank (3 for White, 6 for Black).
    const DOUBLE_PUSH_RANK: Bitboard;
    /// The promotion rank.
    const PROMO_RANK: Bitboard;
}

/// White to move.
pub struct White;
/// Black to move.
pub struct Black;

impl Side for White {
    const COLOR: Color = Color::White;
    type Other = Black;
    #[inline(always)]
    fn up(b: Bitboard) -> Bitboard {
        Bitboard(b.0 << 8)
    }
    #[inline(always)]
    fn up_west(b: Bitboard) -> Bitboard {
        Bitboard((b.0 & !Bitboard::FILE_A.0) << 7)
    }
    #[inline(always)]
    fn up_east(b: Bitboard) -> Bitboard {
        Bitboard((b.0 & !Bitboard::FILE_H.0) << 9)
    }
    const UP: i8 = 8;
    const DOUBLE_PUSH_RANK: Bitboard = Bitboard::rank(2);
    const PROMO_RANK: Bitboard = Bitboard::RANK_8;
}

impl Side for Black {
    const COLOR: Color = Color::Black;
    type Other = White;
    #[inline(always)]
    fn up(b: Bitboard) -> Bitboard {
        Bitboard(b.0 >> 8)
    }
    #[inline(always)]
    fn up_west(b: Bitboard) -> Bitboard {
        Bitboard((b.0 & !Bitboard::FILE_A.0) >> 9)
    }
    #[inline(always)]
    fn up_east(b: Bitboard) -> Bitboard {
        Bitboard((b.0 & !Bitboard::FILE_H.0) >> 7)
    }
    const UP: i8 = -8;
    const DOUBLE_PUSH_RANK: Bitboard = Bitboard::rank(5);
    const PROMO_RANK: Bitboard = Bitboard::RANK_1;
}

/// Receives generated moves. Pawn moves come as a target set plus the index step back to
/// their origin (`from = to - delta`). A visitor that handles moves one at a time implements
/// [`Visitor::each`] only; the set methods expand into it by default, and a counting visitor
/// overrides them with popcounts.
pub trait Visitor {
    /// One move.
    fn each(&mut self, m: Move);
    /// The piece on `from` (knight, bishop, rook, queen or king) moves to each of `targets`.
    #[inline(always)]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.each(Move::new(from, to, MoveKind::Normal));
        }
    }
    /// Pawns move to each of `targets` from `target - delta`, with `kind` (normal or double push).
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, kind: MoveKind) {
        for to in targets {
            self.each(Move::new(pawn_origin(to, delta), to, kind));
        }
    }
    /// Pawns promote on each of `targets` (from `target - delta`), four moves each.
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, delta: i8) {
        for to in targets {
            let from = pawn_origin(to, delta);
            for k in MoveKind::PROMOTIONS {
                self.each(Move::new(from, to, k));
            }
        }
    }
    /// A single special move (en passant or castling).
    #[inline(always)]
    fn special(&mut self, m: Move) {
        self.each(m);
    }
}

/// The square a pawn came from to reach `to` by the index step `delta`.
#[inline(always)]
pub(crate) fn pawn_origin(to: Square, delta: i8) -> Square {
    Square::from_index((to.index() as i32 - delta as i32) as u32)
}

/// Counts legal moves by popcount.
#[derive(Default)]
pub struct Counter(pub u64);

impl Visitor for Counter {
    #[inline(always)]
    fn piece(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _delta: i8, _kind: MoveKind) {
        self.0 += targets.count() as u64;
    }
    #[inline(always)]
    fn promotions(&mut self, targets: Bitboard, _delta: i8) {
        self.0 += 4 * targets.count() as u64;
    }
    #[inline(always)]
    fn each(&mut self, _m: Move) {
        self.0 += 1;
    }
}

impl Visitor for MoveList {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.push(m);
    }
}

/// True if a piece of `!us` attacks `sq` with occupancy `occ` (`their_rq`, `their_bq`: their
/// sliders; a kind they lack costs no lookup).
#[inline(always)]
pub(crate) fn attacked<S: Sliders>(
    pos: &Position,
    us: Color,
    sq: Square,
    occ: Bitboard,
    their_rq: Bitboard,
    their_bq: Bitboard,
) -> bool {
    let theirs = pos.by_color(!us);
    ((attacks::pawn(us, sq) & pos.by_role(Role::Pawn))
        | (attacks::knight(sq) & pos.by_role(Role::Knight))
        | (attacks::king(sq) & pos.by_role(Role::King)))
        & theirs
        != Bitboard::EMPTY
        || (their_rq.any() && (S::rook(sq, occ) & their_rq).any())
        || (their_bq.any() && (S::bishop(sq, occ) & their_bq).any())
}

/// The subset of `targets` not attacked by `!us` with occupancy `occ` (tested square by square:
/// the king rarely has more than a few empty neighbours, so this beats a full attack map).
#[inline(always)]
fn safe_squares<S: Sliders>(
    pos: &Position,
    us: Color,
    targets: Bitboard,
    occ: Bitboard,
    rq: Bitboard,
    bq: Bitboard,
) -> Bitboard {
    // Few candidate squares (the usual case in the middlegame): test them one by one. Many
    // (open endgames): one attack map of the whole enemy army is cheaper. Two squares tested
    // alone cost about what the map does (see PERFORMANCE.md, "Move generation and the leaf
    // count").
    if targets.count() <= 2 {
        let mut safe = Bitboard::EMPTY;
        for sq in targets {
            if !attacked::<S>(pos, us, sq, occ, rq, bq) {
                safe = safe.with(sq);
            }
        }
        safe
    } else {
        targets & !attack_map::<S>(pos, !us, occ, rq, bq)
    }
}

/// Every square attacked by `them` with occupancy `occ` (`rq`/`bq`: their sliders).
#[inline(always)]
fn attack_map<S: Sliders>(
    pos: &Position,
    them: Color,
    occ: Bitboard,
    rq: Bitboard,
    bq: Bitboard,
) -> Bitboard {
    let theirs = pos.by_color(them);
    let pawns = (pos.by_role(Role::Pawn) & theirs).0;
    let (not_a, not_h) = (!Bitboard::FILE_A.0, !Bitboard::FILE_H.0);
    let mut a = Bitboard(match them {
        Color::White => (pawns & not_a) << 7 | (pawns & not_h) << 9,
        Color::Black => (pawns & not_a) >> 9 | (pawns & not_h) >> 7,
    });
    for sq in pos.by_role(Role::Knight) & theirs {
        a |= attacks::knight(sq);
    }
    for sq in bq {
        a |= S::bishop(sq, occ);
    }
    for sq in rq {
        a |= S::rook(sq, occ);
    }
    a | attacks::king(pos.king(them))
}

/// Generates every legal move of `pos` (whose side to move is `Us`) into `v`.
#[inline(always)]
pub fn generate<S: Sliders, Us: Side, V: Visitor>(pos: &Position, v: &mut V) {
    generate_status::<S, Us, V, true>(pos, v)
}

/// [`generate`], with the en-passant and castling code compiled only if `SPECIAL`: a caller
/// that knows neither is possible passes `false`.
#[inline(always)]
pub fn generate_status<S: Sliders, Us: Side, V: Visitor, const SPECIAL: bool>(
    pos: &Position,
    v: &mut V,
) {
    let us = Us::COLOR;
    let occ = pos.occupied();
    let ours = pos.by_color(us);
    let theirs = pos.by_color(!us);
    let king_sq = pos.king(us);
    let king_bb = Bitboard::from_square(king_sq);
    let their_rq = pos.orthogonal_sliders(!us);
    let their_bq = pos.diagonal_sliders(!us);

    // Enemy sliders that see our king when only their own pieces block: with nothing of ours
    // in between they give check; with exactly one of ours in between, that piece is pinned
    // (pin rays run king-exclusive, sniper-inclusive). One rook and one bishop lookup serve both.
    let mut checkers = (attacks::knight(king_sq) & pos.by_role(Role::Knight) & theirs)
        | (attacks::pawn(us, king_sq) & pos.by_role(Role::Pawn) & theirs);
    // The diagonal lookup is skipped when they have no diagonal slider (endgames); the
    // orthogonal one is not: rooks stay longer, and that test cost more than it saved.
    let pin_hv = snipe(
        king_sq,
        S::rook(king_sq, theirs) & their_rq,
        ours,
        &mut checkers,
    );
    let pin_d = if their_bq.any() {
        snipe(
            king_sq,
            S::bishop(king_sq, theirs) & their_bq,
            ours,
            &mut checkers,
        )
    } else {
        Bitboard::EMPTY
    };

    // King moves: tested against attacks with our king removed, so the king cannot step back
    // along the line of a checking slider.
    let occ_no_king = occ ^ king_bb;
    let king_targets = attacks::king(king_sq) & !ours;
    v.piece(
        king_sq,
        safe_squares::<S>(pos, us, king_targets, occ_no_king, their_rq, their_bq),
    );
    if checkers.more_than_one() {
        return;
    }
    let check_mask = match checkers.first() {
        Some(c) => attacks::between(king_sq, c) | checkers,
        None => Bitboard::ALL,
    };

    let pinned = pin_hv | pin_d;
    let movable = !ours & check_mask;

    // Knights: a pinned knight never moves.
    for sq in pos.by_role(Role::Knight) & ours & !pinned {
        v.piece(sq, attacks::knight(sq) & movable);
    }
    // Diagonal sliders: not if pinned orthogonally; along the pin if pinned diagonally.
    let diag = pos.diagonal_sliders(us) & !pin_hv;
    for sq in diag & !pin_d {
        v.piece(sq, S::bishop(sq, occ) & movable);
    }
    for sq in diag & pin_d {
        v.piece(sq, S::bishop(sq, occ) & movable & pin_d);
    }
    let ortho = pos.orthogonal_sliders(us) & !pin_d;
    for sq in ortho & !pin_hv {
        v.piece(sq, S::rook(sq, occ) & movable);
    }
    for sq in ortho & pin_hv {
        v.piece(sq, S::rook(sq, occ) & movable & pin_hv);
    }

    // Pawns.
    let pawns = pos.by_role(Role::Pawn) & ours;
    let empty = !occ;
    let pushers = pawns & !pin_d;
    let single = (Us::up(pushers & !pin_hv) | (Us::up(pushers & pin_hv) & pin_hv)) & empty;
    let double = Us::up(single & Us::DOUBLE_PUSH_RANK) & empty & check_mask;
    let single = single & check_mask;
    v.pawns(single & !Us::PROMO_RANK, Us::UP, MoveKind::Normal);
    v.promotions(single & Us::PROMO_RANK, Us::UP);
    v.pawns(double, 2 * Us::UP, MoveKind::DoublePush);

    let takers = pawns & !pin_hv;
    let free = takers & !pin_d;
    let diag_pinned = takers & pin_d;
    let targets = theirs & check_mask;
    let west = (Us::up_west(free) | (Us::up_west(diag_pinned) & pin_d)) & targets;
    let east = (Us::up_east(free) | (Us::up_east(diag_pinned) & pin_d)) & targets;
    let (west_delta, east_delta) = (Us::UP - 1, Us::UP + 1);
    v.pawns(west & !Us::PROMO_RANK, west_delta, MoveKind::Normal);
    v.promotions(west & Us::PROMO_RANK, west_delta);
    v.pawns(east & !Us::PROMO_RANK, east_delta, MoveKind::Normal);
    v.promotions(east & Us::PROMO_RANK, east_delta);

    if let Some(ep) = pos.ep_square().filter(|_| SPECIAL) {
        let victim = Square::from_index((ep.index() as i32 - Us::UP as i32) as u32);
        for from in attacks::pawn(!us, ep) & takers {
            if pin_d.contains(from) && !pin_d.contains(ep) {
                continue;
            }
            // In check: the capture must remove the checker or block the check.
            if checkers.any() && !checkers.contains(victim) && !check_mask.contains(ep) {
                continue;
            }
            // Two pieces leave their squares: test the king's lines from scratch (this covers
            // the horizontal pin through both pawns and any other discovered attack).
            let after =
                (occ ^ Bitboard::from_square(from) ^ Bitboard::from_square(victim)).with(ep);
            if (S::rook(king_sq, after) & their_rq).any()
                || (S::bishop(king_sq, after) & their_bq).any()
            {
                continue;
            }
            v.special(Move::new(from, ep, MoveKind::EnPassant));
        }
    }

    if SPECIAL && checkers.is_empty() && pos.castling().any_for(us) {
        for side in CastleSide::ALL {
            let Some(rook) = pos.castling().rook(us, side) else {
                continue;
            };
            // Quick reject (the usual case): a piece between king and rook. Those squares are
            // always part of the span that must be empty, in Chess960 too.
            if (attacks::between(king_sq, rook) & occ).any() {
                continue;
            }
            let (king_to, rook_to) = Position::castle_targets(us, side);
            let movers = king_bb.with(rook);
            let king_path = attacks::between(king_sq, king_to).with(king_to);
            let span = king_path | attacks::between(rook, rook_to).with(rook_to);
            if (span & occ & !movers).any()
                || safe_squares::<S>(pos, us, king_path, occ_no_king, their_rq, their_bq)
                    != king_path
            {
                continue;
            }
            // Chess960: the castling rook itself may have shielded the king's destination along
            // the back rank. A rook in the corner shields nothing (no square lies beyond it), so
            // standard chess never needs the lookup.
            if !Bitboard::CORNERS.contains(rook) {
                let after = (occ ^ movers).with(king_to).with(rook_to);
                if (S::rook(king_to, after) & their_rq & Bitboard::rank(us.back_rank())).any() {
                    continue;
                }
            }
            v.special(Move::new(king_sq, rook, MoveKind::Castle));
        }
    }
}

/// Generates the legal moves of `pos` into `v`, dispatching on the side to move.
#[inline(always)]
pub fn generate_any<S: Sliders, V: Visitor>(pos: &Position, v: &mut V) {
    match pos.turn() {
        Color::White => generate::<S, White, V>(pos, v),
        Color::Black => generate::<S, Black, V>(pos, v),
    }
}

impl Position {
    /// All legal moves, with this CPU's default slider backend ([`crate::Chess::default`]).
    ///
    /// ```
    /// let p = bitperft::Position::startpos();
    /// assert_eq!(p.legal_moves().len(), 20);
    /// ```
    pub fn legal_moves(&self) -> MoveList {
        crate::Game::moves(&crate::Chess::default(), self)
    }

    /// All legal moves, with slider backend `S`.
    pub fn legal_moves_with<S: Sliders>(&self) -> MoveList {
        let mut list = MoveList::new();
        generate_any::<S, _>(self, &mut list);
        list
    }

    /// The number of legal moves (counted without listing them).
    pub fn count_legal_moves(&self) -> u64 {
        crate::Game::perft(&crate::Chess::default(), self, 1)
    }
}

//! Losing-chess perft on one thread: moves played by a visitor without a move list, the last
//! ply counted by popcount.

use super::moves::{castles, generate, has_capture, make};
use crate::attacks::{self, Sliders};
use crate::movegen::{Black, Side, White};
use crate::position::Position;
use crate::types::{Bitboard, Color, Role};
use crate::variants::pseudo::{en_passant_takers, Count, Sink};
use crate::variants::VariantMove;
use std::marker::PhantomData;

/// Leaf nodes at `depth` below `pos` (giveaway if `CASTLING`), with slider backend `S`.
pub fn perft_with<S: Sliders, const CASTLING: bool>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White, CASTLING>(pos, depth),
        Color::Black => perft_side::<S, Black, CASTLING>(pos, depth),
    }
}

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
    let queens = pos.by_role(Role::Queen);
    for sq in pos.by_role(Role::Knight) & mine {
        add(attacks::knight(sq));
    }
    for sq in (pos.by_role(Role::Bishop) | queens) & mine {
        add(S::bishop(sq, occ));
    }
    for sq in (pos.by_role(Role::Rook) | queens) & mine {
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

fn perft_side<S: Sliders, Us: Side, const CASTLING: bool>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us, CASTLING>(pos),
        _ => {
            let mut v = Expand::<S, Us, CASTLING> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            let captures = has_capture::<S, Us>(pos);
            generate::<S, Us, CASTLING, _>(pos, captures, &mut v);
            v.nodes
        }
    }
}

/// Plays each move and counts below it.
struct Expand<'a, S, Us, const CASTLING: bool> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side, const CASTLING: bool> Sink for Expand<'_, S, Us, CASTLING> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        let mut child = *self.pos;
        make(&mut child, m);
        self.nodes += if self.depth == 1 {
            count::<S, Us::Other, CASTLING>(&child)
        } else {
            perft_side::<S, Us::Other, CASTLING>(&child, self.depth)
        };
    }
}

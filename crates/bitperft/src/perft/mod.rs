//! Chess perft on one thread: count the leaf nodes of the legal move tree to a fixed depth.
//! The last ply is counted by popcount, never played (bulk counting); the ply before it plays
//! only the moves [`unplayed`] cannot count from the null move.

use crate::attacks::Sliders;
use crate::chess::Chess;
use crate::engine::{Game, Mode};
use crate::movegen::{generate, generate_status, Black, Counter, Side, Visitor, White};
use crate::position::Position;
use crate::types::{Color, Move, MoveList};
use std::marker::PhantomData;

mod king_moves;
pub(crate) mod mobility;
pub(crate) mod unplayed;

/// Leaf nodes at `depth` from `pos`, on this thread, with this CPU's default slider backend
/// ([`Chess::default`]).
///
/// ```
/// let p = bitperft::Position::startpos();
/// assert_eq!(bitperft::perft(&p, 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    Chess::default().perft(pos, depth)
}

/// Per-root-move counts at `depth` (depth ≥ 1): one `(move, leaf nodes below it)` per legal
/// move, in generation order, on this thread ([`crate::engine::divide`] of
/// [`Chess::default`]).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    crate::engine::divide(Chess::default(), pos, depth)
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// Legal move count of `pos`, where `Us` is to move (bulk counting: popcounts of target sets).
#[inline(always)]
pub(crate) fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    debug_assert_eq!(
        pos.turn(),
        Us::COLOR,
        "count::<Us> with the other side to move"
    );
    moves_of::<S, Us>(pos)
}

/// The null-move count `n0` of `pos`, where `Us` is to move: the legal moves the other side
/// would have if we passed (our pieces where they stand, no e.p. square).
///
/// The invariant this rests on: the generator for side `Them` reads the board, the castling
/// rights and the e.p. square, never [`Position::turn`], so counting `Them`'s moves on a
/// position where `Us` is to move is the count after a null move, once the e.p. square (ours
/// to take, not theirs) is removed.
#[inline(always)]
fn null_move_count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    debug_assert_eq!(
        pos.turn(),
        Us::COLOR,
        "the null move is made by the side to move"
    );
    match pos.ep_square() {
        None => moves_of::<S, Us::Other>(pos),
        Some(_) => moves_of::<S, Us::Other>(&pos.without_ep()),
    }
}

/// The legal move count of side `Mover` on `pos`'s board, whoever is to move there: only
/// [`count`] (`Mover` to move) and [`null_move_count`] (the other side to move) call it.
#[inline(always)]
fn moves_of<S: Sliders, Mover: Side>(pos: &Position) -> u64 {
    let mut c = Counter(0);
    if pos.ep_square().is_none() && !pos.castling().any_for(Mover::COLOR) {
        generate_status::<S, Mover, _, false>(pos, &mut c);
    } else {
        generate_status::<S, Mover, _, true>(pos, &mut c);
    }
    c.0
}

/// Leaf nodes at depth 2 below `pos` (`Us` to move), with unplayed moves, for the games with
/// hands that reuse chess's depth 2; a function of its own so that reusing it leaves the chess
/// recursion ([`perft_side`]) as it was compiled (PERFORMANCE.md, "Eighteenth session").
#[inline(never)]
pub(crate) fn chess_perft2<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    unplayed::perft2::<S, Us>(pos)
}

pub(crate) fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => unplayed::perft2::<S, Us>(pos),
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += perft_side::<S, Us::Other>(&pos.play_unchecked(m), depth - 1);
            }
            n
        }
    }
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`, counted the way `mode` says
/// ([`Mode::Fast`] is [`perft_with`]).
pub fn perft_mode_with<S: Sliders>(pos: &Position, depth: u32, mode: Mode) -> u64 {
    match (mode, pos.turn()) {
        (Mode::Fast, _) => perft_with::<S>(pos, depth),
        (Mode::Bulk, Color::White) => bulk_side::<S, White>(pos, depth),
        (Mode::Bulk, Color::Black) => bulk_side::<S, Black>(pos, depth),
        (Mode::Make, Color::White) => make_side::<S, White>(pos, depth),
        (Mode::Make, Color::Black) => make_side::<S, Black>(pos, depth),
    }
}

/// [`Mode::Bulk`]: the last ply counted by popcount, every move above it played (depth 2 by
/// the fused leaf parent).
fn bulk_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => leaf_parent::<S, Us>(pos),
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += bulk_side::<S, Us::Other>(&pos.play_unchecked(m), depth - 1);
            }
            n
        }
    }
}

/// [`Mode::Make`]: every move played, the leaves too (each counts one).
fn make_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = MoveList::new();
    generate::<S, Us, _>(pos, &mut list);
    let mut n = 0;
    for &m in list.iter() {
        let child = pos.play_unchecked(m);
        n += if depth == 1 {
            // The leaf is made, as a naive perft makes it; black_box keeps it made.
            std::hint::black_box(&child);
            1
        } else {
            make_side::<S, Us::Other>(&child, depth - 1)
        };
    }
    n
}

/// Perft(2) by the fused leaf parent: each move is played and its child counted as soon as it
/// is generated; no move list is built.
#[inline(always)]
fn leaf_parent<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let mut v = LeafParent::<S, Us>::new(pos);
    generate::<S, Us, _>(pos, &mut v);
    v.nodes
}

/// Visitor for depth 2: plays each generated move and adds the child's legal move count.
struct LeafParent<'a, S, Us> {
    pos: &'a Position,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<'a, S, Us> LeafParent<'a, S, Us> {
    fn new(pos: &'a Position) -> Self {
        LeafParent {
            pos,
            nodes: 0,
            _m: PhantomData,
        }
    }
}

impl<S: Sliders, Us: Side> LeafParent<'_, S, Us> {
    #[inline(always)]
    fn child(&mut self, m: Move) {
        self.nodes += count_after::<S, Us>(self.pos, m);
    }
}

/// The legal move count of the child of `pos` after `m`, made in a copy of `pos` kept in this
/// function's frame. Out of line, so that the generator's visitor holds one call per played
/// child rather than a copy of the counter at every place it is called from; the copy is
/// made here, not by [`Position::play_unchecked`], as the build that was measured does it.
#[inline(never)]
fn count_after<S: Sliders, Us: Side>(pos: &Position, m: Move) -> u64 {
    let mut child = *pos;
    child.make(m);
    count::<S, Us::Other>(&child)
}

impl<S: Sliders, Us: Side> Visitor for LeafParent<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.child(m);
    }
}

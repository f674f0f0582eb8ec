//! Perft: count the leaf nodes of the legal move tree to a fixed depth, with bulk counting
//! (the last ply is counted by popcount, never played).

use crate::attacks::{with_sliders, DefaultSliders, Sliders, WithSliders};
use crate::movegen::{generate, generate_status, Black, Counter, Side, Visitor, White};
use crate::position::Position;
use crate::types::{Color, Move, MoveList};
use std::marker::PhantomData;

mod harmless;
pub mod hash;
mod hashed;
pub mod keys;
mod king_moves;
mod mobility;
pub mod parallel;
mod split;

pub use parallel::{EngineConfig, EngineError, PerftEngine, RunStats};

/// Leaf nodes at `depth` from `pos`, with the default slider backend of this CPU
/// ([`crate::attacks::default_name`]).
///
/// ```
/// let p = bitperft::Position::startpos();
/// assert_eq!(bitperft::perft(&p, 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    struct Run<'a>(&'a Position, u32);
    impl WithSliders for Run<'_> {
        type Output = u64;
        fn run<S: Sliders>(self) -> u64 {
            perft_with::<S>(self.0, self.1)
        }
    }
    // The default is compiled; it fails only where the binary cannot run anyway.
    with_sliders("default", Run(pos, depth))
        .unwrap_or_else(|_| perft_with::<DefaultSliders>(pos, depth))
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// Legal move count of `pos` (bulk counting: popcounts of target sets).
#[inline(always)]
fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let mut c = Counter(0);
    if pos.ep_square().is_none() && !pos.castling().any_for(Us::COLOR) {
        generate_status::<S, Us, _, false>(pos, &mut c);
    } else {
        generate_status::<S, Us, _, true>(pos, &mut c);
    }
    c.0
}

pub(crate) fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => harmless::perft2::<S, Us>(pos),
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += perft_side::<S, Us::Other>(&pos.play_unhashed(m), depth - 1);
            }
            n
        }
    }
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
        self.nodes += count::<S, Us::Other>(&self.pos.play_unhashed(m));
    }
}

impl<S: Sliders, Us: Side> Visitor for LeafParent<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.child(m);
    }
}

/// Per-root-move counts at `depth` (depth ≥ 1): one `(move, leaf nodes below it)` per legal
/// move, in generation order. Default slider backend of this CPU, as [`perft`].
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    struct Run<'a>(&'a Position, u32);
    impl WithSliders for Run<'_> {
        type Output = Vec<(Move, u64)>;
        fn run<S: Sliders>(self) -> Vec<(Move, u64)> {
            divide_with::<S>(self.0, self.1)
        }
    }
    with_sliders("default", Run(pos, depth))
        .unwrap_or_else(|_| divide_with::<DefaultSliders>(pos, depth))
}

/// [`divide`] with slider backend `S`.
pub fn divide_with<S: Sliders>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let depth = depth.max(1);
    pos.legal_moves_with::<S>()
        .iter()
        .map(|&m| (m, perft_with::<S>(&pos.play(m), depth - 1)))
        .collect()
}

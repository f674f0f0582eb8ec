//! Perft with a transposition table: a node with 3 or more plies to go looks its (key, depth)
//! up first and stores its count after; the last two plies are the serial bulk counter (their
//! subtrees are too cheap to be worth a table lookup). Counts are `u128` from here upward.

use super::hash::HashTable;
use super::keys::{Key128, KeySet};
use super::perft_side;
use crate::attacks::Sliders;
use crate::movegen::{generate, Side};
use crate::position::Position;
use crate::types::MoveList;

/// What a hashed search shares: the key sets and the table.
pub(crate) struct HashCtx<'a> {
    pub keys: &'a KeySet,
    pub table: &'a HashTable,
}

/// Leaf nodes at `depth` below `pos`, whose key under `ctx.keys` is `key`.
pub(crate) fn perft_hashed<S: Sliders, Us: Side>(
    pos: &Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_>,
) -> u128 {
    if depth <= 2 {
        return perft_side::<S, Us>(pos, depth) as u128;
    }
    if let Some(n) = ctx.table.probe(key, depth) {
        return n as u128;
    }
    let mut list = MoveList::new();
    generate::<S, Us, _>(pos, &mut list);
    let n = if depth == 3 {
        // Children are depth-2 nodes: not stored, so no keys needed.
        let mut n = 0u64;
        for &m in list.iter() {
            n += perft_side::<S, Us::Other>(&pos.play_unhashed(m), 2);
        }
        n as u128
    } else {
        let mut n = 0u128;
        for &m in list.iter() {
            let child = pos.play_unhashed(m);
            let ck = ctx.keys.child(pos, key, &child);
            n += perft_hashed::<S, Us::Other>(&child, ck, depth - 1, ctx);
        }
        n
    };
    ctx.table.store(key, depth, n);
    n
}

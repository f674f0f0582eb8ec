//! Perft with a transposition table: a node with [`MIN_STORED_DEPTH`] or more plies to go looks
//! its (key, depth) up first and stores its count after; below that the serial bulk counter
//! runs (a depth-1 count is as cheap as the lookup would be). Counts are `u128` from here up.

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

/// The shallowest remaining depth that is looked up and stored.
///
/// 2, not 3: a depth-2 subtree costs ~30 moves made and generated (~3 µs here), a probe one
/// cache miss, and most depth-2 nodes of a deep perft are transpositions. Startpos perft 8 with
/// `--hash 1024`, one thread, huge pages: 24.4 s storing depth 2, 47.2 s storing only 3 and
/// up (perft 7: 1.8 s vs 2.5 s). Depth 1 is not stored: its count is one generation, about
/// what the probe costs.
pub(crate) const MIN_STORED_DEPTH: u32 = 2;

/// Leaf nodes at `depth` below `pos`, whose key under `ctx.keys` is `key`.
pub(crate) fn perft_hashed<S: Sliders, Us: Side>(
    pos: &Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_>,
) -> u128 {
    if depth < MIN_STORED_DEPTH {
        return perft_side::<S, Us>(pos, depth) as u128;
    }
    if let Some(n) = ctx.table.probe(key, depth) {
        return n as u128;
    }
    // One key buffer per ply that expands its children (depth 3 and up), allocated once for
    // the whole search: a fresh 4 KiB array per expanded node was zeroed each time (7 % of
    // the instructions of startpos perft 7 `--hash 256`).
    let plies = (depth - MIN_STORED_DEPTH) as usize;
    let mut keys = vec![[Key128::default(); MoveList::CAPACITY]; plies];
    expand::<S, Us>(pos, key, depth, ctx, &mut keys)
}

/// Counts a node (`depth ≥ MIN_STORED_DEPTH`) whose probe missed, and stores the count.
///
/// Above the lowest stored depth the children are probed too. Their keys are computed first,
/// then their buckets prefetched, all of them, and only then probed: a probe is a cache miss
/// into a table of gigabytes, and this way the misses of one node overlap instead of being
/// paid one after another (a miss replays its move; most children are hits).
///
/// The prefetches get a loop of their own, a few instructions each. Interleaved with the
/// key computation (a copy-make and a key update, ~100 instructions per child), only two or
/// three were in flight at a time on Zen 3, whose prefetches hold their place in the reorder
/// buffer until the line arrives: there a fifth of the time of startpos perft 8 `--hash 1024`
/// was spent on those prefetch instructions.
///
/// `scratch` holds a key buffer for each ply of expanded children below this node (one per
/// remaining depth above [`MIN_STORED_DEPTH`]).
fn expand<S: Sliders, Us: Side>(
    pos: &Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_>,
    scratch: &mut [[Key128; MoveList::CAPACITY]],
) -> u128 {
    let n = if depth == MIN_STORED_DEPTH {
        // Children are not stored, so they need no keys: the serial counter (fused leaf
        // parent) does it all.
        perft_side::<S, Us>(pos, depth) as u128
    } else {
        let mut list = MoveList::new();
        generate::<S, Us, _>(pos, &mut list);
        let (keys, below) = scratch
            .split_first_mut()
            .expect("a key buffer per expanded ply");
        for (k, &m) in keys.iter_mut().zip(list.iter()) {
            *k = ctx.keys.child(pos, key, &pos.play_unhashed(m));
        }
        for k in &keys[..list.len()] {
            ctx.table.prefetch(*k);
        }
        let mut n = 0u128;
        for (&k, &m) in keys.iter().zip(list.iter()) {
            n += match ctx.table.probe(k, depth - 1) {
                Some(c) => c as u128,
                None => expand::<S, Us::Other>(&pos.play_unhashed(m), k, depth - 1, ctx, below),
            };
        }
        n
    };
    ctx.table.store(key, depth, n);
    n
}

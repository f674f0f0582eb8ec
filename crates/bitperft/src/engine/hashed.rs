//! Perft with a transposition table, for any [`Game`]: a node with [`MIN_STORED_DEPTH`] or more
//! plies to go looks its (key, depth) up first and stores its count after; below that the
//! game's own counter runs (a depth-1 count is as cheap as the lookup would be). Counts are
//! `u128` from here up.

use super::{Game, HashTable, Key128};

/// What a hashed search shares: the game, its key set and the table.
pub(crate) struct HashCtx<'a, G: Game> {
    pub game: G,
    pub keys: &'a G::Keys,
    pub table: &'a HashTable,
}

/// The shallowest remaining depth that is looked up and stored: 2, not 3, because most
/// depth-2 nodes of a deep perft are transpositions and a probe (one cache miss) costs less than
/// counting a depth-2 subtree; depth 1 is not stored, its count costs about what the probe
/// does (measured: PERFORMANCE.md, "Hashed perft").
pub(crate) const MIN_STORED_DEPTH: u32 = 2;

/// Leaf nodes at `depth` below `pos`, whose key under `ctx.keys` is `key`.
pub(crate) fn perft_hashed<G: Game>(
    pos: &G::Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_, G>,
) -> u128 {
    if depth < MIN_STORED_DEPTH {
        return ctx.game.perft(pos, depth) as u128;
    }
    if let Some(n) = ctx.table.probe(key, depth) {
        return n as u128;
    }
    // One key buffer per ply that expands its children (depth 3 and up), allocated once for
    // the whole search, not per node.
    let plies = (depth - MIN_STORED_DEPTH) as usize;
    let mut keys = vec![Vec::new(); plies];
    expand(pos, key, depth, ctx, &mut keys)
}

/// Counts a node (`depth ≥ MIN_STORED_DEPTH`) whose probe missed, and stores the count.
///
/// Above the lowest stored depth the children are probed too. Their keys are computed first,
/// then their buckets prefetched, all of them, in a loop of their own, and only then probed: a
/// probe is a cache miss into a table of gigabytes, and this way the misses of one node overlap
/// instead of being paid one after another (a miss replays its move; most children are hits).
///
/// `scratch` holds a key buffer for each ply of expanded children below this node (one per
/// remaining depth above [`MIN_STORED_DEPTH`]).
fn expand<G: Game>(
    pos: &G::Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_, G>,
    scratch: &mut [Vec<Key128>],
) -> u128 {
    let g = ctx.game;
    let n = if depth == MIN_STORED_DEPTH {
        // Children are not stored, so they need no keys: the game's counter does it all.
        g.perft(pos, depth) as u128
    } else {
        let moves = g.moves(pos);
        let moves = moves.as_ref();
        let (keys, below) = scratch
            .split_first_mut()
            .expect("a key buffer per expanded ply");
        keys.clear();
        keys.extend(
            moves
                .iter()
                .map(|&m| g.child_key(ctx.keys, pos, key, &g.play(pos, m))),
        );
        for &k in keys.iter() {
            ctx.table.prefetch(k);
        }
        let mut n = 0u128;
        for (&k, &m) in keys.iter().zip(moves) {
            n += match ctx.table.probe(k, depth - 1) {
                Some(c) => c as u128,
                None => expand(&g.play(pos, m), k, depth - 1, ctx, below),
            };
        }
        n
    };
    ctx.table.store(key, depth, n);
    n
}

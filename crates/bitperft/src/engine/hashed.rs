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
/// does (see PERFORMANCE.md, "Hashed perft").
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
    // One set of buffers per ply that expands its children (depth 3 and up), allocated once
    // for the whole search, not per node.
    let plies = (depth - MIN_STORED_DEPTH) as usize;
    let mut scratch: Vec<Ply<G::Move>> = (0..plies).map(|_| Ply::default()).collect();
    expand(pos, key, depth, ctx, &mut scratch)
}

/// The buffers of one ply of expanded children.
struct Ply<M> {
    /// The children's keys.
    keys: Vec<Key128>,
    /// At the ply above the lowest stored depth, the children whose probe missed and their keys,
    /// counted together ([`Game::perft_each`]) and stored after.
    missed: Vec<M>,
    missed_keys: Vec<Key128>,
    /// Their counts.
    counts: Vec<u64>,
}

impl<M> Default for Ply<M> {
    fn default() -> Self {
        Ply {
            keys: Vec::new(),
            missed: Vec::new(),
            missed_keys: Vec::new(),
            counts: Vec::new(),
        }
    }
}

/// Counts a node (`depth ≥ MIN_STORED_DEPTH`) whose probe missed, and stores the count.
///
/// Above the lowest stored depth the children are probed too. Their keys are computed first,
/// then their buckets prefetched, all of them, in a loop of their own, and only then probed: a
/// probe is a cache miss into a table of gigabytes, and this way the misses of one node overlap
/// instead of being paid one after another (a miss replays its move; most children are hits).
///
/// Children at [`MIN_STORED_DEPTH`] that miss are counted together once all are probed
/// ([`Game::perft_each`]: chess shares its vector lanes between them), then stored.
///
/// `scratch` holds the buffers of each ply of expanded children below this node (one per
/// remaining depth above [`MIN_STORED_DEPTH`]).
fn expand<G: Game>(
    pos: &G::Position,
    key: Key128,
    depth: u32,
    ctx: &HashCtx<'_, G>,
    scratch: &mut [Ply<G::Move>],
) -> u128 {
    let g = ctx.game;
    let n = if depth == MIN_STORED_DEPTH {
        // Children are not stored, so they need no keys: the game's counter does it all.
        g.perft(pos, depth) as u128
    } else {
        let moves = g.moves(pos);
        let moves = moves.as_ref();
        let (ply, below) = scratch.split_first_mut().expect("buffers per expanded ply");
        let keys = &mut ply.keys;
        keys.clear();
        g.child_keys(ctx.keys, pos, key, moves, keys);
        for &k in keys.iter() {
            ctx.table.prefetch(k);
        }
        let mut n = 0u128;
        if depth - 1 == MIN_STORED_DEPTH {
            ply.missed.clear();
            ply.missed_keys.clear();
            for (&k, &m) in keys.iter().zip(moves) {
                match ctx.table.probe(k, depth - 1) {
                    Some(c) => n += c as u128,
                    None => {
                        ply.missed.push(m);
                        ply.missed_keys.push(k);
                    }
                }
            }
            ply.counts.clear();
            ply.counts.resize(ply.missed.len(), 0);
            g.perft_each(pos, &ply.missed, depth - 1, &mut ply.counts);
            for (&k, &c) in ply.missed_keys.iter().zip(&ply.counts) {
                ctx.table.store(k, depth - 1, c as u128);
                n += c as u128;
            }
        } else {
            for (&k, &m) in keys.iter().zip(moves) {
                n += match ctx.table.probe(k, depth - 1) {
                    Some(c) => c as u128,
                    None => expand(&g.play(pos, m), k, depth - 1, ctx, below),
                };
            }
        }
        n
    };
    ctx.table.store(key, depth, n);
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Chess, Position};

    /// Counts through the table only (no split), from the root down.
    fn hashed(fen: &str, depth: u32, buckets: usize) -> u128 {
        let game = Chess::default();
        let keys = game.keys(0x5eed);
        let table = HashTable::with_buckets(buckets).unwrap();
        let ctx = HashCtx {
            game,
            keys: &keys,
            table: &table,
        };
        let pos = game.parse(fen).unwrap();
        perft_hashed(&pos, game.key(&keys, &pos), depth, &ctx)
    }

    #[test]
    fn every_path_gives_the_published_counts_with_any_table() {
        // chessprogramming.org. Every kind of move's child key (castling, e.p., promotions,
        // captures of castling rooks) is read off the move at some expanded node. One bucket
        // keeps almost nothing, 2^16 buckets most of the tree.
        let cases = [
            (Position::STARTPOS_FEN, 5, 4_865_609),
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11_030_083),
            (
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                5,
                15_833_292,
            ),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                4,
                4_085_603,
            ),
        ];
        for (fen, depth, nodes) in cases {
            for buckets in [1, 64, 1 << 16] {
                assert_eq!(
                    hashed(fen, depth, buckets),
                    nodes,
                    "{fen} {buckets} buckets"
                );
            }
        }
    }
}

//! A transposition table for leaf statistics: entries carry a whole [`PerftStats`] (13
//! counters) under the position's 128-bit key and the plies to go. Each slot has its own lock:
//! only subtrees of [`MIN_STORED_DEPTH`] or more plies are looked up, so a lock is taken per
//! thousands of leaves and two threads rarely meet on one slot.

use super::PerftStats;
use crate::chess::KeySet;
use crate::engine::{Key128, DEFAULT_SEED};
use crate::position::Position;
use std::sync::Mutex;

/// Subtrees with fewer plies to go are counted, never looked up: they cost less than a lookup.
pub const MIN_STORED_DEPTH: u32 = 3;

/// One slot: the key and plies to go of the subtree whose statistics it holds (depth 0: empty).
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u128,
    depth: u32,
    stats: PerftStats,
}

/// Why a table could not be allocated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsTableError(pub String);

impl std::fmt::Display for StatsTableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for StatsTableError {}

/// The shared table: a power-of-two number of locked slots, indexed by the key's low bits;
/// a store replaces the slot's entry when its subtree is at least as deep.
pub struct StatsTable {
    slots: Vec<Mutex<Slot>>,
    keys: KeySet,
}

impl StatsTable {
    /// A table of at most `mb` MiB (at least one slot), keys of [`DEFAULT_SEED`].
    pub fn new(mb: usize) -> Result<StatsTable, StatsTableError> {
        StatsTable::with_seed(mb, DEFAULT_SEED)
    }

    /// A table of at most `mb` MiB with the key set of `seed` (a second run with another seed
    /// verifies a deep result with independent keys).
    pub fn with_seed(mb: usize, seed: u64) -> Result<StatsTable, StatsTableError> {
        let per_slot = std::mem::size_of::<Mutex<Slot>>();
        let want = (mb << 20) / per_slot;
        let n = if want == 0 { 1 } else { 1 << want.ilog2() };
        let mut slots = Vec::new();
        slots
            .try_reserve_exact(n)
            .map_err(|e| StatsTableError(format!("cannot allocate {mb} MiB: {e}")))?;
        slots.resize_with(n, || Mutex::new(Slot::default()));
        Ok(StatsTable {
            slots,
            keys: KeySet::new(seed),
        })
    }

    /// The key of `pos`.
    #[inline]
    pub(super) fn key(&self, pos: &Position) -> Key128 {
        self.keys.key(pos)
    }

    fn slot(&self, key: Key128) -> &Mutex<Slot> {
        &self.slots[key.lo() as usize & (self.slots.len() - 1)]
    }

    /// The statistics stored for `key` at `depth` plies to go, if any.
    #[inline]
    pub(super) fn get(&self, key: Key128, depth: u32) -> Option<PerftStats> {
        let s = self.slot(key).lock().unwrap_or_else(|e| e.into_inner());
        (s.depth == depth && s.key == key.0).then_some(s.stats)
    }

    /// Stores `stats` for `key` at `depth` (replacing a shallower or equal entry).
    #[inline]
    pub(super) fn put(&self, key: Key128, depth: u32, stats: PerftStats) {
        let mut s = self.slot(key).lock().unwrap_or_else(|e| e.into_inner());
        if depth >= s.depth {
            *s = Slot {
                key: key.0,
                depth,
                stats,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_deeper_entry_and_matches_key_and_depth() {
        let t = StatsTable::new(1).unwrap();
        let p = Position::startpos();
        let k = t.key(&p);
        let s = PerftStats::LEAF;
        assert_eq!(t.get(k, 3), None);
        t.put(k, 4, s);
        assert_eq!(t.get(k, 4), Some(s));
        assert_eq!(t.get(k, 3), None);
        t.put(k, 3, PerftStats::default());
        assert_eq!(t.get(k, 4), Some(s), "a shallower entry does not replace");
        assert_eq!(
            t.get(Key128(k.0 ^ 1 << 100), 4),
            None,
            "both halves are checked"
        );
    }
}

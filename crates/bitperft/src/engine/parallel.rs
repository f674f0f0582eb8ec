//! The multi-threaded (and optionally hashed) perft engine.
//!
//! The tree is cut breadth-first into unique tasks ([`TASKS_PER_THREAD`] per thread or more,
//! see `split.rs`), ordered largest first; each rayon worker takes the next task from a shared
//! index (one atomic add per task, nothing shared in the counting loop) and keeps its counts in
//! its own vector; the counts are summed per task, then per root move, at the end.
//!
//! One thread and no table is the game's own serial [`Game::perft`], unchanged.
//!
//! A run that may be stopped (`*_until`, given a stop flag) is always cut into tasks, one
//! thread or many; each worker reads the flag before it takes a task, and a task deeper than
//! [`STOP_DEPTH`] plies is counted child by child, the flag read before each. Once the flag is
//! set the run returns `None` within about one count of [`STOP_DEPTH`] plies, and no thread
//! counts on.

use super::hashed::{perft_hashed, HashCtx};
use super::tasks::{split, Split};
use super::{divide, Game, HashAllocError, HashTable};
use rayon::{ThreadPool, ThreadPoolBuilder};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, OnceLock};

/// The seed of the default key set (`--hash-seed` draws another).
pub const DEFAULT_SEED: u64 = 0x6269_7470_6572_6674; // "bitperft"

/// The tree is cut until there are at least this many tasks per thread (where the depth allows),
/// so that the last task to finish is a small share of the work.
pub const TASKS_PER_THREAD: usize = 64;

/// A stoppable run counts subtrees of at most this many plies in one call (reading its stop
/// flag between them): a chess middlegame position's depth-5 count takes well under a second.
pub const STOP_DEPTH: u32 = 5;

/// How to run perft: threads, table, key seed, pinning (the game brings its own counter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Worker threads (≥ 1; 1 with no table is the serial path).
    pub threads: usize,
    /// Transposition table size in MiB (0: no table).
    pub hash_mb: usize,
    /// Seed of the 128-bit table keys ([`DEFAULT_SEED`] unless verifying with a second set).
    pub hash_seed: u64,
    /// Pin worker `i` to core `i` (modulo the cores this process may use).
    pub pin: bool,
}

impl EngineConfig {
    /// Every logical core, no table, default keys, no pinning.
    pub fn all_cores() -> EngineConfig {
        EngineConfig {
            threads: logical_cores(),
            ..EngineConfig::serial()
        }
    }

    /// One thread, no table: exactly the game's [`Game::perft`].
    pub fn serial() -> EngineConfig {
        EngineConfig {
            threads: 1,
            hash_mb: 0,
            hash_seed: DEFAULT_SEED,
            pin: false,
        }
    }
}

/// The number of logical cores this process may run on (1 if unknown).
pub fn logical_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Why an engine could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// `threads` was 0.
    NoThreads,
    /// The thread pool could not be started.
    Pool(String),
    /// The table could not be allocated.
    Hash(HashAllocError),
    /// Pinning was asked for but is not possible here.
    Pin(String),
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::NoThreads => write!(f, "the thread count must be at least 1"),
            EngineError::Pool(e) => write!(f, "cannot start the worker threads: {e}"),
            EngineError::Hash(e) => write!(f, "{e}"),
            EngineError::Pin(e) => write!(f, "cannot pin threads to cores: {e}"),
        }
    }
}

impl std::error::Error for EngineError {}

/// How one run was split, for reports on scaling.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunStats {
    /// The ply the tree was cut at (0: not split).
    pub split_ply: u32,
    /// Frontier nodes at that ply (transpositions counted).
    pub frontier: usize,
    /// Unique tasks counted.
    pub tasks: usize,
    /// The largest single task's count.
    pub largest_task: u128,
    /// The unique tasks' counts added up (less than `nodes` when transpositions merged).
    pub task_sum: u128,
    /// The total count.
    pub nodes: u128,
}

impl RunStats {
    /// The largest task's share of the work: its count over the unique tasks' total (1.0 if
    /// not split).
    pub fn largest_task_share(&self) -> f64 {
        if self.task_sum == 0 {
            1.0
        } else {
            self.largest_task as f64 / self.task_sum as f64
        }
    }
}

/// A configured perft engine for game `G`: a thread pool, an optional shared table and its key
/// set. Reuse one for many positions (a suite): the table stays valid across positions.
pub struct PerftEngine<G: Game> {
    game: G,
    threads: usize,
    pool: Option<ThreadPool>,
    table: Option<HashTable>,
    seed: u64,
    /// The key set of `seed`, drawn when first needed (only a table needs keys).
    keys: OnceLock<G::Keys>,
    cores: Option<Vec<usize>>,
}

impl<G: Game> PerftEngine<G> {
    /// Starts the threads (pinned if asked) and allocates the table.
    pub fn new(game: G, cfg: &EngineConfig) -> Result<PerftEngine<G>, EngineError> {
        if cfg.threads == 0 {
            return Err(EngineError::NoThreads);
        }
        let table = match cfg.hash_mb {
            0 => None,
            mb => Some(HashTable::new(mb).map_err(EngineError::Hash)?),
        };
        let (pool, cores) = if cfg.threads > 1 || cfg.pin {
            let (pool, cores) = build_pool(cfg.threads, cfg.pin)?;
            (Some(pool), cores)
        } else {
            (None, None)
        };
        Ok(PerftEngine {
            game,
            threads: cfg.threads,
            pool,
            table,
            seed: cfg.hash_seed,
            keys: OnceLock::new(),
            cores,
        })
    }

    /// The game counted.
    pub fn game(&self) -> G {
        self.game
    }

    /// Worker threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Table size in bytes (0: no table).
    pub fn hash_bytes(&self) -> usize {
        self.table.as_ref().map_or(0, HashTable::bytes)
    }

    /// The key seed.
    pub fn hash_seed(&self) -> u64 {
        self.seed
    }

    /// The key of `pos` under this engine's key set (what the table stores it under).
    pub fn key(&self, pos: &G::Position) -> crate::engine::Key128 {
        self.game.key(self.keys(), pos)
    }

    /// The key set of the seed.
    fn keys(&self) -> &G::Keys {
        self.keys.get_or_init(|| self.game.keys(self.seed))
    }

    /// The core each worker thread was pinned to (worker `i` → entry `i`), if pinning was asked.
    pub fn pinned_cores(&self) -> Option<&[usize]> {
        self.cores.as_deref()
    }

    /// Table use per mille (sampled), if there is a table.
    pub fn hashfull(&self) -> Option<u32> {
        self.table.as_ref().map(|t| t.hashfull(100_000))
    }

    /// Leaf nodes at `depth` from `pos`.
    pub fn perft(&self, pos: &G::Position, depth: u32) -> u128 {
        self.perft_stats(pos, depth).0
    }

    /// Leaf nodes at `depth` from `pos`, with how the run was split.
    pub fn perft_stats(&self, pos: &G::Position, depth: u32) -> (u128, RunStats) {
        if self.threads == 1 && self.table.is_none() {
            let n = self.install(|| self.game.perft(pos, depth) as u128);
            return (
                n,
                RunStats {
                    tasks: 1,
                    frontier: 1,
                    largest_task: n,
                    task_sum: n,
                    nodes: n,
                    ..RunStats::default()
                },
            );
        }
        let s = self.split(pos, depth, false);
        let counts = self.count_tasks(&s);
        let n = s.total(&counts);
        let stats = RunStats {
            split_ply: s.ply,
            frontier: s.nodes.len(),
            tasks: s.tasks.len(),
            largest_task: counts.iter().copied().max().unwrap_or(0),
            task_sum: counts.iter().sum(),
            nodes: n,
        };
        (n, stats)
    }

    /// Per-root-move counts at `depth` (≥ 1), in generation order, like [`divide`].
    pub fn divide(&self, pos: &G::Position, depth: u32) -> Vec<(G::Move, u128)> {
        let depth = depth.max(1);
        if self.threads == 1 && self.table.is_none() {
            return self.install(|| {
                divide(self.game, pos, depth)
                    .into_iter()
                    .map(|(m, n)| (m, n as u128))
                    .collect()
            });
        }
        let s = self.split(pos, depth, true);
        s.per_root(&self.count_tasks(&s))
    }

    /// Leaf nodes at `depth` from `pos`, or `None` if `stop` was set before the count ended
    /// (the tasks in flight are finished, no other is started).
    pub fn perft_until(&self, pos: &G::Position, depth: u32, stop: &AtomicBool) -> Option<u128> {
        let s = self.split_stoppable(pos, depth, false);
        let counts = self.count_tasks_until(&s, stop)?;
        Some(s.total(&counts))
    }

    /// Per-root-move counts at `depth` (≥ 1), in generation order, like [`PerftEngine::divide`],
    /// or `None` if `stop` was set before the count ended.
    pub fn divide_until(
        &self,
        pos: &G::Position,
        depth: u32,
        stop: &AtomicBool,
    ) -> Option<Vec<(G::Move, u128)>> {
        let s = self.split_stoppable(pos, depth.max(1), true);
        let counts = self.count_tasks_until(&s, stop)?;
        Some(s.per_root(&counts))
    }

    /// [`PerftEngine::tally`], or `None` if `stop` was set before the count ended.
    pub fn tally_until<T: Copy + Default + Send + std::ops::AddAssign>(
        &self,
        pos: &G::Position,
        depth: u32,
        by_root: bool,
        stop: &AtomicBool,
        count: impl Fn(&G::Position, u32) -> T + Sync,
    ) -> Option<Vec<(Option<G::Move>, T)>> {
        let s = self.split_stoppable(pos, depth, by_root);
        let counts: Vec<Option<T>> =
            self.map_tasks(&s, |t, d| self.until(t, d, stop, &count), Some(stop))?;
        let counts: Vec<T> = counts.into_iter().collect::<Option<_>>()?;
        Some(tally_rows(&s, &counts, by_root))
    }

    /// Counts every task of `s` (through the table if there is one) unless `stop` is set.
    fn count_tasks_until(&self, s: &Split<G>, stop: &AtomicBool) -> Option<Vec<u128>> {
        let count = |t: &G::Position, d: u32| self.count(t, d);
        let counts = self.map_tasks(s, |t, d| self.until(t, d, stop, &count), Some(stop))?;
        counts.into_iter().collect()
    }

    /// `count` of the subtree of `pos` to `depth`, in calls of at most [`STOP_DEPTH`] plies
    /// (deeper, child by child: a leaf's tally depends on the moves within its subtree only);
    /// `None` if `stop` is set before the last call.
    fn until<T: Copy + Default + std::ops::AddAssign>(
        &self,
        pos: &G::Position,
        depth: u32,
        stop: &AtomicBool,
        count: &impl Fn(&G::Position, u32) -> T,
    ) -> Option<T> {
        if stop.load(Relaxed) {
            return None;
        }
        if depth <= STOP_DEPTH {
            return Some(count(pos, depth));
        }
        let mut sum = T::default();
        for &m in self.game.moves(pos).as_ref() {
            sum += self.until(&self.game.play(pos, m), depth - 1, stop, count)?;
        }
        Some(sum)
    }

    /// Cuts the tree into tasks: [`TASKS_PER_THREAD`] per thread, largest first; a single
    /// thread takes the root (or the root moves, for divide) as they come.
    fn split(&self, pos: &G::Position, depth: u32, by_root: bool) -> Split<G> {
        let parallel = self.threads > 1;
        let min_tasks = if parallel {
            TASKS_PER_THREAD * self.threads
        } else {
            1
        };
        self.install(|| split(self.game, pos, depth, min_tasks, by_root, parallel))
    }

    /// Cuts the tree into [`TASKS_PER_THREAD`] tasks per thread, a single thread included, so
    /// that a stop flag is read between tasks; largest first where there are several threads.
    fn split_stoppable(&self, pos: &G::Position, depth: u32, by_root: bool) -> Split<G> {
        let parallel = self.threads > 1;
        let min_tasks = TASKS_PER_THREAD * self.threads;
        self.install(|| split(self.game, pos, depth, min_tasks, by_root, parallel))
    }

    /// Any other per-leaf tally through the same task split and threads (no table): `count`
    /// tallies the subtree of a task position to the plies given, and the tallies are summed
    /// over the frontier — per root move (in generation order) if `by_root`, else one entry
    /// with the root move `None`. Used by the leaf statistics ([`crate::stats`]).
    pub fn tally<T: Copy + Default + Send + std::ops::AddAssign>(
        &self,
        pos: &G::Position,
        depth: u32,
        by_root: bool,
        count: impl Fn(&G::Position, u32) -> T + Sync,
    ) -> Vec<(Option<G::Move>, T)> {
        let s = self.split(pos, depth, by_root);
        let counts = self
            .map_tasks(&s, count, None)
            .expect("a run without a stop flag counts every task");
        tally_rows(&s, &counts, by_root)
    }

    /// Runs `f` on the pool (so a pinned single thread is used) or on this thread.
    fn install<R: Send>(&self, f: impl FnOnce() -> R + Send) -> R {
        match &self.pool {
            Some(p) => p.install(f),
            None => f(),
        }
    }

    /// Counts every task of `s`: per-task counts, indexed like `s.tasks`.
    fn count_tasks(&self, s: &Split<G>) -> Vec<u128> {
        self.map_tasks(s, |t, depth| self.count(t, depth), None)
            .expect("a run without a stop flag counts every task")
    }

    /// Counts every task of `s` with `count` (task position, plies to go) on the workers, each
    /// taking the next task as it finishes one: per-task results, indexed like `s.tasks`.
    /// `None` if `stop` is given and was set before every task was taken.
    fn map_tasks<T: Copy + Default + Send>(
        &self,
        s: &Split<G>,
        count: impl Fn(&G::Position, u32) -> T + Sync,
        stop: Option<&AtomicBool>,
    ) -> Option<Vec<T>> {
        let n = s.tasks.len();
        let stopped = || stop.is_some_and(|f| f.load(Relaxed));
        let pool = match &self.pool {
            Some(p) if self.threads > 1 && n > 1 => p,
            _ => {
                return self.install(|| {
                    s.tasks
                        .iter()
                        .map(|t| (!stopped()).then(|| count(t, s.depth)))
                        .collect()
                })
            }
        };
        let next = AtomicUsize::new(0);
        let parts: Vec<Vec<(usize, T)>> = pool.broadcast(|_| {
            let mut mine = Vec::new();
            loop {
                let i = next.fetch_add(1, Relaxed);
                if i >= n || stopped() {
                    break mine;
                }
                mine.push((i, count(&s.tasks[i], s.depth)));
            }
        });
        if stopped() {
            return None;
        }
        let mut counts = vec![T::default(); n];
        for (i, c) in parts.into_iter().flatten() {
            counts[i] = c;
        }
        Some(counts)
    }

    /// Counts one task, through the table if there is one.
    fn count(&self, pos: &G::Position, depth: u32) -> u128 {
        let Some(table) = &self.table else {
            return self.game.perft(pos, depth) as u128;
        };
        let keys = self.keys();
        let ctx = HashCtx {
            game: self.game,
            keys,
            table,
        };
        perft_hashed(pos, self.game.key(keys, pos), depth, &ctx)
    }
}

/// A tally per root move (`by_root`) or one total with the root move `None`, from per-task
/// tallies indexed like `s.tasks`.
fn tally_rows<G: Game, T: Copy + Default + std::ops::AddAssign>(
    s: &Split<G>,
    counts: &[T],
    by_root: bool,
) -> Vec<(Option<G::Move>, T)> {
    if by_root {
        s.per_root(counts)
            .into_iter()
            .map(|(m, t)| (Some(m), t))
            .collect()
    } else {
        vec![(None, s.total(counts))]
    }
}

/// A pool of `threads` workers; if `pin`, worker `i` is pinned to the `i`-th core this process
/// may use (wrapping around), and the cores are returned.
fn build_pool(threads: usize, pin: bool) -> Result<(ThreadPool, Option<Vec<usize>>), EngineError> {
    let builder = ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("bitperft-{i}"));
    if !pin {
        let pool = builder
            .build()
            .map_err(|e| EngineError::Pool(e.to_string()))?;
        return Ok((pool, None));
    }
    let ids = core_affinity::get_core_ids()
        .filter(|ids| !ids.is_empty())
        .ok_or_else(|| EngineError::Pin("the cores of this process are unknown".into()))?;
    let plan: Vec<core_affinity::CoreId> = (0..threads).map(|i| ids[i % ids.len()]).collect();
    let pinned: Arc<Vec<AtomicBool>> =
        Arc::new((0..threads).map(|_| AtomicBool::new(false)).collect());
    let (plan2, pinned2) = (plan.clone(), Arc::clone(&pinned));
    let pool = builder
        .start_handler(move |i| {
            pinned2[i].store(core_affinity::set_for_current(plan2[i]), Relaxed);
        })
        .build()
        .map_err(|e| EngineError::Pool(e.to_string()))?;
    // Every worker has run its start handler before it runs a broadcast job.
    pool.broadcast(|_| ());
    if let Some(i) = (0..threads).find(|&i| !pinned[i].load(Relaxed)) {
        return Err(EngineError::Pin(format!(
            "worker {i} could not be pinned to core {}",
            plan[i].id
        )));
    }
    Ok((pool, Some(plan.iter().map(|c| c.id).collect())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle_check::oracle_perft;
    use crate::{Chess, Move, Position};

    fn engine(threads: usize, hash_mb: usize, seed: u64) -> PerftEngine<Chess> {
        let cfg = EngineConfig {
            threads,
            hash_mb,
            hash_seed: seed,
            pin: false,
        };
        PerftEngine::new(Chess::default(), &cfg).unwrap()
    }

    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    #[test]
    fn every_configuration_gives_the_published_counts() {
        // chessprogramming.org: startpos d5 4,865,609; Kiwipete d4 4,085,603.
        let start = Position::startpos();
        let kiwi = Position::from_fen(KIWIPETE).unwrap();
        for (threads, mb) in [(1, 0), (2, 0), (1, 1), (2, 1), (2, 16), (3, 0)] {
            let e = engine(threads, mb, DEFAULT_SEED);
            assert_eq!(e.perft(&start, 5), 4_865_609, "{threads} threads, {mb} MiB");
            assert_eq!(e.perft(&kiwi, 4), 4_085_603, "{threads} threads, {mb} MiB");
            // Again with the table warm.
            assert_eq!(e.perft(&start, 5), 4_865_609, "{threads} threads, {mb} MiB");
            for d in 0..=2 {
                assert_eq!(e.perft(&start, d), [1, 20, 400][d as usize]);
            }
        }
    }

    #[test]
    fn divide_matches_serial_divide_and_sums_to_perft() {
        let kiwi = Position::from_fen(KIWIPETE).unwrap();
        let serial: Vec<(Move, u128)> = crate::divide(&kiwi, 4)
            .into_iter()
            .map(|(m, n)| (m, n as u128))
            .collect();
        for (threads, mb) in [(2, 0), (1, 4), (2, 4)] {
            let d = engine(threads, mb, DEFAULT_SEED).divide(&kiwi, 4);
            assert_eq!(d, serial, "{threads} threads, {mb} MiB");
            assert_eq!(d.iter().map(|x| x.1).sum::<u128>(), 4_085_603);
        }
        assert_eq!(engine(2, 0, 0).divide(&kiwi, 1).len(), 48);
    }

    #[test]
    fn two_seeds_give_the_same_counts_and_different_keys() {
        // Position 3 d6 (chessprogramming.org): 11,030,083.
        let p = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
        let mut keys = Vec::new();
        for seed in [DEFAULT_SEED, 1] {
            let e = engine(2, 2, seed);
            assert_eq!(e.hash_seed(), seed);
            assert_eq!(e.perft(&p, 6), 11_030_083);
            keys.push(e.key(&p));
        }
        assert_ne!(keys[0].lo(), keys[1].lo());
        assert_ne!(keys[0].hi(), keys[1].hi());
    }

    #[test]
    fn one_table_serves_positions_differing_only_in_castling_rooks() {
        // Rooks on g1 and h1 with right G (castle with g1) or H (with h1): same pieces and
        // rights mask, different trees. Counts from the independent 0x88 reference generator.
        let e = engine(2, 1, DEFAULT_SEED);
        for right in ["G", "H", "G", "H"] {
            let p = Position::from_fen(&format!("4k3/8/8/8/8/8/8/4K1RR w {right} - 0 1")).unwrap();
            assert_eq!(e.perft(&p, 4), oracle_perft(&p, 4) as u128, "{right}");
        }
    }

    #[test]
    fn stats_describe_the_split() {
        let e = engine(2, 0, DEFAULT_SEED);
        let (n, s) = e.perft_stats(&Position::startpos(), 6);
        assert_eq!(n, 119_060_324);
        assert_eq!((s.split_ply, s.frontier, s.tasks), (2, 400, 400));
        assert!(s.largest_task > 0 && s.largest_task_share() < 0.02);
        assert_eq!(s.task_sum, n);
    }

    #[test]
    fn a_stoppable_run_counts_the_same_and_stops_when_told() {
        // chessprogramming.org: Kiwipete d3 97,862, d4 4,085,603; startpos d7 3,195,901,860.
        let kiwi = Position::from_fen(KIWIPETE).unwrap();
        let go = AtomicBool::new(false);
        for (threads, mb) in [(1, 0), (2, 0), (2, 1)] {
            let e = engine(threads, mb, DEFAULT_SEED);
            assert_eq!(e.perft_until(&kiwi, 4, &go), Some(4_085_603));
            assert_eq!(e.perft_until(&kiwi, 0, &go), Some(1));
            let d = e.divide_until(&kiwi, 3, &go).unwrap();
            assert_eq!(d, e.divide(&kiwi, 3));
            assert_eq!(d.iter().map(|x| x.1).sum::<u128>(), 97_862);
            let t = e.tally_until(&kiwi, 3, false, &go, |p, d| Chess::default().perft(p, d));
            assert_eq!(t, Some(vec![(None, 97_862)]));
            assert_eq!(e.perft_until(&kiwi, 4, &AtomicBool::new(true)), None);
            // Stopped from another thread long before the count could end (startpos d9 is
            // 2,439,530,234,167 leaves): within about one count of STOP_DEPTH plies.
            let stop = AtomicBool::new(false);
            let t = std::time::Instant::now();
            std::thread::scope(|s| {
                s.spawn(|| {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    stop.store(true, Relaxed);
                });
                assert_eq!(e.perft_until(&Position::startpos(), 9, &stop), None);
            });
            assert!(
                t.elapsed().as_secs() < 5,
                "{threads} threads: {:?}",
                t.elapsed()
            );
        }
        // A subtree deeper than STOP_DEPTH is counted child by child: position 3 d6
        // (chessprogramming.org) 11,030,083.
        let p = Position::from_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").unwrap();
        for mb in [0, 1] {
            let e = engine(1, mb, DEFAULT_SEED);
            let count = |p: &Position, d: u32| e.count(p, d);
            assert_eq!(e.until(&p, 6, &go, &count), Some(11_030_083));
            assert_eq!(e.until(&p, 6, &AtomicBool::new(true), &count), None);
        }
    }

    #[test]
    fn zero_threads_is_an_error() {
        let cfg = EngineConfig {
            threads: 0,
            ..EngineConfig::serial()
        };
        assert_eq!(
            PerftEngine::new(Chess::default(), &cfg).err(),
            Some(EngineError::NoThreads)
        );
    }

    #[test]
    fn every_backend_through_the_engine() {
        let cfg = EngineConfig {
            threads: 2,
            hash_mb: 1,
            ..EngineConfig::serial()
        };
        for b in crate::attacks::backends() {
            match Chess::with_sliders(b.name) {
                Ok(chess) => {
                    assert_eq!(chess.sliders(), b.name);
                    let e = PerftEngine::new(chess, &cfg).unwrap();
                    assert_eq!(
                        e.perft(&Position::from_fen(KIWIPETE).unwrap(), 3),
                        97_862,
                        "{}",
                        b.name
                    );
                }
                Err(err) => assert!(!b.available, "{}: {err}", b.name),
            }
        }
        assert!(Chess::with_sliders("nope").is_err());
    }
}

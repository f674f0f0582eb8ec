//! The engine layer, written once for any [`Game`]: threads ([`PerftEngine`]: the tree split
//! into unique tasks, largest first), the lock-free transposition table ([`HashTable`], keyed by
//! [`Key128`]), [`divide`], and [`self_check`] (every way of counting a game made to agree at
//! sampled positions). A game plugs in by implementing [`Game`]; standard chess is
//! [`crate::Chess`].
//!
//! ```
//! use bitperft::engine::{EngineConfig, PerftEngine};
//! use bitperft::{Chess, Position};
//! let cfg = EngineConfig { threads: 2, hash_mb: 16, ..EngineConfig::serial() };
//! let engine = PerftEngine::new(Chess::default(), &cfg)?;
//! assert_eq!(engine.perft(&Position::startpos(), 5), 4_865_609);
//! # Ok::<(), bitperft::engine::EngineError>(())
//! ```

mod game;
mod hashed;
mod key;
mod mode;
mod parallel;
mod self_check;
mod table;
mod tasks;

pub use game::{Game, Outcome};
pub use key::Key128;
pub use mode::{fast_only, plain_perft, Mode, ModeError};
pub use parallel::{
    logical_cores, EngineConfig, EngineError, PerftEngine, RunStats, DEFAULT_SEED, STOP_DEPTH,
    TASKS_PER_THREAD,
};
pub use self_check::{
    cross_check, self_check, Disagreement, SelfCheckConfig, SelfCheckReport, SplitMix64, Way,
    WayCount,
};
pub use table::{HashAllocError, HashTable};

/// SplitMix64, the stream every game's key words are drawn from (one seed, `--hash-seed`).
pub use crate::chess::keys::splitmix;

/// The deepest perft the tools accept (command line, suites, UCI `go perft`): far beyond any
/// count computed so far (the start position's record is depth 15), and every count of a chess
/// position to this depth fits in a `u128`.
pub const MAX_DEPTH: u32 = 20;

/// Checks a perft depth asked for by a user: 1 to [`MAX_DEPTH`]; the message names the depth
/// and the range.
pub fn check_depth(depth: u32) -> Result<(), String> {
    if depth == 0 || depth > MAX_DEPTH {
        return Err(format!(
            "depth {depth} is out of range: give a depth from 1 to {MAX_DEPTH}"
        ));
    }
    Ok(())
}

/// Per-root-move counts at `depth` (depth 0 counts as 1): one `(move, leaf nodes below it)` per
/// legal move of `pos`, in generation order, on this thread.
pub fn divide<G: Game>(game: G, pos: &G::Position, depth: u32) -> Vec<(G::Move, u64)> {
    let depth = depth.max(1);
    game.moves(pos)
        .as_ref()
        .iter()
        .map(|&m| (m, game.perft(&game.play(pos, m), depth - 1)))
        .collect()
}

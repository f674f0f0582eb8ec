//! The engine arguments of `perft`, `divide`, `stats` and `suite` (`depth`, `threads`,
//! `hash_mb`, `mode`, `variant`), checked with the command line's messages.

use crate::error::InputError;
use bitperft::Game;
use bitperft::engine::{
    DEFAULT_SEED, EngineConfig, EngineError, Mode, PerftEngine, check_depth, logical_cores,
};
use games::Variant;

/// The most worker threads accepted (the command line's `--threads` limit).
pub const MAX_THREADS: i64 = 1024;
/// The largest table accepted, in MiB (the command line's `--hash` limit, 1 TiB).
pub const MAX_HASH_MB: i64 = 1 << 20;

/// A perft depth: 1 to [`bitperft::engine::MAX_DEPTH`].
pub fn depth(depth: i64) -> Result<u32, InputError> {
    match u32::try_from(depth) {
        Ok(d) => check_depth(d).map(|()| d).map_err(InputError),
        // Negative: the same message as any other depth out of range.
        Err(_) => Err(InputError::new(format!(
            "depth {depth} is out of range: give a depth from 1 to {}",
            bitperft::engine::MAX_DEPTH
        ))),
    }
}

/// The game called `name` (any letter case, `-` and `_` ignored, or an alias).
pub fn variant(name: &str) -> Result<Variant, InputError> {
    Ok(Variant::parse(name)?)
}

/// How to count: threads (`None`: every logical core), table size and mode.
pub fn engine(
    threads: Option<i64>,
    hash_mb: i64,
    mode: &str,
) -> Result<(EngineConfig, Mode), InputError> {
    let threads = match threads {
        None => logical_cores(),
        Some(n) if (1..=MAX_THREADS).contains(&n) => n as usize,
        Some(n) => {
            return Err(InputError::new(format!(
                "{n} threads: give 1 to {MAX_THREADS}"
            )));
        }
    };
    if !(0..=MAX_HASH_MB).contains(&hash_mb) {
        return Err(InputError::new(format!(
            "'{hash_mb}' is not a table size: give MiB from 0 (no table) to {MAX_HASH_MB}"
        )));
    }
    let mode = Mode::parse(mode).map_err(|e| InputError::new(e.0))?;
    let cfg = EngineConfig {
        threads,
        hash_mb: hash_mb as usize,
        hash_seed: DEFAULT_SEED,
        pin: false,
    };
    Ok((cfg, mode))
}

/// An engine for `game` with `cfg`; a table that cannot be allocated or threads that cannot
/// start are input errors naming the argument.
pub fn start<G: Game>(game: G, cfg: &EngineConfig) -> Result<PerftEngine<G>, InputError> {
    PerftEngine::new(game, cfg).map_err(|e| {
        InputError::new(match e {
            EngineError::Hash(e) => format!("hash_mb {}: {e}", cfg.hash_mb),
            e => format!("threads {}: {e}", cfg.threads),
        })
    })
}

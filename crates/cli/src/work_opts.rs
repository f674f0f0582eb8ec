//! Engine flags of `work` (`--threads`, `--hash`, `--hash-seed`) and `count`,
//! the one function through which `work` runs perft.
//!
//! `count` runs the parallel/hashed engine of `perft` (one engine per unit).

use crate::cluster::result::EngineInfo;
use crate::engine_opts::{parse_hash, parse_seed, parse_threads};
use crate::error::CliError;
use bitperft::Game;
use bitperft::engine::{DEFAULT_SEED, EngineConfig, PerftEngine, logical_cores};

/// How `work` counts each position.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WorkOptions {
    /// Worker threads per position (1-1024; default: every logical core).
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// Transposition table in MiB (0 = none), shared by the unit's positions.
    #[arg(long, value_name = "MB", default_value_t = 0, value_parser = parse_hash)]
    pub hash: usize,
    /// Seed of the table keys (decimal or 0x hex); needs --hash. Rerun a split with another
    /// seed and compare with `merge --verify`.
    #[arg(long, value_name = "S", value_parser = parse_seed)]
    pub hash_seed: Option<u64>,
}

impl WorkOptions {
    /// Checks combinations of flags.
    pub fn check(&self) -> Result<(), CliError> {
        if self.hash_seed.is_some() && self.hash == 0 {
            return Err(CliError::input(
                "--hash-seed sets the table keys: it needs a table (--hash MB)",
            ));
        }
        Ok(())
    }

    /// The engine configuration these flags ask for.
    pub fn config(&self) -> EngineConfig {
        EngineConfig {
            threads: self.threads.unwrap_or_else(logical_cores),
            hash_mb: self.hash,
            hash_seed: self.hash_seed.unwrap_or(DEFAULT_SEED),
            ..EngineConfig::serial()
        }
    }

    /// What actually counts, for the result file.
    pub fn info(&self) -> EngineInfo {
        let cfg = self.config();
        let parallel = cfg.threads > 1 || cfg.hash_mb > 0;
        EngineInfo {
            engine: if parallel { "parallel" } else { "serial" }.to_string(),
            threads: cfg.threads,
            hash_mb: cfg.hash_mb,
            hash_seed: self.hash_seed,
        }
    }
}

/// perft(`depth`) of `pos`: the one place `work` calls the engine.
pub fn count<G: Game>(pos: &G::Position, depth: u32, engine: &PerftEngine<G>) -> u128 {
    engine.perft(pos, depth)
}

//! Engine flags of `work` (`--threads`, `--hash`, `--hash-seed`) and `count` / `count_stats`,
//! the functions through which `work` runs perft.
//!
//! `count` runs the parallel/hashed engine of `perft` (one engine per unit); `count_stats`
//! that of `perft --stats` (the engine's threads, `--hash` as a statistics table).

use crate::cluster::result::EngineInfo;
use crate::engine_opts::{parse_hash, parse_seed, parse_threads};
use crate::error::CliError;
use bitperft::engine::{DEFAULT_SEED, EngineConfig, PerftEngine, logical_cores};
use bitperft::stats::{self, PerftStats, StatsTable};
use bitperft::{Chess, Game, Position};

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

impl WorkOptions {
    /// The statistics table `--hash` asks for in a statistics split (the engine's own table,
    /// for node counts, is then left off: see [`WorkOptions::stats_config`]).
    pub fn stats_table(&self) -> Result<Option<StatsTable>, CliError> {
        let cfg = self.config();
        match cfg.hash_mb {
            0 => Ok(None),
            mb => StatsTable::with_seed(mb, cfg.hash_seed)
                .map(Some)
                .map_err(|e| CliError::input(format!("--hash {mb}: {e}"))),
        }
    }

    /// The engine configuration of a statistics split: `--threads`, no node-count table.
    pub fn stats_config(&self) -> EngineConfig {
        EngineConfig {
            hash_mb: 0,
            ..self.config()
        }
    }
}

/// The leaf statistics at `depth` (≥ 1) below `pos`: the one place a statistics `work` calls
/// the engine (as `perft --stats` does).
pub fn count_stats(
    pos: &Position,
    depth: u32,
    engine: &PerftEngine<Chess>,
    table: Option<&StatsTable>,
) -> PerftStats {
    stats::engine_perft_stats(engine, pos, depth, table)
}

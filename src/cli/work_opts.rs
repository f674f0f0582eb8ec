//! Engine flags of `work` (`--threads`, `--hash`, `--hash-seed`, as in issue 5) and `count`,
//! the one function through which `work` runs perft.
//!
//! Until the parallel/hashed engine of issue 5 is merged, `count` calls the serial
//! `bitperft::perft`: the flags are validated and recorded, and cannot change any count.

use super::CliError;
use bitperft::split::result::EngineInfo;
use bitperft::Position;

/// The most worker threads accepted.
pub const MAX_THREADS: usize = 1024;
/// The largest table accepted, in MiB.
pub const MAX_HASH_MB: usize = 1 << 20;

/// How `work` counts each position.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct WorkOptions {
    /// Worker threads per position (1-1024). Used once the parallel engine (issue 5) lands;
    /// this build counts serially.
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// Transposition table in MiB (0 = none). Used once hashed perft (issue 5) lands.
    #[arg(long, value_name = "MB", default_value_t = 0, value_parser = parse_hash)]
    pub hash: usize,
    /// Seed of the table keys (decimal or 0x hex); needs --hash. Rerun a split with another
    /// seed and compare with `merge --verify`. Used once hashed perft (issue 5) lands.
    #[arg(long, value_name = "S", value_parser = parse_seed)]
    pub hash_seed: Option<u64>,
}

fn parse_threads(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        _ => Err(format!(
            "'{s}' is not a thread count: give 1 to {MAX_THREADS}"
        )),
    }
}

fn parse_hash(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if n <= MAX_HASH_MB => {
            bitperft::memory::check_table_mib(n as u64)?;
            Ok(n)
        }
        _ => Err(format!(
            "'{s}' is not a table size: give MiB from 0 (no table) to {MAX_HASH_MB}"
        )),
    }
}

fn parse_seed(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| format!("'{s}' is not a seed: give a 64-bit number, decimal or 0x hex"))
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

    /// True if any engine flag was given.
    pub fn any_set(&self) -> bool {
        self.threads.is_some() || self.hash > 0 || self.hash_seed.is_some()
    }

    /// What actually counts, for the result file.
    pub fn info(&self) -> EngineInfo {
        EngineInfo {
            engine: "serial".to_string(),
            threads: 1,
            hash_mb: 0,
            hash_seed: None,
        }
    }
}

/// perft(`depth`) of `pos`: the one place `work` calls the engine. Wire `opts` to the
/// parallel/hashed engine here when issue 5 is merged; nothing else in `work` changes.
pub fn count(pos: &Position, depth: u32, opts: &WorkOptions) -> u128 {
    let _ = opts;
    u128::from(bitperft::perft(pos, depth))
}

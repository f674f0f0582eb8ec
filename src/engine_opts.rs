//! Engine flags shared by `perft`, `divide`, `suite` and `bench`: `--threads`, `--hash`,
//! `--hash-seed`, `--pin`, `--sliders`, `--mode`.

use crate::error::CliError;
use crate::suggest;
use bitperft::attacks::backends;
use bitperft::engine::{DEFAULT_SEED, EngineConfig, EngineError, Mode, PerftEngine, logical_cores};
use bitperft::{Chess, Game};

/// The most worker threads accepted.
pub const MAX_THREADS: usize = 1024;
/// The largest table accepted, in MiB (1 TiB; the allocation itself may still fail).
pub const MAX_HASH_MB: usize = 1 << 20;

/// How to run the engine (flattened into each subcommand).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct EngineOptions {
    /// Worker threads [default: every logical core; bench: 1, so its speed stays comparable].
    /// 1 is the serial path. bench takes a list and prints each and the speedup: --threads 1,2.
    #[arg(
        long,
        value_name = "N",
        allow_hyphen_values = true,
        value_delimiter = ',',
        value_parser = parse_threads
    )]
    pub threads: Vec<usize>,
    /// Transposition table size in MiB, shared by all threads (0 = no table).
    #[arg(
        long,
        value_name = "MB",
        allow_hyphen_values = true,
        default_value_t = 0,
        value_parser = parse_hash
    )]
    pub hash: usize,
    /// Seed of the 128-bit table keys (decimal or 0x hex); rerun a deep hashed perft with
    /// another seed to verify it with independent keys. Needs --hash.
    #[arg(
        long,
        value_name = "S",
        allow_hyphen_values = true,
        value_parser = parse_seed
    )]
    pub hash_seed: Option<u64>,
    /// Pin worker thread i to core i (cores are reported on stderr, or as "cores" in JSON).
    #[arg(long)]
    pub pin: bool,
    /// Slider backend of chess: kindergarten, magic, pext, hyperbola, simd, raywalk or default,
    /// in any letter case (see `bitperft info`); bench also takes `all` (every available
    /// backend, interleaved). The other games and --stats count with default.
    #[arg(long, value_name = "NAME", default_value = "default")]
    pub sliders: String,
    /// How the last plies are counted (the counts are the same): make (every leaf played, a
    /// naive perft), bulk (the last ply counted without playing it), fast (bulk counting and
    /// the depth-2 shortcuts), in any letter case, in every game.
    #[arg(long, value_name = "MODE", default_value = "fast", value_parser = parse_mode)]
    pub mode: Mode,
}

/// A `--mode` value, in any letter case; a near miss is named (`did you mean 'fast'?`).
pub(super) fn parse_mode(s: &str) -> Result<Mode, String> {
    Mode::parse(s).map_err(
        |e| match suggest::closest(s, Mode::ALL.iter().map(|m| m.name())) {
            Some(m) => format!(
                "'{}' is not a mode: did you mean '{m}'? (give make, bulk or fast)",
                s.trim()
            ),
            None => e.0,
        },
    )
}

pub(super) fn parse_threads(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_THREADS).contains(&n) => Ok(n),
        Ok(n) => Err(format!("{n} threads: give 1 to {MAX_THREADS}")),
        Err(_) => Err(format!(
            "'{s}' is not a thread count: give 1 to {MAX_THREADS}"
        )),
    }
}

/// A `--hash` value: MiB from 0 to [`MAX_HASH_MB`], and no more than the machine's memory.
pub(super) fn parse_hash(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if n <= MAX_HASH_MB => {
            crate::memory::check_table_mib(n as u64)?;
            Ok(n)
        }
        _ => Err(format!(
            "'{s}' is not a table size: give MiB from 0 (no table) to {MAX_HASH_MB}"
        )),
    }
}

pub(super) fn parse_seed(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| format!("'{s}' is not a seed: give a 64-bit number, decimal or 0x hex"))
}

impl EngineOptions {
    /// The configuration for `perft`, `divide` and `suite`: one thread count (default: every
    /// logical core).
    pub fn config(&self) -> Result<EngineConfig, CliError> {
        self.check_seed()?;
        let threads = match self.threads.as_slice() {
            [] => logical_cores(),
            [n] => *n,
            several => {
                let counts: Vec<String> = several.iter().map(usize::to_string).collect();
                return Err(CliError::input(format!(
                    "--threads takes one count here, not several ({}): give it once (only \
                     bench compares a list)",
                    counts.join(", ")
                )));
            }
        };
        Ok(self.with_threads(threads))
    }

    /// The one backend `--sliders` names (`all` is for bench), checked.
    pub fn slider_name(&self) -> Result<&'static str, CliError> {
        Ok(self.slider_names(false)?[0])
    }

    /// `--sliders` as given (`default` when not given), unchecked: for the games without slider
    /// backends, which refuse any other value.
    pub fn sliders_flag(&self) -> &str {
        self.sliders.trim()
    }

    /// Chess with the backend `--sliders` names (one; `all` is for bench).
    pub fn chess(&self) -> Result<Chess, CliError> {
        let name = self.slider_names(false)?[0];
        chess_with(name)
    }

    /// The configurations for `bench`: one per backend (`--sliders`, possibly `all`) and listed
    /// thread count (default: 1), backends outermost.
    pub fn bench_configs(&self) -> Result<Vec<(Chess, EngineConfig)>, CliError> {
        self.check_seed()?;
        let threads = if self.threads.is_empty() {
            vec![1]
        } else {
            self.threads.clone()
        };
        let mut out = Vec::new();
        for s in self.slider_names(true)? {
            let chess = chess_with(s)?;
            out.extend(threads.iter().map(|&t| (chess, self.with_threads(t))));
        }
        Ok(out)
    }

    /// True if any flag differs from the plain serial engine.
    pub fn any_set(&self) -> bool {
        !self.threads.is_empty()
            || self.hash > 0
            || self.hash_seed.is_some()
            || self.pin
            || !(self.sliders.trim().is_empty()
                || self.sliders.trim().eq_ignore_ascii_case("default"))
            || self.mode != Mode::Fast
    }

    /// `game` counting the way `--mode` says; a game that counts one way only refuses the
    /// others (exit 2).
    pub fn moded<G: Game>(&self, game: G) -> Result<G, CliError> {
        game.with_mode(self.mode).map_err(|e| CliError::input(e.0))
    }

    /// An input error unless `--mode` is fast: for the counts that have one way only (leaf
    /// statistics, the oracle).
    pub fn require_fast(&self, what: &str) -> Result<(), CliError> {
        if self.mode == Mode::Fast {
            return Ok(());
        }
        Err(CliError::input(format!(
            "--mode {}: {what} counts one way only (leave --mode out, or give fast)",
            self.mode
        )))
    }

    fn with_threads(&self, threads: usize) -> EngineConfig {
        EngineConfig {
            threads,
            hash_mb: self.hash,
            hash_seed: self.hash_seed.unwrap_or(DEFAULT_SEED),
            pin: self.pin,
        }
    }

    /// The backend names `--sliders` selects: one, or for `all` (bench only) every real
    /// backend this build and CPU can run.
    fn slider_names(&self, allow_all: bool) -> Result<Vec<&'static str>, CliError> {
        let typed = self.sliders.trim();
        let name = typed.to_ascii_lowercase();
        if name == "all" {
            if !allow_all {
                return Err(CliError::input(
                    "--sliders all: only bench compares every backend; name one here (see `bitperft info`)",
                ));
            }
            return Ok(backends()
                .into_iter()
                .filter(|b| b.available && !b.ray_walk)
                .map(|b| b.name)
                .collect());
        }
        if name == "default" || name.is_empty() {
            return Ok(vec!["default"]);
        }
        match backends().into_iter().find(|b| b.name == name) {
            Some(b) => Ok(vec![b.name]),
            None => {
                let known: Vec<&str> = backends()
                    .iter()
                    .filter(|b| b.compiled)
                    .map(|b| b.name)
                    .collect();
                let close = match suggest::closest(
                    typed,
                    known.iter().copied().chain(["default", "all"]),
                ) {
                    Some(name) => format!(": did you mean '{name}'? This build has"),
                    None => "; this build has".to_string(),
                };
                Err(CliError::input(format!(
                    "--sliders '{typed}': unknown backend{close} {}, default or all (bench)",
                    known.join(", ")
                )))
            }
        }
    }

    fn check_seed(&self) -> Result<(), CliError> {
        if self.hash_seed.is_some() && self.hash == 0 {
            return Err(CliError::input(
                "--hash-seed sets the table keys: it needs a table (--hash MB)",
            ));
        }
        Ok(())
    }
}

/// Chess with the backend called `name`; a backend this build or CPU cannot run is an input
/// error naming the flag.
fn chess_with(name: &str) -> Result<Chess, CliError> {
    Chess::with_sliders(name).map_err(|e| CliError::input(format!("--sliders {name}: {e}")))
}

/// Starts an engine for `game`; set-up failures become messages naming the flag. Reports
/// pinned cores on stderr unless `quiet` (JSON output carries them instead).
pub fn start<G: Game>(
    game: G,
    cfg: &EngineConfig,
    quiet: bool,
) -> Result<PerftEngine<G>, CliError> {
    let engine = PerftEngine::new(game, cfg).map_err(|e| match e {
        EngineError::NoThreads => CliError::input("--threads must be at least 1"),
        EngineError::Hash(e) => CliError::input(format!("--hash {}: {e}", cfg.hash_mb)),
        EngineError::Pin(e) => CliError::input(format!("--pin: {e}")),
        EngineError::Pool(e) => CliError {
            code: 1,
            message: format!("--threads {}: cannot start the threads: {e}", cfg.threads),
        },
    })?;
    if let (Some(cores), false) = (engine.pinned_cores(), quiet) {
        eprintln!(
            "info: {} worker threads pinned to cores {}",
            cores.len(),
            list(cores)
        );
    }
    Ok(engine)
}

/// `0,1,2`.
fn list(cores: &[usize]) -> String {
    cores
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

//! The command line as clap sees it: every subcommand, flag and argument, with its help text.

use crate::debug::{Protocol, parse_timeout};
use crate::engine_opts::EngineOptions;
use bitperft::engine::MAX_DEPTH;
use clap::{Parser, Subcommand};

/// bitperft: a fast, trustworthy chess perft engine.
#[derive(Parser, Debug)]
#[command(name = "bitperft", version, about, propagate_version = true)]
pub struct Cli {
    /// Never show progress bars (they are also hidden when stderr is not a terminal).
    #[arg(long, global = true)]
    pub(crate) quiet: bool,
    /// Read variants from FILE, in Fairy-Stockfish's variants.ini format: its sections become
    /// games that --variant names (before the built-in ones of the same name).
    #[arg(long, global = true, value_name = "FILE")]
    pub(crate) variants: Option<std::path::PathBuf>,
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// Where the position comes from: `--fen` (default: the start position) and `--moves`.
#[derive(clap::Args, Debug, Clone)]
pub struct PositionArgs {
    /// The game: chess (default), crazyhouse, ... in any letter case (`bitperft info` lists
    /// them and their aliases). FENs are in Fairy-Stockfish's notation for the variant
    /// (holdings in brackets).
    #[arg(long, value_name = "NAME", default_value = "chess")]
    pub(crate) variant: String,
    /// FEN or 4-field EPD position, or a named one: startpos, and in chess kiwipete,
    /// position3 ... position6 (`bitperft info` lists them); SFEN in the shogi variants
    /// [default: the start position].
    #[arg(long)]
    pub(crate) fen: Option<String>,
    /// UCI moves to play from the position first: --moves e2e4 e7e5, or as one argument
    /// --moves "e2e4 e7e5"; drops as P@e4.
    #[arg(long, num_args = 1..)]
    pub(crate) moves: Vec<String>,
    /// Write castling king-takes-rook (Chess960: e1h1) for a FEN with KQkq letters (implied
    /// by Shredder-FEN letters and by castling pieces off their standard squares).
    #[arg(long)]
    pub(crate) chess960: bool,
    /// Also reject positions whose check cannot arise in a game (three checkers, impossible
    /// double checks, an e.p. square with an unrelated check; in the fairy engine's variants,
    /// more promoted pieces than missing pawns); they are counted by default.
    #[arg(long)]
    pub(crate) strict: bool,
}

impl PositionArgs {
    /// The moves of `--moves`, each argument split at spaces (`--moves "e2e4 e7e5"`).
    pub(crate) fn move_list(&self) -> impl Iterator<Item = &str> {
        self.moves.iter().flat_map(|m| m.split_whitespace())
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Validate a variants file (Fairy-Stockfish's variants.ini format): list the variants it
    /// defines, or every problem it has (exit status 2).
    Check {
        /// The file.
        file: std::path::PathBuf,
    },
    /// Build and CPU report: compiled slider backends, the default and why, CPU features.
    Info {
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Count leaf nodes to DEPTH and print nodes, time and speed.
    Perft {
        /// Depth in plies (1-20).
        #[arg(allow_negative_numbers = true, value_parser = parse_depth)]
        depth: u32,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        /// Also count captures, en passant, castles, promotions, checks (direct, discovered,
        /// double) and checkmates among the leaf nodes: docs/stats.md.
        #[arg(long)]
        stats: bool,
        /// Record each finished root move's count (with --stats: its statistics) in FILE
        /// (atomically); rerunning with the same FILE skips them. A file for another position,
        /// depth or kind (counts vs statistics) is refused.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<std::path::PathBuf>,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// Per-root-move node counts (`e2e4: 20`), then `Nodes searched: N`.
    Divide {
        /// Depth in plies (1-20).
        #[arg(allow_negative_numbers = true, value_parser = parse_depth)]
        depth: u32,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        /// Also count the leaf statistics of each root move's subtree (chess; the columns of
        /// `perft --stats`; text: the totals' table after the moves).
        #[arg(long)]
        stats: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// Run an EPD perft suite (default: the bundled perf-suites/standard.epd) and check every count.
    Suite {
        /// EPD file: `FEN ;D1 n1 ;D2 n2 ...` per line; `-` reads it from standard input.
        file: Option<std::path::PathBuf>,
        /// The game the file's positions are in, in any letter case (`bitperft info` lists
        /// them); a variant's bundled suite is perf-suites/variants/NAME.epd.
        #[arg(long, value_name = "NAME", default_value = "chess")]
        variant: String,
        /// Skip depths deeper than this.
        #[arg(long, value_name = "D", value_parser = parse_depth)]
        max_depth: Option<u32>,
        /// Skip depths whose expected node count exceeds this (a whole number; 1e6 and
        /// 1_000_000 are read too).
        #[arg(long, value_name = "N", value_parser = parse_nodes)]
        max_nodes: Option<u64>,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
        /// Reject lines whose check cannot arise in a game (see `perft --help`).
        #[arg(long)]
        strict: bool,
        /// Append each finished result to FILE as a JSON line, flushed at once.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
        /// Skip the (FEN, depth) results already in FILE (from --out), still listing them in
        /// the output and summary; new results are appended to FILE unless --out names another.
        #[arg(long, value_name = "FILE")]
        resume: Option<std::path::PathBuf>,
        /// Count the depths that have an `S<depth>` field (`name=value` statistics,
        /// docs/stats.md) with leaf statistics and check every named column (chess; --hash
        /// is then the statistics table). Without it, S fields are only validated.
        #[arg(long)]
        stats: bool,
    },
    /// The script interface of the perftree debugger: `<move> <count>` lines, a blank line, the
    /// total. perftree passes no flags of its own: BITPERFT_VARIANTS=FILE, BITPERFT_VARIANT=NAME
    /// and BITPERFT_CHESS960=1 stand for --variants, --variant and --chess960.
    Perftree {
        /// Depth in plies (0-20).
        #[arg(allow_negative_numbers = true, value_parser = parse_depth)]
        depth: u32,
        /// The base position: a FEN, or a named one (startpos, kiwipete, ...).
        fen: String,
        /// Space-separated UCI moves from the base position, as one argument.
        moves: Option<String>,
        /// Reject positions whose check cannot arise in a game.
        #[arg(long)]
        strict: bool,
        /// The game (default: chess, or the BITPERFT_VARIANT environment variable).
        #[arg(long, value_name = "NAME")]
        variant: Option<String>,
        /// Write castling king-takes-rook (Chess960) for a FEN with KQkq letters (also
        /// BITPERFT_CHESS960=1; implied by Shredder-FEN letters).
        #[arg(long)]
        chess960: bool,
    },
    /// A minimal UCI loop on stdin/stdout for perft (`position ...`, `go perft N`, `d`).
    Uci,
    /// Find the bug in another engine's move generator: run its divide, compare it with
    /// bitperft's and go down into a move whose count differs (smallest subtree first), to the
    /// position where its moves differ. Prints the path, the FEN, the missing and extra moves
    /// and the engine calls; exit status 1 if a difference was found, 0 if none at DEPTH. Each
    /// step also checks bitperft against itself (one ply up, and with every leaf played); a
    /// disagreement ends the walk naming bitperft. With UCI, --variant and --chess960 also set
    /// the engine's UCI_Variant and UCI_Chess960.
    Debug {
        /// Depth in plies (1-20).
        #[arg(allow_negative_numbers = true, value_parser = parse_depth)]
        depth: u32,
        /// The engine's command line, split into words as a shell would (quotes and backslashes
        /// group; no variables or pipes: give sh -c '...' for those). E.g. --engine stockfish.
        #[arg(long, value_name = "CMD")]
        engine: String,
        /// How to talk to the engine (uci or perftree, any letter case). A perftree script
        /// gets the variant in BITPERFT_VARIANT and Chess960 notation in BITPERFT_CHESS960
        /// (1 or 0), as `bitperft perftree` reads them.
        #[arg(long, value_enum, default_value = "uci", ignore_case = true)]
        protocol: Protocol,
        #[command(flatten)]
        pos: PositionArgs,
        /// Seconds the engine may take for one divide and, with UCI, for each answer of the
        /// handshake (`uciok`, `readyok`) [default: no limit for a divide, 30 s for the
        /// handshake].
        #[arg(long, value_name = "SECS", allow_hyphen_values = true, value_parser = parse_timeout)]
        timeout: Option<std::time::Duration>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        counting: EngineOptions,
    },
    /// Print the board, FEN, side to move, castling rights, e.p. square, checkers, Zobrist key and
    /// legal move count of a position.
    Show {
        #[command(flatten)]
        pos: PositionArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The fixed benchmark set; per position nodes, ms, Mnps, and a total (single-threaded unless
    /// --threads; with a list, each count and the speedup).
    Bench {
        /// Run the 0x88 oracle instead (the independent, deliberately simple generator the tests
        /// check the engine against: the baseline).
        #[arg(long)]
        oracle: bool,
        /// Run the set N times and report the median time per position and for the total.
        #[arg(long, default_value_t = 1)]
        repeat: u32,
        /// The game whose bench set runs (`bitperft info` lists them).
        #[arg(long, value_name = "NAME", default_value = "chess")]
        variant: String,
        /// Bench the positions of this EPD file instead, each at its deepest listed depth (its
        /// counts are checked): a game without a bundled suite, such as a section of a
        /// variants file, is benched this way.
        #[arg(long, value_name = "FILE")]
        suite: Option<std::path::PathBuf>,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// Every way of counting a game made to agree: random games from its start position (chess:
    /// also the Chess960 start positions) and its bundled suite's positions, and at positions
    /// sampled along them, make, bulk and fast counting, a serial divide and the threaded engine
    /// with a table must give the same count at each depth (fairychess: also the chess engine,
    /// on the same FENs). Prints one line per variant and each disagreement with the commands
    /// that reproduce it; exit status 1 if any ways disagreed.
    Selfcheck {
        /// The game (`bitperft info` lists them), or `all` for every one in turn.
        #[arg(long, value_name = "NAME", default_value = "chess")]
        variant: String,
        /// Seed of the games (decimal or 0x hex): the same seed plays the same games.
        #[arg(long, value_name = "S", allow_hyphen_values = true,
              default_value_t = crate::commands::selfcheck::DEFAULT_SEED,
              value_parser = crate::engine_opts::parse_seed)]
        seed: u64,
        /// Games per variant at most [default: 4, or no limit with --seconds].
        #[arg(long, value_name = "N", allow_hyphen_values = true,
              value_parser = crate::commands::selfcheck::parse_games)]
        games: Option<u64>,
        /// Moves per game at most (a game also ends where there are no moves).
        #[arg(long, value_name = "N", default_value_t = 40, allow_hyphen_values = true,
              value_parser = crate::commands::selfcheck::parse_plies)]
        plies: u32,
        /// The deepest depth counted (1-20); a depth is counted only where its estimated count
        /// is at most 200,000 leaves, so every leaf can be made.
        #[arg(long, value_name = "D", default_value_t = 3, allow_negative_numbers = true,
              value_parser = parse_depth)]
        depth: u32,
        /// Time per variant: games are played until it is spent (a position being counted is
        /// finished first; at least one position is checked).
        #[arg(long, value_name = "S", allow_hyphen_values = true,
              value_parser = crate::commands::selfcheck::parse_seconds)]
        seconds: Option<f64>,
        /// Print JSON Lines instead of text: one object per variant, then a summary.
        #[arg(long)]
        json: bool,
    },
    /// Split a deep perft at a ply into work units for a cluster scheduler: the unique
    /// positions (with multiplicities) balanced into DIR/unit-<I>.tsv, plus DIR/manifest.json.
    /// With --unique: unique positions per ply instead.
    Split {
        /// Total depth of the perft (1-20); optional with --unique.
        #[arg(required_unless_present = "unique")]
        depth: Option<u32>,
        #[command(flatten)]
        pos: PositionArgs,
        /// Ply at which to split (1 to DEPTH, at most 8; with --stats below DEPTH): required
        /// to split. With --unique: the deepest ply listed (4 if not given).
        #[arg(long, value_name = "K", required_unless_present = "unique")]
        ply: Option<u32>,
        /// Number of work units.
        #[arg(
            long,
            value_name = "N",
            required_unless_present = "unique",
            conflicts_with = "unique"
        )]
        units: Option<usize>,
        /// Directory for the unit files and manifest (created; must not hold a split).
        #[arg(
            long,
            value_name = "DIR",
            required_unless_present = "unique",
            conflicts_with = "unique"
        )]
        out: Option<std::path::PathBuf>,
        /// A statistics run (chess): `work` counts each position's leaf statistics
        /// (docs/stats.md) and `merge` sums every column.
        #[arg(long, conflicts_with = "unique")]
        stats: bool,
        /// Print unique positions and paths per ply 1..K instead of splitting.
        #[arg(long)]
        unique: bool,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Count one unit of a split: perft(DEPTH - K) of each position (a `split --stats` split:
    /// its leaf statistics), checkpointed per position, result in DIR/results/unit-<I>.json.
    /// A finished unit is a no-op; a killed one resumes.
    Work {
        /// The split directory (holding manifest.json).
        dir: std::path::PathBuf,
        /// Zero-based unit index (0 to N-1).
        #[arg(long, value_name = "I", conflicts_with = "unit_env")]
        unit: Option<usize>,
        /// Read the unit index from this environment variable (SLURM_ARRAY_TASK_ID,
        /// JOB_COMPLETION_INDEX, or one set from GNU parallel's {#}).
        #[arg(long, value_name = "VAR")]
        unit_env: Option<String>,
        /// What the scheduler numbers the first unit: 0 or 1 (GNU parallel's {#} is 1).
        #[arg(long, value_name = "0|1", requires = "unit_env",
              value_parser = clap::value_parser!(u32).range(0..=1))]
        unit_base: Option<u32>,
        #[command(flatten)]
        engine: EngineOptions,
        /// Print a JSON line instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check every unit's result against the manifest, print the total (Σ multiplicity ×
    /// count; a statistics split: every column, as `perft --stats`), and list missing or
    /// corrupt units (exit status 1 if any).
    Merge {
        /// The split directory.
        dir: std::path::PathBuf,
        /// Compare with a second, independent run of the split, unit by unit and position by
        /// position (exit status 1 on any difference).
        #[arg(long, value_name = "DIR2")]
        verify: Option<std::path::PathBuf>,
        /// Print a JSON line instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// A depth argument: any whole number here (each subcommand checks its range), with a message
/// that says what a depth is for anything else (`x`, `-1`).
pub(crate) fn parse_depth(s: &str) -> Result<u32, String> {
    let t = s.trim();
    t.parse().map_err(|_| {
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            format!("depth {t} is out of range: give a depth from 1 to {MAX_DEPTH}")
        } else {
            "not a depth: give a whole number of plies".to_string()
        }
    })
}

/// A node count: a whole number, with `_` separators allowed, or a power-of-ten form such as
/// `1e6` or `2.5e9` that is a whole number.
pub(crate) fn parse_nodes(s: &str) -> Result<u64, String> {
    let t = s.trim().replace('_', "");
    let bad = || {
        format!(
            "'{}' is not a node count: give a whole number such as 1000000 or 1e6",
            s.trim()
        )
    };
    if let Ok(n) = t.parse::<u64>() {
        return Ok(n);
    }
    let (mantissa, exp) = t.split_once(['e', 'E']).ok_or_else(bad)?;
    let exp: u32 = exp.parse().map_err(|_| bad())?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int.is_empty() && frac.is_empty()
        || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
        || frac.len() as u32 > exp
    {
        return Err(bad());
    }
    let digits: u64 = format!("{int}{frac}").parse().map_err(|_| bad())?;
    10u64
        .checked_pow(exp - frac.len() as u32)
        .and_then(|p| digits.checked_mul(p))
        .ok_or_else(|| format!("'{}' is more nodes than a 64-bit count holds", s.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_counts_read_whole_numbers_and_powers_of_ten() {
        assert_eq!(parse_nodes("1000000"), Ok(1_000_000));
        assert_eq!(parse_nodes("1_000_000"), Ok(1_000_000));
        assert_eq!(parse_nodes("1e6"), Ok(1_000_000));
        assert_eq!(parse_nodes("2.5e9"), Ok(2_500_000_000));
        assert!(parse_nodes("2.55e1").is_err());
        assert!(parse_nodes("1e30").is_err());
        assert!(parse_nodes("e6").is_err());
        assert!(parse_nodes("-1").is_err());
        assert!(parse_nodes("lots").is_err());
    }

    #[test]
    fn a_depth_too_large_is_out_of_range_not_unreadable() {
        assert!(
            parse_depth("99999999999999999999")
                .unwrap_err()
                .contains("out of range")
        );
        assert!(parse_depth("x").unwrap_err().contains("not a depth"));
    }
}

//! The command-line interface: argument definitions and one function per subcommand. No chess
//! logic lives here; it calls the library.

mod bench_cmd;
mod engine_opts;
mod output;
mod perft_cmd;
mod suite_cmd;

use clap::{Parser, Subcommand};
use engine_opts::EngineOptions;
use std::process::ExitCode;

/// bitperft: a fast, trustworthy chess perft engine.
#[derive(Parser, Debug)]
#[command(name = "bitperft", version, about, propagate_version = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Where the position comes from: `--fen` (default: the start position) and `--moves`.
#[derive(clap::Args, Debug, Clone)]
pub struct PositionArgs {
    /// FEN or 4-field EPD position (default: the start position).
    #[arg(long)]
    fen: Option<String>,
    /// UCI moves to play from the position first (e.g. --moves e2e4 e7e5).
    #[arg(long, num_args = 1..)]
    moves: Vec<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count leaf nodes to DEPTH and print nodes, time and speed.
    Perft {
        /// Depth in plies (1-30).
        depth: u32,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// Per-root-move node counts (`e2e4: 20`), then `Nodes searched: N`.
    Divide {
        /// Depth in plies (1-30).
        depth: u32,
        #[command(flatten)]
        pos: PositionArgs,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// Run an EPD perft suite (default: the bundled perf-suites/standard.epd) and check every count.
    Suite {
        /// EPD file: `FEN ;D1 n1 ;D2 n2 ...` per line.
        file: Option<std::path::PathBuf>,
        /// Skip depths deeper than this.
        #[arg(long)]
        max_depth: Option<u32>,
        /// Skip depths whose expected node count exceeds this.
        #[arg(long)]
        max_nodes: Option<u64>,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
    /// The fixed benchmark set; per position nodes, ms, Mnps, and a total (single-threaded unless
    /// --threads; with a list, each count and the speedup).
    Bench {
        /// Run the 0x88 reference generator instead (the baseline).
        #[arg(long)]
        reference: bool,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        engine: EngineOptions,
    },
}

/// A failure to report: the message goes to stderr and the process exits with `code`.
#[derive(Debug)]
pub struct CliError {
    /// Exit status: 2 for bad input, 1 for a failed check.
    pub code: u8,
    /// What went wrong.
    pub message: String,
}

impl CliError {
    /// Bad input (exit status 2).
    pub fn input(message: impl std::fmt::Display) -> CliError {
        CliError {
            code: 2,
            message: message.to_string(),
        }
    }
}

/// Parses the command line, runs the subcommand and returns the exit status.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let result = match cli.command {
        Command::Perft {
            depth,
            pos,
            json,
            engine,
        } => perft_cmd::perft(depth, &pos, json, &engine),
        Command::Divide {
            depth,
            pos,
            json,
            engine,
        } => perft_cmd::divide(depth, &pos, json, &engine),
        Command::Suite {
            file,
            max_depth,
            max_nodes,
            json,
            engine,
        } => suite_cmd::suite(file.as_deref(), max_depth, max_nodes, json, &engine),
        Command::Bench {
            reference,
            json,
            engine,
        } => bench_cmd::bench(reference, json, &engine),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            if !e.message.is_empty() {
                eprintln!("error: {}", e.message);
            }
            ExitCode::from(e.code)
        }
    }
}

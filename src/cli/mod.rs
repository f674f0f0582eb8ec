//! The command-line interface: argument definitions and one function per subcommand. No chess
//! logic lives here; it calls the library.

mod bench_cmd;
mod board;
mod output;
mod perft_cmd;
mod perftree_cmd;
mod progress;
mod show_cmd;
mod suite_cmd;
mod uci_cmd;
mod uci_state;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// bitperft: a fast, trustworthy chess perft engine.
#[derive(Parser, Debug)]
#[command(name = "bitperft", version, about, propagate_version = true)]
pub struct Cli {
    /// Never show progress bars (they are also hidden when stderr is not a terminal).
    #[arg(long, global = true)]
    quiet: bool,
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
        /// Also count captures, en passant, castles, promotions, checks, discovered and double
        /// checks and checkmates among the leaf nodes (slower: every leaf is played).
        #[arg(long)]
        stats: bool,
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
    },
    /// The script interface of the perftree debugger: `<move> <count>` lines, a blank line, the
    /// total. Chess960 from Shredder-FEN castling letters or BITPERFT_CHESS960=1.
    Perftree {
        /// Depth in plies (0-20).
        depth: u32,
        /// The base position (FEN).
        fen: String,
        /// Space-separated UCI moves from the base position, as one argument.
        moves: Option<String>,
    },
    /// A minimal UCI loop on stdin/stdout for perft (`position ...`, `go perft N`, `d`).
    Uci,
    /// Print the board, FEN, side to move, castling rights, e.p. square, checkers, Zobrist key and
    /// legal move count of a position.
    Show {
        #[command(flatten)]
        pos: PositionArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// The fixed single-threaded benchmark set; per position nodes, ms, Mnps, and a total.
    Bench {
        /// Run the 0x88 reference generator instead (the baseline).
        #[arg(long)]
        reference: bool,
        /// Run the set N times and report the median time per position and for the total.
        #[arg(long, default_value_t = 1)]
        repeat: u32,
        /// Print JSON Lines instead of text.
        #[arg(long)]
        json: bool,
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
    let quiet = cli.quiet;
    let result = match cli.command {
        Command::Perft {
            depth,
            pos,
            json,
            stats,
        } => perft_cmd::perft(depth, &pos, json, stats, quiet),
        Command::Divide { depth, pos, json } => perft_cmd::divide(depth, &pos, json, quiet),
        Command::Suite {
            file,
            max_depth,
            max_nodes,
            json,
        } => suite_cmd::suite(file.as_deref(), max_depth, max_nodes, json, quiet),
        Command::Bench {
            reference,
            repeat,
            json,
        } => bench_cmd::bench(reference, repeat, json),
        Command::Perftree { depth, fen, moves } => {
            perftree_cmd::perftree(depth, &fen, moves.as_deref())
        }
        Command::Uci => uci_cmd::uci(),
        Command::Show { pos, json } => show_cmd::show(&pos, json),
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

//! Perft of a FEN given on the command line, with the per-move split and leaf statistics.
//!
//! ```text
//! cargo run --release --example perft_fen -- 4 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
//! ```
//! Without a FEN the start position is used.

use bitperft::{divide, stats::perft_stats, Position};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(depth) = args.first() else {
        eprintln!("usage: perft_fen <depth> [<fen>]");
        return ExitCode::from(2);
    };
    let depth: u32 = match depth.parse() {
        Ok(d) if (1..=8).contains(&d) => d,
        _ => {
            eprintln!("error: depth '{depth}' is not a whole number from 1 to 8");
            return ExitCode::from(2);
        }
    };
    let fen = args.get(1).map_or(Position::STARTPOS_FEN, String::as_str);
    let pos = match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for (m, nodes) in divide(&pos, depth) {
        println!("{}: {nodes}", pos.uci(m));
    }
    let s = perft_stats(&pos, depth);
    println!();
    println!(
        "nodes {}  captures {}  e.p. {}  castles {}  promotions {}",
        s.nodes, s.captures, s.en_passant, s.castles, s.promotions
    );
    println!(
        "checks {}  discovered {}  double {}  checkmates {}",
        s.checks, s.discovered_checks, s.double_checks, s.checkmates
    );
    ExitCode::SUCCESS
}

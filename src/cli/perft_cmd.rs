//! `bitperft perft` and `bitperft divide`.

use super::output::{json_line, mnps, ms, nps};
use super::{CliError, PositionArgs};
use bitperft::perft as engine;
use bitperft::Position;
use serde::Serialize;
use std::time::Instant;

/// The deepest depth accepted (the published record for the start position is 15).
pub const MAX_DEPTH: u32 = 20;

/// Checks a depth argument.
pub fn check_depth(depth: u32) -> Result<(), CliError> {
    if depth == 0 || depth > MAX_DEPTH {
        return Err(CliError::input(format!(
            "depth {depth} is out of range: give a depth from 1 to {MAX_DEPTH}"
        )));
    }
    Ok(())
}

/// The position named by `--fen` (or the start position) after `--moves`.
pub fn resolve(args: &PositionArgs) -> Result<Position, CliError> {
    let start = match &args.fen {
        Some(f) => Position::from_fen(f).map_err(CliError::input)?,
        None => Position::startpos(),
    };
    start
        .play_uci(args.moves.iter().map(String::as_str))
        .map_err(CliError::input)
}

#[derive(Serialize)]
struct PerftRecord<'a> {
    fen: &'a str,
    depth: u32,
    nodes: u64,
    ms: f64,
    nps: u64,
}

#[derive(Serialize)]
struct DivideRecord<'a> {
    fen: &'a str,
    depth: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    nodes: u64,
}

pub fn perft(depth: u32, args: &PositionArgs, json: bool) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let t = Instant::now();
    let nodes = engine::perft(&pos, depth);
    let secs = t.elapsed().as_secs_f64();
    let fen = pos.to_fen();
    if json {
        json_line(&PerftRecord {
            fen: &fen,
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(nodes.into(), secs),
        });
    } else {
        println!(
            "perft {depth}: {nodes} nodes in {:.3} s ({:.1} Mnps)",
            secs,
            mnps(nodes.into(), secs)
        );
    }
    Ok(())
}

pub fn divide(depth: u32, args: &PositionArgs, json: bool) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let t = Instant::now();
    let fen = pos.to_fen();
    let mut total: u64 = 0;
    // Sorted by UCI string, so outputs of different tools line up for diffing.
    let mut rows: Vec<(String, u64)> = engine::divide(&pos, depth)
        .into_iter()
        .map(|(m, n)| (pos.uci(m), n))
        .collect();
    rows.sort();
    for (uci, n) in rows {
        total += n;
        if json {
            json_line(&DivideRecord {
                fen: &fen,
                depth,
                mv: &uci,
                nodes: n,
            });
        } else {
            println!("{uci}: {n}");
        }
    }
    let secs = t.elapsed().as_secs_f64();
    if json {
        json_line(&PerftRecord {
            fen: &fen,
            depth,
            nodes: total,
            ms: ms(secs),
            nps: nps(total.into(), secs),
        });
    } else {
        println!();
        println!("Nodes searched: {total}");
    }
    Ok(())
}

//! `bitperft perft` and `bitperft divide`.

use super::engine_opts::{self, EngineOptions};
use super::output::{json_line, mnps, ms, nps};
use super::{CliError, PositionArgs};
use bitperft::perft::PerftEngine;
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
    nodes: u128,
    ms: f64,
    nps: u64,
    #[serde(flatten)]
    engine: EngineRecord,
}

/// How the engine ran, added to the JSON summary line.
#[derive(Serialize)]
struct EngineRecord {
    threads: usize,
    hash_mb: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    hash_seed: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cores: Option<Vec<usize>>,
    /// Unique tasks the tree was split into (perft with 2+ threads or a table).
    #[serde(skip_serializing_if = "Option::is_none")]
    tasks: Option<usize>,
    /// The largest task's share of the work.
    #[serde(skip_serializing_if = "Option::is_none")]
    largest_task_share: Option<f64>,
}

impl EngineRecord {
    fn of(e: &PerftEngine) -> EngineRecord {
        EngineRecord {
            threads: e.threads(),
            hash_mb: e.hash_bytes() >> 20,
            hash_seed: (e.hash_bytes() > 0).then(|| e.hash_seed()),
            cores: e.pinned_cores().map(<[usize]>::to_vec),
            tasks: None,
            largest_task_share: None,
        }
    }
}

#[derive(Serialize)]
struct DivideRecord<'a> {
    fen: &'a str,
    depth: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    nodes: u128,
}

pub fn perft(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let engine = engine_opts::start(&opts.config()?, json)?;
    let t = Instant::now();
    let (nodes, stats) = engine.perft_stats(&pos, depth);
    let secs = t.elapsed().as_secs_f64();
    let fen = pos.to_fen();
    if json {
        let mut record = EngineRecord::of(&engine);
        if stats.split_ply > 0 || stats.tasks > 1 {
            record.tasks = Some(stats.tasks);
            record.largest_task_share = Some(stats.largest_task_share());
        }
        json_line(&PerftRecord {
            fen: &fen,
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(nodes, secs),
            engine: record,
        });
    } else {
        println!(
            "perft {depth}: {nodes} nodes in {:.3} s ({:.1} Mnps)",
            secs,
            mnps(nodes, secs)
        );
    }
    Ok(())
}

pub fn divide(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let engine = engine_opts::start(&opts.config()?, json)?;
    let t = Instant::now();
    let fen = pos.to_fen();
    let mut total: u128 = 0;
    for (m, n) in engine.divide(&pos, depth) {
        total += n;
        let uci = pos.uci(m);
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
            nps: nps(total, secs),
            engine: EngineRecord::of(&engine),
        });
    } else {
        println!();
        println!("Nodes searched: {total}");
    }
    Ok(())
}

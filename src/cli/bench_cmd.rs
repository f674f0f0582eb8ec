//! `bitperft bench`: the fixed benchmark set, single-threaded.

use super::output::{json_line, mnps, ms, nps};
use super::CliError;
use bitperft::bench::BENCH_SET;
use bitperft::Position;
use serde::Serialize;
use std::time::Instant;

#[derive(Serialize)]
struct BenchRecord<'a> {
    engine: &'a str,
    name: &'a str,
    fen: &'a str,
    depth: u32,
    nodes: u128,
    ms: f64,
    nps: u64,
}

pub fn bench(reference: bool, json: bool) -> Result<(), CliError> {
    let engine = if reference { "reference" } else { "bitperft" };
    if !json {
        println!(
            "{:<10} {:>5} {:>12} {:>10} {:>9}",
            "position", "depth", "nodes", "ms", "Mnps"
        );
    }
    let (mut total_nodes, mut total_secs) = (0u128, 0f64);
    for b in BENCH_SET {
        let pos = Position::from_fen(b.fen).map_err(CliError::input)?;
        let t = Instant::now();
        let nodes = if reference {
            bitperft::reference::perft(&pos, b.depth)
        } else {
            bitperft::perft(&pos, b.depth)
        };
        let secs = t.elapsed().as_secs_f64();
        if nodes != b.nodes {
            return Err(CliError {
                code: 1,
                message: format!(
                    "{} d{}: {nodes} nodes, expected {}: the engine is wrong",
                    b.name, b.depth, b.nodes
                ),
            });
        }
        total_nodes += nodes as u128;
        total_secs += secs;
        if json {
            json_line(&BenchRecord {
                engine,
                name: b.name,
                fen: b.fen,
                depth: b.depth,
                nodes: nodes.into(),
                ms: ms(secs),
                nps: nps(nodes.into(), secs),
            });
        } else {
            println!(
                "{:<10} {:>5} {:>12} {:>10.1} {:>9.1}",
                b.name,
                b.depth,
                nodes,
                secs * 1e3,
                mnps(nodes.into(), secs)
            );
        }
    }
    if json {
        json_line(&BenchRecord {
            engine,
            name: "total",
            fen: "",
            depth: 0,
            nodes: total_nodes,
            ms: ms(total_secs),
            nps: nps(total_nodes, total_secs),
        });
    } else {
        println!(
            "{:<10} {:>5} {:>12} {:>10.1} {:>9.1}",
            "total",
            "",
            total_nodes,
            total_secs * 1e3,
            mnps(total_nodes, total_secs)
        );
    }
    Ok(())
}

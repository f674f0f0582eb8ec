//! `bitperft bench`: the fixed benchmark set, single-threaded.

use super::output::{json_line, mnps, ms, nps};
use super::CliError;
use bitperft::bench::{BenchPosition, BENCH_SET};
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
    repeat: u32,
}

/// Median of a non-empty list of seconds.
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// Runs one position and checks its count (a wrong count is an error, never a benchmark).
fn run_one(b: &BenchPosition, reference: bool) -> Result<f64, CliError> {
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
    Ok(secs)
}

pub fn bench(reference: bool, repeat: u32, json: bool) -> Result<(), CliError> {
    if repeat == 0 {
        return Err(CliError::input(
            "--repeat 0: give a repeat count of at least 1",
        ));
    }
    let engine = if reference { "reference" } else { "bitperft" };
    // times[i][r]: position i in round r. Rounds run the whole set, so slow drifts of the
    // machine spread over all positions.
    let mut times = vec![Vec::new(); BENCH_SET.len()];
    let mut round_totals = Vec::new();
    for _ in 0..repeat {
        let mut total = 0.0;
        for (i, b) in BENCH_SET.iter().enumerate() {
            let secs = run_one(b, reference)?;
            times[i].push(secs);
            total += secs;
        }
        round_totals.push(total);
    }
    if !json {
        let what = if repeat > 1 {
            format!(" (median of {repeat})")
        } else {
            String::new()
        };
        println!(
            "{:<10} {:>5} {:>12} {:>10} {:>9}{what}",
            "position", "depth", "nodes", "ms", "Mnps"
        );
    }
    let mut total_nodes = 0u128;
    let rows = BENCH_SET
        .iter()
        .zip(times)
        .map(|(b, t)| (b.name, b.fen, b.depth, b.nodes as u128, median(t)));
    let total_secs = median(round_totals);
    for (name, fen, depth, nodes, secs) in
        rows.chain(std::iter::once(("total", "", 0, 0, total_secs)))
    {
        let nodes = if name == "total" { total_nodes } else { nodes };
        total_nodes += nodes;
        if json {
            json_line(&BenchRecord {
                engine,
                name,
                fen,
                depth,
                nodes,
                ms: ms(secs),
                nps: nps(nodes, secs),
                repeat,
            });
        } else {
            let d = if depth > 0 {
                depth.to_string()
            } else {
                String::new()
            };
            println!(
                "{name:<10} {d:>5} {nodes:>12} {:>10.1} {:>9.1}",
                secs * 1e3,
                mnps(nodes, secs)
            );
        }
    }
    Ok(())
}

//! `bitperft bench`: the fixed benchmark set, single-threaded unless `--threads` says otherwise;
//! with several thread counts (`--threads 1,2`), each run and the speedup over the first.

use super::engine_opts::{self, EngineOptions};
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
    threads: usize,
    hash_mb: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    cores: Option<&'a [usize]>,
}

#[derive(Serialize)]
struct SpeedupRecord<'a> {
    name: &'a str,
    threads: usize,
    baseline_threads: usize,
    speedup: f64,
}

/// How one pass over the set is run.
struct Run<'a> {
    engine: &'a str,
    threads: usize,
    hash_mb: usize,
    cores: Option<&'a [usize]>,
}

/// Seconds per bench position, then the total.
type Timings = Vec<f64>;

pub fn bench(reference: bool, json: bool, opts: &EngineOptions) -> Result<(), CliError> {
    if reference {
        if opts.any_set() {
            return Err(CliError::input(
                "--reference runs the single-threaded 0x88 generator: it takes no --threads, --hash, --hash-seed or --pin",
            ));
        }
        let run = Run {
            engine: "reference",
            threads: 1,
            hash_mb: 0,
            cores: None,
        };
        pass(&run, json, false, |p, d| {
            bitperft::reference::perft(p, d) as u128
        })?;
        return Ok(());
    }
    let configs = opts.bench_configs()?;
    let plain = configs.len() == 1 && configs[0].threads == 1 && !opts.any_set();
    let mut results: Vec<(usize, Timings)> = Vec::new();
    for cfg in &configs {
        let engine = engine_opts::start(cfg, json)?;
        let run = Run {
            engine: "bitperft",
            threads: cfg.threads,
            hash_mb: cfg.hash_mb,
            cores: engine.pinned_cores(),
        };
        let t = pass(&run, json, !plain, |p, d| engine.perft(p, d))?;
        results.push((cfg.threads, t));
    }
    if results.len() > 1 {
        speedups(&results, json);
    }
    Ok(())
}

/// Runs the set once with `perft`, checking every count; prints a row per position and a total.
fn pass(
    run: &Run<'_>,
    json: bool,
    title: bool,
    perft: impl Fn(&Position, u32) -> u128,
) -> Result<Timings, CliError> {
    if !json {
        if title {
            let hash = match run.hash_mb {
                0 => "no hash".to_string(),
                mb => format!("hash {mb} MiB"),
            };
            let cores = run
                .cores
                .map(|c| format!(", pinned to cores {c:?}"))
                .unwrap_or_default();
            println!("threads {}, {hash}{cores}", run.threads);
        }
        println!(
            "{:<10} {:>5} {:>12} {:>10} {:>9}",
            "position", "depth", "nodes", "ms", "Mnps"
        );
    }
    let (mut total_nodes, mut total_secs) = (0u128, 0f64);
    let mut timings = Vec::new();
    for b in BENCH_SET {
        let pos = Position::from_fen(b.fen).map_err(CliError::input)?;
        let t = Instant::now();
        let nodes = perft(&pos, b.depth);
        let secs = t.elapsed().as_secs_f64();
        if nodes != b.nodes as u128 {
            return Err(CliError {
                code: 1,
                message: format!(
                    "{} d{}: {nodes} nodes, expected {}: the engine is wrong",
                    b.name, b.depth, b.nodes
                ),
            });
        }
        total_nodes += nodes;
        total_secs += secs;
        timings.push(secs);
        row(run, json, &b, nodes, secs);
    }
    let total = BenchPosition {
        name: "total",
        fen: "",
        depth: 0,
        nodes: 0,
    };
    row(run, json, &total, total_nodes, total_secs);
    timings.push(total_secs);
    Ok(timings)
}

fn row(run: &Run<'_>, json: bool, b: &BenchPosition, nodes: u128, secs: f64) {
    if json {
        json_line(&BenchRecord {
            engine: run.engine,
            name: b.name,
            fen: b.fen,
            depth: b.depth,
            nodes,
            ms: ms(secs),
            nps: nps(nodes, secs),
            threads: run.threads,
            hash_mb: run.hash_mb,
            cores: run.cores,
        });
    } else {
        let depth = if b.depth > 0 {
            b.depth.to_string()
        } else {
            String::new()
        };
        println!(
            "{:<10} {:>5} {:>12} {:>10.1} {:>9.1}",
            b.name,
            depth,
            nodes,
            secs * 1e3,
            mnps(nodes, secs)
        );
    }
}

/// Speedup of each later run over the first, per position and in total (time ratios).
fn speedups(results: &[(usize, Timings)], json: bool) {
    let (base_threads, base) = &results[0];
    let names: Vec<&str> = BENCH_SET.iter().map(|b| b.name).chain(["total"]).collect();
    if !json {
        println!("speedup over {base_threads} thread(s):");
        println!("{:<10} {:>7} {:>8}", "position", "threads", "speedup");
    }
    for (threads, t) in &results[1..] {
        for (i, name) in names.iter().enumerate() {
            let speedup = if t[i] > 0.0 { base[i] / t[i] } else { 0.0 };
            if json {
                json_line(&SpeedupRecord {
                    name,
                    threads: *threads,
                    baseline_threads: *base_threads,
                    speedup: (speedup * 1000.0).round() / 1000.0,
                });
            } else {
                println!("{name:<10} {threads:>7} {speedup:>7.2}x");
            }
        }
    }
}

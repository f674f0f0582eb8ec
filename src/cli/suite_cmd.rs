//! `bitperft suite`: run an EPD file and check every count.

use super::engine_opts::{self, EngineOptions};
use super::output::{json_line, mnps, ms, nps};
use super::progress::{self, Progress};
use super::CliError;
use bitperft::suite;
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

/// The suite run when no file is given (`perf-suites/standard.epd`, compiled in).
const BUNDLED: &str = include_str!("../../perf-suites/standard.epd");

#[derive(Serialize)]
struct ResultRecord<'a> {
    line: usize,
    fen: &'a str,
    depth: u32,
    expected: u64,
    nodes: u128,
    pass: bool,
    ms: f64,
    nps: u64,
}

#[derive(Serialize)]
struct ErrorRecord {
    line: usize,
    error: String,
}

#[derive(Serialize)]
struct Summary {
    summary: bool,
    passed: u64,
    failed: u64,
    skipped: u64,
    nodes: u128,
    ms: f64,
    nps: u64,
    threads: usize,
    hash_mb: usize,
}

/// Runs `bitperft suite`: every depth of every line, a bar on stderr, a summary; exit 1 on a
/// failed count.
pub fn suite(
    file: Option<&Path>,
    max_depth: Option<u32>,
    max_nodes: Option<u64>,
    json: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let cfg = opts.config()?;
    let (name, text) = match file {
        Some(p) => (
            p.display().to_string(),
            std::fs::read_to_string(p).map_err(|e| {
                CliError::input(format!("cannot read suite file '{}': {e}", p.display()))
            })?,
        ),
        None => (
            "perf-suites/standard.epd (bundled)".to_string(),
            BUNDLED.to_string(),
        ),
    };
    let (entries, errors) = suite::parse(&text);
    if entries.is_empty() && errors.is_empty() {
        return Err(CliError::input(format!(
            "suite file '{name}' has no positions"
        )));
    }
    let (mut passed, mut failed, mut skipped) = (0u64, errors.len() as u64, 0u64);
    for e in &errors {
        if json {
            json_line(&ErrorRecord {
                line: e.line,
                error: e.to_string(),
            });
        } else {
            println!("ERROR {e}");
        }
    }
    let skip = |depth: u32, expected: u64| {
        max_depth.is_some_and(|d| depth > d) || max_nodes.is_some_and(|n| expected > n)
    };
    // The bar runs over the expected node total, so its speed and ETA are in nodes.
    let planned: u64 = entries
        .iter()
        .flat_map(|e| e.expected.iter())
        .filter(|&&(d, n)| !skip(d, n))
        .map(|&(_, n)| n)
        .sum();
    let bar = Progress::suite(planned, progress::enabled(quiet));
    // One engine (threads and table) for the whole suite: table keys cover the whole position,
    // so entries stay valid from one line to the next.
    let engine = engine_opts::start(&cfg, json)?;
    let mut total: u128 = 0;
    let start = Instant::now();
    for (done, entry) in entries.iter().enumerate() {
        bar.message(format!("position {}/{}", done + 1, entries.len()));
        for &(depth, expected) in &entry.expected {
            if skip(depth, expected) {
                skipped += 1;
                continue;
            }
            let t = Instant::now();
            let nodes = engine.perft(&entry.position, depth);
            let secs = t.elapsed().as_secs_f64();
            total += nodes;
            bar.inc(expected);
            let pass = nodes == u128::from(expected);
            if pass {
                passed += 1;
            } else {
                failed += 1;
            }
            bar.println(|| {
                if json {
                    json_line(&ResultRecord {
                        line: entry.line,
                        fen: &entry.fen,
                        depth,
                        expected,
                        nodes,
                        pass,
                        ms: ms(secs),
                        nps: nps(nodes, secs),
                    });
                } else {
                    let verdict = if pass { "PASS" } else { "FAIL" };
                    println!(
                        "{verdict} line {:>4} D{depth} expected {expected} got {nodes}  {}",
                        entry.line, entry.fen
                    );
                }
            });
        }
    }
    bar.finish();
    let secs = start.elapsed().as_secs_f64();
    if json {
        json_line(&Summary {
            summary: true,
            passed,
            failed,
            skipped,
            nodes: total,
            ms: ms(secs),
            nps: nps(total, secs),
            threads: engine.threads(),
            hash_mb: engine.hash_bytes() >> 20,
        });
    } else {
        println!(
            "{passed} passed, {failed} failed ({skipped} skipped); {total} nodes in {secs:.3} s ({:.1} Mnps)",
            mnps(total, secs)
        );
    }
    if failed > 0 {
        return Err(CliError {
            code: 1,
            message: String::new(),
        });
    }
    Ok(())
}

//! `bitperft bench`: the fixed benchmark set, single-threaded unless `--threads` says otherwise.
//!
//! Several configurations (`--sliders all`, `--threads 1,2`) run interleaved: every round runs
//! the whole set once per configuration, so slow drifts of a shared machine spread over all of
//! them. `--repeat N` runs N rounds and reports medians.

use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::CliGame;
use crate::output::{json_line, mnps, ms, nps, outln};
use crate::variant::Variant;
use bitperft::bench::{BENCH_SET, BenchPosition, CRAZYHOUSE_BENCH_SET};
use bitperft::engine::EngineConfig;
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

#[derive(Serialize)]
struct BenchRecord<'a> {
    engine: &'a str,
    /// The game (`--variant`).
    variant: &'a str,
    sliders: &'a str,
    /// How the last plies were counted (`--mode`).
    mode: &'a str,
    name: &'a str,
    fen: &'a str,
    depth: u32,
    nodes: u128,
    ms: f64,
    nps: u64,
    threads: usize,
    hash_mb: usize,
    repeat: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    cores: Option<&'a [usize]>,
}

#[derive(Serialize)]
struct SummaryRecord<'a> {
    summary: bool,
    variant: &'a str,
    sliders: &'a str,
    mode: &'a str,
    threads: usize,
    nodes: u128,
    nps: u64,
    /// This configuration's speed over the fastest's.
    ratio_to_fastest: f64,
    /// Over the same backend's first thread count, when several were given.
    #[serde(skip_serializing_if = "Option::is_none")]
    speedup: Option<f64>,
}

/// One configuration: how its perfts run and what it is called.
struct Config {
    engine: &'static str,
    variant: &'static str,
    sliders: &'static str,
    mode: &'static str,
    threads: usize,
    hash_mb: usize,
    runner: Runner,
}

/// perft(depth) of a FEN, each runner reading the FEN with its own rules.
type PerftFn = Box<dyn Fn(&str, u32) -> Result<u128, CliError>>;

enum Runner {
    /// The 0x88 oracle (`bitperft-oracle`): the baseline.
    Oracle,
    /// An engine of the variant's game, and the cores its threads are pinned to.
    Engine(PerftFn, Option<Vec<usize>>),
}

/// A runner of `game` with the engine configuration `cfg`.
fn engine_runner<G: CliGame>(game: G, cfg: &EngineConfig, json: bool) -> Result<Runner, CliError> {
    let engine = engine_opts::start(game, cfg, json)?;
    let cores = engine.pinned_cores().map(<[usize]>::to_vec);
    let perft = move |fen: &str, depth: u32| -> Result<u128, CliError> {
        Ok(engine.perft(&game.read_fen(fen, false).map_err(CliError::input)?, depth))
    };
    Ok(Runner::Engine(Box::new(perft), cores))
}

impl Config {
    /// perft(`depth`) of the position `fen`, each runner reading the FEN itself.
    fn perft(&self, fen: &str, depth: u32) -> Result<u128, CliError> {
        Ok(match &self.runner {
            Runner::Oracle => {
                let board = bitperft_oracle::Board::from_fen(fen).map_err(CliError::input)?;
                u128::from(bitperft_oracle::perft(&board, depth))
            }
            Runner::Engine(perft, _) => perft(fen, depth)?,
        })
    }

    fn cores(&self) -> Option<&[usize]> {
        match &self.runner {
            Runner::Oracle => None,
            Runner::Engine(_, cores) => cores.as_deref(),
        }
    }
}

/// One position of a bench set.
struct BenchLine {
    name: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

impl From<&BenchPosition> for BenchLine {
    fn from(b: &BenchPosition) -> BenchLine {
        BenchLine {
            name: b.name.to_string(),
            fen: b.fen.to_string(),
            depth: b.depth,
            nodes: b.nodes,
        }
    }
}

/// The bench set of `variant`: chess's and crazyhouse's fixed sets; for the other variants every
/// position of the bundled (verified) suite at its deepest listed depth (`start`, `line2`, …).
fn bench_set(variant: Variant) -> Result<Vec<BenchLine>, CliError> {
    Ok(match variant {
        Variant::Chess => BENCH_SET.iter().map(BenchLine::from).collect(),
        Variant::Crazyhouse => CRAZYHOUSE_BENCH_SET.iter().map(BenchLine::from).collect(),
        _ => {
            let (_, text) = crate::variant::bundled_suite(variant).ok_or_else(|| {
                CliError::input(format!(
                    "--variant {}: no bundled suite to bench: give one with --suite FILE",
                    variant.name()
                ))
            })?;
            suite_lines(text, "bundled")?
        }
    })
}

/// The positions of the EPD text of suite `name`, each at its deepest listed depth (`start`
/// for the first, `lineN` for the others); a line that is not EPD is an error, as is a file
/// without counts.
fn suite_lines(text: &str, name: &str) -> Result<Vec<BenchLine>, CliError> {
    let (entries, errors) = bitperft::epd::parse_with(text, |_| Ok::<(), String>(()));
    if let Some(e) = errors.first() {
        return Err(CliError::input(format!("--suite {name}: {e}")));
    }
    let lines: Vec<BenchLine> = entries
        .into_iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let &(depth, nodes) = e.expected.iter().max_by_key(|d| d.0)?;
            Some(BenchLine {
                name: if i == 0 {
                    "start".to_string()
                } else {
                    format!("line{}", e.line)
                },
                fen: e.fen,
                depth,
                nodes,
            })
        })
        .collect();
    if lines.is_empty() {
        return Err(CliError::input(format!(
            "--suite {name}: no position with a count to bench (no ;D<depth> <nodes> fields)"
        )));
    }
    Ok(lines)
}

/// The bench set `--suite` names.
fn file_set(path: &Path) -> Result<Vec<BenchLine>, CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::input(format!("--suite {name}: cannot read it: {e}")))?;
    suite_lines(&text, &name)
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
fn run_one(c: &Config, b: &BenchLine) -> Result<f64, CliError> {
    let t = Instant::now();
    let nodes = c.perft(&b.fen, b.depth)?;
    let secs = t.elapsed().as_secs_f64();
    if nodes != u128::from(b.nodes) {
        return Err(CliError {
            code: 1,
            message: format!(
                "{} d{} with {}: {nodes} nodes, expected {}: the engine is wrong",
                b.name, b.depth, c.sliders, b.nodes
            ),
        });
    }
    Ok(secs)
}

fn configs(
    oracle: bool,
    variant: Variant,
    opts: &EngineOptions,
    json: bool,
) -> Result<Vec<Config>, CliError> {
    if oracle && variant != Variant::Chess {
        return Err(CliError::input(format!(
            "--oracle is the chess oracle: it takes no --variant {}",
            variant.name()
        )));
    }
    if oracle {
        if opts.any_set() {
            return Err(CliError::input(
                "--oracle runs the single-threaded 0x88 oracle: it takes no --threads, --hash, --hash-seed, --pin, --sliders or --mode",
            ));
        }
        return Ok(vec![Config {
            engine: "oracle",
            variant: variant.name(),
            sliders: "0x88",
            mode: "make",
            threads: 1,
            hash_mb: 0,
            runner: Runner::Oracle,
        }]);
    }
    opts.bench_configs()?
        .into_iter()
        .map(|(chess, cfg)| {
            // The fairy engine has no slider backends: it refuses an explicit --sliders.
            let (sliders, label) = if variant.has_sliders() {
                (chess.sliders(), chess.sliders())
            } else {
                (opts.sliders_flag(), "none")
            };
            let runner = crate::with_game!(variant, sliders, |game| {
                engine_runner(opts.moded(game)?, &cfg, json)?
            });
            Ok(Config {
                engine: "bitperft",
                variant: variant.name(),
                sliders: label,
                mode: opts.mode.name(),
                threads: cfg.threads,
                hash_mb: cfg.hash_mb,
                runner,
            })
        })
        .collect()
}

/// Runs `bitperft bench`.
pub fn bench(
    oracle: bool,
    repeat: u32,
    variant: &str,
    suite: Option<&Path>,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let variant = Variant::parse(variant)?;
    let set = match suite {
        Some(path) => file_set(path)?,
        None => bench_set(variant)?,
    };
    if repeat == 0 {
        return Err(CliError::input(
            "--repeat 0: give a repeat count of at least 1",
        ));
    }
    let configs = configs(oracle, variant, opts, json)?;
    // times[c][i][r]: configuration c, position i, round r.
    let mut times = vec![vec![Vec::new(); set.len()]; configs.len()];
    let mut totals = vec![Vec::new(); configs.len()];
    for _ in 0..repeat {
        for (c, config) in configs.iter().enumerate() {
            let mut total = 0.0;
            for (i, b) in set.iter().enumerate() {
                let secs = run_one(config, b)?;
                times[c][i].push(secs);
                total += secs;
            }
            totals[c].push(total);
        }
    }
    let total_nodes: u128 = set.iter().map(|b| u128::from(b.nodes)).sum();
    let several = configs.len() > 1;
    let mut total_secs = Vec::new();
    for ((config, per_pos), rounds) in configs.iter().zip(times).zip(totals) {
        let secs = median(rounds);
        total_secs.push(secs);
        table(
            &set,
            config,
            per_pos,
            secs,
            total_nodes,
            repeat,
            json,
            // One configuration in the default mode needs no title; any other says what ran.
            several || config.mode != "fast",
        );
    }
    if several {
        summary(&configs, &total_secs, total_nodes, json);
    }
    Ok(())
}

/// The per-position table of one configuration, then its total.
#[allow(clippy::too_many_arguments)]
fn table(
    set: &[BenchLine],
    c: &Config,
    per_pos: Vec<Vec<f64>>,
    total_secs: f64,
    total_nodes: u128,
    repeat: u32,
    json: bool,
    title: bool,
) {
    if !json {
        if title {
            let hash = if c.hash_mb > 0 {
                format!(", hash {} MiB", c.hash_mb)
            } else {
                String::new()
            };
            outln!(
                "{} sliders, {} thread(s){hash}, {} mode",
                c.sliders,
                c.threads,
                c.mode
            );
        }
        let what = if repeat > 1 {
            format!(" (median of {repeat})")
        } else {
            String::new()
        };
        outln!(
            "{:<10} {:>5} {:>12} {:>10} {:>9}{what}",
            "position",
            "depth",
            "nodes",
            "ms",
            "Mnps"
        );
    }
    let rows = set.iter().zip(per_pos).map(|(b, t)| {
        (
            b.name.as_str(),
            b.fen.as_str(),
            b.depth,
            u128::from(b.nodes),
            median(t),
        )
    });
    for (name, fen, depth, nodes, secs) in
        rows.chain(std::iter::once(("total", "", 0, total_nodes, total_secs)))
    {
        if json {
            json_line(&BenchRecord {
                engine: c.engine,
                variant: c.variant,
                sliders: c.sliders,
                mode: c.mode,
                name,
                fen,
                depth,
                nodes,
                ms: ms(secs),
                nps: nps(nodes, secs),
                threads: c.threads,
                hash_mb: c.hash_mb,
                repeat,
                cores: c.cores(),
            });
        } else {
            let d = if depth > 0 {
                depth.to_string()
            } else {
                String::new()
            };
            outln!(
                "{name:<10} {d:>5} {nodes:>12} {:>10.1} {:>9.1}",
                secs * 1e3,
                mnps(nodes, secs)
            );
        }
    }
    if !json && title {
        outln!();
    }
}

/// One line per configuration: total nodes, median Mnps, ratio to the fastest, and the speedup
/// over the same backend's first thread count.
fn summary(configs: &[Config], secs: &[f64], nodes: u128, json: bool) {
    let fastest = secs.iter().copied().fold(f64::INFINITY, f64::min);
    if !json {
        outln!(
            "{:<13} {:>7} {:>12} {:>10} {:>9} {:>8}",
            "backend",
            "threads",
            "nodes",
            "Mnps",
            "ratio",
            "speedup"
        );
    }
    for (i, (c, &s)) in configs.iter().zip(secs).enumerate() {
        let first = configs
            .iter()
            .position(|o| o.sliders == c.sliders)
            .unwrap_or(i);
        let speedup = (first != i).then(|| secs[first] / s);
        let ratio = fastest / s;
        if json {
            json_line(&SummaryRecord {
                summary: true,
                variant: c.variant,
                sliders: c.sliders,
                mode: c.mode,
                threads: c.threads,
                nodes,
                nps: nps(nodes, s),
                ratio_to_fastest: (ratio * 1000.0).round() / 1000.0,
                speedup: speedup.map(|x| (x * 1000.0).round() / 1000.0),
            });
        } else {
            let sp = speedup.map_or(String::new(), |x| format!("{x:.2}x"));
            outln!(
                "{:<13} {:>7} {:>12} {:>10.1} {:>9.3} {sp:>8}",
                c.sliders,
                c.threads,
                nodes,
                mnps(nodes, s),
                ratio
            );
        }
    }
}

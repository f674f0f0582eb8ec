//! `bitperft perft` (optionally with leaf statistics) and `bitperft divide`.

use super::engine_opts::{self, EngineOptions};
use super::output::{json_line, ms, nps, perft_line};
use super::progress::{self, Progress};
use super::{CliError, PositionArgs};
use bitperft::perft::PerftEngine;
use bitperft::stats::{move_stats, PerftStats};
use bitperft::Position;
use serde::Serialize;
use std::time::Instant;

/// The deepest depth accepted (the published record for the start position is 15).
pub const MAX_DEPTH: u32 = 20;
const _: () = assert!(MAX_DEPTH == crate::uci::MAX_DEPTH);

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
    let parse = if args.strict {
        Position::from_fen_strict
    } else {
        Position::from_fen
    };
    let start = match &args.fen {
        Some(f) => parse(f).map_err(CliError::input)?,
        None => Position::startpos(),
    };
    start
        .play_uci(args.moves.iter().map(String::as_str))
        .map_err(CliError::input)
}

/// The leaf statistics as JSON fields (flattened into the perft record).
#[derive(Serialize)]
struct StatsFields {
    captures: u64,
    en_passant: u64,
    castles: u64,
    promotions: u64,
    checks: u64,
    discovered_checks: u64,
    double_checks: u64,
    checkmates: u64,
}

impl From<PerftStats> for StatsFields {
    fn from(s: PerftStats) -> StatsFields {
        StatsFields {
            captures: s.captures,
            en_passant: s.en_passant,
            castles: s.castles,
            promotions: s.promotions,
            checks: s.checks,
            discovered_checks: s.discovered_checks,
            double_checks: s.double_checks,
            checkmates: s.checkmates,
        }
    }
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
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    stats: Option<StatsFields>,
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
    /// The serial path (leaf statistics always run serially).
    fn serial() -> EngineRecord {
        EngineRecord {
            threads: 1,
            hash_mb: 0,
            hash_seed: None,
            cores: None,
            tasks: None,
            largest_task_share: None,
        }
    }

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

/// Runs `bitperft perft`, with leaf statistics if `stats`.
pub fn perft(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    stats: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    if stats {
        return perft_leaf_stats(depth, &pos, json, quiet);
    }
    let engine = engine_opts::start(&opts.config()?, json)?;
    let t = Instant::now();
    let (nodes, run) = engine.perft_stats(&pos, depth);
    let secs = t.elapsed().as_secs_f64();
    let mut record = EngineRecord::of(&engine);
    if run.split_ply > 0 || run.tasks > 1 {
        record.tasks = Some(run.tasks);
        record.largest_task_share = Some(run.largest_task_share());
    }
    report(&pos, depth, nodes, secs, json, record, None);
    Ok(())
}

/// Prints the perft result: a JSON record, or the `perft D: N nodes in S s (M Mnps)` line.
fn report(
    pos: &Position,
    depth: u32,
    nodes: u128,
    secs: f64,
    json: bool,
    engine: EngineRecord,
    stats: Option<StatsFields>,
) {
    if json {
        json_line(&PerftRecord {
            fen: &pos.to_fen(),
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(nodes, secs),
            engine,
            stats,
        });
    } else {
        perft_line(depth, nodes, nodes, secs, "");
    }
}

/// `perft --stats`: every leaf is played and classified, one root move at a time (serial,
/// with a root-move progress bar).
fn perft_leaf_stats(depth: u32, pos: &Position, json: bool, quiet: bool) -> Result<(), CliError> {
    let t = Instant::now();
    let mut moves: Vec<bitperft::Move> = pos.legal_moves().to_vec();
    moves.sort_by_cached_key(|&m| pos.uci(m));
    let bar = Progress::root_moves(moves.len() as u64, depth, progress::enabled(quiet));
    let mut s = PerftStats::default();
    for &m in &moves {
        s += move_stats(pos, m, depth);
        bar.inc(1);
    }
    bar.finish();
    let secs = t.elapsed().as_secs_f64();
    let nodes = u128::from(s.nodes);
    report(
        pos,
        depth,
        nodes,
        secs,
        json,
        EngineRecord::serial(),
        json.then(|| StatsFields::from(s)),
    );
    if !json {
        print_stats(&s);
    }
    Ok(())
}

/// The statistics table, one counter per line (the columns of the published tables).
fn print_stats(s: &PerftStats) {
    let rows = [
        ("captures", s.captures),
        ("en passant", s.en_passant),
        ("castles", s.castles),
        ("promotions", s.promotions),
        ("checks", s.checks),
        ("discovered checks", s.discovered_checks),
        ("double checks", s.double_checks),
        ("checkmates", s.checkmates),
    ];
    for (name, n) in rows {
        println!("{name:<18} {n:>14}");
    }
}

/// Runs `bitperft divide`: one line (or JSON record) per root move, sorted, then the total.
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
    // Sorted by UCI string, so divide outputs of different tools line up for diffing.
    let mut rows: Vec<(String, u128)> = engine
        .divide(&pos, depth)
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
        report(
            &pos,
            depth,
            total,
            secs,
            json,
            EngineRecord::of(&engine),
            None,
        );
    } else {
        println!();
        println!("Nodes searched: {total}");
    }
    Ok(())
}

//! `bitperft perft` (optionally with leaf statistics) and `bitperft divide`.

use crate::args::PositionArgs;
use crate::engine_opts::{self, EngineOptions};
use crate::error::CliError;
use crate::game::{CliGame, resolve, sorted_moves};
use crate::output::{json_line, ms, nps, outln, perft_line};
use crate::progress::{self, Progress};
use crate::variant::Variant;
use bitperft::engine::PerftEngine;
use bitperft::stats::{self, PerftStats};
use bitperft::{Game, Position};
use serde::{Deserialize, Serialize};
use std::time::Instant;

/// Checks a depth argument ([`bitperft::engine::check_depth`]).
pub fn check_depth(depth: u32) -> Result<(), CliError> {
    bitperft::engine::check_depth(depth).map_err(CliError::input)
}

/// Leaf statistics are chess's: any other `--variant` with `--stats` is an input error.
pub(crate) fn require_chess(variant: Variant) -> Result<(), CliError> {
    if variant != Variant::Chess {
        return Err(CliError::input(format!(
            "--stats counts chess leaf statistics: it takes no --variant {}",
            variant.name()
        )));
    }
    Ok(())
}

/// The leaf statistics as JSON fields (flattened into the perft record): the chessprogramming.org
/// columns, then The Grand Chess Tree's with its field names (`captures`, `castles` and
/// `promotions` are shared).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub(crate) struct StatsFields {
    captures: u64,
    en_passant: u64,
    castles: u64,
    promotions: u64,
    checks: u64,
    discovered_checks: u64,
    double_checks: u64,
    checkmates: u64,
    enpassants: u64,
    direct_checks: u64,
    single_discovered_checks: u64,
    direct_discovered_checks: u64,
    double_discovered_checks: u64,
    total_checks: u64,
    direct_mates: u64,
    single_discovered_mates: u64,
    direct_discovered_mates: u64,
    double_discovered_mates: u64,
    total_mates: u64,
}

impl StatsFields {
    /// The statistics these fields describe, with `nodes` leaf nodes.
    pub(crate) fn to_stats(&self, nodes: u64) -> PerftStats {
        PerftStats {
            nodes,
            captures: self.captures,
            en_passant: self.en_passant,
            castles: self.castles,
            promotions: self.promotions,
            direct_checks: self.direct_checks,
            single_discovered_checks: self.single_discovered_checks,
            direct_discovered_checks: self.direct_discovered_checks,
            double_discovered_checks: self.double_discovered_checks,
            direct_mates: self.direct_mates,
            single_discovered_mates: self.single_discovered_mates,
            direct_discovered_mates: self.direct_discovered_mates,
            double_discovered_mates: self.double_discovered_mates,
        }
    }
}

impl From<PerftStats> for StatsFields {
    fn from(s: PerftStats) -> StatsFields {
        StatsFields {
            captures: s.captures,
            en_passant: s.en_passant,
            castles: s.castles,
            promotions: s.promotions,
            checks: s.checks(),
            discovered_checks: s.discovered_checks(),
            double_checks: s.double_checks(),
            checkmates: s.checkmates(),
            enpassants: s.en_passant,
            direct_checks: s.direct_checks,
            single_discovered_checks: s.single_discovered_checks,
            direct_discovered_checks: s.direct_discovered_checks,
            double_discovered_checks: s.double_discovered_checks,
            total_checks: s.total_checks(),
            direct_mates: s.direct_mates,
            single_discovered_mates: s.single_discovered_mates,
            direct_discovered_mates: s.direct_discovered_mates,
            double_discovered_mates: s.double_discovered_mates,
            total_mates: s.total_mates(),
        }
    }
}

#[derive(Serialize)]
struct PerftRecord<'a> {
    fen: &'a str,
    /// The game (`--variant`).
    variant: &'a str,
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
    /// How the last plies were counted (`--mode`).
    mode: &'static str,
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
    fn of<G: Game>(e: &PerftEngine<G>) -> EngineRecord {
        EngineRecord {
            mode: e.game().mode().name(),
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
    variant: &'a str,
    depth: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    nodes: u128,
}

/// Runs `bitperft perft` on the game `--variant` names, with leaf statistics if `stats` (chess).
pub fn perft(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    stats: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let variant = Variant::parse(&args.variant)?;
    if stats {
        require_chess(variant)?;
        opts.require_fast("--stats")?;
        let pos = resolve(opts.chess()?, args)?;
        return perft_leaf_stats(depth, &pos, json, quiet, opts);
    }
    crate::with_game!(variant, options opts, |game| {
        let pos = resolve(game, args)?;
        count(game, &pos, depth, json, opts)
    })
}

/// perft(`depth`) of `pos` through the engine the flags ask for, and its report.
fn count<G: CliGame>(
    game: G,
    pos: &G::Position,
    depth: u32,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let engine = engine_opts::start(game, &opts.config()?, json)?;
    let t = Instant::now();
    let (nodes, run) = engine.perft_stats(pos, depth);
    let secs = t.elapsed().as_secs_f64();
    let mut record = EngineRecord::of(&engine);
    if run.split_ply > 0 || run.tasks > 1 {
        record.tasks = Some(run.tasks);
        record.largest_task_share = Some(run.largest_task_share());
    }
    report(
        &game.fen(pos),
        game.name(),
        depth,
        nodes,
        secs,
        json,
        record,
        None,
    );
    Ok(())
}

/// Prints the perft result of the position `fen` of the game `variant`: a JSON record, or
/// the `perft D: N nodes in S s (M Mnps)` line.
#[allow(clippy::too_many_arguments)]
fn report(
    fen: &str,
    variant: &str,
    depth: u32,
    nodes: u128,
    secs: f64,
    json: bool,
    engine: EngineRecord,
    stats: Option<StatsFields>,
) {
    if json {
        json_line(&PerftRecord {
            fen,
            variant,
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

/// `perft --stats`: the leaves classified set-wise at their parents. One thread and no table:
/// one root move at a time, with a root-move progress bar; else the engine's task split, with
/// a statistics table of `--hash` MiB.
fn perft_leaf_stats(
    depth: u32,
    pos: &Position,
    json: bool,
    quiet: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let (engine, table) = stats_engine(opts, json)?;
    let chess = engine.game();
    let t = Instant::now();
    let s = if engine.threads() > 1 || table.is_some() {
        stats::engine_perft_stats(&engine, pos, depth, table.as_ref())
    } else {
        let moves = sorted_moves(chess, pos);
        let bar = Progress::root_moves(moves.len() as u64, depth, progress::enabled(quiet));
        let mut s = PerftStats::default();
        for &(_, m) in &moves {
            s += stats::move_stats_on(chess, pos, m, depth);
            bar.inc(1);
        }
        bar.finish();
        s
    };
    let secs = t.elapsed().as_secs_f64();
    let nodes = u128::from(s.nodes);
    let mut record = EngineRecord::of(&engine);
    record.hash_mb = opts.hash;
    report(
        &pos.to_fen(),
        chess.name(),
        depth,
        nodes,
        secs,
        json,
        record,
        json.then(|| StatsFields::from(s)),
    );
    if !json {
        print_stats(&s);
    }
    Ok(())
}

/// The engine for leaf statistics and the statistics table of `--hash` (the engine's own table,
/// for node counts, stays off).
pub(crate) fn stats_engine(
    opts: &EngineOptions,
    json: bool,
) -> Result<(PerftEngine<bitperft::Chess>, Option<stats::StatsTable>), CliError> {
    let mut cfg = opts.config()?;
    let table = match std::mem::take(&mut cfg.hash_mb) {
        0 => None,
        mb => Some(
            stats::StatsTable::with_seed(mb, cfg.hash_seed)
                .map_err(|e| CliError::input(format!("--hash {mb}: {e}")))?,
        ),
    };
    let chess = opts.chess()?;
    if !bitperft::attacks::default_backends().contains(&chess.sliders()) {
        return Err(CliError::input(format!(
            "--sliders {}: the statistics count with the default slider backend ({}); the \
             other backends are compiled for plain chess perft",
            chess.sliders(),
            bitperft::attacks::default_backends().join(" or ")
        )));
    }
    Ok((engine_opts::start(chess, &cfg, json)?, table))
}

/// `divide --stats` (chess): each root move's subtree statistics — text: the divide lines,
/// then the total and the statistics table; JSON: one record per move with its statistics,
/// then the total record.
pub fn divide_leaf_stats(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    require_chess(Variant::parse(&args.variant)?)?;
    let (engine, table) = stats_engine(opts, json)?;
    let chess = engine.game();
    let pos = resolve(chess, args)?;
    let fen = pos.to_fen();
    let t = Instant::now();
    let mut rows: Vec<(String, PerftStats)> =
        stats::engine_divide_stats(&engine, &pos, depth, table.as_ref())
            .into_iter()
            .map(|(m, s)| (chess.uci(&pos, m), s))
            .collect();
    rows.sort_by(|a, b| a.0.cmp(&b.0));
    let mut total = PerftStats::default();
    for (uci, s) in &rows {
        total += *s;
        if json {
            json_line(&DivideStatsRecord {
                fen: &fen,
                variant: chess.name(),
                depth,
                mv: uci,
                nodes: u128::from(s.nodes),
                stats: StatsFields::from(*s),
            });
        } else {
            outln!("{uci}: {}", s.nodes);
        }
    }
    let secs = t.elapsed().as_secs_f64();
    if json {
        let mut record = EngineRecord::of(&engine);
        record.hash_mb = opts.hash;
        let nodes = u128::from(total.nodes);
        let stats = Some(StatsFields::from(total));
        report(&fen, chess.name(), depth, nodes, secs, json, record, stats);
    } else {
        outln!();
        outln!("Nodes searched: {}", total.nodes);
        print_stats(&total);
    }
    Ok(())
}

/// One root move of `divide --stats --json`.
#[derive(Serialize)]
struct DivideStatsRecord<'a> {
    fen: &'a str,
    variant: &'a str,
    depth: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    nodes: u128,
    #[serde(flatten)]
    stats: StatsFields,
}

/// The statistics table, one counter per line: the chessprogramming.org columns, then The
/// Grand Chess Tree's split of checks (mates excluded) and mates.
pub(crate) fn print_stats(s: &PerftStats) {
    let rows = [
        ("captures", s.captures),
        ("en passant", s.en_passant),
        ("castles", s.castles),
        ("promotions", s.promotions),
        ("checks", s.checks()),
        ("discovered checks", s.discovered_checks()),
        ("double checks", s.double_checks()),
        ("checkmates", s.checkmates()),
    ];
    for (name, n) in rows {
        outln!("{name:<18} {n:>14}");
    }
    outln!(
        "{:<33}{:>14}{:>14}",
        "TGCT (checks without mates)",
        "checks",
        "mates"
    );
    let kinds = [
        ("direct", s.direct_checks, s.direct_mates),
        (
            "single discovered",
            s.single_discovered_checks,
            s.single_discovered_mates,
        ),
        (
            "direct discovered",
            s.direct_discovered_checks,
            s.direct_discovered_mates,
        ),
        (
            "double discovered",
            s.double_discovered_checks,
            s.double_discovered_mates,
        ),
        ("total", s.total_checks(), s.total_mates()),
    ];
    for (name, c, m) in kinds {
        outln!("  {name:<31}{c:>14}{m:>14}");
    }
}

/// Runs `bitperft divide` on the game `--variant` names.
pub fn divide(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    check_depth(depth)?;
    crate::with_game!(Variant::parse(&args.variant)?, options opts, |game| {
        let pos = resolve(game, args)?;
        divide_game(game, &pos, depth, json, opts)
    })
}

/// One line (or JSON record) per root move, sorted by UCI text (so divide outputs of different
/// tools line up for diffing), then the total.
fn divide_game<G: CliGame>(
    game: G,
    pos: &G::Position,
    depth: u32,
    json: bool,
    opts: &EngineOptions,
) -> Result<(), CliError> {
    let engine = engine_opts::start(game, &opts.config()?, json)?;
    let t = Instant::now();
    let fen = game.fen(pos);
    let mut total: u128 = 0;
    let mut rows: Vec<(String, u128)> = engine
        .divide(pos, depth)
        .into_iter()
        .map(|(m, n)| (game.uci(pos, m), n))
        .collect();
    rows.sort();
    for (uci, n) in rows {
        total += n;
        if json {
            json_line(&DivideRecord {
                fen: &fen,
                variant: game.name(),
                depth,
                mv: &uci,
                nodes: n,
            });
        } else {
            outln!("{uci}: {n}");
        }
    }
    let secs = t.elapsed().as_secs_f64();
    if json {
        let record = EngineRecord::of(&engine);
        report(&fen, game.name(), depth, total, secs, json, record, None);
    } else {
        outln!();
        outln!("Nodes searched: {total}");
    }
    Ok(())
}

//! `bitperft perft` (optionally with leaf statistics) and `bitperft divide`.
//!
//! Both walk the root moves here, one subtree at a time, so a run longer than a second can show
//! how many root moves are done.

use super::output::{json_line, mnps, ms, nps};
use super::progress::{self, Progress};
use super::{CliError, PositionArgs};
use bitperft::stats::{move_stats, PerftStats};
use bitperft::Position;
use serde::Serialize;
use std::time::Instant;

/// The deepest depth accepted (the published record for the start position is 15).
pub const MAX_DEPTH: u32 = 20;
const _: () = assert!(MAX_DEPTH == bitperft::uci::MAX_DEPTH);

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
    nodes: u64,
    ms: f64,
    nps: u64,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    stats: Option<StatsFields>,
}

#[derive(Serialize)]
struct DivideRecord<'a> {
    fen: &'a str,
    depth: u32,
    #[serde(rename = "move")]
    mv: &'a str,
    nodes: u64,
}

/// Runs `per_move` on every root move of `pos` with a root-move progress bar; returns the
/// results in generation order.
fn over_root_moves<T>(
    pos: &Position,
    depth: u32,
    quiet: bool,
    mut per_move: impl FnMut(bitperft::Move, &Progress) -> T,
) -> Vec<T> {
    // Sorted by UCI string, so divide outputs of different tools line up for diffing.
    let mut moves: Vec<bitperft::Move> = pos.legal_moves().to_vec();
    moves.sort_by_cached_key(|&m| pos.uci(m));
    let bar = Progress::root_moves(moves.len() as u64, depth, progress::enabled(quiet));
    let out = moves
        .iter()
        .map(|&m| {
            let r = per_move(m, &bar);
            bar.inc(1);
            r
        })
        .collect();
    bar.finish();
    out
}

/// Runs `bitperft perft`, with leaf statistics if `stats`.
pub fn perft(
    depth: u32,
    args: &PositionArgs,
    json: bool,
    stats: bool,
    quiet: bool,
) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let t = Instant::now();
    let (nodes, leaf) = if stats {
        let s: PerftStats = over_root_moves(&pos, depth, quiet, |m, _| move_stats(&pos, m, depth))
            .into_iter()
            .sum();
        (s.nodes, Some(s))
    } else if depth == 1 {
        (bitperft::perft(&pos, 1), None)
    } else {
        let per_move = over_root_moves(&pos, depth, quiet, |m, _| {
            bitperft::perft(&pos.play(m), depth - 1)
        });
        (per_move.into_iter().sum(), None)
    };
    let secs = t.elapsed().as_secs_f64();
    let fen = pos.to_fen();
    if json {
        json_line(&PerftRecord {
            fen: &fen,
            depth,
            nodes,
            ms: ms(secs),
            nps: nps(nodes.into(), secs),
            stats: leaf.map(StatsFields::from),
        });
    } else {
        println!(
            "perft {depth}: {nodes} nodes in {:.3} s ({:.1} Mnps)",
            secs,
            mnps(nodes.into(), secs)
        );
        if let Some(s) = leaf {
            print_stats(&s);
        }
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

/// Runs `bitperft divide`: one line (or JSON record) per root move as it finishes, then the total.
pub fn divide(depth: u32, args: &PositionArgs, json: bool, quiet: bool) -> Result<(), CliError> {
    check_depth(depth)?;
    let pos = resolve(args)?;
    let t = Instant::now();
    let fen = pos.to_fen();
    let counts = over_root_moves(&pos, depth, quiet, |m, bar| {
        let n = bitperft::perft(&pos.play(m), depth - 1);
        let uci = pos.uci(m);
        bar.println(|| {
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
        });
        n
    });
    let total: u64 = counts.into_iter().sum();
    let secs = t.elapsed().as_secs_f64();
    if json {
        json_line(&PerftRecord {
            fen: &fen,
            depth,
            nodes: total,
            ms: ms(secs),
            nps: nps(total.into(), secs),
            stats: None,
        });
    } else {
        println!();
        println!("Nodes searched: {total}");
    }
    Ok(())
}

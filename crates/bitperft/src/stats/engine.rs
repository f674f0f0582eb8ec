//! Leaf statistics through the engine's threads: the tree is cut into the same unique tasks as
//! a threaded perft ([`PerftEngine::tally`]), each task's statistics are counted by
//! [`perft_stats_on`] (or through a shared [`StatsTable`]) and summed over the frontier (a
//! transposition's statistics are those of its position, so merged tasks count once).

use super::table::StatsTable;
use super::tree::{perft_stats_hashed, perft_stats_on};
use super::PerftStats;
use crate::engine::PerftEngine;
use crate::position::Position;
use crate::types::Move;
use crate::Chess;

/// One task's statistics, through `table` if there is one.
fn task(chess: Chess, table: Option<&StatsTable>, pos: &Position, depth: u32) -> PerftStats {
    match table {
        Some(t) => perft_stats_hashed(chess, pos, depth, t),
        None => perft_stats_on(chess, pos, depth),
    }
}

/// The statistics at `depth` (≥ 1) below `pos`, on the engine's threads, through `table` if
/// given (the engine's own table, for node counts, is not used).
///
/// ```
/// use bitperft::engine::{EngineConfig, PerftEngine};
/// use bitperft::{stats, Chess, Position};
/// let cfg = EngineConfig { threads: 2, ..EngineConfig::serial() };
/// let engine = PerftEngine::new(Chess::default(), &cfg).unwrap();
/// let table = stats::StatsTable::new(1).unwrap();
/// let s = stats::engine_perft_stats(&engine, &Position::startpos(), 5, Some(&table));
/// // chessprogramming.org "Perft Results", initial position, depth 5.
/// assert_eq!((s.nodes, s.en_passant, s.checks(), s.checkmates()), (4_865_609, 258, 27_351, 347));
/// ```
pub fn engine_perft_stats(
    engine: &PerftEngine<Chess>,
    pos: &Position,
    depth: u32,
    table: Option<&StatsTable>,
) -> PerftStats {
    let chess = engine.game();
    engine
        .tally(pos, depth, false, |p, d| task(chess, table, p, d))
        .into_iter()
        .map(|(_, s)| s)
        .sum()
}

/// Per-root-move statistics at `depth` (≥ 1) on the engine's threads, in generation order,
/// through `table` if given.
pub fn engine_divide_stats(
    engine: &PerftEngine<Chess>,
    pos: &Position,
    depth: u32,
    table: Option<&StatsTable>,
) -> Vec<(Move, PerftStats)> {
    if depth <= 1 {
        return super::divide_stats(pos, 1);
    }
    let chess = engine.game();
    engine
        .tally(pos, depth, true, |p, d| task(chess, table, p, d))
        .into_iter()
        .filter_map(|(m, s)| m.map(|m| (m, s)))
        .collect()
}

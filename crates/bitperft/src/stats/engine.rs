//! Leaf statistics through the engine's threads: the tree is cut into the same unique tasks as
//! a threaded perft ([`PerftEngine::tally`]), each task's statistics are counted by
//! [`perft_stats_on`] and summed over the frontier (a transposition's statistics are those of
//! its position, so merged tasks count once).

use super::tree::perft_stats_on;
use super::PerftStats;
use crate::engine::PerftEngine;
use crate::position::Position;
use crate::types::Move;
use crate::Chess;

/// The statistics at `depth` (≥ 1) below `pos`, on the engine's threads.
///
/// ```
/// use bitperft::engine::{EngineConfig, PerftEngine};
/// use bitperft::{stats, Chess, Position};
/// let cfg = EngineConfig { threads: 2, ..EngineConfig::serial() };
/// let engine = PerftEngine::new(Chess::default(), &cfg).unwrap();
/// let s = stats::engine_perft_stats(&engine, &Position::startpos(), 5);
/// // chessprogramming.org "Perft Results", initial position, depth 5.
/// assert_eq!((s.nodes, s.en_passant, s.checks(), s.checkmates()), (4_865_609, 258, 27_351, 347));
/// ```
pub fn engine_perft_stats(engine: &PerftEngine<Chess>, pos: &Position, depth: u32) -> PerftStats {
    let chess = engine.game();
    engine
        .tally(pos, depth, false, |p, d| perft_stats_on(chess, p, d))
        .into_iter()
        .map(|(_, s)| s)
        .sum()
}

/// Per-root-move statistics at `depth` (≥ 1) on the engine's threads, in generation order.
pub fn engine_divide_stats(
    engine: &PerftEngine<Chess>,
    pos: &Position,
    depth: u32,
) -> Vec<(Move, PerftStats)> {
    if depth <= 1 {
        return super::divide_stats(pos, 1);
    }
    let chess = engine.game();
    engine
        .tally(pos, depth, true, |p, d| perft_stats_on(chess, p, d))
        .into_iter()
        .filter_map(|(m, s)| m.map(|m| (m, s)))
        .collect()
}

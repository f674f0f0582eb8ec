//! Perft with leaf statistics on one thread: the tree is walked like [`crate::perft`]'s down to
//! the leaves' parents, where [`LeafParent`] classifies the last ply set-wise.

use super::leaf_parent::LeafParent;
use super::table::{StatsTable, MIN_STORED_DEPTH};
use super::unplayed::stats2;
use super::PerftStats;
use crate::attacks::{self, Sliders, WithSliders};
use crate::movegen::{generate, Black, Side, White};
use crate::position::Position;
use crate::types::{Color, Move, MoveList};
use crate::Chess;

/// Perft to `depth` from `pos` with leaf statistics, with this CPU's default slider backend.
/// Depth 0 is the position itself: one node, nothing else counted (no move led to it).
///
/// ```
/// use bitperft::{stats::perft_stats, Position};
/// // chessprogramming.org "Perft Results", initial position, depth 4.
/// let s = perft_stats(&Position::startpos(), 4);
/// assert_eq!((s.nodes, s.captures, s.checks(), s.checkmates()), (197_281, 1_576, 469, 8));
/// ```
pub fn perft_stats(pos: &Position, depth: u32) -> PerftStats {
    perft_stats_on(Chess::default(), pos, depth)
}

/// [`perft_stats`] with the slider backend of `chess`.
pub fn perft_stats_on(chess: Chess, pos: &Position, depth: u32) -> PerftStats {
    struct Run<'a>(&'a Position, u32);
    impl WithSliders for Run<'_> {
        type Output = PerftStats;
        fn run<S: Sliders>(self) -> PerftStats {
            perft_stats_with::<S>(self.0, self.1)
        }
    }
    attacks::with_default_sliders(chess.sliders(), Run(pos, depth))
        .unwrap_or_else(|_| perft_stats_with::<attacks::DefaultSliders>(pos, depth))
}

/// [`perft_stats`] with slider backend `S`.
pub fn perft_stats_with<S: Sliders>(pos: &Position, depth: u32) -> PerftStats {
    let mut s = PerftStats::default();
    match pos.turn() {
        Color::White => stats_side::<S, White>(pos, depth, &mut s),
        Color::Black => stats_side::<S, Black>(pos, depth, &mut s),
    }
    s
}

/// The statistics of the subtree below root move `m` (legal in `pos`), counted to `depth` plies
/// from `pos` (so depth 1 classifies `m` itself). Depth 0 is treated as 1.
pub fn move_stats(pos: &Position, m: Move, depth: u32) -> PerftStats {
    move_stats_on(Chess::default(), pos, m, depth)
}

/// [`move_stats`] with the slider backend of `chess`.
pub fn move_stats_on(chess: Chess, pos: &Position, m: Move, depth: u32) -> PerftStats {
    if depth <= 1 {
        return super::reference::of_leaf(pos, m);
    }
    perft_stats_on(chess, &pos.play_unchecked(m), depth - 1)
}

/// Per-root-move statistics at `depth` (≥ 1), in generation order.
pub fn divide_stats(pos: &Position, depth: u32) -> Vec<(Move, PerftStats)> {
    pos.legal_moves()
        .iter()
        .map(|&m| (m, move_stats(pos, m, depth)))
        .collect()
}

/// [`perft_stats_on`] through `table`: subtrees of [`MIN_STORED_DEPTH`] plies or more are
/// looked up, and stored once counted.
pub fn perft_stats_hashed(
    chess: Chess,
    pos: &Position,
    depth: u32,
    table: &StatsTable,
) -> PerftStats {
    struct Run<'a>(&'a Position, u32, &'a StatsTable);
    impl WithSliders for Run<'_> {
        type Output = PerftStats;
        fn run<S: Sliders>(self) -> PerftStats {
            let mut s = PerftStats::default();
            match self.0.turn() {
                Color::White => stats_hashed::<S, White>(self.0, self.1, self.2, &mut s),
                Color::Black => stats_hashed::<S, Black>(self.0, self.1, self.2, &mut s),
            }
            s
        }
    }
    let run = Run(pos, depth, table);
    attacks::with_default_sliders(chess.sliders(), run)
        .unwrap_or_else(|_| Run(pos, depth, table).run::<attacks::DefaultSliders>())
}

/// Adds the statistics at `depth` below `pos` (`Us` to move) to `s`, through `table`.
fn stats_hashed<S: Sliders, Us: Side>(
    pos: &Position,
    depth: u32,
    table: &StatsTable,
    s: &mut PerftStats,
) {
    if depth < MIN_STORED_DEPTH {
        return stats_side::<S, Us>(pos, depth, s);
    }
    let key = table.key(pos);
    if let Some(t) = table.get(key, depth) {
        *s += t;
        return;
    }
    let mut mine = PerftStats::default();
    let mut list = MoveList::new();
    generate::<S, Us, _>(pos, &mut list);
    for &m in list.iter() {
        stats_hashed::<S, Us::Other>(&pos.play_unchecked(m), depth - 1, table, &mut mine);
    }
    table.put(key, depth, mine);
    *s += mine;
}

/// Adds the statistics at `depth` below `pos`, where `Us` is to move, to `s`.
pub(super) fn stats_side<S: Sliders, Us: Side>(pos: &Position, depth: u32, s: &mut PerftStats) {
    match depth {
        0 => *s += PerftStats::LEAF,
        1 => generate::<S, Us, _>(pos, &mut LeafParent::<S, Us>::new(pos, s)),
        2 => {
            stats2::<S, Us>(pos, s);
        }
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            for &m in list.iter() {
                stats_side::<S, Us::Other>(&pos.play_unchecked(m), depth - 1, s);
            }
        }
    }
}

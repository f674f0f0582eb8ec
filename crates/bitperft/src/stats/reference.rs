//! The slow reference classifier: every leaf is played and classified from the position it
//! reaches (its checkers, its legal replies). Simple enough to check by reading; the set-wise
//! classifier ([`super::perft_stats`]) is tested against it.
//!
//! Checked by hand beyond the tests: the initial position at depth 6 matches every column of the
//! chessprogramming.org table (809,099 checks, 329 discovered, 46 double, 10,828 mates).

use super::{CheckKind, PerftStats};
use crate::position::Position;
use crate::types::{CastleSide, Move};

/// The statistics of a single leaf: position `pos` with `m` (legal in `pos`) played.
pub fn of_leaf(pos: &Position, m: Move) -> PerftStats {
    let child = pos.play_unchecked(m);
    let mut s = PerftStats::LEAF;
    if m.is_castle() {
        s.castles = 1;
    } else if m.is_en_passant() || pos.piece_on(m.to()).is_some() {
        s.captures = 1;
        s.en_passant = m.is_en_passant() as u64;
    }
    s.promotions = m.promotion().is_some() as u64;
    let checkers = child.checkers();
    if checkers.any() {
        let moved_to = if m.is_castle() {
            let side = if m.to().file() > m.from().file() {
                CastleSide::King
            } else {
                CastleSide::Queen
            };
            Position::castle_targets(pos.turn(), side).1
        } else {
            m.to()
        };
        let kind = CheckKind::of(checkers.contains(moved_to), checkers.count());
        s.add_check(kind, child.count_legal_moves() == 0);
    }
    s
}

/// Perft to `depth` from `pos` with leaf statistics. Depth 0 is the position itself: one node,
/// nothing else counted (no move led to it).
///
/// ```
/// use bitperft::{stats::reference::perft_stats, Position};
/// // chessprogramming.org "Perft Results", initial position, depth 3.
/// let s = perft_stats(&Position::startpos(), 3);
/// assert_eq!((s.nodes, s.captures, s.checks()), (8_902, 34, 12));
/// ```
pub fn perft_stats(pos: &Position, depth: u32) -> PerftStats {
    if depth == 0 {
        return PerftStats::LEAF;
    }
    pos.legal_moves()
        .iter()
        .map(|&m| move_stats(pos, m, depth))
        .sum()
}

/// The statistics of the subtree below root move `m` (legal in `pos`), counted to `depth` plies
/// from `pos` (so depth 1 classifies `m` itself). Depth 0 is treated as 1.
pub fn move_stats(pos: &Position, m: Move, depth: u32) -> PerftStats {
    if depth <= 1 {
        return of_leaf(pos, m);
    }
    let child = pos.play_unchecked(m);
    child
        .legal_moves()
        .iter()
        .map(|&r| move_stats(&child, r, depth - 1))
        .sum()
}

/// Per-root-move statistics at `depth` (≥ 1), in generation order.
pub fn divide_stats(pos: &Position, depth: u32) -> Vec<(Move, PerftStats)> {
    pos.legal_moves()
        .iter()
        .map(|&m| (m, move_stats(pos, m, depth)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_zero_is_one_node() {
        let s = perft_stats(&Position::startpos(), 0);
        assert_eq!(s, PerftStats::LEAF);
    }

    #[test]
    fn classifies_single_leaves() {
        let p = Position::from_fen("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 1").unwrap();
        let leaf = |uci: &str| of_leaf(&p, p.parse_uci(uci).unwrap());
        let ep = leaf("e5d6");
        assert_eq!((ep.captures, ep.en_passant), (1, 1));
        let castle = leaf("e1c1");
        assert_eq!((castle.castles, castle.captures), (1, 0));
        // Ra1-a8 is a direct check; neither castling checks the king on e8.
        let a8 = leaf("a1a8");
        assert_eq!(
            (a8.checks(), a8.discovered_checks(), a8.double_checks()),
            (1, 0, 0)
        );
        assert_eq!(leaf("e1g1").checks(), 0);
        assert_eq!(leaf("e1c1").checks(), 0);
    }

    #[test]
    fn discovered_and_double_checks() {
        // The bishop on b1 looks at h7 through the knight on e4.
        let p = Position::from_fen("8/7k/8/8/4N3/8/8/1B2K3 w - - 0 1").unwrap();
        let disc = of_leaf(&p, p.parse_uci("e4c3").unwrap());
        assert_eq!(
            (
                disc.checks(),
                disc.discovered_checks(),
                disc.double_checks()
            ),
            (1, 1, 0)
        );
        let double = of_leaf(&p, p.parse_uci("e4f6").unwrap());
        // The knight gives check itself: double, but not counted as discovered.
        assert_eq!(
            (
                double.checks(),
                double.discovered_checks(),
                double.double_checks()
            ),
            (1, 0, 1)
        );
    }

    #[test]
    fn sums_add_up() {
        let p = Position::startpos();
        let total: PerftStats = divide_stats(&p, 3).into_iter().map(|(_, s)| s).sum();
        assert_eq!(total, perft_stats(&p, 3));
        assert_eq!(total.nodes, crate::perft(&p, 3));
    }
}

//! Balancing: an estimate of each position's work, and a greedy assignment to units.
//!
//! A unique position costs perft(remaining) however many paths reach it, so balance by an
//! estimate of that, not by multiplicity. The estimate extrapolates the first two plies
//! geometrically: perft(2) × (perft(2) / perft(1))^(remaining − 2). Positions are assigned
//! largest first to the currently lightest unit (LPT scheduling: within 4/3 of optimal).

use bitperft::Game;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Estimated leaf nodes of perft(`remaining`) from `pos` (at least 1: even a mate costs a
/// visit).
pub fn estimate<G: Game>(game: G, pos: &G::Position, remaining: u32) -> f64 {
    let est = match remaining {
        0 => 1.0,
        1 => game.perft(pos, 1) as f64,
        r => {
            let p1 = game.perft(pos, 1) as f64;
            let p2 = game.perft(pos, 2) as f64;
            if p1 == 0.0 {
                1.0
            } else {
                p2 * (p2 / p1).powi(r as i32 - 2)
            }
        }
    };
    est.max(1.0)
}

/// Splits item indices `0..estimates.len()` into `units` groups of similar total estimate.
/// Deterministic: ties go to the earlier item and the lower unit. Each group is sorted.
pub fn assign(estimates: &[f64], units: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..estimates.len()).collect();
    order.sort_by(|&a, &b| estimates[b].total_cmp(&estimates[a]).then(a.cmp(&b)));
    let mut groups = vec![Vec::new(); units];
    // Loads as integers so the heap is totally ordered (estimates are ≥ 1; 1e30 is a cap
    // that no perft reaches).
    let mut heap: BinaryHeap<Reverse<(u128, usize)>> =
        (0..units).map(|u| Reverse((0, u))).collect();
    for i in order {
        let Some(Reverse((load, u))) = heap.pop() else {
            break;
        };
        groups[u].push(i);
        heap.push(Reverse((load + estimates[i].min(1e30) as u128, u)));
    }
    for g in &mut groups {
        g.sort_unstable();
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use bitperft::{Chess, Position};

    #[test]
    fn assign_balances_and_covers_everything() {
        let est = [10.0, 1.0, 7.0, 3.0, 3.0, 6.0];
        let g = assign(&est, 3);
        let mut all: Vec<usize> = g.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, [0, 1, 2, 3, 4, 5]);
        let loads: Vec<f64> = g.iter().map(|u| u.iter().map(|&i| est[i]).sum()).collect();
        assert_eq!(loads, [10.0, 10.0, 10.0]);
    }

    #[test]
    fn more_units_than_items_leaves_empty_units() {
        let g = assign(&[2.0], 3);
        assert_eq!(g, vec![vec![0], vec![], vec![]]);
    }

    #[test]
    fn estimate_is_exact_for_one_and_two_plies() {
        let p = Position::startpos();
        assert_eq!(estimate(Chess::default(), &p, 0), 1.0);
        assert_eq!(estimate(Chess::default(), &p, 1), 20.0);
        assert_eq!(estimate(Chess::default(), &p, 2), 400.0);
        assert_eq!(estimate(Chess::default(), &p, 3), 8000.0);
    }
}

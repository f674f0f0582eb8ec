//! Splitting a perft tree into tasks for the worker threads: expand the tree breadth-first until
//! the frontier is wide enough, merge transpositions (identical positions reached by different
//! move orders become one task counted once), and order the tasks largest first.

use super::Game;
use rayon::prelude::*;
use std::collections::HashMap;
use std::ops::AddAssign;

/// Tasks are never split below this many plies to go: smaller subtrees cost less to count than
/// to schedule.
const MIN_TASK_DEPTH: u32 = 3;

/// Tasks with at least this many plies to go are ordered by an estimate of their size (the
/// count two plies down); shallower ones are too cheap to be worth it.
const ESTIMATE_FROM_DEPTH: u32 = 4;

/// A perft tree cut at one ply into unique tasks.
pub(crate) struct Split<G: Game> {
    /// The ply the tree was cut at (0: the root is the only task).
    pub ply: u32,
    /// Plies to go below every task.
    pub depth: u32,
    /// The unique task positions, largest estimated first.
    pub tasks: Vec<G::Position>,
    /// One `(root move index, task index)` per frontier node, transpositions included; the root
    /// move index is 0 when `ply` is 0.
    pub nodes: Vec<(u32, u32)>,
    /// The legal root moves, in generation order (empty if `ply` is 0).
    pub roots: Vec<G::Move>,
}

impl<G: Game> Split<G> {
    /// Sums per-task counts (indexed like `tasks`; node counts or leaf statistics) over the
    /// frontier: the perft total.
    pub fn total<T: Copy + Default + AddAssign>(&self, counts: &[T]) -> T {
        let mut sum = T::default();
        for &(_, t) in &self.nodes {
            sum += counts[t as usize];
        }
        sum
    }

    /// Sums per-task counts per root move: the divide.
    pub fn per_root<T: Copy + Default + AddAssign>(&self, counts: &[T]) -> Vec<(G::Move, T)> {
        let mut sums = vec![T::default(); self.roots.len()];
        for &(r, t) in &self.nodes {
            sums[r as usize] += counts[t as usize];
        }
        self.roots.iter().copied().zip(sums).collect()
    }
}

/// Cuts the tree of `pos` to `depth` into at least `min_tasks` frontier nodes where it can
/// (never leaving fewer than [`MIN_TASK_DEPTH`] plies per task), and at least at ply 1 if
/// `by_root` (for divide); positions with the same [`Game::id`] become one task. If `largest_first`, tasks are ordered by estimated size, computed with rayon: run it
/// inside the engine's pool (`ThreadPool::install`).
pub(crate) fn split<G: Game>(
    g: G,
    pos: &G::Position,
    depth: u32,
    min_tasks: usize,
    by_root: bool,
    largest_first: bool,
) -> Split<G> {
    let mut frontier: Vec<(u32, G::Position)> = vec![(0, pos.clone())];
    let mut roots = Vec::new();
    let mut ply = 0;
    while (by_root && ply == 0 && depth > 0)
        || (depth - ply > MIN_TASK_DEPTH && frontier.len() < min_tasks)
    {
        let mut next = Vec::with_capacity(frontier.len() * 32);
        for &(root, ref p) in &frontier {
            for (i, &m) in g.moves(p).as_ref().iter().enumerate() {
                let r = if ply == 0 {
                    roots.push(m);
                    i as u32
                } else {
                    root
                };
                next.push((r, g.play(p, m)));
            }
        }
        frontier = next;
        ply += 1;
        if frontier.is_empty() {
            break;
        }
    }
    let remaining = depth - ply.min(depth);

    // Merge transpositions.
    let mut index: HashMap<G::Id, u32> = HashMap::with_capacity(frontier.len());
    let mut unique: Vec<G::Position> = Vec::new();
    let mut nodes = Vec::with_capacity(frontier.len());
    for (root, p) in frontier {
        let t = *index.entry(g.id(&p)).or_insert_with(|| {
            unique.push(p);
            unique.len() as u32 - 1
        });
        nodes.push((root, t));
    }

    // Largest first, so the last tasks to finish are small ones. The estimates run on the
    // caller's rayon pool: with thousands of tasks they are the largest serial part.
    let mut order: Vec<u32> = (0..unique.len() as u32).collect();
    if largest_first && remaining >= ESTIMATE_FROM_DEPTH && unique.len() > 1 {
        let est: Vec<u64> = unique.par_iter().map(|p| g.perft(p, 2)).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(est[i as usize]));
    }
    let mut rank = vec![0u32; unique.len()];
    for (new, &old) in order.iter().enumerate() {
        rank[old as usize] = new as u32;
    }
    for n in &mut nodes {
        n.1 = rank[n.1 as usize];
    }
    Split {
        ply,
        depth: remaining,
        tasks: order.iter().map(|&i| unique[i as usize].clone()).collect(),
        nodes,
        roots,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Chess, Position};

    fn counts(s: &Split<Chess>) -> Vec<u128> {
        s.tasks
            .iter()
            .map(|p| Chess::default().perft(p, s.depth) as u128)
            .collect()
    }

    #[test]
    fn cuts_at_the_first_wide_enough_ply() {
        let p = Position::startpos();
        let s = split(Chess::default(), &p, 7, 32, false, true);
        assert_eq!(
            (s.ply, s.depth, s.tasks.len(), s.nodes.len()),
            (2, 5, 400, 400)
        );
        let s = split(Chess::default(), &p, 7, 401, false, true);
        // 8,902 positions at ply 3 (published), of which 5,362 are distinct (published).
        assert_eq!((s.ply, s.nodes.len(), s.tasks.len()), (3, 8_902, 5_362));
        // Not below MIN_TASK_DEPTH plies to go.
        let s = split(Chess::default(), &p, 4, 1000, false, true);
        assert_eq!((s.ply, s.depth), (1, 3));
        let s = split(Chess::default(), &p, 2, 1000, true, true);
        assert_eq!((s.ply, s.depth, s.roots.len()), (1, 1, 20));
        let s = split(Chess::default(), &p, 0, 1000, false, true);
        assert_eq!((s.ply, s.depth, s.tasks.len()), (0, 0, 1));
    }

    #[test]
    fn transpositions_add_up() {
        // Startpos perft 5 (published: 4,865,609) cut at ply 3 with transpositions merged.
        let p = Position::startpos();
        let s = split(Chess::default(), &p, 5, 5000, false, true);
        assert_eq!(s.ply, 2, "perft 5 is not cut below 3 plies to go");
        let s = split(Chess::default(), &p, 6, 5000, false, true);
        assert_eq!(s.ply, 3);
        assert_eq!(s.total(&counts(&s)), 119_060_324);
    }

    #[test]
    fn tasks_are_largest_first_and_per_root_sums_match_divide() {
        let p = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        let s = split(Chess::default(), &p, 5, 100, true, true);
        assert_eq!((s.ply, s.depth), (2, 3));
        let c = counts(&s);
        assert_eq!(s.total(&c), 193_690_690);
        assert_eq!(
            s.per_root(&c),
            crate::divide(&p, 5)
                .into_iter()
                .map(|(m, n)| (m, n as u128))
                .collect::<Vec<_>>()
        );
        let s = split(Chess::default(), &p, 6, 100, false, true);
        let est: Vec<u64> = s
            .tasks
            .iter()
            .map(|t| Chess::default().perft(t, 2))
            .collect();
        assert!(est.windows(2).all(|w| w[0] >= w[1]));
    }

    #[test]
    fn mated_root_has_no_tasks() {
        let mate =
            Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
                .unwrap();
        let s = split(Chess::default(), &mate, 6, 64, true, true);
        assert!(s.roots.is_empty() && s.tasks.is_empty());
        assert_eq!(s.total::<u128>(&[]), 0);
    }
}

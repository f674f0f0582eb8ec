//! [`Batch`]: the children of depth-2 nodes waiting to be counted in [`lanes`], and where
//! their counts go ([`Tally`]): one total, or one per depth-2 node.

use super::lanes::{self, Lanes};
use crate::movegen::Side;
use crate::position::Position;
use crate::types::{Move, MoveList};

/// The widths [`Batch::finish`] counts a partly filled batch in ([`Batch::flush_narrow`]).
const HALF_LANES: usize = lanes::LANES / 2;
const QUARTER_LANES: usize = lanes::LANES / 4;

/// Where a [`Batch`] adds what it counts: to one total ([`Total`]), or to the depth-2 node
/// that filled each lane ([`PerNode`]).
pub(crate) trait Tally {
    /// Lane `lane` was filled by the current node.
    fn filled(&mut self, lane: usize);

    /// Adds `n` (wrapping) to the current node.
    fn add(&mut self, n: u64);

    /// Adds each lane's count `counts`, `times` times over, to the node that filled it (a lane
    /// not filled has `times` 0).
    fn add_lanes<const N: usize>(&mut self, counts: &Lanes<N>, times: &[u64; lanes::LANES]);
}

/// One total for every node that shares the batch (a perft 3's depth-2 children).
pub(crate) struct Total(pub(crate) u64);

impl Tally for Total {
    #[inline(always)]
    fn filled(&mut self, _: usize) {}

    #[inline(always)]
    fn add(&mut self, n: u64) {
        self.0 = self.0.wrapping_add(n);
    }

    #[inline(always)]
    fn add_lanes<const N: usize>(&mut self, counts: &Lanes<N>, times: &[u64; lanes::LANES]) {
        // Every lane, a fixed length kept in vectors: those not filled count 0 times.
        let sum = counts
            .0
            .iter()
            .zip(times)
            .fold(0u64, |n, (&c, &t)| n.wrapping_add(c.wrapping_mul(t)));
        self.add(sum);
    }
}

/// A total per depth-2 node, the nodes numbered in the order they fill lanes
/// ([`PerNode::start`]): siblings whose counts are stored one by one (a hashed perft's depth-2
/// misses) yet share one batch, so that it is full as often as without a table.
pub(crate) struct PerNode<'a> {
    /// The node filling lanes now.
    node: u8,
    /// Per lane, the node that filled it.
    owners: [u8; lanes::LANES],
    /// Per node, its leaf nodes counted so far (wrapping: a Δ may be negative).
    totals: &'a mut [u64],
}

impl<'a> PerNode<'a> {
    /// A total per node in `totals` (at most [`MoveList::CAPACITY`] nodes), each set to 0;
    /// node 0 fills lanes first.
    pub(crate) fn new(totals: &'a mut [u64]) -> PerNode<'a> {
        assert!(
            totals.len() <= MoveList::CAPACITY,
            "a node per move at most"
        );
        totals.fill(0);
        PerNode {
            node: 0,
            owners: [0; lanes::LANES],
            totals,
        }
    }

    /// Node `node` (below the number of totals) fills the lanes from now on.
    #[inline(always)]
    pub(crate) fn start(&mut self, node: usize) {
        debug_assert!(node < self.totals.len(), "a node with a total");
        self.node = node as u8;
    }
}

impl Tally for PerNode<'_> {
    #[inline(always)]
    fn filled(&mut self, lane: usize) {
        self.owners[lane] = self.node;
    }

    #[inline(always)]
    fn add(&mut self, n: u64) {
        let t = &mut self.totals[self.node as usize];
        *t = t.wrapping_add(n);
    }

    #[inline(always)]
    fn add_lanes<const N: usize>(&mut self, counts: &Lanes<N>, times: &[u64; lanes::LANES]) {
        for ((&c, &t), &owner) in counts.0.iter().zip(times).zip(&self.owners) {
            let total = &mut self.totals[owner as usize];
            *total = total.wrapping_add(c.wrapping_mul(t));
        }
    }
}

/// Children of depth-2 nodes waiting to be counted in lanes: shared by the depth-2 nodes of
/// one parent, so that a batch is full more often than one node's played children fill it.
/// A depth-2 node's null move waits here too, its count to be added once per unplayed move.
pub(crate) struct Batch<T = Total> {
    boards: lanes::Boards,
    /// Per lane, how many times its count is added: 1 for a child, the number of unplayed
    /// moves for a null move, 0 for a lane not filled.
    times: [u64; lanes::LANES],
    /// Children waiting, in lanes `0..waiting`.
    waiting: usize,
    /// The leaf nodes below the children already counted, plus the Δs of the unplayed moves
    /// pushed.
    pub(crate) tally: T,
}

impl Batch {
    /// No child waiting, one total.
    #[inline(always)]
    pub(crate) fn new() -> Batch {
        Batch::with(Total(0))
    }

    /// The leaf nodes below every child pushed, `Mover` to move in each.
    #[inline(always)]
    pub(crate) fn finish<Mover: Side>(self) -> u64 {
        self.finish_tally::<Mover>().0
    }
}

impl<T: Tally> Batch<T> {
    /// No child waiting; counts go to `tally`.
    #[inline(always)]
    pub(crate) fn with(tally: T) -> Batch<T> {
        Batch {
            boards: lanes::Boards::EMPTY,
            times: [0; lanes::LANES],
            waiting: 0,
            tally,
        }
    }

    /// Whether no child waits.
    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        self.waiting == 0
    }

    /// Adds the child of `pos` after `m` (`Us` to move in `pos`; a move that
    /// [`fits_lanes`](super::fits_lanes)).
    #[inline(always)]
    pub(crate) fn push<Us: Side>(&mut self, pos: &Position, m: Move) {
        self.boards.set_child(self.waiting, pos, m);
        self.times[self.waiting] = 1;
        self.filled::<Us::Other>();
    }

    /// Adds `pos`'s null move (`Us` to move in `pos`, not in check, the other side's castling
    /// on the standard squares): its count ([`null_move_count`](super::null_move_count)) is
    /// added `times` times, and `delta` once. This is how a depth-2 node's
    /// `n0 × unplayed + ΣΔ` is counted in lanes.
    #[inline(always)]
    pub(crate) fn push_null<Us: Side>(&mut self, pos: &Position, times: u64, delta: i64) {
        self.boards.set_null(self.waiting, pos);
        self.times[self.waiting] = times;
        self.tally.add(delta as u64);
        self.filled::<Us::Other>();
    }

    /// One more lane filled (`Mover` to move in it); a full batch is counted.
    #[inline(always)]
    fn filled<Mover: Side>(&mut self) {
        self.tally.filled(self.waiting);
        self.waiting += 1;
        if self.waiting == lanes::LANES {
            self.flush::<Mover>();
        }
    }

    /// Counts the children waiting, `Mover` to move in each.
    #[inline(never)]
    fn flush<Mover: Side>(&mut self) {
        let counts = self.boards.count::<Mover>();
        self.add_counts(counts);
    }

    /// [`Batch::flush`] where at most `N` lanes are filled ([`HALF_LANES`], [`QUARTER_LANES`]):
    /// counted in fewer vector registers. A depth-2 node counted alone (a perft 2, the games
    /// with hands) seldom fills more than a few.
    #[inline(never)]
    fn flush_narrow<Mover: Side, const N: usize>(&mut self) {
        let counts = self.boards.narrow::<N>().count::<Mover>();
        self.add_counts(counts);
    }

    /// Adds each lane's count as many times as the lane says, and empties the batch.
    #[inline(always)]
    fn add_counts<const N: usize>(&mut self, counts: Lanes<N>) {
        self.tally.add_lanes(&counts, &self.times);
        self.times = [0; lanes::LANES];
        self.waiting = 0;
    }

    /// Counts the children still waiting (`Mover` to move in each) and gives the tally.
    #[inline(always)]
    pub(crate) fn finish_tally<Mover: Side>(mut self) -> T {
        if self.waiting > HALF_LANES {
            self.flush::<Mover>();
        } else if self.waiting > QUARTER_LANES {
            self.flush_narrow::<Mover, HALF_LANES>();
        } else if self.waiting > 0 {
            self.flush_narrow::<Mover, QUARTER_LANES>();
        }
        self.tally
    }
}

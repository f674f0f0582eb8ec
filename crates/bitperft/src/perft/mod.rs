//! Chess perft on one thread: count the leaf nodes of the legal move tree to a fixed depth.
//! The last ply is counted by popcount, never played (bulk counting); the ply before it plays
//! only the moves [`unplayed`] cannot count from the null move, and counts their children
//! (and the null move's count itself) eight at a time in [`lanes`] where the build targets
//! AVX2 or AVX-512.

use crate::attacks::{self, Sliders};
use crate::chess::Chess;
use crate::engine::{Game, Mode};
use crate::movegen::{
    generate, generate_status, pawn_origin, Black, Counter, Side, Visitor, White,
};
use crate::position::Position;
use crate::types::{Bitboard, Color, Move, MoveKind, MoveList, Role, Square};
use std::marker::PhantomData;

mod king_moves;
mod lanes;
pub(crate) mod mobility;
pub(crate) mod unplayed;

/// Leaf nodes at `depth` from `pos`, on this thread, with this CPU's default slider backend
/// ([`Chess::default`]).
///
/// ```
/// let p = bitperft::Position::startpos();
/// assert_eq!(bitperft::perft(&p, 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    Chess::default().perft(pos, depth)
}

/// Per-root-move counts at `depth` (depth ≥ 1): one `(move, leaf nodes below it)` per legal
/// move, in generation order, on this thread ([`crate::engine::divide`] of
/// [`Chess::default`]).
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    crate::engine::divide(Chess::default(), pos, depth)
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

/// Legal move count of `pos`, where `Us` is to move (bulk counting: popcounts of target sets).
#[inline(always)]
pub(crate) fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    debug_assert_eq!(
        pos.turn(),
        Us::COLOR,
        "count::<Us> with the other side to move"
    );
    moves_of::<S, Us>(pos)
}

/// The null-move count `n0` of `pos`, where `Us` is to move: the legal moves the other side
/// would have if we passed (our pieces where they stand, no e.p. square).
///
/// The invariant this rests on: the generator for side `Them` reads the board, the castling
/// rights and the e.p. square, never [`Position::turn`], so counting `Them`'s moves on a
/// position where `Us` is to move is the count after a null move, once the e.p. square (ours
/// to take, not theirs) is removed.
#[inline(always)]
fn null_move_count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    debug_assert_eq!(
        pos.turn(),
        Us::COLOR,
        "the null move is made by the side to move"
    );
    match pos.ep_square() {
        None => moves_of::<S, Us::Other>(pos),
        Some(_) => moves_of::<S, Us::Other>(&pos.without_ep()),
    }
}

/// The legal move count of side `Mover` on `pos`'s board, whoever is to move there: only
/// [`count`] (`Mover` to move) and [`null_move_count`] (the other side to move) call it.
#[inline(always)]
fn moves_of<S: Sliders, Mover: Side>(pos: &Position) -> u64 {
    let mut c = Counter(0);
    if pos.ep_square().is_none() && !pos.castling().any_for(Mover::COLOR) {
        generate_status::<S, Mover, _, false>(pos, &mut c);
    } else {
        generate_status::<S, Mover, _, true>(pos, &mut c);
    }
    c.0
}

/// Leaf nodes at depth 2 below `pos` (`Us` to move), with unplayed moves, for the games with
/// hands that reuse chess's depth 2; a function of its own so that reusing it leaves the chess
/// recursion ([`perft_side`]) as it was compiled (PERFORMANCE.md, "Eighteenth session").
#[inline(never)]
pub(crate) fn chess_perft2<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    unplayed::perft2::<S, Us>(pos)
}

pub(crate) fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => unplayed::perft2::<S, Us>(pos),
        // The two loops are written out, not passed to `sum_children` as closures: that form
        // measured slower on positions 3 and 5 (PERFORMANCE.md, "Twenty-fourth session").
        3 => {
            // The depth-2 children share one batch of leaf parents' children.
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut batch = Batch::new();
            let mut n = 0;
            for &m in list.iter() {
                n += unplayed::perft2_in::<S, Us::Other>(&pos.play_unchecked(m), &mut batch);
            }
            n + batch.finish::<Us>()
        }
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += perft_side::<S, Us::Other>(&pos.play_unchecked(m), depth - 1);
            }
            n
        }
    }
}

/// The sum of `f` over the children of `pos` (`Us` to move): each legal move played, in
/// generation order.
#[inline(always)]
fn sum_children<S: Sliders, Us: Side>(pos: &Position, mut f: impl FnMut(&Position) -> u64) -> u64 {
    let mut list = MoveList::new();
    generate::<S, Us, _>(pos, &mut list);
    let mut n = 0;
    for &m in list.iter() {
        n += f(&pos.play_unchecked(m));
    }
    n
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`, counted the way `mode` says
/// ([`Mode::Fast`] is [`perft_with`]).
pub fn perft_mode_with<S: Sliders>(pos: &Position, depth: u32, mode: Mode) -> u64 {
    match (mode, pos.turn()) {
        (Mode::Fast, _) => perft_with::<S>(pos, depth),
        (Mode::Bulk, Color::White) => bulk_side::<S, White>(pos, depth),
        (Mode::Bulk, Color::Black) => bulk_side::<S, Black>(pos, depth),
        (Mode::Make, Color::White) => make_side::<S, White>(pos, depth),
        (Mode::Make, Color::Black) => make_side::<S, Black>(pos, depth),
    }
}

/// [`Mode::Bulk`]: the last ply counted by popcount, every move above it played (depth 2 by
/// the fused leaf parent).
fn bulk_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => leaf_parent::<S, Us>(pos),
        _ => sum_children::<S, Us>(pos, |child| bulk_side::<S, Us::Other>(child, depth - 1)),
    }
}

/// [`Mode::Make`]: every move played, the leaves too (each counts one).
fn make_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    sum_children::<S, Us>(pos, |child| {
        if depth == 1 {
            // The leaf is made, as a naive perft makes it; black_box keeps it made.
            std::hint::black_box(child);
            1
        } else {
            make_side::<S, Us::Other>(child, depth - 1)
        }
    })
}

/// Perft(2) by the fused leaf parent: each move is played and its child counted as soon as it
/// is generated; no move list is built.
#[inline(always)]
fn leaf_parent<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    let mut batch = Batch::new();
    leaf_parent_in::<S, Us>(pos, &mut batch) + batch.finish::<Us::Other>()
}

/// [`leaf_parent`], the children counted in lanes waiting in `batch` (not counted here).
#[inline(always)]
fn leaf_parent_in<S: Sliders, Us: Side>(pos: &Position, batch: &mut Batch) -> u64 {
    let mut v = LeafParent::<S, Us>::new(pos, batch, children_fit_lanes::<Us>(pos));
    generate::<S, Us, _>(pos, &mut v);
    v.nodes
}

/// Whether depth 2 counts its played children in lanes ([`lanes`]): where the build targets
/// AVX2 (eight lanes in two 256-bit registers, or one 512-bit one with AVX-512). Measured to
/// pay on Zen 3 (AVX2), Zen 5 and a Xeon (AVX-512) (PERFORMANCE.md, "Thirty-ninth
/// session"). Without vectors each child is counted by [`count_after`].
const IN_LANES: bool = cfg!(target_feature = "avx2");

/// The widths [`Batch::finish`] counts a partly filled batch in ([`Batch::flush_narrow`]).
const HALF_LANES: usize = lanes::LANES / 2;
const QUARTER_LANES: usize = lanes::LANES / 4;

/// Children of depth-2 nodes waiting to be counted in lanes: shared by the depth-2 nodes of
/// one parent, so that a batch is full more often than one node's played children fill it.
/// A depth-2 node's null move waits here too, its count to be added once per unplayed move.
pub(crate) struct Batch {
    boards: lanes::Boards,
    /// Per lane, how many times its count is added: 1 for a child, the number of unplayed
    /// moves for a null move, 0 for a lane not filled.
    times: [u64; lanes::LANES],
    /// Children waiting, in lanes `0..waiting`.
    waiting: usize,
    /// The leaf nodes below the children already counted, plus the Δs of the unplayed moves
    /// pushed (wrapping: a Δ may be negative, and the total never is).
    nodes: u64,
}

impl Batch {
    /// No child waiting.
    #[inline(always)]
    pub(crate) fn new() -> Batch {
        Batch {
            boards: lanes::Boards::EMPTY,
            times: [0; lanes::LANES],
            waiting: 0,
            nodes: 0,
        }
    }

    /// Adds the child of `pos` after `m` (`Us` to move in `pos`; a move [`fits_lanes`]).
    #[inline(always)]
    fn push<Us: Side>(&mut self, pos: &Position, m: Move) {
        self.boards.set_child(self.waiting, pos, m);
        self.times[self.waiting] = 1;
        self.filled::<Us::Other>();
    }

    /// Adds `pos`'s null move (`Us` to move in `pos`, not in check, the other side's castling
    /// on the standard squares): its count ([`null_move_count`]) is added `times` times, and
    /// `delta` once. This is how a depth-2 node's `n0 × unplayed + ΣΔ` is counted in lanes.
    #[inline(always)]
    fn push_null<Us: Side>(&mut self, pos: &Position, times: u64, delta: i64) {
        self.boards.set_null(self.waiting, pos);
        self.times[self.waiting] = times;
        self.nodes = self.nodes.wrapping_add_signed(delta);
        self.filled::<Us::Other>();
    }

    /// One more lane filled (`Mover` to move in it); a full batch is counted.
    #[inline(always)]
    fn filled<Mover: Side>(&mut self) {
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
    /// counted in fewer vector registers. A depth-2 node counted alone (the table's misses)
    /// seldom fills more than a few.
    #[inline(never)]
    fn flush_narrow<Mover: Side, const N: usize>(&mut self) {
        let counts = self.boards.narrow::<N>().count::<Mover>();
        self.add_counts(counts);
    }

    /// Adds each lane's count `counts` as many times as the lane says, and empties the batch.
    #[inline(always)]
    fn add_counts<const N: usize>(&mut self, counts: lanes::Lanes<N>) {
        // Every lane, a fixed length kept in vectors: those not filled count 0 times.
        let sum = counts
            .0
            .iter()
            .zip(self.times)
            .fold(0u64, |n, (&c, t)| n.wrapping_add(c.wrapping_mul(t)));
        self.nodes = self.nodes.wrapping_add(sum);
        self.times = [0; lanes::LANES];
        self.waiting = 0;
    }

    /// The leaf nodes below every child pushed, `Mover` to move in each.
    #[inline(always)]
    pub(crate) fn finish<Mover: Side>(mut self) -> u64 {
        if self.waiting > HALF_LANES {
            self.flush::<Mover>();
        } else if self.waiting > QUARTER_LANES {
            self.flush_narrow::<Mover, HALF_LANES>();
        } else if self.waiting > 0 {
            self.flush_narrow::<Mover, QUARTER_LANES>();
        }
        self.nodes
    }
}

/// Whether the lanes can count the child of `pos` after `m` (`Us` to move): no castling or en
/// passant in it (a double push that gives them e.p. fits: its e.p. captures are counted by
/// [`en_passant_captures`]). The caller has checked the other side's castling
/// ([`standard_castling`]).
#[inline(always)]
fn fits_lanes(m: Move) -> bool {
    !matches!(m.kind(), MoveKind::Castle | MoveKind::EnPassant)
}

/// Their legal e.p. captures in the child of `pos` after our double push from `from` to `to`
/// (`Us` to move in `pos`): what the lanes, and the null move, leave out of that child's
/// count. A capture is legal when, after it, none of our pieces attacks their king; our pushed
/// pawn is gone then, and every other piece of ours stands where it stood in `pos`. Out of
/// line: few double pushes give e.p.
#[inline(never)]
fn en_passant_captures<S: Sliders, Us: Side>(pos: &Position, from: Square, to: Square) -> u64 {
    let them = !Us::COLOR;
    let passed = pawn_origin(to, Us::UP);
    let takers = attacks::pawn(Us::COLOR, passed) & pos.pieces(them, Role::Pawn);
    let k = pos.king(them);
    let mut n = 0;
    for p in takers {
        // `to` is empty again (the pawn taken), `from` still is; `p` moves to `passed`.
        let occ = pos.occupied().without(from).without(p).with(passed);
        // The pawn that was on `from` is in `pos`'s sets still: `occ` leaves it out.
        if (pos.attackers_with::<S>(k, Us::COLOR, occ) & occ).is_empty() {
            n += 1;
        }
    }
    n
}

/// Whether the children of `pos` (`Us` to move) may be counted in lanes: the build has them
/// ([`IN_LANES`]) and their castling, the side to move in the children, is on the standard
/// squares ([`standard_castling`]; [`lanes`] knows no other castling).
#[inline(always)]
fn children_fit_lanes<Us: Side>(pos: &Position) -> bool {
    IN_LANES && standard_castling(pos, !Us::COLOR)
}

/// Whether `color`'s castling rights, if any, are on the standard squares: its rooks in the
/// corners and its king on the e-file of its back rank.
#[inline(always)]
fn standard_castling(pos: &Position, color: Color) -> bool {
    let rooks = pos.castling().rook_squares(color);
    rooks.is_empty()
        || ((rooks & !Bitboard::CORNERS).is_empty()
            && pos.king(color).index() == 4 + 8 * color.back_rank() as usize)
}

/// Visitor for depth 2: plays each generated move and adds the child's legal move count.
struct LeafParent<'a, S, Us> {
    pos: &'a Position,
    nodes: u64,
    /// Whether the children may go to lanes ([`children_fit_lanes`]). Decided by the caller.
    lanes_ok: bool,
    /// Where children wait to be counted in lanes.
    batch: &'a mut Batch,
    _m: PhantomData<(S, Us)>,
}

impl<'a, S, Us: Side> LeafParent<'a, S, Us> {
    /// A visitor of `pos`'s moves whose children go to `batch` if `lanes_ok` (see the field).
    fn new(pos: &'a Position, batch: &'a mut Batch, lanes_ok: bool) -> Self {
        LeafParent {
            pos,
            nodes: 0,
            lanes_ok,
            batch,
            _m: PhantomData,
        }
    }
}

impl<S: Sliders, Us: Side> LeafParent<'_, S, Us> {
    #[inline(always)]
    fn child(&mut self, m: Move) {
        if self.lanes_ok && fits_lanes(m) {
            if m.kind() == MoveKind::DoublePush
                && self
                    .pos
                    .double_push_gives_ep(Us::COLOR, pawn_origin(m.to(), Us::UP))
            {
                self.nodes += en_passant_captures::<S, Us>(self.pos, m.from(), m.to());
            }
            self.batch.push::<Us>(self.pos, m);
        } else {
            self.nodes += count_after::<S, Us>(self.pos, m);
        }
    }
}

/// The legal move count of the child of `pos` after `m`, made in a copy of `pos` kept in this
/// function's frame. Out of line, so that the generator's visitor holds one call per played
/// child rather than a copy of the counter at every place it is called from; the copy is
/// made here, not by [`Position::play_unchecked`], as the build that was measured does it.
#[inline(never)]
fn count_after<S: Sliders, Us: Side>(pos: &Position, m: Move) -> u64 {
    let mut child = *pos;
    child.make(m);
    count::<S, Us::Other>(&child)
}

impl<S: Sliders, Us: Side> Visitor for LeafParent<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.child(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::suites::oracle::oracle_perft;

    /// A double push of ours that gives them e.p. is played with its child counted in lanes
    /// (where the build has them) plus its legal e.p. captures: each position has one, and
    /// perft(2) and perft(3) in every mode must be the 0x88 oracle's.
    #[test]
    fn double_pushes_played_count_their_en_passant_captures() {
        for (what, fen) in [
            ("e.p. legal", "8/8/8/8/3p4/8/4P3/4K2k w - - 0 1"),
            (
                "e.p. uncovers the rook on the rank",
                "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1",
            ),
            (
                "e.p. takes the pawn that checks",
                "8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1",
            ),
            (
                "e.p. by a pawn pinned on a diagonal",
                "8/8/5k2/8/3p4/8/1B2P3/4K3 w - - 0 1",
            ),
            ("two pawns may take", "8/8/8/8/3p1p2/8/4P3/4K2k w - - 0 1"),
            ("Black pushes", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"),
        ] {
            let pos = Position::from_fen(fen).expect(fen);
            for depth in [2, 3] {
                let want = oracle_perft(&pos, depth);
                for mode in [Mode::Fast, Mode::Bulk, Mode::Make] {
                    assert_eq!(
                        perft_mode_with::<DefaultSliders>(&pos, depth, mode),
                        want,
                        "{what}: {fen} perft {depth} {mode:?}"
                    );
                }
            }
        }
    }
}

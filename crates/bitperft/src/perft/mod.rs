//! Chess perft on one thread: count the leaf nodes of the legal move tree to a fixed depth.
//! The last ply is counted by popcount, never played (bulk counting); the ply before it plays
//! only the moves [`unplayed`] cannot count from the null move, and counts their children
//! (and the null move's count itself) four or eight at a time in [`lanes`] where the build
//! targets AVX2 or AVX-512.

use crate::attacks::{self, Sliders};
use crate::chess::Chess;
use crate::engine::{Game, Mode};
use crate::movegen::{
    generate, generate_status, pawn_origin, Black, Counter, Side, Visitor, White,
};
use crate::position::Position;
use crate::types::{Bitboard, Color, Move, MoveKind, MoveList, Role, Square};
use batch::{Batch, PerNode, Tally, Total};
use std::marker::PhantomData;

mod batch;
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

/// Leaf nodes at `depth` below each child of `pos` after `moves` (legal moves of `pos`), into
/// `counts` (as long as `moves`), with slider backend `S`: [`perft_with`] of each child, but at
/// depth 2 the children are counted as the depth-2 children of a perft 3 are, their played
/// children sharing one batch of lanes, each lane's count added to the child that filled it
/// ([`PerNode`]). A hashed perft counts its depth-2 misses this way.
pub fn perft_each_with<S: Sliders>(pos: &Position, moves: &[Move], depth: u32, counts: &mut [u64]) {
    assert_eq!(moves.len(), counts.len(), "a count per move");
    match (depth, pos.turn()) {
        (2, Color::White) => perft2_each::<S, White>(pos, moves, counts),
        (2, Color::Black) => perft2_each::<S, Black>(pos, moves, counts),
        _ => {
            for (&m, n) in moves.iter().zip(counts) {
                *n = with_child(pos, m, |child| perft_with::<S>(child, depth));
            }
        }
    }
}

/// [`perft_each_with`] at depth 2, `Us` to move in `pos`.
fn perft2_each<S: Sliders, Us: Side>(pos: &Position, moves: &[Move], counts: &mut [u64]) {
    let mut batch = Batch::with(PerNode::new(counts));
    for (i, &m) in moves.iter().enumerate() {
        batch.tally.start(i);
        let n = with_child(pos, m, |child| {
            unplayed::perft2_in::<S, Us::Other, _>(child, &mut batch)
        });
        batch.tally.add(n);
    }
    batch.finish_tally::<Us>();
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
/// hands that reuse chess's depth 2; out of line, so that another caller does not change how
/// the chess recursion ([`perft_side`]) is compiled (see PERFORMANCE.md, "The recursion").
#[inline(never)]
pub(crate) fn chess_perft2<S: Sliders, Us: Side>(pos: &Position) -> u64 {
    unplayed::perft2::<S, Us>(pos)
}

pub(crate) fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count::<S, Us>(pos),
        2 => unplayed::perft2::<S, Us>(pos),
        // The two loops are written out, not passed to `sum_children` as closures: LLVM
        // compiles the closure form of the chess recursion slower (see PERFORMANCE.md, "The
        // recursion").
        3 => {
            // The depth-2 children share one batch of leaf parents' children.
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut batch = Batch::new();
            let mut n = 0;
            for &m in list.iter() {
                n += with_child(pos, m, |child| {
                    unplayed::perft2_in::<S, Us::Other, _>(child, &mut batch)
                });
            }
            n + batch.finish::<Us>()
        }
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += with_child(pos, m, |child| perft_side::<S, Us::Other>(child, depth - 1));
            }
            n
        }
    }
}

/// `f` of the child of `pos` after `m`, the child made in place in one copy of `pos` in the
/// caller's frame. A child returned by value ([`Position::play_unchecked`]) is copied again,
/// and its fresh piecewise stores are read back as whole vectors, which the store buffer cannot
/// forward (see PERFORMANCE.md, "The recursion").
#[inline(always)]
fn with_child<R>(pos: &Position, m: Move, f: impl FnOnce(&Position) -> R) -> R {
    let mut child = *pos;
    child.make(m);
    f(&child)
}

/// The sum of `f` over the children of `pos` (`Us` to move): each legal move played, in
/// generation order.
#[inline(always)]
fn sum_children<S: Sliders, Us: Side>(pos: &Position, mut f: impl FnMut(&Position) -> u64) -> u64 {
    let mut list = MoveList::new();
    generate::<S, Us, _>(pos, &mut list);
    let mut n = 0;
    for &m in list.iter() {
        n += with_child(pos, m, &mut f);
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
    leaf_parent_in::<S, Us, _>(pos, &mut batch) + batch.finish::<Us::Other>()
}

/// [`leaf_parent`], the children counted in lanes waiting in `batch` (not counted here).
#[inline(always)]
fn leaf_parent_in<S: Sliders, Us: Side, T: Tally>(pos: &Position, batch: &mut Batch<T>) -> u64 {
    let mut v = LeafParent::<S, Us, T>::new(pos, batch, children_fit_lanes::<Us>(pos));
    generate::<S, Us, _>(pos, &mut v);
    v.nodes
}

/// Whether depth 2 counts its played children in lanes ([`lanes`]): where the build targets
/// AVX2 (four lanes in a 256-bit register, or eight in a 512-bit one with AVX-512), where a
/// vector count of several children costs less than their scalar counts (what it buys on each
/// kind of CPU: see PERFORMANCE.md, "Lanes"). Without vectors each child is counted by
/// [`count_after`].
const IN_LANES: bool = cfg!(target_feature = "avx2");

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
struct LeafParent<'a, S, Us, T = Total> {
    pos: &'a Position,
    nodes: u64,
    /// Whether the children may go to lanes ([`children_fit_lanes`]). Decided by the caller.
    lanes_ok: bool,
    /// Where children wait to be counted in lanes.
    batch: &'a mut Batch<T>,
    _m: PhantomData<(S, Us)>,
}

impl<'a, S, Us: Side, T> LeafParent<'a, S, Us, T> {
    /// A visitor of `pos`'s moves whose children go to `batch` if `lanes_ok` (see the field).
    fn new(pos: &'a Position, batch: &'a mut Batch<T>, lanes_ok: bool) -> Self {
        LeafParent {
            pos,
            nodes: 0,
            lanes_ok,
            batch,
            _m: PhantomData,
        }
    }
}

impl<S: Sliders, Us: Side, T: Tally> LeafParent<'_, S, Us, T> {
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
/// function's frame ([`with_child`]). Out of line, so that the generator's visitor holds one
/// call per played child rather than a copy of the counter at every place it is called from.
#[inline(never)]
fn count_after<S: Sliders, Us: Side>(pos: &Position, m: Move) -> u64 {
    with_child(pos, m, count::<S, Us::Other>)
}

impl<S: Sliders, Us: Side, T: Tally> Visitor for LeafParent<'_, S, Us, T> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        self.child(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders;
    use crate::oracle_check::oracle_perft;

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

    /// The five standard perft positions (chessprogramming.org "Perft Results": the start,
    /// Kiwipete, positions 3, 4 and 5).
    pub(super) const STANDARD_FENS: [&str; 5] = [
        Position::STARTPOS_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ];

    /// Siblings counted together ([`perft_each_with`], a hashed perft's depth-2 misses) get
    /// each its own count, the oracle's: the children of the standard positions (checks,
    /// captures, e.p., promotions, castling) and of a Chess960 one (its children counted
    /// without lanes), in and out of check.
    #[test]
    fn siblings_counted_together_each_get_their_own_count() {
        let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        for fen in STANDARD_FENS.into_iter().chain([chess960]) {
            let pos = Position::from_fen(fen).expect(fen);
            for grandparent in [pos]
                .into_iter()
                .chain(pos.legal_moves().iter().map(|&m| pos.play_unchecked(m)))
            {
                let moves = grandparent.legal_moves();
                let mut counts = vec![0; moves.len()];
                perft_each_with::<DefaultSliders>(&grandparent, &moves, 2, &mut counts);
                for (&m, &n) in moves.iter().zip(&counts) {
                    let child = grandparent.play_unchecked(m);
                    assert_eq!(
                        n,
                        oracle_perft(&child, 2),
                        "{fen}: {m:?} from {grandparent:?}"
                    );
                }
            }
        }
    }
}

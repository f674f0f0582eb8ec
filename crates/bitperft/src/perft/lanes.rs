//! Legal move counts of several positions at once, one position per lane: the leaf count of
//! depth 2 for the children it plays, through the vector unit.
//!
//! Every set is computed direction by direction (eastwards by a subtraction, westwards too
//! where the build has GFNI, else by occluded fills, Kogge–Stone), never piece by piece, so the
//! same instructions serve every lane: the compiler turns each `[u64; LANES]` operation into
//! vector instructions (AVX2, AVX-512). A move count is summed per direction: a square is
//! reached in one direction by at most one piece of a kind (the nearest one behind it), so the
//! popcount of a direction's targets is its number of moves.
//!
//! The rule for each lane is the scalar generator's ([`crate::movegen::generate_status`]):
//! king steps onto squares the other side does not attack with our king lifted; one checker
//! confines the other pieces to its line; two leave only the king; a pinned piece moves along
//! its pin; castling on the standard squares needs its rook on its corner (the right kept),
//! the squares between empty and the king's three squares unattacked. What the lanes do not
//! count, their caller counts another way: en passant captures (added to the lane's count
//! where a double push gave them) and Chess960 castling (a lane never holds a position where
//! it is possible).

use crate::movegen::Side;
use crate::types::{Bitboard, Color, Move, Role};
use crate::Position;
use std::ops::{Add, BitAnd, BitOr, BitXor, Not};

/// `$body` once for each entry of `$table` (the eight of [`DIRS`] and [`JUMPS`], or those
/// listed by index), bound to `$x`, or once for each index listed, bound to `$i`: written
/// out, so that each copy sees its entry as a constant (a loop the compiler leaves rolled
/// shifts by a register and indexes the pin sets and the directions in memory).
macro_rules! unroll {
    (index $i:ident in [$($n:literal)*] => $body:block) => {{
        $({
            let $i: usize = $n;
            $body
        })*
    }};
    ($x:pat in $table:expr => $body:block) => {
        unroll!($x in $table, [0 1 2 3 4 5 6 7] => $body)
    };
    ($x:pat in $table:expr, [$($n:literal)*] => $body:block) => {
        unroll!(index i in [$($n)*] => {
            let $x = $table[i];
            $body
        })
    };
}

/// Positions counted together: eight where the build has AVX-512 (one `zmm` register per
/// set), four with AVX2 alone (one `ymm` per set: with eight lanes, two `ymm` per set, the
/// eight sets of [`Boards`] alone fill AVX2's sixteen registers and the count spills to the
/// stack about twice as often per lane; see PERFORMANCE.md, "Lanes").
pub(crate) const LANES: usize = if cfg!(target_feature = "avx512f") {
    8
} else {
    4
};

/// One bitboard per lane, `N` lanes: [`LANES`], or fewer where a batch is counted only
/// partly filled ([`Boards::narrow`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(align(64))]
pub(crate) struct Lanes<const N: usize = LANES>(pub(crate) [u64; N]);

impl<const N: usize> Lanes<N> {
    /// Every lane `x`.
    #[inline(always)]
    fn splat(x: u64) -> Self {
        Lanes([x; N])
    }

    /// `f` of each lane.
    #[inline(always)]
    fn map(self, f: impl Fn(u64) -> u64) -> Self {
        let mut r = [0; N];
        for (r, x) in r.iter_mut().zip(self.0) {
            *r = f(x);
        }
        Lanes(r)
    }

    /// `f` of each pair of lanes.
    #[inline(always)]
    fn zip(self, o: Self, f: impl Fn(u64, u64) -> u64) -> Self {
        let mut r = [0; N];
        for ((r, x), y) in r.iter_mut().zip(self.0).zip(o.0) {
            *r = f(x, y);
        }
        Lanes(r)
    }

    /// All ones in the lanes that are not zero.
    #[inline(always)]
    fn nonzero(self) -> Self {
        self.map(|x| 0u64.wrapping_sub((x != 0) as u64))
    }

    /// The popcount of each lane.
    #[inline(always)]
    fn count(self) -> Self {
        self.map(|x| x.count_ones() as u64)
    }

    /// Whether some lane is not zero.
    #[inline(always)]
    fn any(self) -> bool {
        self.0.iter().fold(0, |a, &x| a | x) != 0
    }

    /// Each lane with its files mirrored (a ↔ h): westwards becomes eastwards. The bits of
    /// each byte reversed, which GFNI does in one instruction ([`slide`] mirrors only then).
    #[inline(always)]
    fn mirror(self) -> Self {
        self.map(|x| x.reverse_bits().swap_bytes())
    }

    /// Each lane shifted by `s` squares (towards h8 if positive), then kept to `m`; both are
    /// constants where it is inlined ([`unroll`]), so the shift is by an immediate.
    #[inline(always)]
    fn step(self, s: i32, m: u64) -> Self {
        if s > 0 {
            self.map(|x| (x << s) & m)
        } else {
            self.map(|x| (x >> -s) & m)
        }
    }
}

impl<const N: usize> BitAnd for Lanes<N> {
    type Output = Self;
    #[inline(always)]
    fn bitand(self, o: Self) -> Self {
        self.zip(o, |x, y| x & y)
    }
}

impl<const N: usize> BitOr for Lanes<N> {
    type Output = Self;
    #[inline(always)]
    fn bitor(self, o: Self) -> Self {
        self.zip(o, |x, y| x | y)
    }
}

impl<const N: usize> BitXor for Lanes<N> {
    type Output = Self;
    #[inline(always)]
    fn bitxor(self, o: Self) -> Self {
        self.zip(o, |x, y| x ^ y)
    }
}

impl<const N: usize> Not for Lanes<N> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        self.map(|x| !x)
    }
}

impl<const N: usize> Add for Lanes<N> {
    type Output = Self;
    #[inline(always)]
    fn add(self, o: Self) -> Self {
        self.zip(o, u64::wrapping_add)
    }
}

const NOT_A: u64 = !Bitboard::FILE_A.0;
const NOT_H: u64 = !Bitboard::FILE_H.0;
const NOT_AB: u64 = NOT_A & !(Bitboard::FILE_A.0 << 1);
const NOT_GH: u64 = NOT_H & !(Bitboard::FILE_H.0 >> 1);

/// A sliding direction: the index step, the squares a step may land on (no wrap across the
/// board's edge), and its axis (0 files, 1 ranks, 2 a1–h8 diagonals, 3 h1–a8 diagonals).
#[derive(Clone, Copy)]
struct Dir {
    step: i32,
    land: u64,
    axis: usize,
}

/// The eight sliding directions: four orthogonal, then four diagonal, the two directions of
/// axis `a` at `2a` and `2a + 1` ([`Boards::count`] pairs them to read pins).
const DIRS: [Dir; 8] = [
    Dir {
        step: 8,
        land: !0,
        axis: 0,
    },
    Dir {
        step: -8,
        land: !0,
        axis: 0,
    },
    Dir {
        step: 1,
        land: NOT_A,
        axis: 1,
    },
    Dir {
        step: -1,
        land: NOT_H,
        axis: 1,
    },
    Dir {
        step: 9,
        land: NOT_A,
        axis: 2,
    },
    Dir {
        step: -9,
        land: NOT_H,
        axis: 2,
    },
    Dir {
        step: 7,
        land: NOT_H,
        axis: 3,
    },
    Dir {
        step: -7,
        land: NOT_A,
        axis: 3,
    },
];

// The pairing `Boards::count` relies on: entries `2a` and `2a + 1` are opposite directions
// of axis `a`.
const _: () = {
    let mut i = 0;
    while i < 8 {
        assert!(DIRS[i].axis == i / 2 && DIRS[i].step == -DIRS[i ^ 1].step);
        i += 1;
    }
};

/// The eight knight jumps: index step and the squares a jump may land on.
const JUMPS: [(i32, u64); 8] = [
    (17, NOT_A),
    (15, NOT_H),
    (10, NOT_AB),
    (6, NOT_GH),
    (-6, NOT_AB),
    (-10, NOT_GH),
    (-15, NOT_A),
    (-17, NOT_H),
];

/// The squares a piece on `from` slides to in direction `d` through `empty`, the first
/// blocker included: eastwards by a subtraction ([`east`]); westwards the same with the files
/// mirrored where the build has GFNI (one instruction per mirror), else by an occluded fill
/// ([`fill`]), as along files and diagonals: three mirrors by nibble lookups cost more than
/// the fill's doublings.
#[inline(always)]
fn slide<const N: usize>(from: Lanes<N>, empty: Lanes<N>, d: Dir) -> Lanes<N> {
    match d.step {
        1 => east(from, empty),
        -1 if cfg!(target_feature = "gfni") => east(from.mirror(), empty.mirror()).mirror(),
        _ => fill(from, empty, d),
    }
}

/// The squares the pieces on `from` slide to eastwards through `empty`, the first blocker
/// (or the h-file) included. Subtracting the square east of a piece from the occupancy
/// borrows through the empty squares up to the first occupied one, so the bits that change
/// are the squares it reaches; the h-file counts as occupied, so no borrow leaves its rank,
/// and a piece on the h-file has no square east of it. Several pieces on one rank each stop
/// at the next one at the latest, so their borrows never meet.
#[inline(always)]
fn east<const N: usize>(from: Lanes<N>, empty: Lanes<N>) -> Lanes<N> {
    from.zip(empty, |g, e| {
        let occ = !e | g | Bitboard::FILE_H.0;
        occ ^ occ.wrapping_sub((g & NOT_H) << 1)
    })
}

/// [`slide`] by an occluded fill (Kogge–Stone): three doublings reach seven squares.
#[inline(always)]
fn fill<const N: usize>(from: Lanes<N>, empty: Lanes<N>, d: Dir) -> Lanes<N> {
    let s = d.step;
    let mut g = from;
    let mut e = empty & Lanes::splat(d.land);
    g = g | (e & g.step(s, !0));
    e = e & e.step(s, !0);
    g = g | (e & g.step(2 * s, !0));
    e = e & e.step(2 * s, !0);
    g = g | (e & g.step(4 * s, !0));
    g.step(s, d.land)
}

/// The squares kings on `from` step to (at most one per lane): the king's square with its
/// neighbours on the rank, that row moved up and down a rank, less the king's square: six
/// shifts rather than one per step.
#[inline(always)]
fn king_reach<const N: usize>(from: Lanes<N>) -> Lanes<N> {
    let row = from | from.step(1, NOT_A) | from.step(-1, NOT_H);
    (row | row.step(8, !0) | row.step(-8, !0)) ^ from
}

/// The squares knights on `from` attack: the squares one file away moved two ranks up and
/// down, and those two files away moved one rank: six shifts rather than one per jump (the
/// move count needs each jump, for one popcount per jump).
#[inline(always)]
fn knight_reach<const N: usize>(from: Lanes<N>) -> Lanes<N> {
    let one = from.step(1, NOT_A) | from.step(-1, NOT_H);
    let two = from.step(2, NOT_AB) | from.step(-2, NOT_GH);
    one.step(16, !0) | one.step(-16, !0) | two.step(8, !0) | two.step(-8, !0)
}

/// The captures of pawns of `color`: west then east, as (step, landing mask, axis).
const fn pawn_captures(color: Color) -> [(i32, u64, usize); 2] {
    match color {
        Color::White => [(7, NOT_H, 3), (9, NOT_A, 2)],
        Color::Black => [(-9, NOT_H, 2), (-7, NOT_A, 3)],
    }
}

/// The squares pawns of `color` on `from` attack.
#[inline(always)]
fn pawn_attacks<const N: usize>(from: Lanes<N>, color: Color) -> Lanes<N> {
    let [(s0, m0, _), (s1, m1, _)] = pawn_captures(color);
    from.step(s0, m0) | from.step(s1, m1)
}

/// The boards of up to `N` positions, one per lane (unused lanes may hold anything).
#[derive(Clone, Copy)]
pub(crate) struct Boards<const N: usize = LANES> {
    /// The pieces of the side to move.
    pub(crate) mover: Lanes<N>,
    /// The other side's pieces.
    pub(crate) other: Lanes<N>,
    /// Pawns of both sides.
    pub(crate) pawns: Lanes<N>,
    /// Knights of both sides.
    pub(crate) knights: Lanes<N>,
    /// Bishops and queens of both sides.
    pub(crate) diagonal: Lanes<N>,
    /// Rooks and queens of both sides.
    pub(crate) orthogonal: Lanes<N>,
    /// Both kings.
    pub(crate) kings: Lanes<N>,
    /// The rook squares of the side to move's castling rights (corners only).
    pub(crate) castling: Lanes<N>,
}

/// Per role, whether it is in [`Boards`]' pawns, knights, diagonal, orthogonal, kings.
const ROLE_SETS: [[u64; 5]; 6] = {
    const Y: u64 = !0;
    [
        [Y, 0, 0, 0, 0],
        [0, Y, 0, 0, 0],
        [0, 0, Y, 0, 0],
        [0, 0, 0, Y, 0],
        [0, 0, Y, Y, 0],
        [0, 0, 0, 0, Y],
    ]
};

impl Boards {
    /// Every lane empty.
    pub(crate) const EMPTY: Boards = {
        let z = Lanes([0; LANES]);
        Boards {
            mover: z,
            other: z,
            pawns: z,
            knights: z,
            diagonal: z,
            orthogonal: z,
            kings: z,
            castling: z,
        }
    };

    /// Puts in lane `i` the child of `pos` after `m`, a move of the side to move that is
    /// neither castling nor en passant; the child's side to move is the other,
    /// whose castling rooks (if any) stand in the corners with their king on the e-file.
    #[inline(always)]
    pub(crate) fn set_child(&mut self, i: usize, pos: &Position, m: Move) {
        let us = pos.turn();
        let (from, to) = (m.from(), m.to());
        let (from_bb, to_bb) = (1u64 << from.index(), 1u64 << to.index());
        let role = pos.piece_on(from).map_or(Role::Pawn, |p| p.role());
        let (left, placed) = (
            ROLE_SETS[role as usize],
            ROLE_SETS[m.promotion().unwrap_or(role) as usize],
        );
        // The captured piece (if any) leaves every set; the moving one leaves its sets on
        // `from` and enters the placed piece's (its own, or the promoted one's) on `to`.
        let after =
            |all: Bitboard, k: usize| (all.0 & !to_bb & !(from_bb & left[k])) | (to_bb & placed[k]);
        self.mover.0[i] = pos.by_color(!us).0 & !to_bb;
        self.other.0[i] = (pos.by_color(us).0 & !from_bb) | to_bb;
        self.pawns.0[i] = after(pos.by_role(Role::Pawn), 0);
        self.knights.0[i] = after(pos.by_role(Role::Knight), 1);
        let queens = pos.by_role(Role::Queen);
        self.diagonal.0[i] = after(pos.by_role(Role::Bishop) | queens, 2);
        self.orthogonal.0[i] = after(pos.by_role(Role::Rook) | queens, 3);
        self.kings.0[i] = after(pos.by_role(Role::King), 4);
        // A right is lost only when its rook is taken.
        self.castling.0[i] = pos.castling().rook_squares(!us).0 & !to_bb;
    }

    /// Puts in lane `i` the board of `pos` with the other side to move and no e.p. square
    /// (the null move of the side to move, which is not in check); the other side's castling
    /// rooks (if any) stand in the corners with their king on the e-file.
    #[inline(always)]
    pub(crate) fn set_null(&mut self, i: usize, pos: &Position) {
        let us = pos.turn();
        let queens = pos.by_role(Role::Queen);
        self.mover.0[i] = pos.by_color(!us).0;
        self.other.0[i] = pos.by_color(us).0;
        self.pawns.0[i] = pos.by_role(Role::Pawn).0;
        self.knights.0[i] = pos.by_role(Role::Knight).0;
        self.diagonal.0[i] = (pos.by_role(Role::Bishop) | queens).0;
        self.orthogonal.0[i] = (pos.by_role(Role::Rook) | queens).0;
        self.kings.0[i] = pos.by_role(Role::King).0;
        self.castling.0[i] = pos.castling().rook_squares(!us).0;
    }

    /// The first `M` lanes (`M` at most [`LANES`]): a batch filled no further is counted
    /// in fewer vector registers.
    #[inline(always)]
    pub(crate) fn narrow<const M: usize>(&self) -> Boards<M> {
        const { assert!(M <= LANES) };
        let first = |l: Lanes| Lanes::<M>(std::array::from_fn(|i| l.0[i]));
        Boards {
            mover: first(self.mover),
            other: first(self.other),
            pawns: first(self.pawns),
            knights: first(self.knights),
            diagonal: first(self.diagonal),
            orthogonal: first(self.orthogonal),
            kings: first(self.kings),
            castling: first(self.castling),
        }
    }
}

impl<const N: usize> Boards<N> {
    /// The legal move count of each lane, `Mover` to move, castling and en passant left out.
    #[inline(always)]
    pub(crate) fn count<Mover: Side>(&self) -> Lanes<N> {
        let us = Mover::COLOR;
        let (ours, theirs) = (self.mover, self.other);
        let occ = ours | theirs;
        let empty = !occ;
        let king = self.kings & ours;
        let their_lines = [theirs & self.orthogonal, theirs & self.diagonal];
        let our_lines = [ours & self.orthogonal, ours & self.diagonal];
        let has_theirs = [their_lines[0].any(), their_lines[1].any()];
        let has_ours = [our_lines[0].any(), our_lines[1].any()];

        // What they attack, with our king lifted (it cannot step back along a checking line).
        let lifted = empty | king;
        // Knights are looked at only where some lane has one (endgames have none).
        let has_knights = self.knights.any();
        let mut attacked = pawn_attacks(theirs & self.pawns, !us) | king_reach(theirs & self.kings);
        // Checkers, the squares a move may go to in check, and our pieces pinned per axis.
        let mut checkers = pawn_attacks(king, us) & theirs & self.pawns;
        if has_knights {
            attacked = attacked | knight_reach(theirs & self.knights);
            checkers = checkers | (knight_reach(king) & theirs & self.knights);
        }
        let mut blocks = checkers;
        let mut pinned = [Lanes::splat(0); 4];
        // One axis at a time, both its directions: a piece of ours first on the king's ray
        // one way is pinned where their slider's ray the other way reaches it.
        unroll!(index axis in [0 1 2 3] => {
            let kind = axis / 2;
            if has_theirs[kind] {
                let sliders = their_lines[kind];
                // Opposite directions (the assertion after `DIRS`).
                let ways = [DIRS[2 * axis], DIRS[2 * axis + 1]];
                let seen = [
                    slide(sliders, lifted, ways[0]),
                    slide(sliders, lifted, ways[1]),
                ];
                attacked = attacked | seen[0] | seen[1];
                unroll!((d, back) in [(ways[0], seen[1]), (ways[1], seen[0])], [0 1] => {
                    let ray = slide(king, empty, d);
                    let hit = ray & sliders;
                    checkers = checkers | hit;
                    blocks = blocks | (ray & hit.nonzero());
                    let screen = ray & ours;
                    pinned[axis] = pinned[axis] | (screen & (back & screen).nonzero());
                });
            }
        });
        let king_moves = (king_reach(king) & !ours & !attacked).count();

        let any_pinned = pinned[0] | pinned[1] | pinned[2] | pinned[3];
        let free = !any_pinned;
        let targets = !ours & (blocks | !checkers.nonzero());
        let mut moves = Lanes::splat(0);
        unroll!(d in DIRS => {
            let kind = d.axis / 2;
            if has_ours[kind] {
                let from = our_lines[kind] & (free | pinned[d.axis]);
                moves = moves + (slide(from, empty, d) & targets).count();
            }
        });
        if has_knights {
            let knights = ours & self.knights & free;
            unroll!((s, m) in JUMPS => {
                moves = moves + (knights.step(s, m) & targets).count();
            });
        }

        let pawns = ours & self.pawns;
        let up = i32::from(Mover::UP);
        let promo = Lanes::splat(Mover::PROMO_RANK.0);
        let third = Mover::DOUBLE_PUSH_RANK.0;
        let single = (pawns & (free | pinned[0])).step(up, !0) & empty;
        let double = (single & Lanes::splat(third)).step(up, !0) & empty & targets;
        let single = single & targets;
        // Pushes land on empty squares, captures on theirs, and a double push only where no
        // single push lands (the pawn in front would block it): so the pushes and one side's
        // captures are one set, whose squares each hold one move (four on the last rank).
        // Captures towards the other side may land where the first side's do.
        let [(s0, m0, a0), (s1, m1, a1)] = pawn_captures(us);
        let west = (pawns & (free | pinned[a0])).step(s0, m0) & theirs & targets;
        let east = (pawns & (free | pinned[a1])).step(s1, m1) & theirs & targets;
        let one = single | double | west;
        moves = moves + one.count() + (one & promo).count().map(|c| 3 * c);
        moves = moves + east.count() + (east & promo).count().map(|c| 3 * c);

        // Castling: its right kept, the squares between king and rook empty, the king's three
        // squares (from, across, to) unattacked, which covers check.
        let rank = 8 * us.back_rank() as i32;
        let sq = |file: i32| 1u64 << (rank + file);
        let mut castles = Lanes::splat(0);
        if self.castling.any() {
            for (rook, between, path) in [
                (sq(7), sq(5) | sq(6), sq(4) | sq(5) | sq(6)),
                (sq(0), sq(1) | sq(2) | sq(3), sq(2) | sq(3) | sq(4)),
            ] {
                let blocked = (occ & Lanes::splat(between)) | (attacked & Lanes::splat(path));
                let ok = (self.castling & Lanes::splat(rook)).nonzero() & !blocked.nonzero();
                castles = castles + ok.map(|x| x & 1);
            }
        }

        // Two checkers: only the king moves.
        let single_check = checkers.count().map(|c| 0u64.wrapping_sub((c < 2) as u64));
        king_moves + castles + (moves & single_check)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::DefaultSliders as Sliders;
    use crate::movegen::{generate, Black, White};
    use crate::types::{MoveKind, MoveList, Square};

    /// The king's and the knights' reach in lanes is the scalar tables', from every square.
    #[test]
    fn king_and_knight_reach_match_the_tables() {
        for sq in Square::all() {
            let mut from = Lanes::splat(0);
            from.0[sq.index() % LANES] = 1 << sq.index();
            let lane = |l: Lanes| Bitboard(l.0[sq.index() % LANES]);
            assert_eq!(
                lane(king_reach(from)),
                crate::attacks::king(sq),
                "king on {sq}"
            );
            assert_eq!(
                lane(knight_reach(from)),
                crate::attacks::knight(sq),
                "knight on {sq}"
            );
        }
    }

    /// The lanes' counts of `boards`, `mover` to move in each: one copy of the counter per
    /// side and width in the test binary, however many tests call it.
    #[inline(never)]
    fn count_of<const N: usize>(boards: &Boards<N>, mover: Color) -> Lanes<N> {
        match mover {
            Color::White => boards.count::<White>(),
            Color::Black => boards.count::<Black>(),
        }
    }

    /// Whether the first `M` lanes of `boards`, narrowed, count `want` (as many as fit).
    fn check_narrow<const M: usize>(boards: &Boards, pos: &Position, want: &[u64]) {
        if want.len() <= M {
            let got = count_of(&boards.narrow::<M>(), !pos.turn());
            assert_eq!(
                &got.0[..want.len()],
                want,
                "children of {} in {M} lanes",
                pos.to_fen()
            );
        }
    }

    /// The scalar count of the child, when the lanes may count it.
    fn expected(pos: &Position, m: Move) -> Option<u64> {
        if matches!(m.kind(), MoveKind::Castle | MoveKind::EnPassant) {
            return None;
        }
        let child = pos.play_unchecked(m);
        if !super::super::standard_castling(&child, child.turn()) || child.ep_square().is_some() {
            return None;
        }
        Some(crate::perft::perft_with::<Sliders>(&child, 1))
    }

    /// Every child of `pos` (and of its children, to `depth`) that the lanes may count has the
    /// count the scalar generator gives, [`LANES`] at a time, and the last few of each
    /// node's children in half and a quarter of the lanes too.
    fn check_tree(pos: &Position, depth: u32, checked: &mut u64) {
        let mut list = MoveList::new();
        match pos.turn() {
            Color::White => generate::<Sliders, White, _>(pos, &mut list),
            Color::Black => generate::<Sliders, Black, _>(pos, &mut list),
        }
        let mut boards = Boards::EMPTY;
        let mut want = Vec::new();
        let mut flush = |boards: &Boards, want: &mut Vec<u64>| {
            let got = count_of(boards, !pos.turn());
            assert_eq!(
                &got.0[..want.len()],
                &want[..],
                "children of {}",
                pos.to_fen()
            );
            check_narrow::<{ LANES / 2 }>(boards, pos, want);
            check_narrow::<{ LANES / 4 }>(boards, pos, want);
            *checked += want.len() as u64;
            want.clear();
        };
        for &m in list.iter() {
            if let Some(n) = expected(pos, m) {
                boards.set_child(want.len(), pos, m);
                want.push(n);
                if want.len() == LANES {
                    flush(&boards, &mut want);
                }
            }
        }
        flush(&boards, &mut want);
        check_null(pos, checked);
        if depth > 1 {
            for &m in list.iter() {
                check_tree(&pos.play_unchecked(m), depth - 1, checked);
            }
        }
    }

    /// Where the lanes may count `pos`'s null move (the side to move not in check, the other
    /// side's castling standard), lane by lane it has the scalar count of the position passed,
    /// in every lane (the other lanes hold other boards).
    fn check_null(pos: &Position, checked: &mut u64) {
        let them = !pos.turn();
        if pos.is_check() || !super::super::standard_castling(pos, them) {
            return;
        }
        let want = crate::perft::perft_with::<Sliders>(&pos.passed(), 1);
        for i in 0..LANES {
            let mut boards = Boards::EMPTY;
            for j in 0..LANES {
                boards.set_null(j, &Position::startpos());
            }
            boards.set_null(i, pos);
            let got = count_of(&boards, them);
            assert_eq!(got.0[i], want, "null move of {} in lane {i}", pos.to_fen());
        }
        *checked += 1;
    }

    /// Along a rank, [`slide`] reaches what a walk square by square reaches, from any set of
    /// pieces through any set of empty squares (pieces on the h- and a-files, several on one
    /// rank, full and empty boards), and so do the fill and, westwards, the mirrored
    /// subtraction (each build slides west by one of them).
    #[test]
    fn rank_slides_match_a_walk_square_by_square() {
        fn walk(from: u64, empty: u64, step: i32) -> u64 {
            let mut to = 0;
            for sq in 0..64i32 {
                if (from >> sq) & 1 == 0 {
                    continue;
                }
                let mut x = sq;
                loop {
                    let next = x + step;
                    if !(0..64).contains(&next) || next / 8 != sq / 8 {
                        break;
                    }
                    to |= 1 << next;
                    if (empty >> next) & 1 == 0 {
                        break;
                    }
                    x = next;
                }
            }
            to
        }
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for round in 0..2000 {
            let (mut from, mut empty) = (Lanes([0; LANES]), Lanes([0; LANES]));
            for i in 0..LANES {
                let pieces = match round % 4 {
                    0 => next() & next(),
                    1 => next() & next() & next(),
                    2 => Bitboard::FILE_A.0 | Bitboard::FILE_H.0,
                    _ => next(),
                };
                from.0[i] = pieces;
                empty.0[i] = match round % 3 {
                    0 => next() & !pieces,
                    1 => !pieces,
                    _ => 0,
                };
            }
            for d in [DIRS[2], DIRS[3]] {
                let got = slide(from, empty, d);
                for i in 0..LANES {
                    assert_eq!(
                        got.0[i],
                        walk(from.0[i], empty.0[i], d.step),
                        "step {}: from {:#x} empty {:#x}",
                        d.step,
                        from.0[i],
                        empty.0[i]
                    );
                }
                assert_eq!(
                    got,
                    fill(from, empty, d),
                    "the fill agrees, step {}",
                    d.step
                );
            }
            // Westwards as the GFNI build slides, whichever way this build does.
            assert_eq!(
                east(from.mirror(), empty.mirror()).mirror(),
                fill(from, empty, DIRS[3]),
                "west by the mirrored subtraction: from {:?} empty {:?}",
                from.0,
                empty.0
            );
        }
    }

    #[test]
    fn lanes_count_as_the_generator_on_the_standard_positions() {
        for (fen, depth) in [
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4),
            (
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                3,
            ),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                3,
            ),
            (
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                3,
            ),
            ("1k6/1b6/8/8/7R/8/8/4K2R b K - 0 1", 3),
            ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 3),
            ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 4),
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3),
            ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 3),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                4,
            ),
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let mut checked = 0;
            check_tree(&pos, depth, &mut checked);
            assert!(checked > 100, "{fen}: only {checked} children in lanes");
        }
    }
}

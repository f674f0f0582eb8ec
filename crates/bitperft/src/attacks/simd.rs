//! Dual hyperbola quintessence: the two lines of a rook (file, rank) or of a bishop (diagonal,
//! anti-diagonal) in the two 64-bit lanes of one SSE register, with AVX2 in the build target.
//!
//! Per line, as in [`super::hyperbola`]: with `o = occ & mask` (slider square left out),
//! `o - r` changes exactly the attacked squares above the slider `r`, and the same on the
//! reversed board gives those below. A bishop's lines have one square per rank, so the
//! reversal is a byte swap (one `pshufb`). A rook's rank lies inside one byte, so both rook
//! lanes use a full bit reversal, which reverses any line, and no rank table is needed: a byte
//! swap, then one GFNI `gf2p8affineqb` where the build target has GFNI, else two nibble-table
//! `pshufb` lookups (6 instructions).
//!
//! Where the build target lacks AVX2 (or is not x86_64) the backend still exists and is
//! correct: the same code runs on a portable two-lane twin, and
//! [`Sliders::fast_on_this_cpu`] is false. The twin is also tested on AVX2 builds.

use super::{ray_walk, Sliders};
use crate::types::{Bitboard, Square};

/// Two `u64` lanes: what the dual hyperbola needs from a vector type.
trait Pair: Copy {
    fn new(lanes: [u64; 2]) -> Self;
    fn splat(x: u64) -> Self;
    fn and(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn swap_bytes(self) -> Self;
    fn reverse_bits(self) -> Self;
    fn or_lanes(self) -> u64;
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
impl Pair for crate::arch::avx2::U64x2 {
    #[inline(always)]
    fn new(lanes: [u64; 2]) -> Self {
        Self::new(lanes)
    }
    #[inline(always)]
    fn splat(x: u64) -> Self {
        Self::splat(x)
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        self.and(o)
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        self.xor(o)
    }
    #[inline(always)]
    fn sub(self, o: Self) -> Self {
        self.sub(o)
    }
    #[inline(always)]
    fn swap_bytes(self) -> Self {
        self.swap_bytes()
    }
    #[inline(always)]
    fn reverse_bits(self) -> Self {
        self.reverse_bits()
    }
    #[inline(always)]
    fn or_lanes(self) -> u64 {
        self.or_lanes()
    }
}

/// The portable twin: two plain `u64`s.
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "avx2", not(test)),
    allow(dead_code)
)] // fallback only
#[derive(Clone, Copy)]
struct Portable([u64; 2]);

impl Portable {
    #[inline(always)]
    fn map2(self, o: Self, f: impl Fn(u64, u64) -> u64) -> Self {
        Portable([f(self.0[0], o.0[0]), f(self.0[1], o.0[1])])
    }
}

impl Pair for Portable {
    #[inline(always)]
    fn new(lanes: [u64; 2]) -> Self {
        Portable(lanes)
    }
    #[inline(always)]
    fn splat(x: u64) -> Self {
        Portable([x, x])
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        self.map2(o, |a, b| a & b)
    }
    #[inline(always)]
    fn xor(self, o: Self) -> Self {
        self.map2(o, |a, b| a ^ b)
    }
    #[inline(always)]
    fn sub(self, o: Self) -> Self {
        self.map2(o, u64::wrapping_sub)
    }
    #[inline(always)]
    fn swap_bytes(self) -> Self {
        Portable(self.0.map(u64::swap_bytes))
    }
    #[inline(always)]
    fn reverse_bits(self) -> Self {
        Portable(self.0.map(u64::reverse_bits))
    }
    #[inline(always)]
    fn or_lanes(self) -> u64 {
        self.0[0] | self.0[1]
    }
}

/// The vector type this build uses.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
type Vector = crate::arch::avx2::U64x2;
#[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
type Vector = Portable;

/// Per square: [file, rank] and [diagonal, anti-diagonal], the square itself left out.
#[derive(Clone, Copy)]
#[repr(align(32))]
struct Lines {
    rook: [u64; 2],
    bishop: [u64; 2],
}

const fn lines() -> [Lines; 64] {
    let mut t = [Lines {
        rook: [0; 2],
        bishop: [0; 2],
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let [file, rank, diag, anti] = ray_walk::line_masks(sq as u8);
        t[sq] = Lines {
            rook: [file, rank],
            bishop: [diag, anti],
        };
        sq += 1;
    }
    t
}

static LINES: [Lines; 64] = lines();

#[inline(always)]
fn rook<V: Pair>(sq: usize, occ: u64) -> u64 {
    let masks = V::new(LINES[sq].rook);
    let o = V::splat(occ).and(masks);
    let up = o.sub(V::splat(1 << sq));
    let down = o.reverse_bits().sub(V::splat(1 << (63 - sq)));
    up.xor(down.reverse_bits()).and(masks).or_lanes()
}

#[inline(always)]
fn bishop<V: Pair>(sq: usize, occ: u64) -> u64 {
    let masks = V::new(LINES[sq].bishop);
    let o = V::splat(occ).and(masks);
    let up = o.sub(V::splat(1 << sq));
    let down = o.swap_bytes().sub(V::splat((1u64 << sq).swap_bytes()));
    up.xor(down.swap_bytes()).and(masks).or_lanes()
}

/// The SIMD backend (zero-sized; 2 KB of per-square masks).
#[derive(Clone, Copy, Default, Debug)]
pub struct Simd;

impl Sliders for Simd {
    const NAME: &'static str = "simd";

    #[inline(always)]
    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(rook::<Vector>(sq.index(), occ.0))
    }

    #[inline(always)]
    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(bishop::<Vector>(sq.index(), occ.0))
    }

    fn fast_on_this_cpu() -> bool {
        cfg!(all(target_arch = "x86_64", target_feature = "avx2")) && crate::cpu::has("avx2")
    }
}

/// The same algorithm on the portable two-lane twin, so tests cover it on every build.
#[cfg(test)]
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct SimdPortable;

#[cfg(test)]
impl Sliders for SimdPortable {
    const NAME: &'static str = "simd-portable";

    fn rook(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(rook::<Portable>(sq.index(), occ.0))
    }

    fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
        Bitboard(bishop::<Portable>(sq.index(), occ.0))
    }
}

//! Two `u64` lanes in an SSE register, with just the operations the `simd` slider backend
//! needs. The whole module is compiled only when the build target has AVX2
//! (`cfg(target_feature = "avx2")` on its `mod` line), and AVX2 implies SSE2, SSSE3 and
//! SSE4.1, so every instruction below exists on every CPU this binary may run on; that is the
//! safety argument of each `unsafe` block. The instructions come out VEX-encoded.

use core::arch::x86_64::*;

/// Two 64-bit lanes, lane 0 first.
#[derive(Clone, Copy)]
pub struct U64x2(__m128i);

impl U64x2 {
    /// `[lo, hi]` into lanes 0 and 1.
    #[inline(always)]
    pub fn new(lanes: [u64; 2]) -> U64x2 {
        // SAFETY: SSE2 (implied by the build target's AVX2, see the module docs).
        U64x2(unsafe { _mm_set_epi64x(lanes[1] as i64, lanes[0] as i64) })
    }

    /// `x` in both lanes.
    #[inline(always)]
    pub fn splat(x: u64) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_set1_epi64x(x as i64) })
    }

    /// Lane-wise `&`.
    #[inline(always)]
    pub fn and(self, o: U64x2) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_and_si128(self.0, o.0) })
    }

    /// Lane-wise `^`.
    #[inline(always)]
    pub fn xor(self, o: U64x2) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_xor_si128(self.0, o.0) })
    }

    /// Lane-wise wrapping subtraction.
    #[inline(always)]
    pub fn sub(self, o: U64x2) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_sub_epi64(self.0, o.0) })
    }

    /// Lane-wise logical shift right by 4 bits.
    #[inline(always)]
    fn shr4(self) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_srli_epi64::<4>(self.0) })
    }

    /// `pshufb`: byte `i` of the result is byte `idx[i] & 15` of `self` (0 if bit 7 of
    /// `idx[i]` is set).
    #[inline(always)]
    fn shuffle_bytes(self, idx: U64x2) -> U64x2 {
        // SAFETY: SSSE3, implied by AVX2.
        U64x2(unsafe { _mm_shuffle_epi8(self.0, idx.0) })
    }

    /// Lane-wise `u64::swap_bytes` (one `pshufb`).
    #[inline(always)]
    pub fn swap_bytes(self) -> U64x2 {
        self.shuffle_bytes(U64x2::new([0x0001_0203_0405_0607, 0x0809_0a0b_0c0d_0e0f]))
    }

    /// Lane-wise `u64::reverse_bits`: swap the bytes, then reverse the bits of each byte, with
    /// one GFNI affine transform where the build target has GFNI, else by nibble lookups.
    #[inline(always)]
    pub fn reverse_bits(self) -> U64x2 {
        #[cfg(target_feature = "gfni")]
        {
            self.swap_bytes().reverse_bits_in_bytes_gfni()
        }
        #[cfg(not(target_feature = "gfni"))]
        {
            self.swap_bytes().reverse_bits_in_bytes_nibbles()
        }
    }

    /// Reverses the bits of each byte by looking up both nibbles in 16-entry tables of reversed
    /// nibbles (`pshufb` as a lookup): 6 instructions.
    #[cfg_attr(target_feature = "gfni", allow(dead_code))] // then only tests use it
    #[inline(always)]
    pub fn reverse_bits_in_bytes_nibbles(self) -> U64x2 {
        // Byte n of `REV_TO_HIGH` is the 4-bit reversal of n moved to the high nibble;
        // byte n of `REV_TO_LOW` is the same in the low nibble.
        const REV_TO_HIGH: [u64; 2] = [0xe060_a020_c040_8000, 0xf070_b030_d050_9010];
        const REV_TO_LOW: [u64; 2] = [0x0e06_0a02_0c04_0800, 0x0f07_0b03_0d05_0901];
        let nibble = U64x2::splat(0x0f0f_0f0f_0f0f_0f0f);
        let lo = self.and(nibble);
        let hi = self.shr4().and(nibble);
        U64x2::new(REV_TO_HIGH)
            .shuffle_bytes(lo)
            .or(U64x2::new(REV_TO_LOW).shuffle_bytes(hi))
    }

    /// Reverses the bits of each byte with one `gf2p8affineqb`: the 8x8 bit matrix
    /// `0x8040201008040201` maps bit `i` of each byte to bit `7 - i`.
    #[cfg(target_feature = "gfni")]
    #[inline(always)]
    pub fn reverse_bits_in_bytes_gfni(self) -> U64x2 {
        let matrix = U64x2::splat(0x8040_2010_0804_0201);
        // SAFETY: compiled only when the build target has GFNI (`cfg(target_feature = "gfni")`)
        // as well as AVX2 (the module), so the instruction exists on every allowed CPU.
        U64x2(unsafe { _mm_gf2p8affine_epi64_epi8::<0>(self.0, matrix.0) })
    }

    /// Lane-wise `|`.
    #[inline(always)]
    pub fn or(self, o: U64x2) -> U64x2 {
        // SAFETY: SSE2, implied by AVX2.
        U64x2(unsafe { _mm_or_si128(self.0, o.0) })
    }

    /// Lane 0 | lane 1.
    #[inline(always)]
    pub fn or_lanes(self) -> u64 {
        // SAFETY: SSE2, implied by AVX2.
        unsafe {
            _mm_cvtsi128_si64(_mm_or_si128(self.0, _mm_unpackhi_epi64(self.0, self.0))) as u64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::U64x2;

    fn lanes(v: U64x2) -> [u64; 2] {
        [
            U64x2::new([u64::MAX, 0]).and(v).or_lanes(),
            U64x2::new([0, u64::MAX]).and(v).or_lanes(),
        ]
    }

    #[test]
    fn lane_ops_match_u64() {
        let mut s = 0x0123_4567_89ab_cdefu64;
        for _ in 0..10_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let (a, b) = (s, s.rotate_left(23) ^ 0x5555);
            let v = U64x2::new([a, b]);
            assert_eq!(lanes(v), [a, b]);
            assert_eq!(lanes(v.swap_bytes()), [a.swap_bytes(), b.swap_bytes()]);
            assert_eq!(
                lanes(v.reverse_bits()),
                [a.reverse_bits(), b.reverse_bits()]
            );
            let nibbles = v.swap_bytes().reverse_bits_in_bytes_nibbles();
            assert_eq!(lanes(nibbles), [a.reverse_bits(), b.reverse_bits()]);
            #[cfg(target_feature = "gfni")]
            assert_eq!(
                lanes(v.swap_bytes().reverse_bits_in_bytes_gfni()),
                [a.reverse_bits(), b.reverse_bits()]
            );
            assert_eq!(lanes(v.sub(U64x2::splat(b))), [a.wrapping_sub(b), 0]);
            assert_eq!(lanes(v.xor(U64x2::splat(a))), [0, a ^ b]);
            assert_eq!(v.or_lanes(), a | b);
        }
    }
}

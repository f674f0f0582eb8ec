//! Bit tricks on `u64`: population count, lowest set bit, `pext` and `pdep`.
//!
//! Every operation has a portable twin (`*_portable`) that is always compiled and unit-tested
//! against the fast one. The fast one uses an x86 intrinsic when the build target has the CPU
//! feature (`cfg(target_feature = ...)`), and the portable code otherwise. The intrinsics
//! themselves are wrapped in the private `arch` module, the only place with `unsafe`.

/// Number of set bits.
#[inline(always)]
pub fn popcount(x: u64) -> u32 {
    // `count_ones` lowers to the `popcnt` instruction when the target has it and to a
    // bit-twiddling sequence otherwise; both are exactly what we want.
    #[cfg(target_feature = "popcnt")]
    {
        x.count_ones()
    }
    #[cfg(not(target_feature = "popcnt"))]
    {
        popcount_portable(x)
    }
}

/// Portable population count (SWAR), independent of any CPU feature.
#[inline]
pub const fn popcount_portable(x: u64) -> u32 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    let x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Index of the lowest set bit; 64 for zero.
#[inline(always)]
pub fn lsb(x: u64) -> u32 {
    #[cfg(target_feature = "bmi1")]
    {
        // `trailing_zeros` lowers to `tzcnt` with BMI1.
        x.trailing_zeros()
    }
    #[cfg(not(target_feature = "bmi1"))]
    {
        lsb_portable(x)
    }
}

/// Portable lowest-set-bit index (De Bruijn multiply); 64 for zero.
#[inline]
pub const fn lsb_portable(x: u64) -> u32 {
    const DEBRUIJN: u64 = 0x03f7_9d71_b4cb_0a89;
    const INDEX: [u8; 64] = [
        0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4, 62, 55, 59, 36, 53, 51, 43, 22,
        45, 39, 33, 30, 24, 18, 12, 5, 63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23,
        11, 46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6,
    ];
    if x == 0 {
        return 64;
    }
    INDEX[((x & x.wrapping_neg()).wrapping_mul(DEBRUIJN) >> 58) as usize] as u32
}

/// Clears the lowest set bit and returns its index. `x` must not be zero.
#[inline(always)]
pub fn pop_lsb(x: &mut u64) -> u32 {
    let i = lsb(*x);
    *x &= x.wrapping_sub(1);
    i
}

/// Parallel bit extract: gathers the bits of `x` selected by `mask` into the low bits.
#[inline(always)]
pub fn pext(x: u64, mask: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        crate::arch::pext_bmi2(x, mask)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        pext_portable(x, mask)
    }
}

/// Parallel bit deposit: scatters the low bits of `x` to the positions set in `mask`.
#[inline(always)]
pub fn pdep(x: u64, mask: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        crate::arch::pdep_bmi2(x, mask)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        pdep_portable(x, mask)
    }
}

/// Portable `pext`: one loop step per set bit of `mask`.
#[inline]
pub const fn pext_portable(x: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 1u64;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if x & low != 0 {
            out |= bit;
        }
        bit <<= 1;
        mask &= mask - 1;
    }
    out
}

/// Portable `pdep`: one loop step per set bit of `mask`.
#[inline]
pub const fn pdep_portable(x: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    let mut bit = 1u64;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if x & bit != 0 {
            out |= low;
        }
        bit <<= 1;
        mask &= mask - 1;
    }
    out
}

/// Which of the fast paths this build compiled in (for `bitperft info`).
pub fn compiled_paths() -> [(&'static str, bool); 3] {
    [
        ("popcount: popcnt", cfg!(target_feature = "popcnt")),
        ("lsb: tzcnt (bmi1)", cfg!(target_feature = "bmi1")),
        (
            "pext/pdep: bmi2",
            cfg!(all(target_arch = "x86_64", target_feature = "bmi2")),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed-seed xorshift stream of test words, with sparse and dense ones mixed in.
    fn words() -> impl Iterator<Item = u64> {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        (0..20_000).map(move |i| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            match i % 4 {
                0 => s,
                1 => s & (s >> 7) & (s >> 13),
                2 => !s,
                _ => 1u64 << (s % 64),
            }
        })
    }

    #[test]
    fn popcount_paths_agree() {
        for w in words() {
            assert_eq!(popcount(w), w.count_ones());
            assert_eq!(popcount_portable(w), w.count_ones());
        }
        assert_eq!(popcount_portable(0), 0);
        assert_eq!(popcount_portable(u64::MAX), 64);
    }

    #[test]
    fn lsb_paths_agree() {
        for w in words() {
            assert_eq!(lsb(w), w.trailing_zeros());
            assert_eq!(lsb_portable(w), w.trailing_zeros());
        }
        assert_eq!(lsb_portable(0), 64);
        let mut x = 0b1010_0000u64;
        assert_eq!(pop_lsb(&mut x), 5);
        assert_eq!(pop_lsb(&mut x), 7);
        assert_eq!(x, 0);
    }

    /// The slowest obvious pext: test bit by bit.
    fn pext_naive(x: u64, mask: u64) -> u64 {
        let (mut out, mut k) = (0, 0);
        for i in 0..64 {
            if mask >> i & 1 == 1 {
                out |= (x >> i & 1) << k;
                k += 1;
            }
        }
        out
    }

    #[test]
    fn pext_pdep_paths_agree() {
        let ws: Vec<u64> = words().collect();
        for pair in ws.chunks(2) {
            let (x, m) = (pair[0], pair[1]);
            let e = pext_naive(x, m);
            assert_eq!(pext_portable(x, m), e);
            assert_eq!(pext(x, m), e);
            // pdep is pext's inverse on the mask.
            assert_eq!(pdep_portable(e, m), x & m);
            assert_eq!(pdep(e, m), x & m);
        }
    }
}

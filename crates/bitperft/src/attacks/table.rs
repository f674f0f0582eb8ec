//! Shared by the table backends (`pext`, `magic`): per-square relevant masks, the dense
//! ("fancy") table layout, and turning the little-endian byte tables written by `build.rs` into
//! `u64` arrays, all at compile time.

#![allow(dead_code)] // each item is used by whichever of `pext`/`magic` is compiled

use super::ray_walk;

/// Entries of the dense rook table: sum over squares of 2^(relevant bits) (10 to 12 bits).
pub const ROOK_LEN: usize = 102_400;
/// Entries of the dense bishop table (5 to 9 relevant bits).
pub const BISHOP_LEN: usize = 5_248;

/// Relevant-occupancy masks of all 64 squares, for a rook or a bishop.
pub const fn masks(rook: bool) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = if rook {
            ray_walk::rook_mask(sq as u8)
        } else {
            ray_walk::bishop_mask(sq as u8)
        };
        sq += 1;
    }
    t
}

/// Start of each square's block in a dense table: square `s` owns `2^popcount(masks[s])`
/// entries right after square `s - 1`'s. `build.rs` lays its tables out the same way.
pub const fn offsets(masks: &[u64; 64]) -> [u32; 64] {
    let mut t = [0u32; 64];
    let mut offset = 0u32;
    let mut sq = 0;
    while sq < 64 {
        t[sq] = offset;
        offset += 1 << masks[sq].count_ones();
        sq += 1;
    }
    t
}

/// Reads `N` little-endian `u64` words from `bytes` (a `const fn`, so tables stay `static`).
/// Fails to compile if `bytes` is not exactly `8 * N` long.
pub const fn words<const N: usize>(bytes: &[u8]) -> [u64; N] {
    assert!(bytes.len() == 8 * N, "table size does not match");
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        let b = i * 8;
        out[i] = u64::from_le_bytes([
            bytes[b],
            bytes[b + 1],
            bytes[b + 2],
            bytes[b + 3],
            bytes[b + 4],
            bytes[b + 5],
            bytes[b + 6],
            bytes[b + 7],
        ]);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sizes_match_masks() {
        let len = |rook| {
            let m = masks(rook);
            offsets(&m)[63] as usize + (1usize << m[63].count_ones())
        };
        assert_eq!((len(true), len(false)), (ROOK_LEN, BISHOP_LEN));
    }
}

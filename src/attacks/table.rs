//! Turning the little-endian byte tables written by `build.rs` into `u64` arrays, at compile time.

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

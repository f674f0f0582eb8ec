//! FNV-1a (64-bit): the checksum of unit files, results and checkpoint lines. It catches
//! truncation, bit rot and accidental edits; it is not a defence against deliberate forgery
//! (compare two independent runs with `merge --verify` for that).

/// FNV-1a 64-bit offset basis.
const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
/// FNV-1a 64-bit prime.
const PRIME: u64 = 0x0000_0100_0000_01b3;

/// An incremental FNV-1a 64-bit hash.
///
/// ```
/// use bitperft_cli::cluster::checksum::Fnv1a64;
/// let mut h = Fnv1a64::new();
/// h.update(b"a");
/// assert_eq!(h.finish(), 0xaf63_dc4c_8601_ec8c); // the published test vector for "a"
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Fnv1a64(u64);

impl Fnv1a64 {
    /// The hash of nothing.
    pub const fn new() -> Fnv1a64 {
        Fnv1a64(OFFSET)
    }

    /// Adds `bytes`.
    pub fn update(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(PRIME);
        }
    }

    /// The hash so far.
    pub const fn finish(self) -> u64 {
        self.0
    }
}

impl Default for Fnv1a64 {
    fn default() -> Fnv1a64 {
        Fnv1a64::new()
    }
}

/// FNV-1a 64 of `bytes`.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h = Fnv1a64::new();
    h.update(bytes);
    h.finish()
}

/// The checksum as written in manifests and results: `fnv1a64:` and 16 hex digits.
pub fn checksum_string(bytes: &[u8]) -> String {
    format_checksum(fnv1a64(bytes))
}

/// Formats a hash as `fnv1a64:` and 16 hex digits.
pub fn format_checksum(hash: u64) -> String {
    format!("fnv1a64:{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_test_vectors() {
        // From the FNV reference test suite (Fowler/Noll/Vo, "FNV-1a 64-bit" column).
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    #[test]
    fn incremental_equals_one_shot() {
        let mut h = Fnv1a64::new();
        h.update(b"foo");
        h.update(b"bar");
        assert_eq!(h.finish(), fnv1a64(b"foobar"));
        assert_eq!(checksum_string(b"a"), "fnv1a64:af63dc4c8601ec8c");
    }
}

//! The perft transposition table: (128-bit key, remaining depth) → leaf count, shared by all
//! threads without locks.
//!
//! An entry is three 64-bit words written with relaxed atomic stores: `data` (count << 8 |
//! depth), `lo ^ data` and `hi ^ data` (Hyatt's lockless hashing, widened to both key halves).
//! A reader accepts an entry only if `word1 ^ data == lo` and `word2 ^ data == hi`. If two
//! writers interleave, the words a reader sees come from different writes, and the check passes
//! only if every verification word was written with this very key *and* this very data word
//! (short of a 64-bit coincidence, as unlikely as a key collision): a torn entry reads as a miss,
//! never as a wrong count.
//!
//! A bucket is one 64-byte cache line holding two entries: slot 0 keeps the deepest result
//! (depth-preferred, the bigger subtree saved), slot 1 takes whatever slot 0 turned away or
//! evicted (always replace).

use super::Key128;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Bits of the data word that hold the depth.
const DEPTH_BITS: u32 = 8;
/// Counts must fit in the rest of the data word; larger subtrees are simply not stored.
const MAX_COUNT: u128 = (1u128 << (64 - DEPTH_BITS)) - 1;

/// Words per bucket: two entries of three words, padded to one 64-byte cache line.
const BUCKET_WORDS: usize = 8;

/// Why a table could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HashAllocError {
    /// The size asked for, in MiB.
    pub mb: usize,
}

impl std::fmt::Display for HashAllocError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot allocate a {} MiB hash table", self.mb)
    }
}

impl std::error::Error for HashAllocError {}

/// A lock-free transposition table of perft counts.
pub struct HashTable {
    /// All zeros is an empty table (depth 0 never matches a probe). Allocated with 7 spare
    /// words so that bucket 0 can start on a cache-line boundary.
    words: Box<[AtomicU64]>,
    /// Index of bucket 0's first word (the first 64-byte aligned one).
    first: usize,
    buckets: usize,
}

impl HashTable {
    /// Bytes per bucket (two entries).
    pub const BUCKET_BYTES: usize = BUCKET_WORDS * 8;

    /// A table of `mb` MiB (at least one bucket), or an error if the memory is not there.
    pub fn new(mb: usize) -> Result<HashTable, HashAllocError> {
        let bytes = mb.checked_mul(1 << 20).ok_or(HashAllocError { mb })?;
        HashTable::with_buckets((bytes / Self::BUCKET_BYTES).max(1)).ok_or(HashAllocError { mb })
    }

    /// A table of exactly `n` buckets (tests use a handful to force constant replacement), or
    /// `None` if the memory is not there.
    ///
    /// The memory comes zeroed from the allocator (`calloc`: the kernel maps zero pages as they
    /// are first touched), so a 4 GiB table starts at once instead of after 4 GiB of stores
    /// (see PERFORMANCE.md, "Hashed perft"). It is a plain 8-byte-aligned word slice because
    /// the system allocator only zeroes lazily for alignments up to 16; bucket 0 starts at the
    /// first 64-byte boundary inside it.
    pub fn with_buckets(n: usize) -> Option<HashTable> {
        let buckets = n.max(1);
        let len = buckets
            .checked_mul(BUCKET_WORDS)?
            .checked_add(BUCKET_WORDS - 1)?;
        let words = bytemuck::allocation::try_zeroed_slice_box::<AtomicU64>(len).ok()?;
        advise_huge_pages(&words);
        let misalign = words.as_ptr() as usize % Self::BUCKET_BYTES;
        let first = (Self::BUCKET_BYTES - misalign) % Self::BUCKET_BYTES / 8;
        Some(HashTable {
            words,
            first,
            buckets,
        })
    }

    /// Number of buckets (two entries each).
    pub fn buckets(&self) -> usize {
        self.buckets
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.buckets * Self::BUCKET_BYTES
    }

    /// The bucket of `key`: the high bits of `lo · n` (every bucket count works, not only
    /// powers of two, so `--hash` is used in full).
    #[inline(always)]
    fn bucket(&self, key: Key128) -> &[AtomicU64] {
        let i = ((key.lo() as u128 * self.buckets as u128) >> 64) as usize;
        let start = self.first + i * BUCKET_WORDS;
        &self.words[start..start + 6]
    }

    /// Starts loading the bucket of `key` into the cache, so that a later [`probe`] or
    /// [`store`] of it does not wait for memory.
    ///
    /// [`probe`]: HashTable::probe
    /// [`store`]: HashTable::store
    #[inline(always)]
    pub fn prefetch(&self, key: Key128) {
        crate::arch::prefetch(self.bucket(key).as_ptr());
    }

    /// The stored count of `key` at remaining `depth` (≥ 1), if an entry verifies.
    #[inline]
    pub fn probe(&self, key: Key128, depth: u32) -> Option<u64> {
        let w = self.bucket(key);
        for s in [0, 3] {
            let data = w[s].load(Relaxed);
            if data & 0xff == depth as u64
                && w[s + 1].load(Relaxed) ^ data == key.lo()
                && w[s + 2].load(Relaxed) ^ data == key.hi()
            {
                return Some(data >> DEPTH_BITS);
            }
        }
        None
    }

    /// Stores `count` for `key` at remaining `depth` (1–255); counts too large for an entry
    /// (≥ 2^56) are not stored.
    #[inline]
    pub fn store(&self, key: Key128, depth: u32, count: u128) {
        if count > MAX_COUNT || depth == 0 || depth > 0xff {
            return;
        }
        let data = (count as u64) << DEPTH_BITS | depth as u64;
        let w = self.bucket(key);
        let old = w[0].load(Relaxed);
        if depth as u64 >= old & 0xff {
            // Demote the old slot-0 entry to slot 1 word by word: if it was torn, the copy is
            // torn too and reads as a miss.
            if old != 0 && w[1].load(Relaxed) ^ old != key.lo() {
                let (o1, o2) = (w[1].load(Relaxed), w[2].load(Relaxed));
                Self::write(&w[3..6], old, o1, o2);
            }
            Self::write(&w[0..3], data, key.lo() ^ data, key.hi() ^ data);
        } else {
            Self::write(&w[3..6], data, key.lo() ^ data, key.hi() ^ data);
        }
    }

    #[inline(always)]
    fn write(slot: &[AtomicU64], data: u64, lo: u64, hi: u64) {
        slot[0].store(data, Relaxed);
        slot[1].store(lo, Relaxed);
        slot[2].store(hi, Relaxed);
    }

    /// Fraction of entries in use, per mille, from the first `sample` buckets (like UCI
    /// `hashfull`).
    pub fn hashfull(&self, sample: usize) -> u32 {
        let n = sample.min(self.buckets);
        let used: usize = self.words[self.first..]
            .chunks(BUCKET_WORDS)
            .take(n)
            .map(|b| (b[0].load(Relaxed) != 0) as usize + (b[3].load(Relaxed) != 0) as usize)
            .sum();
        (used * 1000 / (2 * n)) as u32
    }
}

/// Asks Linux to back the table with 2 MiB pages (transparent huge pages are often in
/// `madvise` mode): a probe is a random access into gigabytes, and with 4 KiB pages nearly every
/// one is also a TLB miss.
#[cfg(target_os = "linux")]
fn advise_huge_pages(words: &[AtomicU64]) {
    const PAGE: usize = 4096;
    let start = words.as_ptr() as usize;
    let end = start + std::mem::size_of_val(words);
    let first_page = start.next_multiple_of(PAGE);
    if end <= first_page + PAGE {
        return;
    }
    let len = (end - first_page) / PAGE * PAGE;
    // SAFETY: [first_page, first_page + len) lies inside the live allocation `words`, and
    // MADV_HUGEPAGE is only a hint about how to back those pages: it changes no contents and no
    // mapping the program can observe. The result is ignored (a refused hint is harmless).
    unsafe {
        libc::madvise(first_page as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_words: &[AtomicU64]) {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::time::{Duration, Instant};

    #[test]
    fn bucket_is_one_cache_line() {
        assert_eq!(HashTable::BUCKET_BYTES, 64);
        let t = HashTable::new(1).unwrap();
        assert_eq!(t.buckets(), 16_384);
        assert_eq!(t.words[t.first..].as_ptr() as usize % 64, 0);
        assert!(t.first + t.buckets() * BUCKET_WORDS <= t.words.len());
    }

    #[test]
    fn store_then_probe() {
        let t = HashTable::with_buckets(64).unwrap();
        let k = Key128(0x0123_4567_89ab_cdef_fedc_ba98_7654_3210);
        assert_eq!(t.probe(k, 5), None);
        t.store(k, 5, 1_234_567);
        assert_eq!(t.probe(k, 5), Some(1_234_567));
        assert_eq!(t.probe(k, 4), None, "depth is part of the match");
        assert_eq!(
            t.probe(Key128(k.0 ^ 1 << 100), 5),
            None,
            "the high half verifies"
        );
        assert_eq!(t.probe(Key128(k.0 ^ 1), 5), None, "the low half verifies");
        t.store(k, 9, MAX_COUNT + 1);
        assert_eq!(t.probe(k, 9), None, "too large to store");
    }

    #[test]
    fn one_bucket_keeps_the_deepest_and_the_latest() {
        let t = HashTable::with_buckets(1).unwrap();
        let k = |i: u128| Key128(i.wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834));
        t.store(k(1), 6, 100);
        t.store(k(2), 3, 200);
        t.store(k(3), 3, 300);
        assert_eq!(t.probe(k(1), 6), Some(100), "depth-preferred slot kept");
        assert_eq!(t.probe(k(2), 3), None, "always-replace slot overwritten");
        assert_eq!(t.probe(k(3), 3), Some(300));
        t.store(k(4), 7, 400);
        assert_eq!(t.probe(k(4), 7), Some(400));
        assert_eq!(t.probe(k(1), 6), Some(100), "demoted to slot 1");
        assert_eq!(t.probe(k(3), 3), None);
    }

    /// Two threads hammer the same bucket with entries whose count is a function of the key
    /// and depth; every hit any thread reads must be that function's value (a torn entry would
    /// pair one write's key with another's count).
    #[test]
    fn concurrent_writers_never_yield_a_torn_entry() {
        let t = HashTable::with_buckets(1).unwrap();
        let keys: Vec<Key128> = (1..=8u128)
            .map(|i| Key128(i.wrapping_mul(0xd6e8_feb8_6659_fd93_a076_1d64_78bd_642f)))
            .collect();
        let expected = |k: Key128, d: u32| (k.lo() ^ k.hi().rotate_left(d)) >> 12;
        let stop = AtomicBool::new(false);
        let deadline = Instant::now() + Duration::from_millis(1500);
        let (hits, probes) = std::thread::scope(|s| {
            let workers: Vec<_> = (0..2u64)
                .map(|tid| {
                    let (t, keys, stop) = (&t, &keys, &stop);
                    s.spawn(move || {
                        let (mut hits, mut probes, mut x) = (0u64, 0u64, tid + 1);
                        while !stop.load(Relaxed) {
                            for _ in 0..1024 {
                                x ^= x << 13;
                                x ^= x >> 7;
                                x ^= x << 17;
                                let k = keys[(x % 8) as usize];
                                let d = 3 + (x >> 8) as u32 % 4;
                                if x >> 20 & 1 == 0 {
                                    t.store(k, d, expected(k, d) as u128);
                                } else {
                                    probes += 1;
                                    if let Some(c) = t.probe(k, d) {
                                        assert_eq!(c, expected(k, d), "torn entry");
                                        hits += 1;
                                    }
                                }
                            }
                        }
                        (hits, probes)
                    })
                })
                .collect();
            while Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(10));
            }
            stop.store(true, Relaxed);
            workers
                .into_iter()
                .map(|w| w.join().unwrap())
                .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
        });
        assert!(
            probes > 10_000 && hits > 1_000,
            "{hits} hits of {probes} probes"
        );
    }
}

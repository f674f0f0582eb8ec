//! Shared by the integration tests: a variant's suite file, read and parsed; a seeded
//! random stream for random games.

use bitperft::Game;
use bitperft::epd::SuiteEntry;
use fairy::{Bits, Fairy, FairyPosition};

/// The positions and counts of `perf-suites/variants/<name>.epd` for `game` (every line must
/// parse), or `None` if the variant has no suite file.
pub fn variant_suite<B: Bits>(
    game: Fairy<B>,
    name: &str,
) -> Option<Vec<SuiteEntry<FairyPosition<B>>>> {
    let path = format!(
        "{}/../../perf-suites/variants/{name}.epd",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).ok()?;
    let (entries, errors) = bitperft::epd::parse_with(&text, |f| game.parse(f));
    assert!(
        errors.is_empty(),
        "{path}: {:?}",
        errors.first().map(|e| e.to_string())
    );
    assert!(!entries.is_empty(), "{path}: no positions");
    Some(entries)
}

/// A small deterministic random stream (xorshift), so random games are the same on every run.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

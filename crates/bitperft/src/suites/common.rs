//! Helpers shared by the suite tests: reading the bundled suites and checking their counts.

use crate::epd::{self, SuiteEntry};

/// Parses `perf-suites/<name>`; fails the test on any malformed line.
pub fn suite(name: &str) -> Vec<SuiteEntry> {
    game_suite(crate::Chess::default(), name)
}

/// Parses `perf-suites/<name>` with `game`'s FEN reader; fails the test on any malformed line.
pub fn game_suite<G: crate::Game>(game: G, name: &str) -> Vec<SuiteEntry<G::Position>> {
    let path = format!("{}/../../perf-suites/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let (entries, errors) = epd::parse_with(&text, |fen| game.parse(fen));
    assert!(errors.is_empty(), "{name}: {errors:?}");
    entries
}

/// Runs every (position, depth) of `entries` whose expected count is at most `cap` through
/// `perft`, and returns the failures as readable lines (and the number of checks made).
pub fn check<P>(
    name: &str,
    entries: &[SuiteEntry<P>],
    cap: u64,
    perft: impl Fn(&P, u32) -> u64,
) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut checks = 0;
    for e in entries {
        for &(depth, expected) in &e.expected {
            if expected > cap {
                continue;
            }
            checks += 1;
            let got = perft(&e.position, depth);
            if got != expected {
                failures.push(format!(
                    "{name}:{} D{depth}: expected {expected}, got {got}  {}",
                    e.line, e.fen
                ));
            }
        }
    }
    (failures, checks)
}

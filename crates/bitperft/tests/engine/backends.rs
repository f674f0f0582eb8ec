//! The perft suites once per slider backend available here (smaller node cap than the
//! default backend's run in `perft_suites.rs`). A backend this build or CPU lacks is reported
//! as skipped on stderr, never counted as passed.

use bitperft::attacks::backends;
use bitperft::{Chess, Game};

/// Runs the suites through `chess` and returns (failures, checks).
fn suites(chess: Chess, cap: u64) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut checks = 0;
    for (name, cap) in [
        ("cpw.epd", cap * 10),
        ("standard.epd", cap),
        ("tricky.epd", cap),
        ("chess960.epd", cap / 4),
    ] {
        let entries = crate::common::suite(name);
        let (f, c) = crate::common::check(name, &entries, cap, |p, d| chess.perft(p, d));
        failures.extend(f.into_iter().map(|l| format!("{}: {l}", chess.sliders())));
        checks += c;
    }
    (failures, checks)
}

#[test]
fn every_available_backend_passes_the_suites() {
    let mut ran = 0;
    for b in backends().into_iter().filter(|b| !b.ray_walk) {
        match Chess::with_sliders(b.name) {
            Ok(chess) => {
                let (failures, checks) = suites(chess, 1_000_000);
                assert!(failures.is_empty(), "{}", failures.join("\n"));
                assert!(checks > 1_000, "{}: only {checks} checks", b.name);
                eprintln!("{}: {checks} suite counts passed", b.name);
                ran += 1;
            }
            Err(e) => eprintln!("skipped: {}: {e}", b.name),
        }
    }
    assert!(ran >= 1, "no backend ran");
}

//! The perft suites once per slider backend available here (smaller node cap than the
//! default backend's run in `perft_suites.rs`). A backend this build or CPU lacks is reported
//! as skipped on stderr, never counted as passed.

use crate::attacks::{backends, with_sliders, Sliders, WithSliders};
use crate::perft::perft_with;

/// Runs the suites through `perft_with::<S>` and returns (failures, checks).
struct Suites {
    cap: u64,
}

impl WithSliders for Suites {
    type Output = (Vec<String>, usize);
    fn run<S: Sliders>(self) -> Self::Output {
        let mut failures = Vec::new();
        let mut checks = 0;
        for (name, cap) in [
            ("cpw.epd", self.cap * 10),
            ("standard.epd", self.cap),
            ("tricky.epd", self.cap),
            ("chess960.epd", self.cap / 4),
        ] {
            let entries = super::common::suite(name);
            let (f, c) = super::common::check(name, &entries, cap, perft_with::<S>);
            failures.extend(f.into_iter().map(|l| format!("{}: {l}", S::NAME)));
            checks += c;
        }
        (failures, checks)
    }
}

#[test]
fn every_available_backend_passes_the_suites() {
    let mut ran = 0;
    for b in backends().into_iter().filter(|b| !b.ray_walk) {
        match with_sliders(b.name, Suites { cap: 1_000_000 }) {
            Ok((failures, checks)) => {
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

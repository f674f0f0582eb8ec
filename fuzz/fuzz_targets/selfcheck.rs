//! The self-check property: the first byte picks a game of the registry (`Variant::all()`),
//! the next eight a seed, the next the game length; a tiny self-check (one game from the start
//! position, depths 1 and 2 under 20,000 estimated leaves) must find every way of counting in
//! agreement (make, bulk and fast counting, a serial divide, the threaded hashed engine).
#![no_main]

use bitperft::engine::{self_check, SelfCheckConfig};
use bitperft::Game;
use games::{GameError, Variant};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// Checks `variant` with `cfg` from its start position.
fn check(variant: Variant, cfg: &SelfCheckConfig) -> Result<(), GameError> {
    games::with_game!(variant, "default", |game| {
        let report = self_check(game, &[game.start()], cfg).expect("the engine starts");
        assert!(
            report.clean(),
            "{}: ways disagree: {:?}",
            variant.name(),
            report.disagreements
        );
    });
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    static ALL: OnceLock<Vec<Variant>> = OnceLock::new();
    let all = ALL.get_or_init(Variant::all);
    let [index, s0, s1, s2, s3, s4, s5, s6, s7, plies, ..] = *data else {
        return;
    };
    let cfg = SelfCheckConfig {
        seed: u64::from_le_bytes([s0, s1, s2, s3, s4, s5, s6, s7]),
        games: 1,
        plies: u32::from(plies % 64),
        sample_one_in: 8,
        max_depth: 2,
        node_cap: 20_000,
        threads: 2,
        hash_mb: 1,
        ..SelfCheckConfig::default()
    };
    check(all[usize::from(index) % all.len()], &cfg).expect("default sliders");
});

//! Any text as a variants file (Fairy-Stockfish's variants.ini format): no panic; every problem
//! names a line of the text (or none) and its section; every section that loads builds a game
//! whose start position keeps its invariants (`check_game_position`). Loaded variants are
//! leaked by design (a file is read once per process): run with `-detect_leaks=0`.
#![no_main]

use bitperft::Game;
use games::fairy::Fairy;
use games::fairy::ini;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Small inputs only: each loaded section is kept for the process.
    if data.len() > 2048 {
        return;
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let read = ini::read(text, "fuzz.ini");
    let lines = text.lines().count();
    for p in &read.problems {
        assert!(p.line <= lines, "{p}");
        assert!(!p.to_string().is_empty());
    }
    for l in read.variants.iter().take(4) {
        let game = Fairy::<u128>::from_spec(l.spec).expect("a loaded section builds its game");
        let start = game.start();
        bitperft_fuzz::check_game_position(game, &start);
    }
});

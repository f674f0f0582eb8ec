//! Any text as a variant FEN (the first byte picks the game: an index into the registry,
//! `Variant::all()`, the games `--variant` takes: chess, the dedicated variants and every variant
//! of the fairy engine's catalog), then move strings: no panic; an accepted position
//! round-trips through its FEN, its move list has perft(1) moves, every move's UCI text parses
//! back to it, and each position reached keeps its invariants.
#![no_main]

use bitperft::Game;
use games::{GameError, Variant};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// Reads `text` as a FEN of `game` (first line) and plays the moves of its second line.
fn run<G: Game>(game: G, text: &str) {
    let (fen, moves) = text.split_once('\n').unwrap_or((text, ""));
    let Ok(mut pos) = game.parse(fen) else {
        return;
    };
    for word in moves.split_whitespace().take(32) {
        bitperft_fuzz::check_game_position(game, &pos);
        match game.parse_uci(&pos, word) {
            Ok(m) => pos = game.play(&pos, m),
            Err(_) => continue,
        }
    }
    bitperft_fuzz::check_game_position(game, &pos);
}

/// `run` with the game of `variant`.
fn run_variant(variant: Variant, text: &str) -> Result<(), GameError> {
    games::with_game!(variant, "default", |game| run(game, text));
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    static ALL: OnceLock<Vec<Variant>> = OnceLock::new();
    let all = ALL.get_or_init(Variant::all);
    let Some((&index, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let variant = all[usize::from(index) % all.len()];
    run_variant(variant, text).expect("every registry variant starts with the default sliders");
});

//! Any text as a variant FEN (the first byte picks the variant), then move strings: no panic;
//! an accepted position round-trips through its FEN, its move list has perft(1) moves, every
//! move's UCI text parses back to it, and each position reached keeps its invariants.
#![no_main]

use bitperft::variants::Crazyhouse;
use bitperft::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((_variant, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    // One variant so far; the byte keeps corpora valid when more are added.
    let game = Crazyhouse::default();
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
});

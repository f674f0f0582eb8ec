//! Any text as a variant FEN (the first byte picks the variant: crazyhouse, king of the hill,
//! three-check, racing kings, antichess, giveaway, horde, atomic), then move strings: no panic;
//! an accepted position round-trips through its FEN, its move list has perft(1) moves, every
//! move's UCI text parses back to it, and each position reached keeps its invariants.
#![no_main]

use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};
use bitperft::Game;
use libfuzzer_sys::fuzz_target;

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

fuzz_target!(|data: &[u8]| {
    let Some((variant, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    match variant % 8 {
        0 => run(Crazyhouse::default(), text),
        1 => run(KingOfTheHill::default(), text),
        2 => run(ThreeCheck::default(), text),
        3 => run(RacingKings::default(), text),
        4 => run(Antichess::default(), text),
        5 => run(Giveaway::default(), text),
        6 => run(Horde::default(), text),
        _ => run(Atomic::default(), text),
    }
});

//! Any text through the FEN parser (and its strict variant): no panic; an accepted position
//! passes `check_position`, and perft(2) agrees with the 0x88 oracle.
#![no_main]

use bitperft::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = Position::from_fen_strict(text);
    if let Ok(pos) = Position::from_fen(text) {
        bitperft_fuzz::check_position(&pos);
        assert_eq!(
            bitperft::perft(&pos, 2),
            bitperft_fuzz::oracle_perft(&pos, 2),
            "perft(2) of {text}"
        );
    }
});

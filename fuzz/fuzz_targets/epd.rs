//! Any text as an EPD suite line (and as a whole suite file): no panic; every accepted
//! position passes `check_position`.
#![no_main]

use bitperft::epd;
use bitperft::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(Some(entry)) = epd::parse_line(1, text) {
        bitperft_fuzz::check_position(&entry.position);
        assert!(!entry.expected.is_empty());
    }
    let _ = epd::parse_line_with(1, text, Position::from_fen_strict);
    let (entries, _errors) = epd::parse(text);
    for e in &entries {
        bitperft_fuzz::check_position(&e.position);
    }
});

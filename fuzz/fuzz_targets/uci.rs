//! Lines of UCI input through `bitperft_cli::uci::handle`: no panic; every position the session
//! takes passes `check_position`. `go perft` deeper than 2 is skipped to keep
//! executions fast (depth is checked by the handler before any counting).
#![no_main]

use bitperft_cli::uci::{handle, UciState};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut state = UciState::default();
    let mut last = state.position;
    for line in text.lines().take(32) {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["go", "perft", d, ..] = words.as_slice() {
            if d.parse::<u32>().is_ok_and(|d| d > 2) {
                continue;
            }
        }
        let replies = handle(&mut state, line);
        for r in &replies {
            assert!(!r.contains('\n'), "a reply is one line: {r:?}");
        }
        // Checked when a command changed it (the checks cost far more than a command).
        if state.position != last || state.position.is_chess960() != last.is_chess960() {
            bitperft_fuzz::check_position(&state.position);
            last = state.position;
        }
        if state.quit {
            break;
        }
    }
});

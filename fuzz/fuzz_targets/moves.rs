//! A FEN on the first line, then whitespace-separated move strings: the moves are applied
//! through the public API (`Position::parse_uci` + `play`, `UciMove`, `History`) until one is
//! refused. No panic; every position reached passes `check_position`.
#![no_main]

use bitperft::{History, Position, UciMove};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (fen, moves) = text.split_once('\n').unwrap_or((text, ""));
    let start = if fen.trim().is_empty() {
        Position::startpos()
    } else {
        match Position::from_fen(fen) {
            Ok(p) => p,
            Err(_) => return,
        }
    };
    let mut pos = start;
    let mut game = History::new(start);
    for word in moves.split_whitespace().take(64) {
        let parsed = word.parse::<UciMove>();
        let direct = pos.parse_uci(word);
        match (&parsed, &direct) {
            (Err(_), Ok(m)) => panic!("parse_uci accepted {word} ({m}) but UciMove refused it"),
            // UciMove also takes upper-case promotion letters (perftree's `a7b8Q`).
            (Ok(u), _) if u.to_string() == *word => {
                assert_eq!(u.to_move(&pos), direct, "{word}")
            }
            _ => {}
        }
        let via_game = game.play_uci(word);
        assert_eq!(via_game.as_ref().ok(), direct.as_ref().ok(), "{word}");
        let Ok(m) = direct else {
            break;
        };
        pos = pos.play_unchecked(m);
        assert_eq!(
            *game.position(),
            pos,
            "History and Position disagree after {word}"
        );
        bitperft_fuzz::check_position(&pos);
    }
    let played: Vec<String> = game.moves().iter().map(|m| m.to_string()).collect();
    assert!(played.len() <= 64);
});

//! `bitperft show`: a position spelled out, as text and as JSON.

use crate::common::{KIWIPETE, assert_input_error, run};

#[test]
fn text_shows_board_and_fields() {
    let r = run(&["show", "--moves", "e2e4", "c7c5"]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[1], "8 | r | n | b | q | k | b | n | r |");
    assert_eq!(lines[7], "5 |   |   | p |   |   |   |   |   |");
    for field in [
        "FEN:         rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "Side:        white",
        "Castling:    KQkq",
        "En passant:  -",
        "Checkers:    -",
        "Status:      normal",
    ] {
        assert!(lines.contains(&field), "missing '{field}' in\n{}", r.stdout);
    }
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Key:         ") && l.len() == 45)
    );
}

#[test]
fn json_object() {
    let r = run(&["show", "--fen", KIWIPETE, "--json"]);
    assert_eq!(r.code, 0);
    assert_eq!(r.stdout.lines().count(), 1);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["fen"], KIWIPETE);
    assert_eq!(v["turn"], "white");
    assert_eq!(v["castling"], "KQkq");
    assert_eq!(v["ep"], serde_json::Value::Null);
    // chessprogramming.org "Perft Results", Position 2: perft(1) = 48.
    assert_eq!(v["legal_moves"], 48);
    assert_eq!(v["board"][0], "r...k..r");
    assert_eq!(v["board"].as_array().unwrap().len(), 8);
    assert_eq!(v["key"].as_str().unwrap().len(), 32);
}

#[test]
fn checkers_ep_and_mate() {
    let r = run(&["show", "--moves", "f2f3", "e7e5", "g2g4", "d8h4", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["checkers"], serde_json::json!(["h4"]));
    assert_eq!(
        (v["status"].as_str(), v["legal_moves"].as_u64()),
        (Some("checkmate"), Some(0))
    );
    let r = run(&[
        "show",
        "--fen",
        "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
        "--moves",
        "e2e4",
    ]);
    assert!(r.stdout.contains("En passant:  e3\n"), "{}", r.stdout);
}

#[test]
fn bad_input() {
    assert_input_error(
        &run(&["show", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"]),
        &["board"],
    );
    assert_input_error(
        &run(&["show", "--fen", "4k3/8/8/8/8/8/8/4K3 w Z - 0 1"]),
        &["castling", "'Z'"],
    );
    assert_input_error(
        &run(&["show", "--moves", "e2e4", "e2e4"]),
        &["illegal", "e2e4"],
    );
}

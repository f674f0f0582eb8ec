//! `bitperft uci`: a script piped into the binary, as a GUI or perftree-like tool would send it.

use crate::common::{KIWIPETE, run_with};

fn session(script: &str) -> crate::common::Run {
    run_with(&["uci"], &[], script.as_bytes())
}

#[test]
fn a_full_session() {
    let script = format!(
        "uci\nisready\nsetoption name Threads value 2\nsetoption name Hash value 64\n\
         ucinewgame\nposition fen {KIWIPETE}\ngo perft 2\nposition startpos moves e2e4\nd\nquit\n\
         isready\n"
    );
    let r = session(&script);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines[0].starts_with("id name bitperft "));
    let ok = lines.iter().position(|&l| l == "uciok").expect("uciok");
    assert_eq!(lines[ok + 1], "readyok");
    // Kiwipete at depth 2: 48 root moves, 2039 nodes (chessprogramming.org "Perft Results").
    let divide: Vec<&str> = lines[ok + 2..ok + 2 + 48].to_vec();
    assert!(divide.iter().all(|l| l.contains(": ")), "{divide:?}");
    assert_eq!(lines[ok + 2 + 48], "");
    assert_eq!(lines[ok + 2 + 49], "Nodes searched: 2039");
    // `d` after 1. e4, then nothing after quit (the trailing isready is never answered).
    assert!(
        lines.contains(&"FEN:         rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    );
    assert_eq!(lines.last(), Some(&"Status:      normal"));
}

#[test]
fn end_of_input_ends_the_loop() {
    let r = session("isready\ngo perft 1");
    assert_eq!(r.code, 0);
    // The start position has 20 moves (published perft(1)); the last line had no newline.
    assert!(r.stdout.starts_with("readyok\n"));
    assert!(r.stdout.ends_with("\nNodes searched: 20\n"), "{}", r.stdout);
}

#[test]
fn malformed_commands_are_answered_unknown_ones_ignored() {
    let r = session(
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1\nposition startpos moves e2e5\n\
         go perft nine\nsetoption name UCI_Chess960 value perhaps\nxyzzy\nisready\n",
    );
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert!(
        lines[..4]
            .iter()
            .all(|l| l.starts_with("info string error: "))
    );
    assert!(lines[0].contains("board"), "{}", lines[0]);
    assert!(lines[1].contains("e2e5"), "{}", lines[1]);
    assert!(lines[2].contains("nine"), "{}", lines[2]);
    assert!(lines[3].contains("perhaps"), "{}", lines[3]);
    assert_eq!(lines[4], "readyok");
}

#[test]
fn bytes_that_are_not_utf8_do_not_stop_the_loop() {
    let r = run_with(&["uci"], &[], b"position fen \xff\xfe\nisready\n");
    assert_eq!(r.code, 0);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines[0].starts_with("info string error: "), "{lines:?}");
    assert_eq!(lines[1], "readyok");
}

#[test]
fn chess960_castling_notation() {
    // perf-suites/standard.epd line 14: 26 moves at depth 1.
    let r = session(
        "setoption name UCI_Chess960 value true\n\
         position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ngo perft 1\n",
    );
    assert!(r.stdout.contains("e1h1: 1\n") && r.stdout.contains("e1a1: 1\n"));
    assert!(r.stdout.ends_with("Nodes searched: 26\n"));
}

#[test]
fn hash_zero_turns_the_table_off() {
    let r = session("setoption name Hash value 0\nposition startpos\ngo perft 3\n");
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert!(!r.stdout.contains("error"), "{}", r.stdout);
    // Published: 8902 nodes at depth 3 from the start position.
    assert!(r.stdout.ends_with("Nodes searched: 8902\n"), "{}", r.stdout);
    let r = session("uci\n");
    assert!(
        r.stdout
            .lines()
            .any(|l| l == "option name Hash type spin default 16 min 0 max 1048576"),
        "{}",
        r.stdout
    );
}

#[test]
fn errors_speak_uci() {
    let r = session(
        "setoption name UCI_Variant value crazyhous\n\
         position fen 2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1\n\
         position startpos moves P@e4\n",
    );
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "info string error: setoption UCI_Variant: value 'crazyhous' is not a variant: did you mean 'crazyhouse'?"
    );
    assert!(
        lines[1].ends_with("(holdings in brackets are for the variants with pieces in hand: give setoption name UCI_Variant value crazyhouse, or see bitperft info for the others)"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].ends_with("give setoption name UCI_Variant value crazyhouse)"),
        "{}",
        lines[2]
    );
    assert!(!r.stdout.contains("--"), "{}", r.stdout);
}

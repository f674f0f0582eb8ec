//! `bitperft perftree`: the perftree debugger's script interface, byte for byte.

use crate::common::{START, assert_input_error, run, run_with};
use std::collections::BTreeMap;

/// The depth-3 divide of the start position as printed in the perftree README
/// (github.com/agausmann/perftree), the example a script must reproduce.
const README_DEPTH_3: &[(&str, u64)] = &[
    ("a2a3", 380),
    ("b2b3", 420),
    ("c2c3", 420),
    ("d2d3", 539),
    ("e2e3", 599),
    ("f2f3", 380),
    ("g2g3", 420),
    ("h2h3", 380),
    ("a2a4", 420),
    ("b2b4", 421),
    ("c2c4", 441),
    ("d2d4", 560),
    ("e2e4", 600),
    ("f2f4", 401),
    ("g2g4", 421),
    ("h2h4", 420),
    ("b1c3", 440),
    ("g1h3", 400),
    ("b1a3", 400),
    ("g1f3", 440),
];

/// Parses perftree output strictly: `<move> <count>` lines, one blank line, the total, nothing
/// after it.
fn parse(stdout: &str) -> (BTreeMap<String, u64>, u64) {
    let (body, tail) = stdout
        .split_once("\n\n")
        .expect("a blank line before the total");
    let total = tail
        .strip_suffix('\n')
        .expect("total ends with a newline")
        .parse()
        .expect("the total alone on its line");
    let mut moves = BTreeMap::new();
    for line in body.lines().filter(|l| !l.is_empty()) {
        let (m, n) = line.split_once(' ').expect("'<move> <count>'");
        assert!(!m.contains(':'), "no colon: {line}");
        assert_eq!(m, m.to_lowercase(), "lower case: {line}");
        assert!(moves.insert(m.to_string(), n.parse().unwrap()).is_none());
    }
    (moves, total)
}

#[test]
fn reproduces_the_readme_example() {
    let r = run(&["perftree", "3", START]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    let (moves, total) = parse(&r.stdout);
    let expected: BTreeMap<String, u64> = README_DEPTH_3
        .iter()
        .map(|&(m, n)| (m.to_string(), n))
        .collect();
    assert_eq!(moves, expected);
    assert_eq!(total, 8_902);
}

#[test]
fn moves_argument_and_upper_case_promotions() {
    // After 1. e2e3 the README's depth-3 count for e2e3 is the depth-2 total here.
    let r = run(&["perftree", "2", START, "e2e3"]);
    assert_eq!(parse(&r.stdout).1, 599);
    // perftree writes promotions like a7b8Q; the output uses lower case.
    let fen = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let r = run(&["perftree", "1", fen]);
    let (moves, _) = parse(&r.stdout);
    for p in ["n", "b", "r", "q"] {
        assert!(moves.contains_key(&format!("b7a8{p}")), "{}", r.stdout);
    }
    let r = run(&["perftree", "1", fen, "b7a8Q e8d7"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // An empty moves argument is the position itself.
    assert_eq!(
        run(&["perftree", "1", START, ""]).stdout,
        run(&["perftree", "1", START]).stdout
    );
}

#[test]
fn chess960_from_shredder_fen() {
    // perf-suites/chess960.epd line 2 (Chess960 "fischer.epd"): D1 21, D2 528, D3 12189.
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    for (depth, nodes) in [("1", 21), ("2", 528), ("3", 12_189)] {
        let r = run(&["perftree", depth, fen]);
        assert_eq!(parse(&r.stdout).1, nodes, "depth {depth}");
    }
}

#[test]
fn chess960_notation_forced_by_the_environment() {
    // perf-suites/standard.epd line 14: D1 26.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let standard = parse(&run(&["perftree", "1", fen]).stdout);
    assert!(standard.0.contains_key("e1g1") && standard.0.contains_key("e1c1"));
    let forced = run_with(&["perftree", "1", fen], &[("BITPERFT_CHESS960", "1")], b"");
    let forced = parse(&forced.stdout);
    assert!(forced.0.contains_key("e1h1") && forced.0.contains_key("e1a1"));
    assert_eq!((standard.1, forced.1), (26, 26));
    // In Chess960 notation castling is king-takes-rook, also in the moves argument.
    let r = run_with(
        &["perftree", "1", fen, "e1h1"],
        &[("BITPERFT_CHESS960", "1")],
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn depth_zero_is_one_node() {
    assert_eq!(run(&["perftree", "0", START]).stdout, "\n1\n");
}

#[test]
fn bad_input_exits_2_with_nothing_on_stdout() {
    assert_input_error(&run(&["perftree", "2", "not a fen"]), &["FEN", "not a fen"]);
    assert_input_error(
        &run(&[
            "perftree",
            "2",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        ]),
        &["side", "'x'"],
    );
    assert_input_error(
        &run(&["perftree", "2", START, "e2e4 e2e4"]),
        &["moves", "e2e4"],
    );
    assert_input_error(&run(&["perftree", "2", START, "e2e9"]), &["moves", "e2e9"]);
    assert_input_error(&run(&["perftree", "21", START]), &["depth", "21"]);
    assert_input_error(&run(&["perftree", "two", START]), &["two"]);
    assert_input_error(&run(&["perftree", "-1", START]), &["-1"]);
    assert_input_error(&run(&["perftree", "2"]), &["FEN"]);
    assert_input_error(
        &run_with(
            &["perftree", "1", START],
            &[("BITPERFT_CHESS960", "maybe")],
            b"",
        ),
        &["BITPERFT_CHESS960", "maybe"],
    );
}

//! The `bitperft` binary: perft, divide, suite and bench output, JSON Lines, exit statuses.

use std::io::Write;

use crate::common::{output as bitperft, stderr, stdout};

#[test]
fn perft_prints_nodes() {
    let o = bitperft(&["perft", "4"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).starts_with("perft 4: 197281 nodes in "),
        "{}",
        stdout(&o)
    );
}

#[test]
fn perft_json_line() {
    let o = bitperft(&[
        "perft",
        "3",
        "--fen",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["nodes"], 2812);
    assert_eq!(v["depth"], 3);
    assert_eq!(v["fen"], "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
    assert!(v["ms"].is_number() && v["nps"].is_number());
}

#[test]
fn divide_after_moves() {
    let o = bitperft(&["divide", "2", "--moves", "e2e4", "e7e5"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 29 + 2, "{out}");
    assert!(
        lines.contains(&"e1e2: 30") || lines.iter().any(|l| l.starts_with("e1e2: ")),
        "{out}"
    );
    assert_eq!(lines[29], "");
    // The total after 1.e4 e5 at depth 2, from the 0x88 oracle.
    let board = bitperft_oracle::Board::startpos()
        .play_uci("e2e4")
        .and_then(|b| b.play_uci("e7e5"))
        .unwrap();
    assert_eq!(
        lines[30],
        format!("Nodes searched: {}", bitperft_oracle::perft(&board, 2))
    );
}

#[test]
fn divide_chess960_castling_is_king_takes_rook() {
    let fen = "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1";
    let out = stdout(&bitperft(&["divide", "1", "--fen", fen]));
    assert!(out.contains("e1h1: 1") && out.contains("e1a1: 1"), "{out}");
    let std = stdout(&bitperft(&[
        "divide",
        "1",
        "--fen",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    ]));
    assert!(std.contains("e1g1: 1") && std.contains("e1c1: 1"), "{std}");
}

#[test]
fn bad_input_exits_2_with_message() {
    let cases: [(&[&str], &str); 6] = [
        (
            &[
                "perft",
                "3",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            ],
            "fen field",
        ),
        (
            &["perft", "3", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
            "exactly one king",
        ),
        (&["perft", "0"], "depth 0 is out of range"),
        (&["perft", "40"], "depth 40 is out of range"),
        (&["divide", "2", "--moves", "e2e5"], "illegal move 'e2e5'"),
        (
            &["suite", "/nonexistent/file.epd"],
            "cannot read suite file",
        ),
    ];
    for (args, msg) in cases {
        let o = bitperft(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(msg), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
    let o = bitperft(&["perft", "x"]);
    assert_eq!(o.status.code(), Some(2));
}

fn temp_suite(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("bitperft-{}-{name}.epd", std::process::id()));
    std::fs::File::create(&path)
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    path
}

/// A depth beyond what perft accepts is an ERROR line naming it and the range (rather than a
/// run that never ends); the other lines still run.
#[test]
fn suite_depth_out_of_range_is_an_error_line() {
    let o = bitperft(&["suite", "tests/data/deep-line.epd"]);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    assert!(
        out.contains("ERROR line 3: depth D25 is out of range: depths go from 1 to 20"),
        "{out}"
    );
    assert!(
        out.contains("PASS line    2 D2 expected 66 got 66"),
        "{out}"
    );
    assert!(out.contains("2 passed, 1 failed"), "{out}");
}

#[test]
fn suite_passes_and_fails() {
    let good = temp_suite(
        "good",
        "# header\n4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197\n",
    );
    let o = bitperft(&["suite", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stdout(&o));
    assert!(stdout(&o).contains("3 passed, 0 failed"), "{}", stdout(&o));

    let bad = temp_suite(
        "bad",
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 67\nnot a fen ;D1 3\n4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197 ;D4 7059\n",
    );
    let o = bitperft(&["suite", bad.to_str().unwrap(), "--max-nodes", "5000"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("ERROR line 2:"), "{out}");
    assert!(
        out.contains("FAIL line    1 D2 expected 67 got 66"),
        "{out}"
    );
    assert!(out.contains("4 passed, 2 failed (1 skipped)"), "{out}");

    let o = bitperft(&[
        "suite",
        good.to_str().unwrap(),
        "--json",
        "--max-depth",
        "2",
    ]);
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1]["expected"], 66);
    assert_eq!(lines[1]["nodes"], 66);
    assert_eq!(lines[2]["passed"], 2);
    assert_eq!(lines[2]["skipped"], 1);
    let _ = std::fs::remove_file(good);
    let _ = std::fs::remove_file(bad);
}

#[test]
fn bundled_suite_runs_without_a_file() {
    let o = bitperft(&["suite", "--max-nodes", "100000", "--json"]);
    assert!(o.status.success());
    let last: serde_json::Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(last["failed"], 0);
    assert!(last["passed"].as_u64().unwrap() > 400);
}

#[test]
fn info_names_the_default_backend_this_cpu_runs() {
    let o = bitperft(&["info", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let name = bitperft::attacks::default_name();
    assert_eq!(v["default_sliders"], name);
    let defaults: Vec<_> = v["backends"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["default"] == true)
        .collect();
    assert_eq!(defaults.len(), 1, "{v}");
    assert_eq!(defaults[0]["name"], name);
    assert_eq!(defaults[0]["compiled"], true);
    // A CPU that runs pext in microcode is told so, and pext is not called fast there.
    let pext = v["backends"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["name"] == "pext");
    if bitperft::cpu::pext_microcoded() {
        if let Some(p) = pext {
            assert_eq!(p["fast"], false, "{p}");
        }
        assert!(
            v["cpu"].as_str().is_some_and(|c| c.contains("family")),
            "{v}"
        );
    }
    let text = stdout(&bitperft(&["info"]));
    assert!(
        text.contains(&format!("default sliders: {name} (")),
        "{text}"
    );
}

#[test]
fn suite_reads_standard_input_given_as_a_dash() {
    use crate::common::run_with;
    // Published: the start position's first three counts.
    let suite = format!("{} ;D1 20 ;D2 400 ;D3 8902\n", crate::common::START);
    let r = run_with(&["suite", "-"], &[], suite.as_bytes());
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("3 passed, 0 failed"), "{}", r.stdout);
    let r = run_with(&["suite", "-"], &[], b"");
    crate::common::assert_input_error(&r, &["suite file '-' has no positions"]);
}

#[test]
fn a_depth_after_the_moves_is_named_as_read_as_a_move() {
    let out = bitperft(&["divide", "--moves", "e2e4", "e7e5", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains(
            "note: '3' after --moves was read as a move: give the depth before --moves \
             (bitperft divide 3 --moves ...)"
        ),
        "{}",
        stderr(&out)
    );
    // The depth before the moves counts.
    let out = bitperft(&["divide", "1", "--moves", "e2e4", "e7e5"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn split_help_says_the_ply_is_required_to_split() {
    let help = stdout(&bitperft(&["split", "--help"]));
    assert!(!help.contains("[default: 4]"), "{help}");
    assert!(help.contains("required to split"), "{help}");
    let out = bitperft(&["split", "5", "--units", "2", "--out", "d"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--ply <K>"), "{}", stderr(&out));
}

#[test]
fn suite_max_nodes_reads_powers_of_ten() {
    let out = bitperft(&["suite", "--max-nodes", "1e3", "--threads", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let with_digits = bitperft(&["suite", "--max-nodes", "1000", "--threads", "1"]);
    let summary = |o: &std::process::Output| {
        stdout(o)
            .lines()
            .last()
            .map(|l| l.split(';').next().unwrap_or("").to_string())
    };
    assert_eq!(summary(&out), summary(&with_digits));
}

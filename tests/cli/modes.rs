//! `--mode make|bulk|fast`: every mode gives the published counts on perft, divide, suite and
//! bench, in every game, JSON says which ran, and a count that has one way only (statistics, the
//! oracle) refuses the others.

use crate::common::{KIWIPETE, assert_input_error, run};

/// The `nodes` and `mode` fields of a perft JSON line.
fn nodes_and_mode(stdout: &str) -> (u64, String) {
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON line");
    (
        v["nodes"].as_u64().expect("nodes"),
        v["mode"].as_str().expect("mode").to_string(),
    )
}

#[test]
fn every_mode_gives_the_published_counts() {
    // chessprogramming.org "Perft Results": initial position depth 4, Kiwipete depth 3,
    // position 3 depth 5; FSF and Sjaak II agree on capablanca depth 3 and shogi depth 3.
    let cases: [(&[&str], u64); 13] = [
        (&["perft", "4"], 197_281),
        (&["perft", "3", "--fen", KIWIPETE], 97_862),
        (
            &[
                "perft",
                "5",
                "--fen",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            ],
            674_624,
        ),
        (&["perft", "3", "--variant", "capablanca"], 25_228),
        (&["perft", "3", "--variant", "shogi"], 25_470),
        // perf-suites/variants/: each dedicated variant's start position.
        (&["perft", "3", "--variant", "crazyhouse"], 8_902),
        (&["perft", "3", "--variant", "kingofthehill"], 8_902),
        (&["perft", "3", "--variant", "3check"], 8_902),
        (&["perft", "3", "--variant", "racingkings"], 11_264),
        (&["perft", "3", "--variant", "antichess"], 8_067),
        (&["perft", "3", "--variant", "giveaway"], 8_067),
        (&["perft", "3", "--variant", "horde"], 1_274),
        (&["perft", "3", "--variant", "atomic"], 8_902),
    ];
    for (args, expected) in cases {
        for mode in ["make", "bulk", "fast"] {
            for threads in ["1", "2"] {
                let mut a = args.to_vec();
                a.extend(["--mode", mode, "--threads", threads, "--json"]);
                let r = run(&a);
                assert_eq!(r.code, 0, "{a:?}: {}", r.stderr);
                assert_eq!(
                    nodes_and_mode(&r.stdout),
                    (expected, mode.to_string()),
                    "{a:?}"
                );
            }
        }
    }
}

#[test]
fn divide_and_suite_take_a_mode() {
    let r = run(&["divide", "3", "--mode", "make", "--threads", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Nodes searched: 8902"), "{}", r.stdout);
    let r = run(&["divide", "2", "--variant", "makruk", "--mode", "bulk"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Nodes searched: 529"), "{}", r.stdout);
    for mode in ["make", "bulk"] {
        let r = run(&[
            "suite",
            "--variant",
            "knightmate",
            "--max-nodes",
            "200000",
            "--mode",
            mode,
        ]);
        assert_eq!(r.code, 0, "{mode}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(" 0 failed"), "{}", r.stdout);
    }
}

#[test]
fn bench_says_which_mode_ran() {
    let r = run(&["bench", "--mode", "bulk", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON lines"))
        .collect();
    assert!(lines.len() > 2);
    assert!(lines.iter().all(|v| v["mode"] == "bulk"), "{}", r.stdout);
    let r = run(&["bench", "--mode", "bulk"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.lines().next().unwrap().ends_with(", bulk mode"),
        "{}",
        r.stdout
    );
}

#[test]
fn one_way_counts_refuse_the_others() {
    // Every game counts every way; leaf statistics and the oracle one way only.
    assert_input_error(
        &run(&["perft", "3", "--stats", "--mode", "make"]),
        &["--mode make", "--stats"],
    );
    assert_input_error(
        &run(&["bench", "--oracle", "--mode", "bulk"]),
        &["--oracle", "--mode"],
    );
    assert_input_error(
        &run(&["perft", "3", "--mode", "quick"]),
        &["'quick'", "make, bulk or fast"],
    );
}

//! `bitperft perft` (with `--stats` and `--json`), `divide`, `suite`, and the global `--quiet`:
//! counts from published data, errors with exit status 2, no progress bar when stderr is not a
//! terminal.

use crate::common::{KIWIPETE, assert_input_error, run};

#[test]
fn stats_text_matches_the_published_table() {
    // chessprogramming.org "Perft Results", initial position, depth 4: 197,281 nodes,
    // 1576 captures, 469 checks, 8 checkmates.
    let r = run(&["perft", "4", "--stats"]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert!(
        r.stdout.starts_with("perft 4: 197281 nodes in "),
        "{}",
        r.stdout
    );
    let field = |name: &str| -> u64 {
        let line = r
            .stdout
            .lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("no '{name}' line in\n{}", r.stdout));
        line[name.len()..].trim().parse().unwrap()
    };
    assert_eq!(field("captures"), 1576);
    assert_eq!(field("en passant"), 0);
    assert_eq!(field("castles"), 0);
    assert_eq!(field("promotions"), 0);
    assert_eq!(field("checks"), 469);
    assert_eq!(field("discovered checks"), 0);
    assert_eq!(field("double checks"), 0);
    assert_eq!(field("checkmates"), 8);
}

#[test]
fn stats_json_matches_the_published_table() {
    // chessprogramming.org "Perft Results", Position 2 (Kiwipete), depth 3.
    let r = run(&["perft", "3", "--fen", KIWIPETE, "--stats", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim_end()).unwrap();
    let expect = [
        ("nodes", 97_862),
        ("captures", 17_102),
        ("en_passant", 45),
        ("castles", 3_162),
        ("promotions", 0),
        ("checks", 993),
        ("discovered_checks", 0),
        ("double_checks", 0),
        ("checkmates", 1),
        // The Grand Chess Tree, Kiwipete, depth 3: the one mate is a direct mate.
        ("enpassants", 45),
        ("direct_checks", 992),
        ("single_discovered_checks", 0),
        ("direct_discovered_checks", 0),
        ("double_discovered_checks", 0),
        ("total_checks", 992),
        ("direct_mates", 1),
        ("single_discovered_mates", 0),
        ("direct_discovered_mates", 0),
        ("double_discovered_mates", 0),
        ("total_mates", 1),
    ];
    for (k, n) in expect {
        assert_eq!(v[k].as_u64(), Some(n), "{k}: {v}");
    }
    assert_eq!(v["depth"], 3);
    assert_eq!(v["fen"], KIWIPETE);
    assert!(v["ms"].is_number() && v["nps"].is_number());
}

#[test]
fn stats_on_threads_and_a_table_match_the_published_row() {
    // The Grand Chess Tree, start position, depth 5, in every engine mode.
    for (threads, hash) in [("2", "0"), ("1", "4"), ("2", "4")] {
        let r = run(&[
            "perft",
            "5",
            "--stats",
            "--threads",
            threads,
            "--hash",
            hash,
            "--json",
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let v: serde_json::Value = serde_json::from_str(r.stdout.trim_end()).unwrap();
        check_start_depth_5(&v);
        assert_eq!(v["threads"].as_u64(), threads.parse().ok(), "{v}");
        assert_eq!(v["hash_mb"].as_u64(), hash.parse().ok(), "{v}");
    }
}

/// TGCT's start position row at depth 5, every column.
fn check_start_depth_5(v: &serde_json::Value) {
    let expect = [
        ("nodes", 4_865_609),
        ("captures", 82_719),
        ("enpassants", 258),
        ("castles", 0),
        ("promotions", 0),
        ("direct_checks", 26_998),
        ("single_discovered_checks", 6),
        ("direct_discovered_checks", 0),
        ("double_discovered_checks", 0),
        ("total_checks", 27_004),
        ("direct_mates", 347),
        ("single_discovered_mates", 0),
        ("direct_discovered_mates", 0),
        ("double_discovered_mates", 0),
        ("total_mates", 347),
    ];
    for (k, n) in expect {
        assert_eq!(v[k].as_u64(), Some(n), "{k}: {v}");
    }
}

#[test]
fn plain_perft_json_has_no_stats_fields() {
    // Published: perft(3) of the start position is 8902.
    let r = run(&["perft", "3", "--json"]);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim_end()).unwrap();
    assert_eq!(v["nodes"], 8_902);
    assert!(v.get("captures").is_none(), "{v}");
}

#[test]
fn divide_json_lines() {
    // Published: Kiwipete has 48 moves and 2039 nodes at depth 2.
    let r = run(&["divide", "2", "--fen", KIWIPETE, "--json"]);
    let records: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 49);
    let sum: u64 = records[..48]
        .iter()
        .map(|v| v["nodes"].as_u64().unwrap())
        .sum();
    assert!(records[..48].iter().all(|v| v["move"].is_string()));
    assert_eq!(sum, 2_039);
    assert_eq!(records[48]["nodes"], 2_039);
}

#[test]
fn quiet_is_global_and_stderr_stays_clean() {
    for args in [
        &["--quiet", "perft", "2"][..],
        &["perft", "2", "--quiet"],
        &["divide", "1", "--quiet"],
        &["show", "--quiet"],
        &["suite", "--max-nodes", "2000", "--quiet"],
    ] {
        let r = run(args);
        assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{args:?}");
    }
    // Without --quiet, stderr is not a terminal here: still no bar.
    let r = run(&["suite", "--max-nodes", "2000"]);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert!(
        r.stdout
            .lines()
            .last()
            .unwrap()
            .contains(" passed, 0 failed")
    );
}

#[test]
fn suite_json_summary() {
    let r = run(&["suite", "--max-nodes", "500", "--json"]);
    assert_eq!(r.code, 0);
    let last: serde_json::Value = serde_json::from_str(r.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(last["summary"], true);
    assert_eq!(last["failed"], 0);
}

#[test]
fn bad_input() {
    assert_input_error(&run(&["perft", "0"]), &["depth 0"]);
    assert_input_error(&run(&["perft", "21", "--stats"]), &["depth 21"]);
    assert_input_error(&run(&["perft", "x"]), &["'x'"]);
    assert_input_error(
        &run(&[
            "perft",
            "2",
            "--stats",
            "--fen",
            "4k3/8/8/8/8/8/8/4K3 w - e9 0 1",
        ]),
        &["en passant", "'e9'"],
    );
    assert_input_error(&run(&["divide", "2", "--moves", "e2e4", "e7e9"]), &["e7e9"]);
}

#[test]
fn divide_stats_moves_add_up_to_the_published_row() {
    // The Grand Chess Tree, Kiwipete, depth 3: 48 root moves.
    for threads in ["1", "2"] {
        let args = ["divide", "3", "--fen", KIWIPETE, "--stats", "--json"];
        let r = run(&[&args[..], &["--threads", threads, "--hash", "4"]].concat());
        assert_eq!(r.code, 0, "{}", r.stderr);
        let records: Vec<serde_json::Value> = r
            .stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(records.len(), 49);
        let expect = [
            ("nodes", 97_862),
            ("captures", 17_102),
            ("enpassants", 45),
            ("castles", 3_162),
            ("direct_checks", 992),
            ("direct_mates", 1),
            ("total_mates", 1),
        ];
        for (k, n) in expect {
            let sum: u64 = records[..48].iter().map(|v| v[k].as_u64().unwrap()).sum();
            assert_eq!(sum, n, "{k}, sum of the moves");
            assert_eq!(records[48][k].as_u64(), Some(n), "{k}, total");
        }
    }
}

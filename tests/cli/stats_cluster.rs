//! `split --stats`, `work`, `merge`: a statistics run split into units reproduces the published
//! rows; a damaged unit result is refused and counted again; bad input exits 2.

use crate::common::{assert_input_error, run};
use std::path::PathBuf;

/// chessprogramming.org "Perft Results", initial position, depth 5, and The Grand Chess Tree's
/// start position depth 5 (perft_p0_results.json), in `--json`'s names.
const START_5: [(&str, u64); 17] = [
    ("captures", 82_719),
    ("en_passant", 258),
    ("castles", 0),
    ("promotions", 0),
    ("checks", 27_351),
    ("discovered_checks", 6),
    ("double_checks", 0),
    ("checkmates", 347),
    ("enpassants", 258),
    ("direct_checks", 26_998),
    ("single_discovered_checks", 6),
    ("direct_discovered_checks", 0),
    ("double_discovered_checks", 0),
    ("total_checks", 27_004),
    ("direct_mates", 347),
    ("single_discovered_mates", 0),
    ("total_mates", 347),
];

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "bitperft-stats-split-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn start_position_depth_5_at_ply_2_merges_to_the_published_row() {
    let dir = temp("d5");
    let d = dir.to_str().unwrap();
    let r = run(&[
        "split", "5", "--ply", "2", "--units", "3", "--out", d, "--stats",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.starts_with("split perft 5 with statistics of "),
        "{}",
        r.stdout
    );
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    assert!(manifest.contains("\"stats\": true"), "{manifest}");

    for (unit, threads) in [("0", "1"), ("1", "2"), ("2", "1")] {
        let mut args = vec!["work", d, "--unit", unit, "--threads", threads, "--json"];
        if unit == "2" {
            args.extend(["--hash", "1"]);
        }
        let r = run(&args);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
        assert!(v["captures"].is_u64(), "a unit reports its statistics: {v}");
    }

    let r = run(&["merge", d, "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["total"].as_u64(), Some(4_865_609));
    assert_eq!(v["stats"], true);
    for (name, n) in START_5 {
        assert_eq!(v[name].as_u64(), Some(n), "{name}");
    }

    // Text: the total, then the table of perft --stats.
    let r = run(&["merge", d]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\ntotal: 4865609\n"), "{}", r.stdout);
    let checks = format!("\n{:<18} {:>14}\n", "checks", 27_351);
    assert!(r.stdout.contains(&checks), "{}", r.stdout);

    // One counter edited in a result: merge refuses the unit (exit 1), work counts it again.
    let result = dir.join("results/unit-1.json");
    let text = std::fs::read_to_string(&result).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let old = v["positions"][0]["stats"][1].as_u64().unwrap();
    v["positions"][0]["stats"][1] = (old + 1).into();
    std::fs::write(&result, serde_json::to_string_pretty(&v).unwrap()).unwrap();
    let r = run(&["merge", d]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(r.stdout.contains("unit 1: corrupt: "), "{}", r.stdout);
    let r = run(&["work", d, "--unit", "1", "--threads", "1"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stderr.contains("counting the unit again"), "{}", r.stderr);
    let r = run(&["merge", d, "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["checks"].as_u64(), Some(27_351));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn start_position_depth_6_at_ply_3_merges_to_the_grand_chess_tree_row() {
    // The Grand Chess Tree, start position, depth 6 (perft_p0_results.json).
    let want = [
        ("captures", 2_812_008),
        ("enpassants", 5_248),
        ("direct_checks", 797_896),
        ("single_discovered_checks", 329),
        ("direct_discovered_checks", 46),
        ("double_discovered_checks", 0),
        ("total_checks", 798_271),
        ("direct_mates", 10_828),
        ("total_mates", 10_828),
    ];
    let dir = temp("d6");
    let d = dir.to_str().unwrap();
    let r = run(&[
        "split", "6", "--ply", "3", "--units", "2", "--out", d, "--stats",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for unit in ["0", "1"] {
        let r = run(&["work", d, "--unit", unit, "--threads", "2", "--hash", "2"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let r = run(&["merge", d, "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["total"].as_u64(), Some(119_060_324));
    for (name, n) in want {
        assert_eq!(v[name].as_u64(), Some(n), "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn plain_splits_carry_no_statistics() {
    let dir = temp("plain");
    let d = dir.to_str().unwrap();
    let r = run(&["split", "3", "--ply", "1", "--units", "2", "--out", d]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for unit in ["0", "1"] {
        assert_eq!(run(&["work", d, "--unit", unit, "--threads", "1"]).code, 0);
    }
    let r = run(&["merge", d, "--json"]);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["total"].as_u64(), Some(8_902));
    assert!(
        v.get("stats").is_none() && v.get("captures").is_none(),
        "{v}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn statistics_splits_refuse_bad_input() {
    let dir = temp("bad");
    let d = dir.to_str().unwrap();
    let split = |extra: &[&str]| {
        let args = [
            &["split", "3", "--units", "2", "--out", d, "--stats"][..],
            extra,
        ]
        .concat();
        run(&args)
    };
    assert_input_error(
        &split(&["--ply", "1", "--variant", "crazyhouse"]),
        &["--stats", "--variant crazyhouse"],
    );
    assert_input_error(
        &split(&["--ply", "3"]),
        &["--ply 3 with --stats", "below the depth (3)"],
    );
    assert_input_error(
        &run(&["split", "--unique", "--stats"]),
        &["--unique", "--stats"],
    );
    assert!(!dir.exists(), "nothing written");
}

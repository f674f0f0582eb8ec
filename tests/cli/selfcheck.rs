//! `bitperft selfcheck`: every game of the registry checks itself within a small budget, with
//! every way of counting compared, and says how to reproduce what it found.

use crate::common::{assert_input_error, run};
use bitperft_cli::variant::Variant;
use serde_json::Value;

/// The ways every game is counted (fairychess also by both engines on chess games' FENs).
const WAYS: [&str; 5] = ["make", "bulk", "fast", "divide", "engine"];

/// The JSON lines of a `selfcheck --json` run: the variant records, then the summary.
fn records(stdout: &str) -> (Vec<Value>, Value) {
    let mut lines: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let summary = lines.pop().expect("a summary line");
    assert_eq!(summary["summary"], true, "{summary}");
    (lines, summary)
}

/// The bounded run of the soak test: at most 8 games or a fifth of a second per variant (a few
/// seconds for the registry in a release build).
#[test]
fn every_variant_agrees_with_itself_at_depth_2_or_deeper() {
    let r = run(&[
        "selfcheck",
        "--variant",
        "all",
        "--seed",
        "5",
        "--games",
        "8",
        "--seconds",
        "0.2",
        "--json",
    ]);
    assert_eq!(r.code, 0, "stdout: {}\nstderr: {}", r.stdout, r.stderr);
    let (variants, summary) = records(&r.stdout);
    let names: Vec<&str> = variants
        .iter()
        .map(|v| v["variant"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        Variant::names(),
        "every variant, in the registry's order"
    );
    for v in &variants {
        let name = v["variant"].as_str().unwrap();
        assert!(v["positions"].as_u64().unwrap() >= 1, "{v}");
        // A walling game's depth 2 (hundreds of thousands of moves from the start) does not
        // fit the half second.
        let walling = fairy::catalog::find(name).is_some_and(|s| s.walling.is_some());
        assert!(
            walling || v["by_depth"][1].as_u64().unwrap() >= 1,
            "{name}: nothing at depth 2: {v}"
        );
        assert_eq!(v["disagreements"], serde_json::json!([]), "{v}");
        let ways: Vec<&str> = v["ways"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        let mut expected = WAYS.to_vec();
        if name == "fairychess" {
            // The two engines on the FENs of chess games.
            expected.extend(["chess", "fairychess"]);
        }
        assert_eq!(ways, expected, "{name}");
    }
    let positions: u64 = variants
        .iter()
        .map(|v| v["positions"].as_u64().unwrap())
        .sum();
    assert_eq!(summary["positions"], positions);
    assert_eq!(summary["variants"], variants.len());
    assert_eq!(summary["disagreements"], 0);
}

#[test]
fn a_text_run_prints_a_line_per_variant_and_the_summary() {
    let r = run(&[
        "selfcheck",
        "--variant",
        "atomic",
        "--games",
        "1",
        "--plies",
        "8",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    assert!(
        lines[0].starts_with("selfcheck: seed 1, depths 1 to 3")
            && lines[0].ends_with("1 game per variant"),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with("atomic: "), "{}", lines[1]);
    assert!(lines[1].contains(" 0 disagreements"), "{}", lines[1]);
    assert!(
        lines[2].starts_with("selfcheck: 1 variant, "),
        "{}",
        lines[2]
    );
}

#[test]
fn the_same_seed_checks_the_same_positions() {
    let args = [
        "selfcheck",
        "--variant",
        "crazyhouse",
        "--games",
        "2",
        "--json",
    ];
    let counts = |seed: &str| {
        let r = run(&[&args[..], &["--seed", seed]].concat());
        assert_eq!(r.code, 0, "{}", r.stderr);
        let (variants, _) = records(&r.stdout);
        (
            variants[0]["by_depth"].clone(),
            variants[0]["counts"].clone(),
        )
    };
    assert_eq!(counts("9"), counts("9"));
}

#[test]
fn bad_input_names_the_flag_and_exits_2() {
    let r = run(&["selfcheck", "--variant", "hexchess"]);
    assert_input_error(&r, &["--variant 'hexchess'", "unknown variant"]);
    let r = run(&["selfcheck", "--depth", "0"]);
    assert_input_error(&r, &["depth 0 is out of range"]);
    let r = run(&["selfcheck", "--seconds", "0"]);
    assert_input_error(&r, &["--seconds", "'0' is not a time"]);
    let r = run(&["selfcheck", "--games", "0"]);
    assert_input_error(&r, &["--games", "'0' is not a number of games"]);
}

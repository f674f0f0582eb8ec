//! `suite --stats` on perf-suites/stats.epd (published rows only): every depth with an `S`
//! field counted with statistics and checked column by column; a wrong column fails the line
//! naming it; bad `S` fields are errors naming the line, field and problem.

use crate::common::{assert_input_error, run};

/// The bundled statistics suite.
fn stats_epd() -> String {
    format!("{}/perf-suites/stats.epd", env!("CARGO_MANIFEST_DIR"))
}

fn temp(name: &str, text: &str) -> String {
    let d = std::env::temp_dir().join(format!("bitperft-stats-suite-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let p = d.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn records(stdout: &str) -> Vec<serde_json::Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn the_published_rows_pass_with_statistics() {
    let file = stats_epd();
    let r = run(&[
        "suite",
        &file,
        "--stats",
        "--json",
        "--max-depth",
        "4",
        "--hash",
        "4",
    ]);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let all = records(&r.stdout);
    let (summary, checks) = all.split_last().unwrap();
    // Four lines: start position D1-D5 (cpw) and D1-D7 (TGCT), Kiwipete D1-D4 and D1-D5.
    assert_eq!(summary["passed"], 16, "{summary}");
    assert_eq!(summary["failed"], 0);
    // Skipped: start position D5 (cpw line), D5-D7 (TGCT line), Kiwipete D5 (TGCT line).
    assert_eq!(summary["skipped"], 5);
    for c in checks {
        assert_eq!(c["pass"], true, "{c}");
        assert!(
            c["total_checks"].is_u64() && c.get("mismatch").is_none(),
            "{c}"
        );
    }
    // Kiwipete depth 4: the chessprogramming.org line's 6 double checks.
    let kiwi4 = checks
        .iter()
        .find(|c| c["line"] == 9 && c["depth"] == 4)
        .unwrap();
    assert_eq!(kiwi4["double_checks"], 6, "{kiwi4}");
}

#[test]
fn without_stats_the_fields_are_only_validated() {
    let file = stats_epd();
    let r = run(&["suite", &file, "--json", "--max-depth", "3"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for c in records(&r.stdout) {
        assert!(c.get("captures").is_none(), "{c}");
    }
}

#[test]
fn a_wrong_column_fails_the_line_naming_it() {
    // chessprogramming.org, initial position depth 4 has 469 checks: 470 is wrong on purpose.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let file = temp(
        "wrong.epd",
        &format!("{start} ;D3 8902 ;D4 197281 ;S4 captures=1576 checks=470 checkmates=8\n"),
    );
    let r = run(&["suite", &file, "--stats"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        lines[0].starts_with("PASS line    1 D3 expected 8902 got 8902  "),
        "{}",
        r.stdout
    );
    assert!(
        lines[1].starts_with(
            "FAIL line    1 D4 expected 197281 got 197281, checks: expected 470 got 469  "
        ),
        "{}",
        r.stdout
    );
    let r = run(&["suite", &file, "--stats", "--json"]);
    let v = &records(&r.stdout)[1];
    assert_eq!(v["mismatch"]["column"], "checks");
    assert_eq!(
        (
            v["mismatch"]["expected"].as_u64(),
            v["mismatch"]["got"].as_u64()
        ),
        (Some(470), Some(469))
    );
    // Without --stats the counts alone are checked: the line passes.
    assert_eq!(run(&["suite", &file]).code, 0);
}

#[test]
fn bad_statistics_fields_name_the_line_field_and_problem() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let cases = [
        (
            ";D1 20 ;S1 mates=0",
            "statistics field 'S1 mates=0': unknown column 'mates'",
        ),
        (
            ";D1 20 ;S1 checks=-1",
            "statistics field 'S1 checks=-1': checks=-1: '-1' is not a whole number",
        ),
        (
            ";D1 20 ;S2 checks=0",
            "statistics field S2 has no count: add ';D2 <nodes>'",
        ),
    ];
    for (fields, msg) in cases {
        let file = temp("bad.epd", &format!("# a comment\n{start} {fields}\n"));
        for stats in [true, false] {
            let mut args = vec!["suite", file.as_str()];
            if stats {
                args.push("--stats");
            }
            let r = run(&args);
            assert_eq!(r.code, 2, "{fields}: {}", r.stderr);
            assert!(
                r.stdout.contains(&format!("ERROR line 2: {msg}")),
                "{}",
                r.stdout
            );
        }
    }
    assert_input_error(
        &run(&["suite", "--stats", "--variant", "crazyhouse"]),
        &["--stats", "--variant crazyhouse"],
    );
}

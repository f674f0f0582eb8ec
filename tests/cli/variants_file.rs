//! `--variants FILE` (Fairy-Stockfish's variants.ini format) through the commands, `check`,
//! `info` and UCI `VariantPath`: counts from `perf-suites/variants-ini/SECTION.epd`, recorded
//! from Fairy-Stockfish loading the same file.

use crate::common::{run, run_with};

const FILE: &str = "perf-suites/variants-ini/keys.ini";

/// The count Fairy-Stockfish recorded for the start position of `section` at `depth`.
fn recorded(section: &str, depth: u32) -> u64 {
    let path = format!("perf-suites/variants-ini/{section}.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let start = text.lines().nth(1).expect("the start position's line");
    let tag = format!(";D{depth} ");
    let at = start
        .find(&tag)
        .unwrap_or_else(|| panic!("{path}: no D{depth}"));
    start[at + tag.len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a count")
}

#[test]
fn check_lists_every_section_with_its_board() {
    let r = run(&["check", FILE]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let text = std::fs::read_to_string(FILE).expect("the file");
    let sections = text.lines().filter(|l| l.starts_with('[')).count();
    assert!(sections >= 20, "{sections}");
    assert!(
        r.stdout
            .starts_with(&format!("{FILE}: {sections} variants\n")),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("wide10         10x8"), "{}", r.stdout);
    assert!(r.stdout.contains("tall           8x10"), "{}", r.stdout);
}

#[test]
fn check_reports_every_problem_and_exits_2() {
    let r = run(&["check", "tests/data/ini/parent-cycle.ini"]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert_eq!(r.stderr.lines().count(), 2, "{}", r.stderr);
    assert!(
        r.stderr
            .lines()
            .all(|l| l.starts_with("error: ") && l.contains("cycle of parents"))
    );
}

#[test]
fn perft_divide_and_show_count_a_section_of_the_file() {
    for (section, depth) in [("wide10", 3), ("smallhouse", 4), ("gated", 3), ("tall", 3)] {
        let want = recorded(section, depth);
        let r = run(&[
            "perft",
            &depth.to_string(),
            "--variants",
            FILE,
            "--variant",
            section,
            "--json",
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(
            r.stdout.contains(&format!("\"nodes\":{want}")),
            "{section}: {}",
            r.stdout
        );
        let r = run(&[
            "divide",
            &depth.to_string(),
            "--variants",
            FILE,
            "--variant",
            section,
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let sum: u64 = r
            .stdout
            .lines()
            .filter_map(|l| l.split_once(": ")?.1.parse::<u64>().ok())
            .sum();
        assert_eq!(
            sum,
            2 * want,
            "{section}: the moves and the total: {}",
            r.stdout
        );
        let r = run(&["show", "--variants", FILE, "--variant", section, "--json"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(
            r.stdout
                .contains(&format!("\"legal_moves\":{}", recorded(section, 1)))
        );
    }
}

#[test]
fn suite_runs_a_sections_epd() {
    let r = run(&[
        "suite",
        "perf-suites/variants-ini/limited.epd",
        "--variants",
        FILE,
        "--variant",
        "limited",
        "--max-nodes",
        "200000",
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
}

#[test]
fn info_lists_the_files_variants_first() {
    let r = run(&["info", "--variants", "tests/data/ini/mixed.ini"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let table: Vec<&str> = r
        .stdout
        .lines()
        .skip_while(|l| !l.starts_with("variant "))
        .collect();
    assert!(
        table[1].starts_with("good           8x8    no       fairy"),
        "{}",
        table[1]
    );
    assert!(!r.stdout.contains("\nbad "), "a refused section is no game");
    // The engine column names the counter the fairy engine chose for the section's rules.
    let r = run(&["info", "--variants", FILE]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let row = |name: &str| {
        r.stdout
            .lines()
            .find(|l| l.starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{name} listed"))
            .to_string()
    };
    assert!(row("firstrankdrops").contains(" fairy: crazyhouse "));
    assert!(row("minichess6").contains(" fairy: small chess "));
    assert!(row("wide10").contains(" fairy "));
}

#[test]
fn uci_variant_path_loads_the_file() {
    let script = format!(
        "setoption name VariantPath value {FILE}\nsetoption name UCI_Variant value minichess6\n\
         position startpos\ngo perft 4\nsetoption name VariantPath value tests/data/ini/mixed.ini\n"
    );
    let r = run_with(&["uci"], &[], script.as_bytes());
    assert_eq!(r.code, 0);
    let want = recorded("minichess6", 4);
    assert!(
        r.stdout.contains(&format!("Nodes searched: {want}")),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains(
            "info string error: setoption VariantPath: tests/data/ini/mixed.ini:5: [bad] \
             mustCapture: not modelled by bitperft: mustCapture = true"
        ),
        "{}",
        r.stdout
    );
}

#[test]
fn perftree_takes_the_file_from_the_environment() {
    let env = [("BITPERFT_VARIANTS", FILE), ("BITPERFT_VARIANT", "wide10")];
    let r = run_with(&["perftree", "3", "startpos"], &env, b"");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let want = recorded("wide10", 3);
    assert!(r.stdout.ends_with(&format!("\n\n{want}\n")), "{}", r.stdout);
}

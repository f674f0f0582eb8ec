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
             shatarMateRule: not modelled by bitperft: shatarMateRule = true"
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

/// A one-line EPD file (in the temporary directory) of `section`'s start position with `nodes`
/// as its perft 3 count; its path.
fn start_suite(section: &str, nodes: u64, tag: &str) -> std::path::PathBuf {
    let path = format!("perf-suites/variants-ini/{section}.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let fen = text.lines().nth(1).and_then(|l| l.split(" ;").next());
    let file =
        std::env::temp_dir().join(format!("bitperft-bench-{tag}-{}.epd", std::process::id()));
    std::fs::write(&file, format!("{} ;D3 {nodes}\n", fen.expect("a FEN"))).expect("written");
    file
}

#[test]
fn bench_runs_a_sections_positions_from_a_suite_file() {
    let good = start_suite("centaurking", recorded("centaurking", 3), "good");
    let bench = |file: &std::path::Path| {
        run(&[
            "bench",
            "--variants",
            FILE,
            "--variant",
            "centaurking",
            "--suite",
            file.to_str().expect("a path"),
        ])
    };
    let r = bench(&good);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("start"), "{}", r.stdout);
    assert!(r.stdout.contains("11888"), "{}", r.stdout);
    // A count the engine does not reach is reported, never benchmarked.
    let wrong = start_suite("centaurking", 11887, "wrong");
    let r = bench(&wrong);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("expected 11887"), "{}", r.stderr);
    // Without a suite file, a section has no bench set.
    let r = run(&["bench", "--variants", FILE, "--variant", "centaurking"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("--suite FILE"), "{}", r.stderr);
    let _ = std::fs::remove_file(good);
    let _ = std::fs::remove_file(wrong);
}

#[test]
fn a_split_of_a_section_carries_its_file_to_work_and_merge() {
    let dir = std::env::temp_dir().join(format!("bitperft-ini-split-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().expect("a path");
    let r = run(&[
        "split",
        "4",
        "--variants",
        FILE,
        "--variant",
        "centaurking",
        "--ply",
        "2",
        "--units",
        "2",
        "--out",
        d,
    ]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).expect("a manifest");
    assert!(manifest.contains("\"variants_file\""), "{manifest}");
    // The units run and merge without --variants: the manifest carries the file.
    for unit in ["0", "1"] {
        let r = run(&["work", d, "--unit", unit]);
        assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    }
    let r = run(&["merge", d]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let total = format!("total: {}", recorded("centaurking", 4));
    assert!(r.stdout.contains(&total), "{}", r.stdout);
    // An edited definition is noticed.
    let edited = manifest.replace("king = k:KN", "king = k:KNA");
    std::fs::write(dir.join("manifest.json"), edited).expect("written");
    let r = run(&["merge", d]);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("split_id"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

//! `--variant crazyhouse` through every command: counts from perf-suites/variants/crazyhouse.epd
//! (confirmed by independent programs), errors with exit status 2.

use crate::common::{assert_input_error, run, run_with, split_work_merge};
use std::path::PathBuf;

/// A crazyhouse position with holdings on both sides (python-chess, shakmaty, Sjaak II agree).
const QN: &str = "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1";
/// The crazyhouse middlegame of the issue: perft 4 = 2,083,382.
const MIDDLEGAME: &str = "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1";

#[test]
fn perft_in_every_engine_mode() {
    for flags in [
        &["--threads", "1"][..],
        &["--threads", "2"],
        &["--threads", "2", "--hash", "16"],
        &["--threads", "1", "--hash", "16", "--hash-seed", "7"],
    ] {
        let mut args = vec![
            "perft",
            "4",
            "--variant",
            "crazyhouse",
            "--fen",
            MIDDLEGAME,
            "--json",
        ];
        args.extend_from_slice(flags);
        let r = run(&args);
        assert_eq!(r.code, 0, "{flags:?}: {}", r.stderr);
        assert!(
            r.stdout.contains("\"nodes\":2083382"),
            "{flags:?}: {}",
            r.stdout
        );
    }
}

#[test]
fn divide_lists_drops_in_uci_notation() {
    let r = run(&["divide", "2", "--variant", "crazyhouse", "--fen", QN]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("Q@a1: "), "{}", r.stdout);
    assert!(
        r.stdout.trim_end().ends_with("Nodes searched: 3083"),
        "{}",
        r.stdout
    );
    assert_eq!(
        r.stdout.lines().filter(|l| l.contains(": ")).count(),
        67 + 1
    );
}

#[test]
fn moves_include_drops_and_captures_fill_the_hand() {
    // 1.e4 d5 2.exd5 Qxd5: each side holds a pawn; then a drop.
    let r = run(&[
        "show",
        "--variant",
        "crazyhouse",
        "--moves",
        "e2e4",
        "d7d5",
        "e4d5",
        "d8d5",
        "P@e4",
        "--json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(
            "\"fen\":\"rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3\""
        ),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("\"holdings\":\"p\""), "{}", r.stdout);
    assert!(
        r.stdout.contains("\"variant\":\"crazyhouse\""),
        "{}",
        r.stdout
    );
}

#[test]
fn bundled_suite_passes() {
    let r = run(&["suite", "--variant", "crazyhouse", "--max-nodes", "3000000"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains(" 0 failed"), "{}", r.stdout);
}

#[test]
fn uci_variant_option_with_go_perft() {
    let script = format!(
        "uci\nsetoption name UCI_Variant value crazyhouse\nposition fen {QN}\ngo perft 2\n\
         setoption name UCI_Variant value shogi960\nquit\n"
    );
    let r = run_with(&["uci"], &[], script.as_bytes());
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("var crazyhouse"), "{}", r.stdout);
    assert!(r.stdout.contains("Q@h8: "), "{}", r.stdout);
    assert!(r.stdout.contains("Nodes searched: 3083"), "{}", r.stdout);
    assert!(
        r.stdout.contains(
            "info string error: setoption UCI_Variant: value 'shogi960' is not a variant"
        ),
        "{}",
        r.stdout
    );
}

#[test]
fn perftree_takes_the_variant_from_the_environment() {
    let r = run_with(
        &["perftree", "1", QN],
        &[("BITPERFT_VARIANT", "crazyhouse")],
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.trim_end().ends_with("\n\n67") || r.stdout.trim_end().ends_with("67"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("N@a1 1") || r.stdout.contains("n@a1 1") || r.stdout.contains("Q@a1 1"),
        "{}",
        r.stdout
    );
}

#[test]
fn checkpoint_and_cluster_units() {
    let dir = std::env::temp_dir().join(format!("bitperft-zh-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file: PathBuf = dir.join("ckpt.json");
    let r = run(&[
        "perft",
        "3",
        "--variant",
        "crazyhouse",
        "--fen",
        QN,
        "--checkpoint",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"nodes\":88634"), "{}", r.stdout);

    let split = dir.join("split");
    let s = split.to_str().unwrap();
    let merged = split_work_merge(
        &["4", "--variant", "crazyhouse", "--fen", QN, "--ply", "2"],
        s,
    );
    assert!(merged.contains("total: 932554"), "{merged}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every JSON line of `r`, parsed.
fn json_lines(r: &crate::common::Run) -> Vec<serde_json::Value> {
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn every_result_names_its_variant() {
    // The same FEN as chess and as king of the hill: the records tell them apart.
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    for variant in ["chess", "kingofthehill"] {
        for command in [&["perft", "2"][..], &["divide", "2"]] {
            let mut args = command.to_vec();
            args.extend_from_slice(&["--fen", fen, "--variant", variant, "--json"]);
            for v in json_lines(&run(&args)) {
                assert_eq!(v["variant"], variant, "{args:?}: {v}");
            }
        }
    }
    let suite = format!("{fen} ;D1 5 ;D2 25\n");
    let r = run_with(
        &["suite", "-", "--variant", "koth", "--json"],
        &[],
        suite.as_bytes(),
    );
    let records = json_lines(&r);
    assert_eq!(records.len(), 3, "{}", r.stdout);
    for v in &records {
        assert_eq!(v["variant"], "kingofthehill", "{v}");
    }
    assert_eq!(records[2]["summary"], true);
    let r = run(&[
        "bench",
        "--variant",
        "racingkings",
        "--json",
        "--threads",
        "1",
    ]);
    let v = json_lines(&r);
    assert!(
        v.iter().all(|v| v["variant"] == "racingkings"),
        "{}",
        r.stdout
    );
}

#[test]
fn suite_resume_keeps_each_variants_results_apart() {
    let dir = std::env::temp_dir().join(format!("bitperft-resume-variant-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("results.jsonl");
    let log = log.to_str().unwrap();
    let suite = b"4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5 ;D2 25\n";
    let r = run_with(&["suite", "-", "--out", log], &[], suite);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The chess results are not king of the hill's: nothing is resumed.
    let r = run_with(
        &["suite", "-", "--variant", "kingofthehill", "--resume", log],
        &[],
        suite,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("(resumed)"), "{}", r.stdout);
    let r = run_with(&["suite", "-", "--resume", log], &[], suite);
    assert_eq!(r.stdout.matches("(resumed)").count(), 2, "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn split_work_and_merge_name_the_variant() {
    let dir = std::env::temp_dir().join(format!("bitperft-koth-split-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let split = dir.join("split");
    let s = split.to_str().unwrap();
    let merged = split_work_merge(&["3", "--variant", "koth", "--ply", "1"], s);
    // perf-suites/variants/kingofthehill.epd: the start position has 8902 nodes at depth 3.
    assert!(
        merged.lines().next().unwrap().contains(
            "perft 3 of rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 (kingofthehill)"
        ),
        "{merged}"
    );
    assert!(merged.contains("total: 8902"), "{merged}");
    let r = run(&["merge", s, "--json"]);
    let v = &json_lines(&r)[0];
    assert_eq!(v["variant"], "kingofthehill");
    let r = run(&["work", s, "--unit", "0", "--json"]);
    assert_eq!(json_lines(&r)[0]["variant"], "kingofthehill");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_variant_input_is_exit_2() {
    let r = run(&["perft", "1", "--variant", "hexchess"]);
    assert_input_error(&r, &["--variant 'hexchess'", "crazyhouse"]);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        "2k5/8/8/8/8/8/8/4K3[Qx] w - - 0 1",
    ]);
    assert_input_error(&r, &["holdings", "'x'"]);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        "2k5/8/8/8/8/8/8/4K3[K] w - - 0 1",
    ]);
    assert_input_error(&r, &["holdings", "king"]);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        "2k5/8/8/8/8/8/8/4K~3[] w - - 0 1",
    ]);
    assert_input_error(&r, &["'~'", "'K'"]);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        "2k5/8/8/8/8/8/8/4K3[Q w - - 0 1",
    ]);
    assert_input_error(&r, &["holdings", "[...]"]);
    let r = run(&["perft", "1", "--variant", "crazyhouse", "--moves", "P@e1"]);
    assert_input_error(&r, &["P@e1"]);
    let r = run(&["perft", "2", "--variant", "crazyhouse", "--stats"]);
    assert_input_error(&r, &["--stats", "crazyhouse"]);
    let r = run(&["bench", "--variant", "crazyhouse", "--oracle"]);
    assert_input_error(&r, &["--oracle", "crazyhouse"]);
}

/// The first line of `perf-suites/variants/<name>.epd` after the comment and its counts.
fn first_position(name: &str) -> (String, Vec<(u32, u64)>) {
    let path = format!(
        "{}/perf-suites/variants/{name}.epd",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let line = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .nth(1)
        .unwrap_or_else(|| panic!("{path}: no second position"));
    let mut parts = line.split(';');
    let fen = parts.next().unwrap().trim().to_string();
    let counts = parts
        .map(|p| {
            let (d, n) = p.trim().split_once(' ').unwrap();
            (d[1..].parse().unwrap(), n.parse().unwrap())
        })
        .collect();
    (fen, counts)
}

/// Every variant on the chess board through perft (threads and table), divide, UCI `go perft`
/// and its bundled suite: counts from its verified file (second position, the deepest count
/// up to 2 million nodes).
#[test]
fn every_variant_through_every_command() {
    for name in games::Variant::DEDICATED
        .into_iter()
        .filter(|&v| v != games::Variant::Chess)
        .map(games::Variant::name)
    {
        let (fen, counts) = first_position(name);
        let &(depth, nodes) = counts.iter().rfind(|c| c.1 <= 2_000_000).unwrap();
        let d = depth.to_string();
        let r = run(&[
            "perft",
            &d,
            "--variant",
            name,
            "--fen",
            &fen,
            "--threads",
            "2",
            "--hash",
            "16",
            "--json",
        ]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(
            r.stdout.contains(&format!("\"nodes\":{nodes}")),
            "{name}: {}",
            r.stdout
        );
        let r = run(&["divide", &d, "--variant", name, "--fen", &fen]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(
            r.stdout
                .trim_end()
                .ends_with(&format!("Nodes searched: {nodes}")),
            "{name}: {}",
            r.stdout
        );
        let script = format!(
            "setoption name UCI_Variant value {name}\nposition fen {fen}\ngo perft {d}\nd\nquit\n"
        );
        let r = run_with(&["uci"], &[], script.as_bytes());
        assert!(
            r.stdout.contains(&format!("Nodes searched: {nodes}")),
            "{name}: {}",
            r.stdout
        );
        assert!(
            r.stdout.contains(&format!("Variant:     {name}")),
            "{name}: {}",
            r.stdout
        );
        let r = run(&["suite", "--variant", name, "--max-nodes", "1000000"]);
        assert_eq!(r.code, 0, "{name}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(" 0 failed"), "{name}: {}", r.stdout);
        let r = run(&["info"]);
        assert!(r.stdout.contains(name), "{name}: {}", r.stdout);
    }
}

/// A position the variant's rule has ended: `show` says so, perft counts nothing below it.
#[test]
fn game_over_by_a_variant_rule() {
    for (name, fen) in [
        ("kingofthehill", "4k3/8/8/8/3K4/8/8/8 b - - 0 1"),
        ("3check", "4k3/8/8/8/8/8/8/4K3 b - - 0+2 0 1"),
        ("racingkings", "2K5/8/8/8/8/8/k7/8 b - - 0 1"),
        ("antichess", "8/8/8/8/8/8/8/4k3 w - - 0 1"),
        ("horde", "4k3/8/8/8/8/8/8/8 w - - 0 1"),
        ("atomic", "8/8/8/8/8/8/8/4K3 b - - 0 1"),
    ] {
        let r = run(&["show", "--variant", name, "--fen", fen, "--json"]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        assert!(
            r.stdout.contains("\"status\":\"game over\""),
            "{name}: {}",
            r.stdout
        );
        assert!(
            r.stdout.contains("\"legal_moves\":0"),
            "{name}: {}",
            r.stdout
        );
        let r = run(&["perft", "3", "--variant", name, "--fen", fen, "--json"]);
        assert!(r.stdout.contains("\"nodes\":0"), "{name}: {}", r.stdout);
        let r = run(&[
            "perft",
            "1",
            "--variant",
            name,
            "--fen",
            fen,
            "--moves",
            "a1a2",
        ]);
        assert_input_error(&r, &["a1a2"]);
    }
}

//! `--variant crazyhouse` through every command: counts from perf-suites/variants/crazyhouse.epd
//! (confirmed by independent programs), errors with exit status 2.

use crate::common::{assert_input_error, run, run_with};
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
        r.stdout
            .contains("info string error: setoption UCI_Variant: --variant 'shogi960'"),
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
    let r = run(&[
        "split",
        "4",
        "--variant",
        "crazyhouse",
        "--fen",
        QN,
        "--ply",
        "2",
        "--units",
        "2",
        "--out",
        s,
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for unit in ["0", "1"] {
        let r = run(&["work", s, "--unit", unit, "--threads", "1"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let r = run(&["merge", s]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("total: 932554"), "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_variant_input_is_exit_2() {
    let r = run(&["perft", "1", "--variant", "bughouse"]);
    assert_input_error(&r, &["--variant 'bughouse'", "crazyhouse"]);
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

//! The fairy engine's variants (`fairy::catalog::ALL`) through every command: counts from
//! perf-suites/variants/NAME.epd (confirmed by Fairy-Stockfish and Sjaak II), boards of 8 to 12
//! files drawn by `show`, errors with exit status 2. The list is the catalog's, never a copy.

use crate::common::{assert_input_error, run, run_with, split_work_merge};

/// Capablanca's start position (10x8).
const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

/// The names of the catalog's variants that the command line runs on the fairy engine (a name
/// a dedicated engine has stays that engine's).
fn fairy_names() -> Vec<&'static str> {
    let r = run(&["info", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).expect("info JSON");
    let offered: Vec<String> = v["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .filter(|v| v["engine"] == "fairy")
        .map(|v| v["name"].as_str().expect("name").to_string())
        .collect();
    fairy::catalog::all()
        .iter()
        .map(|s| s.name)
        .filter(|n| offered.iter().any(|o| o == n))
        .collect()
}

#[test]
fn perft_counts_in_every_engine_mode() {
    for flags in [
        &["--threads", "1"][..],
        &["--threads", "2"],
        &["--threads", "2", "--hash", "16"],
    ] {
        let mut args = vec!["perft", "3", "--variant", "capablanca", "--json"];
        args.extend_from_slice(flags);
        let r = run(&args);
        assert_eq!(r.code, 0, "{flags:?}: {}", r.stderr);
        assert!(
            r.stdout.contains("\"nodes\":25228"),
            "{flags:?}: {}",
            r.stdout
        );
        assert!(r.stdout.contains(CAPABLANCA), "{}", r.stdout);
    }
    let r = run(&["perft", "2", "--variant", "shatranj"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.starts_with("perft 2: 256 nodes"), "{}", r.stdout);
    let r = run(&["perft", "2", "--variant", "Capablanca", "--moves", "e2e4"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    // After 1. e4 in capablanca: 28 replies, each answered by some White moves; the count
    // below comes from the divide of the start position at depth 3.
    let d = run(&["divide", "3", "--variant", "capablanca"]);
    let line = d
        .stdout
        .lines()
        .find(|l| l.starts_with("e2e4: "))
        .expect("e2e4 in divide");
    assert!(
        r.stdout
            .starts_with(&format!("perft 2: {} nodes", &line[6..])),
        "{}",
        r.stdout
    );
}

#[test]
fn divide_lists_every_root_move_on_a_ten_rank_board() {
    let r = run(&["divide", "1", "--variant", "grand"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let moves: Vec<&str> = r.stdout.lines().filter(|l| l.ends_with(": 1")).collect();
    assert_eq!(moves.len(), 65, "{}", r.stdout);
    assert!(r.stdout.trim_end().ends_with("Nodes searched: 65"));
    // Squares of rank 10 are written with two digits: Black's rook steps down from a10.
    let r = run(&["divide", "1", "--variant", "grand", "--moves", "e3e4"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.lines().any(|l| l == "a10a9: 1"), "{}", r.stdout);
    let r = run(&["divide", "2", "--variant", "capablanca", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout.lines().count(), 28 + 1);
    assert!(r.stdout.lines().last().unwrap().contains("\"nodes\":784"));
}

#[test]
fn the_bundled_suite_passes() {
    let r = run(&["suite", "--variant", "makruk", "--max-nodes", "300000"]);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains(" 0 failed"), "{}", r.stdout);
    assert!(r.stdout.contains("PASS"), "{}", r.stdout);
}

/// Every catalog variant the command line offers: its bundled suite passes with a small cap,
/// `show` draws its board at its size, and `info` lists it with its size and holdings.
#[test]
fn every_catalog_variant_runs_its_suite_and_is_drawn_at_its_size() {
    let names = fairy_names();
    assert!(names.len() >= 18, "{names:?}");
    let info = run(&["info"]).stdout;
    for name in names {
        let spec = fairy::catalog::find(name).expect("in the catalog");
        let size = format!("{}x{}", spec.files, spec.ranks);
        let hand = if spec.holdings.is_some() { "yes" } else { "no" };
        assert!(
            info.lines().any(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                w.len() > 4 && w[..4] == [name, size.as_str(), hand, "fairy"]
            }),
            "{name} {size} {hand}: {info}"
        );
        let r = run(&["show", "--variant", name, "--json"]);
        assert_eq!(r.code, 0, "{name}: {}", r.stderr);
        let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).expect("show JSON");
        let board = v["board"].as_array().expect("board");
        assert_eq!(board.len(), usize::from(spec.ranks), "{name}");
        assert_eq!(v["variant"], name);
        assert_eq!(v["holdings"].is_string(), spec.holdings.is_some(), "{name}");
        if name == "fairychess" {
            // The cross-check has no suite of its own: chess's counts are the test.
            let r = run(&["perft", "3", "--variant", name]);
            assert!(r.stdout.starts_with("perft 3: 8902 nodes"), "{}", r.stdout);
            continue;
        }
        let r = run(&["suite", "--variant", name, "--max-nodes", "20000"]);
        assert_eq!(r.code, 0, "{name}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(" 0 failed"), "{name}: {}", r.stdout);
    }
}

#[test]
fn show_draws_a_twelve_file_board() {
    let r = run(&["show", "--variant", "courier"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let rule = format!("  {}+", "+---".repeat(12));
    assert_eq!(lines[0], rule);
    assert_eq!(lines.iter().filter(|&&l| l == rule).count(), 9);
    assert_eq!(
        lines[1],
        "8 | r | n | e | b | m | k |   | w | b | e | n | r |"
    );
    assert_eq!(
        lines[17],
        "    a   b   c   d   e   f   g   h   i   j   k   l"
    );
    assert!(r.stdout.contains("Variant:     courier"), "{}", r.stdout);
    assert!(r.stdout.contains("Legal moves: 26"), "{}", r.stdout);
    assert!(r.stdout.contains("Status:      normal"), "{}", r.stdout);
}

#[test]
fn show_numbers_ranks_ten_and_up() {
    let r = run(&["show", "--variant", "grand"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(lines[1].starts_with("10 | r |"), "{}", lines[1]);
    assert!(lines[19].starts_with(" 1 |"), "{}", lines[19]);
    assert_eq!(lines[21], "     a   b   c   d   e   f   g   h   i   j");
}

#[test]
fn show_names_checkers_and_mate() {
    // Shatranj: the rook on a8 checks along the eighth rank, the king on g6 covers g7 and h7.
    let fen = "R6k/8/6K1/8/8/8/8/8 b - - 0 1";
    let r = run(&["show", "--variant", "shatranj", "--fen", fen, "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).expect("show JSON");
    assert_eq!(v["checkers"], serde_json::json!(["a8"]), "{v}");
    assert_eq!(v["legal_moves"], 0, "{v}");
    assert_eq!(v["status"], "checkmate", "{v}");
}

#[test]
fn uci_plays_a_catalog_variant() {
    let script = "uci\nsetoption name UCI_Variant value capablanca\nposition startpos\ngo perft 2\n\
                  position startpos moves e2e4\nd\nquit\n";
    let r = run_with(&["uci"], &[], script.as_bytes());
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert!(r.stdout.contains(" var capablanca"), "{}", r.stdout);
    assert!(r.stdout.contains("\nNodes searched: 784\n"), "{}", r.stdout);
    assert!(r.stdout.contains("Variant:     capablanca"), "{}", r.stdout);
    assert!(
        r.stdout.contains(
            "FEN:         rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1"
        ),
        "{}",
        r.stdout
    );
}

#[test]
fn perftree_split_work_merge_and_checkpoints() {
    let r = run_with(
        &["perftree", "2", CAPABLANCA],
        &[("BITPERFT_VARIANT", "capablanca")],
        b"",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.trim_end().ends_with("\n\n784"), "{}", r.stdout);
    assert!(r.stdout.contains("\ne2e4 28\n"), "{}", r.stdout);

    let dir = std::env::temp_dir().join(format!("bitperft-fairy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ckpt = dir.join("ckpt.json");
    let args = [
        "perft",
        "3",
        "--variant",
        "capablanca",
        "--checkpoint",
        ckpt.to_str().unwrap(),
        "--json",
    ];
    let r = run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"nodes\":25228"), "{}", r.stdout);
    // Again: every root move comes from the checkpoint, the same total.
    let r = run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"nodes\":25228"), "{}", r.stdout);

    let split = dir.join("split");
    let s = split.to_str().unwrap();
    let merged = split_work_merge(&["3", "--variant", "capablanca", "--ply", "1"], s);
    assert!(merged.contains("total: 25228"), "{merged}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_exit_2() {
    let r = run(&["perft", "1", "--variant", "hexchess"]);
    let names = fairy_names();
    let mut needles = vec!["--variant 'hexchess'", "chess", "crazyhouse"];
    needles.extend(&names);
    assert_input_error(&r, &needles);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "capablanca",
        "--fen",
        "rnabqkbcnr/pppppppppp/9/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ]);
    assert_input_error(&r, &["invalid FEN: board field"]);
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "capablanca",
        "--fen",
        "10/10 w - - 0 1",
    ]);
    assert_input_error(&r, &["invalid FEN: board field '10/10'", "capablanca"]);
    let r = run(&["perft", "1", "--variant", "capablanca", "--moves", "e2e5"]);
    assert_input_error(&r, &["illegal move 'e2e5'"]);
    let r = run(&[
        "divide",
        "1",
        "--variant",
        "capablanca",
        "--sliders",
        "magic",
    ]);
    assert_input_error(&r, &["--sliders magic", "capablanca", "fairy engine"]);
    let r = run(&["perft", "1", "--variant", "capablanca", "--stats"]);
    assert_input_error(&r, &["--stats", "capablanca"]);
    let r = run(&["suite", "--variant", "fairychess"]);
    assert_input_error(&r, &["--variant fairychess: no bundled suite"]);
}

#[test]
fn split_refuses_positions_after_a_pass() {
    // Janggi's side to move may pass: the position after it has its board and one pass in a
    // row, which a unit's FEN cannot hold (bikjang and two passes end the game).
    let dir = std::env::temp_dir().join(format!("bitperft-pass-split-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = dir.to_str().unwrap();
    let r = run(&[
        "split",
        "3",
        "--variant",
        "janggi",
        "--ply",
        "1",
        "--units",
        "2",
        "--out",
        out,
    ]);
    assert_input_error(&r, &["passes:1", "passes in a row", "ply 1"]);
    assert!(!dir.exists(), "nothing written");
}

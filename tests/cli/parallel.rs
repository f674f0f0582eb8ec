//! The `bitperft` binary with `--threads`, `--hash`, `--hash-seed` and `--pin`: every bundled
//! suite gives its published counts in every engine configuration, divide adds up to perft,
//! bench prints the speedup, and bad flags exit 2 with a message naming the flag.

use std::process::Output;

use crate::common::{output as bitperft, stderr, stdout};

fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// Threads alone, a table alone (big, and 1 MiB so entries are replaced all the time), and
/// both together.
const CONFIGS: [&[&str]; 5] = [
    &["--threads", "2"],
    &["--threads", "1", "--hash", "16"],
    &["--threads", "1", "--hash", "1"],
    &["--threads", "2", "--hash", "16"],
    &["--threads", "2", "--hash", "1"],
];

/// Runs `perf-suites/<name>` capped at `cap` nodes per (position, depth) in every configuration;
/// `bitperft suite` compares each count with the file's published one.
fn suite_in_every_config(name: &str, cap: u64, min_passed: u64) {
    let path = format!("{}/perf-suites/{name}", env!("CARGO_MANIFEST_DIR"));
    let cap = cap.to_string();
    for cfg in CONFIGS {
        let mut args = vec!["suite", &path, "--max-nodes", &cap, "--json"];
        args.extend_from_slice(cfg);
        let o = bitperft(&args);
        let lines = json_lines(&o);
        let failures: Vec<String> = lines
            .iter()
            .filter(|l| l["pass"] == false || l.get("error").is_some())
            .map(|l| l.to_string())
            .collect();
        assert!(
            o.status.success() && failures.is_empty(),
            "{name} {cfg:?}: {}\n{}",
            stderr(&o),
            failures.join("\n")
        );
        let summary = lines.last().expect("a summary line");
        assert_eq!(summary["failed"], 0, "{name} {cfg:?}");
        let passed = summary["passed"].as_u64().unwrap();
        assert!(passed >= min_passed, "{name} {cfg:?}: {passed} passed");
        assert_eq!(summary["threads"], cfg[1].parse::<u64>().unwrap());
    }
}

/// Every depth of the chessprogramming.org positions up to 200 million nodes.
#[test]
fn cpw_suite_in_every_engine_config() {
    suite_in_every_config("cpw.epd", 200_000_000, 38);
}

#[test]
fn standard_suite_in_every_engine_config() {
    suite_in_every_config("standard.epd", 10_000_000, 700);
}

#[test]
fn tricky_suite_in_every_engine_config() {
    suite_in_every_config("tricky.epd", 10_000_000, 400);
}

#[test]
fn chess960_suite_in_every_engine_config() {
    suite_in_every_config("chess960.epd", 1_000_000, 3_700);
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The `move: count` lines of a divide, and its total.
fn divide_lines(args: &[&str]) -> (Vec<String>, u64) {
    let o = bitperft(args);
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    let out = stdout(&o);
    let moves: Vec<String> = out
        .lines()
        .take_while(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    let total = out
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("Nodes searched: "))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"));
    (moves, total)
}

#[test]
fn divide_is_the_same_in_every_config_and_adds_up_to_perft() {
    let base = ["divide", "4", "--fen", KIWIPETE];
    let (serial, total) = divide_lines(&[&base[..], &["--threads", "1"]].concat());
    // chessprogramming.org: Kiwipete perft 4 = 4,085,603 over 48 root moves.
    assert_eq!((serial.len(), total), (48, 4_085_603));
    let sum: u64 = serial
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, total);
    for cfg in CONFIGS {
        let (lines, t) = divide_lines(&[&base[..], cfg].concat());
        assert_eq!((lines, t), (serial.clone(), total), "{cfg:?}");
    }
}

#[test]
fn perft_json_reports_the_engine_and_the_split() {
    let o = bitperft(&["perft", "5", "--threads", "2", "--json"]);
    let v = &json_lines(&o)[0];
    assert_eq!(v["nodes"], 4_865_609);
    assert_eq!(
        (v["threads"].as_u64(), v["hash_mb"].as_u64()),
        (Some(2), Some(0))
    );
    assert_eq!(v["tasks"], 400);
    let share = v["largest_task_share"].as_f64().unwrap();
    assert!(share > 0.0 && share < 0.05, "{share}");
    assert!(v.get("hash_seed").is_none() && v.get("cores").is_none());

    let o = bitperft(&["perft", "5", "--threads", "1", "--json"]);
    let v = &json_lines(&o)[0];
    assert_eq!(v["threads"], 1);
    assert!(v.get("tasks").is_none(), "the serial path is not split");
}

#[test]
fn two_hash_seeds_agree() {
    let mut seeds = Vec::new();
    for seed in ["1", "0xdeadbeef"] {
        let o = bitperft(&[
            "perft",
            "5",
            "--fen",
            KIWIPETE,
            "--hash",
            "4",
            "--hash-seed",
            seed,
            "--json",
        ]);
        let v = &json_lines(&o)[0];
        // chessprogramming.org: Kiwipete perft 5 = 193,690,690.
        assert_eq!(v["nodes"], 193_690_690, "seed {seed}");
        seeds.push(v["hash_seed"].as_u64().unwrap());
    }
    assert_eq!(seeds, [1, 0xdead_beef]);
}

#[test]
fn pin_reports_the_cores() {
    let o = bitperft(&["perft", "3", "--threads", "2", "--pin"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("perft 3: 8902 nodes"),
        "{}",
        stdout(&o)
    );
    assert!(
        stderr(&o).starts_with("info: 2 worker threads pinned to cores "),
        "{}",
        stderr(&o)
    );
    let o = bitperft(&["perft", "3", "--threads", "2", "--pin", "--json"]);
    let v = &json_lines(&o)[0];
    assert_eq!(v["cores"].as_array().map(Vec::len), Some(2));
    assert!(stderr(&o).is_empty());
}

#[test]
fn bench_with_a_thread_list_prints_the_speedup() {
    let o = bitperft(&["bench", "--threads", "1,2", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines = json_lines(&o);
    // Six positions and a total per thread count, then one summary line per thread count.
    assert_eq!(lines.len(), 7 + 7 + 2, "{}", stdout(&o));
    assert_eq!(lines[6]["name"], "total");
    assert_eq!(
        (lines[6]["threads"].as_u64(), lines[13]["threads"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(lines[6]["nodes"], lines[13]["nodes"]);
    let (first, second) = (&lines[14], &lines[15]);
    assert_eq!(
        (first["summary"].as_bool(), first["threads"].as_u64()),
        (Some(true), Some(1))
    );
    assert!(first["speedup"].is_null());
    assert_eq!(second["threads"], 2);
    assert!(second["speedup"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_engine_flags_exit_2_naming_the_flag() {
    let cases: [(&[&str], &str); 9] = [
        (&["perft", "3", "--threads", "0"], "--threads"),
        (&["perft", "3", "--threads", "many"], "--threads"),
        (
            &["perft", "3", "--threads", "1,2"],
            "--threads takes one count",
        ),
        (&["suite", "--threads", "2,4"], "--threads takes one count"),
        (&["perft", "3", "--hash", "-1"], "--hash"),
        (&["divide", "3", "--hash", "2000000"], "--hash"),
        (&["perft", "3", "--hash-seed", "7"], "--hash-seed"),
        (
            &["perft", "3", "--hash", "1", "--hash-seed", "x"],
            "--hash-seed",
        ),
        (&["bench", "--oracle", "--threads", "2"], "--oracle"),
    ];
    for (args, flag) in cases {
        let o = bitperft(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(flag), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}

//! `split`, `work` and `merge` through the built binary, the way a scheduler runs them: every
//! unit a separate process, two at a time. Totals come from perf-suites/cpw.epd (published),
//! unique-position counts from OEIS A083276. Faults: a unit killed part-way and rerun, a result
//! truncated, edited, missing or from another split, a unit file changed.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const STARTPOS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn bitperft() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bitperft"))
}

use crate::common::{output as run, stderr as err, stdout as out};

/// A fresh, empty directory path (not created) for this test run.
fn temp(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("bitperft-split-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&p);
    p
}

fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 temp path")
}

/// The published count of `fen` at `depth` in perf-suites/cpw.epd.
fn published(fen: &str, depth: u32) -> u128 {
    let text = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/perf-suites/cpw.epd"))
        .expect("read cpw.epd");
    let line = text
        .lines()
        .find(|l| l.starts_with(fen))
        .expect("position in cpw.epd");
    let key = format!("D{depth} ");
    line.split(';')
        .find_map(|f| f.trim().strip_prefix(&key))
        .expect("depth in cpw.epd")
        .trim()
        .parse()
        .expect("count")
}

fn split(depth: u32, fen: &str, ply: u32, units: u32, dir: &Path) {
    let o = run(&[
        "split",
        &depth.to_string(),
        "--fen",
        fen,
        "--ply",
        &ply.to_string(),
        "--units",
        &units.to_string(),
        "--out",
        s(dir),
    ]);
    assert!(o.status.success(), "{}", err(&o));
}

fn spawn_unit(dir: &Path, unit: usize) -> Child {
    bitperft()
        .args(["work", s(dir), "--unit", &unit.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn work")
}

/// Runs units as separate processes, two at a time; returns their outputs in order.
fn run_units_two_at_a_time(dir: &Path, units: &[usize]) -> Vec<Output> {
    let mut outputs = Vec::new();
    for pair in units.chunks(2) {
        let children: Vec<Child> = pair.iter().map(|&u| spawn_unit(dir, u)).collect();
        for c in children {
            let o = c.wait_with_output().expect("wait for work");
            assert!(o.status.success(), "{}", err(&o));
            outputs.push(o);
        }
    }
    outputs
}

fn merge_total(dir: &Path) -> u128 {
    let o = run(&["merge", s(dir), "--json"]);
    assert!(o.status.success(), "{}{}", out(&o), err(&o));
    let v: serde_json::Value = serde_json::from_str(out(&o).trim()).expect("merge JSON");
    assert_eq!(v["complete"], true);
    v["total"].as_u64().expect("total") as u128
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            fs::copy(e.path(), target).unwrap();
        }
    }
}

fn result_json(dir: &Path, unit: usize) -> PathBuf {
    dir.join(format!("results/unit-{unit}.json"))
}

/// Merge must fail (exit 1) naming `unit` with `kind` and `reason` in its report.
fn assert_merge_flags(dir: &Path, unit: usize, kind: &str, reason: &str) {
    let o = run(&["merge", s(dir)]);
    assert_eq!(o.status.code(), Some(1), "{}", out(&o));
    let report = out(&o);
    let line = report
        .lines()
        .find(|l| l.starts_with(&format!("unit {unit}: ")))
        .unwrap_or_else(|| panic!("unit {unit} not named:\n{report}"));
    assert!(line.contains(kind) && line.contains(reason), "{line}");
    assert!(!report.contains("total:"), "{report}");
    assert!(
        err(&o).contains(&format!("units missing or unusable: {unit}")),
        "{}",
        err(&o)
    );
}

#[test]
fn startpos_depth7_split_at_ply3_into_7_units_with_faults() {
    let dir = temp("d7");
    split(7, STARTPOS, 3, 7, &dir);

    // Unit 0 is killed (SIGKILL) once it has checkpointed a position, with a torn line after.
    let partial = dir.join("results/unit-0.partial");
    let mut child = spawn_unit(&dir, 0);
    let t = Instant::now();
    while fs::read_to_string(&partial).map_or(0, |p| p.lines().count()) < 2 {
        assert!(t.elapsed() < Duration::from_secs(60), "no checkpoint line");
        std::thread::sleep(Duration::from_millis(1));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        !result_json(&dir, 0).exists(),
        "unit 0 finished before the kill"
    );
    // Complete lines only (a kill cannot tear a small write, but do not rely on it).
    let done = fs::read_to_string(&partial).unwrap().matches('\n').count() - 1;
    assert!((1..766).contains(&done), "{done} checkpointed");
    fs::OpenOptions::new()
        .append(true)
        .open(&partial)
        .unwrap()
        .write_all(format!("{done}\t12").as_bytes())
        .unwrap();

    let outputs = run_units_two_at_a_time(&dir, &[0, 1, 2, 3, 4, 5, 6]);
    let resumed = err(&outputs[0]);
    assert!(resumed.contains("torn last line"), "{resumed}");
    assert!(
        resumed.contains(&format!("resuming unit 0 at position {done} of 766")),
        "{resumed}"
    );
    assert!(!partial.exists());
    let o = run(&["work", s(&dir), "--unit", "3"]);
    assert!(o.status.success());
    assert!(
        err(&o).contains("unit 3 is already finished"),
        "{}",
        err(&o)
    );

    let o = run(&["merge", s(&dir)]);
    assert!(o.status.success(), "{}", out(&o));
    let expected = published(STARTPOS, 7);
    assert!(
        out(&o).contains(&format!("\ntotal: {expected}\n")),
        "{}",
        out(&o)
    );
    assert_eq!(merge_total(&dir), expected);

    // A result file truncated.
    let c = temp("d7-truncated");
    copy_dir(&dir, &c);
    let f = result_json(&c, 2);
    let len = fs::metadata(&f).unwrap().len();
    fs::OpenOptions::new()
        .write(true)
        .open(&f)
        .unwrap()
        .set_len(len / 2)
        .unwrap();
    assert_merge_flags(&c, 2, "corrupt", "does not parse");

    // A count edited.
    let c = temp("d7-edited");
    copy_dir(&dir, &c);
    let f = result_json(&c, 3);
    let mut v: serde_json::Value = serde_json::from_str(&fs::read_to_string(&f).unwrap()).unwrap();
    let n = v["positions"][5]["count"].as_u64().unwrap();
    v["positions"][5]["count"] = (n + 1).into();
    fs::write(&f, serde_json::to_string(&v).unwrap()).unwrap();
    assert_merge_flags(&c, 3, "corrupt", "edited");

    // A result missing (its unit half done).
    let c = temp("d7-missing");
    copy_dir(&dir, &c);
    fs::remove_file(result_json(&c, 4)).unwrap();
    assert_merge_flags(&c, 4, "missing", "unit-4.json");

    // A unit file changed after the split: merge flags it and work refuses to run it.
    let c = temp("d7-unit-changed");
    copy_dir(&dir, &c);
    let u = c.join("unit-5.tsv");
    let text = fs::read_to_string(&u)
        .unwrap()
        .replacen("\t1\n", "\t2\n", 1);
    fs::write(&u, text).unwrap();
    assert_merge_flags(&c, 5, "unit-file-changed", "changed since the split");
    fs::remove_file(result_json(&c, 5)).unwrap();
    let o = run(&["work", s(&c), "--unit", "5"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err(&o).contains("unit-5.tsv has changed since the split"),
        "{}",
        err(&o)
    );

    // A result from a different split (depth 6: same positions, another split id).
    let other = temp("d6");
    split(6, STARTPOS, 3, 7, &other);
    run_units_two_at_a_time(&other, &[1]);
    let c = temp("d7-foreign");
    copy_dir(&dir, &c);
    fs::copy(result_json(&other, 1), result_json(&c, 1)).unwrap();
    assert_merge_flags(&c, 1, "foreign-split", "different split");
    // work notices it too: the foreign result is moved aside and the unit counted again.
    let o = run(&["work", s(&c), "--unit", "1"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(err(&o).contains("moved it to"), "{}", err(&o));
    assert_eq!(merge_total(&c), expected);

    // Two runs compared: the same results agree; a consistent forgery is found by position.
    let o = run(&["merge", s(&dir), "--verify", s(&c)]);
    assert!(o.status.success(), "{}", out(&o));
    assert!(
        out(&o).contains("5362 positions compared, 0 differ"),
        "{}",
        out(&o)
    );
    let f = result_json(&c, 6);
    let mut r: bitperft_cli::cluster::UnitResult =
        serde_json::from_str(&fs::read_to_string(&f).unwrap()).unwrap();
    r.positions[0].count += 10;
    r.counts_checksum = bitperft_cli::cluster::result::counts_checksum(&r.positions);
    r.nodes = bitperft_cli::cluster::result::unit_nodes(&r.positions).unwrap();
    fs::write(&f, r.to_json()).unwrap();
    let o = run(&["merge", s(&dir), "--verify", s(&c)]);
    assert_eq!(o.status.code(), Some(1));
    let diff = format!("unit 6 position 0 ({}): ", r.positions[0].fen);
    assert!(out(&o).contains(&diff), "{}", out(&o));
    assert!(
        err(&o).contains("the runs differ: 1 position(s)"),
        "{}",
        err(&o)
    );

    for d in [&dir, &other] {
        fs::remove_dir_all(d).unwrap();
    }
    for name in ["truncated", "edited", "missing", "unit-changed", "foreign"] {
        fs::remove_dir_all(temp(&format!("d7-{name}"))).ok();
    }
}

use std::io::Write;

#[test]
fn kiwipete_depth5_at_ply2_from_a_one_based_environment_index() {
    let dir = temp("kiwi");
    split(5, KIWIPETE, 2, 4, &dir);
    // Like GNU parallel's {#}: units numbered 1..4 in an environment variable.
    for pair in [[1, 2], [3, 4]] {
        let children: Vec<Child> = pair
            .iter()
            .map(|n| {
                bitperft()
                    .args(["work", s(&dir), "--unit-env", "BITPERFT_TEST_UNIT"])
                    .args(["--unit-base", "1", "--json"])
                    .env("BITPERFT_TEST_UNIT", n.to_string())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for (c, n) in children.into_iter().zip(pair) {
            let o = c.wait_with_output().unwrap();
            assert!(o.status.success(), "{}", err(&o));
            let v: serde_json::Value = serde_json::from_str(out(&o).trim()).unwrap();
            assert_eq!(v["unit"], n - 1);
            assert_eq!(v["already_finished"], false);
        }
    }
    let expected = published(KIWIPETE, 5);
    assert_eq!(merge_total(&dir), expected);

    // The same perft split differently: verify compares the totals.
    let other = temp("kiwi-ply3");
    split(5, KIWIPETE, 3, 2, &other);
    run_units_two_at_a_time(&other, &[0, 1]);
    let o = run(&["merge", s(&dir), "--verify", s(&other)]);
    assert!(o.status.success(), "{}{}", out(&o), err(&o));
    assert!(
        out(&o).contains("different splits of the same perft"),
        "{}",
        out(&o)
    );
    assert!(
        out(&o).contains(&format!("total: {expected} in")),
        "{}",
        out(&o)
    );
    fs::remove_dir_all(&dir).unwrap();
    fs::remove_dir_all(&other).unwrap();
}

#[test]
fn unique_positions_match_oeis_a083276() {
    // OEIS A083276 (distinct positions after n plies, with castling and e.p. rights): 1, 20,
    // 400, 5362, 72078, 822518, ...; the paths are perft (cpw.epd D1-D5).
    let o = run(&["split", "--unique", "--ply", "5", "--json"]);
    assert!(o.status.success(), "{}", err(&o));
    let rows: Vec<(u64, u128)> = out(&o)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (
                v["unique"].as_u64().unwrap(),
                v["paths"].as_u64().unwrap() as u128,
            )
        })
        .collect();
    let paths: Vec<u128> = (1..=5).map(|d| published(STARTPOS, d)).collect();
    let unique = [20, 400, 5362, 72078, 822518];
    let expected: Vec<(u64, u128)> = unique.into_iter().zip(paths).collect();
    assert_eq!(rows, expected);
}

#[test]
fn small_split_with_engine_flags_and_bad_input() {
    let dir = temp("small");
    split(2, STARTPOS, 1, 3, &dir);
    for u in ["0", "1", "2"] {
        let o = run(&[
            "work",
            s(&dir),
            "--unit",
            u,
            "--threads",
            "2",
            "--hash",
            "16",
        ]);
        assert!(o.status.success(), "{}", err(&o));
        let result = std::fs::read_to_string(dir.join(format!("results/unit-{u}.json"))).unwrap();
        assert!(result.contains("\"parallel\""), "{result}");
    }
    assert_eq!(merge_total(&dir), published(STARTPOS, 2));

    let d = s(&dir);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["work", d, "--unit", "3"],
            "--unit 3 is out of range: the split has 3 units (0 to 2)",
        ),
        (
            vec!["work", d, "--unit-env", "BITPERFT_TEST_UNSET"],
            "the environment variable BITPERFT_TEST_UNSET is not set",
        ),
        (
            vec!["work", d, "--unit-env", "BITPERFT_TEST_X"],
            "BITPERFT_TEST_X='x' is not a unit number",
        ),
        (
            vec![
                "work",
                d,
                "--unit-env",
                "BITPERFT_TEST_0",
                "--unit-base",
                "1",
            ],
            "BITPERFT_TEST_0=0 is below --unit-base 1",
        ),
        (
            vec![
                "work",
                d,
                "--unit-env",
                "BITPERFT_TEST_0",
                "--unit-base",
                "2",
            ],
            "--unit-base",
        ),
        (vec!["work", d], "--unit I or --unit-env VAR"),
        (
            vec!["work", d, "--unit", "0", "--hash-seed", "5"],
            "--hash-seed sets the table keys: it needs a table",
        ),
        (
            vec!["work", d, "--unit", "0", "--threads", "0"],
            "--threads",
        ),
        (
            vec!["work", "/nonexistent/split", "--unit", "0"],
            "cannot read",
        ),
        (vec!["merge", "/nonexistent/split"], "cannot read"),
        (
            vec!["split", "3", "--ply", "4", "--units", "2", "--out", d],
            "--ply 4 is out of range: give 1 to 3",
        ),
        (
            vec!["split", "3", "--ply", "1", "--units", "0", "--out", d],
            "--units 0",
        ),
        (
            vec!["split", "3", "--ply", "1", "--units", "2", "--out", d],
            "already holds a split",
        ),
        (vec!["split", "3", "--ply", "1"], "--units"),
        (
            vec!["split", "--unique", "--ply", "9"],
            "--ply 9 is out of range",
        ),
    ];
    for (args, msg) in cases {
        let o = bitperft()
            .args(&args)
            .env("BITPERFT_TEST_X", "x")
            .env("BITPERFT_TEST_0", "0")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", err(&o));
        assert!(err(&o).contains(msg), "{args:?}: {}", err(&o));
        assert!(out(&o).is_empty(), "{args:?}: {}", out(&o));
    }
    let more = temp("too-many");
    let o = run(&[
        "split",
        "3",
        "--ply",
        "1",
        "--units",
        "21",
        "--out",
        s(&more),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("21 units but only 20 unique positions"),
        "{}",
        err(&o)
    );
    fs::remove_dir_all(&dir).unwrap();
}

//! Long runs lose nothing: a `suite --out` and a `perft --checkpoint` killed part-way with
//! SIGKILL resume to the published totals; SIGINT and SIGTERM stop with exit status 130, the
//! partial summary, and every finished result kept.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// chessprogramming.org "Perft Results", from `perf-suites/cpw.epd`: start position, Kiwipete
/// and Position 3, with their published counts (Position 3 at depth 7 is the long check).
const SUITE: &str = "\
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902 ;D4 197281 ;D5 4865609
r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 ;D1 48 ;D2 2039 ;D3 97862 ;D4 4085603
8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191 ;D3 2812 ;D4 43238 ;D5 674624 ;D6 11030083 ;D7 178633661
";
/// Position 3 again: perft 7 = 178633661 (published), 14 root moves.
const POS3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POS3_D7: u64 = 178_633_661;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bitperft-interrupt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_bitperft"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

use crate::common::{output as run, stderr, stdout};

/// Complete lines of `path` that satisfy `counts` (0 if the file does not exist yet).
fn lines(path: &Path, counts: impl Fn(&str) -> bool) -> usize {
    std::fs::read_to_string(path)
        .map(|t| {
            t.split_inclusive('\n')
                .filter(|l| l.ends_with('\n') && counts(l))
                .count()
        })
        .unwrap_or(0)
}

/// Waits until `path` holds at least `n` lines that satisfy `counts`.
fn wait_for(path: &Path, n: usize, counts: impl Fn(&str) -> bool) {
    let start = Instant::now();
    while lines(path, &counts) < n {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{} never got {n} lines",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn signal(child: &Child, name: &str) {
    let ok = Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status()
        .expect("kill runs")
        .success();
    assert!(ok, "kill -{name}");
}

/// The number of (position, depth) checks and their published node total.
fn suite_totals() -> (usize, u64) {
    let (entries, errors) = bitperft::epd::parse(SUITE);
    assert!(errors.is_empty());
    let counts: Vec<u64> = entries
        .iter()
        .flat_map(|e| e.expected.iter().map(|&(_, n)| n))
        .collect();
    (counts.len(), counts.iter().sum())
}

#[test]
fn suite_killed_then_resumed_reaches_the_published_total() {
    let dir = temp_dir("suite-kill");
    let (epd, out) = (dir.join("s.epd"), dir.join("results.jsonl"));
    std::fs::write(&epd, SUITE).unwrap();
    let (checks, total) = suite_totals();
    let (e, o) = (epd.to_str().unwrap(), out.to_str().unwrap());

    let mut child = spawn(&["suite", e, "--out", o, "--quiet"]);
    wait_for(&out, 1, |_| true);
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), None, "killed by SIGKILL, not finished");
    let kept = lines(&out, |_| true);
    assert!(
        (1..checks).contains(&kept),
        "{kept} of {checks} results before the kill"
    );

    let r = run(&["suite", e, "--resume", o, "--json", "--quiet"]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let records: Vec<serde_json::Value> = stdout(&r)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let summary = records.last().unwrap();
    assert_eq!(summary["passed"], checks as u64);
    assert_eq!(summary["failed"], 0);
    assert_eq!(summary["nodes"], total, "the published total");
    assert!(summary["resumed"].as_u64().unwrap() >= kept as u64 - 1);
    let resumed = records.iter().filter(|r| r["resumed"] == true).count();
    assert!(resumed >= 1, "{resumed} results resumed");
    // The file now holds every check once.
    assert_eq!(lines(&out, |_| true), checks);
    let mut keys: Vec<(String, u64)> = std::fs::read_to_string(&out)
        .unwrap()
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (
                v["fen"].as_str().unwrap().to_string(),
                v["depth"].as_u64().unwrap(),
            )
        })
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), checks);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn suite_sigint_prints_the_partial_summary_and_keeps_results() {
    let dir = temp_dir("suite-int");
    let (epd, out) = (dir.join("s.epd"), dir.join("results.jsonl"));
    std::fs::write(&epd, SUITE).unwrap();
    let (checks, _) = suite_totals();
    let child = spawn(&[
        "suite",
        epd.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    wait_for(&out, 2, |_| true);
    signal(&child, "INT");
    let r = child.wait_with_output().unwrap();
    assert_eq!(r.status.code(), Some(130), "{}", stderr(&r));
    let stdout = stdout(&r);
    let summary = stdout.lines().last().unwrap();
    let kept = lines(&out, |_| true);
    assert!(kept < checks, "interrupted before the end");
    assert!(
        summary.starts_with(&format!("{kept} passed, 0 failed")),
        "summary '{summary}' for {kept} kept results"
    );
    assert!(stderr(&r).contains("interrupted:"), "{}", stderr(&r));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn perft_checkpoint_killed_then_resumed_gives_the_published_total() {
    let dir = temp_dir("perft-kill");
    let ckpt = dir.join("p.ckpt");
    let c = ckpt.to_str().unwrap();
    let args = [
        "perft",
        "7",
        "--fen",
        POS3,
        "--checkpoint",
        c,
        "--json",
        "--quiet",
        // One thread: each root move takes long enough for the kills to land part-way.
        "--threads",
        "1",
    ];
    let is_move = |l: &str| l.starts_with("move ");

    let mut child = spawn(&args);
    wait_for(&ckpt, 1, is_move);
    child.kill().unwrap();
    assert_eq!(child.wait().unwrap().code(), None, "killed, not finished");
    let kept = lines(&ckpt, is_move);
    assert!(
        (1..14).contains(&kept),
        "{kept} of 14 root moves before the kill"
    );

    // SIGTERM part-way through the second run: 130, and the file still holds everything kept.
    let child = spawn(&args);
    wait_for(&ckpt, kept + 1, is_move);
    signal(&child, "TERM");
    let r = child.wait_with_output().unwrap();
    if r.status.code() == Some(130) {
        assert!(stderr(&r).contains("interrupted:"), "{}", stderr(&r));
    } else {
        // The last root move finished just before the signal arrived.
        assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    }
    assert!(lines(&ckpt, is_move) > kept);

    let r = run(&args);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let v: serde_json::Value = serde_json::from_str(stdout(&r).trim()).unwrap();
    assert_eq!(v["nodes"], POS3_D7, "the published count");
    assert!(v["resumed_moves"].as_u64().unwrap() > kept as u64);
    assert_eq!(lines(&ckpt, is_move), 14);

    // A rerun of the finished checkpoint counts nothing and gives the same total.
    let r = run(&args);
    let v: serde_json::Value = serde_json::from_str(stdout(&r).trim()).unwrap();
    assert_eq!(
        (v["nodes"].as_u64(), v["resumed_moves"].as_u64()),
        (Some(POS3_D7), Some(14))
    );
    // In text the total is the published count, and the line says none of it was counted now.
    let text: Vec<&str> = args.iter().copied().filter(|&a| a != "--json").collect();
    let r = run(&text);
    let out = stdout(&r);
    assert!(
        out.starts_with(&format!("perft 7: {POS3_D7} nodes in "))
            && out.contains("; 14 root moves from the checkpoint, 0 nodes counted now)"),
        "{out}"
    );

    // The same file for another depth is refused, and left as it was.
    let before = std::fs::read(&ckpt).unwrap();
    let r = run(&["perft", "6", "--fen", POS3, "--checkpoint", c]);
    assert_eq!(r.status.code(), Some(2));
    assert!(
        stderr(&r).contains("it belongs to another run"),
        "{}",
        stderr(&r)
    );
    assert!(r.stdout.is_empty());
    assert_eq!(std::fs::read(&ckpt).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}

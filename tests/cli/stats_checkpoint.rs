//! `perft --stats --checkpoint`: every root move's statistics recorded, a run stopped by SIGINT
//! resumed to The Grand Chess Tree's published row; checkpoints of the other kind refused; and
//! `--sliders` on the one-thread statistics path: the default backends count, the others are refused.

use crate::common::{assert_input_error, run};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The Grand Chess Tree, start position, depth 7 (docs/stats.md, from perft_p0_results.json),
/// every column in `--json`'s names.
const TGCT_START_7: [(&str, u64); 15] = [
    ("nodes", 3_195_901_860),
    ("captures", 108_329_926),
    ("enpassants", 319_617),
    ("castles", 883_453),
    ("promotions", 0),
    ("direct_checks", 32_648_427),
    ("single_discovered_checks", 18_026),
    ("direct_discovered_checks", 1_628),
    ("double_discovered_checks", 0),
    ("total_checks", 32_668_081),
    ("direct_mates", 435_767),
    ("single_discovered_mates", 0),
    ("direct_discovered_mates", 0),
    ("double_discovered_mates", 0),
    ("total_mates", 435_767),
];

/// chessprogramming.org "Perft Results", initial position, depth 3: nodes, captures, e.p.,
/// castles, promotions, checks, discovery checks, double checks, checkmates.
const CPW_START_3: [(&str, u64); 9] = [
    ("nodes", 8_902),
    ("captures", 34),
    ("en_passant", 0),
    ("castles", 0),
    ("promotions", 0),
    ("checks", 12),
    ("discovered_checks", 0),
    ("double_checks", 0),
    ("checkmates", 0),
];

fn temp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("bitperft-stats-ckpt-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let p = d.join(name);
    let _ = std::fs::remove_file(&p);
    p
}

fn json(stdout: &str) -> serde_json::Value {
    serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

fn move_lines(path: &std::path::Path) -> usize {
    std::fs::read_to_string(path)
        .map(|t| {
            t.split_inclusive('\n')
                .filter(|l| l.starts_with("move ") && l.ends_with('\n'))
                .count()
        })
        .unwrap_or(0)
}

#[test]
fn interrupted_statistics_run_resumes_to_the_published_row() {
    let ckpt = temp("start7.ckpt");
    let c = ckpt.to_str().unwrap();
    // One thread: each root move takes long enough (a tenth of a second or more) for the
    // signal to land part-way.
    let args = [
        "perft",
        "7",
        "--stats",
        "--checkpoint",
        c,
        "--json",
        "--quiet",
        "--threads",
        "1",
    ];
    // SIGINT once the first root move is saved: exit 130, the finished root moves kept.
    let child = Command::new(env!("CARGO_BIN_EXE_bitperft"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t = Instant::now();
    while move_lines(&ckpt) < 1 {
        assert!(t.elapsed() < Duration::from_secs(300), "no root move saved");
        std::thread::sleep(Duration::from_millis(5));
    }
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted:"), "{stderr}");
    let kept = move_lines(&ckpt);
    assert!((1..20).contains(&kept), "{kept} of 20 root moves kept");
    // Each line carries the 13 counters.
    let text = std::fs::read_to_string(&ckpt).unwrap();
    let first = text.lines().find(|l| l.starts_with("move ")).unwrap();
    assert_eq!(first.split(' ').count(), 2 + 13, "{first}");

    let r = run(&args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v = json(&r.stdout);
    for (name, n) in TGCT_START_7 {
        assert_eq!(v[name].as_u64(), Some(n), "{name}");
    }
    assert_eq!(v["resumed_moves"].as_u64(), Some(kept as u64));

    // A rerun takes everything from the file: the same totals.
    let text_args: Vec<&str> = args.iter().copied().filter(|&a| a != "--json").collect();
    let r = run(&text_args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.starts_with("perft 7: 3195901860 nodes in ")
            && r.stdout
                .contains("; 20 root moves from the checkpoint, 0 nodes counted now)"),
        "{}",
        r.stdout
    );
    let mates = format!("\n{:<18} {:>14}\n", "checkmates", 435_767);
    assert!(r.stdout.contains(&mates), "{}", r.stdout);

    // The statistics file is refused by a plain run, and left as it was.
    let before = std::fs::read(&ckpt).unwrap();
    let r = run(&["perft", "7", "--checkpoint", c]);
    assert_input_error(
        &r,
        &[
            "--checkpoint",
            "it holds leaf statistics (perft --stats --checkpoint)",
            "this run records plain node counts",
        ],
    );
    assert_eq!(std::fs::read(&ckpt).unwrap(), before);
    let _ = std::fs::remove_file(&ckpt);
}

#[test]
fn plain_checkpoint_is_refused_by_a_statistics_run() {
    let ckpt = temp("plain3.ckpt");
    let c = ckpt.to_str().unwrap();
    let r = run(&["perft", "3", "--checkpoint", c]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["perft", "3", "--stats", "--checkpoint", c]);
    assert_input_error(
        &r,
        &[
            "--checkpoint",
            "it holds plain node counts (perft --checkpoint)",
            "this run records leaf statistics",
        ],
    );
    let _ = std::fs::remove_file(&ckpt);
}

#[test]
fn statistics_checkpoint_on_threads_and_a_table() {
    let ckpt = temp("threads.ckpt");
    let c = ckpt.to_str().unwrap();
    for _ in 0..2 {
        let r = run(&[
            "perft",
            "3",
            "--stats",
            "--checkpoint",
            c,
            "--json",
            "--threads",
            "2",
            "--hash",
            "1",
        ]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        let v = json(&r.stdout);
        for (name, n) in CPW_START_3 {
            assert_eq!(v[name].as_u64(), Some(n), "{name}");
        }
    }
    let _ = std::fs::remove_file(&ckpt);
}

#[test]
fn the_default_slider_backends_count_statistics_on_one_thread() {
    let names = bitperft::attacks::default_backends();
    assert!(!names.is_empty());
    for name in names {
        let ckpt = temp(&format!("sliders-{name}.ckpt"));
        let c = ckpt.to_str().unwrap();
        let plain = ["perft", "3", "--stats", "--json", "--threads", "1"];
        let checkpointed = [&plain[..], &["--checkpoint", c]].concat();
        for args in [&plain[..], &checkpointed[..]] {
            let r = run(&[args, &["--sliders", name]].concat());
            assert_eq!(r.code, 0, "--sliders {name}: {}", r.stderr);
            let v = json(&r.stdout);
            for (col, n) in CPW_START_3 {
                assert_eq!(v[col].as_u64(), Some(n), "--sliders {name}: {col}");
            }
        }
        let _ = std::fs::remove_file(&ckpt);
    }
    assert_input_error(
        &run(&[
            "perft",
            "3",
            "--stats",
            "--threads",
            "1",
            "--sliders",
            "nope",
        ]),
        &["--sliders 'nope'", "unknown backend"],
    );
    assert_input_error(
        &run(&[
            "perft",
            "3",
            "--stats",
            "--threads",
            "1",
            "--sliders",
            "raywalk",
        ]),
        &["--sliders raywalk", "default slider backend"],
    );
}

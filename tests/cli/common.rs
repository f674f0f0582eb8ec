//! Helpers shared by the integration tests: reading the bundled suites, and running the built
//! `bitperft` binary and capturing what it prints.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// What one run printed and how it ended.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// Runs `bitperft args...` with extra environment variables and bytes on stdin.
pub fn run_with(args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Run {
    run_in(".", args, env, stdin)
}

/// [`run_with`] in the working directory `dir`.
pub fn run_in(dir: &str, args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bitperft"));
    cmd.current_dir(dir)
        .args(args)
        .env_remove("BITPERFT_CHESS960")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input.write_all(stdin).expect("stdin accepts the script");
    drop(input);
    let out = child.wait_with_output().expect("the binary finishes");
    Run {
        stdout: String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        code: out.status.code().expect("exited, not killed by a signal"),
    }
}

/// Runs `bitperft args...` (stdin inherited) and returns the raw output.
pub fn output(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bitperft"))
        .args(args)
        .output()
        .expect("run bitperft")
}

/// What `o` printed on stdout (lossy UTF-8).
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What `o` printed on stderr (lossy UTF-8).
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs `bitperft args...` with empty stdin.
pub fn run(args: &[&str]) -> Run {
    run_with(args, &[], b"")
}

/// Asserts the run failed on bad input: exit status 2, nothing on stdout, and an `error:`
/// message on stderr containing every one of `needles`.
pub fn assert_input_error(r: &Run, needles: &[&str]) {
    assert_eq!(r.code, 2, "stderr: {}", r.stderr);
    assert_eq!(r.stdout, "", "nothing on stdout on error");
    assert!(r.stderr.starts_with("error"), "stderr: {}", r.stderr);
    for n in needles {
        assert!(r.stderr.contains(n), "'{n}' not in stderr: {}", r.stderr);
    }
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

/// Splits a count into two units under `out` (`split` with `args`: the depth, the position,
/// the ply; `--units 2 --out` are added), works both on one thread, merges them and returns
/// the merge's output; every step must succeed.
pub fn split_work_merge(args: &[&str], out: &str) -> String {
    let mut split = vec!["split"];
    split.extend_from_slice(args);
    split.extend_from_slice(&["--units", "2", "--out", out]);
    let r = run(&split);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for unit in ["0", "1"] {
        let r = run(&["work", out, "--unit", unit, "--threads", "1"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    let r = run(&["merge", out]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    r.stdout
}

/// The start position.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// chessprogramming.org "Perft Results", Position 2 (Kiwipete).
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

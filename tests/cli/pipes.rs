//! A closed stdout (`bitperft ... | head -1`) ends every command quietly: exit status 0 and
//! nothing on stderr, text and JSON alike, whether the reader goes after the first line or
//! before the first write.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// Every command that reports on stdout, with arguments that make it print several lines
/// (`{bin}` stands for the binary, as the engine `debug` talks to).
const COMMANDS: &[&[&str]] = &[
    &["info"],
    &["show"],
    &["perft", "4", "--stats", "--threads", "1"],
    &["divide", "4", "--threads", "1"],
    &["suite", "--max-nodes", "100", "--threads", "1"],
    &["split", "--unique", "--ply", "3"],
    &[
        "debug",
        "2",
        "--engine",
        "{bin} perftree",
        "--protocol",
        "perftree",
        "--threads",
        "1",
    ],
    &["bench", "--threads", "1"],
];

fn command(args: &[&str]) -> Command {
    let bin = env!("CARGO_BIN_EXE_bitperft");
    let mut cmd = Command::new(bin);
    cmd.args(args.iter().map(|a| a.replace("{bin}", bin)))
        .env_remove("BITPERFT_CHESS960")
        .stdin(Stdio::null())
        .stderr(Stdio::piped());
    cmd
}

/// Asserts that the run ended with status 0 and printed nothing on stderr.
fn assert_quiet(args: &[&str], how: &str, out: std::process::Output) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        (out.status.code(), stderr.as_ref()),
        (Some(0), ""),
        "bitperft {} with stdout closed {how}",
        args.join(" ")
    );
}

#[test]
fn a_reader_that_goes_after_one_line_ends_the_command_quietly() {
    for json in [false, true] {
        for args in COMMANDS {
            let mut args = args.to_vec();
            if json {
                args.push("--json");
            }
            let mut child = command(&args)
                .stdout(Stdio::piped())
                .spawn()
                .expect("the binary runs");
            let mut line = String::new();
            let stdout = child.stdout.take().expect("stdout is piped");
            BufReader::new(stdout)
                .read_line(&mut line)
                .expect("a line of output");
            assert!(
                !line.is_empty(),
                "bitperft {} printed nothing",
                args.join(" ")
            );
            let out = child.wait_with_output().expect("the binary finishes");
            assert_quiet(&args, "after the first line", out);
        }
    }
}

#[test]
fn a_reader_that_is_gone_before_the_first_write_ends_the_command_quietly() {
    for json in [false, true] {
        for args in COMMANDS {
            let mut args = args.to_vec();
            if json {
                args.push("--json");
            }
            let (reader, writer) = std::io::pipe().expect("a pipe");
            drop(reader);
            let out = command(&args)
                .stdout(writer)
                .output()
                .expect("the binary runs");
            assert_quiet(&args, "from the start", out);
        }
    }
}

#[test]
fn a_uci_session_ends_quietly_when_the_gui_has_gone() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut child = command(&["uci"])
        .stdin(Stdio::piped())
        .stdout(writer)
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // The session may already have ended, so a failed write is no failure here.
    let _ = std::io::Write::write_all(&mut input, b"uci\nisready\ngo perft 3\n");
    drop(input);
    let out = child.wait_with_output().expect("the binary finishes");
    assert_quiet(&["uci"], "from the start", out);
}

#[test]
fn a_full_disk_on_stdout_is_an_error_not_a_panic() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = command(&["info"])
        .stdout(full)
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr.lines().next(),
        Some("error: stdout: cannot write: No space left on device (os error 28)")
    );
}

//! Input as editors and terminals deliver it: a suite file saved with a byte-order mark reads
//! like one without, and a message that quotes input shows its control characters as escapes
//! (one line, nothing the terminal would act on).

use crate::common::run_with;

/// A scratch file with `bytes`, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str, bytes: &[u8]) -> Scratch {
        let path = std::env::temp_dir().join(format!("bitperft-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).expect("write the scratch file");
        Scratch(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("a UTF-8 path")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[test]
fn a_suite_file_with_a_byte_order_mark_runs() {
    let file = Scratch::new(
        "bom.epd",
        "\u{feff}4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66\n".as_bytes(),
    );
    let r = run_with(&["suite", file.path(), "--threads", "1"], &[], b"");
    assert_eq!((r.code, r.stderr.as_str()), (0, ""), "{}", r.stdout);
    assert!(
        r.stdout.contains("\n2 passed, 0 failed (0 skipped)"),
        "{}",
        r.stdout
    );
}

/// The message of a run that fails on `args`: exit status 2, one line on stderr.
fn message(args: &[&str], stdin: &[u8]) -> String {
    let r = run_with(args, &[], stdin);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        !r.stderr.chars().any(|c| c != '\n' && c.is_control()),
        "{:?}",
        r.stderr
    );
    r.stderr.lines().next().expect("a message").to_string()
}

#[test]
fn messages_escape_the_control_characters_of_the_input_they_quote() {
    assert_eq!(
        message(
            &[
                "perft",
                "1",
                "--fen",
                "rnbqkbnr/pppp\u{1}ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            ],
            b""
        ),
        "error: invalid FEN: board field 'rnbqkbnr/pppp\\u{1}ppp/8/8/8/8/PPPPPPPP/RNBQKBNR': \
         '\\u{1}' is not a piece letter (PNBRQK/pnbrqk), a digit 1-8 or '/'"
    );
    assert_eq!(
        message(&["perft", "1", "--moves", "e2e4\u{1b}[2J"], b""),
        "error: invalid move 'e2e4\\u{1b}[2J': expected UCI notation like e2e4 or e7e8q"
    );
    assert_eq!(
        message(
            &[
                "perft",
                "1",
                "--variant",
                "capablanca",
                "--fen",
                "10/10/10/10/10/10/10/10\u{7} w - - 0 1"
            ],
            b""
        ),
        "error: invalid FEN: board field '10\\u{7}': '\\u{7}' is not a piece of capablanca"
    );
    assert!(
        message(&["perft", "1", "--variant", "hex\u{1b}chess"], b"")
            .starts_with("error: --variant 'hex\\u{1b}chess': unknown variant: give one of ")
    );
    let file = Scratch::new(
        "control.epd",
        b"4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 6\x1b6\n",
    );
    let r = run_with(&["suite", file.path(), "--threads", "1"], &[], b"");
    assert!(
        r.stdout
            .contains("ERROR line 1: depth field 'D2 6\\u{1b}6' is not 'D<depth> <nodes>'"),
        "{}",
        r.stdout
    );
    let r = run_with(&["uci"], &[], b"position startpos moves e2e4\x01\n");
    assert_eq!(
        r.stdout.trim_end(),
        "info string error: position: invalid move 'e2e4\\u{1}': expected UCI notation like \
         e2e4 or e7e8q"
    );
}

//! Shared output helpers: the one writer every report on stdout goes through ([`outln!`],
//! [`json_line`]), speed formatting and JSON Lines records.
//!
//! A closed stdout (the reader of a pipe has gone, as in `bitperft suite | head -1`) ends the
//! program at once, quietly, with exit status 0: the convention of ripgrep and the other Rust
//! command-line tools that keep SIGPIPE ignored (a C program would die of the signal). The
//! results already written are final; nothing more would be read. Any other failure to write
//! stdout (a full disk) is reported on stderr with exit status 2.

use serde::Serialize;
use std::io::Write;

/// `println!` through [`write_stdout`]: a closed stdout ends the program quietly.
macro_rules! outln {
    () => {
        $crate::output::write_stdout(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::output::write_stdout(format_args!("{}\n", format_args!($($arg)*)))
    };
}
pub(crate) use outln;

/// Writes `args` to stdout. A closed stdout ends the program with status 0 and nothing on
/// stderr; any other write error ends it with status 2 and a message.
pub fn write_stdout(args: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    let result = out.write_fmt(args);
    drop(out);
    if let Err(e) = result {
        stdout_failed(&e);
    }
}

/// Flushes stdout, with [`write_stdout`]'s rule for errors.
pub fn flush_stdout() {
    if let Err(e) = std::io::stdout().lock().flush() {
        stdout_failed(&e);
    }
}

/// Ends the program after a failed write to stdout (see the module documentation).
fn stdout_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: stdout: cannot write: {e}");
    std::process::exit(2);
}

/// Million nodes per second.
pub fn mnps(nodes: u128, secs: f64) -> f64 {
    if secs > 0.0 {
        nodes as f64 / secs / 1e6
    } else {
        0.0
    }
}

/// Nodes per second as a whole number (JSON `nps`).
pub fn nps(nodes: u128, secs: f64) -> u64 {
    if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    }
}

/// Prints the text result line of a perft run: `nodes` is the total, `counted` the part of it
/// computed in this run (the rate is over that), `note` extra text inside the parentheses.
pub fn perft_line(depth: u32, nodes: u128, counted: u128, secs: f64, note: &str) {
    outln!(
        "perft {depth}: {nodes} nodes in {secs:.3} s ({:.1} Mnps{note})",
        mnps(counted, secs)
    );
}

/// Milliseconds with microsecond resolution.
pub fn ms(secs: f64) -> f64 {
    (secs * 1e6).round() / 1e3
}

/// Writes one JSON object as a line on stdout and flushes it (results are never held back).
pub fn json_line<T: Serialize>(value: &T) {
    // Records are structs of numbers and strings: serializing them cannot fail.
    let line = serde_json::to_string(value).expect("records serialize");
    write_stdout(format_args!("{line}\n"));
    flush_stdout();
}

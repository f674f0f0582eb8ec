//! Shared output helpers: speed formatting and JSON Lines records.

use serde::Serialize;
use std::io::Write;

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
    println!(
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
    let mut out = std::io::stdout().lock();
    // Output errors (closed pipe) are not worth a panic: the run's results are already final.
    let _ = serde_json::to_writer(&mut out, value);
    let _ = writeln!(out);
    let _ = out.flush();
}

//! Reading the bundled EPD perft suites and checking counts.

use crate::{Board, perft};
use std::path::PathBuf;

/// One suite line: the FEN (the text before the first `;`) and its published counts
/// (`counts[d - 1]` is perft(d)).
pub struct Line {
    pub file: &'static str,
    pub number: usize,
    pub fen: String,
    pub counts: Vec<u64>,
}

impl Line {
    /// `file:line`, for messages.
    pub fn place(&self) -> String {
        format!("{}:{}", self.file, self.number)
    }

    /// The board of this line's FEN (panics with the line's place if the reader rejects it).
    pub fn board(&self) -> Board {
        Board::from_fen(&self.fen)
            .unwrap_or_else(|e| panic!("{} {}: rejected: {e}", self.place(), self.fen))
    }
}

/// The lines of `perf-suites/<file>` (comments and blank lines skipped).
pub fn suite(file: &'static str) -> Vec<Line> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../perf-suites")
        .join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut parts = raw.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_string();
        let counts = parts
            .map(|p| {
                let mut words = p.split_whitespace();
                let depth = words.next().unwrap_or_default();
                assert!(depth.starts_with('D'), "{file}:{}: bad depth '{p}'", i + 1);
                words
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or_else(|| panic!("{file}:{}: bad count '{p}'", i + 1))
            })
            .collect();
        lines.push(Line {
            file,
            number: i + 1,
            fen,
            counts,
        });
    }
    lines
}

/// Every bundled suite.
pub const SUITES: [&str; 4] = ["cpw.epd", "standard.epd", "tricky.epd", "chess960.epd"];

/// Asserts perft(1..=counts.len()) of `fen`.
pub fn check_counts(fen: &str, counts: &[u64]) {
    let b = Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for (d, &want) in counts.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(perft(&b, depth), want, "{fen} depth {depth}");
    }
}

/// Checks every count of every line of `file` up to `max_leaves` leaves; returns the number of
/// counts checked and the leaves counted.
pub fn check_suite(file: &'static str, max_leaves: u64) -> (usize, u64) {
    let (mut checks, mut leaves, mut failures) = (0, 0, Vec::new());
    for line in suite(file) {
        let b = line.board();
        for (d, &want) in line.counts.iter().enumerate() {
            if want > max_leaves {
                break;
            }
            let depth = d as u32 + 1;
            let got = perft(&b, depth);
            checks += 1;
            leaves += got;
            if got != want {
                failures.push(format!(
                    "{} {} D{depth}: oracle {got}, published {want}",
                    line.place(),
                    line.fen
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checks > 0, "{file}: nothing checked");
    (checks, leaves)
}

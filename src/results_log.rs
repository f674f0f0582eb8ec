//! `suite --out FILE` and `--resume FILE`: finished results as JSON Lines (the records of
//! `suite --json`), appended and flushed one by one, fsynced at most once a second and at
//! the end, so a killed run loses at most the check it was counting.
//!
//! Resuming reads the file and skips every (variant, FEN, depth) already in it. A last line without
//! its newline or that does not parse is what a kill mid-write leaves: it is dropped with a
//! warning (and cut off before appending). A bad line anywhere else means the file is not a
//! results file, or was damaged: that is refused.

use crate::commands::StatsFields;
use crate::error::CliError;
use bitperft::stat_columns::{StatColumn, first_mismatch};
use bitperft::stats::PerftStats;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The longest time between two fsyncs of the results file.
const SYNC_INTERVAL: Duration = Duration::from_secs(1);

/// One finished check, as printed by `suite --json` and stored by `--out`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ResultRecord {
    /// 1-based line of the EPD file.
    pub line: usize,
    /// The FEN as written in the EPD file.
    pub fen: String,
    /// The game (`--variant`); records written without it are chess's.
    #[serde(default = "chess")]
    pub variant: String,
    /// Depth.
    pub depth: u32,
    /// The published count.
    pub expected: u64,
    /// The count.
    pub nodes: u128,
    /// `nodes == expected`.
    pub pass: bool,
    /// Wall time in ms.
    pub ms: f64,
    /// Nodes per second.
    pub nps: u64,
    /// True if taken from `--resume` rather than counted in this run (printed, never stored).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resumed: bool,
    /// `suite --stats` on a depth with an `S` field: the leaf statistics counted.
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<StatsFields>,
    /// The first statistics column that differs from the `S` field, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mismatch: Option<Mismatch>,
}

/// The game of a record without a `variant` field.
fn chess() -> String {
    "chess".to_string()
}

/// A statistics column whose count differs from the suite's.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// The column's name (as the EPD file may write it).
    pub column: String,
    /// The suite's value.
    pub expected: u64,
    /// The count.
    pub got: u64,
}

impl Mismatch {
    /// The first of the `expected` columns that `got` contradicts, if one does.
    pub fn first(expected: &[(StatColumn, u64)], got: &PerftStats) -> Option<Mismatch> {
        first_mismatch(expected, got).map(|(c, expected, got)| Mismatch {
            column: c.name().to_string(),
            expected,
            got,
        })
    }
}

/// The results of an earlier run, by (variant, FEN, depth).
pub type Finished = HashMap<(String, String, u32), ResultRecord>;

/// The open `--out` file.
pub struct ResultsLog {
    file: File,
    path: PathBuf,
    last_sync: Instant,
}

/// Reads `--resume` (a missing file is an empty one, with a note) and opens `--out` for
/// appending (default: the resume file). Returns the log, the finished results, and whether
/// the log is the resume file itself (so resumed records need not be copied into it).
pub fn open(
    out: Option<&Path>,
    resume: Option<&Path>,
) -> Result<(Option<ResultsLog>, Finished, bool), CliError> {
    let mut finished = Finished::new();
    let mut good_len = None;
    if let Some(r) = resume {
        match std::fs::read(r) {
            Ok(bytes) => {
                let (map, len) = parse(&bytes, r)?;
                finished = map;
                good_len = Some(len);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => eprintln!(
                "note: --resume {}: no such file yet, starting from the beginning",
                r.display()
            ),
            Err(e) => {
                return Err(CliError::input(format!(
                    "--resume {}: cannot read it: {e}",
                    r.display()
                )));
            }
        }
    }
    let Some(out) = out.or(resume) else {
        return Ok((None, finished, false));
    };
    let same = resume.is_some_and(|r| same_file(r, out));
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| CliError::input(format!("--out {}: cannot open it: {e}", out.display())))?;
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => {
            return Err(CliError::input(format!(
                "--out {}: another bitperft run is writing this file",
                out.display()
            )));
        }
        Err(TryLockError::Error(e)) => {
            return Err(CliError::input(format!(
                "--out {}: cannot lock it: {e}",
                out.display()
            )));
        }
    }
    if let (true, Some(len)) = (same, good_len) {
        // Cut off a torn last line so the next record starts on a line of its own.
        file.set_len(len).map_err(|e| {
            CliError::input(format!("--out {}: cannot truncate it: {e}", out.display()))
        })?;
    }
    let log = ResultsLog {
        file,
        path: out.to_path_buf(),
        last_sync: Instant::now(),
    };
    Ok((Some(log), finished, same))
}

/// True if `a` and `b` name the same existing file (or the same path).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// The records of a results file and the byte length of its good prefix.
pub fn parse(bytes: &[u8], path: &Path) -> Result<(Finished, u64), CliError> {
    let mut map = Finished::new();
    let mut good = 0usize;
    let mut rest = bytes;
    let mut line_no = 0;
    while !rest.is_empty() {
        line_no += 1;
        let (line, complete) = match rest.iter().position(|&b| b == b'\n') {
            Some(nl) => (&rest[..nl], true),
            None => (rest, false),
        };
        let len = line.len() + usize::from(complete);
        let is_last = len == rest.len();
        let record = std::str::from_utf8(line)
            .ok()
            .filter(|_| complete)
            .and_then(|t| serde_json::from_str::<ResultRecord>(t).ok());
        match record {
            Some(r) => {
                map.insert((r.variant.clone(), r.fen.clone(), r.depth), r);
                good += len;
            }
            None if is_last => {
                eprintln!(
                    "warning: --resume {}: ignoring line {line_no}, an incomplete record (the \
                     previous run was stopped while writing it)",
                    path.display()
                );
            }
            None => {
                return Err(CliError::input(format!(
                    "--resume {}: line {line_no} is not a suite result record (JSON with line, \
                     fen, depth, expected, nodes, pass, ms, nps): the file is damaged or not \
                     written by suite --out",
                    path.display()
                )));
            }
        }
        rest = &rest[len..];
    }
    Ok((map, good as u64))
}

impl ResultsLog {
    /// Appends one record as a line and hands it to the kernel; fsyncs if a second has passed.
    pub fn append(&mut self, r: &ResultRecord) -> Result<(), CliError> {
        let stored = ResultRecord {
            resumed: false,
            ..r.clone()
        };
        let mut line = serde_json::to_string(&stored).unwrap_or_default();
        line.push('\n');
        self.file
            .write_all(line.as_bytes())
            .map_err(|e| self.io_error("write", e))?;
        if self.last_sync.elapsed() >= SYNC_INTERVAL {
            self.sync()?;
        }
        Ok(())
    }

    /// Fsyncs the file.
    pub fn sync(&mut self) -> Result<(), CliError> {
        self.file
            .sync_data()
            .map_err(|e| self.io_error("sync", e))?;
        self.last_sync = Instant::now();
        Ok(())
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn io_error(&self, what: &str, e: std::io::Error) -> CliError {
        CliError {
            code: 1,
            message: format!("--out {}: cannot {what}: {e}", self.path.display()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(fen: &str, depth: u32) -> String {
        serde_json::to_string(&ResultRecord {
            line: 1,
            fen: fen.into(),
            variant: "chess".into(),
            depth,
            expected: 20,
            nodes: 20,
            pass: true,
            ms: 0.1,
            nps: 1,
            resumed: false,
            stats: None,
            mismatch: None,
        })
        .unwrap()
    }

    #[test]
    fn torn_last_line_is_dropped_middle_damage_refused() {
        let p = Path::new("r.jsonl");
        let good = format!("{}\n{}\n", rec("a", 1), rec("a", 2));
        let (m, len) = parse(format!("{good}{{\"line\":3,\"fe").as_bytes(), p).unwrap();
        assert_eq!((m.len(), len), (2, good.len() as u64));
        assert!(m.contains_key(&("chess".to_string(), "a".to_string(), 2)));
        // A complete but unparsable last line is also what a kill can leave.
        let (m, _) = parse(format!("{good}garbage\n").as_bytes(), p).unwrap();
        assert_eq!(m.len(), 2);
        let e = parse(format!("garbage\n{good}").as_bytes(), p).unwrap_err();
        assert!(
            e.message.contains("line 1 is not a suite result record"),
            "{}",
            e.message
        );
        assert_eq!(parse(b"", p).unwrap().0.len(), 0);
        assert!(!rec("a", 1).contains("resumed"));
    }

    #[test]
    fn records_without_a_variant_are_chess() {
        let old = r#"{"line":1,"fen":"a","depth":1,"expected":20,"nodes":20,"pass":true,"ms":0.1,"nps":1}"#;
        let (m, _) = parse(format!("{old}\n").as_bytes(), Path::new("r.jsonl")).unwrap();
        assert!(m.contains_key(&("chess".to_string(), "a".to_string(), 1)));
    }
}

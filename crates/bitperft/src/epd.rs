//! EPD perft suites: `FEN ;D1 20 ;D2 400 ...`, one position per line, `#` comments.

use crate::position::{FenError, Position};
use std::fmt;

/// One suite line: a position and its expected node counts by depth.
#[derive(Clone, Debug, PartialEq)]
pub struct SuiteEntry {
    /// 1-based line number in the file.
    pub line: usize,
    /// The FEN as written (4 or 6 fields).
    pub fen: String,
    /// The parsed position.
    pub position: Position,
    /// `(depth, expected nodes)`, in file order.
    pub expected: Vec<(u32, u64)>,
}

/// Why a suite line could not be used.
#[derive(Clone, Debug, PartialEq)]
pub struct EpdError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub kind: EpdErrorKind,
}

/// The ways an EPD perft line can be malformed.
#[derive(Clone, Debug, PartialEq)]
pub enum EpdErrorKind {
    /// The FEN part did not parse.
    Fen(FenError),
    /// A `;` part that is not `D<depth> <count>`.
    BadDepthField(String),
    /// A depth listed twice.
    DuplicateDepth(u32),
    /// A line with a FEN but no `;Dn` counts.
    NoCounts,
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            EpdErrorKind::Fen(e) => write!(f, "{e}"),
            EpdErrorKind::BadDepthField(s) => {
                write!(f, "depth field '{s}' is not 'D<depth> <nodes>' (depth 1-99, nodes a whole number)")
            }
            EpdErrorKind::DuplicateDepth(d) => write!(f, "depth D{d} is given twice"),
            EpdErrorKind::NoCounts => write!(f, "no ';D<depth> <nodes>' counts after the FEN"),
        }
    }
}

impl std::error::Error for EpdError {}

/// Parses one EPD perft line. Returns `Ok(None)` for blank and `#` comment lines.
pub fn parse_line(line_no: usize, text: &str) -> Result<Option<SuiteEntry>, EpdError> {
    parse_line_with(line_no, text, false)
}

/// [`parse_line`], with the `--strict` checks ([`Position::from_fen_strict`]) if `strict`.
pub fn parse_line_with(
    line_no: usize,
    text: &str,
    strict: bool,
) -> Result<Option<SuiteEntry>, EpdError> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let err = |kind| EpdError {
        line: line_no,
        kind,
    };
    let mut parts = text.split(';');
    let fen = parts.next().unwrap_or("").trim().to_string();
    let position = if strict {
        Position::from_fen_strict(&fen)
    } else {
        Position::from_fen(&fen)
    }
    .map_err(|e| err(EpdErrorKind::Fen(e)))?;
    let mut expected: Vec<(u32, u64)> = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let bad = || err(EpdErrorKind::BadDepthField(part.to_string()));
        let rest = part.strip_prefix('D').ok_or_else(bad)?;
        let mut words = rest.split_whitespace();
        let depth: u32 = words
            .next()
            .and_then(|d| d.parse().ok())
            .filter(|d| (1..100).contains(d))
            .ok_or_else(bad)?;
        let nodes: u64 = words.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
        if words.next().is_some() {
            return Err(bad());
        }
        if expected.iter().any(|&(d, _)| d == depth) {
            return Err(err(EpdErrorKind::DuplicateDepth(depth)));
        }
        expected.push((depth, nodes));
    }
    if expected.is_empty() {
        return Err(err(EpdErrorKind::NoCounts));
    }
    Ok(Some(SuiteEntry {
        line: line_no,
        fen,
        position,
        expected,
    }))
}

/// Parses a whole suite file's text: the good entries and the errors, each with its line number.
pub fn parse(text: &str) -> (Vec<SuiteEntry>, Vec<EpdError>) {
    parse_with(text, false)
}

/// [`parse`], with the `--strict` checks if `strict`.
pub fn parse_with(text: &str, strict: bool) -> (Vec<SuiteEntry>, Vec<EpdError>) {
    let mut entries = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        match parse_line_with(i + 1, line, strict) {
            Ok(Some(e)) => entries.push(e),
            Ok(None) => {}
            Err(e) => errors.push(e),
        }
    }
    (entries, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_a_line() {
        let e = parse_line(3, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66")
            .unwrap()
            .unwrap();
        assert_eq!(e.line, 3);
        assert_eq!(e.expected, vec![(1, 15), (2, 66)]);
        assert_eq!(parse_line(1, "# comment"), Ok(None));
        assert_eq!(parse_line(1, "   "), Ok(None));
    }

    #[test]
    fn reports_bad_lines() {
        let k = |s| parse_line(7, s).unwrap_err().kind;
        assert!(matches!(
            k("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 x"),
            EpdErrorKind::BadDepthField(_)
        ));
        assert!(matches!(
            k("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;X1 15"),
            EpdErrorKind::BadDepthField(_)
        ));
        assert!(matches!(
            k("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D1 15"),
            EpdErrorKind::DuplicateDepth(1)
        ));
        assert!(matches!(
            k("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
            EpdErrorKind::NoCounts
        ));
        assert!(matches!(
            k("4k3/8/8/8 w K - 0 1 ;D1 1"),
            EpdErrorKind::Fen(_)
        ));
        let msg = parse_line(7, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 x")
            .unwrap_err()
            .to_string();
        assert!(msg.starts_with("line 7: depth field 'D1 x'"), "{msg}");
    }
}

//! EPD perft suites: `FEN ;D1 20 ;D2 400 ...`, one position per line, `#` comments. The FEN
//! is read by a function the caller gives (any game's reader); this module reads the rest.

use crate::engine::MAX_DEPTH;
use crate::position::Position;
use std::fmt;

/// One suite line: a position (of any game; a chess [`Position`] by default) and its expected
/// node counts by depth.
#[derive(Clone, Debug, PartialEq)]
pub struct SuiteEntry<P = Position> {
    /// 1-based line number in the file.
    pub line: usize,
    /// The FEN as written (4 or 6 fields).
    pub fen: String,
    /// The parsed position.
    pub position: P,
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
    /// The FEN part did not parse (the reader's message).
    Fen(String),
    /// A `;` part that is not `D<depth> <count>`.
    BadDepthField(String),
    /// A depth outside 1 to [`MAX_DEPTH`].
    DepthOutOfRange(u32),
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
                write!(
                    f,
                    "depth field '{s}' is not 'D<depth> <nodes>' (depth and nodes whole numbers)"
                )
            }
            EpdErrorKind::DepthOutOfRange(d) => {
                write!(
                    f,
                    "depth D{d} is out of range: depths go from 1 to {MAX_DEPTH}"
                )
            }
            EpdErrorKind::DuplicateDepth(d) => write!(f, "depth D{d} is given twice"),
            EpdErrorKind::NoCounts => write!(f, "no ';D<depth> <nodes>' counts after the FEN"),
        }
    }
}

impl std::error::Error for EpdError {}

/// Parses one chess EPD perft line. Returns `Ok(None)` for blank and `#` comment lines.
pub fn parse_line(line_no: usize, text: &str) -> Result<Option<SuiteEntry>, EpdError> {
    parse_line_with(line_no, text, Position::from_fen)
}

/// Parses one EPD perft line, reading its FEN with `read_fen`. Returns `Ok(None)` for blank and
/// `#` comment lines.
pub fn parse_line_with<P, E: fmt::Display>(
    line_no: usize,
    text: &str,
    read_fen: impl Fn(&str) -> Result<P, E>,
) -> Result<Option<SuiteEntry<P>>, EpdError> {
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
    let position = read_fen(&fen).map_err(|e| err(EpdErrorKind::Fen(e.to_string())))?;
    let mut expected: Vec<(u32, u64)> = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        let bad = || err(EpdErrorKind::BadDepthField(part.to_string()));
        let rest = part.strip_prefix('D').ok_or_else(bad)?;
        let mut words = rest.split_whitespace();
        let depth: u32 = words.next().and_then(|d| d.parse().ok()).ok_or_else(bad)?;
        let nodes: u64 = words.next().and_then(|n| n.parse().ok()).ok_or_else(bad)?;
        if words.next().is_some() {
            return Err(bad());
        }
        if !(1..=MAX_DEPTH).contains(&depth) {
            return Err(err(EpdErrorKind::DepthOutOfRange(depth)));
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

/// Parses a whole chess suite file's text: the good entries and the errors, each with its line
/// number.
pub fn parse(text: &str) -> (Vec<SuiteEntry>, Vec<EpdError>) {
    parse_with(text, Position::from_fen)
}

/// Parses a whole suite file's text, reading each FEN with `read_fen`.
pub fn parse_with<P, E: fmt::Display>(
    text: &str,
    read_fen: impl Fn(&str) -> Result<P, E>,
) -> (Vec<SuiteEntry<P>>, Vec<EpdError>) {
    let mut entries = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        match parse_line_with(i + 1, line, &read_fen) {
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
        let k = |s: &str| parse_line(7, s).unwrap_err().kind;
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
        for (line, depth) in [(";D0 1", 0), (";D21 1", 21), (";D25 1", 25), (";D99 1", 99)] {
            assert_eq!(
                k(&format!("4k3/8/8/8/8/8/8/4K2R w K - 0 1 {line}")),
                EpdErrorKind::DepthOutOfRange(depth)
            );
        }
        let msg = parse_line(7, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D25 1")
            .unwrap_err()
            .to_string();
        assert_eq!(
            msg,
            "line 7: depth D25 is out of range: depths go from 1 to 20"
        );
        let msg = parse_line(7, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 x")
            .unwrap_err()
            .to_string();
        assert!(msg.starts_with("line 7: depth field 'D1 x'"), "{msg}");
    }
}

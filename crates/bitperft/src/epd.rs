//! EPD perft suites: `FEN ;D1 20 ;D2 400 ...`, one position per line, `#` comments. The FEN
//! is read by a function the caller gives (any game's reader); this module reads the rest.
//!
//! Leaf statistics extend a line with `S<depth>` fields of `name=value` pairs (any name of
//! [`crate::stat_columns::NAMES`]), each after the `D<depth>` count of the same depth:
//! `;D3 8902 ;S3 captures=34 checks=12`.

use crate::engine::MAX_DEPTH;
use crate::position::Position;
use crate::stat_columns::{StatColumn, NAMES};
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
    /// `(depth, expected statistics by column)` of the `S<depth>` fields, in file order; every
    /// depth has a count in `expected`.
    pub expected_stats: Vec<(u32, Vec<(StatColumn, u64)>)>,
}

impl<P> SuiteEntry<P> {
    /// The expected statistics at `depth`, if the line has an `S<depth>` field.
    pub fn stats_at(&self, depth: u32) -> Option<&[(StatColumn, u64)]> {
        self.expected_stats
            .iter()
            .find(|(d, _)| *d == depth)
            .map(|(_, c)| c.as_slice())
    }
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
    /// A malformed `S<depth>` field: the field's text and what is wrong.
    BadStatsField(String, String),
    /// `S<depth>` statistics for a depth without a `D<depth>` count.
    StatsWithoutCount(u32),
}

impl fmt::Display for EpdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = self.kind.to_string();
        write!(
            f,
            "line {}: {}",
            self.line,
            crate::text::escape_controls(&message)
        )
    }
}

impl fmt::Display for EpdErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
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
            EpdErrorKind::BadStatsField(field, what) => {
                write!(f, "statistics field '{field}': {what}")
            }
            EpdErrorKind::StatsWithoutCount(d) => write!(
                f,
                "statistics field S{d} has no count: add ';D{d} <nodes>' to the line"
            ),
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
    let mut expected_stats: Vec<(u32, Vec<(StatColumn, u64)>)> = Vec::new();
    for part in parts {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        if let Some(rest) = part.strip_prefix('S') {
            let bad = |what: String| err(EpdErrorKind::BadStatsField(part.to_string(), what));
            let (depth, columns) = parse_stats(rest).map_err(bad)?;
            if expected_stats.iter().any(|(d, _)| *d == depth) {
                return Err(bad(format!("S{depth} is given twice")));
            }
            expected_stats.push((depth, columns));
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
    if let Some((d, _)) = expected_stats
        .iter()
        .find(|(d, _)| !expected.iter().any(|(e, _)| e == d))
    {
        return Err(err(EpdErrorKind::StatsWithoutCount(*d)));
    }
    Ok(Some(SuiteEntry {
        line: line_no,
        fen,
        position,
        expected,
        expected_stats,
    }))
}

/// Reads the text of an `S` field after the `S`: `<depth> name=value ...` (at least one pair,
/// each column once), or says what is wrong.
fn parse_stats(rest: &str) -> Result<(u32, Vec<(StatColumn, u64)>), String> {
    let mut words = rest.split_whitespace();
    let depth: u32 = words
        .next()
        .and_then(|d| d.parse().ok())
        .ok_or("expected 'S<depth> name=value ...' (the depth a whole number)")?;
    if !(1..=MAX_DEPTH).contains(&depth) {
        return Err(format!(
            "depth S{depth} is out of range: depths go from 1 to {MAX_DEPTH}"
        ));
    }
    let mut columns: Vec<(StatColumn, u64)> = Vec::new();
    for word in words {
        let Some((name, value)) = word.split_once('=') else {
            return Err(format!("'{word}' is not name=value"));
        };
        let column = StatColumn::parse(name).ok_or_else(|| {
            let known: Vec<&str> = NAMES.iter().map(|(n, _)| *n).collect();
            format!("unknown column '{name}' (known: {})", known.join(", "))
        })?;
        let value: u64 = value
            .parse()
            .map_err(|_| format!("{name}={value}: '{value}' is not a whole number"))?;
        if columns.iter().any(|&(c, _)| c == column) {
            return Err(format!("column '{name}' is given twice"));
        }
        columns.push((column, value));
    }
    if columns.is_empty() {
        return Err(format!("S{depth} names no column: give name=value pairs"));
    }
    Ok((depth, columns))
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
    // A byte-order mark (as some editors save UTF-8) is not part of the first line.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
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
    fn a_byte_order_mark_is_not_part_of_the_first_fen() {
        let (entries, errors) = parse("\u{feff}4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15\n");
        assert_eq!(errors, vec![]);
        assert_eq!(entries[0].fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    }

    #[test]
    fn messages_escape_the_control_characters_they_quote() {
        let e = parse_line(7, "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 1\u{1b}5").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 7: depth field 'D1 1\\u{1b}5' is not 'D<depth> <nodes>' (depth and nodes whole \
             numbers)"
        );
    }

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
    fn reads_statistics_fields() {
        let e = parse_line(
            2,
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;S2 checks=6 enpassants=0 total_mates=1",
        )
        .unwrap()
        .unwrap();
        let want = [
            (StatColumn::Checks, 6),
            (StatColumn::EnPassant, 0),
            (StatColumn::TotalMates, 1),
        ];
        assert_eq!(e.stats_at(2), Some(&want[..]));
        assert_eq!(e.stats_at(1), None);
    }

    #[test]
    fn reports_bad_statistics_fields() {
        let msg = |s: &str| {
            parse_line(4, &format!("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 {s}"))
                .unwrap_err()
                .to_string()
        };
        assert!(
            msg(";S1 mates=1").starts_with(
                "line 4: statistics field 'S1 mates=1': unknown column 'mates' (known: captures,"
            ),
            "{}",
            msg(";S1 mates=1")
        );
        assert_eq!(
            msg(";S1 checks=x"),
            "line 4: statistics field 'S1 checks=x': checks=x: 'x' is not a whole number"
        );
        assert_eq!(
            msg(";S2 checks=1"),
            "line 4: statistics field S2 has no count: add ';D2 <nodes>' to the line"
        );
        assert_eq!(
            msg(";S1 checks"),
            "line 4: statistics field 'S1 checks': 'checks' is not name=value"
        );
        assert!(msg(";S1").contains("names no column"));
        assert!(msg(";S1 checks=1 checks=1").contains("'checks' is given twice"));
        assert!(msg(";S1 checks=1 ;S1 checks=1").contains("S1 is given twice"));
        assert!(msg(";S0 checks=1").contains("out of range"));
        assert!(msg(";Sx checks=1").contains("expected 'S<depth> name=value ...'"));
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

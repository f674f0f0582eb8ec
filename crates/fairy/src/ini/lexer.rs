//! The text of a variants file as sections of `key = value` lines: `[name]` and
//! `[name:parent]` headers, `#` and `;` comments (whole lines, or after a value), blank lines.
//! Keys are case-sensitive, as Fairy-Stockfish reads them; a key given twice in a section
//! takes its last value.

use super::error::{IniError, IniErrorKind};

/// One `key = value` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its line (1-based).
    pub line: usize,
    /// The key, trimmed.
    pub key: String,
    /// The value, trimmed, comment removed.
    pub value: String,
}

/// One section: its header and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The header's line (1-based).
    pub line: usize,
    /// The variant's name.
    pub name: String,
    /// The parent named after `:`, if any.
    pub parent: Option<String>,
    /// The whole-line comments directly above its header (no blank line between), joined by
    /// spaces, without their `#`: what the section is, in words.
    pub doc: String,
    /// Its `key = value` lines, in file order.
    pub entries: Vec<Entry>,
}

impl Section {
    /// The last entry of `key`, if any.
    pub fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().rev().find(|e| e.key == key)
    }
}

/// Removes a comment: from a `#` or `;` to the end of the line.
fn strip_comment(line: &str) -> &str {
    match line.find(['#', ';']) {
        Some(i) => &line[..i],
        None => line,
    }
}

/// The sections of `text`, and the lines that could not be read (`file` names the file in
/// the errors).
pub fn sections(text: &str, file: &str) -> (Vec<Section>, Vec<IniError>) {
    let mut out: Vec<Section> = Vec::new();
    let mut errors = Vec::new();
    let mut doc: Vec<&str> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = strip_comment(raw).trim();
        if body.is_empty() {
            match raw.trim().strip_prefix(['#', ';']) {
                Some(comment) => doc.push(comment.trim()),
                None => doc.clear(),
            }
            continue;
        }
        let above = std::mem::take(&mut doc).join(" ");
        let section = out.last().map(|s| s.name.clone()).unwrap_or_default();
        let error = |key: &str, kind| IniError {
            file: file.to_string(),
            line,
            section: section.clone(),
            key: key.to_string(),
            kind,
        };
        if let Some(inner) = body.strip_prefix('[') {
            let Some(inner) = inner.strip_suffix(']') else {
                errors.push(error("", IniErrorKind::Syntax(body.to_string())));
                continue;
            };
            let (name, parent) = match inner.split_once(':') {
                Some((n, p)) => (n.trim(), Some(p.trim().to_string())),
                None => (inner.trim(), None),
            };
            let bad_name = |n: &str| {
                n.is_empty()
                    || !n
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            };
            if bad_name(name) || parent.as_deref().is_some_and(bad_name) {
                errors.push(error("", IniErrorKind::Syntax(body.to_string())));
                continue;
            }
            out.push(Section {
                line,
                name: name.to_string(),
                parent,
                doc: above,
                entries: Vec::new(),
            });
            continue;
        }
        let Some((key, value)) = body.split_once('=') else {
            errors.push(error("", IniErrorKind::Syntax(body.to_string())));
            continue;
        };
        let key = key.trim();
        if key.is_empty() || key.contains(char::is_whitespace) {
            errors.push(error("", IniErrorKind::Syntax(body.to_string())));
            continue;
        }
        let Some(current) = out.last_mut() else {
            errors.push(error(
                key,
                IniErrorKind::Syntax(format!("{body} (before any [section])")),
            ));
            continue;
        };
        current.entries.push(Entry {
            line,
            key: key.to_string(),
            value: value.trim().to_string(),
        });
    }
    (out, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_keys_and_comments() {
        let text = "# a comment\n; another\n[mine:chess] # trailing\nmaxFile = 10 ; why\n\n\
                    pawn = p\n[second]\nking=k:KN\n";
        let (s, e) = sections(text, "f.ini");
        assert!(e.is_empty(), "{e:?}");
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].name, "mine");
        assert_eq!(s[0].parent.as_deref(), Some("chess"));
        assert_eq!(s[0].line, 3);
        assert_eq!(s[0].get("maxFile").unwrap().value, "10");
        assert_eq!(s[0].get("maxFile").unwrap().line, 4);
        assert_eq!(s[1].parent, None);
        assert_eq!(s[1].get("king").unwrap().value, "k:KN");
    }

    #[test]
    fn lines_that_are_not_ini_are_reported_each_with_its_line() {
        let (_, e) = sections("x = 1\n[a\n[ok]\nno equals sign\n[b:]\n", "f.ini");
        let lines: Vec<usize> = e.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![1, 2, 4, 5]);
        assert!(e.iter().all(|e| matches!(e.kind, IniErrorKind::Syntax(_))));
    }
}

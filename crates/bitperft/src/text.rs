//! Text for messages: user input a message quotes has its control characters escaped, so the
//! message stays one line and shows what was typed.

use std::borrow::Cow;

/// `text` with its control characters and the byte-order mark written as escapes (`\n`, `\t`,
/// `\r`, `\u{1b}`, `\u{feff}`); everything else, backslashes included, as it is, so escaping
/// twice is escaping once. Every message that quotes user input goes through it.
///
/// ```
/// use bitperft::text::escape_controls;
/// assert_eq!(escape_controls("e2e4\u{1b}[31m\n"), "e2e4\\u{1b}[31m\\n");
/// assert_eq!(escape_controls("e2\\e4"), "e2\\e4");
/// ```
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A character a message shows as an escape.
fn needs_escape(c: char) -> bool {
    c.is_control() || c == '\u{feff}'
}

#[cfg(test)]
mod tests {
    use super::escape_controls;

    #[test]
    fn control_characters_become_escapes_once() {
        assert_eq!(escape_controls("8/8 w"), "8/8 w");
        let once = escape_controls("a\u{0}b\u{7f}c\u{9b}d\u{feff}e\tf\r");
        assert_eq!(once, "a\\u{0}b\\u{7f}c\\u{9b}d\\u{feff}e\\tf\\r");
        assert_eq!(escape_controls(&once), once);
    }
}

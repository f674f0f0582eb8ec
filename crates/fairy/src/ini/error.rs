//! [`IniError`]: one problem of a variants file, with where it is (file, line, section, key)
//! and what kind it is ([`IniErrorKind`]), each kind with its own message.

use std::fmt;

/// What is wrong with a line or a section of a variants file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IniErrorKind {
    /// A line that is neither a section header, a `key = value` line, a comment nor blank.
    Syntax(String),
    /// A key Fairy-Stockfish does not have (a typo, or a key of another program).
    UnknownKey,
    /// A key bitperft does not model, or a value of it that bitperft cannot express: counting
    /// the section would count a different game.
    NotModelled(String),
    /// A value that does not read as the key's type (a boolean, a square list, a letter ...).
    Malformed(String),
    /// `[name:parent]` where no section of the file and no built-in variant is `parent`.
    MissingParent(String),
    /// Sections whose parents lead back to themselves: the chain, in order.
    ParentCycle(Vec<String>),
    /// A board of more squares than the fairy engine's widest bitboard (128).
    BoardTooLarge {
        /// Files.
        files: u32,
        /// Ranks.
        ranks: u32,
    },
    /// The start position does not fit the variant (board size, pieces, holdings ...).
    StartFen(String),
    /// The section's rules, taken together, could not be built into move tables.
    Rules(String),
}

/// One problem of a variants file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IniError {
    /// The file, as the user named it.
    pub file: String,
    /// The line (1-based), or 0 where the problem is the whole file.
    pub line: usize,
    /// The section the line belongs to ("" before the first section).
    pub section: String,
    /// The key ("" for a section header or a whole section).
    pub key: String,
    /// What is wrong.
    pub kind: IniErrorKind,
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)?;
        if !self.section.is_empty() {
            write!(f, ": [{}]", self.section)?;
        }
        if !self.key.is_empty() {
            write!(f, " {}", self.key)?;
        }
        f.write_str(": ")?;
        match &self.kind {
            IniErrorKind::Syntax(line) => {
                write!(
                    f,
                    "'{line}' is not a [section], a key = value line or a comment"
                )
            }
            IniErrorKind::UnknownKey => f.write_str("unknown key"),
            IniErrorKind::NotModelled(what) => write!(f, "not modelled by bitperft: {what}"),
            IniErrorKind::Malformed(what) => write!(f, "malformed value: {what}"),
            IniErrorKind::MissingParent(p) => write!(
                f,
                "parent '{p}' is neither a section of this file nor a built-in variant"
            ),
            IniErrorKind::ParentCycle(chain) => {
                write!(f, "cycle of parents: {}", chain.join(" -> "))
            }
            IniErrorKind::BoardTooLarge { files, ranks } => write!(
                f,
                "a {files}x{ranks} board has {} squares, more than the 128 bitperft plays",
                files * ranks
            ),
            IniErrorKind::StartFen(why) => write!(f, "start position does not fit: {why}"),
            IniErrorKind::Rules(why) => write!(f, "rules cannot be built: {why}"),
        }
    }
}

impl std::error::Error for IniError {}

/// Every problem of a file, in line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IniErrors(pub Vec<IniError>);

impl fmt::Display for IniErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for IniErrors {}

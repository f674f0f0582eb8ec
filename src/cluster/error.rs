//! Errors of splitting, working and merging: a kind (which decides the exit status) and a
//! message naming the file or field and what is wrong.

use std::fmt;

/// What kind of failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SplitErrorKind {
    /// Unusable input: a bad argument, a missing or malformed manifest or unit file.
    Input,
    /// A check failed: a unit file changed since the split, a result from another split.
    Integrity,
    /// Reading or writing failed (permissions, a full disk).
    Io,
    /// Another process is working on this unit (its checkpoint file is locked).
    Busy,
}

/// A failure, with a message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitError {
    /// What kind of failure.
    pub kind: SplitErrorKind,
    /// What went wrong, naming the file or field.
    pub message: String,
}

impl SplitError {
    /// An [`SplitErrorKind::Input`] error.
    pub fn input(message: impl Into<String>) -> SplitError {
        SplitError {
            kind: SplitErrorKind::Input,
            message: message.into(),
        }
    }

    /// An [`SplitErrorKind::Integrity`] error.
    pub fn integrity(message: impl Into<String>) -> SplitError {
        SplitError {
            kind: SplitErrorKind::Integrity,
            message: message.into(),
        }
    }

    /// An [`SplitErrorKind::Io`] error: `what` failed on `path`.
    pub fn io(what: &str, path: &std::path::Path, e: std::io::Error) -> SplitError {
        SplitError {
            kind: SplitErrorKind::Io,
            message: format!("cannot {what} {}: {e}", path.display()),
        }
    }
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SplitError {}

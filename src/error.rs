//! [`CliError`]: what a command reports when it fails, and its exit status.

/// A failure to report: the message goes to stderr and the process exits with `code`.
#[derive(Debug)]
pub struct CliError {
    /// Exit status: 2 for bad input, 1 for a failed check.
    pub code: u8,
    /// What went wrong.
    pub message: String,
}

impl CliError {
    /// Bad input (exit status 2).
    pub fn input(message: impl std::fmt::Display) -> CliError {
        CliError {
            code: 2,
            message: message.to_string(),
        }
    }
}

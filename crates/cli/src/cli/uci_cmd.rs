//! `bitperft uci`: reads UCI commands from stdin line by line, answers on stdout, flushes after
//! every answer; `quit` or end of input ends it.

use super::CliError;
use crate::uci::{handle, UciState};
use std::io::{BufRead, Write};

/// Runs the UCI loop until `quit` or end of input.
pub fn uci() -> Result<(), CliError> {
    let mut state = UciState::default();
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| CliError::input(format!("cannot read stdin: {e}")))?;
        if n == 0 {
            break;
        }
        // Bytes that are not UTF-8 become U+FFFD and fail to parse like any other bad text.
        let line = String::from_utf8_lossy(&buf);
        for reply in handle(&mut state, &line) {
            // The GUI has gone if stdout is closed: stop quietly.
            if writeln!(out, "{reply}").is_err() {
                return Ok(());
            }
        }
        if out.flush().is_err() || state.quit {
            break;
        }
    }
    Ok(())
}

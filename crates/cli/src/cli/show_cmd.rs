//! `bitperft show`: a position spelled out (board, FEN, side to move, castling, e.p., checkers,
//! key, legal moves).

use super::output::json_line;
use super::perft_cmd::resolve;
use super::{CliError, PositionArgs};
use crate::describe::{describe, text};

/// Runs `bitperft show`: text, or one JSON object with `--json`.
pub fn show(args: &PositionArgs, json: bool) -> Result<(), CliError> {
    let d = describe(&resolve(args)?);
    if json {
        json_line(&d);
    } else {
        for line in text(&d) {
            println!("{line}");
        }
    }
    Ok(())
}

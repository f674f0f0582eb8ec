//! `bitperft show`: a position spelled out (board, FEN, side to move, castling, e.p., checkers,
//! key, legal moves).

use crate::args::PositionArgs;
use crate::describe::{describe, text};
use crate::error::CliError;
use crate::game::resolve;
use crate::output::json_line;

/// Runs `bitperft show`: text, or one JSON object with `--json`.
pub fn show(args: &PositionArgs, json: bool) -> Result<(), CliError> {
    let d = describe(&resolve(bitperft::Chess::default(), args)?);
    if json {
        json_line(&d);
    } else {
        for line in text(&d) {
            println!("{line}");
        }
    }
    Ok(())
}

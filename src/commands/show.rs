//! `bitperft show`: a position spelled out (board, FEN, side to move, castling, e.p., checkers,
//! key, legal moves).

use crate::args::PositionArgs;
use crate::describe::text;
use crate::error::CliError;
use crate::game::CliGame;
use crate::game::resolve;
use crate::output::{json_line, outln};
use crate::variant::Variant;

/// Runs `bitperft show`: text, or one JSON object with `--json`.
pub fn show(args: &PositionArgs, json: bool) -> Result<(), CliError> {
    let d = crate::with_game!(Variant::parse(&args.variant)?, "default", |game| {
        game.describe(&resolve(game, args)?)
    });
    if json {
        json_line(&d);
    } else {
        for line in text(&d) {
            outln!("{line}");
        }
    }
    Ok(())
}

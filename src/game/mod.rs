//! [`CliGame`]: what the commands need from a game beyond [`bitperft::Game`], and the position
//! a command's `--fen` and `--moves` name. The games on a chess board implement it through
//! [`board::BoardGame`]; the fairy engine's variants in [`fairy`].

pub mod board;
pub mod fairy;

use crate::args::PositionArgs;
use crate::describe::Description;
use bitperft::{Game, MoveError};

/// A game the command line can drive: a [`Game`] plus the options its commands offer.
pub trait CliGame: Game {
    /// Reads a FEN (6 fields, or 4 as in EPD, plus the game's own fields); with `strict`, also
    /// refuses positions that are well formed but cannot arise in a game
    /// ([`Game::parse_strict`]).
    fn read_fen(&self, fen: &str, strict: bool) -> Result<Self::Position, String> {
        let pos = if strict {
            self.parse_strict(fen)
        } else {
            self.parse(fen)
        };
        pos.map_err(|e| e.to_string())
    }

    /// Makes UCI castling notation king-takes-rook for `pos` (Chess960), where the game has
    /// castling.
    fn use_chess960_notation(&self, pos: &mut Self::Position) {
        let _ = pos;
    }

    /// True if UCI castling in `pos` is written king-takes-rook (Chess960).
    fn is_chess960(&self, pos: &Self::Position) -> bool {
        let _ = pos;
        false
    }

    /// `pos` spelled out for `show` and the UCI `d` command.
    fn describe(&self, pos: &Self::Position) -> Description;
}

/// `pos` after the UCI moves `moves`, each checked against the legal moves.
pub fn play_moves<'a, G: Game>(
    game: G,
    pos: &G::Position,
    moves: impl IntoIterator<Item = &'a str>,
) -> Result<G::Position, MoveError> {
    let mut pos = pos.clone();
    for text in moves {
        let m = game.parse_uci(&pos, text)?;
        pos = game.play(&pos, m);
    }
    Ok(pos)
}

/// The position named by `--fen` (default: the start position) after `--moves`.
pub fn resolve<G: CliGame>(
    game: G,
    args: &PositionArgs,
) -> Result<G::Position, crate::error::CliError> {
    let start = match &args.fen {
        Some(f) => game
            .read_fen(f, args.strict)
            .map_err(crate::error::CliError::input)?,
        None => game.start(),
    };
    play_moves(game, &start, args.moves.iter().map(String::as_str))
        .map_err(crate::error::CliError::input)
}

/// The root moves of `pos` with their UCI text, sorted by it (so outputs of different tools
/// line up for diffing).
pub fn sorted_moves<G: Game>(game: G, pos: &G::Position) -> Vec<(String, G::Move)> {
    let mut moves: Vec<(String, G::Move)> = game
        .moves(pos)
        .as_ref()
        .iter()
        .map(|&m| (game.uci(pos, m), m))
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves
}

//! [`CliGame`]: what the commands need from a game beyond [`bitperft::Game`], and the position
//! a command's `--fen` and `--moves` name. The games on a chess board implement it through
//! [`board`] (from their [`bitperft::chess::BoardGame`] rules); the fairy engine's variants in
//! [`fairy`].

pub mod board;
pub mod fairy;
pub mod position_arg;

use crate::args::PositionArgs;
use crate::describe::Description;
use crate::error::CliError;
use bitperft::{Game, MoveError};
use position_arg::{Ui, explain_move_error, read_position};

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

    /// Makes UCI castling notation king-takes-rook for `pos` (Chess960); the reason it cannot
    /// where the game has no such notation.
    fn use_chess960_notation(&self, pos: &mut Self::Position) -> Result<(), String> {
        let _ = pos;
        Err(format!(
            "{} runs on the fairy engine, which writes castling as the king's move only",
            self.name()
        ))
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

/// The position named by `--fen` (a FEN or a named position; default: the start position),
/// with castling written king-takes-rook if `--chess960`, after `--moves`.
pub fn resolve<G: CliGame>(game: G, args: &PositionArgs) -> Result<G::Position, CliError> {
    let mut start = match &args.fen {
        Some(f) => read_position(game, f, args.strict, Ui::CommandLine).map_err(CliError::input)?,
        None => game.start(),
    };
    if args.chess960 {
        game.use_chess960_notation(&mut start)
            .map_err(|e| CliError::input(format!("--chess960: {e}")))?;
    }
    play_moves(game, &start, args.move_list())
        .map_err(|e| CliError::input(explain_move_error(game, &e, Ui::CommandLine)))
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

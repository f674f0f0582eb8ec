//! [`Antichess`]: losing chess without castling (Fairy-Stockfish's and lichess's antichess).
//!
//! ```
//! use bitperft::variants::Antichess;
//! use bitperft::Game;
//! let game = Antichess::default();
//! // The pawns meet on b3/b4 after two moves each: then a capture is forced.
//! let p = game.parse("8/1p6/8/8/8/8/P7/8 w - - 0 1")?;
//! assert_eq!((game.perft(&p, 4), game.perft(&p, 6)), (3, 0));
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

use super::perft::Rules;
use super::{checkers, ended_by_check};
use crate::position::Position;
use crate::variants::board_tree;
use crate::variants::{VariantFenError, VariantMove};

/// Antichess with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Antichess {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: crate::engine::Mode,
}

crate::attacks::game_backend!(
    Antichess,
    Position,
    Vec<VariantMove>,
    <S> board_tree::perft_with::<Rules<false>, S>,
    board_tree::moves_with::<Rules<false>, S>
);
crate::variants::board_game::board_game!(Antichess, "antichess", Rules<false>);

/// The antichess start position: the chess one without castling rights.
pub fn start() -> Position {
    read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1").expect("the start parses")
}

/// Reads an antichess FEN (any number of kings; castling must be `-`).
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    super::read(fen, false)
}

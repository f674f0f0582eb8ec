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
use crate::engine::Mode;
use crate::position::Position;
use crate::types::Bitboard;
use crate::variants::board_tree::{self, TreeGame};
use crate::variants::{VariantFenError, VariantMove};

/// Antichess with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Antichess {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    Antichess,
    Position,
    Vec<VariantMove>,
    <S> board_tree::perft_with::<Rules<false>, S>,
    board_tree::moves_with::<Rules<false>, S>
);

impl TreeGame for Antichess {
    const NAME: &'static str = "antichess";
    const CASTLING: bool = false;
    type Rules = Rules<false>;

    fn start() -> Position {
        start()
    }

    fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
        read_fen(fen)
    }

    fn checkers(pos: &Position) -> Bitboard {
        checkers(pos)
    }

    fn ended_by_check(pos: &Position) -> bool {
        ended_by_check(pos)
    }

    fn legal_moves(&self, pos: &Position) -> Vec<VariantMove> {
        (self.backend.moves)(pos)
    }

    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> Antichess {
        Antichess { mode, ..self }
    }
}

/// The antichess start position: the chess one without castling rights.
pub fn start() -> Position {
    read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1").expect("the start parses")
}

/// Reads an antichess FEN (any number of kings; castling must be `-`).
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    super::read(fen, false)
}

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

use super::moves::moves_with;
use super::perft::perft_with;
pub use super::play;
use crate::attacks::Sliders;
use crate::position::Position;
use crate::variants::{VariantFenError, VariantMove};

/// Antichess with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Antichess {
    backend: &'static Backend,
}

/// The entry points monomorphised for one slider backend.
struct Backend {
    name: &'static str,
    perft: fn(&Position, u32) -> u64,
    moves: fn(&Position) -> Vec<VariantMove>,
}

impl<S: Sliders> BackendOf<S> {
    const BACKEND: Backend = Backend {
        name: S::NAME,
        perft: perft_with::<S, false>,
        moves: moves_with::<S, false>,
    };
}

crate::attacks::game_backend!(Antichess);
crate::variants::board_game::board_game!(Antichess, "antichess");

/// The antichess start position: the chess one without castling rights.
pub fn start() -> Position {
    read_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1").expect("the start parses")
}

/// Reads an antichess FEN (any number of kings; castling must be `-`).
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    super::read(fen, false)
}

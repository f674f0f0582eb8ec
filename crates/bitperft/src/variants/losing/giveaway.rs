//! [`Giveaway`]: losing chess with castling (Fairy-Stockfish's giveaway): castling rights come
//! from the FEN (`KQkq` at the start); the king, not royal, castles when the squares between
//! king and rook and both destination squares are empty, attacked or not, and only when no
//! capture exists (captures are forced).
//!
//! ```
//! use bitperft::variants::Giveaway;
//! use bitperft::Game;
//! let game = Giveaway::default();
//! // e1g1 passes f1, which the rook on f8 attacks: legal in giveaway.
//! let p = game.parse("5r2/8/8/8/8/8/8/4K2R w K - 0 1")?;
//! assert_eq!(game.perft(&p, 1), 15);
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

use super::perft::Rules;
use super::{checkers, ended_by_check};
use crate::engine::Mode;
use crate::position::Position;
use crate::types::Bitboard;
use crate::variants::board_tree::{self, TreeGame};
use crate::variants::{VariantFenError, VariantMove};

/// Giveaway with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Giveaway {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    Giveaway,
    Position,
    Vec<VariantMove>,
    <S> board_tree::perft_with::<Rules<true>, S>,
    board_tree::moves_with::<Rules<true>, S>
);

impl TreeGame for Giveaway {
    const NAME: &'static str = "giveaway";
    const CASTLING: bool = true;
    type Rules = Rules<true>;

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

    fn counting_in(self, mode: Mode) -> Giveaway {
        Giveaway { mode, ..self }
    }
}

/// The giveaway start position: the chess one, castling rights `KQkq` (the kings on e1 and
/// e8 castle).
pub fn start() -> Position {
    read_fen(Position::STARTPOS_FEN).expect("the start parses")
}

/// Reads a giveaway FEN (any number of kings). A castling right belongs to the only king on
/// its side's back rank, or with several to the one on the e-file (or the one a file letter
/// names, `CH`); that king must stand there.
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    super::read(fen, true)
}

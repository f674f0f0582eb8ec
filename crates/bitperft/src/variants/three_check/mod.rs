//! Three-check: chess in which a side that gives its third check wins at once. The FEN carries
//! the checks each side still needs (Fairy-Stockfish: `... KQkq - 3+3 0 1`); a position in
//! which a side needs none has no moves.
//!
//! Perft is chess perft with the counters kept along: where no side can reach 0 before the
//! last ply, the chess count (with its depth-2 shortcut) is the answer.
//!
//! ```
//! use bitperft::variants::ThreeCheck;
//! use bitperft::Game;
//! let game = ThreeCheck::default();
//! // White needs one more check: every checking move ends the game.
//! let p = game.parse("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39")?;
//! assert_eq!(game.perft(&p, 2), 547);
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

mod keys;
mod perft;
mod position;

pub use keys::{ThreeCheckId, ThreeCheckKeys};
pub use perft::perft_with;
pub use position::{ThreeCheckPosition, CHECKS_TO_WIN};

use crate::attacks::Sliders;
use crate::chess::{BoardGame, BoardPosition, EnPassant};
use crate::engine::{Key128, Mode};
use crate::position::MoveError;
use crate::position::Position;
use crate::types::{Move, MoveList};
use crate::variants::VariantFenError;

/// Three-check with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct ThreeCheck {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    ThreeCheck,
    ThreeCheckPosition,
    MoveList,
    <S> perft_with::<S>,
    moves_with::<S>
);

/// The legal moves of `pos`: the chess moves, none once a side has won.
fn moves_with<S: Sliders>(pos: &ThreeCheckPosition) -> MoveList {
    if pos.is_over() {
        MoveList::new()
    } else {
        pos.board.legal_moves_with::<S>()
    }
}

impl BoardGame for ThreeCheck {
    const NAME: &'static str = "3check";
    const EN_PASSANT: EnPassant = EnPassant::Legal;
    const CASTLING: bool = true;
    type Position = ThreeCheckPosition;
    type Move = Move;
    type Moves = MoveList;
    type FenError = VariantFenError;

    fn start() -> ThreeCheckPosition {
        ThreeCheckPosition::startpos()
    }

    fn read_fen(fen: &str) -> Result<ThreeCheckPosition, VariantFenError> {
        ThreeCheckPosition::from_fen(fen)
    }

    fn legal_moves(&self, pos: &ThreeCheckPosition) -> MoveList {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(pos: &ThreeCheckPosition, m: Move) -> ThreeCheckPosition {
        pos.play(m)
    }

    fn uci(pos: &ThreeCheckPosition, m: Move) -> String {
        pos.board.uci(m)
    }

    fn read_uci(&self, pos: &ThreeCheckPosition, text: &str) -> Result<Move, MoveError> {
        pos.parse_uci(text)
    }

    fn fast_perft(&self, pos: &ThreeCheckPosition, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> ThreeCheck {
        ThreeCheck { mode, ..self }
    }
}

impl BoardPosition for ThreeCheckPosition {
    type Id = ThreeCheckId;
    type Keys = ThreeCheckKeys;

    fn board(&self) -> &Position {
        ThreeCheckPosition::board(self)
    }

    fn set_chess960(&mut self) {
        ThreeCheckPosition::set_chess960(self, true);
    }

    fn fen(&self) -> String {
        self.to_fen()
    }

    fn keys(seed: u64) -> ThreeCheckKeys {
        ThreeCheckKeys::new(seed)
    }

    /// Chess's rules for the en-passant square (the board is a chess position).
    fn key(&self, keys: &ThreeCheckKeys, _: EnPassant) -> Key128 {
        keys.key(self)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &ThreeCheckKeys,
        key: Key128,
        child: &ThreeCheckPosition,
        _: EnPassant,
    ) -> Key128 {
        keys.child(self, key, child)
    }

    fn id(&self, _: EnPassant) -> ThreeCheckId {
        ThreeCheckId::of(self)
    }

    fn from_id(id: &ThreeCheckId) -> ThreeCheckPosition {
        id.position()
    }
}

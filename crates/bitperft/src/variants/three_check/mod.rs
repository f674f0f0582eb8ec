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
use crate::engine::{Game, Key128};
use crate::position::MoveError;
use crate::types::{Move, MoveList};
use crate::variants::VariantFenError;

/// Three-check with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct ThreeCheck {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: crate::engine::Mode,
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

impl Game for ThreeCheck {
    type Position = ThreeCheckPosition;
    type Move = Move;
    type Moves = MoveList;
    type Id = ThreeCheckId;
    type Keys = ThreeCheckKeys;
    type FenError = VariantFenError;

    fn name(&self) -> &'static str {
        "3check"
    }

    fn start(&self) -> ThreeCheckPosition {
        ThreeCheckPosition::startpos()
    }

    fn parse(&self, fen: &str) -> Result<ThreeCheckPosition, VariantFenError> {
        ThreeCheckPosition::from_fen(fen)
    }

    fn parse_strict(&self, fen: &str) -> Result<ThreeCheckPosition, VariantFenError> {
        let pos = self.parse(fen)?;
        pos.board().validate_strict()?;
        Ok(pos)
    }

    fn checkers(&self, pos: &ThreeCheckPosition) -> Vec<String> {
        let checkers = pos.board().checkers();
        checkers.into_iter().map(|s| s.to_string()).collect()
    }

    /// Chess's mate and stalemate; a position the variant's rule ended has chess moves left.
    fn outcome(&self, pos: &ThreeCheckPosition) -> crate::engine::Outcome {
        let board = pos.board();
        crate::engine::Outcome::of(
            self.moves(pos).len() as u64,
            board.checkers().any(),
            board.count_legal_moves() == 0,
        )
    }

    fn fen(&self, pos: &ThreeCheckPosition) -> String {
        pos.to_fen()
    }

    fn moves(&self, pos: &ThreeCheckPosition) -> MoveList {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(&self, pos: &ThreeCheckPosition, m: Move) -> ThreeCheckPosition {
        pos.play(m)
    }

    fn uci(&self, pos: &ThreeCheckPosition, m: Move) -> String {
        pos.board.uci(m)
    }

    fn parse_uci(&self, pos: &ThreeCheckPosition, text: &str) -> Result<Move, MoveError> {
        pos.parse_uci(text)
    }

    crate::engine::counting_modes!();

    fn keys(&self, seed: u64) -> ThreeCheckKeys {
        ThreeCheckKeys::new(seed)
    }

    fn key(&self, keys: &ThreeCheckKeys, pos: &ThreeCheckPosition) -> Key128 {
        keys.key(pos)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &ThreeCheckKeys,
        parent: &ThreeCheckPosition,
        parent_key: Key128,
        child: &ThreeCheckPosition,
    ) -> Key128 {
        keys.child(parent, parent_key, child)
    }

    fn id(&self, pos: &ThreeCheckPosition) -> ThreeCheckId {
        ThreeCheckId::of(pos)
    }

    fn position(&self, id: &ThreeCheckId) -> ThreeCheckPosition {
        id.position()
    }
}

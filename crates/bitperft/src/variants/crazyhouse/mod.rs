//! Crazyhouse: chess in which a captured piece goes to the captor's hand, and a move is either
//! a board move or a drop of a held piece on an empty square (pawns not on rank 1 or 8). A
//! piece promoted from a pawn is marked (`Q~` in FEN) and returns to a hand as a pawn.
//!
//! The board moves are the chess generator's; drops are legal on every empty square out of
//! check, between king and checker in check by one slider, nowhere else. Perft counts the last
//! ply by popcount: the chess bulk count plus (held roles) × (drop squares).
//!
//! ```
//! use bitperft::variants::Crazyhouse;
//! use bitperft::Game;
//! let zh = Crazyhouse::default();
//! let p = zh.parse("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1")?;
//! assert_eq!(zh.perft(&p, 2), 3_083);
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

mod fen;
mod hands;
mod id;
mod keys;
mod perft;
mod position;
mod rules;

pub use hands::{Hands, HELD_ROLES};
pub use id::CrazyhouseId;
pub use keys::CrazyhouseKeys;
pub use perft::{perft_rules, perft_with};
pub use position::{CrazyhouseMove, CrazyhousePosition};
pub use rules::DropRules;

use crate::attacks::Sliders;
use crate::engine::{Game, Key128};
use crate::position::MoveError;
use crate::variants::VariantFenError;

/// Crazyhouse with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Crazyhouse {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: crate::engine::Mode,
}

/// The entry points monomorphised for one slider backend.
struct Backend {
    name: &'static str,
    perft: fn(&CrazyhousePosition, u32) -> u64,
    moves: fn(&CrazyhousePosition) -> Vec<CrazyhouseMove>,
    parse_uci: fn(&CrazyhousePosition, &str) -> Result<CrazyhouseMove, MoveError>,
}

impl<S: Sliders> BackendOf<S> {
    const BACKEND: Backend = Backend {
        name: S::NAME,
        perft: perft_with::<S>,
        moves: CrazyhousePosition::legal_moves_with::<S>,
        parse_uci: CrazyhousePosition::parse_uci_with::<S>,
    };
}

crate::attacks::game_backend!(default backends: Crazyhouse);

impl Game for Crazyhouse {
    type Position = CrazyhousePosition;
    type Move = CrazyhouseMove;
    type Moves = Vec<CrazyhouseMove>;
    type Id = CrazyhouseId;
    type Keys = CrazyhouseKeys;
    type FenError = VariantFenError;

    fn name(&self) -> &'static str {
        "crazyhouse"
    }

    fn start(&self) -> CrazyhousePosition {
        CrazyhousePosition::startpos()
    }

    fn parse(&self, fen: &str) -> Result<CrazyhousePosition, VariantFenError> {
        CrazyhousePosition::from_fen(fen)
    }

    fn parse_strict(&self, fen: &str) -> Result<CrazyhousePosition, VariantFenError> {
        let pos = self.parse(fen)?;
        pos.board().validate_strict()?;
        Ok(pos)
    }

    fn checkers(&self, pos: &CrazyhousePosition) -> Vec<String> {
        let checkers = pos.board().checkers();
        checkers.into_iter().map(|s| s.to_string()).collect()
    }

    /// Chess's mate and stalemate; a position the variant's rule ended has chess moves left.
    fn outcome(&self, pos: &CrazyhousePosition) -> crate::engine::Outcome {
        let board = pos.board();
        crate::engine::Outcome::of(
            self.moves(pos).len() as u64,
            board.checkers().any(),
            board.count_legal_moves() == 0,
        )
    }

    fn fen(&self, pos: &CrazyhousePosition) -> String {
        pos.to_fen()
    }

    fn moves(&self, pos: &CrazyhousePosition) -> Vec<CrazyhouseMove> {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(&self, pos: &CrazyhousePosition, m: CrazyhouseMove) -> CrazyhousePosition {
        pos.play_unchecked(m)
    }

    fn uci(&self, pos: &CrazyhousePosition, m: CrazyhouseMove) -> String {
        pos.uci(m)
    }

    fn parse_uci(&self, pos: &CrazyhousePosition, text: &str) -> Result<CrazyhouseMove, MoveError> {
        (self.backend.parse_uci)(pos, text)
    }

    crate::engine::counting_modes!();

    fn keys(&self, seed: u64) -> CrazyhouseKeys {
        CrazyhouseKeys::new(seed)
    }

    fn key(&self, keys: &CrazyhouseKeys, pos: &CrazyhousePosition) -> Key128 {
        keys.key(pos)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &CrazyhouseKeys,
        parent: &CrazyhousePosition,
        parent_key: Key128,
        child: &CrazyhousePosition,
    ) -> Key128 {
        keys.child(parent, parent_key, child)
    }

    fn id(&self, pos: &CrazyhousePosition) -> CrazyhouseId {
        CrazyhouseId::of(pos)
    }

    fn position(&self, id: &CrazyhouseId) -> CrazyhousePosition {
        id.position()
    }
}

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
use crate::chess::{BoardGame, BoardPosition, EnPassant};
use crate::engine::{Key128, Mode};
use crate::position::MoveError;
use crate::position::Position;
use crate::variants::VariantFenError;

/// Crazyhouse with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Crazyhouse {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
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

impl BoardGame for Crazyhouse {
    const NAME: &'static str = "crazyhouse";
    const EN_PASSANT: EnPassant = EnPassant::Legal;
    const CASTLING: bool = true;
    type Position = CrazyhousePosition;
    type Move = CrazyhouseMove;
    type Moves = Vec<CrazyhouseMove>;
    type FenError = VariantFenError;

    fn start() -> CrazyhousePosition {
        CrazyhousePosition::startpos()
    }

    fn read_fen(fen: &str) -> Result<CrazyhousePosition, VariantFenError> {
        CrazyhousePosition::from_fen(fen)
    }

    fn legal_moves(&self, pos: &CrazyhousePosition) -> Vec<CrazyhouseMove> {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(pos: &CrazyhousePosition, m: CrazyhouseMove) -> CrazyhousePosition {
        pos.play_unchecked(m)
    }

    fn uci(pos: &CrazyhousePosition, m: CrazyhouseMove) -> String {
        pos.uci(m)
    }

    fn read_uci(&self, pos: &CrazyhousePosition, text: &str) -> Result<CrazyhouseMove, MoveError> {
        (self.backend.parse_uci)(pos, text)
    }

    fn fast_perft(&self, pos: &CrazyhousePosition, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> Crazyhouse {
        Crazyhouse { mode, ..self }
    }
}

impl BoardPosition for CrazyhousePosition {
    type Id = CrazyhouseId;
    type Keys = CrazyhouseKeys;

    fn board(&self) -> &Position {
        CrazyhousePosition::board(self)
    }

    fn set_chess960(&mut self) {
        CrazyhousePosition::set_chess960(self, true);
    }

    fn fen(&self) -> String {
        self.to_fen()
    }

    fn holdings(&self) -> Option<String> {
        Some(self.hands().to_fen())
    }

    fn keys(seed: u64) -> CrazyhouseKeys {
        CrazyhouseKeys::new(seed)
    }

    /// Chess's rules for the en-passant square (the board is a chess position).
    fn key(&self, keys: &CrazyhouseKeys, _: EnPassant) -> Key128 {
        keys.key(self)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &CrazyhouseKeys,
        key: Key128,
        child: &CrazyhousePosition,
        _: EnPassant,
    ) -> Key128 {
        keys.child(self, key, child)
    }

    fn id(&self, _: EnPassant) -> CrazyhouseId {
        CrazyhouseId::of(self)
    }

    fn from_id(id: &CrazyhouseId) -> CrazyhousePosition {
        id.position()
    }
}

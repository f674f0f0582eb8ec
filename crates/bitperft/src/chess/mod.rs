//! Standard chess and Chess960 as a [`Game`]: [`Chess`] is the slider backend chosen once, and
//! [`PositionId`] what a chess position's move tree depends on.

mod board_game;
mod chess960;
mod id;
pub(crate) mod keys;

pub use board_game::{BoardGame, BoardPosition, EnPassant};

pub use chess960::{chess960_back_rank, chess960_fen, CHESS960_POSITIONS, CHESS960_STANDARD};
pub use id::PositionId;
pub use keys::KeySet;

use crate::engine::{Key128, Mode};
use crate::perft::{perft_each_with, perft_mode_with, perft_with};
use crate::position::{FenError, MoveError, Position};
use crate::types::{Move, MoveList};

/// Standard chess (and Chess960) with one slider backend.
///
/// The backend is picked once, by name ([`Chess::with_sliders`]) or as this CPU's default
/// ([`Chess::default`], resolved on first use and cached); every call then goes straight to code
/// monomorphised for it (one function pointer per call, none inside the search).
///
/// ```
/// use bitperft::{Chess, Game, Position};
/// let chess = Chess::default();
/// let p = chess.parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")?;
/// assert_eq!(chess.perft(&p, 3), 97_862);
/// assert_eq!(chess.moves(&p).len(), 48);
/// # Ok::<(), bitperft::FenError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Chess {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Chess::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

/// The entry points monomorphised for one slider backend.
struct Backend {
    name: &'static str,
    perft: fn(&Position, u32) -> u64,
    perft_mode: fn(&Position, u32, Mode) -> u64,
    perft_each: fn(&Position, &[Move], u32, &mut [u64]),
    moves: fn(&Position) -> MoveList,
}

impl<S: crate::attacks::Sliders> BackendOf<S> {
    const BACKEND: Backend = Backend {
        name: S::NAME,
        perft: perft_with::<S>,
        perft_mode: perft_mode_with::<S>,
        perft_each: perft_each_with::<S>,
        moves: Position::legal_moves_with::<S>,
    };
}

crate::attacks::game_backend!(every backend: Chess);

impl PartialEq for Chess {
    fn eq(&self, other: &Chess) -> bool {
        self.backend.name == other.backend.name && self.mode == other.mode
    }
}

impl Eq for Chess {}

impl BoardGame for Chess {
    const NAME: &'static str = "chess";
    const EN_PASSANT: EnPassant = EnPassant::Legal;
    const CASTLING: bool = true;
    type Position = Position;
    type Move = Move;
    type Moves = MoveList;
    type FenError = FenError;

    fn start() -> Position {
        Position::startpos()
    }

    fn read_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }

    #[inline]
    fn legal_moves(&self, pos: &Position) -> MoveList {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(pos: &Position, m: Move) -> Position {
        pos.play_unchecked(m)
    }

    fn uci(pos: &Position, m: Move) -> String {
        pos.uci(m)
    }

    fn read_uci(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        pos.parse_uci(text)
    }

    #[inline]
    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    #[inline]
    fn fast_perft_each(&self, pos: &Position, moves: &[Move], depth: u32, counts: &mut [u64]) {
        (self.backend.perft_each)(pos, moves, depth, counts)
    }

    /// Make and bulk counting monomorphised for the backend.
    fn own_plain_perft(&self, pos: &Position, depth: u32, mode: Mode) -> Option<u64> {
        Some((self.backend.perft_mode)(pos, depth, mode))
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> Chess {
        Chess { mode, ..self }
    }

    #[inline(always)]
    fn child_keys(
        keys: &KeySet,
        pos: &Position,
        key: Key128,
        moves: &[Move],
        out: &mut Vec<Key128>,
    ) {
        keys.children(pos, key, moves, out)
    }
}

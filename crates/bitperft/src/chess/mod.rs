//! Standard chess and Chess960 as a [`Game`]: [`Chess`] is the slider backend chosen once, and
//! [`PositionId`] what a chess position's move tree depends on.

mod chess_game;
mod id;
pub(crate) mod keys;

pub(crate) use chess_game::chess_game;

pub use id::PositionId;
pub use keys::KeySet;

use crate::perft::perft_with;
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
}

crate::attacks::game_backend!(
    Chess,
    Position,
    MoveList,
    <S> perft_with::<S>,
    Position::legal_moves_with::<S>
);

impl PartialEq for Chess {
    fn eq(&self, other: &Chess) -> bool {
        self.backend.name == other.backend.name
    }
}

impl Eq for Chess {}

chess_game::chess_game!(Chess, "chess", FenError);

/// The start position of chess.
fn start() -> Position {
    Position::startpos()
}

/// Reads a chess (or Chess960) FEN.
fn read_fen(fen: &str) -> Result<Position, FenError> {
    Position::from_fen(fen)
}

/// Reads a chess move in UCI notation.
fn read_move(_: &Chess, pos: &Position, text: &str) -> Result<Move, MoveError> {
    pos.parse_uci(text)
}

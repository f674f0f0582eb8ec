//! Standard chess and Chess960 as a [`Game`]: [`Chess`] is the slider backend chosen once, and
//! [`PositionId`] what a chess position's move tree depends on.

mod id;
pub(crate) mod keys;

pub use id::PositionId;
pub use keys::KeySet;

use crate::attacks::Sliders;
use crate::engine::{Game, Key128};
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

/// The entry points of [`Chess`] monomorphised for one slider backend.
struct Backend {
    name: &'static str,
    perft: fn(&Position, u32) -> u64,
    moves: fn(&Position) -> MoveList,
}

impl<S: Sliders> BackendOf<S> {
    const BACKEND: Backend = Backend {
        name: S::NAME,
        perft: perft_with::<S>,
        moves: Position::legal_moves_with::<S>,
    };
}

crate::attacks::game_backend!(Chess);

impl PartialEq for Chess {
    fn eq(&self, other: &Chess) -> bool {
        self.backend.name == other.backend.name
    }
}

impl Eq for Chess {}

impl Game for Chess {
    type Position = Position;
    type Move = Move;
    type Moves = MoveList;
    type Id = PositionId;
    type Keys = KeySet;
    type FenError = FenError;

    fn name(&self) -> &'static str {
        "chess"
    }

    fn start(&self) -> Position {
        Position::startpos()
    }

    fn parse(&self, fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }

    fn fen(&self, pos: &Position) -> String {
        pos.to_fen()
    }

    #[inline]
    fn moves(&self, pos: &Position) -> MoveList {
        (self.backend.moves)(pos)
    }

    #[inline(always)]
    fn play(&self, pos: &Position, m: Move) -> Position {
        pos.play_unchecked(m)
    }

    fn uci(&self, pos: &Position, m: Move) -> String {
        pos.uci(m)
    }

    fn parse_uci(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        pos.parse_uci(text)
    }

    #[inline]
    fn perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn keys(&self, seed: u64) -> KeySet {
        KeySet::new(seed)
    }

    #[inline]
    fn key(&self, keys: &KeySet, pos: &Position) -> Key128 {
        keys.key(pos)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &KeySet,
        parent: &Position,
        parent_key: Key128,
        child: &Position,
    ) -> Key128 {
        keys.child(parent, parent_key, child)
    }

    fn id(&self, pos: &Position) -> PositionId {
        PositionId::of(pos)
    }

    fn position(&self, id: &PositionId) -> Position {
        id.position()
    }
}

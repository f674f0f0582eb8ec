//! [`Game`]: the boundary between a game's rules and the engine layer.

use super::{Key128, Mode, ModeError};
use crate::position::MoveError;
use std::fmt;
use std::hash::Hash;

/// How a position stands by its game's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move has a legal move.
    Ongoing,
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// A rule of the variant ended the game: a king on the hill, the last check given, a side
    /// with nothing left to move, a king blown up, ...
    VariantEnd,
}

impl Outcome {
    /// The outcome of a position with `moves` legal moves, in check or not, where `by_check`
    /// says whether a position without moves ended by check and mate (or stalemate) rather
    /// than by a rule of the variant.
    pub fn of(moves: u64, in_check: bool, by_check: bool) -> Outcome {
        match (moves, by_check, in_check) {
            (1.., _, _) => Outcome::Ongoing,
            (0, true, true) => Outcome::Checkmate,
            (0, true, false) => Outcome::Stalemate,
            (0, false, _) => Outcome::VariantEnd,
        }
    }

    /// `ongoing`, `checkmate`, `stalemate` or `game over` (a variant's rule).
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Checkmate => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::VariantEnd => "game over",
        }
    }
}

/// The rules of one game, as the engine layer needs them: read and write positions, list the
/// legal moves, play one, count the leaves below a position the fastest way the game knows, and
/// key and identify positions for the transposition table and for merging transpositions.
///
/// A `Game` is a small `Copy` value (standard chess is [`crate::Chess`]: the slider backend
/// chosen once); everything written against this trait — threads
/// ([`PerftEngine`](super::PerftEngine)), the table, [`divide`](super::divide), suites,
/// checkpoints, cluster units — serves every game that implements it. The counting itself
/// ([`Game::perft`]) is the game's own code, specialised as far as it likes: the engine calls
/// it once per task, never per node.
///
/// # Identity
/// Two positions with equal [`Game::id`] have identical move trees, so a perft of one stands
/// for both; [`Game::key`] is a hash of exactly what the identity holds, so equal identities
/// always have equal keys under the same key set.
pub trait Game: Copy + Send + Sync + 'static {
    /// A position.
    type Position: Clone + Send + Sync + fmt::Debug + PartialEq;
    /// A move of a position (meaningful only with the position it was generated in).
    type Move: Copy + Eq + Send + Sync + fmt::Debug;
    /// The legal moves of one position, in generation order.
    type Moves: AsRef<[Self::Move]>;
    /// What a position's move tree depends on (never its clocks); its text is what cluster work
    /// units write (FEN fields without the clocks).
    type Id: Clone + Hash + Eq + Send + Sync + fmt::Display;
    /// A set of random words for [`Game::key`], drawn from a seed.
    type Keys: Send + Sync;
    /// Why a FEN was refused.
    type FenError: std::error::Error + Send + Sync + 'static;

    /// The game's name (`chess`).
    fn name(&self) -> &'static str;

    /// The start position.
    fn start(&self) -> Self::Position;

    /// Reads a position from FEN (6 fields, or 4 as in EPD).
    fn parse(&self, fen: &str) -> Result<Self::Position, Self::FenError>;

    /// Reads a position as [`Game::parse`] does, and also refuses one that is well formed but
    /// cannot arise in a game (chess's three checkers, say). A game whose FEN reader refuses
    /// all it can tell reads the same as [`Game::parse`].
    fn parse_strict(&self, fen: &str) -> Result<Self::Position, Self::FenError>;

    /// The squares, named as in UCI moves, of the pieces that give check to the side to move
    /// by the game's rules: none where that side has no royal piece, or check does not apply.
    fn checkers(&self, pos: &Self::Position) -> Vec<String>;

    /// How `pos` stands by the game's rules.
    fn outcome(&self, pos: &Self::Position) -> Outcome;

    /// The FEN of `pos` (6 fields).
    fn fen(&self, pos: &Self::Position) -> String;

    /// The legal moves of `pos`.
    fn moves(&self, pos: &Self::Position) -> Self::Moves;

    /// The position after `m`, a legal move of `pos` (from [`Game::moves`]; anything else may
    /// panic or give a meaningless position).
    fn play(&self, pos: &Self::Position, m: Self::Move) -> Self::Position;

    /// `m` (a legal move of `pos`) in UCI notation, as the game writes it for `pos`.
    fn uci(&self, pos: &Self::Position, m: Self::Move) -> String;

    /// The legal move of `pos` written `text` in UCI notation.
    fn parse_uci(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, MoveError>;

    /// Leaf nodes at `depth` below `pos`, on this thread, without a table, counted the way
    /// [`Game::mode`] says.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64;

    /// Leaf nodes at `depth` below each child of `pos` after `moves` (legal moves of `pos`),
    /// into `counts` (as long as `moves`): [`Game::perft`] of each child. A game may count the
    /// siblings together where that is cheaper (chess at depth 2: a hashed perft's misses).
    fn perft_each(
        &self,
        pos: &Self::Position,
        moves: &[Self::Move],
        depth: u32,
        counts: &mut [u64],
    ) {
        for (&m, n) in moves.iter().zip(counts) {
            *n = self.perft(&self.play(pos, m), depth);
        }
    }

    /// How [`Game::perft`] counts the last plies.
    fn mode(&self) -> Mode {
        Mode::Fast
    }

    /// The same game counting the last plies the way `mode` says; a game that counts only
    /// one way (its fastest) refuses the others.
    fn with_mode(self, mode: Mode) -> Result<Self, ModeError> {
        let name = self.name();
        super::fast_only(self, name, mode)
    }

    /// The key set of `seed`.
    fn keys(&self, seed: u64) -> Self::Keys;

    /// The 128-bit key of `pos`, from scratch.
    fn key(&self, keys: &Self::Keys, pos: &Self::Position) -> Key128;

    /// The key of `child`, one move after `parent` whose key is `parent_key`: equal to
    /// [`Game::key`] of `child`, usually cheaper.
    fn child_key(
        &self,
        keys: &Self::Keys,
        parent: &Self::Position,
        parent_key: Key128,
        child: &Self::Position,
    ) -> Key128 {
        let _ = (parent, parent_key);
        self.key(keys, child)
    }

    /// Appends to `out` the key of each child of `pos` (whose key is `key`) after `moves`, legal
    /// moves of `pos`, in order: [`Game::child_key`] of each child, which a game may read off
    /// the moves without making them.
    fn child_keys(
        &self,
        keys: &Self::Keys,
        pos: &Self::Position,
        key: Key128,
        moves: &[Self::Move],
        out: &mut Vec<Key128>,
    ) {
        out.extend(
            moves
                .iter()
                .map(|&m| self.child_key(keys, pos, key, &self.play(pos, m))),
        );
    }

    /// The identity of `pos`.
    fn id(&self, pos: &Self::Position) -> Self::Id;

    /// A position with identity `id` (clocks at their start values).
    fn position(&self, id: &Self::Id) -> Self::Position;
}

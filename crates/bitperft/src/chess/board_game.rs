//! [`BoardGame`]: the rules of a game played on the chess board, from which its
//! [`Game`](crate::Game) follows (one implementation for chess and every dedicated variant);
//! [`BoardPosition`]: what its positions keep beside the chess board (holdings, check
//! counters) and how they are keyed and identified.

use crate::chess::{KeySet, PositionId};
use crate::engine::{Game, Key128, Mode, ModeError, Outcome};
use crate::position::{FenError, MoveError, Position};
use crate::types::Bitboard;
use std::fmt;
use std::hash::Hash;

/// How a game's positions hold the en-passant square, which decides their identity and key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnPassant {
    /// Set after every double step; part of the identity only where a legal capture exists
    /// (chess and the games with chess's legality).
    Legal,
    /// Set only where a pawn may take there, and part of the identity as set (the games with
    /// any number of kings, whose legality is not chess's).
    AsSet,
}

/// A position of a game on the chess board: the chess [`Position`] and what the game keeps
/// beside it, with its FEN, key and identity.
pub trait BoardPosition: Clone + Send + Sync + fmt::Debug + PartialEq + 'static {
    /// What its move tree depends on ([`Game::Id`]).
    type Id: Clone + Hash + Eq + Send + Sync + fmt::Display;
    /// Its key set ([`Game::Keys`]).
    type Keys: Send + Sync;

    /// The chess board.
    fn board(&self) -> &Position;

    /// Writes castling king-takes-rook (Chess960 notation).
    fn set_chess960(&mut self);

    /// The FEN (6 fields and the game's own).
    fn fen(&self) -> String;

    /// The pieces in hand as the FEN writes them, in games with holdings.
    fn holdings(&self) -> Option<String> {
        None
    }

    /// The key set of `seed`.
    fn keys(seed: u64) -> Self::Keys;

    /// The key of `self`, from scratch, its en-passant square held as `ep` says.
    fn key(&self, keys: &Self::Keys, ep: EnPassant) -> Key128;

    /// The key of `child`, one move after `self` whose key is `key`.
    fn child_key(&self, keys: &Self::Keys, key: Key128, child: &Self, ep: EnPassant) -> Key128;

    /// The identity, the en-passant square held as `ep` says.
    fn id(&self, ep: EnPassant) -> Self::Id;

    /// A position with identity `id` (clocks at their start values).
    fn from_id(id: &Self::Id) -> Self;
}

impl BoardPosition for Position {
    type Id = PositionId;
    type Keys = KeySet;

    fn board(&self) -> &Position {
        self
    }

    fn set_chess960(&mut self) {
        Position::set_chess960(self, true);
    }

    fn fen(&self) -> String {
        self.to_fen()
    }

    fn keys(seed: u64) -> KeySet {
        KeySet::new(seed)
    }

    #[inline]
    fn key(&self, keys: &KeySet, ep: EnPassant) -> Key128 {
        match ep {
            EnPassant::Legal => keys.key(self),
            EnPassant::AsSet => keys.key_any_kings(self),
        }
    }

    #[inline(always)]
    fn child_key(&self, keys: &KeySet, key: Key128, child: &Position, ep: EnPassant) -> Key128 {
        match ep {
            EnPassant::Legal => keys.child(self, key, child),
            EnPassant::AsSet => keys.child_any_kings(self, key, child),
        }
    }

    fn id(&self, ep: EnPassant) -> PositionId {
        match ep {
            EnPassant::Legal => PositionId::of(self),
            EnPassant::AsSet => PositionId::of_any_kings(self),
        }
    }

    fn from_id(id: &PositionId) -> Position {
        id.position()
    }
}

/// The rules of a game on the chess board. Its [`Game`] is written once, from these.
///
/// A game is a small `Copy` value: the slider backend chosen once (`game_backend!`) and the
/// counting [`Mode`]. What is not given here is chess's: check is chess check on the board,
/// a position without moves ended by mate or stalemate where chess has no move either, and
/// `--strict` adds chess's checks of the board.
pub trait BoardGame: Copy + Send + Sync + 'static {
    /// Its name (Fairy-Stockfish's `UCI_Variant` spelling).
    const NAME: &'static str;
    /// How its positions hold the en-passant square.
    const EN_PASSANT: EnPassant;
    /// True if it has castling (so Chess960 notation applies).
    const CASTLING: bool;
    /// Its positions.
    type Position: BoardPosition;
    /// Its moves.
    type Move: Copy + Eq + Send + Sync + fmt::Debug;
    /// The legal moves of one position.
    type Moves: AsRef<[Self::Move]>;
    /// Why a FEN was refused.
    type FenError: std::error::Error + Send + Sync + 'static + From<FenError>;

    /// The start position.
    fn start() -> Self::Position;

    /// Reads a FEN in the game's notation.
    fn read_fen(fen: &str) -> Result<Self::Position, Self::FenError>;

    /// `--strict`: refuses a position the FEN reader took that cannot arise in a game.
    fn validate_strict(pos: &Self::Position) -> Result<(), Self::FenError> {
        Ok(pos.board().validate_strict()?)
    }

    /// The pieces checking the side to move by the game's rules.
    fn checkers(pos: &Self::Position) -> Bitboard {
        pos.board().checkers()
    }

    /// For a position without moves: true if it ended by mate or stalemate, false if by a
    /// rule of the game.
    fn ended_by_check(pos: &Self::Position) -> bool {
        pos.board().count_legal_moves() == 0
    }

    /// The legal moves of `pos`.
    fn legal_moves(&self, pos: &Self::Position) -> Self::Moves;

    /// The position after `m`, a legal move of `pos`.
    fn play(pos: &Self::Position, m: Self::Move) -> Self::Position;

    /// `m` in UCI notation.
    fn uci(pos: &Self::Position, m: Self::Move) -> String;

    /// The legal move of `pos` written `text` in UCI notation.
    fn read_uci(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, MoveError>;

    /// Leaf nodes at `depth` below `pos`, the game's own (fastest) way.
    fn fast_perft(&self, pos: &Self::Position, depth: u32) -> u64;

    /// [`BoardGame::fast_perft`] below each child of `pos` after `moves`, into `counts`.
    fn fast_perft_each(
        &self,
        pos: &Self::Position,
        moves: &[Self::Move],
        depth: u32,
        counts: &mut [u64],
    ) {
        for (&m, n) in moves.iter().zip(counts) {
            *n = self.fast_perft(&Self::play(pos, m), depth);
        }
    }

    /// Leaf nodes counted the plain way `mode` names, where the game has code of its own for
    /// it; `None` counts by [`plain_perft`](crate::engine::plain_perft).
    fn own_plain_perft(&self, pos: &Self::Position, depth: u32, mode: Mode) -> Option<u64> {
        let _ = (pos, depth, mode);
        None
    }

    /// How it counts the last plies.
    fn counting(&self) -> Mode;

    /// The same game counting the way `mode` says.
    fn counting_in(self, mode: Mode) -> Self;

    /// Appends the key of each child of `pos` (key `key`) after `moves` to `out`; a game may
    /// read them off the moves without making them.
    fn child_keys(
        keys: &<Self::Position as BoardPosition>::Keys,
        pos: &Self::Position,
        key: Key128,
        moves: &[Self::Move],
        out: &mut Vec<Key128>,
    ) {
        out.extend(
            moves
                .iter()
                .map(|&m| pos.child_key(keys, key, &Self::play(pos, m), Self::EN_PASSANT)),
        );
    }
}

impl<G: BoardGame> Game for G {
    type Position = G::Position;
    type Move = G::Move;
    type Moves = G::Moves;
    type Id = <G::Position as BoardPosition>::Id;
    type Keys = <G::Position as BoardPosition>::Keys;
    type FenError = G::FenError;

    fn name(&self) -> &'static str {
        G::NAME
    }

    fn start(&self) -> G::Position {
        G::start()
    }

    fn parse(&self, fen: &str) -> Result<G::Position, G::FenError> {
        G::read_fen(fen)
    }

    fn parse_strict(&self, fen: &str) -> Result<G::Position, G::FenError> {
        let pos = G::read_fen(fen)?;
        G::validate_strict(&pos)?;
        Ok(pos)
    }

    fn checkers(&self, pos: &G::Position) -> Vec<String> {
        G::checkers(pos)
            .into_iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn outcome(&self, pos: &G::Position) -> Outcome {
        let moves = self.legal_moves(pos).as_ref().len() as u64;
        Outcome::of(moves, G::checkers(pos).any(), G::ended_by_check(pos))
    }

    fn fen(&self, pos: &G::Position) -> String {
        pos.fen()
    }

    #[inline]
    fn moves(&self, pos: &G::Position) -> G::Moves {
        self.legal_moves(pos)
    }

    #[inline(always)]
    fn play(&self, pos: &G::Position, m: G::Move) -> G::Position {
        G::play(pos, m)
    }

    fn uci(&self, pos: &G::Position, m: G::Move) -> String {
        G::uci(pos, m)
    }

    fn parse_uci(&self, pos: &G::Position, text: &str) -> Result<G::Move, MoveError> {
        self.read_uci(pos, text)
    }

    #[inline]
    fn perft(&self, pos: &G::Position, depth: u32) -> u64 {
        match self.counting() {
            Mode::Fast => self.fast_perft(pos, depth),
            mode => self
                .own_plain_perft(pos, depth, mode)
                .unwrap_or_else(|| crate::engine::plain_perft(self, pos, depth, mode)),
        }
    }

    fn perft_each(&self, pos: &G::Position, moves: &[G::Move], depth: u32, counts: &mut [u64]) {
        match self.counting() {
            Mode::Fast => self.fast_perft_each(pos, moves, depth, counts),
            _ => {
                for (&m, n) in moves.iter().zip(counts) {
                    *n = Game::perft(self, &G::play(pos, m), depth);
                }
            }
        }
    }

    fn mode(&self) -> Mode {
        self.counting()
    }

    /// Every game on the chess board counts every way.
    fn with_mode(self, mode: Mode) -> Result<G, ModeError> {
        Ok(self.counting_in(mode))
    }

    fn keys(&self, seed: u64) -> Self::Keys {
        G::Position::keys(seed)
    }

    #[inline]
    fn key(&self, keys: &Self::Keys, pos: &G::Position) -> Key128 {
        pos.key(keys, G::EN_PASSANT)
    }

    #[inline(always)]
    fn child_key(
        &self,
        keys: &Self::Keys,
        parent: &G::Position,
        parent_key: Key128,
        child: &G::Position,
    ) -> Key128 {
        parent.child_key(keys, parent_key, child, G::EN_PASSANT)
    }

    #[inline(always)]
    fn child_keys(
        &self,
        keys: &Self::Keys,
        pos: &G::Position,
        key: Key128,
        moves: &[G::Move],
        out: &mut Vec<Key128>,
    ) {
        G::child_keys(keys, pos, key, moves, out)
    }

    fn id(&self, pos: &G::Position) -> Self::Id {
        pos.id(G::EN_PASSANT)
    }

    fn position(&self, id: &Self::Id) -> G::Position {
        G::Position::from_id(id)
    }
}

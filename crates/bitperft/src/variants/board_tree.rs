//! Perft and move lists for the games played on the chess board with [`VariantMove`]s
//! (antichess, giveaway, horde, atomic), written once over [`BoardRules`]: moves are played
//! by a visitor without a move list, and the last ply is counted, never played.

use super::pseudo::{Count, VariantVisitor};
use super::VariantMove;
use crate::attacks::Sliders;
use crate::movegen::{Black, Side, White};
use crate::position::Position;
use crate::types::Color;
use std::marker::PhantomData;

/// What perft needs of one such game.
pub(crate) trait BoardRules {
    /// Sends the legal moves of `Us`, the side to move, to `sink`.
    fn generate<S: Sliders, Us: Side, K: VariantVisitor>(pos: &Position, sink: &mut K);

    /// The number of legal moves of `Us`, the side to move (by popcount where the sink allows).
    #[inline(always)]
    fn count<S: Sliders, Us: Side>(pos: &Position) -> u64 {
        let mut c = Count(0);
        Self::generate::<S, Us, _>(pos, &mut c);
        c.0
    }

    /// Makes `m`, a legal move of `pos`, in place.
    fn make(pos: &mut Position, m: VariantMove);
}

/// The position after `m`, a legal move of `pos`.
#[inline(always)]
pub(crate) fn play<R: BoardRules>(pos: &Position, m: VariantMove) -> Position {
    let mut child = *pos;
    R::make(&mut child, m);
    child
}

/// The legal moves of `pos`.
pub(crate) fn moves_with<R: BoardRules, S: Sliders>(pos: &Position) -> Vec<VariantMove> {
    let mut v = Vec::new();
    match pos.turn() {
        Color::White => R::generate::<S, White, _>(pos, &mut v),
        Color::Black => R::generate::<S, Black, _>(pos, &mut v),
    }
    v
}

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub(crate) fn perft_with<R: BoardRules, S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<R, S, White>(pos, depth),
        Color::Black => perft_side::<R, S, Black>(pos, depth),
    }
}

fn perft_side<R: BoardRules, S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => R::count::<S, Us>(pos),
        _ => {
            let mut v = Expand::<R, S, Us> {
                pos,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            R::generate::<S, Us, _>(pos, &mut v);
            v.nodes
        }
    }
}

/// Plays each move in a copy of the position and counts below it (the last ply inline).
struct Expand<'a, R, S, Us> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(R, S, Us)>,
}

impl<R: BoardRules, S: Sliders, Us: Side> VariantVisitor for Expand<'_, R, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: VariantMove) {
        self.nodes += below::<R, S, Us>(self.pos, m, self.depth);
    }
}

/// Leaf nodes `depth` plies below `m`, a legal move of `pos`. Out of line: the generator calls
/// it from each of its move sites, which would otherwise each hold a copy of the counter.
#[inline(never)]
fn below<R: BoardRules, S: Sliders, Us: Side>(pos: &Position, m: VariantMove, depth: u32) -> u64 {
    let mut child = *pos;
    R::make(&mut child, m);
    if depth == 1 {
        R::count::<S, Us::Other>(&child)
    } else {
        perft_side::<R, S, Us::Other>(&child, depth)
    }
}

/// What differs between the games on this tree (antichess, giveaway, horde, atomic): their
/// [`BoardGame`](crate::chess::BoardGame) follows, with chess positions of any number of
/// kings, [`VariantMove`]s made by [`play`] and no `--strict` checks beyond the FEN reader's.
pub(crate) trait TreeGame: Copy + Send + Sync + 'static {
    /// Its name ([`BoardGame::NAME`](crate::chess::BoardGame::NAME)).
    const NAME: &'static str;
    /// True if it has castling.
    const CASTLING: bool;
    /// How its moves are made and counted.
    type Rules: BoardRules;
    /// The start position.
    fn start() -> Position;
    /// Reads a FEN.
    fn read_fen(fen: &str) -> Result<Position, crate::variants::VariantFenError>;
    /// The pieces checking the side to move by its rules.
    fn checkers(pos: &Position) -> crate::types::Bitboard;
    /// For a position without moves: true if it ended by mate or stalemate.
    fn ended_by_check(pos: &Position) -> bool;
    /// The legal moves (the slider backend's [`moves_with`]).
    fn legal_moves(&self, pos: &Position) -> Vec<VariantMove>;
    /// Perft the fast way (the slider backend's [`perft_with`]).
    fn fast_perft(&self, pos: &Position, depth: u32) -> u64;
    /// How it counts the last plies.
    fn counting(&self) -> crate::engine::Mode;
    /// The same game counting the way `mode` says.
    fn counting_in(self, mode: crate::engine::Mode) -> Self;
}

impl<T: TreeGame> crate::chess::BoardGame for T {
    const NAME: &'static str = T::NAME;
    const EN_PASSANT: crate::chess::EnPassant = crate::chess::EnPassant::AsSet;
    const CASTLING: bool = T::CASTLING;
    type Position = Position;
    type Move = VariantMove;
    type Moves = Vec<VariantMove>;
    type FenError = crate::variants::VariantFenError;

    fn start() -> Position {
        T::start()
    }

    fn read_fen(fen: &str) -> Result<Position, crate::variants::VariantFenError> {
        T::read_fen(fen)
    }

    /// The FEN reader's checks are all there are.
    fn validate_strict(_: &Position) -> Result<(), crate::variants::VariantFenError> {
        Ok(())
    }

    fn checkers(pos: &Position) -> crate::types::Bitboard {
        T::checkers(pos)
    }

    fn ended_by_check(pos: &Position) -> bool {
        T::ended_by_check(pos)
    }

    fn legal_moves(&self, pos: &Position) -> Vec<VariantMove> {
        TreeGame::legal_moves(self, pos)
    }

    #[inline(always)]
    fn play(pos: &Position, m: VariantMove) -> Position {
        play::<T::Rules>(pos, m)
    }

    fn uci(pos: &Position, m: VariantMove) -> String {
        m.uci(pos)
    }

    fn read_uci(
        &self,
        pos: &Position,
        text: &str,
    ) -> Result<VariantMove, crate::position::MoveError> {
        super::variant_move::parse_uci(pos, &TreeGame::legal_moves(self, pos), text)
    }

    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        TreeGame::fast_perft(self, pos, depth)
    }

    fn counting(&self) -> crate::engine::Mode {
        TreeGame::counting(self)
    }

    fn counting_in(self, mode: crate::engine::Mode) -> T {
        TreeGame::counting_in(self, mode)
    }
}

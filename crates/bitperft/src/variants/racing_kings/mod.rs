//! Racing kings: no checks, no castling; the first king to reach rank 8 wins. A move that gives
//! check is illegal. If White's king arrives first, Black has one reply, which draws if its
//! king arrives too: a position with a king on rank 8 has no moves, except Black's when White's
//! king stands there alone and Black's king has a legal move onto rank 8.
//!
//! Positions, keys and identities are chess's; the moves are the chess generator's without
//! the checking ones ([`CheckTest`], no move played), counted at the last ply as they come.
//!
//! ```
//! use bitperft::variants::RacingKings;
//! use bitperft::Game;
//! let game = RacingKings::default();
//! assert_eq!(game.perft(&game.start(), 3), 11_264);
//! ```

mod checks;
mod perft;

pub use checks::CheckTest;
pub use perft::perft_with;

use crate::attacks::{self, Sliders};
use crate::chess::{BoardGame, EnPassant, KeySet};
use crate::engine::{Key128, Mode};
use crate::position::{MoveError, Position};
use crate::types::{Bitboard, Color, Move, MoveList, Role};
use crate::variants::{VariantFenError, VariantFenErrorKind};

/// The start position: both armies side by side on ranks 1 and 2.
pub const START_FEN: &str = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";

/// The goal: rank 8.
pub const GOAL: Bitboard = Bitboard::RANK_8;

/// Racing kings with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct RacingKings {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    RacingKings,
    Position,
    MoveList,
    <S> perft_with::<S>,
    moves_with::<S>
);

/// The chess moves of `pos` that give no check (whether or not the game is over).
fn unchecked_moves<S: Sliders>(pos: &Position) -> MoveList {
    let test = CheckTest::<S>::new(pos);
    let mut out = MoveList::new();
    for &m in pos.legal_moves_with::<S>().iter() {
        if !test.gives_check(pos, m) {
            out.push(m);
        }
    }
    out
}

/// True if the game is over in `pos`: a king is on rank 8, unless it is White's alone, Black
/// is to move and Black's king can reach rank 8 with a legal move.
#[inline(always)]
pub fn is_over_with<S: Sliders>(pos: &Position) -> bool {
    let arrived = pos.by_role(Role::King) & GOAL;
    if arrived.is_empty() {
        return false;
    }
    if pos.turn() == Color::White || (arrived & pos.by_color(Color::Black)).any() {
        return true;
    }
    let king = pos.king(Color::Black);
    if (attacks::king(king) & GOAL & !pos.by_color(Color::Black)).is_empty() {
        return true;
    }
    !unchecked_moves::<S>(pos)
        .iter()
        .any(|m| m.from() == king && GOAL.contains(m.to()))
}

/// The legal moves of `pos`.
fn moves_with<S: Sliders>(pos: &Position) -> MoveList {
    if is_over_with::<S>(pos) {
        MoveList::new()
    } else {
        unchecked_moves::<S>(pos)
    }
}

/// Reads a racing-kings FEN: a chess FEN (a king each, the side not to move not in check)
/// without castling rights.
fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    let pos = Position::from_fen(fen)?;
    if pos.castling() != crate::types::CastlingRights::NONE {
        let field = fen.split_whitespace().nth(2).unwrap_or_default();
        return Err(VariantFenError::new(
            "castling",
            field,
            VariantFenErrorKind::NoCastling("racingkings"),
        ));
    }
    Ok(pos)
}

impl BoardGame for RacingKings {
    const NAME: &'static str = "racingkings";
    const EN_PASSANT: EnPassant = EnPassant::Legal;
    const CASTLING: bool = false;
    type Position = Position;
    type Move = Move;
    type Moves = MoveList;
    type FenError = VariantFenError;

    fn start() -> Position {
        read_fen(START_FEN).expect("the start position parses")
    }

    fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
        read_fen(fen)
    }

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

    /// One of the legal moves (none once the game is over).
    fn read_uci(&self, pos: &Position, text: &str) -> Result<Move, MoveError> {
        let moves = self.legal_moves(pos);
        if moves.is_empty() {
            return Err(MoveError::GameOver {
                text: text.to_string(),
                fen: pos.to_fen(),
            });
        }
        let m = pos.parse_uci(text)?;
        if moves.contains(&m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal {
                text: text.to_string(),
                fen: pos.to_fen(),
            })
        }
    }

    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> RacingKings {
        RacingKings { mode, ..self }
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

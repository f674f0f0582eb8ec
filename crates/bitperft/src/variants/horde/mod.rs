//! Horde: White has pawns (36 at the start, and whatever they promote to) and no king; Black
//! has the chess army. White's pawns on rank 1 may also step two squares (no e.p. square is
//! set by such a step). Black must not leave its king attacked; White has nothing to protect.
//! A position in which White has no pieces left has no moves (Black has won).
//!
//! White's moves are all its piece moves (the shared generator without limits); Black's are
//! the chess legal moves against a kingless army (`black.rs`). The last ply is counted by
//! popcount for both sides.
//!
//! ```
//! use bitperft::variants::Horde;
//! use bitperft::Game;
//! let game = Horde::default();
//! assert_eq!(game.perft(&game.start(), 3), 1_274);
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

mod black;
mod perft;

use crate::engine::Mode;
use crate::position::{FenErrorKind, FenRules, Position};
use crate::types::{Bitboard, Color, Move, Role};
use crate::variants::board_tree::{self, TreeGame};
use crate::variants::{VariantFenError, VariantFenErrorKind, VariantMove};

/// Horde with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Horde {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    Horde,
    Position,
    Vec<VariantMove>,
    <S> board_tree::perft_with::<perft::Rules, S>,
    board_tree::moves_with::<perft::Rules, S>
);

impl TreeGame for Horde {
    const NAME: &'static str = "horde";
    const CASTLING: bool = true;
    type Rules = perft::Rules;

    fn start() -> Position {
        start()
    }

    fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
        read_fen(fen)
    }

    fn checkers(pos: &Position) -> Bitboard {
        checkers(pos)
    }

    fn ended_by_check(pos: &Position) -> bool {
        ended_by_check(pos)
    }

    fn legal_moves(&self, pos: &Position) -> Vec<VariantMove> {
        (self.backend.moves)(pos)
    }

    fn fast_perft(&self, pos: &Position, depth: u32) -> u64 {
        (self.backend.perft)(pos, depth)
    }

    fn counting(&self) -> Mode {
        self.mode
    }

    fn counting_in(self, mode: Mode) -> Horde {
        Horde { mode, ..self }
    }
}

/// The pieces checking Black's king when Black is to move; White has no king to check.
fn checkers(pos: &Position) -> Bitboard {
    if pos.turn() == Color::Black {
        pos.checkers()
    } else {
        Bitboard::EMPTY
    }
}

/// Black without moves is mated or stalemated, White without moves is stalemated; White
/// without pieces has lost by the variant's rule.
fn ended_by_check(pos: &Position) -> bool {
    pos.turn() == Color::Black || pos.by_color(Color::White).any()
}

/// The horde start position.
pub const START_FEN: &str =
    "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";

/// The horde start position.
pub fn start() -> Position {
    read_fen(START_FEN).expect("the start parses")
}

/// The FEN rules of horde: White pawns may stand on rank 1; kings are checked below.
const RULES: FenRules = FenRules {
    material_limits: false,
    one_king_each: false,
    pawns_on_rank_1: true,
    castling_king_square: false,
};

/// Reads a horde FEN: White has no king, Black exactly one, which is not in check when White
/// is to move.
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    let pos = Position::from_fen_rules(fen, RULES)?;
    let board = fen.split_whitespace().next().unwrap_or("");
    let white_kings = pos.pieces(Color::White, Role::King).count();
    if white_kings != 0 {
        return Err(VariantFenError::new(
            "board",
            board,
            VariantFenErrorKind::KingNotAllowed(Color::White, white_kings),
        ));
    }
    let black_kings = pos.pieces(Color::Black, Role::King).count();
    if black_kings != 1 {
        return Err(VariantFenError::new(
            "board",
            board,
            VariantFenErrorKind::Chess(FenErrorKind::KingCount(Color::Black, black_kings)),
        ));
    }
    let king = pos.king(Color::Black);
    if pos.turn() == Color::White && pos.attackers(king, Color::White, pos.occupied()).any() {
        return Err(VariantFenError::new(
            "position",
            fen.trim(),
            VariantFenErrorKind::Chess(FenErrorKind::OpponentInCheck),
        ));
    }
    Ok(pos)
}

/// Makes `m`, a legal horde move of `pos` (a chess move), in place.
#[inline(always)]
pub(super) fn make(pos: &mut Position, m: VariantMove) {
    match m {
        VariantMove::Chess(m) => pos.make(m),
        VariantMove::PromoteKing { from, to } => {
            debug_assert!(false, "no king promotion in horde");
            pos.make(Move::new(from, to, crate::types::MoveKind::PromoteQueen))
        }
    }
}

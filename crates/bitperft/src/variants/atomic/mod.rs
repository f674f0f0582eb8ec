//! Atomic: every capture is an explosion. The captured piece, the capturing piece and every
//! piece but pawns on the eight squares around the capture square leave the board (for an
//! e.p. capture: around the square the pawn lands on). Kings never capture. A move that blows
//! up one's own king is illegal; one that blows up the enemy king is legal whatever else
//! happens. Kings standing next to each other cannot be in check (taking the checker would
//! blow up both). Castling as in chess (Chess960 too), with that notion of attack. A position
//! with a king missing has no moves.
//!
//! Legality is decided per move without playing it (`legal.rs`): the squares the move empties
//! (the explosion) and fills are enough to tell whether a king goes up or an enemy piece still
//! attacks ours. The last ply is counted with that test, never played.
//!
//! ```
//! use bitperft::variants::Atomic;
//! use bitperft::Game;
//! let game = Atomic::default();
//! assert_eq!(game.perft(&game.start(), 3), 8_902);
//! # Ok::<(), bitperft::variants::VariantFenError>(())
//! ```

mod legal;
mod perft;

use crate::attacks;
use crate::engine::Mode;
use crate::position::{FenErrorKind, FenRules, Position};
use crate::types::{Bitboard, Color, MoveKind, Role};
use crate::variants::board_tree::{self, TreeGame};
use crate::variants::{VariantFenError, VariantFenErrorKind, VariantMove};

/// Atomic with one slider backend (chosen as for [`crate::Chess`]).
#[derive(Clone, Copy)]
pub struct Atomic {
    backend: &'static Backend,
    /// How perft counts the last plies ([`Game::with_mode`](crate::Game::with_mode)).
    mode: Mode,
}

crate::attacks::game_backend!(
    Atomic,
    Position,
    Vec<VariantMove>,
    <S> board_tree::perft_with::<perft::Rules, S>,
    board_tree::moves_with::<perft::Rules, S>
);

impl TreeGame for Atomic {
    const NAME: &'static str = "atomic";
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

    fn counting_in(self, mode: Mode) -> Atomic {
        Atomic { mode, ..self }
    }
}

/// Chess's checkers, except that kings side by side are not in check (an explosion would take
/// both) and a blown-up king has none.
fn checkers(pos: &Position) -> Bitboard {
    let ours = pos.pieces(pos.turn(), Role::King);
    let theirs = pos.pieces(!pos.turn(), Role::King);
    if ours.is_empty() || theirs.is_empty() || (attacks::king(ours.lsb()) & theirs).any() {
        Bitboard::EMPTY
    } else {
        pos.checkers()
    }
}

/// Mate or stalemate while both kings stand; a blown-up king ended the game by the variant's
/// rule.
fn ended_by_check(pos: &Position) -> bool {
    Color::ALL.iter().all(|&c| pos.pieces(c, Role::King).any())
}

/// The atomic start position: the chess one.
pub fn start() -> Position {
    Position::startpos()
}

/// The FEN rules of atomic: kings are checked below (one a side, or none once blown up).
const RULES: FenRules = FenRules {
    material_limits: false,
    one_king_each: false,
    pawns_on_rank_1: false,
    castling_king_square: false,
};

/// Reads an atomic FEN: at most one king a side, none missing but the side to move's (the
/// other side blew it up: the game is over), and the side not to move not in check (atomic check: kings side by side are never in check).
pub fn read_fen(fen: &str) -> Result<Position, VariantFenError> {
    let pos = Position::from_fen_rules(fen, RULES)?;
    let board = fen.split_whitespace().next().unwrap_or("");
    for c in Color::ALL {
        let n = pos.pieces(c, Role::King).count();
        if n > 1 {
            return Err(VariantFenError::new(
                "board",
                board,
                VariantFenErrorKind::Chess(FenErrorKind::KingCount(c, n)),
            ));
        }
    }
    let them = !pos.turn();
    if pos.pieces(them, Role::King).is_empty() {
        return Err(VariantFenError::new(
            "board",
            board,
            VariantFenErrorKind::KingBlownUpByItsSide(them),
        ));
    }
    if let Some(king) = pos.pieces(them, Role::King).first() {
        if legal::in_check::<crate::attacks::DefaultSliders>(&pos, them, king, pos.occupied()) {
            return Err(VariantFenError::new(
                "position",
                fen.trim(),
                VariantFenErrorKind::Chess(FenErrorKind::OpponentInCheck),
            ));
        }
    }
    Ok(pos)
}

/// The squares a capture on `to` clears besides the capturer's origin: `to` and every
/// non-pawn piece next to it.
#[inline(always)]
pub(crate) fn blast(pos: &Position, to: crate::types::Square) -> Bitboard {
    (attacks::king(to) & pos.occupied() & !pos.by_role(Role::Pawn)).with(to)
}

/// Makes `m`, a legal atomic move of `pos`, in place: the chess move, then for a capture the
/// explosion around the capture square (the capturer, which stands there now, included).
#[inline(always)]
pub(super) fn make(pos: &mut Position, m: VariantMove) {
    let VariantMove::Chess(m) = m else {
        unreachable!("no king promotion in atomic")
    };
    let capture = m.kind() == MoveKind::EnPassant
        || (m.kind() != MoveKind::Castle && pos.piece_on(m.to()).is_some());
    pos.make(m);
    if capture {
        pos.remove_all(blast(pos, m.to()));
    }
}

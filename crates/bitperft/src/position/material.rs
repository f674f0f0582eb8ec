//! Material that a game could have: at most 16 pieces and 8 pawns a side, and no more pieces
//! beyond the initial set than the missing pawns could have promoted to.
//!
//! This is checked by default, not only under `--strict`: it is what keeps every position a
//! perft can reach within [`crate::MoveList::CAPACITY`] (256) legal moves. With attainable
//! material no position has more than 218 (the 2024 computer proof that Petrović's 218 is the
//! maximum searched all placements of attainable material, reachable or not), while a board
//! of, say, a king and twenty queens has hundreds.

use super::{FenErrorKind, Position};
use crate::types::{Bitboard, Color, Role};

/// Dark squares (a1, c1, ...): bishops on the two square colours are counted apart.
const DARK: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

/// Pieces of `color` beyond the initial set (1 queen, 2 rooks, 2 knights, one bishop per
/// square colour): each needs a promotion.
fn promoted(pos: &Position, color: Color) -> u32 {
    let extra = |role: Role, initial: u32| pos.pieces(color, role).count().saturating_sub(initial);
    let bishops = pos.pieces(color, Role::Bishop);
    extra(Role::Queen, 1)
        + extra(Role::Rook, 2)
        + extra(Role::Knight, 2)
        + (bishops & DARK).count().saturating_sub(1)
        + (bishops & !DARK).count().saturating_sub(1)
}

impl Position {
    /// Checks the material of both sides (see the module docs).
    pub(super) fn check_material(&self) -> Result<(), FenErrorKind> {
        for color in Color::ALL {
            let all = self.by_color(color).count();
            if all > 16 {
                return Err(FenErrorKind::TooManyPieces(color, all));
            }
            let pawns = self.pieces(color, Role::Pawn).count();
            if pawns > 8 {
                return Err(FenErrorKind::TooManyPawns(color, pawns));
            }
            let promoted = promoted(self, color);
            if promoted > 8 - pawns {
                return Err(FenErrorKind::TooManyPromoted(color, promoted, pawns));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Color, FenErrorKind, Position};

    fn kind(fen: &str) -> Option<FenErrorKind> {
        Position::from_fen(fen).err().map(|e| e.kind)
    }

    #[test]
    fn dark_squares() {
        assert!(super::DARK.contains(crate::Square::A1));
        assert!(!super::DARK.contains(crate::Square::H1));
    }

    #[test]
    fn attainable_material_is_accepted() {
        // The 218-move position: 9 queens, 2 rooks, 2 bishops (one per colour), 2 knights.
        assert_eq!(
            kind("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"),
            None
        );
        // Two bishops on light squares and no missing... one pawn missing: one promotion.
        assert_eq!(kind("4k3/8/8/8/8/8/PPPPPPP1/1B1BK3 w - - 0 1"), None);
    }

    #[test]
    fn unattainable_material_is_rejected() {
        assert_eq!(
            kind("4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1"),
            Some(FenErrorKind::TooManyPromoted(Color::White, 1, 8))
        );
        assert_eq!(
            kind("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"),
            Some(FenErrorKind::TooManyPawns(Color::Black, 9))
        );
        assert_eq!(
            kind("QQQQQQQQ/QQQQQQQQ/QQ6/8/8/8/8/K6k b - - 0 1"),
            Some(FenErrorKind::TooManyPieces(Color::White, 19))
        );
        // A king and fifteen queens: over 256 moves, more than the move list holds.
        assert_eq!(
            kind("Q1Q1Q1Q1/8/1Q1Q1Q1Q/8/Q1Q1Q1Q1/8/1Q1Q1Q2/K6k b - - 0 1"),
            Some(FenErrorKind::TooManyPromoted(Color::White, 14, 0))
        );
    }
}

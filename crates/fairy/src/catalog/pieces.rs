//! Pieces shared by several variants.

use crate::spec::{PieceSpec, Promotion, PromotionStyle};

/// The chess king.
pub const KING: PieceSpec = PieceSpec::new('K', "king", "K").royal();
/// The chess queen.
pub const QUEEN: PieceSpec = PieceSpec::new('Q', "queen", "Q");
/// The chess rook.
pub const ROOK: PieceSpec = PieceSpec::new('R', "rook", "R");
/// The chess bishop.
pub const BISHOP: PieceSpec = PieceSpec::new('B', "bishop", "B");
/// The chess knight.
pub const KNIGHT: PieceSpec = PieceSpec::new('N', "knight", "N");
/// The archbishop (bishop + knight), `A` in Capablanca chess.
pub const ARCHBISHOP: PieceSpec = PieceSpec::new('A', "archbishop", "BN");
/// The chancellor (rook + knight), `C` in Capablanca chess.
pub const CHANCELLOR: PieceSpec = PieceSpec::new('C', "chancellor", "RN");
/// The fers of the old games: one step diagonally.
pub const FERS: PieceSpec = PieceSpec::new('F', "fers", "F");
/// The wazir: one step orthogonally.
pub const WAZIR: PieceSpec = PieceSpec::new('W', "wazir", "W");
/// The alfil: a jump of two squares diagonally.
pub const ALFIL: PieceSpec = PieceSpec::new('E', "alfil", "A");
/// A non-royal king (the man of courier chess, knightmate's commoner).
pub const MAN: PieceSpec = PieceSpec::new('M', "man", "K");

/// Promotion on the last rank, every move there must promote.
pub const fn last_rank(to: &'static [&'static str]) -> Promotion {
    Promotion {
        ranks: 1,
        to,
        style: PromotionStyle::Mandatory,
        limits: &[],
    }
}

/// The chess pawn (double step from the second rank, en passant), promoting to `to` on the
/// last rank.
pub const fn chess_pawn(to: &'static [&'static str]) -> PieceSpec {
    PieceSpec::new('P', "pawn", "fmWfcFifmnD")
        .pawn(&[1], true)
        .promotes(last_rank(to))
}

/// The pawn of the old games: one step forward, capturing one step diagonally forward, no
/// double step, promoting to `to` in the last `ranks` ranks.
pub const fn single_step_pawn(ranks: u8, to: &'static [&'static str]) -> PieceSpec {
    PieceSpec::new('P', "pawn", "fmWfcF")
        .pawn(&[], false)
        .promotes(Promotion {
            ranks,
            to,
            style: PromotionStyle::Mandatory,
            limits: &[],
        })
}

//! Pieces shared by several variants.

use crate::spec::{Holdings, PieceSpec, Promotion, PromotionStyle};

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
        to: [to, to],
        style: PromotionStyle::Mandatory,
        limits: &[],
    }
}

/// The chess pawn: one step forward, two from the second rank (the square passed over must be
/// empty), capturing one step diagonally forward, en passant; no promotion yet.
pub const CHESS_PAWN: PieceSpec = PieceSpec::new('P', "pawn", "fmWfcFifmnD").pawn(&[1], true);

/// The chess pawn promoting to `to` on the last rank.
pub const fn chess_pawn(to: &'static [&'static str]) -> PieceSpec {
    CHESS_PAWN.promotes(last_rank(to))
}

/// The chess army.
pub const CHESS_PIECES: &[PieceSpec] = &[
    chess_pawn(&["Q", "R", "B", "N"]),
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    KING,
];

/// Crazyhouse's hand: captured pieces change sides into it and drop on any empty square,
/// pawns not on the first or last rank; the other variants' hands are this with changes.
pub const CHESS_HAND: Holdings = Holdings {
    captures: true,
    pawn_drop_ranks: (1, 6),
    pawns_per_file: 0,
    no_pawn_drop_mate: false,
    no_dead_drops: false,
    drop_ranks: None,
    promoted_drops: false,
    drops: true,
    must_drop: false,
    must_drop_type: None,
    opposite_bishops: None,
    drop_loop: false,
    partner: false,
};

/// The pawn of the old games: one step forward, capturing one step diagonally forward, no
/// double step; no promotion yet.
pub const SINGLE_STEP_PAWN: PieceSpec = PieceSpec::new('P', "pawn", "fmWfcF").pawn(&[], false);

/// The pawn of the old games promoting to `to` in the last `ranks` ranks.
pub const fn single_step_pawn(ranks: u8, to: &'static [&'static str]) -> PieceSpec {
    SINGLE_STEP_PAWN.promotes(Promotion {
        ranks,
        to: [to, to],
        style: PromotionStyle::Mandatory,
        limits: &[],
    })
}

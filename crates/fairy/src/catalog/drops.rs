//! Chess with pieces in hand: chessgi (crazyhouse with first-rank pawn drops) and pocket
//! knight.

use super::chess_family::CHESS_CASTLING;
use super::pieces::*;
use crate::spec::{Holdings, VariantSpec};

/// Chessgi: crazyhouse where pawns may also be dropped on the first rank.
pub const CHESSGI: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    holdings: Some(Holdings {
        pawn_drop_ranks: (0, 6),
        drop_loop: true,
        ..CHESS_HAND
    }),
    ..VariantSpec::new(
        "chessgi",
        "crazyhouse with pawn drops on the first rank too; promoted pieces stay promoted in hand",
        (8, 8),
        CHESS_PIECES,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    )
};

/// Loop chess: crazyhouse whose promoted pieces stay promoted in hand.
pub const LOOP: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    holdings: Some(Holdings {
        drop_loop: true,
        ..CHESS_HAND
    }),
    ..VariantSpec::new(
        "loop",
        "crazyhouse whose promoted pieces stay promoted in hand",
        (8, 8),
        CHESS_PIECES,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
    )
};

/// Pocket knight: chess with one knight in hand each.
pub const POCKETKNIGHT: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    holdings: Some(Holdings {
        captures: false,
        ..CHESS_HAND
    }),
    ..VariantSpec::new(
        "pocketknight",
        "chess with a knight in hand for each side, dropped on any empty square instead of a move",
        (8, 8),
        CHESS_PIECES,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
    )
};

/// S-chess: a hawk (bishop + knight) and an elephant (rook + knight) in hand, gated in.
pub const SEIRAWAN: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    gating: true,
    holdings: Some(Holdings {
        captures: false,
        drops: false,
        ..CHESS_HAND
    }),
    ..VariantSpec::new(
        "seirawan",
        "S-chess: hawk H (B+N) and elephant E (R+N) in hand, gated onto the square a first-rank piece leaves for the first time",
        (8, 8),
        &[
            chess_pawn(&["Q", "H", "E", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            crate::spec::PieceSpec::new('H', "hawk", "BN"),
            crate::spec::PieceSpec::new('E', "elephant", "RN"),
            KING,
        ],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
    )
};

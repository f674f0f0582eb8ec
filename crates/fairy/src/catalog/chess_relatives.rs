//! Fairy-Stockfish's chess relatives that change one rule or swap pieces: chess without
//! castling, the queen replaced (almost, amazon), pieces that move one way and capture
//! another (hoppelpoppel, New Zealand), the 5x5 board (gardner).

use super::chess_family::CHESS_CASTLING;
use super::pieces::*;
use crate::spec::{PieceSpec, VariantSpec};

/// No castling: chess without castling rights.
pub const NOCASTLE: VariantSpec = VariantSpec::new(
    "nocastle",
    "chess without castling",
    (8, 8),
    CHESS_PIECES,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
);

/// Almost chess: the queen is replaced by a chancellor (rook + knight).
pub const ALMOST: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "almost",
        "the queens are chancellors C (R+N)",
        (8, 8),
        &[
            chess_pawn(&["C", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            CHANCELLOR,
            KING,
        ],
        "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
    )
};

/// Amazon chess: the queen is replaced by an amazon (queen + knight).
pub const AMAZON: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "amazon",
        "the queens are amazons A (Q+N)",
        (8, 8),
        &[
            chess_pawn(&["A", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            PieceSpec::new('A', "amazon", "QN"),
            KING,
        ],
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1",
    )
};

/// Hoppel-Poppel: knights capture as bishops, bishops capture as knights.
pub const HOPPELPOPPEL: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "hoppelpoppel",
        "the knight N moves as a knight and captures as a bishop; the bishop B the other way round",
        (8, 8),
        &[
            chess_pawn(&["Q", "R", "B", "N"]),
            PieceSpec::new('N', "knibis", "mNcB"),
            PieceSpec::new('B', "biskni", "mBcN"),
            ROOK,
            QUEEN,
            KING,
        ],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
};

/// New Zealand chess: rooks capture as knights, knights capture as rooks.
pub const NEWZEALAND: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "newzealand",
        "the rook R moves as a rook and captures as a knight (and castles); the knight N the other way round",
        (8, 8),
        &[
            chess_pawn(&["Q", "R", "B", "N"]),
            PieceSpec::new('N', "kniroo", "mNcR"),
            BISHOP,
            PieceSpec::new('R', "rookni", "mRcN"),
            QUEEN,
            KING,
        ],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
};

/// Gardner's minichess: 5x5 chess from `rnbqk/ppppp`, no double step, no castling.
pub const GARDNER: VariantSpec = VariantSpec::new(
    "gardner",
    "5x5 minichess (Gardner's), no double step, no castling",
    (5, 5),
    &[
        single_step_pawn(1, &["Q", "R", "B", "N"]),
        KNIGHT,
        BISHOP,
        ROOK,
        QUEEN,
        KING,
    ],
    "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
);

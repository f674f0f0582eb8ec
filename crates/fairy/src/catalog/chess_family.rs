//! Chess and its 8x8 and 6x6 relatives with chess-like pieces.

use super::pieces::*;
use crate::spec::{Castling, PieceSpec, Promotion, PromotionStyle, RoyalRule, VariantSpec};

/// Castling as in chess: the king to the c- or g-file.
pub const CHESS_CASTLING: Castling = Castling {
    king_to: [2, 6],
    rooks: &['R'],
};

/// Standard chess through the generic engine (the CLI's `chess` is the dedicated 8x8
/// generator; this one checks the generic engine against the same counts).
pub const CHESS: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "fairychess",
        "standard chess on the generic engine (a cross-check of the variant machinery)",
        (8, 8),
        CHESS_PIECES,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
};

/// Knightmate: the royal piece moves as a knight, the knights are replaced by men.
pub const KNIGHTMATE: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "knightmate",
        "the royal K moves as a knight; men M (non-royal kings) replace the knights",
        (8, 8),
        &[
            chess_pawn(&["Q", "R", "B", "M"]),
            MAN,
            BISHOP,
            ROOK,
            QUEEN,
            PieceSpec::new('K', "royal knight", "N").royal(),
        ],
        "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
    )
};

/// Los Alamos chess (6x6, no bishops).
pub const LOSALAMOS: VariantSpec = VariantSpec::new(
    "losalamos",
    "6x6 chess without bishops, no double step, no castling",
    (6, 6),
    &[
        single_step_pawn(1, &["Q", "R", "N"]),
        KNIGHT,
        ROOK,
        QUEEN,
        KING,
    ],
    "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
);

/// Berolina chess: pawns move diagonally and capture straight.
pub const BEROLINA: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "berolina",
        "pawns move diagonally forward (two from the start, passing an empty square) and capture straight forward",
        (8, 8),
        &[
            PieceSpec::new('P', "berolina pawn", "fmFfcWifmnA")
                .pawn(&[1], true)
                .promotes(last_rank(&["Q", "R", "B", "N"])),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            KING,
        ],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
};

/// What a spartan hoplite may become.
const HOPLITE_CHOICES: &[&str] = &["K", "G", "W", "L", "C"];

/// Spartan chess: Black's army of hoplites, two kings and new pieces against chess.
pub const SPARTAN: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    royal_rule: RoyalRule::NotAllAttacked,
    ..VariantSpec::new(
        "spartan",
        "Black: two kings K, hoplites H, lieutenants L, general G, warlord W, captains C; in check only when both kings are attacked",
        (8, 8),
        &[
            CHESS_PAWN
                .pawn(&[1], false)
                .promotes(last_rank(&["Q", "R", "B", "N"])),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            KING,
            PieceSpec::new('H', "hoplite", "fmFfcWimA")
                .pawn(&[1], false)
                .promotes(Promotion {
                    ranks: 1,
                    to: [HOPLITE_CHOICES, HOPLITE_CHOICES],
                    style: PromotionStyle::Mandatory,
                    limits: &[("K", 2)],
                }),
            PieceSpec::new('L', "lieutenant", "FAsmW"),
            PieceSpec::new('G', "general", "RF"),
            PieceSpec::new('W', "warlord", "BN"),
            PieceSpec::new('C', "captain", "WD"),
        ],
        "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
    )
};

/// What a super chess pawn may become.
const SUPER_CHOICES: &[&str] = &["Q", "R", "B", "N", "A", "E", "S", "V"];

/// Super chess (Sjaak II): chess whose pawns may also become an empress, princess, amazon or
/// veteran, each type only while the side has fewer than its maximum.
pub const SUPER: VariantSpec = VariantSpec {
    castling: Some(CHESS_CASTLING),
    ..VariantSpec::new(
        "super",
        "chess whose pawns may also become empress E (R+N), princess S (B+N), amazon A (Q+N) or veteran V (K+N), each only below its maximum (1; R, N, B 2)",
        (8, 8),
        &[
            CHESS_PAWN.promotes(Promotion {
                ranks: 1,
                to: [SUPER_CHOICES, SUPER_CHOICES],
                style: PromotionStyle::Mandatory,
                limits: &[
                    ("Q", 1),
                    ("A", 1),
                    ("E", 1),
                    ("S", 1),
                    ("V", 1),
                    ("R", 2),
                    ("N", 2),
                    ("B", 2),
                ],
            }),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            PieceSpec::new('E', "empress", "RN"),
            PieceSpec::new('S', "princess", "BN"),
            PieceSpec::new('A', "amazon", "QN"),
            PieceSpec::new('V', "veteran", "KN"),
            KING,
        ],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
};

/// Sjaak II's `micro`: Gardner's 5x5 minichess with the kings on the a-file (not
/// Fairy-Stockfish's micro shogi, which is `micro` here).
pub const SJAAK_MICRO: VariantSpec = VariantSpec::new(
    "sjaakmicro",
    "Sjaak II's micro: 5x5 minichess (Gardner's, kings on the a-file), no double step, no castling",
    (5, 5),
    &[
        single_step_pawn(1, &["Q", "R", "B", "N"]),
        KNIGHT,
        BISHOP,
        ROOK,
        QUEEN,
        KING,
    ],
    "kqbnr/ppppp/5/PPPPP/KQBNR w - - 0 1",
);

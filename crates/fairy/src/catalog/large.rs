//! Chess on larger boards: 10x8, 9x9 and 10x10, with the compound pieces.

use super::chess_family::CHESS_CASTLING;
use super::pieces::*;
use crate::spec::{Castling, PieceSpec, Promotion, PromotionStyle, VariantSpec};

/// Castling with the king to files `queen_side` and `king_side` (0 = a).
const fn castling(queen_side: u8, king_side: u8) -> Option<Castling> {
    Some(Castling {
        king_to: [queen_side, king_side],
        ..CHESS_CASTLING
    })
}

/// The pieces of Capablanca chess and its relatives.
const CAPABLANCA_PIECES: &[PieceSpec] = &[
    chess_pawn(&["Q", "C", "A", "R", "B", "N"]),
    KNIGHT,
    BISHOP,
    ROOK,
    QUEEN,
    ARCHBISHOP,
    CHANCELLOR,
    KING,
];

/// Capablanca chess (10x8).
pub const CAPABLANCA: VariantSpec = VariantSpec {
    castling: castling(2, 8),
    ..VariantSpec::new(
        "capablanca",
        "10x8 chess with archbishop A (B+N) and chancellor C (R+N); the king castles to c or i",
        (10, 8),
        CAPABLANCA_PIECES,
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    )
};

/// Gothic chess: Capablanca chess from another start.
pub const GOTHIC: VariantSpec = VariantSpec {
    castling: castling(2, 8),
    ..VariantSpec::new(
        "gothic",
        "Capablanca chess from the start RNBQCKABNR",
        (10, 8),
        CAPABLANCA_PIECES,
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
    )
};

/// Embassy chess: the king on e1 castles three squares.
pub const EMBASSY: VariantSpec = VariantSpec {
    castling: castling(1, 7),
    ..VariantSpec::new(
        "embassy",
        "10x8 chess with A and C, start RNBQKCABNR; the king castles three squares, to b or h",
        (10, 8),
        CAPABLANCA_PIECES,
        "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
    )
};

/// Janus chess: two januses (bishop + knight) per side.
pub const JANUS: VariantSpec = VariantSpec {
    castling: castling(1, 8),
    ..VariantSpec::new(
        "janus",
        "10x8 chess with two januses J (B+N); the king castles to b or i",
        (10, 8),
        &[
            chess_pawn(&["Q", "J", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            PieceSpec::new('J', "janus", "BN"),
            KING,
        ],
        "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
    )
};

/// Chancellor chess (9x9).
pub const CHANCELLOR_CHESS: VariantSpec = VariantSpec {
    castling: castling(2, 6),
    ..VariantSpec::new(
        "chancellor",
        "9x9 chess with a chancellor C (R+N)",
        (9, 9),
        &[
            chess_pawn(&["Q", "C", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            CHANCELLOR,
            KING,
        ],
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
    )
};

/// Modern chess (9x9).
pub const MODERN: VariantSpec = VariantSpec {
    castling: castling(2, 6),
    ..VariantSpec::new(
        "modern",
        "9x9 chess with a minister M (B+N)",
        (9, 9),
        &[
            chess_pawn(&["Q", "M", "R", "B", "N"]),
            KNIGHT,
            BISHOP,
            ROOK,
            QUEEN,
            PieceSpec::new('M', "minister", "BN"),
            KING,
        ],
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
    )
};

/// Grand chess promotion: ranks 8-10, optional but on the last rank, at most as many of a
/// type as at the start.
const fn grand_promotion(
    to: &'static [&'static str],
    limits: &'static [(&'static str, u8)],
) -> Promotion {
    Promotion {
        ranks: 3,
        to: [to, to],
        style: PromotionStyle::OptionalOnEntry,
        limits,
    }
}

/// Grand chess (10x10).
pub const GRAND: VariantSpec = VariantSpec::new(
    "grand",
    "10x10 chess with A and C; pawns on the third rank promote on ranks 8-10 to a type the side has fewer of than at the start",
    (10, 10),
    &[
        CHESS_PAWN.pawn(&[2], true).promotes(grand_promotion(
            &["Q", "C", "A", "R", "B", "N"],
            &[("Q", 1), ("C", 1), ("A", 1), ("R", 2), ("B", 2), ("N", 2)],
        )),
        KNIGHT,
        BISHOP,
        ROOK,
        QUEEN,
        ARCHBISHOP,
        CHANCELLOR,
        KING,
    ],
    "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
);

/// Opulent chess (10x10): grand chess with more leapers.
pub const OPULENT: VariantSpec = VariantSpec::new(
    "opulent",
    "grand chess with knights that also step (N), wizards W (camel+fers) and lions L (fers, dabbaba, threeleaper)",
    (10, 10),
    &[
        CHESS_PAWN.pawn(&[2], true).promotes(grand_promotion(
            &["Q", "C", "A", "R", "B", "N", "W", "L"],
            &[
                ("Q", 1),
                ("C", 1),
                ("A", 1),
                ("R", 2),
                ("B", 2),
                ("N", 2),
                ("W", 2),
                ("L", 2),
            ],
        )),
        PieceSpec::new('N', "knight", "NW"),
        BISHOP,
        ROOK,
        QUEEN,
        ARCHBISHOP,
        CHANCELLOR,
        PieceSpec::new('W', "wizard", "CF"),
        PieceSpec::new('L', "lion", "FDH"),
        KING,
    ],
    "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1",
);

/// What a great shatranj pawn may become.
const GREAT_SHATRANJ_CHOICES: &[&str] = &["N", "G", "M", "H", "E", "W", "S"];

/// Great Shatranj (Sjaak II, 10x8): every piece a leaper.
pub const GREAT_SHATRANJ: VariantSpec = VariantSpec::new(
    "greatshatranj",
    "10x8, every piece a leaper: general G (WFDA), minister M (NWD), high priest H (NFA), elephant E (FA), woody W (WD); pawns promote below each type's maximum",
    (10, 8),
    &[
        SINGLE_STEP_PAWN.promotes(Promotion {
            ranks: 1,
            to: [GREAT_SHATRANJ_CHOICES, GREAT_SHATRANJ_CHOICES],
            style: PromotionStyle::Mandatory,
            limits: &[("N", 2), ("G", 1), ("M", 1), ("H", 1), ("E", 2), ("W", 2)],
        }),
        KNIGHT,
        PieceSpec::new('G', "general", "WFDA"),
        PieceSpec::new('M', "minister", "NWD"),
        PieceSpec::new('H', "high priest", "NFA"),
        PieceSpec::new('E', "elephant", "FA"),
        PieceSpec::new('W', "woody", "WD"),
        PieceSpec::new('S', "soldier", "K"),
        KING,
    ],
    "wnegkmhenw/pppppppppp/10/10/10/10/PPPPPPPPPP/WNEGKMHENW w - - 0 1",
);

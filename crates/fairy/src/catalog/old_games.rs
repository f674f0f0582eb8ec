//! Shatranj and its descendants: the fers and alfil (or khon and met) instead of the queen and
//! bishop, pawns that step once.

use super::pieces::*;
use crate::spec::{Ending, PieceSpec, VariantSpec};

/// The khon (makruk) or silver: one step diagonally or straight forward.
const KHON: PieceSpec = PieceSpec::new('S', "khon", "FfW");
/// The met (makruk): one step diagonally.
const MET: PieceSpec = PieceSpec::new('M', "met", "F");

/// Old Persian chess.
pub const SHATRANJ: VariantSpec = VariantSpec {
    endings: &[Ending::BareKingLoses],
    ..VariantSpec::new(
        "shatranj",
        "old Persian chess: fers Q, alfil B, single-step pawns; a bare king loses",
        (8, 8),
        &[
            single_step_pawn(1, &["Q"]),
            KNIGHT,
            PieceSpec::new('B', "alfil", "A"),
            ROOK,
            PieceSpec::new('Q', "fers", "F"),
            KING,
        ],
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    )
};

/// Thai chess.
pub const MAKRUK: VariantSpec = VariantSpec::new(
    "makruk",
    "Thai chess: khon S, met M, pawns on the third rank promote to a met on the sixth",
    (8, 8),
    &[single_step_pawn(3, &["M"]), KNIGHT, KHON, ROOK, MET, KING],
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
);

/// ASEAN chess: makruk written with chess letters, promotion on the last rank.
pub const ASEAN: VariantSpec = VariantSpec::new(
    "asean",
    "makruk with chess letters (B khon, Q met); pawns promote on the last rank to R, N, B, Q",
    (8, 8),
    &[
        single_step_pawn(1, &["R", "N", "B", "Q"]),
        KNIGHT,
        PieceSpec::new('B', "khon", "FfW"),
        ROOK,
        PieceSpec::new('Q', "met", "F"),
        KING,
    ],
    "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
);

/// Ai-wok: makruk with the ai-wok (rook + knight + fers) for the met.
pub const AI_WOK: VariantSpec = VariantSpec::new(
    "ai-wok",
    "makruk with the ai-wok A (R+N+F) for the met",
    (8, 8),
    &[
        single_step_pawn(3, &["A"]),
        KNIGHT,
        KHON,
        ROOK,
        PieceSpec::new('A', "ai-wok", "RNF"),
        KING,
    ],
    "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
);

/// Mongolian chess.
pub const SHATAR: VariantSpec = VariantSpec {
    endings: &[Ending::BareKingDraws],
    ..VariantSpec::new(
        "shatar",
        "Mongolian chess: bers J (R+F), single-step pawns; a bare king ends the game",
        (8, 8),
        &[
            single_step_pawn(1, &["J"]),
            KNIGHT,
            BISHOP,
            ROOK,
            PieceSpec::new('J', "bers", "RF"),
            KING,
        ],
        "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
    )
};

/// Courier chess (12x8).
pub const COURIER: VariantSpec = VariantSpec {
    endings: &[Ending::BareKingLoses],
    ..VariantSpec::new(
        "courier",
        "medieval 12x8 chess: courier B, alfil E, fers F, man M, wazir W; a bare king loses",
        (12, 8),
        &[
            single_step_pawn(1, &["F"]),
            KNIGHT,
            BISHOP,
            ROOK,
            ALFIL,
            FERS,
            MAN,
            WAZIR,
            KING,
        ],
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1",
    )
};

/// Burmese chess: the pieces start in hand and are set up by drops on the own three first
/// ranks (rooks on the first), then makruk's moves; a pawn becomes a general by sittuyin's
/// promotion.
pub const SITTUYIN: VariantSpec = VariantSpec {
    holdings: Some(crate::spec::Holdings {
        captures: false,
        drop_ranks: Some((0, 2)),
        must_drop: true,
        ..CHESS_HAND
    }),
    general_promotion: Some(crate::spec::GeneralPromotion {
        to: 'F',
        squares: &["a8", "b7", "c6", "d5", "e5", "f6", "g7", "h8"],
    }),
    ..VariantSpec::new(
        "sittuyin",
        "Burmese chess: pieces dropped on the own three first ranks before play (rooks on the first), general F, elephant S; a pawn on the marked diagonals becomes a general while the side has none",
        (8, 8),
        &[
            SINGLE_STEP_PAWN,
            KNIGHT,
            PieceSpec::new('S', "elephant", "FfW"),
            ROOK.drops_on((0, 0)),
            PieceSpec::new('F', "general", "F"),
            KING,
        ],
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    )
};

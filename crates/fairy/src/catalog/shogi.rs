//! The shogi family: pieces that promote to a stronger form in the far ranks (written `+`),
//! captured pieces returning to the captor's hand.

use super::pieces::CHESS_HAND;
use crate::spec::{Holdings, PieceSpec, Promotion, PromotionStyle, RoyalRule, VariantSpec};

/// Promotion to `to` in the last `ranks` ranks, optional except where the piece could never
/// move again (shogi).
const fn shogi_promotion(ranks: u8, to: &'static [&'static str]) -> Promotion {
    Promotion {
        ranks,
        to: [to, to],
        style: PromotionStyle::OptionalInOrOut,
        limits: &[],
    }
}

/// The gold general's move (what the small pieces promote to).
const GOLD_MOVE: &str = "WfF";

/// Shogi's drop rules: any empty square, no second unpromoted pawn on a file, no piece where it
/// could never move. A pawn drop that mates is counted as a move, as Fairy-Stockfish and Sjaak
/// II both count it (in their rules it loses the game rather than being illegal; the verified
/// counts need it: shogi's fifth suite line at depth 4 is 17,101,890 with those drops and
/// 17,101,705 without). A spec may forbid it ([`Holdings::no_pawn_drop_mate`]).
const SHOGI_HOLDINGS: Holdings = Holdings {
    pawn_drop_ranks: (0, 11),
    pawns_per_file: 1,
    no_dead_drops: true,
    ..CHESS_HAND
};

/// The pieces of shogi promoting in the last `z` ranks.
macro_rules! shogi_pieces {
    ($z:expr) => {
        [
            PieceSpec::new('P', "pawn", "fW")
                .pawn(&[], false)
                .promotes(shogi_promotion($z, &["+P"])),
            PieceSpec::new('L', "lance", "fR").promotes(shogi_promotion($z, &["+L"])),
            PieceSpec::new('N', "knight", "ffN").promotes(shogi_promotion($z, &["+N"])),
            PieceSpec::new('S', "silver", "FfW").promotes(shogi_promotion($z, &["+S"])),
            PieceSpec::new('G', "gold", GOLD_MOVE),
            PieceSpec::new('B', "bishop", "B").promotes(shogi_promotion($z, &["+B"])),
            PieceSpec::new('R', "rook", "R").promotes(shogi_promotion($z, &["+R"])),
            PieceSpec::new('K', "king", "K").royal(),
            PieceSpec::new('P', "tokin", GOLD_MOVE).promoted_form(),
            PieceSpec::new('L', "promoted lance", GOLD_MOVE).promoted_form(),
            PieceSpec::new('N', "promoted knight", GOLD_MOVE).promoted_form(),
            PieceSpec::new('S', "promoted silver", GOLD_MOVE).promoted_form(),
            PieceSpec::new('B', "horse", "BW").promoted_form(),
            PieceSpec::new('R', "dragon", "RF").promoted_form(),
        ]
    };
}

const SHOGI_PIECES: [PieceSpec; 14] = shogi_pieces!(3);

/// Shogi (9x9).
pub const SHOGI: VariantSpec = VariantSpec {
    holdings: Some(SHOGI_HOLDINGS),
    ..VariantSpec::new(
        "shogi",
        "Japanese chess: promotion in the last three ranks, captured pieces dropped back",
        (9, 9),
        &SHOGI_PIECES,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    )
};

/// Minishogi (5x5): king, gold, silver, bishop, rook and pawn; promotion on the last rank.
pub const MINISHOGI: VariantSpec = VariantSpec {
    holdings: Some(SHOGI_HOLDINGS),
    ..VariantSpec::new(
        "minishogi",
        "5x5 shogi (K G S B R P), promotion on the last rank, drops",
        (5, 5),
        &[
            PieceSpec::new('P', "pawn", "fW")
                .pawn(&[], false)
                .promotes(shogi_promotion(1, &["+P"])),
            PieceSpec::new('S', "silver", "FfW").promotes(shogi_promotion(1, &["+S"])),
            PieceSpec::new('G', "gold", GOLD_MOVE),
            PieceSpec::new('B', "bishop", "B").promotes(shogi_promotion(1, &["+B"])),
            PieceSpec::new('R', "rook", "R").promotes(shogi_promotion(1, &["+R"])),
            PieceSpec::new('K', "king", "K").royal(),
            PieceSpec::new('P', "tokin", GOLD_MOVE).promoted_form(),
            PieceSpec::new('S', "promoted silver", GOLD_MOVE).promoted_form(),
            PieceSpec::new('B', "horse", "BW").promoted_form(),
            PieceSpec::new('R', "dragon", "RF").promoted_form(),
        ],
        "rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
    )
};

/// Shoshogi: shogi without drops, with the drunk elephant that promotes to a crown prince.
pub const SHOSHOGI: VariantSpec = VariantSpec {
    royal_rule: RoyalRule::OnlyWhenSingle,
    ..VariantSpec::new(
        "shoshogi",
        "shogi without drops, plus the drunk elephant E promoting to a crown prince (+E, a second royal piece)",
        (9, 9),
        &[
            SHOGI_PIECES[0],
            SHOGI_PIECES[1],
            SHOGI_PIECES[2],
            SHOGI_PIECES[3],
            SHOGI_PIECES[4],
            SHOGI_PIECES[5],
            SHOGI_PIECES[6],
            SHOGI_PIECES[7],
            PieceSpec::new('E', "drunk elephant", "FsfW").promotes(shogi_promotion(3, &["+E"])),
            SHOGI_PIECES[8],
            SHOGI_PIECES[9],
            SHOGI_PIECES[10],
            SHOGI_PIECES[11],
            SHOGI_PIECES[12],
            SHOGI_PIECES[13],
            PieceSpec::new('E', "crown prince", "K")
                .royal()
                .promoted_form(),
        ],
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
    )
};

/// Promotion in the last two ranks, forced on every move that starts or ends there
/// (torishogi).
const fn tori_promotion(to: &'static [&'static str]) -> Promotion {
    Promotion {
        ranks: 2,
        to: [to, to],
        style: PromotionStyle::MandatoryInOrOut,
        limits: &[],
    }
}

/// Tori shogi (7x7): the birds.
pub const TORISHOGI: VariantSpec = VariantSpec {
    holdings: Some(Holdings {
        pawns_per_file: 2,
        ..SHOGI_HOLDINGS
    }),
    ..VariantSpec::new(
        "torishogi",
        "7x7 bird shogi: swallow S (+S goose), falcon F (+F eagle), crane C, pheasant P, quails L and R; drops",
        (7, 7),
        &[
            PieceSpec::new('S', "swallow", "fW")
                .pawn(&[], false)
                .promotes(tori_promotion(&["+S"])),
            PieceSpec::new('F', "falcon", "FsfW").promotes(tori_promotion(&["+F"])),
            PieceSpec::new('C', "crane", "FvW"),
            PieceSpec::new('P', "pheasant", "bFfD"),
            PieceSpec::new('L', "left quail", "fRrbBlbF"),
            PieceSpec::new('R', "right quail", "fRlbBrbF"),
            PieceSpec::new('K', "king", "K").royal(),
            PieceSpec::new('S', "goose", "fAbD").promoted_form(),
            PieceSpec::new('F', "eagle", "KbRfBbF2").promoted_form(),
        ],
        "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1",
    )
};

/// Micro shogi's change of form: on every capture, never otherwise.
const fn on_capture(to: &'static [&'static str]) -> Promotion {
    Promotion {
        ranks: 0,
        to: [to, to],
        style: PromotionStyle::OnCapture,
        limits: &[],
    }
}

/// Micro shogi (4x5) as Fairy-Stockfish plays it: every capture flips the capturing piece
/// between its two forms (P and knight, L and silver, B and gold, R and gold), drops in either
/// form anywhere.
pub const MICRO: VariantSpec = VariantSpec {
    holdings: Some(Holdings {
        pawn_drop_ranks: (0, 11),
        promoted_drops: true,
        ..CHESS_HAND
    }),
    ..VariantSpec::new(
        "micro",
        "4x5 micro shogi: every capture flips the capturer's form (P/+P knight, L/+L silver, B/+B gold, R/+R gold); drops in either form",
        (4, 5),
        &[
            PieceSpec::new('P', "pawn", "fW").promotes(on_capture(&["+P"])),
            PieceSpec::new('L', "lance", "fR").promotes(on_capture(&["+L"])),
            PieceSpec::new('B', "bishop", "B").promotes(on_capture(&["+B"])),
            PieceSpec::new('R', "rook", "R").promotes(on_capture(&["+R"])),
            PieceSpec::new('K', "king", "K").royal(),
            PieceSpec::new('P', "knight (promoted pawn)", "ffN")
                .promoted_form()
                .promotes(on_capture(&["P"])),
            PieceSpec::new('L', "silver (promoted lance)", "FfW")
                .promoted_form()
                .promotes(on_capture(&["L"])),
            PieceSpec::new('B', "gold (promoted bishop)", GOLD_MOVE)
                .promoted_form()
                .promotes(on_capture(&["B"])),
            PieceSpec::new('R', "gold (promoted rook)", GOLD_MOVE)
                .promoted_form()
                .promotes(on_capture(&["R"])),
        ],
        "kb+r+l/p3/4/3P/+L+RBK[] w - - 0 1",
    )
};

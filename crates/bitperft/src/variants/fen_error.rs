//! [`VariantFenError`]: why a variant FEN was refused, naming the field and the text at fault.

use crate::position::{FenError, FenErrorKind};
use crate::types::Role;
use std::fmt;

/// Why a variant FEN was refused. [`fmt::Display`] names the field and the offending text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantFenError {
    /// The FEN field at fault: `board`, `holdings`, `side`, `castling`, `en passant`,
    /// `checks`, `halfmove`, `fullmove`, `fen` (the field count) or `position`.
    pub field: &'static str,
    /// The offending text.
    pub text: String,
    /// What is wrong.
    pub kind: VariantFenErrorKind,
}

/// The ways a variant FEN can be wrong beyond a chess FEN's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantFenErrorKind {
    /// What the chess FEN reader says about the fields the variant shares with chess.
    Chess(FenErrorKind),
    /// A character in the holdings that is not a piece letter a hand can hold.
    BadHoldingsChar(char),
    /// A king in the holdings.
    KingInHand,
    /// `[` without `]`, or text after it.
    UnclosedHoldings,
    /// A `~` (promoted) after something that cannot have been promoted (a pawn or a king), or
    /// with no piece before it.
    BadPromotedMark(Option<char>),
    /// More pieces on the board and in the hands together than the 32 a game starts with.
    TooManyPieces(u32),
    /// More than 16 of one piece in one hand.
    TooManyInHand(Role, u32),
    /// A three-check counter that is not `W+B` (checks still needed) or `+W+B` (given).
    BadCheckCounter,
    /// A three-check counter above 3.
    CheckCounterRange(String),
    /// Both sides at 0 checks needed: only one side can have won.
    BothSidesWon,
    /// A three-check FEN without 7 fields (5 as in EPD; 6 or 4 without the checks field).
    ThreeCheckFieldCount(usize),
    /// Castling rights in a variant without castling (its name).
    NoCastling(&'static str),
    /// Kings of a colour that has none in this variant (horde's White): the count found.
    KingNotAllowed(crate::types::Color, u32),
    /// Atomic: the side not to move has no king (only the side to move can have lost it, to
    /// the other side's explosion).
    KingBlownUpByItsSide(crate::types::Color),
}

impl fmt::Display for VariantFenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VariantFenErrorKind::*;
        match self {
            Chess(kind) => write!(f, "{kind}"),
            BadHoldingsChar(c) => write!(
                f,
                "'{c}' is not a piece a hand can hold (PNBRQ/pnbrq, or '-' for none)"
            ),
            KingInHand => write!(f, "a king cannot be held in hand"),
            UnclosedHoldings => write!(f, "holdings must be '[...]' at the end of the board field"),
            BadPromotedMark(Some(c)) => write!(
                f,
                "'~' marks a promoted piece, but '{c}' cannot have been promoted"
            ),
            BadPromotedMark(None) => write!(f, "'~' must follow a piece letter"),
            TooManyPieces(n) => write!(
                f,
                "{n} pieces on the board and in hand: a game has at most 32"
            ),
            TooManyInHand(role, n) => write!(
                f,
                "{n} of '{}' in one hand: at most 16 are possible",
                role.char()
            ),
            BadCheckCounter => write!(
                f,
                "the checks field must be 'W+B' (checks each side still needs, e.g. 3+3) or \
                 '+W+B' (checks given, e.g. +0+0)"
            ),
            CheckCounterRange(n) => write!(f, "{n} checks: a count must be from 0 to 3"),
            BothSidesWon => write!(f, "both sides have given three checks: only one can"),
            NoCastling(v) => write!(f, "{v} has no castling: the field must be '-'"),
            ThreeCheckFieldCount(n) => write!(
                f,
                "expected 7 fields (board, side, castling, e.p., checks, clocks; 5 for EPD, 6 \
                 or 4 without checks), found {n}"
            ),
            KingBlownUpByItsSide(c) => write!(
                f,
                "{c:?} has no king, but it has just moved: only the side to move can have lost \
                 its king to an explosion"
            ),
            KingNotAllowed(c, n) => write!(f, "{c:?} has no king in this variant, found {n}"),
        }
    }
}

impl fmt::Display for VariantFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid FEN: {} field '{}': {}",
            self.field, self.text, self.kind
        )
    }
}

impl std::error::Error for VariantFenError {}

impl From<FenError> for VariantFenError {
    fn from(e: FenError) -> VariantFenError {
        VariantFenError {
            field: e.field,
            text: e.text,
            kind: VariantFenErrorKind::Chess(e.kind),
        }
    }
}

impl VariantFenError {
    /// An error in `field` at `text`.
    pub(crate) fn new(field: &'static str, text: &str, kind: VariantFenErrorKind) -> Self {
        VariantFenError {
            field,
            text: text.to_string(),
            kind,
        }
    }
}

//! Fairy-Stockfish's predefined piece types, by the key that names them in a variants file,
//! with their movement in Betza's notation; `customPiece1` to `customPiece25` and a custom
//! `king` take theirs from the value.

/// The predefined pieces: key, movement. The pawn's double step and en passant are the
/// variant's (`doubleStep`, `doubleStepRegion*`, `enPassantTypes`), not the movement's.
pub const PREDEFINED: &[(&str, &str)] = &[
    ("pawn", "fmWfcF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "ffN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("cannon", "mRcpR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
    ("king", "K"),
];

/// Predefined pieces bitperft does not play, with the reason.
pub const UNPLAYED: &[(&str, &str)] = &[
    ("immobile", "a piece without moves (walls) is not modelled"),
    (
        "janggiCannon",
        "the janggi cannon's rule that it may not hop over or capture cannons",
    ),
    (
        "janggiElephant",
        "the janggi elephant's lame (1,0)+(1,1)+(1,1) path",
    ),
    ("banner", "the banner's combined hop and lame moves"),
];

/// The most custom piece slots (`customPiece1` ... `customPiece25`).
pub const CUSTOM_SLOTS: u32 = 25;

/// True if `key` names a piece type: a predefined one, an unplayed one or a custom slot.
pub fn is_piece_key(key: &str) -> bool {
    PREDEFINED.iter().any(|&(k, _)| k == key)
        || UNPLAYED.iter().any(|&(k, _)| k == key)
        || custom_slot(key).is_some()
}

/// The number of a custom slot key (`customPiece7` -> 7).
pub fn custom_slot(key: &str) -> Option<u32> {
    let n: u32 = key.strip_prefix("customPiece")?.parse().ok()?;
    (1..=CUSTOM_SLOTS).contains(&n).then_some(n)
}

/// The movement of a predefined piece.
pub fn movement(key: &str) -> Option<&'static str> {
    PREDEFINED.iter().find(|&&(k, _)| k == key).map(|&(_, b)| b)
}

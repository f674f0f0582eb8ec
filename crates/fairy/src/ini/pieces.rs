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
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
    ("king", "K"),
];

/// The most custom piece slots (`customPiece1` ... `customPiece25`).
pub const CUSTOM_SLOTS: u32 = 25;

/// True if `key` names a piece type: a predefined one or a custom slot.
pub fn is_piece_key(key: &str) -> bool {
    PREDEFINED.iter().any(|&(k, _)| k == key) || custom_slot(key).is_some()
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

/// Fairy-Stockfish's direction letters that may pair with a vertical (`f b v h`) or a
/// horizontal (`r l s h`) one.
const VERTICAL: &str = "fbvh";
/// See [`VERTICAL`].
const HORIZONTAL: &str = "rlsh";
/// The oblique leaper atoms: two mirror leaps per quadrant.
const OBLIQUE: &str = "NLCJZ";

/// A movement in Fairy-Stockfish's Betza, in the fairy engine's: Fairy-Stockfish reads a lone
/// `f`, `b`, `l` or `r` before an oblique atom as the doubled letter (`fN` is the knight's two
/// narrow forward leaps, `lN` its two wide left ones), where the fairy engine reads the lone
/// letter as all four leaps on that side; so such a lone letter is doubled. Direction pairs
/// (`ff`, `fs`, `rf`, `fh` ...) and every other letter are kept.
pub fn from_fairy_stockfish(betza: &str) -> String {
    let chars: Vec<char> = betza.chars().collect();
    let pairs = |c: char, c2: char| {
        c2 == c
            || (VERTICAL.contains(c) && HORIZONTAL.contains(c2))
            || (HORIZONTAL.contains(c) && VERTICAL.contains(c2))
    };
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            i += 1;
        }
        let modifiers = &chars[start..i];
        let oblique = chars.get(i).is_some_and(|&a| OBLIQUE.contains(a));
        let mut j = 0;
        while j < modifiers.len() {
            let c = modifiers[j];
            let direction = VERTICAL.contains(c) || HORIZONTAL.contains(c);
            match modifiers.get(j + 1) {
                Some(&c2) if direction && pairs(c, c2) => {
                    out.extend([c, c2]);
                    j += 2;
                }
                _ => {
                    if oblique && "fblr".contains(c) {
                        out.push(c);
                    }
                    out.push(c);
                    j += 1;
                }
            }
        }
        if let Some(&atom) = chars.get(i) {
            out.push(atom);
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::from_fairy_stockfish as fsf;

    #[test]
    fn a_lone_direction_on_an_oblique_atom_is_doubled_as_fairy_stockfish_reads_it() {
        assert_eq!(fsf("fN"), "ffN");
        assert_eq!(fsf("mfNcbC"), "mffNcbbC");
        assert_eq!(fsf("lNN"), "llNN");
        assert_eq!(fsf("fNbW"), "ffNbW");
        // Pairs, the other atoms and the other letters are kept.
        for same in [
            "ffN", "fsN", "frN", "rfN", "fhN", "vN", "sN", "fW", "mfWcfF", "ifmnD", "KN",
        ] {
            assert_eq!(fsf(same), same);
        }
    }
}

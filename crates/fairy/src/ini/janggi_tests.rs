//! Janggi's keys: malformed values, the refusal that stays, the `janggi` built-in as a parent
//! and its wazir-type king (counts: Fairy-Stockfish).

use super::*;
use crate::Fairy;
use bitperft::Game;

/// Perft `depth` of `fen` in section `name` of `text`.
fn count(text: &str, name: &str, fen: &str, depth: u32) -> u64 {
    let loaded = load(text, "t.ini").unwrap_or_else(|e| panic!("{e}"));
    let spec = loaded
        .iter()
        .find(|v| v.spec.name == name)
        .expect("the section")
        .spec;
    let game = Fairy::<u128>::from_spec(spec).expect("tables");
    let pos = game.parse(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    game.perft(&pos, depth)
}

#[test]
fn malformed_janggi_values_are_refused() {
    for (text, key) in [
        ("[v:janggi]\ndiagonalLines = d1 z99\n", "diagonalLines"),
        ("[v:janggi]\nbikjangRule = perhaps\n", "bikjangRule"),
    ] {
        let e = check(text, "t.ini");
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(matches!(e[0].kind, IniErrorKind::Malformed(_)), "{text}");
        assert_eq!(e[0].key, key, "{text}");
    }
}

#[test]
fn a_pawn_type_that_need_not_promote_keeps_its_promoted_form_refused() {
    let text = "[v:chess]\nsoldier = s\nwazir = w\npawn = -\npawnTypes = s\n\
                promotionPieceTypes = w\npromotedPieceType = s:w\n\
                mandatoryPawnPromotion = false\nimmobilityIllegal = true\n\
                startFen = 4k3/8/8/8/8/8/4S3/4K3 w - - 0 1\n";
    let e = check(text, "t.ini");
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].key, "promotedPieceType");
    assert!(matches!(e[0].kind, IniErrorKind::NotModelled(_)));
}

#[test]
fn the_janggi_parent_counts_as_fairy_stockfish() {
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR[] w - - 0 1";
    let text = "[jh:janggi]\nstartFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR[] w - - 0 1\npieceDrops = true\ncapturesToHand = true\n";
    assert_eq!(count(text, "jh", start, 3), 33000);
}

#[test]
fn a_king_key_ends_the_wazir_type_king() {
    // The inherited king steps along the palace diagonals as a wazir; `king = k` makes it
    // Fairy-Stockfish's king, which steps diagonally anywhere in the palace.
    let text = "[jw:janggi]\n\n[jk:janggi]\nking = k\n";
    let fen = "3k5/4a4/9/9/9/9/9/9/4A4/4K4 w - - 0 1";
    assert_eq!(count(text, "jw", fen, 3), 670);
    assert_eq!(count(text, "jk", fen, 3), 964);
}

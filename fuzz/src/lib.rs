//! What every fuzz target checks about a position the library accepted: internal consistency,
//! FEN round trip, the fast generator's move set equal to the reference generator's, and the
//! UCI string of every legal move parsing back to that move.

use bitperft::reference::Board;
use bitperft::{Move, Position};

/// The moves as sorted 16-bit codes, for comparing sets.
fn codes(moves: &[Move]) -> Vec<u16> {
    let mut v: Vec<u16> = moves.iter().map(|m| m.to_u16()).collect();
    v.sort_unstable();
    v
}

/// Panics (a crash for libFuzzer) if `pos` breaks any of the invariants.
pub fn check_position(pos: &Position) {
    assert!(pos.is_consistent(), "inconsistent: {}", pos.to_fen());
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen)
        .unwrap_or_else(|e| panic!("to_fen wrote a FEN from_fen rejects: {fen}: {e}"));
    assert_eq!(back, *pos, "FEN round trip changed the position: {fen}");
    assert_eq!(back.to_fen(), fen, "FEN round trip changed the text");

    let legal = pos.legal_moves();
    let fast = codes(&legal);
    let slow = codes(&Board::from_position(pos).legal_moves());
    assert_eq!(fast, slow, "move sets differ in {fen}");
    assert_eq!(
        pos.count_legal_moves(),
        legal.len() as u64,
        "count in {fen}"
    );
    for &m in legal.iter() {
        let text = pos.uci(m);
        assert_eq!(
            pos.parse_uci(&text),
            Ok(m),
            "UCI round trip of {text} in {fen}"
        );
    }
    // Never panics, whatever the verdict.
    let _ = pos.validate_strict();
    let _ = bitperft::describe::describe(pos);
}

//! When two positions are "the same" for merging: same pieces on the same squares, same side
//! to move, same castling rights, and the same en passant square, where an e.p. square counts
//! only if an en passant capture is actually legal. Clocks are ignored: perft does not read
//! them. Two positions with the same identity have identical move trees, so perft of one
//! stands for both.
//!
//! The identity is the text of FEN fields 1–4 with the e.p. field normalised: exact (no hash
//! collisions), readable, and what the unit files hold. With the legal-e.p. rule the number of
//! identities per ply of the start position is OEIS A083276 (1, 20, 400, 5362, 72078, …).

use bitperft::Position;

/// FEN fields 1–4 of `pos`, with the e.p. square written only if an e.p. capture is legal.
///
/// ```
/// use bitperft_cli::split::identity::identity;
/// use bitperft::Position;
/// // 1.e4 d5 2.e5 f5: e.p. on f6 is legal, so the square is part of the identity.
/// let p = Position::startpos().play_uci(["e2e4", "d7d5", "e4e5", "f7f5"]).unwrap();
/// assert_eq!(identity(&p), "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6");
/// ```
pub fn identity(pos: &Position) -> String {
    let fen = pos.to_fen();
    // Fields 1-4: everything before the second space from the end (the two clocks).
    let mut cut = fen.len();
    for _ in 0..2 {
        cut = fen[..cut].rfind(' ').unwrap_or(0);
    }
    let mut id = fen[..cut].to_string();
    if pos.ep_square().is_some() && !pos.legal_moves().iter().any(|m| m.is_en_passant()) {
        // A pawn stands next to the double-pushed one but capturing would expose its king:
        // the position is the same as without the e.p. right.
        let sp = id.rfind(' ').unwrap_or(0);
        id.truncate(sp);
        id.push_str(" -");
    }
    id
}

/// The FEN written to unit files for identity `id` reached after `ply` plies from `root`:
/// halfmove clock 0 (clocks are not part of the identity) and the fullmove number at that ply.
pub fn unit_fen(id: &str, root: &Position, ply: u32) -> String {
    let black_first = u32::from(root.turn() == bitperft::Color::Black);
    let fullmove = u32::from(root.fullmove_number()) + (ply + black_first) / 2;
    format!("{id} 0 {fullmove}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_ignored() {
        let a = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let b = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 37 90").unwrap();
        assert_eq!(identity(&a), identity(&b));
        assert_eq!(identity(&a), "4k3/8/8/8/8/8/8/4K2R w K -");
    }

    #[test]
    fn castling_rights_count_even_when_castling_is_impossible() {
        let a = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let b = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
        assert_ne!(identity(&a), identity(&b));
    }

    #[test]
    fn ep_square_dropped_when_the_capture_is_illegal() {
        // Black pawn d4 may not take e3 e.p.: it is pinned against the king on a4 by the rook h4.
        let pinned = Position::from_fen("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").unwrap();
        assert!(pinned.ep_square().is_some());
        assert_eq!(identity(&pinned), "8/8/8/8/k2pP2R/8/8/4K3 b - -");
        let free = Position::from_fen("8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1").unwrap();
        assert_eq!(identity(&free), "8/8/8/8/3pP3/8/8/k3K3 b - e3");
    }

    #[test]
    fn unit_fen_fullmove() {
        let root = Position::startpos();
        assert_eq!(unit_fen("x w - -", &root, 2), "x w - - 0 2");
        assert_eq!(unit_fen("x b - -", &root, 3), "x b - - 0 2");
        let black = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 7").unwrap();
        assert_eq!(unit_fen("x w - -", &black, 1), "x w - - 0 8");
    }
}

//! Hand-checked special moves: castling (standard and Chess960), en passant, promotion,
//! clocks, UCI text in both castling notations, and mate/stalemate.

use crate::{Board, Color, MoveKind, Piece, Role, Square, divide};

fn board(fen: &str) -> Board {
    Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(name: &str) -> Square {
    Square::parse(name).expect("square name")
}

/// The legal castling moves in king-takes-rook notation, sorted.
fn castles(b: &Board) -> Vec<String> {
    let mut v: Vec<String> = b
        .legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .map(|m| m.uci(true))
        .collect();
    v.sort();
    v
}

fn play(b: &Board, uci: &str) -> Board {
    b.play_uci(uci)
        .unwrap_or_else(|| panic!("{uci} is not legal in {}", b.to_fen()))
}

#[test]
fn castling_rules() {
    // b1 attacked does not stop O-O-O; d1 attacked does; check stops both.
    assert_eq!(
        castles(&board("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")),
        ["e1a1", "e1h1"]
    );
    assert_eq!(
        castles(&board("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1")),
        ["e1h1"]
    );
    assert!(castles(&board("4k3/8/8/8/8/8/8/R3K1rR w KQ - 0 1")).is_empty()); // g1 occupied, e1 attacked
    assert!(castles(&board("4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1")).is_empty());
    // A piece on b1 blocks the rook's path.
    assert_eq!(
        castles(&board("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1")),
        ["e1h1"]
    );
    // Black, both sides.
    assert_eq!(
        castles(&board("r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1")),
        ["e8a8", "e8h8"]
    );
}

#[test]
fn standard_castling_is_played_and_written() {
    let b = board("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 10");
    assert!(b.legal_moves_uci().contains(&"e1g1".to_string()));
    // Both notations find the same move.
    let a = play(&b, "e1g1");
    assert_eq!(a, play(&b, "e1h1"));
    assert_eq!(a.to_fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 6 10");
    let a = play(&a, "e8c8");
    assert_eq!(a.to_fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 7 11");
    // A rook move loses that side's right; capturing a rook loses the opponent's.
    let a = play(&b, "h1h8");
    assert_eq!(a.to_fen(), "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 10");
}

#[test]
fn chess960_castling() {
    // King and rook swap squares: Kf1 + Rg1 -> Kg1 + Rf1.
    let b = board("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    assert_eq!(castles(&b), ["f1g1"]);
    assert_eq!(play(&b, "f1g1").to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // The king already stands on its destination: only the rook moves.
    let b = board("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    assert_eq!(castles(&b), ["g1h1"]);
    assert_eq!(play(&b, "g1h1").to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King on b1 castling "long" to c1 with the rook from a1 to d1; an attack on d1 (the
    // rook's destination, not on the king's path) does not matter, one on c1 does.
    assert_eq!(castles(&board("3rk3/8/8/8/8/8/8/RK6 w A - 0 1")), ["b1a1"]);
    assert!(castles(&board("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1")).is_empty());
    // The rook's destination must be empty: a knight on d1 blocks.
    assert!(castles(&board("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1")).is_empty());
    // Any other piece on the king's path blocks castling, even a second rook.
    assert!(castles(&board("4k3/8/8/8/8/8/8/1KR3R1 w G - 0 1")).is_empty());
    // No castling out of check: the h1 rook checks the b1 king along the back rank.
    assert!(castles(&board("4k3/8/8/8/8/8/8/RK5r w A - 0 1")).is_empty());
}

#[test]
fn chess960_uci_notation_and_ambiguity() {
    // King b1, rook a1: "b1c1" is both the plain king step and O-O-O's king-to-destination.
    let b = board("4k3/8/8/8/8/8/8/RK6 w A - 0 1");
    assert!(b.is_chess960());
    let step = play(&b, "b1c1");
    assert_eq!(step.to_fen(), "4k3/8/8/8/8/8/8/R1K5 b - - 1 1");
    let castle = play(&b, "b1a1");
    assert_eq!(castle.to_fen(), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
    let moves = b.legal_moves_uci();
    assert!(moves.contains(&"b1a1".to_string()) && moves.contains(&"b1c1".to_string()));
    // divide writes castling king-takes-rook in Chess960 positions, king-to-destination else.
    let split = divide(&b, 1);
    assert!(split.iter().any(|(m, n)| m == "b1a1" && *n == 1));
    let split = divide(&board("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), 2);
    assert!(split.iter().any(|(m, _)| m == "e1g1"));
    assert!(split.windows(2).all(|w| w[0].0 < w[1].0));
}

#[test]
fn en_passant_and_promotion() {
    let b = play(&Board::startpos(), "e2e4");
    assert_eq!(b.turn(), Color::Black);
    assert_eq!(b.ep_square(), None); // no black pawn beside e4
    // E.p. capture removes the pushed pawn.
    let b = board("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let ep = b.find_uci("e5d6").expect("legal");
    assert_eq!(ep.kind(), MoveKind::EnPassant);
    let after = b.play(ep);
    assert_eq!(after.to_fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1");
    // A double push beside an enemy pawn sets the square.
    let b = play(&board("4k3/3p4/8/4P3/8/8/8/4K3 b - - 3 7"), "d7d5");
    assert_eq!(b.to_fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 8");
    // A horizontally pinned e.p. pair: the capture would expose the king.
    let b = board("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert!(
        b.legal_moves()
            .iter()
            .all(|m| m.kind() != MoveKind::EnPassant)
    );
    // Capture-promotion onto a rook's square removes that castling right.
    let b = board("r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1");
    let from_b7: Vec<String> = b
        .legal_moves_uci()
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(
        from_b7,
        [
            "b7a8b", "b7a8n", "b7a8q", "b7a8r", "b7b8b", "b7b8n", "b7b8q", "b7b8r"
        ]
    );
    let after = play(&b, "b7a8n");
    assert_eq!(
        after.piece_on(sq("a8")),
        Some(Piece::new(Color::White, Role::Knight))
    );
    assert_eq!(after.to_fen(), "N3k2r/8/8/8/8/8/8/4K3 b k - 0 1");
    assert!(b.play_uci("b7a8").is_none());
    assert!(b.play_uci("b7a8x").is_none());
}

#[test]
fn clocks() {
    let b = board("4k3/8/8/8/8/8/4P3/4K1N1 w - - 7 20");
    assert_eq!(
        play(&b, "g1f3").to_fen(),
        "4k3/8/8/8/8/5N2/4P3/4K3 b - - 8 20"
    );
    assert_eq!(
        play(&b, "e2e3").to_fen(),
        "4k3/8/8/8/8/4P3/8/4K1N1 b - - 0 20"
    );
    let b = play(&play(&b, "g1f3"), "e8d7");
    assert_eq!(b.to_fen(), "8/3k4/8/8/8/5N2/4P3/4K3 w - - 9 21");
}

#[test]
fn mate_and_stalemate_have_no_moves() {
    let mate = board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_check() && mate.legal_moves().is_empty());
    let stalemate = board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!stalemate.is_check() && stalemate.legal_moves().is_empty());
    assert_eq!(
        board("7k/8/6K1/8/8/8/8/8 b - - 0 1").legal_moves_uci(),
        ["h8g8"]
    );
}

#[test]
fn play_uci_rejects_nonsense() {
    let b = Board::startpos();
    for text in [
        "", "e2", "e2e5", "e1g1", "E2E4", "e2e4 ", "a7a6", "zzzz", "e2e4q",
    ] {
        assert!(b.play_uci(text).is_none(), "{text}");
    }
}

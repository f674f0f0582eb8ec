//! Unit tests: published perft counts and hand-checked special moves.

use super::Board;
use crate::position::Position;
use crate::types::{CastleSide, Color, Move, MoveKind, Piece, Role, Square};

fn board(fen: &str) -> Board {
    Board::from_position(&Position::from_fen(fen).expect("valid test FEN"))
}

fn sq(name: &str) -> Square {
    Square::parse(name).expect("square name")
}

fn uci(moves: &[Move]) -> Vec<String> {
    let mut v: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn castles(b: &Board) -> Vec<String> {
    uci(&b
        .legal_moves()
        .into_iter()
        .filter(|m| m.kind() == MoveKind::Castle)
        .collect::<Vec<_>>())
}

fn check_counts(fen: &str, counts: &[u64]) {
    let b = board(fen);
    for (d, &want) in counts.iter().enumerate() {
        let depth = d as u32 + 1;
        assert_eq!(b.perft(depth), want, "{fen} depth {depth}");
    }
}

#[test]
fn square_conversion_round_trips() {
    for s in Square::all() {
        let i = super::to_88(s);
        assert_eq!(i & 0x88, 0);
        assert_eq!(super::from_88(i), s);
        assert_eq!((super::file_of(i), super::rank_of(i)), (s.file(), s.rank()));
    }
}

#[test]
fn perft_start_position() {
    check_counts(Position::STARTPOS_FEN, &[20, 400, 8_902, 197_281]);
}

#[test]
fn perft_kiwipete() {
    check_counts(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862],
    );
}

#[test]
fn perft_position_3() {
    check_counts(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238],
    );
}

#[test]
fn perft_position_4() {
    check_counts(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467],
    );
}

#[test]
fn perft_position_5() {
    check_counts(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379],
    );
}

#[test]
fn perft_chess960() {
    // From chess960.epd (Shredder-FEN castling): adjacent king and rook, both rooks on one
    // side of the king's destination, and kings on the b- and c-files.
    for (fen, counts) in [
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            [21, 528, 12_189],
        ),
        (
            "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
            [20, 479, 10_471],
        ),
        (
            "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9",
            [33, 823, 26_895],
        ),
        (
            "nrkb1qbr/pp1pppp1/5n2/7p/2p5/1N1NPP2/PPPP2PP/1RKB1QBR w HBhb - 0 9",
            [25, 712, 18_813],
        ),
        (
            "nrbk1rqb/1pp2ppp/5n2/p2pp3/5B2/1N1P2P1/PPP1PP1P/1R1KNRQB w FBfb - 0 9",
            [35, 927, 31_559],
        ),
    ] {
        check_counts(fen, &counts);
    }
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
fn chess960_castling() {
    // King and rook swap squares: Kf1 + Rg1 -> Kg1 + Rf1.
    let b = board("4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    assert_eq!(castles(&b), ["f1g1"]);
    let after = b.play(Move::new(sq("f1"), sq("g1"), MoveKind::Castle));
    assert_eq!(after.piece_on(sq("g1")), Some(Piece::WhiteKing));
    assert_eq!(after.piece_on(sq("f1")), Some(Piece::WhiteRook));
    assert_eq!(after.castling_rook(Color::White, CastleSide::King), None);
    // The king already stands on its destination: only the rook moves.
    let b = board("4k3/8/8/8/8/8/8/6KR w H - 0 1");
    assert_eq!(castles(&b), ["g1h1"]);
    let after = b.play(Move::new(sq("g1"), sq("h1"), MoveKind::Castle));
    assert_eq!(
        (after.piece_on(sq("g1")), after.piece_on(sq("f1"))),
        (Some(Piece::WhiteKing), Some(Piece::WhiteRook))
    );
    assert_eq!(after.piece_on(sq("h1")), None);
    // King on b1 castling "long" to c1 with the rook from a1 to d1; an attack on d1 (the
    // rook's destination, not on the king's path) does not matter, one on c1 does.
    assert_eq!(castles(&board("3rk3/8/8/8/8/8/8/RK6 w A - 0 1")), ["b1a1"]);
    assert!(castles(&board("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1")).is_empty());
    // The rook's destination must be empty: a knight on d1 blocks.
    assert!(castles(&board("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1")).is_empty());
    // Any other piece on the king's path blocks castling, even a second rook.
    assert!(castles(&board("4k3/8/8/8/8/8/8/1KR3R1 w G - 0 1")).is_empty());
}

#[test]
fn en_passant_and_promotion() {
    // The reference sets its e.p. square after every double push, capturable or not.
    let b = board(Position::STARTPOS_FEN).play(Move::new(sq("e2"), sq("e4"), MoveKind::DoublePush));
    assert_eq!(b.ep_square(), Some(sq("e3")));
    assert_eq!(b.turn(), Color::Black);
    // E.p. capture removes the pushed pawn.
    let b = board("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    let ep = Move::new(sq("e5"), sq("d6"), MoveKind::EnPassant);
    assert!(b.legal_moves().contains(&ep));
    let after = b.play(ep);
    assert_eq!(
        (after.piece_on(sq("d5")), after.piece_on(sq("d6"))),
        (None, Some(Piece::WhitePawn))
    );
    // A horizontally pinned e.p. pair: the capture would expose the king.
    let b = board("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert!(!b
        .legal_moves()
        .iter()
        .any(|m| m.kind() == MoveKind::EnPassant));
    // Capture-promotion onto a rook's square removes that castling right.
    let b = board("r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1");
    let promo = Move::new(sq("b7"), sq("a8"), MoveKind::PromoteKnight);
    let moves = b.legal_moves();
    assert_eq!(moves.iter().filter(|m| m.from() == sq("b7")).count(), 8);
    let after = b.play(promo);
    assert_eq!(
        after.piece_on(sq("a8")),
        Some(Piece::new(Color::White, Role::Knight))
    );
    assert_eq!(after.castling_rook(Color::Black, CastleSide::Queen), None);
    assert_eq!(
        after.castling_rook(Color::Black, CastleSide::King),
        Some(sq("h8"))
    );
}

#[test]
fn mate_and_stalemate_have_no_moves() {
    let mate = board("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert!(mate.is_check() && mate.legal_moves().is_empty());
    let stalemate = board("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!stalemate.is_check() && stalemate.legal_moves().is_empty());
    assert_eq!(
        uci(&board("7k/8/6K1/8/8/8/8/8 b - - 0 1").legal_moves()),
        ["h8g8"]
    );
}

//! One test per way a FEN is rejected: the error names the field and the offending text.

use crate::{Board, FenField};

/// Asserts `fen` is rejected for `field`, with `text` quoted in the message.
fn rejects(fen: &str, field: FenField, text: &str) -> String {
    let e = Board::from_fen(fen).expect_err(fen);
    let msg = e.to_string();
    assert_eq!(e.field(), field, "{fen}: {msg}");
    assert_eq!(e.text(), text, "{fen}: {msg}");
    assert!(msg.starts_with(&format!("{field} '{text}': ")), "{msg}");
    msg
}

const KINGS: &str = "4k3/8/8/8/8/8/8/4K3";

#[test]
fn wrong_field_count() {
    let m = rejects(
        "4k3/8/8/8/8/8/8/4K3 w - - 0",
        FenField::Fen,
        "4k3/8/8/8/8/8/8/4K3 w - - 0",
    );
    assert!(m.contains("found 5"), "{m}");
    rejects("", FenField::Fen, "");
    rejects(
        "4k3/8/8/8/8/8/8/4K3 w",
        FenField::Fen,
        "4k3/8/8/8/8/8/8/4K3 w",
    );
    rejects(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
        FenField::Fen,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
    );
}

#[test]
fn bad_piece_letter() {
    let m = rejects(
        "4k3/8/8/8/8/8/8/4X3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8/8/8/4X3",
    );
    assert!(m.contains("'X'"), "{m}");
    rejects(
        "4k3/8/8/8/0/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/0/8/8/4K3",
    );
    rejects(
        "4k3/8/8/8/9/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/9/8/8/4K3",
    );
}

#[test]
fn rank_not_covering_eight_squares() {
    let m = rejects(
        "4k3/8/8/8/7/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/7/8/8/4K3",
    );
    assert!(m.contains("covers 7"), "{m}");
    rejects(
        "4k3/8/8/8/8p/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8p/8/8/4K3",
    );
    rejects(
        "4k3/8/8/8/54/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/54/8/8/4K3",
    );
    rejects(
        "4k3/8/8//8/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8//8/8/8/4K3",
    );
}

#[test]
fn not_eight_ranks() {
    let m = rejects(
        "4k3/8/8/8/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8/8/4K3",
    );
    assert!(m.contains("found 7"), "{m}");
    rejects(
        "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8/8/8/8/4K3",
    );
}

#[test]
fn not_one_king_per_side() {
    let m = rejects(
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8/8/8/8",
    );
    assert!(m.contains("White") && m.contains("found 0"), "{m}");
    let m = rejects(
        "4k2k/8/8/8/8/8/8/4K3 w - - 0 1",
        FenField::Board,
        "4k2k/8/8/8/8/8/8/4K3",
    );
    assert!(m.contains("Black") && m.contains("found 2"), "{m}");
}

#[test]
fn more_than_sixteen_pieces() {
    let fen = "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/4K3 w - - 0 1";
    let m = rejects(fen, FenField::Board, "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/4K3");
    assert!(m.contains("17 pieces"), "{m}");
}

#[test]
fn pawn_on_first_or_last_rank() {
    let m = rejects(
        "4k3/8/8/8/8/8/8/4K2P w - - 0 1",
        FenField::Board,
        "4k3/8/8/8/8/8/8/4K2P",
    );
    assert!(m.contains("h1"), "{m}");
    rejects(
        "p3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        FenField::Board,
        "p3k3/8/8/8/8/8/8/4K3",
    );
}

#[test]
fn bad_side_to_move() {
    rejects(&format!("{KINGS} x - - 0 1"), FenField::Side, "x");
    rejects(&format!("{KINGS} W - - 0 1"), FenField::Side, "W");
}

#[test]
fn bad_castling_letter() {
    let m = rejects(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQx - 0 1",
        FenField::Castling,
        "KQx",
    );
    assert!(m.contains("'x'"), "{m}");
    rejects(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQ-k - 0 1",
        FenField::Castling,
        "KQ-k",
    );
}

#[test]
fn castling_without_king_on_back_rank() {
    let m = rejects("r3k2r/8/8/8/8/8/4K3/R6R w K - 0 1", FenField::Castling, "K");
    assert!(m.contains("king"), "{m}");
    rejects("r6r/4k3/8/8/8/8/8/R3K2R w a - 0 1", FenField::Castling, "a");
}

#[test]
fn castling_without_rook() {
    rejects(
        "r3k2r/8/8/8/8/8/8/R3K3 w KQ - 0 1",
        FenField::Castling,
        "KQ",
    );
    rejects(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkqC - 0 1",
        FenField::Castling,
        "KQkqC",
    );
    // The letter of the king's own file, and a rook of the wrong colour.
    rejects("r3k2r/8/8/8/8/8/8/R3K2R w E - 0 1", FenField::Castling, "E");
    rejects("r3k2r/8/8/8/8/8/8/R3K2r w K - 0 1", FenField::Castling, "K");
    // No rook on the named side of the king.
    rejects("4k3/8/8/8/8/8/8/R6K w K - 0 1", FenField::Castling, "K");
}

#[test]
fn castling_right_given_twice() {
    let m = rejects(
        "4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1",
        FenField::Castling,
        "KG",
    );
    assert!(m.contains("'G'"), "{m}");
    rejects(
        "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
        FenField::Castling,
        "KK",
    );
}

#[test]
fn bad_ep_square() {
    rejects(&format!("{KINGS} w - e9 0 1"), FenField::EnPassant, "e9");
    rejects(&format!("{KINGS} w - x 0 1"), FenField::EnPassant, "x");
}

#[test]
fn ep_square_on_wrong_rank() {
    let m = rejects(
        "4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1",
        FenField::EnPassant,
        "d3",
    );
    assert!(m.contains("rank 6"), "{m}");
    let m = rejects(
        "4k3/8/8/8/3pP3/8/8/4K3 b - e6 0 1",
        FenField::EnPassant,
        "e6",
    );
    assert!(m.contains("rank 3"), "{m}");
}

#[test]
fn ep_square_without_pushed_pawn() {
    // No black pawn on d5.
    rejects(
        "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",
        FenField::EnPassant,
        "d6",
    );
    // The pawn is there but the square it came from is occupied.
    rejects(
        "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1",
        FenField::EnPassant,
        "d6",
    );
    // The e.p. square itself is occupied.
    rejects(
        "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1",
        FenField::EnPassant,
        "d6",
    );
    // A pawn of the wrong colour in front.
    rejects(
        "4k3/8/8/3PP3/8/8/8/4K3 w - d6 0 1",
        FenField::EnPassant,
        "d6",
    );
}

#[test]
fn side_not_to_move_in_check() {
    let fen = "4k3/8/8/8/8/8/8/4K2r b - - 0 1";
    let m = rejects(fen, FenField::Position, fen);
    assert!(m.contains("White") && m.contains("check"), "{m}");
}

#[test]
fn non_numeric_clocks() {
    rejects(&format!("{KINGS} w - - x 1"), FenField::Halfmove, "x");
    rejects(&format!("{KINGS} w - - -1 1"), FenField::Halfmove, "-1");
    rejects(&format!("{KINGS} w - - +3 1"), FenField::Halfmove, "+3");
    rejects(&format!("{KINGS} w - - 0 one"), FenField::Fullmove, "one");
    rejects(
        &format!("{KINGS} w - - 0 99999999999"),
        FenField::Fullmove,
        "99999999999",
    );
    let m = rejects(&format!("{KINGS} w - - 0 0"), FenField::Fullmove, "0");
    assert!(m.contains("starts at 1"), "{m}");
}

#[test]
fn odd_but_legal_positions_load() {
    for fen in [
        // Three pieces give check (unreachable, but the rules of movement still apply).
        "4k3/8/8/8/8/2n5/3r4/r3K3 w - - 0 1",
        // Side to move checked by two knights; nine queens.
        "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
        "QQQQQQQQ/QQ6/8/8/8/8/8/K6k b - - 0 1",
        // King on the back rank with no castling rights, whitespace around the fields.
        "  4k3/8/8/8/8/8/8/4K3   w   -   -   0   1 ",
        // Adjacent digits that add up to 8 (lenient, as most readers are).
        "4k3/8/8/8/44/8/8/4K3 w - - 0 1",
        // Large clocks.
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295",
    ] {
        Board::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    }
}

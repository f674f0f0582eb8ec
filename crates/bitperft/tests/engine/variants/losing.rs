//! Antichess and giveaway: the suites, their rules, random games, the threaded engine and
//! giveaway castling.

use super::*;

/// Every antichess count to 30 million nodes (forced captures, kings captured and promoted to,
/// a side without pieces has no moves).
#[test]
fn antichess_suite() {
    run(Antichess::default(), 30_000_000, 20);
}

/// Every giveaway count to 30 million nodes (antichess with castling).
#[test]
fn giveaway_suite() {
    run(Giveaway::default(), 30_000_000, 25);
}

/// Losing chess: a capture anywhere forbids every quiet move; castling through attacked
/// squares is legal in giveaway and refused in antichess's FEN; kings promote.
#[test]
fn losing_chess_rules() {
    let anti = Antichess::default();
    let p = anti.parse("8/8/8/8/8/p7/8/R3K3 w - - 0 1").expect("valid");
    let text: Vec<String> = anti.moves(&p).iter().map(|&m| anti.uci(&p, m)).collect();
    assert_eq!(text, ["a1a3"]);
    let p = anti.parse("8/8/8/8/3p4/8/8/R2K4 b - - 0 1").expect("valid");
    assert_eq!(anti.perft(&p, 1), 1, "only the pawn's push: no captures");
    let p = anti.parse("8/4P3/8/8/8/8/8/k7 w - - 0 1").expect("valid");
    let promo = anti.parse_uci(&p, "e7e8k").expect("king promotion");
    assert_eq!(
        anti.fen(&anti.play(&p, promo)),
        "4K3/8/8/8/8/8/8/k7 b - - 0 1"
    );
    assert!(anti.parse(bitperft::Position::STARTPOS_FEN).is_err());
    let give = Giveaway::default();
    let p = give
        .parse("5r2/8/8/8/8/8/8/R3K2R w KQ - 0 1")
        .expect("valid");
    assert!(give.parse_uci(&p, "e1g1").is_ok() && give.parse_uci(&p, "e1c1").is_ok());
    // The king captured on e1: its castling rights go with it.
    let p = give.parse("8/8/8/8/8/8/8/r3K2R b K - 0 1").expect("valid");
    let take = give.parse_uci(&p, "a1e1").expect("forced capture");
    assert_eq!(
        give.fen(&give.play(&p, take)),
        "8/8/8/8/8/8/8/4r2R w - - 0 2"
    );
}

/// Random antichess games keep every invariant; pieces only leave.
#[test]
fn antichess_random_games_keep_every_invariant() {
    random_board_games(Antichess::default(), true, 5_000);
}

/// Random giveaway games keep every invariant; pieces only leave.
#[test]
fn giveaway_random_games_keep_every_invariant() {
    random_board_games(Giveaway::default(), true, 5_000);
}

/// Antichess through the threaded, hashed engine.
#[test]
fn antichess_through_the_engine() {
    through_the_engine(Antichess::default(), 3_000_000);
}

/// Giveaway through the threaded, hashed engine.
#[test]
fn giveaway_through_the_engine() {
    through_the_engine(Giveaway::default(), 3_000_000);
}

/// Giveaway castling, which the suite's start positions only reach at D7: positions with
/// castling at once, counts from Fairy-Stockfish 11.1 and 251126 (`UCI_Variant giveaway`,
/// `go perft`; both agree).
#[test]
fn giveaway_castling_counts() {
    let game = Giveaway::default();
    for (fen, d3, d4) in [
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            14_860,
            352_666,
        ),
        ("r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1", 4_641, 80_400),
        (
            "rn2k2r/ppp2ppp/8/8/8/8/PPP2PPP/RN2K2R b KQkq - 0 1",
            10_603,
            231_137,
        ),
    ] {
        let p = game.parse(fen).expect("valid");
        assert_eq!((game.perft(&p, 3), game.perft(&p, 4)), (d3, d4), "{fen}");
    }
}

/// The giveaway position `fen` after `moves` (UCI text); after each move the FEN reads back
/// as the same position and the key made from the parent's equals the key from scratch.
fn giveaway_after(fen: &str, moves: &[&str]) -> Position {
    let game = Giveaway::default();
    let keys = game.keys(bitperft::engine::DEFAULT_SEED);
    let mut p = game.parse(fen).expect("valid");
    for text in moves {
        let m = game.parse_uci(&p, text).expect("legal");
        let child = game.play(&p, m);
        let child_fen = game.fen(&child);
        assert_eq!(game.parse(&child_fen).ok(), Some(child), "{child_fen}");
        let key = game.child_key(&keys, &p, game.key(&keys, &p), &child);
        assert_eq!(key, game.key(&keys, &child), "{child_fen}");
        p = child;
    }
    p
}

/// Giveaway castling rights belong to one king and its rooks, as to any unmoved piece
/// (Fairy-Stockfish's rule): the castling king is the only king on the side's back rank when
/// the FEN is read, or with several the one on the e-file; the rights go when a move starts
/// from or lands on that king's square (it moves, castles or is captured) or the rook's, and
/// never when another king moves, arrives or is captured. Each count is the sum, worked out
/// by hand, of each piece's moves (no side has a capture in these positions unless said).
#[test]
fn giveaway_castling_belongs_to_one_king() {
    let game = Giveaway::default();
    for (fen, moves, depth, count) in [
        // Kings c1 and e1: e1 castles. Kc1 b1 b2 c2 d1 d2 (5), Ke1 d1 d2 e2 f1 f2 (5),
        // Rh1 g1 f1 h2-h8 (9), e1g1 (1).
        ("4k3/8/8/8/8/8/8/2K1K2R w K - 0 1", &[][..], 1, 20),
        // The c1 king moves away; e1 keeps its right. Kb1 a1 a2 b2 c1 c2 (5), Ke1 (5),
        // Rh1 (9), e1g1 (1).
        ("4k3/8/8/8/8/8/8/2K1K2R w K - 0 1", &["c1b1", "e8d8"], 1, 20),
        // Black, kings b8 and e8: e8 castles. Kb8 a8 a7 b7 c7 c8 (5), Ke8 d8 d7 e7 f7 f8
        // (5), Rh8 g8 f8 h7-h1 (9), e8g8 (1).
        ("1k2k2r/8/8/8/8/8/8/4K3 b k - 0 1", &[], 1, 20),
        // The castling king captured on e1 while the f1 king stays on the back rank: Nxe1
        // is black's only capture, Kxe1 white's (the rook is blocked by f1), the black king
        // has 5 moves, then white has Ke1 d1 d2 e2 f1 f2 (5) and Rh1 g1 f1 h2-h8 (9) and no
        // castling: 1 * 1 * 5 * 14.
        ("4k3/8/8/8/8/5n2/8/4KK1R b K - 0 1", &[], 4, 70),
        (
            "4k3/8/8/8/8/5n2/8/4KK1R b K - 0 1",
            &["f3e1", "f1e1", "e8d8"],
            1,
            14,
        ),
        // The other king captured on c1 (Nxc1 forced): e1 keeps its right. White has no
        // capture: Ke1 (5), Rh1 (9), e1g1 (1).
        ("4k3/8/8/8/8/1n6/8/2K1K2R b K - 0 1", &[], 2, 15),
        // d1, the only king on the back rank, castles; a second king arrives on b1 and d1
        // still castles. Kb1 a1 a2 b2 c1 c2 (5), Kd1 c1 c2 d2 e1 e2 (5), Rh1 g1 f1 e1 h2-h8
        // (10), d1h1 (king to g1, rook to f1) (1).
        ("4k3/8/8/8/8/8/1K6/3K3R w K - 0 1", &["b2b1", "e8d8"], 1, 21),
    ] {
        let p = giveaway_after(fen, moves);
        assert_eq!(game.perft(&p, depth), count, "{fen} {moves:?}");
    }
}

/// The castling field of giveaway: with several kings on the back rank, a file letter names
/// the castling king where the e-file rule would pick another (or none); `K`/`Q` and rook
/// files are read from that king. The FEN round-trips; a right whose king is not there is
/// refused.
#[test]
fn giveaway_castling_field_names_the_king() {
    let game = Giveaway::default();
    // d1 castles; after b2b1 two kings stand on rank 1 and e1 is empty, so the field names d1.
    let p = giveaway_after("4k3/8/8/8/8/8/1K6/3K3R w K - 0 1", &["b2b1"]);
    assert_eq!(game.fen(&p), "4k3/8/8/8/8/8/8/1K1K3R b DH - 1 1");
    assert_eq!(
        game.parse("4k3/8/8/8/8/8/8/1K1K3R b DK - 1 1").ok(),
        Some(p)
    );
    // Without the letter the rule picks e1, where no king stands.
    assert!(game.parse("4k3/8/8/8/8/8/8/1K1K3R b K - 1 1").is_err());
    assert!(game.parse("4k3/8/8/8/8/8/8/1K1K3R b H - 1 1").is_err());
    // The e-file king needs no letter, and the FEN keeps none.
    let p = game
        .parse("4k3/8/8/8/8/8/8/2K1K2R w K - 0 1")
        .expect("valid");
    assert_eq!(game.fen(&p), "4k3/8/8/8/8/8/8/2K1K2R w K - 0 1");
    // A letter naming the e1 king too reads as the same position.
    assert_eq!(
        game.parse("4k3/8/8/8/8/8/8/2K1K2R w EK - 0 1").ok(),
        Some(p)
    );
    // The c1 king named instead: it keeps the right, but e1 stands between it and h1, so it
    // cannot castle: Kc1 (5), Ke1 (5), Rh1 (9).
    let c1 = game
        .parse("4k3/8/8/8/8/8/8/2K1K2R w CK - 0 1")
        .expect("valid");
    assert_ne!(c1, p);
    assert_eq!(game.perft(&c1, 1), 19);
}

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

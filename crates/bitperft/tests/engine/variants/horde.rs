//! Horde: the suite, its rules, random games and the threaded engine.

use super::*;

/// Every horde count to 30 million nodes (rank-1 double steps, Black's king safety against a
/// kingless army, e.p.).
#[test]
fn horde_suite() {
    run(Horde::default(), 30_000_000, 25);
}

/// Horde rules: a rank-1 double step sets no e.p. square; White without pieces: no moves;
/// a White king is refused.
#[test]
fn horde_rules() {
    let horde = Horde::default();
    let p = horde
        .parse("4k3/8/8/8/8/1p6/8/P7 w - - 0 1")
        .expect("valid");
    let step = horde
        .parse_uci(&p, "a1a3")
        .expect("double step from rank 1");
    assert_eq!(
        horde.fen(&horde.play(&p, step)),
        "4k3/8/8/8/8/Pp6/8/8 b - - 0 1"
    );
    for fen in ["4k3/8/8/8/8/8/8/8 b - - 0 1", "4k3/8/8/8/8/8/8/8 w - - 0 1"] {
        let p = horde.parse(fen).expect("valid");
        assert_eq!((horde.perft(&p, 1), horde.moves(&p).len()), (0, 0), "{fen}");
    }
    assert!(horde.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_err());
    assert!(horde.parse("8/8/8/8/8/8/8/4P3 w - - 0 1").is_err());
}

/// Random horde games keep every invariant (pieces only leave: nothing in horde adds any).
#[test]
fn horde_random_games_keep_every_invariant() {
    random_board_games(Horde::default(), true, 5_000);
}

/// Horde through the threaded, hashed engine.
#[test]
fn horde_through_the_engine() {
    through_the_engine(Horde::default(), 3_000_000);
}

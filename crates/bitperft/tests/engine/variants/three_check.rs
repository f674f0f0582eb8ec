//! Three-check: the suite, the threaded engine, random games (the counters).

use super::*;

/// Every three-check count (the third check ends the game; counters from the FEN).
#[test]
fn three_check_suite() {
    run(ThreeCheck::default(), 30_000_000, 18);
}

/// The threaded, hashed engine gives the serial three-check counts (keys include counters).
#[test]
fn three_check_through_the_engine() {
    crate::common::engine_agrees(ThreeCheck::default(), 8_000_000);
}

/// Random three-check games keep every invariant; a checking move takes one from its side's
/// counter and any other move leaves the counters alone.
#[test]
fn three_check_random_games_keep_every_invariant() {
    let played = crate::common::random_games(ThreeCheck::default(), 60, 120, |parent, child| {
        let mover = parent.board().turn();
        let used = parent.remaining(mover) - child.remaining(mover);
        assert_eq!(
            used,
            u8::from(child.board().is_check()),
            "{}",
            child.to_fen()
        );
        assert_eq!(parent.remaining(!mover), child.remaining(!mover));
    });
    assert!(played > 2_000, "only {played} moves");
}

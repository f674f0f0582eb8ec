//! Racing kings: the suite, the threaded engine, random games (no move gives check).

use super::*;

/// Every racing-kings count up to 30 million nodes (no checking moves; a king on rank 8 ends
/// the game, except Black's one reply to draw).
#[test]
fn racing_kings_suite() {
    run(RacingKings::default(), 30_000_000, 29);
}

/// The threaded, hashed engine gives the serial racing-kings counts.
#[test]
fn racing_kings_through_the_engine() {
    crate::common::engine_agrees(RacingKings::default(), 3_000_000);
}

/// Random racing-kings games keep every invariant, and no move ever gives check.
#[test]
fn racing_kings_random_games_keep_every_invariant() {
    let played = crate::common::random_games(RacingKings::default(), 60, 120, |_, child| {
        assert!(!child.is_check(), "{}", child.to_fen());
    });
    assert!(played > 2_000, "only {played} moves");
}

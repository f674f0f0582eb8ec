//! Crazyhouse: the suite, the threaded engine and random games (holdings conserved).

use super::*;

/// Every count of the crazyhouse file up to 30 million nodes (drops, promoted pieces returning
/// as pawns, e.p. with holdings, mates a drop can block).
#[test]
fn crazyhouse_suite() {
    run(Crazyhouse::default(), 30_000_000, 35);
}

/// The threaded, hashed engine gives the serial counts (keys include hands and promoted marks).
#[test]
fn crazyhouse_through_the_engine() {
    let game = Crazyhouse::default();
    let entries = crate::common::game_suite(game, "variants/crazyhouse.epd");
    let cfg = EngineConfig {
        threads: 2,
        hash_mb: 16,
        ..EngineConfig::serial()
    };
    let engine = PerftEngine::new(game, &cfg).expect("engine starts");
    for e in &entries {
        for &(depth, expected) in e.expected.iter().filter(|&&(_, n)| n <= 3_000_000) {
            assert_eq!(
                engine.perft(&e.position, depth),
                u128::from(expected),
                "{} D{depth}",
                e.fen
            );
        }
    }
}

/// Random crazyhouse games from the start and from every suite position: after each move the
/// FEN round-trips, the incremental key equals the key from scratch, the identity rebuilds a
/// position with the same key, the pieces on board plus in hand stay constant, promoted marks
/// sit only on pieces, and the move count equals perft(1).
#[test]
fn crazyhouse_random_games_keep_every_invariant() {
    let plies = crate::common::random_games(Crazyhouse::default(), 120, 80, |parent, child| {
        let fen = child.to_fen();
        assert_eq!(
            child.piece_total(),
            parent.piece_total(),
            "pieces conserved: {fen}"
        );
        assert!(child.is_consistent(), "{fen}");
    });
    assert!(plies > 5_000, "only {plies} plies played");
}

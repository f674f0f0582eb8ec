//! King of the hill: the suite, a king on the hill ends the game, random games.

use super::*;

/// Every king-of-the-hill count (kings reaching the hill end the game: perft 0 below).
#[test]
fn king_of_the_hill_suite() {
    run(KingOfTheHill::default(), u64::MAX, 10);
}

/// A king on the hill: no moves, whatever the depth; the engine agrees.
#[test]
fn king_on_the_hill_has_no_moves() {
    let game = KingOfTheHill::default();
    let p = game
        .parse("4k3/8/8/8/3K4/8/8/8 b - - 0 1")
        .expect("valid FEN");
    assert_eq!(
        (game.perft(&p, 1), game.perft(&p, 3), game.moves(&p).len()),
        (0, 0, 0)
    );
    let engine = PerftEngine::new(
        game,
        &EngineConfig {
            threads: 2,
            hash_mb: 16,
            ..EngineConfig::serial()
        },
    )
    .expect("engine starts");
    let e = crate::common::game_suite(game, "variants/kingofthehill.epd");
    assert_eq!(engine.perft(&e[1].position, 4), 808_163);
    assert_eq!(engine.perft(&p, 3), 0);
}

/// Random king-of-the-hill games keep every invariant; a game stops exactly when a king stands
/// on the hill (or chess ends it).
#[test]
fn king_of_the_hill_random_games_keep_every_invariant() {
    let game = KingOfTheHill::default();
    let played = crate::common::random_games(game, 60, 160, |_, child| {
        let on_hill = bitperft::variants::king_of_the_hill::is_over(child);
        assert_eq!(
            game.moves(child).is_empty(),
            on_hill || child.legal_moves().is_empty(),
            "{}",
            child.to_fen()
        );
    });
    assert!(played > 2_000, "only {played} moves");
}

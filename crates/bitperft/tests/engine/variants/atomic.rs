//! Atomic: the suite, random games, the threaded engine and its rules.

use super::*;

/// Every atomic count to 30 million nodes (explosions, kings side by side, Chess960 castling).
#[test]
fn atomic_suite() {
    run(Atomic::default(), 30_000_000, 35);
}

/// Random atomic games keep every invariant; pieces only leave (explosions).
#[test]
fn atomic_random_games_keep_every_invariant() {
    random_board_games(Atomic::default(), true, 5_000);
}

/// Atomic through the threaded, hashed engine.
#[test]
fn atomic_through_the_engine() {
    through_the_engine(Atomic::default(), 3_000_000);
}

/// Atomic rules: a capture clears the capturer, the victim and the non-pawns around (pawns
/// stay); kings never capture; kings side by side are not in check; blowing up the enemy king
/// is legal even when our king stands attacked, and then the game is over.
#[test]
fn atomic_rules() {
    let atomic = Atomic::default();
    let p = atomic
        .parse("4k3/8/8/2npb3/3N4/8/8/4K3 w - - 0 1")
        .expect("valid");
    let take = atomic.parse_uci(&p, "d4e6").expect("a quiet knight move");
    assert_eq!(
        atomic.fen(&atomic.play(&p, take)),
        "4k3/8/4N3/2npb3/8/8/8/4K3 b - - 1 1"
    );
    let blast = atomic
        .parse("4k3/8/8/2npb3/8/3N4/8/4K3 w - - 0 1")
        .expect("valid");
    let m = atomic
        .parse_uci(&blast, "d3c5")
        .expect("knight takes knight");
    assert_eq!(
        atomic.fen(&atomic.play(&blast, m)),
        "4k3/8/8/3pb3/8/8/8/4K3 b - - 0 1"
    );
    // The king may not take (e1xe2), and stands safe next to the enemy king though the rook
    // on e8 attacks it.
    let p = atomic
        .parse("4r3/8/8/8/8/8/3kp3/4K3 w - - 0 1")
        .expect("valid");
    let moves: Vec<String> = atomic
        .moves(&p)
        .iter()
        .map(|&m| atomic.uci(&p, m))
        .collect();
    assert!(!moves.contains(&"e1e2".to_string()), "{moves:?}");
    // White's queen takes next to the black king while its own king stands in check.
    let p = atomic
        .parse("3qk3/3p4/8/8/8/8/8/r2QK3 w - - 0 1")
        .expect("valid");
    let m = atomic
        .parse_uci(&p, "d1d7")
        .expect("blowing up the king wins");
    let over = atomic.play(&p, m);
    assert_eq!((atomic.perft(&over, 1), atomic.moves(&over).len()), (0, 0));
    // The FEN of that position reads back; a king missing on the side that just moved does not.
    assert_eq!(atomic.parse(&atomic.fen(&over)).as_ref(), Ok(&over));
    let e = atomic.parse("4k3/8/8/8/8/8/8/8 b - - 0 1").unwrap_err();
    assert_eq!(
        e.kind,
        bitperft::variants::VariantFenErrorKind::KingBlownUpByItsSide(
            bitperft::types::Color::White
        )
    );
}

//! The variant suites (`perf-suites/variants/`, every count confirmed by two independent
//! programs) against each variant's engine, capped so `cargo test --release` stays quick; the
//! CLI's `suite --variant NAME` runs them whole.

use crate::engine::{EngineConfig, Game, PerftEngine};
use crate::position::Position;
use crate::types::Bitboard;
use crate::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

/// Runs `perf-suites/variants/<name>.epd` through `game` up to `cap` nodes per count.
fn run<G: Game>(game: G, cap: u64, min_checks: usize) {
    let name = format!("variants/{}.epd", game.name());
    let entries = super::common::game_suite(game, &name);
    let (failures, checks) = super::common::check(&name, &entries, cap, |p, d| game.perft(p, d));
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checks >= min_checks, "{name}: only {checks} checks ran");
}

/// Every count of the crazyhouse file up to 30 million nodes (drops, promoted pieces returning
/// as pawns, e.p. with holdings, mates a drop can block).
#[test]
fn crazyhouse_suite() {
    run(Crazyhouse::default(), 30_000_000, 35);
}

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
    let e = super::common::game_suite(game, "variants/kingofthehill.epd");
    assert_eq!(engine.perft(&e[1].position, 4), 808_163);
    assert_eq!(engine.perft(&p, 3), 0);
}

/// The threaded, hashed engine gives the serial counts (keys include hands and promoted marks).
#[test]
fn crazyhouse_through_the_engine() {
    let game = Crazyhouse::default();
    let entries = super::common::game_suite(game, "variants/crazyhouse.epd");
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
    let plies = super::common::random_games(Crazyhouse::default(), 120, 80, |parent, child| {
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

/// Every three-check count (the third check ends the game; counters from the FEN).
#[test]
fn three_check_suite() {
    run(ThreeCheck::default(), 30_000_000, 18);
}

/// The threaded, hashed engine gives the serial three-check counts (keys include counters).
#[test]
fn three_check_through_the_engine() {
    super::common::engine_agrees(ThreeCheck::default(), 8_000_000);
}

/// Random three-check games keep every invariant; a checking move takes one from its side's
/// counter and any other move leaves the counters alone.
#[test]
fn three_check_random_games_keep_every_invariant() {
    let played = super::common::random_games(ThreeCheck::default(), 60, 120, |parent, child| {
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

/// Every racing-kings count up to 30 million nodes (no checking moves; a king on rank 8 ends
/// the game, except Black's one reply to draw).
#[test]
fn racing_kings_suite() {
    run(RacingKings::default(), 30_000_000, 29);
}

/// The threaded, hashed engine gives the serial racing-kings counts.
#[test]
fn racing_kings_through_the_engine() {
    super::common::engine_agrees(RacingKings::default(), 3_000_000);
}

/// Random racing-kings games keep every invariant, and no move ever gives check.
#[test]
fn racing_kings_random_games_keep_every_invariant() {
    let played = super::common::random_games(RacingKings::default(), 60, 120, |_, child| {
        assert!(!child.is_check(), "{}", child.to_fen());
    });
    assert!(played > 2_000, "only {played} moves");
}

/// Random king-of-the-hill games keep every invariant; a game stops exactly when a king stands
/// on the hill (or chess ends it).
#[test]
fn king_of_the_hill_random_games_keep_every_invariant() {
    let game = KingOfTheHill::default();
    let played = super::common::random_games(game, 60, 160, |_, child| {
        let on_hill = crate::variants::king_of_the_hill::is_over(child);
        assert_eq!(
            game.moves(child).is_empty(),
            on_hill || child.legal_moves().is_empty(),
            "{}",
            child.to_fen()
        );
    });
    assert!(played > 2_000, "only {played} moves");
}

/// The shortcuts of king of the hill (chess perft where no king can reach the hill in time),
/// three-check (chess perft where no counter can reach 0 in time), racing kings (checking
/// moves told apart unplayed, the last ply counted as generated) and atomic (captures judged
/// by the blast, quiet moves counted by popcount) against playing every move.
#[test]
fn variant_perft_equals_playing_every_move() {
    super::common::perft_equals_played(KingOfTheHill::default(), 4);
    super::common::perft_equals_played(ThreeCheck::default(), 4);
    super::common::perft_equals_played(RacingKings::default(), 4);
    super::common::perft_equals_played(Atomic::default(), 4);
}

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
    assert!(anti.parse(crate::Position::STARTPOS_FEN).is_err());
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

/// Random games of a board variant (chess positions, [`VariantMove`]s) from its start and its
/// suite: the move count is perft(1), UCI text round-trips, the incremental key equals the
/// key from scratch, the FEN round-trips, the identity rebuilds a position with the same key;
/// if `only_leave`, pieces only ever leave the board (none appears where none was, bar the
/// moving piece's and castling's landing squares).
pub(super) fn random_board_games<G: Game<Position = Position>>(
    game: G,
    only_leave: bool,
    min_plies: usize,
) {
    let plies = super::common::random_games(game, 150, 120, |pos, child| {
        let fen = child.to_fen();
        assert!(child.is_consistent(), "{fen}");
        if only_leave {
            let before = pos.by_color(pos.turn());
            let landed = child.by_color(pos.turn()) & !before;
            assert!(landed.count() <= 2, "{fen}");
            let theirs = child.by_color(!pos.turn()) & !pos.by_color(!pos.turn());
            assert_eq!(theirs, Bitboard::EMPTY, "{fen}");
            assert!(child.occupied().count() <= pos.occupied().count(), "{fen}");
        }
    });
    assert!(plies > min_plies, "only {plies} plies played");
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

/// The threaded, hashed engine gives the serial counts of a board variant's suite, for every
/// count up to `cap`.
pub(super) fn through_the_engine<G: Game>(game: G, cap: u64) {
    let checks = super::common::engine_agrees(game, cap);
    assert!(checks >= 10, "only {checks} checks");
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
        crate::variants::VariantFenErrorKind::KingBlownUpByItsSide(crate::types::Color::White)
    );
}

/// Every count of the four board-variant files, uncapped (the largest are 46 million nodes):
/// `cargo test --release -p bitperft board_variant_suites_whole -- --ignored`.
#[test]
#[ignore = "about a minute: the whole files"]
fn board_variant_suites_whole() {
    run(Antichess::default(), u64::MAX, 27);
    run(Giveaway::default(), u64::MAX, 33);
    run(Horde::default(), u64::MAX, 29);
    run(Atomic::default(), u64::MAX, 42);
}

/// Prints the serial speed of each board variant's start position at the depth whose count
/// first passes 100 million (no timed assertion: compare with Fairy-Stockfish's `go perft`):
/// `cargo test --release -p bitperft board_variant_start_speed -- --ignored --nocapture`.
#[test]
#[ignore = "minutes: a speed report, not a check"]
fn board_variant_start_speed() {
    fn time<G: Game>(game: G, depth: u32) {
        let p = game.start();
        let t = std::time::Instant::now();
        let n = game.perft(&p, depth);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{:>10} start D{depth}: {n} nodes in {s:.2} s, {:.0} M nodes/s (one thread)",
            game.name(),
            n as f64 / s / 1e6
        );
    }
    let only = std::env::var("BITPERFT_SPEED_ONLY").unwrap_or_default();
    let pick = |name: &str| only.is_empty() || only.split(',').any(|n| n == name);
    if pick("antichess") {
        time(Antichess::default(), 7);
    }
    if pick("giveaway") {
        time(Giveaway::default(), 7);
    }
    if pick("horde") {
        time(Horde::default(), 8);
    }
    if pick("atomic") {
        time(Atomic::default(), 6);
    }
}

/// Bad FENs of the board variants are refused with the field and the reason, never a panic.
#[test]
fn board_variant_fen_errors_name_the_field() {
    use crate::position::FenErrorKind;
    use crate::variants::VariantFenErrorKind as K;
    let field = |r: Result<Position, crate::variants::VariantFenError>| {
        let e = r.expect_err("refused");
        (e.field, e.kind)
    };
    assert_eq!(
        field(Antichess::default().parse(crate::Position::STARTPOS_FEN)),
        ("castling", K::NoCastling("antichess"))
    );
    assert_eq!(
        field(Giveaway::default().parse("8/8/8/8/8/8/8/R6R w KQ - 0 1")),
        ("castling", K::Chess(FenErrorKind::CastlingWithoutKing('K')))
    );
    assert_eq!(
        field(Horde::default().parse("4k3/8/8/8/8/8/8/K7 w - - 0 1")),
        ("board", K::KingNotAllowed(crate::Color::White, 1))
    );
    assert_eq!(
        field(Horde::default().parse("4k3/8/8/8/8/8/8/p7 w - - 0 1")).0,
        "board"
    );
    assert_eq!(
        field(Atomic::default().parse("4k3/8/8/8/8/8/8/K6K w - - 0 1")),
        (
            "board",
            K::Chess(FenErrorKind::KingCount(crate::Color::White, 2))
        )
    );
    assert_eq!(
        field(Atomic::default().parse("4k3/8/8/8/8/8/8/4RK2 w - - 0 1")),
        ("position", K::Chess(FenErrorKind::OpponentInCheck))
    );
    // Kings side by side: no check, so no error; a missing king: a finished game.
    assert!(Atomic::default()
        .parse("8/8/8/8/8/8/3k4/3RK3 w - - 0 1")
        .is_ok());
    let over = Atomic::default()
        .parse("8/8/8/8/8/8/8/3RK3 b - - 0 1")
        .expect("valid");
    assert_eq!(Atomic::default().perft(&over, 2), 0);
    for fen in [
        "",
        "8/8/8 w - -",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    ] {
        assert!(Antichess::default().parse(fen).is_err());
        assert!(Giveaway::default().parse(fen).is_err());
        assert!(Horde::default().parse(fen).is_err());
        assert!(Atomic::default().parse(fen).is_err());
    }
}

/// Giveaway castling, which the suite's start positions only reach at D7: positions with
/// castling at once, counts from Fairy-Stockfish 11.1 (`UCI_Variant giveaway`, `go perft`).
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

//! The variant suites (`perf-suites/variants/`, every count confirmed by two independent
//! programs) against each variant's engine, capped so `cargo test --release` stays quick; the
//! CLI's `suite --variant NAME` runs them whole.

mod atomic;
mod crazyhouse;
mod horde;
mod king_of_the_hill;
mod losing;
mod racing_kings;
mod three_check;

use bitperft::engine::{EngineConfig, Game, PerftEngine};
use bitperft::position::Position;
use bitperft::types::Bitboard;
use bitperft::variants::{
    Antichess, Atomic, Crazyhouse, Giveaway, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

/// Runs `perf-suites/variants/<name>.epd` through `game` up to `cap` nodes per count.
pub(super) fn run<G: Game>(game: G, cap: u64, min_checks: usize) {
    let name = format!("variants/{}.epd", game.name());
    let entries = crate::common::game_suite(game, &name);
    crate::common::assert_suite(&name, &entries, cap, min_checks, |p, d| game.perft(p, d));
}

/// The shortcuts of king of the hill (chess perft where no king can reach the hill in time),
/// three-check (chess perft where no counter can reach 0 in time), racing kings (checking
/// moves told apart unplayed, the last ply counted as generated) and atomic (captures judged
/// by the blast, quiet moves counted by popcount) against playing every move.
#[test]
fn variant_perft_equals_playing_every_move() {
    crate::common::perft_equals_played(KingOfTheHill::default(), 4);
    crate::common::perft_equals_played(ThreeCheck::default(), 4);
    crate::common::perft_equals_played(RacingKings::default(), 4);
    crate::common::perft_equals_played(Atomic::default(), 4);
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
    let plies = crate::common::random_games(game, 150, 120, |pos, child| {
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

/// The threaded, hashed engine gives the serial counts of a board variant's suite, for every
/// count up to `cap`.
pub(super) fn through_the_engine<G: Game>(game: G, cap: u64) {
    let checks = crate::common::engine_agrees(game, cap);
    assert!(checks >= 10, "only {checks} checks");
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
    use bitperft::position::FenErrorKind;
    use bitperft::variants::VariantFenErrorKind as K;
    let field = |r: Result<Position, bitperft::variants::VariantFenError>| {
        let e = r.expect_err("refused");
        (e.field, e.kind)
    };
    assert_eq!(
        field(Antichess::default().parse(bitperft::Position::STARTPOS_FEN)),
        ("castling", K::NoCastling("antichess"))
    );
    assert_eq!(
        field(Giveaway::default().parse("8/8/8/8/8/8/8/R6R w KQ - 0 1")),
        ("castling", K::Chess(FenErrorKind::CastlingWithoutKing('K')))
    );
    assert_eq!(
        field(Horde::default().parse("4k3/8/8/8/8/8/8/K7 w - - 0 1")),
        ("board", K::KingNotAllowed(bitperft::Color::White, 1))
    );
    assert_eq!(
        field(Horde::default().parse("4k3/8/8/8/8/8/8/p7 w - - 0 1")).0,
        "board"
    );
    assert_eq!(
        field(Atomic::default().parse("4k3/8/8/8/8/8/8/K6K w - - 0 1")),
        (
            "board",
            K::Chess(FenErrorKind::KingCount(bitperft::Color::White, 2))
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

//! How positions and moves are written: `--moves` as one argument, `--chess960` on every command
//! that reads a position, SFEN for the shogi variants, and the hints for another variant's
//! notation (a drop, holdings in brackets, SFEN) where the game cannot read it.

use crate::common::{assert_input_error, run};

/// Two rooks and a king on their standard squares, `KQ` castling letters.
const ROOKS: &str = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";

/// Shogi's start position in SFEN.
const SHOGI_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

#[test]
fn moves_may_be_one_space_separated_argument() {
    let apart = run(&["divide", "2", "--moves", "e2e4", "e7e5"]);
    let together = run(&["divide", "2", "--moves", "e2e4 e7e5"]);
    assert_eq!(together.code, 0, "{}", together.stderr);
    assert_eq!(apart.stdout, together.stdout);
    let r = run(&["perft", "1", "--moves", "e2e4 e7e5", "g1f3", "--json"]);
    assert!(
        r.stdout
            .contains("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"),
        "{}",
        r.stdout
    );
}

#[test]
fn chess960_writes_castling_king_takes_rook_in_every_command_that_reads_a_position() {
    let r = run(&["divide", "1", "--fen", ROOKS]);
    assert!(r.stdout.contains("e1g1: 1"), "{}", r.stdout);
    let r = run(&["divide", "1", "--fen", ROOKS, "--chess960"]);
    assert!(
        r.stdout.contains("e1h1: 1") && r.stdout.contains("e1a1: 1"),
        "{}",
        r.stdout
    );
    let r = run(&["show", "--fen", ROOKS, "--chess960", "--json"]);
    assert!(r.stdout.contains(r#""chess960":true"#), "{}", r.stdout);
    for command in [
        &["perft", "1"][..],
        &["split", "2", "--unique", "--ply", "1"],
    ] {
        let mut args = command.to_vec();
        args.extend_from_slice(&["--fen", ROOKS, "--chess960"]);
        let r = run(&args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    }
    let r = run(&["perftree", "1", ROOKS, "--chess960"]);
    assert!(r.stdout.lines().any(|l| l == "e1h1 1"), "{}", r.stdout);
    // The variants with castling write it the same way; a game without castling says so.
    let r = run(&[
        "divide",
        "1",
        "--variant",
        "crazyhouse",
        "--fen",
        ROOKS,
        "--chess960",
    ]);
    assert!(r.stdout.contains("e1h1: 1"), "{}", r.stdout);
    let r = run(&["perft", "1", "--variant", "racingkings", "--chess960"]);
    assert_input_error(&r, &["--chess960: racingkings has no castling"]);
    let r = run(&["perft", "1", "--variant", "capablanca", "--chess960"]);
    assert_input_error(&r, &["--chess960: capablanca runs on the fairy engine"]);
}

#[test]
fn a_drop_written_wrong_gets_the_drop_notation() {
    let r = run(&[
        "perft",
        "1",
        "--variant",
        "crazyhouse",
        "--moves",
        "e2e4 Pe4",
    ]);
    assert_input_error(
        &r,
        &["invalid move 'Pe4': expected UCI notation like e2e4 or e7e8q, or a drop like P@e4"],
    );
    let r = run(&["perft", "1", "--variant", "shogi", "--moves", "P5e"]);
    assert_input_error(&r, &["or a drop like P@e4"]);
    // In a game without drops, the drop notation points to the variants that have them.
    let r = run(&["perft", "1", "--moves", "P@e4"]);
    assert_input_error(
        &r,
        &[
            "drops like P@e4 are moves of the variants with pieces in hand: give --variant crazyhouse",
        ],
    );
}

#[test]
fn holdings_in_brackets_without_a_variant_suggest_crazyhouse() {
    let r = run(&["perft", "1", "--fen", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"]);
    assert_input_error(
        &r,
        &[
            "invalid FEN: board field",
            "holdings in brackets are for the variants with pieces in hand: give --variant crazyhouse",
        ],
    );
}

#[test]
fn sfen_is_read_in_the_shogi_variants_and_named_elsewhere() {
    // Published: shogi's start position has 30 moves and 900 positions at depth 2 (Fairy-
    // Stockfish, perf-suites/variants/shogi.epd).
    let r = run(&[
        "perft",
        "2",
        "--variant",
        "shogi",
        "--fen",
        SHOGI_SFEN,
        "--json",
    ]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(r#""nodes":900"#), "{}", r.stdout);
    assert!(
        r.stdout.contains(
            r#""fen":"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1""#
        ),
        "{}",
        r.stdout
    );
    // perf-suites/variants/shogi.epd line 3 (D1 178, D2 18041) in SFEN: Gote to move, pieces
    // in hand counted (`3p`).
    let sfen = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sgn3pb 124";
    let r = run(&["perft", "2", "--variant", "shogi", "--fen", sfen]);
    assert!(r.stdout.starts_with("perft 2: 18041 nodes"), "{}", r.stdout);
    let r = run(&["perft", "1", "--fen", SHOGI_SFEN]);
    assert_input_error(
        &r,
        &["(this is SFEN, shogi's notation: give --variant shogi, which reads SFEN, or a FEN)"],
    );
}

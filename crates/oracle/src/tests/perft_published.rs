//! The chessprogramming.org "Perft Results" counts and a few Chess960 positions.

use super::common::check_counts;

#[test]
fn start_position() {
    check_counts(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281],
    );
}

#[test]
fn kiwipete() {
    check_counts(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862],
    );
}

#[test]
fn position_3() {
    check_counts(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624],
    );
}

#[test]
fn position_4() {
    check_counts(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333],
    );
}

#[test]
fn position_5() {
    check_counts(
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379],
    );
}

#[test]
fn position_6() {
    check_counts(
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890],
    );
}

/// From chess960.epd (Shredder-FEN castling): adjacent king and rook, rooks on one side of
/// the king's destination, kings on the b- and c-files, one-sided rights.
#[test]
fn chess960() {
    for (fen, counts) in [
        (
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            &[21, 528, 12_189, 326_672][..],
        ),
        (
            "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
            &[20, 479, 10_471, 273_318],
        ),
        (
            "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
            &[22, 593, 13_440, 382_958],
        ),
        (
            "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9",
            &[33, 823, 26_895],
        ),
        (
            "nrkb1qbr/pp1pppp1/5n2/7p/2p5/1N1NPP2/PPPP2PP/1RKB1QBR w HBhb - 0 9",
            &[25, 712, 18_813],
        ),
        (
            "nrbk1rqb/1pp2ppp/5n2/p2pp3/5B2/1N1P2P1/PPP1PP1P/1R1KNRQB w FBfb - 0 9",
            &[35, 927, 31_559],
        ),
    ] {
        check_counts(fen, counts);
    }
}

/// Speed baseline: `cargo test --release -p bitperft-oracle -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed_startpos_d5() {
    let b = crate::Board::startpos();
    let t = std::time::Instant::now();
    let n = crate::perft(&b, 5);
    let s = t.elapsed().as_secs_f64();
    assert_eq!(n, 4_865_609);
    println!(
        "oracle startpos d5: {n} leaves in {s:.3}s ({:.1} M leaves/s)",
        n as f64 / s / 1e6
    );
}

//! The FEN writer against the reader: every suite position, and positions reached from them.

use super::common::{SUITES, suite};
use crate::Board;

/// The first four fields of a FEN (placement, side, castling, e.p.).
fn four_fields(fen: &str) -> Vec<&str> {
    fen.split_whitespace().take(4).collect()
}

/// `from_fen(to_fen(b)) == b`, and writing again gives the same text.
fn assert_round_trip(b: &Board, place: &str) {
    let fen = b.to_fen();
    let back = Board::from_fen(&fen)
        .unwrap_or_else(|e| panic!("{place}: to_fen wrote {fen}, which from_fen rejects: {e}"));
    assert_eq!(&back, b, "{place}: round trip of {fen}");
    assert_eq!(back.to_fen(), fen, "{place}: text changed");
}

#[test]
fn every_suite_position_round_trips_and_keeps_its_fields() {
    let mut n = 0;
    for file in SUITES {
        for line in suite(file) {
            let b = line.board();
            assert_round_trip(&b, &line.place());
            // The suites write castling as the writer does (KQkq for standard chess,
            // Shredder-FEN letters for Chess960) and e.p. squares only when capturable.
            assert_eq!(
                four_fields(&b.to_fen()),
                four_fields(&line.fen),
                "{}",
                line.place()
            );
            n += 1;
        }
    }
    assert!(n > 1_000, "only {n} positions read");
}

/// A deterministic walk of a few plies from every suite position (the move picked by the ply
/// number): every position on the way round-trips, so `play` keeps clocks, rights and the
/// e.p. square in the form the reader produces.
#[test]
fn positions_reached_by_play_round_trip() {
    for file in SUITES {
        for line in suite(file) {
            let mut b = line.board();
            for ply in 0..12 {
                let moves = b.legal_moves();
                if moves.is_empty() {
                    break;
                }
                b = b.play(moves[(ply * 7 + line.number) % moves.len()]);
                assert_round_trip(&b, &format!("{} ply {ply}", line.place()));
            }
        }
    }
}

#[test]
fn epd_positions_get_default_clocks() {
    let b = Board::from_fen("4k3/8/8/8/8/8/8/4K2R w K -").expect("EPD position");
    assert_eq!(b.to_fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!((b.halfmove_clock(), b.fullmove_number()), (0, 1));
}

#[test]
fn castling_notation() {
    let fen = |s: &str| Board::from_fen(s).expect("valid FEN").to_fen();
    // Standard FEN and Shredder-FEN of the start position: same rights, notation kept.
    let standard = Board::startpos();
    let shredder = Board::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1")
        .expect("Shredder-FEN");
    assert_eq!(standard, shredder);
    assert!(!standard.is_chess960() && shredder.is_chess960());
    assert!(shredder.to_fen().contains(" HAha "));
    // X-FEN: K/Q name the outermost rook; an inner rook needs its file letter.
    // Outermost rooks on a1/h1 with the king on e1: standard chess, written KQ.
    assert_eq!(
        fen("4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1"),
        "4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1"
    );
    assert_eq!(
        fen("4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1"),
        "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1"
    );
    assert_eq!(
        fen("1r2k1r1/8/8/8/8/8/8/4K3 b kq - 0 1"),
        "1r2k1r1/8/8/8/8/8/8/4K3 b gb - 0 1"
    );
    // Mixed: X-FEN letter for one side, file letter for the other.
    assert_eq!(
        fen("4k3/8/8/8/8/8/8/1R2KR1R w KB - 0 1"),
        "4k3/8/8/8/8/8/8/1R2KR1R w HB - 0 1"
    );
    // A Chess960 king with a single right.
    let b = Board::from_fen("4k3/8/8/8/8/8/8/5KR1 w K - 0 1").expect("X-FEN");
    assert!(b.is_chess960());
    assert_eq!(b.to_fen(), "4k3/8/8/8/8/8/8/5KR1 w G - 0 1");
    // Without the Chess960 flag an outermost rook is written K/Q again.
    let mut b = b;
    b.set_chess960(false);
    assert_eq!(b.to_fen(), "4k3/8/8/8/8/8/8/5KR1 w K - 0 1");
}

#[test]
fn uncapturable_ep_square_is_dropped() {
    // Reader and `play` agree: the square is kept only with a capturing pawn beside the pusher.
    let b = Board::from_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").expect("valid FEN");
    assert_eq!(b.ep_square(), None);
    assert_eq!(b.to_fen(), "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    let after = Board::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
        .expect("valid FEN")
        .play_uci("e2e4")
        .expect("legal");
    assert_eq!(after, b);
    let b = Board::from_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1").expect("valid FEN");
    assert_eq!(b.ep_square().map(|s| s.to_string()), Some("e3".to_string()));
}

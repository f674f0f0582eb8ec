//! The set-wise leaf classifier against the played-leaf reference: along random legal games from
//! every bundled suite (standard, tricky, CPW and Chess960 positions: e.p., castling of both
//! kinds, promotions, pins and discovered checks), every column of depth 1 at each position and
//! of depth 2 at the last must agree. Hand-picked positions make sure each column's rule is
//! exercised (the reference finds some of that kind) so a broken rule fails here.

use bitperft::stats::{self, reference};
use bitperft::{PerftStats, Position};
use proptest::prelude::*;
use std::sync::LazyLock;

/// Every position of every bundled suite.
static STARTS: LazyLock<Vec<Position>> = LazyLock::new(|| {
    ["standard.epd", "tricky.epd", "cpw.epd", "chess960.epd"]
        .iter()
        .flat_map(|name| crate::common::suite(name))
        .map(|e| e.position)
        .collect()
});

/// Asserts that both classifiers agree at `depth` below `pos`.
fn agree(pos: &Position, depth: u32) -> Result<(), TestCaseError> {
    prop_assert_eq!(
        stats::perft_stats(pos, depth),
        reference::perft_stats(pos, depth),
        "depth {} of {}",
        depth,
        pos.to_fen()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(debug_assertions) { 16 } else { 1024 },
        ..ProptestConfig::default()
    })]

    /// A game of up to 60 plies; `choices` picks each move among the legal ones.
    #[test]
    fn set_wise_equals_played_along_random_games(
        start in 0usize..1_000_000,
        choices in proptest::collection::vec(any::<u16>(), 0..60),
    ) {
        let mut pos = STARTS[start % STARTS.len()];
        for c in choices {
            agree(&pos, 1)?;
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.play_unchecked(legal[usize::from(c) % legal.len()]);
        }
        agree(&pos, 2)?;
    }
}

/// The column a hand-picked position exercises.
type Column = fn(&PerftStats) -> u64;

/// Positions whose leaves (depth 1) hold the named kind: the reference counts some.
const CASES: &[(&str, &str, Column)] = &[
    // Knight, bishop, rook, queen and pawn checks.
    (
        "direct checks",
        "4k3/8/8/2p5/8/8/3P4/RN1QKB2 w - - 0 1",
        |s| s.direct_checks,
    ),
    // A capture, by the queen.
    ("captures", "4k3/8/8/8/8/8/8/q2QK3 w - - 0 1", |s| {
        s.captures
    }),
    // The knight on e4 uncovers the bishop on b1.
    (
        "discovered by a piece",
        "8/7k/8/8/4N3/8/8/1B2K3 w - - 0 1",
        |s| s.single_discovered_checks,
    ),
    // ... and gives check itself from f6 or g5.
    (
        "direct and discovered",
        "8/7k/8/8/4N3/8/8/1B2K3 w - - 0 1",
        |s| s.direct_discovered_checks,
    ),
    // The pawn on f3 uncovers the rook on f1 when it takes on g4 (not when it pushes).
    (
        "discovered by a pawn",
        "5k2/8/8/8/6p1/5P2/8/4KR2 w - - 0 1",
        |s| s.single_discovered_checks,
    ),
    // The king on e1 uncovers the rook on a1 when it leaves the first rank.
    (
        "discovered by the king",
        "8/8/8/8/8/8/8/R3K2k w - - 0 1",
        |s| s.single_discovered_checks,
    ),
    // The rook on c3 uncovers the queen on a1's diagonal.
    (
        "discovered on a diagonal",
        "7k/8/8/8/8/2R5/8/Q3K3 w - - 0 1",
        |s| s.single_discovered_checks,
    ),
    // The king on b2 uncovers the queen unless it steps along the diagonal (to c3).
    (
        "discovered off the line",
        "7k/8/8/8/8/8/1K6/Q7 w - - 0 1",
        |s| s.single_discovered_checks,
    ),
    // Back-rank mate by the rook.
    ("direct mates", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", |s| {
        s.direct_mates
    }),
    // The knight on e8 uncovers the rook's back-rank mate (and mates with it from f6).
    (
        "discovered mates",
        "R3N1k1/5ppp/8/8/8/8/8/6K1 w - - 0 1",
        |s| s.single_discovered_mates,
    ),
    (
        "direct and discovered mates",
        "R3N1k1/5ppp/8/8/8/8/8/6K1 w - - 0 1",
        |s| s.direct_discovered_mates,
    ),
    // Promotions with check, to every piece, with a capture.
    ("promotions", "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", |s| {
        s.promotions
    }),
    // An en-passant capture that opens the rook's line.
    ("en passant", "8/8/8/r2pP2k/8/8/8/R3K3 w - d6 0 1", |s| {
        s.en_passant
    }),
    // Castling whose rook checks.
    ("castling", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", |s| s.castles),
];

#[test]
fn hand_picked_positions_agree_and_exercise_their_rule() {
    for &(what, fen, column) in CASES {
        let pos = Position::from_fen(fen).unwrap();
        let want = reference::perft_stats(&pos, 1);
        assert_eq!(stats::perft_stats(&pos, 1), want, "{what}: {fen}");
        assert!(column(&want) > 0, "{what}: none in {fen}: {want:?}");
    }
}

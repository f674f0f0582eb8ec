//! Property tests (proptest): random legal games from random positions of the bundled suites.
//! At every position on the way: the FEN round-trips, the incremental Zobrist key equals the
//! key computed from scratch, the fast generator's move set equals the reference generator's,
//! every legal move's UCI string parses back to that move, and perft(2) of the fast engine
//! equals the reference's.

use bitperft::position::zobrist::KEYS;
use bitperft::reference::Board;
use bitperft::{Move, Position, UciMove};
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

fn codes(moves: &[Move]) -> Vec<u16> {
    let mut v: Vec<u16> = moves.iter().map(|m| m.to_u16()).collect();
    v.sort_unstable();
    v
}

/// Checks every property at `pos`; returns its legal moves.
fn check(pos: &Position) -> Result<Vec<Move>, TestCaseError> {
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, pos, "FEN round trip of {}", fen);
    prop_assert_eq!(back.to_fen(), fen.clone());
    prop_assert_eq!(pos.key(), pos.compute_key(&KEYS), "Zobrist key of {}", fen);
    prop_assert!(pos.is_consistent(), "{}", fen);

    let legal = pos.legal_moves().to_vec();
    let board = Board::from_position(pos);
    prop_assert_eq!(
        codes(&legal),
        codes(&board.legal_moves()),
        "move sets of {}",
        fen
    );
    for &m in &legal {
        let text = pos.uci(m);
        prop_assert_eq!(pos.parse_uci(&text), Ok(m), "{} in {}", text, fen);
        let parsed: UciMove = text
            .parse()
            .map_err(|e: bitperft::MoveError| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(parsed.to_string(), text.clone());
        prop_assert_eq!(parsed.to_move(pos), Ok(m));
    }
    prop_assert_eq!(
        bitperft::perft(pos, 2),
        board.perft(2),
        "perft(2) of {}",
        fen
    );
    Ok(legal)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: if cfg!(debug_assertions) { 16 } else { 1024 },
        ..ProptestConfig::default()
    })]

    /// A game of up to 40 plies; `choices` picks each move among the legal ones.
    #[test]
    fn random_games_keep_every_invariant(
        start in 0usize..1_000_000,
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        let mut pos = STARTS[start % STARTS.len()];
        for c in choices {
            let legal = check(&pos)?;
            if legal.is_empty() {
                break;
            }
            pos = pos.play(legal[usize::from(c) % legal.len()]);
        }
        check(&pos)?;
    }
}

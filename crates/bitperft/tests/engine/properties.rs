//! Property tests (proptest): random legal games from random positions of the bundled suites.
//! At every position on the way: the FEN round-trips, the incremental table key equals the
//! key computed from scratch, the engine's legal moves (as UCI text) equal the 0x88 oracle's,
//! every legal move's UCI string parses back to that move, and perft(2) of the engine equals
//! the oracle's.

use bitperft::chess::KeySet;
use bitperft::engine::Key128;
use bitperft::{Move, Position, UciMove};
use bitperft_oracle::Board;
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

/// Checks every property at `pos`, whose key was derived move by move as `key`; returns its
/// legal moves.
fn check(pos: &Position, keys: &KeySet, key: Key128) -> Result<Vec<Move>, TestCaseError> {
    let fen = pos.to_fen();
    let back = Position::from_fen(&fen).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, pos, "FEN round trip of {}", fen);
    prop_assert_eq!(back.to_fen(), fen.clone());
    prop_assert_eq!(key, keys.key(pos), "incremental key of {}", fen);
    prop_assert!(pos.is_consistent(), "{}", fen);

    let legal = pos.legal_moves().to_vec();
    let board = Board::from_fen(&fen).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut texts: Vec<String> = legal.iter().map(|&m| pos.uci(m)).collect();
    texts.sort();
    prop_assert_eq!(texts, board.legal_moves_uci(), "move sets of {}", fen);
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
        bitperft_oracle::perft(&board, 2),
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
        let keys = KeySet::new(start as u64);
        let mut pos = STARTS[start % STARTS.len()];
        let mut key = keys.key(&pos);
        for c in choices {
            let legal = check(&pos, &keys, key)?;
            if legal.is_empty() {
                break;
            }
            let child = pos.play_unchecked(legal[usize::from(c) % legal.len()]);
            key = keys.child(&pos, key, &child);
            pos = child;
        }
        check(&pos, &keys, key)?;
    }
}

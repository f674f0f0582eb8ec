//! The 0x88 oracle (`bitperft-oracle`, a dev-dependency) as the unit tests call it: through FEN
//! text, so it reads the position with its own parser.

use crate::Position;

/// The oracle's perft(`depth`) of `pos`.
pub(crate) fn oracle_perft(pos: &Position, depth: u32) -> u64 {
    let board = bitperft_oracle::Board::from_fen(&pos.to_fen())
        .unwrap_or_else(|e| panic!("the oracle refuses {}: {e}", pos.to_fen()));
    bitperft_oracle::perft(&board, depth)
}

//! Perft: leaf counts of the legal move tree, whole and split by root move.

use crate::board::Board;

/// The number of leaves of the legal move tree `depth` plies deep (plain recursion, no bulk
/// counting tricks beyond depth 1 counting the legal moves; depth 0 is 1).
///
/// ```
/// use bitperft_oracle::{perft, Board};
/// assert_eq!(perft(&Board::startpos(), 3), 8_902);
/// ```
pub fn perft(board: &Board, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => board.legal_moves().len() as u64,
        _ => board
            .legal_moves()
            .into_iter()
            .map(|m| perft(&board.play(m), depth - 1))
            .sum(),
    }
}

/// Each legal root move's UCI text (castling as [`Board::is_chess960`] says) with
/// `perft(depth - 1)` below it, sorted by the text. Empty at depth 0.
///
/// ```
/// use bitperft_oracle::{divide, Board};
/// let split = divide(&Board::startpos(), 2);
/// assert_eq!(split.len(), 20);
/// assert_eq!(split[0], ("a2a3".to_string(), 20));
/// ```
pub fn divide(board: &Board, depth: u32) -> Vec<(String, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let chess960 = board.is_chess960();
    let mut split: Vec<(String, u64)> = board
        .legal_moves()
        .into_iter()
        .map(|m| (m.uci(chess960), perft(&board.play(m), depth - 1)))
        .collect();
    split.sort();
    split
}

//! Perft: count the leaf nodes of the legal move tree to a fixed depth, with bulk counting
//! (the last ply is counted by popcount, never played).

use crate::attacks::{DefaultSliders, Sliders};
use crate::movegen::{generate, Black, Counter, Side, White};
use crate::position::Position;
use crate::types::{Color, Move, MoveList};

/// Leaf nodes at `depth` from `pos`, with the default slider backend.
///
/// ```
/// let p = bitperft::Position::startpos();
/// assert_eq!(bitperft::perft(&p, 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_with::<DefaultSliders>(pos, depth)
}

/// Leaf nodes at `depth` from `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, depth),
        Color::Black => perft_side::<S, Black>(pos, depth),
    }
}

fn perft_side<S: Sliders, Us: Side>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut c = Counter(0);
            generate::<S, Us, _>(pos, &mut c);
            c.0
        }
        _ => {
            let mut list = MoveList::new();
            generate::<S, Us, _>(pos, &mut list);
            let mut n = 0;
            for &m in list.iter() {
                n += perft_side::<S, Us::Other>(&pos.play(m), depth - 1);
            }
            n
        }
    }
}

/// Per-root-move counts at `depth` (depth ≥ 1): one `(move, leaf nodes below it)` per legal
/// move, in generation order.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    divide_with::<DefaultSliders>(pos, depth)
}

/// [`divide`] with slider backend `S`.
pub fn divide_with<S: Sliders>(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let depth = depth.max(1);
    pos.legal_moves_with::<S>().iter().map(|&m| (m, perft_with::<S>(&pos.play(m), depth - 1))).collect()
}

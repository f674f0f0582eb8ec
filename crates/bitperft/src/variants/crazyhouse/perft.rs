//! Crazyhouse perft on one thread. The last ply is counted, never played: the chess bulk count
//! of the board moves plus the drops as (held roles) × (target squares) by popcount. Where the
//! side not to move holds nothing, depth 2 is chess's (with its unplayed moves) plus the
//! drops.

use super::position::CrazyhousePosition;
use super::rules::DropRules;
use crate::attacks::Sliders;
use crate::movegen::{generate, Black, Side, Visitor, White};
use crate::perft::count;
use crate::types::{Color, Move};
use std::marker::PhantomData;

/// Leaf nodes at `depth` below `pos`, with slider backend `S`.
pub fn perft_with<S: Sliders>(pos: &CrazyhousePosition, depth: u32) -> u64 {
    perft_rules::<S>(pos, &DropRules::CRAZYHOUSE, depth)
}

/// Leaf nodes at `depth` below `pos` in the chess game with hands that `rules` describes,
/// with slider backend `S`.
pub fn perft_rules<S: Sliders>(pos: &CrazyhousePosition, rules: &DropRules, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<S, White>(pos, rules, depth),
        Color::Black => perft_side::<S, Black>(pos, rules, depth),
    }
}

/// The legal move count of `pos` (`Us` to move): board moves and drops.
#[inline(always)]
fn count_moves<S: Sliders, Us: Side>(pos: &CrazyhousePosition, rules: &DropRules) -> u64 {
    count::<S, Us>(&pos.board) + pos.drop_count::<S>(rules)
}

fn perft_side<S: Sliders, Us: Side>(
    pos: &CrazyhousePosition,
    rules: &DropRules,
    depth: u32,
) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves::<S, Us>(pos, rules),
        2 if pos.hands.is_empty(Us::Other::COLOR) => {
            // Their hand is empty and none of our moves fills it: below each of our board
            // moves they have their chess moves alone, which chess's depth 2 counts with its
            // unplayed moves; our drops are made and counted.
            let mut nodes = crate::perft::chess_perft2::<S, Us>(&pos.board);
            pos.for_each_drop::<S>(rules, |role, to| {
                nodes += count::<S, Us::Other>(&pos.play_drop(role, to).board);
            });
            nodes
        }
        _ => {
            let mut v = Expand::<S, Us> {
                pos,
                rules,
                depth: depth - 1,
                nodes: 0,
                _m: PhantomData,
            };
            generate::<S, Us, _>(&pos.board, &mut v);
            let mut nodes = v.nodes;
            pos.for_each_drop::<S>(rules, |role, to| {
                nodes += below::<S, Us::Other>(&pos.play_drop(role, to), rules, depth - 1);
            });
            nodes
        }
    }
}

/// Leaf nodes `depth` plies below `child`, where `Them` is to move. Out of line: the board
/// generator calls it from each of its move sites, which would otherwise each hold a copy of
/// the counter.
#[inline(never)]
fn below<S: Sliders, Them: Side>(child: &CrazyhousePosition, rules: &DropRules, depth: u32) -> u64 {
    if depth == 1 {
        count_moves::<S, Them>(child, rules)
    } else {
        perft_side::<S, Them>(child, rules, depth)
    }
}

/// Plays each generated board move and counts below it, without a move list.
struct Expand<'a, S, Us> {
    pos: &'a CrazyhousePosition,
    rules: &'a DropRules,
    depth: u32,
    nodes: u64,
    _m: PhantomData<(S, Us)>,
}

impl<S: Sliders, Us: Side> Visitor for Expand<'_, S, Us> {
    #[inline(always)]
    fn each(&mut self, m: Move) {
        let child = self.pos.play_board(m, self.rules);
        self.nodes += below::<S, Us::Other>(&child, self.rules, self.depth);
    }
}

//! Perft where captures are forced (`mustCapture`): a node's legal moves are its legal captures
//! if it has one, else all its legal moves. The node's [`Safety`] judges each move as anywhere
//! else; the last ply counts the legal moves and the legal captures among them in one
//! generation, and above it the other moves are judged and made only where no capture is
//! legal.

use crate::bits::Bits;
use crate::capture_rules::is_capture;
use crate::make::make;
use crate::movegen::generate;
use crate::moves::FairyMove;
use crate::perft::{Leaves, counted, judged_legal};
use crate::position::FairyPosition;
use crate::rules::Rules;
use crate::safety::{Safety, Verdict};

/// The legal moves of `pos` (not over), whose [`Safety`] is `safety`, counted: its legal
/// captures if it has one, else all of them.
fn leaves_forced<B: Bits>(r: &Rules<B>, pos: &FairyPosition<B>, safety: Safety<B>) -> u64 {
    let mut leaves = Leaves::<B, true>::new(r, pos, safety);
    generate(r, pos, &mut leaves);
    match leaves.captures {
        0 => leaves.count,
        n => n,
    }
}

/// Leaf nodes at `depth` (at least 1) below `pos` (not over), where the variant forces
/// captures; `shortcut` is passed on to the children's counts.
pub(crate) fn perft<B: Bits>(
    r: &Rules<B>,
    pos: &FairyPosition<B>,
    depth: u32,
    shortcut: bool,
) -> u64 {
    let safety = Safety::new(r, pos);
    if depth == 1 {
        return leaves_forced(r, pos, safety);
    }
    let legal = |m: FairyMove| match safety.verdict(r, m) {
        Verdict::Safe => true,
        Verdict::Illegal => false,
        Verdict::Test => judged_legal(r, pos, safety.king, m),
    };
    // One generation: the captures judged as they come, the other moves kept unjudged until
    // no capture has proved legal.
    let mut captures = Vec::new();
    let mut others = Vec::new();
    generate(r, pos, &mut |m: FairyMove| {
        if is_capture(pos, m) {
            if legal(m) {
                captures.push(m);
            }
        } else if captures.is_empty() {
            others.push(m);
        }
    });
    if captures.is_empty() {
        others.retain(|&m| legal(m));
        captures = others;
    }
    captures
        .iter()
        .map(|&m| counted(r, &make(r, pos, m), depth - 1, shortcut))
        .sum()
}
